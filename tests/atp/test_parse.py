"""Tests of mmtoolbench.atp.parse and mmtoolbench.atp.rules.

Each malformed-answer case asserts the exact violation codes and where they are (line,
column or character offset), following the definition in ``docs/atp/validity.md``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mmtoolbench.atp.parse import (
    MAX_TOOL_TAGS,
    ParsedAnswer,
    ParsedToolCall,
    decode_payload,
    parse_answer,
)
from mmtoolbench.atp.rules import (
    FIGURE_PHRASES,
    RULES,
    TOOL_NAMES,
    Severity,
    ViolationCode,
    check_answer,
    check_answer_file,
    closest_tool_name,
)


def tag(tool: str, params: dict[str, Any], description: str = "An image that helps") -> str:
    """A well-formed tool tag."""
    body = {"tool_name": tool, "description": description, "params": params}
    return f"<tool>{json.dumps(body)}</tool>"


REF0 = tag("Reference", {"img_index": 0})
REF1 = tag("Reference", {"img_index": 1})
SEARCH = tag("Search", {"query": "Eiffel Tower at night"})
DIFF = tag("Diffusion", {"prompt": "A cozy reading nook, watercolor"})
CODE = tag("Code", {"diagram_type": "bar chart", "data": {"x": ["a", "b"], "y": [1, 2]}})
EDIT0 = tag("Edit", {"img_index": 0, "prompt": "Paint the walls white"})


def codes(parsed: ParsedAnswer) -> list[str]:
    return [v.code.value for v in parsed.all_violations]


def call_codes(call: ParsedToolCall) -> list[str]:
    return [v.code.value for v in call.violations]


def only(parsed: ParsedAnswer, code: str) -> Any:
    found = [v for v in parsed.all_violations if v.code.value == code]
    assert len(found) == 1, (code, codes(parsed))
    return found[0]


def pos(text: str, needle: str, occurrence: int = 0) -> int:
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(needle, start + 1)
    return start


# --------------------------------------------------------------------------- valid answers


def test_valid_answer_has_no_violations() -> None:
    text = (
        "# Folding dumplings\n\n"
        "Put a teaspoon of filling in the center.\n\n"
        f"{REF0}\n\n"
        "Pinch the edges to seal them.\n"
        f"{REF1}\n\n"
        "The Eiffel Tower is lit every evening.\n\n"
        f"{SEARCH}\n\n"
        f"- {DIFF}\n"
        f"> {CODE}\n\n"
        f"{EDIT0}\n"
    )
    parsed = parse_answer(text, num_images=2)
    assert codes(parsed) == []
    assert parsed.valid
    assert [c.tool_name for c in parsed.calls] == [
        "Reference",
        "Reference",
        "Search",
        "Diffusion",
        "Code",
        "Edit",
    ]
    assert [c.line for c in parsed.calls] == [5, 8, 12, 14, 15, 17]
    assert parsed.calls[0].params == {"img_index": 0}
    assert parsed.calls[0].description == "An image that helps"
    assert parsed.tool_set() == {"Reference", "Search", "Diffusion", "Code", "Edit"}
    assert all(c.valid and c.lenient_valid for c in parsed.calls)


def test_empty_answer() -> None:
    """An empty answer is not a valid plan (issue 15 finding 9)."""
    parsed = parse_answer("", num_images=0)
    assert parsed.calls == ()
    assert codes(parsed) == ["empty_answer"]
    assert not parsed.valid
    assert [s.text for s in parsed.segments] == [""]
    assert parsed.to_dict()["num_calls"] == 0


def test_answer_without_tags() -> None:
    text = "Boil the pasta for nine minutes.\n\nSalt the water generously."
    parsed = parse_answer(text, num_images=None)
    assert parsed.calls == ()
    assert codes(parsed) == []
    assert parsed.valid
    assert [s.text for s in parsed.segments] == [text]


def test_segments_and_spans_reconstruct_the_text() -> None:
    text = f"Intro.\n\n{REF0}\n\nMiddle.\n\n{SEARCH}\n\nEnd."
    parsed = parse_answer(text, num_images=1)
    assert [s.text for s in parsed.segments] == ["Intro.\n\n", "\n\nMiddle.\n\n", "\n\nEnd."]
    rebuilt = parsed.segments[0].text
    for call, segment in zip(parsed.calls, parsed.segments[1:], strict=True):
        assert text[call.span.start : call.span.end].startswith("<tool>")
        rebuilt += text[call.span.start : call.span.end] + segment.text
    assert rebuilt == text
    assert parsed.calls[0].span.start == len("Intro.\n\n")
    assert parsed.calls[0].span.end == len("Intro.\n\n") + len(REF0)
    assert [type(b).__name__ for b in parsed.blocks()] == [
        "TextSegment",
        "ParsedToolCall",
        "TextSegment",
        "ParsedToolCall",
        "TextSegment",
    ]


def test_consecutive_tags_on_one_line_and_lines_are_fine() -> None:
    text = f"Two views of the tower.\n\n{SEARCH} {DIFF}\n{CODE}\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == []


# --------------------------------------------------------------------------- JSON


def test_broken_json_is_invalid_json_at_the_error_position() -> None:
    text = 'Intro.\n\n<tool>{"tool_name": "Search" "description": "x", "params": {}}</tool>\n'
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["invalid_json"]
    violation = only(parsed, "invalid_json")
    assert violation.location.start == pos(text, '"description"')
    assert violation.location.line == 3
    assert violation.location.column == len('<tool>{"tool_name": "Search" ') + 1
    assert violation.call_index == 0
    call = parsed.calls[0]
    assert not call.valid and not call.lenient_valid
    assert call.tool_name is None and call.params == {}
    assert "Expecting ',' delimiter" in violation.message


@pytest.mark.parametrize(
    ("body", "fixes"),
    [
        (
            "{'tool_name': 'Search', 'description': 'Chef's knife', 'params': {'query': 'q'}}",
            ("single_quotes",),
        ),
        (
            '{"tool_name": "Search", "description": "d", "params": {"query": "q",},}',
            ("trailing_commas",),
        ),
        (
            "{“tool_name”: “Search”, “description”: “d”, “params”: {“query”: “q”}}",
            ("smart_quotes",),
        ),
        (
            '{"tool_name": "Search", "description": "d", "params": {"query": "q"}',
            ("missing_closing_brace",),
        ),
        (
            '```json\n{"tool_name": "Search", "description": "d", "params": {"query": "q"}}\n```',
            ("code_fence",),
        ),
        (
            "{'tool_name': 'Search', 'description': 'd', 'params': {'query': 'q',}",
            ("single_quotes", "missing_closing_brace", "trailing_commas"),
        ),
        (
            '{"tool_name": "Search", "description": "d", "params": {"query": "q"}} thanks',
            ("trailing_text",),
        ),
    ],
    ids=[
        "single-quotes",
        "trailing-commas",
        "smart-quotes",
        "missing-brace",
        "fence",
        "combo",
        "trailing-text",
    ],
)
def test_recovered_json(body: str, fixes: tuple[str, ...]) -> None:
    text = f"Look at it.\n\n<tool>{body}</tool>\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["recovered_json"]
    violation = only(parsed, "recovered_json")
    assert violation.fixes == fixes
    assert violation.severity is Severity.ERROR
    assert violation.location.line == 3
    call = parsed.calls[0]
    assert call.tool_name == "Search"
    assert call.params == {"query": "q"}
    assert call.fixes == fixes
    assert not call.valid  # strict validity
    assert call.lenient_valid
    assert not parsed.valid


def test_single_quote_recovery_keeps_apostrophes_and_quotes() -> None:
    decoded = decode_payload("""{'a': 'it's "fine"', 'b': "x's"}""")
    assert decoded.ok
    assert decoded.value == {"a": 'it\'s "fine"', "b": "x's"}
    assert decoded.fixes == ("single_quotes",)


