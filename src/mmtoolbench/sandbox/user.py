"""The user side of a sandbox episode: the image channel, the LLM simulator, the scripted user.

The simulated user talks through two user-visible tools (seed §3.2):

* ``send_message_with_image(image_ids, message)`` sends one chat message to the agent
  with images attached (``image_ids`` may be empty);
* ``end_conversation()`` ends the episode.

`UserChannel` executes them and enforces the scenario's rounds: the user holds the
scenario's images under their scenario ids (``business_card``) and may only send the
images of the current round, each once. An image gets its runtime id (``img_0``...) in
the episode's image store when it is sent, so ids follow arrival order and the agent
can never reference an image before it arrived. The round advances when the user
sends a later round's images; a round without images is counted by a message sent
after the current round's images (every round takes at least one user message), so
the scripted user's rounds are exact and the LLM user's current round is the latest
one consistent with its messages. Anything else is a `ToolError` the simulator reads
and can correct:

* an unknown image id, or one already sent;
* images of two rounds in one message;
* an image of a later round while images of the current round are unsent, or before
  every round in between has had a message ("too early").

Two simulators share the channel:

* `LLMUser`: a model with a hidden instruction built from the scenario
  (`build_user_instruction`: persona, rounds with their images and transitions, the
  challenge behaviour, when to end) and the two tools. It sees its images and the
  agent's replies, never the agent's tool calls.
* `ScriptedUser`: replays the rounds deterministically: round k's query and images,
  then, after the agent's reply, round k+1; ``end_conversation`` after the last
  reply. Used by tests and oracle runs.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal, Protocol

from pydantic import Field

from mmtoolbench.core.errors import MMTBError, ToolError
from mmtoolbench.core.images import ImageStore, StoredImage
from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    TextPart,
    ToolCall,
    ToolResult,
    ToolSpec,
)
from mmtoolbench.core.tools import Tool, ToolRegistry, tool
from mmtoolbench.models.base import Model
from mmtoolbench.sandbox.prompts import load_prompt, render
from mmtoolbench.sandbox.scenario import LoadedScenario, Scenario
from mmtoolbench.store.records import ToolCallRecord

if TYPE_CHECKING:
    from mmtoolbench.sandbox.world.state import World

__all__ = [
    "SEND_MESSAGE_TOOL",
    "USER_TOOLS",
    "LLMUser",
    "OutgoingMessage",
    "ScriptedUser",
    "UserChannel",
    "UserEnv",
    "UserSimulator",
    "UserSimulatorError",
    "build_user_instruction",
    "user_tool_registry",
]

SEND_MESSAGE_TOOL = "send_message_with_image"
END_CONVERSATION_TOOL = "end_conversation"
UI_INTERACT_TOOL = "ui_user_interact"
MAX_MESSAGE_CHARS = 4000


class UserSimulatorError(MMTBError):
    """The user simulator cannot go on (a scripted user whose message was refused)."""


@dataclass(frozen=True)
class OutgoingMessage:
    """A message the user sent to the agent.

    Attributes:
        text: The message text.
        images: ``(scenario image id, stored image)`` pairs, in order.
        round: The round it belongs to (1-based).
        ui_events: UI mode: the user's inputs on a shown screen, as structured events.
    """

    text: str
    images: tuple[tuple[str, StoredImage], ...] = ()
    round: int = 1
    ui_events: tuple[dict[str, Any], ...] = ()


@dataclass
class UserChannel:
    """Executes the user's tools and enforces the scenario's rounds and images.

    Args:
        scenario: The scenario (its rounds and images).
        images: The episode's image store (sent images are added to it).
        load_image: Bytes of a scenario image by scenario id.
        on_tool_call: Called with a record of every user tool call (for the run store).
        world: The episode's world (UI mode: the screens the user sees and acts on).
    """

    scenario: Scenario
    images: ImageStore
    load_image: Callable[[str], bytes]
    on_tool_call: Callable[[ToolCallRecord], None] = lambda record: None
    round: int = 1
    started: bool = False
    spare: int = 0
    declared_round: int | None = None
    sent: dict[str, str] = field(default_factory=dict)
    outbox: list[OutgoingMessage] = field(default_factory=list)
    ended: bool = False
    messages_sent: int = 0
    errors: int = 0
    world: World | None = None
    seen_screens: set[str] = field(default_factory=set)

    # ------------------------------------------------------------------ state

    def _round_of(self, image_id: str) -> int | None:
        return self.scenario.image_round(image_id)

    def _unsent(self, number: int) -> list[str]:
        if not 1 <= number <= len(self.scenario.rounds):
            return []
        return [i for i in self.scenario.rounds[number - 1].images if i not in self.sent]

    @property
    def current_round(self) -> int:
        """The round the conversation is in (exact for the scripted user; for the LLM
        user, the latest round consistent with the messages sent so far)."""
        if self.declared_round is not None:
            return self.declared_round
        n = len(self.scenario.rounds)
        following = [k for k in range(self.round + 1, n + 1) if self.scenario.rounds[k - 1].images]
        ceiling = (following[0] - 1) if following else n
        return max(self.round, min(self.round + self.spare, ceiling))

    def allowed_images(self) -> list[str]:
        """Images the user may send in their next message."""
        current = self._unsent(self.round)
        if current:
            return current
        n = len(self.scenario.rounds)
        for k in range(self.round + 1, n + 1):
            if self.scenario.rounds[k - 1].images:
                if self.started and self.spare >= k - self.round - 1:
                    return self._unsent(k)
                return []
        return []

    def undelivered(self) -> list[str]:
        """Scenario images not sent (yet)."""
        return [img.id for img in self.scenario.images if img.id not in self.sent]

    def take_outbox(self) -> list[OutgoingMessage]:
        """The messages sent since the last call."""
        out, self.outbox = self.outbox, []
        return out

    # ------------------------------------------------------------------ actions

    def send(self, image_ids: Sequence[str], message: str) -> dict[str, Any]:
        """Send a message with images (the ``send_message_with_image`` tool).

        Raises:
            ToolError: When the images do not fit the current round (see module doc).
        """
        if self.ended:
            raise ToolError("the conversation has ended; no more messages can be sent")
        text = message.strip()
        ids = list(dict.fromkeys(str(i).strip() for i in image_ids))
        if not text and not ids:
            raise ToolError("the message is empty: write what you want to say")
        if len(text) > MAX_MESSAGE_CHARS:
            raise ToolError(f"the message is too long (at most {MAX_MESSAGE_CHARS} characters)")
        target = self.round
        if ids:
            target = self._check_images(ids)
        stored: list[tuple[str, StoredImage]] = []
        for image_id in ids:
            data = self.load_image(image_id)
            stored.append(
                (image_id, self.images.add(data, source=f"scenario:{self.scenario.id}/{image_id}"))
            )
        if target != self.round:
            self.round, self.spare = target, 0
        elif not ids and self.started and not self._unsent(self.round):
            self.spare += 1  # a message after the round's images: may open an image-less round
        self.started = True
        for image_id, image in stored:
            self.sent[image_id] = image.image_id
        self.messages_sent += 1
        number = self.current_round
        self.outbox.append(OutgoingMessage(text, tuple(stored), number))
        return {
            "delivered": True,
            "images": {image_id: image.image_id for image_id, image in stored},
            "round": number,
        }

    def _check_images(self, ids: list[str]) -> int:
        known = {img.id for img in self.scenario.images}
        yours = ", ".join(sorted(known)) or "none"
        for image_id in ids:
            if image_id not in known:
                raise ToolError(f"unknown image id {image_id!r}; your images are: {yours}")
            if image_id in self.sent:
                raise ToolError(f"image {image_id!r} was already sent; send each image only once")
        rounds = {image_id: self._round_of(image_id) or 0 for image_id in ids}
        distinct = sorted(set(rounds.values()))
        if len(distinct) > 1:
            detail = ", ".join(f"{i!r} is for round {r}" for i, r in rounds.items())
            raise ToolError(f"send the images of one round per message: {detail}")
        target = distinct[0]
        allowed = self.allowed_images()
        if target == self.round:
            return target
        hint = f" Images you may send now: {', '.join(allowed)}." if allowed else ""
        if target > self.round:
            earlier = [i for k in range(self.round, target) for i in self._unsent(k)]
            if earlier:
                raise ToolError(
                    f"it is too early for {', '.join(map(repr, ids))} (round {target}): first "
                    f"send the images of the current round: {', '.join(earlier)}.{hint}"
                )
            if not self.started or self.spare < target - self.round - 1:
                raise ToolError(
                    f"it is too early for {', '.join(map(repr, ids))}: they belong to round "
                    f"{target} and the conversation is in round {self.current_round}; follow "
                    f"your instructions for that round first.{hint}"
                )
            return target
        raise ToolError(  # pragma: no cover - earlier rounds' images are all sent by now
            f"images {', '.join(map(repr, ids))} belong to an earlier round.{hint}"
        )

    def has_ui(self) -> bool:
        """Whether this conversation has UI screens (the scenario uses the ui domain)."""
        return self.world is not None and "ui_screens" in self.world.tables

    def new_screens(self) -> list[dict[str, Any]]:
        """Screens shown to the user since they last looked (marks them seen)."""
        if self.world is None or not self.has_ui():
            return []
        rows = [
            dict(r)
            for r in self.world.select("ui_screens", {"status": "shown"})
            if r["id"] not in self.seen_screens
        ]
        self.seen_screens.update(r["id"] for r in rows)
        return rows

    def turn_ready(self) -> bool:
        """Whether the user's turn has produced something for the agent to act on: a
        message, an input that made the screen emit an action, or the end."""
        return self.ended or any(
            m.text or m.images or any("action" in e for e in m.ui_events) for m in self.outbox
        )

    async def ui_interact(
        self, action: str, element: str, value: str | None, occurrence: int | None
    ) -> Any:
        """Act on the shown screen (the ``ui_user_interact`` tool); the resulting UI event
        goes to the agent with the user's next message.

        Raises:
            ToolError: Without a UI, or when the input does not fit the screen.
        """
        if self.ended:
            raise ToolError("the conversation has ended")
        if self.world is None or not self.has_ui():
            raise ToolError("the assistant cannot show screens in this conversation")
        from mmtoolbench.sandbox.context import WorldContext
        from mmtoolbench.sandbox.ui.domain import pending_events
        from mmtoolbench.sandbox.ui.domain import ui_user_interact as interact

        arguments: dict[str, Any] = {"action": action, "element": element}
        if value is not None:
            arguments["value"] = value
        if occurrence is not None:
            arguments["occurrence"] = occurrence
        with self.world.transaction():
            out = await interact.ainvoke(WorldContext(self.world, role="user"), arguments)
        events = pending_events(self.world)
        self.started = True
        self.outbox.append(OutgoingMessage("", (), self.current_round, tuple(events)))
        return out

    def end(self) -> dict[str, Any]:
        """End the conversation (the ``end_conversation`` tool)."""
        if self.ended:
            raise ToolError("the conversation has already ended")
        self.ended = True
        return {"ended": True, "undelivered_images": self.undelivered()}

    async def execute(self, call: ToolCall, *, caller: str = "user") -> ToolResult:
        """Run one user tool call and record it.

        Args:
            call: The call (malformed arguments and unknown tools become errors).
            caller: Role recorded as the caller.

        Returns:
            The result the simulator reads.
        """
        from mmtoolbench.sandbox.tool_output import split_tool_output

        started = time.time()
        t0 = time.perf_counter()
        value: Any
        is_error = False
        image_ids: tuple[str, ...] = ()
        registry = user_tool_registry()
        try:
            if call.parse_error is not None:
                raise ToolError(
                    f"the arguments of `{call.name}` are not valid JSON ({call.parse_error}); "
                    "send a JSON object"
                )
            value, image_ids = split_tool_output(
                await registry.get(call.name).ainvoke(self, call.arguments)
            )
        except ToolError as exc:
            value, is_error = str(exc), True
            self.errors += 1
        self.on_tool_call(
            ToolCallRecord(
                call_id=call.id,
                caller=caller,
                name=call.name,
                arguments=dict(call.arguments),
                result=value,
                is_error=is_error,
                started_at=started,
                duration_s=time.perf_counter() - t0,
            )
        )
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        content: list[TextPart | ImagePart] = [TextPart(text=text)]
        content += [self.images.part(i) for i in image_ids]
        return ToolResult(call_id=call.id, name=call.name, content=content, is_error=is_error)


@tool(name=SEND_MESSAGE_TOOL, domain="user", visibility=("user",))
def send_message_with_image(
    ctx: UserChannel,
    image_ids: Annotated[list[str], Field(max_length=20)],
    message: Annotated[str, Field(max_length=MAX_MESSAGE_CHARS)],
) -> dict[str, Any]:
    """Send one chat message to the assistant, with images attached.

    Send each image only in the round your instructions give for it, and only once.

    Args:
        image_ids: Ids of your images to attach, e.g. ["business_card"]; [] for a
            message without images.
        message: What you write to the assistant.
    """
    return ctx.send(image_ids, message)


@tool(name=END_CONVERSATION_TOOL, domain="user", visibility=("user",))
def end_conversation(ctx: UserChannel) -> dict[str, Any]:
    """End the conversation with the assistant (when your last request has been handled)."""
    return ctx.end()


@tool(name=UI_INTERACT_TOOL, domain="user", visibility=("user",))
async def ui_user_interact(
    ctx: UserChannel,
    action: Literal["click", "type", "select", "toggle", "set"],
    element: Annotated[str, Field(min_length=1, max_length=200)],
    value: Annotated[str | None, Field(max_length=2000)] = None,
    occurrence: Annotated[int | None, Field(ge=0, le=200)] = None,
) -> Any:
    """Click a button or interact with an element on a UI screen the assistant showed you.

    Args:
        action: "click" a button, "type" text into a field, "select" an option of a
            choice, "toggle" a checkbox, "set" a slider or date value.
        element: The element's id ("confirm-btn") or its visible label ("Confirm").
        value: Text to type, option label to select, or value to set.
        occurrence: Which one, when a list repeats the same element (0 = first).
    """
    return await ctx.ui_interact(action, element, value, occurrence)


USER_TOOLS: tuple[Tool, ...] = (send_message_with_image, end_conversation)
UI_USER_TOOLS: tuple[Tool, ...] = (*USER_TOOLS, ui_user_interact)


def user_tool_registry() -> ToolRegistry:
    """The user's tools (the UI tool refuses when the conversation has no UI)."""
    return ToolRegistry(UI_USER_TOOLS)


