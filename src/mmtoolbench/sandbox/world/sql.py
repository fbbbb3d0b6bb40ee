"""SQL text helpers shared by the world and the domain tools."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

_TO_JSON = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode


def in_values(expr: str, values: Iterable[Any]) -> tuple[str, list[Any]]:
    """An ``<expr> IN (...)`` condition over ``values`` whose SQL text does not depend
    on how many values there are.

    The values travel as one JSON array parameter read with ``json_each``, so every
    call runs the same prepared statement: a list of ``?`` per value would make each
    new length a new statement, prepared (about 0.1 ms for a join) and kept in the
    connection's statement cache, pushing out the statements tools use on every call.
    SQLite still answers it with the index on ``expr`` when there is one. (Text holding
    a NUL character, which SQLite's JSON functions cut short, is bound value by value.)

    Args:
        expr: The SQL expression tested, e.g. ``"message_id"`` or ``"lower(email)"``.
        values: The values as stored (text, integers or finite numbers).

    Returns:
        The condition (``"0"``, always false, for no values) and its parameters.

    Raises:
        TypeError: If a value is not text, a number or None.
        ValueError: If a number is not finite.
    """
    items = list(values)
    if not items:
        return "0", []
    if any(isinstance(v, str) and "\x00" in v for v in items):
        # SQLite's JSON functions cut text at a NUL character: bind each value (rare).
        return f"{expr} IN ({', '.join('?' for _ in items)})", items
    return f"{expr} IN (SELECT value FROM json_each(?))", [_TO_JSON(items)]