def test_python_literals_are_recovered() -> None:
    decoded = decode_payload("{'flag': True, 'none': None}")
    assert decoded.value == {"flag": True, "none": None}
    assert decoded.fixes == ("single_quotes", "python_literals")


def test_strict_json_needs_no_fix() -> None:
    decoded = decode_payload('{"a": 1}')
    assert decoded.ok and decoded.fixes == () and decoded.error is None


@pytest.mark.parametrize("body", ["", "   ", "Search for a cat", '{"a": [1, 2}', "{{{{"])
def test_unrecoverable_bodies_are_invalid_json(body: str) -> None:
    parsed = parse_answer(f"<tool>{body}</tool>", num_images=None)
    assert codes(parsed) == ["invalid_json"]
    assert only(parsed, "invalid_json").location.line == 1


def test_not_an_object() -> None:
    text = '<tool>["Search", "cats"]</tool>'
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["not_an_object"]
    violation = only(parsed, "not_an_object")
    assert (violation.location.start, violation.location.end) == (0, len(text))


# --------------------------------------------------------------------------- payload


@pytest.mark.parametrize(
    ("name", "suggestion"),
    [
        ("search", "Search"),
        ("image_search", "Search"),
        ("Refrence", "Reference"),
        ("Difusion", "Diffusion"),
        ("Teleport", None),
    ],
)
def test_unknown_tool_with_closest_name(name: str, suggestion: str | None) -> None:
    text = f"Text.\n\n{tag(name, {'query': 'q'})}\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["unknown_tool"]
    violation = only(parsed, "unknown_tool")
    assert violation.suggestion == suggestion
    assert violation.field == "tool_name"
    assert violation.location.line == 3
    assert parsed.calls[0].tool_name == name
    assert parsed.calls[0].known_tool is None
    assert parsed.tool_set() == frozenset()
    assert closest_tool_name(name) == suggestion


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (tag("Diffusion", {}), [("missing_param", "params.prompt")]),
        (tag("Edit", {"img_index": 0}), [("missing_param", "params.prompt")]),
        (
            tag("Code", {"diagram_type": "bar chart"}),
            [("missing_param", "params.data")],
        ),
        (tag("Search", {"query": "   "}), [("missing_param", "params.query")]),
        (tag("Code", {"diagram_type": "pie", "data": {}}), [("missing_param", "params.data")]),
        (
            '<tool>{"description": "d", "params": {"query": "q"}}</tool>',
            [("missing_param", "tool_name")],
        ),
        (
            '<tool>{"tool_name": "Search", "description": "d"}</tool>',
            [("missing_param", "params")],
        ),
        (
            '<tool>{"tool_name": "Search", "description": "d", "query": "q"}</tool>',
            [("missing_param", "params"), ("unexpected_param", "query")],
        ),
    ],
    ids=[
        "diffusion-no-prompt",
        "edit-no-prompt",
        "code-no-data",
        "blank-query",
        "empty-data",
        "no-tool-name",
        "no-params",
        "flattened-params",
    ],
)
def test_missing_param(call: str, expected: list[tuple[str, str]]) -> None:
    parsed = parse_answer(f"Intro.\n\n{call}\n", num_images=1)
    got = [(v.code.value, v.field) for v in parsed.calls[0].violations]
    assert sorted(got) == sorted(expected)
    assert all(v.location.line == 3 for v in parsed.calls[0].violations)
    assert not parsed.calls[0].valid


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (tag("Reference", {"img_index": "1"}), "params.img_index"),
        (tag("Reference", {"img_index": True}), "params.img_index"),
        (tag("Reference", {"img_index": 1.0}), "params.img_index"),
        (tag("Diffusion", {"prompt": 42}), "params.prompt"),
        (tag("Code", {"diagram_type": "line", "data": 3}), "params.data"),
        (tag("Code", {"diagram_type": ["line"], "data": "x"}), "params.diagram_type"),
        ('<tool>{"tool_name": 3, "description": "d", "params": {}}</tool>', "tool_name"),
        ('<tool>{"tool_name": "Search", "description": "d", "params": [1]}</tool>', "params"),
        (
            '<tool>{"tool_name": "Search", "description": 7, "params": {"query": "q"}}</tool>',
            "description",
        ),
    ],
)
def test_wrong_param_type(call: str, field: str) -> None:
    parsed = parse_answer(f"Intro.\n\n{call}\n", num_images=3)
    violation = only(parsed, "wrong_param_type")
    assert codes(parsed) == ["wrong_param_type"]
    assert violation.field == field
    assert violation.location.line == 3


