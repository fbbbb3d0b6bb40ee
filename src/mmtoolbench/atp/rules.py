"""Validity rules for ATP answers: what a *valid tool call* is, and every rule check.

An ATP answer is markdown in which image tool calls are embedded as
``<tool>{"tool_name": ..., "description": ..., "params": {...}}</tool>`` tags (paper §3).
:func:`mmtoolbench.atp.parse.parse_answer` finds the tags; this module defines the checks
it applies. Every problem is a :class:`Violation` with a stable :class:`ViolationCode`, a
fixed :class:`Severity`, a human-readable message and a :class:`Location` (character
offsets, 1-based line and column).

Definition of a valid call
--------------------------
A *tool call* is a ``<tool>`` open tag outside code (fenced blocks and inline code spans)
together with what follows it up to its ``</tool>`` close tag (or, for an unclosed tag, up
to the end of its JSON object / paragraph). A call is **valid** iff it has no error-level
violation, i.e. all of the following hold:

1. The tag is properly closed and contains no other ``<tool>`` tag
   (``unclosed_tag``, ``nested_tag``).
2. The tag body parses with strict ``json.loads`` (``invalid_json``). A body that only
   parses after tolerant recovery (single quotes, trailing commas, smart quotes, missing
   closing braces, ...) is still checked further but is reported as ``recovered_json`` and
   is *not* strictly valid.
3. The body is a JSON object (``not_an_object``) with a string ``tool_name`` naming one of
   ``Reference``, ``Diffusion``, ``Search``, ``Code``, ``Edit`` -- exact spelling and case
   (``missing_param``, ``wrong_param_type``, ``unknown_tool``) -- a string ``description``
   if present (``wrong_param_type``) and an object ``params`` (``missing_param``,
   ``wrong_param_type``).
4. ``params`` holds every required parameter of the tool with the right JSON type
   (``missing_param``, ``wrong_param_type``): ``Reference {img_index: int}``,
   ``Diffusion {prompt: str}``, ``Search {query: str}``, ``Code {diagram_type: str,
   data: object | str}``, ``Edit {img_index: int, prompt: str}``. Strings must be
   non-blank and objects non-empty (a blank value counts as missing). ``img_index`` must
   be an integer (not a bool, float or numeric string).
5. ``img_index`` is a valid 0-based context-image index: ``0 <= img_index < num_images``
   when the number of images is known, and never negative (``img_index_out_of_range``).
6. A ``Reference`` call does not cite an image already cited by an earlier ``Reference``
   call: each reference image is used once (``reference_reused``; the first use stays
   valid). ``Edit`` calls do not count as uses.
7. The tag stands on its own line, at a paragraph boundary (``mid_sentence``): apart from
   other tags and markdown container markers (``>``, ``-``, ``*``, ``+``, ``1.``) there is
   no text on the tag's line, and the tag does not split a sentence that continues on the
   next line.

Warnings never make a call invalid: ``unexpected_param`` (unknown keys in the call or in
``params``) and ``empty_description`` (missing or blank ``description``).

Document-level violations are not attached to a call: ``stray_close_tag`` (a
``</tool>`` without an open tag), ``tag_in_code_fence`` (a ``<tool>`` inside a fenced code
block or inline code span is text, not a call) and ``figure_phrase`` (a figure-introducing
phrase in the prose, see :data:`FIGURE_PHRASES`; a lexical heuristic, hence a warning). An
*answer* is valid iff none of its calls and none of its document-level violations has error
severity; an answer with no tags at all is valid.

The same definition, with examples, is in ``docs/atp/validity.md``.
"""

from __future__ import annotations

import difflib
import re
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

__all__ = [
    "FIGURE_PHRASES",
    "RULES",
    "TOOL_NAMES",
    "TOOL_PARAMS",
    "TOP_LEVEL_KEYS",
    "FigurePhrase",
    "LineIndex",
    "Location",
    "ParamSpec",
    "RuleInfo",
    "Severity",
    "Violation",
    "ViolationCode",
    "check_answer",
    "check_answer_file",
    "check_payload",
    "check_placement",
    "closest_tool_name",
    "find_figure_phrases",
    "is_sentence_split",
    "strip_container_prefix",
]


class Severity(StrEnum):
    """How bad a violation is: errors make a call (or answer) invalid, warnings do not."""

    ERROR = "error"
    WARNING = "warning"


