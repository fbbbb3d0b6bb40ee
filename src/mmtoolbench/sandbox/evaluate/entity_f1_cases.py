"""Entity F1 of a stand-alone case: before / after tables plus expected changes.

A *state case* is what ``mmtb score-state`` reads (JSON, or JSONL with one case per
line)::

    {"tables": {"notes": {"key": "id",
                          "initial": [{"id": 1, "title": "Renew passport"}],
                          "final":   [{"id": 1, "title": "Renew passport."}]}},
     "expected_changes": {"changes": [...]},      # or just the list of changes
     "episode_start": "2025-06-14T08:00:00+02:00"}  # optional, for datetime_after

The tables need not exist in any world: each names its key column, column types are
inferred from the values (an ISO-8601 string is a datetime where the spec's similarity,
or the expected value, says so). `score_case` scores a case with either variant:
``paper`` (`mmtoolbench.sandbox.evaluate.entity_f1`, on the diff by key) or
``reference`` (`mmtoolbench.sandbox.evaluate.entity_f1_reference`, on the full tables).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.evaluate.entity_f1 import EntityScore, score_entities
from mmtoolbench.sandbox.evaluate.entity_f1_reference import (
    ReferenceScore,
    inputs_from_tables,
    score_reference,
)
from mmtoolbench.sandbox.evaluate.spec import EntityExpectations
from mmtoolbench.sandbox.world.diff import RowUpdate, TableDiff, WorldDiff

__all__ = [
    "VARIANTS",
    "CaseTable",
    "StateCase",
    "Variant",
    "case_diff",
    "load_cases",
    "result_json",
    "score_case",
]

Variant = Literal["paper", "reference"]
VARIANTS: tuple[Variant, ...] = ("paper", "reference")


class CaseTable(BaseModel):
    """One table of a case.

    Attributes:
        key: The key column (identifies a row across initial and final).
        initial: Rows before the episode, in table order.
        final: Rows after the episode, in table order.
    """

    model_config = ConfigDict(extra="forbid")

    key: str = Field(min_length=1)
    initial: list[dict[str, Any]] = Field(default_factory=list)
    final: list[dict[str, Any]] = Field(default_factory=list)


class StateCase(BaseModel):
    """A before / after state and the expected changes (see the module docstring).

    Attributes:
        tables: Tables by name.
        expected_changes: As in scenario files (a bare list means ``{"changes": [...]}``).
        episode_start: The episode's start, bound of ``datetime_after: episode_start``.
        name: Optional label shown in the output.
    """

    model_config = ConfigDict(extra="forbid")

    tables: dict[str, CaseTable]
    expected_changes: EntityExpectations = Field(default_factory=EntityExpectations)
    episode_start: str | None = None
    name: str = ""

    @field_validator("expected_changes", mode="before")
    @classmethod
    def _bare_list(cls, value: Any) -> Any:
        return {"changes": value} if isinstance(value, list) else value

    def problems(self) -> list[str]:
        """What makes the case unscorable: unknown tables or columns, rows without a
        unique key."""
        out: list[str] = []
        for i, change in enumerate(self.expected_changes.changes):
            table = self.tables.get(change.table)
            if table is None:
                out.append(
                    f"expected_changes.changes[{i}]: table {change.table!r} is not in tables"
                )
                continue
            known = {c for row in (*table.initial, *table.final) for c in row}
            if not known:
                continue  # an empty table: its columns are unknown
            for part in ("match", "fields", "similarity"):
                out.extend(
                    f"expected_changes.changes[{i}].{part}: no row of table "
                    f"{change.table!r} has a column {name!r}"
                    for name in getattr(change, part)
                    if name not in known
                )
        for name, table in self.tables.items():
            for side in ("initial", "final"):
                rows = getattr(table, side)
                keys: set[str] = set()
                for j, row in enumerate(rows):
                    if row.get(table.key) is None:
                        out.append(
                            f"tables.{name}.{side}[{j}]: no value for key column {table.key!r}"
                        )
                        continue
                    k = json.dumps(row[table.key], sort_keys=True)
                    if k in keys:
                        out.append(f"tables.{name}.{side}[{j}]: duplicate key {row[table.key]!r}")
                    keys.add(k)
        return out


def _pk(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True)


def case_diff(case: StateCase) -> WorldDiff:
    """The diff by key of every table of a case (row order does not matter)."""
    tables: dict[str, TableDiff] = {}
    for name, table in case.tables.items():
        before = {_pk(r[table.key]): r for r in table.initial}
        after = {_pk(r[table.key]): r for r in table.final}
        created = {k: r for k, r in after.items() if k not in before}
        deleted = {k: r for k, r in before.items() if k not in after}
        updated: dict[str, RowUpdate] = {}
        for k, row in after.items():
            old = before.get(k)
            if old is None:
                continue
            columns = list(dict.fromkeys([*old, *row]))
            changed = [c for c in columns if old.get(c) != row.get(c)]
            if changed:
                updated[k] = RowUpdate(before=old, after=row, changed_columns=changed)
        td = TableDiff(created=created, updated=updated, deleted=deleted)
        if not td.is_empty:
            tables[name] = td
    return WorldDiff(tables=tables)


def score_case(case: StateCase, variant: Variant) -> EntityScore | ReferenceScore:
    """Score a case with one variant.

    Raises:
        ConfigError: If the case names unknown tables or has rows without a unique key.
    """
    problems = case.problems()
    if problems:
        raise ConfigError("invalid case:\n- " + "\n- ".join(problems))
    if variant == "paper":
        return score_entities(
            case_diff(case), case.expected_changes, episode_start=case.episode_start
        )
    inputs = inputs_from_tables(
        {n: (t.key, t.initial, t.final) for n, t in case.tables.items()},
        case.expected_changes,
        episode_start=case.episode_start,
    )
    return score_reference(inputs)


def result_json(case: StateCase, score: EntityScore | ReferenceScore) -> dict[str, Any]:
    """A machine-readable result: the numbers first, then the full evidence."""
    if isinstance(score, EntityScore):
        groups = [
            {
                "table": g.table,
                "op": g.op,
                "precision": g.precision,
                "recall": g.recall,
                "n_expected": g.n_expected,
                "n_actual": g.n_actual,
            }
            for g in score.groups
        ]
        evidence = score.model_dump(mode="json", exclude={"expectations"})
        guardrail = {
            "pass": not score.guardrail_violated,
            "failures": [v.table for v in score.guardrail_violations],
        }
        warnings: list[str] = []
    else:
        groups = [
            {
                "table": g.table,
                "op": g.op,
                "precision": g.precision,
                "recall": g.recall,
                "n_expected": g.n_expected,
                "n_actual": g.n_actual,
            }
            for g in score.groups
        ]
        evidence = score.model_dump(mode="json", exclude={"inputs"})
        guardrail = {"pass": score.guardrail_pass, "failures": list(score.inputs.changed_tables)}
        warnings = list(score.warnings)
    return {
        "name": case.name,
        "variant": score.variant,
        "f1": score.f1,
        "precision": score.precision,
        "recall": score.recall,
        "guardrail": guardrail,
        "groups": groups,
        "warnings": warnings,
        "evidence": evidence,
    }


def load_cases(path: Path) -> Iterator[tuple[str, StateCase]]:
    """Cases from a ``.json`` file (one case) or ``.jsonl`` file (one per line).

    Yields:
        ``(label, case)``; the label is the file name, or ``file:line`` for JSONL.

    Raises:
        ConfigError: For unreadable files and invalid cases (naming file and line).
    """
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if path.suffix == ".jsonl":
        for n, line in enumerate(text.splitlines(), start=1):
            if line.strip():
                yield f"{path.name}:{n}", _parse(line, f"{path}:{n}")
        return
    yield path.name, _parse(text, str(path))


def _parse(text: str, where: str) -> StateCase:
    try:
        return StateCase.model_validate_json(text)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']) or 'case'}: {e['msg']}"
            for e in exc.errors(include_url=False)
        )
        raise ConfigError(f"{where}: invalid case: {problems}") from None
