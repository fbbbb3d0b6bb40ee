"""Read-only access to run directories, safe while a run is still writing.

A run store is SQLite in WAL mode. The viewer opens it with ``mode=ro`` (an URI
connection) and ``PRAGMA query_only``, so no statement it runs can change the run:
readers see the last committed sample and never block the writer. A run that nothing is
writing (no ``run.sqlite-wal`` beside it: its last writer closed it cleanly) is opened
``immutable``, so reading it creates no ``-wal``/``-shm`` files either. Every request opens its own connection (cheap) and
so sees the newest committed state: a running run's pages show new samples on reload.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from mmtoolbench.store.run_store import DB_NAME, SCHEMA_VERSION, RunStore, RunStoreError

READABLE_VERSIONS = frozenset({"1", str(SCHEMA_VERSION)})


def connect_readonly(run_dir: Path) -> sqlite3.Connection:
    """A read-only connection to a run's database.

    Raises:
        RunStoreError: If the directory holds no readable run of a known schema.
    """
    db = run_dir / DB_NAME
    if not db.is_file():
        raise RunStoreError(f"{run_dir} is not a run directory (no {DB_NAME})")
    live = db.with_name(db.name + "-wal").exists()
    uri = f"file:{quote(str(db.resolve()))}?mode=ro" + ("" if live else "&immutable=1")
    try:
        conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA busy_timeout=5000")
        conn.execute("PRAGMA query_only=ON")
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    except sqlite3.DatabaseError as exc:
        raise RunStoreError(f"{db} is not a readable run database: {exc}") from exc
    found = None if row is None else str(row["value"])
    if found not in READABLE_VERSIONS:
        conn.close()
        raise RunStoreError(f"{db} has schema version {found}; the viewer reads 1 and 2")
    return conn


@dataclass
class ReadOnlyRun:
    """One opened run: the store's read methods over a read-only connection.

    Attributes:
        name: The run's name in the viewer (its directory name).
        run_dir: The run directory.
        conn: The read-only connection (for the viewer's light listing queries).
        store: `RunStore` over the same connection (only its read methods are used).
    """

    name: str
    run_dir: Path
    conn: sqlite3.Connection
    store: RunStore


@contextmanager
def open_run(name: str, run_dir: Path) -> Iterator[ReadOnlyRun]:
    """Open a run read-only for the duration of one request.

    Raises:
        RunStoreError: If it is not a readable run.
    """
    conn = connect_readonly(run_dir)
    try:
        yield ReadOnlyRun(name, run_dir, conn, RunStore(run_dir, conn))
    finally:
        conn.close()
