"""Helpers several app domains share: their bundled data files, and the little pieces
of app logic written the same way in many domains.

Bundled data: catalogs and reference tables live as JSON under
``mmtoolbench/data/sandbox/domains/`` and are validated by a pydantic model when first
read (`load_domain_data`); domain modules cache the parsed object, so a process reads
each file at most once and only when a seed or a tool needs it.
"""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from mmtoolbench.core.errors import ConfigError

_M = TypeVar("_M", bound=BaseModel)

#: Package folder of the domains' data files.
DATA_PACKAGE = "mmtoolbench"
DATA_FOLDER = ("data", "sandbox", "domains")


class DataModel(BaseModel):
    """Base of the data files' models: immutable, and unknown keys are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def load_domain_data(name: str, model: type[_M]) -> _M:
    """Read and validate the bundled data file ``<name>.json``.

    Args:
        name: File name without ``.json`` (e.g. ``"shopping_catalog"``).
        model: The pydantic model of the whole file.

    Returns:
        The validated content.

    Raises:
        ConfigError: If the file is missing or does not match ``model`` (the message names
            the file and lists each problem).
    """
    path = resources.files(DATA_PACKAGE).joinpath(*DATA_FOLDER, f"{name}.json")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"bundled domain data file missing: {path}") from exc
    try:
        return model.model_validate_json(text)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:20]
        )
        raise ConfigError(f"invalid domain data file {path}: {problems}") from exc
