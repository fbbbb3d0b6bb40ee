"""Content-addressed image store with stable per-episode ids.

Every image an episode sees gets a readable id in arrival order (``img_0``,
``img_1``...). Ids are stable: adding the same bytes again returns the id they
already have. Tools that produce images add them here and get the next id.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import dataclass, field

from PIL import Image

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.messages import ImagePart

_FORMAT_TO_MEDIA = {
    "PNG": "image/png",
    "JPEG": "image/jpeg",
    "GIF": "image/gif",
    "WEBP": "image/webp",
}


@dataclass(frozen=True)
class StoredImage:
    """One image of an episode."""

    image_id: str
    sha256: str
    media_type: str
    width: int
    height: int
    data: bytes = field(repr=False)
    source: str = ""

    def part(self) -> ImagePart:
        """The image as a message part."""
        return ImagePart(
            image_id=self.image_id, media_type=self.media_type, sha256=self.sha256, data=self.data
        )

    def open(self) -> Image.Image:
        """Decode the image with Pillow."""
        img = Image.open(io.BytesIO(self.data))
        img.load()
        return img


def sniff_image(data: bytes) -> tuple[str, int, int]:
    """Return ``(media_type, width, height)`` of encoded image bytes.

    Raises:
        ValueError: If the bytes are not an image Pillow can read.
    """
    try:
        with Image.open(io.BytesIO(data)) as img:
            fmt = img.format or ""
            width, height = img.size
    except Exception as exc:  # Pillow raises many exception types
        raise ValueError(f"not a readable image: {exc}") from exc
    media = _FORMAT_TO_MEDIA.get(fmt)
    if media is None:
        raise ValueError(f"unsupported image format {fmt!r}; use PNG, JPEG, GIF or WEBP")
    return media, width, height


def encode_png(img: Image.Image) -> bytes:
    """Encode a Pillow image as PNG bytes."""
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False)
    return buf.getvalue()


class ImageStore:
    """The images of one episode, by stable id and by content hash."""

    def __init__(self, prefix: str = "img_") -> None:
        self._prefix = prefix
        self._by_id: dict[str, StoredImage] = {}
        self._id_by_hash: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self._by_id)

    def __contains__(self, image_id: object) -> bool:
        return image_id in self._by_id

    def ids(self) -> list[str]:
        """All ids in arrival order."""
        return list(self._by_id)

    def add(self, data: bytes, *, source: str = "") -> StoredImage:
        """Add encoded image bytes; return the stored image (existing one if known).

        Raises:
            ValueError: If ``data`` is not a readable image.
        """
        digest = hashlib.sha256(data).hexdigest()
        existing = self._id_by_hash.get(digest)
        if existing is not None:
            return self._by_id[existing]
        media, width, height = sniff_image(data)
        image_id = f"{self._prefix}{len(self._by_id)}"
        stored = StoredImage(image_id, digest, media, width, height, data, source)
        self._by_id[image_id] = stored
        self._id_by_hash[digest] = image_id
        return stored

    def add_pil(self, img: Image.Image, *, source: str = "") -> StoredImage:
        """Encode a Pillow image as PNG and add it."""
        return self.add(encode_png(img), source=source)

    def get(self, image_id: str) -> StoredImage:
        """Look up an image by id.

        Raises:
            ToolError: If there is no such image (the message lists valid ids).
        """
        try:
            return self._by_id[image_id]
        except KeyError:
            known = ", ".join(self._by_id) or "none yet"
            raise ToolError(f"unknown image id {image_id!r}; known images: {known}") from None

    def by_hash(self, sha256: str) -> StoredImage | None:
        """Look up an image by content hash."""
        image_id = self._id_by_hash.get(sha256)
        return None if image_id is None else self._by_id[image_id]

    def part(self, image_id: str) -> ImagePart:
        """The image with this id as a message part."""
        return self.get(image_id).part()