class ViolationCode(StrEnum):
    """Stable identifiers of every rule violation."""

    INVALID_JSON = "invalid_json"
    RECOVERED_JSON = "recovered_json"
    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_TOOL = "unknown_tool"
    MISSING_PARAM = "missing_param"
    WRONG_PARAM_TYPE = "wrong_param_type"
    UNEXPECTED_PARAM = "unexpected_param"
    IMG_INDEX_OUT_OF_RANGE = "img_index_out_of_range"
    REFERENCE_REUSED = "reference_reused"
    MID_SENTENCE = "mid_sentence"
    FIGURE_PHRASE = "figure_phrase"
    UNCLOSED_TAG = "unclosed_tag"
    NESTED_TAG = "nested_tag"
    STRAY_CLOSE_TAG = "stray_close_tag"
    TAG_IN_CODE_FENCE = "tag_in_code_fence"
    EMPTY_DESCRIPTION = "empty_description"
    EMPTY_ANSWER = "empty_answer"
    BINARY_ANSWER = "binary_answer"
    ANSWER_TOO_LONG = "answer_too_long"
    TOO_MANY_TAGS = "too_many_tags"


Scope = Literal["call", "document"]


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """Static description of one rule.

    Attributes:
        code: The violation code.
        severity: Error or warning.
        scope: ``"call"`` if the violation is attached to a tool call, ``"document"`` if it
            is reported on the answer as a whole.
        summary: One-line description of what the rule checks.
    """

    code: ViolationCode
    severity: Severity
    scope: Scope
    summary: str


def _rule(code: ViolationCode, severity: Severity, scope: Scope, summary: str) -> RuleInfo:
    return RuleInfo(code=code, severity=severity, scope=scope, summary=summary)


_E, _W = Severity.ERROR, Severity.WARNING
_C = ViolationCode

RULES: Mapping[ViolationCode, RuleInfo] = MappingProxyType(
    {
        info.code: info
        for info in (
            _rule(_C.INVALID_JSON, _E, "call", "the tag body is not JSON, even after recovery"),
            _rule(
                _C.RECOVERED_JSON,
                _E,
                "call",
                "the tag body is JSON only after tolerant recovery (records the fixes)",
            ),
            _rule(_C.NOT_AN_OBJECT, _E, "call", "the tag body is JSON but not an object"),
            _rule(_C.UNKNOWN_TOOL, _E, "call", "tool_name is not one of the five tools"),
            _rule(_C.MISSING_PARAM, _E, "call", "a required key or parameter is missing/blank"),
            _rule(_C.WRONG_PARAM_TYPE, _E, "call", "a key or parameter has the wrong JSON type"),
            _rule(_C.UNEXPECTED_PARAM, _W, "call", "an unknown key in the call or in params"),
            _rule(
                _C.IMG_INDEX_OUT_OF_RANGE,
                _E,
                "call",
                "img_index is negative or not below the number of context images",
            ),
            _rule(_C.REFERENCE_REUSED, _E, "call", "a context image is referenced twice"),
            _rule(_C.MID_SENTENCE, _E, "call", "the tag is not on its own line at a boundary"),
            _rule(_C.FIGURE_PHRASE, _W, "document", "a figure-introducing phrase in the prose"),
            _rule(_C.UNCLOSED_TAG, _E, "call", "a <tool> tag without its </tool>"),
            _rule(_C.NESTED_TAG, _E, "call", "a <tool> tag inside another tag's body"),
            _rule(_C.STRAY_CLOSE_TAG, _E, "document", "a </tool> without an open tag"),
            _rule(
                _C.TAG_IN_CODE_FENCE,
                _E,
                "document",
                "a <tool> tag inside a code block or inline code (text, not a call)",
            ),
            _rule(_C.EMPTY_DESCRIPTION, _W, "call", "description is missing or blank"),
            _rule(_C.EMPTY_ANSWER, _E, "document", "the answer is empty or only whitespace"),
            _rule(
                _C.BINARY_ANSWER,
                _E,
                "document",
                "the answer is not text (NUL bytes, control characters, undecodable bytes)",
            ),
            _rule(
                _C.ANSWER_TOO_LONG,
                _E,
                "document",
                "the answer is longer than MAX_ANSWER_CHARS; only its start is checked",
            ),
            _rule(
                _C.TOO_MANY_TAGS,
                _E,
                "document",
                "more than MAX_TOOL_TAGS <tool> tags; the text from the next one on is not checked",
            ),
        )
    }
)
"""Every rule, keyed by code (read-only)."""