def test_code_data_may_be_a_string() -> None:
    call = tag("Code", {"diagram_type": "flowchart", "data": "A -> B -> C"})
    assert codes(parse_answer(call, num_images=None)) == []


def test_unexpected_param_is_a_warning() -> None:
    call = tag("Search", {"query": "q", "size": "large"})
    parsed = parse_answer(f"Text.\n\n{call}", num_images=None)
    assert codes(parsed) == ["unexpected_param"]
    assert only(parsed, "unexpected_param").field == "params.size"
    assert parsed.calls[0].valid
    assert parsed.valid


@pytest.mark.parametrize(
    "call",
    [
        '<tool>{"tool_name": "Search", "params": {"query": "q"}}</tool>',
        '<tool>{"tool_name": "Search", "description": "  ", "params": {"query": "q"}}</tool>',
        '<tool>{"tool_name": "Search", "description": null, "params": {"query": "q"}}</tool>',
    ],
)
def test_empty_description_is_a_warning(call: str) -> None:
    parsed = parse_answer(call, num_images=None)
    assert codes(parsed) == ["empty_description"]
    assert only(parsed, "empty_description").severity is Severity.WARNING
    assert parsed.calls[0].valid


@pytest.mark.parametrize(
    ("call", "num_images"),
    [
        (tag("Reference", {"img_index": 3}), 3),
        (tag("Reference", {"img_index": 0}), 0),
        (tag("Edit", {"img_index": -1, "prompt": "p"}), None),
        (tag("Edit", {"img_index": 5, "prompt": "p"}), 2),
    ],
)
def test_img_index_out_of_range(call: str, num_images: int | None) -> None:
    text = f"Intro.\n\nMore.\n\n{call}\n"
    parsed = parse_answer(text, num_images=num_images)
    assert codes(parsed) == ["img_index_out_of_range"]
    violation = only(parsed, "img_index_out_of_range")
    assert violation.field == "params.img_index"
    assert violation.location.line == 5
    assert violation.location.start == len("Intro.\n\nMore.\n\n")


