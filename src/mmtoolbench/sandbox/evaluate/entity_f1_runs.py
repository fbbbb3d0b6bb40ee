"""Both Entity F1 variants of a stored sandbox sample, without re-running the agent.

A sandbox sample's stored output holds the world diff (``world_diff``), the paper
variant's evidence (``entity_f1``) and the full scenario (``scenario_spec``). From these:

* `paper_for_output` re-scores the paper variant from the diff and the expectations;
* `reference_for_output` computes the reference variant: creates and deletes come from
  the diff; the final rows an update spec looks up are found in the scenario's initial
  world, rebuilt deterministically from the stored scenario (seeded content and
  initial entities), with the diff applied; the episode start is the scenario's frozen
  ``reference_time``.

`entity_f1_for_output` returns one variant's number (the stored one for ``paper``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mmtoolbench.sandbox.evaluate.entity_f1 import EntityScore, score_entities
from mmtoolbench.sandbox.evaluate.entity_f1_cases import VARIANTS, Variant
from mmtoolbench.sandbox.evaluate.entity_f1_reference import (
    ReferenceScore,
    inputs_from_diff,
    lookup_rows,
    row_selected,
    score_reference,
)
from mmtoolbench.sandbox.world.diff import WorldDiff

__all__ = [
    "VARIANTS",
    "entity_f1_for_output",
    "paper_for_output",
    "reference_for_output",
]


def _scenario(output: Mapping[str, Any]) -> Any:
    from mmtoolbench.sandbox.scenario import Scenario

    spec = output.get("scenario_spec")
    if not isinstance(spec, Mapping):
        raise ValueError("the sample has no stored scenario_spec")
    return Scenario.model_validate(spec)


def _diff(output: Mapping[str, Any]) -> WorldDiff:
    raw = output.get("world_diff")
    if not isinstance(raw, Mapping):
        raise ValueError("the sample has no stored world_diff")
    return WorldDiff.model_validate(raw)


def paper_for_output(output: Mapping[str, Any]) -> EntityScore:
    """The paper variant re-scored from a stored sample output.

    Raises:
        ValueError: If the output lacks the world diff or the scenario.
    """
    from mmtoolbench.sandbox.scenario import build_scenario_world

    scenario = _scenario(output)
    world = build_scenario_world(scenario)
    try:
        schemas = dict(world.tables)
    finally:
        world.close()
    return score_entities(
        _diff(output),
        scenario.expected_changes,
        schemas,
        episode_start=scenario.reference_time.isoformat(),
    )


def reference_for_output(output: Mapping[str, Any]) -> ReferenceScore:
    """The reference variant of a stored sample output (see the module docstring).

    Raises:
        ValueError: If the output lacks the world diff or the scenario.
    """
    from mmtoolbench.sandbox.scenario import build_scenario_world

    scenario = _scenario(output)
    diff = _diff(output)
    expectations = scenario.expected_changes
    world = build_scenario_world(scenario)
    try:
        schemas = dict(world.tables)

        def select(table: str, where: Mapping[str, Any]) -> list[dict[str, Any]]:
            td = diff.table(table)
            pk = schemas[table].pk.name
            rows = [
                dict(r)
                for r in world.select(table, dict(where))
                if str(r[pk]) not in td.updated and str(r[pk]) not in td.deleted
            ]
            rows += [dict(u.after) for u in td.updated.values() if row_selected(u.after, where)]
            rows += [dict(r) for r in td.created.values() if row_selected(r, where)]
            return rows

        lookups = lookup_rows(expectations, select)
    finally:
        world.close()
    inputs = inputs_from_diff(
        diff,
        expectations,
        lookups,
        schemas,
        episode_start=scenario.reference_time.isoformat(),
    )
    return score_reference(inputs)


def entity_f1_for_output(output: Mapping[str, Any], variant: Variant) -> float | None:
    """One variant's Entity F1 of a stored sample (None when it cannot be computed).

    ``paper`` is the stored number; ``reference`` is the stored reference score when the
    output has one (``entity_f1_reference``), else computed by `reference_for_output`.
    """
    if variant == "paper":
        entity = output.get("entity_f1")
        f1 = entity.get("f1") if isinstance(entity, Mapping) else None
        return float(f1) if isinstance(f1, int | float) else None
    stored = output.get("entity_f1_reference")
    if isinstance(stored, Mapping) and isinstance(stored.get("f1"), int | float):
        return float(stored["f1"])
    try:
        return reference_for_output(output).f1
    except (ValueError, KeyError):
        return None
