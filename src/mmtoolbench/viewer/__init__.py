"""``mmtb view``: a local, read-only web viewer over run directories (docs/viewer.md)."""
