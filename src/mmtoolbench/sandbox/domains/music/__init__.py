"""Music: an Apple Music / Spotify-style player with a catalog, library, playlists and queue.

The catalog (artists, albums, tracks) is fictional and the same in every world (see
`mmtoolbench.sandbox.domains.music.catalog`). The owner's library is a flag on each
track (``in_library``, ``added_to_library_at``, ``is_loved``, ``play_count``).
Playlists are the owner's (some shared with contacts, some collaborative) or were
created by a contact and shared with the owner. The player is one row
(``music_player``); "Up Next" is ``music_queue``; ``music_listening_history`` holds
finished listens of the last month. Time is frozen, so playing music changes what is
loaded and queued but never adds listens or play counts.
"""

from __future__ import annotations

import random
import string
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import display_name
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.music.catalog import music_catalog
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "music"
REQUIRES: tuple[str, ...] = ("contacts",)

_SEARCH_HINT = "use search_music_catalog to find ids"
_PLAYLIST_HINT = "use list_music_playlists to find playlist ids"

#: Separates the folded columns inside ``search_text`` (never part of a name).
_SEP = "\x1f"


def _search_text_column(columns: str) -> Column:
    return Column(
        "search_text",
        "TEXT",
        description=f"Derived search key: {columns} in lower case without accents, "
        "for the catalog search (kept by the music app; may be left out, then searches "
        "fold the columns themselves).",
    )


def _unfolded(column: str) -> KeyIndex:
    """Finds the rows whose ``search_text`` was not filled in (e.g. loaded by a scenario)."""
    return KeyIndex("unfolded", (column,), lambda text: 1 if text is None else None)


TABLES: tuple[Table, ...] = (
    Table(
        name="music_artists",
        domain=DOMAIN,
        entity="artist",
        id_prefix="artist",
        lookup_hint=_SEARCH_HINT,
        description="Artists of the music catalog.",
        search_columns=("search_text",),
        key_indexes=(
            _unfolded("search_text"),
            KeyIndex("name_nocase", ("name",), lambda name: _nocase(name)),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Artist id, e.g. artist_0003."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("genre", "TEXT", not_null=True, description="Main genre."),
            Column("country", "TEXT", not_null=True, default="", description="ISO country code."),
            Column("debut_year", "INTEGER", description="Year the artist started releasing."),
            Column("bio", "TEXT", not_null=True, default=""),
            _search_text_column("name, genre"),
        ),
    ),
    Table(
        name="music_albums",
        domain=DOMAIN,
        entity="album",
        id_prefix="album",
        lookup_hint=_SEARCH_HINT,
        description="Albums, EPs and singles of the catalog.",
        search_columns=("search_text",),
        key_indexes=(_unfolded("search_text"),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Album id, e.g. album_0012."),
            Column("title", "TEXT", not_null=True),
            Column(
                "artist_id",
                "TEXT",
                not_null=True,
                references="music_artists.id",
                on_delete="CASCADE",
            ),
            Column("release_year", "INTEGER", not_null=True),
            Column("genre", "TEXT", not_null=True),
            Column(
                "album_type",
                "TEXT",
                not_null=True,
                default="album",
                choices=("album", "ep", "single", "compilation"),
            ),
            Column("record_label", "TEXT", not_null=True, default=""),
            Column("cover_image_id", "TEXT", description="Image id of the cover art, if any."),
            _search_text_column("title, genre"),
        ),
    ),
    Table(
        name="music_tracks",
        domain=DOMAIN,
        entity="track",
        id_prefix="song",
        lookup_hint=_SEARCH_HINT,
        description="Songs of the catalog; the library_* / loved / play count columns are the "
        "owner's library state.",
        unique_together=(("album_id", "disc_number", "track_number"),),
        indexes=(
            ("genre", "popularity"),
            ("in_library", "added_to_library_at"),
            ("in_library", "play_count"),
            ("artist_id", "in_library"),
            # Cover the library's album and artist views (their sums read no table row).
            ("in_library", "album_id", "added_to_library_at", "play_count"),
            ("in_library", "artist_id", "added_to_library_at", "play_count"),
            ("is_loved",),
            ("play_count",),
        ),
        search_columns=("search_text",),
        key_indexes=(
            _unfolded("search_text"),
            KeyIndex("folded_genre", ("genre",), lambda genre: _fold_key(genre)),
            # The library in title order (list_music_library): NOCASE's key, None for a
            # track not in the library.
            KeyIndex(
                "library_title",
                ("in_library", "title"),
                lambda in_library, title: _nocase(title) if in_library else None,
            ),
            # Searches of short words only (no full-text narrowing): the folded title
            # (`_folded_sql` of the title) and the popularity order, most popular first.
            KeyIndex("folded_title", ("search_text", "title"), lambda st, t: _folded_title(st, t)),
            KeyIndex("neg_popularity", ("popularity",), lambda p: None if p is None else -p),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Track id, e.g. song_0042."),
            Column("title", "TEXT", not_null=True),
            Column(
                "album_id", "TEXT", not_null=True, references="music_albums.id", on_delete="CASCADE"
            ),
            Column(
                "artist_id",
                "TEXT",
                not_null=True,
                references="music_artists.id",
                on_delete="CASCADE",
            ),
            Column("disc_number", "INTEGER", not_null=True, default=1),
            Column("track_number", "INTEGER", not_null=True),
            Column("duration_sec", "INTEGER", not_null=True),
            Column("genre", "TEXT", not_null=True),
            Column("is_explicit", "BOOLEAN", not_null=True, default=False),
            Column("popularity", "INTEGER", not_null=True, default=0, description="0-100."),
            Column("lyrics", "TEXT", description="Lyrics, when available."),
            Column("in_library", "BOOLEAN", not_null=True, default=False),
            Column("added_to_library_at", "DATETIME"),
            Column("is_loved", "BOOLEAN", not_null=True, default=False),
            Column("play_count", "INTEGER", not_null=True, default=0),
            _search_text_column("title, genre"),
        ),
    ),
    Table(
        name="music_playlists",
        domain=DOMAIN,
        entity="playlist",
        id_prefix="pl",
        key_indexes=(
            KeyIndex("folded_name", ("name",), lambda name: _fold_key(name)),
            _unfolded("search_text"),
        ),
        indexes=(("name",),),
        search_columns=("search_text",),
        lookup_hint=_PLAYLIST_HINT,
        description="Playlists: the owner's, or created by a contact and shared with the owner.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Playlist id, e.g. pl_0002."),
            Column("name", "TEXT", not_null=True),
            Column("description", "TEXT", not_null=True, default=""),
            Column(
                "created_by_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="CASCADE",
                description="Contact who made it; null = the owner.",
            ),
            Column("is_collaborative", "BOOLEAN", not_null=True, default=False),
            Column("cover_image_id", "TEXT", description="Image id of a custom cover."),
            Column("created_at", "DATETIME", not_null=True),
            Column("updated_at", "DATETIME", not_null=True),
            _search_text_column("name, description"),
        ),
    ),
    Table(
        name="music_playlist_tracks",
        domain=DOMAIN,
        entity="playlist entry",
        id_prefix="ple",
        description="Tracks of playlists, in order (positions 1..n).",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "playlist_id",
                "TEXT",
                not_null=True,
                references="music_playlists.id",
                on_delete="CASCADE",
            ),
            Column(
                "track_id", "TEXT", not_null=True, references="music_tracks.id", on_delete="CASCADE"
            ),
            Column("position", "INTEGER", not_null=True, description="1-based position."),
            Column("added_at", "DATETIME", not_null=True),
            Column(
                "added_by_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="Collaborator who added it; null = the owner.",
            ),
        ),
    ),
    Table(
        name="music_playlist_shares",
        domain=DOMAIN,
        entity="playlist share",
        id_prefix="plsh",
        description="Contacts the owner shared a playlist with.",
        unique_together=(("playlist_id", "contact_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "playlist_id",
                "TEXT",
                not_null=True,
                references="music_playlists.id",
                on_delete="CASCADE",
            ),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column("shared_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="music_player",
        domain=DOMAIN,
        entity="music player",
        description="The player (a single row with id 'player'): what is loaded, where, and how.",
        columns=(
            Column("id", "TEXT", primary_key=True, choices=("player",)),
            Column(
                "now_playing_track_id", "TEXT", references="music_tracks.id", on_delete="SET NULL"
            ),
            Column(
                "context_type",
                "TEXT",
                not_null=True,
                default="none",
                choices=("none", "track", "album", "playlist", "artist_radio"),
                description="What the current track was started from.",
            ),
            Column("context_id", "TEXT", description="Album, playlist, artist or track id."),
            Column("position_sec", "INTEGER", not_null=True, default=0),
            Column("is_playing", "BOOLEAN", not_null=True, default=False),
            Column("shuffle", "BOOLEAN", not_null=True, default=False),
            Column(
                "repeat_mode", "TEXT", not_null=True, default="off", choices=("off", "all", "one")
            ),
            Column("volume", "INTEGER", not_null=True, default=50, description="0-100."),
            Column("sleep_timer_ends_at", "DATETIME"),
            Column("sleep_timer_end_of_track", "BOOLEAN", not_null=True, default=False),
            Column(
                "played_track_ids",
                "JSON",
                not_null=True,
                default=(),
                description="Tracks played before the current one in this session (for previous).",
            ),
        ),
    ),
    Table(
        name="music_queue",
        domain=DOMAIN,
        entity="queue item",
        id_prefix="mq",
        lookup_hint="use get_music_queue to find queue item ids",
        description="Up Next: tracks to play after the current one, by sort_order.",
        indexes=(("sort_order",), ("source", "sort_order")),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "track_id", "TEXT", not_null=True, references="music_tracks.id", on_delete="CASCADE"
            ),
            Column("sort_order", "INTEGER", not_null=True, description="Lower plays first."),
            Column(
                "source",
                "TEXT",
                not_null=True,
                default="user",
                choices=("user", "context"),
                description="'user' = queued by the owner; 'context' = rest of the album, "
                "playlist or station being played.",
            ),
            Column("context_index", "INTEGER", description="Index in the unshuffled context."),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="music_listening_history",
        domain=DOMAIN,
        entity="listen",
        id_prefix="mlh",
        description="Finished listening sessions (one row per track played).",
        indexes=(("played_at",),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "track_id", "TEXT", not_null=True, references="music_tracks.id", on_delete="CASCADE"
            ),
            Column("played_at", "DATETIME", not_null=True, description="When it started."),
            Column("seconds_played", "INTEGER", not_null=True),
        ),
    ),
)

_CATALOG = ("music_artists", "music_albums", "music_tracks")
_PLAYLIST_TABLES = ("music_playlists", "music_playlist_tracks", "music_playlist_shares")
_PLAYER_TABLES = ("music_player", "music_queue")

TrackId = Annotated[str, Field(min_length=1, max_length=64)]
AlbumId = Annotated[str, Field(min_length=1, max_length=64)]
ArtistId = Annotated[str, Field(min_length=1, max_length=64)]
PlaylistId = Annotated[str, Field(min_length=1, max_length=64)]
ContactId = Annotated[str, Field(min_length=1, max_length=64)]
ImageId = Annotated[str, Field(min_length=1, max_length=64)]
Limit = Annotated[int, Field(ge=1, le=100)]
Offset = Annotated[int, Field(ge=0, le=100_000)]
Position = Annotated[int, Field(ge=1, le=10_000)]
Year = Annotated[int, Field(ge=1900, le=2100)]
PlaylistName = Annotated[str, Field(min_length=1, max_length=100)]
Description = Annotated[str, Field(max_length=500)]

_PLAYER_ID = "player"
_MAX_QUEUE = 200
_MAX_CONTEXT = 100
_MAX_HISTORY_STACK = 50
_PLAYER_DEFAULTS: dict[str, Any] = {
    "now_playing_track_id": None,
    "context_type": "none",
    "context_id": None,
    "position_sec": 0,
    "is_playing": False,
    "shuffle": False,
    "repeat_mode": "off",
    "volume": 50,
    "sleep_timer_ends_at": None,
    "sleep_timer_end_of_track": False,
    "played_track_ids": [],
}

# ----------------------------------------------------------------------------- helpers


_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _nocase(text: str | None) -> str | None:
    """SQLite's NOCASE key of ``text``: A-Z in lower case (so the binary order of keys is
    the ``COLLATE NOCASE`` order of the texts)."""
    return None if text is None else text.translate(_ASCII_LOWER)


def _folded_title(search_text: str | None, title: str | None) -> str | None:
    """What `_folded_sql` computes for a title: the first piece of ``search_text`` (''
    without a separator, as SQL's ``substr``), or the title folded when there is none."""
    if search_text is None:
        return _fold_key(title)
    end = search_text.find(_SEP)
    return search_text[:end] if end >= 0 else ""


def _fold_key(name: str | None) -> str | None:
    return None if name is None else _fold(name)


