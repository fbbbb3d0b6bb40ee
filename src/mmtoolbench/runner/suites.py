"""Finding suites by name: built-ins, or any ``module:attribute`` factory."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, cast

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.suite import Suite, SuiteAnalyses, SuiteReporter

BUILTIN_SUITES: Mapping[str, str] = {
    "atp": "mmtoolbench.atp.suite:build_suite",
    "sandbox": "mmtoolbench.sandbox.suite:build_suite",
}

BUILTIN_REPORTERS: Mapping[str, str] = {
    "atp": "mmtoolbench.atp.report:report_run",
    "sandbox": "mmtoolbench.sandbox.report:report_run",
}
"""Where each built-in suite renders its run report (`SuiteReporter`)."""

BUILTIN_ANALYSES: Mapping[str, str] = {
    "sandbox": "mmtoolbench.sandbox.commands:SandboxAnalyses",
    "atp": "mmtoolbench.atp.commands:ATPAnalyses",
}
"""Where each built-in suite implements ``mmtb judge/compare/agreement`` (`SuiteAnalyses`)."""


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


def resolve_reporter(name: str) -> SuiteReporter | None:
    """The report renderer of the suite called ``name``, or None if it has none.

    Built-in suites are looked up in `BUILTIN_REPORTERS`; a ``package.module:factory``
    suite may define ``report_run`` next to its factory.

    Args:
        name: The suite name stored with a run.
    """
    target = BUILTIN_REPORTERS.get(name)
    if target is None:
        if ":" not in name:
            return None
        module_name = name.partition(":")[0]
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            return None  # the suite's code is not installed here: a generic report
        attr = "report_run"
    else:
        module_name, _, attr = target.partition(":")
        module = importlib.import_module(module_name)
    reporter = getattr(module, attr, None)
    return cast(SuiteReporter, reporter) if callable(reporter) else None


def resolve_analyses(name: str) -> SuiteAnalyses:
    """The ``judge``/``compare``/``agreement`` implementations of the suite called ``name``.

    Built-in suites are looked up in `BUILTIN_ANALYSES`; a ``package.module:factory`` suite
    may define ``analyses`` (a callable returning a `SuiteAnalyses`) next to its factory.

    Args:
        name: The suite name stored with a run.

    Raises:
        ConfigError: If the suite provides none (or its module does not load).
    """
    target = BUILTIN_ANALYSES.get(name)
    if target is None and ":" in name:
        target = name.partition(":")[0] + ":analyses"
    if target is None:
        raise ConfigError(f"suite {name!r} has no judge, compare or agreement commands")
    module_name, _, attr = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(f"cannot load the analyses of suite {name!r}: {exc}") from exc
    factory = getattr(module, attr, None)
    if not callable(factory):
        raise ConfigError(f"suite {name!r} has no judge, compare or agreement commands")
    analyses = factory()
    if not isinstance(analyses, SuiteAnalyses):
        raise ConfigError(f"suite {name!r}: {target} did not return SuiteAnalyses")
    return analyses
