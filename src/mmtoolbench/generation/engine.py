"""Structured generation with a meaning check: every generation stage is a schema plus a
prompt on `mmtoolbench.judging`'s loop, plus (where the stage has one) a check of what the
reply means, e.g. "these rows load into the world".

`checked_generate` is `structured_generate` with one more step: after the reply validates
against the schema, ``check(value)`` returns the problems that only the world, the tool
registry or the scenario validator can see (unknown table, a row referencing a missing id,
an unknown tool). Either kind of problem goes back to the model in a repair turn listing
each one exactly, up to ``retries`` times.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

from mmtoolbench.core.messages import GenerateConfig, Message
from mmtoolbench.judging import Attempt, JudgeError, StructuredResult, structured_generate
from mmtoolbench.models.base import Model

__all__ = ["DEFAULT_STAGE_RETRIES", "Check", "StageFailed", "checked_generate"]

DEFAULT_STAGE_RETRIES = 3
"""Repair turns a stage gets after an unacceptable reply."""

T = TypeVar("T", bound=BaseModel)

Check = Callable[[Any], list[str] | Awaitable[list[str]]]
"""Problems of a schema-valid reply (empty: accepted); may be async (a replay)."""


class StageFailed(JudgeError):
    """A stage got no acceptable reply within its repair budget.

    The message lists every problem of the last reply (``field.path: message``).
    """

    def __init__(self, name: str, attempts: Sequence[Attempt]) -> None:
        super().__init__(name, attempts)
        last = self.attempts[-1].problems if self.attempts else ["no reply"]
        listed = "\n".join(f"  - {p}" for p in last)
        self.args = (
            f"{name}: no acceptable reply after {len(self.attempts)} attempt(s); "
            f"problems of the last reply:\n{listed}",
        )


async def checked_generate(
    model: Model,
    messages: Sequence[Message],
    schema: type[T],
    *,
    retries: int = DEFAULT_STAGE_RETRIES,
    check: Callable[[T], list[str] | Awaitable[list[str]]] | None = None,
    context: Mapping[str, Any] | None = None,
    config: GenerateConfig | None = None,
    name: str | None = None,
) -> StructuredResult[T]:
    """Ask ``model`` for one JSON object valid under ``schema`` and ``check``.

    Args:
        model: The model asked.
        messages: The request (system prompt and one user message, images included).
        schema: The pydantic model of the reply.
        retries: Repair turns after an unacceptable reply.
        check: Problems of a schema-valid reply (meaning checks, sync or async); None:
            schema only.
        context: Pydantic validation context for the schema's validators.
        config: Sampling options (``json_output`` is switched on; default temperature 0).
        name: The stage name, for the error.

    Returns:
        The accepted object, the summed usage and every attempt.

    Raises:
        StageFailed: No acceptable reply within the budget (the exact problems listed).
        ProviderError: The model failed.
    """
    return await structured_generate(
        model,
        messages,
        schema,
        retries,
        config=config,
        context=context,
        name=name,
        check=check,
        error=StageFailed,
    )
