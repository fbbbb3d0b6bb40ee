"""Entity F1 (seed appendix A.2): actual entity changes vs expected ones.

A.2: "Each scenario defines expected creates, updates, and deletes with per-column
similarity measures. The evaluation uses Hungarian matching to optimally align actual
entities against expected ones, computing per-entity scores as the mean of column-level
similarities. [...] precision measures the fraction of actual changes that match
expectations, and recall measures the fraction of expected changes that were realized.
A guardrail check verifies that non-specified tables remain unchanged; if violated,
Entity F1 is set to zero."

Definition implemented here (details and examples in ``docs/sandbox/entity-f1.md``):

* Changes are grouped by (table, operation). Within a group, each expected slot (a spec,
  repeated ``count`` times) and each actual changed row form a pair whose score is the
  mean column similarity over the spec's ``fields`` (1.0 if no field is scored), or
  which is *ineligible* when the row disagrees with the spec's identifying ``match``
  fields. Hungarian matching (``scipy.optimize.linear_sum_assignment``) picks the
  one-to-one assignment with the largest total score; ineligible pairs never match.
* Soft credit, pooled (micro) over all groups: with ``S`` the sum of matched pair
  scores, ``A`` the number of counted actual changes and ``E`` the number of expected
  slots, precision = ``S / A``, recall = ``S / E``, F1 their harmonic mean. A zero
  denominator gives 1 if both ``A`` and ``E`` are 0, else 0.
* Guardrail: any change to a table that no spec names, unless the table is in
  ``ignore_tables`` or ``allowed_tables``, sets F1 to 0 (precision and recall are
  still reported).

`score_entities` returns an `EntityScore` that is also the evidence: every match with its
per-column values and scores, every similarity matrix, unmatched expectations,
unexpected changes and guardrail violations. `recompute_from_evidence` recomputes the
numbers from that evidence alone.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from mmtoolbench.sandbox.evaluate.similarity import (
    column_similarity,
    identity_similarity,
    resolve_similarity,
)
from mmtoolbench.sandbox.evaluate.spec import (
    ColumnSimilarity,
    EntityExpectations,
    ExpectedChange,
    Op,
)
from mmtoolbench.sandbox.world.diff import TableDiff, WorldDiff
from mmtoolbench.sandbox.world.schema import Table

__all__ = [
    "OPS",
    "ActualChange",
    "ColumnScore",
    "EntityMatch",
    "EntityScore",
    "ExpectationError",
    "ExpectedSlot",
    "GroupScore",
    "GuardrailViolation",
    "IgnoredChange",
    "UnmatchedExpected",
    "precision_recall_f1",
    "recompute_from_evidence",
    "rescore",
    "score_entities",
    "validate_expectations",
]

OPS: tuple[Op, ...] = ("create", "update", "delete")
"""Operations in the order groups are reported."""

Schemas = Mapping[str, Table]


class ExpectationError(ValueError):
    """Expectations that do not fit the world's schemas (unknown tables or columns)."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("invalid entity expectations:\n- " + "\n- ".join(problems))
        self.problems = problems


# --------------------------------------------------------------------------- evidence


