"""``mmtb view``: browse run directories in a local web viewer (docs/viewer.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape

from mmtoolbench.cli.common import err_console, user_errors
from mmtoolbench.core.terminal import terminal_safe


def view(
    runs_dir: Annotated[
        Path, typer.Argument(help="A run directory or a directory of run directories.")
    ] = Path("runs"),
    host: Annotated[
        str, typer.Option(help="Interface to bind; anything but loopback exposes every run.")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="TCP port.")] = 8765,
    open_browser: Annotated[
        bool, typer.Option("--open/--no-open", help="Open the runs list in a browser.")
    ] = False,
) -> None:
    """Serve a read-only web viewer over the runs in RUNS_DIR (live while runs write).

    Runs list, sample lists with filters, sandbox trajectories (messages, images, tool
    calls, world diff, Entity F1 matching, verdicts) and ATP answers. Ctrl-C stops it.
    """
    from mmtoolbench.viewer.server import serve

    def warn(message: str) -> None:
        err_console.print(f"[bold red]{escape(terminal_safe(message))}[/]", highlight=False)

    err_console.print(
        f"mmtb view: http://{escape(host)}:{port}/ over {escape(terminal_safe(str(runs_dir)))}"
        " (Ctrl-C stops)",
        highlight=False,
    )
    with user_errors():
        serve(runs_dir, host=host, port=port, open_browser=open_browser, warn=warn)


def register(app: typer.Typer) -> None:
    """Add ``mmtb view`` to the application."""
    app.command("view")(view)
