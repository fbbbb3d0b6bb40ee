"""`structured_generate`: ask a model for a JSON object, validate it, re-ask until it is right.

Every judge of both suites (the sandbox's agent, user and UI judges, ATP's three MAM
agents) is a pydantic reply schema plus a prompt on top of this one loop:

1. send the request (``json_output`` on);
2. extract the first JSON object of the reply (`extract_json_object`: code fences and
   prose around it are tolerated);
3. validate it against the schema (with an optional pydantic validation ``context``);
4. if either step fails, append the rejected reply and a repair turn that lists the exact
   problems (``field.path: message``) and ask again, up to ``retries`` times.

The result carries the validated object, the summed token usage and every attempt (raw
text, finish reason, usage, the problems that rejected it) so callers can store them.
After the last failed attempt `JudgeError` is raised with the same attempts.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mmtoolbench.core.errors import MMTBError
from mmtoolbench.core.messages import GenerateConfig, Message, Usage
from mmtoolbench.judging.extract import JSONExtractionError, extract_json_object
from mmtoolbench.models.base import Model

__all__ = [
    "DEFAULT_RETRIES",
    "MAX_PROBLEMS_SHOWN",
    "Attempt",
    "JudgeError",
    "StructuredResult",
    "repair_message",
    "structured_generate",
    "validate_reply",
]

DEFAULT_RETRIES = 2
MAX_PROBLEMS_SHOWN = 20

T = TypeVar("T", bound=BaseModel)


class Attempt(BaseModel):
    """One model call of a structured request.

    Attributes:
        text: The raw reply.
        finish_reason: The response's finish reason (``length``: cut off).
        usage: Token usage of this call.
        problems: Why the reply was rejected (empty for the accepted reply).
    """

    model_config = ConfigDict(frozen=True)

    text: str
    finish_reason: str | None = None
    usage: Usage = Field(default_factory=Usage)
    problems: list[str] = Field(default_factory=list)


def _total_usage(attempts: Sequence[Attempt]) -> Usage:
    usage = Usage()
    for attempt in attempts:
        usage = usage + attempt.usage
    return usage


@dataclass(frozen=True)
class StructuredResult(Generic[T]):
    """A validated reply and how it was obtained.

    Attributes:
        value: The validated object.
        usage: Token usage summed over the attempts.
        attempts: Every attempt, in order; the last one was accepted.
    """

    value: T
    usage: Usage
    attempts: list[Attempt] = field(default_factory=list)

    @property
    def raw_outputs(self) -> list[str]:
        """Every raw reply, in order."""
        return [a.text for a in self.attempts]

    @property
    def rejections(self) -> list[str]:
        """Why each rejected reply was rejected (one entry per rejected attempt)."""
        return ["; ".join(a.problems) for a in self.attempts if a.problems]


class JudgeError(MMTBError):
    """A structured request got no acceptable reply within its attempts.

    Attributes:
        name: Who was asked (a judge or judge agent name).
        attempts: Every attempt, in order.
        raw_outputs: Every reply, in order.
        errors: Why each reply was rejected (one entry per reply).
        usage: Token usage of all attempts.
    """

    def __init__(self, name: str, attempts: Sequence[Attempt]) -> None:
        self.name = name
        self.attempts = list(attempts)
        self.raw_outputs = [a.text for a in self.attempts]
        self.errors = ["; ".join(a.problems) for a in self.attempts]
        self.usage = _total_usage(self.attempts)
        last = self.errors[-1] if self.errors else "no reply"
        super().__init__(
            f"{name} gave no valid report after {len(self.attempts)} attempt(s); "
            f"last problem: {last}"
        )

    @property
    def agent(self) -> str:
        """The name of the agent asked (same as `name`; MAM's word for it)."""
        return self.name


def _validation_problems(exc: ValidationError) -> list[str]:
    problems: list[str] = []
    for error in exc.errors(include_url=False):
        where = ".".join(str(part) for part in error["loc"]) or "<root>"
        message = str(error["msg"]).removeprefix("Value error, ")
        problems.append(f"{where}: {message}")
    if len(problems) > MAX_PROBLEMS_SHOWN:
        hidden = len(problems) - MAX_PROBLEMS_SHOWN
        problems = [*problems[:MAX_PROBLEMS_SHOWN], f"... and {hidden} more problems"]
    return problems


def validate_reply(
    text: str,
    schema: type[T],
    *,
    context: Mapping[str, Any] | None = None,
    finish_reason: str | None = None,
) -> T | list[str]:
    """Validate one reply against ``schema``.

    Args:
        text: The raw reply.
        schema: The pydantic model the JSON object must validate against.
        context: Pydantic validation context passed to the schema's validators.
        finish_reason: The response's finish reason (``length`` marks a truncation).

    Returns:
        The validated object, or the list of problems (``field.path: message``).
    """
    try:
        obj = extract_json_object(text)
    except JSONExtractionError as exc:
        problem = str(exc)
        if finish_reason == "length" or exc.truncated:
            problem += " (the reply was cut off at the output token limit; be more concise)"
        return [problem]
    try:
        return schema.model_validate(obj, context=dict(context) if context else None)
    except ValidationError as exc:
        return _validation_problems(exc)


def repair_message(problems: Sequence[str]) -> Message:
    """The user turn that asks again after a rejected reply, listing its exact problems."""
    listed = "\n".join(f"- {problem}" for problem in problems)
    return Message.user(
        "Your previous reply could not be accepted:\n"
        f"{listed}\n\n"
        "Answer again with valid JSON only: one JSON object that follows the schema and the "
        "requirements in your instructions, with no code fences and no text before or after "
        "it."
    )


async def structured_generate(
    model: Model,
    messages: Sequence[Message],
    schema: type[T],
    retries: int = DEFAULT_RETRIES,
    *,
    config: GenerateConfig | None = None,
    context: Mapping[str, Any] | None = None,
    name: str | None = None,
    check: Callable[[T], list[str] | Awaitable[list[str]]] | None = None,
    error: Callable[[str, Sequence[Attempt]], JudgeError] = JudgeError,
) -> StructuredResult[T]:
    """Ask ``model`` for one JSON object valid under ``schema``, repairing bad replies.

    Args:
        model: The model asked.
        messages: The request (typically a system prompt and one user message).
        schema: The pydantic model of the reply.
        retries: Repair turns allowed after an unacceptable reply (``>= 0``).
        config: Sampling options; ``json_output`` is always switched on. Default:
            temperature 0.
        context: Pydantic validation context for the schema's validators.
        name: Who is asked, for error messages (default: the schema's name).
        check: Problems of a schema-valid reply that only its meaning shows (sync or
            async; empty: accepted); they go back to the model like schema problems.
        error: Builds the exception raised when the budget runs out.

    Returns:
        The validated object, the summed usage and every attempt.

    Raises:
        JudgeError: If no acceptable reply came within ``retries`` repairs (the type
            ``error`` builds).
        ProviderError: If the model fails.
        ValueError: If ``retries`` is negative.
    """
    if retries < 0:
        raise ValueError(f"retries must be >= 0, got {retries}")
    base = config if config is not None else GenerateConfig(temperature=0.0)
    cfg = base if base.json_output else base.model_copy(update={"json_output": True})
    conversation = list(messages)
    attempts: list[Attempt] = []
    for _ in range(retries + 1):
        response = await model.generate(conversation, config=cfg)
        result = validate_reply(
            response.text, schema, context=context, finish_reason=response.finish_reason
        )
        problems = result if isinstance(result, list) else []
        if not isinstance(result, list) and check is not None:
            found = check(result)
            problems = await found if inspect.isawaitable(found) else found
        attempts.append(
            Attempt(
                text=response.text,
                finish_reason=response.finish_reason,
                usage=response.usage,
                problems=problems,
            )
        )
        if not problems and not isinstance(result, list):
            return StructuredResult(value=result, usage=_total_usage(attempts), attempts=attempts)
        conversation = [
            *conversation,
            Message.assistant(response.text or "(empty reply)"),
            repair_message(problems),
        ]
    raise error(name or schema.__name__, attempts)