class _Evidence(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ColumnScore(_Evidence):
    """One column of a matched pair.

    Attributes:
        column: Column name.
        similarity: How it was compared.
        expected: The spec's value.
        actual: The row's value (after an update).
        score: Similarity in ``[0, 1]``; None when the column is ignored.
    """

    column: str
    similarity: ColumnSimilarity
    expected: Any
    actual: Any
    score: float | None


class EntityMatch(_Evidence):
    """An expected slot matched to an actual changed row.

    Attributes:
        table: Table.
        op: Operation.
        spec_index: Position of the spec in ``expectations.changes``.
        slot: Which of the spec's ``count`` rows (0-based).
        actual_pk: Primary key (as a string) of the changed row.
        score: Mean of the non-ignored column scores; 1.0 if there are none.
        columns: Per-column evidence, in the spec's ``fields`` order.
    """

    table: str
    op: Op
    spec_index: int
    slot: int
    actual_pk: str
    score: float
    columns: list[ColumnScore] = Field(default_factory=list)


class ExpectedSlot(_Evidence):
    """Row label of a similarity matrix: one of a spec's ``count`` rows."""

    spec_index: int
    slot: int


class UnmatchedExpected(_Evidence):
    """An expected slot that no actual change realised.

    Attributes:
        table: Table.
        op: Operation.
        spec_index: Position of the spec in ``expectations.changes``.
        slot: Which of the spec's ``count`` rows.
        reason: Why, for humans.
    """

    table: str
    op: Op
    spec_index: int
    slot: int
    reason: str


class ActualChange(_Evidence):
    """A changed row (unexpected, or tolerated in an allowed table).

    Attributes:
        table: Table.
        op: Operation.
        pk: Primary key as a string.
        row: The created row, the row after the update, or the deleted row.
        before: The row before an update (None otherwise).
        changed_columns: Columns an update changed (ignored columns excluded).
    """

    table: str
    op: Op
    pk: str
    row: dict[str, Any]
    before: dict[str, Any] | None = None
    changed_columns: list[str] = Field(default_factory=list)


class IgnoredChange(_Evidence):
    """A change that was not considered at all.

    Attributes:
        table: Table.
        op: Operation.
        pk: Primary key as a string.
        reason: ``ignored_table``, or ``ignored_columns_only`` (an update that changed
            only ignored / bookkeeping columns).
    """

    table: str
    op: Op
    pk: str
    reason: Literal["ignored_table", "ignored_columns_only"]


class GuardrailViolation(_Evidence):
    """Changes to a table that no spec names (and that is neither ignored nor allowed).

    Attributes:
        table: Table.
        created: Primary keys of created rows.
        updated: Primary keys of updated rows.
        deleted: Primary keys of deleted rows.
    """

    table: str
    created: list[str] = Field(default_factory=list)
    updated: list[str] = Field(default_factory=list)
    deleted: list[str] = Field(default_factory=list)


class GroupScore(_Evidence):
    """Scores of one (table, operation) group.

    Attributes:
        table: Table.
        op: Operation.
        allowed: Whether the table is in ``allowed_tables`` (unmatched actual changes are
            tolerated, not counted).
        expected: Expected slots (rows of ``similarity``).
        actual: Primary keys of the actual changes considered (columns of
            ``similarity``), tolerated ones included.
        similarity: Pair scores, ``similarity[i][j]`` for ``expected[i]`` and
            ``actual[j]``; None where the row fails the spec's identifying fields.
        n_expected: Expected slots.
        n_actual: Counted actual changes (matched + unexpected).
        score_sum: Sum of matched pair scores.
        precision: ``score_sum / n_actual`` (see `precision_recall_f1`).
        recall: ``score_sum / n_expected``.
        f1: Harmonic mean of precision and recall.
    """

    table: str
    op: Op
    allowed: bool = False
    expected: list[ExpectedSlot] = Field(default_factory=list)
    actual: list[str] = Field(default_factory=list)
    similarity: list[list[float | None]] = Field(default_factory=list)
    n_expected: int = 0
    n_actual: int = 0
    score_sum: float = 0.0
    precision: float = 0.0
    recall: float = 0.0
    f1: float = 0.0


class EntityScore(_Evidence):
    """Entity F1 of one episode together with all the evidence behind it.

    Attributes:
        metric: Always ``entity_f1``.
        version: Version of this definition / evidence format.
        precision: Pooled precision ``score_sum / n_actual``.
        recall: Pooled recall ``score_sum / n_expected``.
        f1: Harmonic mean of precision and recall; 0 when the guardrail is violated.
        score_sum: Sum of all matched pair scores.
        n_expected: Expected slots in all groups.
        n_actual: Counted actual changes in all groups.
        guardrail_violated: Whether any non-specified table changed.
        groups: Per (table, operation) breakdown, spec tables in order of first mention.
        matches: Every matched pair.
        unmatched_expected: Expected slots left unmatched.
        unexpected_actual: Counted actual changes left unmatched (lower precision).
        tolerated_actual: Unmatched changes to allowed tables (not counted).
        ignored_actual: Changes not considered (ignored tables / columns).
        guardrail_violations: Changes to tables no spec names.
        expectations: The expectations scored against.
        variant: Always ``paper`` (the reference variant is `ReferenceScore`).
        episode_start: The episode's start (ISO-8601), the bound of `datetime_after`
            checks; None when unknown.
    """

    metric: Literal["entity_f1"] = "entity_f1"
    version: int = 1
    variant: Literal["paper"] = "paper"
    episode_start: str | None = None
    precision: float
    recall: float
    f1: float
    score_sum: float
    n_expected: int
    n_actual: int
    guardrail_violated: bool
    groups: list[GroupScore] = Field(default_factory=list)
    matches: list[EntityMatch] = Field(default_factory=list)
    unmatched_expected: list[UnmatchedExpected] = Field(default_factory=list)
    unexpected_actual: list[ActualChange] = Field(default_factory=list)
    tolerated_actual: list[ActualChange] = Field(default_factory=list)
    ignored_actual: list[IgnoredChange] = Field(default_factory=list)
    guardrail_violations: list[GuardrailViolation] = Field(default_factory=list)
    expectations: EntityExpectations = Field(default_factory=EntityExpectations)

    def group(self, table: str, op: Op) -> GroupScore | None:
        """The breakdown of one (table, operation), if it had expected or actual changes."""
        return next((g for g in self.groups if g.table == table and g.op == op), None)


# --------------------------------------------------------------------------- arithmetic


def precision_recall_f1(
    score_sum: float, n_expected: int, n_actual: int
) -> tuple[float, float, float]:
    """Soft precision, recall and F1 from a matched score sum.

    ``precision = score_sum / n_actual`` and ``recall = score_sum / n_expected``; a zero
    denominator gives 1.0 when both counts are 0 (nothing to do, nothing done) and 0.0
    otherwise (doing nothing is not precise; doing something unasked is not recall).
    F1 is the harmonic mean (0.0 when both are 0). All values are clamped to [0, 1].

    Args:
        score_sum: Sum of matched pair scores.
        n_expected: Number of expected slots.
        n_actual: Number of counted actual changes.
    """
    empty = 1.0 if n_actual == 0 and n_expected == 0 else 0.0
    precision = score_sum / n_actual if n_actual else empty
    recall = score_sum / n_expected if n_expected else empty
    precision, recall = _clamp(precision), _clamp(recall)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return precision, recall, _clamp(f1)


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, value))


