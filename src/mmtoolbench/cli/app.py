"""The ``mmtb`` application: sub-commands are assembled here."""

from __future__ import annotations

from typing import Annotated

import typer

from mmtoolbench import __version__
from mmtoolbench.cli import atp_cmd, eval_cmd, score_state_cmd, ui_cmd, view_cmd
from mmtoolbench.cli.generate import generate_app
from mmtoolbench.cli.models_cmd import models_app
from mmtoolbench.cli.run_cmd import run_app
from mmtoolbench.cli.runs_cmd import runs_app
from mmtoolbench.cli.sandbox_cmd import register as register_sandbox
from mmtoolbench.cli.scenarios_cmd import scenarios_app
from mmtoolbench.cli.tools_cmd import tools_app
from mmtoolbench.core.terminal import install_safe_log_handler

app = typer.Typer(
    name="mmtb",
    help="mmtoolbench: evaluate multimodal LLM agents (MM-ToolSandBox, ATP-Bench).",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.add_typer(run_app, name="run")
app.add_typer(runs_app, name="runs")
app.add_typer(models_app, name="models")
atp_cmd.register(app, run_app)
app.add_typer(tools_app, name="tools")
register_sandbox(app, run_app)
app.add_typer(scenarios_app, name="scenarios")
app.add_typer(generate_app, name="generate")
eval_cmd.register(app)
score_state_cmd.register(app)
ui_cmd.register(app)
view_cmd.register(app)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"mmtoolbench {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Show the version."),
    ] = False,
) -> None:
    """mmtoolbench command line."""
    install_safe_log_handler()  # log lines quoting model text reach the terminal escaped


def main() -> None:
    """Console-script entry point."""
    app()
