"""Calling a domain's tools from its test file: ``call`` and ``fails`` over one registry."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.world.state import World


@dataclass(frozen=True)
class DomainTools:
    """The tools a domain test file exercises."""

    registry: ToolRegistry

    def call(self, ctx: WorldContext, tool_name: str, /, **args: Any) -> Any:
        """Invoke ``tool_name`` as a model would (arguments validated against its schema)."""
        return self.registry.get(tool_name).invoke(ctx, args)

    def fails(self, ctx: WorldContext, tool_name: str, pattern: str, /, **args: Any) -> None:
        """Assert the call raises a ToolError matching ``pattern`` and changes nothing."""
        before = ctx.world.snapshot()
        with pytest.raises(ToolError, match=pattern):
            self.call(ctx, tool_name, **args)
        assert ctx.world.diff_since(before).is_empty, "a failed call must not change the world"


def next_id(world: World, table: str, prefix: str) -> str:
    """The id the world gives the next row of ``table`` (one above the highest taken id
    of the form ``<prefix>_<n>``), derived from the rows rather than fixed in a test."""
    taken = [int(r["id"].removeprefix(f"{prefix}_")) for r in world.select(table)]
    return f"{prefix}_{max(taken, default=0) + 1:04d}"
