"""Text from models and agent code made safe to print on the operator's terminal.

Model replies, tool arguments, cell output and provider error bodies are untrusted. Sent
raw to a terminal, their control characters act: ``ESC ] 52`` writes the clipboard,
``ESC ] 0`` sets the window title, ``ESC [ 2 J`` clears the screen, a carriage return or
backspace overwrites what was printed, a C1 ``CSI`` (U+009B) starts a sequence on some
terminals, and bidirectional overrides (U+202E...) make text read differently from what
it is. Every CLI path that prints such text goes through `terminal_safe` (or
`terminal_safe_json` for JSON documents), which shows each of these characters as a
visible escape (``\\x1b``, ``\\u202e``) instead of sending it. Newlines and tabs are kept.
"""

from __future__ import annotations

import logging
import re
import sys
from typing import Final, TextIO

__all__ = [
    "UNSAFE_CHARACTERS",
    "SafeStderrHandler",
    "install_safe_log_handler",
    "terminal_safe",
    "terminal_safe_json",
]

UNSAFE_CHARACTERS: Final = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f"  # C0 (but tab and newline), DEL, C1
    "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"  # bidirectional marks and overrides
)
"""Characters a terminal would interpret rather than show."""


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _json_escaped(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def terminal_safe(text: str) -> str:
    """``text`` with every control character shown as an escape instead of acting.

    Args:
        text: Untrusted text (a model reply, cell output, an error body).

    Returns:
        The same text where ESC, CR, BS, BEL, other C0/C1 controls, DEL and
        bidirectional overrides are written as ``\\x1b`` / ``\\u202e``; newlines and
        tabs stay. Printable text is unchanged.
    """
    return UNSAFE_CHARACTERS.sub(_escaped, text)


def terminal_safe_json(document: str) -> str:
    """A JSON document safe to print, still valid JSON with the same value.

    ``json.dumps(..., ensure_ascii=False)`` escapes C0 controls but leaves C1 controls
    and bidirectional overrides raw. Those can only occur inside JSON strings, where
    ``\\uXXXX`` means the same character, so escaping them keeps the document's value.

    Args:
        document: JSON text.
    """
    return UNSAFE_CHARACTERS.sub(_json_escaped, document)


class SafeStderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Log records to the current ``sys.stderr``, passed through `terminal_safe`.

    Log messages quote model-influenced text (a crashing tool's exception, a refused
    call); without a handler Python prints them raw through its last-resort handler.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(logging.Formatter("%(message)s"))

    @property  # type: ignore[override]
    def stream(self) -> TextIO:
        """Whatever ``sys.stderr`` is now (it is swapped by test runners)."""
        return sys.stderr

    @stream.setter
    def stream(self, value: TextIO) -> None:  # the base class assigns it; ignored
        del value

    def format(self, record: logging.LogRecord) -> str:
        """The formatted record with control characters escaped."""
        return terminal_safe(super().format(record))


def install_safe_log_handler(name: str = "mmtoolbench", level: int = logging.WARNING) -> None:
    """Make warnings and errors of the ``name`` loggers reach stderr only escaped (once
    per process; what Python's last-resort handler would print, made safe)."""
    logger = logging.getLogger(name)
    if not any(isinstance(h, SafeStderrHandler) for h in logger.handlers):
        handler = SafeStderrHandler()
        handler.setLevel(level)
        logger.addHandler(handler)
