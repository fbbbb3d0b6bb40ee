"""The run store: one SQLite database (WAL) per run directory.

Layout of a run directory::

    RUN_DIR/
      run.sqlite        the database (schema in ``schema.sql``, docs/run-store.md)
      run.log           the run's log (no secrets)

Each sample is written in one transaction, so a killed run never holds half a
sample, and a resumed run replaces a failed sample instead of duplicating it.
"""

from __future__ import annotations

import json
import platform
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from mmtoolbench.core.errors import MMTBError
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.serialize import TOOLS_REF_KEY, message_to_json, to_stored_json

SCHEMA_VERSION = 2
DB_NAME = "run.sqlite"


def _upgrade_from_v1(conn: sqlite3.Connection) -> None:
    """Schema 1 -> 2: add ``tool_lists``. Version-1 requests keep their inline ``tools``,
    which readers accept as they are."""
    with conn:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(
            "CREATE TABLE IF NOT EXISTS tool_lists"
            " (sha256 TEXT PRIMARY KEY, tools_json TEXT NOT NULL)"
        )
        conn.execute(
            "UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),)
        )


class RunStoreError(MMTBError):
    """The run directory is missing, not a run, or of an unsupported schema version."""


class RunInfo(BaseModel):
    """What a run is: its suite, configuration and provenance."""

    run_id: str
    suite: str
    config: dict[str, Any] = Field(default_factory=dict)
    package_version: str
    git_sha: str | None = None
    seed: int = 0
    python_version: str = Field(default_factory=platform.python_version)
    platform: str = Field(default_factory=platform.platform)
    created_at: float = Field(default_factory=time.time)
    updated_at: float = Field(default_factory=time.time)
    status: str = "running"


class SampleRow(BaseModel):
    """One stored sample (one repeat of one benchmark item)."""

    key: str
    sample_id: str
    repeat: int
    status: str
    seed: int
    started_at: float
    finished_at: float
    duration_s: float
    attempts: int
    error: str | None
    output: Any
    metrics: dict[str, Any]
    input_tokens: int
    output_tokens: int
    cost_usd: float | None
    model_calls: int


@dataclass(frozen=True)
class SampleOutcome:
    """What the runner commits for one sample."""

    sample_id: str
    repeat: int
    seed: int
    status: str
    started_at: float
    finished_at: float
    output: Any = None
    metrics: dict[str, Any] | None = None
    error: str | None = None

    @property
    def key(self) -> str:
        """Primary key of the sample row."""
        return sample_key(self.sample_id, self.repeat)


def sample_key(sample_id: str, repeat: int) -> str:
    """The store key of one repeat of one sample."""
    return f"{sample_id}#{repeat}"


