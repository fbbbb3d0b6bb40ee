"""Shared fixtures of the sandbox tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.world.state import World


@pytest.fixture
def ctx(seeded: World) -> Iterator[WorldContext]:
    """A context over the module's ``seeded`` world, restored after the test."""
    snap = seeded.snapshot()
    yield WorldContext(seeded)
    seeded.restore(snap)