# --------------------------------------------------------------------------- simulators


@dataclass
class UserEnv:
    """What a simulator gets from the episode for one turn.

    Attributes:
        channel: The image channel (executes the user's tools).
        take_step: Counts one step; raises when the episode's limit is reached.
        record: Records a message of the user's side (visible to the user only).
    """

    channel: UserChannel
    take_step: Callable[[], None]
    record: Callable[[Message], None]


class UserSimulator(Protocol):
    """A simulated user: opens the conversation and answers each agent reply."""

    @property
    def name(self) -> str:
        """Model string (``scripted`` for the scripted user)."""
        ...

    def instruction(self) -> str:
        """The hidden instruction (empty for the scripted user)."""
        ...

    async def turn(self, agent_reply: Message | None, env: UserEnv) -> None:
        """Act once: send message(s) through ``env.channel`` or end the conversation.

        Args:
            agent_reply: The agent's last reply; None for the opening message.
            env: The episode's user-side services.
        """
        ...


def _user_message(message: Message) -> Message:
    """A copy of a user-side message as recorded in the episode transcript."""
    role = "tool" if message.tool_results else "user"
    return message.model_copy(
        update={
            "role": role,
            "sender": "environment" if message.tool_results else "user",
            "recipient": "user" if message.tool_results else "environment",
            "visible_to": ["user"],
        }
    )


