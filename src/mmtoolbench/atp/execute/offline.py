"""Offline stand-ins: clearly labelled substitutes used when no service is configured.

Nothing here pretends to be the real thing. Every image carries an ``OFFLINE STAND-IN``
banner naming the tool, and every :class:`~mmtoolbench.atp.execute.backends.BackendOutput`
has ``stand_in=True``:

* Diffusion -> a card showing the banner and the prompt, wrapped.
* Edit -> the source image, unchanged and inside a dashed frame, with the banner on a
  strip above it and the edit prompt in a box below it; no label covers the image.
* Search (when even the local corpus is empty) and Code (when the spec has no structured
  data and no code model is configured) -> the same kind of card with the query or spec.

Drawing uses Pillow with the DejaVu fonts shipped with matplotlib (Pillow's built-in font
when they cannot be found); output is deterministic PNG.
"""

from __future__ import annotations

import asyncio
import hashlib
import importlib.util
import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, ImageOps

from mmtoolbench.atp.execute.backends import BackendOutput, StepError, StepRequest

__all__ = [
    "STAND_IN_LABEL",
    "OfflineDiffusionBackend",
    "OfflineEditBackend",
    "OfflineSearchBackend",
    "annotate_edit",
    "load_font",
    "stand_in_card",
    "wrap_text",
]

STAND_IN_LABEL = "OFFLINE STAND-IN"
"""Text every stand-in image starts its banner with."""

