"""Parser for ATP answers: markdown with embedded ``<tool>{...}</tool>`` calls.

:func:`parse_answer` scans an answer once and returns a :class:`ParsedAnswer`: the tool
calls in order (with character spans, line numbers, decoded parameters and their rule
violations), the document-level violations and the text segments between calls. What
counts as a valid call is defined in :mod:`mmtoolbench.atp.rules`.

Scanning rules:

* ``<tool>`` and ``</tool>`` are matched exactly (lowercase, no attributes).
* Fenced code blocks (a line starting with optional whitespace and at least three
  backticks or tildes, up to a closing fence of the same character and at least the same
  length, or the end of the text) and inline code spans (a run of *n* backticks up to the
  next run of exactly *n* backticks in the same paragraph) are text: a ``<tool>`` inside
  them is reported as ``tag_in_code_fence`` and is not a call.
* Inside a tag body, backticks, fences and markdown are not interpreted; the body ends at
  the next ``</tool>``.
* A ``<tool>`` met while another tag is open is *nested* if it lies inside the still-open
  JSON object of the outer tag (same paragraph); the outer tag then extends to the
  ``</tool>`` that balances it and is one call with a ``nested_tag`` violation (its body is
  not decoded). Otherwise the outer tag is *unclosed*: it ends where its JSON object ends
  (or at the next tag / paragraph break) and gets ``unclosed_tag``; the new tag starts a
  new call. An open tag at the end of the text is unclosed in the same way.
* Tag bodies are decoded with strict :func:`json.loads`; if that fails, tolerant recovery
  is attempted (see :data:`RECOVERY_STEPS`) and success is reported as
  ``recovered_json`` (still an error for strict validity), failure as ``invalid_json``.

The parser never raises on any input string.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Final

from mmtoolbench.atp.rules import (
    TOOL_PARAMS,
    LineIndex,
    Location,
    Severity,
    Violation,
    ViolationCode,
    check_payload,
    check_placement,
    find_figure_phrases,
    strip_container_prefix,
)

__all__ = [
    "RECOVERY_STEPS",
    "DecodedPayload",
    "ParsedAnswer",
    "ParsedToolCall",
    "Span",
    "TextSegment",
    "decode_payload",
    "parse_answer",
]

OPEN_TAG: Final = "<tool>"
CLOSE_TAG: Final = "</tool>"

MAX_ANSWER_CHARS: Final = 200_000
"""Characters of an answer that are checked (real answers are a few thousand); the rest
is kept as text but not scanned, and the answer gets ``answer_too_long``."""
MAX_TOOL_TAGS: Final = 100
"""``<tool>`` tags checked (real answers have a handful); the text from the next tag on is
kept but not scanned, and the answer gets ``too_many_tags``."""
_NON_TEXT_RE: Final = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f\ufffd]")
_BINARY_SAMPLE: Final = 65_536
_BINARY_SHARE: Final = 0.05

_C = ViolationCode


@dataclass(frozen=True, slots=True)
class Span:
    """A ``[start, end)`` range of character offsets in the answer text."""

    start: int
    end: int

    def to_list(self) -> list[int]:
        """Return ``[start, end]``."""
        return [self.start, self.end]


@dataclass(frozen=True, slots=True)
class TextSegment:
    """Answer text between two calls (or before the first / after the last).

    Attributes:
        span: Where the segment is.
        text: The segment text, verbatim (may contain tags inside code, stray ``</tool>``).
    """

    span: Span
    text: str


@dataclass(frozen=True, slots=True)
class ParsedToolCall:
    """One ``<tool>`` call of an answer.

    Attributes:
        index: Position among the answer's calls (0-based).
        tool_name: The ``tool_name`` string as written (may be unknown), or ``None`` if
            absent, not a string, or the body could not be decoded.
        description: The ``description`` string, or ``None``.
        params: The ``params`` object, or ``{}`` if absent or not an object.
        span: From the ``<`` of ``<tool>`` to just after ``</tool>`` (or the end of the
            unclosed body).
        line: Line of the open tag (1-based).
        column: Column of the open tag (1-based).
        raw: The tag body as written.
        fixes: Recovery steps needed to decode the body (empty if strict JSON).
        violations: Violations of this call, in check order: tag structure, JSON, payload
            (top-level keys, then parameters), placement, reference reuse.
    """

    index: int
    tool_name: str | None
    description: str | None
    params: dict[str, Any]
    span: Span
    line: int
    column: int
    raw: str
    fixes: tuple[str, ...] = ()
    violations: tuple[Violation, ...] = ()

    @property
    def valid(self) -> bool:
        """Strict validity: no error-level violation."""
        return not any(v.is_error for v in self.violations)

    @property
    def lenient_valid(self) -> bool:
        """Validity if recovered JSON were accepted (no error besides ``recovered_json``)."""
        return not any(v.is_error and v.code is not _C.RECOVERED_JSON for v in self.violations)

    @property
    def known_tool(self) -> str | None:
        """``tool_name`` if it is one of the five tools, else ``None``."""
        return self.tool_name if self.tool_name in TOOL_PARAMS else None

    @property
    def img_index(self) -> int | None:
        """``params.img_index`` if it is an integer (not a bool), else ``None``."""
        value = self.params.get("img_index")
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def to_dict(self) -> dict[str, Any]:
        """Return the call as a JSON-able dict."""
        return {
            "index": self.index,
            "tool_name": self.tool_name,
            "description": self.description,
            "params": self.params,
            "span": self.span.to_list(),
            "line": self.line,
            "column": self.column,
            "valid": self.valid,
            "lenient_valid": self.lenient_valid,
            "fixes": list(self.fixes),
            "violations": [v.to_dict() for v in self.violations],
        }


@dataclass(frozen=True, slots=True)
class ParsedAnswer:
    """A parsed answer.

    Attributes:
        text: The answer text.
        num_images: Number of context images the answer was checked against, or ``None``.
        calls: The tool calls in text order.
        segments: ``len(calls) + 1`` text segments: ``segments[i]`` precedes ``calls[i]``
            and the last one follows the last call.
        violations: Document-level violations (``stray_close_tag``, ``tag_in_code_fence``,
            ``figure_phrase``), in text order.
    """

    text: str
    num_images: int | None
    calls: tuple[ParsedToolCall, ...]
    segments: tuple[TextSegment, ...]
    violations: tuple[Violation, ...] = ()

    @property
    def all_violations(self) -> tuple[Violation, ...]:
        """Document-level and call violations together, sorted by position."""
        merged = [*self.violations, *(v for c in self.calls for v in c.violations)]
        merged.sort(key=lambda v: (v.location.start, v.location.end, v.code.value))
        return tuple(merged)

    @property
    def errors(self) -> tuple[Violation, ...]:
        """Every error-level violation, sorted by position."""
        return tuple(v for v in self.all_violations if v.is_error)

    @property
    def warnings(self) -> tuple[Violation, ...]:
        """Every warning, sorted by position."""
        return tuple(v for v in self.all_violations if not v.is_error)

    @property
    def valid(self) -> bool:
        """Whether the answer has no error-level violation at all (vacuously true)."""
        return all(c.valid for c in self.calls) and not any(v.is_error for v in self.violations)

    @property
    def codes(self) -> tuple[str, ...]:
        """Codes of every violation, sorted by position (convenient in tests)."""
        return tuple(v.code.value for v in self.all_violations)

    @property
    def tool_names(self) -> tuple[str, ...]:
        """Known tool names of the calls in order (calls with unknown tools skipped)."""
        return tuple(name for c in self.calls if (name := c.known_tool) is not None)

    def tool_set(self, *, valid_only: bool = False) -> frozenset[str]:
        """Set of known tools used by the answer.

        Args:
            valid_only: Only count strictly valid calls.

        Returns:
            Tool names such as ``{"Reference", "Search"}``.
        """
        return frozenset(
            name
            for c in self.calls
            if (name := c.known_tool) is not None and (c.valid or not valid_only)
        )

    def blocks(self) -> Iterator[TextSegment | ParsedToolCall]:
        """Yield segments and calls interleaved in text order (empty segments skipped)."""
        for segment, call in zip(self.segments, self.calls, strict=False):
            if segment.text:
                yield segment
            yield call
        if self.segments and self.segments[-1].text:
            yield self.segments[-1]

    def to_dict(self) -> dict[str, Any]:
        """Return the plan and every violation as a JSON-able dict."""
        every = self.all_violations
        by_code: dict[str, int] = {}
        for violation in every:
            by_code[violation.code.value] = by_code.get(violation.code.value, 0) + 1
        return {
            "num_images": self.num_images,
            "valid": self.valid,
            "num_calls": len(self.calls),
            "num_valid_calls": sum(1 for c in self.calls if c.valid),
            "tools": list(self.tool_names),
            "calls": [c.to_dict() for c in self.calls],
            "violations": [v.to_dict() for v in self.violations],
            "segments": [
                {"start": s.span.start, "end": s.span.end, "text": s.text} for s in self.segments
            ],
            "summary": {
                "errors": sum(1 for v in every if v.severity is Severity.ERROR),
                "warnings": sum(1 for v in every if v.severity is Severity.WARNING),
                "by_code": by_code,
            },
        }


# --------------------------------------------------------------------------- JSON recovery

_STRING_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"', re.DOTALL)
_TRAILING_COMMA_RE = re.compile(r",(\s*[}\]])")
_PY_LITERAL_RE = re.compile(r"\b(True|False|None)\b")
_PY_LITERALS = MappingProxyType({"True": "true", "False": "false", "None": "null"})
_SMART_DOUBLE = str.maketrans({"“": '"', "”": '"', "„": '"', "‟": '"', "″": '"', "＂": '"'})
_SMART_SINGLE = str.maketrans({"‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'"})


def _outside_strings(text: str, transform: Callable[[str], str]) -> str:
    """Apply ``transform`` to the parts of ``text`` outside double-quoted strings."""
    out: list[str] = []
    pos = 0
    for match in _STRING_RE.finditer(text):
        out.append(transform(text[pos : match.start()]))
        out.append(match.group(0))
        pos = match.end()
    out.append(transform(text[pos:]))
    return "".join(out)


def _strip_code_fence(text: str) -> str:
    """Unwrap a body wrapped in a fenced block (```json ... ```) or in backticks."""
    stripped = text.strip()
    if len(stripped) < 2 or stripped[0] not in "`~" or stripped[-1] != stripped[0]:
        return text
    mark = stripped[0]
    if stripped.startswith(mark * 3) and "\n" in stripped:
        return stripped[stripped.index("\n") + 1 :].rstrip(mark).strip()
    if mark == "`":
        return stripped.strip("`").strip().removeprefix("json").strip()
    return text


def _fix_smart_quotes(text: str) -> str:
    return _outside_strings(
        text, lambda part: part.translate(_SMART_DOUBLE).translate(_SMART_SINGLE)
    )


def _single_quote_ends(text: str, pos: int) -> bool:
    """Whether the ``'`` at ``pos`` closes a single-quoted string (followed by , : } ])."""
    n = len(text)
    k = pos + 1
    while k < n and text[k] in " \t\r\n":
        k += 1
    return k >= n or text[k] in ",:}]"