class ScriptedUser:
    """Replays the scenario's rounds: query and images of round k, then k+1, then end."""

    name = "scripted"

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self._next = 1
        self._calls = 0
        self._ui_screens: dict[int, int] = {}  # round -> screens of it acted on

    def instruction(self) -> str:
        """The scripted user has no hidden instruction."""
        return ""

    async def turn(self, agent_reply: Message | None, env: UserEnv) -> None:
        """Send the next round, or end after the last one.

        Raises:
            UserSimulatorError: If the channel refuses the round (an invalid scenario).
        """
        if agent_reply is not None and await self._ui_plan(env):
            return
        env.take_step()
        n = len(self.scenario.rounds)
        call_id = f"user_{self._calls}"
        self._calls += 1
        if self._next > n:
            call = ToolCall(id=call_id, name=END_CONVERSATION_TOOL, arguments={})
        else:
            rnd = self.scenario.rounds[self._next - 1]
            env.channel.declared_round = self._next
            call = ToolCall(
                id=call_id,
                name=SEND_MESSAGE_TOOL,
                arguments={"image_ids": list(rnd.images), "message": rnd.query},
            )
        env.record(_user_message(Message(role="user", tool_calls=[call])))
        result = await env.channel.execute(call)
        env.record(_user_message(Message.tool([result])))
        if result.is_error:
            raise UserSimulatorError(f"the scripted user's {call.name} was refused: {result.text}")
        self._next += 1

    async def _ui_plan(self, env: UserEnv) -> bool:
        """UI mode: perform the current round's ``ui_actions`` on a newly shown screen:
        the steps of the round's first screen on the first screen shown in the round, the
        steps of its second screen (``screen: 2``) on the next one shown, and so on.

        Returns:
            Whether the user acted (the round goes on: the agent gets the UI events).
        """
        number = self._next - 1
        if not 1 <= number <= len(self.scenario.rounds):
            return False
        stage = self._ui_screens.get(number, 0) + 1
        plan = [s for s in self.scenario.rounds[number - 1].ui_actions if s.screen == stage]
        if not plan or not env.channel.new_screens():
            return False
        self._ui_screens[number] = stage
        for step in plan:
            env.take_step()
            arguments = step.model_dump(exclude_none=True, exclude={"screen"})
            call = ToolCall(id=f"user_{self._calls}", name=UI_INTERACT_TOOL, arguments=arguments)
            self._calls += 1
            env.record(_user_message(Message(role="user", tool_calls=[call])))
            result = await env.channel.execute(call)
            env.record(_user_message(Message.tool([result])))
            if result.is_error:  # the screen lacks what the plan needs: say so, in words
                env.take_step()
                text = f"I can't do that on your screen ({step.action} {step.element!r}): "
                text += result.text
                call = ToolCall(
                    id=f"user_{self._calls}",
                    name=SEND_MESSAGE_TOOL,
                    arguments={"image_ids": [], "message": text[:MAX_MESSAGE_CHARS]},
                )
                self._calls += 1
                env.record(_user_message(Message(role="user", tool_calls=[call])))
                env.record(_user_message(Message.tool([await env.channel.execute(call)])))
                break
        return True


