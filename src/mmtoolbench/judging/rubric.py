"""Pass/fail rubric replies: one finding per criterion, then ``overall`` and ``reasoning``.

A rubric judge declares its criteria on a subclass of `RubricReply` (`rubric_schema`); the
schema then accepts a reply only if it names exactly those criteria (case- and
separator-insensitively: ``Task Completion`` is ``task_completion``) and its ``overall``
agrees with them (``pass`` only if every criterion passes).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

__all__ = [
    "CriterionVerdict",
    "RubricReply",
    "rubric_example",
    "rubric_json_schema",
    "rubric_schema",
]


def _norm_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.strip().lower()).strip("_")


class CriterionVerdict(BaseModel):
    """The judge's finding on one criterion.

    Attributes:
        analysis: The judge's reasoning about this criterion.
        passed: Pass (True) or fail (False); ``pass`` in JSON.
        evidence: Concrete evidence (tool calls, diff rows, quotes).
    """

    model_config = ConfigDict(populate_by_name=True, extra="ignore")

    analysis: str
    passed: bool = Field(alias="pass")
    evidence: str = ""

    @field_validator("passed", mode="before")
    @classmethod
    def _pass_words(cls, value: Any) -> Any:
        if isinstance(value, str):
            word = value.strip().lower()
            if word in ("pass", "passed", "true", "yes"):
                return True
            if word in ("fail", "failed", "false", "no"):
                return False
            raise ValueError(f"must be true/false (or 'pass'/'fail'), got {value!r}")
        if isinstance(value, bool):
            return value
        raise ValueError(f"must be a boolean, got {type(value).__name__}")

    @field_validator("evidence", mode="before")
    @classmethod
    def _evidence_list(cls, value: Any) -> Any:
        if isinstance(value, list):
            return "; ".join(str(v) for v in value)
        if value is None:
            return ""
        return value


class RubricReply(BaseModel):
    """A rubric judge's reply; subclasses set `CRITERIA` (see `rubric_schema`).

    Attributes:
        criteria: Finding per criterion, in rubric order.
        overall: ``pass`` only if every criterion passes.
        reasoning: A short overall justification.
    """

    model_config = ConfigDict(extra="ignore")

    CRITERIA: ClassVar[tuple[str, ...]] = ()

    criteria: dict[str, CriterionVerdict]
    overall: Literal["pass", "fail"]
    reasoning: str = ""

    @field_validator("criteria", mode="before")
    @classmethod
    def _normalise_names(cls, value: Any) -> Any:
        if isinstance(value, Mapping):
            return {_norm_key(str(k)): v for k, v in value.items()}
        return value

    @field_validator("criteria", mode="after")
    @classmethod
    def _exact_criteria(cls, value: dict[str, CriterionVerdict]) -> dict[str, CriterionVerdict]:
        expected = cls.CRITERIA
        if not expected:
            return value
        problems = []
        missing = [c for c in expected if c not in value]
        unknown = [c for c in value if c not in expected]
        if missing:
            problems.append(f"missing {', '.join(missing)}")
        if unknown:
            problems.append(
                f"unknown {', '.join(unknown)} (the criteria are {', '.join(expected)})"
            )
        if problems:
            raise ValueError("; ".join(problems))
        return {c: value[c] for c in expected}

    @field_validator("overall", mode="before")
    @classmethod
    def _overall_words(cls, value: Any) -> Any:
        if isinstance(value, bool):
            return "pass" if value else "fail"
        if isinstance(value, str):
            word = value.strip().lower()
            if word in ("pass", "passed", "true"):
                return "pass"
            if word in ("fail", "failed", "false"):
                return "fail"
        return value

    @field_validator("overall", mode="after")
    @classmethod
    def _overall_agrees(cls, value: str, info: ValidationInfo) -> str:
        criteria = info.data.get("criteria")
        if not isinstance(criteria, dict):
            return value
        failed = [c for c, v in criteria.items() if not v.passed]
        if value == "pass" and failed:
            raise ValueError(f"overall is 'pass' but these criteria fail: {', '.join(failed)}")
        if value == "fail" and not failed:
            raise ValueError(
                "overall is 'fail' but every criterion passes; set overall to 'pass' or fail one"
            )
        return value

    @property
    def failed_criteria(self) -> list[str]:
        """Criteria that failed, in rubric order."""
        return [c for c, v in self.criteria.items() if not v.passed]


def rubric_schema(name: str, criteria: Sequence[str]) -> type[RubricReply]:
    """A `RubricReply` subclass that accepts exactly ``criteria``.

    Args:
        name: Class name (e.g. ``AgentJudgeReply``).
        criteria: The criteria, in rubric order.
    """
    return type(name, (RubricReply,), {"CRITERIA": tuple(criteria), "__module__": __name__})


def rubric_json_schema(criteria: Sequence[str]) -> dict[str, Any]:
    """The JSON Schema of a rubric reply, as shown to the judge.

    Args:
        criteria: The criteria, in rubric order.
    """
    criterion = {
        "type": "object",
        "properties": {
            "analysis": {
                "type": "string",
                "description": "Your reasoning about this criterion, citing what you checked.",
            },
            "pass": {"type": "boolean", "description": "true if the criterion is met."},
            "evidence": {
                "type": "string",
                "description": "Concrete evidence: tool calls (#n), diff rows, quotes, images.",
            },
        },
        "required": ["analysis", "pass", "evidence"],
    }
    return {
        "type": "object",
        "properties": {
            "criteria": {
                "type": "object",
                "properties": {name: criterion for name in criteria},
                "required": list(criteria),
                "additionalProperties": False,
            },
            "overall": {
                "type": "string",
                "enum": ["pass", "fail"],
                "description": "pass only if every criterion passes.",
            },
            "reasoning": {"type": "string", "description": "A short overall justification."},
        },
        "required": ["criteria", "overall", "reasoning"],
    }


def rubric_example(criteria: Sequence[str]) -> dict[str, Any]:
    """An example reply shape (every criterion passing)."""
    return {
        "criteria": {
            name: {"analysis": "...", "pass": True, "evidence": "..."} for name in criteria
        },
        "overall": "pass",
        "reasoning": "...",
    }
