"""How a sandbox tool asks for images to be shown to the model that called it.

Most tools return plain JSON-able values. A tool whose point is to let the caller
*see* an image (``view_image``, ``crop_image``, ``plot``...) returns a `ToolOutput`:
the JSON-able ``value`` plus the ids of images (in the episode's `ImageStore`) that
the episode layer attaches to the tool result as image content parts::

    @tool(domain="vision")
    def view_image(ctx: WorldContext, image_id: str) -> ToolOutput:
        stored = ctx.images.get(image_id)
        return ToolOutput(value={"image_id": stored.image_id}, images=[stored.image_id])

Consumers call `split_tool_output` on whatever a tool returned, or
`tool_output_parts` to get the content parts of a tool result directly.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mmtoolbench.core.images import ImageStore
from mmtoolbench.core.messages import ImagePart, TextPart
from mmtoolbench.core.tools import to_jsonable


@dataclass(frozen=True, init=False)
class ToolOutput:
    """A tool result whose images the caller should see.

    Attributes:
        value: The JSON-able result (what the model reads as text).
        images: Ids of images in the episode's image store to show with the result,
            in order (duplicates are dropped).
    """

    value: Any
    images: tuple[str, ...]

    def __init__(self, value: Any, images: Iterable[str] = ()) -> None:
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "images", tuple(dict.fromkeys(str(i) for i in images)))

    def to_jsonable(self) -> Any:
        """The value as JSON-compatible data (images are not included)."""
        return to_jsonable(self.value)


def split_tool_output(result: Any) -> tuple[Any, tuple[str, ...]]:
    """Split what a tool returned into ``(json_value, image_ids)``.

    Args:
        result: A tool's return value: a `ToolOutput` or any plain value.

    Returns:
        The JSON-compatible value and the ids of images to show (empty for plain values).
    """
    if isinstance(result, ToolOutput):
        return result.to_jsonable(), result.images
    return to_jsonable(result), ()


def tool_output_parts(result: Any, images: ImageStore) -> list[TextPart | ImagePart]:
    """Content parts of a tool result: the value as JSON text, then the images.

    Args:
        result: A tool's return value.
        images: The episode's image store (to resolve image ids to bytes).

    Returns:
        One text part (the JSON value; a string value is used as is) followed by one
        image part per image to show.

    Raises:
        ToolError: If an image id is not in the store.
    """
    value, image_ids = split_tool_output(result)
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    parts: list[TextPart | ImagePart] = [TextPart(text=text)]
    parts.extend(images.part(image_id) for image_id in image_ids)
    return parts
