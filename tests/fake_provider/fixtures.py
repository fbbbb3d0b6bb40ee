"""Pytest fixture for the fake provider; import it explicitly in test modules.

Usage::

    from tests.fake_provider.fixtures import fake_provider  # noqa: F401
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fake_provider.server import FakeProviderServer


@pytest.fixture
def fake_provider() -> Iterator[FakeProviderServer]:
    """A started :class:`FakeProviderServer`, stopped after the test."""
    server = FakeProviderServer().start()
    try:
        yield server
    finally:
        server.stop()
