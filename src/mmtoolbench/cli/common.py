"""Helpers shared by CLI commands: error display, option parsing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import typer
from rich.console import Console
from rich.markup import escape

from mmtoolbench.core.errors import MMTBError
from mmtoolbench.core.terminal import terminal_safe

T = TypeVar("T")

err_console = Console(stderr=True)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn expected errors into a one-line message and exit code 2."""
    try:
        yield
    except MMTBError as exc:
        # The message may quote a provider's error body or model text: no markup, no
        # terminal control sequences.
        err_console.print(f"[bold red]error:[/] {escape(terminal_safe(str(exc)))}", highlight=False)
        raise typer.Exit(2) from None


def parse_options(pairs: list[str]) -> dict[str, Any]:
    """Parse ``key=value`` pairs; values are JSON when they parse, else strings.

    Raises:
        typer.BadParameter: On a pair without ``=``.
    """
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise typer.BadParameter(f"expected KEY=VALUE, got {pair!r}")
        try:
            out[key] = json.loads(value)
        except json.JSONDecodeError:
            out[key] = value
    return out


def split_ids(values: list[str] | None) -> list[str] | None:
    """Accept ``--ids a,b --ids c`` as ``[a, b, c]``."""
    if not values:
        return None
    return [v.strip() for item in values for v in item.split(",") if v.strip()]
