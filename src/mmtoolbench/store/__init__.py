"""Run store: one SQLite database per run directory."""
