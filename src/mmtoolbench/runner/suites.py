"""Finding suites by name: built-ins, or any ``module:attribute`` factory."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, cast

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.suite import Suite

BUILTIN_SUITES: Mapping[str, str] = {
    "atp": "mmtoolbench.atp.suite:build_suite",
    "sandbox": "mmtoolbench.sandbox.suite:build_suite",
}


def resolve_suite(name: str, options: Mapping[str, Any]) -> Suite:
    """Build the suite called ``name`` with ``options``.

    Args:
        name: A built-in suite name or ``package.module:factory`` (a callable taking the
            options mapping and returning a `Suite`).
        options: Suite options.

    Raises:
        ConfigError: If the suite is unknown or cannot be built.
    """
    target = BUILTIN_SUITES.get(name, name)
    if ":" not in target:
        known = ", ".join(BUILTIN_SUITES)
        raise ConfigError(f"unknown suite {name!r}; built-in suites: {known} (or module:factory)")
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(f"cannot load suite {name!r}: {exc}") from exc
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise ConfigError(f"suite {name!r}: {module_name} has no callable {attr!r}")
    suite = cast(Callable[[Mapping[str, Any]], Suite], factory)(options)
    if not isinstance(suite, Suite):
        raise ConfigError(f"suite {name!r}: {target} did not return a Suite")
    return suite
