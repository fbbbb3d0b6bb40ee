"""The ``mmtb`` command line."""

from __future__ import annotations

import importlib
import sys
import types
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
    return importlib.import_module("mmtoolbench.cli.app").app


class _CLIPackage(types.ModuleType):
    """This package's module type: ``mmtoolbench.cli.app`` is always the Typer
    application, imported on first use.

    Importing the submodule ``mmtoolbench.cli.app`` makes the import system set the
    package attribute ``app`` to that module, whenever and by whomever it is first
    imported (``from mmtoolbench.cli.app import app`` in a test, say); a data
    descriptor ignores that assignment, so ``from mmtoolbench.cli import app`` never
    depends on import order.
    """

    @property
    def app(self) -> Any:
        """The Typer application."""
        return _load_app()

    @app.setter
    def app(self, value: Any) -> None:
        del value  # the submodule, set by the import system


sys.modules[__name__].__class__ = _CLIPackage
