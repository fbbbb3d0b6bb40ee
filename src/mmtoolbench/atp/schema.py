"""Data model of an ATP-Bench sample.

A sample pairs a user query (text-only ``QA`` or image-grounded ``VQA``) with its context
images, optional source documents and a ground-truth interleaved answer: markdown in which
image tool calls are embedded as ``<tool>{"tool_name": ..., "description": ...,
"params": {...}}</tool>`` tags (paper §3). All models forbid unknown fields; the JSON
Schema of :class:`ATPSample` is available from :func:`export_json_schema`.
"""

from __future__ import annotations

import json
import re
from enum import StrEnum
from pathlib import PurePosixPath
from typing import Annotated, Any, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from mmtoolbench.atp.taxonomy import ATPCategory, intent_slugs

__all__ = [
    "ATPCategory",
    "ATPSample",
    "ContextImage",
    "QueryType",
    "SourceDocument",
    "ToolName",
    "export_json_schema",
    "ground_truth_tool_calls",
]


class QueryType(StrEnum):
    """Query type: text-only question or question grounded in user-supplied images."""

    QA = "QA"
    VQA = "VQA"


class ToolName(StrEnum):
    """The five image tools of the ATP toolkit (paper §3)."""

    REFERENCE = "Reference"
    DIFFUSION = "Diffusion"
    SEARCH = "Search"
    CODE = "Code"
    EDIT = "Edit"


_TOOL_TAG = re.compile(r"<tool>(.*?)</tool>", re.DOTALL)
_SHA256 = r"^[0-9a-f]{64}$"
_SAMPLE_ID = r"^[A-Za-z0-9][A-Za-z0-9._-]*$"


class ContextImage(BaseModel):
    """An image available to the model when answering (uploaded or from a document).

    Attributes:
        index: Position of the image in the sample's image list (0-based); this is the
            ``img_index`` that ``Reference`` and ``Edit`` calls use.
        path: POSIX path of the image file, relative to the directory of the dataset file.
        caption: What the image depicts.
        source: Where the image comes from, e.g. ``"user-upload"`` or ``"document"``.
        sha256: Optional hex SHA-256 of the file contents, checked by the loader.
    """

    model_config = ConfigDict(extra="forbid")

    index: int = Field(ge=0)
    path: str = Field(min_length=1)
    caption: str = Field(min_length=1)
    source: str = Field(min_length=1)
    sha256: Annotated[str, Field(pattern=_SHA256)] | None = None

    @field_validator("path")
    @classmethod
    def _relative_path(cls, value: str) -> str:
        pure = PurePosixPath(value)
        if pure.is_absolute() or "\\" in value or ".." in pure.parts:
            raise ValueError(
                f"image path must be a relative POSIX path inside the dataset directory, "
                f"got {value!r}"
            )
        return value


class SourceDocument(BaseModel):
    """A grounding document (e.g. a manual page or paper excerpt) given with the query.

    Attributes:
        title: Document title.
        text: Document text.
        image_indices: Indices of the sample's context images that belong to this document.
    """

    model_config = ConfigDict(extra="forbid")

    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    image_indices: list[int] = Field(default_factory=list)


