"""Small changes to a finished `Drawing`."""

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
