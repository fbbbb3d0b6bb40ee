"""Tests of mmtoolbench.atp.prompts."""

from __future__ import annotations

import pytest

from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.prompts import (
    BOUNDARIES,
    PROMPT_NAMES,
    build_answer_messages,
    build_answer_prompt,
    fewshot_examples,
    load_prompt,
)
from mmtoolbench.atp.rules import TOOL_PARAMS


@pytest.mark.parametrize("name", PROMPT_NAMES)
def test_every_prompt_file_loads(name: str) -> None:
    text = load_prompt(name)
    assert text.strip()
    assert load_prompt(f"{name}.md") == text


def test_unknown_prompt() -> None:
    with pytest.raises(ValueError, match="unknown prompt"):
        load_prompt("nope")


def test_system_prompt_defines_toolkit_and_rules() -> None:
    system = load_prompt("answer_system")
    for tool, specs in TOOL_PARAMS.items():
        assert f"**{tool}**" in system
        for spec in specs:
            assert f'"{spec.name}"' in system
    assert "{{tool_boundaries}}" in system and "{{few_shot}}" in system
    for rule in ("own line", "figure-introducing", "at most once", "High-value"):
        assert rule in system


def test_fewshot_has_three_valid_examples() -> None:
    examples = fewshot_examples()
    assert len(examples) == 3
    tools_used: set[str] = set()
    for example in examples:
        assert example.query and example.answer
        parsed = parse_answer(example.answer, num_images=len(example.images))
        assert parsed.all_violations == (), [v.message for v in parsed.all_violations]
        assert parsed.calls
        tools_used |= parsed.tool_set()
    assert tools_used == set(TOOL_PARAMS)  # the examples demonstrate every tool
    assert [len(e.images) for e in examples] == [3, 1, 0]


@pytest.mark.parametrize("shots", [0, 1, 2, 3])
def test_shots(shots: int) -> None:
    prompt = build_answer_messages("How?", shots=shots)
    assert prompt.system.count("## Example ") == shots
    examples = fewshot_examples()
    for number, example in enumerate(examples, start=1):
        assert (example.query in prompt.system) == (number <= shots)
    assert "{{" not in prompt.system


@pytest.mark.parametrize("shots", [-1, 4])
def test_shots_out_of_range(shots: int) -> None:
    with pytest.raises(ValueError, match="shots"):
        build_answer_prompt("How?", shots=shots)


def test_boundary_variants_differ_as_intended() -> None:
    systems = {b: build_answer_messages("q", boundary=b).system for b in BOUNDARIES}
    assert len(set(systems.values())) == 3
    original = systems["original"]
    search = systems["search-enhanced"]
    diffusion = systems["diffusion-enhanced"]
    assert "Eiffel" not in original and "Ambiguous" not in original
    for text in (search, diffusion):
        assert "La Tour Eiffel in rain" in text
    assert "In this ambiguous region, use Search" in search
    assert "prefer Search" in search and "prefer Diffusion" not in search
    assert "In this ambiguous region, use Diffusion" in diffusion
    assert "prefer Diffusion" in diffusion and "prefer Search" not in diffusion
    # Only the capability-boundary section changes.
    head = original.split("# Capability boundaries")[0]
    tail = original.split("# Integration rules")[1]
    for text in (search, diffusion):
        assert text.startswith(head)
        assert text.endswith(tail)
    # The paper's §4.2 boundaries appear verbatim in the original variant.
    for phrase in ("landmarks, artworks, notable figures, events and maps", "renovation mock-ups"):
        assert phrase in original


def test_unknown_boundary() -> None:
    with pytest.raises(ValueError, match="boundary"):
        build_answer_prompt("q", boundary="web-enhanced")  # type: ignore[arg-type]


def test_user_part_lists_images_and_documents() -> None:
    prompt = build_answer_messages(
        "How do I fix my shelf?",
        images=["A sagging shelf", "A  bracket\ncloseup"],
        documents=[("Manual", "Use two brackets."), "Plain document text."],
    )
    user = prompt.user
    assert "How do I fix my shelf?" in user
    assert "- Image 0: A sagging shelf" in user
    assert "- Image 1: A bracket closeup" in user
    assert "0 to 1" in user
    assert "## Document 1: Manual\n\nUse two brackets." in user
    assert "## Document 2\n\nPlain document text." in user
    assert user.index("# Query") < user.index("# Context images") < user.index("# Documents")
    full = build_answer_prompt(
        "How do I fix my shelf?",
        images=["A sagging shelf", "A  bracket\ncloseup"],
        documents=[("Manual", "Use two brackets."), "Plain document text."],
    )
    assert full == prompt.text
    assert full.index("# Toolkit") < full.index("# Query")


def test_user_part_with_image_count_or_none() -> None:
    counted = build_answer_messages("q", images=2).user
    assert "- Image 0: (no caption)" in counted and "- Image 1: (no caption)" in counted
    none = build_answer_messages("q").user
    assert "No context images are provided. Do not use Reference or Edit." in none
    assert "# Documents" not in none
    with pytest.raises(ValueError):
        build_answer_messages("q", images=-1)
