"""Answer prompts for ATP-Bench: zero-shot, few-shot and tool-boundary variants.

The prompt texts are package data (markdown files next to this module):

* ``answer_system.md`` -- role, tool-call format, toolkit, integration rules and answer
  style, with two placeholders: ``{{tool_boundaries}}`` and ``{{few_shot}}``.
* ``boundary_original.md``, ``boundary_search_enhanced.md``,
  ``boundary_diffusion_enhanced.md`` -- the capability boundaries of paper §4.2 and the
  two variants of §6 ("Impact of Tool Capability Boundaries") that resolve the ambiguous
  search-vs-diffusion region (e.g. "La Tour Eiffel in rain") toward Search or Diffusion.
* ``fewshot_examples.md`` -- three worked examples (query, context images, ideal
  interleaved answer) for the 3-shot setting.

:func:`build_answer_prompt` assembles a prompt from plain arguments (query, image
captions or count, documents) so that it does not depend on the sample schema; the caller
attaches the context images themselves, in index order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from types import MappingProxyType
from typing import Final, get_args

from mmtoolbench.atp.options import Boundary

__all__ = [
    "BOUNDARIES",
    "PROMPT_NAMES",
    "AnswerPrompt",
    "Boundary",
    "FewShotExample",
    "build_answer_messages",
    "build_answer_prompt",
    "fewshot_examples",
    "load_prompt",
]


BOUNDARIES: Final[tuple[Boundary, ...]] = get_args(Boundary)

PROMPT_NAMES: Final[tuple[str, ...]] = (
    "answer_system",
    "boundary_original",
    "boundary_search_enhanced",
    "boundary_diffusion_enhanced",
    "fewshot_examples",
)
"""Names accepted by :func:`load_prompt` (file names without ``.md``)."""

_BOUNDARY_FILES: Final[Mapping[str, str]] = MappingProxyType(
    {
        "original": "boundary_original",
        "search-enhanced": "boundary_search_enhanced",
        "diffusion-enhanced": "boundary_diffusion_enhanced",
    }
)
_EXAMPLE_MARK = "<!-- example -->"
_SECTION_RE = re.compile(r"^### (Query|Context images|Ideal answer)[ \t]*$", re.MULTILINE)
_IMAGE_LINE_RE = re.compile(r"^- \[(\d+)\] (.+)$")
_COMMENT_RE = re.compile(r"<!--.*?-->", re.DOTALL)
MAX_SHOTS: Final = 3


def load_prompt(name: str) -> str:
    """Read one prompt file.

    Args:
        name: One of :data:`PROMPT_NAMES` (a trailing ``.md`` is accepted).

    Returns:
        The file's text.

    Raises:
        ValueError: If ``name`` is not a known prompt.
    """
    stem = name.removesuffix(".md")
    if stem not in PROMPT_NAMES:
        raise ValueError(f"unknown prompt {name!r}; expected one of: {', '.join(PROMPT_NAMES)}")
    return resources.files(__name__).joinpath(f"{stem}.md").read_text(encoding="utf-8")


@dataclass(frozen=True, slots=True)
class FewShotExample:
    """A worked example for few-shot prompting.

    Attributes:
        query: The user query.
        images: Captions of the context images, by index.
        answer: The ideal interleaved answer (markdown with ``<tool>`` tags).
    """

    query: str
    images: tuple[str, ...]
    answer: str


def _parse_example(chunk: str, number: int) -> FewShotExample:
    parts = _SECTION_RE.split(chunk)
    # parts = [preamble, name1, body1, name2, body2, ...]
    sections = {parts[i]: parts[i + 1].strip() for i in range(1, len(parts) - 1, 2)}
    missing = [s for s in ("Query", "Context images", "Ideal answer") if s not in sections]
    if missing:
        raise ValueError(f"fewshot example {number} lacks section(s): {', '.join(missing)}")
    images: list[str] = []
    for line in sections["Context images"].splitlines():
        match = _IMAGE_LINE_RE.match(line.strip())
        if match:
            if int(match.group(1)) != len(images):
                raise ValueError(f"fewshot example {number}: image indices must be 0..n-1")
            images.append(match.group(2).strip())
    return FewShotExample(
        query=sections["Query"], images=tuple(images), answer=sections["Ideal answer"]
    )


def fewshot_examples() -> tuple[FewShotExample, ...]:
    """Return the worked examples of ``fewshot_examples.md``, in file order.

    Returns:
        The examples (three in the bundled file).

    Raises:
        ValueError: If the file is malformed.
    """
    text = _COMMENT_RE.sub(
        lambda m: m.group(0) if m.group(0) == _EXAMPLE_MARK else "",
        load_prompt("fewshot_examples"),
    )
    chunks = text.split(_EXAMPLE_MARK)[1:]
    return tuple(_parse_example(chunk, i) for i, chunk in enumerate(chunks, start=1))


def _render_image_list(captions: Sequence[str]) -> str:
    if not captions:
        return "No context images are provided. Do not use Reference or Edit."
    lines = [f"- Image {i}: {caption}" for i, caption in enumerate(captions)]
    lines.append("")
    lines.append(
        f"Valid `img_index` values for Reference and Edit: 0 to {len(captions) - 1}. "
        "Each image may be cited with Reference at most once."
    )
    return "\n".join(lines)


def _render_examples(examples: Sequence[FewShotExample]) -> str:
    if not examples:
        return ""
    blocks = ["", "# Examples", ""]
    for number, example in enumerate(examples, start=1):
        blocks.append(f"## Example {number}")
        blocks.append("")
        blocks.append(f"**Query:** {example.query}")
        blocks.append("")
        blocks.append("**Context images:**")
        blocks.append(_render_image_list(example.images))
        blocks.append("")
        blocks.append("**Answer:**")
        blocks.append("")
        blocks.append(example.answer)
        blocks.append("")
    return "\n".join(blocks)


@dataclass(frozen=True, slots=True)
class AnswerPrompt:
    """An answer prompt split into its system and user parts.

    Attributes:
        system: Instructions: format, toolkit, boundaries, rules, optional examples.
        user: The query, the list of context images and the documents.
    """

    system: str
    user: str

    @property
    def text(self) -> str:
        """System and user parts joined, for single-message use."""
        return f"{self.system.rstrip()}\n\n---\n\n{self.user}"


def _captions(images: int | Sequence[str]) -> list[str]:
    if isinstance(images, int):
        if images < 0:
            raise ValueError(f"images must be >= 0, got {images}")
        return ["(no caption)"] * images
    if isinstance(images, str):
        raise TypeError("images must be a count or a sequence of captions, not a string")
    return [" ".join(caption.split()) or "(no caption)" for caption in images]


def _render_documents(documents: Sequence[str | tuple[str, str]]) -> str:
    blocks: list[str] = []
    for number, document in enumerate(documents, start=1):
        if isinstance(document, str):
            title, body = f"Document {number}", document
        else:
            title, body = f"Document {number}: {document[0]}", document[1]
        blocks.append(f"## {title}\n\n{body.strip()}")
    return "\n\n".join(blocks)


def build_answer_messages(
    query: str,
    *,
    images: int | Sequence[str] = (),
    documents: Sequence[str | tuple[str, str]] = (),
    shots: int = 0,
    boundary: Boundary = "original",
) -> AnswerPrompt:
    """Build the answer prompt as separate system and user parts.

    Args:
        query: The user query.
        images: Captions of the context images in index order, or just their number.
        documents: Source documents, each a text or a ``(title, text)`` pair.
        shots: Number of worked examples to include (0 to 3).
        boundary: Tool-capability-boundary variant.

    Returns:
        The prompt.

    Raises:
        ValueError: If ``shots`` or ``boundary`` is out of range, or ``images`` negative.
    """
    if boundary not in _BOUNDARY_FILES:
        raise ValueError(f"unknown boundary {boundary!r}; expected one of: {BOUNDARIES}")
    examples = fewshot_examples()
    if not 0 <= shots <= min(MAX_SHOTS, len(examples)):
        raise ValueError(f"shots must be between 0 and {len(examples)}, got {shots}")
    system = (
        load_prompt("answer_system")
        .replace("{{tool_boundaries}}", load_prompt(_BOUNDARY_FILES[boundary]).strip())
        .replace("{{few_shot}}", _render_examples(examples[:shots]))
    )
    parts = ["# Query", "", query.strip(), "", "# Context images", ""]
    parts.append(_render_image_list(_captions(images)))
    if documents:
        parts += ["", "# Documents", "", _render_documents(documents)]
    parts += ["", "# Your answer", "", "Write the interleaved markdown answer now."]
    return AnswerPrompt(system=system.rstrip() + "\n", user="\n".join(parts) + "\n")


def build_answer_prompt(
    query: str,
    *,
    images: int | Sequence[str] = (),
    documents: Sequence[str | tuple[str, str]] = (),
    shots: int = 0,
    boundary: Boundary = "original",
) -> str:
    """Build the full answer prompt as one string (system part, then user part).

    Args:
        query: The user query.
        images: Captions of the context images in index order, or just their number.
        documents: Source documents, each a text or a ``(title, text)`` pair.
        shots: Number of worked examples to include (0 to 3).
        boundary: Tool-capability-boundary variant.

    Returns:
        The prompt text; use :func:`build_answer_messages` for separate parts.

    Raises:
        ValueError: If ``shots`` or ``boundary`` is out of range, or ``images`` negative.
    """
    return build_answer_messages(
        query, images=images, documents=documents, shots=shots, boundary=boundary
    ).text