def _fold(text: str) -> str:
    """Lower case without accents, for matching ("Corazon" finds "Corazón")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _search_text(*parts: str) -> str | None:
    """The ``search_text`` of a row: ``parts`` folded and joined by `_SEP` (None when a
    part holds the separator: searches then fold the columns themselves)."""
    folded = [_fold(p) for p in parts]
    if any(_SEP in f for f in folded):
        return None
    return _SEP.join(folded)


#: SQL function folding text like `_fold` (the world registers it for the playlists'
#: ``folded_name`` key index; it is a pure function of its argument).
_FOLD_SQL = "key_music_playlists_folded_name"


def _folded_sql(alias: str, column: str, part: int) -> str:
    """SQL for ``_fold(<alias>.<column>)``: piece ``part`` (0 or 1) of the row's
    ``search_text``, or the column folded on the spot when the row has none."""
    text = f"{alias}.search_text"
    if part == 0:
        piece = f"substr({text}, 1, instr({text}, char(31)) - 1)"
    else:
        piece = f"substr({text}, instr({text}, char(31)) + 1)"
    return f"(CASE WHEN {text} IS NULL THEN {_FOLD_SQL}({alias}.{column}) ELSE {piece} END)"


def _narrows(word: str) -> bool:
    """Whether the full-text index can narrow a search on a folded query word: three
    characters or more, and no space (which could match across the joined columns)."""
    return len(word) >= 3 and " " not in word


def _phrase(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def _matching_sql(table: str) -> str:
    """SQL selecting the rowids of ``table`` whose ``search_text`` contains the word
    bound to its one ``?`` (full-text index), or that have no ``search_text``."""
    fts = f"{table}__search"
    return (
        f"SELECT rowid FROM {fts} WHERE {fts} MATCH ? "
        f"UNION SELECT rowid FROM {table} WHERE key_{table}_unfolded(search_text) = 1"
    )


def _ids_matching_sql(table: str, column: str) -> str:
    """SQL selecting the ids of ``table`` whose folded ``column`` (the first piece of
    ``search_text``) contains the word: bind the word's phrase, then the word."""
    folded = _folded_sql(table, column, 0)
    return (
        f"SELECT id FROM {table} WHERE rowid IN ({_matching_sql(table)}) AND instr({folded}, ?) > 0"
    )


