"""Ground truth of a scenario image: the JSON sidecar next to each bundled picture.

Every image of the bundled suite (``data/sandbox/images/<scenario>/<image>.png|.jpg``)
has a sidecar ``<image>.json`` written by the code that drew it
(``scripts/sandbox_content/kit``), so it cannot drift from the pixels::

    {"category": "docs_charts_tables", "kind": "receipt",
     "source": "generated:scripts/sandbox_content/money.py",
     "licence": "CC0-1.0 (generated)", "text": "<all text a careful reader sees>",
     "decisive": ["$48.20", "Jun 14 2025"], "description": "<one sentence>"}

``decisive`` lists the strings an agent must read to get the expected changes right
(the legibility check requires OCR to find each); photographs without text have an
empty ``text`` and ``decisive`` and a careful ``description``. See
``docs/sandbox/suite-plan.md``.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mmtoolbench.core.errors import ConfigError

__all__ = ["ImageTruth", "load_image_truth", "sidecar_path"]


class ImageTruth(BaseModel):
    """The ground truth of one image (its JSON sidecar).

    Attributes:
        category: Visual character (seed appendix D.4): ``natural_text_rich``,
            ``natural_less_text``, ``docs_charts_tables`` or ``ui``.
        kind: What it is (``receipt``, ``chat``, ``bar_chart``, ``photo``...).
        source: ``generated:<script>`` or the package / data set it comes from.
        licence: Licence of the picture (and of the photo it is made from).
        text: All text a careful reader sees, line by line (empty for a photo).
        decisive: Strings an agent must read to get the expected changes right.
        description: One sentence: what the picture shows.
        base: For photographs and composites: the original photo it was made from.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    category: str = Field(min_length=1)
    kind: str = Field(min_length=1)
    source: str = Field(min_length=1)
    licence: str = Field(min_length=1)
    text: str = ""
    decisive: list[str] = Field(default_factory=list)
    description: str = Field(min_length=1)
    base: str | None = None


def sidecar_path(image: Path) -> Path:
    """The sidecar file of ``image`` (same name, ``.json``)."""
    return image.with_suffix(".json")


def load_image_truth(image: Path) -> ImageTruth:
    """Read and validate the sidecar of ``image``.

    Raises:
        ConfigError: If the sidecar is missing or malformed (naming the file).
    """
    path = sidecar_path(image)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no ground-truth sidecar for {image.name}") from None
    except json.JSONDecodeError as exc:
        raise ConfigError(f"{path}: not JSON: {exc}") from None
    try:
        return ImageTruth.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or '(file)'}: {e['msg']}"
            for e in exc.errors(include_url=False)
        )
        raise ConfigError(f"{path}: {problems}") from None
