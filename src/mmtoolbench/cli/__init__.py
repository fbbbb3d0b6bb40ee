"""The ``mmtb`` command line."""

from __future__ import annotations

from mmtoolbench.cli.app import app, main

__all__ = ["app", "main"]