def test_img_index_unchecked_when_image_count_unknown() -> None:
    assert codes(parse_answer(tag("Reference", {"img_index": 99}), num_images=None)) == []


def test_reference_reused() -> None:
    text = f"First step.\n\n{REF1}\n\nSecond step.\n\n{EDIT0}\n\n{tag('Edit', {'img_index': 1, 'prompt': 'p'})}\n\nThird.\n\n{REF1}\n"
    parsed = parse_answer(text, num_images=2)
    assert codes(parsed) == ["reference_reused"]
    violation = only(parsed, "reference_reused")
    assert violation.call_index == 3
    assert violation.location.line == 13
    assert "call 0 (line 3)" in violation.message
    assert [c.valid for c in parsed.calls] == [True, True, True, False]


# --------------------------------------------------------------------------- tag structure


def test_nested_tag() -> None:
    inner = "<tool>{}</tool>"
    text = (
        "Intro.\n\n"
        '<tool>{"tool_name": "Search", "description": "a '
        + inner
        + '", "params": {"query": "q"}}</tool>\n\nAfter.'
    )
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["nested_tag"]
    assert len(parsed.calls) == 1
    violation = only(parsed, "nested_tag")
    assert violation.location.start == pos(text, "<tool>", 1)
    assert violation.location.line == 3
    call = parsed.calls[0]
    assert call.span.end == pos(text, "\n\nAfter.")
    assert call.tool_name is None
    assert parsed.segments[-1].text == "\n\nAfter."


