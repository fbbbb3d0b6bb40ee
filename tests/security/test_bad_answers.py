"""Issue 15 finding 9: `mmtb atp check` on hostile answers: bounded work, empty and binary
answers invalid, nothing of the answer lost."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from mmtoolbench.atp.parse import MAX_ANSWER_CHARS, MAX_TOOL_TAGS, parse_answer
from mmtoolbench.cli.app import app

CALL = '<tool>{"tool_name": "Search", "description": "d", "params": {"query": "q"}}</tool>'


def _check(path: Path) -> tuple[int, dict[str, object]]:
    result = CliRunner().invoke(app, ["atp", "check", str(path)])
    return result.exit_code, json.loads(result.stdout)


def _messages(report: dict[str, object], code: str) -> list[str]:
    violations = report["violations"]
    assert isinstance(violations, list)
    return [v["message"] for v in violations if v["code"] == code]


def test_many_tags_are_capped(tmp_path: Path) -> None:
    text = "Intro.\n\n" + f"{CALL}\n\n" * 3000
    path = tmp_path / "many.md"
    path.write_text(text)
    code, report = _check(path)
    assert code == 1 and report["valid"] is False
    assert report["num_calls"] == MAX_TOOL_TAGS
    assert _messages(report, "too_many_tags") == [
        f"the answer has 3,000 <tool> tags; only the first {MAX_TOOL_TAGS} are checked"
    ]
    segments = report["segments"]
    assert isinstance(segments, list)
    calls = report["calls"]
    assert isinstance(calls, list)
    # Nothing lost: segments and call spans still rebuild the whole answer.
    pieces = sorted(
        [(s["start"], s["text"]) for s in segments]
        + [(c["span"][0], text[c["span"][0] : c["span"][1]]) for c in calls]
    )
    assert "".join(p for _, p in pieces) == text


def test_long_answer_is_capped() -> None:
    text = "Boil the pasta.\n" * (MAX_ANSWER_CHARS // 16 + 5000)
    parsed = parse_answer(text, num_images=None)
    assert not parsed.valid
    [violation] = parsed.errors
    assert violation.code.value == "answer_too_long"
    assert violation.message == (
        f"the answer has {len(text):,} characters; only the first {MAX_ANSWER_CHARS:,} are checked"
    )
    assert violation.location.line == MAX_ANSWER_CHARS // 16 + 1
    assert "".join(s.text for s in parsed.segments) == text


def test_empty_answer_is_invalid(tmp_path: Path) -> None:
    path = tmp_path / "empty.md"
    path.write_text("  \n\n")
    code, report = _check(path)
    assert code == 1 and report["valid"] is False
    assert _messages(report, "empty_answer") == ["the answer is empty"]


def test_binary_answer_is_invalid(tmp_path: Path) -> None:
    path = tmp_path / "binary.md"
    path.write_bytes(bytes(range(256)) * 40)
    code, report = _check(path)
    assert code == 1 and report["valid"] is False
    assert _messages(report, "binary_answer") == [
        "the answer is not text: it contains NUL characters"
    ]
    path.write_bytes(b"\xff\xfe\x81" * 2000 + b"<tool>")
    code, report = _check(path)
    assert code == 1
    [message] = _messages(report, "binary_answer")
    assert message.startswith("the answer is not text: 6,000 of its first 6,006 characters")


def test_text_with_a_stray_control_character_stays_valid() -> None:
    parsed = parse_answer(
        "Bake the bread.\x1b[0m A plain answer.\n" + "More prose. " * 200, num_images=None
    )
    assert parsed.valid
