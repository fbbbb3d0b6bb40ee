"""Agents of sandbox episodes: model-backed (tool-use or code-exec) and the oracle.

Every agent answers one user message per call of `Agent.respond`: it may act on the
world any number of times (each model call, or each oracle action, is one step of the
episode) and returns the message it sends back to the user. What the agent can do goes
through an `AgentEnv`, implemented by the episode (``episode.py``), which owns the
world, the tools, the interpreter, the step budget and the recording.

* `ToolUseAgent` -- the provider's native function calling (seed §3.3). The tools
  offered are ``env.tool_specs()`` at each call: with discovery on, ``search_tools`` and
  ``execute_code`` plus whatever the agent has found; with discovery off, the
  scenario's tool set plus ``execute_code``. A response with tool calls is executed and
  the results go back to the model; a response without tool calls goes to the user.
* `CodeExecAgent` -- the model writes Python: the first fenced ````python`` block of a
  response runs in the episode's persistent interpreter and the output comes back as
  ``<execution_result>...</execution_result>``; a response without code goes to the
  user.
* `OracleAgent` -- replays the scenario's reference solution round by round (tool calls
  translated to the run's toolset, or to Python cells in code-exec mode), then sends
  the round's reply. Used for solvability checks and offline demos.

All model-backed agents share one system prompt (``prompts/agent_system.md``) built by
`build_agent_prompt`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    TextPart,
    ToolCall,
    ToolResult,
    ToolSpec,
)
from mmtoolbench.core.tools import Tool
from mmtoolbench.models.base import Model
from mmtoolbench.sandbox.options import Mode
from mmtoolbench.sandbox.prompts import prompt_section, render
from mmtoolbench.sandbox.scenario import OracleStep, Scenario, resolve_placeholders

__all__ = [
    "EXECUTE_CODE_SPEC",
    "EXECUTE_CODE_TOOL",
    "Agent",
    "AgentEnv",
    "CodeExecAgent",
    "CodeExecution",
    "Mode",
    "OracleAgent",
    "ToolExecution",
    "ToolUseAgent",
    "build_agent_prompt",
    "first_python_block",
    "format_execution_result",
]

EXECUTE_CODE_TOOL = "execute_code"

EXECUTE_CODE_SPEC = ToolSpec(
    name=EXECUTE_CODE_TOOL,
    description=(
        "Run Python in your persistent sandboxed interpreter and get its output. The "
        "phone's tools are available there as plain functions (keyword arguments; they "
        "return dicts and lists and raise ToolError on failure); variables persist between "
        "calls. Use it for loops, arithmetic or combining many tool calls. Print what you "
        "want to see; the value of a final expression is printed too."
    ),
    parameters={
        "type": "object",
        "properties": {
            "code": {"type": "string", "description": "The Python code to run."},
        },
        "required": ["code"],
        "additionalProperties": False,
    },
)

_PY_BLOCK = re.compile(r"```[ \t]*(?:python|py|python3)[ \t]*\n(.*?)(?:```|\Z)", re.S | re.I)


def first_python_block(text: str) -> str | None:
    """The code of the first fenced ````python`` block of ``text`` (None if there is none).

    An unterminated block (a response cut at the token limit) runs to the end.
    """
    match = _PY_BLOCK.search(text)
    if match is None:
        return None
    return match.group(1)


def format_execution_result(output: str) -> str:
    """The delimited block a code-exec agent reads after its code ran."""
    return f"<execution_result>\n{output}\n</execution_result>"


@dataclass(frozen=True)
class ToolExecution:
    """A tool call as executed by the episode.

    Attributes:
        result: What the model reads.
        value: The tool's JSON-able return value (None on error).
        ok: Whether the call succeeded.
    """

    result: ToolResult
    value: Any = None
    ok: bool = True


@dataclass(frozen=True)
class CodeExecution:
    """A Python cell as executed by the episode.

    Attributes:
        output: The rendered output (what the agent reads).
        images: Images tools showed during the cell.
        ok: Whether the cell ran without an exception.
        values: Return values of the tool calls made by the cell, in order.
    """

    output: str
    images: tuple[ImagePart, ...] = ()
    ok: bool = True
    values: tuple[Any, ...] = ()


class AgentEnv(Protocol):
    """What an agent can do in its episode (implemented by the episode)."""

    @property
    def mode(self) -> Mode:
        """The execution mode."""
        ...

    @property
    def current_round(self) -> int:
        """The user's current round (for the oracle only; never shown to models)."""
        ...

    @property
    def image_ids(self) -> Mapping[str, str]:
        """Runtime image ids of the images sent so far, by scenario id (oracle only)."""
        ...

    def take_step(self) -> None:
        """Count one step; raises when the episode's step limit is reached."""
        ...

    def tool_specs(self) -> list[ToolSpec]:
        """Tools offered to a tool-use model right now."""
        ...

    async def call_tool(self, call: ToolCall) -> ToolExecution:
        """Execute one tool call of the agent (errors become error results)."""
        ...

    def admit_reply(self, message: Message) -> Message:
        """A reply with tool calls as the episode keeps it (oversized arguments replaced
        by a note; those calls then fail with an error the model reads)."""
        ...

    async def run_code(self, code: str, call_id: str) -> CodeExecution:
        """Run a cell in the agent's interpreter."""
        ...

    def route(self, name: str, arguments: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """Translate a call of a full tool into the run's toolset (oracle)."""
        ...

    def record(self, message: Message) -> None:
        """Record a message of the agent's side (visible to the agent only)."""
        ...


class Agent(Protocol):
    """Answers user messages, acting on the world through an `AgentEnv`."""

    @property
    def name(self) -> str:
        """Model string, or ``oracle``."""
        ...

    async def respond(self, message: Message, env: AgentEnv) -> Message:
        """Handle one user message; return the reply sent to the user."""
        ...


# --------------------------------------------------------------------------- prompt


def _now_text(now: datetime) -> str:
    offset = now.strftime("%z")
    tz = f"UTC{offset[:3]}:{offset[3:]}" if offset else "local time"
    return f"{now.strftime('%A %d %B %Y, %H:%M')} ({tz})"


def build_agent_prompt(
    scenario: Scenario,
    *,
    mode: Mode,
    discovery: bool,
    tools: Sequence[Tool] = (),
    apps: Sequence[str] = (),
) -> str:
    """The agent's system prompt: the shared ``common`` section plus the mode's section.

    Args:
        scenario: The scenario (owner and reference time; nothing else leaks).
        mode: Execution mode.
        discovery: Whether tools are found with ``search_tools``.
        tools: Without discovery in code-exec mode, the functions listed in the prompt.
        apps: App domains on the phone, for the introduction.

    Returns:
        The prompt text.
    """
    from mmtoolbench.sandbox.discovery import python_signature, summary_line

    owner = scenario.owner()
    if discovery:
        call = "search_tools(query=...)" if mode == "code-exec" else "the `search_tools` tool"
        tools_text = (
            "## Finding tools\n\nThe phone has hundreds of tools and only a few are loaded at "
            f"first. Use {call} to find the tools for each step: describe one action and "
            'what it acts on ("send a text message", "create a contact"). The tools it '
            "returns become available right away"
            + (
                " as Python functions; results include their signatures and full docs."
                if mode == "code-exec"
                else " in your tool list."
            )
        )
    elif mode == "code-exec":
        lines = [f"- {python_signature(t)}: {summary_line(t)}" for t in tools]
        tools_text = (
            "## Available functions\n\nCall `help(name)` for a function's full documentation.\n\n"
            + "\n".join(lines)
        )
    else:
        tools_text = "The tools you can use are in your tool list."
    sections = [prompt_section("agent_system", "common"), prompt_section("agent_system", mode)]
    return render(
        "\n\n".join(sections),
        {
            "owner_name": owner.name,
            "owner_first_name": owner.first_name,
            "apps": ", ".join(a for a in apps if a != "core") or "contacts, messages",
            "now": _now_text(scenario.reference_time),
            "tools": tools_text,
        },
    ).strip()


# --------------------------------------------------------------------------- model agents


def _as_agent(message: Message, *, to_user: bool) -> Message:
    return message.model_copy(
        update={
            "sender": "agent",
            "recipient": "user" if to_user else "environment",
            "visible_to": ["agent", "user"] if to_user else ["agent"],
        }
    )


def _from_environment(message: Message) -> Message:
    return message.model_copy(
        update={"sender": "environment", "recipient": "agent", "visible_to": ["agent"]}
    )


@dataclass
class ToolUseAgent:
    """A model calling tools natively (tool-use mode).

    Attributes:
        model: The model under test.
        system_prompt: The shared agent prompt.
        config: Generation options.
    """

    model: Model
    system_prompt: str
    config: GenerateConfig = field(default_factory=GenerateConfig)
    messages: list[Message] = field(default_factory=list)

    @property
    def name(self) -> str:
        """The model string."""
        return self.model.name

    async def respond(self, message: Message, env: AgentEnv) -> Message:
        """Call the model until it answers without tool calls; return that answer."""
        if not self.messages:
            self.messages.append(Message.system(self.system_prompt))
        self.messages.append(message)
        while True:
            env.take_step()
            response = await self.model.generate(self.messages, env.tool_specs(), self.config)
            out = response.to_message()
            if out.tool_calls:
                out = env.admit_reply(out)
            self.messages.append(out)
            if not out.tool_calls:
                return _as_agent(out, to_user=True)
            env.record(_as_agent(out, to_user=False))
            results = [(await env.call_tool(call)).result for call in out.tool_calls]
            back = Message.tool(results)
            self.messages.append(back)
            env.record(_from_environment(back))


def _execution_message(execution: CodeExecution) -> Message:
    parts: list[TextPart | ImagePart] = [TextPart(text=format_execution_result(execution.output))]
    for image in execution.images:
        parts.append(TextPart(text=f"[image {image.image_id}]"))
        parts.append(image)
    return Message(role="user", content=parts)


@dataclass
class CodeExecAgent:
    """A model writing Python that runs in the episode's interpreter (code-exec mode).

    Attributes:
        model: The model under test.
        system_prompt: The shared agent prompt.
        config: Generation options.
    """

    model: Model
    system_prompt: str
    config: GenerateConfig = field(default_factory=GenerateConfig)
    messages: list[Message] = field(default_factory=list)
    cells: int = 0

    @property
    def name(self) -> str:
        """The model string."""
        return self.model.name

    async def respond(self, message: Message, env: AgentEnv) -> Message:
        """Run the code the model writes until it answers without code."""
        if not self.messages:
            self.messages.append(Message.system(self.system_prompt))
        self.messages.append(message)
        while True:
            env.take_step()
            response = await self.model.generate(self.messages, None, self.config)
            out = Message.assistant(response.text)
            out.usage = response.usage
            self.messages.append(out)
            code = first_python_block(response.text)
            if code is None:
                return _as_agent(out, to_user=True)
            env.record(_as_agent(out, to_user=False))
            call_id = f"cell_{self.cells}"
            self.cells += 1
            execution = await env.run_code(code, call_id)
            back = _execution_message(execution)
            self.messages.append(back)
            env.record(_from_environment(back))


# --------------------------------------------------------------------------- oracle


def _value_literal(value: Any) -> str:
    """A Python literal for a JSON value (``true`` -> ``True``...)."""
    return repr(json.loads(json.dumps(value)))


@dataclass
class OracleAgent:
    """Replays the scenario's reference solution, round by round.

    Attributes:
        scenario: The scenario.
        failures: Steps that did not go as the solution expects (tool errors where none
            was expected, or successes where one was), as readable lines.
    """

    scenario: Scenario
    name: str = "oracle"
    failures: list[str] = field(default_factory=list)
    _done: set[int] = field(default_factory=set)
    _ui_events: dict[int, int] = field(default_factory=dict)  # round -> UI events acted on
    _saved: dict[str, Any] = field(default_factory=dict)
    _calls: int = 0
    _last_output: str = ""

    async def respond(self, message: Message, env: AgentEnv) -> Message:
        """Run the current round's steps, then send its reply (UI mode: when the user's
        first UI event of a round arrives, run the round's ``after_ui`` steps instead; on
        its later UI events, the round's ``more_ui`` stages in turn)."""
        from mmtoolbench.sandbox.ui.events import parse_events

        number = env.current_round
        rnd = self.scenario.oracle_round(number)
        events = parse_events(p.text for p in message.content if isinstance(p, TextPart))
        if events:
            self._saved["ui_event"] = events[-1]
        if rnd is not None and number in self._done and events and rnd.after_ui_reply is not None:
            seen = self._ui_events.get(number, 0)
            stages = [(rnd.after_ui, rnd.after_ui_reply)]
            stages += [(stage.steps, stage.reply) for stage in rnd.more_ui]
            if seen < len(stages):
                self._ui_events[number] = seen + 1
                steps, text = stages[seen]
                label = "after-UI step" if seen == 0 else f"UI stage {seen + 1} step"
                await self._run_steps(steps, number, label, env)
                env.take_step()
                reply = resolve_placeholders(text, env.image_ids, self._saved)
                return _as_agent(Message.assistant(str(reply)), to_user=True)
        if rnd is None or number in self._done:
            env.take_step()
            return _as_agent(Message.assistant("Okay. Anything else?"), to_user=True)
        self._done.add(number)
        await self._run_steps(rnd.steps, number, "step", env)
        env.take_step()
        reply = resolve_placeholders(rnd.reply, env.image_ids, self._saved)
        return _as_agent(Message.assistant(str(reply)), to_user=True)

    async def _run_steps(
        self, steps: Sequence[OracleStep], number: int, label: str, env: AgentEnv
    ) -> None:
        for index, step in enumerate(steps):
            env.take_step()
            where = f"round {number} {label} {index + 1}"
            try:
                if step.tool is not None:
                    arguments = resolve_placeholders(step.arguments, env.image_ids, self._saved)
                    ok, value = await self._tool_step(step.tool, arguments, env)
                else:
                    code = resolve_placeholders(step.code or "", env.image_ids, self._saved)
                    ok, value = await self._code_step(str(code), env)
            except KeyError as exc:
                self.failures.append(f"{where}: {exc.args[0] if exc.args else exc}")
                continue
            if ok == step.expect_error:
                expected = "an error" if step.expect_error else "success"
                got = f"; got: {self._last_output[:300]}" if not ok and self._last_output else ""
                self.failures.append(f"{where} ({step.tool or 'code'}): expected {expected}{got}")
            if ok and step.save_as:
                self._saved[step.save_as] = value

    def _next_id(self) -> str:
        self._calls += 1
        return f"oracle_{self._calls - 1}"

    async def _tool_step(
        self, name: str, arguments: dict[str, Any], env: AgentEnv
    ) -> tuple[bool, Any]:
        routed, args = env.route(name, arguments)
        if env.mode == "tool-use":
            call = ToolCall(id=self._next_id(), name=routed, arguments=args)
            env.record(_as_agent(Message.assistant(tool_calls=[call]), to_user=False))
            execution = await env.call_tool(call)
            env.record(_from_environment(Message.tool([execution.result])))
            self._last_output = execution.result.text
            return execution.ok, execution.value
        kwargs = ", ".join(f"{k}={_value_literal(v)}" for k, v in args.items())
        code = f"result = {routed}({kwargs})\nresult"
        cell = await self._run_cell(code, env)
        value = cell.values[-1] if cell.values else None
        return cell.ok, value

    async def _code_step(self, code: str, env: AgentEnv) -> tuple[bool, Any]:
        if env.mode == "tool-use":
            call = ToolCall(id=self._next_id(), name=EXECUTE_CODE_TOOL, arguments={"code": code})
            env.record(_as_agent(Message.assistant(tool_calls=[call]), to_user=False))
            execution = await env.call_tool(call)
            env.record(_from_environment(Message.tool([execution.result])))
            self._last_output = execution.result.text
            return execution.ok, execution.value
        cell = await self._run_cell(code, env)
        return cell.ok, cell.output

    async def _run_cell(self, code: str, env: AgentEnv) -> CodeExecution:
        code = code.strip("\n")
        env.record(_as_agent(Message.assistant(f"```python\n{code}\n```"), to_user=False))
        execution = await env.run_code(code, self._next_id())
        env.record(_from_environment(_execution_message(execution)))
        self._last_output = execution.output
        return execution