def _fix_single_quotes(text: str) -> str:
    if "'" not in text:
        return text
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif ch == "'":
            buf: list[str] = []
            j = i + 1
            while j < n:
                c = text[j]
                if c == "\\" and j + 1 < n:
                    buf.append("'" if text[j + 1] == "'" else text[j : j + 2])
                    j += 2
                    continue
                if c == "'" and _single_quote_ends(text, j):
                    break
                buf.append('\\"' if c == '"' else c)
                j += 1
            out.append('"' + "".join(buf) + '"')
            i = j + 1
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _fix_python_literals(text: str) -> str:
    return _outside_strings(
        text, lambda part: _PY_LITERAL_RE.sub(lambda m: _PY_LITERALS[m.group(1)], part)
    )


def _fix_missing_closers(text: str) -> str:
    stack: list[str] = []
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "{":
            stack.append("}")
        elif ch == "[":
            stack.append("]")
        elif ch in "}]" and stack and stack[-1] == ch:
            stack.pop()
    if in_string or not stack:
        return text
    return text.rstrip() + "".join(reversed(stack))


def _fix_trailing_commas(text: str) -> str:
    return _outside_strings(text, lambda part: _TRAILING_COMMA_RE.sub(r"\1", part))


RECOVERY_STEPS: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("code_fence", _strip_code_fence),
    ("smart_quotes", _fix_smart_quotes),
    ("single_quotes", _fix_single_quotes),
    ("python_literals", _fix_python_literals),
    ("missing_closing_brace", _fix_missing_closers),
    ("trailing_commas", _fix_trailing_commas),
)
"""Tolerant recovery steps, applied cumulatively in this order after strict decoding
fails; decoding is retried after each step that changed the text. As a last resort,
``trailing_text`` decodes the leading JSON value and ignores what follows it."""


