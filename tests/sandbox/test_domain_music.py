"""Music domain: seed, every tool (happy path and error path) and a schema-driven fuzz."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, music
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool, id_pool
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["music"])
MUSIC_TOOLS = [t for t in REGISTRY if t.domain == music.DOMAIN]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["music"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def song(ctx: WorldContext, artist: str, title: str) -> str:
    rows = ctx.world.query(
        "SELECT t.id FROM music_tracks t JOIN music_artists a ON a.id = t.artist_id "
        "WHERE a.name = ? AND t.title = ?",
        (artist, title),
    )
    assert len(rows) == 1, (artist, title)
    return str(rows[0]["id"])


def album(ctx: WorldContext, title: str) -> str:
    return str(ctx.world.select("music_albums", {"title": title})[0]["id"])


def artist(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("music_artists", {"name": name})[0]["id"])


def playlist(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("music_playlists", {"name": name})[0]["id"])


def up_next_titles(ctx: WorldContext) -> list[str]:
    return [i["title"] for i in call(ctx, "get_music_queue", limit=200)["up_next"]]


# ----------------------------------------------------------------------------- seed


def test_seed_catalog_and_library(ctx: WorldContext) -> None:
    world = ctx.world
    assert 300 <= world.count("music_tracks") <= 330
    data = music.catalog.music_catalog()
    assert world.count("music_artists") == len(data.artists)
    assert 150 <= world.count("music_tracks", {"in_library": True}) <= 200
    assert world.count("music_tracks", {"is_loved": True}) == len(data.owner.loved)
    assert world.count("music_tracks", {"in_library": False, "added_to_library_at": None}) == (
        world.count("music_tracks", {"in_library": False})
    )
    assert world.count("music_tracks", {"is_explicit": True}) > 20
    lyrics = world.query("SELECT COUNT(*) AS n FROM music_tracks WHERE lyrics IS NOT NULL")
    assert lyrics[0]["n"] == len(data.lyrics)
    for table in ("music_playlist_tracks", "music_listening_history", "music_queue"):
        assert world.count(table) <= 120
    assert all(
        r["played_at"] < ctx.clock.now_iso() for r in world.select("music_listening_history")
    )
    # Play counts include every listen in the history.
    for r in world.query(
        "SELECT t.play_count, COUNT(h.id) AS n FROM music_tracks t "
        "JOIN music_listening_history h ON h.track_id = t.id GROUP BY t.id"
    ):
        assert r["play_count"] >= r["n"]
    assert world.integrity_check() == []


def test_seed_people_and_player(ctx: WorldContext) -> None:
    road = ctx.world.get("music_playlists", playlist(ctx, "Road Trip '25"))
    assert road["is_collaborative"] and road["created_by_contact_id"] is None
    shared = {
        s["contact_id"]
        for s in ctx.world.select("music_playlist_shares", {"playlist_id": road["id"]})
    }
    assert shared == {cid(ctx, "Sam Okafor"), cid(ctx, "Hiro Tanaka")}
    soccer = ctx.world.get("music_playlists", playlist(ctx, "Soccer Warmup"))
    assert soccer["created_by_contact_id"] == cid(ctx, "Ray Delgado")
    state = call(ctx, "get_music_playback_state")
    assert state["now_playing"]["title"] == "Study I: Fog Bank"
    assert state["context"]["name"] == "Morning Focus"
    assert (state["is_playing"], state["position_sec"], state["volume"]) == (False, 95, 60)


def test_seed_is_deterministic() -> None:
    a = build_seeded_world(["music"]).snapshot()
    b = build_seeded_world(["music"]).snapshot()
    for table in music.TABLES:
        assert a.rows[table.name] == b.rows[table.name]
    other = build_seeded_world(["music"], seed=1).snapshot()
    assert other.rows["music_artists"] == a.rows["music_artists"]  # the catalog is fixed
    assert other.rows["music_listening_history"] != a.rows["music_listening_history"]


# ----------------------------------------------------------------------------- catalog


def test_search_music_catalog(ctx: WorldContext) -> None:
    res = call(ctx, "search_music_catalog", query="paper moons")
    assert res["songs"][0]["title"] == "Paper Moons"
    assert res["albums"][0]["title"] == "Paper Moons"
    assert set(res) == {"songs", "albums", "artists", "playlists"}
    accents = call(ctx, "search_music_catalog", query="corazon electrico", kind="songs")
    assert accents["songs"][0]["title"] == "Corazón Eléctrico"
    jazz = call(ctx, "search_music_catalog", kind="artists", genre="jazz", limit=20)
    assert {a["name"] for a in jazz["artists"]} == {
        "The Marlowe Trio",
        "Ines Cardoso Quartet",
        "Hana Kobayashi",
    }
    clean = call(
        ctx, "search_music_catalog", query="kid orchard", kind="songs", include_explicit=False
    )
    assert clean["songs"] and not any(s["explicit"] for s in clean["songs"])
    recent = call(ctx, "search_music_catalog", kind="albums", year_from=2025, limit=50)
    assert {a["title"] for a in recent["albums"]} == {"Fever Dream", "Marea", "Lemonade Stand"}
    lists = call(ctx, "search_music_catalog", query="road trip", kind="playlists")
    assert [p["name"] for p in lists["playlists"]] == ["Road Trip '25"]
    fails(
        ctx, "search_music_catalog", "unknown genre 'polka'; genres in the catalog", genre="polka"
    )
    fails(ctx, "search_music_catalog", "give a query or at least one filter")
    fails(
        ctx,
        "search_music_catalog",
        "year_to 2001 is before year_from 2010",
        year_from=2010,
        year_to=2001,
        query="a",
    )


def test_search_text_is_the_folded_columns(ctx: WorldContext) -> None:
    world = ctx.world
    for table, columns in (
        ("music_artists", ("name", "genre")),
        ("music_albums", ("title", "genre")),
        ("music_tracks", ("title", "genre")),
        ("music_playlists", ("name", "description")),
    ):
        for row in world.select(table):
            assert row["search_text"] == music._search_text(*(row[c] for c in columns)), row
    assert music._search_text("Corazón Eléctrico", "Latin") == "corazon electrico\x1flatin"
    assert music._search_text("odd\x1fname", "Pop") is None


def test_search_finds_rows_loaded_without_search_text(ctx: WorldContext) -> None:
    """Scenario entities leave search_text out: searches fold those rows on the spot."""
    world = ctx.world
    world.load_entities(
        {
            "music_artists": [{"id": "artist_x1", "name": "Ólafur Brekka", "genre": "Fado"}],
            "music_albums": [
                {
                    "id": "album_x1",
                    "title": "Noites Séries",
                    "artist_id": "artist_x1",
                    "release_year": 2020,
                    "genre": "Fado",
                }
            ],
            "music_tracks": [
                {
                    "id": "song_x1",
                    "title": "Rua da Saudade",
                    "album_id": "album_x1",
                    "artist_id": "artist_x1",
                    "track_number": 1,
                    "duration_sec": 200,
                    "genre": "Fado",
                    "popularity": 50,
                }
            ],
            "music_playlists": [
                {
                    "id": "pl_x1",
                    "name": "Lisboa à Noite",
                    "description": "Fado até tarde",
                    "created_at": "2025-06-01T10:00:00-07:00",
                    "updated_at": "2025-06-01T10:00:00-07:00",
                }
            ],
        }
    )
    assert world.get("music_tracks", "song_x1")["search_text"] is None
    for query in ("saudade", "olafur", "noites series", "FADO rua"):
        songs = call(ctx, "search_music_catalog", query=query, kind="songs", limit=100)["songs"]
        assert "song_x1" in [s["id"] for s in songs], query
    songs = call(ctx, "search_music_catalog", query="ólafur séries", kind="songs")["songs"]
    assert [s["id"] for s in songs] == ["song_x1"]
    albums = call(ctx, "search_music_catalog", query="brekka", kind="albums")["albums"]
    assert [a["id"] for a in albums] == ["album_x1"]
    artists = call(ctx, "search_music_catalog", query="olafur fado", kind="artists")["artists"]
    assert [a["id"] for a in artists] == ["artist_x1"]
    pls = call(ctx, "search_music_catalog", query="lisboa ate", kind="playlists")["playlists"]
    assert [p["id"] for p in pls] == ["pl_x1"]
    fado = call(ctx, "search_music_catalog", genre="fado", kind="songs", limit=100)["songs"]
    assert "song_x1" in [s["id"] for s in fado]


def test_playlist_writes_keep_search_text(ctx: WorldContext) -> None:
    def found(query: str) -> list[str]:
        res = call(ctx, "search_music_catalog", query=query, kind="playlists")
        return [p["name"] for p in res["playlists"]]

    pid = call(ctx, "create_music_playlist", name="Café Sessions", description="Slow mornings")[
        "id"
    ]
    assert found("cafe") == ["Café Sessions"]
    call(ctx, "rename_music_playlist", playlist_id=pid, name="Évening Drive")
    assert found("cafe") == [] and found("evening") == ["Évening Drive"]
    call(ctx, "set_music_playlist_description", playlist_id=pid, description="Lumière")
    assert found("lumiere") == ["Évening Drive"] and found("mornings") == []
    call(ctx, "duplicate_music_playlist", playlist_id=pid)
    assert found("evening") == ["Évening Drive", "Évening Drive (Copy)"]


def test_get_music_track_album_artist(ctx: WorldContext) -> None:
    tid = song(ctx, "Harbor Lights", "Long Way Home")
    t = call(ctx, "get_music_track", track_id=tid)
    assert (t["album"], t["track_number"], t["has_lyrics"]) == ("Coastal Static", 6, True)
    assert {p["name"] for p in t["in_playlists"]} == {"Road Trip '25"}
    fails(
        ctx,
        "get_music_track",
        "no track with id 'song_9999' .use search_music_catalog",
        track_id="song_9999",
    )
    al = call(ctx, "get_music_album", album_id=album(ctx, "Second Skin"))
    assert (al["artist"], al["year"], al["track_count"], al["explicit"]) == (
        "Mara Quinn",
        2023,
        10,
        True,
    )
    assert al["tracks_in_library"] == 0
    fails(ctx, "get_music_album", "no album with id 'album_0999'", album_id="album_0999")
    tracks = call(ctx, "list_album_tracks", album_id=album(ctx, "Slow Summer"))
    assert [x["title"] for x in tracks["tracks"]] == [
        "Slow Summer",
        "Sunburnt",
        "Pool Lights",
        "Drive-In",
    ]
    fails(ctx, "list_album_tracks", "no album with id 'nope'", album_id="nope")
    ar = call(ctx, "get_music_artist", artist_id=artist(ctx, "Harbor Lights"))
    assert [a["title"] for a in ar["albums"]] == ["Slow Summer", "Paper Moons", "Coastal Static"]
    assert ar["songs_in_library"] == 24
    fails(ctx, "get_music_artist", "no artist with id 'artist_0999'", artist_id="artist_0999")


def test_list_artist_top_tracks(ctx: WorldContext) -> None:
    res = call(ctx, "list_artist_top_tracks", artist_id=artist(ctx, "Mara Quinn"), limit=5)
    pops = [t["popularity"] for t in res["tracks"]]
    assert len(pops) == 5 and pops == sorted(pops, reverse=True)
    assert all(t["artist"] == "Mara Quinn" for t in res["tracks"])
    fails(ctx, "list_artist_top_tracks", "no artist with id", artist_id="song_0001")


def test_get_track_lyrics(ctx: WorldContext) -> None:
    res = call(ctx, "get_track_lyrics", track_id=song(ctx, "Tessa Moreau", "Landline"))
    assert "seven digits" in res["lyrics"].lower()
    fails(
        ctx,
        "get_track_lyrics",
        "no lyrics are available for 'Redline' by Midnight Transit",
        track_id=song(ctx, "Midnight Transit", "Redline"),
    )


# ----------------------------------------------------------------------------- playback


def test_play_music_track_keeps_user_queue(ctx: WorldContext) -> None:
    tid = song(ctx, "Mara Quinn", "Fever Dream")
    state = call(ctx, "play_music_track", track_id=tid)
    assert state["now_playing"]["id"] == tid and state["is_playing"] and state["position_sec"] == 0
    assert state["context"] == {"type": "track", "id": tid, "name": "Fever Dream"}
    assert up_next_titles(ctx) == ["Small Hours", "Paper Moons"]  # the Morning Focus rest is gone
    fails(ctx, "play_music_track", "no track with id 'song_0000'", track_id="song_0000")


def test_play_music_album(ctx: WorldContext) -> None:
    al = album(ctx, "Slow Summer")
    state = call(ctx, "play_music_album", album_id=al, start_track_number=2)
    assert state["now_playing"]["title"] == "Sunburnt"
    assert up_next_titles(ctx) == ["Small Hours", "Paper Moons", "Pool Lights", "Drive-In"]
    fails(
        ctx,
        "play_music_album",
        "has no track 7; its tracks are numbered 1-4",
        album_id=al,
        start_track_number=7,
    )
    call(ctx, "set_music_shuffle", enabled=True)
    shuffled = call(ctx, "play_music_album", album_id=album(ctx, "Coastal Static"))
    assert shuffled["shuffle"] is True
    rest = up_next_titles(ctx)[2:]
    assert len(rest) == 9 and shuffled["now_playing"]["title"] not in rest


def test_play_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Dinner Party")
    state = call(ctx, "play_music_playlist", playlist_id=pid, start_position=3)
    assert state["now_playing"]["title"] == "Southside Sunday"
    assert state["context"]["name"] == "Dinner Party" and state["shuffle"] is False
    assert up_next_titles(ctx)[2] == "Alfama Nights" and len(up_next_titles(ctx)) == 2 + 9
    shuffled = call(ctx, "play_music_playlist", playlist_id=pid, shuffle=True)
    assert shuffled["shuffle"] is True and shuffled["up_next_count"] == 2 + 11
    fails(ctx, "play_music_playlist", "'Gym' .pl_0007. is empty", playlist_id=playlist(ctx, "Gym"))
    fails(
        ctx,
        "play_music_playlist",
        "has 12 songs; start_position must be 1-12",
        playlist_id=pid,
        start_position=13,
    )


def test_play_artist_radio(ctx: WorldContext) -> None:
    aid = artist(ctx, "Juniper Vale")
    state = call(ctx, "play_artist_radio", artist_id=aid)
    assert state["context"]["name"] == "Juniper Vale Radio"
    assert state["now_playing"]["artist"] == "Juniper Vale"
    queue = call(ctx, "get_music_queue", limit=200)["up_next"]
    assert len(queue) == 2 + 24
    assert {q["artist"] for q in queue[2:]} - {"Juniper Vale"}  # similar artists mixed in
    fails(ctx, "play_artist_radio", "no artist with id 'artist_0100'", artist_id="artist_0100")


def test_pause_and_resume(ctx: WorldContext) -> None:
    fails(ctx, "pause_music", "'Study I: Fog Bank' is already paused")
    assert call(ctx, "resume_music")["is_playing"] is True
    fails(ctx, "resume_music", "is already playing")
    assert call(ctx, "pause_music")["is_playing"] is False
    ctx.world.update("music_player", "player", {"now_playing_track_id": None})
    fails(ctx, "resume_music", "nothing is loaded in the player")


def test_get_music_playback_state_without_player_row(ctx: WorldContext) -> None:
    ctx.world.delete("music_player", "player")
    state = call(ctx, "get_music_playback_state")
    assert state["now_playing"] is None and state["volume"] == 50
    assert call(ctx, "set_music_volume", level=30) == {"volume": 30, "previous_volume": 50}
    assert ctx.world.get("music_player", "player")["volume"] == 30


def test_skip_next_and_previous(ctx: WorldContext) -> None:
    state = call(ctx, "skip_to_next_track")
    assert state["now_playing"]["title"] == "Small Hours"  # queued by the owner first
    assert state["is_playing"] is False and state["position_sec"] == 0
    back = call(ctx, "skip_to_previous_track")
    assert back["now_playing"]["title"] == "Study I: Fog Bank"
    assert up_next_titles(ctx)[0] == "Small Hours"
    earlier = call(ctx, "skip_to_previous_track")
    assert earlier["now_playing"]["title"] == "Tape Hiss"  # from this morning's session
    call(ctx, "seek_music_playback", position_sec=30)
    restarted = call(ctx, "skip_to_previous_track")
    assert restarted["now_playing"]["title"] == "Tape Hiss" and restarted["position_sec"] == 0
    for _ in range(3):
        call(ctx, "skip_to_previous_track")
    fails(
        ctx,
        "skip_to_previous_track",
        "'Rainy Window' is at the start and there is no previous song",
    )


def test_skip_next_at_the_end(ctx: WorldContext) -> None:
    call(ctx, "play_music_album", album_id=album(ctx, "Fever Dream"))
    call(ctx, "clear_music_queue")
    fails(ctx, "skip_to_next_track", "Up Next is empty, there is nothing to skip to")
    call(ctx, "set_music_repeat", mode="all")
    state = call(ctx, "skip_to_next_track")
    assert state["now_playing"]["title"] == "Fever Dream" and state["repeat"] == "all"


def test_seek_music_playback(ctx: WorldContext) -> None:
    assert call(ctx, "seek_music_playback", position_sec=200)["position"] == "3:20 / 5:17"
    fails(ctx, "seek_music_playback", "is only 5:17 long .317 s.", position_sec=317)
    fails(ctx, "seek_music_playback", "playback is already at 3:20", position_sec=200)
    with pytest.raises(ToolArgumentError):
        call(ctx, "seek_music_playback", position_sec=-1)


def test_set_music_volume(ctx: WorldContext) -> None:
    assert call(ctx, "set_music_volume", level=0) == {"volume": 0, "previous_volume": 60}
    fails(ctx, "set_music_volume", "the volume is already 0", level=0)
    with pytest.raises(ToolArgumentError, match="`level` must be an integer >= 0 <= 100"):
        call(ctx, "set_music_volume", level=101)


def test_set_music_shuffle_reorders_context_only(ctx: WorldContext) -> None:
    before = up_next_titles(ctx)
    call(ctx, "set_music_shuffle", enabled=True)
    after = up_next_titles(ctx)
    assert after[:2] == before[:2] and sorted(after) == sorted(before) and after != before
    fails(ctx, "set_music_shuffle", "shuffle is already on", enabled=True)
    call(ctx, "set_music_shuffle", enabled=False)
    assert up_next_titles(ctx) == before
    # Unshuffling moves only the items out of context order.
    call(ctx, "set_music_shuffle", enabled=True)
    mark = ctx.world.touch_mark()
    call(ctx, "set_music_shuffle", enabled=False)
    moved = {pk for table, pk in ctx.world.touched_since(mark) if table == "music_queue"}
    context = ctx.world.select("music_queue", {"source": "context"}, order_by="sort_order")
    assert moved and len(moved) <= len(context)
    assert [r["context_index"] for r in context] == sorted(r["context_index"] for r in context)


def test_set_music_repeat(ctx: WorldContext) -> None:
    assert call(ctx, "set_music_repeat", mode="one") == {"repeat": "one", "previous_repeat": "off"}
    fails(ctx, "set_music_repeat", "repeat is already 'one'", mode="one")
    with pytest.raises(ToolArgumentError):
        call(ctx, "set_music_repeat", mode="forever")


def test_sleep_timer(ctx: WorldContext) -> None:
    res = call(ctx, "set_music_sleep_timer", minutes=30)
    assert res["sleep_timer"] == {"ends_at": "2025-06-13T10:00:00-07:00", "minutes_left": 30}
    assert call(ctx, "get_music_playback_state")["sleep_timer"]["minutes_left"] == 30
    res = call(ctx, "set_music_sleep_timer", end_of_track=True)
    assert res["sleep_timer"] == {"ends": "at the end of the current track"}
    fails(
        ctx,
        "set_music_sleep_timer",
        "already set for the end of the current song",
        end_of_track=True,
    )
    fails(
        ctx,
        "set_music_sleep_timer",
        "give either minutes or end_of_track=true",
        minutes=5,
        end_of_track=True,
    )
    fails(ctx, "set_music_sleep_timer", "give either minutes or end_of_track=true")
    assert call(ctx, "cancel_music_sleep_timer") == {"sleep_timer": None}
    fails(ctx, "cancel_music_sleep_timer", "no sleep timer is set")


# ----------------------------------------------------------------------------- queue


def test_queue(ctx: WorldContext) -> None:
    view = call(ctx, "get_music_queue", limit=3)
    assert view["total"] == 11 and len(view["up_next"]) == 3
    assert view["up_next"][0]["source"] == "queued by you"
    assert view["up_next"][2]["source"] == "from Morning Focus"
    tid = song(ctx, "Otis Greenway", "Sweet Ruin")
    first = call(ctx, "add_track_to_music_queue", track_id=tid, placement="next")
    assert first["position"] == 1 and first["up_next_total"] == 12
    last = call(ctx, "add_track_to_music_queue", track_id=tid)
    assert last["position"] == 13
    fails(ctx, "add_track_to_music_queue", "no track with id", track_id="mq_0001")
    removed = call(ctx, "remove_from_music_queue", queue_item_id=first["queue_item_id"])
    assert removed["title"] == "Sweet Ruin" and removed["up_next_total"] == 12
    fails(
        ctx,
        "remove_from_music_queue",
        "no queue item with id .*use get_music_queue",
        queue_item_id=first["queue_item_id"],
    )
    assert call(ctx, "clear_music_queue", which="queued_by_me") == {
        "removed": 3,
        "up_next_total": 9,
    }
    fails(
        ctx, "clear_music_queue", "there are no queued_by_me songs in Up Next", which="queued_by_me"
    )
    assert call(ctx, "clear_music_queue")["removed"] == 9
    fails(ctx, "clear_music_queue", "Up Next is already empty")


def test_queue_is_capped(ctx: WorldContext) -> None:
    tid = song(ctx, "Otis Greenway", "Sweet Ruin")
    now = ctx.clock.now()
    for i in range(200 - ctx.world.count("music_queue")):
        ctx.world.insert("music_queue", {"track_id": tid, "sort_order": 100 + i, "added_at": now})
    fails(ctx, "add_track_to_music_queue", r"Up Next is full \(200 songs\)", track_id=tid)


# ----------------------------------------------------------------------------- playlists


def test_list_and_get_music_playlists(ctx: WorldContext) -> None:
    everything = call(ctx, "list_music_playlists")
    assert len(everything) == 9
    mine = call(ctx, "list_music_playlists", owner="mine")
    theirs = call(ctx, "list_music_playlists", owner="shared_with_me")
    assert {p["name"] for p in theirs} == {"Soccer Warmup", "Sam's Favorites"}
    assert len(mine) + len(theirs) == 9
    book = next(p for p in everything if p["name"] == "Book Club Vibes")
    assert book["track_count"] == 8 and len(book["shared_with"]) == 4
    full = call(ctx, "get_music_playlist", playlist_id=playlist(ctx, "Road Trip '25"))
    assert [t["position"] for t in full["tracks"]] == list(range(1, 17))
    assert full["tracks"][4]["added_by"] == "Sam Okafor" and full["tracks"][0]["added_by"] == "you"
    fails(
        ctx,
        "get_music_playlist",
        "no playlist with id 'pl_0999' .use list_music_playlists",
        playlist_id="pl_0999",
    )


def test_create_music_playlist(ctx: WorldContext) -> None:
    a, b = song(ctx, "Harbor Lights", "Glow"), song(ctx, "Solenne", "Brume")
    pl = call(
        ctx, "create_music_playlist", name="  Beach   Day ", description="Sun", track_ids=[a, b, a]
    )
    assert pl["name"] == "Beach Day" and [t["id"] for t in pl["tracks"]] == [a, b]
    assert pl["created_by"] == "you" and pl["track_count"] == 2
    fails(
        ctx,
        "create_music_playlist",
        "you already have a playlist named 'Beach Day'",
        name="beach day",
    )
    fails(
        ctx,
        "create_music_playlist",
        "no track with id 'song_7777'",
        name="New",
        track_ids=["song_7777"],
    )
    fails(ctx, "create_music_playlist", "the playlist name is empty", name="   ")


def test_rename_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Gym")
    res = call(ctx, "rename_music_playlist", playlist_id=pid, name="Lifting")
    assert res == {"id": pid, "name": "Lifting", "previous_name": "Gym"}
    fails(
        ctx,
        "rename_music_playlist",
        "you already have a playlist named 'Rainy Day'",
        playlist_id=pid,
        name="rainy day",
    )
    fails(ctx, "rename_music_playlist", "already called 'Lifting'", playlist_id=pid, name="Lifting")
    fails(
        ctx,
        "rename_music_playlist",
        "was created by Ray Delgado; only they can rename it",
        playlist_id=playlist(ctx, "Soccer Warmup"),
        name="Mine now",
    )


def test_set_music_playlist_description(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Rainy Day")
    res = call(ctx, "set_music_playlist_description", playlist_id=pid, description="For gray days")
    assert res["description"] == "For gray days"
    assert ctx.world.get("music_playlists", pid)["updated_at"] == ctx.clock.now_iso()
    fails(
        ctx,
        "set_music_playlist_description",
        "already has this description",
        playlist_id=pid,
        description="For gray days ",
    )
    fails(
        ctx,
        "set_music_playlist_description",
        "only they can change its description",
        playlist_id=playlist(ctx, "Sam's Favorites"),
        description="x",
    )


def test_add_tracks_to_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Rainy Day")
    snow, new = (
        song(ctx, "Tessa Moreau", "Snow Globe"),
        song(ctx, "Glass Pavilion", "Study VI: Clearing"),
    )
    res = call(ctx, "add_tracks_to_music_playlist", playlist_id=pid, track_ids=[snow, new])
    assert res["added"] == [new] and res["skipped_already_in_playlist"] == [snow]
    assert res["track_count"] == 11
    fails(
        ctx,
        "add_tracks_to_music_playlist",
        "every song is already in 'Rainy Day'",
        playlist_id=pid,
        track_ids=[snow],
    )
    again = call(
        ctx,
        "add_tracks_to_music_playlist",
        playlist_id=pid,
        track_ids=[snow],
        allow_duplicates=True,
    )
    assert again["track_count"] == 12
    # A collaborative playlist made by a contact accepts songs; a private one does not.
    soccer = playlist(ctx, "Soccer Warmup")
    assert (
        call(ctx, "add_tracks_to_music_playlist", playlist_id=soccer, track_ids=[new])[
            "track_count"
        ]
        == 11
    )
    fails(
        ctx,
        "add_tracks_to_music_playlist",
        "belongs to Sam Okafor and is not collaborative",
        playlist_id=playlist(ctx, "Sam's Favorites"),
        track_ids=[new],
    )
    with pytest.raises(ToolArgumentError, match="at least 1 item"):
        call(ctx, "add_tracks_to_music_playlist", playlist_id=pid, track_ids=[])


def test_remove_track_from_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Rainy Day")
    snow = song(ctx, "Tessa Moreau", "Snow Globe")
    res = call(ctx, "remove_track_from_music_playlist", playlist_id=pid, track_id=snow)
    assert res["from_position"] == 1 and res["track_count"] == 9
    positions = [
        e["position"]
        for e in ctx.world.select(
            "music_playlist_tracks", {"playlist_id": pid}, order_by="position"
        )
    ]
    assert positions == list(range(1, 10))
    fails(
        ctx,
        "remove_track_from_music_playlist",
        "'Snow Globe' .* is not in 'Rainy Day'",
        playlist_id=pid,
        track_id=snow,
    )
    kettle = song(ctx, "Juniper Vale", "Copper Kettle")
    call(
        ctx,
        "add_tracks_to_music_playlist",
        playlist_id=pid,
        track_ids=[kettle],
        allow_duplicates=True,
    )
    fails(
        ctx,
        "remove_track_from_music_playlist",
        r"is in 'Rainy Day' 2 times \(positions 7, 10\); give the position",
        playlist_id=pid,
        track_id=kettle,
    )
    fails(
        ctx,
        "remove_track_from_music_playlist",
        "position 3 of 'Rainy Day' is not 'Copper Kettle'",
        playlist_id=pid,
        track_id=kettle,
        position=3,
    )
    assert (
        call(
            ctx, "remove_track_from_music_playlist", playlist_id=pid, track_id=kettle, position=10
        )["track_count"]
        == 9
    )


def test_move_track_in_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Book Club Vibes")
    res = call(ctx, "move_track_in_music_playlist", playlist_id=pid, from_position=8, to_position=1)
    assert [t["title"] for t in res["tracks"]][:2] == ["Tokyo Lullaby", "Letters to June"]
    assert [t["position"] for t in res["tracks"]] == list(range(1, 9))
    fails(
        ctx,
        "move_track_in_music_playlist",
        "to_position 9 is out of range: 'Book Club Vibes' has 8 songs",
        playlist_id=pid,
        from_position=1,
        to_position=9,
    )
    fails(
        ctx,
        "move_track_in_music_playlist",
        "already at position 2",
        playlist_id=pid,
        from_position=2,
        to_position=2,
    )
    fails(
        ctx,
        "move_track_in_music_playlist",
        "'Gym' is empty",
        playlist_id=playlist(ctx, "Gym"),
        from_position=1,
        to_position=2,
    )


def test_delete_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Morning Focus")
    res = call(ctx, "delete_music_playlist", playlist_id=pid)
    assert res == {"deleted_playlist_id": pid, "name": "Morning Focus", "track_count": 14}
    assert ctx.world.count("music_playlist_tracks", {"playlist_id": pid}) == 0
    state = call(ctx, "get_music_playback_state")  # still loaded, context name gone
    assert state["now_playing"]["title"] == "Study I: Fog Bank" and state["context"]["name"] is None
    assert call(ctx, "skip_to_next_track")["now_playing"]["title"] == "Small Hours"
    fails(ctx, "delete_music_playlist", "no playlist with id", playlist_id=pid)
    fails(
        ctx,
        "delete_music_playlist",
        "only they can delete it",
        playlist_id=playlist(ctx, "Soccer Warmup"),
    )
    assert ctx.world.integrity_check() == []


def test_duplicate_music_playlist(ctx: WorldContext) -> None:
    sams = playlist(ctx, "Sam's Favorites")
    copy = call(ctx, "duplicate_music_playlist", playlist_id=sams)
    assert copy["name"] == "Sam's Favorites (Copy)" and copy["created_by"] == "you"
    assert copy["track_count"] == 10 and not copy["is_collaborative"] and copy["shared_with"] == []
    second = call(ctx, "duplicate_music_playlist", playlist_id=sams)
    assert second["name"] == "Sam's Favorites (Copy 2)"
    named = call(ctx, "duplicate_music_playlist", playlist_id=sams, new_name="Us")
    assert named["name"] == "Us"
    fails(
        ctx,
        "duplicate_music_playlist",
        "already have a playlist named 'Us'",
        playlist_id=sams,
        new_name="us",
    )


def test_set_music_playlist_cover(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Road Trip '25")
    image = ctx.images.add_pil(Image.new("RGB", (16, 16), "orange"))
    res = call(ctx, "set_music_playlist_cover", playlist_id=pid, image_id=image.image_id)
    assert res["cover_image_id"] == image.image_id
    fails(
        ctx,
        "set_music_playlist_cover",
        "is already the cover",
        playlist_id=pid,
        image_id=image.image_id,
    )
    fails(
        ctx,
        "set_music_playlist_cover",
        "unknown image id 'img_404'",
        playlist_id=pid,
        image_id="img_404",
    )
    fails(
        ctx,
        "set_music_playlist_cover",
        "only they can change its cover",
        playlist_id=playlist(ctx, "Soccer Warmup"),
        image_id=image.image_id,
    )


def test_share_and_unshare_music_playlist(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Sunday Long Run")
    ray = cid(ctx, "Ray Delgado")
    res = call(ctx, "share_music_playlist", playlist_id=pid, contact_id=ray)
    assert res["shared_with"] == [{"contact_id": ray, "name": "Ray Delgado"}]
    fails(
        ctx,
        "share_music_playlist",
        "already shared with Ray Delgado",
        playlist_id=pid,
        contact_id=ray,
    )
    fails(
        ctx,
        "share_music_playlist",
        "no contact with id 'ct_0999'",
        playlist_id=pid,
        contact_id="ct_0999",
    )
    fails(
        ctx,
        "share_music_playlist",
        "only they can share it",
        playlist_id=playlist(ctx, "Soccer Warmup"),
        contact_id=ray,
    )
    assert call(ctx, "unshare_music_playlist", playlist_id=pid, contact_id=ray)["shared_with"] == []
    fails(
        ctx,
        "unshare_music_playlist",
        "is not shared with Ray Delgado",
        playlist_id=pid,
        contact_id=ray,
    )


def test_set_music_playlist_collaborative(ctx: WorldContext) -> None:
    pid = playlist(ctx, "Dinner Party")
    assert call(ctx, "set_music_playlist_collaborative", playlist_id=pid, enabled=True)[
        "is_collaborative"
    ]
    fails(
        ctx,
        "set_music_playlist_collaborative",
        "is already collaborative",
        playlist_id=pid,
        enabled=True,
    )
    assert not call(ctx, "set_music_playlist_collaborative", playlist_id=pid, enabled=False)[
        "is_collaborative"
    ]
    fails(
        ctx,
        "set_music_playlist_collaborative",
        "only they can change collaboration",
        playlist_id=playlist(ctx, "Sam's Favorites"),
        enabled=True,
    )


def test_contact_deletion_cascades(ctx: WorldContext) -> None:
    ctx.world.delete("contacts", cid(ctx, "Sam Okafor"))
    assert not ctx.world.select("music_playlists", {"name": "Sam's Favorites"})
    entries = ctx.world.select(
        "music_playlist_tracks", {"playlist_id": playlist(ctx, "Road Trip '25")}
    )
    assert len(entries) == 16 and all(
        e["added_by_contact_id"] is None or e["added_by_contact_id"] == cid(ctx, "Hiro Tanaka")
        for e in entries
    )
    assert ctx.world.integrity_check() == []


# ----------------------------------------------------------------------------- library


def test_list_music_library(ctx: WorldContext) -> None:
    songs = call(ctx, "list_music_library", limit=5)
    assert songs["total"] == ctx.world.count("music_tracks", {"in_library": True})
    titles = [s["title"] for s in songs["items"]]
    assert titles == sorted(titles, key=str.lower)
    page2 = call(ctx, "list_music_library", limit=5, offset=5)
    assert page2["items"][0]["title"] not in titles
    albums = call(ctx, "list_music_library", view="albums", sort_by="recently_added", limit=2)
    assert albums["items"][0]["title"] == "Fever Dream"
    artists = call(ctx, "list_music_library", view="artists", sort_by="most_played", limit=1)
    assert artists["items"][0]["name"] == "Harbor Lights"
    folk = call(ctx, "list_music_library", genre="folk", view="artists")
    assert {a["name"] for a in folk["items"]} == {"Juniper Vale"}
    fails(ctx, "list_music_library", "unknown genre 'k-pop'", genre="k-pop")


def test_add_and_remove_track_from_library(ctx: WorldContext) -> None:
    tid = song(ctx, "Paper Satellites", "Orbit")
    res = call(ctx, "add_track_to_music_library", track_id=tid)
    assert res["in_library"] is True
    assert ctx.world.get("music_tracks", tid)["added_to_library_at"] == ctx.clock.now_iso()
    assert call(ctx, "list_recently_added_music", limit=1)["tracks"][0]["id"] == tid
    fails(
        ctx,
        "add_track_to_music_library",
        "'Orbit' by Paper Satellites is already in your library",
        track_id=tid,
    )
    assert call(ctx, "remove_track_from_music_library", track_id=tid)["in_library"] is False
    fails(ctx, "remove_track_from_music_library", "is not in your library", track_id=tid)


def test_add_and_remove_album_from_library(ctx: WorldContext) -> None:
    al = album(ctx, "Sierra")
    res = call(ctx, "add_album_to_music_library", album_id=al)
    assert res == {"album_id": al, "title": "Sierra", "added": 7, "already_in_library": 2}
    fails(
        ctx,
        "add_album_to_music_library",
        "every song of 'Sierra' is already in your library",
        album_id=al,
    )
    assert call(ctx, "remove_album_from_music_library", album_id=al)["removed"] == 9
    fails(
        ctx,
        "remove_album_from_music_library",
        "no song of 'Sierra' is in your library",
        album_id=al,
    )


def test_love_and_unlove(ctx: WorldContext) -> None:
    tid = song(ctx, "Los Faroles", "Farolito")
    res = call(ctx, "love_music_track", track_id=tid)
    assert res["loved"] is True and res["in_library"] is False
    fails(ctx, "love_music_track", "'Farolito' is already loved", track_id=tid)
    loved = call(ctx, "list_loved_music_tracks", limit=100)
    assert loved["total"] == 24 and tid in [t["id"] for t in loved["tracks"]]
    assert call(ctx, "unlove_music_track", track_id=tid)["loved"] is False
    fails(ctx, "unlove_music_track", "'Farolito' is not loved", track_id=tid)
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_loved_music_tracks", limit=0)


def test_list_recently_played_music(ctx: WorldContext) -> None:
    res = call(ctx, "list_recently_played_music", limit=4)
    assert [x["title"] for x in res["listens"]] == [
        "Tape Hiss",
        "Library Hours",
        "Coffee Rings",
        "Rainy Window",
    ]
    played = [x["played_at"] for x in res["listens"]]
    assert played == sorted(played, reverse=True)
    today = call(ctx, "list_recently_played_music", days=1, limit=100)
    assert all(x["played_at"] >= "2025-06-12T09:30" for x in today["listens"])
    assert today["total"] < res["total"]
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_recently_played_music", days=0)


def test_list_recently_added_music(ctx: WorldContext) -> None:
    res = call(ctx, "list_recently_added_music", limit=3)
    assert res["tracks"][0]["title"] == "Fever Dream" and len(res["tracks"]) == 3
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_recently_added_music", limit=500)


def test_list_most_played_music(ctx: WorldContext) -> None:
    res = call(ctx, "list_most_played_music", limit=10)
    counts = [t["play_count"] for t in res["tracks"]]
    assert counts == sorted(counts, reverse=True) and counts[0] > 20
    jazz = call(ctx, "list_most_played_music", genre="Jazz")
    assert jazz["tracks"] and all(t["genre"] == "Jazz" for t in jazz["tracks"])
    mine = call(ctx, "list_most_played_music", artist_id=artist(ctx, "Tessa Moreau"), limit=3)
    assert {t["artist"] for t in mine["tracks"]} == {"Tessa Moreau"}
    fails(ctx, "list_most_played_music", "no artist with id", artist_id="artist_7777")


def test_get_music_listening_stats(ctx: WorldContext) -> None:
    res = call(ctx, "get_music_listening_stats", start_date="2025-05-01", end_date="2025-06-13")
    secs = sum(r["seconds_played"] for r in ctx.world.select("music_listening_history"))
    assert res["total_minutes"] == round(secs / 60, 1)
    assert res["listens"] == ctx.world.count("music_listening_history")
    names = [g["name"] for g in res["groups"]]
    assert len(names) == len(set(names))
    minutes = [g["minutes"] for g in res["groups"]]
    assert minutes == sorted(minutes, reverse=True)
    today = call(
        ctx,
        "get_music_listening_stats",
        start_date="2025-06-13",
        end_date="2025-06-13",
        group_by="artist",
    )
    assert {g["name"] for g in today["groups"]} == {"Amber Drift"} and today["listens"] == 4
    days = call(
        ctx,
        "get_music_listening_stats",
        start_date="2025-06-01",
        end_date="2025-06-13",
        group_by="day",
    )
    assert [g["name"] for g in days["groups"]] == sorted(g["name"] for g in days["groups"])
    empty = call(ctx, "get_music_listening_stats", start_date="2020-01-01", end_date="2020-12-31")
    assert empty["total_minutes"] == 0 and empty["groups"] == []
    fails(
        ctx,
        "get_music_listening_stats",
        "end_date 2025-06-01 is before start_date 2025-06-13",
        start_date="2025-06-13",
        end_date="2025-06-01",
    )
    with pytest.raises(ToolArgumentError):
        call(ctx, "get_music_listening_stats", start_date="last week", end_date="2025-06-01")


# ----------------------------------------------------------------------------- fuzz

# Missing ids, awkward names and real genres, mixed into the id pool.
_EXTRA = [
    "song_9999",
    "pl_0000",
    "ct_9999",
    "img_0",
    "../etc",
    "Ünïcødé ✓",
    "\x00",
    "0",
    "Jazz",
    "Folk",
    "Hip-Hop",
    "Indie Pop",
    "2025-06-13",
]

# Parameter-name fragments -> id prefixes the fuzz prefers for them.
_HINTS: dict[str, tuple[str, ...]] = {
    "track_id": ("song_",),
    "album": ("album_",),
    "artist": ("artist_",),
    "playlist": ("pl_",),
    "queue_item": ("mq_",),
    "contact": ("ct_",),
    "image": ("img_",),
    "genre": ("Jazz", "Folk", "Hip-Hop", "Indie Pop"),
    "name": ("../etc", "Ünïcødé", "\x00"),
}


@pytest.mark.parametrize("tool_name", [t.name for t in MUSIC_TOOLS])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    pool = id_pool(ctx.world, music.DOMAIN, _EXTRA)
    fuzz_tool(ctx, REGISTRY.get(tool_name), pool, _HINTS)


def test_every_music_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    names = [t.name for t in MUSIC_TOOLS]
    assert len(names) >= 34
    assert [n for n in names if f'"{n}"' not in source] == []
