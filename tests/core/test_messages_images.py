"""Messages serialise with images; the image store gives stable ids."""

from __future__ import annotations

import hashlib
import io

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.images import ImageStore, sniff_image
from mmtoolbench.core.messages import ImagePart, Message, ToolCall, ToolResult, Usage


def png(color: str, size: tuple[int, int] = (8, 6)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, color).save(buf, format="PNG")
    return buf.getvalue()


def test_image_store_ids_are_stable_and_content_addressed() -> None:
    store = ImageStore()
    a = store.add(png("red"))
    b = store.add(png("blue"), source="tool:crop")
    again = store.add(png("red"))
    assert (a.image_id, b.image_id) == ("img_0", "img_1")
    assert again is a
    assert a.sha256 == hashlib.sha256(png("red")).hexdigest()
    assert (a.width, a.height, a.media_type) == (8, 6, "image/png")
    assert store.ids() == ["img_0", "img_1"]
    assert store.get("img_1").source == "tool:crop"
    assert store.by_hash(b.sha256) is b
    c = store.add_pil(Image.new("RGB", (3, 3), "green"))
    assert c.image_id == "img_2"
    assert c.open().size == (3, 3)


def test_image_store_errors() -> None:
    store = ImageStore()
    store.add(png("red"))
    with pytest.raises(ToolError, match=r"unknown image id 'img_9'; known images: img_0"):
        store.get("img_9")
    with pytest.raises(ValueError, match="not a readable image"):
        store.add(b"not an image")
    with pytest.raises(ValueError, match="not a readable image"):
        sniff_image(b"")


def test_message_round_trip_with_images() -> None:
    data = png("red")
    part = ImagePart(image_id="img_0", data=data)
    assert part.sha256 == hashlib.sha256(data).hexdigest()
    assert part.data_url().startswith("data:image/png;base64,")
    msg = Message.user("what is this?", images=[part])
    tool_msg = Message.tool([ToolResult(call_id="c1", name="crop", content=[part], is_error=False)])
    call = Message.assistant("", [ToolCall(id="c1", name="crop", arguments={"x": 1})])
    for original in (msg, tool_msg, call):
        restored = Message.model_validate_json(original.model_dump_json())
        assert restored == original
    assert msg.text == "what is this?"
    assert msg.images[0].data == data
    assert tool_msg.tool_results[0].images[0].sha256 == part.sha256


def test_usage_addition() -> None:
    total = Usage(input_tokens=3, output_tokens=2) + Usage(input_tokens=1, cost_usd=0.5)
    assert (total.input_tokens, total.output_tokens, total.cost_usd) == (4, 2, 0.5)
    assert (Usage() + Usage()).cost_usd is None
    assert total.total_tokens == 6


def test_image_without_bytes() -> None:
    part = ImagePart(image_id="img_3", sha256="ab")
    with pytest.raises(ValueError, match="img_3 has no bytes"):
        part.base64_data()
