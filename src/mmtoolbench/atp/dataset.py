"""Loading ATP-Bench samples from JSONL files.

A dataset file holds one :class:`~mmtoolbench.atp.schema.ATPSample` JSON object per line
(blank lines are ignored). Image paths are relative to the directory containing the file.
:func:`load_samples` validates everything before returning: it collects every problem
(``file:line: field path: message``) and raises one :class:`DatasetError` listing them, so
a dataset is either loaded completely or not at all.
"""

from __future__ import annotations

import hashlib
import json
from importlib import resources
from pathlib import Path

from pydantic import ValidationError

from mmtoolbench.atp.schema import ATPSample

__all__ = [
    "BUNDLED_DATASET",
    "DatasetError",
    "bundled_dataset_path",
    "load_bundled_samples",
    "load_samples",
    "resolve_image_path",
]

BUNDLED_DATASET = "data/atp/samples.jsonl"
"""Location of the bundled sample file inside the ``mmtoolbench`` package."""


class DatasetError(ValueError):
    """A dataset file failed to load; ``errors`` lists every problem found.

    Attributes:
        errors: One message per problem, formatted ``file:line: field path: message``.
    """

    def __init__(self, errors: list[str]) -> None:
        self.errors = list(errors)
        noun = "error" if len(self.errors) == 1 else "errors"
        super().__init__(f"{len(self.errors)} {noun} in dataset:\n" + "\n".join(self.errors))


def _loc(parts: tuple[int | str, ...]) -> str:
    return ".".join(str(part) for part in parts) if parts else "<sample>"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 16), b""):
            digest.update(chunk)
    return digest.hexdigest()


def load_samples(path: Path, *, check_images: bool = True) -> list[ATPSample]:
    """Load and validate every sample of a JSONL dataset file.

    Args:
        path: The ``.jsonl`` file.
        check_images: Also check that every image file exists and, when the sample gives a
            ``sha256``, that the file's hash matches.

    Returns:
        The samples in file order.

    Raises:
        DatasetError: If the file cannot be read or any line is invalid (invalid JSON,
            schema violation, duplicate id, missing image or hash mismatch). All problems
            are reported together.
    """
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise DatasetError([f"{path}: cannot read dataset: {exc}"]) from exc
    except UnicodeDecodeError as exc:
        raise DatasetError([f"{path}: dataset is not valid UTF-8: {exc}"]) from exc
    base = path.parent
    errors: list[str] = []
    samples: list[ATPSample] = []
    seen: dict[str, int] = {}
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"{path}:{lineno}"
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as exc:
            errors.append(f"{where}: <line>: invalid JSON: {exc.msg} (column {exc.colno})")
            continue
        try:
            sample = ATPSample.model_validate(raw)
        except ValidationError as exc:
            for err in exc.errors(include_url=False):
                message = err["msg"].removeprefix("Value error, ")
                errors.append(f"{where}: {_loc(tuple(err['loc']))}: {message}")
            continue
        if sample.id in seen:
            errors.append(
                f"{where}: id: duplicate id {sample.id!r} (first on line {seen[sample.id]})"
            )
        else:
            seen[sample.id] = lineno
        if check_images:
            for image in sample.images:
                field = f"images.{image.index}.path"
                file = base / image.path
                if not file.is_file():
                    errors.append(f"{where}: {field}: image file not found: {file}")
                elif image.sha256 is not None and _sha256(file) != image.sha256:
                    errors.append(
                        f"{where}: images.{image.index}.sha256: hash mismatch for {file} "
                        f"(expected {image.sha256}, got {_sha256(file)})"
                    )
        samples.append(sample)
    if errors:
        raise DatasetError(errors)
    return samples


def bundled_dataset_path() -> Path:
    """Return the path of the sample file bundled with the package.

    Returns:
        Path to ``mmtoolbench/data/atp/samples.jsonl`` (image paths in it are relative to its
        directory).
    """
    traversable = resources.files("mmtoolbench").joinpath(*BUNDLED_DATASET.split("/"))
    return Path(str(traversable))


def load_bundled_samples() -> list[ATPSample]:
    """Load the bundled sample set (see :func:`bundled_dataset_path`).

    Returns:
        The bundled samples.
    """
    return load_samples(bundled_dataset_path())


def resolve_image_path(sample: ATPSample, index: int, dataset_path: Path) -> Path:
    """Return the file path of one of a sample's context images.

    Args:
        sample: The sample.
        index: The image index (the ``img_index`` of ``Reference``/``Edit`` calls).
        dataset_path: The dataset file the sample was loaded from.

    Returns:
        The image path, resolved against the dataset file's directory.

    Raises:
        IndexError: If the sample has no image with this index.
    """
    if not 0 <= index < len(sample.images):
        raise IndexError(
            f"sample {sample.id!r} has no image {index} (it has {len(sample.images)} images)"
        )
    return Path(dataset_path).parent / sample.images[index].path
