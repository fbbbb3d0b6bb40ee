"""Core of the drawing kit: fonts, the `Drawing` value, compression and sidecars."""

from __future__ import annotations

import hashlib
import io
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import matplotlib
from PIL import Image, ImageDraw, ImageFont

from mmtoolbench.sandbox.image_truth import ImageTruth

REPO = Path(__file__).resolve().parents[3]
DATA = REPO / "src" / "mmtoolbench" / "data" / "sandbox"
IMAGES_DIR = DATA / "images"
SCENARIOS_DIR = DATA / "scenarios"
FONT_DIR = Path(matplotlib.get_data_path()) / "fonts" / "ttf"

GENERATED_LICENCE = "CC0-1.0 (generated)"

Category = Literal["natural_text_rich", "natural_less_text", "docs_charts_tables", "ui"]
Color = str | tuple[int, int, int]

# Fonts: the DejaVu family ships with matplotlib (identical on every machine); the
# handwriting faces come from Debian packages (fonts-comic-neue, fonts-humor-sans,
# fonts-dkg-handwriting; installed by `make install`).
_FONTS = {
    "regular": FONT_DIR / "DejaVuSans.ttf",
    "bold": FONT_DIR / "DejaVuSans-Bold.ttf",
    "oblique": FONT_DIR / "DejaVuSans-Oblique.ttf",
    "serif": FONT_DIR / "DejaVuSerif.ttf",
    "serif-bold": FONT_DIR / "DejaVuSerif-Bold.ttf",
    "serif-italic": FONT_DIR / "DejaVuSerif-Italic.ttf",
    "mono": FONT_DIR / "DejaVuSansMono.ttf",
    "mono-bold": FONT_DIR / "DejaVuSansMono-Bold.ttf",
    "hand": Path("/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf"),
    "hand-bold": Path("/usr/share/fonts/opentype/comic-neue/ComicNeue-Bold.otf"),
    "hand-humor": Path("/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf"),
    "hand-dkg": Path("/usr/share/fonts/truetype/fifthhorseman/dkg.ttf"),
}
FontStyle = str


def font(size: int, style: FontStyle = "regular") -> ImageFont.FreeTypeFont:
    """A TrueType font by style name (see ``_FONTS``); handwriting faces fall back to
    DejaVu oblique when their Debian package is missing."""
    path = _FONTS[style]
    if not path.exists():
        if style.startswith("hand"):
            raise FileNotFoundError(
                f"{path} missing: apt-get install fonts-comic-neue fonts-humor-sans "
                "fonts-dkg-handwriting (make install does it)"
            )
        raise FileNotFoundError(path)
    return ImageFont.truetype(str(path), size)


def rng_for(*key: object) -> random.Random:
    """A random generator seeded from ``key`` (stable across runs and machines)."""
    digest = hashlib.sha256("|".join(map(str, key)).encode()).hexdigest()
    return random.Random(int(digest[:16], 16))


@dataclass
class Drawing:
    """A rendered picture and what a careful reader sees in it.

    Attributes:
        image: The picture.
        text: Every text line shown, in reading order.
        kind: What it is (``receipt``, ``chat``...).
        category: Image category (seed appendix D.4).
        description: One sentence: what the picture shows.
        photo: Compress as JPEG (photographs and composites) instead of a quantised PNG.
        licence: Licence of the picture (of its base photo, when there is one).
        source: Where it comes from when not generated (the photo's package).
        base: The original photo it was made from, if any.
    """

    image: Image.Image
    text: list[str]
    kind: str
    category: Category
    description: str
    photo: bool = False
    licence: str = GENERATED_LICENCE
    source: str | None = None
    base: str | None = None
    extra: dict[str, str] = field(default_factory=dict)