def _persona_text(scenario: Scenario) -> str:
    owner = scenario.owner()
    parts = [scenario.persona.description.strip()]
    parts.append(f"Your phone number is {owner.phone} and your email is {owner.email}.")
    return " ".join(p for p in parts if p)


def _rounds_text(scenario: Scenario) -> str:
    n = len(scenario.rounds)
    blocks = []
    for number, rnd in enumerate(scenario.rounds, start=1):
        head = f"Round {number}" + (" (your first message)" if number == 1 else "")
        lines = [f"{head}:", f"- Ask for: {rnd.query.strip()}"]
        if rnd.images:
            lines.append(
                f"- Attach, with the message that starts this round: {', '.join(rnd.images)}"
            )
        else:
            lines.append("- No image in this round.")
        if rnd.user_notes.strip():
            lines.append(f"- Notes: {rnd.user_notes.strip()}")
        if number < n:
            lines.append(f"- Move on to round {number + 1} {rnd.transition.strip()}.")
        else:
            lines.append(
                f"- This is the last round; end the conversation {rnd.transition.strip()}."
            )
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def _images_text(scenario: Scenario) -> str:
    lines = []
    for img in scenario.images:
        number = scenario.image_round(img.id)
        what = f": {img.description.strip()}" if img.description.strip() else ""
        lines.append(f"- {img.id} (send in round {number}){what}")
    return "\n".join(lines)