def test_nested_tag_never_closed() -> None:
    text = '<tool>{"tool_name": "Search", "description": "<tool>{}</tool>'
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["unclosed_tag", "nested_tag"]  # sorted by position
    assert parsed.calls[0].span.end == len(text)


def test_unclosed_tag_at_end() -> None:
    text = f"Intro.\n\n{SEARCH.removesuffix('</tool>')}\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["unclosed_tag"]
    violation = only(parsed, "unclosed_tag")
    assert (violation.location.start, violation.location.end) == (8, 14)
    assert violation.location.line == 3
    call = parsed.calls[0]
    assert call.tool_name == "Search"
    assert call.span.end == len(text) - 1
    assert not call.valid


def test_unclosed_tag_followed_by_another_tag() -> None:
    text = f"Intro.\n\n{SEARCH.removesuffix('</tool>')}\n\nMore text.\n\n{DIFF}\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["unclosed_tag"]
    assert [c.tool_name for c in parsed.calls] == ["Search", "Diffusion"]
    assert [call_codes(c) for c in parsed.calls] == [["unclosed_tag"], []]
    assert "More text." in parsed.segments[1].text


def test_unclosed_tag_with_missing_brace_stops_at_paragraph() -> None:
    text = '<tool>{"tool_name": "Search", "description": "d", "params": {"query": "q"}\n\nText.'
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["unclosed_tag", "recovered_json"]
    assert parsed.calls[0].params == {"query": "q"}
    assert parsed.segments[-1].text == "\n\nText."


def test_unclosed_tag_without_json() -> None:
    parsed = parse_answer("<tool>", num_images=None)
    assert codes(parsed) == ["unclosed_tag", "invalid_json"]
    assert parsed.calls[0].span.start == 0


def test_stray_close_tag() -> None:
    text = f"Intro.\n\n{SEARCH}\n\nDone.</tool>\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["stray_close_tag"]
    violation = only(parsed, "stray_close_tag")
    assert violation.call_index is None
    assert violation.location.line == 5
    assert violation.location.column == 6
    assert parsed.calls[0].valid
    assert not parsed.valid


# --------------------------------------------------------------------------- code


def test_tag_in_fenced_code_block() -> None:
    text = f"Example of the format:\n\n```markdown\n{SEARCH}\n```\n\nThe end.\n"
    parsed = parse_answer(text, num_images=None)
    assert parsed.calls == ()
    assert codes(parsed) == ["tag_in_code_fence"]
    violation = only(parsed, "tag_in_code_fence")
    assert (violation.location.line, violation.location.column) == (4, 1)
    assert "fenced code block" in violation.message


def test_whole_answer_wrapped_in_a_fence() -> None:
    text = f"```markdown\nIntro.\n\n{REF0}\n\nMore.\n\n{SEARCH}\n```"
    parsed = parse_answer(text, num_images=1)
    assert parsed.calls == ()
    assert codes(parsed) == ["tag_in_code_fence", "tag_in_code_fence"]
    assert [v.location.line for v in parsed.violations] == [4, 8]


def test_tag_in_tilde_fence_and_unterminated_fence() -> None:
    text = f"~~~\n{SEARCH}\n~~~\n\n{DIFF}\n\n````\n{CODE}\n```\nstill code\n"
    parsed = parse_answer(text, num_images=None)
    assert [c.tool_name for c in parsed.calls] == ["Diffusion"]
    assert codes(parsed) == ["tag_in_code_fence", "tag_in_code_fence"]
    assert [v.location.line for v in parsed.violations] == [2, 8]


def test_tag_in_inline_code() -> None:
    text = f"Write `{SEARCH}` to search.\n\n``{DIFF}``\n"
    parsed = parse_answer(text, num_images=None)
    assert parsed.calls == ()
    assert codes(parsed) == ["tag_in_code_fence", "tag_in_code_fence"]
    first, second = parsed.violations
    assert (first.location.line, first.location.column) == (1, 8)
    assert (second.location.line, second.location.column) == (3, 3)
    assert "inline code" in first.message