def _pair_score(columns: Iterable[ColumnScore]) -> float:
    """Mean of the scored columns; 1.0 when none is scored (identification only)."""
    scores = [c.score for c in columns if c.score is not None]
    return _clamp(math.fsum(scores) / len(scores)) if scores else 1.0


def _finalize(
    *,
    groups: list[GroupScore],
    matches: list[EntityMatch],
    unmatched_expected: list[UnmatchedExpected],
    unexpected_actual: list[ActualChange],
    tolerated_actual: list[ActualChange],
    ignored_actual: list[IgnoredChange],
    guardrail_violations: list[GuardrailViolation],
    expectations: EntityExpectations,
    episode_start: str | None = None,
) -> EntityScore:
    """Counts, sums and P/R/F1 (per group and pooled) from the evidence lists.

    The single place the numbers are computed, used by both `score_entities` and
    `recompute_from_evidence`, so a recomputation reproduces them bit for bit.
    """
    keys = [(g.table, g.op) for g in groups]
    for table, op in (
        *((m.table, m.op) for m in matches),
        *((u.table, u.op) for u in unmatched_expected),
        *((a.table, a.op) for a in unexpected_actual),
    ):
        if (table, op) not in keys:
            keys.append((table, op))
    stored = {(g.table, g.op): g for g in groups}
    new_groups: list[GroupScore] = []
    for table, op in keys:
        group_matches = [m for m in matches if m.table == table and m.op == op]
        n_expected = len(group_matches) + sum(
            1 for u in unmatched_expected if u.table == table and u.op == op
        )
        n_actual = len(group_matches) + sum(
            1 for u in unexpected_actual if u.table == table and u.op == op
        )
        score_sum = math.fsum(m.score for m in group_matches)
        p, r, f = precision_recall_f1(score_sum, n_expected, n_actual)
        base = stored.get((table, op)) or GroupScore(table=table, op=op)
        new_groups.append(
            base.model_copy(
                update={
                    "n_expected": n_expected,
                    "n_actual": n_actual,
                    "score_sum": score_sum,
                    "precision": p,
                    "recall": r,
                    "f1": f,
                }
            )
        )
    n_expected = sum(g.n_expected for g in new_groups)
    n_actual = sum(g.n_actual for g in new_groups)
    score_sum = math.fsum(m.score for m in matches)
    precision, recall, f1 = precision_recall_f1(score_sum, n_expected, n_actual)
    violated = bool(guardrail_violations)
    return EntityScore(
        precision=precision,
        recall=recall,
        f1=0.0 if violated else f1,
        score_sum=score_sum,
        n_expected=n_expected,
        n_actual=n_actual,
        guardrail_violated=violated,
        groups=new_groups,
        matches=matches,
        unmatched_expected=unmatched_expected,
        unexpected_actual=unexpected_actual,
        tolerated_actual=tolerated_actual,
        ignored_actual=ignored_actual,
        guardrail_violations=guardrail_violations,
        expectations=expectations,
        episode_start=episode_start,
    )