@dataclass(frozen=True, slots=True)
class DecodedPayload:
    """Result of decoding a tag body.

    Attributes:
        ok: Whether a JSON value was obtained (strictly or by recovery).
        value: The decoded value (``None`` if not ``ok``).
        fixes: Recovery steps that were needed (empty for strict JSON).
        error: Strict decoding error message, if strict decoding failed.
        error_offset: Offset of the strict error inside the body, if known.
    """

    ok: bool
    value: Any = None
    fixes: tuple[str, ...] = ()
    error: str | None = None
    error_offset: int | None = None


_MISSING: Final = object()
_DECODER: Final = json.JSONDecoder()  # stateless


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _MISSING


def decode_payload(body: str) -> DecodedPayload:
    """Decode a tag body: strict JSON first, then tolerant recovery.

    Args:
        body: Text between ``<tool>`` and ``</tool>``.

    Returns:
        The decoding result; never raises.
    """
    try:
        return DecodedPayload(ok=True, value=json.loads(body))
    except json.JSONDecodeError as exc:
        error, offset = f"{exc.msg} (line {exc.lineno}, column {exc.colno})", exc.pos
    except (ValueError, RecursionError) as exc:
        error, offset = f"{type(exc).__name__}: {exc}", None
    candidate = body.strip()
    fixes: list[str] = []
    for name, step in RECOVERY_STEPS:
        fixed = step(candidate)
        if fixed == candidate:
            continue
        candidate = fixed
        fixes.append(name)
        value = _loads(candidate)
        if value is not _MISSING:
            return DecodedPayload(
                ok=True, value=value, fixes=tuple(fixes), error=error, error_offset=offset
            )
    try:
        value, _end = _DECODER.raw_decode(candidate)
    except (ValueError, RecursionError):
        return DecodedPayload(ok=False, error=error, error_offset=offset)
    fixes.append("trailing_text")
    return DecodedPayload(
        ok=True, value=value, fixes=tuple(fixes), error=error, error_offset=offset
    )