def test_unmatched_backtick_is_literal() -> None:
    text = f"A lone ` backtick.\n\n{SEARCH}\n\nThen `code` and a `stray.\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == []
    assert len(parsed.calls) == 1


def test_backticks_inside_a_tag_body_are_not_code() -> None:
    call = tag("Code", {"diagram_type": "table", "data": "`a` | ```b```"})
    parsed = parse_answer(f"Intro.\n\n{call}\n\nAfter `x`.", num_images=None)
    assert codes(parsed) == []
    assert parsed.calls[0].params["data"] == "`a` | ```b```"


# --------------------------------------------------------------------------- placement


@pytest.mark.parametrize(
    ("template", "detail"),
    [
        ("Mix the flour {call} and the water.\n", "text before"),
        ("Mix the flour and the water. {call}\n", "text before"),
        ("{call} Mix the flour.\n", "text after"),
        ("## Step 1 {call}\n", "text before"),
        ("| cell | {call} |\n", "text before"),
        ("Mix the flour and\n{call}\nthe water until smooth.\n", "splits a sentence"),
    ],
)
def test_mid_sentence(template: str, detail: str) -> None:
    text = "Intro.\n\n" + template.format(call=SEARCH)
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["mid_sentence"]
    violation = only(parsed, "mid_sentence")
    assert detail in violation.message
    assert violation.location.start == pos(text, "<tool>")
    assert not parsed.calls[0].valid


@pytest.mark.parametrize(
    "template",
    [
        "Mix the flour.\n{call}\nThen add water.\n",
        "Mix the flour\n{call}\n\nThen add water.\n",
        "## Step 1\n{call}\nadd water.\n",
        "1. Mix the flour.\n   {call}\n2. Add water.\n",
        "* {call}\n",
        "{call}\n",
        "Mix the flour.\n\n  {call}  \n\nThen add water.",
    ],
)
def test_placement_allowed(template: str) -> None:
    parsed = parse_answer("Intro.\n\n" + template.format(call=SEARCH), num_images=None)
    assert codes(parsed) == []


def test_mid_sentence_through_neighbouring_tags() -> None:
    text = f"Intro.\n\nMix {SEARCH} {DIFF}\n\n{SEARCH} {DIFF} now.\n\n- {SEARCH} {DIFF}\n"
    parsed = parse_answer(text, num_images=None)
    flagged = [(c.index, c.line) for c in parsed.calls if call_codes(c) == ["mid_sentence"]]
    assert flagged == [(0, 3), (1, 3), (2, 5), (3, 5)]
    assert parsed.calls[4].valid and parsed.calls[5].valid
    assert "'Mix'" in parsed.calls[1].violations[0].message
    assert "'now.'" in parsed.calls[2].violations[0].message


def test_degenerate_answers_stay_fast() -> None:
    # Quadratic behaviour would take minutes here; the linear scan takes well under a second.
    start = time.perf_counter()
    parsed = parse_answer(f"{SEARCH}\n\n" * MAX_TOOL_TAGS, num_images=None)
    assert len(parsed.calls) == MAX_TOOL_TAGS and codes(parsed) == []
    parsed = parse_answer("<tool>" * 20000, num_images=None)
    assert len(parsed.calls) == MAX_TOOL_TAGS
    assert codes(parsed).count("too_many_tags") == 1
    assert time.perf_counter() - start < 30


# --------------------------------------------------------------------------- figure phrases


@pytest.mark.parametrize(
    "phrase",
    [
        "As shown below",
        "as illustrated above",
        "see the image",
        "See the following diagram",
        "the following figure",
        "The following images",
        "Here is an image",
        "here's a diagram",
        "Below is a chart",
        "the photo below",
        "(see figure)",
        "(See Figure 2)",
        "(see below)",
        "refer to the diagram",
        "Take a look at the picture",
        # The examples of docs/atp/validity.md:
        "as depicted here",
        "as shown in the following diagram",
        "see the following chart",
        "here's a quick sketch",
        "here are some photos",
        "above are the diagrams",
        "this diagram above",
        "(refer to the image)",
        "check out this photo",
    ],
)
def test_figure_phrase(phrase: str) -> None:
    text = f"Intro.\n\nYou can fold it, {phrase}, in three steps.\n\n{SEARCH}\n"
    parsed = parse_answer(text, num_images=None)
    assert codes(parsed) == ["figure_phrase"]
    violation = only(parsed, "figure_phrase")
    assert violation.location.line == 3
    assert violation.location.start == pos(text, phrase)
    assert violation.severity is Severity.WARNING
    assert parsed.valid  # warnings do not invalidate


