"""Model layer: one async ``generate`` interface, provider adapters and wrappers."""
