"""``mmtb ui``: validate and render A2UI screens with the official SDK and renderer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mmtoolbench.cli.common import err_console
from mmtoolbench.core.terminal import terminal_safe

ui_app = typer.Typer(
    help="UI mode: validate and render A2UI screens (JSON list of messages).",
    no_args_is_help=True,
)
console = Console()


def _safe(value: Any) -> str:
    return escape(terminal_safe(str(value)))


def _load(file: Path) -> tuple[list[dict[str, Any]], Any]:
    from mmtoolbench.sandbox.ui.protocol import UiScreenError, load_screen_file, validate_screen

    try:
        screen = load_screen_file(file)
        protocol = validate_screen(screen)
    except UiScreenError as exc:
        err_console.print(
            f"[bold red]invalid:[/] {_safe(file)}: {len(exc.problems)} problem(s)", highlight=False
        )
        for problem in exc.problems:
            err_console.print(f"  - {_safe(problem.describe())}", highlight=False)
        raise typer.Exit(1) from None
    return screen, protocol


@ui_app.command("validate")
def validate(
    files: Annotated[list[Path], typer.Argument(help="A2UI message files (JSON).")],
) -> None:
    """Validate screens with the official A2UI SDK; print each problem (exit 1 if any)."""
    failed = 0
    for file in files:
        try:
            _, protocol = _load(file)
        except typer.Exit:
            failed += 1
            continue
        console.print(f"[green]valid[/] {_safe(file)} ({protocol})", highlight=False)
    if failed:
        raise typer.Exit(1)


@ui_app.command("render")
def render(
    file: Annotated[Path, typer.Argument(help="A2UI message file (JSON list of messages).")],
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="PNG to write the screenshot to.")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the elements as JSON.")] = False,
) -> None:
    """Render a screen with the A2UI Lit renderer in headless Chromium; list its elements."""
    from mmtoolbench.sandbox.ui.browser import RendererMissing, RenderFailed, UiBrowser

    screen, protocol = _load(file)
    browser = UiBrowser()
    try:
        result = browser.render_sync(screen, protocol)
    except (RendererMissing, RenderFailed) as exc:
        err_console.print(f"[bold red]error:[/] {_safe(exc)}", highlight=False)
        raise typer.Exit(2) from None
    finally:
        browser.close()
    if output is not None:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_bytes(result.png)
    elements = [
        {k: e.get(k) for k in ("id", "kind", "type", "label", "bbox", "value", "options")}
        for e in result.interactive()
    ]
    if as_json:
        typer.echo(
            json.dumps(
                {
                    "protocol": protocol,
                    "surface_id": result.surface_id,
                    "size": [result.width, result.height],
                    "elements": elements,
                },
                ensure_ascii=False,
            )
        )
        return
    where = f" -> {_safe(output)}" if output is not None else ""
    console.print(
        f"{_safe(file)} ({protocol}, surface {_safe(result.surface_id)}, "
        f"{result.width}x{result.height}){where}",
        highlight=False,
    )
    table = Table("id", "kind", "label", "bbox (x, y, w, h)", "value / options")
    for e in elements:
        extra = e.get("options") or e.get("value")
        table.add_row(
            _safe(e["id"]),
            _safe(e["kind"]),
            _safe(e.get("label") or ""),
            _safe(e["bbox"]),
            _safe("" if extra in (None, "") else extra),
        )
    if elements:
        console.print(table)
    else:
        console.print("no interactive elements")


def register(app: typer.Typer) -> None:
    """Add ``mmtb ui`` to the root app."""
    app.add_typer(ui_app, name="ui")