_CARD_SIZE = (768, 512)
_MAX_EDIT_SIDE = 1024
_MIN_EDIT_WIDTH = 480
_EDIT_PAD = 12
_MAX_EDIT_PROMPT_LINES = 8
_EDIT_CANVAS_BG = (240, 240, 240)
_BANNER_BG = (176, 24, 24)
_INK = (28, 28, 28)
Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def _draw_banner(draw: ImageDraw.ImageDraw, width: int, height: int, tool: str, font: Font) -> None:
    """The red ``OFFLINE STAND-IN — <tool>`` strip across the top of a stand-in image."""
    draw.rectangle([0, 0, width - 1, height - 1], fill=_BANNER_BG)
    draw.text(
        (width // 2, height // 2),
        f"{STAND_IN_LABEL} — {tool}",
        fill="white",
        font=font,
        anchor="mm",
    )


def _font_dir() -> Path | None:
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "mpl-data" / "fonts" / "ttf"
    return path if path.is_dir() else None


def load_font(size: int, *, bold: bool = False) -> Font:
    """Return a TrueType font of ``size`` pixels (DejaVu Sans, else Pillow's default).

    Args:
        size: Font size in pixels.
        bold: Use the bold face.
    """
    directory = _font_dir()
    if directory is not None:
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        try:
            return ImageFont.truetype(str(directory / name), size)
        except OSError:
            pass
    return ImageFont.load_default(size=size)


def wrap_text(text: str, font: Font, max_width: int) -> list[str]:
    """Wrap ``text`` into lines no wider than ``max_width`` pixels.

    Paragraph breaks are kept; a word wider than a line is split between characters.

    Args:
        text: The text.
        font: The font it will be drawn with.
        max_width: Maximum line width in pixels.

    Returns:
        The lines.
    """
    lines: list[str] = []
    for paragraph in text.splitlines() or [""]:
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if font.getlength(candidate) <= max_width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = ""
            for char in word:
                if font.getlength(current + char) > max_width and current:
                    lines.append(current)
                    current = ""
                current += char
        lines.append(current)
    return lines


def _fit_lines(lines: list[str], max_lines: int, font: Font, max_width: int) -> list[str]:
    if len(lines) <= max_lines:
        return lines
    kept = lines[:max_lines]
    last = kept[-1]
    while last and font.getlength(last + " …") > max_width:
        last = last[:-1]
    kept[-1] = last.rstrip() + " …"
    return kept


def _encode(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    return buffer.getvalue()


def _pastel(seed: str) -> tuple[int, int, int]:
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    return (225 + digest[0] % 25, 225 + digest[1] % 25, 225 + digest[2] % 25)


def _dashed_rectangle(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    color: tuple[int, int, int],
    width: int = 4,
    dash: int = 14,
) -> None:
    left, top, right, bottom = box
    for x in range(left, right, dash * 2):
        end = min(x + dash, right)
        draw.line([(x, top), (end, top)], fill=color, width=width)
        draw.line([(x, bottom), (end, bottom)], fill=color, width=width)
    for y in range(top, bottom, dash * 2):
        end = min(y + dash, bottom)
        draw.line([(left, y), (left, end)], fill=color, width=width)
        draw.line([(right, y), (right, end)], fill=color, width=width)


def stand_in_card(
    tool: str,
    label: str,
    body: str,
    *,
    reason: str = "",
    size: tuple[int, int] = _CARD_SIZE,
) -> bytes:
    """Draw a labelled stand-in card.

    Args:
        tool: Tool name shown in the banner (``OFFLINE STAND-IN — <tool>``).
        label: Heading of the body (``Prompt``, ``Query``...).
        body: The text to show, wrapped and truncated to fit.
        reason: Why a stand-in is shown (e.g. which variable to set).
        size: Card size in pixels.

    Returns:
        PNG bytes.
    """
    width, height = size
    image = Image.new("RGB", size, _pastel(f"{tool}\n{body}"))
    draw = ImageDraw.Draw(image)
    banner_font = load_font(max(18, width // 28), bold=True)
    banner_h = int(banner_font.getbbox("Ag")[3] * 2.0)
    _draw_banner(draw, width, banner_h, tool, banner_font)
    margin = max(16, width // 24)
    y = banner_h + margin // 2
    small = load_font(max(12, width // 52))
    if reason:
        for line in _fit_lines(wrap_text(reason, small, width - 2 * margin), 2, small, width):
            draw.text((margin, y), line, fill=(90, 90, 90), font=small)
            y += int(small.getbbox("Ag")[3] * 1.3)
        y += margin // 3
    heading = load_font(max(14, width // 40), bold=True)
    draw.text((margin, y), f"{label}:", fill=_INK, font=heading)
    y += int(heading.getbbox("Ag")[3] * 1.5)
    text_font = load_font(max(13, width // 44))
    line_h = int(text_font.getbbox("Ag")[3] * 1.35)
    footer_h = int(small.getbbox("Ag")[3] * 2.2)
    max_lines = max(1, (height - y - footer_h - margin) // max(1, line_h))
    lines = _fit_lines(
        wrap_text(body or "(empty)", text_font, width - 2 * margin),
        max_lines,
        text_font,
        width - 2 * margin,
    )
    for line in lines:
        draw.text((margin, y), line, fill=_INK, font=text_font)
        y += line_h
    draw.text(
        (width // 2, height - footer_h // 2),
        "not produced by the real service · mmtoolbench offline stand-in",
        fill=(110, 110, 110),
        font=small,
        anchor="mm",
    )
    _dashed_rectangle(draw, (2, 2, width - 3, height - 3), _BANNER_BG, width=3)
    return _encode(image)


def annotate_edit(source: bytes, prompt: str) -> bytes:
    """Show an edit prompt next to its source image as a labelled stand-in.

    The source image is pasted unchanged onto a larger canvas (only an image longer than
    1024 px on its longer side is downscaled first), inside a dashed frame. The labels go
    on separate strips outside the image, so they never hide any of it: a banner
    ``OFFLINE STAND-IN — Edit`` above, and a box holding the edit prompt below. A narrow
    image is centred on a canvas at least 480 px wide so the labels stay legible.

    Args:
        source: Encoded source image.
        prompt: The edit prompt.

    Returns:
        PNG bytes.

    Raises:
        StepError: If ``source`` is not a readable image.
    """
    try:
        with Image.open(io.BytesIO(source)) as opened:
            image = ImageOps.exif_transpose(opened).convert("RGB")
    except Exception as exc:  # Pillow raises many exception types
        raise StepError(f"Edit: the source image cannot be read: {exc}") from exc
    image.thumbnail((_MAX_EDIT_SIDE, _MAX_EDIT_SIDE))
    width = max(image.width + 2 * _EDIT_PAD, _MIN_EDIT_WIDTH)
    banner_font = load_font(max(14, width // 32), bold=True)
    banner_h = int(banner_font.getbbox("Ag")[3] * 1.9)
    text_font = load_font(max(12, width // 42))
    margin = max(10, width // 40)
    line_h = int(text_font.getbbox("Ag")[3] * 1.3)
    lines = _fit_lines(
        wrap_text(f"Edit: {prompt}", text_font, width - 4 * margin),
        _MAX_EDIT_PROMPT_LINES,
        text_font,
        width - 4 * margin,
    )
    box_h = line_h * len(lines) + 2 * margin
    left = (width - image.width) // 2
    top = banner_h + _EDIT_PAD
    box_top = top + image.height + _EDIT_PAD
    height = box_top + box_h + _EDIT_PAD

    canvas = Image.new("RGB", (width, height), _EDIT_CANVAS_BG)
    draw = ImageDraw.Draw(canvas)
    _draw_banner(draw, width, banner_h, "Edit", banner_font)
    gap = _EDIT_PAD // 2  # the frame runs through the middle of the padding
    _dashed_rectangle(
        draw,
        (left - gap, top - gap, left + image.width - 1 + gap, top + image.height - 1 + gap),
        _BANNER_BG,
        width=3,
    )
    draw.rectangle(
        [margin, box_top, width - 1 - margin, box_top + box_h - 1],
        fill=(255, 255, 240),
        outline=_BANNER_BG,
        width=3,
    )
    y = box_top + margin
    for line in lines:
        draw.text((2 * margin, y), line, fill=_INK, font=text_font)
        y += line_h
    # Pasted last: whatever was drawn above cannot reach into the source image.
    canvas.paste(image, (left, top))
    return _encode(canvas)


class OfflineDiffusionBackend:
    """Diffusion stand-in: a labelled card with the prompt.

    Attributes:
        name: ``offline-diffusion``.
    """

    name = "offline-diffusion"

    def __init__(self, reason: str = "no image service configured (set MMTB_IMAGES_BASE_URL)"):
        """Create the backend.

        Args:
            reason: Why the stand-in is used; printed on the card.
        """
        self._reason = reason

    async def run(self, request: StepRequest) -> BackendOutput:
        """Draw the card for ``params.prompt``.

        Args:
            request: The Diffusion call.

        Returns:
            The card, with ``stand_in=True``.
        """
        prompt = str(request.params.get("prompt", ""))
        data = await asyncio.to_thread(
            stand_in_card, "Diffusion", "Prompt", prompt, reason=self._reason
        )
        return BackendOutput(
            data=data,
            backend=self.name,
            stand_in=True,
            notes=("offline stand-in: prompt shown instead of a generated image",),
        )

    async def aclose(self) -> None:
        """Nothing to release."""


class OfflineEditBackend:
    """Edit stand-in: the source image, unchanged, with the edit prompt shown below it.

    Attributes:
        name: ``offline-edit``.
    """

    name = "offline-edit"

    async def run(self, request: StepRequest) -> BackendOutput:
        """Label the source image with ``params.prompt`` (see :func:`annotate_edit`).

        Args:
            request: The Edit call with its resolved input image.

        Returns:
            The labelled image, with ``stand_in=True``.

        Raises:
            StepError: If the input image is missing or unreadable.
        """
        if request.input_image is None:
            raise StepError("Edit: the image named by params.img_index is not available")
        prompt = str(request.params.get("prompt", ""))
        data = await asyncio.to_thread(annotate_edit, request.input_image.data, prompt)
        return BackendOutput(
            data=data,
            backend=self.name,
            stand_in=True,
            notes=(
                f"offline stand-in: image #{request.input_image.index} shown unedited, "
                "with the edit prompt below it",
            ),
        )

    async def aclose(self) -> None:
        """Nothing to release."""


class OfflineSearchBackend:
    """Search stand-in when neither a search service nor a local corpus is available.

    Attributes:
        name: ``offline-search``.
    """

    name = "offline-search"

    async def run(self, request: StepRequest) -> BackendOutput:
        """Draw a card for ``params.query``.

        Args:
            request: The Search call.

        Returns:
            The card, with ``stand_in=True``.
        """
        query = str(request.params.get("query", ""))
        data = await asyncio.to_thread(
            stand_in_card,
            "Search",
            "Query",
            query,
            reason="no search service configured (set SERPAPI_API_KEY) and no local corpus",
        )
        return BackendOutput(
            data=data,
            backend=self.name,
            stand_in=True,
            notes=("offline stand-in: query shown instead of a search result",),
        )

    async def aclose(self) -> None:
        """Nothing to release."""