@pytest.mark.parametrize(
    "text",
    [
        "The image you uploaded shows a narrow room.",
        "In your photo, the sofa blocks the window.",
        "Follow these steps to fix the shelf.",
        "This figure skater trained for years.",
    ],
)
def test_no_false_figure_phrase(text: str) -> None:
    assert codes(parse_answer(text, num_images=1)) == []


def test_figure_phrase_ignored_in_code_and_tags() -> None:
    call = tag("Search", {"query": "q"}, description="as shown below")
    text = f"Use `as shown below` sparingly.\n\n```\nsee the image\n```\n\n{call}\n"
    assert codes(parse_answer(text, num_images=None)) == []


def test_figure_phrase_list_is_documented() -> None:
    assert len(FIGURE_PHRASES) >= 10
    assert len({p.name for p in FIGURE_PHRASES}) == len(FIGURE_PHRASES)


# --------------------------------------------------------------------------- combined


def test_several_violations_in_one_answer_are_located() -> None:
    text = (
        "As shown below, the tower is tall.\n"  # line 1: figure_phrase
        "\n"
        "<tool>{'tool_name': 'Search', 'description': 'd', 'params': {'query': 'q'}}</tool>\n"
        "\n"
        f"Step one {REF0}\n"  # line 5: mid_sentence
        "\n"
        f"{tag('Reference', {'img_index': 0})}\n"  # line 7: reference_reused
        "\n"
        f"`{DIFF}`\n"  # line 9: tag_in_code_fence
        "</tool>\n"  # line 10: stray
    )
    parsed = parse_answer(text, num_images=1)
    got = [(v.code.value, v.location.line, v.call_index) for v in parsed.all_violations]
    assert got == [
        ("figure_phrase", 1, None),
        ("recovered_json", 3, 0),
        ("mid_sentence", 5, 1),
        ("reference_reused", 7, 2),
        ("tag_in_code_fence", 9, None),
        ("stray_close_tag", 10, None),
    ]
    assert [c.valid for c in parsed.calls] == [False, False, False]


def test_rules_table_covers_every_code() -> None:
    assert set(RULES) == set(ViolationCode)
    warnings = {c.value for c, info in RULES.items() if info.severity is Severity.WARNING}
    assert warnings == {"unexpected_param", "empty_description", "figure_phrase"}
    assert TOOL_NAMES == ("Reference", "Diffusion", "Search", "Code", "Edit")


def test_check_answer_file(tmp_path: Path) -> None:
    path = tmp_path / "answer.md"
    path.write_text(f"Intro.\n\n{REF0}\n\n{tag('Reference', {'img_index': 4})}\n", "utf-8")
    result = check_answer_file(path, 2)
    assert json.loads(json.dumps(result)) == result
    assert result["path"] == str(path)
    assert result["valid"] is False
    assert result["num_calls"] == 2
    assert result["num_valid_calls"] == 1
    assert result["calls"][1]["violations"][0]["code"] == "img_index_out_of_range"
    assert result["calls"][1]["line"] == 5
    assert result["summary"] == {
        "errors": 1,
        "warnings": 0,
        "by_code": {"img_index_out_of_range": 1},
    }
    assert check_answer("plain", None)["valid"] is True


# --------------------------------------------------------------------------- properties

