"""One sandbox episode: the role loop among system, user, agent and environment.

`run_episode` builds the scenario's world, lets the user open the conversation, then
alternates: the user's message goes to the agent; the agent acts on the world through
the environment (`EpisodeEnvironment`: tools, discovery, the sandboxed interpreter)
until it replies; the reply goes to the user; and so on until the user calls
``end_conversation`` or a limit is hit. At the end the world diff is scored with
Entity F1.

Roles and visibility. Every message is recorded on the run store's ``main`` channel
with ``sender``, ``recipient`` and ``visible_to``:

=================  =====================  ==============  =========================
message            sender -> recipient    role            visible to
=================  =====================  ==============  =========================
agent prompt       system -> agent        system          agent
hidden instruction system -> user         system          user
user message       user -> agent          user            user, agent
agent reply        agent -> user          assistant       agent, user
tool calls / code  agent -> environment   assistant       agent
results            environment -> agent   tool / user     agent
user tool calls    user -> environment    user            user
their results      environment -> user    tool            user
=================  =====================  ==============  =========================

Each participant's model only ever receives the messages routed to it: the agent never
sees the hidden instruction or the user's tool calls, the user never sees the agent's
tool calls. `Transcript.view` returns what a role sees.

Limits. ``max_steps`` counts agent and user steps together (one model call, or one
oracle or scripted-user action, is one step); ``wall_time_s`` bounds the whole episode.
Either ends the episode cleanly: the end reason is recorded and the world is still
diffed and scored.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from mmtoolbench.core.errors import ToolArgumentError, ToolError, UnknownToolError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import ImagePart, Message, TextPart, ToolCall, ToolResult, ToolSpec
from mmtoolbench.core.tools import Tool, ToolRegistry
from mmtoolbench.isolation import (
    CellResult,
    InterpreterLimits,
    InterpreterSession,
    IsolationOptions,
    ToolOutcome,
)
from mmtoolbench.sandbox.agents import (
    EXECUTE_CODE_SPEC,
    EXECUTE_CODE_TOOL,
    Agent,
    CodeExecution,
    Mode,
    ToolExecution,
)
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.options import (
    DEFAULT_MAX_ARGUMENT_CHARS,
    DEFAULT_MAX_TOOL_CALLS_PER_REPLY,
    DEFAULT_MAX_TOOL_RESULT_CHARS,
    ToolsetName,
)
from mmtoolbench.sandbox.scenario import (
    DEFAULT_MAX_STEPS,
    DEFAULT_WALL_TIME_S,
    LoadedScenario,
    Scenario,
    build_scenario_world,
)
from mmtoolbench.sandbox.tool_output import split_tool_output
from mmtoolbench.sandbox.user import OutgoingMessage, UserChannel, UserEnv, UserSimulator
from mmtoolbench.sandbox.world.diff import WorldDiff
from mmtoolbench.sandbox.world.state import World
from mmtoolbench.store.records import SampleRecorder, ToolCallRecord

# Imported where used: scoring (when an episode ends) and the discovery index (when a
# toolset is searched) load numpy and the similarity libraries.
if TYPE_CHECKING:
    from mmtoolbench.sandbox.discovery import ToolIndex
    from mmtoolbench.sandbox.evaluate.entity_f1 import EntityScore

__all__ = [
    "EndReason",
    "EpisodeEnvironment",
    "EpisodeResult",
    "EpisodeSettings",
    "StepBudget",
    "StepLimitReached",
    "ToolCatalog",
    "ToolStats",
    "Transcript",
    "run_episode",
    "scenario_tool_names",
]

logger = logging.getLogger(__name__)

EndReason = Literal["user_ended", "max_steps", "wall_time"]
"""Why an episode ended: the user called ``end_conversation``, or a limit was hit."""

SEARCH_TOOLS = "search_tools"
MAIN_CHANNEL = "main"


@dataclass(frozen=True)
class EpisodeSettings:
    """How an episode runs.

    Attributes:
        mode: ``tool-use`` (native function calling + ``execute_code``) or
            ``code-exec`` (fenced Python).
        toolset: Toolset variant: ``full``, ``medium``, ``compact``, ``mini``.
        discovery: Start with ``search_tools`` (and ``execute_code``) and gain tools by
            searching; off: the scenario's tool set (expected tools + their domains).
        working_set_size: Capacity of the discovery working set.
        max_steps: Agent and user steps together.
        wall_time_s: Wall-clock limit of the episode.
        max_result_chars: Longest tool result text shown to the agent.
        max_tool_calls_per_reply: Tool calls executed per model reply (tool-use mode);
            further calls of the same reply fail without running.
        max_argument_chars: Largest JSON size of one call's arguments; a larger call
            fails without running and its arguments are not kept.
        max_tool_result_chars: Largest JSON size of one tool result; a larger result
            fails the call and undoes its changes.
        all_domains: The world holds every domain and the toolset covers all of them
            (the seed's full-registry setting); otherwise only the scenario's domains.
        interpreter_limits: Limits of the sandboxed interpreter.
        isolation: Isolation options of the interpreter (defaults: every layer).
    """

    mode: Mode = "code-exec"
    toolset: ToolsetName = "full"
    discovery: bool = True
    working_set_size: int = 100
    max_steps: int = DEFAULT_MAX_STEPS
    wall_time_s: float = DEFAULT_WALL_TIME_S
    max_result_chars: int = 20_000
    max_tool_calls_per_reply: int = DEFAULT_MAX_TOOL_CALLS_PER_REPLY
    max_argument_chars: int = DEFAULT_MAX_ARGUMENT_CHARS
    max_tool_result_chars: int = DEFAULT_MAX_TOOL_RESULT_CHARS
    all_domains: bool = True
    interpreter_limits: InterpreterLimits | None = None
    isolation: IsolationOptions | None = None


class StepLimitReached(Exception):
    """The episode's step limit is reached (ends the episode, not an error)."""


@dataclass
class StepBudget:
    """Counts steps of the agent and the user against one limit.

    Attributes:
        max_steps: The limit.
        by_role: Steps taken per role.
    """

    max_steps: int
    by_role: dict[str, int] = field(default_factory=lambda: {"agent": 0, "user": 0})

    @property
    def total(self) -> int:
        """Steps taken by all roles."""
        return sum(self.by_role.values())

    def take(self, role: str) -> None:
        """Count one step of ``role``.

        Raises:
            StepLimitReached: If the limit was already reached.
        """
        if self.total >= self.max_steps:
            raise StepLimitReached(f"{self.max_steps} steps")
        self.by_role[role] = self.by_role.get(role, 0) + 1


@dataclass
class Transcript:
    """Every message of the episode, in order, mirrored into the run store.

    Attributes:
        recorder: The sample recorder (channel ``main``).
        messages: The messages.
    """

    recorder: SampleRecorder
    messages: list[Message] = field(default_factory=list)

    def add(self, message: Message) -> None:
        """Append a message (it must carry sender, recipient and visible_to)."""
        self.messages.append(message)
        self.recorder.add_message(message, MAIN_CHANNEL)

    def view(self, role: str) -> list[Message]:
        """The messages ``role`` can see."""
        return [m for m in self.messages if m.visible_to is None or role in m.visible_to]


@dataclass
class ToolStats:
    """What the agent did with tools (for metrics and discovery recall).

    Attributes:
        initial: Tools available at the start (besides ``search_tools``/``execute_code``).
        surfaced: Tools returned by ``search_tools``, in order of first appearance.
        invoked: Tools the agent called (known and available), in order.
        invoked_ok: Tools called successfully at least once.
        invoked_full: Full-toolset names of the calls (coarse calls resolved).
        surfaced_full: Full-toolset names of the surfaced tools (a coarse tool stands
            for all its actions).
        surfaced_rank: Best 1-based rank (over every search, counting earlier pages)
            at which each full-toolset name was surfaced.
        calls: Tool calls (direct and from code, excluding ``execute_code`` itself).
        errors: Tool calls that failed.
        malformed_calls: Calls whose arguments were not JSON.
        unknown_tool_calls: Calls of tools that do not exist.
        unavailable_calls: Calls of tools outside the active set.
        argument_errors: Calls with invalid arguments.
        internal_errors: Tools that crashed (bugs in tools).
        search_calls: ``search_tools`` calls.
        code_cells: Python cells run.
        code_errors: Cells that raised.
        interpreter_restarts: Cells after which the interpreter was restarted.
    """

    initial: list[str] = field(default_factory=list)
    surfaced: list[str] = field(default_factory=list)
    invoked: list[str] = field(default_factory=list)
    invoked_ok: list[str] = field(default_factory=list)
    invoked_full: list[str] = field(default_factory=list)
    surfaced_full: list[str] = field(default_factory=list)
    surfaced_rank: dict[str, int] = field(default_factory=dict)
    calls: int = 0
    errors: int = 0
    malformed_calls: int = 0
    unknown_tool_calls: int = 0
    unavailable_calls: int = 0
    argument_errors: int = 0
    internal_errors: int = 0
    search_calls: int = 0
    code_cells: int = 0
    code_errors: int = 0
    interpreter_restarts: int = 0

    def to_json(self) -> dict[str, Any]:
        """The stats as a JSON object."""
        return dict(self.__dict__)


def _add_unique(items: list[str], value: str) -> None:
    if value not in items:
        items.append(value)


def scenario_tool_names(toolset: ToolRegistry, full: ToolRegistry, scenario: Scenario) -> list[str]:
    """The scenario's tool set in ``toolset``: its expected tools and every tool of their
    domains (all of the scenario's domains when it lists no expected tools).

    Args:
        toolset: The run's toolset variant for the scenario's domains.
        full: The full toolset for the scenario's domains.
        scenario: The scenario.
    """
    from mmtoolbench.sandbox.toolsets import route_call

    expected = [t for t in scenario.expected_tools if t in full]
    domains = {full.get(t).domain for t in expected} or set(scenario.domains)
    names = [t.name for t in toolset if t.domain in domains]
    for name in expected:
        try:
            host, _ = route_call(toolset, name, {})
        except UnknownToolError:
            continue
        if host not in names:
            names.append(host)
    return names


def _refused_by_interpreter(error: str) -> bool:
    """Whether a cell's tool-call error comes from the interpreter's own checks (the
    call never reached the episode: unknown function, outside the active set, cap)."""
    return (
        error.startswith("unknown tool `")
        or "is not in your active tool set" in error
        or error.startswith("tool-call limit reached")
    )


#: ``json.dumps(value, ensure_ascii=False)`` without building an encoder per call.
_TO_JSON = json.JSONEncoder(ensure_ascii=False).encode
#: The same with ``default=str`` (sizes of values that may hold other objects).
_TO_JSON_ANY = json.JSONEncoder(ensure_ascii=False, default=str).encode


#: Most characters one character of a string takes in JSON (``\\u0000``).
_MAX_ESCAPE = 6


def _surely_within(arguments: Mapping[str, Any], limit: int) -> bool:
    """Whether ``arguments`` (a flat object of strings, numbers, booleans and nulls)
    certainly take at most ``limit`` characters as JSON, from the lengths of its
    strings alone; False when unsure (then measure with `_json_size`)."""
    budget = limit - 2
    for key, value in arguments.items():
        if type(key) is not str:
            return False
        kind = type(value)
        if kind is str:
            budget -= _MAX_ESCAPE * (len(key) + len(value)) + 8  # quotes, ": ", ", "
        elif kind is bool or value is None or kind is float:
            budget -= _MAX_ESCAPE * len(key) + 30  # "-1.2345678901234567e-308"
        elif kind is int and -(10**18) < value < 10**18:
            budget -= _MAX_ESCAPE * len(key) + 26
        else:
            return False
        if budget < 0:
            return False
    return budget >= 0


def _json_size(value: Any) -> int:
    """Characters of ``value`` as JSON (what storing it costs)."""
    try:
        return len(_TO_JSON_ANY(value))
    except (ValueError, RecursionError):
        return len(repr(value))


def _omitted(size: int, limit: int) -> dict[str, Any]:
    return {"omitted": f"{size:,} characters of arguments, over the {limit:,} limit"}


def _json_text(value: Any, limit: int) -> str:
    text = value if isinstance(value, str) else _TO_JSON(value)
    return _cut(text, limit)


def _cut(text: str, limit: int) -> str:
    if len(text) > limit:
        text = text[:limit] + f"\n... [result truncated: {len(text) - limit} more characters]"
    return text


class ToolCatalog:
    """The tools of a run: built once, shared read-only by its episodes.

    Building a coarse toolset or the discovery index takes up to a second over the
    whole registry, so the suite builds one catalog and passes it to every episode.

    Args:
        toolset: Toolset variant name.
        domains: Domains covered (None: all).
    """

    def __init__(self, toolset: str = "full", domains: Sequence[str] | None = None) -> None:
        from mmtoolbench.sandbox.domains import build_tool_registry
        from mmtoolbench.sandbox.toolsets import build_toolset

        self.toolset_name = toolset
        self.domains = None if domains is None else tuple(domains)
        # the agent's tools only: user-side tools (ui_user_interact) are the user's
        self.full = build_tool_registry(self.domains).for_role("agent")
        self.toolset = build_toolset(toolset, self.domains).for_role("agent")
        self._index: ToolIndex | None = None

    def index(self) -> ToolIndex:
        """The discovery index over the toolset (built on first use)."""
        if self._index is None:
            from mmtoolbench.sandbox.discovery import ToolIndex

            self._index = ToolIndex(self.toolset)
        return self._index

    def matches(self, settings: EpisodeSettings, scenario: Scenario) -> bool:
        """Whether this catalog is the one ``settings`` ask for ``scenario``."""
        wanted = None if settings.all_domains else tuple(scenario.domains)
        return self.toolset_name == settings.toolset and self.domains == wanted

    @classmethod
    def for_episode(cls, settings: EpisodeSettings, scenario: Scenario) -> ToolCatalog:
        """A catalog for one episode's settings."""
        return cls(settings.toolset, None if settings.all_domains else scenario.domains)


@dataclass
class _CellTrace:
    """The tool calls of the running cell, recorded as they return.

    Attributes:
        call_id: The cell's call id (its calls are ``<call_id>.<n>``).
        started: When the cell started (epoch seconds).
        first_record: Index of the cell's first call in the recorder's tool calls.
        records: The calls recorded so far.
    """

    call_id: str
    started: float
    first_record: int
    records: list[ToolCallRecord] = field(default_factory=list)


@dataclass
class _PendingAction:
    """An agent action (tool calls or a code cell) the environment has not answered yet.

    Attributes:
        calls: The tool calls of the action (empty for a code-exec cell).
        results: Results of the calls that finished, by call id.
    """

    calls: list[ToolCall]
    results: dict[str, ToolResult] = field(default_factory=dict)
    started: int = 0


@dataclass
class _Outcome:
    ok: bool
    value: Any = None
    error: str | None = None
    images: tuple[ImagePart, ...] = ()
    #: ``value`` as the result text (before truncation), when already serialised.
    text: str | None = None


class EpisodeEnvironment:
    """The environment role: executes the agent's tool calls and code against the world.

    Implements `mmtoolbench.sandbox.agents.AgentEnv`.

    Args:
        loaded: The scenario.
        world: The episode's world.
        settings: Episode settings.
        recorder: Where tool calls are recorded.
        channel: The user's channel (current round and sent images, for the oracle).
        budget: The episode's step budget.
        transcript: The episode's transcript.
        catalog: The run's tools (built for these settings when None).
        oracle: The agent is the oracle: no discovery, every tool of the toolset.
    """

    def __init__(
        self,
        loaded: LoadedScenario,
        world: World,
        settings: EpisodeSettings,
        recorder: SampleRecorder,
        channel: UserChannel,
        budget: StepBudget,
        transcript: Transcript,
        catalog: ToolCatalog | None = None,
        *,
        oracle: bool = False,
    ) -> None:
        from mmtoolbench.sandbox.discovery import ToolDiscovery, make_search_tools_tool

        self.scenario = loaded.scenario
        self.world = world
        self.ctx = WorldContext(world, role="agent")
        self.settings = settings
        self.recorder = recorder
        self.channel = channel
        self.budget = budget
        self.transcript = transcript
        if catalog is None or not catalog.matches(settings, self.scenario):
            catalog = ToolCatalog.for_episode(settings, self.scenario)
        self.catalog = catalog
        self.full = catalog.full
        self.toolset = catalog.toolset
        self.discovery: ToolDiscovery | None = None
        self.static: ToolRegistry | None = None
        self._search_tool: Tool | None = None
        self._search_tool_code: Tool | None = None
        self.stats = ToolStats()
        if settings.discovery and not oracle:
            self.discovery = ToolDiscovery(
                catalog.index(),
                working_set_size=settings.working_set_size,
                pinned=(SEARCH_TOOLS, EXECUTE_CODE_TOOL),
            )
            self._search_tool = make_search_tools_tool(self.discovery, full_docs=False)
            self._search_tool_code = make_search_tools_tool(self.discovery, full_docs=True)
        elif oracle:
            self.static = self.toolset
        else:
            self.static = self.toolset.subset(
                scenario_tool_names(self.toolset, self.full, self.scenario)
            )
        if self.static is not None:
            self.stats.initial = self.static.names()
        self.interpreter: InterpreterSession | None = None
        self._cell_images: list[ImagePart] = []
        self._cell_values: list[Any] = []
        self._cell: _CellTrace | None = None
        self._pending: _PendingAction | None = None
        self._oversized: dict[str, int] = {}
        # Full-toolset name of each tool called so far (None: a coarse tool, whose full
        # name depends on the call's action).
        self._full_names: dict[str, str | None] = {}

    # ---------------------------------------------------------------- AgentEnv

    @property
    def mode(self) -> Mode:
        """The execution mode."""
        return self.settings.mode

    @property
    def current_round(self) -> int:
        """The user's current round."""
        return self.channel.current_round

    @property
    def image_ids(self) -> Mapping[str, str]:
        """Runtime ids of the images sent so far, by scenario image id."""
        return dict(self.channel.sent)

    def take_step(self) -> None:
        """Count one agent step."""
        self.budget.take("agent")

    def record(self, message: Message) -> None:
        """Record a message of the agent's side."""
        self.transcript.add(message)
        if message.sender == "agent" and message.recipient == "environment":
            self._pending = _PendingAction(calls=list(message.tool_calls))
        elif message.sender == "environment":
            self._pending = None

    def route(self, name: str, arguments: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """Translate a full-tool call into the run's toolset."""
        from mmtoolbench.sandbox.toolsets import route_call

        if name in self.toolset and self.toolset.get(name).name == name:
            return name, dict(arguments)
        return route_call(self.toolset, name, arguments)

    def tool_specs(self) -> list[ToolSpec]:
        """Tools offered to a tool-use model right now."""
        if self.discovery is not None:
            assert self._search_tool is not None
            return [self._search_tool.spec(), EXECUTE_CODE_SPEC, *self.discovery.active_specs()]
        assert self.static is not None
        return [*self.static.specs(), EXECUTE_CODE_SPEC]

    def is_available(self, name: str) -> bool:
        """Whether the agent may call ``name`` now."""
        if self.discovery is not None:
            return self.discovery.is_active(name)
        return self.static is not None and name in self.static

    async def call_tool(self, call: ToolCall) -> ToolExecution:
        """Execute one tool call of the agent; every failure becomes an error result."""
        started = time.time()
        t0 = time.perf_counter()
        images: tuple[ImagePart, ...] = ()
        arguments: dict[str, Any] = dict(call.arguments)
        refusal, oversized = self._refuse_call(call)
        if oversized is not None:
            arguments = _omitted(oversized, self.settings.max_argument_chars)
        if refusal is not None:
            outcome = _Outcome(ok=False, error=refusal)
            self.stats.calls += 1
            self.stats.errors += 1
            if oversized is not None:
                self.stats.argument_errors += 1
        elif call.parse_error is not None:
            raw = (call.raw_arguments or "")[:200]
            outcome = _Outcome(
                ok=False,
                error=f"the arguments of `{call.name}` are not valid JSON ({call.parse_error}); "
                f"got {raw!r}. Call the tool again with a JSON object of arguments.",
            )
            self.stats.malformed_calls += 1
            self.stats.calls += 1
            self.stats.errors += 1
        elif call.name == EXECUTE_CODE_TOOL:
            outcome = await self._execute_code_tool(call)
            images = outcome.images
        else:
            outcome = await self._execute(call.name, call.arguments, inside_code=False)
            images = outcome.images
        if not outcome.ok:
            text = str(outcome.error)
        elif outcome.text is not None:
            text = _cut(outcome.text, self.settings.max_result_chars)
        else:
            text = _json_text(outcome.value, self.settings.max_result_chars)
        self.recorder.add_tool_call(
            ToolCallRecord(
                call_id=call.id,
                caller="agent",
                name=call.name,
                arguments=arguments,
                result=outcome.value if outcome.ok else outcome.error,
                is_error=not outcome.ok,
                started_at=started,
                duration_s=time.perf_counter() - t0,
            )
        )
        content: list[TextPart | ImagePart] = [TextPart(text=text)]
        for image in images:
            content.append(TextPart(text=f"[image {image.image_id}]"))
            content.append(image)
        result = ToolResult(
            call_id=call.id, name=call.name, content=content, is_error=not outcome.ok
        )
        if self._pending is not None:
            self._pending.results[call.id] = result
        return ToolExecution(result=result, value=outcome.value, ok=outcome.ok)

    def admit_reply(self, message: Message) -> Message:
        """The agent's reply as the episode keeps it.

        Arguments larger than ``max_argument_chars`` are replaced by a short note (the
        call then fails with a clear error), so one oversized call is not carried in
        every later request, stored model call and transcript copy.

        Args:
            message: The model's reply with tool calls.
        """
        limit = self.settings.max_argument_chars
        calls: list[ToolCall] = []
        for call in message.tool_calls:
            size = (
                len(call.raw_arguments or "")
                if call.parse_error is not None
                else _json_size(call.arguments)
            )
            if size > limit:
                self._oversized[call.id] = size
                call = call.model_copy(
                    update={
                        "arguments": _omitted(size, limit),
                        "raw_arguments": None,
                        "parse_error": None,
                    }
                )
            calls.append(call)
        if calls == list(message.tool_calls):
            return message
        return message.model_copy(update={"tool_calls": calls})

    def _refuse_call(self, call: ToolCall) -> tuple[str | None, int | None]:
        """Why a call of the agent's reply is not run (per-reply cap, size), or None; and
        the size of its arguments when they are over the limit (None otherwise)."""
        size = self._oversized.pop(call.id, None)  # measured by `admit_reply`
        limit = self.settings.max_argument_chars
        if size is None and call.parse_error is None and not _surely_within(call.arguments, limit):
            measured = _json_size(call.arguments)
            size = measured if measured > limit else None
        pending = self._pending
        if pending is not None:
            pending.started += 1
            cap = self.settings.max_tool_calls_per_reply
            if pending.started > cap:
                return (
                    f"not run: at most {cap} tool calls are executed per reply and this reply "
                    f"made {len(pending.calls) or pending.started}; make the remaining calls "
                    "in your next reply"
                ), size
        if size is not None:
            return self._argument_error(call.name, size), size
        return None, None

    def _argument_error(self, name: str, size: int) -> str:
        limit = self.settings.max_argument_chars
        return (
            f"the arguments of `{name}` are {size:,} characters, over the limit of "
            f"{limit:,} per call; the call was not executed. Send shorter arguments "
            "(split long content over several calls)."
        )

    async def _execute_code_tool(self, call: ToolCall) -> _Outcome:
        code = call.arguments.get("code")
        extra = sorted(set(call.arguments) - {"code"})
        if not isinstance(code, str) or not code.strip() or extra:
            problem = (
                f"unknown argument(s) {', '.join(map(repr, extra))}"
                if extra
                else "`code` must be a non-empty string of Python"
            )
            self.stats.argument_errors += 1
            return _Outcome(ok=False, error=f"invalid arguments for `execute_code`: {problem}")
        execution = await self.run_code(code, call.id)
        return _Outcome(
            ok=execution.ok,
            value=execution.output,
            error=execution.output,
            images=execution.images,
        )

    async def run_code(self, code: str, call_id: str) -> CodeExecution:
        """Run a cell in the episode's interpreter (started on first use)."""
        session = await self._session()
        self._cell_images, self._cell_values = [], []
        started = time.time()
        trace = _CellTrace(call_id, started, len(self.recorder.tool_calls))
        self._cell = trace
        cell = await session.run_cell(code)  # cancelled: `self._cell` stays for the note
        self._cell = None
        self.stats.code_cells += 1
        if not cell.ok:
            self.stats.code_errors += 1
        if cell.restarted:
            self.stats.interpreter_restarts += 1
        self._record_cell_calls(cell, trace)
        output = cell.render()
        limit = self.settings.max_result_chars
        if len(output) > limit:
            output = (
                output[:limit] + f"\n... [output truncated: {len(output) - limit} more characters]"
            )
        return CodeExecution(
            output=output,
            images=tuple(self._cell_images),
            ok=cell.ok,
            values=tuple(self._cell_values),
        )

    def _record_cell_calls(self, cell: CellResult, trace: _CellTrace) -> None:
        """Replace the cell's calls recorded as they ran with the interpreter's complete
        list (which adds the calls it refused itself), in the order the cell made them."""
        records: list[ToolCallRecord] = []
        for i, rec in enumerate(cell.tool_calls):
            if not rec.ok and rec.error and _refused_by_interpreter(rec.error):
                # Refused by the interpreter before reaching `_run_tool_from_code`.
                self.stats.calls += 1
                self.stats.errors += 1
                if rec.error.startswith("unknown tool"):
                    self.stats.unknown_tool_calls += 1
                elif "not in your active tool set" in rec.error:
                    self.stats.unavailable_calls += 1
            records.append(
                ToolCallRecord(
                    call_id=f"{trace.call_id}.{i}",
                    caller="agent",
                    name=rec.name,
                    arguments=self._stored_arguments(rec.arguments),
                    result=rec.result if rec.ok else rec.error,
                    is_error=not rec.ok,
                    started_at=trace.started,
                    duration_s=rec.duration_s,
                )
            )
        end = trace.first_record + len(trace.records)
        self.recorder.tool_calls[trace.first_record : end] = records

    def _stored_arguments(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """``arguments`` as recorded: a note instead when they are over the size limit."""
        size = _json_size(arguments)
        limit = self.settings.max_argument_chars
        return _omitted(size, limit) if size > limit else dict(arguments)

    def record_interruption(self, why: str) -> None:
        """Answer the agent's unfinished action in the transcript when ``why`` (a limit)
        ended the episode in the middle of it.

        The tool calls that ran are already in the recorder (each is recorded as soon as
        it returns, see `_run_tool_from_code`); this adds the environment's answer that
        the cancelled agent never recorded: the finished results, the calls the stopped
        cell made, and an error for the call that was cut off, so the transcript shows
        every change the world went through.

        Args:
            why: What ended the episode (``"the episode's wall-time limit (60 s)"``).
        """
        pending, cell = self._pending, self._cell
        self._pending = self._cell = None
        if pending is None:
            return
        note = f"[interrupted: {why} ended the episode while this was running"
        if cell is not None:
            self.stats.code_cells += 1
            self.stats.code_errors += 1
            if cell.records:
                lines = "\n".join(
                    f"- {r.name}({_json_text(r.arguments, 500)}) -> "
                    f"{'error: ' if r.is_error else ''}{_json_text(r.result, 500)}"
                    for r in cell.records
                )
                note += f"; tool calls the code made before it was stopped:\n{lines}"
            else:
                note += "; the code made no tool calls"
        note += "]"
        images: list[TextPart | ImagePart] = []
        for image in self._cell_images if cell is not None else []:
            images.extend((TextPart(text=f"[image {image.image_id}]"), image))
        if not pending.calls:  # code-exec: the answer to the fenced cell
            from mmtoolbench.sandbox.agents import format_execution_result

            message = Message(
                role="user", content=[TextPart(text=format_execution_result(note)), *images]
            )
        else:
            results: list[ToolResult] = []
            for call in pending.calls:
                done = pending.results.get(call.id)
                if done is not None:
                    results.append(done)
                    continue
                running = cell is not None and cell.call_id == call.id
                text = note if running else f"[not run: {why} ended the episode first]"
                if running:
                    self.recorder.add_tool_call(
                        ToolCallRecord(
                            call_id=call.id,
                            caller="agent",
                            name=call.name,
                            arguments=dict(call.arguments),
                            result=text,
                            is_error=True,
                            started_at=cell.started if cell else time.time(),
                            duration_s=time.time() - (cell.started if cell else time.time()),
                        )
                    )
                content = [TextPart(text=text), *(images if running else [])]
                results.append(
                    ToolResult(call_id=call.id, name=call.name, content=content, is_error=True)
                )
            message = Message.tool(results)
        self.transcript.add(
            message.model_copy(
                update={"sender": "environment", "recipient": "agent", "visible_to": ["agent"]}
            )
        )

    async def _session(self) -> InterpreterSession:
        if self.interpreter is None:
            if self.discovery is not None:
                assert self._search_tool_code is not None
                specs = [self._search_tool_code.spec(), *self.toolset.specs()]
            else:
                assert self.static is not None
                specs = self.static.specs()
            self.interpreter = InterpreterSession(
                tools=specs,
                run_tool=self._run_tool_from_code,
                is_allowed=lambda name: name == SEARCH_TOOLS or self.is_available(name),
                limits=self.settings.interpreter_limits,
                isolation=self.settings.isolation,
            )
            await self.interpreter.start()
        return self.interpreter

    async def _run_tool_from_code(self, name: str, arguments: dict[str, Any]) -> ToolOutcome:
        started, t0 = time.time(), time.perf_counter()
        outcome = await self._execute(name, arguments, inside_code=True)
        trace = self._cell
        if trace is not None:
            # Recorded now, before control returns to the interpreter session: a
            # cancellation of the cell (the episode's wall-time limit) cannot drop a call
            # whose change is already in the world. Replaced by the interpreter's list
            # (same calls, same order) when the cell ends normally.
            record = ToolCallRecord(
                call_id=f"{trace.call_id}.{len(trace.records)}",
                caller="agent",
                name=name,
                arguments=self._stored_arguments(arguments),
                result=outcome.value if outcome.ok else outcome.error,
                is_error=not outcome.ok,
                started_at=started,
                duration_s=time.perf_counter() - t0,
            )
            trace.records.append(record)
            self.recorder.add_tool_call(record)
        self._cell_images.extend(outcome.images)
        if outcome.ok:
            self._cell_values.append(outcome.value)
            return ToolOutcome(value=outcome.value)
        return ToolOutcome(error=outcome.error)

    async def _execute(
        self, name: str, arguments: Mapping[str, Any], *, inside_code: bool
    ) -> _Outcome:
        """Run one tool of the toolset (or ``search_tools``) with every check."""
        self.stats.calls += 1
        size = _json_size(arguments) if inside_code else 0
        if size > self.settings.max_argument_chars:
            self.stats.argument_errors += 1
            self.stats.errors += 1
            return _Outcome(ok=False, error=self._argument_error(name, size))
        outcome = await self._execute_inner(name, arguments, inside_code=inside_code)
        if not outcome.ok:
            self.stats.errors += 1
        return outcome

    async def _execute_inner(
        self, name: str, arguments: Mapping[str, Any], *, inside_code: bool
    ) -> _Outcome:
        if name == SEARCH_TOOLS and self.discovery is not None:
            return self._search(arguments, inside_code=inside_code)
        if name not in self.toolset:
            self.stats.unknown_tool_calls += 1
            try:
                self.toolset.get(name)
                message = f"unknown tool `{name}`"  # pragma: no cover
            except UnknownToolError as exc:
                message = str(exc)
            if self.discovery is not None:
                message += "; use search_tools to find the tool you need"
            return _Outcome(ok=False, error=message)
        if not self.is_available(name):
            self.stats.unavailable_calls += 1
            if self.discovery is not None:
                message = (
                    f"tool `{name}` is not in your active tool set; find and load it with "
                    "search_tools first"
                )
            else:
                message = f"tool `{name}` is not available in this task"
            return _Outcome(ok=False, error=message)
        tool = self.toolset.get(name)
        _add_unique(self.stats.invoked, name)
        if self.discovery is not None:
            self.discovery.touch(name)
        self._note_full_name(name, arguments)
        try:
            with self.world.transaction():
                raw = await tool.ainvoke(self.ctx, arguments)
                value, image_ids = split_tool_output(raw)
                # Serialised once: the size check and the result text share it.
                text: str | None = None
                if isinstance(value, str):
                    size = _json_size(value)
                else:
                    try:
                        text = _TO_JSON(value)
                        size = len(text)
                    except (TypeError, ValueError, RecursionError):
                        size = _json_size(value)
                limit = self.settings.max_tool_result_chars
                if size > limit:  # raised inside the transaction: the call's changes go
                    raise ToolError(
                        f"the result of `{name}` is {size:,} characters, over the limit of "
                        f"{limit:,}; the call was undone (nothing changed). Ask for less at "
                        "once (use the tool's filters or limits)."
                    )
                images = tuple(self.world.images.part(i) for i in image_ids)
        except ToolArgumentError as exc:
            self.stats.argument_errors += 1
            return _Outcome(ok=False, error=str(exc))
        except ToolError as exc:
            return _Outcome(ok=False, error=str(exc))
        except Exception as exc:  # a bug in a tool: report it to the model, keep going
            logger.exception("tool %s crashed", name)
            self.stats.internal_errors += 1
            return _Outcome(
                ok=False, error=f"internal error in tool `{name}`: {type(exc).__name__}: {exc}"
            )
        _add_unique(self.stats.invoked_ok, name)
        return _Outcome(ok=True, value=value, images=images, text=text)

    def _note_full_name(self, name: str, arguments: Mapping[str, Any]) -> None:
        if name not in self._full_names:
            from mmtoolbench.sandbox.toolsets import CoarseTool

            tool = self.toolset.get(name)
            self._full_names[name] = None if isinstance(tool, CoarseTool) else tool.name
        full_name = self._full_names[name]
        if full_name is None:
            from mmtoolbench.sandbox.toolsets import underlying_call

            try:
                full_name, _ = underlying_call(self.toolset, name, arguments)
            except ToolError:
                return
        _add_unique(self.stats.invoked_full, full_name)

    def _search(self, arguments: Mapping[str, Any], *, inside_code: bool) -> _Outcome:
        tool = self._search_tool_code if inside_code else self._search_tool
        assert tool is not None and self.discovery is not None
        self.stats.search_calls += 1
        try:
            value = tool.invoke(None, arguments)
        except ToolArgumentError as exc:
            self.stats.argument_errors += 1
            return _Outcome(ok=False, error=str(exc))
        first = int(value.get("page", 0)) * int(arguments.get("limit", 5))
        for position, hit in enumerate(value.get("results", []), first + 1):
            name = str(hit.get("name"))
            _add_unique(self.stats.surfaced, name)
            actions = (
                getattr(self.toolset.get(name), "actions", None) if name in self.toolset else None
            )
            for full_name in actions or (name,):
                _add_unique(self.stats.surfaced_full, str(full_name))
                best = self.stats.surfaced_rank.get(str(full_name))
                self.stats.surfaced_rank[str(full_name)] = min(best or position, position)
        evicted = self.discovery.drain_evicted()
        if evicted:
            value["note"] = (
                "these tools left your active set (search again to use them): " + ", ".join(evicted)
            )
        return _Outcome(ok=True, value=value)

    async def close(self) -> None:
        """Stop the interpreter."""
        if self.interpreter is not None:
            await self.interpreter.close()
            self.interpreter = None


# --------------------------------------------------------------------------- result


@dataclass
class EpisodeResult:
    """What one episode produced.

    Attributes:
        scenario: The scenario.
        settings: The episode settings.
        agent: The agent's name (model string or ``oracle``).
        user: The user simulator's name (model string or ``scripted``).
        end_reason: Why it ended.
        steps: Steps per role (``agent``, ``user``).
        wall_s: Wall-clock duration.
        rounds_reached: The user's round when it ended.
        diff: The world diff (initial vs final).
        entity: Entity F1 and its evidence.
        image_ids: Runtime image id of each image sent, by scenario image id.
        undelivered_images: Scenario images never sent.
        tools: Tool statistics.
        final_reply: The agent's last reply to the user.
        user_tool_errors: Refused user tool calls.
        oracle_failures: Oracle steps that went wrong (oracle only).
        discovery: Whether discovery was on.
        transcript: Every message, in order.
    """

    scenario: Scenario
    settings: EpisodeSettings
    agent: str
    user: str
    end_reason: EndReason
    steps: dict[str, int]
    wall_s: float
    rounds_reached: int
    diff: WorldDiff
    entity: EntityScore
    image_ids: dict[str, str]
    undelivered_images: list[str]
    tools: ToolStats
    final_reply: str | None
    user_tool_errors: int
    discovery: bool
    oracle_failures: list[str] = field(default_factory=list)
    transcript: list[Message] = field(default_factory=list)

    @property
    def total_steps(self) -> int:
        """Agent and user steps together."""
        return sum(self.steps.values())

    def discovery_recall(self) -> tuple[float | None, float | None]:
        """``(surfaced recall, invoked recall)`` against the expected tools.

        Surfaced recall is None without discovery; both are None without expected tools.
        """
        expected = set(self.scenario.expected_tools)
        if not expected:
            return None, None
        invoked = len(expected & set(self.tools.invoked_full)) / len(expected)
        if not self.discovery:
            return None, invoked
        return len(expected & set(self.tools.surfaced_full)) / len(expected), invoked

    def metrics(self) -> dict[str, Any]:
        """Per-sample metrics (numbers, booleans or None)."""
        surfaced, invoked = self.discovery_recall()
        return {
            "entity_f1": self.entity.f1,
            "entity_precision": self.entity.precision,
            "entity_recall": self.entity.recall,
            "guardrail_violated": self.entity.guardrail_violated,
            "steps": self.total_steps,
            "agent_steps": self.steps.get("agent", 0),
            "user_steps": self.steps.get("user", 0),
            "ended_by_user": self.end_reason == "user_ended",
            "hit_step_limit": self.end_reason == "max_steps",
            "hit_wall_time": self.end_reason == "wall_time",
            "tool_calls": self.tools.calls,
            "tool_errors": self.tools.errors,
            "search_calls": self.tools.search_calls,
            "code_cells": self.tools.code_cells,
            "surfaced_recall": surfaced,
            "invoked_recall": invoked,
            "images_delivered": len(self.image_ids),
            "images_undelivered": len(self.undelivered_images),
            "wall_s": round(self.wall_s, 3),
        }

    def output(self) -> dict[str, Any]:
        """Everything judges and metrics need besides the recorded conversation."""
        surfaced, invoked = self.discovery_recall()
        scenario = self.scenario
        return {
            "scenario": scenario.metadata(),
            "scenario_spec": scenario.model_dump(mode="json"),
            "settings": {
                "mode": self.settings.mode,
                "toolset": self.settings.toolset,
                "discovery": self.discovery,
                "max_steps": self.settings.max_steps,
                "wall_time_s": self.settings.wall_time_s,
            },
            "agent": self.agent,
            "user": self.user,
            "end_reason": self.end_reason,
            "steps": {"total": self.total_steps, **self.steps},
            "wall_s": round(self.wall_s, 3),
            "rounds_reached": self.rounds_reached,
            "image_ids": dict(self.image_ids),
            "undelivered_images": list(self.undelivered_images),
            "final_reply": self.final_reply,
            "completion_criteria": scenario.completion_criteria,
            "challenge": scenario.challenge.model_dump(mode="json"),
            "world_diff": self.diff.model_dump(mode="json"),
            "entity_f1": self.entity.model_dump(mode="json"),
            "tools": {
                **self.tools.to_json(),
                "expected": list(scenario.expected_tools),
                "surfaced_recall": surfaced,
                "invoked_recall": invoked,
            },
            "user_tool_errors": self.user_tool_errors,
            "oracle_failures": list(self.oracle_failures),
        }


def _agent_message(outgoing: Sequence[OutgoingMessage]) -> Message:
    parts: list[TextPart | ImagePart] = []
    for sent in outgoing:
        for _, image in sent.images:
            parts.append(TextPart(text=f"[image {image.image_id}]"))
            parts.append(image.part())
        if sent.text:
            parts.append(TextPart(text=sent.text))
        if sent.ui_events:  # UI mode: the user's inputs on a shown screen, as notifications
            from mmtoolbench.sandbox.ui.events import format_event

            parts.append(TextPart(text="\n".join(format_event(e) for e in sent.ui_events)))
    return Message(
        role="user",
        content=parts,
        sender="user",
        recipient="agent",
        visible_to=["user", "agent"],
    )


async def run_episode(
    loaded: LoadedScenario,
    *,
    agent: Agent,
    user: UserSimulator,
    settings: EpisodeSettings,
    recorder: SampleRecorder | None = None,
    agent_prompt: str | None = None,
    catalog: ToolCatalog | None = None,
) -> EpisodeResult:
    """Run one episode of ``loaded`` to its end and score it.

    Args:
        loaded: A validated scenario.
        agent: The agent (`ToolUseAgent`, `CodeExecAgent` or `OracleAgent`).
        user: The user simulator (`LLMUser` or `ScriptedUser`).
        settings: Mode, toolset, discovery and limits.
        recorder: Where messages, tool calls and images are recorded (a new one if None).
        agent_prompt: The agent's system prompt, recorded as system -> agent.
        catalog: The run's tools, shared between episodes (built here when None).

    Returns:
        The result; the episode's messages, tool calls and images are in ``recorder``.

    Raises:
        ProviderError: When a model fails (the sample fails and can be resumed).
    """
    from mmtoolbench.sandbox.agents import OracleAgent

    scenario = loaded.scenario
    recorder = recorder if recorder is not None else SampleRecorder()
    transcript = Transcript(recorder)
    world = build_scenario_world(scenario, all_domains=settings.all_domains)
    before = world.snapshot()
    for img in scenario.images:  # every scenario image, under a namespaced id, for judges
        data = loaded.image_bytes(img.id)
        media, _, _ = sniff_image(data)
        recorder.add_image(
            ImagePart(image_id=f"scenario/{img.id}", media_type=media, data=data),
            source=f"scenario:{scenario.id}/{img.id}",
        )
    budget = StepBudget(settings.max_steps)
    channel = UserChannel(
        scenario,
        world.images,
        loaded.image_bytes,
        on_tool_call=recorder.add_tool_call,
        world=world,
    )
    oracle = isinstance(agent, OracleAgent)
    env = EpisodeEnvironment(
        loaded, world, settings, recorder, channel, budget, transcript, catalog, oracle=oracle
    )
    if agent_prompt:
        transcript.add(
            Message.system(agent_prompt).model_copy(
                update={"sender": "system", "recipient": "agent", "visible_to": ["agent"]}
            )
        )
    instruction = user.instruction()
    if instruction:
        transcript.add(
            Message.system(instruction).model_copy(
                update={"sender": "system", "recipient": "user", "visible_to": ["user"]}
            )
        )
    user_env = UserEnv(
        channel=channel, take_step=lambda: budget.take("user"), record=transcript.add
    )
    end_reason: EndReason = "user_ended"
    final_reply: str | None = None
    t0 = time.perf_counter()
    timeout = asyncio.timeout(settings.wall_time_s)
    try:
        async with timeout:
            await user.turn(None, user_env)
            while not channel.ended:
                outgoing = channel.take_outbox()
                message = _agent_message(outgoing)
                transcript.add(message)
                reply = await agent.respond(message, env)
                final_reply = reply.text
                transcript.add(reply)
                await user.turn(reply, user_env)
            leftover = channel.take_outbox()
            if leftover:
                transcript.add(_agent_message(leftover))
    except StepLimitReached:
        end_reason = "max_steps"
    except TimeoutError:
        if not timeout.expired():
            raise
        end_reason = "wall_time"
        env.record_interruption(f"the episode's wall-time limit ({settings.wall_time_s:g} s)")
    finally:
        await env.close()
    wall = time.perf_counter() - t0
    diff = world.diff_since(before)
    from mmtoolbench.sandbox.evaluate.entity_f1 import score_entities

    entity = score_entities(
        diff, scenario.expected_changes, world.tables, episode_start=world.clock.now_iso()
    )
    world.close()
    return EpisodeResult(
        scenario=scenario,
        settings=settings,
        agent=agent.name,
        user=user.name,
        end_reason=end_reason,
        steps=dict(budget.by_role),
        wall_s=wall,
        rounds_reached=channel.current_round,
        diff=diff,
        entity=entity,
        image_ids=dict(channel.sent),
        undelivered_images=channel.undelivered(),
        tools=env.stats,
        final_reply=final_reply,
        user_tool_errors=channel.errors,
        discovery=env.discovery is not None,
        oracle_failures=list(agent.failures) if isinstance(agent, OracleAgent) else [],
        transcript=list(transcript.messages),
    )
