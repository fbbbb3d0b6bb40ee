"""The package graph is a line: the import-linter contract in pyproject.toml must hold.

core -> store -> models -> runner -> (isolation | judging | stats) -> (sandbox | atp)
-> analysis -> cli -> (__main__ | demo); a package imports only packages below it, and
siblings on one layer never import each other. A new top-level package must be placed
in the contract (``exhaustive``). See docs/architecture.md.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from importlinter.cli import lint_imports

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def test_package_layers_contract_is_kept(capsys: pytest.CaptureFixture[str]) -> None:
    code = lint_imports(config_filename=str(PYPROJECT), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert code == 0, out
    assert "2 kept, 0 broken" in out


def test_contract_catches_an_upward_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same check fails when a lower layer is declared above one it is imported by."""
    contract = tomllib.loads(PYPROJECT.read_text())["tool"]["importlinter"]["contracts"][0]
    layers = list(contract["layers"])
    assert layers[-3:] == ["models", "store", "core"]
    swapped = [*layers[:-2], "core", "store"]  # store imports core: now an upward import
    config = tmp_path / "importlinter.toml"
    listed = ", ".join(f'"{layer}"' for layer in swapped)
    ignored = ", ".join(f'"{i}"' for i in contract.get("ignore_imports", []))
    config.write_text(
        '[tool.importlinter]\nroot_package = "mmtoolbench"\n\n'
        "[[tool.importlinter.contracts]]\n"
        'name = "swapped"\ntype = "layers"\ncontainers = ["mmtoolbench"]\n'
        f"layers = [{listed}]\n"
        f"ignore_imports = [{ignored}]\n"
    )
    code = lint_imports(config_filename=str(config), no_cache=True, no_logo=True)
    out = capsys.readouterr().out
    assert code != 0
    assert "mmtoolbench.store is not allowed to import mmtoolbench.core" in out
