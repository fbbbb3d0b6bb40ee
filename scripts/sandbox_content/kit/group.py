"""The command line of a group script: build the scenarios named on it (all by default).

Two kinds of group script share it:

* scripts that write whole scenario files (``mixed``, ``money``, ``errands``, ``things``):
  one function per scenario, named by its id, draws the images with the kit and returns
  the scenario, and `write_scenarios` writes it to ``data/sandbox/scenarios/<group>/``, so
  the values the pictures show and the values the expected changes and the oracle use
  come from the same code;
* scripts that draw the images of hand-written scenario files (``time``, ``household``,
  ``community``, ``people``): one ``draw_<scenario id>`` function per scenario draws its
  images under ``data/sandbox/images/<scenario id>/`` with their ground-truth sidecars;
  `drawers` finds them, `draw_scenarios` runs them and (given ``sync_dir``) rewrites the
  ``images:`` block of each scenario file from what was drawn (paths, categories, sources
  and descriptions), so the YAML can never disagree with the sidecars.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import cast

from .core import ImageSet
from .scenario_file import Scenario, sync_images_block, write_scenario
from .screens import Screens

Maker = Callable[[Screens], Scenario]
Drawer = Callable[[Screens], ImageSet | None]


def write_scenarios(group: str, makers: Sequence[Maker], argv: Sequence[str]) -> None:
    """Build and write the scenarios of ``group`` (one Chromium for the run).

    Args:
        group: The scenarios' folder under ``data/sandbox/scenarios/``.
        makers: One function per scenario, named by the scenario id.
        argv: The ids to build; every maker when empty (unknown ids are ignored).
    """
    wanted = set(argv)
    with Screens() as screens:
        for make in makers:
            if wanted and make.__name__ not in wanted:
                continue
            path = write_scenario(group, make(screens))
            print(
                "wrote", path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
            )


def drawers(namespace: Mapping[str, object], prefix: str) -> dict[str, Drawer]:
    """The ``draw_<scenario id>`` functions of a script by scenario id, sorted by name.

    Args:
        namespace: The script's ``globals()``.
        prefix: Function names to take (``"draw_tim_"``).
    """
    return {
        name.removeprefix("draw_"): cast(Drawer, fn)
        for name, fn in sorted(namespace.items())
        if name.startswith(prefix) and callable(fn)
    }


def draw_scenarios(
    argv: Sequence[str], found: Mapping[str, Drawer], *, sync_dir: Path | None = None
) -> int:
    """Draw the images of the scenarios named in ``argv`` (every one in ``found`` when empty).

    Args:
        argv: Scenario ids.
        found: The drawers by scenario id (`drawers`).
        sync_dir: When given, the folder of the scenario files whose ``images:`` block is
            rewritten after drawing (`sync_images_block`); each drawer must then return its
            `ImageSet`.

    Returns:
        The exit status: 0, or 2 when an id has no drawer (nothing is drawn then).
    """
    wanted = list(argv) or sorted(found)
    unknown = [w for w in wanted if w not in found]
    if unknown:
        print(f"unknown scenario(s): {', '.join(unknown)}", file=sys.stderr)
        return 2
    with Screens() as screens:
        for sid in wanted:
            imgs = found[sid](screens)
            if sync_dir is not None:
                if imgs is None:
                    raise TypeError(f"draw_{sid} returned no ImageSet to sync")
                sync_images_block(imgs, sync_dir)
            print(f"drew {sid}")
    return 0
