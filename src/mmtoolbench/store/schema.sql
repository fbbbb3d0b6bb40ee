-- mmtoolbench run store, schema version 2. Documented in docs/run-store.md.
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS run (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    run_id          TEXT NOT NULL,
    suite           TEXT NOT NULL,
    config_json     TEXT NOT NULL,
    package_version TEXT NOT NULL,
    git_sha         TEXT,
    seed            INTEGER NOT NULL,
    python_version  TEXT NOT NULL,
    platform        TEXT NOT NULL,
    created_at      REAL NOT NULL,
    updated_at      REAL NOT NULL,
    status          TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS samples (
    key            TEXT PRIMARY KEY,           -- "<sample_id>#<repeat>"
    sample_id      TEXT NOT NULL,
    repeat         INTEGER NOT NULL,
    status         TEXT NOT NULL CHECK (status IN ('done', 'error')),
    seed           INTEGER NOT NULL,
    started_at     REAL NOT NULL,
    finished_at    REAL NOT NULL,
    duration_s     REAL NOT NULL,
    attempts       INTEGER NOT NULL DEFAULT 1,
    error          TEXT,
    output_json    TEXT,
    metrics_json   TEXT NOT NULL DEFAULT '{}',
    input_tokens   INTEGER NOT NULL DEFAULT 0,
    output_tokens  INTEGER NOT NULL DEFAULT 0,
    cost_usd       REAL,
    model_calls    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS samples_by_id ON samples (sample_id, repeat);
CREATE TABLE IF NOT EXISTS messages (
    id                INTEGER PRIMARY KEY,
    sample_key        TEXT NOT NULL REFERENCES samples (key) ON DELETE CASCADE,
    seq               INTEGER NOT NULL,
    channel           TEXT NOT NULL,           -- conversation the message belongs to
    role              TEXT NOT NULL,
    sender            TEXT,
    recipient         TEXT,
    visible_to_json   TEXT,
    content_json      TEXT NOT NULL,           -- parts; images as {image_id, sha256}
    tool_calls_json   TEXT NOT NULL,
    tool_results_json TEXT NOT NULL,
    timestamp         REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_sample ON messages (sample_key, seq);
CREATE TABLE IF NOT EXISTS tool_calls (
    id             INTEGER PRIMARY KEY,
    sample_key     TEXT NOT NULL REFERENCES samples (key) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,
    call_id        TEXT NOT NULL,
    caller         TEXT NOT NULL,
    name           TEXT NOT NULL,
    arguments_json TEXT NOT NULL,
    result_json    TEXT,
    is_error       INTEGER NOT NULL,
    started_at     REAL NOT NULL,
    duration_s     REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS tool_calls_by_sample ON tool_calls (sample_key, seq);
CREATE TABLE IF NOT EXISTS images (
    sha256     TEXT PRIMARY KEY,
    media_type TEXT NOT NULL,
    data       BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS sample_images (
    sample_key TEXT NOT NULL REFERENCES samples (key) ON DELETE CASCADE,
    image_id   TEXT NOT NULL,
    sha256     TEXT NOT NULL REFERENCES images (sha256),
    source     TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (sample_key, image_id)
);
CREATE TABLE IF NOT EXISTS model_calls (
    id            INTEGER PRIMARY KEY,
    sample_key    TEXT NOT NULL REFERENCES samples (key) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    role          TEXT NOT NULL,               -- agent / user / judge / ...
    model         TEXT NOT NULL,
    request_hash  TEXT NOT NULL,
    request_json  TEXT NOT NULL,               -- messages, tools_sha256, config; images by sha256
    response_json TEXT,
    started_at    REAL NOT NULL,
    latency_s     REAL NOT NULL,
    input_tokens  INTEGER NOT NULL DEFAULT 0,
    output_tokens INTEGER NOT NULL DEFAULT 0,
    cost_usd      REAL,
    cached        INTEGER NOT NULL DEFAULT 0,
    error         TEXT
);
CREATE INDEX IF NOT EXISTS model_calls_by_sample ON model_calls (sample_key, seq);
CREATE INDEX IF NOT EXISTS model_calls_by_hash ON model_calls (request_hash);
CREATE TABLE IF NOT EXISTS tool_lists (       -- (v2) tool specs offered, stored once
    sha256     TEXT PRIMARY KEY,               -- of tools_json
    tools_json TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS verdicts (
    id           INTEGER PRIMARY KEY,
    sample_key   TEXT NOT NULL REFERENCES samples (key) ON DELETE CASCADE,
    judge        TEXT NOT NULL,
    judge_model  TEXT NOT NULL,
    verdict_json TEXT NOT NULL,
    created_at   REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS verdicts_by_sample ON verdicts (sample_key);
CREATE TABLE IF NOT EXISTS run_metrics (
    name        TEXT PRIMARY KEY,
    value_json  TEXT NOT NULL,
    computed_at REAL NOT NULL
);