def _challenge_text(scenario: Scenario) -> str:
    ch = scenario.challenge
    if ch.type == "goal_change":
        return (
            f"\n## Change of plan (on purpose)\n\nIn round {ch.round} you change your mind: "
            f'{ch.details.strip()} Say it the way a person would ("actually, ..."); the '
            "earlier request no longer stands where it conflicts with the new one.\n"
        )
    if ch.type == "error_correction":
        return (
            f"\n## A detail you get wrong (on purpose)\n\nIn round {ch.round} you state a "
            f"detail wrongly: you say {ch.wrong_detail}, while in truth "
            f"{ch.correct_detail}. {ch.details.strip()} This mistake is intentional: say it "
            "naturally, as if you believed it, and do not correct yourself on your own. If "
            "the assistant points out the discrepancy or asks, agree that the image is right.\n"
        )
    if ch.type == "state_mutation" and ch.details.strip():
        return f"\n## Note\n\n{ch.details.strip()}\n"
    return ""


def _now_text(scenario: Scenario) -> str:
    return scenario.reference_time.strftime("%A %d %B %Y, %H:%M")


def _screen_parts(channel: UserChannel) -> list[TextPart | ImagePart]:
    """What the LLM user sees of the screens the assistant showed since their last turn:
    the screenshot and the interactive elements (ids, kinds, labels)."""
    parts: list[TextPart | ImagePart] = []
    for screen in channel.new_screens():
        head = f"[The assistant shows you a screen ({screen['id']})"
        head += f": {screen['message']}]" if screen["message"] else "]"
        parts.append(TextPart(text=head))
        parts.append(channel.images.part(screen["image_id"]))
        elements = [
            {k: e[k] for k in ("id", "kind", "label", "value", "options") if e.get(k) is not None}
            for e in screen["elements"]
        ]
        parts.append(
            TextPart(
                text="Elements you can act on with ui_user_interact: "
                + json.dumps(elements, ensure_ascii=False)
            )
        )
    return parts