class ATPSample(BaseModel):
    """One ATP-Bench sample.

    Attributes:
        id: Unique sample id (letters, digits, ``.``, ``_``, ``-``).
        category: One of the eight categories.
        intent: Intent slug; must belong to ``category`` (see ``mmtoolbench.atp.taxonomy``).
        type: ``QA`` or ``VQA``; VQA samples have at least one context image.
        query: The user's question.
        images: Context images; their ``index`` values must be exactly ``0..n-1`` in order.
        documents: Source documents (may be empty).
        ground_truth: Reference interleaved markdown answer with ``<tool>`` tags.
        ground_truth_tools: The set of tools used by ``ground_truth``; normalised to a sorted
            list without duplicates and checked against the tags in ``ground_truth``.
    """

    model_config = ConfigDict(extra="forbid")

    id: str = Field(pattern=_SAMPLE_ID)
    category: ATPCategory
    intent: str
    type: QueryType
    query: str = Field(min_length=1)
    images: list[ContextImage] = Field(default_factory=list)
    documents: list[SourceDocument] = Field(default_factory=list)
    ground_truth: str = Field(min_length=1)
    ground_truth_tools: list[ToolName]

    @field_validator("ground_truth_tools")
    @classmethod
    def _normalise_tools(cls, value: list[ToolName]) -> list[ToolName]:
        return sorted(set(value), key=lambda tool: tool.value)

    @model_validator(mode="after")
    def _check_consistency(self) -> Self:
        valid = intent_slugs(self.category)
        if self.intent not in valid:
            raise ValueError(
                f"intent {self.intent!r} is not valid for category {self.category.value!r}; "
                f"expected one of: {', '.join(valid)}"
            )
        indices = [image.index for image in self.images]
        if indices != list(range(len(indices))):
            raise ValueError(
                f"image indices must be exactly 0..{len(indices) - 1} in order, got {indices}"
            )
        if self.type is QueryType.VQA and not self.images:
            raise ValueError("VQA samples must have at least one context image")
        for doc_pos, document in enumerate(self.documents):
            bad = [i for i in document.image_indices if not 0 <= i < len(self.images)]
            if bad:
                raise ValueError(
                    f"documents[{doc_pos}].image_indices {bad} out of range "
                    f"(sample has {len(self.images)} images)"
                )
        calls = ground_truth_tool_calls(self.ground_truth)
        for call in calls:
            params = call["params"]
            if call["tool_name"] in (ToolName.REFERENCE, ToolName.EDIT):
                index = params.get("img_index")
                if not isinstance(index, int) or not 0 <= index < len(self.images):
                    raise ValueError(
                        f"ground_truth: {call['tool_name']} img_index {index!r} is out of range "
                        f"(sample has {len(self.images)} images)"
                    )
        used = sorted({str(call["tool_name"]) for call in calls})
        declared = [tool.value for tool in self.ground_truth_tools]
        if used != declared:
            raise ValueError(
                f"ground_truth_tools {declared} does not match the tools used in "
                f"ground_truth {used}"
            )
        return self


def ground_truth_tool_calls(markdown: str) -> list[dict[str, Any]]:
    """Extract the tool calls of a ground-truth answer (light-weight, strict).

    This is a minimal checker for trusted ground-truth data, not the lenient parser used for
    model outputs: every ``<tool>`` tag must hold a JSON object with a known ``tool_name``, a
    string ``description`` and an object ``params``.

    Args:
        markdown: Interleaved markdown with ``<tool>...</tool>`` tags.

    Returns:
        The decoded tag objects in order of appearance, with ``tool_name`` as
        :class:`ToolName`.

    Raises:
        ValueError: If a tag is not valid JSON or lacks the required keys.
    """
    calls: list[dict[str, Any]] = []
    for number, match in enumerate(_TOOL_TAG.finditer(markdown), start=1):
        try:
            payload = json.loads(match.group(1))
        except json.JSONDecodeError as exc:
            raise ValueError(f"ground_truth: tool tag #{number} is not valid JSON: {exc}") from exc
        if not isinstance(payload, dict):
            raise ValueError(f"ground_truth: tool tag #{number} must be a JSON object")
        name = payload.get("tool_name")
        try:
            tool = ToolName(str(name))
        except ValueError:
            allowed = ", ".join(t.value for t in ToolName)
            raise ValueError(
                f"ground_truth: tool tag #{number} has unknown tool_name {name!r}; "
                f"expected one of: {allowed}"
            ) from None
        if not isinstance(payload.get("description"), str):
            raise ValueError(f"ground_truth: tool tag #{number} needs a string 'description'")
        if not isinstance(payload.get("params"), dict):
            raise ValueError(f"ground_truth: tool tag #{number} needs an object 'params'")
        payload["tool_name"] = tool
        calls.append(payload)
    return calls


def export_json_schema() -> dict[str, Any]:
    """Return the JSON Schema (draft 2020-12) of :class:`ATPSample`.

    Returns:
        The schema as a JSON-compatible dictionary.
    """
    schema = ATPSample.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema
