"""A fake model-provider HTTP server for adapter tests (no real provider is ever called)."""

from tests.fake_provider.server import (
    FakeProviderServer,
    Fault,
    RecordedRequest,
    ScriptedReply,
    ScriptedToolCall,
)

__all__ = ["FakeProviderServer", "Fault", "RecordedRequest", "ScriptedReply", "ScriptedToolCall"]
