"""Perturbed reference solutions: the oracle with one thing done wrong.

Used by the suite's specificity checks (a scenario whose score does not drop when the
oracle misreads a value, writes once too often or skips a step does not test what it
claims to) and by `MisreadingOracleAgent`, the deliberately imperfect offline agent of
``make demo``. Nothing here knows any particular scenario: values are found through the
images' ground truth (their ``decisive`` strings, see `mmtoolbench.sandbox.image_truth`).

* `misreadings`: every oracle argument value that carries a decisive string of an image
  (the string itself inside a text, the same phone digits, the same amount, the same
  date), each with the value an agent that misread one character or digit would use.
* `with_misreading`, `with_extra_write`, `without_last_write`, `doing_nothing`: the
  scenario with its oracle solution changed accordingly.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.agents import OracleAgent
from mmtoolbench.sandbox.image_truth import load_image_truth
from mmtoolbench.sandbox.scenario import LoadedScenario, OracleRound, OracleStep, Scenario

__all__ = [
    "READ_VERBS",
    "WRITE_VERBS",
    "Misreading",
    "MisreadingOracleAgent",
    "all_written_dates",
    "decisive_strings",
    "doing_nothing",
    "is_read_tool",
    "misreadings",
    "with_extra_write",
    "with_misreading",
    "without_last_write",
    "written_date",
    "written_times",
]

READ_VERBS = frozenset({"search", "find", "list", "get", "lookup", "check", "compare", "read"})
"""First words of tool names that only read the world."""

WRITE_VERBS = frozenset(
    {
        "create",
        "add",
        "send",
        "request",
        "schedule",
        "book",
        "save",
        "make",
        "post",
        "log",
        "record",
        "share",
        "reply",
        "forward",
        "pay",
        "order",
        "buy",
        "upload",
        "duplicate",
        "import",
        "write",
        "new",
    }
)
"""First words of tool names that create something (duplicating the call adds a row)."""

_DIGITS = re.compile(r"\d")
_AMOUNT = re.compile(
    r"^[^\d\-+]{0,4}([-+]?\d{1,3}(?:,\d{3})*(?:\.\d+)?|[-+]?\d+(?:\.\d+)?)\s*[^\d]{0,4}$"
)
_ISO_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")
_ISO_ANY = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})")


@cache
def _declared_writers() -> tuple[frozenset[str], frozenset[str]]:
    """(every full-toolset tool name, the names of those that declare world writes)."""
    from mmtoolbench.sandbox.domains import build_tool_registry

    tools = list(build_tool_registry())
    return frozenset(t.name for t in tools), frozenset(t.name for t in tools if t.writes)


def is_read_tool(name: str) -> bool:
    """Whether a tool only reads the world: by its declared write tables (``view_`` and
    ``track_`` tools read too); for a name that is no tool, by its first word (search_,
    list_, get_...)."""
    known, writers = _declared_writers()
    if name in known:
        return name not in writers
    return name.split("_", 1)[0] in READ_VERBS


def _norm(s: str) -> str:
    return " ".join(s.split()).casefold()


def decisive_strings(loaded: LoadedScenario) -> list[str]:
    """The decisive strings of every image of the scenario (from their sidecars).

    Raises:
        ConfigError: If an image has no (valid) sidecar.
    """
    out: list[str] = []
    for img in loaded.scenario.images:
        truth = load_image_truth((loaded.path.parent / img.path).resolve())
        out.extend(s for s in truth.decisive if s.strip())
    return list(dict.fromkeys(out))


@dataclass(frozen=True)
class Misreading:
    """One oracle argument value carrying a decisive string, and its misread form.

    Attributes:
        round: Round of the step (1-based).
        step: Index of the step in the round.
        path: Argument path (``("amount",)``, ``("items", 0, "name")``).
        decisive: The decisive string it carries.
        original: The value in the solution.
        misread: The value with one character or digit read wrong.
        tool: The step's tool.
    """

    round: int
    step: int
    path: tuple[str | int, ...]
    decisive: str
    original: Any
    misread: Any
    tool: str

    @property
    def in_read_tool(self) -> bool:
        """The value only feeds a search or lookup (a fuzzy search may still succeed)."""
        return is_read_tool(self.tool)


def _bump_char(ch: str) -> str:
    if ch.isdigit():
        return str((int(ch) + 1) % 10)
    if ch.isalpha() and ch.isascii():
        base = ord("a") if ch.islower() else ord("A")
        return chr(base + (ord(ch) - base + 1) % 26)
    return ch


def _misread_text(value: str, decisive: str) -> str:
    """``value`` with one character of the decisive part changed (a digit if it has one)."""
    start = value.casefold().find(decisive.casefold())
    lo, hi = (start, start + len(decisive)) if start >= 0 else (0, len(value))
    part = value[lo:hi]
    digits = [i for i, c in enumerate(part) if c.isdigit()]
    letters = [i for i, c in enumerate(part) if c.isalpha() and c.isascii()]
    pick = digits[-1] if digits else (letters[-1] if letters else None)
    if pick is None:
        return value + "x"
    i = lo + pick
    return value[:i] + _bump_char(value[i]) + value[i + 1 :]


def _amount(s: str) -> float | None:
    match = _AMOUNT.match(s.strip())
    if not match:
        return None
    try:
        return float(match.group(1).replace(",", ""))
    except ValueError:
        return None


_MONTHS = {
    m: i
    for i, names in enumerate(
        [
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ],
        start=1,
    )
    for m in names
}
_MONTH_DAY = re.compile(r"\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?")
_DAY_MONTH = re.compile(r"\b(\d{1,2})\s+([A-Za-z]{3,9})\.?(?:,?\s+(\d{4}))?")
_NUMERIC = re.compile(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b")
_DOTTED = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")
"""Day-first dates with dots (``14.06.2025``), as written in much of Europe."""


def _numeric_dates(match: re.Match[str]) -> set[tuple[int | None, int, int]]:
    """``a/b/yyyy``: month-first, and day-first too when that is a valid reading (a
    picture from anywhere may use either)."""
    a, b, year = int(match.group(1)), int(match.group(2)), int(match.group(3))
    out: set[tuple[int | None, int, int]] = set()
    if 1 <= a <= 12 and 1 <= b <= 31:
        out.add((year, a, b))
    if 1 <= b <= 12 and 1 <= a <= 31:
        out.add((year, b, a))
    return out


def written_date(s: str) -> tuple[int | None, int, int] | None:
    """(year or None, month, day) of a date written in ``s`` (``Jun 14 2025``,
    ``14 JUN 2025``, ``Saturday June 21``, ``06/14/2025``, ``14/06/2025``, ``14.06.2025``,
    ``2025-06-14``); an ambiguous ``a/b/yyyy`` reads month-first."""
    iso = _ISO_DATE.search(s)
    if iso:
        return int(iso.group(1)), int(iso.group(2)), int(iso.group(3))
    numeric = _NUMERIC.search(s)
    if numeric:
        a, b = int(numeric.group(1)), int(numeric.group(2))
        if a > 12 >= b:  # unambiguously day-first (14/06/2025)
            return int(numeric.group(3)), b, a
        return int(numeric.group(3)), a, b
    dotted = _DOTTED.search(s)
    if dotted:
        return int(dotted.group(3)), int(dotted.group(2)), int(dotted.group(1))
    for pattern, month_group, day_group in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        match = pattern.search(s)
        if match and match.group(month_group).casefold() in _MONTHS:
            year = int(match.group(3)) if match.group(3) else None
            return year, _MONTHS[match.group(month_group).casefold()], int(match.group(day_group))
    return None


def all_written_dates(s: str) -> set[tuple[int | None, int, int]]:
    """Every date written in ``s`` (same forms as `written_date`)."""
    out: set[tuple[int | None, int, int]] = set()
    for m in _ISO_ANY.finditer(s):
        out.add((int(m.group(1)), int(m.group(2)), int(m.group(3))))
    for m in _NUMERIC.finditer(s):
        out.update(_numeric_dates(m))
    for m in _DOTTED.finditer(s):
        if 1 <= int(m.group(2)) <= 12:
            out.add((int(m.group(3)), int(m.group(2)), int(m.group(1))))
    for pattern, month_group, day_group in ((_MONTH_DAY, 1, 2), (_DAY_MONTH, 2, 1)):
        for m in pattern.finditer(s):
            month = m.group(month_group).casefold()
            if month in _MONTHS:
                year = int(m.group(3)) if m.group(3) else None
                out.add((year, _MONTHS[month], int(m.group(day_group))))
    return out


_AMPM = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?[Mm]\b\.?")
_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?![\d])")
_HHMM_VALUE = re.compile(r"^(\d{1,2}):(\d{2})(?::\d{2})?$")
_ISO_CLOCK = re.compile(r"^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})")


def written_times(s: str) -> set[str]:
    """Clock times written in ``s`` as 24-hour ``HH:MM`` (``8am``, ``2:30 PM``, ``14:00``)."""
    out: set[str] = set()
    for m in _AMPM.finditer(s):
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        half = m.group(3).lower()
        if half == "p" and hour < 12:
            hour += 12
        elif half == "a" and hour == 12:
            hour = 0
        if hour < 24 and minute < 60:
            out.add(f"{hour:02d}:{minute:02d}")
    for m in _CLOCK.finditer(s):
        hour, minute = int(m.group(1)), int(m.group(2))
        after = s[m.end() : m.end() + 4].strip().lower()
        if after[:1] in ("a", "p"):
            continue  # already read as am/pm
        if hour < 24 and minute < 60:
            out.add(f"{hour:02d}:{minute:02d}")
    return out


def _clock_of(value: str) -> tuple[int, int] | None:
    m = _HHMM_VALUE.match(value) or _ISO_CLOCK.match(value)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _same_day(day: date, written: tuple[int | None, int, int] | None) -> bool:
    if written is None:
        return False
    year, month, dom = written
    return (year is None or year == day.year) and (month, dom) == (day.month, day.day)


def _candidates(value: Any, decisive: Sequence[str]) -> Iterator[tuple[str, Any]]:
    """(decisive string, misread value) pairs for one argument value."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, (int, float)):
        for d in decisive:
            amount = _amount(d)
            if amount is not None and abs(amount - value) < 1e-9 and amount != 0:
                yield d, value + 1
                return
        return
    if not isinstance(value, str) or not value.strip():
        return
    nv = _norm(value)
    found = False
    for d in decisive:
        nd = _norm(d)
        if len(nd) >= 2 and nd in nv:
            yield d, _misread_text(value, d)
            found = True
    if found:
        return
    vd = "".join(_DIGITS.findall(value))
    for d in decisive:
        dd = "".join(_DIGITS.findall(d))
        if len(dd) >= 7 and len(vd) >= 7 and (vd.endswith(dd) or dd.endswith(vd)):
            yield d, _misread_text(value, value[-1]) if value[-1].isdigit() else value + "1"
            return
    iso = _ISO_DATE.match(value)
    if iso:
        day = date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        for d in decisive:
            if _same_day(day, written_date(d)):
                shifted = (day + timedelta(days=1)).isoformat()
                yield d, shifted + value[10:]
                return
    clock = _clock_of(value)
    if clock is not None:
        text = f"{clock[0]:02d}:{clock[1]:02d}"
        for d in decisive:
            if text in written_times(d):
                hour = f"{(clock[0] + 1) % 24:02d}"
                if _ISO_CLOCK.match(value):
                    yield d, value[:11] + hour + value[13:]
                else:
                    yield d, hour + value[value.index(":") :]
                return
    amount = _amount(value)
    if amount is not None:
        for d in decisive:
            if _amount(d) == amount and amount != 0:
                yield d, _misread_text(value, value)
                return


