"""Scenario files of the bundled suite: build a scenario dict, write it as YAML (with the
schema header), or rewrite the ``images:`` block of a hand-written one."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from .core import SCENARIOS_DIR, ImageSet

HEADER = "# yaml-language-server: $schema=../../../../../../schemas/sandbox_scenario.schema.json\n"

Scenario = dict[str, Any]


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


def scenario_header(
    sid: str,
    title: str,
    *,
    description: str,
    domains: list[str],
    reference_time: str,
    persona: dict[str, Any],
) -> Scenario:
    """The header of a scenario (fields in the order of docs/sandbox/scenarios.md)."""
    return {
        "id": sid,
        "title": title,
        "description": description,
        "domains": domains,
        "reference_time": reference_time,
        "persona": persona,
    }


def scenario(imgs: ImageSet, body: str) -> Scenario:
    """The scenario from its YAML ``body`` (everything but ``images``), with the drawn
    images inserted before ``rounds`` (the order of docs/sandbox/scenarios.md).

    Raises:
        AssertionError: If the body's ``id`` is not the image set's scenario id.
    """
    data = yaml.safe_load(body)
    out: Scenario = {}
    for key, value in data.items():
        if key == "rounds":
            out["images"] = imgs.entries
        out[key] = value
    assert out["id"] == imgs.scenario_id, (out["id"], imgs.scenario_id)
    return out


def sync_images_block(imgs: ImageSet, group_dir: Path) -> None:
    """Rewrite the ``images:`` block of ``<group_dir>/<scenario id>.yaml`` from the drawn
    entries (the rest of the hand-written file is kept to the byte).

    Raises:
        ValueError: If the file has no top-level ``images:`` block followed by another key.
    """
    path = group_dir / f"{imgs.scenario_id}.yaml"
    if not path.exists():
        print(f"  (no scenario file {path.name} yet)")
        return
    text = path.read_text(encoding="utf-8")
    block = yaml.safe_dump({"images": imgs.entries}, sort_keys=False, allow_unicode=True, width=100)
    new, n = re.subn(r"(?ms)^images:\n.*?(?=^[A-Za-z_]+:)", lambda _m: block, text, count=1)
    if n != 1:
        raise ValueError(f"{path}: no top-level images: block followed by another key")
    if new != text:
        path.write_text(new, encoding="utf-8")
