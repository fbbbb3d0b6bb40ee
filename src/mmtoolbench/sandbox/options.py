"""Options of the sandbox suite: one typed model, the source of every flag and ``--set`` key.

`SandboxOptions` is what ``mmtb run sandbox`` flags and ``--set KEY=VALUE`` fill in, what
a run stores, and what the suite, the episode settings and the agents receive. Its
defaults are the only defaults. This module is light (pydantic only) so the CLI can derive
its flags without importing the sandbox engine.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator

from mmtoolbench.runner.options import SuiteOptions, flag

__all__ = [
    "DEFAULT_MAX_ARGUMENT_CHARS",
    "DEFAULT_MAX_TOOL_CALLS_PER_REPLY",
    "DEFAULT_MAX_TOOL_RESULT_CHARS",
    "EntityF1Variant",
    "Mode",
    "SandboxOptions",
    "ToolsetName",
    "UserChoice",
]

Mode = Literal["tool-use", "code-exec"]
"""Execution modes: native function calling, or Python cells in the sandboxed interpreter."""

ToolsetName = Literal["full", "medium", "compact", "mini"]
"""Toolset variants (see ``docs/sandbox/toolsets.md``)."""

EntityF1Variant = Literal["paper", "reference"]
"""Entity F1 variants (see ``docs/sandbox/entity-f1.md``)."""

UserChoice = Literal["auto", "scripted", "llm"]
"""Which user simulator plays the user."""

DEFAULT_MAX_TOOL_CALLS_PER_REPLY = 32
DEFAULT_MAX_ARGUMENT_CHARS = 100_000
DEFAULT_MAX_TOOL_RESULT_CHARS = 500_000


class SandboxOptions(SuiteOptions):
    """Validated options of the sandbox suite."""

    scenarios: tuple[str, ...] = Field(
        (),
        description="Scenario files or directories (default: the built-in suite).",
        **flag(),
    )
    ui: bool = Field(
        False, description="Run the UI-mode scenarios (A2UI screens) instead.", **flag()
    )
    mode: Mode = Field("code-exec", description="Execution mode.", **flag())
    toolset: ToolsetName = Field("full", description="Toolset variant.", **flag())
    discovery: bool = Field(
        True,
        description="Start from search_tools (default) or from the scenario's tool set.",
        **flag(),
    )
    working_set_size: int = Field(
        100, ge=1, description="Capacity of the discovery working set (tools)."
    )
    max_steps: int | None = Field(
        None, ge=2, description="Agent + user steps (default: the scenario's, else 100).", **flag()
    )
    wall_time: float | None = Field(
        None,
        gt=0,
        alias="wall_time_s",
        description="Seconds per episode (default: the scenario's, else 600).",
        **flag(),
    )
    user: UserChoice = Field(
        "auto",
        description="auto (the LLM simulator when a user model is configured, else "
        "scripted), scripted or llm.",
    )
    max_tokens: int = Field(4096, ge=16, description="Completion tokens per agent/user call.")
    misread: bool = Field(
        False, description="The oracle agent misreads one image value per scenario."
    )
    entity_f1: EntityF1Variant = Field(
        "paper",
        description="Entity F1 variant counted (both are stored): paper, or reference "
        "(the published evaluator's behaviour).",
        **flag(),
    )
    max_tool_calls_per_reply: int = Field(
        DEFAULT_MAX_TOOL_CALLS_PER_REPLY, ge=1, description="Tool calls executed per reply."
    )
    max_argument_chars: int = Field(
        DEFAULT_MAX_ARGUMENT_CHARS, ge=1000, description="JSON size of one call's arguments."
    )
    max_tool_result_chars: int = Field(
        DEFAULT_MAX_TOOL_RESULT_CHARS, ge=1000, description="JSON size of one tool result."
    )

    @field_validator("scenarios", mode="before")
    @classmethod
    def _paths(cls, value: Any) -> Any:
        if isinstance(value, (str, Path)):
            return (str(value),)
        if isinstance(value, (list, tuple)):
            return tuple(str(v) for v in value)
        return value
