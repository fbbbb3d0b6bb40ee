"""Narrow a text search with the full-text indexes before a tool's exact test.

Search tools match "every word of the query appears in the row's text", where the
text may join columns of several tables (a task and its comments, a contact and its
emails). `candidates` finds, with the FTS5 indexes of those tables, the keys of the
rows that may match: for each word, the union over the sources of the rows containing
it; across words, the intersection. The tool then runs its own exact test on these
candidates only, so results are unchanged while the work is O(matches).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from mmtoolbench.sandbox.world.state import World


@dataclass(frozen=True)
class Source:
    """Where a word may be found.

    Attributes:
        table: Table with ``search_columns``.
        key: Column giving the searched entity's key (default: the primary key).
        term: Turns a query word into the text to look for in this table (e.g. drop a
            leading ``#`` for a JSON list of tags); None keeps the word.
    """

    table: str
    key: str | None = None
    term: Callable[[str], str] | None = None


def candidates(
    world: World,
    words: Iterable[str],
    sources: Sequence[Source],
    *,
    wide: Callable[[str], bool] = lambda word: False,
) -> set[Any] | None:
    """Keys of the entities that may contain every word (a superset of the matches).

    Args:
        world: The world.
        words: Query words, already lower-cased as the tool compares them.
        sources: Tables whose text the tool searches, with the key column that names
            the entity in each.
        wide: Words that may match something not stored in the sources (a default
            title such as "New Note"): they do not narrow the search.

    Returns:
        The keys, or None when no word can narrow the search (every word shorter
        than 3 characters, or wide): the tool must then look at every row.
    """
    found: set[Any] | None = None
    for word in words:
        if len(word) < 3 or wide(word):
            continue
        keys: set[Any] = set()
        for source in sources:
            term = source.term(word) if source.term is not None else word
            if len(term) < 3:
                break
            keys |= world.matching(source.table, term, source.key)
        else:
            found = keys if found is None else found & keys
    return found


def strip_hash(word: str) -> str:
    """A query word without its leading ``#`` (to look for a tag in a JSON list)."""
    return word.lstrip("#")