# --------------------------------------------------------------------------- validation


def validate_expectations(expectations: EntityExpectations, schemas: Schemas) -> list[str]:
    """Problems of ``expectations`` against the world's table schemas.

    Reports specs naming unknown tables, and ``match`` / ``fields`` / ``similarity``
    naming unknown columns.

    Args:
        expectations: The expectations to check.
        schemas: Table schemas by name (e.g. ``World.tables``).

    Returns:
        One message per problem; empty when valid.
    """
    problems: list[str] = []
    for i, change in enumerate(expectations.changes):
        table = schemas.get(change.table)
        if table is None:
            problems.append(f"changes[{i}]: unknown table {change.table!r}")
            continue
        for part, names in (
            ("match", change.match),
            ("fields", change.fields),
            ("similarity", change.similarity),
        ):
            problems.extend(
                f"changes[{i}].{part}: table {change.table!r} has no column {name!r}"
                for name in names
                if not table.has_column(name)
            )
    return problems


# --------------------------------------------------------------------------- scoring


@dataclass(frozen=True)
class _Actual:
    """One changed row as scored: ``identity`` is checked against ``match``, ``row``
    against ``fields``."""

    op: Op
    pk: str
    identity: dict[str, Any]
    row: dict[str, Any]
    before: dict[str, Any] | None
    changed_columns: tuple[str, ...]

    def evidence(self, table: str) -> ActualChange:
        """This change as stored evidence."""
        return ActualChange(
            table=table,
            op=self.op,
            pk=self.pk,
            row=self.row,
            before=self.before,
            changed_columns=list(self.changed_columns),
        )


@dataclass(frozen=True)
class _Pair:
    eligible: bool
    score: float
    columns: tuple[ColumnScore, ...]


def _actual_changes(
    table: str, diff: TableDiff, expectations: EntityExpectations
) -> tuple[list[_Actual], list[IgnoredChange]]:
    """The table's changes in diff order (creates, updates, deletes), minus updates that
    touch only ignored columns."""
    actual: list[_Actual] = [
        _Actual("create", pk, row, row, None, ()) for pk, row in diff.created.items()
    ]
    ignored: list[IgnoredChange] = []
    for pk, upd in diff.updated.items():
        changed = tuple(
            c for c in upd.changed_columns if not expectations.is_ignored_column(table, c)
        )
        if not changed:
            ignored.append(
                IgnoredChange(table=table, op="update", pk=pk, reason="ignored_columns_only")
            )
            continue
        actual.append(_Actual("update", pk, upd.before, upd.after, upd.before, changed))
    actual.extend(_Actual("delete", pk, row, row, None, ()) for pk, row in diff.deleted.items())
    return actual, ignored


def _score_pair(
    expectations: EntityExpectations,
    change: ExpectedChange,
    actual: _Actual,
    schema: Table | None,
    episode_start: str | None = None,
) -> _Pair:
    for name, value in change.match.items():
        method = identity_similarity(resolve_similarity(expectations, change, name, schema))
        if name not in actual.identity:
            return _Pair(False, 0.0, ())
        got = actual.identity[name]
        if column_similarity(method, value, got, episode_start=episode_start) != 1.0:
            return _Pair(False, 0.0, ())
    columns: list[ColumnScore] = []
    for name, value in change.fields.items():
        method = resolve_similarity(expectations, change, name, schema)
        got = actual.row.get(name)
        columns.append(
            ColumnScore(
                column=name,
                similarity=method,
                expected=value,
                actual=got,
                score=column_similarity(method, value, got, episode_start=episode_start),
            )
        )
    return _Pair(True, _pair_score(columns), tuple(columns))


