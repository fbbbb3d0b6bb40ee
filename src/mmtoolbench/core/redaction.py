"""Secret redaction: the one function every layer uses to keep API keys out of text.

Model adapters scrub provider error messages and raw response records with it, ATP's
plan execution scrubs service errors, notes and artifacts; anything that may quote a
key (an error body echoing the request, a URL with ``api_key=``) goes through it before
it is logged, stored or shown to a model.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["MIN_SECRET_LEN", "REDACTED", "redact_obj", "redact_text"]

REDACTED = "[REDACTED]"
"""What a secret is replaced with."""

MIN_SECRET_LEN = 6
"""Shorter values are not treated as secrets: placeholders such as ``"EMPTY"`` or ``"x"``
would mangle ordinary text."""


def _usable_secrets(secrets: Iterable[str | None]) -> list[str]:
    found = {s for s in secrets if s and len(s) >= MIN_SECRET_LEN}
    return sorted(found, key=len, reverse=True)  # longest first: a key containing another


def redact_text(text: str, secrets: Iterable[str | None]) -> str:
    """Replace every occurrence of each secret in ``text`` with ``[REDACTED]``.

    Args:
        text: Text that may quote a secret.
        secrets: API keys and the like; ``None`` and very short values are ignored.

    Returns:
        The text with the secrets removed.
    """
    for secret in _usable_secrets(secrets):
        text = text.replace(secret, REDACTED)
    return text


def redact_obj(obj: Any, secrets: Iterable[str | None]) -> Any:
    """Return a copy of a JSON-like value with secrets removed from every string in it.

    Args:
        obj: Dicts, lists, strings and scalars (a decoded JSON body).
        secrets: API keys and the like.

    Returns:
        The value with :func:`redact_text` applied to every string, keys included.
    """
    usable = _usable_secrets(secrets)
    if not usable:
        return obj

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return redact_text(value, usable)
        if isinstance(value, Mapping):
            return {walk(k): walk(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [walk(v) for v in value]
        return value

    return walk(obj)