# --------------------------------------------------------------------------- scanning

_TOKEN_RE = re.compile(
    r"(?P<fence>^[ \t]*(?:`{3,}|~{3,}))|(?P<open><tool>)|(?P<close></tool>)|(?P<ticks>`+)",
    re.MULTILINE,
)
_TAG_RE = re.compile(r"<tool>|</tool>")
_FENCE_LINE_RE = re.compile(r"^[ \t]*(`{3,}|~{3,})[ \t]*$", re.MULTILINE)
_TICKS_RE = re.compile(r"`+")
_PARAGRAPH_BREAK_RE = re.compile(r"\n(?=[ \t]*\r?\n)")
_WS = " \t\r\n"


@dataclass(slots=True)
class _RawTag:
    start: int
    end: int
    body_start: int
    body_end: int
    unclosed: bool = False
    nested_at: int | None = None


def _object_end(text: str, start: int, limit: int) -> int | None:
    """End of the JSON object starting at ``start`` (a ``{``), or ``None`` if still open at
    ``limit`` (string-aware brace matching)."""
    depth = 0
    in_string = False
    escaped = False
    for i in range(start, limit):
        ch = text[i]
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def _first_non_ws(text: str, pos: int, limit: int) -> int:
    while pos < limit and text[pos] in _WS:
        pos += 1
    return pos