class RunStore:
    """Read/write access to one run directory's database."""

    def __init__(self, run_dir: Path, conn: sqlite3.Connection) -> None:
        self.run_dir = run_dir
        self._conn = conn

    # -- opening ---------------------------------------------------------------------

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=10000")
        return conn

    @classmethod
    def create(cls, run_dir: Path, info: RunInfo) -> RunStore:
        """Create a new run directory.

        Raises:
            RunStoreError: If the directory already holds a run.
        """
        db = run_dir / DB_NAME
        if db.exists():
            raise RunStoreError(
                f"{run_dir} already holds a run; use --resume {run_dir} to continue it "
                "or choose another --output"
            )
        run_dir.mkdir(parents=True, exist_ok=True)
        conn = cls._connect(db)
        schema = resources.files("mmtoolbench.store").joinpath("schema.sql").read_text()
        conn.executescript(schema)
        with conn:
            conn.execute("BEGIN")
            conn.execute(
                "INSERT INTO meta (key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),)
            )
            conn.execute(
                "INSERT INTO run (id, run_id, suite, config_json, package_version, git_sha, seed,"
                " python_version, platform, created_at, updated_at, status)"
                " VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    info.run_id,
                    info.suite,
                    to_stored_json(info.config),
                    info.package_version,
                    info.git_sha,
                    info.seed,
                    info.python_version,
                    info.platform,
                    info.created_at,
                    info.updated_at,
                    info.status,
                ),
            )
        return cls(run_dir, conn)

    @classmethod
    def open(cls, run_dir: Path) -> RunStore:
        """Open an existing run directory.

        Raises:
            RunStoreError: If it is not a run directory or its schema is unsupported.
        """
        db = run_dir / DB_NAME
        if not db.is_file():
            raise RunStoreError(f"{run_dir} is not a run directory (no {DB_NAME})")
        try:
            conn = cls._connect(db)
        except sqlite3.DatabaseError as exc:
            raise RunStoreError(f"{db} is not a readable run database: {exc}") from exc
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise RunStoreError(f"{db} is not a readable run database: {exc}") from exc
        found = None if row is None else str(row["value"])
        if found == "1":
            _upgrade_from_v1(conn)
        elif found != str(SCHEMA_VERSION):
            conn.close()
            raise RunStoreError(
                f"{db} has schema version {found}; this mmtoolbench reads {SCHEMA_VERSION} "
                "(and upgrades 1)"
            )
        return cls(run_dir, conn)

    def close(self) -> None:
        """Close the database (checkpointing the WAL)."""
        self._conn.close()

    def __enter__(self) -> RunStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- run -------------------------------------------------------------------------

    def info(self) -> RunInfo:
        """The run's description."""
        row = self._conn.execute("SELECT * FROM run WHERE id = 1").fetchone()
        return RunInfo(
            run_id=row["run_id"],
            suite=row["suite"],
            config=json.loads(row["config_json"]),
            package_version=row["package_version"],
            git_sha=row["git_sha"],
            seed=row["seed"],
            python_version=row["python_version"],
            platform=row["platform"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            status=row["status"],
        )

    def set_status(self, status: str) -> None:
        """Set the run's status (running, interrupted, finished)."""
        self._conn.execute(
            "UPDATE run SET status = ?, updated_at = ? WHERE id = 1", (status, time.time())
        )

    # -- samples ---------------------------------------------------------------------

    def commit_sample(self, outcome: SampleOutcome, recorder: SampleRecorder) -> None:
        """Store one sample and everything it produced, atomically.

        A previous row for the same key (a failed attempt) is replaced.
        """
        key = outcome.key
        usage = recorder.usage
        conn = self._conn
        with conn:
            conn.execute("BEGIN IMMEDIATE")
            prev = conn.execute("SELECT attempts FROM samples WHERE key = ?", (key,)).fetchone()
            attempts = 1 if prev is None else int(prev["attempts"]) + 1
            conn.execute("DELETE FROM samples WHERE key = ?", (key,))
            conn.execute(
                "INSERT INTO samples (key, sample_id, repeat, status, seed, started_at,"
                " finished_at, duration_s, attempts, error, output_json, metrics_json,"
                " input_tokens, output_tokens, cost_usd, model_calls)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    outcome.sample_id,
                    outcome.repeat,
                    outcome.status,
                    outcome.seed,
                    outcome.started_at,
                    outcome.finished_at,
                    outcome.finished_at - outcome.started_at,
                    attempts,
                    outcome.error,
                    to_stored_json(outcome.output),
                    to_stored_json(outcome.metrics or {}),
                    usage.input_tokens,
                    usage.output_tokens,
                    usage.cost_usd,
                    len(recorder.model_calls),
                ),
            )
            conn.executemany(
                "INSERT OR IGNORE INTO tool_lists (sha256, tools_json) VALUES (?, ?)",
                list(recorder.tool_lists.items()),
            )
            conn.executemany(
                "INSERT OR IGNORE INTO images (sha256, media_type, data) VALUES (?, ?, ?)",
                [(h, media, data) for h, (media, data) in recorder.image_bytes.items()],
            )
            conn.executemany(
                "INSERT INTO sample_images (sample_key, image_id, sha256, source)"
                " VALUES (?, ?, ?, ?)",
                [(key, i, h, src) for i, (h, src) in recorder.image_ids.items()],
            )
            conn.executemany(
                "INSERT INTO messages (sample_key, seq, channel, role, sender, recipient,"
                " visible_to_json, content_json, tool_calls_json, tool_results_json, timestamp)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        key,
                        seq,
                        channel,
                        m["role"],
                        m["sender"],
                        m["recipient"],
                        to_stored_json(m["visible_to"]),
                        to_stored_json(m["content"]),
                        to_stored_json(m["tool_calls"]),
                        to_stored_json(m["tool_results"]),
                        m["timestamp"],
                    )
                    for seq, (channel, m) in enumerate(
                        (ch, message_to_json(msg)) for ch, msg in recorder.messages
                    )
                ],
            )
            conn.executemany(
                "INSERT INTO tool_calls (sample_key, seq, call_id, caller, name, arguments_json,"
                " result_json, is_error, started_at, duration_s)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        key,
                        seq,
                        t.call_id,
                        t.caller,
                        t.name,
                        to_stored_json(t.arguments),
                        to_stored_json(t.result),
                        int(t.is_error),
                        t.started_at,
                        t.duration_s,
                    )
                    for seq, t in enumerate(recorder.tool_calls)
                ],
            )
            conn.executemany(
                "INSERT INTO model_calls (sample_key, seq, role, model, request_hash,"
                " request_json, response_json, started_at, latency_s, input_tokens,"
                " output_tokens, cost_usd, cached, error)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        key,
                        seq,
                        c.role,
                        c.model,
                        c.request_hash,
                        c.request_json,
                        c.response_json,
                        c.started_at,
                        c.latency_s,
                        c.usage.input_tokens,
                        c.usage.output_tokens,
                        c.usage.cost_usd,
                        int(c.cached),
                        c.error,
                    )
                    for seq, c in enumerate(recorder.model_calls)
                ],
            )
            conn.executemany(
                "INSERT INTO verdicts (sample_key, judge, judge_model, verdict_json, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (key, v.judge, v.judge_model, to_stored_json(v.verdict), v.created_at)
                    for v in recorder.verdicts
                ],
            )
            conn.execute("UPDATE run SET updated_at = ? WHERE id = 1", (time.time(),))

    def completed_keys(self) -> set[str]:
        """Keys of samples that finished successfully."""
        rows = self._conn.execute("SELECT key FROM samples WHERE status = 'done'")
        return {r["key"] for r in rows}

    def samples(self, status: str | None = None) -> list[SampleRow]:
        """Stored samples, ordered by sample id and repeat."""
        sql = "SELECT * FROM samples"
        params: tuple[Any, ...] = ()
        if status is not None:
            sql += " WHERE status = ?"
            params = (status,)
        rows = self._conn.execute(sql + " ORDER BY sample_id, repeat", params).fetchall()
        return [self._sample_row(r) for r in rows]

    @staticmethod
    def _sample_row(r: sqlite3.Row) -> SampleRow:
        return SampleRow(
            key=r["key"],
            sample_id=r["sample_id"],
            repeat=r["repeat"],
            status=r["status"],
            seed=r["seed"],
            started_at=r["started_at"],
            finished_at=r["finished_at"],
            duration_s=r["duration_s"],
            attempts=r["attempts"],
            error=r["error"],
            output=json.loads(r["output_json"]) if r["output_json"] else None,
            metrics=json.loads(r["metrics_json"]),
            input_tokens=r["input_tokens"],
            output_tokens=r["output_tokens"],
            cost_usd=r["cost_usd"],
            model_calls=r["model_calls"],
        )

    def counts(self) -> dict[str, int]:
        """Number of samples per status."""
        rows = self._conn.execute("SELECT status, COUNT(*) AS n FROM samples GROUP BY status")
        return {r["status"]: r["n"] for r in rows}

    def totals(self) -> dict[str, float]:
        """Token and cost totals over stored samples."""
        r = self._conn.execute(
            "SELECT COALESCE(SUM(input_tokens), 0) AS i, COALESCE(SUM(output_tokens), 0) AS o,"
            " SUM(cost_usd) AS c, COALESCE(SUM(model_calls), 0) AS n FROM samples"
        ).fetchone()
        return {
            "input_tokens": r["i"],
            "output_tokens": r["o"],
            "cost_usd": r["c"] or 0.0,
            "model_calls": r["n"],
        }

    # -- details ---------------------------------------------------------------------

    def _json_rows(
        self, sql: str, params: tuple[Any, ...], json_cols: tuple[str, ...]
    ) -> list[dict[str, Any]]:
        out = []
        for r in self._conn.execute(sql, params):
            item = dict(r)
            for col in json_cols:
                value = item.pop(col)
                item[col.removesuffix("_json")] = None if value is None else json.loads(value)
            out.append(item)
        return out

    def messages(self, key: str) -> list[dict[str, Any]]:
        """Stored messages of a sample, in order."""
        return self._json_rows(
            "SELECT seq, channel, role, sender, recipient, visible_to_json, content_json,"
            " tool_calls_json, tool_results_json, timestamp FROM messages"
            " WHERE sample_key = ? ORDER BY seq",
            (key,),
            ("visible_to_json", "content_json", "tool_calls_json", "tool_results_json"),
        )

    def tool_calls(self, key: str) -> list[dict[str, Any]]:
        """Stored tool calls of a sample, in order."""
        return self._json_rows(
            "SELECT seq, call_id, caller, name, arguments_json, result_json, is_error,"
            " started_at, duration_s FROM tool_calls WHERE sample_key = ? ORDER BY seq",
            (key,),
            ("arguments_json", "result_json"),
        )

    def model_calls(self, key: str | None = None) -> list[dict[str, Any]]:
        """Stored model calls (of one sample, or all), in order."""
        sql = (
            "SELECT sample_key, seq, role, model, request_hash, request_json, response_json,"
            " started_at, latency_s, input_tokens, output_tokens, cost_usd, cached, error"
            " FROM model_calls"
        )
        params: tuple[Any, ...] = ()
        if key is not None:
            sql += " WHERE sample_key = ?"
            params = (key,)
        calls = self._json_rows(
            sql + " ORDER BY sample_key, seq", params, ("request_json", "response_json")
        )
        self._attach_tool_lists(calls)
        return calls

    def _attach_tool_lists(self, calls: list[dict[str, Any]]) -> None:
        """Put each request's tool list back in place of its ``tools_sha256`` reference."""
        decoded: dict[str, Any] = {}
        for call in calls:
            request = call["request"]
            digest = request.pop(TOOLS_REF_KEY, None) if isinstance(request, dict) else None
            if digest is None:
                continue
            if digest not in decoded:
                row = self._conn.execute(
                    "SELECT tools_json FROM tool_lists WHERE sha256 = ?", (digest,)
                ).fetchone()
                if row is None:
                    raise RunStoreError(f"model call refers to a missing tool list {digest}")
                decoded[digest] = json.loads(row["tools_json"])
            request["tools"] = decoded[digest]

    def responses_by_hash(self) -> dict[str, list[dict[str, Any]]]:
        """Successful recorded responses grouped by request hash, in recording order."""
        out: dict[str, list[dict[str, Any]]] = {}
        rows = self._conn.execute(
            "SELECT request_hash, response_json FROM model_calls"
            " WHERE response_json IS NOT NULL ORDER BY sample_key, seq"
        )
        for r in rows:
            out.setdefault(r["request_hash"], []).append(json.loads(r["response_json"]))
        return out

    def verdicts(self, key: str | None = None) -> list[dict[str, Any]]:
        """Stored verdicts (of one sample, or all)."""
        sql = "SELECT sample_key, judge, judge_model, verdict_json, created_at FROM verdicts"
        params: tuple[Any, ...] = ()
        if key is not None:
            sql += " WHERE sample_key = ?"
            params = (key,)
        return self._json_rows(sql + " ORDER BY id", params, ("verdict_json",))

    def add_verdict(self, key: str, judge: str, judge_model: str, verdict: dict[str, Any]) -> None:
        """Store a verdict on an existing sample (re-judging)."""
        with self._conn:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute(
                "INSERT INTO verdicts (sample_key, judge, judge_model, verdict_json, created_at)"
                " VALUES (?, ?, ?, ?, ?)",
                (key, judge, judge_model, to_stored_json(verdict), time.time()),
            )

    def image_ids(self, key: str) -> dict[str, str]:
        """Per-sample image ids mapped to content hashes."""
        rows = self._conn.execute(
            "SELECT image_id, sha256 FROM sample_images WHERE sample_key = ? ORDER BY image_id",
            (key,),
        )
        return {r["image_id"]: r["sha256"] for r in rows}

    def image_bytes(self, sha256: str) -> tuple[str, bytes]:
        """Media type and bytes of a stored image.

        Raises:
            RunStoreError: If no image has that hash.
        """
        r = self._conn.execute(
            "SELECT media_type, data FROM images WHERE sha256 = ?", (sha256,)
        ).fetchone()
        if r is None:
            raise RunStoreError(f"no image with sha256 {sha256} in {self.run_dir}")
        return r["media_type"], bytes(r["data"])

    def set_run_metric(self, name: str, value: Any) -> None:
        """Store a run-level metric (overwrites)."""
        with self._conn:
            self._conn.execute("BEGIN IMMEDIATE")
            self._conn.execute(
                "INSERT OR REPLACE INTO run_metrics (name, value_json, computed_at)"
                " VALUES (?, ?, ?)",
                (name, to_stored_json(value), time.time()),
            )

    def run_metrics(self) -> dict[str, Any]:
        """Run-level metrics."""
        rows = self._conn.execute("SELECT name, value_json FROM run_metrics ORDER BY name")
        return {r["name"]: json.loads(r["value_json"]) for r in rows}

    def export_jsonl(self) -> Iterator[dict[str, Any]]:
        """One JSON object per sample with everything stored about it."""
        info = self.info().model_dump(mode="json")
        for row in self.samples():
            yield {
                "run": {"run_id": info["run_id"], "suite": info["suite"]},
                **row.model_dump(mode="json"),
                "messages": self.messages(row.key),
                "tool_calls": self.tool_calls(row.key),
                "model_calls": self.model_calls(row.key),
                "verdicts": self.verdicts(row.key),
                "images": self.image_ids(row.key),
            }


def list_runs(root: Path) -> list[tuple[Path, RunInfo, dict[str, int]]]:
    """Find run directories under ``root`` (one level deep, and ``root`` itself)."""
    found = []
    candidates = [root, *sorted(p for p in root.iterdir() if p.is_dir())] if root.is_dir() else []
    for path in candidates:
        if (path / DB_NAME).is_file():
            try:
                with RunStore.open(path) as store:
                    found.append((path, store.info(), store.counts()))
            except RunStoreError:
                continue
    return found
