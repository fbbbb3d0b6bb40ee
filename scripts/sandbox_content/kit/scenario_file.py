"""Write a scenario dict as a YAML file of the bundled suite (with the schema header)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from .core import SCENARIOS_DIR

HEADER = "# yaml-language-server: $schema=../../../../../../schemas/sandbox_scenario.schema.json\n"


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def write_scenario(group: str, data: dict[str, Any], out_dir: Path = SCENARIOS_DIR) -> Path:
    """Write ``data`` to ``<out_dir>/<group>/<data['id']>.yaml`` and return the path."""
    folder = out_dir / group
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{data['id']}.yaml"
    text = yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)
    path.write_text(HEADER + text, encoding="utf-8")
    return path