# --------------------------------------------------------------------------- locations


@dataclass(frozen=True, slots=True)
class Location:
    """Where something is in the answer text.

    Attributes:
        start: Character offset of the first character (0-based).
        end: Character offset one past the last character (``end >= start``).
        line: Line of ``start`` (1-based).
        column: Column of ``start`` (1-based, in characters).
    """

    start: int
    end: int
    line: int
    column: int

    def to_dict(self) -> dict[str, int]:
        """Return the location as a JSON-able dict."""
        return {"start": self.start, "end": self.end, "line": self.line, "column": self.column}


class LineIndex:
    """Maps character offsets of one text to 1-based line and column numbers."""

    __slots__ = ("_length", "_starts")

    def __init__(self, text: str) -> None:
        starts = [0]
        find = text.find
        pos = find("\n")
        while pos != -1:
            starts.append(pos + 1)
            pos = find("\n", pos + 1)
        self._starts = starts
        self._length = len(text)

    def line_of(self, offset: int) -> int:
        """Return the 1-based line holding ``offset`` (clamped to the text)."""
        offset = min(max(offset, 0), self._length)
        return bisect_right(self._starts, offset)

    @property
    def num_lines(self) -> int:
        """Number of lines (a text without newline has one)."""
        return len(self._starts)

    def line_start(self, line: int) -> int:
        """Offset of the first character of a 1-based line."""
        return self._starts[line - 1]

    def line_end(self, line: int) -> int:
        """Offset of the newline ending a 1-based line (the text length for the last line)."""
        return self._starts[line] - 1 if line < len(self._starts) else self._length

    def locate(self, start: int, end: int | None = None) -> Location:
        """Return the :class:`Location` of ``[start, end)`` (``end`` defaults to ``start``)."""
        start = min(max(start, 0), self._length)
        stop = start if end is None else min(max(end, start), self._length)
        line = bisect_right(self._starts, start)
        return Location(start=start, end=stop, line=line, column=start - self._starts[line - 1] + 1)


@dataclass(frozen=True, slots=True)
class Violation:
    """One rule violation.

    Attributes:
        code: Stable violation code.
        message: Human-readable explanation.
        location: Where it is in the answer text.
        call_index: Index of the call it belongs to, ``None`` for document-level ones.
        field: Dotted path of the offending key (``"params.img_index"``), if any.
        suggestion: For ``unknown_tool``: the closest valid tool name, if any is close.
        fixes: For ``recovered_json``: the recovery steps that were needed.
    """

    code: ViolationCode
    message: str
    location: Location
    call_index: int | None = None
    field: str | None = None
    suggestion: str | None = None
    fixes: tuple[str, ...] = ()

    @property
    def severity(self) -> Severity:
        """The fixed severity of this violation's code."""
        return RULES[self.code].severity

    @property
    def is_error(self) -> bool:
        """Whether the violation has error severity."""
        return RULES[self.code].severity is Severity.ERROR

    def to_dict(self) -> dict[str, Any]:
        """Return the violation as a JSON-able dict."""
        out: dict[str, Any] = {
            "code": self.code.value,
            "severity": self.severity.value,
            "message": self.message,
            "call_index": self.call_index,
            **self.location.to_dict(),
        }
        if self.field is not None:
            out["field"] = self.field
        if self.suggestion is not None:
            out["suggestion"] = self.suggestion
        if self.fixes:
            out["fixes"] = list(self.fixes)
        return out


# --------------------------------------------------------------------------- tools


ParamKind = Literal["int", "str", "object|str"]


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """A required parameter of a tool.

    Attributes:
        name: Key inside ``params``.
        kind: Accepted JSON type: ``"int"`` (integer, not bool), ``"str"`` (non-blank
            string) or ``"object|str"`` (non-empty object or non-blank string).
        description: What the parameter means.
    """

    name: str
    kind: ParamKind
    description: str


TOOL_PARAMS: Mapping[str, tuple[ParamSpec, ...]] = MappingProxyType(
    {
        "Reference": (ParamSpec("img_index", "int", "0-based index of a context image"),),
        "Diffusion": (ParamSpec("prompt", "str", "detailed description of the image"),),
        "Search": (ParamSpec("query", "str", "targeted image-search query"),),
        "Code": (
            ParamSpec("diagram_type", "str", "kind of chart or diagram"),
            ParamSpec("data", "object|str", "the data or specification to plot"),
        ),
        "Edit": (
            ParamSpec("img_index", "int", "0-based index of the context image to edit"),
            ParamSpec("prompt", "str", "what to change"),
        ),
    }
)
"""Required parameters of each tool (all parameters are required; read-only)."""

