"""The shared structured-judging engine: extraction, validation, repair turns, prompts."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import BaseModel, ValidationInfo, field_validator

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, Usage
from mmtoolbench.judging import (
    UNTRUSTED_DATA_RULE,
    JudgeError,
    render_prompt,
    rubric_schema,
    structured_generate,
    validate_reply,
)
from mmtoolbench.models.scripted import ScriptedModel


class Score(BaseModel):
    score: int
    label: str

    @field_validator("score")
    @classmethod
    def _in_range(cls, value: int, info: ValidationInfo) -> int:
        top = (info.context or {}).get("top", 10)
        if value > top:
            raise ValueError(f"must be at most {top}")
        return value


class Recorder:
    def __init__(self, replies: list[Any]) -> None:
        self.replies = replies
        self.requests: list[tuple[list[Message], GenerateConfig]] = []
        self.model = ScriptedModel("scripted/rec", self._script)

    def _script(self, messages: Any, tools: Any, config: GenerateConfig) -> Any:
        self.requests.append((list(messages), config))
        return self.replies[len(self.requests) - 1]


async def test_repair_turn_quotes_the_exact_validation_error_and_context_applies() -> None:
    rec = Recorder(
        [
            'Sure: ```json\n{"score": 7, "label": "ok"}\n```',  # 7 > top=5
            ModelResponse(text='{"score": 4, "label": "ok"}', usage=Usage(input_tokens=3)),
        ]
    )
    messages = [Message.system("S"), Message.user("U")]
    result = await structured_generate(rec.model, messages, Score, 1, context={"top": 5})
    assert result.value == Score(score=4, label="ok")
    assert [a.problems for a in result.attempts] == [["score: must be at most 5"], []]
    assert result.rejections == ["score: must be at most 5"]
    assert result.raw_outputs[1] == '{"score": 4, "label": "ok"}'
    assert result.usage.input_tokens == result.attempts[0].usage.input_tokens + 3
    second, config = rec.requests[1]
    assert [m.role for m in second] == ["system", "user", "assistant", "user"]
    assert "- score: must be at most 5" in second[-1].text
    assert config.json_output is True and config.temperature == 0.0


async def test_no_acceptable_reply_raises_with_every_attempt() -> None:
    rec = Recorder(["no json", '{"score": 1', '{"label": "x"}'])
    with pytest.raises(JudgeError) as info:
        await structured_generate(rec.model, [Message.user("U")], Score, 2, name="scorer")
    err = info.value
    assert err.name == err.agent == "scorer" and len(err.attempts) == 3
    assert "no JSON object" in err.errors[0] and "truncated" in err.errors[1]
    assert err.errors[2] == "score: Field required"
    assert "scorer gave no valid report after 3 attempt(s)" in str(err)
    assert err.usage.input_tokens > 0
    with pytest.raises(ValueError, match="retries"):
        await structured_generate(rec.model, [Message.user("U")], Score, -1)


def test_cut_off_reply_asks_for_brevity() -> None:
    problems = validate_reply('{"score": 1, "label": "lo', Score, finish_reason="length")
    assert isinstance(problems, list) and "output token limit" in problems[0]


def test_rubric_schema_checks_names_and_overall() -> None:
    schema = rubric_schema("R", ("alpha", "beta_gamma"))
    good = {
        "criteria": {
            "Beta Gamma": {"analysis": "a", "pass": "fail", "evidence": ["x", "y"]},
            "ALPHA": {"analysis": "a", "pass": True},
        },
        "overall": False,
    }
    reply = validate_reply(json.dumps(good), schema)
    assert not isinstance(reply, list)
    assert list(reply.criteria) == ["alpha", "beta_gamma"] and reply.failed_criteria == [
        "beta_gamma"
    ]
    bad = dict(good, overall="pass")
    assert validate_reply(json.dumps(bad), schema) == [
        "overall: overall is 'pass' but these criteria fail: beta_gamma"
    ]
    ok = {"analysis": "a", "pass": True}
    extra = {"criteria": {"alpha": ok, "delta": ok}, "overall": "pass"}
    problems = validate_reply(json.dumps(extra), schema)
    assert isinstance(problems, list) and "missing beta_gamma; unknown delta" in problems[-1]


def test_every_judge_prompt_must_state_the_quoted_data_rule() -> None:
    assert UNTRUSTED_DATA_RULE in render_prompt("x {{UNTRUSTED_DATA_RULE}} {{A}}", {"A": "a"}, "p")
    with pytest.raises(ConfigError, match="quoted-data rule"):
        render_prompt("no rule here {{A}}", {"A": "a"}, "p.md")
    with pytest.raises(ConfigError, match="unknown placeholders"):
        render_prompt("{{UNTRUSTED_DATA_RULE}} {{B}}", {}, "p.md")