@dataclass(slots=True)
class _Scanner:
    """One linear pass over an answer: tags, code regions and stray close tags."""

    text: str
    breaks: list[int] = field(default_factory=list)
    tags: list[_RawTag] = field(default_factory=list)
    code: list[tuple[int, int]] = field(default_factory=list)
    code_tags: list[tuple[int, str]] = field(default_factory=list)
    stray: list[int] = field(default_factory=list)

    def run(self) -> None:
        text = self.text
        self.breaks = [m.start() for m in _PARAGRAPH_BREAK_RE.finditer(text)]
        pos = 0
        n = len(text)
        while pos < n:
            match = _TOKEN_RE.search(text, pos)
            if match is None:
                break
            kind = match.lastgroup
            if kind == "open":
                pos = self._read_tag(match.start())
            elif kind == "close":
                self.stray.append(match.start())
                pos = match.end()
            elif kind == "fence":
                run = match.group(0).lstrip(" \t")
                line_end = text.find("\n", match.end())
                info = text[match.end() : line_end if line_end != -1 else n]
                if run[0] == "`" and "`" in info:
                    # Backticks in the info string: not a fence but an inline code span.
                    pos = self._inline_code(match.end() - len(run))
                    continue
                end = self._fence_end(match.start(), run[0], len(run))
                self._code_region(match.start(), end, "fenced code block")
                pos = end
            else:
                pos = self._inline_code(match.start())

    def paragraph_end(self, pos: int) -> int:
        """Offset of the first paragraph break (blank line) at or after ``pos``."""
        i = bisect_left(self.breaks, pos)
        return self.breaks[i] if i < len(self.breaks) else len(self.text)

    def _unclosed_body_end(self, body_start: int, limit: int) -> int:
        """Where the body of an unclosed tag ends: its JSON object's end, else the paragraph
        (or line, without an object) end, never past ``limit``."""
        text = self.text
        first = _first_non_ws(text, body_start, limit)
        if first < limit and text[first] == "{":
            bound = min(limit, self.paragraph_end(first))
            end = _object_end(text, first, bound)
            if end is not None:
                return end
        else:
            newline = text.find("\n", first, limit)
            bound = newline if newline != -1 else limit
        while bound > body_start and text[bound - 1] in _WS:
            bound -= 1
        return bound

    def _is_nested(self, body_start: int, inner: int) -> bool:
        """Whether a ``<tool>`` at ``inner`` lies inside the still-open JSON object of a tag
        whose body starts at ``body_start`` (within the same paragraph)."""
        text = self.text
        first = _first_non_ws(text, body_start, inner)
        if first >= inner or text[first] != "{":
            return False
        if self.paragraph_end(first) < inner:
            return False
        return _object_end(text, first, inner) is None

    def _read_tag(self, open_start: int) -> int:
        """Read the tag opening at ``open_start``; return where scanning resumes."""
        text = self.text
        body_start = open_start + len(OPEN_TAG)
        match = _TAG_RE.search(text, body_start)
        if match is None:
            end = self._unclosed_body_end(body_start, len(text))
            self.tags.append(_RawTag(open_start, end, body_start, end, unclosed=True))
            return end
        if match.group(0) == CLOSE_TAG:
            self.tags.append(_RawTag(open_start, match.end(), body_start, match.start()))
            return match.end()
        inner = match.start()
        if not self._is_nested(body_start, inner):
            # Resume right after this tag's body so that code spans before ``inner`` count.
            end = self._unclosed_body_end(body_start, inner)
            self.tags.append(_RawTag(open_start, end, body_start, end, unclosed=True))
            return end
        depth = 2
        pos = match.end()
        while depth:
            match = _TAG_RE.search(text, pos)
            if match is None:
                self.tags.append(
                    _RawTag(open_start, len(text), body_start, len(text), True, nested_at=inner)
                )
                return len(text)
            depth += 1 if match.group(0) == OPEN_TAG else -1
            pos = match.end()
        end_body = pos - len(CLOSE_TAG)
        self.tags.append(_RawTag(open_start, pos, body_start, end_body, nested_at=inner))
        return pos

    def _code_region(self, start: int, end: int, kind: str) -> None:
        self.code.append((start, end))
        find = self.text.find
        pos = find(OPEN_TAG, start, end)
        while pos != -1:
            self.code_tags.append((pos, kind))
            pos = find(OPEN_TAG, pos + len(OPEN_TAG), end)

    def _fence_end(self, line_start: int, fence_char: str, fence_len: int) -> int:
        """End of the fenced block whose opening line starts at ``line_start``."""
        text = self.text
        newline = text.find("\n", line_start)
        if newline == -1:
            return len(text)
        for match in _FENCE_LINE_RE.finditer(text, newline + 1):
            run = match.group(1)
            if run[0] == fence_char and len(run) >= fence_len:
                return match.end()
        return len(text)

    def _inline_code(self, start: int) -> int:
        """Handle a backtick run at ``start``; return where scanning resumes."""
        text = self.text
        run = _TICKS_RE.match(text, start)
        length = run.end() - start if run else 1
        limit = self.paragraph_end(start)
        for close in _TICKS_RE.finditer(text, start + length, limit):
            if close.end() - close.start() == length:
                self._code_region(start, close.end(), "inline code")
                return close.end()
        return start + length