def _walk(
    value: Any, path: tuple[str | int, ...] = ()
) -> Iterator[tuple[tuple[str | int, ...], Any]]:
    if isinstance(value, Mapping):
        for k, v in value.items():
            yield from _walk(v, (*path, str(k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _walk(v, (*path, i))
    else:
        yield path, value


def misreadings(loaded: LoadedScenario) -> list[Misreading]:
    """Every oracle argument value carrying a decisive string, with its misread form."""
    decisive = decisive_strings(loaded)
    out: list[Misreading] = []
    for rnd in loaded.scenario.oracle_solution:
        for index, step in enumerate(rnd.steps):
            if step.tool is None:
                continue
            for path, value in _walk(step.arguments):
                for d, wrong in _candidates(value, decisive):
                    out.append(Misreading(rnd.round, index, path, d, value, wrong, step.tool))
    return out


def _set(container: Any, path: tuple[str | int, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(container, Mapping):
        copy = dict(container)
        copy[str(head)] = _set(container[str(head)], rest, value)
        return copy
    items = list(container)
    items[int(head)] = _set(items[int(head)], rest, value)
    return items


def _replace_round(scenario: Scenario, rnd: OracleRound) -> Scenario:
    solution = [rnd if r.round == rnd.round else r for r in scenario.oracle_solution]
    return scenario.model_copy(update={"oracle_solution": solution})


def with_misreading(scenario: Scenario, misreading: Misreading) -> Scenario:
    """The scenario whose oracle uses the misread value."""
    rnd = scenario.oracle_round(misreading.round)
    if rnd is None:
        raise ConfigError(f"no oracle round {misreading.round}")
    step = rnd.steps[misreading.step]
    wrong = step.model_copy(
        update={"arguments": _set(step.arguments, misreading.path, misreading.misread)}
    )
    steps = [wrong if i == misreading.step else s for i, s in enumerate(rnd.steps)]
    return _replace_round(scenario, rnd.model_copy(update={"steps": steps}))


def _last_round_with_steps(scenario: Scenario) -> OracleRound | None:
    rounds = [r for r in scenario.oracle_solution if r.steps]
    return max(rounds, key=lambda r: r.round) if rounds else None


FALLBACK_WRITE = OracleStep(tool="create_note", arguments={"title": "Extra note", "body": "extra"})
"""The extra write used when the solution has no create-like step to repeat."""


def with_extra_write(scenario: Scenario, *, fallback: bool = False) -> Scenario:
    """The scenario whose oracle repeats its last create-like call at the end (or, with
    ``fallback`` or when there is none, creates an unrelated note)."""
    last = _last_round_with_steps(scenario)
    if last is None:
        raise ConfigError(f"{scenario.id}: the oracle solution has no steps")
    writes = [
        s
        for r in scenario.oracle_solution
        for s in r.steps
        if s.tool and s.tool.split("_", 1)[0] in WRITE_VERBS
    ]
    extra = FALLBACK_WRITE
    if writes and not fallback:
        extra = writes[-1].model_copy(update={"save_as": None, "expect_error": False})
    return _replace_round(scenario, last.model_copy(update={"steps": [*last.steps, extra]}))


def without_last_write(scenario: Scenario) -> Scenario:
    """The scenario whose oracle skips its last writing step (the last step that is not a
    search or lookup; the last step if all are)."""
    last = _last_round_with_steps(scenario)
    if last is None:
        raise ConfigError(f"{scenario.id}: the oracle solution has no steps")
    for rnd in sorted(scenario.oracle_solution, key=lambda r: -r.round):
        for index in range(len(rnd.steps) - 1, -1, -1):
            step = rnd.steps[index]
            if step.code is not None or (step.tool and not is_read_tool(step.tool)):
                steps = [s for i, s in enumerate(rnd.steps) if i != index]
                return _replace_round(scenario, rnd.model_copy(update={"steps": steps}))
    steps = last.steps[:-1]
    return _replace_round(scenario, last.model_copy(update={"steps": steps}))


def doing_nothing(scenario: Scenario) -> Scenario:
    """The scenario whose oracle only replies (no tool call, no code)."""
    solution = [r.model_copy(update={"steps": []}) for r in scenario.oracle_solution]
    return scenario.model_copy(update={"oracle_solution": solution})


@dataclass
class MisreadingOracleAgent(OracleAgent):
    """The oracle that misreads one value per scenario: a deliberately imperfect agent.

    It replays the reference solution except that one argument value carrying a
    decisive string of an image is read wrong (one character or digit), chosen with
    ``seed`` among write steps when there are any. With no such value it replays the
    solution unchanged. Offline and deterministic (``--agent oracle/misread`` in
    ``mmtb run sandbox``; ``make demo``). Build it with `for_scenario`.

    Attributes:
        misreading: The value read wrong (None when there is none).
    """

    misreading: Misreading | None = None

    @classmethod
    def for_scenario(cls, loaded: LoadedScenario, seed: int = 0) -> MisreadingOracleAgent:
        """The agent for ``loaded``, misreading the value that ``seed`` picks."""
        options = misreadings(loaded)
        writes = [m for m in options if not m.in_read_tool] or options
        scenario = loaded.scenario
        chosen: Misreading | None = None
        if writes:
            chosen = random.Random(f"{seed}:{scenario.id}").choice(writes)
            scenario = with_misreading(scenario, chosen)
        return cls(scenario, name="oracle/misread", misreading=chosen)


def scenario_image_paths(loaded: LoadedScenario) -> list[Path]:
    """Resolved paths of the scenario's images."""
    return [(loaded.path.parent / img.path).resolve() for img in loaded.scenario.images]
