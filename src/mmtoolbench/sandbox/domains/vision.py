"""Vision: the visual tools (seed appendix D.5) for looking at and editing images.

Every image of an episode lives in its `ImageStore` under a stable id (``img_0``,
``img_1``...). These tools take image ids and, when they produce a picture (crop,
zoom, draw a box, plot a chart...), add it to the store under the next id and return
it as a `ToolOutput` so the calling model *sees* the result. Source images are never
modified.

**Coordinates are normalized 0-1000**: ``x`` runs from 0 (left edge) to 1000 (right
edge) and ``y`` from 0 (top edge) to 1000 (bottom edge), whatever the pixel size of
the image. A box is ``x1, y1`` (top-left) and ``x2, y2`` (bottom-right).

World state: images shown to the user (``shown_images``) and images saved to storage
(``saved_images``); both appear in world diffs. Viewing or editing images changes no
table (new images appear in the diff's ``new_images``).
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import io
import math
import random
import re
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any, Literal

from PIL import Image, ImageColor, ImageDraw, ImageEnhance, ImageFilter, ImageFont, ImageOps
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.images import StoredImage
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.tool_output import ToolOutput
from mmtoolbench.sandbox.world.schema import Column, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "vision"
REQUIRES: tuple[str, ...] = ()

TABLES: tuple[Table, ...] = (
    Table(
        name="shown_images",
        domain=DOMAIN,
        entity="shown image",
        id_prefix="shw",
        lookup_hint="use list_shown_images to find them",
        description="Images the agent showed to the user, with the caption it gave.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Id, e.g. shw_0001."),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_4."),
            Column("caption", "TEXT", not_null=True, default="", description="Message shown."),
            Column("shown_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="saved_images",
        domain=DOMAIN,
        entity="saved image",
        id_prefix="svi",
        lookup_hint="use list_saved_images to find saved image ids and names",
        description="Images saved to the device's storage under a file name.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Id, e.g. svi_0001."),
            Column("name", "TEXT", not_null=True, unique=True, description="File name stem."),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_4."),
            Column("path", "TEXT", not_null=True, unique=True, description="File path."),
            Column("saved_at", "DATETIME", not_null=True),
        ),
    ),
)

#: Folder where save_image puts files.
SAVE_DIR = "/tmp/mmtoolbench/images"
#: Largest width or height of an image a tool creates.
MAX_SIDE = 4096

ImageId = Annotated[str, Field(min_length=1, max_length=64)]
Coord = Annotated[float, Field(ge=0, le=1000, allow_inf_nan=False)]
ColorText = Annotated[str, Field(min_length=1, max_length=40)]
Label = Annotated[str, Field(max_length=200)]
LineWidth = Annotated[int, Field(ge=1, le=50)]
Factor = Annotated[float, Field(ge=0, le=5, allow_inf_nan=False)]
Side = Annotated[int, Field(ge=1, le=MAX_SIDE)]
PlotNumber = Annotated[float, Field(ge=-1e15, le=1e15, allow_inf_nan=False)]

# ----------------------------------------------------------------------------- helpers


def _load(ctx: WorldContext, image_id: str) -> tuple[StoredImage, Image.Image]:
    """The stored image and its decoded pixels (ToolError for unknown ids)."""
    stored = ctx.images.get(image_id.strip())
    try:
        img = stored.open()
    except Exception as exc:  # Pillow raises many types for broken data
        raise ToolError(f"image {stored.image_id} could not be decoded: {exc}") from None
    return stored, img


def _has_alpha(img: Image.Image) -> bool:
    return img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info)


def _rgb(img: Image.Image) -> Image.Image:
    """The image as RGB, or RGBA when it has transparency."""
    target = "RGBA" if _has_alpha(img) else "RGB"
    return img if img.mode == target else img.convert(target)


def _created_by(stored: StoredImage) -> str | None:
    return stored.source[5:] if stored.source.startswith("tool:") else None


def _emit(
    ctx: WorldContext, img: Image.Image, operation: str, sources: Sequence[str], **extra: Any
) -> ToolOutput:
    """Add a tool-made image to the store and return it for the caller to see."""
    new = ctx.images.add_pil(img, source=f"tool:{operation}({', '.join(sources)})")
    value: dict[str, Any] = {"image_id": new.image_id}
    if len(sources) == 1:
        value["source_image_id"] = sources[0]
    elif sources:
        value["source_image_ids"] = list(sources)
    value.update(width=new.width, height=new.height, **extra)
    if new.image_id in sources:
        value["unchanged"] = True
        value["note"] = f"the result is identical to {new.image_id}: the operation changed nothing"
    return ToolOutput(value, [new.image_id])


def _color(text: str) -> tuple[int, int, int]:
    """Parse a color name or hex code."""
    try:
        rgb = ImageColor.getrgb(text.strip())
    except (ValueError, AttributeError):
        raise ToolError(
            f"unknown color {text!r}: use a name like 'red', 'yellow', 'lime' or a hex code "
            "like '#ff8800'"
        ) from None
    return rgb[0], rgb[1], rgb[2]


def _box(
    size: tuple[int, int], x1: float, y1: float, x2: float, y2: float
) -> tuple[int, int, int, int]:
    """Pixel box (left, top, right, bottom) of a normalized 0-1000 box (at least 1 px)."""
    if x2 <= x1 or y2 <= y1:
        raise ToolError(
            f"empty box ({x1:g}, {y1:g}, {x2:g}, {y2:g}): x2 must be greater than x1 and y2 "
            "greater than y1 (coordinates are normalized 0-1000, origin top-left)"
        )
    w, h = size
    left = min(math.floor(x1 * w / 1000), w - 1)
    top = min(math.floor(y1 * h / 1000), h - 1)
    right = max(min(math.ceil(x2 * w / 1000), w), left + 1)
    bottom = max(min(math.ceil(y2 * h / 1000), h), top + 1)
    return left, top, right, bottom


def _point(size: tuple[int, int], x: float, y: float) -> tuple[int, int]:
    """Pixel of a normalized 0-1000 point."""
    w, h = size
    return min(int(x * w / 1000), w - 1), min(int(y * h / 1000), h - 1)


def _norm_box(size: tuple[int, int], box: tuple[int, int, int, int]) -> dict[str, int]:
    w, h = size
    return {
        "x1": round(box[0] * 1000 / w),
        "y1": round(box[1] * 1000 / h),
        "x2": round(box[2] * 1000 / w),
        "y2": round(box[3] * 1000 / h),
    }


@functools.lru_cache(maxsize=32)
def load_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans (shipped with matplotlib) at ``size`` px, else Pillow's default font."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is not None and spec.origin:
        path = Path(spec.origin).parent / "mpl-data" / "fonts" / "ttf" / "DejaVuSans.ttf"
        try:
            return ImageFont.truetype(str(path), size)
        except OSError:
            pass
    return ImageFont.load_default(size)


def _clean_text(text: str) -> str:
    """Printable text (control characters other than newlines removed)."""
    return "".join(ch for ch in text if ch == "\n" or (ch.isprintable() and ch != "\x00")).strip()


def _contrast_text(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return (0, 0, 0) if luminance > 150 else (255, 255, 255)


def _label(
    draw: ImageDraw.ImageDraw,
    size: tuple[int, int],
    xy: tuple[int, int],
    text: str,
    fill: tuple[int, int, int],
    font_size: int,
    *,
    above: bool = True,
) -> None:
    """Draw ``text`` on a filled tag anchored at ``xy`` (above it when there is room)."""
    font = load_font(font_size)
    left, top, right, bottom = draw.multiline_textbbox((0, 0), text, font=font)
    tw, th = right - left + 8, bottom - top + 6
    x = max(0, min(xy[0], size[0] - tw))
    y = xy[1] - th if above and xy[1] - th >= 0 else xy[1]
    y = max(0, min(y, size[1] - th))
    draw.rectangle((x, y, x + tw, y + th), fill=fill)
    draw.multiline_text((x + 4 - left, y + 3 - top), text, font=font, fill=_contrast_text(fill))


def _auto_font_size(size: tuple[int, int]) -> int:
    return max(12, min(96, round(min(size) / 25)))


def _fit(img: Image.Image, max_w: int, max_h: int) -> Image.Image:
    """Scale ``img`` to fit in ``max_w`` x ``max_h`` (up or down), keeping its aspect."""
    scale = min(max_w / img.width, max_h / img.height)
    w, h = max(1, round(img.width * scale)), max(1, round(img.height * scale))
    return img if (w, h) == img.size else img.resize((w, h), Image.Resampling.LANCZOS)


_COLOR_NAMES: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("black", (0, 0, 0)),
    ("dark gray", (64, 64, 64)),
    ("gray", (128, 128, 128)),
    ("silver", (192, 192, 192)),
    ("white", (255, 255, 255)),
    ("red", (220, 20, 30)),
    ("dark red", (139, 0, 0)),
    ("maroon", (128, 0, 32)),
    ("pink", (255, 170, 190)),
    ("hot pink", (255, 80, 160)),
    ("orange", (255, 140, 0)),
    ("coral", (255, 127, 80)),
    ("brown", (120, 70, 30)),
    ("tan", (210, 180, 140)),
    ("beige", (240, 230, 200)),
    ("yellow", (255, 230, 0)),
    ("gold", (212, 175, 55)),
    ("olive", (128, 128, 0)),
    ("lime", (50, 205, 50)),
    ("green", (0, 150, 50)),
    ("dark green", (0, 90, 30)),
    ("teal", (0, 128, 128)),
    ("cyan", (0, 220, 230)),
    ("sky blue", (135, 200, 240)),
    ("blue", (30, 80, 220)),
    ("navy", (0, 0, 110)),
    ("purple", (120, 40, 160)),
    ("violet", (180, 120, 230)),
    ("magenta", (230, 0, 200)),
)


def _color_name(rgb: tuple[int, int, int]) -> str:
    """The closest of a few everyday color names (redmean distance)."""

    def dist(ref: tuple[int, int, int]) -> float:
        rmean = (rgb[0] + ref[0]) / 2
        dr, dg, db = rgb[0] - ref[0], rgb[1] - ref[1], rgb[2] - ref[2]
        return (2 + rmean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rmean) / 256) * db * db

    return min(_COLOR_NAMES, key=lambda item: dist(item[1]))[0]


def _hex(rgb: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb[:3])


def _saved_rows(world: World, image_id: str) -> list[Row]:
    return world.select("saved_images", {"image_id": image_id}, order_by="name")


# ----------------------------------------------------------------------------- looking


@tool(domain=DOMAIN)
def list_images(ctx: WorldContext) -> list[dict[str, Any]]:
    """List every image of this conversation (sent by the user, attached to messages, or
    made by a visual tool), oldest first.

    Returns: for each image its id (e.g. "img_2"), width and height in pixels, and
    `created_by` (the tool call that made it, e.g. "crop_image(img_0)", or null for
    images that were given to you).
    """
    result = []
    for image_id in ctx.images.ids():
        stored = ctx.images.get(image_id)
        result.append(
            {
                "image_id": image_id,
                "width": stored.width,
                "height": stored.height,
                "created_by": _created_by(stored),
            }
        )
    return result


@tool(domain=DOMAIN)
def view_image(ctx: WorldContext, image_id: ImageId) -> ToolOutput:
    """Look at an image: the image itself is attached to the result so you can see it.

    Use it to read or inspect any image by id (one the user sent earlier, a message
    attachment, or one a tool produced). To look closer at a detail, use crop_image or
    zoom_image.

    Args:
        image_id: Id of the image, e.g. "img_0" (list_images lists them).

    Returns: the image id and its size in pixels, with the image attached.
    """
    stored = ctx.images.get(image_id.strip())
    value = {"image_id": stored.image_id, "width": stored.width, "height": stored.height}
    return ToolOutput(value, [stored.image_id])


@tool(domain=DOMAIN)
def get_image_size(ctx: WorldContext, image_id: ImageId) -> dict[str, Any]:
    """Get the width and height of an image in pixels.

    Args:
        image_id: Id of the image, e.g. "img_0".

    Returns: width, height, aspect_ratio (width / height) and orientation (landscape,
    portrait or square).
    """
    stored = ctx.images.get(image_id.strip())
    w, h = stored.width, stored.height
    orientation = "square" if w == h else ("landscape" if w > h else "portrait")
    return {
        "image_id": stored.image_id,
        "width": w,
        "height": h,
        "aspect_ratio": round(w / h, 3) if h else None,
        "orientation": orientation,
    }


@tool(domain=DOMAIN, reads=("shown_images", "saved_images"))
def get_image_info(ctx: WorldContext, image_id: ImageId) -> dict[str, Any]:
    """Get an image's details: size, file format, color mode, byte size, which tool made
    it, and whether it was shown to the user or saved.

    Args:
        image_id: Id of the image, e.g. "img_3".
    """
    stored, img = _load(ctx, image_id)
    shown = ctx.world.select("shown_images", {"image_id": stored.image_id}, order_by="shown_at")
    return {
        "image_id": stored.image_id,
        "width": stored.width,
        "height": stored.height,
        "format": stored.media_type,
        "color_mode": img.mode,
        "has_transparency": _has_alpha(img),
        "size_bytes": len(stored.data),
        "created_by": _created_by(stored),
        "shown_to_user": [{"id": s["id"], "caption": s["caption"]} for s in shown],
        "saved_as": [
            {"id": s["id"], "name": s["name"], "path": s["path"]}
            for s in _saved_rows(ctx.world, stored.image_id)
        ],
    }


@tool(domain=DOMAIN)
def get_pixel_color(ctx: WorldContext, image_id: ImageId, x: Coord, y: Coord) -> dict[str, Any]:
    """Get the color of the image at one point.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x: Horizontal position, normalized 0-1000 (0 = left edge, 1000 = right edge).
        y: Vertical position, normalized 0-1000 (0 = top edge, 1000 = bottom edge).

    Returns: hex code, RGB values, the nearest everyday color name, and the pixel
    position.
    """
    stored, img = _load(ctx, image_id)
    rgba = img.convert("RGBA")
    px, py = _point(rgba.size, x, y)
    r, g, b, a = rgba.getpixel((px, py))  # type: ignore[misc]
    return {
        "image_id": stored.image_id,
        "pixel": {"x": px, "y": py},
        "hex": _hex((r, g, b)),
        "rgb": [r, g, b],
        "alpha": a,
        "name": _color_name((r, g, b)),
    }


@tool(domain=DOMAIN)
def get_dominant_colors(
    ctx: WorldContext,
    image_id: ImageId,
    count: Annotated[int, Field(ge=1, le=12)] = 5,
    x1: Coord = 0,
    y1: Coord = 0,
    x2: Coord = 1000,
    y2: Coord = 1000,
) -> dict[str, Any]:
    """Find the main colors of an image, or of a region of it, with their share of the
    area (e.g. "what color is this car?").

    Args:
        image_id: Id of the image, e.g. "img_0".
        count: How many colors to return (1-12).
        x1: Left edge of the region, normalized 0-1000 (default: whole image).
        y1: Top edge of the region, normalized 0-1000.
        x2: Right edge of the region, normalized 0-1000.
        y2: Bottom edge of the region, normalized 0-1000.

    Returns: colors from most to least common, each with hex, rgb, name and percent.
    """
    stored, img = _load(ctx, image_id)
    rgb = img.convert("RGB")
    region = rgb.crop(_box(rgb.size, x1, y1, x2, y2))
    region.thumbnail((160, 160), Image.Resampling.BILINEAR)
    quantized = region.quantize(colors=count, method=Image.Quantize.MEDIANCUT)
    palette = quantized.getpalette() or []
    counts = quantized.getcolors(maxcolors=256) or []
    total = sum(n for n, _ in counts) or 1
    colors = []
    for n, index in sorted(counts, key=lambda item: (-item[0], item[1])):
        idx = int(index) if isinstance(index, int) else 0
        value = tuple(palette[idx * 3 : idx * 3 + 3]) or (0, 0, 0)
        c = (int(value[0]), int(value[1]), int(value[2]))
        colors.append(
            {
                "hex": _hex(c),
                "rgb": list(c),
                "name": _color_name(c),
                "percent": round(100 * n / total, 1),
            }
        )
    return {"image_id": stored.image_id, "colors": colors}


@tool(domain=DOMAIN)
def compare_images(
    ctx: WorldContext,
    image_id_a: ImageId,
    image_id_b: ImageId,
    threshold: Annotated[int, Field(ge=1, le=255)] = 40,
) -> ToolOutput:
    """Compare two images pixel by pixel (e.g. before/after photos, two versions of a
    document) and find where they differ.

    Image B is scaled to A's size when the sizes differ. When they differ, a copy of A
    with the changed regions outlined in red is added and shown to you.

    Args:
        image_id_a: Id of the first image, e.g. "img_0".
        image_id_b: Id of the second image, e.g. "img_1".
        threshold: How much a pixel's color must change (0-255 on any channel) to count.

    Returns: identical (bool), changed_percent, changed regions as normalized 0-1000
    boxes (largest first, at most 10) and the id of the highlighted image (null when
    identical).
    """
    import numpy as np
    from scipy import ndimage

    a_stored, a_img = _load(ctx, image_id_a)
    b_stored, b_img = _load(ctx, image_id_b)
    a_rgb, b_rgb = a_img.convert("RGB"), b_img.convert("RGB")
    resized = b_rgb.size != a_rgb.size
    if resized:
        b_rgb = b_rgb.resize(a_rgb.size, Image.Resampling.BILINEAR)
    diff = np.abs(np.asarray(a_rgb, dtype=np.int16) - np.asarray(b_rgb, dtype=np.int16))
    mask = diff.max(axis=2) >= threshold
    changed = float(mask.mean()) if mask.size else 0.0
    value: dict[str, Any] = {
        "image_id_a": a_stored.image_id,
        "image_id_b": b_stored.image_id,
        "b_was_resized": resized,
        "identical": not bool(mask.any()),
        "changed_percent": round(100 * changed, 2),
        "regions": [],
        "image_id": None,
    }
    if not mask.any():
        return ToolOutput(value)
    grow = max(1, round(min(a_rgb.size) / 100))
    labels, n = ndimage.label(ndimage.binary_dilation(mask, iterations=grow))
    slices = ndimage.find_objects(labels)
    boxes = []
    for sl in slices[:n]:
        if sl is None:
            continue
        ys, xs = sl
        boxes.append((int(xs.start), int(ys.start), int(xs.stop), int(ys.stop)))
    boxes.sort(key=lambda b: (-(b[2] - b[0]) * (b[3] - b[1]), b))
    boxes = boxes[:10]
    out = a_rgb.copy()
    draw = ImageDraw.Draw(out)
    width = max(2, round(min(out.size) / 150))
    for box in boxes:
        draw.rectangle((box[0], box[1], box[2] - 1, box[3] - 1), outline=(255, 0, 0), width=width)
    value["regions"] = [_norm_box(out.size, b) for b in boxes]
    shown = _emit(ctx, out, "compare_images", [a_stored.image_id, b_stored.image_id])
    value["image_id"] = shown.value["image_id"]
    return ToolOutput(value, shown.images)


# ----------------------------------------------------------------------------- transforming


@tool(domain=DOMAIN)
def crop_image(
    ctx: WorldContext, image_id: ImageId, x1: Coord, y1: Coord, x2: Coord, y2: Coord
) -> ToolOutput:
    """Crop an image to a bounding box; the crop becomes a new image that you see.

    Use it to read small text or inspect a detail. Coordinates are normalized 0-1000:
    (0, 0) is the top-left corner and (1000, 1000) the bottom-right, whatever the
    image's pixel size; e.g. the right half is x1=500, y1=0, x2=1000, y2=1000.

    Args:
        image_id: Id of the image to crop, e.g. "img_0".
        x1: Left edge, normalized 0-1000.
        y1: Top edge, normalized 0-1000.
        x2: Right edge, normalized 0-1000 (greater than x1).
        y2: Bottom edge, normalized 0-1000 (greater than y1).

    Returns: the new image id (e.g. "img_5"), its pixel size and the pixel box cut out.
    """
    stored, img = _load(ctx, image_id)
    box = _box(img.size, x1, y1, x2, y2)
    if box == (0, 0, *img.size):
        raise ToolError("the box covers the whole image: nothing to crop")
    out = img.crop(box)
    return _emit(ctx, out, "crop_image", [stored.image_id], pixel_box=list(box))


@tool(domain=DOMAIN)
def zoom_image(
    ctx: WorldContext,
    image_id: ImageId,
    x: Coord,
    y: Coord,
    factor: Annotated[float, Field(gt=1, le=16, allow_inf_nan=False)] = 2.0,
) -> ToolOutput:
    """Zoom into an image around a point: the area around (x, y) is enlarged by `factor`
    to the original image size, as a new image that you see.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x: Horizontal center of the zoom, normalized 0-1000 (0 = left, 1000 = right).
        y: Vertical center of the zoom, normalized 0-1000 (0 = top, 1000 = bottom).
        factor: Magnification, greater than 1 and at most 16 (2 shows a quarter of the area).

    Returns: the new image id and the zoomed region as a normalized 0-1000 box.
    """
    stored, img = _load(ctx, image_id)
    w, h = img.size
    cw, ch = max(1, round(w / factor)), max(1, round(h / factor))
    cx, cy = x * w / 1000, y * h / 1000
    left = int(min(max(0, round(cx - cw / 2)), w - cw))
    top = int(min(max(0, round(cy - ch / 2)), h - ch))
    box = (left, top, left + cw, top + ch)
    out = _rgb(img).crop(box).resize((w, h), Image.Resampling.LANCZOS)
    return _emit(
        ctx, out, "zoom_image", [stored.image_id], factor=factor, region=_norm_box((w, h), box)
    )


@tool(domain=DOMAIN)
def resize_image(
    ctx: WorldContext,
    image_id: ImageId,
    width: Side | None = None,
    height: Side | None = None,
    keep_aspect_ratio: bool = True,
) -> ToolOutput:
    """Resize an image to given pixel dimensions, as a new image.

    Give width, height or both. With keep_aspect_ratio (default) the image is scaled to
    fit inside width x height without distortion; otherwise it is stretched to exactly
    that size.

    Args:
        image_id: Id of the image, e.g. "img_0".
        width: Target width in pixels (1-4096).
        height: Target height in pixels (1-4096).
        keep_aspect_ratio: Keep the proportions (fit inside the box) instead of stretching.

    Returns: the new image id and its size.
    """
    if width is None and height is None:
        raise ToolError("give width, height or both (in pixels)")
    stored, img = _load(ctx, image_id)
    w, h = img.size
    if keep_aspect_ratio or width is None or height is None:
        scale = min(
            (width / w) if width is not None else math.inf,
            (height / h) if height is not None else math.inf,
        )
        target = (max(1, round(w * scale)), max(1, round(h * scale)))
    else:
        target = (width, height)
    if max(target) > MAX_SIDE:
        raise ToolError(
            f"the result would be {target[0]}x{target[1]}; at most {MAX_SIDE} px a side"
        )
    if target == (w, h):
        raise ToolError(f"image {stored.image_id} is already {w}x{h}: nothing to change")
    out = _rgb(img).resize(target, Image.Resampling.LANCZOS)
    return _emit(ctx, out, "resize_image", [stored.image_id], original_size=[w, h])


@tool(domain=DOMAIN)
def rotate_image(
    ctx: WorldContext,
    image_id: ImageId,
    angle: Annotated[float, Field(ge=-360, le=360, allow_inf_nan=False)],
    expand: bool = True,
) -> ToolOutput:
    """Rotate an image, as a new image. Positive angles turn it counterclockwise,
    negative ones clockwise: a photo lying on its right side is fixed with angle=90,
    one upside down with angle=180.

    Args:
        image_id: Id of the image, e.g. "img_0".
        angle: Degrees, -360 to 360; positive = counterclockwise.
        expand: Grow the canvas so nothing is cut off (corners are filled white);
            false keeps the original size.

    Returns: the new image id and its size.
    """
    stored, img = _load(ctx, image_id)
    turn = angle % 360
    if turn == 0:
        raise ToolError(f"rotating by {angle:g} degrees changes nothing")
    base = _rgb(img)
    transposes = {
        90: Image.Transpose.ROTATE_90,
        180: Image.Transpose.ROTATE_180,
        270: Image.Transpose.ROTATE_270,
    }
    if turn in transposes and (expand or turn == 180 or img.width == img.height):
        out = base.transpose(transposes[int(turn)])
    else:
        fill = (255, 255, 255, 0) if base.mode == "RGBA" else (255, 255, 255)
        out = base.rotate(angle, resample=Image.Resampling.BICUBIC, expand=expand, fillcolor=fill)
    if max(out.size) > MAX_SIDE:
        out = _fit(out, MAX_SIDE, MAX_SIDE)
    return _emit(ctx, out, "rotate_image", [stored.image_id], angle=angle)


@tool(domain=DOMAIN)
def flip_image(
    ctx: WorldContext, image_id: ImageId, direction: Literal["horizontal", "vertical"]
) -> ToolOutput:
    """Mirror an image, as a new image: "horizontal" swaps left and right (e.g. to fix
    mirrored selfie text), "vertical" swaps top and bottom.

    Args:
        image_id: Id of the image, e.g. "img_0".
        direction: "horizontal" or "vertical".
    """
    stored, img = _load(ctx, image_id)
    out = ImageOps.mirror(_rgb(img)) if direction == "horizontal" else ImageOps.flip(_rgb(img))
    return _emit(ctx, out, "flip_image", [stored.image_id], direction=direction)


@tool(domain=DOMAIN)
def enhance_image(
    ctx: WorldContext,
    image_id: ImageId,
    contrast: Annotated[float, Field(ge=0.5, le=4, allow_inf_nan=False)] = 1.5,
    autocontrast: bool = True,
    sharpen: bool = False,
) -> ToolOutput:
    """Enhance the contrast of an image (helps with faded, dark or washed-out photos and
    hard-to-read documents), as a new image.

    Args:
        image_id: Id of the image, e.g. "img_0".
        contrast: Contrast multiplier, 0.5-4 (1 = unchanged, 1.5 = noticeably stronger).
        autocontrast: First stretch the tones so the darkest pixels become black and
            the lightest white.
        sharpen: Also sharpen edges (useful for small text).
    """
    if contrast == 1 and not autocontrast and not sharpen:
        raise ToolError("contrast=1 without autocontrast or sharpen changes nothing")
    stored, img = _load(ctx, image_id)
    base = _rgb(img)
    alpha = base.getchannel("A") if base.mode == "RGBA" else None
    out = base.convert("RGB")
    if autocontrast:
        out = ImageOps.autocontrast(out, cutoff=1)
    if contrast != 1:
        out = ImageEnhance.Contrast(out).enhance(contrast)
    if sharpen:
        out = out.filter(ImageFilter.SHARPEN)
    if alpha is not None:
        out.putalpha(alpha)
    return _emit(ctx, out, "enhance_image", [stored.image_id])


@tool(domain=DOMAIN)
def adjust_image(
    ctx: WorldContext,
    image_id: ImageId,
    brightness: Factor = 1.0,
    contrast: Factor = 1.0,
    saturation: Factor = 1.0,
    sharpness: Factor = 1.0,
) -> ToolOutput:
    """Adjust brightness, contrast, color saturation and sharpness, as a new image.

    Each setting is a multiplier from 0 to 5 where 1 leaves it unchanged: brightness
    1.4 is 40% brighter, saturation 0 is black and white, sharpness 2 is sharper.

    Args:
        image_id: Id of the image, e.g. "img_0".
        brightness: Brightness multiplier (1 = unchanged).
        contrast: Contrast multiplier (1 = unchanged).
        saturation: Color saturation multiplier (0 = gray, 1 = unchanged).
        sharpness: Sharpness multiplier (0 = blurred, 1 = unchanged, 2 = sharpened).
    """
    settings = {
        "brightness": brightness,
        "contrast": contrast,
        "saturation": saturation,
        "sharpness": sharpness,
    }
    if all(v == 1 for v in settings.values()):
        raise ToolError("every setting is 1 (unchanged): nothing to adjust")
    stored, img = _load(ctx, image_id)
    base = _rgb(img)
    alpha = base.getchannel("A") if base.mode == "RGBA" else None
    out = base.convert("RGB")
    enhancers = {
        "brightness": ImageEnhance.Brightness,
        "contrast": ImageEnhance.Contrast,
        "saturation": ImageEnhance.Color,
        "sharpness": ImageEnhance.Sharpness,
    }
    for name, factor in settings.items():
        if factor != 1:
            out = enhancers[name](out).enhance(factor)
    if alpha is not None:
        out.putalpha(alpha)
    changed = {k: v for k, v in settings.items() if v != 1}
    return _emit(ctx, out, "adjust_image", [stored.image_id], adjustments=changed)


@tool(domain=DOMAIN)
def convert_image_to_grayscale(ctx: WorldContext, image_id: ImageId) -> ToolOutput:
    """Convert an image to black and white (grayscale), as a new image.

    Args:
        image_id: Id of the image, e.g. "img_0".
    """
    stored, img = _load(ctx, image_id)
    if img.mode in ("1", "L", "LA", "I", "I;16", "F"):
        raise ToolError(f"image {stored.image_id} is already grayscale")
    out = img.convert("LA") if _has_alpha(img) else img.convert("L")
    return _emit(ctx, out, "convert_image_to_grayscale", [stored.image_id])


@tool(domain=DOMAIN)
def blur_image_region(
    ctx: WorldContext,
    image_id: ImageId,
    x1: Coord,
    y1: Coord,
    x2: Coord,
    y2: Coord,
    method: Literal["blur", "pixelate", "black_box"] = "blur",
) -> ToolOutput:
    """Hide a region of an image for privacy (faces, license plates, card numbers,
    addresses) before sharing it, as a new image.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x1: Left edge of the region, normalized 0-1000 (0 = left, 1000 = right).
        y1: Top edge of the region, normalized 0-1000 (0 = top, 1000 = bottom).
        x2: Right edge of the region, normalized 0-1000.
        y2: Bottom edge of the region, normalized 0-1000.
        method: "blur" (strong Gaussian blur), "pixelate" (large blocks) or
            "black_box" (solid black).
    """
    stored, img = _load(ctx, image_id)
    out = _rgb(img).copy()
    box = _box(out.size, x1, y1, x2, y2)
    region = out.crop(box)
    rw, rh = region.size
    if method == "blur":
        hidden = region.filter(ImageFilter.GaussianBlur(radius=max(4, max(rw, rh) / 6)))
    elif method == "pixelate":
        block = max(4, round(max(rw, rh) / 8))
        small = region.resize((max(1, rw // block), max(1, rh // block)), Image.Resampling.BILINEAR)
        hidden = small.resize((rw, rh), Image.Resampling.NEAREST)
    else:
        fill = (0, 0, 0, 255) if out.mode == "RGBA" else (0, 0, 0)
        hidden = Image.new(out.mode, (rw, rh), fill)
    out.paste(hidden, box[:2])
    return _emit(ctx, out, "blur_image_region", [stored.image_id], method=method)


# ----------------------------------------------------------------------------- drawing


@tool(domain=DOMAIN)
def draw_bbox(
    ctx: WorldContext,
    image_id: ImageId,
    x1: Coord,
    y1: Coord,
    x2: Coord,
    y2: Coord,
    label: Label = "",
    color: ColorText = "red",
    line_width: LineWidth = 4,
) -> ToolOutput:
    """Draw a bounding box (rectangle outline, optionally labelled) on an image and
    return the result as a new image that you see; use it to point something out to
    the user or to check a location. Coordinates are normalized 0-1000 with (0, 0) at
    the top-left and (1000, 1000) at the bottom-right.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x1: Left edge, normalized 0-1000.
        y1: Top edge, normalized 0-1000.
        x2: Right edge, normalized 0-1000 (greater than x1).
        y2: Bottom edge, normalized 0-1000 (greater than y1).
        label: Optional text drawn on a tag above the box, e.g. "total".
        color: Color name or hex code, e.g. "red", "lime", "#00aaff".
        line_width: Outline thickness in pixels (1-50).
    """
    rgb = _color(color)
    stored, img = _load(ctx, image_id)
    out = _rgb(img).copy()
    box = _box(out.size, x1, y1, x2, y2)
    draw = ImageDraw.Draw(out)
    draw.rectangle((box[0], box[1], box[2] - 1, box[3] - 1), outline=rgb, width=line_width)
    text = _clean_text(label)
    if text:
        _label(draw, out.size, (box[0], box[1]), text, rgb, _auto_font_size(out.size))
    return _emit(ctx, out, "draw_bbox", [stored.image_id], pixel_box=list(box))


@tool(domain=DOMAIN)
def draw_point(
    ctx: WorldContext,
    image_id: ImageId,
    x: Coord,
    y: Coord,
    label: Label = "",
    color: ColorText = "red",
    radius: Annotated[int, Field(ge=1, le=200)] = 10,
) -> ToolOutput:
    """Mark a point on an image with a filled dot (optionally labelled), as a new image.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x: Horizontal position, normalized 0-1000 (0 = left edge, 1000 = right edge).
        y: Vertical position, normalized 0-1000 (0 = top edge, 1000 = bottom edge).
        label: Optional text drawn next to the dot.
        color: Color name or hex code, e.g. "red", "#ff8800".
        radius: Dot radius in pixels (1-200).
    """
    rgb = _color(color)
    stored, img = _load(ctx, image_id)
    out = _rgb(img).copy()
    px, py = _point(out.size, x, y)
    draw = ImageDraw.Draw(out)
    draw.ellipse(
        (px - radius, py - radius, px + radius, py + radius),
        fill=rgb,
        outline=_contrast_text(rgb),
        width=max(1, radius // 5),
    )
    text = _clean_text(label)
    if text:
        _label(draw, out.size, (px + radius + 2, py - radius), text, rgb, _auto_font_size(out.size))
    return _emit(ctx, out, "draw_point", [stored.image_id], pixel={"x": px, "y": py})


@tool(domain=DOMAIN)
def draw_arrow(
    ctx: WorldContext,
    image_id: ImageId,
    x1: Coord,
    y1: Coord,
    x2: Coord,
    y2: Coord,
    label: Label = "",
    color: ColorText = "red",
    line_width: LineWidth = 5,
) -> ToolOutput:
    """Draw an arrow from (x1, y1) to (x2, y2) on an image, with the head at (x2, y2),
    as a new image; use it to point at something.

    Args:
        image_id: Id of the image, e.g. "img_0".
        x1: Tail x, normalized 0-1000 (0 = left, 1000 = right).
        y1: Tail y, normalized 0-1000 (0 = top, 1000 = bottom).
        x2: Head x (the point pointed at), normalized 0-1000.
        y2: Head y, normalized 0-1000.
        label: Optional text drawn at the tail.
        color: Color name or hex code, e.g. "red", "#ff8800".
        line_width: Line thickness in pixels (1-50).
    """
    rgb = _color(color)
    stored, img = _load(ctx, image_id)
    out = _rgb(img).copy()
    tail, head = _point(out.size, x1, y1), _point(out.size, x2, y2)
    length = math.dist(tail, head)
    if length < 2:
        raise ToolError("the arrow's tail and head are at the same place: move one of them")
    draw = ImageDraw.Draw(out)
    head_len = min(length * 0.4, max(12.0, line_width * 4.0))
    angle = math.atan2(head[1] - tail[1], head[0] - tail[0])
    base = (head[0] - head_len * math.cos(angle), head[1] - head_len * math.sin(angle))
    draw.line((tail, base), fill=rgb, width=line_width)
    spread = head_len * 0.6
    left = (base[0] + spread * math.sin(angle), base[1] - spread * math.cos(angle))
    right = (base[0] - spread * math.sin(angle), base[1] + spread * math.cos(angle))
    draw.polygon((head, left, right), fill=rgb)
    text = _clean_text(label)
    if text:
        _label(draw, out.size, tail, text, rgb, _auto_font_size(out.size))
    return _emit(ctx, out, "draw_arrow", [stored.image_id])


@tool(domain=DOMAIN)
def annotate_image(
    ctx: WorldContext,
    image_id: ImageId,
    text: Annotated[str, Field(min_length=1, max_length=500)],
    x: Coord = 20,
    y: Coord = 20,
    color: ColorText = "black",
    background: Annotated[str | None, Field(max_length=40)] = "white",
    font_size: Annotated[int | None, Field(ge=8, le=300)] = None,
) -> ToolOutput:
    """Write text on an image (a caption, a note, a price...), as a new image.

    Args:
        image_id: Id of the image, e.g. "img_0".
        text: Text to write; may contain line breaks.
        x: Left edge of the text, normalized 0-1000 (0 = left, 1000 = right).
        y: Top edge of the text, normalized 0-1000 (0 = top, 1000 = bottom).
        color: Text color name or hex code, e.g. "black", "#ffffff".
        background: Color of a box behind the text for legibility, or null for none.
        font_size: Font size in pixels (8-300); default scales with the image.
    """
    clean = _clean_text(text)
    if not clean:
        raise ToolError("text is empty after removing control characters")
    fg = _color(color)
    bg = _color(background) if background is not None and background.strip() else None
    stored, img = _load(ctx, image_id)
    out = _rgb(img).copy()
    draw = ImageDraw.Draw(out)
    font = load_font(font_size or _auto_font_size(out.size))
    px, py = _point(out.size, x, y)
    left, top, right, bottom = draw.multiline_textbbox((px, py), clean, font=font)
    if bg is not None:
        pad = 4
        draw.rectangle((left - pad, top - pad, right + pad, bottom + pad), fill=bg)
    draw.multiline_text((px, py), clean, font=font, fill=fg)
    fits = left >= 0 and top >= 0 and right <= out.width and bottom <= out.height
    return _emit(ctx, out, "annotate_image", [stored.image_id], text_fits=fits)


@tool(domain=DOMAIN)
def combine_images(
    ctx: WorldContext,
    image_ids: Annotated[list[ImageId], Field(min_length=2, max_length=16)],
    layout: Literal["horizontal", "vertical", "grid"] = "horizontal",
    labels: Annotated[list[Label], Field(max_length=16)] | None = None,
    columns: Annotated[int, Field(ge=1, le=8)] | None = None,
) -> ToolOutput:
    """Put several images together into one: side by side (horizontal, e.g. to compare
    two photos), stacked (vertical) or in a grid, optionally with a label under each.

    Args:
        image_ids: Images in order, e.g. ["img_0", "img_2"] (2-16).
        layout: "horizontal" (one row), "vertical" (one column) or "grid".
        labels: Optional caption per image (same count as image_ids), e.g. ["before", "after"].
        columns: Columns of the grid (default: about the square root of the count).
    """
    if labels is not None and len(labels) != len(image_ids):
        raise ToolError(f"give one label per image: {len(image_ids)} images, {len(labels)} labels")
    if columns is not None and layout != "grid":
        raise ToolError('columns only applies to layout="grid"')
    loaded = [_load(ctx, i) for i in image_ids]
    ids = [s.image_id for s, _ in loaded]
    tiles = [_rgb(img).convert("RGBA") for _, img in loaded]
    n = len(tiles)
    if layout == "horizontal":
        cols = n
    elif layout == "vertical":
        cols = 1
    else:
        cols = columns or math.ceil(math.sqrt(n))
    cols = min(cols, n)
    rows = math.ceil(n / cols)
    if layout == "horizontal":
        cell_h = min(max(t.height for t in tiles), 1024)
        scaled = [_fit(t, MAX_SIDE, cell_h) for t in tiles]
        cell_w = max(t.width for t in scaled)
    elif layout == "vertical":
        cell_w = min(max(t.width for t in tiles), 1024)
        scaled = [_fit(t, cell_w, MAX_SIDE) for t in tiles]
        cell_h = max(t.height for t in scaled)
    else:
        cell_w = min(512, max(t.width for t in tiles))
        cell_h = min(512, max(t.height for t in tiles))
        scaled = [_fit(t, cell_w, cell_h) for t in tiles]
    gap = 12
    text_lines = [_clean_text(label) for label in labels] if labels is not None else []
    font_size = 22
    label_h = font_size + 14 if any(text_lines) else 0
    if layout == "horizontal":
        widths = [t.width for t in scaled]
        cell_h = max(t.height for t in scaled)
        total_w = sum(widths) + gap * (n + 1)
    else:
        widths = [cell_w] * n
        total_w = cell_w * cols + gap * (cols + 1)
    total_h = (cell_h + label_h) * rows + gap * (rows + 1)
    if layout == "vertical":
        heights = [t.height + label_h for t in scaled]
        total_h = sum(heights) + gap * (n + 1)
    canvas = Image.new("RGB", (max(1, total_w), max(1, total_h)), (232, 232, 232))
    draw = ImageDraw.Draw(canvas)
    font = load_font(font_size)
    x, y = gap, gap
    for index, tile in enumerate(scaled):
        if layout == "grid":
            r, c = divmod(index, cols)
            cx = gap + c * (cell_w + gap) + (cell_w - tile.width) // 2
            cy = gap + r * (cell_h + label_h + gap) + (cell_h - tile.height) // 2
            slot_x, slot_w = gap + c * (cell_w + gap), cell_w
            text_y = gap + r * (cell_h + label_h + gap) + cell_h + 4
        elif layout == "horizontal":
            cx, cy = x, gap + (cell_h - tile.height) // 2
            slot_x, slot_w = x, tile.width
            text_y = gap + cell_h + 4
            x += tile.width + gap
        else:
            cx, cy = gap + (cell_w - tile.width) // 2, y
            slot_x, slot_w = gap, cell_w
            text_y = y + tile.height + 4
            y += tile.height + label_h + gap
        canvas.paste(tile, (cx, cy), tile)
        if text_lines and text_lines[index]:
            line = text_lines[index].replace("\n", " ")
            left, _, right, _ = draw.textbbox((0, 0), line, font=font)
            tx = slot_x + max(0, (slot_w - (right - left)) // 2)
            draw.text((tx, text_y), line, font=font, fill=(0, 0, 0))
    if max(canvas.size) > MAX_SIDE:
        canvas = _fit(canvas, MAX_SIDE, MAX_SIDE)
    return _emit(ctx, canvas, "combine_images", ids, layout=layout)


# ----------------------------------------------------------------------------- plotting

ChartType = Literal[
    "line", "bar", "horizontal_bar", "stacked_bar", "scatter", "area", "pie", "histogram"
]


def _tex_safe(text: str) -> str:
    """Text matplotlib draws literally (no mathtext)."""
    return _clean_text(text).replace("\\", "/").replace("$", r"\$")


def _render_chart(
    chart_type: str,
    names: list[str],
    values: list[list[float]],
    labels: list[str] | None,
    x_values: list[float] | None,
    title: str,
    x_label: str,
    y_label: str,
    bins: int,
    show_values: bool,
) -> bytes:
    """Draw a validated chart with matplotlib and return PNG bytes."""
    n = len(values[0])
    import matplotlib
    from matplotlib.figure import Figure

    with matplotlib.rc_context(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        matplotlib.rcdefaults()
        fig = Figure(figsize=(8, 5), dpi=100)
        ax = fig.add_subplot()
        safe_names = [_tex_safe(s) or f"series {i + 1}" for i, s in enumerate(names)]
        safe_labels = [_tex_safe(s) for s in labels] if labels is not None else None
        positions = list(range(n))
        legend = len(values) > 1
        if chart_type in ("line", "scatter", "area"):
            xs: list[float] = (
                list(x_values) if x_values is not None else [float(p) for p in positions]
            )
            for name, ys in zip(safe_names, values, strict=True):
                if chart_type == "line":
                    ax.plot(xs, ys, marker="o" if n <= 40 else None, label=name)
                elif chart_type == "scatter":
                    ax.scatter(xs, ys, label=name)
                else:
                    ax.fill_between(xs, ys, alpha=0.35, label=name)
                    ax.plot(xs, ys)
            if x_values is None and safe_labels is not None:
                step = max(1, math.ceil(n / 20))
                ax.set_xticks(positions[::step], safe_labels[::step])
        elif chart_type in ("bar", "horizontal_bar", "stacked_bar"):
            k = len(values)
            width = 0.8 / (1 if chart_type == "stacked_bar" else k)
            bottoms = [0.0] * n
            for i, (name, ys) in enumerate(zip(safe_names, values, strict=True)):
                if chart_type == "stacked_bar":
                    bars = ax.bar(positions, ys, 0.8, bottom=bottoms, label=name)
                    bottoms = [b + y for b, y in zip(bottoms, ys, strict=True)]
                else:
                    offset = [p - 0.4 + width * (i + 0.5) for p in positions]
                    if chart_type == "bar":
                        bars = ax.bar(offset, ys, width, label=name)
                    else:
                        bars = ax.barh(offset, ys, width, label=name)
                if show_values:
                    ax.bar_label(bars, fmt="%g", fontsize=8)
            ticks = safe_labels if safe_labels is not None else [str(p + 1) for p in positions]
            step = max(1, math.ceil(n / 30))
            if chart_type == "horizontal_bar":
                ax.set_yticks(positions[::step], ticks[::step])
                ax.invert_yaxis()
            else:
                ax.set_xticks(positions[::step], ticks[::step])
                if n > 6 or max((len(t) for t in ticks), default=0) > 8:
                    for tick in ax.get_xticklabels():
                        tick.set_rotation(40)
                        tick.set_horizontalalignment("right")
        elif chart_type == "pie":
            pie_labels = safe_labels if safe_labels is not None else [str(p + 1) for p in positions]
            ax.pie(
                values[0],
                labels=pie_labels,
                autopct="%1.1f%%" if show_values else None,
                startangle=90,
                counterclock=False,
            )
            ax.set_aspect("equal")
        else:
            ax.hist(values, bins=bins, label=safe_names, alpha=0.8 if legend else 1.0)
        if title:
            ax.set_title(_tex_safe(title))
        if x_label and chart_type != "pie":
            ax.set_xlabel(_tex_safe(x_label))
        if y_label and chart_type != "pie":
            ax.set_ylabel(_tex_safe(y_label))
        if legend and chart_type != "pie":
            ax.legend()
        if chart_type != "pie":
            ax.grid(True, alpha=0.3)
        with contextlib.suppress(ValueError, RuntimeError):
            fig.tight_layout()
        buf = io.BytesIO()
        fig.savefig(buf, format="png", metadata={"Software": None})
    return buf.getvalue()


@tool(domain=DOMAIN)
def plot(
    ctx: WorldContext,
    chart_type: ChartType,
    series: Annotated[
        dict[
            Annotated[str, Field(min_length=1, max_length=60)],
            Annotated[list[PlotNumber], Field(min_length=1, max_length=500)],
        ],
        Field(min_length=1, max_length=10),
    ],
    labels: Annotated[list[Annotated[str, Field(max_length=60)]], Field(max_length=500)]
    | None = None,
    x_values: Annotated[list[PlotNumber], Field(max_length=500)] | None = None,
    title: Annotated[str, Field(max_length=120)] = "",
    x_label: Annotated[str, Field(max_length=80)] = "",
    y_label: Annotated[str, Field(max_length=80)] = "",
    bins: Annotated[int, Field(ge=1, le=100)] = 10,
    show_values: bool = False,
) -> ToolOutput:
    """Create a Matplotlib chart (line, bar, scatter, pie...) from data and return it as
    a new image that you see (e.g. to chart spending, compare prices, show a trend).

    Data: `series` maps each series name to its numbers, e.g.
    {"Rent": [1800, 1800, 1850], "Food": [420, 380, 455]}. All series have the same
    length, one value per category/point. `labels` names the categories (x axis of bar
    and line charts, slices of a pie), e.g. ["Apr", "May", "Jun"]; `x_values` gives
    numeric x positions instead (line, scatter, area). A pie takes exactly one series
    of non-negative numbers. A histogram takes raw samples per series (any length) and
    no labels.

    Args:
        chart_type: "line", "bar", "horizontal_bar", "stacked_bar", "scatter", "area",
            "pie" or "histogram".
        series: Series name -> list of numbers (1-10 series, up to 500 values each).
        labels: Category labels, one per value, e.g. ["Mon", "Tue", "Wed"].
        x_values: Numeric x positions, one per value (line, scatter, area).
        title: Chart title.
        x_label: X axis title, e.g. "Month".
        y_label: Y axis title, e.g. "USD".
        bins: Number of histogram bins (1-100).
        show_values: Print each value on its bar or pie slice.

    Returns: the new image id and its size.
    """
    names = list(series)
    values = [list(v) for v in series.values()]
    n = len(values[0])
    if chart_type == "histogram":
        if labels is not None or x_values is not None:
            raise ToolError("a histogram takes raw samples only: leave labels and x_values out")
    else:
        uneven = {name: len(v) for name, v in series.items() if len(v) != n}
        if uneven:
            raise ToolError(
                f"every series needs the same number of values: {names[0]!r} has {n}, "
                + ", ".join(f"{k!r} has {v}" for k, v in uneven.items())
            )
        if labels is not None and len(labels) != n:
            raise ToolError(f"labels has {len(labels)} entries but each series has {n} values")
        if x_values is not None and len(x_values) != n:
            raise ToolError(f"x_values has {len(x_values)} entries but each series has {n} values")
    if x_values is not None and chart_type not in ("line", "scatter", "area"):
        raise ToolError(
            f"x_values is for line, scatter and area charts; use labels for {chart_type}"
        )
    if chart_type == "pie":
        if len(values) != 1:
            raise ToolError(f"a pie chart takes exactly one series, got {len(values)}")
        if any(v < 0 for v in values[0]) or sum(values[0]) <= 0:
            raise ToolError("pie values must be non-negative with a positive total")
    if chart_type in ("bar", "horizontal_bar", "stacked_bar") and n * len(values) > 600:
        raise ToolError(f"{n * len(values)} bars are too many to read; at most 600")
    if chart_type == "stacked_bar" and any(v < 0 for vs in values for v in vs):
        raise ToolError("stacked bars need non-negative values")

    try:
        png = _render_chart(
            chart_type, names, values, labels, x_values, title, x_label, y_label, bins, show_values
        )
    except (ValueError, OverflowError, RuntimeError, ZeroDivisionError) as exc:
        raise ToolError(f"the chart could not be drawn: {exc}") from None
    out = Image.open(io.BytesIO(png))
    out.load()
    return _emit(ctx, out, "plot", [], chart_type=chart_type)


# ----------------------------------------------------------------------------- sharing


_NAME_RE = re.compile(r"^[^\W_][\w .\-]{0,79}$")  # letters of any script, digits, _ - . and spaces
_EXTENSIONS = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"}


def _saved(ctx: WorldContext, ref: str) -> Row:
    text = ref.strip()
    row = ctx.world.get_or_none("saved_images", text)
    if row is None:
        rows = ctx.world.select("saved_images", {"name": _stem(text)})
        if not rows:
            ctx.world.get("saved_images", text)  # raises the standard not-found error
        row = rows[0]
    return row


def _stem(name: str) -> str:
    text = name.strip()
    lower = text.lower()
    for ext in (".png", ".jpg", ".jpeg", ".gif", ".webp"):
        if lower.endswith(ext):
            return text[: -len(ext)].strip()
    return text


@tool(domain=DOMAIN, reads=("saved_images",), writes=("saved_images",))
def save_image(
    ctx: WorldContext,
    image_id: ImageId,
    name: Annotated[str, Field(min_length=1, max_length=90)],
    overwrite: bool = False,
) -> dict[str, Any]:
    """Save an image to a file on the device and return the file path.

    Args:
        image_id: Id of the image to save, e.g. "img_4".
        name: File name (letters of any language, digits, spaces, "_", "-", "."), e.g.
            "receipt_june";
            the extension is added from the image format.
        overwrite: Replace an existing saved file with the same name.

    Returns: the saved image id (e.g. "svi_0001"), name, path and image id.
    """
    stem = _stem(name)
    if not _NAME_RE.match(stem):
        raise ToolError(
            f"invalid file name {name!r}: use 1-80 letters, digits, spaces, '_', '-' or '.', "
            "starting with a letter or digit"
        )
    stored = ctx.images.get(image_id.strip())
    path = f"{SAVE_DIR}/{stem}.{_EXTENSIONS.get(stored.media_type, 'png')}"
    existing = ctx.world.select("saved_images", {"name": stem})
    clash = ctx.world.select("saved_images", {"path": path})
    if existing:
        row = existing[0]
        if not overwrite:
            raise ToolError(
                f"a saved image named {stem!r} already exists ({row['id']}, image "
                f"{row['image_id']}); pass overwrite=true to replace it or choose another name"
            )
        if row["image_id"] == stored.image_id:
            raise ToolError(f"{stem!r} already holds image {stored.image_id}: nothing to change")
        if clash and clash[0]["id"] != row["id"]:
            raise ToolError(f"another saved image already uses the path {path}")
        saved = ctx.world.update(
            "saved_images",
            row["id"],
            {"image_id": stored.image_id, "path": path, "saved_at": ctx.clock.now()},
        )
    else:
        if clash:
            raise ToolError(f"another saved image already uses the path {path}")
        saved = ctx.world.insert(
            "saved_images",
            {"name": stem, "image_id": stored.image_id, "path": path, "saved_at": ctx.clock.now()},
        )
    return {
        "id": saved["id"],
        "name": saved["name"],
        "path": saved["path"],
        "image_id": saved["image_id"],
        "replaced": bool(existing),
    }


@tool(domain=DOMAIN, reads=("saved_images",))
def list_saved_images(ctx: WorldContext) -> list[dict[str, Any]]:
    """List images saved to the device with save_image, by name.

    Returns: id (e.g. "svi_0001"), name, path, image id and when it was saved.
    """
    return [
        {k: r[k] for k in ("id", "name", "path", "image_id", "saved_at")}
        for r in ctx.world.select("saved_images", order_by="name")
    ]


@tool(domain=DOMAIN, reads=("saved_images",), writes=("saved_images",))
def delete_saved_image(
    ctx: WorldContext, saved_image: Annotated[str, Field(min_length=1, max_length=90)]
) -> dict[str, Any]:
    """Delete a saved image file (the image itself stays available by its image id).

    Args:
        saved_image: Saved image id, e.g. "svi_0002", or its name, e.g. "receipt_june".
    """
    row = _saved(ctx, saved_image)
    ctx.world.delete("saved_images", row["id"])
    return {"deleted_id": row["id"], "name": row["name"], "path": row["path"]}


@tool(domain=DOMAIN, reads=("shown_images",), writes=("shown_images",))
def show_image_to_user(
    ctx: WorldContext,
    image_id: ImageId,
    caption: Annotated[str, Field(max_length=2000)] = "",
) -> dict[str, Any]:
    """Show an image to the user, with an optional message. Use it to send the user an
    image you made or found (an annotated photo, a chart, a crop); the user cannot see
    images you only viewed.

    Args:
        image_id: Id of the image, e.g. "img_5".
        caption: Message shown with the image, e.g. "Here is the receipt total circled".
    """
    stored = ctx.images.get(image_id.strip())
    row = ctx.world.insert(
        "shown_images",
        {"image_id": stored.image_id, "caption": caption.strip(), "shown_at": ctx.clock.now()},
    )
    return {
        "id": row["id"],
        "image_id": row["image_id"],
        "caption": row["caption"],
        "shown_at": row["shown_at"],
    }


@tool(domain=DOMAIN, reads=("shown_images",))
def list_shown_images(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the images already shown to the user in this conversation, oldest first.

    Returns: id (e.g. "shw_0001"), image id, caption and when it was shown.
    """
    return [
        {k: r[k] for k in ("id", "image_id", "caption", "shown_at")}
        for r in ctx.world.select("shown_images", order_by="shown_at")
    ]


# ----------------------------------------------------------------------------- seed


def seed(world: World, rng: random.Random) -> None:
    """No seed rows: nothing has been shown or saved before the conversation starts, and
    the visual tools work on whatever images the episode holds."""
    del world, rng
