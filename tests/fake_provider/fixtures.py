"""Pytest fixture and test data for the fake provider; import them explicitly.

The fixture is named ``fake_provider``; import the function under its module-level name
so that test parameters called ``fake_provider`` do not shadow an import (ruff F811)::

    from tests.fake_provider.fixtures import fake_provider_fixture  # noqa: F401

    async def test_something(fake_provider: FakeProviderServer) -> None: ...

``from tests.fake_provider.fixtures import fake_provider  # noqa: F401`` works too (an
alias of the same fixture) but then needs ``F811`` silenced at each use.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from PIL import Image

from mmtoolbench.core.messages import ImagePart
from tests.fake_provider.server import FakeProviderServer

TEST_API_KEY = "sk-test-FAKEKEY-0123456789abcdef"
"""A recognizable fake key: tests assert it never leaks outside request headers."""


@pytest.fixture(name="fake_provider")
def fake_provider_fixture() -> Iterator[FakeProviderServer]:
    """A started :class:`FakeProviderServer`, stopped after the test."""
    server = FakeProviderServer().start()
    try:
        yield server
    finally:
        server.stop()


fake_provider = fake_provider_fixture


def png_image(image_id: str, color: tuple[int, int, int] = (200, 30, 30)) -> ImagePart:
    """A real 4x4 PNG as an ImagePart (distinct colors give distinct bytes)."""
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), color).save(buffer, format="PNG")
    return ImagePart(image_id=image_id, media_type="image/png", data=buffer.getvalue())
