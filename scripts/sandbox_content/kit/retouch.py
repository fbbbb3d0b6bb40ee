"""Small changes to a finished `Drawing`: enlarge it, or file it as a photo with little text."""

from __future__ import annotations

from PIL import Image

from .core import Drawing


def scaled(drawing: Drawing, factor: float) -> Drawing:
    """The same drawing enlarged by ``factor`` (Lanczos).

    Small text, above all small monospaced digits with decimal points, reads better for OCR
    (and for a model) when larger. Changes ``drawing`` in place and returns it.
    """
    w, h = drawing.image.size
    drawing.image = drawing.image.resize(
        (round(w * factor), round(h * factor)), Image.Resampling.LANCZOS
    )
    return drawing


def little_text(drawing: Drawing) -> Drawing:
    """File a photo whose only text is a few words (a model plate, a code on a display, a
    sticker) under the "natural, less text" category of appendix D.4. Changes ``drawing`` in
    place and returns it."""
    drawing.category = "natural_less_text"
    return drawing