def _assign(matrix: list[list[float | None]]) -> list[tuple[int, int]]:
    """Maximum-total-score one-to-one assignment over eligible pairs.

    Hungarian matching on the matrix (ineligible pairs count 0 and are dropped from the
    result); then any still-free expected slot is paired with a free eligible row (such
    pairs score 0 by optimality, so the total is unchanged, but the evidence then shows
    that the right row was touched with wrong values).
    """
    if not matrix or not matrix[0]:
        return []
    values = np.array([[0.0 if v is None else v for v in row] for row in matrix], dtype=float)
    from scipy.optimize import linear_sum_assignment  # heavy: imported on first match

    rows, cols = linear_sum_assignment(values, maximize=True)
    pairs = [(int(i), int(j)) for i, j in zip(rows, cols, strict=True) if matrix[i][j] is not None]
    used_rows = {i for i, _ in pairs}
    used_cols = {j for _, j in pairs}
    for i, row in enumerate(matrix):
        if i in used_rows:
            continue
        for j, value in enumerate(row):
            if value is not None and j not in used_cols:
                pairs.append((i, j))
                used_cols.add(j)
                break
    return sorted(pairs)


def _unmatched_reason(matrix: list[list[float | None]], i: int) -> str:
    row = matrix[i] if matrix else []
    if not row:
        return "no actual change of this kind in this table"
    if all(v is None for v in row):
        return "no changed row matches the identifying fields"
    return "every candidate row was matched to another expected change"


def score_entities(
    diff: WorldDiff,
    expectations: EntityExpectations,
    schemas: Schemas | None = None,
    *,
    episode_start: str | None = None,
) -> EntityScore:
    """Entity F1 of a world diff against the expected entity changes (seed A.2).

    Args:
        diff: What the episode changed (initial vs final snapshot).
        expectations: The scenario's expected changes and scoring options.
        schemas: Table schemas by name (e.g. ``World.tables``), used for per-column
            default similarities and to validate the expectations; without them the
            defaults are inferred from column names and expected values.
        episode_start: The episode's start (ISO-8601), the bound of `datetime_after`
            columns whose value is ``episode_start``; such columns score 0 without it.

    Returns:
        The score and its evidence.

    Raises:
        ExpectationError: If ``schemas`` is given and the expectations name unknown
            tables or columns.
    """
    if schemas is not None:
        problems = validate_expectations(expectations, schemas)
        if problems:
            raise ExpectationError(problems)
    spec_tables = expectations.spec_tables()
    ignore_tables = set(expectations.ignore_tables)
    allowed_tables = set(expectations.allowed_tables)

    ignored: list[IgnoredChange] = []
    tolerated: list[ActualChange] = []
    violations: list[GuardrailViolation] = []
    by_table: dict[str, list[_Actual]] = {}
    for table, table_diff in diff.tables.items():
        if table in ignore_tables:
            ignored.extend(
                IgnoredChange(table=table, op=op, pk=pk, reason="ignored_table")
                for op, pks in (
                    ("create", table_diff.created),
                    ("update", table_diff.updated),
                    ("delete", table_diff.deleted),
                )
                for pk in pks
            )
            continue
        actual, skipped = _actual_changes(table, table_diff, expectations)
        ignored.extend(skipped)
        if table in spec_tables:
            by_table[table] = actual
        elif table in allowed_tables:
            tolerated.extend(a.evidence(table) for a in actual)
        elif actual:
            violations.append(
                GuardrailViolation(
                    table=table,
                    created=[a.pk for a in actual if a.op == "create"],
                    updated=[a.pk for a in actual if a.op == "update"],
                    deleted=[a.pk for a in actual if a.op == "delete"],
                )
            )

    groups: list[GroupScore] = []
    matches: list[EntityMatch] = []
    unmatched: list[UnmatchedExpected] = []
    unexpected: list[ActualChange] = []
    for table in spec_tables:
        schema = schemas.get(table) if schemas is not None else None
        allowed = table in allowed_tables
        for op in OPS:
            specs = [
                (i, c) for i, c in enumerate(expectations.changes) if (c.table, c.op) == (table, op)
            ]
            actual = [a for a in by_table.get(table, []) if a.op == op]
            if not specs and not actual:
                continue
            pairs = {
                (i, a.pk): _score_pair(expectations, change, a, schema, episode_start)
                for i, change in specs
                for a in actual
            }
            slots = [ExpectedSlot(spec_index=i, slot=k) for i, c in specs for k in range(c.count)]
            matrix: list[list[float | None]] = [
                [p.score if (p := pairs[(s.spec_index, a.pk)]).eligible else None for a in actual]
                for s in slots
            ]
            assigned = _assign(matrix)
            matched_rows = {i for i, _ in assigned}
            matched_cols = {j for _, j in assigned}
            for i, j in assigned:
                slot, row = slots[i], actual[j]
                pair = pairs[(slot.spec_index, row.pk)]
                matches.append(
                    EntityMatch(
                        table=table,
                        op=op,
                        spec_index=slot.spec_index,
                        slot=slot.slot,
                        actual_pk=row.pk,
                        score=pair.score,
                        columns=list(pair.columns),
                    )
                )
            unmatched.extend(
                UnmatchedExpected(
                    table=table,
                    op=op,
                    spec_index=s.spec_index,
                    slot=s.slot,
                    reason=_unmatched_reason(matrix, i),
                )
                for i, s in enumerate(slots)
                if i not in matched_rows
            )
            leftovers = [a.evidence(table) for j, a in enumerate(actual) if j not in matched_cols]
            (tolerated if allowed else unexpected).extend(leftovers)
            groups.append(
                GroupScore(
                    table=table,
                    op=op,
                    allowed=allowed,
                    expected=slots,
                    actual=[a.pk for a in actual],
                    similarity=matrix,
                )
            )
    return _finalize(
        groups=groups,
        matches=matches,
        unmatched_expected=unmatched,
        unexpected_actual=unexpected,
        tolerated_actual=tolerated,
        ignored_actual=ignored,
        guardrail_violations=violations,
        expectations=expectations,
        episode_start=episode_start,
    )