# --------------------------------------------------------------------------- building


def _decode_call(
    text: str, index: int, raw: _RawTag, *, num_images: int | None, lines: LineIndex
) -> ParsedToolCall:
    """Build a call with its structure, JSON and payload violations (no placement yet)."""
    body = text[raw.body_start : raw.body_end]
    where = lines.locate(raw.start, raw.end)
    violations: list[Violation] = []
    tool_name: str | None = None
    description: str | None = None
    params: dict[str, Any] = {}
    fixes: tuple[str, ...] = ()

    if raw.unclosed:
        violations.append(
            Violation(
                code=_C.UNCLOSED_TAG,
                message="<tool> tag is never closed with </tool>",
                location=lines.locate(raw.start, raw.start + len(OPEN_TAG)),
                call_index=index,
            )
        )
    if raw.nested_at is not None:
        violations.append(
            Violation(
                code=_C.NESTED_TAG,
                message=(
                    "<tool> tag inside the body of another <tool> tag; the outer call's "
                    "body is not decoded"
                ),
                location=lines.locate(raw.nested_at, raw.nested_at + len(OPEN_TAG)),
                call_index=index,
            )
        )
    else:
        decoded = decode_payload(body)
        offset = raw.body_start + (decoded.error_offset or 0)
        if not decoded.ok:
            violations.append(
                Violation(
                    code=_C.INVALID_JSON,
                    message=f"tag body is not valid JSON: {decoded.error}",
                    location=lines.locate(offset, offset),
                    call_index=index,
                )
            )
        else:
            if decoded.fixes:
                fixes = decoded.fixes
                violations.append(
                    Violation(
                        code=_C.RECOVERED_JSON,
                        message=(
                            f"tag body is not strict JSON ({decoded.error}); recovered by "
                            f"fixing: {', '.join(fixes)}"
                        ),
                        location=lines.locate(offset, offset),
                        call_index=index,
                        fixes=fixes,
                    )
                )
            payload = decoded.value
            violations.extend(
                check_payload(payload, num_images=num_images, location=where, call_index=index)
            )
            if isinstance(payload, dict):
                name = payload.get("tool_name")
                tool_name = name if isinstance(name, str) else None
                desc = payload.get("description")
                description = desc if isinstance(desc, str) else None
                got = payload.get("params")
                params = got if isinstance(got, dict) else {}
    return ParsedToolCall(
        index=index,
        tool_name=tool_name,
        description=description,
        params=params,
        span=Span(raw.start, raw.end),
        line=where.line,
        column=where.column,
        raw=body,
        fixes=fixes,
        violations=tuple(violations),
    )


def _masked(text: str, spans: Sequence[tuple[int, int]], ends: list[int], a: int, b: int) -> str:
    """``text[a:b]`` with the (sorted, disjoint) ``spans`` removed."""
    i = bisect_left(ends, a + 1)
    if i >= len(spans) or spans[i][0] >= b:
        return text[a:b]
    parts: list[str] = []
    cursor = a
    while i < len(spans) and spans[i][0] < b:
        start, end = spans[i]
        if start > cursor:
            parts.append(text[cursor:start])
        cursor = max(cursor, end)
        i += 1
    if cursor < b:
        parts.append(text[cursor:b])
    return "".join(parts)


_Placement = tuple[str, str, str | None, str | None]


