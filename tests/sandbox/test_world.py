"""World core: schemas and DDL, typed helpers, loading, snapshots and diffs, clock, seed."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, date, datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image
from typing_extensions import TypedDict  # pydantic needs it on Python < 3.12

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import Tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import (
    all_domain_modules,
    build_tool_registry,
    domain_names,
    domain_tables,
    get_domain,
    resolve_domains,
    tables_for,
)
from mmtoolbench.sandbox.world import (
    DEFAULT_REFERENCE_TIME,
    Column,
    FrozenClock,
    Owner,
    Table,
    World,
    WorldDiff,
    WorldError,
    WorldIntegrityError,
    WorldLoadError,
    diff,
    load_entities,
)
from mmtoolbench.sandbox.world.seed import SEED_OWNER, build_seeded_world, build_world

PDT = timezone(timedelta(hours=-7))
REF = datetime(2025, 6, 13, 9, 30, tzinfo=PDT)

AUTHORS = Table(
    name="authors",
    domain="library",
    entity="author",
    id_prefix="au",
    lookup_hint="use list_authors",
    columns=(
        Column("id", "TEXT", primary_key=True),
        Column("name", "TEXT", not_null=True, unique=True),
        Column("born", "DATE"),
        Column("active", "BOOLEAN", not_null=True, default=True),
    ),
)
BOOKS = Table(
    name="books",
    domain="library",
    entity="book",
    id_prefix="bk",
    unique_together=(("author_id", "title"),),
    columns=(
        Column("id", "TEXT", primary_key=True),
        Column("author_id", "TEXT", not_null=True, references="authors.id", on_delete="CASCADE"),
        Column("title", "TEXT", not_null=True),
        Column("price", "REAL"),
        Column("pages", "INTEGER"),
        Column("format", "TEXT", not_null=True, default="paper", choices=("paper", "ebook")),
        Column("tags", "JSON", not_null=True, default=()),
        Column("published_at", "DATETIME"),
        Column("editor_id", "TEXT", references="authors.id", on_delete="SET NULL"),
    ),
)
LOANS = Table(
    name="loans",
    domain="library",
    columns=(
        Column("id", "INTEGER", primary_key=True),
        Column("book_id", "TEXT", not_null=True, references="books.id"),
        Column("who", "TEXT", not_null=True),
    ),
)
OWNER = Owner("Ada", "Lovelace", "+14155550100", "ada@example.com")


@pytest.fixture
def world() -> World:
    return World([AUTHORS, BOOKS, LOANS], clock=FrozenClock(REF), owner=OWNER)


def _author(world: World, name: str = "Ursula Le Guin") -> dict[str, Any]:
    return world.insert("authors", {"name": name})


# ----------------------------------------------------------------------------- schema / DDL


def test_ddl_has_real_constraints() -> None:
    ddl = BOOKS.ddl()
    assert '"id" TEXT PRIMARY KEY NOT NULL' in ddl
    assert 'REFERENCES "authors"("id") ON DELETE CASCADE' in ddl
    assert 'UNIQUE ("author_id", "title")' in ddl
    assert "\"format\" IN ('paper', 'ebook')" in ddl
    assert 'json_valid("tags")' in ddl


@pytest.mark.parametrize(
    ("sql", "fragment"),
    [
        ("INSERT INTO books (id, author_id, title) VALUES ('bk_1', 'nobody', 'X')", "FOREIGN KEY"),
        ("INSERT INTO books (id, author_id) VALUES ('bk_1', 'au_1')", "NOT NULL"),
        (
            "INSERT INTO books (id, author_id, title, format) VALUES ('bk_1', 'au_1', 'X', 'scroll')",
            "CHECK",
        ),
        (
            "INSERT INTO books (id, author_id, title, tags) VALUES ('bk_1', 'au_1', 'X', '{bad')",
            "CHECK",
        ),
        ("INSERT INTO authors (id, name) VALUES ('au_1', 'Dup')", "UNIQUE"),
        ("INSERT INTO authors (id, name, active) VALUES ('au_2', 'Z', 2)", "CHECK"),
        ("INSERT INTO authors (id, name, born) VALUES ('au_2', 'Z', 'June 1')", "CHECK"),
        (
            "INSERT INTO books (id, author_id, title, published_at) VALUES ('bk_1', 'au_1', 'X', 'soon')",
            "CHECK",
        ),
    ],
)
def test_sqlite_enforces_ddl(sql: str, fragment: str) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("PRAGMA foreign_keys = ON")
    for t in (AUTHORS, BOOKS):
        conn.execute(t.ddl())
    conn.execute("INSERT INTO authors (id, name) VALUES ('au_1', 'Dup')")
    with pytest.raises(sqlite3.IntegrityError, match=fragment):
        conn.execute(sql)


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Column("Bad Name", "TEXT"), "lower snake case"),
        (lambda: Column("x", "FLOAT"), "type must be one of"),  # type: ignore[arg-type]
        (lambda: Column("x", "JSON", primary_key=True), "primary keys must be TEXT or INTEGER"),
        (lambda: Column("x", "TEXT", references="authors"), "table.column"),
        (lambda: Column("x", "INTEGER", choices=("a",)), "only for TEXT"),
        (
            lambda: Column("x", "TEXT", not_null=True, on_delete="SET NULL", references="a.b"),
            "nullable",
        ),
        (lambda: Column("x", "INTEGER", default="zero"), "bad default"),
        (lambda: Table("t", "d", (Column("a", "TEXT"),)), "exactly one primary key"),
        (
            lambda: Table("t", "d", (Column("a", "TEXT", primary_key=True), Column("a", "TEXT"))),
            "duplicate column",
        ),
        (
            lambda: Table("t", "d", (Column("a", "INTEGER", primary_key=True),), id_prefix="t"),
            "TEXT primary key",
        ),
        (
            lambda: Table(
                "t", "d", (Column("a", "TEXT", primary_key=True),), unique_together=(("b",),)
            ),
            "unique_together",
        ),
    ],
)
def test_schema_declarations_are_validated(build: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build()


def test_table_defaults_and_describe() -> None:
    assert BOOKS.entity == "book"
    assert (
        Table("photo_albums", "d", (Column("id", "TEXT", primary_key=True),)).entity
        == "photo album"
    )
    text = BOOKS.describe()
    assert "author_id (TEXT, required, -> authors.id)" in text
    assert "ids like bk_0001" in text


def test_world_rejects_inconsistent_tables() -> None:
    clock = FrozenClock(REF)
    with pytest.raises(WorldError, match="table 'authors' is not in this world"):
        World([BOOKS], clock=clock, owner=OWNER)
    clash = Table("other", "x", (Column("id", "TEXT", primary_key=True),), id_prefix="au")
    with pytest.raises(WorldError, match="both use id prefix 'au'"):
        World([AUTHORS, clash], clock=clock, owner=OWNER)
    bad_ref = Table(
        "refs",
        "x",
        (Column("id", "TEXT", primary_key=True), Column("n", "TEXT", references="authors.born")),
    )
    with pytest.raises(WorldError, match="neither a primary key nor unique"):
        World([AUTHORS, bad_ref], clock=clock, owner=OWNER)


# ----------------------------------------------------------------------------- helpers


def test_insert_get_roundtrip_converts_types(world: World) -> None:
    au = world.insert("authors", {"name": "Octavia Butler", "born": date(1947, 6, 22)})
    assert au == {"id": "au_0001", "name": "Octavia Butler", "born": "1947-06-22", "active": True}
    book = world.insert(
        "books",
        {
            "author_id": au["id"],
            "title": "Kindred",
            "price": 12,
            "tags": ["classic", {"award": None}],
            "published_at": datetime(1979, 6, 1, 16, 0, tzinfo=UTC),
        },
    )
    assert book["price"] == 12.0 and isinstance(book["price"], float)
    assert book["tags"] == ["classic", {"award": None}]
    assert book["format"] == "paper"  # default
    assert book["published_at"] == "1979-06-01T09:00:00-07:00"  # normalised to the clock tz
    raw = world.query("SELECT tags, format FROM books")
    assert raw == [{"tags": '["classic",{"award":null}]', "format": "paper"}]
    decoded = world.query("SELECT active FROM authors", table="authors")
    assert decoded == [{"active": True}]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"name": 42}, "authors.name: expected text (a string), got int 42"),
        ({"name": "X", "active": "yes"}, "authors.active: expected a boolean"),
        ({"name": "X", "born": "22/06/1947"}, "authors.born: expected a date 'YYYY-MM-DD'"),
        ({"name": "X", "nickname": "Z"}, "table 'authors' has no column 'nickname'"),
        ({"name": None}, "authors.name: must not be null"),
    ],
)
def test_insert_rejects_bad_values(world: World, row: dict[str, Any], message: str) -> None:
    with pytest.raises(WorldError, match=re.escape(message)):
        world.insert("authors", row)


def test_integrity_errors_are_explained(world: World) -> None:
    au = _author(world)
    with pytest.raises(
        WorldIntegrityError, match=r"books\.author_id='au_9999' does not match any authors\.id"
    ):
        world.insert("books", {"author_id": "au_9999", "title": "X"})
    with pytest.raises(WorldIntegrityError, match=r"UNIQUE constraint failed: authors\.name"):
        world.insert("authors", {"name": au["name"]})
    with pytest.raises(WorldIntegrityError, match=r"NOT NULL constraint failed: books\.title"):
        world.insert("books", {"author_id": au["id"]})
    book = world.insert("books", {"author_id": au["id"], "title": "X"})
    world.insert("loans", {"book_id": book["id"], "who": "Ada"})
    with pytest.raises(
        WorldIntegrityError,
        match=r"cannot delete book 'bk_0001': still referenced by 1 row\(s\) of loans.book_id",
    ):
        world.delete("books", book["id"])


def test_get_update_delete_missing_rows_raise_tool_errors(world: World) -> None:
    with pytest.raises(ToolError, match=r"^no author with id 'au_0404' \(use list_authors\)$"):
        world.get("authors", "au_0404")
    with pytest.raises(ToolError, match="no book with id 'bk_0001'"):
        world.update("books", "bk_0001", {"title": "Y"})
    with pytest.raises(ToolError, match="no book with id 'bk_0001'"):
        world.delete("books", "bk_0001")
    assert world.get_or_none("authors", "au_0404") is None
    assert not world.exists("authors", "au_0404")


def test_update_changes_columns_but_not_the_key(world: World) -> None:
    au = _author(world)
    assert world.update("authors", au["id"], {"active": False})["active"] is False
    assert world.update("authors", au["id"], {}) == world.get("authors", au["id"])
    with pytest.raises(WorldError, match="cannot change the primary key"):
        world.update("authors", au["id"], {"id": "au_0100"})


def test_delete_cascades_and_sets_null(world: World) -> None:
    a, b = _author(world, "A"), _author(world, "B")
    world.insert("books", {"author_id": a["id"], "title": "X", "editor_id": b["id"]})
    world.insert("books", {"author_id": b["id"], "title": "Y"})
    world.delete("authors", b["id"])
    assert [r["title"] for r in world.select("books")] == ["X"]
    assert world.select("books")[0]["editor_id"] is None


def test_select_filters_orders_and_pages(world: World) -> None:
    au = _author(world)
    for title, price in (("C", 3.0), ("A", 1.0), ("B", None)):
        world.insert("books", {"author_id": au["id"], "title": title, "price": price})
    assert [b["title"] for b in world.select("books")] == ["C", "A", "B"]  # insertion order
    assert [b["title"] for b in world.select("books", order_by="title DESC")] == ["C", "B", "A"]
    assert [b["title"] for b in world.select("books", {"price": None})] == ["B"]
    assert [b["title"] for b in world.select("books", {"title": ["A", "B"]})] == ["A", "B"]
    assert world.select("books", {"title": []}) == []
    assert [b["title"] for b in world.select("books", order_by="title", limit=1, offset=1)] == ["B"]
    assert world.count("books", {"format": "paper"}) == 3
    assert world.update_where("books", {"title": ["A", "C"]}, {"format": "ebook"}) == 2
    assert world.delete_where("books", {"format": "ebook"}) == 2
    with pytest.raises(WorldError, match="bad order_by term"):
        world.select("books", order_by="title; DROP TABLE books")


def test_query_is_read_only(world: World) -> None:
    _author(world)
    with pytest.raises(WorldError, match="read-only"):
        world.query("DELETE FROM authors")
    with pytest.raises(WorldError, match="query failed"):
        world.query("SELECT nope FROM authors")
    assert world.count("authors") == 1
    au = world.select("authors")[0]["id"]
    world.insert("books", {"author_id": au, "title": "T", "tags": ["a", "b"]})
    assert world.query("SELECT j.value AS tag FROM books, json_each(books.tags) j") == [
        {"tag": "a"},
        {"tag": "b"},
    ]
    assert world.query("SELECT COUNT(*) AS n FROM authors WHERE name = ?", ("Ursula Le Guin",)) == [
        {"n": 1}
    ]


def test_new_id_is_deterministic_and_never_reused(world: World) -> None:
    assert [world.new_id("au") for _ in range(3)] == ["au_0001", "au_0002", "au_0003"]
    assert world.new_id("tmp") == "tmp_0001"  # prefix of no table: plain counter
    load_entities(world, {"authors": [{"id": "au_0042", "name": "Loaded"}]})
    assert world.insert("authors", {"name": "Next"})["id"] == "au_0043"
    world.delete("authors", "au_0043")
    assert world.new_id("au") == "au_0044"
    with pytest.raises(WorldError):
        world.new_id("Bad-Prefix")


def test_transaction_rolls_back_rows_and_ids(world: World) -> None:
    with pytest.raises(ToolError), world.transaction():
        _author(world, "Gone")
        with world.transaction():
            _author(world, "Also gone")
        raise ToolError("fail late")
    assert world.count("authors") == 0
    assert _author(world)["id"] == "au_0001"


def test_id_numbering_is_undone_with_each_rolled_back_step(world: World) -> None:
    """Counters and floors come back exactly: nested transactions, a failed insert and
    a loaded id that raised the floor."""
    assert _author(world, "Kept")["id"] == "au_0001"
    with pytest.raises(ToolError), world.transaction():
        with world.transaction():  # released into the outer one, undone with it
            load_entities(world, {"authors": [{"id": "au_0090", "name": "Loaded"}]})
            assert _author(world, "After load")["id"] == "au_0091"
        with pytest.raises(WorldIntegrityError):
            _author(world, "Kept")  # UNIQUE name: fails, uses no id
        assert _author(world, "Third")["id"] == "au_0092"
        raise ToolError("fail late")
    assert world.count("authors") == 1
    assert _author(world, "Second")["id"] == "au_0002"
    with pytest.raises(WorldIntegrityError):
        _author(world, "Second")  # outside any transaction
    assert world.new_id("au") == "au_0003"
    load_entities(world, {"authors": [{"id": "au_0050", "name": "Loaded"}]})
    with pytest.raises(ToolError), world.transaction():
        world.delete("authors", "au_0050")  # the row holding the floor goes...
        raise ToolError("...and comes back")
    assert _author(world, "Next")["id"] == "au_0051"


def test_owner_is_a_row(world: World) -> None:
    assert world.owner == OWNER
    assert world.owner.name == "Ada Lovelace"
    before = world.snapshot()
    world.update("owner", "owner", {"email": "ada@lovelace.org"})
    assert world.owner.email == "ada@lovelace.org"
    assert world.diff_since(before).table("owner").updated["owner"].changed_columns == ["email"]


def test_context_views_the_world(world: World) -> None:
    ctx = WorldContext(world)
    assert ctx.role == "agent"
    assert ctx.clock is world.clock and ctx.images is world.images
    assert ctx.owner == OWNER
    user = ctx.as_role("user")
    assert user.role == "user" and user.world is world


# ----------------------------------------------------------------------------- loading


def test_load_entities_in_any_order(world: World) -> None:
    counts = load_entities(
        world,
        {
            "books": [{"id": "bk_0001", "author_id": "au_0001", "title": "Dune", "tags": ["sf"]}],
            "authors": [{"id": "au_0001", "name": "Frank Herbert"}, {"name": "Generated Id"}],
            "loans": [{"book_id": "bk_0001", "who": "Sam"}],
        },
    )
    assert counts == {"books": 1, "authors": 2, "loans": 1}
    assert world.get("authors", "au_0002")["name"] == "Generated Id"
    assert world.get("books", "bk_0001")["tags"] == ["sf"]
    assert world.select("loans")[0]["id"] == 1


def test_load_entities_collects_every_problem_and_loads_nothing(world: World) -> None:
    _author(world, "Existing")  # au_0001
    data: dict[str, Any] = {
        "authors": [
            {"id": "au_0002", "name": "Ok"},
            {"id": "au_0002", "name": "Dup in data"},
            {"id": "au_0001", "name": "Dup in world"},
            {"id": "au_0005", "nme": "typo"},
            {"id": "au_0006", "name": "Bad bool", "active": "yes"},
            "not a row",
        ],
        "books": [
            {"author_id": "au_0999", "title": "Orphan"},
            {"author_id": "au_0002", "title": "Dup title"},
            {"author_id": "au_0002", "title": "Dup title"},
            {"author_id": "au_0002", "title": "X", "pages": "300"},
        ],
        "publishers": [{"id": 1}],
    }
    with pytest.raises(WorldLoadError) as info:
        load_entities(world, data)
    lines = [str(p) for p in info.value.problems]
    assert lines == [
        "authors[1].id: duplicate primary key 'au_0002' (also in row 0)",
        "authors[2].id: primary key 'au_0001' already exists in the world",
        "authors[3].nme: unknown column; did you mean 'name'? columns: id, name, born, active",
        "authors[3].name: missing required value",
        "authors[4].active: expected a boolean (true/false), got str 'yes'",
        "authors[5]: a row must be an object of column values, got str",
        "books[0].author_id: 'au_0999' does not match any authors.id",
        "books[2]: UNIQUE constraint failed: books.author_id, books.title",
        "books[3].pages: expected an integer, got str '300'",
        "publishers: unknown table; tables: owner, authors, books, loans",
    ]
    assert str(info.value).startswith("10 problems loading entities:\n  - authors[1].id")
    assert world.count("authors") == 1 and world.count("books") == 0
    assert world.new_id("bk") == "bk_0001"  # ids used by the failed load were rolled back


class _Address(TypedDict):
    city: str
    zip: str


def test_load_entities_checks_the_shape_of_json_columns() -> None:
    """A JSON value of the wrong shape is a load error naming the row, the column and
    the place, not a crash in a tool later; nothing is loaded."""
    shops = Table(
        name="shops",
        domain="library",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("address", "JSON", json_type=_Address),
            Column("tags", "JSON", not_null=True, default=()),
            Column("extra", "JSON"),
        ),
    )
    world = World([shops], clock=FrozenClock(REF), owner=OWNER)
    good = {"id": "s1", "address": {"city": "Oslo", "zip": "0150"}, "tags": ["a"], "extra": 3}
    with pytest.raises(WorldLoadError) as caught:
        load_entities(
            world,
            {
                "shops": [
                    good,
                    {"id": "s2", "address": "12 Main St, Oslo"},
                    {"id": "s3", "address": {"city": "Oslo"}},
                    {"id": "s4", "address": {"city": "Oslo", "zip": 150}},
                    {"id": "s5", "tags": "errands"},
                ]
            },
        )
    text = str(caught.value)
    assert "4 problems" in text
    assert "shops[1].address: must be an object (JSON) with keys city, zip" in text
    assert "got '12 Main St, Oslo'" in text
    assert "shops[2].address" in text and "['zip']: field required" in text
    assert "shops[3].address" in text and "['zip']: input should be a valid string" in text
    assert "shops[4].tags: must be a list (JSON array)" in text
    assert world.count("shops") == 0
    load_entities(world, {"shops": [good, {"id": "s2", "address": None, "extra": {"x": [1]}}]})
    assert world.get("shops", "s1")["address"] == {"city": "Oslo", "zip": "0150"}
    with pytest.raises(ValueError, match="json_type is only for JSON columns"):
        Column("name", "TEXT", json_type=str)


def test_load_entities_rejects_non_list(world: World) -> None:
    with pytest.raises(WorldLoadError, match=r"authors: must be a list of rows"):
        load_entities(world, {"authors": {"name": "x"}})  # type: ignore[dict-item]


# ----------------------------------------------------------------------------- snapshot / diff


def test_diff_reports_created_updated_deleted(world: World) -> None:
    a = _author(world, "A")
    gone = _author(world, "Gone")
    book = world.insert("books", {"author_id": gone["id"], "title": "T"})
    before = world.snapshot()
    new = _author(world, "New")
    world.update("authors", a["id"], {"active": False, "born": "1950-01-01"})
    world.delete("authors", gone["id"])  # cascades to the book
    d = world.diff_since(before)
    assert d.changed_tables() == ["authors", "books"]
    authors = d.table("authors")
    assert authors.created == {new["id"]: new}
    upd = authors.updated[a["id"]]
    assert upd.changed_columns == ["born", "active"]
    assert upd.before["active"] is True and upd.after["active"] is False
    assert authors.deleted == {gone["id"]: gone}
    assert d.table("books").deleted == {book["id"]: book}
    assert d.table("loans").is_empty
    assert d.summary() == "authors: +1 ~1 -1\nbooks: +0 ~0 -1"
    assert WorldDiff.model_validate_json(d.model_dump_json()) == d


def test_diff_of_unchanged_world_is_empty(world: World) -> None:
    _author(world)
    before = world.snapshot()
    au = world.get("authors", "au_0001")
    world.update("authors", "au_0001", {"name": au["name"]})
    d = world.diff_since(before)
    assert d.is_empty and d.summary() == "no changes" and d.tables == {}


def test_diff_ignores_json_formatting_only_changes(world: World) -> None:
    au = _author(world)
    world.insert("books", {"author_id": au["id"], "title": "T", "tags": {"a": 1}})
    before = world.snapshot()
    world._conn.execute("UPDATE books SET tags = '{ \"a\" : 1 }'")  # same value, other text
    assert world.diff_since(before).is_empty


def test_diff_lists_new_images(world: World) -> None:
    before = world.snapshot()
    stored = world.images.add_pil(Image.new("RGB", (4, 4), "red"))
    d = world.diff_since(before)
    assert d.new_images == [stored.image_id] and d.is_empty


def test_diff_between_worlds_with_different_tables() -> None:
    small = build_world(["contacts"])
    big = build_world(["contacts", "phone"])
    big.insert("blocked_numbers", {"number": "+14155550199", "blocked_at": REF})
    d = diff(small.snapshot(), big.snapshot())
    assert d.changed_tables() == ["blocked_numbers"]


def test_restore_puts_rows_and_ids_back(world: World) -> None:
    _author(world, "Keep")
    snap = world.snapshot()
    world.insert("books", {"author_id": "au_0001", "title": "T"})
    _author(world, "Drop")
    world.delete("authors", "au_0001")
    world.restore(snap)
    assert [a["name"] for a in world.select("authors")] == ["Keep"]
    assert world.count("books") == 0
    assert world.diff_since(snap).is_empty
    assert _author(world, "Again")["id"] == "au_0002"
    other = World([AUTHORS], clock=FrozenClock(REF), owner=OWNER)
    with pytest.raises(WorldError, match="different tables"):
        other.restore(snap)


def test_snapshot_decodes_rows(world: World) -> None:
    au = _author(world)
    snap = world.snapshot()
    assert snap.table_rows("authors") == {au["id"]: au}
    assert snap.count("authors") == 1 and snap.count() == 2  # + owner


def test_integrity_check_reports_dangling_references(world: World) -> None:
    assert world.integrity_check() == []
    world._conn.execute("PRAGMA foreign_keys = OFF")
    world._conn.execute(
        "INSERT INTO books (id, author_id, title) VALUES ('bk_0009', 'au_0404', 'X')"
    )
    world._conn.execute("PRAGMA foreign_keys = ON")
    assert world.integrity_check() == [
        "books 'bk_0009': author_id='au_0404' references a missing authors.id"
    ]


# ----------------------------------------------------------------------------- clock


def test_frozen_clock() -> None:
    clock = FrozenClock(REF)
    assert clock.now() == REF and clock.now() is clock.now()
    assert clock.today() == date(2025, 6, 13)
    assert clock.now_iso() == "2025-06-13T09:30:00-07:00"
    assert clock.parse("2025-06-13T20:00:00Z").isoformat() == "2025-06-13T13:00:00-07:00"
    assert clock.parse("2025-06-14T08:00:00") == datetime(2025, 6, 14, 8, tzinfo=PDT)
    assert (
        clock.format(datetime(2025, 1, 1, 12, 0, 0, 5, tzinfo=UTC))
        == "2025-01-01T05:00:00.000005-07:00"
    )
    assert clock.days_ago(1) == REF - timedelta(days=1)
    with pytest.raises(ValueError, match="timezone-aware"):
        FrozenClock(datetime(2025, 6, 13, 9, 30))


def test_world_time_does_not_move() -> None:
    world = build_seeded_world(["contacts"])
    assert world.clock.now() == DEFAULT_REFERENCE_TIME
    ctx = WorldContext(world)
    first = ctx.clock.now_iso()
    build_tool_registry(["contacts"]).get("create_contact").invoke(ctx, {"first_name": "Zed"})
    assert ctx.clock.now_iso() == first
    assert world.select("contacts", {"first_name": "Zed"})[0]["created_at"] == first


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=20),
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.text(max_size=8), children, max_size=4)
        ),
        max_leaves=12,
    )
)
def test_json_columns_roundtrip(value: Any) -> None:
    col = Column("v", "JSON")
    assert col.decode(col.encode(value, None)) == (None if value is None else value)


@given(st.datetimes(timezones=st.timezones() | st.none()))
def test_datetime_normalisation_is_idempotent(value: datetime) -> None:
    col = Column("t", "DATETIME")
    stored = col.encode(value, PDT)
    assert col.encode(stored, PDT) == stored
    assert datetime.fromisoformat(stored).utcoffset() == timedelta(hours=-7)


# ----------------------------------------------------------------------------- seed, domains


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(seed=3), build_seeded_world(seed=3)
    assert a.snapshot().rows == b.snapshot().rows
    assert a.images.ids() == b.images.ids()
    assert [a.images.get(i).sha256 for i in a.images.ids()] == [
        b.images.get(i).sha256 for i in b.images.ids()
    ]
    assert build_seeded_world(seed=4).snapshot().rows != a.snapshot().rows


def test_seed_of_a_domain_does_not_depend_on_other_domains() -> None:
    alone = build_seeded_world(["contacts"]).snapshot()
    full = build_seeded_world().snapshot()
    for table in alone.rows:
        assert alone.rows[table] == full.rows[table]


def test_seeded_world_is_coherent() -> None:
    world = build_seeded_world()
    assert world.integrity_check() == []
    assert world.owner == SEED_OWNER
    assert 38 <= world.count("contacts") <= 45
    assert world.count("message_threads") >= 12 and world.count("call_log") >= 30
    # People in message threads and calls are contacts (apart from a few unknown numbers).
    known = {r["number"] for r in world.select("contact_phones")}
    callers = [c["number"] for c in world.select("call_log")]
    assert sum(n in known for n in callers) / len(callers) > 0.9
    for att in world.select("message_attachments"):
        assert att["image_id"] in world.images


def test_domain_registry() -> None:
    assert domain_names()[:3] == ["contacts", "messages", "phone"]
    assert [m.DOMAIN for m in resolve_domains(["phone"])] == ["contacts", "phone"]
    assert get_domain("messages").DOMAIN == "messages"
    with pytest.raises(KeyError, match="unknown domain 'nope'"):
        get_domain("nope")
    assert tables_for(["contacts"])[0].name == "contacts"


def test_tool_names_are_unique_and_declare_real_tables() -> None:
    names: dict[str, str] = {}
    all_tables = {t.name for m in all_domain_modules() for t in domain_tables(m)} | {"owner"}
    for module in all_domain_modules():
        for value in vars(module).values():
            if not isinstance(value, Tool) or not value.fn.__module__.startswith(module.__name__):
                continue
            assert value.name not in names, f"{value.name} defined in {names.get(value.name)} too"
            names[value.name] = module.__name__
            assert value.domain == module.DOMAIN
            assert set(value.reads) | set(value.writes) <= all_tables, value.name
            # Pure tools (image transforms, calculators) touch no table and declare none.
            assert len(value.description) > 20, value.name
    assert len(build_tool_registry()) == len(names)


def test_domain_tables_use_unique_names_and_prefixes() -> None:
    tables = [t for m in all_domain_modules() for t in domain_tables(m)]
    assert len({t.name for t in tables}) == len(tables)
    prefixes = [t.id_prefix for t in tables if t.id_prefix]
    assert len(set(prefixes)) == len(prefixes)


_SEEDED_TABLES = list(build_seeded_world().tables.values())
_TZ = FrozenClock(DEFAULT_REFERENCE_TIME).tz


@given(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(min_value=-(2**70), max_value=2**70),
        st.floats(),
        st.text(max_size=12),
        st.sampled_from(["busy", "USD", "general", "2025-06-13", "2025-06-13T09:30:00-07:00"]),
        st.datetimes(timezones=st.sampled_from([_TZ, UTC, timezone(timedelta(hours=5))])),
        st.datetimes(),
        st.dates(),
        st.lists(st.integers(), max_size=3),
    )
)
def test_column_encoder_gives_what_encode_gives(value: Any) -> None:
    """The fast per-column encoders equal `Column.encode` on every column of every
    domain (or fail with the same message)."""
    for table in _SEEDED_TABLES:
        for col in table.columns:
            for tz in (_TZ, None):
                try:
                    expected = col.encode(value, tz)
                except Exception as exc:
                    with pytest.raises(type(exc), match=re.escape(str(exc))):
                        col.encoder(value, tz)
                    continue
                got = col.encoder(value, tz)
                assert got == expected and type(got) is type(expected), (table.name, col.name)


def test_keep_derived_keeps_a_value_valid_only_from_where_it_was_valid() -> None:
    world = build_seeded_world(["contacts"])
    builds: list[int] = []

    def count() -> int:
        builds.append(1)
        return world.count("contacts")

    assert world.derived("n", ("contacts",), count) == world.count("contacts")
    stamp = world.write_stamp(("contacts",))
    world.insert(
        "contacts",
        {
            "first_name": "Kept",
            "created_at": "2025-06-13T09:00:00-07:00",
            "updated_at": "2025-06-13T09:00:00-07:00",
        },
    )
    world.keep_derived("n", ("contacts",), stamp)  # the caller vouches: still valid
    world.derived("n", ("contacts",), count)
    assert len(builds) == 1
    # a stamp from before the value was last valid keeps nothing
    world.insert(
        "contacts",
        {
            "first_name": "Other",
            "created_at": "2025-06-13T09:00:00-07:00",
            "updated_at": "2025-06-13T09:00:00-07:00",
        },
    )
    world.keep_derived("n", ("contacts",), stamp)
    assert world.derived("n", ("contacts",), count) == world.count("contacts")
    assert len(builds) == 2
    # a rolled-back write discards a kept value
    stamp = world.write_stamp(("contacts",))
    with pytest.raises(RuntimeError), world.transaction():
        world.insert(
            "contacts",
            {
                "first_name": "Gone",
                "created_at": "2025-06-13T09:00:00-07:00",
                "updated_at": "2025-06-13T09:00:00-07:00",
            },
        )
        world.keep_derived("n", ("contacts",), stamp)
        raise RuntimeError
    world.derived("n", ("contacts",), count)
    assert len(builds) == 3
    world.close()