# --------------------------------------------------------------------------- offline


def _load(value: str | bytes | Mapping[str, Any]) -> Any:
    """Decoded JSON: text is parsed, anything else is returned as is."""
    if isinstance(value, str | bytes):
        return json.loads(value)
    return value


def recompute_from_evidence(
    evidence: EntityScore | str | bytes | Mapping[str, Any],
    *,
    rescore_columns: bool = True,
) -> EntityScore:
    """Recompute Entity F1 from stored evidence alone (no world, no diff, no schemas).

    Counts come from the evidence lists (an expected slot is matched or unmatched; a
    counted actual change is matched or unexpected), pair scores from the per-column
    scores, and P/R/F1 as in `score_entities`. With ``rescore_columns`` each column score
    is first recomputed from its stored expected / actual values and similarity spec.
    The assignment itself is taken from the evidence (the matrices are stored for
    auditing it).

    Args:
        evidence: An `EntityScore`, or its JSON (text or decoded).
        rescore_columns: Whether to recompute column scores from the stored values.

    Returns:
        A fresh `EntityScore`; equal to the stored one when the evidence is consistent.
    """
    stored = (
        evidence
        if isinstance(evidence, EntityScore)
        else EntityScore.model_validate(_load(evidence))
    )
    matches: list[EntityMatch] = []
    for match in stored.matches:
        columns = match.columns
        if rescore_columns:
            columns = [
                c.model_copy(
                    update={
                        "score": column_similarity(
                            c.similarity, c.expected, c.actual, episode_start=stored.episode_start
                        )
                    }
                )
                for c in columns
            ]
        matches.append(match.model_copy(update={"columns": columns, "score": _pair_score(columns)}))
    return _finalize(
        groups=stored.groups,
        matches=matches,
        unmatched_expected=stored.unmatched_expected,
        unexpected_actual=stored.unexpected_actual,
        tolerated_actual=stored.tolerated_actual,
        ignored_actual=stored.ignored_actual,
        guardrail_violations=stored.guardrail_violations,
        expectations=stored.expectations,
        episode_start=stored.episode_start,
    )


def rescore(
    diff_json: str | bytes | Mapping[str, Any] | WorldDiff,
    expectations_json: str | bytes | Mapping[str, Any] | EntityExpectations,
    schemas: Schemas | None = None,
    *,
    episode_start: str | None = None,
) -> EntityScore:
    """Score again from a stored diff and stored expectations (both JSON).

    Args:
        diff_json: A `WorldDiff` or its JSON (text or decoded).
        expectations_json: `EntityExpectations` or their JSON (text or decoded).
        schemas: Table schemas, as for `score_entities`.
        episode_start: The episode's start, as for `score_entities`.

    Returns:
        The score and its evidence, as `score_entities` would give.
    """
    diff = (
        diff_json
        if isinstance(diff_json, WorldDiff)
        else WorldDiff.model_validate(_load(diff_json))
    )
    expectations = (
        expectations_json
        if isinstance(expectations_json, EntityExpectations)
        else EntityExpectations.model_validate(_load(expectations_json))
    )
    return score_entities(diff, expectations, schemas, episode_start=episode_start)