def _placements(text: str, spans: Sequence[tuple[int, int]], lines: LineIndex) -> list[_Placement]:
    """For every tag, the arguments of :func:`check_placement`, in linear time.

    Returns:
        Per tag, ``(before, after, previous_line, next_line)``.
    """
    k = len(spans)
    if not k:
        return []
    ends = [end for _, end in spans]
    start_lines = [lines.line_of(start) for start, _ in spans]
    end_lines = [lines.line_of(end) for _, end in spans]
    # Text before each tag on its line: chained through the tags sharing that line.
    before: list[str] = [""] * k
    for i, (start, _) in enumerate(spans):
        line_start = lines.line_start(start_lines[i])
        if i and spans[i - 1][1] > line_start:
            between = text[spans[i - 1][1] : start]
            inherited = before[i - 1] if spans[i - 1][0] >= line_start else ""
            before[i] = between if between.strip() else inherited
        else:
            before[i] = strip_container_prefix(text[line_start:start])
    # Text after each tag on its line (backwards through tags sharing that line).
    after: list[str] = [""] * k
    for i in range(k - 1, -1, -1):
        end = spans[i][1]
        line_end = lines.line_end(end_lines[i])
        if i + 1 < k and spans[i + 1][0] < line_end:
            between = text[end : spans[i + 1][0]]
            inherited = after[i + 1] if spans[i + 1][1] <= line_end else ""
            after[i] = between if between.strip() else inherited
        else:
            after[i] = text[end:line_end]
    cache: dict[int, str] = {}

    def line_text(line: int) -> str | None:
        if not 1 <= line <= lines.num_lines:
            return None
        if line not in cache:
            cache[line] = _masked(text, spans, ends, lines.line_start(line), lines.line_end(line))
        return cache[line]

    out: list[_Placement] = []
    for i in range(k):
        if before[i].strip() or after[i].strip():
            out.append((before[i], after[i], None, None))
        else:
            out.append(("", "", line_text(start_lines[i] - 1), line_text(end_lines[i] + 1)))
    return out


def _with_placement_and_reuse(
    calls: list[ParsedToolCall], text: str, lines: LineIndex
) -> list[ParsedToolCall]:
    placements = _placements(text, [(c.span.start, c.span.end) for c in calls], lines)
    first_use: dict[int, ParsedToolCall] = {}
    out: list[ParsedToolCall] = []
    for call, (before, after, previous, following) in zip(calls, placements, strict=True):
        where = lines.locate(call.span.start, call.span.end)
        extra: list[Violation] = []
        placement = check_placement(
            before,
            after,
            previous_line=previous,
            next_line=following,
            location=where,
            call_index=call.index,
        )
        if placement is not None:
            extra.append(placement)
        index = call.img_index
        if call.tool_name == "Reference" and index is not None:
            first = first_use.setdefault(index, call)
            if first is not call:
                extra.append(
                    Violation(
                        code=_C.REFERENCE_REUSED,
                        message=(
                            f"context image {index} is already referenced by call "
                            f"{first.index} (line {first.line}); each reference image may be "
                            "used once"
                        ),
                        location=where,
                        call_index=call.index,
                        field="params.img_index",
                    )
                )
        out.append(replace(call, violations=(*call.violations, *extra)) if extra else call)
    return out


