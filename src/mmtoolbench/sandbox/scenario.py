"""Sandbox scenario files: schema, loader and validator.

A scenario (YAML or JSON, one per file) parameterises one episode: the device owner
and the world the agent starts from, the images the simulated user holds, the rounds
in which the user sends them, the challenge, the expected entity changes Entity F1
scores against, the tools a reference solution uses and that solution itself (replayed
by the oracle agent). See ``docs/sandbox/scenarios.md`` for the format, and
``schemas/sandbox_scenario.schema.json`` for the JSON Schema exported from `Scenario`.

Validation has two layers, both reporting problems as ``file: field path: message``:

1. **Shape** (`Scenario`, pydantic): types, required fields, enumerations.
2. **Meaning** (`check_scenario`): domains exist; image files exist and are images;
   every image is delivered in exactly one round; the rounds match the declared
   arrival pattern; the challenge is consistent with the rounds and the expected
   changes; the initial entities load into the world (problems from `load_entities`);
   the expected changes name real tables and columns (`validate_expectations`); the
   expected tools exist; the oracle solution covers every round, calls real tools with
   valid arguments, and only uses images the user has sent by then; the oracle fits in
   the step limit.

`load_scenarios` loads and fully validates every file before anything runs: a bad
file is never half-run.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Annotated, Any, Final, Literal, get_args

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.evaluate.spec import EntityExpectations
from mmtoolbench.sandbox.world.clock import DEFAULT_REFERENCE_TIME
from mmtoolbench.sandbox.world.state import Owner, World, WorldError, WorldLoadError

__all__ = [
    "ARRIVAL_PATTERNS",
    "CHALLENGE_TYPES",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_WALL_TIME_S",
    "FLOW_TYPES",
    "IMAGE_CATEGORIES",
    "ArrivalPattern",
    "Challenge",
    "ChallengeType",
    "FlowType",
    "ImageCategory",
    "LoadedScenario",
    "OracleRound",
    "OracleStep",
    "OracleUiStage",
    "OwnerSpec",
    "Persona",
    "Round",
    "Scenario",
    "ScenarioError",
    "ScenarioImage",
    "ScenarioLimits",
    "ScenarioProblem",
    "WorldSpec",
    "arrival_pattern_of",
    "builtin_scenarios_dir",
    "check_scenario",
    "export_json_schema",
    "find_scenario_files",
    "load_scenario",
    "load_scenarios",
    "oracle_step_count",
    "parse_scenario_file",
    "placeholders_in",
    "resolve_placeholders",
    "validate_scenario_file",
]

DEFAULT_MAX_STEPS = 100
"""Steps (agent and user turns together) an episode may take unless limited otherwise."""

DEFAULT_WALL_TIME_S = 600.0
"""Wall-clock seconds an episode may take unless limited otherwise."""

ImageCategory = Literal["natural_text_rich", "natural_less_text", "docs_charts_tables", "ui"]
"""Visual character of an image (seed appendix D.4)."""

FlowType = Literal[
    "aggregate", "compare", "filter", "compute", "validate", "lookup_chain", "cross_reference"
]
"""Reasoning pattern connecting the images to the tool actions (seed §4.1)."""

ChallengeType = Literal["none", "goal_change", "error_correction", "state_mutation"]
"""Difficulty beyond the cooperative, create-only baseline (seed §4.1)."""

ArrivalPattern = Literal["upfront", "progressive", "late", "mixed"]
"""When images enter the conversation (seed §4.1)."""

IMAGE_CATEGORIES: tuple[str, ...] = get_args(ImageCategory)
FLOW_TYPES: tuple[str, ...] = get_args(FlowType)
CHALLENGE_TYPES: tuple[str, ...] = get_args(ChallengeType)
ARRIVAL_PATTERNS: tuple[str, ...] = get_args(ArrivalPattern)

_ID = r"^[a-z0-9][a-z0-9_.-]*$"
_NAME = r"^[a-z][a-z0-9_]*$"
_PLACEHOLDER = re.compile(r"\{\{\s*([^{}]+?)\s*\}\}")
_REF = re.compile(r"^(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?P<path>(?:\.[A-Za-z0-9_]+|\[\d+\])*)$")
_PATH_PART = re.compile(r"\.([A-Za-z0-9_]+)|\[(\d+)\]")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class OwnerSpec(_Model):
    """The device owner (the ``owner`` row of the world).

    Attributes:
        first_name: Given name.
        last_name: Family name.
        phone: Mobile number in E.164 form, e.g. ``+14155550100``.
        email: Primary email address.
        birthday: ``YYYY-MM-DD``.
        address: Home address on one line.
    """

    first_name: str = Field(min_length=1)
    last_name: str = ""
    phone: str = Field(min_length=3)
    email: str = Field(min_length=3)
    birthday: str | None = None
    address: str | None = None

    def to_owner(self) -> Owner:
        """The owner as the world stores it."""
        return Owner(
            first_name=self.first_name,
            last_name=self.last_name,
            phone=self.phone,
            email=self.email,
            birthday=self.birthday,
            address=self.address,
        )


class Persona(_Model):
    """Who the simulated user is (the device owner, as a person).

    Attributes:
        owner: The owner row; the built-in seed owner (Jordan Ellis) when omitted.
        description: Background for the user simulator (job, situation, relations).
        style: How they write (``casual, short messages``...).
    """

    owner: OwnerSpec | None = None
    description: str = ""
    style: str = "casual and brief, like texting a capable assistant"


class WorldSpec(_Model):
    """What the world contains before the initial entities are loaded.

    Attributes:
        base: ``empty`` (only the owner) or ``seeded`` (the built-in device content
            of the scenario's domains, see ``docs/sandbox/world.md``).
        seed: Seed of the built-in content when ``base`` is ``seeded``.
    """

    base: Literal["empty", "seeded"] = "empty"
    seed: int = 0


class ScenarioImage(_Model):
    """An image the simulated user holds and sends during the conversation.

    Attributes:
        id: Scenario-local name (``business_card``); the user simulator uses it, the
            agent sees the runtime id (``img_0``...) assigned when the image arrives.
        path: Image file, relative to the scenario file.
        category: Visual character (seed appendix D.4).
        source: Where the image comes from (a dataset name, or ``generated:<script>``).
        description: What it shows, for the user simulator and judges (never shown to
            the agent).
    """

    id: str = Field(pattern=_NAME, max_length=60)
    path: str = Field(min_length=1)
    category: ImageCategory
    source: str = "generated"
    description: str = ""


class UiStep(_Model):
    """One input of the scripted user on a shown UI screen (``ui_user_interact``).

    Attributes:
        action: ``click``, ``type``, ``select``, ``toggle`` or ``set``.
        element: Element id or visible label (a label may be a unique part of it, so a
            plan works whatever ids the agent chose: ``"Hotel Bruma"``).
        value: Text to type, option to select or value to set.
        occurrence: Which repeated element (0-based), when a list repeats one.
        screen: Which screen of the round the step acts on: 1 for the first screen the
            assistant shows in the round, 2 for the screen it shows in response to the
            user's input on the first (list -> details -> confirm), and so on.
    """

    action: Literal["click", "type", "select", "toggle", "set"]
    element: str = Field(min_length=1)
    value: str | None = None
    occurrence: int | None = Field(None, ge=0)
    screen: int = Field(1, ge=1, le=10)


class Round(_Model):
    """One round of the conversation: what the user asks and which images they send.

    Attributes:
        query: What the user asks in this round (the scripted user sends it verbatim;
            the LLM user conveys it in their own words).
        images: Ids of the images sent with this round's first message.
        transition: When the user moves on to the next round (for the LLM user; the
            scripted user moves on after every agent reply).
        user_notes: Hidden guidance for the user simulator in this round (e.g. what to
            answer if the assistant asks for a detail).
        ui_actions: UI mode: what the scripted user does on the screens the assistant
            shows in this round (``ui_user_interact`` calls, in order; each step's
            ``screen`` says on which of the round's screens), before moving on.
    """

    query: str = Field(min_length=1)
    images: list[str] = Field(default_factory=list)
    transition: str = "after the assistant has answered this request"
    user_notes: str = ""
    ui_actions: list[UiStep] = Field(default_factory=list)


class Challenge(_Model):
    """The challenge of the scenario (seed §4.1).

    Attributes:
        type: ``none`` (cooperative, create-only), ``goal_change`` (the user pivots
            mid-conversation), ``error_correction`` (the user states a detail that
            contradicts an image), ``state_mutation`` (existing entities must be updated
            or deleted).
        round: Round (1-based) where the goal change or the wrong detail happens.
        details: What happens, for the user simulator and judges.
        wrong_detail: ``error_correction``: what the user states wrongly.
        correct_detail: ``error_correction``: what the image actually shows.
    """

    type: ChallengeType = "none"
    round: int | None = Field(None, ge=1)
    details: str = ""
    wrong_detail: str | None = None
    correct_detail: str | None = None


class OracleStep(_Model):
    """One action of the reference solution: a tool call or a Python cell.

    Strings in ``arguments`` (and ``code``) may contain placeholders:
    ``{{image:<id>}}`` is the runtime id of a scenario image (it must have been sent by
    then), ``{{<save_as>.<key>[<index>]...}}`` a value from the result of an earlier
    step. A string that is exactly one placeholder is replaced by the value itself
    (keeping its type); otherwise the value is formatted into the text.

    Attributes:
        tool: Name of a tool of the full toolset (translated for coarser toolsets).
        arguments: Its arguments.
        code: Python run in the agent's interpreter (``execute_code`` in tool-use mode).
        save_as: Name under which the tool's result is kept for later placeholders.
        expect_error: The call is expected to fail (e.g. showing an error to the user).
    """

    tool: str | None = None
    arguments: dict[str, Any] = Field(default_factory=dict)
    code: str | None = None
    save_as: str | None = Field(None, pattern=_NAME)
    expect_error: bool = False


class OracleUiStage(_Model):
    """What the reference solution does on a later UI event of a round (multi-screen
    rounds: the user's input on the round's second, third... screen).

    Attributes:
        steps: Actions, in order (``{{ui_event...}}`` is the newest UI event).
        reply: What the agent tells the user afterwards.
    """

    steps: list[OracleStep] = Field(default_factory=list)
    reply: str = Field(min_length=1)


class OracleRound(_Model):
    """The reference solution of one round.

    Attributes:
        round: Round number (1-based).
        steps: Actions, in order.
        reply: What the agent tells the user at the end of the round.
        after_ui: UI mode: actions once the user's UI event of this round arrives
            (``{{ui_event.<key>...}}`` is that event: ``action.context.<key>``,
            ``element.label``, ``data_changes``...).
        after_ui_reply: What the agent tells the user after ``after_ui``.
        more_ui: Multi-screen rounds: what to do on the round's 2nd, 3rd... UI event
            (e.g. ``after_ui`` renders a details screen, ``more_ui[0]`` acts on the
            user's confirmation there).
    """

    round: int = Field(ge=1)
    steps: list[OracleStep] = Field(default_factory=list)
    reply: str = Field(min_length=1)
    after_ui: list[OracleStep] = Field(default_factory=list)
    after_ui_reply: str | None = None
    more_ui: list[OracleUiStage] = Field(default_factory=list)


class ScenarioLimits(_Model):
    """Per-scenario limits (a run's explicit options take precedence).

    Attributes:
        max_steps: Agent and user turns together (default 100).
        wall_time_s: Wall-clock limit of the episode in seconds (default 600).
    """

    max_steps: int | None = Field(None, ge=2)
    wall_time_s: float | None = Field(None, gt=0)


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("reference_time must include a UTC offset, e.g. 2025-06-13T09:30:00-07:00")
    return value


class Scenario(_Model):
    """One sandbox scenario (seed §3.1; DESIGN.md "Scenario file").

    Attributes:
        id: Unique id (lowercase letters, digits, ``_ . -``).
        title: One-line summary.
        description: Longer description for humans.
        domains: App domains the scenario needs (their tables form the world).
        reference_time: The frozen "now" of the episode, with UTC offset.
        persona: The device owner and how the simulated user behaves.
        world: Empty world or built-in seed content.
        initial_entities: Rows loaded into the world before the episode, per table.
        images: Images the user holds.
        rounds: User rounds, in order.
        challenge: The scenario's challenge.
        flow_type: Information flow type.
        arrival_pattern: Image arrival pattern; must match the rounds.
        expected_changes: What the episode should change (scored by Entity F1).
        completion_criteria: When the task counts as done, in words (for judges).
        expected_tools: Tools of the reference solution path (for discovery recall).
        oracle_solution: The reference solution, round by round.
        limits: Step and wall-clock limits.
        tags: Free-form labels.
    """

    id: str = Field(pattern=_ID, max_length=100)
    title: str = Field(min_length=1)
    description: str = ""
    domains: list[str] = Field(min_length=1)
    reference_time: Annotated[datetime, Field(default=DEFAULT_REFERENCE_TIME)]
    persona: Persona = Field(default_factory=Persona)
    world: WorldSpec = Field(default_factory=WorldSpec)
    initial_entities: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    images: list[ScenarioImage] = Field(default_factory=list)
    rounds: list[Round] = Field(min_length=1)
    challenge: Challenge = Field(default_factory=Challenge)
    flow_type: FlowType
    arrival_pattern: ArrivalPattern
    expected_changes: EntityExpectations
    completion_criteria: str = Field(min_length=1)
    expected_tools: list[str] = Field(default_factory=list)
    oracle_solution: list[OracleRound] = Field(default_factory=list)
    limits: ScenarioLimits = Field(default_factory=ScenarioLimits)
    tags: list[str] = Field(default_factory=list)

    @field_validator("reference_time", mode="before")
    @classmethod
    def _time_text(cls, value: Any) -> Any:
        # A number would otherwise be read as seconds since 1970 (``12`` -> 1970-01-01).
        if not isinstance(value, (str, datetime)):
            raise ValueError(
                "reference_time must be an ISO 8601 date and time with a UTC offset, e.g. "
                f"2025-06-13T09:30:00-07:00 (got {type(value).__name__} {value!r})"
            )
        return value

    @field_validator("reference_time")
    @classmethod
    def _check_time(cls, value: datetime) -> datetime:
        return _aware(value)

    def image(self, image_id: str) -> ScenarioImage:
        """The image called ``image_id``.

        Raises:
            KeyError: If there is none.
        """
        for img in self.images:
            if img.id == image_id:
                return img
        raise KeyError(image_id)

    def image_round(self, image_id: str) -> int | None:
        """The round (1-based) whose message carries ``image_id``, if any."""
        for number, rnd in enumerate(self.rounds, start=1):
            if image_id in rnd.images:
                return number
        return None

    def owner(self) -> Owner:
        """The device owner of the episode."""
        from mmtoolbench.sandbox.world.seed import SEED_OWNER

        return self.persona.owner.to_owner() if self.persona.owner else SEED_OWNER

    def oracle_round(self, number: int) -> OracleRound | None:
        """The reference solution of round ``number`` (1-based), if given."""
        return next((r for r in self.oracle_solution if r.round == number), None)

    def metadata(self) -> dict[str, Any]:
        """The design dimensions of the scenario, for breakdowns and judges."""
        return {
            "id": self.id,
            "title": self.title,
            "domains": list(self.domains),
            "flow_type": self.flow_type,
            "arrival_pattern": self.arrival_pattern,
            "challenge_type": self.challenge.type,
            "image_count": len(self.images),
            "image_categories": sorted({img.category for img in self.images}),
            "n_rounds": len(self.rounds),
            "expected_tools": list(self.expected_tools),
            "tags": list(self.tags),
        }


# --------------------------------------------------------------------------- problems


@dataclass(frozen=True)
class ScenarioProblem:
    """One problem of a scenario file.

    Attributes:
        file: The file (as given).
        path: Field path inside the file (``rounds[1].images[0]``), or ``(file)``.
        message: What is wrong.
    """

    file: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"


class ScenarioError(ConfigError):
    """One or more scenario files are invalid; nothing was run.

    Attributes:
        problems: Every problem found.
    """

    def __init__(self, problems: Sequence[ScenarioProblem]) -> None:
        self.problems = tuple(problems)
        n = len(self.problems)
        lines = "\n".join(f"  {p}" for p in self.problems)
        super().__init__(f"{n} scenario problem{'s' if n != 1 else ''}:\n{lines}")


@dataclass(frozen=True)
class LoadedScenario:
    """A validated scenario and where it came from.

    Attributes:
        scenario: The scenario.
        path: Its file.
    """

    scenario: Scenario
    path: Path

    @property
    def id(self) -> str:
        """The scenario id."""
        return self.scenario.id

    def image_path(self, image_id: str) -> Path:
        """File of the image called ``image_id``."""
        return (self.path.parent / self.scenario.image(image_id).path).resolve()

    def image_bytes(self, image_id: str) -> bytes:
        """Encoded bytes of the image called ``image_id``."""
        return self.image_path(image_id).read_bytes()


def _loc(loc: Iterable[Any]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out or "(file)"


class _StringDateLoader(yaml.SafeLoader):
    """A safe YAML loader that keeps dates and timestamps as strings (as in JSON)."""


_StringDateLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


MAX_NESTING: Final = 64
"""Deepest nesting of lists and mappings a scenario file may have (real ones: about 8)."""


def _too_deep(data: Any, limit: int = MAX_NESTING) -> bool:
    """Whether lists/mappings in ``data`` nest deeper than ``limit`` (no recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Iterable[Any] = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _read_data(path: Path, label: str) -> tuple[Any, list[ScenarioProblem]]:
    data, problems = _parse_data(path, label)
    if not problems and _too_deep(data):
        problems = [_too_deep_problem(label)]
    return (None if problems else data), problems


def _too_deep_problem(label: str) -> ScenarioProblem:
    return ScenarioProblem(
        label, "(file)", f"lists and mappings nested deeper than {MAX_NESTING} levels"
    )


def _parse_data(path: Path, label: str) -> tuple[Any, list[ScenarioProblem]]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return None, [ScenarioProblem(label, "(file)", f"cannot read: {exc.strerror or exc}")]
    except UnicodeDecodeError:
        return None, [ScenarioProblem(label, "(file)", "not UTF-8 text")]
    try:
        return _decode(text, path, label)
    except RecursionError:  # the parsers recurse once per level of nesting
        return None, [_too_deep_problem(label)]


def _decode(text: str, path: Path, label: str) -> tuple[Any, list[ScenarioProblem]]:
    if path.suffix.lower() == ".json":
        try:
            return json.loads(text), []
        except json.JSONDecodeError as exc:
            where = f"line {exc.lineno} column {exc.colno}"
            return None, [ScenarioProblem(label, "(file)", f"invalid JSON at {where}: {exc.msg}")]
    try:
        return yaml.load(text, Loader=_StringDateLoader), []  # a SafeLoader subclass
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc)
        return None, [ScenarioProblem(label, "(file)", f"invalid YAML{where}: {problem}")]


def parse_scenario_file(path: Path) -> tuple[Scenario | None, list[ScenarioProblem]]:
    """Read a scenario file and check its shape (layer 1).

    Args:
        path: A ``.yaml``, ``.yml`` or ``.json`` file.

    Returns:
        The scenario (None if it does not parse) and the problems found.
    """
    label = str(path)
    data, problems = _read_data(path, label)
    if problems:
        return None, problems
    if not isinstance(data, dict):
        kind = "empty" if data is None else type(data).__name__
        return None, [ScenarioProblem(label, "(file)", f"expected a mapping of fields, got {kind}")]
    try:
        return Scenario.model_validate(data), []
    except ValidationError as exc:
        out = []
        for err in exc.errors(include_url=False):
            message = err["msg"]
            if err["type"] == "extra_forbidden":
                message = "unknown field"
            out.append(ScenarioProblem(label, _loc(err["loc"]), message))
        return None, out


# --------------------------------------------------------------------------- placeholders


def placeholders_in(value: Any) -> list[str]:
    """Every placeholder reference (``image:card``, ``contact.id``) inside ``value``."""
    found: list[str] = []
    if isinstance(value, str):
        found.extend(m.group(1) for m in _PLACEHOLDER.finditer(value))
    elif isinstance(value, Mapping):
        for v in value.values():
            found.extend(placeholders_in(v))
    elif isinstance(value, (list, tuple)):
        for v in value:
            found.extend(placeholders_in(v))
    return found


def _lookup(ref: str, images: Mapping[str, str], saved: Mapping[str, Any]) -> Any:
    if ref.startswith("image:"):
        name = ref.removeprefix("image:").strip()
        if name not in images:
            raise KeyError(f"image {name!r} has not been sent yet")
        return images[name]
    match = _REF.match(ref)
    if match is None:
        raise KeyError(f"bad placeholder {{{{{ref}}}}}")
    name = match.group("name")
    if name not in saved:
        raise KeyError(f"no earlier step saved a result as {name!r}")
    value: Any = saved[name]
    for key, index in _PATH_PART.findall(match.group("path")):
        try:
            value = value[int(index)] if index else value[key]
        except (KeyError, IndexError, TypeError):
            raise KeyError(f"{{{{{ref}}}}}: the saved result has no {key or index!r}") from None
    return value


def resolve_placeholders(value: Any, images: Mapping[str, str], saved: Mapping[str, Any]) -> Any:
    """Replace placeholders in ``value`` (recursively).

    Args:
        value: Arguments or code of an oracle step.
        images: Runtime image ids by scenario image id (images sent so far).
        saved: Results of earlier steps by ``save_as`` name.

    Returns:
        A copy with placeholders resolved.

    Raises:
        KeyError: If a placeholder cannot be resolved.
    """
    if isinstance(value, str):
        whole = _PLACEHOLDER.fullmatch(value.strip())
        if whole is not None:
            return _lookup(whole.group(1), images, saved)
        return _PLACEHOLDER.sub(lambda m: str(_lookup(m.group(1), images, saved)), value)
    if isinstance(value, Mapping):
        return {k: resolve_placeholders(v, images, saved) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [resolve_placeholders(v, images, saved) for v in value]
    return value


# --------------------------------------------------------------------------- semantics


def arrival_pattern_of(rounds: Sequence[Round]) -> ArrivalPattern | None:
    """The arrival pattern the rounds' images follow (None if no pattern fits).

    * ``upfront``: every image arrives in round 1;
    * ``late``: none in round 1, all in the second half of the rounds
      (0-based round index >= n // 2);
    * ``progressive``: images arrive in two or more rounds and round 1 brings at most one
      (images come a few at a time), unless that is ``late``;
    * ``mixed``: images arrive in two or more rounds and round 1 brings an upfront batch
      of two or more.
    """
    counts = [len(r.images) for r in rounds]
    with_images = [i for i, c in enumerate(counts) if c]
    if not with_images:
        return None
    if with_images == [0]:
        return "upfront"
    if counts[0] == 0 and min(with_images) >= len(rounds) // 2:
        return "late"
    if len(with_images) >= 2:
        return "progressive" if counts[0] <= 1 else "mixed"
    return None


def oracle_step_count(scenario: Scenario) -> int:
    """Steps a scripted-user + oracle episode takes (each oracle action and reply, each
    user message and the final ``end_conversation``)."""
    agent = sum(
        len(r.steps)
        + 1
        + (len(r.after_ui) + 1 if r.after_ui_reply else 0)
        + sum(len(stage.steps) + 1 for stage in r.more_ui)
        for r in scenario.oracle_solution
    )
    ui = sum(len(r.ui_actions) for r in scenario.rounds)
    return agent + len(scenario.rounds) + ui + 1


def _close(name: str, names: Iterable[str]) -> str:
    found = difflib.get_close_matches(name, list(names), n=3, cutoff=0.6)
    return f"; did you mean {', '.join(found)}?" if found else ""


def _check_images(scenario: Scenario, base_dir: Path, problem: Any) -> None:
    seen: set[str] = set()
    for i, img in enumerate(scenario.images):
        if img.id in seen:
            problem(f"images[{i}].id", f"duplicate image id {img.id!r}")
        seen.add(img.id)
        file = (base_dir / img.path).resolve()
        if not file.is_file():
            problem(f"images[{i}].path", f"file not found: {file}")
            continue
        try:
            sniff_image(file.read_bytes())
        except ValueError as exc:
            problem(f"images[{i}].path", str(exc))
    if not scenario.images:
        problem("images", "a scenario needs at least one image")
    delivered: dict[str, int] = {}
    for r, rnd in enumerate(scenario.rounds):
        for j, image_id in enumerate(rnd.images):
            if image_id not in seen:
                problem(
                    f"rounds[{r}].images[{j}]",
                    f"unknown image {image_id!r}{_close(image_id, seen)}",
                )
            elif image_id in delivered:
                problem(
                    f"rounds[{r}].images[{j}]",
                    f"image {image_id!r} is already sent in round {delivered[image_id] + 1}",
                )
            else:
                delivered[image_id] = r
    for i, img in enumerate(scenario.images):
        if img.id not in delivered:
            problem(f"images[{i}]", f"image {img.id!r} is never sent in any round")
    actual = arrival_pattern_of(scenario.rounds)
    if scenario.images and actual != scenario.arrival_pattern:
        counts = ", ".join(str(len(r.images)) for r in scenario.rounds)
        what = f"they follow {actual!r}" if actual else "they follow no pattern"
        problem(
            "arrival_pattern",
            f"declared {scenario.arrival_pattern!r} but the rounds send [{counts}] images: "
            f"{what} (see docs/sandbox/scenarios.md, 'Arrival patterns')",
        )


def _check_challenge(scenario: Scenario, problem: Any) -> None:
    ch = scenario.challenge
    n = len(scenario.rounds)
    ops = {c.op for c in scenario.expected_changes.changes}
    if ch.round is not None and ch.round > n:
        problem("challenge.round", f"round {ch.round} does not exist (the scenario has {n})")
    if ch.type in ("goal_change", "error_correction"):
        if ch.round is None:
            problem("challenge.round", f"a {ch.type} challenge must say in which round it happens")
        if not ch.details.strip():
            problem("challenge.details", f"describe the {ch.type} for the user simulator")
        if ch.type == "goal_change" and n < 2:
            problem("rounds", "a goal change needs at least two rounds")
    if ch.type == "error_correction" and not (ch.wrong_detail and ch.correct_detail):
        problem(
            "challenge",
            "an error_correction challenge needs wrong_detail and correct_detail",
        )
    if ch.type == "state_mutation" and not ops & {"update", "delete"}:
        problem(
            "expected_changes.changes",
            "a state_mutation scenario must expect at least one update or delete",
        )
    if ch.type == "none" and ops & {"update", "delete"}:
        problem(
            "expected_changes.changes",
            "a scenario without challenge is create-only; use challenge type "
            "state_mutation for updates and deletes",
        )


def _check_world(scenario: Scenario, problem: Any) -> World | None:
    from mmtoolbench.sandbox.domains import domain_names

    known = domain_names()
    ok = True
    for i, name in enumerate(scenario.domains):
        if name not in known:
            problem(f"domains[{i}]", f"unknown domain {name!r}{_close(name, known)}")
            ok = False
    if not ok:
        return None
    try:
        world = build_scenario_world(scenario, load=False)
    except WorldError as exc:
        problem("persona.owner", str(exc))
        return None
    for i, name in enumerate(scenario.expected_changes.ignore_tables):
        if not world.has_table(name):
            problem(f"expected_changes.ignore_tables[{i}]", f"unknown table {name!r}")
    for i, name in enumerate(scenario.expected_changes.allowed_tables):
        if not world.has_table(name):
            problem(f"expected_changes.allowed_tables[{i}]", f"unknown table {name!r}")
    # Imported here: entity_f1 loads numpy, which starting an episode does not need.
    from mmtoolbench.sandbox.evaluate.entity_f1 import validate_expectations

    for message in validate_expectations(scenario.expected_changes, world.tables):
        where, _, what = message.partition(": ")
        problem(f"expected_changes.{where}", what)
    try:
        world.load_entities(with_bookkeeping(world, scenario))
    except WorldLoadError as exc:
        for p in exc.problems:
            where = f"initial_entities.{p.table}"
            if p.index is not None:
                where += f"[{p.index}]"
            if p.column is not None:
                where += f".{p.column}"
            problem(where, p.message)
    return world


def _check_oracle(scenario: Scenario, registry: ToolRegistry | None, problem: Any) -> None:
    from mmtoolbench.isolation.static_check import check_code

    n = len(scenario.rounds)
    by_round: dict[int, int] = {}
    for i, entry in enumerate(scenario.oracle_solution):
        if entry.round > n:
            problem(
                f"oracle_solution[{i}].round", f"round {entry.round} does not exist ({n} rounds)"
            )
        elif entry.round in by_round:
            problem(
                f"oracle_solution[{i}].round",
                f"round {entry.round} already has a solution (oracle_solution[{by_round[entry.round]}])",
            )
        else:
            by_round[entry.round] = i
    missing = [str(r) for r in range(1, n + 1) if r not in by_round]
    if missing:
        problem("oracle_solution", f"no reference solution for round(s) {', '.join(missing)}")
    sent: set[str] = set()
    saved: set[str] = set()
    for number in range(1, n + 1):
        sent.update(scenario.rounds[number - 1].images)
        if number not in by_round:
            continue
        i = by_round[number]
        entry = scenario.oracle_solution[i]
        if entry.after_ui and entry.after_ui_reply is None:
            problem(f"oracle_solution[{i}].after_ui_reply", "after_ui needs an after_ui_reply")
        if entry.more_ui and entry.after_ui_reply is None:
            problem(f"oracle_solution[{i}].more_ui", "more_ui needs after_ui and after_ui_reply")
        screens = sorted({st.screen for st in scenario.rounds[number - 1].ui_actions})
        if screens and screens != list(range(1, len(screens) + 1)):
            problem(
                f"rounds[{number - 1}].ui_actions",
                f"the steps' screens must be 1, 2, ... without a gap (got {screens})",
            )
        located = [(f"oracle_solution[{i}].steps[{j}]", st) for j, st in enumerate(entry.steps)]
        located += [
            (f"oracle_solution[{i}].after_ui[{j}]", st) for j, st in enumerate(entry.after_ui)
        ]
        located += [
            (f"oracle_solution[{i}].more_ui[{k}].steps[{j}]", st)
            for k, stage in enumerate(entry.more_ui)
            for j, st in enumerate(stage.steps)
        ]
        for where, step in located:
            if ".after_ui[" in where or ".more_ui[" in where:
                saved.add("ui_event")  # the UI event of the round is known from here on
            if (step.tool is None) == (step.code is None):
                problem(where, "a step has exactly one of `tool` or `code`")
                continue
            for ref in placeholders_in(step.arguments if step.tool else step.code):
                if ref.startswith("image:"):
                    name = ref.removeprefix("image:").strip()
                    if name not in {img.id for img in scenario.images}:
                        problem(where, f"{{{{{ref}}}}}: unknown image {name!r}")
                    elif name not in sent:
                        later = scenario.image_round(name)
                        problem(
                            where,
                            f"{{{{{ref}}}}}: image {name!r} is only sent in round {later}",
                        )
                else:
                    match = _REF.match(ref)
                    if match is None:
                        problem(where, f"bad placeholder {{{{{ref}}}}}")
                    elif match.group("name") not in saved:
                        problem(
                            where,
                            f"{{{{{ref}}}}}: no earlier step has save_as: {match.group('name')}",
                        )
            if step.code is not None:
                if step.arguments or step.save_as:
                    problem(where, "`arguments` and `save_as` go with `tool`, not `code`")
                try:
                    violations = check_code(_PLACEHOLDER.sub("x", step.code))
                except SyntaxError as exc:
                    problem(f"{where}.code", f"syntax error on line {exc.lineno}: {exc.msg}")
                    continue
                for v in violations:
                    problem(f"{where}.code", str(v))
                continue
            assert step.tool is not None
            if step.save_as:
                if step.save_as in saved:
                    problem(f"{where}.save_as", f"{step.save_as!r} is already used")
                saved.add(step.save_as)
            if registry is None:
                continue
            if step.tool not in registry:
                problem(
                    f"{where}.tool",
                    f"unknown tool {step.tool!r} in domains {', '.join(scenario.domains)}"
                    f"{_close(step.tool, registry.names())}",
                )
                continue
            _check_arguments(registry, step, f"{where}.arguments", problem)


def _check_arguments(registry: ToolRegistry, step: OracleStep, where: str, problem: Any) -> None:
    assert step.tool is not None
    tool = registry.get(step.tool)
    templated = {k for k, v in step.arguments.items() if placeholders_in(v)}
    concrete = {k: v for k, v in step.arguments.items() if k not in templated}
    try:
        tool.args_model.model_validate(concrete)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            loc = err["loc"]
            if loc and loc[0] in templated:
                continue
            message = err["msg"]
            if err["type"] == "extra_forbidden":
                valid = ", ".join(tool.parameters.get("properties", {})) or "none"
                message = f"`{step.tool}` has no argument {loc[-1]!r} (arguments: {valid})"
            elif err["type"] == "missing":
                message = "missing required argument"
            problem(f"{where}.{_loc(loc)}" if loc else where, message)


def check_scenario(
    scenario: Scenario, *, base_dir: Path, file: str = "<scenario>"
) -> list[ScenarioProblem]:
    """Check the meaning of a well-formed scenario (layer 2).

    Args:
        scenario: The parsed scenario.
        base_dir: Directory image paths are relative to (the file's directory).
        file: Name used in the problems.

    Returns:
        Every problem found, as ``file: field path: message``.
    """
    from mmtoolbench.sandbox.domains import build_tool_registry

    problems: list[ScenarioProblem] = []

    def problem(path: str, message: str) -> None:
        problems.append(ScenarioProblem(file, path, message))

    _check_images(scenario, base_dir, problem)
    _check_challenge(scenario, problem)
    world = _check_world(scenario, problem)
    registry: ToolRegistry | None = None
    if world is not None:
        world.close()
        registry = build_tool_registry(scenario.domains)
        for i, name in enumerate(scenario.expected_tools):
            if name not in registry:
                problem(
                    f"expected_tools[{i}]",
                    f"unknown tool {name!r} in domains {', '.join(scenario.domains)}"
                    f"{_close(name, registry.names())}",
                )
    _check_oracle(scenario, registry, problem)
    limit = scenario.limits.max_steps or DEFAULT_MAX_STEPS
    needed = oracle_step_count(scenario)
    if needed > limit:
        problem(
            "limits.max_steps",
            f"the reference solution needs {needed} steps but the limit is {limit}",
        )
    return problems


def build_scenario_world(
    scenario: Scenario, *, all_domains: bool = False, load: bool = True
) -> World:
    """The world an episode of ``scenario`` starts from.

    Args:
        scenario: The scenario.
        all_domains: Give the world the tables of every domain (episodes do, so that
            every tool of the registry works, as in the seed paper's 511-tool setting);
            otherwise only the scenario's domains (and those they require).
        load: Load the initial entities (raises `WorldLoadError` on problems).

    Returns:
        A new world with the scenario's clock and owner, the built-in content of the
        scenario's domains when ``world.base`` is ``seeded``, and the initial entities.
    """
    import random

    from mmtoolbench.sandbox.domains import domain_name, domain_seed, resolve_domains
    from mmtoolbench.sandbox.world.seed import build_world

    world = build_world(
        None if all_domains else scenario.domains,
        reference_time=scenario.reference_time,
        owner=scenario.owner(),
    )
    if scenario.world.base == "seeded":
        for module in resolve_domains(scenario.domains):
            rng = random.Random(f"{scenario.world.seed}:{domain_name(module)}")
            with world.transaction():
                domain_seed(module)(world, rng)
    if load and scenario.initial_entities:
        world.load_entities(with_bookkeeping(world, scenario))
    return world


BOOKKEEPING_FILL: tuple[str, ...] = ("created_at", "updated_at", "modified_at", "added_at")
"""Required DATETIME columns that `with_bookkeeping` fills when a row omits them."""


def with_bookkeeping(world: World, scenario: Scenario) -> dict[str, list[dict[str, Any]]]:
    """The initial entities with missing bookkeeping timestamps filled in.

    A row that omits a required ``created_at`` / ``updated_at`` / ``modified_at`` /
    ``added_at`` column gets one day before the reference time, so scenario authors
    only write the values that matter. Unknown tables are passed through unchanged
    (`World.load_entities` reports them).
    """
    stamp = scenario.reference_time - timedelta(days=1)
    out: dict[str, list[dict[str, Any]]] = {}
    for table, rows in scenario.initial_entities.items():
        if not world.has_table(table):
            out[table] = list(rows)
            continue
        schema = world.table(table)
        fill = [
            c.name
            for c in schema.columns
            if c.name in BOOKKEEPING_FILL
            and c.type == "DATETIME"
            and c.not_null
            and c.default is None
        ]
        out[table] = [
            {**{name: stamp for name in fill if name not in row}, **row}
            if isinstance(row, dict)
            else row
            for row in rows
        ]
    return out


# --------------------------------------------------------------------------- files

SCENARIO_SUFFIXES = (".yaml", ".yml", ".json")


def builtin_scenarios_dir() -> Path:
    """Directory of the example scenarios shipped with the package."""
    return Path(__file__).resolve().parents[1] / "data" / "sandbox" / "scenarios"


def builtin_ui_scenarios_dir() -> Path:
    """Directory of the UI-mode scenarios shipped with the package (``mmtb run sandbox --ui``).

    They live apart from the main suite (they need the A2UI renderer and have their own
    validity tests: ``tests/sandbox/test_ui_scenarios.py``).
    """
    return Path(__file__).resolve().parents[1] / "data" / "sandbox" / "ui_scenarios"


def find_scenario_files(paths: Iterable[Path | str]) -> list[Path]:
    """Scenario files in ``paths`` (files as given, directories searched recursively).

    Raises:
        ConfigError: If a path does not exist.
    """
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            files.extend(
                sorted(p for p in path.rglob("*") if p.suffix.lower() in SCENARIO_SUFFIXES)
            )
        elif path.is_file():
            files.append(path)
        else:
            raise ConfigError(f"no such scenario file or directory: {path}")
    return list(dict.fromkeys(files))


def validate_scenario_file(path: Path) -> tuple[Scenario | None, list[ScenarioProblem]]:
    """Parse and fully check one scenario file.

    Returns:
        The scenario (None if it does not parse) and every problem found.
    """
    scenario, problems = parse_scenario_file(path)
    if scenario is None:
        return None, problems
    return scenario, check_scenario(scenario, base_dir=path.parent, file=str(path))


def load_scenario(path: Path | str) -> LoadedScenario:
    """Load and validate one scenario file.

    Raises:
        ScenarioError: Listing every problem of the file.
    """
    file = Path(path)
    scenario, problems = validate_scenario_file(file)
    if problems or scenario is None:
        raise ScenarioError(problems)
    return LoadedScenario(scenario, file)


def load_scenarios(paths: Iterable[Path | str]) -> list[LoadedScenario]:
    """Load and validate every scenario file under ``paths``, all or nothing.

    Raises:
        ScenarioError: Listing every problem of every file (and duplicate ids).
        ConfigError: If a path does not exist or holds no scenario.
    """
    files = find_scenario_files(paths)
    if not files:
        raise ConfigError("no scenario files (.yaml, .yml, .json) found")
    loaded: list[LoadedScenario] = []
    problems: list[ScenarioProblem] = []
    first: dict[str, Path] = {}
    for file in files:
        scenario, found = validate_scenario_file(file)
        problems.extend(found)
        if scenario is None or found:
            continue
        if scenario.id in first:
            problems.append(
                ScenarioProblem(
                    str(file), "id", f"duplicate scenario id (also in {first[scenario.id]})"
                )
            )
            continue
        first[scenario.id] = file
        loaded.append(LoadedScenario(scenario, file))
    if problems:
        raise ScenarioError(problems)
    return loaded


def export_json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a scenario file."""
    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://mmtoolbench.dev/schemas/sandbox_scenario.schema.json"
    return schema