TOOL_NAMES: tuple[str, ...] = tuple(TOOL_PARAMS)
"""The five tool names, in the paper's order."""

TOP_LEVEL_KEYS: tuple[str, ...] = ("tool_name", "description", "params")
"""Keys of a call object."""

_TOOL_NAMES_LOWER = {name.lower(): name for name in TOOL_NAMES}
_ALIASES = MappingProxyType(
    {
        "image_search": "Search",
        "web_search": "Search",
        "google": "Search",
        "retrieve": "Search",
        "generate": "Diffusion",
        "generation": "Diffusion",
        "image_generation": "Diffusion",
        "text2image": "Diffusion",
        "draw": "Diffusion",
        "plot": "Code",
        "chart": "Code",
        "python": "Code",
        "matplotlib": "Code",
        "image_edit": "Edit",
        "modify": "Edit",
        "ref": "Reference",
        "cite": "Reference",
        "context_image": "Reference",
    }
)


def closest_tool_name(name: str) -> str | None:
    """Return the valid tool name closest to a misspelled one.

    Args:
        name: The name the model used.

    Returns:
        A case-insensitive match, a known alias (``image_search`` -> ``Search``), the most
        similar name by edit similarity (ratio >= 0.5), or ``None``.
    """
    key = name.strip().lower()
    if key in _TOOL_NAMES_LOWER:
        return _TOOL_NAMES_LOWER[key]
    normalized = re.sub(r"[\s\-]+", "_", key)
    if normalized in _ALIASES:
        return _ALIASES[normalized]
    for known_lower, known in _TOOL_NAMES_LOWER.items():
        if known_lower in normalized:
            return known
    matches = difflib.get_close_matches(key, list(_TOOL_NAMES_LOWER), n=1, cutoff=0.5)
    return _TOOL_NAMES_LOWER[matches[0]] if matches else None


# --------------------------------------------------------------------------- payload


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _check_param(
    spec: ParamSpec, value: object, *, tool: str, num_images: int | None
) -> tuple[ViolationCode, str] | None:
    path = f"params.{spec.name}"
    if spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return (
                _C.WRONG_PARAM_TYPE,
                f"{tool}: {path} must be an integer, got {_type_name(value)} {value!r}",
            )
        if value < 0:
            return _C.IMG_INDEX_OUT_OF_RANGE, f"{tool}: {path} {value} is negative"
        if num_images is not None and value >= num_images:
            valid = f"0..{num_images - 1}" if num_images > 0 else "none: the query has no images"
            return (
                _C.IMG_INDEX_OUT_OF_RANGE,
                f"{tool}: {path} {value} is out of range (valid indices: {valid})",
            )
        return None
    if isinstance(value, str):
        if not value.strip():
            return _C.MISSING_PARAM, f"{tool}: {path} is blank"
        return None
    if spec.kind == "object|str" and isinstance(value, dict):
        if not value:
            return _C.MISSING_PARAM, f"{tool}: {path} is an empty object"
        return None
    expected = "a string" if spec.kind == "str" else "an object or a string"
    return _C.WRONG_PARAM_TYPE, f"{tool}: {path} must be {expected}, got {_type_name(value)}"


