"""CLI flags derived from a suite's typed options model (`mmtoolbench.runner.options`).

`suite_flags` decorates a run command: every field of the options model marked with
`mmtoolbench.runner.options.flag` becomes a flag of the command (name, type, choices,
help and default shown from the model), and the command receives the validated options
object instead of the flags. ``--set KEY=VALUE`` pairs are validated by the same model,
so a flag and its ``--set`` key can never disagree; giving one option both ways is a
usage error, as is any unknown key or bad value (exit status 2, naming the key and the
accepted ones).
"""

from __future__ import annotations

import functools
import inspect
import types
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, get_args, get_origin

import typer
from pydantic.fields import FieldInfo

from mmtoolbench.cli.common import parse_options, user_errors
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.options import FLAG_KEY, SuiteOptions, validate_options

__all__ = ["suite_flags"]

F = TypeVar("F", bound=Callable[..., Any])


def _flag_name(name: str, info: FieldInfo) -> str | None:
    extra = info.json_schema_extra
    if not isinstance(extra, dict) or not extra.get(FLAG_KEY):
        return None
    marked = extra[FLAG_KEY]
    return marked if isinstance(marked, str) else "--" + name.replace("_", "-")


def _base_type(annotation: Any) -> Any:
    """The annotation without ``| None``."""
    if get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0]
    return annotation


def _help(info: FieldInfo) -> str:
    text = info.description or ""
    default = info.get_default(call_default_factory=True)
    if default not in (None, (), [], False) and "default" not in text:
        text += f" (default: {default})"
    return text


def _parameter(name: str, flag: str, info: FieldInfo) -> inspect.Parameter:
    """A keyword parameter whose typer option is derived from the field (default None:
    an option not given is not passed, so the model's default applies)."""
    base = _base_type(info.annotation)
    help_text = _help(info)
    annotation: Any
    if base is bool:
        option = typer.Option(f"{flag}/--no-{flag.removeprefix('--')}", help=help_text)
        annotation = Annotated[bool | None, option]
    elif get_origin(base) is Literal:
        option = typer.Option(flag, help=help_text, case_sensitive=False)
        annotation = Annotated[base | None, option]
    elif get_origin(base) in (tuple, list):
        (item, *_) = get_args(base) or (str,)
        item_type = Path if item is Path else str
        annotation = Annotated[list[item_type] | None, typer.Option(flag, help=help_text)]  # type: ignore[valid-type]
    elif base in (int, float, str, Path):
        annotation = Annotated[base | None, typer.Option(flag, help=help_text)]
    else:  # pragma: no cover - a programming error in an options model
        raise TypeError(f"option {name!r}: no CLI flag for type {base!r}")
    return inspect.Parameter(
        name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation
    )


def suite_flags(
    model: type[SuiteOptions], suite: str, *, param: str = "options", set_param: str = "set_"
) -> Callable[[F], F]:
    """Decorate a run command with the flags of ``model`` (see the module docstring).

    Args:
        model: The suite's options model.
        suite: Suite name (for error messages).
        param: The command's parameter that receives the validated options.
        set_param: The command's ``--set`` parameter (its pairs are merged and validated).

    Returns:
        The decorator.
    """
    flags = {
        name: flag
        for name, info in model.model_fields.items()
        if (flag := _flag_name(name, info)) is not None
    }

    def decorate(func: F) -> F:
        signature = inspect.signature(func, eval_str=True)
        own = [p for p in signature.parameters.values() if p.name != param]
        clash = sorted(set(flags) & {p.name for p in own})
        if clash:  # pragma: no cover - a programming error in a command
            raise TypeError(f"{func.__name__}: parameters shadow option flags: {clash}")
        derived = [_parameter(n, f, model.model_fields[n]) for n, f in flags.items()]
        at = next((i for i, p in enumerate(own) if p.name == set_param), len(own))
        if at < len(own):  # --set lists the keys it accepts
            keys = ", ".join(model.model_fields)
            set_option = typer.Option(
                "--set", help=f"Suite option KEY=VALUE (repeatable); keys: {keys}."
            )
            own[at] = own[at].replace(annotation=Annotated[list[str] | None, set_option])
        params = (
            [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own[:at]]
            + derived
            + [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own[at:]]
        )

        @functools.wraps(func)
        def command(**kwargs: Any) -> Any:
            given = {n: kwargs.pop(n) for n in flags if n in kwargs}
            given = {n: v for n, v in given.items() if v is not None}
            pairs = parse_options(kwargs.get(set_param) or [])
            both = sorted(set(given) & set(pairs))
            with user_errors():  # one line, exit status 2
                if both:
                    raise ConfigError(
                        "option given both as a flag and with --set: "
                        + ", ".join(f"{flags[n]} and --set {n}=…" for n in both)
                    )
                options = validate_options(model, {**given, **pairs}, suite)
            return func(**kwargs, **{param: options})

        command.__signature__ = signature.replace(parameters=params)  # type: ignore[attr-defined]
        command.__annotations__ = {p.name: p.annotation for p in params}
        return typing.cast(F, command)

    return decorate
