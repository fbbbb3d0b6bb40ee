"""Evaluation of sandbox episodes.

``entity_f1``: Entity F1 (seed appendix A.2), actual entity changes against the
scenario's expected ones, with stored evidence that recomputes offline (the ``paper``
variant); ``entity_f1_reference``: the ``reference`` variant, the published evaluator's
behaviour; ``entity_f1_cases``: both on stand-alone before / after tables;
``entity_f1_runs``: both from a stored sample. ``spec``: the
expected-change models of a scenario file. ``similarity``: the per-column similarities.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mmtoolbench.sandbox.evaluate.entity_f1 import (
        ActualChange,
        ColumnScore,
        EntityMatch,
        EntityScore,
        ExpectationError,
        GroupScore,
        GuardrailViolation,
        IgnoredChange,
        UnmatchedExpected,
        precision_recall_f1,
        recompute_from_evidence,
        rescore,
        score_entities,
        validate_expectations,
    )
    from mmtoolbench.sandbox.evaluate.spec import (
        ColumnSimilarity,
        ContainsSimilarity,
        DatetimeAfterSimilarity,
        DatetimeSimilarity,
        EntityExpectations,
        ExactSimilarity,
        ExpectedChange,
        IgnoreSimilarity,
        ListSimilarity,
        NumericSimilarity,
        RougeLSimilarity,
    )

# Loaded on first use: `entity_f1` pulls in numpy and the similarity libraries, which
# starting an episode does not need (issue 16: `import mmtoolbench.sandbox.episode`).
_ENTITY_F1 = frozenset(
    {
        "ActualChange",
        "ColumnScore",
        "EntityMatch",
        "EntityScore",
        "ExpectationError",
        "GroupScore",
        "GuardrailViolation",
        "IgnoredChange",
        "UnmatchedExpected",
        "precision_recall_f1",
        "recompute_from_evidence",
        "rescore",
        "score_entities",
        "validate_expectations",
    }
)


def __getattr__(name: str) -> Any:
    if name in __all__:
        module = "entity_f1" if name in _ENTITY_F1 else "spec"
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ActualChange",
    "ColumnScore",
    "ColumnSimilarity",
    "ContainsSimilarity",
    "DatetimeAfterSimilarity",
    "DatetimeSimilarity",
    "EntityExpectations",
    "EntityMatch",
    "EntityScore",
    "ExactSimilarity",
    "ExpectationError",
    "ExpectedChange",
    "GroupScore",
    "GuardrailViolation",
    "IgnoreSimilarity",
    "IgnoredChange",
    "ListSimilarity",
    "NumericSimilarity",
    "RougeLSimilarity",
    "UnmatchedExpected",
    "precision_recall_f1",
    "recompute_from_evidence",
    "rescore",
    "score_entities",
    "validate_expectations",
]
