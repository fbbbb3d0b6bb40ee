"""What the viewer shows of each suite in lists: filter axes, metric columns, outcome.

Sample lists never load a sample's full output (a sandbox output carries the scenario
and the world diff, tens of KB): the axes are read with SQLite ``json_extract`` and the
metrics from the small ``metrics_json`` column.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class SuiteView:
    """How one suite's samples are listed.

    Attributes:
        name: Suite name.
        axes: Filter axis -> JSON path in the sample's output (scalar values).
        list_metrics: Per-sample metric columns of the sample list.
        headline: ``(label, metric)``: run-level numbers of the runs list, the mean of a
            per-sample metric over finished samples (live while a run is going).
        outcome_metric: Per-sample boolean metric that says pass/fail when no judge
            verdict does (``None``: none).
        outcome_judge: Judge whose verdict (``passed``) is the sample's pass/fail.
        summary_headline: ``(label, path)`` into the stored ``summary`` run metric.
        failure_category: Root cause of a failed ``outcome_judge`` verdict from its
            criteria (``None``: the suite has no taxonomy).
    """

    name: str
    axes: Mapping[str, str] = field(default_factory=dict)
    list_metrics: tuple[str, ...] = ()
    headline: tuple[tuple[str, str], ...] = ()
    outcome_metric: str | None = None
    outcome_judge: str | None = None
    summary_headline: tuple[tuple[str, tuple[str, ...]], ...] = ()
    failure_category: Callable[[Mapping[str, bool]], str | None] | None = None


SANDBOX = SuiteView(
    name="sandbox",
    axes={
        "challenge_type": "$.scenario.challenge_type",
        "arrival_pattern": "$.scenario.arrival_pattern",
        "flow_type": "$.scenario.flow_type",
        "image_count": "$.scenario.image_count",
        "mode": "$.settings.mode",
        "end_reason": "$.end_reason",
    },
    list_metrics=("entity_f1", "steps", "tool_calls", "tool_errors", "code_cells"),
    headline=(
        ("judged pass", "agent_judge_pass"),
        ("Entity F1", "entity_f1"),
        ("steps", "steps"),
    ),
    outcome_metric="agent_judge_pass",
    outcome_judge="agent_judge",
    summary_headline=(("Agent SR", ("agent_sr", "value")), ("User SR", ("user_sr", "value"))),
    failure_category=lambda criteria: sandbox_failure_category(criteria),
)

ATP = SuiteView(
    name="atp",
    axes={"category": "$.category", "intent": "$.intent", "type": "$.type"},
    list_metrics=("tool_set_f1", "n_calls", "n_valid_calls", "valid", "final_score"),
    headline=(
        ("tool-set F1", "tool_set_f1"),
        ("valid plans", "valid"),
        ("MAM score", "final_score"),
    ),
    outcome_metric="valid",
    outcome_judge=None,
)

GENERIC = SuiteView(name="")

SUITE_VIEWS = {v.name: v for v in (SANDBOX, ATP)}


def suite_view(suite: str) -> SuiteView:
    """The view of a suite (a generic one for suites the viewer does not know)."""
    return SUITE_VIEWS.get(suite, GENERIC)


def dig(value: Any, path: tuple[str, ...]) -> Any:
    """``value[path[0]][path[1]]...``, or None where a key is missing."""
    for key in path:
        if not isinstance(value, Mapping):
            return None
        value = value.get(key)
    return value


def sandbox_failure_category(criteria: Mapping[str, bool]) -> str | None:
    """Root cause of a failed sandbox agent verdict (seed §6.4 taxonomy)."""
    from mmtoolbench.sandbox.evaluate.metrics import classify_failure

    return classify_failure(criteria)
