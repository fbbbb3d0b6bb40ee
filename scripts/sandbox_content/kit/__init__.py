"""Drawing kit for the bundled sandbox suite: pictures + ground-truth sidecars.

Per-group scripts (``scripts/sandbox_content/<group>.py``) import it and draw every image
of their scenarios. Each renderer returns a `Drawing` (the picture, every text line it
shows, its kind, category and description); `ImageSet.add` / `save` compress it and write
``data/sandbox/images/<scenario_id>/<image_id>.png|.jpg`` plus the ``.json`` sidecar
(format: ``docs/sandbox/suite-plan.md``; model: `mmtoolbench.sandbox.image_truth`).
Everything is deterministic: same inputs, same bytes.

API::

    from kit import ImageSet, documents, charts, photos, Screens

    imgs = ImageSet("mix_coffee_order", script=__file__)
    imgs.add("receipt", documents.receipt("Blue Door Cafe", [("Latte", "4.75")], total="4.75",
             date="Jun 12 2025"), decisive=["$4.75"])
    with Screens() as s:                                   # one Chromium per script run
        imgs.add("chat", s.chat("Sam", [("them", "Meet at 7?", "6:02 PM")]), decisive=["7"])
    imgs.add("cup", photos.photo("coffee", seed="mix_coffee_order:cup",
             description="a latte with a leaf pattern"))
    imgs.entries            # the scenario's `images:` list (id, path, category, source, description)

Renderers:

* `documents`: ``receipt``, ``invoice``, ``form``, ``menu``, ``ticket``,
  ``business_card``, ``poster`` (also infographics: ``kind="infographic"``), ``note``
  (handwritten style: Comic Neue / Humor Sans / DKG handwriting).
* `charts` (matplotlib): ``bar_chart``, ``line_chart``, ``pie_chart``, ``table``.
* `screens.Screens` (headless Debian Chromium via playwright): ``chat``, ``inbox``,
  ``email``, ``order_page``, ``booking``, ``settings``, ``statement``, ``list_screen``,
  and ``render(html_body, kind=..., description=...)`` for anything else.
* `photos`: ``photo(name, seed=, description=)`` ("natural, less text", from `PHOTOS`:
  scikit-image samples, matplotlib's Grace Hopper, Debian mate-backgrounds nature photos;
  each with its licence), ``composite(base, lines, seed=, description=, style=)``
  ("natural, text-rich": a sign / price_tag / label / whiteboard / chalkboard / screen
  in perspective on a photo).
* `pages.detail_page`: a web or app page with a coloured header and a detail table;
  `retouch.scaled` enlarges a drawing (small text reads better).

Group scripts: `scenario_file` (``Scenario``, ``scenario_header``, ``scenario`` from a YAML
body, ``write_scenario``, ``sync_images_block``) and `group` (the scripts' command line:
``write_scenarios`` for scripts that write whole scenario files, ``drawers`` +
``draw_scenarios`` for scripts that draw the images of hand-written ones).

Rules: every ``decisive`` string must occur in the drawing's text (`save` refuses
otherwise) and must be legible to Tesseract (``tests/sandbox/test_suite_validity.py``);
use text of at least ~18 px. Flat pictures become quantised PNGs, photos JPEG quality
80; keep the average under 60 KB. Regenerating needs Chromium, the handwriting fonts and
mate-backgrounds (``make install`` / ``make content-deps``) and scikit-image (dev extra).
"""

from . import charts, documents, photos
from .core import IMAGES_DIR, SCENARIOS_DIR, Drawing, ImageSet, TextCanvas, rng_for, save
from .screens import Screens

__all__ = [
    "IMAGES_DIR",
    "SCENARIOS_DIR",
    "Drawing",
    "ImageSet",
    "Screens",
    "TextCanvas",
    "charts",
    "documents",
    "photos",
    "rng_for",
    "save",
]
