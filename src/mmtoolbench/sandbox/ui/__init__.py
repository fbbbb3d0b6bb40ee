"""UI mode (seed §4.2): A2UI screens validated by the official SDK, rendered by the official
Lit renderer in headless Chromium, stored as world state, and the 8 UI tools."""