def _mmss(seconds: int) -> str:
    seconds = max(0, int(seconds))
    hours, rest = divmod(seconds, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


_TRACK_COLUMNS = (
    "SELECT t.*, a.name AS artist_name, al.title AS album_title, al.release_year AS release_year"
)
_JOINS = "JOIN music_artists a ON a.id = t.artist_id JOIN music_albums al ON al.id = t.album_id"
_TRACK_SQL = f"{_TRACK_COLUMNS} FROM music_tracks t {_JOINS}"


def _tracks(
    world: World, where: str = "", params: Sequence[Any] = (), order: str = ""
) -> list[Row]:
    sql = (
        _TRACK_SQL + (f" WHERE {where}" if where else "") + (f" ORDER BY {order}" if order else "")
    )
    return world.query(sql, params, table="music_tracks")


def _tracks_by_ids(world: World, ids: Sequence[str]) -> list[Row]:
    """Joined track rows for ``ids`` in the same order (duplicates kept, unknown skipped)."""
    uniq = list(dict.fromkeys(ids))
    if not uniq:
        return []
    cond, params = in_values("t.id", uniq)
    found = {r["id"]: r for r in _tracks(world, cond, params)}
    return [found[i] for i in ids if i in found]


def _count(world: World, column: str | None, where: str, params: Sequence[Any]) -> int:
    """Number of tracks ``t`` matching ``where``, or of their distinct ``column`` values."""
    what = "*" if column is None else f"DISTINCT {column}"
    (row,) = world.query(f"SELECT COUNT({what}) AS n FROM music_tracks t WHERE {where}", params)
    return int(row["n"])


def _song(row: Row) -> dict[str, Any]:
    """A track as a model sees it in lists."""
    return {
        "id": row["id"],
        "title": row["title"],
        "artist": row["artist_name"],
        "artist_id": row["artist_id"],
        "album": row["album_title"],
        "album_id": row["album_id"],
        "year": row["release_year"],
        "track_number": row["track_number"],
        "duration": _mmss(row["duration_sec"]),
        "duration_sec": row["duration_sec"],
        "genre": row["genre"],
        "explicit": row["is_explicit"],
        "in_library": row["in_library"],
        "loved": row["is_loved"],
        "play_count": row["play_count"],
    }


def _track(ctx: WorldContext, track_id: str) -> Row:
    tid = track_id.strip()
    ctx.world.get("music_tracks", tid)
    return _tracks(ctx.world, "t.id = ?", (tid,))[0]


def _album(ctx: WorldContext, album_id: str) -> Row:
    return ctx.world.get("music_albums", album_id.strip())


def _artist(ctx: WorldContext, artist_id: str) -> Row:
    return ctx.world.get("music_artists", artist_id.strip())


def _playlist(ctx: WorldContext, playlist_id: str) -> Row:
    return ctx.world.get("music_playlists", playlist_id.strip())


def _album_track_ids(world: World, album_id: str) -> list[str]:
    rows = world.select(
        "music_tracks", {"album_id": album_id}, order_by=["disc_number", "track_number"]
    )
    return [r["id"] for r in rows]


def _playlist_entries(world: World, playlist_id: str) -> list[Row]:
    return world.select("music_playlist_tracks", {"playlist_id": playlist_id}, order_by="position")


def _check_genre(world: World, genre: str | None) -> str | None:
    """The catalog's genre matching ``genre`` (case- and accent-insensitive; the first
    in sorted order if several do), or None when no genre is given.

    Raises:
        ToolError: If no genre of the catalog matches (the message lists them).
    """
    if genre is None or not genre.strip():
        return None
    (found,) = world.query(
        "SELECT MIN(genre) AS genre FROM music_tracks "
        "WHERE key_music_tracks_folded_genre(genre) = ?",
        (_fold(genre.strip()),),
    )
    if found["genre"] is not None:
        return str(found["genre"])
    (listing,) = world.query(
        "SELECT group_concat(genre, ', ') AS genres "
        "FROM (SELECT DISTINCT genre FROM music_tracks ORDER BY genre)"
    )
    raise ToolError(f"unknown genre {genre!r}; genres in the catalog: {listing['genres'] or ''}")


def _creator(world: World, playlist: Row) -> str:
    cid = playlist["created_by_contact_id"]
    if cid is None:
        return "you"
    contact = world.get_or_none("contacts", cid)
    return display_name(contact) if contact is not None else "someone else"


def _require_own_playlist(world: World, playlist: Row, action: str) -> None:
    if playlist["created_by_contact_id"] is not None:
        raise ToolError(
            f"playlist {playlist['name']!r} ({playlist['id']}) was created by "
            f"{_creator(world, playlist)}; only they can {action}. Use duplicate_music_playlist "
            "to make your own copy"
        )


def _require_editable(world: World, playlist: Row) -> None:
    if playlist["created_by_contact_id"] is not None and not playlist["is_collaborative"]:
        raise ToolError(
            f"playlist {playlist['name']!r} ({playlist['id']}) belongs to "
            f"{_creator(world, playlist)} and is not collaborative, so its tracks can't be "
            "changed; use duplicate_music_playlist to make your own copy"
        )


def _playlist_summary(
    world: World,
    playlist: Row,
    stats: tuple[int, int] | None = None,
    shared: Sequence[Row] | None = None,
) -> dict[str, Any]:
    """A playlist as lists show it. ``stats`` (its number of songs and their seconds)
    and ``shared`` (the contacts it is shared with, in share order) are read from the
    database unless the caller already knows them."""
    pid = playlist["id"]
    if stats is None:
        (row,) = world.query(
            "SELECT COUNT(*) AS n, COALESCE(SUM(t.duration_sec), 0) AS secs "
            "FROM music_playlist_tracks e JOIN music_tracks t ON t.id = e.track_id "
            "WHERE e.playlist_id = ?",
            (pid,),
        )
        stats = (int(row["n"]), int(row["secs"]))
    if shared is None:
        shared = world.query(
            "SELECT c.* FROM music_playlist_shares s JOIN contacts c ON c.id = s.contact_id "
            "WHERE s.playlist_id = ? ORDER BY s.rowid",
            (pid,),
            table="contacts",
        )
    return {
        "id": pid,
        "name": playlist["name"],
        "description": playlist["description"],
        "created_by": _creator(world, playlist),
        "created_by_contact_id": playlist["created_by_contact_id"],
        "is_collaborative": playlist["is_collaborative"],
        "cover_image_id": playlist["cover_image_id"],
        "track_count": stats[0],
        "duration": _mmss(stats[1]),
        "shared_with": [{"contact_id": c["id"], "name": display_name(c)} for c in shared],
        "updated_at": playlist["updated_at"],
    }


#: A playlist's entries with their joined track rows, in playlist order (entries whose
#: track is gone are left out, as the inner join does).
_ENTRY_TRACKS_SQL = (
    "SELECT t.*, a.name AS artist_name, al.title AS album_title, "
    "al.release_year AS release_year, e.position AS entry_position, "
    "e.added_by_contact_id AS entry_added_by "
    "FROM music_playlist_tracks e JOIN music_tracks t ON t.id = e.track_id "
    "JOIN music_artists a ON a.id = t.artist_id JOIN music_albums al ON al.id = t.album_id "
    "WHERE e.playlist_id = ? ORDER BY e.position, e.rowid"
)


def _playlist_view(world: World, playlist: Row) -> dict[str, Any]:
    """A playlist with all its songs: the entries and their tracks in one query."""
    rows = world.query(_ENTRY_TRACKS_SQL, (playlist["id"],), table="music_tracks")
    names: dict[str, str] = {}
    tracks = []
    secs = 0
    for row in rows:
        added_by = "you"
        cid = row["entry_added_by"]
        if cid is not None:
            if cid not in names:
                contact = world.get_or_none("contacts", cid)
                names[cid] = display_name(contact) if contact is not None else "someone else"
            added_by = names[cid]
        secs += row["duration_sec"]
        tracks.append({"position": row["entry_position"], **_song(row), "added_by": added_by})
    return {**_playlist_summary(world, playlist, stats=(len(rows), secs)), "tracks": tracks}


def _new_playlist_view(playlist: Row, rows: Sequence[Row]) -> dict[str, Any]:
    """`_playlist_view` of a playlist of yours just created with the songs ``rows``
    (joined track rows, at positions 1..n, added by you): nothing to read again, as a
    new playlist is shared with nobody."""
    tracks = [{"position": i, **_song(r), "added_by": "you"} for i, r in enumerate(rows, 1)]
    secs = sum(int(r["duration_sec"]) for r in rows)
    return {
        "id": playlist["id"],
        "name": playlist["name"],
        "description": playlist["description"],
        "created_by": "you",
        "created_by_contact_id": None,
        "is_collaborative": playlist["is_collaborative"],
        "cover_image_id": playlist["cover_image_id"],
        "track_count": len(rows),
        "duration": _mmss(secs),
        "shared_with": [],
        "updated_at": playlist["updated_at"],
        "tracks": tracks,
    }


def _touch_playlist(ctx: WorldContext, playlist_id: str) -> None:
    ctx.world.update("music_playlists", playlist_id, {"updated_at": ctx.clock.now()})


def _renumber_playlist(world: World, entries: Sequence[Row]) -> None:
    for i, e in enumerate(entries, 1):
        if e["position"] != i:
            world.update("music_playlist_tracks", e["id"], {"position": i})


def _name_taken(world: World, name: str, exclude: str | None = None) -> Row | None:
    where = {"created_by_contact_id": None}
    key = _fold(name)
    for p in world.select_by_key("music_playlists", "folded_name", key, where):
        if _fold(p["name"]) == key and p["id"] != exclude:
            return p
    return None


def _clean_name(name: str) -> str:
    text = " ".join(name.split())
    if not text:
        raise ToolError("the playlist name is empty")
    return text


def _track_rows(world: World, track_ids: Iterable[str]) -> list[Row]:
    """Joined track rows of ``track_ids`` (stripped) in order, duplicates kept, read in
    one query.

    Raises:
        ToolError: ``no track with id ...`` for the first unknown id.
    """
    ids = [t.strip() for t in track_ids]
    rows = _tracks_by_ids(world, ids)
    if len(rows) != len(ids):
        found = {r["id"] for r in rows}
        for tid in ids:
            if tid not in found:
                world.get("music_tracks", tid)  # raises the unknown-track error
    return rows


# ----------------------------------------------------------------------------- player helpers


def _player(world: World) -> Row:
    row = world.get_or_none("music_player", _PLAYER_ID)
    if row is None:
        return {"id": _PLAYER_ID, **_PLAYER_DEFAULTS, "played_track_ids": []}
    return row


def _save_player(world: World, changes: dict[str, Any]) -> Row:
    if world.exists("music_player", _PLAYER_ID):
        return world.update("music_player", _PLAYER_ID, changes)
    return world.insert("music_player", {"id": _PLAYER_ID, **_PLAYER_DEFAULTS, **changes})


def _played_stack(world: World, player: Row) -> list[str]:
    raw = player.get("played_track_ids")
    if not isinstance(raw, list):
        return []
    return [i for i in raw if isinstance(i, str) and world.exists("music_tracks", i)]


def _queue(
    world: World, where: dict[str, Any] | None = None, limit: int | None = None
) -> list[Row]:
    return world.select("music_queue", where, order_by="sort_order", limit=limit)


def _queue_stats(world: World, source: str | None = None) -> tuple[int, int | None, int | None]:
    """Number of Up Next items (of one ``source``) and their lowest and highest
    sort_order (None when there are none)."""
    (row,) = world.query(
        "SELECT COUNT(*) AS n, MIN(sort_order) AS low, MAX(sort_order) AS high "
        "FROM music_queue" + (" WHERE source = ?" if source is not None else ""),
        (source,) if source is not None else (),
    )
    return int(row["n"]), row["low"], row["high"]


def _context_name(world: World, context_type: str, context_id: str | None) -> str | None:
    if context_id is None:
        return None
    if context_type == "album":
        album = world.get_or_none("music_albums", context_id)
        return album["title"] if album else None
    if context_type == "playlist":
        pl = world.get_or_none("music_playlists", context_id)
        return pl["name"] if pl else None
    if context_type == "artist_radio":
        artist = world.get_or_none("music_artists", context_id)
        return f"{artist['name']} Radio" if artist else None
    if context_type == "track":
        track = world.get_or_none("music_tracks", context_id)
        return track["title"] if track else None
    return None


def _context_track_ids(world: World, context_type: str, context_id: str | None) -> list[str]:
    if context_id is None:
        return []
    if context_type == "album" and world.exists("music_albums", context_id):
        return _album_track_ids(world, context_id)
    if context_type == "playlist" and world.exists("music_playlists", context_id):
        return [e["track_id"] for e in _playlist_entries(world, context_id)]
    if context_type == "artist_radio" and world.exists("music_artists", context_id):
        return _radio_track_ids(world, context_id)
    if context_type == "track" and world.exists("music_tracks", context_id):
        return [context_id]
    return []


_RELATED_GENRES: dict[str, tuple[str, ...]] = {
    "Pop": ("Indie Pop", "R&B"),
    "Indie Pop": ("Pop", "Indie Rock"),
    "Indie Rock": ("Alternative", "Indie Pop"),
    "Alternative": ("Indie Rock",),
    "Folk": ("Country", "Indie Pop"),
    "Country": ("Folk",),
    "Hip-Hop": ("R&B", "Afrobeats"),
    "R&B": ("Soul", "Hip-Hop"),
    "Soul": ("R&B", "Jazz"),
    "Jazz": ("Soul", "Classical"),
    "Classical": ("Ambient", "Jazz"),
    "Ambient": ("Classical", "Lo-Fi"),
    "Lo-Fi": ("Ambient", "Electronic"),
    "Electronic": ("Lo-Fi", "Pop"),
    "Latin": ("Afrobeats", "Pop"),
    "Afrobeats": ("Latin", "Hip-Hop"),
}


def _radio_track_ids(world: World, artist_id: str, size: int = 25) -> list[str]:
    """A station: the artist's most popular songs interleaved with similar artists' (same
    genre first, then related genres)."""
    artist = world.get("music_artists", artist_id)
    own = world.select(
        "music_tracks",
        {"artist_id": artist_id},
        order_by=["popularity DESC", "track_number"],
        limit=(size + 1) // 2,
    )
    a_ids = [r["id"] for r in own]
    # Other artists' songs: same genre first, then related genres; most popular first.
    b_ids: list[str] = []
    for genre in dict.fromkeys((artist["genre"], *_RELATED_GENRES.get(artist["genre"], ()))):
        if len(b_ids) >= size:
            break
        rows = world.query(
            "SELECT id FROM music_tracks WHERE genre = ? AND artist_id <> ? "
            "ORDER BY popularity DESC, rowid LIMIT ?",
            (genre, artist_id, size - len(b_ids)),
        )
        b_ids += [r["id"] for r in rows]
    out: list[str] = []
    while (a_ids or b_ids) and len(out) < size:
        if a_ids:
            out.append(a_ids.pop(0))
        if b_ids and len(out) < size:
            out.append(b_ids.pop(0))
    return out


def _state(world: World, now: datetime) -> dict[str, Any]:
    p = _player(world)
    track_id = p["now_playing_track_id"]
    rows = _tracks_by_ids(world, [track_id]) if track_id else []
    now_playing = _song(rows[0]) if rows else None
    timer: dict[str, Any] | None = None
    if p["sleep_timer_end_of_track"]:
        timer = {"ends": "at the end of the current track"}
    elif p["sleep_timer_ends_at"]:
        try:
            ends = world.clock.parse(p["sleep_timer_ends_at"])
            left = max(0, round((ends - now).total_seconds() / 60))
            timer = {"ends_at": p["sleep_timer_ends_at"], "minutes_left": left}
        except (ValueError, TypeError):
            timer = {"ends_at": p["sleep_timer_ends_at"]}
    position = int(p["position_sec"])
    return {
        "now_playing": now_playing,
        "is_playing": bool(p["is_playing"]) and now_playing is not None,
        "position_sec": position,
        "position": (
            f"{_mmss(position)} / {now_playing['duration']}" if now_playing is not None else None
        ),
        "context": {
            "type": p["context_type"],
            "id": p["context_id"],
            "name": _context_name(world, p["context_type"], p["context_id"]),
        },
        "shuffle": p["shuffle"],
        "repeat": p["repeat_mode"],
        "volume": p["volume"],
        "sleep_timer": timer,
        "up_next_count": world.count("music_queue"),
    }


def _shuffled(items: list[int], key: str) -> list[int]:
    out = list(items)
    random.Random(key).shuffle(out)
    return out


def _start(
    ctx: WorldContext,
    context_type: str,
    context_id: str,
    track_ids: list[str],
    start_index: int | None,
    *,
    shuffle_order: bool,
    shuffle_state: bool | None = None,
) -> dict[str, Any]:
    """Load a context: play one of its tracks now and queue the rest after the user's items."""
    world = ctx.world
    indices = list(range(len(track_ids)))
    key = f"{context_type}:{context_id}:{start_index}"
    if shuffle_order:
        if start_index is None:
            order = _shuffled(indices, key)
            first, rest = order[0], order[1:]
        else:
            first = start_index
            rest = _shuffled([i for i in indices if i != first], key)
    else:
        first = start_index or 0
        rest = indices[first + 1 :]
    n_user, _, top_user = _queue_stats(world, "user")
    room = max(0, min(_MAX_CONTEXT, _MAX_QUEUE - n_user))
    rest = rest[:room]
    now = ctx.clock.now()
    with world.transaction():
        world.delete_where("music_queue", {"source": "context"})
        base = (top_user if top_user is not None else 0) + 1
        for j, i in enumerate(rest):
            world.insert(
                "music_queue",
                {
                    "track_id": track_ids[i],
                    "sort_order": base + j,
                    "source": "context",
                    "context_index": i,
                    "added_at": now,
                },
            )
        changes: dict[str, Any] = {
            "now_playing_track_id": track_ids[first],
            "context_type": context_type,
            "context_id": context_id,
            "position_sec": 0,
            "is_playing": True,
            "played_track_ids": [],
        }
        if shuffle_state is not None:
            changes["shuffle"] = shuffle_state
        _save_player(world, changes)
    return _state(world, now)


def _require_track_loaded(world: World) -> tuple[Row, Row]:
    p = _player(world)
    tid = p["now_playing_track_id"]
    track = world.get_or_none("music_tracks", tid) if tid else None
    if track is None:
        raise ToolError(
            "nothing is loaded in the player; start something with play_music_track, "
            "play_music_album, play_music_playlist or play_artist_radio"
        )
    return p, track


def _reorder_context(world: World, shuffle: bool, key: str) -> None:
    """Shuffle the album/playlist part of Up Next among its own slots, or put it back in
    context order (items without a context index last)."""
    if not shuffle:
        # Unshuffle in the database: the k-th slot (by sort_order) goes to the k-th
        # item in context order; only the items that move are read.
        moves = world.query(
            "WITH ctx AS (SELECT id, sort_order, context_index, rowid AS rid "
            "FROM music_queue WHERE source = 'context'), "
            "slots AS (SELECT sort_order AS slot, "
            "ROW_NUMBER() OVER (ORDER BY sort_order) AS k FROM ctx), "
            "wanted AS (SELECT id, sort_order, ROW_NUMBER() OVER "
            "(ORDER BY COALESCE(context_index, 1000000000), sort_order, rid) AS k FROM ctx) "
            "SELECT w.id AS id, s.slot AS slot FROM wanted w JOIN slots s ON s.k = w.k "
            "WHERE w.sort_order <> s.slot ORDER BY w.k"
        )
        for move in moves:
            world.update("music_queue", move["id"], {"sort_order": move["slot"]})
        return
    rows = _queue(world, {"source": "context"})
    if len(rows) < 2:
        return
    slots = sorted(int(r["sort_order"]) for r in rows)
    order = [rows[i] for i in _shuffled(list(range(len(rows))), key)]
    for slot, row in zip(slots, order, strict=True):
        if row["sort_order"] != slot:
            world.update("music_queue", row["id"], {"sort_order": slot})


# ----------------------------------------------------------------------------- catalog


@tool(domain=DOMAIN, reads=(*_CATALOG, "music_playlists"))
def search_music_catalog(
    ctx: WorldContext,
    query: Annotated[str, Field(max_length=200)] = "",
    kind: Literal["all", "songs", "albums", "artists", "playlists"] = "all",
    genre: Annotated[str, Field(max_length=50)] | None = None,
    year_from: Year | None = None,
    year_to: Year | None = None,
    include_explicit: bool = True,
    library_only: bool = False,
    limit: Limit = 10,
) -> dict[str, Any]:
    """Search the music catalog (and your playlists) for songs, albums, artists or playlists.

    Every word of the query must match (case- and accent-insensitive) the title, artist,
    album or genre. The query may be empty when a filter (genre, years, library_only) is
    given. Results are ordered by relevance, then popularity.

    Args:
        query: Words to look for, e.g. "harbor lights", "paper moons", "corazon".
        kind: What to return: everything, or only songs / albums / artists / playlists.
        genre: Only this genre, e.g. "Jazz", "Indie Pop", "Hip-Hop".
        year_from: Only songs/albums released in or after this year.
        year_to: Only songs/albums released in or before this year.
        include_explicit: False leaves out explicit songs.
        library_only: Only songs/albums/artists that are in your library.
        limit: Maximum results per kind.

    Returns:
        {"songs": [...], "albums": [...], "artists": [...], "playlists": [...]} (only the
        requested kinds), each item with its id.
    """
    world = ctx.world
    words = [_fold(w) for w in query.split()]
    g = _check_genre(world, genre)
    if year_from is not None and year_to is not None and year_to < year_from:
        raise ToolError(f"year_to {year_to} is before year_from {year_from}")
    if not words and g is None and year_from is None and year_to is None and not library_only:
        raise ToolError(
            "give a query or at least one filter (genre, year_from, year_to, library_only)"
        )
    q = _CatalogQuery(
        words=words,
        qfold=_fold(query.strip()),
        genre=g,
        year_from=year_from,
        year_to=year_to,
        include_explicit=include_explicit,
        library_only=library_only,
        limit=limit,
    )
    result: dict[str, Any] = {}
    if kind in ("all", "songs"):
        result["songs"] = [_song(t) for t in _search_songs(world, q)]
    if kind in ("all", "albums"):
        result["albums"] = [
            {
                "id": al["id"],
                "title": al["title"],
                "artist": al["artist_name"],
                "artist_id": al["artist_id"],
                "year": al["release_year"],
                "type": al["album_type"],
                "genre": al["genre"],
                "track_count": int(al["n"] or 0),
                "tracks_in_library": int(al["in_lib"] or 0),
            }
            for al in _search_albums(world, q)
        ]
    if kind in ("all", "artists"):
        result["artists"] = [
            {
                "id": a["id"],
                "name": a["name"],
                "genre": a["genre"],
                "country": a["country"],
                "songs_in_library": int(a["in_lib"]),
            }
            for a in _search_artists(world, q)
        ]
    if kind in ("all", "playlists"):
        pls: list[Row] = []
        if g is None and year_from is None and year_to is None:
            pls = _search_playlists(world, q)
        result["playlists"] = [_playlist_summary(world, p) for p in pls]
    return result


@dataclass(frozen=True)
class _CatalogQuery:
    """A catalog search: folded query words and the filters (see search_music_catalog)."""

    words: list[str]
    qfold: str
    genre: str | None
    year_from: int | None
    year_to: int | None
    include_explicit: bool
    library_only: bool
    limit: int

    def narrowing(self) -> list[str]:
        """The words the full-text indexes can narrow the search on."""
        return [w for w in self.words if _narrows(w)]

    def years(self, column: str) -> tuple[list[str], list[Any]]:
        """Conditions (and their parameters) keeping ``column`` within the years."""
        conds: list[str] = []
        params: list[Any] = []
        if self.year_from is not None:
            conds.append(f"{column} >= ?")
            params.append(self.year_from)
        if self.year_to is not None:
            conds.append(f"{column} <= ?")
            params.append(self.year_to)
        return conds, params

    def match(self, hay: Sequence[str]) -> tuple[list[str], list[Any]]:
        """Conditions that every word occurs in the folded columns ``hay`` joined by
        spaces (as the words are matched: case- and accent-insensitive substrings)."""
        text = " || ' ' || ".join(hay)
        return [f"instr({text}, ?) > 0" for _ in self.words], list(self.words)


def _search_songs(world: World, q: _CatalogQuery) -> list[Row]:
    """Songs matching the search, best first: title equal to the query, then titles
    containing it, then the rest; more popular first; catalog order."""
    title = _folded_sql("t", "title", 0)
    conds: list[str] = []
    params: list[Any] = []
    for word in q.narrowing():
        conds.append(
            f"t.rowid IN ({_matching_sql('music_tracks')} "
            "UNION SELECT rowid FROM music_tracks WHERE artist_id IN "
            f"({_ids_matching_sql('music_artists', 'name')}) "
            "UNION SELECT rowid FROM music_tracks WHERE album_id IN "
            f"({_ids_matching_sql('music_albums', 'title')}))"
        )
        params += [_phrase(word), _phrase(word), word, _phrase(word), word]
    if q.genre is not None:
        conds.append("t.genre = ?")
        params.append(q.genre)
    if not q.include_explicit:
        conds.append("t.is_explicit = 0")
    if q.library_only:
        conds.append("t.in_library = 1")
    for more in (
        q.years("al.release_year"),
        q.match(
            [
                title,
                _folded_sql("a", "name", 0),
                _folded_sql("al", "title", 0),
                _folded_sql("t", "genre", 1),
            ]
        ),
    ):
        conds += more[0]
        params += more[1]
    if q.words and not q.narrowing():
        return _search_songs_by_rank(world, q, " AND ".join(conds), params, title)
    order = (
        f"CASE WHEN {title} = ? THEN 0 WHEN ? <> '' AND instr({title}, ?) > 0 THEN 1 ELSE 2 END, "
        "t.popularity DESC, t.rowid LIMIT ?"
    )
    return _tracks(world, " AND ".join(conds), [*params, *[q.qfold] * 3, q.limit], order)


def _search_songs_by_rank(
    world: World, q: _CatalogQuery, where: str, params: list[Any], title: str
) -> list[Row]:
    """`_search_songs` when no word can narrow through the full-text index (every word
    under 3 characters): the same order read rank by rank (title equal to the query,
    then containing it, then the rest), each rank in popularity order from the
    ``neg_popularity`` key index, stopping at the page's end instead of sorting every
    match. Equal titles are found in the ``folded_title`` key index."""
    rows = world.query(
        f"{_TRACK_COLUMNS} FROM music_tracks t {_JOINS} WHERE {where} "
        f"AND key_music_tracks_folded_title(t.search_text, t.title) = ? AND {title} = ? "
        "ORDER BY t.popularity DESC, t.rowid LIMIT ?",
        [*params, q.qfold, q.qfold, q.limit],
        table="music_tracks",
    )
    walk = (
        f"{_TRACK_COLUMNS} FROM music_tracks t INDEXED BY kx_music_tracks__neg_popularity {_JOINS}"
    )
    order = "ORDER BY key_music_tracks_neg_popularity(t.popularity), t.rowid LIMIT ?"
    contains = f"(? <> '' AND instr({title}, ?) > 0)"
    for rank in (contains, f"NOT {contains}"):
        if len(rows) >= q.limit:
            break
        rank_params = [*params, q.qfold, q.qfold, q.qfold]
        source, rank_order = walk, order
        if rank == contains and _narrows(q.qfold.replace(" ", "x")):
            # A title holding the whole query (3 characters or more): the full-text
            # index narrows to the rows whose search_text holds it (or has none).
            source = f"{_TRACK_COLUMNS} FROM music_tracks t {_JOINS}"
            rank = f"{rank} AND t.rowid IN ({_matching_sql('music_tracks')})"
            rank_params.append(_phrase(q.qfold))
            rank_order = "ORDER BY t.popularity DESC, t.rowid LIMIT ?"
        rows += world.query(
            f"{source} WHERE {where} AND {title} <> ? AND {rank} {rank_order}",
            [*rank_params, q.limit - len(rows)],
            table="music_tracks",
        )
    return rows


def _search_albums(world: World, q: _CatalogQuery) -> list[Row]:
    """Albums matching the search with their track statistics, best first."""
    title = _folded_sql("al", "title", 0)
    conds: list[str] = []
    params: list[Any] = []
    for word in q.narrowing():
        conds.append(
            f"al.rowid IN ({_matching_sql('music_albums')} "
            "UNION SELECT rowid FROM music_albums WHERE artist_id IN "
            f"({_ids_matching_sql('music_artists', 'name')}))"
        )
        params += [_phrase(word), _phrase(word), word]
    if q.genre is not None:
        conds.append("al.genre = ?")
        params.append(q.genre)
    for more in (
        q.years("al.release_year"),
        q.match([title, _folded_sql("a", "name", 0), _folded_sql("al", "genre", 1)]),
    ):
        conds += more[0]
        params += more[1]
    having: list[str] = []
    if q.library_only:
        having.append("COALESCE(SUM(t.in_library), 0) <> 0")
    if not q.include_explicit:
        having.append(
            "NOT (COALESCE(SUM(t.is_explicit), 0) <> 0 AND SUM(t.is_explicit) = COUNT(t.id))"
        )
    sql = (
        "SELECT al.*, a.name AS artist_name, COUNT(t.id) AS n, "
        "SUM(t.in_library) AS in_lib, SUM(t.is_explicit) AS n_explicit, "
        "MAX(t.popularity) AS pop FROM music_albums al "
        "JOIN music_artists a ON a.id = al.artist_id "
        "LEFT JOIN music_tracks t ON t.album_id = al.id"
        + (f" WHERE {' AND '.join(conds)}" if conds else "")
        + " GROUP BY al.id"
        + (f" HAVING {' AND '.join(having)}" if having else "")
        + f" ORDER BY CASE WHEN {title} = ? THEN 0 ELSE 1 END, "
        "COALESCE(MAX(t.popularity), 0) DESC, al.rowid LIMIT ?"
    )
    return world.query(sql, [*params, q.qfold, q.limit], table="music_albums")


def _search_artists(world: World, q: _CatalogQuery) -> list[Row]:
    """Artists matching the search with their library count, best first."""
    name = _folded_sql("a", "name", 0)
    conds: list[str] = []
    params: list[Any] = []
    for word in q.narrowing():
        conds.append(f"a.rowid IN ({_matching_sql('music_artists')})")
        params.append(_phrase(word))
    if q.genre is not None:
        conds.append("a.genre = ?")
        params.append(q.genre)
    year_conds, year_params = q.years("al.release_year")
    if year_conds:
        conds.append(
            "EXISTS (SELECT 1 FROM music_albums al WHERE al.artist_id = a.id AND "
            f"{' AND '.join(year_conds)})"
        )
        params += year_params
    match_conds, match_params = q.match([name, _folded_sql("a", "genre", 1)])
    conds += match_conds
    params += match_params
    sql = (
        "SELECT a.*, COALESCE(SUM(t.in_library), 0) AS in_lib, MAX(t.popularity) AS pop "
        "FROM music_artists a LEFT JOIN music_tracks t ON t.artist_id = a.id"
        + (f" WHERE {' AND '.join(conds)}" if conds else "")
        + " GROUP BY a.id"
        + (" HAVING COALESCE(SUM(t.in_library), 0) <> 0" if q.library_only else "")
        + f" ORDER BY CASE WHEN {name} = ? THEN 0 ELSE 1 END, "
        "COALESCE(MAX(t.popularity), 0) DESC, a.rowid LIMIT ?"
    )
    return world.query(sql, [*params, q.qfold, q.limit], table="music_artists")


def _search_playlists(world: World, q: _CatalogQuery) -> list[Row]:
    """Playlists whose name or description holds every word, by name."""
    conds: list[str] = []
    params: list[Any] = []
    for word in q.narrowing():
        conds.append(f"p.rowid IN ({_matching_sql('music_playlists')})")
        params.append(_phrase(word))
    match_conds, match_params = q.match(
        [_folded_sql("p", "name", 0), _folded_sql("p", "description", 1)]
    )
    conds += match_conds
    params += match_params
    sql = (
        "SELECT p.* FROM music_playlists p"
        + (f" WHERE {' AND '.join(conds)}" if conds else "")
        + " ORDER BY p.name, p.rowid LIMIT ?"
    )
    return world.query(sql, [*params, q.limit], table="music_playlists")


@tool(domain=DOMAIN, reads=(*_CATALOG, "music_playlists", "music_playlist_tracks"))
def get_music_track(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Get the details of one song: title, artist, album, year, track number, duration,
    genre, explicit flag, popularity, library/loved state, play count, whether lyrics are
    available and which of the playlists contain it.

    Args:
        track_id: Id of the song, e.g. "song_0042" (from search_music_catalog).
    """
    t = _track(ctx, track_id)
    playlists = ctx.world.query(
        "SELECT DISTINCT p.id, p.name FROM music_playlists p JOIN music_playlist_tracks e "
        "ON e.playlist_id = p.id WHERE e.track_id = ? ORDER BY p.name",
        (t["id"],),
    )
    return {
        **_song(t),
        "disc_number": t["disc_number"],
        "popularity": t["popularity"],
        "added_to_library_at": t["added_to_library_at"],
        "has_lyrics": bool(t["lyrics"]),
        "in_playlists": [{"id": p["id"], "name": p["name"]} for p in playlists],
    }


@tool(domain=DOMAIN, reads=_CATALOG)
def get_music_album(ctx: WorldContext, album_id: AlbumId) -> dict[str, Any]:
    """Get an album's details: title, artist, year, type (album/EP/single), genre, label,
    number of tracks, total length and how many of its songs are in your library. Use
    list_album_tracks for the track list.

    Args:
        album_id: Id of the album, e.g. "album_0004" (from search_music_catalog).
    """
    al = _album(ctx, album_id)
    artist = ctx.world.get("music_artists", al["artist_id"])
    tracks = ctx.world.select("music_tracks", {"album_id": al["id"]})
    return {
        "id": al["id"],
        "title": al["title"],
        "artist": artist["name"],
        "artist_id": artist["id"],
        "year": al["release_year"],
        "type": al["album_type"],
        "genre": al["genre"],
        "record_label": al["record_label"],
        "cover_image_id": al["cover_image_id"],
        "track_count": len(tracks),
        "duration": _mmss(sum(t["duration_sec"] for t in tracks)),
        "tracks_in_library": sum(1 for t in tracks if t["in_library"]),
        "explicit": any(t["is_explicit"] for t in tracks),
    }


@tool(domain=DOMAIN, reads=_CATALOG)
def list_album_tracks(ctx: WorldContext, album_id: AlbumId) -> dict[str, Any]:
    """List the songs of an album in track order.

    Args:
        album_id: Id of the album, e.g. "album_0004".

    Returns:
        {"album": {id, title, artist}, "tracks": [songs with track_number and id]}.
    """
    al = _album(ctx, album_id)
    rows = _tracks(ctx.world, "t.album_id = ?", (al["id"],), "t.disc_number, t.track_number")
    artist = ctx.world.get("music_artists", al["artist_id"])
    return {
        "album": {"id": al["id"], "title": al["title"], "artist": artist["name"]},
        "tracks": [_song(r) for r in rows],
    }


@tool(domain=DOMAIN, reads=_CATALOG)
def get_music_artist(ctx: WorldContext, artist_id: ArtistId) -> dict[str, Any]:
    """Get an artist's profile: genre, country, debut year, bio, their albums/EPs/singles
    (newest first) and how many of their songs are in your library.

    Args:
        artist_id: Id of the artist, e.g. "artist_0001" (from search_music_catalog).
    """
    a = _artist(ctx, artist_id)
    albums = ctx.world.select(
        "music_albums", {"artist_id": a["id"]}, order_by=["release_year DESC", "title"]
    )
    in_lib = ctx.world.count("music_tracks", {"artist_id": a["id"], "in_library": True})
    return {
        "id": a["id"],
        "name": a["name"],
        "genre": a["genre"],
        "country": a["country"],
        "debut_year": a["debut_year"],
        "bio": a["bio"],
        "albums": [
            {
                "id": al["id"],
                "title": al["title"],
                "year": al["release_year"],
                "type": al["album_type"],
            }
            for al in albums
        ],
        "songs_in_library": in_lib,
    }


@tool(domain=DOMAIN, reads=_CATALOG)
def list_artist_top_tracks(
    ctx: WorldContext, artist_id: ArtistId, limit: Annotated[int, Field(ge=1, le=50)] = 10
) -> dict[str, Any]:
    """List an artist's most popular songs across the catalog (not your play counts; for
    those use list_most_played_music).

    Args:
        artist_id: Id of the artist, e.g. "artist_0001".
        limit: How many songs.
    """
    a = _artist(ctx, artist_id)
    rows = _tracks(ctx.world, "t.artist_id = ?", (a["id"],), "t.popularity DESC, t.rowid")[:limit]
    return {
        "artist": {"id": a["id"], "name": a["name"]},
        "tracks": [{**_song(r), "popularity": r["popularity"]} for r in rows],
    }


@tool(domain=DOMAIN, reads=("music_tracks",))
def get_track_lyrics(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Get the lyrics of a song, when the catalog has them.

    Args:
        track_id: Id of the song, e.g. "song_0042".
    """
    t = _track(ctx, track_id)
    if not t["lyrics"]:
        raise ToolError(
            f"no lyrics are available for {t['title']!r} by {t['artist_name']} ({t['id']})"
        )
    return {
        "track_id": t["id"],
        "title": t["title"],
        "artist": t["artist_name"],
        "lyrics": t["lyrics"],
    }


# ----------------------------------------------------------------------------- playback


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=_PLAYER_TABLES)
def play_music_track(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Play one song now. Replaces what was playing; songs you queued yourself stay in Up
    Next, the rest of the previous album/playlist is dropped.

    Args:
        track_id: Id of the song, e.g. "song_0042" (from search_music_catalog).

    Returns:
        The playback state (now_playing, is_playing, position, context, shuffle, repeat,
        volume, sleep_timer, up_next_count).
    """
    t = _track(ctx, track_id)
    return _start(ctx, "track", t["id"], [t["id"]], 0, shuffle_order=False)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=_PLAYER_TABLES)
def play_music_album(
    ctx: WorldContext, album_id: AlbumId, start_track_number: Position | None = None
) -> dict[str, Any]:
    """Play an album, from the first song or from a given track number. With shuffle on
    (and no start track) it starts at a random song; the rest goes to Up Next.

    Args:
        album_id: Id of the album, e.g. "album_0004".
        start_track_number: Track number to start at (1 = first song).

    Returns:
        The playback state.
    """
    al = _album(ctx, album_id)
    rows = ctx.world.select(
        "music_tracks", {"album_id": al["id"]}, order_by=["disc_number", "track_number"]
    )
    if not rows:
        raise ToolError(f"album {al['title']!r} ({al['id']}) has no tracks")
    start: int | None = None
    if start_track_number is not None:
        numbers = [r["track_number"] for r in rows]
        if start_track_number not in numbers:
            raise ToolError(
                f"album {al['title']!r} has no track {start_track_number}; its tracks are "
                f"numbered {min(numbers)}-{max(numbers)}"
            )
        start = numbers.index(start_track_number)
    shuffle = bool(_player(ctx.world)["shuffle"])
    return _start(ctx, "album", al["id"], [r["id"] for r in rows], start, shuffle_order=shuffle)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG, *_PLAYLIST_TABLES), writes=_PLAYER_TABLES)
def play_music_playlist(
    ctx: WorldContext,
    playlist_id: PlaylistId,
    start_position: Position | None = None,
    shuffle: bool | None = None,
) -> dict[str, Any]:
    """Play a playlist, from the top or from a given position; the rest goes to Up Next.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001" (from list_music_playlists).
        start_position: Position in the playlist to start at (1 = first song).
        shuffle: Turn shuffle on (true) or off (false) for this and later playback; omit
            to keep the current shuffle setting.

    Returns:
        The playback state.
    """
    pl = _playlist(ctx, playlist_id)
    entries = _playlist_entries(ctx.world, pl["id"])
    if not entries:
        raise ToolError(
            f"playlist {pl['name']!r} ({pl['id']}) is empty; add songs with "
            "add_tracks_to_music_playlist first"
        )
    start: int | None = None
    if start_position is not None:
        if start_position > len(entries):
            raise ToolError(
                f"playlist {pl['name']!r} has {len(entries)} songs; start_position must be "
                f"1-{len(entries)}"
            )
        start = start_position - 1
    on = bool(_player(ctx.world)["shuffle"]) if shuffle is None else shuffle
    return _start(
        ctx,
        "playlist",
        pl["id"],
        [e["track_id"] for e in entries],
        start,
        shuffle_order=on,
        shuffle_state=shuffle,
    )


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=_PLAYER_TABLES)
def play_artist_radio(ctx: WorldContext, artist_id: ArtistId) -> dict[str, Any]:
    """Start a radio station based on an artist: their most popular songs mixed with
    similar artists' songs (25 songs, in station order; shuffle does not apply).

    Args:
        artist_id: Id of the artist, e.g. "artist_0001".

    Returns:
        The playback state.
    """
    a = _artist(ctx, artist_id)
    ids = _radio_track_ids(ctx.world, a["id"])
    if not ids:
        raise ToolError(f"there are no songs to make a station for {a['name']}")
    return _start(ctx, "artist_radio", a["id"], ids, 0, shuffle_order=False)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG, "music_playlists"))
def get_music_playback_state(ctx: WorldContext) -> dict[str, Any]:
    """Get what the player is doing: the song loaded (now_playing), whether it is playing or
    paused, position, what it was started from (context), shuffle, repeat mode, volume,
    sleep timer and how many songs are in Up Next."""
    return _state(ctx.world, ctx.clock.now())


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, "music_tracks"), writes=("music_player",))
def pause_music(ctx: WorldContext) -> dict[str, Any]:
    """Pause playback (the position is kept)."""
    p, track = _require_track_loaded(ctx.world)
    if not p["is_playing"]:
        raise ToolError(f"{track['title']!r} is already paused")
    _save_player(ctx.world, {"is_playing": False})
    return _state(ctx.world, ctx.clock.now())


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, "music_tracks"), writes=("music_player",))
def resume_music(ctx: WorldContext) -> dict[str, Any]:
    """Resume playback of the loaded song from where it was paused."""
    p, track = _require_track_loaded(ctx.world)
    if p["is_playing"]:
        raise ToolError(f"{track['title']!r} is already playing")
    _save_player(ctx.world, {"is_playing": True})
    return _state(ctx.world, ctx.clock.now())


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=_PLAYER_TABLES)
def skip_to_next_track(ctx: WorldContext) -> dict[str, Any]:
    """Skip to the next song in Up Next (songs you queued come first). With repeat "all"
    and an empty Up Next, the album/playlist starts over. Keeps the play/pause state.

    Returns:
        The playback state.
    """
    world = ctx.world
    p = _player(world)
    rows = _queue(world, limit=1)
    now = ctx.clock.now()
    restart: list[str] = []
    if not rows:
        if p["repeat_mode"] == "all":
            restart = _context_track_ids(world, p["context_type"], p["context_id"])
        if not restart:
            raise ToolError(
                "Up Next is empty, there is nothing to skip to; queue songs with "
                "add_track_to_music_queue or start an album/playlist"
            )
    stack = _played_stack(world, p)
    current = p["now_playing_track_id"]
    if current and world.exists("music_tracks", current):
        stack = [*stack, current][-_MAX_HISTORY_STACK:]
    with world.transaction():
        if restart:
            next_id = restart[0]
            for j, tid in enumerate(restart[1:_MAX_CONTEXT], 1):
                world.insert(
                    "music_queue",
                    {
                        "track_id": tid,
                        "sort_order": j,
                        "source": "context",
                        "context_index": j,
                        "added_at": now,
                    },
                )
        else:
            head = rows[0]
            next_id = head["track_id"]
            world.delete("music_queue", head["id"])
        _save_player(
            world,
            {"now_playing_track_id": next_id, "position_sec": 0, "played_track_ids": stack},
        )
    return _state(world, now)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=_PLAYER_TABLES)
def skip_to_previous_track(ctx: WorldContext) -> dict[str, Any]:
    """Go back: more than 3 seconds into a song this restarts it; otherwise the previous
    song plays again and the current one returns to the top of Up Next.

    Returns:
        The playback state.
    """
    world = ctx.world
    p, track = _require_track_loaded(world)
    now = ctx.clock.now()
    if p["position_sec"] > 3:
        _save_player(world, {"position_sec": 0})
        return _state(world, now)
    stack = _played_stack(world, p)
    if not stack:
        raise ToolError(
            f"{track['title']!r} is at the start and there is no previous song in this session"
        )
    prev = stack.pop()
    context = _context_track_ids(world, p["context_type"], p["context_id"])
    _, low, _ = _queue_stats(world)
    with world.transaction():
        world.insert(
            "music_queue",
            {
                "track_id": track["id"],
                "sort_order": (low if low is not None else 1) - 1,
                "source": "context",
                "context_index": context.index(track["id"]) if track["id"] in context else None,
                "added_at": now,
            },
        )
        _save_player(
            world, {"now_playing_track_id": prev, "position_sec": 0, "played_track_ids": stack}
        )
    return _state(world, now)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, "music_tracks"), writes=("music_player",))
def seek_music_playback(
    ctx: WorldContext, position_sec: Annotated[int, Field(ge=0, le=36_000)]
) -> dict[str, Any]:
    """Jump to a position in the current song.

    Args:
        position_sec: Position in seconds from the start, e.g. 90 for 1:30.
    """
    p, track = _require_track_loaded(ctx.world)
    if position_sec >= track["duration_sec"]:
        raise ToolError(
            f"{track['title']!r} is only {_mmss(track['duration_sec'])} long "
            f"({track['duration_sec']} s); give a position below that"
        )
    if position_sec == p["position_sec"]:
        raise ToolError(f"playback is already at {_mmss(position_sec)}")
    _save_player(ctx.world, {"position_sec": position_sec})
    return _state(ctx.world, ctx.clock.now())


@tool(domain=DOMAIN, reads=("music_player",), writes=("music_player",))
def set_music_volume(
    ctx: WorldContext, level: Annotated[int, Field(ge=0, le=100)]
) -> dict[str, Any]:
    """Set the music volume.

    Args:
        level: Volume from 0 (mute) to 100 (max).
    """
    p = _player(ctx.world)
    if p["volume"] == level:
        raise ToolError(f"the volume is already {level}")
    previous = p["volume"]
    _save_player(ctx.world, {"volume": level})
    return {"volume": level, "previous_volume": previous}


@tool(domain=DOMAIN, reads=_PLAYER_TABLES, writes=_PLAYER_TABLES)
def set_music_shuffle(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn shuffle on or off. Turning it on reorders the rest of the album/playlist in Up
    Next at random; turning it off puts it back in order. Songs you queued keep their place.

    Args:
        enabled: True for shuffle on, false for off.
    """
    world = ctx.world
    p = _player(world)
    if bool(p["shuffle"]) == enabled:
        raise ToolError(f"shuffle is already {'on' if enabled else 'off'}")
    with world.transaction():
        _reorder_context(world, enabled, f"shuffle:{p['context_id']}:{p['now_playing_track_id']}")
        _save_player(world, {"shuffle": enabled})
    return _state(world, ctx.clock.now())


@tool(domain=DOMAIN, reads=("music_player",), writes=("music_player",))
def set_music_repeat(ctx: WorldContext, mode: Literal["off", "all", "one"]) -> dict[str, Any]:
    """Set the repeat mode of the player: off, repeat all (album/playlist) or repeat one song.

    Args:
        mode: "off", "all" (start the album/playlist over at the end) or "one" (repeat the
            current song).
    """
    p = _player(ctx.world)
    if p["repeat_mode"] == mode:
        raise ToolError(f"repeat is already {mode!r}")
    _save_player(ctx.world, {"repeat_mode": mode})
    return {"repeat": mode, "previous_repeat": p["repeat_mode"]}


@tool(domain=DOMAIN, reads=("music_player",), writes=("music_player",))
def set_music_sleep_timer(
    ctx: WorldContext,
    minutes: Annotated[int, Field(ge=1, le=720)] | None = None,
    end_of_track: bool = False,
) -> dict[str, Any]:
    """Stop the music after some minutes or at the end of the current song. Give exactly one
    of minutes or end_of_track=true; a new timer replaces the old one.

    Args:
        minutes: Stop playback this many minutes from now (1-720).
        end_of_track: Stop at the end of the current song instead.

    Returns:
        {"sleep_timer": {...}} with ends_at (local time) or "end of track".
    """
    if (minutes is None) == (not end_of_track):
        raise ToolError("give either minutes or end_of_track=true (exactly one)")
    world = ctx.world
    p = _player(world)
    if end_of_track:
        if p["sleep_timer_end_of_track"]:
            raise ToolError("a sleep timer is already set for the end of the current song")
        if not p["now_playing_track_id"]:
            raise ToolError("nothing is loaded in the player, so there is no song to end on")
        _save_player(world, {"sleep_timer_end_of_track": True, "sleep_timer_ends_at": None})
    else:
        assert minutes is not None
        ends = ctx.clock.now() + timedelta(minutes=minutes)
        _save_player(world, {"sleep_timer_ends_at": ends, "sleep_timer_end_of_track": False})
    return {"sleep_timer": _state(world, ctx.clock.now())["sleep_timer"]}


@tool(domain=DOMAIN, reads=("music_player",), writes=("music_player",))
def cancel_music_sleep_timer(ctx: WorldContext) -> dict[str, Any]:
    """Turn off the sleep timer."""
    p = _player(ctx.world)
    if not p["sleep_timer_ends_at"] and not p["sleep_timer_end_of_track"]:
        raise ToolError("no sleep timer is set")
    _save_player(ctx.world, {"sleep_timer_ends_at": None, "sleep_timer_end_of_track": False})
    return {"sleep_timer": None}


# ----------------------------------------------------------------------------- queue


def _queue_view(world: World, limit: int) -> dict[str, Any]:
    p = _player(world)
    rows = _queue(world, limit=limit)
    tracks = {r["id"]: r for r in _tracks_by_ids(world, [q["track_id"] for q in rows])}
    ctx_name = _context_name(world, p["context_type"], p["context_id"])
    items = []
    for i, q in enumerate(rows, 1):
        t = tracks.get(q["track_id"])
        if t is None:
            continue
        items.append(
            {
                "queue_item_id": q["id"],
                "position": i,
                "source": "queued by you"
                if q["source"] == "user"
                else f"from {ctx_name or 'context'}",
                "track_id": t["id"],
                "title": t["title"],
                "artist": t["artist_name"],
                "duration": _mmss(t["duration_sec"]),
            }
        )
    current = (
        _tracks_by_ids(world, [p["now_playing_track_id"]]) if p["now_playing_track_id"] else []
    )
    return {
        "now_playing": _song(current[0]) if current else None,
        "up_next": items,
        "total": world.count("music_queue"),
    }


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG, "music_playlists"))
def get_music_queue(
    ctx: WorldContext, limit: Annotated[int, Field(ge=1, le=200)] = 25
) -> dict[str, Any]:
    """Show Up Next: the songs that will play after the current one, in order, with their
    queue item ids (for remove_from_music_queue).

    Args:
        limit: Maximum number of upcoming songs to list.

    Returns:
        {"now_playing": song or null, "up_next": [{queue_item_id, position, source,
        track_id, title, artist, duration}], "total": number of songs in Up Next}.
    """
    return _queue_view(ctx.world, limit)


