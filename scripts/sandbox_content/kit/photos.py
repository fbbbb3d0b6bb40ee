"""Photographs from freely licensed packages, and text composited onto them.

``PHOTOS`` lists every base photo the kit may use, with its package, licence and what it
shows (checked by hand from each package's licence notes):

* scikit-image's ``skimage.data`` samples (pip ``scikit-image``; the docstring of each
  loader states its licence): public domain or CC0.
* matplotlib's sample ``grace_hopper.jpg`` (US Navy photograph, public domain).
* Debian's ``mate-backgrounds`` nature photographs (``/usr/share/backgrounds/mate/nature``;
  GPL-2+, authors in ``/usr/share/doc/mate-backgrounds/copyright``).

`photo` crops and re-grades one of them into a "natural, less text" picture;
`composite` puts a sign, price tag, label, whiteboard or screen with text onto one, in
perspective with lighting and mild noise, for "natural, text-rich" scenes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageEnhance, ImageFilter

from .core import Color, Drawing, font, rng_for, wrap

MATE = Path("/usr/share/backgrounds/mate/nature")
MATE_LICENCE = "GPL-2.0-or-later (Debian mate-backgrounds)"


@dataclass(frozen=True)
class PhotoSource:
    """A base photo: how to load it, where it comes from, its licence and content."""

    name: str
    load: Callable[[], Image.Image]
    source: str
    licence: str
    shows: str


def _skimage(name: str) -> Callable[[], Image.Image]:
    def load() -> Image.Image:
        import skimage.data

        arr = getattr(skimage.data, name)()
        return Image.fromarray(np.asarray(arr)).convert("RGB")

    return load


def _mpl(name: str) -> Callable[[], Image.Image]:
    def load() -> Image.Image:
        import matplotlib.cbook

        with matplotlib.cbook.get_sample_data(name) as f:
            return Image.open(f).convert("RGB")

    return load


def _mate(name: str) -> Callable[[], Image.Image]:
    def load() -> Image.Image:
        path = MATE / name
        if not path.exists():
            raise FileNotFoundError(f"{path} missing: apt-get install mate-backgrounds")
        return Image.open(path).convert("RGB")

    return load


_SK = "pypi:scikit-image skimage.data"
PHOTOS: dict[str, PhotoSource] = {
    p.name: p
    for p in (
        PhotoSource(
            "astronaut",
            _skimage("astronaut"),
            f"{_SK}.astronaut()",
            "public domain (NASA)",
            "portrait of astronaut Eileen Collins in an orange flight suit with the US flag behind her",
        ),
        PhotoSource(
            "camera",
            _skimage("camera"),
            f"{_SK}.camera()",
            "CC0-1.0 (Lav Varshney)",
            "black-and-white photo of a man with a film camera on a tripod in a park",
        ),
        PhotoSource(
            "chelsea",
            _skimage("chelsea"),
            f"{_SK}.chelsea()",
            "CC0-1.0 (Stefan van der Walt)",
            "a ginger tabby cat (Chelsea) looking to the side",
        ),
        PhotoSource(
            "coffee",
            _skimage("coffee"),
            f"{_SK}.coffee()",
            "CC0-1.0 (Rachel Michetti)",
            "a cup of coffee with latte art on a saucer with a spoon, seen from above",
        ),
        PhotoSource(
            "rocket",
            _skimage("rocket"),
            f"{_SK}.rocket()",
            "public domain (SpaceX)",
            "a Falcon 9 rocket standing on the launch pad",
        ),
        PhotoSource(
            "hubble",
            _skimage("hubble_deep_field"),
            f"{_SK}.hubble_deep_field()",
            "public domain (NASA)",
            "Hubble deep field: many small galaxies on black space",
        ),
        PhotoSource(
            "coins",
            _skimage("coins"),
            f"{_SK}.coins()",
            "public domain (Library of Congress)",
            "greek coins on a dark background, black and white",
        ),
        PhotoSource(
            "brick",
            _skimage("brick"),
            f"{_SK}.brick()",
            "CC0-1.0 (CC0Textures)",
            "a grey brick wall",
        ),
        PhotoSource(
            "grass",
            _skimage("grass"),
            f"{_SK}.grass()",
            "CC0-1.0 (CC0Textures)",
            "close-up of grass",
        ),
        PhotoSource(
            "gravel",
            _skimage("gravel"),
            f"{_SK}.gravel()",
            "CC0-1.0 (CC0Textures)",
            "close-up of gravel",
        ),
        PhotoSource(
            "grace_hopper",
            _mpl("grace_hopper.jpg"),
            "pypi:matplotlib sample_data/grace_hopper.jpg",
            "public domain (US Navy)",
            "portrait of Rear Admiral Grace Hopper in navy uniform",
        ),
        PhotoSource(
            "water_drop",
            _mate("Aqua.jpg"),
            "debian:mate-backgrounds nature/Aqua.jpg",
            f"{MATE_LICENCE}, (c) 2008 Charles Barbin",
            "a drop of water splashing into water",
        ),
        PhotoSource(
            "leaf",
            _mate("Blinds.jpg"),
            "debian:mate-backgrounds nature/Blinds.jpg",
            f"{MATE_LICENCE}, (c) 2008 Lennart Poettering, Andrea Cimitan",
            "backlit green leaf with veins",
        ),
        PhotoSource(
            "dune",
            _mate("Dune.jpg"),
            "debian:mate-backgrounds nature/Dune.jpg",
            f"{MATE_LICENCE}, (c) 2007 Marco Cogoni",
            "dune grass in front of a blue sea",
        ),
        PhotoSource(
            "orange_flower",
            _mate("FreshFlower.jpg"),
            "debian:mate-backgrounds nature/FreshFlower.jpg",
            f"{MATE_LICENCE}, (c) 2005 Jens Ansorg",
            "close-up of an orange flower",
        ),
        PhotoSource(
            "marigold",
            _mate("Garden.jpg"),
            "debian:mate-backgrounds nature/Garden.jpg",
            f"{MATE_LICENCE}, (c) 2008 Charles Barbin",
            "a red and yellow marigold flower in a garden",
        ),
        PhotoSource(
            "meadow",
            _mate("GreenMeadow.jpg"),
            "debian:mate-backgrounds nature/GreenMeadow.jpg",
            f"{MATE_LICENCE}, (c) 2005 Timothy Schellhase",
            "fresh green grass blades",
        ),
        PhotoSource(
            "ladybird",
            _mate("LadyBird.jpg"),
            "debian:mate-backgrounds nature/LadyBird.jpg",
            f"{MATE_LICENCE}, (c) 2008 Charles Barbin",
            "a ladybird on a grass stem among blue forget-me-nots",
        ),
        PhotoSource(
            "raindrops",
            _mate("RainDrops.jpg"),
            "debian:mate-backgrounds nature/RainDrops.jpg",
            f"{MATE_LICENCE}, (c) 2008 blackcombwhistler07",
            "raindrops on green leaves",
        ),
        PhotoSource(
            "storm",
            _mate("Storm.jpg"),
            "debian:mate-backgrounds nature/Storm.jpg",
            f"{MATE_LICENCE}, (c) 2008 Sergey Nazarov",
            "dark storm clouds over an empty road",
        ),
        PhotoSource(
            "dandelion",
            _mate("TwoWings.jpg"),
            "debian:mate-backgrounds nature/TwoWings.jpg",
            f"{MATE_LICENCE}, (c) 2008 Charles Barbin",
            "two dandelion seeds against orange flowers",
        ),
        PhotoSource(
            "wood_deck",
            _mate("Wood.jpg"),
            "debian:mate-backgrounds nature/Wood.jpg",
            f"{MATE_LICENCE}, (c) 2008 Jean-Francois Fortin Tam",
            "weathered wooden deck boards",
        ),
        PhotoSource(
            "yellow_flower",
            _mate("YellowFlower.jpg"),
            "debian:mate-backgrounds nature/YellowFlower.jpg",
            f"{MATE_LICENCE}, (c) 2008 Charles Barbin",
            "a yellow daisy-like flower",
        ),
    )
}


@cache
def _base(name: str) -> Image.Image:
    return PHOTOS[name].load()


def _fit(
    img: Image.Image, size: tuple[int, int], crop: tuple[float, float, float, float] | None
) -> Image.Image:
    """Crop (fractions l, t, r, b) then cover-resize to ``size``."""
    if crop:
        w, h = img.size
        img = img.crop((int(crop[0] * w), int(crop[1] * h), int(crop[2] * w), int(crop[3] * h)))
    tw, th = size
    scale = max(tw / img.width, th / img.height)
    img = img.resize(
        (max(tw, round(img.width * scale)), max(th, round(img.height * scale))),
        Image.Resampling.LANCZOS,
    )
    left, top = (img.width - tw) // 2, (img.height - th) // 2
    return img.crop((left, top, left + tw, top + th))


def _grade(img: Image.Image, seed: str, strength: float = 1.0) -> Image.Image:
    """Mild, seeded colour/brightness change and sensor noise (makes every use distinct)."""
    r = rng_for("grade", seed)
    img = ImageEnhance.Brightness(img).enhance(1 + strength * r.uniform(-0.12, 0.1))
    img = ImageEnhance.Color(img).enhance(1 + strength * r.uniform(-0.2, 0.2))
    img = ImageEnhance.Contrast(img).enhance(1 + strength * r.uniform(-0.1, 0.1))
    arr = np.asarray(img).astype(np.float32)
    noise = np.random.default_rng(r.getrandbits(32)).normal(0, 4.0 * strength, arr.shape)
    return Image.fromarray(np.clip(arr + noise, 0, 255).astype(np.uint8))


def photo(
    name: str,
    *,
    seed: str,
    description: str,
    size: tuple[int, int] = (800, 600),
    crop: tuple[float, float, float, float] | None = None,
    mirror: bool = False,
) -> Drawing:
    """A "natural, less text" photograph: one of `PHOTOS`, cropped, graded and noised.

    Args:
        name: Key of `PHOTOS`.
        seed: Makes the grading unique to this use (scenario + image id).
        description: What a careful viewer sees (the ground truth of a text-less photo).
        size: Output size.
        crop: Optional crop box as fractions (left, top, right, bottom) of the original.
        mirror: Flip horizontally.
    """
    src = PHOTOS[name]
    img = _fit(_base(name), size, crop)
    if mirror:
        img = img.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    img = _grade(img, seed)
    return Drawing(
        img,
        [],
        "photo",
        "natural_less_text",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base=name,
    )


# --------------------------------------------------------------------------- composites

PanelStyle = str  # sign | price_tag | label | whiteboard | screen | chalkboard


def panel(
    lines: Sequence[str],
    style: PanelStyle = "sign",
    *,
    width: int = 520,
    accent: Color = (200, 40, 40),
) -> Image.Image:
    """The flat text object to be placed in a scene (RGBA)."""
    spec = {
        "sign": ((250, 250, 245), (20, 20, 20), "bold", 40),
        "price_tag": ((255, 236, 120), (10, 10, 10), "bold", 40),
        "label": ((255, 255, 255), (25, 25, 25), "bold", 34),
        "whiteboard": ((246, 248, 248), (20, 40, 140), "hand-bold", 40),
        "chalkboard": ((38, 52, 44), (240, 240, 230), "hand-bold", 40),
        "screen": ((14, 18, 28), (255, 196, 40), "mono-bold", 34),
    }[style]
    bg, fg, face, size = spec
    wrapped: list[str] = []
    for line in lines:
        wrapped.extend(wrap(line, size, width - 60, face) or [""])
    line_h = int(size * 1.35)
    h = 50 + line_h * len(wrapped)
    img = Image.new("RGBA", (width, h), (*bg, 255))
    d = ImageDraw.Draw(img)
    border = {
        "sign": accent,
        "price_tag": (200, 160, 30),
        "label": accent,
        "whiteboard": (160, 160, 160),
        "chalkboard": (120, 86, 50),
        "screen": (60, 60, 70),
    }[style]
    d.rectangle(
        (0, 0, width - 1, h - 1),
        outline=border,
        width=10 if style in ("chalkboard", "screen") else 6,
    )
    if style == "label":
        d.rectangle((0, 0, width, 14), fill=accent)
    for i, line in enumerate(wrapped):
        d.text((30, 25 + i * line_h), line, font=font(size, face), fill=fg)
    return img


def _perspective_coeffs(
    src: Sequence[tuple[float, float]], dst: Sequence[tuple[float, float]]
) -> list[float]:
    """Coefficients for Image.transform(PERSPECTIVE) mapping output ``dst`` to input ``src``."""
    rows = []
    for (x, y), (u, v) in zip(dst, src, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=float)
    b = np.array([c for p in src for c in p], dtype=float)
    return [float(v) for v in np.linalg.solve(a, b)]


def composite(
    base: str,
    lines: Sequence[str],
    *,
    seed: str,
    description: str,
    style: PanelStyle = "sign",
    size: tuple[int, int] = (800, 600),
    crop: tuple[float, float, float, float] | None = None,
    panel_width: float = 0.62,
    position: tuple[float, float] = (0.5, 0.5),
    tilt: float = 0.06,
    accent: Color = (200, 40, 40),
    kind: str | None = None,
    background_blur: float = 3.0,
) -> Drawing:
    """A "natural, text-rich" scene: a text panel in perspective on a photograph.

    Args:
        base: Key of `PHOTOS` (the scene).
        lines: Text on the panel (word-wrapped); this is the ground-truth text.
        seed: Unique per use (drives perspective jitter, lighting and noise).
        description: What the scene shows.
        style: ``sign``, ``price_tag``, ``label``, ``whiteboard``, ``chalkboard`` or ``screen``.
        size: Output size.
        crop: Crop of the base photo (fractions).
        panel_width: Panel width as a fraction of the image width.
        position: Centre of the panel (fractions of width and height).
        tilt: Strength of the perspective distortion (0 = flat; keep <= 0.1 for OCR).
        accent: Border/stripe colour of signs and labels.
        kind: Kind recorded in the sidecar (default ``<style>_photo``).
        background_blur: Gaussian blur radius of the scene behind the panel.
    """
    src = PHOTOS[base]
    r = rng_for("composite", seed)
    # the scene is slightly out of focus behind the panel (shallow depth of field)
    scene = _fit(_base(base), size, crop).filter(ImageFilter.GaussianBlur(background_blur))
    scene = _grade(scene, seed, 0.6).convert("RGBA")
    pw = int(size[0] * panel_width)
    flat = panel(lines, style, width=520, accent=accent)
    scale = pw / flat.width
    flat = flat.resize((pw, int(flat.height * scale)), Image.Resampling.LANCZOS)
    w, h = flat.size
    cx, cy = position[0] * size[0], position[1] * size[1]
    j = [r.uniform(-tilt, tilt) for _ in range(8)]
    dst = [
        (cx - w / 2 + j[0] * w, cy - h / 2 + j[1] * h),
        (cx + w / 2 + j[2] * w, cy - h / 2 + j[3] * h),
        (cx + w / 2 + j[4] * w, cy + h / 2 + j[5] * h),
        (cx - w / 2 + j[6] * w, cy + h / 2 + j[7] * h),
    ]
    coeffs = _perspective_coeffs([(0, 0), (w, 0), (w, h), (0, h)], dst)
    warped = flat.transform(size, Image.Transform.PERSPECTIVE, coeffs, Image.Resampling.BICUBIC)
    shadow = Image.new("RGBA", size, (0, 0, 0, 0))
    shadow.putalpha(warped.getchannel("A").point(lambda a: int(a * 0.45)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(8))
    scene.alpha_composite(shadow, (8, 10))
    # lighting: a soft gradient across the panel
    grad = np.linspace(r.uniform(0.85, 0.95), r.uniform(1.0, 1.05), size[0])[None, :, None]
    lit = np.asarray(warped).astype(np.float32)
    lit[..., :3] = np.clip(lit[..., :3] * grad, 0, 255)
    scene.alpha_composite(Image.fromarray(lit.astype(np.uint8), "RGBA"))
    out = _grade(scene.convert("RGB"), seed + ":final", 0.5).filter(ImageFilter.GaussianBlur(0.5))
    return Drawing(
        out,
        [ln for ln in lines if ln.strip()],
        kind or f"{style}_photo",
        "natural_text_rich",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base=base,
    )
