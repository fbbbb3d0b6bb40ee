"""The music domain's hand-written data: the models of its data file.

The content lives in ``mmtoolbench/data/sandbox/domains/music_catalog.json``: the
fictional catalog (artists, releases, lyrics) and the device owner's library, playlists
and player state. Everything in it is invented (artists, labels, titles, lyrics). The
seed turns it into rows deterministically: durations and popularity come from a
`random.Random` keyed by the track, never from the episode's seed, so the catalog is the
same in every world. Songs are referred to by (artist, title).

A track title ending in ``" [E]"`` is explicit.
"""

from __future__ import annotations

from functools import cache

from mmtoolbench.sandbox.domains._common import DataModel, load_domain_data


class Artist(DataModel):
    """An artist: name, genre, country, formed/debut year and a short bio."""

    name: str
    genre: str
    country: str
    debut_year: int
    bio: str


class Release(DataModel):
    """An album, EP or single: artist, title, release year, type, label and track titles."""

    artist: str
    title: str
    year: int
    album_type: str
    label: str
    tracks: tuple[str, ...]


class Lyrics(DataModel):
    """Fictional lyrics of one track (only some tracks have them)."""

    artist: str
    title: str
    text: str


class Song(DataModel):
    """A song, referred to by (artist, title)."""

    artist: str
    title: str

    @property
    def ref(self) -> tuple[str, str]:
        """``(artist, title)``."""
        return (self.artist, self.title)


class LibraryAlbum(DataModel):
    """An album fully in the owner's library, added this many days ago."""

    artist: str
    album: str
    days_ago: int


class LibrarySong(Song):
    """A single song in the owner's library, added this many days ago."""

    days_ago: int


class PlaylistEntry(Song):
    """A playlist entry; ``added_by`` is the contact ("First Last") who added it."""

    added_by: str | None = None


class Playlist(DataModel):
    """A playlist of the owner's (``creator`` None) or made by a contact."""

    name: str
    description: str
    creator: str | None
    collaborative: bool
    shared_with: tuple[str, ...]
    days_ago: int
    entries: tuple[PlaylistEntry, ...]


class NowPlaying(DataModel):
    """The playlist loaded in the player, paused at this track (1-based) and second."""

    playlist: str
    position: int
    second: int


class OwnerMusic(DataModel):
    """The owner's library, loved songs, heavy rotation, playlists and player."""

    library_albums: tuple[LibraryAlbum, ...]
    library_songs: tuple[LibrarySong, ...]
    loved: tuple[Song, ...]
    #: Artists the owner plays most (play-count multiplier).
    heavy_rotation: dict[str, int]
    playlists: tuple[Playlist, ...]
    now_playing: NowPlaying
    #: Songs the owner queued with "Play Next" this morning.
    user_queue: tuple[Song, ...]


class MusicCatalog(DataModel):
    """The whole data file."""

    artists: tuple[Artist, ...]
    releases: tuple[Release, ...]
    #: Typical track length in seconds per genre: (shortest, longest).
    durations: dict[str, tuple[int, int]]
    lyrics: tuple[Lyrics, ...]
    owner: OwnerMusic

    def lyrics_of(self) -> dict[tuple[str, str], str]:
        """Lyrics keyed by (artist, track title)."""
        return {(x.artist, x.title): x.text for x in self.lyrics}


@cache
def music_catalog() -> MusicCatalog:
    """The bundled music data, read and validated on first use."""
    return load_domain_data("music_catalog", MusicCatalog)
