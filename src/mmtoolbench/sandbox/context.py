"""The context object every sandbox tool receives as its ``ctx`` parameter."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from mmtoolbench.core.images import ImageStore
from mmtoolbench.sandbox.world.clock import FrozenClock
from mmtoolbench.sandbox.world.state import Owner, World

CallerRole = Literal["agent", "user"]


@dataclass(frozen=True)
class WorldContext:
    """What a tool call runs against: the episode's world and who is calling.

    ``images``, ``clock`` and ``owner`` are views of ``world`` (one source of truth),
    so a context can be rebuilt cheaply for another role with `as_role`.

    Attributes:
        world: The episode's world state.
        role: Who made the call: the agent under test or the simulated user.
    """

    world: World
    role: CallerRole = "agent"

    @property
    def images(self) -> ImageStore:
        """The episode's image store (tools take and return its image ids)."""
        return self.world.images

    @property
    def clock(self) -> FrozenClock:
        """The frozen clock; use ``ctx.clock.now()`` for every timestamp."""
        return self.world.clock

    @property
    def owner(self) -> Owner:
        """The device owner (read from the world, so always current)."""
        return self.world.owner

    def as_role(self, role: CallerRole) -> WorldContext:
        """The same world seen by another caller."""
        return replace(self, role=role)