def check_payload(
    payload: object,
    *,
    num_images: int | None,
    location: Location,
    call_index: int | None = None,
) -> list[Violation]:
    """Check the decoded JSON body of one call against the tool schemas.

    Covers ``not_an_object``, ``missing_param``, ``wrong_param_type``, ``unknown_tool``,
    ``unexpected_param``, ``img_index_out_of_range`` and ``empty_description``.

    Args:
        payload: The decoded tag body.
        num_images: Number of context images, or ``None`` if unknown (then only negative
            indices are out of range).
        location: Location reported for every violation (normally the call's tag).
        call_index: Index of the call, copied into the violations.

    Returns:
        The violations, in a fixed order (top-level keys, then parameters).
    """
    out: list[Violation] = []

    def add(
        code: ViolationCode, message: str, field: str | None = None, suggestion: str | None = None
    ) -> None:
        out.append(
            Violation(
                code=code,
                message=message,
                location=location,
                call_index=call_index,
                field=field,
                suggestion=suggestion,
            )
        )

    if not isinstance(payload, dict):
        add(_C.NOT_AN_OBJECT, f"the tag body must be a JSON object, got {_type_name(payload)}")
        return out

    tool: str | None = None
    if "tool_name" not in payload:
        hint = " (found 'name'; the key is 'tool_name')" if "name" in payload else ""
        add(_C.MISSING_PARAM, f"missing required key 'tool_name'{hint}", "tool_name")
    elif not isinstance(payload["tool_name"], str):
        add(
            _C.WRONG_PARAM_TYPE,
            f"tool_name must be a string, got {_type_name(payload['tool_name'])}",
            "tool_name",
        )
    elif payload["tool_name"] not in TOOL_PARAMS:
        name = payload["tool_name"]
        suggestion = closest_tool_name(name)
        hint = f"; did you mean {suggestion!r}?" if suggestion else ""
        add(
            _C.UNKNOWN_TOOL,
            f"unknown tool {name!r} (tools: {', '.join(TOOL_NAMES)}){hint}",
            "tool_name",
            suggestion,
        )
    else:
        tool = payload["tool_name"]

    description = payload.get("description")
    if "description" in payload and description is not None and not isinstance(description, str):
        add(
            _C.WRONG_PARAM_TYPE,
            f"description must be a string, got {_type_name(description)}",
            "description",
        )
    elif not isinstance(description, str) or not description.strip():
        add(_C.EMPTY_DESCRIPTION, "description is missing or blank", "description")

    for key in payload:
        if key not in TOP_LEVEL_KEYS:
            add(
                _C.UNEXPECTED_PARAM,
                f"unexpected key {key!r} in the call (keys: {', '.join(TOP_LEVEL_KEYS)})",
                str(key),
            )

    params = payload.get("params")
    if "params" not in payload:
        if tool is not None:
            alt = next((k for k in ("parameters", "arguments", "args") if k in payload), None)
            hint = f" (found {alt!r}; the key is 'params')" if alt else ""
            add(_C.MISSING_PARAM, f"{tool}: missing required key 'params'{hint}", "params")
        return out
    if not isinstance(params, dict):
        add(
            _C.WRONG_PARAM_TYPE,
            f"params must be an object, got {_type_name(params)}",
            "params",
        )
        return out
    if tool is None:
        return out

    specs = TOOL_PARAMS[tool]
    for spec in specs:
        if spec.name not in params:
            add(_C.MISSING_PARAM, f"{tool}: missing parameter '{spec.name}'", f"params.{spec.name}")
            continue
        problem = _check_param(spec, params[spec.name], tool=tool, num_images=num_images)
        if problem is not None:
            add(problem[0], problem[1], f"params.{spec.name}")
    allowed = {spec.name for spec in specs}
    for key in params:
        if key not in allowed:
            add(
                _C.UNEXPECTED_PARAM,
                f"{tool}: unexpected parameter {key!r} (parameters: {', '.join(sorted(allowed))})",
                f"params.{key}",
            )
    return out


# --------------------------------------------------------------------------- placement

_CONTAINER_PREFIX = re.compile(r"[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*")
_TRAILING_EMPHASIS = "*_`~ \t\r"
_SENTENCE_END = frozenset(".!?:;。！？：；…)]}\"'”’»|>")


def is_sentence_split(previous_line: str | None, next_line: str | None) -> bool:
    """Whether a tag on its own line between these lines splits one sentence.

    The tag splits a sentence when the previous line is prose that does not end a
    sentence (its last character, ignoring emphasis markers, is not one of
    ``. ! ? : ; ) ] } " ' |`` or their full-width forms) and the next line continues it
    (starts with a lowercase letter or with ``,``).

    Args:
        previous_line: The line above the tag (tags already removed), ``None`` if none.
        next_line: The line below the tag (tags already removed), ``None`` if none.

    Returns:
        ``True`` if the tag sits in the middle of a sentence.
    """
    if previous_line is None or next_line is None:
        return False
    prev = previous_line.rstrip(_TRAILING_EMPHASIS)
    nxt = next_line.lstrip()
    if not prev.strip() or not nxt:
        return False
    if prev.lstrip().startswith(("#", "|", "```", "~~~")):
        return False
    if prev[-1] in _SENTENCE_END:
        return False
    return nxt[0].islower() or nxt[0] == ","


