"""The ``mmtb`` command line."""

from __future__ import annotations

import importlib
import sys
from typing import Any

__all__ = ["app", "main"]

#: Command groups that start without loading the whole application: ``mmtb tools
#: search`` is run often, by people and scripts, and must answer within a second, while
#: importing every command (suites, judges, runners) takes longer than that.
LIGHT_GROUPS = {"tools": ("mmtoolbench.cli.tools_cmd", "tools_app")}


def main() -> None:
    """Console-script entry point."""
    args = sys.argv[1:]
    if args and args[0] in LIGHT_GROUPS:
        import typer

        module, attr = LIGHT_GROUPS[args[0]]
        light = typer.Typer(name="mmtb", no_args_is_help=True, pretty_exceptions_enable=False)

        @light.callback()
        def root() -> None:
            """mmtoolbench command line."""

        light.add_typer(getattr(importlib.import_module(module), attr), name=args[0])
        light()
        return
    _load_app()
    importlib.import_module("mmtoolbench.cli.app").main()


def _load_app() -> Any:
    # Importing the submodule ``mmtoolbench.cli.app`` binds the package attribute
    # ``app`` to that module; rebind it to the Typer application it defines.
    application = importlib.import_module("mmtoolbench.cli.app").app
    globals()["app"] = application
    return application


def __getattr__(name: str) -> Any:
    """``mmtoolbench.cli.app`` (the Typer application), imported on first use."""
    if name == "app":
        return _load_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
