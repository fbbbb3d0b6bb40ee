"""``mmtb runs``: list and export stored runs."""

from __future__ import annotations

import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mmtoolbench.cli.common import user_errors
from mmtoolbench.runner.hygiene import effective_status
from mmtoolbench.store.run_store import RunStore, list_runs

runs_app = typer.Typer(help="Inspect stored runs.")
console = Console()


@runs_app.command("list")
def list_cmd(
    root: Annotated[Path, typer.Argument(help="Directory holding run directories.")] = Path("runs"),
) -> None:
    """List runs under ROOT with their status and sample counts.

    A run stored as running that no live process holds (killed with SIGKILL, OOM, a lost
    machine) is shown as interrupted: `mmtb run resume RUN_DIR` continues it.
    """
    runs = list_runs(root)
    if not runs:
        console.print(f"no runs under {root}")
        return
    table = Table(
        "run", "suite", "models", "status", "done", "failed", "created", title=f"runs in {root}"
    )
    for path, info, counts in runs:
        models = ", ".join(f"{k}={v}" for k, v in info.config.get("models", {}).items())
        created = datetime.fromtimestamp(info.created_at).strftime("%Y-%m-%d %H:%M")
        table.add_row(
            path.name,
            info.suite,
            models,
            effective_status(path, info.status),
            str(counts.get("done", 0)),
            str(counts.get("error", 0)),
            created,
        )
    console.print(table)


@runs_app.command("export")
def export_cmd(
    run_dir: Annotated[Path, typer.Argument(help="Run directory.")],
    fmt: Annotated[str, typer.Option("--format", help="Export format.")] = "jsonl",
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="File (default stdout).")
    ] = None,
) -> None:
    """Export every sample of a run (messages, tool calls, model calls, verdicts)."""
    if fmt != "jsonl":
        raise typer.BadParameter(f"unsupported format {fmt!r}; supported: jsonl")
    with user_errors(), RunStore.open(run_dir) as store:
        out = output.open("w", encoding="utf-8") if output else sys.stdout
        try:
            for record in store.export_jsonl():
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
        finally:
            if output:
                out.close()