def encode(drawing: Drawing, *, colors: int = 96, quality: int = 80) -> tuple[bytes, str]:
    """Compressed bytes and suffix: JPEG (quality ``quality``) for photos, otherwise a
    PNG quantised to ``colors`` colours (text stays crisp, files stay small)."""
    buf = io.BytesIO()
    img = drawing.image.convert("RGB")
    if drawing.photo:
        img.save(buf, format="JPEG", quality=quality, optimize=True, progressive=True)
        return buf.getvalue(), ".jpg"
    quant = img.quantize(colors=colors, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    quant.save(buf, format="PNG", optimize=True)
    return buf.getvalue(), ".png"


def _norm(s: str) -> str:
    return " ".join(s.split()).casefold()


def save(
    drawing: Drawing,
    scenario_id: str,
    image_id: str,
    *,
    decisive: Sequence[str] = (),
    script: str | Path,
    out_dir: Path = IMAGES_DIR,
) -> Path:
    """Write the picture and its ground-truth sidecar.

    Args:
        drawing: What a renderer returned.
        scenario_id: The scenario (the image goes to ``<out_dir>/<scenario_id>/``).
        image_id: The image's id in the scenario (file name without suffix).
        decisive: Strings an agent must read; each must occur in the drawing's text.
        script: The per-group script that drew it (recorded as the source).
        out_dir: Root of the images (the package's by default).

    Returns:
        The path of the written picture (the sidecar is next to it, ``.json``).

    Raises:
        ValueError: If a decisive string is not in the drawing's text.
    """
    text = "\n".join(drawing.text)
    for s in decisive:
        if _norm(s) not in _norm(text):
            raise ValueError(f"{scenario_id}/{image_id}: decisive {s!r} is not in the text")
    data, suffix = encode(drawing)
    folder = out_dir / scenario_id
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob(f"{image_id}.*"):
        old.unlink()
    path = folder / f"{image_id}{suffix}"
    path.write_bytes(data)
    rel = Path(script).resolve()
    if rel.is_relative_to(REPO):
        rel = rel.relative_to(REPO)
    generated = f"generated:{rel.as_posix()}"
    source = f"{generated} from {drawing.source}" if drawing.source else generated
    truth = ImageTruth(
        category=drawing.category,
        kind=drawing.kind,
        source=source,
        licence=drawing.licence,
        text=text,
        decisive=list(decisive),
        description=drawing.description,
        base=drawing.base,
    )
    path.with_suffix(".json").write_text(
        json.dumps(truth.model_dump(exclude_none=True), indent=1, ensure_ascii=False) + "\n",
        encoding="utf-8",
    )
    return path


@dataclass
class ImageSet:
    """The images of one scenario: `add` writes each and returns the YAML ``images`` entry.

    Example::

        imgs = ImageSet("mix_coffee_order", script=__file__)
        entry = imgs.add("receipt", documents.receipt(...), decisive=["$4.75"])
        # entry == {"id": "receipt", "path": "../../images/mix_coffee_order/receipt.png",
        #           "category": "docs_charts_tables", "source": "...", "description": "..."}
    """

    scenario_id: str
    script: str | Path
    out_dir: Path = IMAGES_DIR
    entries: list[dict[str, str]] = field(default_factory=list)

    def add(
        self, image_id: str, drawing: Drawing, *, decisive: Sequence[str] = ()
    ) -> dict[str, str]:
        """Save one image (picture + sidecar) and return its scenario ``images`` entry."""
        path = save(
            drawing,
            self.scenario_id,
            image_id,
            decisive=decisive,
            script=self.script,
            out_dir=self.out_dir,
        )
        truth = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        entry = {
            "id": image_id,
            "path": f"../../images/{self.scenario_id}/{path.name}",
            "category": drawing.category,
            "source": truth["source"],
            "description": drawing.description,
        }
        self.entries.append(entry)
        return entry


def canvas(w: int, h: int, bg: Color = "white") -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A new RGB image and its drawing context."""
    img = Image.new("RGB", (w, h), bg)
    return img, ImageDraw.Draw(img)


def wrap(s: str, size: int, width: int, style: FontStyle = "regular") -> list[str]:
    """Greedy word wrap of ``s`` to ``width`` pixels."""
    f = font(size, style)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = f"{line} {word}".strip()
        if f.getlength(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


class TextCanvas:
    """A PIL canvas that records every line it draws (the ground-truth text)."""

    def __init__(self, w: int, h: int, bg: Color = "white") -> None:
        self.image, self.draw = canvas(w, h, bg)
        self.lines: list[str] = []

    def text(
        self,
        xy: tuple[float, float],
        s: str,
        size: int = 20,
        fill: Color = "black",
        style: FontStyle = "regular",
        anchor: str = "la",
        record: bool = True,
    ) -> float:
        """Draw ``s``; returns its width in pixels."""
        f = font(size, style)
        self.draw.text(xy, s, fill=fill, font=f, anchor=anchor)
        if record and s.strip():
            self.lines.append(s)
        return float(f.getlength(s))
