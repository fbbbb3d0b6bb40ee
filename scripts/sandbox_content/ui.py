"""Draw the images of the UI-mode scenarios (``data/sandbox/ui_scenarios``).

Each UI scenario shows a few options in photos (shelf tags, flyers, menus); the agent
reads them, renders an A2UI screen that surfaces the attributes the user decides by,
and acts on the option the user clicks. Run from the repository root:

    .venv/bin/python scripts/sandbox_content/ui.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import ImageSet, photos

#: scenario id -> [(image id, base photo, lines, decisive strings, description)]
TAGS: dict[str, list[tuple[str, str, list[str], list[str], str]]] = {
    "ui_detergent_pick": [
        (
            "tag_brightwash",
            "wood_deck",
            ["BrightWash Ultra", "64 loads  $17.99", "Rating 4.8 / 5"],
            ["BrightWash Ultra", "$17.99", "64 loads", "4.8"],
            "Shelf tag: BrightWash Ultra detergent, 64 loads, $17.99, rated 4.8 of 5",
        ),
        (
            "tag_cleanco",
            "brick",
            ["CleanCo Free & Clear", "96 loads  $22.49", "Rating 4.1 / 5"],
            ["CleanCo Free & Clear", "$22.49", "96 loads", "4.1"],
            "Shelf tag: CleanCo Free & Clear detergent, 96 loads, $22.49, rated 4.1 of 5",
        ),
        (
            "tag_sunfresh",
            "gravel",
            ["SunFresh Original", "48 loads  $12.99", "Rating 4.5 / 5"],
            ["SunFresh Original", "$12.99", "48 loads", "4.5"],
            "Shelf tag: SunFresh Original detergent, 48 loads, $12.99, rated 4.5 of 5",
        ),
    ],
}


def draw(sid: str) -> None:
    imgs = ImageSet(sid, script=__file__)
    for image_id, base, lines, decisive, description in TAGS[sid]:
        imgs.add(
            image_id,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{image_id}",
                style="price_tag",
                panel_width=0.8,
                tilt=0.03,
                description=description,
            ),
            decisive=decisive,
        )


if __name__ == "__main__":
    for scenario_id in TAGS:
        draw(scenario_id)
