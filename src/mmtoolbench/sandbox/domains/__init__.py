"""App domains of the sandbox: one module per domain.

A domain module defines (see ``docs/sandbox/world.md``):

- ``DOMAIN``: its name (``"contacts"``);
- ``REQUIRES``: names of domains it builds on (their tables and seed rows);
- ``TABLES``: its `Table` declarations;
- ``seed(world, rng)``: fills its tables with the default device content;
- its tools, as module-level `@tool` functions.

`all_domain_modules` lists them in a fixed order: a domain comes after every domain
it requires. To add a domain, import its module here and append it to ``_MODULES``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import cast

from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.domains import alarms as alarms
from mmtoolbench.sandbox.domains import calendar_app as calendar_app
from mmtoolbench.sandbox.domains import contacts as contacts
from mmtoolbench.sandbox.domains import email as email
from mmtoolbench.sandbox.domains import expenses as expenses
from mmtoolbench.sandbox.domains import files as files
from mmtoolbench.sandbox.domains import messages as messages
from mmtoolbench.sandbox.domains import music as music
from mmtoolbench.sandbox.domains import notes as notes
from mmtoolbench.sandbox.domains import payments as payments
from mmtoolbench.sandbox.domains import phone as phone
from mmtoolbench.sandbox.domains import reminders as reminders
from mmtoolbench.sandbox.domains import settings as settings
from mmtoolbench.sandbox.domains import shopping as shopping
from mmtoolbench.sandbox.domains import todo as todo
from mmtoolbench.sandbox.domains import vision as vision
from mmtoolbench.sandbox.domains import web as web
from mmtoolbench.sandbox.ui import domain as ui
from mmtoolbench.sandbox.world.schema import Table
from mmtoolbench.sandbox.world.state import World

_MODULES: tuple[ModuleType, ...] = (
    contacts,
    messages,
    phone,
    reminders,
    calendar_app,
    email,
    vision,
    web,
    payments,
    alarms,
    todo,
    notes,
    music,
    files,
    expenses,
    settings,
    shopping,
    ui,
)

SeedFunction = Callable[[World, random.Random], None]


def all_domain_modules() -> list[ModuleType]:
    """Every domain module, in dependency order."""
    return list(_MODULES)


def domain_name(module: ModuleType) -> str:
    """The ``DOMAIN`` of a domain module."""
    name = getattr(module, "DOMAIN", None)
    if not isinstance(name, str):
        raise TypeError(f"domain module {module.__name__} must define DOMAIN: str")
    return name


def domain_names() -> list[str]:
    """Names of every domain, in order."""
    return [domain_name(m) for m in _MODULES]


def get_domain(name: str) -> ModuleType:
    """The module of the domain called ``name``.

    Raises:
        KeyError: If there is none (the message lists the domains).
    """
    for module in _MODULES:
        if domain_name(module) == name:
            return module
    raise KeyError(f"unknown domain {name!r}; domains: {', '.join(domain_names())}")


def domain_requires(module: ModuleType) -> tuple[str, ...]:
    """The ``REQUIRES`` of a domain module (empty if it declares none)."""
    value = getattr(module, "REQUIRES", ())
    if not isinstance(value, tuple) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{module.__name__}.REQUIRES must be a tuple of domain names")
    return value


def domain_tables(module: ModuleType) -> tuple[Table, ...]:
    """The ``TABLES`` of a domain module."""
    value = getattr(module, "TABLES", None)
    if not isinstance(value, tuple) or not all(isinstance(t, Table) for t in value):
        raise TypeError(f"{module.__name__}.TABLES must be a tuple of Table")
    return value


def domain_seed(module: ModuleType) -> SeedFunction:
    """The ``seed(world, rng)`` function of a domain module."""
    fn = getattr(module, "seed", None)
    if not callable(fn):
        raise TypeError(f"{module.__name__} must define seed(world, rng)")
    return cast(SeedFunction, fn)


def resolve_domains(names: Iterable[str] | None = None) -> list[ModuleType]:
    """Domain modules for ``names`` plus everything they require, in canonical order.

    Args:
        names: Domain names; None means every domain.

    Raises:
        KeyError: For an unknown domain name.
    """
    if names is None:
        return all_domain_modules()
    wanted: set[str] = set()
    pending = list(names)
    while pending:
        name = pending.pop()
        if name in wanted:
            continue
        wanted.add(name)
        pending.extend(domain_requires(get_domain(name)))
    return [m for m in _MODULES if domain_name(m) in wanted]


def tables_for(names: Iterable[str] | None = None) -> list[Table]:
    """Tables of the given domains (and those they require), in order."""
    return [t for m in resolve_domains(names) for t in domain_tables(m)]


def build_tool_registry(names: Iterable[str] | None = None) -> ToolRegistry:
    """A registry of every tool of the given domains (and those they require).

    Tool descriptions and schemas come from the on-disk cache when it matches the
    sources (`mmtoolbench.sandbox.domains.schema_cache`), else are built once and cached.
    """
    from mmtoolbench.sandbox.domains.schema_cache import prime_from_cache

    registry = ToolRegistry.from_modules(resolve_domains(names))
    everything = registry if names is None else ToolRegistry.from_modules(resolve_domains(None))
    prime_from_cache(registry, everything)
    return registry