def strip_container_prefix(prefix: str) -> str:
    """Remove leading whitespace and markdown container markers from a line prefix.

    Args:
        prefix: Text from the start of a line up to a tag.

    Returns:
        What remains after blockquote (``>``), list (``-``, ``*``, ``+``, ``1.``, ``1)``)
        markers and whitespace: text that shares the line with the tag.
    """
    match = _CONTAINER_PREFIX.match(prefix)
    return prefix[match.end() :] if match else prefix


def check_placement(
    before: str,
    after: str,
    *,
    previous_line: str | None,
    next_line: str | None,
    location: Location,
    call_index: int | None = None,
) -> Violation | None:
    """Check that a tag stands on its own line at a paragraph boundary (``mid_sentence``).

    Args:
        before: Text sharing the tag's line before it: other tags and the leading container
            markers (see :func:`strip_container_prefix`) removed.
        after: Text sharing the tag's line after it, other tags removed.
        previous_line: The line above the tag's line (tags removed), ``None`` at the top.
        next_line: The line below the tag's line (tags removed), ``None`` at the bottom.
        location: Location to report.
        call_index: Index of the call.

    Returns:
        A ``mid_sentence`` violation, or ``None`` if the placement is fine.
    """
    message: str | None = None
    if before.strip():
        message = f"text before the tag on the same line: {_excerpt(before, tail=True)!r}"
    elif after.strip():
        message = f"text after the tag on the same line: {_excerpt(after)!r}"
    elif is_sentence_split(previous_line, next_line):
        message = "the tag splits a sentence that continues on the next line"
    if message is None:
        return None
    return Violation(
        code=_C.MID_SENTENCE,
        message=f"tag must stand on its own line at a paragraph boundary; {message}",
        location=location,
        call_index=call_index,
    )


def _excerpt(text: str, *, tail: bool = False, width: int = 40) -> str:
    text = " ".join(text.split())
    if len(text) <= width:
        return text
    return "..." + text[-width:] if tail else text[:width] + "..."


# --------------------------------------------------------------------------- figure phrases


@dataclass(frozen=True, slots=True)
class FigurePhrase:
    """A figure-introducing phrase forbidden by the integration rules (paper §4.2).

    Attributes:
        name: Short label, e.g. ``"as shown below"``.
        pattern: Case-insensitive regular expression matching it.
    """

    name: str
    pattern: str


_NOUN = (
    r"(?:images?|pictures?|photos?|photographs?|figures?|diagrams?|charts?|graphs?|"
    r"illustrations?|visuals?|visualizations?|renderings?|plots?|screenshots?|sketch(?:es)?)"
)
_WORD = r"(?:\w{1,20} )?"  # an optional adjective ("here is a quick sketch")

FIGURE_PHRASES: tuple[FigurePhrase, ...] = (
    FigurePhrase(
        "as shown below/above",
        r"\bas (?:shown|illustrated|depicted|pictured|seen|displayed) (?:below|above|here)\b",
    ),
    FigurePhrase(
        "as shown in the figure/image",
        rf"\bas (?:shown|illustrated|depicted|pictured|seen|displayed) in the "
        rf"(?:following |next |attached )?{_NOUN}\b",
    ),
    FigurePhrase("see the image/figure", rf"\bsee the (?:following |next )?{_NOUN}\b"),
    FigurePhrase("the following figure/image/diagram", rf"\bthe following {_NOUN}\b"),
    FigurePhrase(
        "here is an image",
        rf"\bhere(?:'s|’s| is| are)\s{{1,3}}(?:an? |the |some )?{_WORD}{_NOUN}\b",
    ),
    FigurePhrase(
        "below is an image",
        rf"\b(?:below|above) (?:is|are) (?:an? |the |some )?{_WORD}{_NOUN}\b",
    ),
    FigurePhrase("the image below/above", rf"\b(?:the|this|these) {_NOUN} (?:below|above)\b"),
    FigurePhrase(
        "(see figure)",
        rf"\(\s{{0,3}}(?:see|refer to)\s{{1,3}}(?:the\s{{1,3}})?(?:{_NOUN}|below|above)"
        rf"[^)\n]{{0,40}}\)",
    ),
    FigurePhrase("refer to the figure", rf"\brefer to the (?:following )?{_NOUN}\b"),
    FigurePhrase(
        "take a look at the image",
        rf"\b(?:take a look at|have a look at|check out) (?:the|this) {_NOUN}\b",
    ),
)
"""Figure-introducing phrases, checked case-insensitively in the prose (outside tags and
code). The integration rules forbid them because a tag's image is placed after the relevant
paragraph without captions or cross-references. Every pattern contains one of
:data:`_FIGURE_HINTS` and matches at most ~100 characters, which lets the search skip
prose without a hint word."""

