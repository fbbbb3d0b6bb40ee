"""A scripted "generator model" for the sandbox pipeline's tests: it answers each stage
from the request it gets (stage from the system prompt, images from the user message),
like a careful model would, so the pipeline runs end to end offline.

Each test image is a note asking for one reminder (`NOTES`). The brain can be told to
get a stage wrong first (`Faults`), to exercise the repair turns.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw

from mmtoolbench.core.messages import GenerateConfig, ImagePart, Message, TextPart, ToolSpec

NOTES: dict[str, dict[str, str]] = {
    "dentist_note": {"title": "Dentist checkup", "date": "2025-06-20", "time": "10:00"},
    "piano_flyer": {"title": "Piano recital", "date": "2025-06-22", "time": "18:30"},
    "car_service": {"title": "Car service", "date": "2025-06-25", "time": "08:15"},
}
"""What each test image says (drawn into it by `write_images`)."""


def write_images(folder: Path, names: Sequence[str] = tuple(NOTES)) -> Path:
    """Draw tiny note images (64x32 PNG) with their text, plus captions.json."""
    folder.mkdir(parents=True, exist_ok=True)
    captions = {}
    for k, name in enumerate(names):
        note = NOTES[name]
        img = Image.new("RGB", (64, 32), (250 - 40 * k, 245, 230))
        draw = ImageDraw.Draw(img)
        draw.text((2, 2), note["title"][:10], fill=(0, 0, 0))
        draw.text((2, 16), note["date"][5:] + " " + note["time"], fill=(0, 0, 0))
        img.save(folder / f"{name}.png")
        captions[f"{name}.png"] = f"a handwritten note: {note['title']}"
    (folder / "captions.json").write_text(json.dumps(captions))
    return folder


@dataclass
class Faults:
    """Wrong first replies, per stage (each is answered correctly after a repair turn).

    Attributes:
        bad_json: Stage 1 first answers with broken JSON.
        unknown_tool: Stage 1 first names a tool that does not exist.
        schema: Stage 3 first sends an outline that violates the schema (one round).
        missing_id: Stage 5 first stages a reminder whose list_id points to no list.
        always_missing_id: Stage 5 never fixes it (the budget runs out).
        wrong_solution: Stage 5's solution first creates one reminder at the wrong time
            (the rows load, but the replay misses an expected change).
    """

    bad_json: bool = False
    unknown_tool: bool = False
    schema: bool = False
    missing_id: bool = False
    always_missing_id: bool = False
    wrong_solution: bool = False


def _stage(messages: Sequence[Message]) -> str:
    first = messages[0].text.splitlines()[0] if messages and messages[0].role == "system" else ""
    match = re.match(r"# Stage (\d)", first)
    return match.group(1) if match else "?"


def _images(messages: Sequence[Message]) -> list[str]:
    out = []
    for m in messages:
        for part in m.content:
            if isinstance(part, TextPart):
                out += re.findall(r"^\[image ([a-z0-9_]+)\]$", part.text, re.MULTILINE)
    return list(dict.fromkeys(out))


def _repairing(messages: Sequence[Message]) -> bool:
    return messages[-1].role == "user" and messages[-1].text.startswith(
        "Your previous reply could not be accepted"
    )


def _field(system: str, label: str) -> str:
    match = re.search(rf"{label}: \*\*([a-z_]+)\*\*", system)
    assert match, f"no {label} in the prompt"
    return match.group(1)


@dataclass
class SandboxBrain:
    """Answers the six stages; records which stages it was asked."""

    faults: Faults = field(default_factory=Faults)
    asked: list[str] = field(default_factory=list)
    images_seen: int = 0

    def __call__(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig,
    ) -> str:
        stage = _stage(messages)
        self.asked.append(stage)
        self.images_seen += sum(
            1 for m in messages for p in m.content if isinstance(p, ImagePart) and p.data
        )
        repairing = _repairing(messages)
        system = messages[0].text
        images = _images(messages)
        reply: Any
        if stage == "1":
            attempt = sum(1 for m in messages if m.text.startswith("Your previous reply could"))
            if self.faults.bad_json and attempt == 0:
                return '{"actionable": true, "category": '
            wrong_tool = self.faults.unknown_tool and attempt == int(self.faults.bad_json)
            tool = "create_remindr" if wrong_tool else "create_reminder"
            name = images[0]
            reply = {
                "actionable": True,
                "category": "natural_text_rich",
                "description": f"A handwritten note: {NOTES[name]['title']}",
                "visible_text": f"{NOTES[name]['title']} {NOTES[name]['date']} {NOTES[name]['time']}",
                "domains": ["reminders"],
                "tools": [tool],
                "reason": "a dated task to remember",
            }
        elif stage == "2":
            reply = {
                "flow_types": {
                    "aggregate": 3,
                    "compare": 0,
                    "filter": 1,
                    "compute": 0,
                    "validate": 0,
                    "lookup_chain": 0,
                    "cross_reference": 0,
                },
                "arrival_patterns": {"upfront": 3, "progressive": 1, "late": 0, "mixed": 0},
                "rationale": "several notes to collect into reminders",
            }
        elif stage == "3":
            challenge = _field(system, "challenge type")
            rounds = [{"purpose": "add reminders for every note", "images": sorted(images)}]
            if not (self.faults.schema and not repairing):
                rounds.append({"purpose": "follow-up", "images": []})
            reply = {
                "title": "Reminders from a pile of notes",
                "domains": ["reminders"],
                "rounds": rounds,
                "required_tools": ["create_reminder"],
                "challenge_round": 2 if challenge in ("goal_change", "error_correction") else None,
                "challenge_idea": ""
                if challenge in ("none", "state_mutation")
                else f"a {challenge}",
            }
        elif stage == "4":
            challenge = _field(system, "Challenge")
            reply = {
                "id": "notes_to_reminders",
                "title": "Turn the notes into reminders",
                "description": "The user sends notes; each becomes a dated reminder.",
                "persona_description": "busy and forgetful",
                "style": "short texts",
                "rounds": [
                    {"query": "Can you add reminders for these notes?", "images": sorted(images)},
                    {"query": "Thanks! Anything else I should know?", "images": []},
                ],
                "challenge": {
                    "details": "" if challenge in ("none", "state_mutation") else "see round 2",
                    "wrong_detail": "the dentist is at 11:00"
                    if challenge == "error_correction"
                    else None,
                    "correct_detail": "the note says 10:00"
                    if challenge == "error_correction"
                    else None,
                },
                "completion_criteria": "One reminder per note with the note's title, date and time.",
                "entity_requirements": ["a default reminder list"],
                "expected_tools": ["create_reminder"],
            }
        elif stage == "5":
            challenge = _field(system, "Challenge")
            attempt = sum(1 for m in messages if m.text.startswith("Your previous reply could"))
            bad = self.faults.always_missing_id or (self.faults.missing_id and attempt == 0)
            wrong = self.faults.wrong_solution and attempt == int(self.faults.missing_id)
            reply = _staging(sorted(images), challenge, bad, wrong)
        elif stage == "6":
            reply = {
                "criteria": {
                    c: {"analysis": "fine", "pass": True}
                    for c in (
                        "multimodal_necessity",
                        "visual_realism",
                        "self_containment",
                        "conversation_step_integrity",
                        "goal_flexibility",
                        "visual_grounding_accuracy",
                        "scenario_plausibility",
                    )
                },
                "overall": "pass",
                "reasoning": "a clean scenario",
            }
        else:
            raise AssertionError(f"unknown stage in {system[:80]!r}")
        return json.dumps(reply)


def _staging(images: list[str], challenge: str, bad: bool, wrong: bool = False) -> dict[str, Any]:
    lists = [{"id": "reml_0001", "name": "Reminders", "is_default": True}]
    initial: dict[str, Any] = {"reminder_lists": lists}
    steps: list[dict[str, Any]] = []
    changes: list[dict[str, Any]] = []
    for name in images:
        note = NOTES[name]
        fields = {"title": note["title"], "due_date": note["date"], "due_time": note["time"]}
        done = {**fields, "due_time": "11:00"} if wrong and name == images[0] else fields
        steps.append({"tool": "create_reminder", "arguments": dict(done)})
        changes.append({"op": "create", "table": "reminders", "fields": dict(fields)})
    round2: list[dict[str, Any]] = []
    if challenge == "state_mutation" or bad:
        initial["reminders"] = [
            {
                "id": "rem_0001",
                "list_id": "reml_9999" if bad else "reml_0001",
                "title": "Old errand",
                "position": 1,
            }
        ]
    if challenge == "state_mutation":
        round2 = [{"tool": "delete_reminder", "arguments": {"reminder_id": "rem_0001"}}]
        changes.append({"op": "delete", "table": "reminders", "match": {"title": "Old errand"}})
    return {
        "initial_entities": initial,
        "expected_changes": {"changes": changes},
        "oracle_solution": [
            {"round": 1, "steps": steps, "reply": "Added a reminder for each note."},
            {"round": 2, "steps": round2, "reply": "That's everything."},
        ],
    }


def png_part(image_id: str) -> ImagePart:
    """A tiny PNG part (for direct calls)."""
    buffer = io.BytesIO()
    Image.new("RGB", (4, 4), (1, 2, 3)).save(buffer, format="PNG")
    return ImagePart(image_id=image_id, data=buffer.getvalue())