@tool(domain=DOMAIN, reads=(*_PLAYER_TABLES, *_CATALOG), writes=("music_queue",))
def add_track_to_music_queue(
    ctx: WorldContext, track_id: TrackId, placement: Literal["next", "last"] = "last"
) -> dict[str, Any]:
    """Add a song to Up Next: "next" plays it right after the current song ("Play Next"),
    "last" adds it at the end of Up Next ("Play Last").

    Args:
        track_id: Id of the song, e.g. "song_0042".
        placement: "next" or "last".

    Returns:
        The queue view (see get_music_queue) with the new item.
    """
    world = ctx.world
    t = _track(ctx, track_id)
    n, low, high = _queue_stats(world)
    if n >= _MAX_QUEUE:
        raise ToolError(
            f"Up Next is full ({_MAX_QUEUE} songs); remove some with remove_from_music_queue "
            "or clear_music_queue"
        )
    if placement == "next":
        order = (low if low is not None else 1) - 1
    else:
        order = (high if high is not None else 0) + 1
    item = world.insert(
        "music_queue",
        {"track_id": t["id"], "sort_order": order, "source": "user", "added_at": ctx.clock.now()},
    )
    view = _queue_view(world, _MAX_QUEUE)
    position = next(i["position"] for i in view["up_next"] if i["queue_item_id"] == item["id"])
    return {
        "queue_item_id": item["id"],
        "position": position,
        "track": _song(t),
        "up_next_total": view["total"],
    }