_FIGURE_RE = re.compile(
    # The lookahead (first letters of every pattern) makes most positions fail fast.
    "(?=[ashtbrc(])(?:"
    + "|".join(f"(?P<p{i}>{phrase.pattern})" for i, phrase in enumerate(FIGURE_PHRASES))
    + ")",
    re.IGNORECASE,
)
_FIGURE_HINTS = (
    "shown",
    "illustrated",
    "depicted",
    "pictured",
    "see",
    "displayed",
    "following",
    "here",
    "below",
    "above",
    "refer",
    "look",
    "check",
)
_HINT_BEFORE, _HINT_AFTER = 60, 90


def _hint_windows(text: str, ranges: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sub-ranges of ``ranges`` that can hold a figure phrase (around hint words)."""
    lowered = text.lower()
    if len(lowered) != len(text):  # case mapping changed offsets: search everything
        return list(ranges)
    hits: list[int] = []
    for hint in _FIGURE_HINTS:
        pos = lowered.find(hint)
        while pos != -1:
            hits.append(pos)
            pos = lowered.find(hint, pos + 1)
    if not hits:
        return []
    hits.sort()
    windows: list[tuple[int, int]] = []
    for hit in hits:
        start, end = max(hit - _HINT_BEFORE, 0), hit + _HINT_AFTER
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], max(windows[-1][1], end))
        else:
            windows.append((start, end))
    out: list[tuple[int, int]] = []
    i = j = 0
    while i < len(ranges) and j < len(windows):
        start = max(ranges[i][0], windows[j][0])
        end = min(ranges[i][1], windows[j][1])
        if start < end:
            out.append((start, end))
        if ranges[i][1] < windows[j][1]:
            i += 1
        else:
            j += 1
    return out


def find_figure_phrases(
    text: str, ranges: Sequence[tuple[int, int]], index: LineIndex
) -> list[Violation]:
    """Find figure-introducing phrases in the prose parts of an answer.

    Args:
        text: The whole answer.
        ranges: Sorted, non-overlapping ``[start, end)`` ranges of prose to search.
        index: Line index of ``text``.

    Returns:
        One ``figure_phrase`` warning per match, in text order.
    """
    out: list[Violation] = []
    for start, end in _hint_windows(text, ranges):
        for match in _FIGURE_RE.finditer(text, start, end):
            group = match.lastgroup or "p0"
            phrase = FIGURE_PHRASES[int(group[1:])]
            out.append(
                Violation(
                    code=_C.FIGURE_PHRASE,
                    message=(
                        f"figure-introducing phrase {match.group(0)!r} ({phrase.name}); "
                        "let the image follow the paragraph without announcing it"
                    ),
                    location=index.locate(match.start(), match.end()),
                )
            )
    return out


# --------------------------------------------------------------------------- checking


def check_answer(text: str, num_images: int | None) -> dict[str, Any]:
    """Parse and check an answer; return the plan and every violation as a JSON-able dict.

    Args:
        text: The answer markdown.
        num_images: Number of context images, ``None`` if unknown.

    Returns:
        The result of :meth:`mmtoolbench.atp.parse.ParsedAnswer.to_dict`.
    """
    # Imported here because parse depends on this module.
    from mmtoolbench.atp.parse import parse_answer

    return parse_answer(text, num_images=num_images).to_dict()


def check_answer_file(path: Path, num_images: int | None) -> dict[str, Any]:
    """Check an answer stored in a markdown file (backs ``mmtb atp check``).

    Args:
        path: The answer file (UTF-8; undecodable bytes are replaced).
        num_images: Number of context images, ``None`` if unknown.

    Returns:
        ``{"path": str(path), **check_answer(...)}``: validity, calls with their
        parameters, spans, lines and violations, document-level violations, text segments
        and a summary with error/warning counts per code.

    Raises:
        OSError: If the file cannot be read.
    """
    text = Path(path).read_text(encoding="utf-8", errors="replace")
    return {"path": str(path), **check_answer(text, num_images)}
