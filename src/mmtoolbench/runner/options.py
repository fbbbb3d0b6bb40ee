"""Typed suite options: one pydantic model per suite, the single source of every option.

A suite declares its options as a subclass of `SuiteOptions` (frozen, unknown keys
forbidden). The same model gives:

* the ``--set KEY=VALUE`` keys of ``mmtb run …`` (every field);
* the dedicated CLI flags of the suite's run command (fields marked with `flag`, derived by
  ``mmtoolbench.cli.suite_flags``), with the model's defaults and descriptions;
* validation with one clear error naming every bad key and the accepted ones
  (`validate_options`);
* the options stored in the run (`stored`), from which a resumed run rebuilds the same
  typed object.

Example::

    class MyOptions(SuiteOptions):
        shots: int = Field(0, ge=0, le=3, description="Few-shot examples.", **flag())
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from mmtoolbench.core.errors import ConfigError

__all__ = ["FLAG_KEY", "SuiteOptions", "flag", "stored", "validate_options"]

FLAG_KEY = "cli_flag"
"""Key in a field's ``json_schema_extra`` marking it as a dedicated CLI flag."""


class SuiteOptions(BaseModel):
    """Base of every suite's options model: frozen, unknown keys are errors."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def flag(name: str | None = None) -> dict[str, Any]:
    """Field arguments marking an option as a CLI flag of the suite's run command.

    Args:
        name: The flag (default ``--`` plus the field name with ``-`` for ``_``).

    Returns:
        Keyword arguments for `pydantic.Field` (``json_schema_extra``).
    """
    return {"json_schema_extra": {FLAG_KEY: name or True}}


OptionsT = TypeVar("OptionsT", bound=SuiteOptions)


def validate_options(
    model: type[OptionsT], raw: Mapping[str, Any] | OptionsT, suite: str
) -> OptionsT:
    """The typed options of ``suite`` from raw key/values (or an already typed object).

    Raises:
        ConfigError: Naming every unknown key (with the accepted ones) and every bad value.
    """
    if isinstance(raw, model):
        return raw
    try:
        return model.model_validate(dict(raw))
    except ValidationError as exc:
        accepted = ", ".join(model.model_fields)
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'options'}: "
            + (
                f"unknown option (accepted options: {accepted})"
                if e["type"] == "extra_forbidden"
                else e["msg"]
            )
            for e in exc.errors(include_url=False)
        )
        raise ConfigError(f"invalid {suite} options: {problems}") from None


def stored(options: SuiteOptions | Mapping[str, Any]) -> dict[str, Any]:
    """The JSON form of options as stored in a run: every field, defaults included, so a
    resumed run (or a reader of an old run) sees exactly what ran even if a default
    changes in a later version."""
    if isinstance(options, SuiteOptions):
        return options.model_dump(mode="json", by_alias=False)
    return dict(options)
