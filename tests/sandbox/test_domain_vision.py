"""Vision domain: image tools on Pillow-made test images (happy and error paths), the
ToolOutput convention, seed determinism, and a random-argument fuzz over every tool."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.core.messages import ImagePart, TextPart
from mmtoolbench.core.tools import Tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, vision
from mmtoolbench.sandbox.tool_output import ToolOutput, split_tool_output, tool_output_parts
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["vision"])
TOOLS = [t for t in REGISTRY if t.domain == vision.DOMAIN]

RED = (255, 0, 0)
WHITE = (255, 255, 255)
BLUE = (0, 0, 255)


def _scene(blue: bool = False) -> Image.Image:
    """400x200 white image with a red rectangle at pixels x 100-199, y 50-99 (normalized
    x 250-500, y 250-500), optionally a blue one at x 300-349, y 150-179."""
    img = Image.new("RGB", (400, 200), WHITE)
    draw = ImageDraw.Draw(img)
    draw.rectangle((100, 50, 199, 99), fill=RED)
    if blue:
        draw.rectangle((300, 150, 349, 179), fill=BLUE)
    return img


def make_world() -> World:
    """A vision world holding four test images (img_0..img_3)."""
    world = build_seeded_world(["vision"])
    world.images.add_pil(_scene(), source="test:scene")  # img_0
    world.images.add_pil(_scene(blue=True), source="test:scene_blue")  # img_1
    rgba = Image.new("RGBA", (64, 48), (0, 128, 0, 128))  # img_2: translucent green
    world.images.add_pil(rgba, source="test:rgba")
    gray = Image.linear_gradient("L").resize((100, 100))  # img_3: grayscale gradient
    world.images.add_pil(gray, source="test:gray")
    return world


@pytest.fixture
def ctx() -> Iterator[WorldContext]:
    world = make_world()
    yield WorldContext(world)
    world.close()


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call


def fails(ctx: WorldContext, tool_name: str, pattern: str, /, **args: Any) -> None:
    before = ctx.world.snapshot()
    n_images = len(ctx.images)
    with pytest.raises(ToolError, match=pattern):
        call(ctx, tool_name, **args)
    assert ctx.world.diff_since(before).is_empty, "a failed call must not change the world"
    assert len(ctx.images) == n_images, "a failed call must not add images"


def made(ctx: WorldContext, out: Any) -> Image.Image:
    """The image a tool produced (and asserts it is shown to the caller)."""
    assert isinstance(out, ToolOutput)
    image_id = out.value["image_id"]
    assert out.images == (image_id,)
    return ctx.images.get(image_id).open().convert("RGB")


def rgb_at(img: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    value = img.getpixel((x, y))
    assert isinstance(value, tuple)
    return int(value[0]), int(value[1]), int(value[2])


# ----------------------------------------------------------------------------- tool output


def test_tool_output_convention(ctx: WorldContext) -> None:
    out = ToolOutput({"a": 1}, ["img_0", "img_0", "img_1"])
    assert out.images == ("img_0", "img_1")
    assert split_tool_output(out) == ({"a": 1}, ("img_0", "img_1"))
    assert split_tool_output([1, "x"]) == ([1, "x"], ())
    parts = tool_output_parts(out, ctx.images)
    assert isinstance(parts[0], TextPart) and parts[0].text == '{"a": 1}'
    assert [p.image_id for p in parts[1:] if isinstance(p, ImagePart)] == ["img_0", "img_1"]
    assert parts[1].sha256 == ctx.images.get("img_0").sha256  # type: ignore[union-attr]
    with pytest.raises(ToolError, match="unknown image id 'img_9'"):
        tool_output_parts(ToolOutput(None, ["img_9"]), ctx.images)


def test_seed_is_empty_and_deterministic() -> None:
    a, b = build_seeded_world(["vision"]), build_seeded_world(["vision"])
    assert a.count("shown_images") == a.count("saved_images") == 0
    assert a.snapshot().rows == b.snapshot().rows
    assert len(TOOLS) >= 20


# ----------------------------------------------------------------------------- looking


def test_list_view_size_info(ctx: WorldContext) -> None:
    images = call(ctx, "list_images")
    assert [i["image_id"] for i in images] == ["img_0", "img_1", "img_2", "img_3"]
    assert images[0] == {"image_id": "img_0", "width": 400, "height": 200, "created_by": None}
    out = call(ctx, "view_image", image_id=" img_0 ")
    assert out == ToolOutput({"image_id": "img_0", "width": 400, "height": 200}, ["img_0"])
    fails(
        ctx,
        "view_image",
        "unknown image id 'img_42'; known images: img_0, img_1",
        image_id="img_42",
    )
    size = call(ctx, "get_image_size", image_id="img_0")
    assert size["aspect_ratio"] == 2.0 and size["orientation"] == "landscape"
    assert call(ctx, "get_image_size", image_id="img_3")["orientation"] == "square"
    fails(ctx, "get_image_size", "unknown image id", image_id="nope")
    info = call(ctx, "get_image_info", image_id="img_2")
    assert info["has_transparency"] and info["color_mode"] == "RGBA"
    assert info["format"] == "image/png" and info["saved_as"] == [] and info["shown_to_user"] == []
    fails(ctx, "get_image_info", "unknown image id", image_id="img_77")
    crop = call(ctx, "crop_image", image_id="img_0", x1=0, y1=0, x2=500, y2=500)
    assert call(ctx, "list_images")[-1]["created_by"] == "crop_image(img_0)"
    assert call(ctx, "get_image_info", image_id=crop.value["image_id"])["created_by"] == (
        "crop_image(img_0)"
    )


def test_get_pixel_color(ctx: WorldContext) -> None:
    red = call(ctx, "get_pixel_color", image_id="img_0", x=375, y=375)
    assert red["hex"] == "#ff0000" and red["name"] == "red" and red["pixel"] == {"x": 150, "y": 75}
    corner = call(ctx, "get_pixel_color", image_id="img_0", x=1000, y=1000)
    assert corner["pixel"] == {"x": 399, "y": 199} and corner["name"] == "white"
    assert call(ctx, "get_pixel_color", image_id="img_2", x=10, y=10)["alpha"] == 128
    fails(ctx, "get_pixel_color", "unknown image id", image_id="img_5", x=1, y=1)
    with pytest.raises(ToolArgumentError, match="x"):
        call(ctx, "get_pixel_color", image_id="img_0", x=1001, y=0)


def test_get_dominant_colors(ctx: WorldContext) -> None:
    colors = call(ctx, "get_dominant_colors", image_id="img_0", count=2)["colors"]
    assert [c["name"] for c in colors] == ["white", "red"]
    assert colors[0]["percent"] == pytest.approx(93.75, abs=1)
    region = call(ctx, "get_dominant_colors", image_id="img_0", x1=250, y1=250, x2=500, y2=500)
    assert region["colors"][0]["hex"] == "#ff0000" and region["colors"][0]["percent"] == 100
    fails(ctx, "get_dominant_colors", "empty box", image_id="img_0", x1=500, x2=500)


def test_compare_images(ctx: WorldContext) -> None:
    out = call(ctx, "compare_images", image_id_a="img_0", image_id_b="img_1")
    assert not out.value["identical"] and out.value["changed_percent"] == pytest.approx(
        1.875, abs=0.2
    )
    [region] = out.value["regions"]
    assert 735 <= region["x1"] <= 750 and 870 <= region["x2"] <= 890
    assert 730 <= region["y1"] <= 750 and 895 <= region["y2"] <= 920
    highlight = made(ctx, out)
    assert highlight.getpixel((150, 75)) == RED
    same = call(ctx, "compare_images", image_id_a="img_0", image_id_b="img_0")
    assert same.value["identical"] and same.value["image_id"] is None and same.images == ()
    resized = call(ctx, "compare_images", image_id_a="img_0", image_id_b="img_3")
    assert resized.value["b_was_resized"]
    fails(ctx, "compare_images", "unknown image id", image_id_a="img_0", image_id_b="img_8")


# ----------------------------------------------------------------------------- transforming


def test_crop_image(ctx: WorldContext) -> None:
    out = call(ctx, "crop_image", image_id="img_0", x1=250, y1=250, x2=500, y2=500)
    crop = made(ctx, out)
    assert crop.size == (100, 50) and out.value["pixel_box"] == [100, 50, 200, 100]
    assert {crop.getpixel((x, y)) for x in (0, 50, 99) for y in (0, 25, 49)} == {RED}
    assert out.value["source_image_id"] == "img_0" and out.value["image_id"] == "img_4"
    assert ctx.images.get("img_4").source == "tool:crop_image(img_0)"
    tiny = made(ctx, call(ctx, "crop_image", image_id="img_0", x1=0, y1=0, x2=0.1, y2=0.1))
    assert tiny.size == (1, 1)
    fails(ctx, "crop_image", r"empty box \(500, 0, 400, 1000\)", image_id="img_0", x1=500, y1=0, x2=400, y2=1000)  # fmt: skip
    fails(
        ctx, "crop_image", "covers the whole image", image_id="img_0", x1=0, y1=0, x2=1000, y2=1000
    )
    fails(ctx, "crop_image", "unknown image id", image_id="img_9", x1=0, y1=0, x2=10, y2=10)


def test_zoom_image(ctx: WorldContext) -> None:
    out = call(ctx, "zoom_image", image_id="img_0", x=375, y=375, factor=4)
    zoomed = made(ctx, out)
    assert zoomed.size == (400, 200) and out.value["region"] == {"x1": 250, "y1": 250, "x2": 500, "y2": 500}  # fmt: skip
    assert zoomed.getpixel((200, 100)) == RED and zoomed.getpixel((20, 20)) == RED
    edge = call(ctx, "zoom_image", image_id="img_0", x=0, y=0, factor=2)
    assert edge.value["region"] == {"x1": 0, "y1": 0, "x2": 500, "y2": 500}
    with pytest.raises(ToolArgumentError, match="factor"):
        call(ctx, "zoom_image", image_id="img_0", x=1, y=1, factor=1)
    fails(ctx, "zoom_image", "unknown image id", image_id="img_9", x=1, y=1)


def test_resize_image(ctx: WorldContext) -> None:
    assert made(ctx, call(ctx, "resize_image", image_id="img_0", width=100)).size == (100, 50)
    assert made(ctx, call(ctx, "resize_image", image_id="img_0", height=50)).size == (100, 50)
    fit = call(ctx, "resize_image", image_id="img_0", width=100, height=100)
    assert made(ctx, fit).size == (100, 50)
    stretch = call(
        ctx, "resize_image", image_id="img_0", width=100, height=100, keep_aspect_ratio=False
    )
    assert made(ctx, stretch).size == (100, 100)
    fails(ctx, "resize_image", "give width, height or both", image_id="img_0")
    fails(ctx, "resize_image", "already 400x200: nothing to change", image_id="img_0", width=400)
    fails(ctx, "resize_image", "at most 4096 px", image_id="img_0", height=4000)


def test_rotate_and_flip(ctx: WorldContext) -> None:
    turned = made(ctx, call(ctx, "rotate_image", image_id="img_0", angle=90))
    # counterclockwise: pixel (x, y) moves to (y, W - 1 - x)
    assert turned.size == (200, 400) and turned.getpixel((75, 400 - 1 - 150)) == RED
    assert made(ctx, call(ctx, "rotate_image", image_id="img_0", angle=-90)).size == (200, 400)
    tilted = call(ctx, "rotate_image", image_id="img_0", angle=30)
    assert made(ctx, tilted).width > 400
    kept = call(ctx, "rotate_image", image_id="img_0", angle=30, expand=False)
    assert made(ctx, kept).size == (400, 200)
    fails(
        ctx, "rotate_image", "rotating by 360 degrees changes nothing", image_id="img_0", angle=360
    )
    mirrored = made(ctx, call(ctx, "flip_image", image_id="img_0", direction="horizontal"))
    assert mirrored.getpixel((250, 75)) == RED and mirrored.getpixel((150, 75)) == WHITE
    flipped = made(ctx, call(ctx, "flip_image", image_id="img_0", direction="vertical"))
    assert flipped.getpixel((150, 125)) == RED and flipped.getpixel((150, 75)) == WHITE
    with pytest.raises(ToolArgumentError, match="direction"):
        call(ctx, "flip_image", image_id="img_0", direction="diagonal")


def test_enhance_and_adjust(ctx: WorldContext) -> None:
    dull = Image.new("RGB", (50, 50), (120, 120, 120))
    ImageDraw.Draw(dull).rectangle((0, 0, 24, 49), fill=(140, 140, 140))
    dull_id = ctx.images.add_pil(dull).image_id
    out = call(ctx, "enhance_image", image_id=dull_id)
    enhanced = made(ctx, out)
    low, high = rgb_at(enhanced, 40, 10), rgb_at(enhanced, 10, 10)
    assert high[0] - low[0] > 100
    fails(ctx, "enhance_image", "changes nothing", image_id=dull_id, contrast=1, autocontrast=False)
    same = call(ctx, "enhance_image", image_id="img_0")  # already full contrast
    assert same.value["unchanged"] and same.value["image_id"] == "img_0"
    dark = made(ctx, call(ctx, "adjust_image", image_id="img_0", brightness=0))
    assert dark.getpixel((10, 10)) == (0, 0, 0)
    gray = made(ctx, call(ctx, "adjust_image", image_id="img_0", saturation=0))
    r, g, b = rgb_at(gray, 150, 75)
    assert r == g == b
    fails(ctx, "adjust_image", "nothing to adjust", image_id="img_0")


def test_convert_image_to_grayscale(ctx: WorldContext) -> None:
    out = call(ctx, "convert_image_to_grayscale", image_id="img_0")
    assert ctx.images.get(out.value["image_id"]).open().mode == "L"
    assert ctx.images.get(call(ctx, "convert_image_to_grayscale", image_id="img_2").value["image_id"]).open().mode == "LA"  # fmt: skip
    fails(ctx, "convert_image_to_grayscale", "already grayscale", image_id="img_3")


def test_blur_image_region(ctx: WorldContext) -> None:
    boxed = made(ctx, call(ctx, "blur_image_region", image_id="img_0", x1=0, y1=0, x2=250, y2=1000, method="black_box"))  # fmt: skip
    assert boxed.getpixel((50, 100)) == (0, 0, 0) and boxed.getpixel((150, 75)) == RED
    blurred = made(ctx, call(ctx, "blur_image_region", image_id="img_0", x1=200, y1=200, x2=550, y2=550))  # fmt: skip
    assert blurred.getpixel((100, 50)) != RED  # the rectangle's corner is smeared
    pixel = made(ctx, call(ctx, "blur_image_region", image_id="img_0", x1=0, y1=0, x2=1000, y2=1000, method="pixelate"))  # fmt: skip
    assert pixel.size == (400, 200)
    fails(ctx, "blur_image_region", "empty box", image_id="img_0", x1=10, y1=10, x2=10, y2=20)


# ----------------------------------------------------------------------------- drawing


def test_draw_bbox(ctx: WorldContext) -> None:
    out = call(ctx, "draw_bbox", image_id="img_0", x1=500, y1=500, x2=1000, y2=1000, color="lime", line_width=3)  # fmt: skip
    boxed = made(ctx, out)
    assert out.value["pixel_box"] == [200, 100, 400, 200]
    assert boxed.getpixel((201, 150)) == (0, 255, 0) and boxed.getpixel((300, 150)) == WHITE
    labelled = made(ctx, call(ctx, "draw_bbox", image_id="img_0", x1=500, y1=500, x2=700, y2=700, label="total"))  # fmt: skip
    assert labelled.getpixel((201, 84)) == RED  # tag drawn above the box
    fails(ctx, "draw_bbox", "unknown color 'blurple'", image_id="img_0", x1=0, y1=0, x2=5, y2=5, color="blurple")  # fmt: skip
    fails(ctx, "draw_bbox", "empty box", image_id="img_0", x1=5, y1=5, x2=5, y2=6)


def test_draw_point_and_arrow(ctx: WorldContext) -> None:
    dot = made(ctx, call(ctx, "draw_point", image_id="img_0", x=900, y=500, color="#0000ff", label="here"))  # fmt: skip
    assert dot.getpixel((360, 100)) == BLUE
    fails(ctx, "draw_point", "unknown color", image_id="img_0", x=1, y=1, color="#12")
    arrow = made(ctx, call(ctx, "draw_arrow", image_id="img_0", x1=900, y1=100, x2=600, y2=100, line_width=6))  # fmt: skip
    assert arrow.getpixel((300, 20)) == RED and arrow.getpixel((300, 150)) == WHITE
    fails(ctx, "draw_arrow", "same place", image_id="img_0", x1=10, y1=10, x2=10.5, y2=10)


def test_annotate_image(ctx: WorldContext) -> None:
    out = call(ctx, "annotate_image", image_id="img_0", text="Total: $42\nPaid", x=20, y=700, font_size=20)  # fmt: skip
    img = made(ctx, out)
    assert out.value["text_fits"]
    region = img.crop((8, 140, 120, 199))
    assert (0, 0, 0) in {c for _, c in region.getcolors(maxcolors=100000) or []}
    clipped = call(ctx, "annotate_image", image_id="img_0", text="far right", x=990, y=990, background=None)  # fmt: skip
    assert clipped.value["text_fits"] is False
    fails(ctx, "annotate_image", "text is empty", image_id="img_0", text="\x01\x02")
    fails(ctx, "annotate_image", "unknown color", image_id="img_0", text="hi", background="nope")


def test_combine_images(ctx: WorldContext) -> None:
    out = call(ctx, "combine_images", image_ids=["img_0", "img_1"], labels=["before", "after"])
    side = made(ctx, out)
    assert out.value["source_image_ids"] == ["img_0", "img_1"] and side.width > 800
    assert ctx.images.get(out.value["image_id"]).source == "tool:combine_images(img_0, img_1)"
    stacked = made(
        ctx, call(ctx, "combine_images", image_ids=["img_0", "img_1"], layout="vertical")
    )
    assert stacked.height > 400 and stacked.width < 500
    grid = made(ctx, call(ctx, "combine_images", image_ids=["img_0", "img_1", "img_2", "img_3"], layout="grid"))  # fmt: skip
    assert grid.width < 1000 and grid.height > 200
    fails(ctx, "combine_images", "one label per image: 2 images, 1 labels", image_ids=["img_0", "img_1"], labels=["a"])  # fmt: skip
    fails(ctx, "combine_images", "columns only applies", image_ids=["img_0", "img_1"], columns=2)
    fails(ctx, "combine_images", "unknown image id", image_ids=["img_0", "img_99"])


def test_plot(ctx: WorldContext) -> None:
    out = call(
        ctx,
        "plot",
        chart_type="bar",
        series={"Rent": [1800, 1800, 1850], "Food": [420, 380, 455]},
        labels=["Apr", "May", "Jun"],
        title="Spending in $ (USD)",
        show_values=True,
    )
    chart = made(ctx, out)
    assert chart.size == (800, 500) and out.value["chart_type"] == "bar"
    assert ctx.images.get(out.value["image_id"]).source == "tool:plot()"
    for kind in ("line", "scatter", "area", "horizontal_bar", "stacked_bar"):
        made(ctx, call(ctx, "plot", chart_type=kind, series={"a": [1, 3, 2], "b": [2, 2, 1]}))
    made(ctx, call(ctx, "plot", chart_type="line", series={"t": [1, 4]}, x_values=[0.5, 2.5]))
    made(
        ctx, call(ctx, "plot", chart_type="pie", series={"share": [3, 1]}, labels=["rent", "food"])
    )
    made(
        ctx, call(ctx, "plot", chart_type="histogram", series={"a": [1, 2, 2, 3], "b": [5]}, bins=3)
    )
    fails(ctx, "plot", "same number of values: 'a' has 2, 'b' has 1", chart_type="line", series={"a": [1, 2], "b": [1]})  # fmt: skip
    fails(ctx, "plot", "labels has 1 entries", chart_type="bar", series={"a": [1, 2]}, labels=["x"])
    fails(ctx, "plot", "pie chart takes exactly one series", chart_type="pie", series={"a": [1], "b": [2]})  # fmt: skip
    fails(ctx, "plot", "non-negative", chart_type="pie", series={"a": [1, -2]})
    fails(ctx, "plot", "raw samples only", chart_type="histogram", series={"a": [1]}, labels=["x"])
    fails(ctx, "plot", "x_values is for line", chart_type="bar", series={"a": [1]}, x_values=[1])
    with pytest.raises(ToolArgumentError, match="chart_type"):
        call(ctx, "plot", chart_type="radar", series={"a": [1]})


# ----------------------------------------------------------------------------- sharing


def test_save_list_delete_saved_images(ctx: WorldContext) -> None:
    saved = call(ctx, "save_image", image_id="img_0", name="receipt june.png")
    assert saved == {
        "id": "svi_0001",
        "name": "receipt june",
        "path": "/tmp/mmtoolbench/images/receipt june.png",
        "image_id": "img_0",
        "replaced": False,
    }
    fails(ctx, "save_image", r"named 'receipt june' already exists \(svi_0001", image_id="img_1", name="receipt june")  # fmt: skip
    fails(ctx, "save_image", "already holds image img_0", image_id="img_0", name="receipt june", overwrite=True)  # fmt: skip
    fails(ctx, "save_image", "invalid file name", image_id="img_0", name="../etc/passwd")
    fails(ctx, "save_image", "unknown image id", image_id="img_9", name="x")
    replaced = call(ctx, "save_image", image_id="img_1", name="receipt june", overwrite=True)
    assert replaced["replaced"] and replaced["id"] == "svi_0001"
    call(ctx, "save_image", image_id="img_2", name="chart")
    listed = call(ctx, "list_saved_images")
    assert [(s["name"], s["image_id"]) for s in listed] == [("chart", "img_2"), ("receipt june", "img_1")]  # fmt: skip
    assert call(ctx, "get_image_info", image_id="img_1")["saved_as"][0]["name"] == "receipt june"
    assert call(ctx, "delete_saved_image", saved_image="chart.png")["deleted_id"] == "svi_0002"
    assert call(ctx, "delete_saved_image", saved_image="svi_0001")["name"] == "receipt june"
    assert call(ctx, "list_saved_images") == []
    fails(ctx, "delete_saved_image", "no saved image with id 'chart'", saved_image="chart")


def test_show_image_to_user(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    shown = call(ctx, "show_image_to_user", image_id="img_1", caption=" The blue box is new ")
    assert shown == {
        "id": "shw_0001",
        "image_id": "img_1",
        "caption": "The blue box is new",
        "shown_at": "2025-06-13T09:30:00-07:00",
    }
    diff = ctx.world.diff_since(before)
    assert list(diff.table("shown_images").created) == ["shw_0001"]
    call(ctx, "show_image_to_user", image_id="img_0")
    assert [s["image_id"] for s in call(ctx, "list_shown_images")] == ["img_1", "img_0"]
    assert call(ctx, "get_image_info", image_id="img_1")["shown_to_user"][0]["id"] == "shw_0001"
    fails(ctx, "show_image_to_user", "unknown image id 'img_12'", image_id="img_12", caption="x")


# ----------------------------------------------------------------------------- fuzz

_COLORS = ["red", "#00ff00", "lime", "blurple", "", "#12", "rgb(1,2,3)"]


def _text(rng: random.Random, lo: int, hi: int) -> str:
    alphabet = string.ascii_letters + string.digits + " _-.$\\\n\x00é漢😀/%{}"
    n = rng.randint(lo, max(lo, min(hi, 24)))
    return "".join(rng.choice(alphabet) for _ in range(n))


def random_value(schema: Mapping[str, Any], rng: random.Random, name: str, pool: list[str]) -> Any:
    """A random value valid under a (tool parameter) JSON schema fragment."""
    if "enum" in schema:
        return rng.choice(schema["enum"])
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return random_value(rng.choice(schema[key]), rng, name, pool)
    kind = schema.get("type")
    if kind == "string":
        lo, hi = schema.get("minLength", 0), schema.get("maxLength", 30)
        if "color" in name or name == "background":
            choice = rng.choice(_COLORS)
            if lo <= len(choice) <= hi:
                return choice
        if rng.random() < 0.6 and pool:
            choice = rng.choice(pool)
            if lo <= len(choice) <= hi:
                return choice
        return _text(rng, lo, hi)
    if kind in ("integer", "number"):
        lo = schema.get("minimum", schema.get("exclusiveMinimum", -50))
        hi = schema.get("maximum", schema.get("exclusiveMaximum", 50))
        if kind == "integer":
            lo, hi = (
                int(lo) + ("exclusiveMinimum" in schema),
                int(hi) - ("exclusiveMaximum" in schema),
            )
            edge = rng.random() < 0.3
            return rng.choice([lo, hi]) if edge else rng.randint(lo, min(hi, lo + 40))
        if "exclusiveMinimum" in schema:
            lo = lo + 1e-6
        if rng.random() < 0.25:
            return float(rng.choice([lo, hi]))
        return rng.uniform(lo, hi) if hi - lo < 2000 else rng.uniform(lo, lo + 2000)
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "null":
        return None
    if kind == "array":
        lo = schema.get("minItems", 0)
        hi = min(schema.get("maxItems", 5), max(lo, 5))
        return [random_value(schema.get("items", {}), rng, name, pool) for _ in range(rng.randint(lo, hi))]  # fmt: skip
    if kind == "object":
        lo = schema.get("minProperties", 0)
        hi = min(schema.get("maxProperties", 3), max(lo, 3))
        keys = schema.get("propertyNames", {"type": "string"})
        values = schema.get("additionalProperties", {})
        return {
            str(random_value(keys, rng, "key", [])): random_value(values, rng, name, pool)
            for _ in range(rng.randint(lo, hi))
        }
    return rng.choice([None, 1, "x", True])


def random_args(tool: Tool, rng: random.Random, pool: list[str]) -> dict[str, Any]:
    props: dict[str, Any] = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    return {
        name: random_value(schema, rng, name, pool)
        for name, schema in props.items()
        if name in required or rng.random() < 0.5
    }


@pytest.mark.parametrize("tool_name", [t.name for t in TOOLS])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    t = REGISTRY.get(tool_name)
    rng = random.Random(f"vision:{tool_name}")
    call(ctx, "save_image", image_id="img_0", name="seeded")
    pool = [*ctx.images.ids(), "img_99", "seeded", "svi_0001", "svi_0404"]
    for _ in range(30):
        args = random_args(t, rng, pool)
        before = ctx.world.snapshot()
        try:
            with ctx.world.transaction():
                t.invoke(ctx, args)
        except ToolError:
            assert ctx.world.diff_since(before).is_empty, args
        assert ctx.world.integrity_check() == [], args
        ctx.world.restore(before)


def test_every_vision_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    assert [t.name for t in TOOLS if f'"{t.name}"' not in source] == []


def test_save_image_accepts_letters_of_any_language(ctx: WorldContext) -> None:
    saved = call(ctx, "save_image", image_id="img_0", name="Chat roux trouvé")
    assert saved["name"] == "Chat roux trouvé"
    fails(ctx, "save_image", "invalid file name", image_id="img_1", name="_hidden")