def _prose_ranges(
    segments: Sequence[TextSegment], code: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    ranges: list[tuple[int, int]] = []
    code_iter = iter(code)
    current = next(code_iter, None)
    for segment in segments:
        start, end = segment.span.start, segment.span.end
        while current is not None and current[1] <= start:
            current = next(code_iter, None)
        pos = start
        while current is not None and current[0] < end:
            if current[0] > pos:
                ranges.append((pos, current[0]))
            pos = max(pos, current[1])
            if current[1] > end:
                break
            current = next(code_iter, None)
        if pos < end:
            ranges.append((pos, end))
    return ranges


def _checked_part(text: str) -> tuple[str, list[tuple[ViolationCode, str, int, int]]]:
    """The part of ``text`` that is scanned (at most `MAX_ANSWER_CHARS` characters and
    `MAX_TOOL_TAGS` tags) and the violations saying what was left out."""
    problems: list[tuple[ViolationCode, str, int, int]] = []
    cut = len(text)
    if cut > MAX_ANSWER_CHARS:
        cut = MAX_ANSWER_CHARS
        problems.append(
            (
                _C.ANSWER_TOO_LONG,
                f"the answer has {len(text):,} characters; only the first "
                f"{MAX_ANSWER_CHARS:,} are checked",
                cut,
                cut,
            )
        )
    pos, find = -1, text.find
    for _ in range(MAX_TOOL_TAGS + 1):
        pos = find(OPEN_TAG, pos + 1, cut)
        if pos == -1:
            break
    if pos != -1:
        total = MAX_TOOL_TAGS + 1 + text.count(OPEN_TAG, pos + 1)
        problems.append(
            (
                _C.TOO_MANY_TAGS,
                f"the answer has {total:,} <tool> tags; only the first {MAX_TOOL_TAGS} are checked",
                pos,
                pos + len(OPEN_TAG),
            )
        )
        cut = pos
    return text[:cut], problems


def _locate(text: str, start: int, end: int) -> Location:
    """The location of ``[start, end)`` in ``text`` without a line index of all of it."""
    line_start = text.rfind("\n", 0, start) + 1
    return Location(
        start=start, end=end, line=text.count("\n", 0, start) + 1, column=start - line_start + 1
    )


def _content_problems(full: str, text: str) -> list[tuple[ViolationCode, str, int, int]]:
    """``empty_answer`` / ``binary_answer`` for ``full`` (located in its checked part)."""
    if not full.strip():
        return [(_C.EMPTY_ANSWER, "the answer is empty", 0, len(text))]
    nul = full.find("\x00")
    sample = full[:_BINARY_SAMPLE]
    if nul == -1 and _NON_TEXT_RE.search(sample) is None:
        return []  # the common case, one scan
    odd = len(_NON_TEXT_RE.findall(sample))
    if nul != -1 or odd > _BINARY_SHARE * len(sample):
        what = (
            "it contains NUL characters"
            if nul != -1
            else f"{odd:,} of its first {len(sample):,} characters are control characters "
            "or undecodable bytes"
        )
        return [(_C.BINARY_ANSWER, f"the answer is not text: {what}", 0, 0)]
    return []


def parse_answer(text: str, *, num_images: int | None) -> ParsedAnswer:
    """Parse an answer and check every rule of :mod:`mmtoolbench.atp.rules`.

    Args:
        text: The answer markdown.
        num_images: Number of context images (``img_index`` must be below it), or ``None``
            if unknown (then only negative indices are out of range).

    Returns:
        The parsed answer; never raises for any string. Only the first
        `MAX_ANSWER_CHARS` characters and `MAX_TOOL_TAGS` tags are scanned (the rest is
        the last text segment, and ``answer_too_long`` / ``too_many_tags`` say so), so
        the work is bounded whatever the input.
    """
    if not isinstance(text, str):  # defensive: callers outside the type checker
        text = str(text)
    full = text
    text, limits = _checked_part(full)
    lines = LineIndex(text)
    scanner = _Scanner(text)
    scanner.run()
    calls = [
        _decode_call(text, i, raw, num_images=num_images, lines=lines)
        for i, raw in enumerate(scanner.tags)
    ]
    calls = _with_placement_and_reuse(calls, text, lines)

    segments: list[TextSegment] = []
    cursor = 0
    for call in calls:
        segments.append(TextSegment(Span(cursor, call.span.start), text[cursor : call.span.start]))
        cursor = call.span.end
    segments.append(TextSegment(Span(cursor, len(full)), full[cursor:]))

    document: list[Violation] = [
        Violation(code=code, message=message, location=_locate(full, start, end))
        for code, message, start, end in [*limits, *_content_problems(full, text)]
    ]
    document += [
        Violation(
            code=_C.STRAY_CLOSE_TAG,
            message="</tool> without a matching <tool>",
            location=lines.locate(pos, pos + len(CLOSE_TAG)),
        )
        for pos in scanner.stray
    ]
    document.extend(
        Violation(
            code=_C.TAG_IN_CODE_FENCE,
            message=f"<tool> tag inside {kind} is rendered as text, not executed as a call",
            location=lines.locate(pos, pos + len(OPEN_TAG)),
        )
        for pos, kind in scanner.code_tags
    )
    document.extend(find_figure_phrases(text, _prose_ranges(segments, scanner.code), lines))
    document.sort(key=lambda v: (v.location.start, v.code.value))
    return ParsedAnswer(
        text=full,
        num_images=num_images,
        calls=tuple(calls),
        segments=tuple(segments),
        violations=tuple(document),
    )
