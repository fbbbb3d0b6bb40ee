"""Models of a generation run: one per stage, ``--model`` unless ``--stage-model`` says
otherwise; built like any run's models (response cache, retries, concurrency limit)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.models.base import Model, aclose_model
from mmtoolbench.runner.run import RunConfig, build_models

__all__ = ["build_stage_models", "close_models", "stage_model_strings"]


def stage_model_strings(
    default: str, overrides: Sequence[str], stages: Sequence[str]
) -> dict[str, str]:
    """Model string per stage from ``--model`` and ``--stage-model STAGE=MODEL`` pairs.

    Raises:
        ConfigError: A pair without ``=`` or naming an unknown stage.
    """
    out = dict.fromkeys(stages, default)
    for pair in overrides:
        stage, sep, model = pair.partition("=")
        if not sep or not model:
            raise ConfigError(f"--stage-model expects STAGE=MODEL, got {pair!r}")
        if stage not in out:
            raise ConfigError(
                f"unknown stage {stage!r} in --stage-model; stages: {', '.join(stages)}"
            )
        out[stage] = model
    return out


def build_stage_models(
    models: Mapping[str, str],
    *,
    base_url: str | None = None,
    cache: bool = True,
    concurrency: int = 16,
) -> dict[str, Model]:
    """One model per stage (instances shared between stages using the same string)."""
    config = RunConfig(
        suite="generate",
        models=dict(models),
        base_urls=dict.fromkeys(models, base_url) if base_url else {},
        cache=cache,
        model_concurrency=concurrency,
    )
    return build_models(config)


async def close_models(models: Mapping[str, Model]) -> None:
    """Close every distinct model's clients."""
    for model in {id(m): m for m in models.values()}.values():
        await aclose_model(model)