FRAGMENTS = [
    "<tool>",
    "</tool>",
    "<tool",
    "tool>",
    "{",
    "}",
    "[",
    "]",
    '"',
    "'",
    "“",
    "”",
    ",",
    ":",
    "\\",
    "\n",
    "\n\n",
    " ",
    "`",
    "```",
    "~~~",
    "```json\n",
    '"tool_name"',
    '"description"',
    '"params"',
    '"img_index"',
    '"prompt"',
    '"query"',
    '"Reference"',
    '"Search"',
    '"Edit"',
    "-1",
    "0",
    "7",
    "1e400",
    "true",
    "null",
    "NaN",
    "as shown below",
    "(see figure)",
    "- ",
    "> ",
    "# ",
    REF0,
    SEARCH,
    EDIT0,
    "\r\n",
    "\t",
    "\x00",
    "\ud7ff",
]


def check_invariants(parsed: ParsedAnswer, text: str) -> None:
    assert len(parsed.segments) == len(parsed.calls) + 1
    rebuilt = parsed.segments[0].text
    cursor = parsed.segments[0].span.end
    for call, segment in zip(parsed.calls, parsed.segments[1:], strict=True):
        assert call.span.start == cursor
        assert call.span.end > call.span.start
        assert text.startswith("<tool>", call.span.start)
        rebuilt += text[call.span.start : call.span.end] + segment.text
        cursor = segment.span.end
    assert rebuilt == text
    for violation in parsed.all_violations:
        loc = violation.location
        assert 0 <= loc.start <= loc.end <= len(text)
        assert loc.line >= 1 and loc.column >= 1
        assert violation.code in RULES
    json.dumps(parsed.to_dict())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_never_raises_on_arbitrary_text(text: str) -> None:
    check_invariants(parse_answer(text, num_images=None), text)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(FRAGMENTS) | st.text(max_size=4), max_size=40),
    st.one_of(st.none(), st.integers(min_value=0, max_value=3)),
)
def test_never_raises_on_tag_and_json_fragments(parts: list[str], num_images: int | None) -> None:
    text = "".join(parts)
    check_invariants(parse_answer(text, num_images=num_images), text)


@settings(max_examples=50, deadline=None)
@given(st.integers(min_value=1, max_value=3000))
def test_never_raises_on_deep_nesting(depth: int) -> None:
    for text in ("<tool>" + "[" * depth + "</tool>", "<tool>" + "{" * depth, "`" * depth):
        check_invariants(parse_answer(text, num_images=None), text)


_VALID_CALLS = st.sampled_from([REF0, REF1, SEARCH, DIFF, CODE, EDIT0])
_PARAGRAPH = st.sampled_from(
    [
        "Fold the wrapper in half.",
        "The tower is 330 m tall.",
        "Paint the walls a light colour to brighten the room.",
        "1. Preheat the oven to 200 °C.",
        "## Next step",
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_PARAGRAPH, st.lists(_VALID_CALLS, max_size=2)), min_size=1, max_size=6))
def test_well_formed_answers_have_no_errors(blocks: list[tuple[str, list[str]]]) -> None:
    lines: list[str] = []
    expected: list[str] = []
    for paragraph, calls in blocks:
        lines.append(paragraph)
        lines.append("")
        for call in calls:
            if call == REF1 and REF1 in expected:
                continue
            if call == REF0 and REF0 in expected:
                continue
            lines.append(call)
            lines.append("")
            expected.append(call)
    text = "\n".join(lines)
    parsed = parse_answer(text, num_images=2)
    assert parsed.errors == ()
    assert [text[c.span.start : c.span.end] for c in parsed.calls] == expected


def test_bundled_ground_truths_are_valid() -> None:
    from mmtoolbench.atp.dataset import DatasetError, load_bundled_samples

    try:
        samples = load_bundled_samples()
    except DatasetError as exc:  # pragma: no cover - data is added by the dataset owner
        pytest.skip(f"bundled dataset not available: {exc}")
    for sample in samples:
        parsed = parse_answer(sample.ground_truth, num_images=len(sample.images))
        assert parsed.all_violations == (), (sample.id, [v.message for v in parsed.all_violations])
        assert parsed.tool_set() == {t.value for t in sample.ground_truth_tools}
