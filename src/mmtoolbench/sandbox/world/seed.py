"""Build worlds: empty ones for scenarios, seeded ones with realistic device content.

The seed world belongs to one coherent device owner (`SEED_OWNER`): each domain's
``seed(world, rng)`` runs in domain order, so later domains use earlier domains' rows
(the messages seed writes to the contacts the contacts seed created). Each domain
gets its own ``random.Random`` derived from ``(seed, domain)``, so adding a domain
does not change the others' content.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from datetime import datetime

from mmtoolbench.core.images import ImageStore
from mmtoolbench.sandbox.domains import domain_name, domain_seed, resolve_domains, tables_for
from mmtoolbench.sandbox.world.clock import DEFAULT_REFERENCE_TIME, FrozenClock
from mmtoolbench.sandbox.world.state import Owner, World

#: The owner of the built-in seed world.
SEED_OWNER = Owner(
    first_name="Jordan",
    last_name="Ellis",
    phone="+14155550100",
    email="jordan.ellis@gmail.com",
    birthday="1991-08-22",
    address="1847 Alder Street, Apt 3, San Francisco, CA 94122",
)


def build_world(
    domains: Iterable[str] | None = None,
    *,
    reference_time: datetime = DEFAULT_REFERENCE_TIME,
    owner: Owner = SEED_OWNER,
    images: ImageStore | None = None,
) -> World:
    """An empty world with the tables of ``domains`` (and the domains they require).

    Args:
        domains: Domain names; None means all domains.
        reference_time: The frozen "now" (timezone-aware).
        owner: The device owner.
        images: The episode's image store (new and empty by default).
    """
    return World(tables_for(domains), clock=FrozenClock(reference_time), owner=owner, images=images)


def build_seeded_world(
    domains: Iterable[str] | None = None,
    *,
    reference_time: datetime = DEFAULT_REFERENCE_TIME,
    seed: int = 0,
    owner: Owner = SEED_OWNER,
) -> World:
    """A world filled with each domain's seed content.

    The same arguments always give the same rows (and the same image ids).

    Args:
        domains: Domain names; None means all domains.
        reference_time: The frozen "now"; seed timestamps are relative to it.
        seed: Randomness seed.
        owner: The device owner (family names in the seed follow their last name).
    """
    names = None if domains is None else list(domains)
    world = build_world(names, reference_time=reference_time, owner=owner)
    for module in resolve_domains(names):
        rng = random.Random(f"{seed}:{domain_name(module)}")
        with world.transaction():
            domain_seed(module)(world, rng)
    world.flush_search_indexes()  # one compact segment per index
    return world