_UI_NOTE = """

## Screens

The assistant may show you screens (an image with buttons, fields and lists). When a
screen asks you to choose or fill something in, do it on the screen with
ui_user_interact (click, type, select, toggle) instead of answering in text: your
choice reaches the assistant from the screen. Decide by the criteria in your
instructions; if the screen does not show what you need to decide, tell the
assistant in a message."""


def build_user_instruction(scenario: Scenario) -> str:
    """The hidden instruction of the LLM user simulator for ``scenario``."""
    owner = scenario.owner()
    return render(
        load_prompt("user_simulator"),
        {
            "user_name": owner.name,
            "persona": _persona_text(scenario),
            "style": scenario.persona.style.strip(),
            "now": _now_text(scenario),
            "rounds": _rounds_text(scenario),
            "images": _images_text(scenario),
            "challenge": _challenge_text(scenario),
        },
    ).strip() + (_UI_NOTE if "ui" in scenario.domains else "")


class LLMUser:
    """A model playing the user, with a hidden instruction and the two user tools.

    Args:
        model: The simulator model.
        loaded: The scenario (its images are shown to the simulator).
        config: Generation options.
    """

    def __init__(self, model: Model, loaded: LoadedScenario, config: GenerateConfig) -> None:
        self.name = model.name
        self.model = model
        self.loaded = loaded
        self.config = config
        self._instruction = build_user_instruction(loaded.scenario)
        ui = "ui" in loaded.scenario.domains
        self._tools: list[ToolSpec] = [t.spec() for t in (UI_USER_TOOLS if ui else USER_TOOLS)]
        self.messages: list[Message] = [Message.system(self._instruction)]
        self._opened = False

    def instruction(self) -> str:
        """The hidden instruction (recorded as a system -> user message)."""
        return self._instruction

    def _opening(self) -> Message:
        parts: list[TextPart | ImagePart] = [
            TextPart(text="Your images (the assistant has not seen any of them yet):")
        ]
        for img in self.loaded.scenario.images:
            parts.append(TextPart(text=f"[your image {img.id}]"))
            parts.append(ImagePart(image_id=img.id, data=self.loaded.image_bytes(img.id)))
        parts.append(
            TextPart(
                text="The assistant is waiting. Send your first message now "
                "(round 1), with send_message_with_image."
            )
        )
        return Message(role="user", content=parts)

    async def turn(self, agent_reply: Message | None, env: UserEnv) -> None:
        """Generate until the simulator has sent a message or ended the conversation."""
        if not self._opened:
            self._opened = True
            self.messages.append(self._opening())
        if agent_reply is not None:
            parts: list[TextPart | ImagePart] = [
                TextPart(text=agent_reply.text or "(the assistant sent no text)")
            ]
            parts += _screen_parts(env.channel)
            self.messages.append(Message(role="user", content=parts))
        while True:
            env.take_step()
            response = await self.model.generate(self.messages, self._tools, self.config)
            out = response.to_message()
            self.messages.append(out)
            env.record(_user_message(out))
            if response.tool_calls:
                results = [await env.channel.execute(call) for call in response.tool_calls]
                back = Message.tool(results)
                self.messages.append(back)
                env.record(_user_message(back))
                if env.channel.turn_ready():
                    return
                continue
            if response.text.strip():
                with contextlib.suppress(ToolError):
                    env.channel.send([], response.text)
                if env.channel.outbox or env.channel.ended:
                    return
            nudge = Message.user(
                "(Reply to the assistant with send_message_with_image, or call "
                "end_conversation if you are done.)"
            )
            self.messages.append(nudge)
            env.record(
                nudge.model_copy(
                    update={"sender": "environment", "recipient": "user", "visible_to": ["user"]}
                )
            )