@tool(domain=DOMAIN, reads=("music_queue", "music_tracks"), writes=("music_queue",))
def remove_from_music_queue(
    ctx: WorldContext, queue_item_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Remove one song from Up Next.

    Args:
        queue_item_id: Id of the queue item, e.g. "mq_0012" (from get_music_queue; not the
            song id).
    """
    item = ctx.world.get("music_queue", queue_item_id.strip())
    track = ctx.world.get("music_tracks", item["track_id"])
    ctx.world.delete("music_queue", item["id"])
    return {
        "removed_queue_item_id": item["id"],
        "track_id": track["id"],
        "title": track["title"],
        "up_next_total": ctx.world.count("music_queue"),
    }


@tool(domain=DOMAIN, reads=("music_queue",), writes=("music_queue",))
def clear_music_queue(
    ctx: WorldContext, which: Literal["all", "queued_by_me", "from_context"] = "all"
) -> dict[str, Any]:
    """Clear Up Next (the current song keeps playing).

    Args:
        which: "all", only the songs you queued ("queued_by_me"), or only the rest of the
            album/playlist being played ("from_context").
    """
    where = {
        "all": None,
        "queued_by_me": {"source": "user"},
        "from_context": {"source": "context"},
    }[which]
    n = ctx.world.count("music_queue", where)
    if n == 0:
        raise ToolError(
            "Up Next is already empty"
            if which == "all"
            else f"there are no {which} songs in Up Next"
        )
    ctx.world.delete_where("music_queue", where)
    return {"removed": n, "up_next_total": ctx.world.count("music_queue")}


# ----------------------------------------------------------------------------- playlists


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "music_tracks", "contacts"))
def list_music_playlists(
    ctx: WorldContext, owner: Literal["all", "mine", "shared_with_me"] = "all"
) -> list[dict[str, Any]]:
    """List playlists with their ids, track counts, length, who made them, whether they are
    collaborative and whom they are shared with.

    Args:
        owner: "all", only yours ("mine"), or only those contacts made and shared with you.
    """
    rows = ctx.world.select("music_playlists", order_by="name")
    if owner == "mine":
        rows = [r for r in rows if r["created_by_contact_id"] is None]
    elif owner == "shared_with_me":
        rows = [r for r in rows if r["created_by_contact_id"] is not None]
    return [_playlist_summary(ctx.world, r) for r in rows]


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, *_CATALOG, "contacts"))
def get_music_playlist(ctx: WorldContext, playlist_id: PlaylistId) -> dict[str, Any]:
    """Get a playlist with all its songs in order (position, song id, title, artist, who
    added it).

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001" (from list_music_playlists).
    """
    return _playlist_view(ctx.world, _playlist(ctx, playlist_id))


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "music_tracks"), writes=_PLAYLIST_TABLES[:2])
def create_music_playlist(
    ctx: WorldContext,
    name: PlaylistName,
    description: Description = "",
    track_ids: Annotated[list[TrackId], Field(max_length=100)] | None = None,
) -> dict[str, Any]:
    """Create a new playlist of yours, optionally with songs.

    Names must be unique among your playlists (case-insensitive). Repeated song ids are
    added once.

    Args:
        name: Playlist name, e.g. "Beach Day".
        description: Optional description.
        track_ids: Songs to add in order, e.g. ["song_0012", "song_0140"].

    Returns:
        The new playlist with its id and songs.
    """
    world = ctx.world
    clean = _clean_name(name)
    if (other := _name_taken(world, clean)) is not None:
        raise ToolError(f"you already have a playlist named {other['name']!r} ({other['id']})")
    rows = list({r["id"]: r for r in _track_rows(world, track_ids or [])}.values())
    now = ctx.clock.now()
    playlist = {
        "name": clean,
        "description": description.strip(),
        "created_at": now,
        "updated_at": now,
        "search_text": _search_text(clean, description.strip()),
    }
    if not rows:  # one write: atomic by itself
        return _new_playlist_view(world.insert("music_playlists", playlist), [])
    with world.transaction():
        pl = world.insert("music_playlists", playlist)
        for i, r in enumerate(rows, 1):
            world.insert(
                "music_playlist_tracks",
                {"playlist_id": pl["id"], "track_id": r["id"], "position": i, "added_at": now},
            )
    return _new_playlist_view(pl, rows)


@tool(domain=DOMAIN, reads=("music_playlists",), writes=("music_playlists",))
def rename_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, name: PlaylistName
) -> dict[str, Any]:
    """Rename one of your playlists.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        name: New name.
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(world, pl, "rename it")
    clean = _clean_name(name)
    if clean == pl["name"]:
        raise ToolError(f"the playlist is already called {clean!r}")
    if (other := _name_taken(world, clean, exclude=pl["id"])) is not None:
        raise ToolError(f"you already have a playlist named {other['name']!r} ({other['id']})")
    world.update(
        "music_playlists",
        pl["id"],
        {
            "name": clean,
            "updated_at": ctx.clock.now(),
            "search_text": _search_text(clean, pl["description"]),
        },
    )
    return {"id": pl["id"], "name": clean, "previous_name": pl["name"]}


@tool(domain=DOMAIN, reads=("music_playlists",), writes=("music_playlists",))
def set_music_playlist_description(
    ctx: WorldContext, playlist_id: PlaylistId, description: Description
) -> dict[str, Any]:
    """Set or clear the description of one of your playlists.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        description: New description; an empty string clears it.
    """
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(ctx.world, pl, "change its description")
    text = description.strip()
    if text == pl["description"]:
        raise ToolError("the playlist already has this description")
    ctx.world.update(
        "music_playlists",
        pl["id"],
        {
            "description": text,
            "updated_at": ctx.clock.now(),
            "search_text": _search_text(pl["name"], text),
        },
    )
    return {"id": pl["id"], "name": pl["name"], "description": text}


@tool(
    domain=DOMAIN,
    reads=(*_PLAYLIST_TABLES, "music_tracks", "contacts"),
    writes=_PLAYLIST_TABLES[:2],
)
def add_tracks_to_music_playlist(
    ctx: WorldContext,
    playlist_id: PlaylistId,
    track_ids: Annotated[list[TrackId], Field(min_length=1, max_length=100)],
    allow_duplicates: bool = False,
) -> dict[str, Any]:
    """Add songs to the end of a playlist (yours, or a collaborative one shared with you).

    Songs already in the playlist are skipped unless allow_duplicates is true.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        track_ids: Songs to add in order, e.g. ["song_0012"].
        allow_duplicates: Add songs even if they are already in the playlist.

    Returns:
        {"playlist_id", "added": [song ids], "skipped_already_in_playlist": [song ids],
        "track_count"}.
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_editable(world, pl)
    ids = [r["id"] for r in _track_rows(world, track_ids)]
    entries = _playlist_entries(world, pl["id"])
    present = {e["track_id"] for e in entries}
    added: list[str] = []
    skipped: list[str] = []
    for tid in ids:
        if not allow_duplicates and (tid in present or tid in added):
            skipped.append(tid)
        else:
            added.append(tid)
    if not added:
        raise ToolError(
            f"every song is already in {pl['name']!r}; pass allow_duplicates=true to add them again"
        )
    now = ctx.clock.now()
    with world.transaction():
        for i, tid in enumerate(added, len(entries) + 1):
            world.insert(
                "music_playlist_tracks",
                {"playlist_id": pl["id"], "track_id": tid, "position": i, "added_at": now},
            )
        _touch_playlist(ctx, pl["id"])
    return {
        "playlist_id": pl["id"],
        "name": pl["name"],
        "added": added,
        "skipped_already_in_playlist": skipped,
        "track_count": len(entries) + len(added),
    }


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "music_tracks"), writes=_PLAYLIST_TABLES[:2])
def remove_track_from_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, track_id: TrackId, position: Position | None = None
) -> dict[str, Any]:
    """Remove a song from a playlist; the songs after it move up.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        track_id: Id of the song to remove, e.g. "song_0042".
        position: Which occurrence to remove when the song is in the playlist more than
            once (its position, from get_music_playlist).
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_editable(world, pl)
    track = world.get("music_tracks", track_id.strip())
    entries = _playlist_entries(world, pl["id"])
    hits = [e for e in entries if e["track_id"] == track["id"]]
    if not hits:
        raise ToolError(f"{track['title']!r} ({track['id']}) is not in {pl['name']!r}")
    if position is not None:
        hits = [e for e in hits if e["position"] == position]
        if not hits:
            raise ToolError(f"position {position} of {pl['name']!r} is not {track['title']!r}")
    elif len(hits) > 1:
        where = ", ".join(str(e["position"]) for e in hits)
        raise ToolError(
            f"{track['title']!r} is in {pl['name']!r} {len(hits)} times (positions {where}); "
            "give the position to remove"
        )
    gone = hits[0]
    with world.transaction():
        world.delete("music_playlist_tracks", gone["id"])
        _renumber_playlist(world, [e for e in entries if e["id"] != gone["id"]])
        _touch_playlist(ctx, pl["id"])
    return {
        "playlist_id": pl["id"],
        "removed_track_id": track["id"],
        "title": track["title"],
        "from_position": gone["position"],
        "track_count": len(entries) - 1,
    }


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, *_CATALOG, "contacts"), writes=_PLAYLIST_TABLES[:2])
def move_track_in_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, from_position: Position, to_position: Position
) -> dict[str, Any]:
    """Move a song to another position in a playlist (reorder).

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        from_position: Current position of the song (from get_music_playlist).
        to_position: Position it should end up at (1 = top).

    Returns:
        The playlist with its songs in the new order.
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_editable(world, pl)
    entries = _playlist_entries(world, pl["id"])
    n = len(entries)
    if n == 0:
        raise ToolError(f"playlist {pl['name']!r} is empty")
    for label, value in (("from_position", from_position), ("to_position", to_position)):
        if value > n:
            raise ToolError(
                f"{label} {value} is out of range: {pl['name']!r} has {n} songs (1-{n})"
            )
    if from_position == to_position:
        raise ToolError(f"the song is already at position {to_position}")
    moved = entries.pop(from_position - 1)
    entries.insert(to_position - 1, moved)
    with world.transaction():
        _renumber_playlist(world, entries)
        _touch_playlist(ctx, pl["id"])
    return _playlist_view(world, world.get("music_playlists", pl["id"]))


@tool(domain=DOMAIN, reads=_PLAYLIST_TABLES, writes=_PLAYLIST_TABLES)
def delete_music_playlist(ctx: WorldContext, playlist_id: PlaylistId) -> dict[str, Any]:
    """Delete one of your playlists (its songs stay in your library). Something currently
    playing from it keeps playing.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0003".
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(world, pl, "delete it")
    n = world.count("music_playlist_tracks", {"playlist_id": pl["id"]})
    world.delete("music_playlists", pl["id"])
    return {"deleted_playlist_id": pl["id"], "name": pl["name"], "track_count": n}


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, *_CATALOG, "contacts"), writes=_PLAYLIST_TABLES[:2])
def duplicate_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, new_name: PlaylistName | None = None
) -> dict[str, Any]:
    """Make your own copy of a playlist (yours or one shared with you): same songs,
    description and cover; not shared and not collaborative.

    Args:
        playlist_id: Id of the playlist to copy, e.g. "pl_0007".
        new_name: Name of the copy; default "<name> (Copy)".

    Returns:
        The new playlist.
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    if new_name is not None:
        name = _clean_name(new_name)
        if (other := _name_taken(world, name)) is not None:
            raise ToolError(f"you already have a playlist named {other['name']!r} ({other['id']})")
    else:
        name = f"{pl['name']} (Copy)"
        k = 2
        while _name_taken(world, name) is not None:
            name = f"{pl['name']} (Copy {k})"
            k += 1
    now = ctx.clock.now()
    with world.transaction():
        copy = world.insert(
            "music_playlists",
            {
                "name": name,
                "description": pl["description"],
                "cover_image_id": pl["cover_image_id"],
                "created_at": now,
                "updated_at": now,
                "search_text": _search_text(name, pl["description"]),
            },
        )
        for e in _playlist_entries(world, pl["id"]):
            world.insert(
                "music_playlist_tracks",
                {
                    "playlist_id": copy["id"],
                    "track_id": e["track_id"],
                    "position": e["position"],
                    "added_at": now,
                },
            )
    return _playlist_view(world, copy)


@tool(domain=DOMAIN, reads=("music_playlists",), writes=("music_playlists",))
def set_music_playlist_cover(
    ctx: WorldContext, playlist_id: PlaylistId, image_id: ImageId
) -> dict[str, Any]:
    """Use an image as the cover of one of your playlists.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        image_id: Id of the image, e.g. "img_3" (an image from the conversation or a tool).
    """
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(ctx.world, pl, "change its cover")
    image = ctx.images.get(image_id.strip())
    if pl["cover_image_id"] == image.image_id:
        raise ToolError(f"{image.image_id} is already the cover of {pl['name']!r}")
    ctx.world.update(
        "music_playlists",
        pl["id"],
        {"cover_image_id": image.image_id, "updated_at": ctx.clock.now()},
    )
    return {"id": pl["id"], "name": pl["name"], "cover_image_id": image.image_id}


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "contacts"), writes=("music_playlist_shares",))
def share_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, contact_id: ContactId
) -> dict[str, Any]:
    """Share one of your playlists with a contact (they can listen; they can also add songs
    if the playlist is collaborative).

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        contact_id: Id of the contact, e.g. "ct_0002" (from search_contacts).
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(world, pl, "share it")
    contact = world.get("contacts", contact_id.strip())
    if world.count("music_playlist_shares", {"playlist_id": pl["id"], "contact_id": contact["id"]}):
        raise ToolError(f"{pl['name']!r} is already shared with {display_name(contact)}")
    world.insert(
        "music_playlist_shares",
        {"playlist_id": pl["id"], "contact_id": contact["id"], "shared_at": ctx.clock.now()},
    )
    return _playlist_summary(world, pl)


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "contacts"), writes=("music_playlist_shares",))
def unshare_music_playlist(
    ctx: WorldContext, playlist_id: PlaylistId, contact_id: ContactId
) -> dict[str, Any]:
    """Stop sharing one of your playlists with a contact.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        contact_id: Id of the contact, e.g. "ct_0002".
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(world, pl, "change whom it is shared with")
    contact = world.get("contacts", contact_id.strip())
    where = {"playlist_id": pl["id"], "contact_id": contact["id"]}
    if not world.count("music_playlist_shares", where):
        raise ToolError(f"{pl['name']!r} is not shared with {display_name(contact)}")
    world.delete_where("music_playlist_shares", where)
    return _playlist_summary(world, pl)


@tool(domain=DOMAIN, reads=(*_PLAYLIST_TABLES, "contacts"), writes=("music_playlists",))
def set_music_playlist_collaborative(
    ctx: WorldContext, playlist_id: PlaylistId, enabled: bool
) -> dict[str, Any]:
    """Make one of your playlists collaborative (people it is shared with can add, remove
    and reorder songs) or stop that.

    Args:
        playlist_id: Id of the playlist, e.g. "pl_0001".
        enabled: True to make it collaborative, false to make it yours only.
    """
    world = ctx.world
    pl = _playlist(ctx, playlist_id)
    _require_own_playlist(world, pl, "change collaboration")
    if bool(pl["is_collaborative"]) == enabled:
        raise ToolError(
            f"{pl['name']!r} is already {'collaborative' if enabled else 'not collaborative'}"
        )
    updated = world.update(
        "music_playlists", pl["id"], {"is_collaborative": enabled, "updated_at": ctx.clock.now()}
    )
    return _playlist_summary(world, updated)


# ----------------------------------------------------------------------------- library


def _library_songs(
    world: World, sort_by: str, genre: str | None, limit: int, offset: int
) -> list[Row]:
    """A page of the library's songs (of ``genre``), in the order of ``sort_by``; the
    indexes give the order's first key, so SQLite sorts only the rows tied on it up to
    the page (a genre is filtered through its own index, then sorted)."""
    if genre is None:
        source = {
            # INDEXED BY: SQLite would rather filter on in_library, then sort everything.
            "title": f"music_tracks t INDEXED BY kx_music_tracks__library_title {_JOINS}",
            # The artists in name order drive the join (one artist's songs sorted at once).
            "artist": "music_artists a CROSS JOIN music_tracks t ON a.id = t.artist_id "
            "JOIN music_albums al ON al.id = t.album_id",
        }.get(sort_by, f"music_tracks t {_JOINS}")
        where, params = "t.in_library = 1", []
        if sort_by == "title":
            # The key is NULL outside the library; ">= ''" is a range on the index.
            where = "key_music_tracks_library_title(t.in_library, t.title) >= ''"
    else:
        source, where, params = (
            f"music_tracks t {_JOINS}",
            "t.in_library = 1 AND t.genre = ?",
            [genre],
        )
    order = {
        "title": "key_music_tracks_library_title(t.in_library, t.title), a.name",
        "artist": "key_music_artists_name_nocase(a.name), al.release_year, t.track_number",
        "recently_added": "t.added_to_library_at DESC, t.rowid",
        "most_played": "t.play_count DESC, t.title COLLATE NOCASE",
    }[sort_by]
    return world.query(
        f"{_TRACK_COLUMNS} FROM {source} WHERE {where} ORDER BY {order}, t.rowid LIMIT ? OFFSET ?",
        [*params, limit, offset],
        table="music_tracks",
    )


@tool(domain=DOMAIN, reads=_CATALOG)
def list_music_library(
    ctx: WorldContext,
    view: Literal["songs", "albums", "artists"] = "songs",
    sort_by: Literal["title", "artist", "recently_added", "most_played"] = "title",
    genre: Annotated[str, Field(max_length=50)] | None = None,
    limit: Limit = 50,
    offset: Offset = 0,
) -> dict[str, Any]:
    """Browse your library by songs, albums or artists, a page at a time.

    Args:
        view: "songs", "albums" (albums with at least one song in the library) or "artists".
        sort_by: Order: by title (name for artists), by artist, newest additions first, or
            most played first.
        genre: Only this genre, e.g. "Folk".
        limit: Page size.
        offset: How many items to skip (for the next page, add the page size).

    Returns:
        {"view", "items": [...], "total", "offset"}.
    """
    world = ctx.world
    g = _check_genre(world, genre)
    params: list[Any] = []
    cond = "t.in_library = 1"
    if g is not None:
        cond += " AND t.genre = ?"
        params.append(g)
    if view == "songs":
        rows = _library_songs(world, sort_by, g, limit, offset)
        total = world.derived(
            f"music.library_count.{g}", ("music_tracks",), lambda: _count(world, None, cond, params)
        )
        return {
            "view": view,
            "items": [{**_song(r), "added_to_library_at": r["added_to_library_at"]} for r in rows],
            "total": total,
            "offset": offset,
        }
    if view == "albums":
        order = {
            "title": "al.title COLLATE NOCASE",
            "artist": "a.name COLLATE NOCASE, al.release_year",
            "recently_added": "added DESC, al.rowid",
            "most_played": "plays DESC, al.title COLLATE NOCASE",
        }[sort_by]
        # Every album of the library in order (one row per album), kept until the
        # catalog is written: a page is a slice of it.
        ordered = world.derived(
            f"music.library_albums.{sort_by}.{g}",
            _CATALOG,
            lambda: world.query(
                "SELECT al.id, al.title, al.release_year, al.album_type, al.genre, "
                "a.id AS artist_id, a.name AS artist_name, COUNT(*) AS n, "
                "MAX(t.added_to_library_at) AS added, SUM(t.play_count) AS plays "
                "FROM music_tracks t JOIN music_albums al ON al.id = t.album_id "
                "JOIN music_artists a ON a.id = al.artist_id "
                f"WHERE {cond} GROUP BY al.id ORDER BY {order}, al.id",
                params,
            ),
        )
        rows = ordered[offset : offset + limit]
        items = [
            {
                "id": r["id"],
                "title": r["title"],
                "artist": r["artist_name"],
                "artist_id": r["artist_id"],
                "year": r["release_year"],
                "type": r["album_type"],
                "genre": r["genre"],
                "songs_in_library": r["n"],
                "total_plays": r["plays"],
                "last_added_at": r["added"],
            }
            for r in rows
        ]
        total = len(ordered)  # the distinct albums of the library's songs
        return {"view": view, "items": items, "total": total, "offset": offset}
    order = {
        "title": "a.name COLLATE NOCASE",
        "artist": "a.name COLLATE NOCASE",
        "recently_added": "added DESC, a.rowid",
        "most_played": "plays DESC, a.name COLLATE NOCASE",
    }[sort_by]
    ordered = world.derived(
        f"music.library_artists.{sort_by}.{g}",
        _CATALOG,
        lambda: world.query(
            "SELECT a.id, a.name, a.genre, COUNT(*) AS n, MAX(t.added_to_library_at) AS added, "
            "SUM(t.play_count) AS plays FROM music_tracks t "
            "JOIN music_artists a ON a.id = t.artist_id "
            f"WHERE {cond} GROUP BY a.id ORDER BY {order}, a.id",
            params,
        ),
    )
    rows = ordered[offset : offset + limit]
    items = [
        {
            "id": r["id"],
            "name": r["name"],
            "genre": r["genre"],
            "songs_in_library": r["n"],
            "total_plays": r["plays"],
        }
        for r in rows
    ]
    total = len(ordered)  # the distinct artists of the library's songs
    return {"view": view, "items": items, "total": total, "offset": offset}


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def add_track_to_music_library(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Add a song from the catalog to your library.

    Args:
        track_id: Id of the song, e.g. "song_0042".
    """
    t = _track(ctx, track_id)
    if t["in_library"]:
        raise ToolError(f"{t['title']!r} by {t['artist_name']} is already in your library")
    ctx.world.update(
        "music_tracks", t["id"], {"in_library": True, "added_to_library_at": ctx.clock.now()}
    )
    return _song(_track(ctx, t["id"]))


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def remove_track_from_music_library(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Remove a song from your library (it stays in your playlists and in the catalog).

    Args:
        track_id: Id of the song, e.g. "song_0042".
    """
    t = _track(ctx, track_id)
    if not t["in_library"]:
        raise ToolError(f"{t['title']!r} by {t['artist_name']} is not in your library")
    ctx.world.update("music_tracks", t["id"], {"in_library": False, "added_to_library_at": None})
    return _song(_track(ctx, t["id"]))


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def add_album_to_music_library(ctx: WorldContext, album_id: AlbumId) -> dict[str, Any]:
    """Add every song of an album to your library.

    Args:
        album_id: Id of the album, e.g. "album_0004".

    Returns:
        {"album_id", "title", "added": number of songs added, "already_in_library": n}.
    """
    al = _album(ctx, album_id)
    rows = ctx.world.select("music_tracks", {"album_id": al["id"]})
    missing = [r for r in rows if not r["in_library"]]
    if not missing:
        raise ToolError(f"every song of {al['title']!r} is already in your library")
    now = ctx.clock.now()
    with ctx.world.transaction():
        for r in missing:
            ctx.world.update(
                "music_tracks", r["id"], {"in_library": True, "added_to_library_at": now}
            )
    return {
        "album_id": al["id"],
        "title": al["title"],
        "added": len(missing),
        "already_in_library": len(rows) - len(missing),
    }


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def remove_album_from_music_library(ctx: WorldContext, album_id: AlbumId) -> dict[str, Any]:
    """Remove every song of an album from your library.

    Args:
        album_id: Id of the album, e.g. "album_0004".
    """
    al = _album(ctx, album_id)
    present = ctx.world.select("music_tracks", {"album_id": al["id"], "in_library": True})
    if not present:
        raise ToolError(f"no song of {al['title']!r} is in your library")
    with ctx.world.transaction():
        for r in present:
            ctx.world.update(
                "music_tracks", r["id"], {"in_library": False, "added_to_library_at": None}
            )
    return {"album_id": al["id"], "title": al["title"], "removed": len(present)}


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def love_music_track(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Mark a song as loved (favorite). Does not add it to your library.

    Args:
        track_id: Id of the song, e.g. "song_0042".
    """
    t = _track(ctx, track_id)
    if t["is_loved"]:
        raise ToolError(f"{t['title']!r} is already loved")
    ctx.world.update("music_tracks", t["id"], {"is_loved": True})
    return _song(_track(ctx, t["id"]))


@tool(domain=DOMAIN, reads=_CATALOG, writes=("music_tracks",))
def unlove_music_track(ctx: WorldContext, track_id: TrackId) -> dict[str, Any]:
    """Remove the loved mark from a song.

    Args:
        track_id: Id of the song, e.g. "song_0042".
    """
    t = _track(ctx, track_id)
    if not t["is_loved"]:
        raise ToolError(f"{t['title']!r} is not loved")
    ctx.world.update("music_tracks", t["id"], {"is_loved": False})
    return _song(_track(ctx, t["id"]))


@tool(domain=DOMAIN, reads=_CATALOG)
def list_loved_music_tracks(ctx: WorldContext, limit: Limit = 50) -> dict[str, Any]:
    """List the songs you marked as loved, by title.

    Args:
        limit: Maximum number of songs.
    """
    rows = _tracks(ctx.world, "t.is_loved = 1", (limit,), "t.title COLLATE NOCASE, t.rowid LIMIT ?")
    return {
        "tracks": [_song(r) for r in rows],
        "total": ctx.world.count("music_tracks", {"is_loved": True}),
    }


@tool(domain=DOMAIN, reads=(*_CATALOG, "music_listening_history"))
def list_recently_played_music(
    ctx: WorldContext, limit: Limit = 20, days: Annotated[int, Field(ge=1, le=365)] | None = None
) -> dict[str, Any]:
    """List songs you listened to, most recent first (one entry per listen).

    Args:
        limit: Maximum number of listens.
        days: Only listens from the last this many days.

    Returns:
        {"listens": [{played_at, seconds_played, track...}], "total"}.
    """
    world = ctx.world
    cond = ""
    params: list[Any] = []
    if days is not None:
        cond = " WHERE played_at >= ?"
        params.append(ctx.clock.format(ctx.clock.now() - timedelta(days=days)))
    rows = world.query(
        f"SELECT * FROM music_listening_history{cond} ORDER BY played_at DESC, rowid LIMIT ?",
        [*params, limit],
        table="music_listening_history",
    )
    tracks = {t["id"]: t for t in _tracks_by_ids(world, [r["track_id"] for r in rows])}
    listens = [
        {
            "played_at": r["played_at"],
            "seconds_played": r["seconds_played"],
            **_song(tracks[r["track_id"]]),
        }
        for r in rows
        if r["track_id"] in tracks
    ]
    (total,) = world.query(f"SELECT COUNT(*) AS n FROM music_listening_history{cond}", params)
    return {"listens": listens, "total": int(total["n"])}


@tool(domain=DOMAIN, reads=_CATALOG)
def list_recently_added_music(ctx: WorldContext, limit: Limit = 20) -> dict[str, Any]:
    """List the songs most recently added to your library, newest first.

    Args:
        limit: Maximum number of songs.
    """
    rows = _tracks(
        ctx.world,
        "t.in_library = 1 AND t.added_to_library_at IS NOT NULL",
        (limit,),
        "t.added_to_library_at DESC, t.album_id, t.track_number, t.rowid LIMIT ?",
    )
    return {"tracks": [{**_song(r), "added_to_library_at": r["added_to_library_at"]} for r in rows]}


@tool(domain=DOMAIN, reads=_CATALOG)
def list_most_played_music(
    ctx: WorldContext,
    limit: Limit = 20,
    genre: Annotated[str, Field(max_length=50)] | None = None,
    artist_id: ArtistId | None = None,
) -> dict[str, Any]:
    """List your most played songs (all-time play counts), optionally for one genre or artist.

    Args:
        limit: Maximum number of songs.
        genre: Only this genre, e.g. "Jazz".
        artist_id: Only this artist, e.g. "artist_0001".
    """
    world = ctx.world
    g = _check_genre(world, genre)
    cond = "t.play_count > 0"
    params: list[Any] = []
    if g is not None:
        cond += " AND t.genre = ?"
        params.append(g)
    if artist_id is not None:
        a = _artist(ctx, artist_id)
        cond += " AND t.artist_id = ?"
        params.append(a["id"])
    rows = _tracks(
        world, cond, [*params, limit], "t.play_count DESC, t.title COLLATE NOCASE, t.rowid LIMIT ?"
    )
    return {"tracks": [_song(r) for r in rows]}


@tool(domain=DOMAIN, reads=(*_CATALOG, "music_listening_history"))
def get_music_listening_stats(
    ctx: WorldContext,
    start_date: date,
    end_date: date,
    group_by: Literal["genre", "artist", "day"] = "genre",
) -> dict[str, Any]:
    """Minutes listened between two dates (inclusive, local time), grouped by genre, artist
    or day, from your listening history (which covers about the last month).

    Args:
        start_date: First day, "YYYY-MM-DD".
        end_date: Last day, "YYYY-MM-DD".
        group_by: "genre", "artist" or "day".

    Returns:
        {"start_date", "end_date", "total_minutes", "listens", "groups": [{"name",
        "minutes", "listens"}] largest first (by date for "day")}.
    """
    if end_date < start_date:
        raise ToolError(f"end_date {end_date} is before start_date {start_date}")
    key = {"genre": "t.genre", "artist": "a.name", "day": "substr(h.played_at, 1, 10)"}[group_by]
    rows = ctx.world.query(
        f"SELECT {key} AS grp, SUM(h.seconds_played) AS secs, COUNT(*) AS n "
        "FROM music_listening_history h JOIN music_tracks t ON t.id = h.track_id "
        "JOIN music_artists a ON a.id = t.artist_id "
        "WHERE substr(h.played_at, 1, 10) BETWEEN ? AND ? GROUP BY grp",
        (start_date.isoformat(), end_date.isoformat()),
    )
    groups = [
        {"name": r["grp"], "minutes": round(int(r["secs"]) / 60, 1), "listens": int(r["n"])}
        for r in rows
    ]
    if group_by == "day":
        groups.sort(key=lambda g: str(g["name"]))
    else:
        groups.sort(key=lambda g: (-float(g["minutes"]), str(g["name"])))
    return {
        "start_date": start_date.isoformat(),
        "end_date": end_date.isoformat(),
        "total_minutes": round(sum(int(r["secs"]) for r in rows) / 60, 1),
        "listens": sum(int(r["n"]) for r in rows),
        "groups": groups,
    }


# ----------------------------------------------------------------------------- seed


def _split_title(raw: str) -> tuple[str, bool]:
    if raw.endswith(" [E]"):
        return raw[:-4], True
    return raw, False


def _seed_catalog(world: World) -> dict[tuple[str, str], str]:
    """Insert artists, albums and tracks; return {(artist, title): track id}."""
    data = music_catalog()
    lyrics = data.lyrics_of()
    artist_ids: dict[str, str] = {}
    genre_of: dict[str, str] = {}
    for a in data.artists:
        row = world.insert(
            "music_artists", {**a.model_dump(), "search_text": _search_text(a.name, a.genre)}
        )
        artist_ids[a.name] = row["id"]
        genre_of[a.name] = a.genre
    track_ids: dict[tuple[str, str], str] = {}
    for release in data.releases:
        artist, title, kind = release.artist, release.title, release.album_type
        year, label, tracks = release.year, release.label, release.tracks
        genre = genre_of[artist]
        album = world.insert(
            "music_albums",
            {
                "title": title,
                "artist_id": artist_ids[artist],
                "release_year": year,
                "genre": genre,
                "album_type": kind,
                "record_label": label,
                "search_text": _search_text(title, genre),
            },
        )
        fame = random.Random(f"music-artist:{artist}").randint(35, 85)
        for number, raw in enumerate(tracks, 1):
            song, explicit = _split_title(raw)
            rnd = random.Random(f"music-track:{artist}:{title}:{song}")
            low, high = data.durations[genre]
            lead = 12 if number <= 2 or kind == "single" else 0
            row = world.insert(
                "music_tracks",
                {
                    "title": song,
                    "album_id": album["id"],
                    "artist_id": artist_ids[artist],
                    "track_number": number,
                    "duration_sec": rnd.randint(low, high),
                    "genre": genre,
                    "is_explicit": explicit,
                    "popularity": max(1, min(100, fame + lead + rnd.randint(-20, 12))),
                    "lyrics": lyrics.get((artist, song)),
                    "search_text": _search_text(song, genre),
                },
            )
            track_ids[(artist, song)] = row["id"]
    return track_ids


def seed(world: World, rng: random.Random) -> None:
    """Fill the music app: the fictional catalog (32 artists, 41 releases, 324 songs), the
    owner's library (~170 songs, loved songs, play counts), 9 playlists (three collaborative,
    two made by contacts), a month of listening history and a paused player with Up Next.
    """
    clock = world.clock
    now = clock.now()
    ids = _seed_catalog(world)
    mine = music_catalog().owner
    heavy_rotation = mine.heavy_rotation
    album_ids = {
        (world.get("music_artists", a["artist_id"])["name"], a["title"]): a["id"]
        for a in world.select("music_albums")
    }

    def contact(name: str) -> str:
        first, last = name.split(" ", 1)
        return seed_contact_id(world, first, last)

    # Library.
    added: dict[str, datetime] = {}
    for lib_album in mine.library_albums:
        base = clock.days_ago(lib_album.days_ago) + timedelta(minutes=rng.randint(0, 600))
        album_id = album_ids[(lib_album.artist, lib_album.album)]
        for k, tid in enumerate(_album_track_ids(world, album_id)):
            added[tid] = base + timedelta(seconds=k)
    for song in mine.library_songs:
        added[ids[song.ref]] = clock.days_ago(song.days_ago) + timedelta(
            minutes=rng.randint(0, 600)
        )
    loved = {ids[song.ref] for song in mine.loved}
    artist_name = {a["id"]: a["name"] for a in world.select("music_artists")}
    tracks = world.select("music_tracks")
    duration = {t["id"]: int(t["duration_sec"]) for t in tracks}

    # Listening history: sessions over the last 29 days, plus this morning's session.
    library = [t for t in tracks if t["id"] in added]
    weights = [
        (heavy_rotation.get(artist_name[t["artist_id"]], 1) * (3 if t["id"] in loved else 1))
        for t in library
    ]
    calm = {"Lo-Fi", "Ambient", "Classical", "Electronic", "Jazz"}
    history: list[tuple[str, datetime, int]] = []
    for day in range(29, 0, -1):
        midnight = datetime.combine(clock.today() - timedelta(days=day), datetime.min.time())
        midnight = clock.localize(midnight)
        for hour, want_calm in ((9, True), (19, False)):
            if rng.random() < 0.45:
                continue
            start = midnight + timedelta(hours=hour + rng.randint(0, 2), minutes=rng.randint(0, 59))
            pool = [
                (t, w)
                for t, w in zip(library, weights, strict=True)
                if (t["genre"] in calm) == want_calm
            ]
            for _ in range(rng.randint(2, 5)):
                t = rng.choices([p[0] for p in pool], weights=[p[1] for p in pool])[0]
                secs = duration[t["id"]] if rng.random() < 0.85 else rng.randint(20, 90)
                history.append((t["id"], start, secs))
                start += timedelta(seconds=secs + rng.randint(0, 5))
    focus_name = mine.now_playing.playlist
    focus_pos, focus_sec = mine.now_playing.position, mine.now_playing.second
    focus = next(p for p in mine.playlists if p.name == focus_name)
    focus_ids = [ids[e.ref] for e in focus.entries]
    played_before = focus_ids[: focus_pos - 1]
    current = focus_ids[focus_pos - 1]
    t0 = now - timedelta(seconds=focus_sec + sum(duration[t] for t in played_before))
    for tid in played_before:
        history.append((tid, t0, duration[tid]))
        t0 += timedelta(seconds=duration[tid])
    history.sort(key=lambda h: h[1])
    plays: dict[str, int] = {}
    for tid, when, secs in history:
        world.insert(
            "music_listening_history", {"track_id": tid, "played_at": when, "seconds_played": secs}
        )
        plays[tid] = plays.get(tid, 0) + 1

    for t in tracks:
        tid = t["id"]
        heavy = heavy_rotation.get(artist_name[t["artist_id"]], 1)
        extra = rng.randint(0, 12) * heavy + (rng.randint(5, 25) if tid in loved else 0)
        count = (extra if tid in added else 0) + plays.get(tid, 0)
        changes: dict[str, Any] = {"play_count": count, "is_loved": tid in loved}
        if tid in added:
            changes.update({"in_library": True, "added_to_library_at": added[tid]})
        if changes != {"play_count": 0, "is_loved": False}:
            world.update("music_tracks", tid, changes)

    # Playlists.
    for playlist in mine.playlists:
        days, entries = playlist.days_ago, playlist.entries
        created = clock.days_ago(days) + timedelta(minutes=rng.randint(0, 600))
        last = created
        creator = playlist.creator
        pl = world.insert(
            "music_playlists",
            {
                "name": playlist.name,
                "description": playlist.description,
                "created_by_contact_id": contact(creator) if creator else None,
                "is_collaborative": playlist.collaborative,
                "created_at": created,
                "updated_at": created,
                "search_text": _search_text(playlist.name, playlist.description),
            },
        )
        span = max(1, min(days, 60))
        for pos, entry in enumerate(entries, 1):
            when = created + timedelta(
                minutes=(pos - 1) * span * 1440 // max(1, len(entries)) + rng.randint(0, 90)
            )
            when = min(when, now - timedelta(hours=1))
            last = max(last, when)
            world.insert(
                "music_playlist_tracks",
                {
                    "playlist_id": pl["id"],
                    "track_id": ids[entry.ref],
                    "position": pos,
                    "added_at": when,
                    "added_by_contact_id": contact(entry.added_by) if entry.added_by else None,
                },
            )
        for person in playlist.shared_with:
            world.insert(
                "music_playlist_shares",
                {
                    "playlist_id": pl["id"],
                    "contact_id": contact(person),
                    "shared_at": created + timedelta(hours=rng.randint(1, 48)),
                },
            )
        world.update("music_playlists", pl["id"], {"updated_at": last})

    # Player: Morning Focus, paused on track 5; two songs queued with Play Next.
    focus_pl = world.select("music_playlists", {"name": focus_name})[0]
    queued_at = now - timedelta(minutes=12)
    order = 1
    for queued in mine.user_queue:
        world.insert(
            "music_queue",
            {
                "track_id": ids[queued.ref],
                "sort_order": order,
                "source": "user",
                "added_at": queued_at,
            },
        )
        order += 1
    started = now - timedelta(seconds=focus_sec + sum(duration[t] for t in played_before))
    for index in range(focus_pos, len(focus_ids)):
        world.insert(
            "music_queue",
            {
                "track_id": focus_ids[index],
                "sort_order": order,
                "source": "context",
                "context_index": index,
                "added_at": started,
            },
        )
        order += 1
    world.insert(
        "music_player",
        {
            "id": _PLAYER_ID,
            **_PLAYER_DEFAULTS,
            "now_playing_track_id": current,
            "context_type": "playlist",
            "context_id": focus_pl["id"],
            "position_sec": focus_sec,
            "is_playing": False,
            "volume": 60,
            "played_track_ids": played_before,
        },
    )
