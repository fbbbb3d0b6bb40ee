"""Entity F1 commands: ``mmtb score-state`` and ``mmtb rescore``.

``mmtb score-state CASE.json|CASES.jsonl [--variant paper|reference|both] [--json]``

Scores before / after tables against expected changes with Entity F1
(`mmtoolbench.sandbox.evaluate.entity_f1_cases`) and shows why the number is what it is:
per-group precision and recall, the Hungarian matching with per-column similarities,
the guardrail verdict and the F1. ``--json`` prints one JSON object per case and
variant, one per line (fit for thousands of cases); ``--variant both`` scores each case
with both variants (a side-by-side table for several cases).

``mmtb rescore RUN [--entity-f1 paper|reference|both] [--json]`` recomputes Entity F1
of every stored sample of a sandbox run from its stored world diff and scenario (no
agent is re-run; `mmtoolbench.sandbox.evaluate.entity_f1_runs`) and prints the stored
and recomputed numbers side by side with their means.
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from mmtoolbench.cli.common import user_errors

__all__ = ["VariantOption", "register", "rescore_cmd", "score_state_cmd"]

out = Console(soft_wrap=True, highlight=False)


class VariantOption(StrEnum):
    """Which Entity F1 variant to compute."""

    paper = "paper"
    reference = "reference"
    both = "both"


def _v(value: Any, width: int = 40) -> str:
    """A value for display: JSON, shortened, markup-escaped (values are untrusted)."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    if len(text) > width:
        text = text[: width - 1] + "…"
    return escape(text)


def _s(value: float | None) -> str:
    return "null" if value is None else f"{value:.3f}"


def _print_paper(score: Any) -> None:
    from mmtoolbench.sandbox.evaluate.entity_f1 import EntityScore

    assert isinstance(score, EntityScore)
    groups = Table(title="groups (paper: pooled over all changes)", title_justify="left")
    for col in ("table", "op", "expected", "actual", "matched sum", "precision", "recall"):
        groups.add_column(col, justify="left" if col in ("table", "op") else "right")
    for g in score.groups:
        groups.add_row(
            escape(g.table),
            g.op,
            str(g.n_expected),
            str(g.n_actual),
            f"{g.score_sum:.3f}",
            f"{g.precision:.3f}",
            f"{g.recall:.3f}",
        )
    out.print(groups)
    for g in score.groups:
        if not g.expected or not g.actual:
            continue
        matrix = Table(
            title=f"{escape(g.table)} {g.op}: pair scores (— = not the row the spec identifies)",
            title_justify="left",
        )
        matrix.add_column("spec/slot")
        for pk in g.actual:
            matrix.add_column(escape(pk), justify="right")
        for slot, row in zip(g.expected, g.similarity, strict=True):
            matrix.add_row(
                f"{slot.spec_index}/{slot.slot}", *("—" if v is None else f"{v:.3f}" for v in row)
            )
        out.print(matrix)
    for m in score.matches:
        t = Table(
            title=f"match: spec {m.spec_index}/{m.slot} -> {escape(m.table)} {m.op} {escape(m.actual_pk)}: {m.score:.3f}",
            title_justify="left",
        )
        for col in ("column", "similarity", "expected", "actual", "score"):
            t.add_column(col, justify="right" if col == "score" else "left")
        for c in m.columns:
            t.add_row(
                escape(c.column),
                c.similarity.method,
                _v(c.expected),
                _v(c.actual),
                "ignored" if c.score is None else f"{c.score:.3f}",
            )
        out.print(t)
    for u in score.unmatched_expected:
        out.print(
            f"unmatched: spec {u.spec_index}/{u.slot} ({escape(u.table)} {u.op}): {escape(u.reason)}"
        )
    for a in score.unexpected_actual:
        out.print(f"unexpected: {escape(a.table)} {a.op} {escape(a.pk)}")
    for i in score.ignored_actual:
        out.print(f"ignored: {escape(i.table)} {i.op} {escape(i.pk)} ({i.reason})")
    verdict = (
        "pass"
        if not score.guardrail_violated
        else "FAIL: " + ", ".join(escape(v.table) for v in score.guardrail_violations)
    )
    out.print(f"guardrail: {verdict}")


def _print_reference(score: Any) -> None:
    from mmtoolbench.sandbox.evaluate.entity_f1_reference import ReferenceScore

    assert isinstance(score, ReferenceScore)
    groups = Table(title="groups (reference: overall = mean over groups)", title_justify="left")
    for col in ("table", "op", "expected", "actual", "precision", "recall", "note"):
        groups.add_column(col, justify="left" if col in ("table", "op", "note") else "right")
    for g in score.groups:
        groups.add_row(
            escape(g.table),
            g.op,
            str(g.n_expected),
            str(g.n_actual),
            f"{g.precision:.3f}",
            f"{g.recall:.3f}",
            escape(g.note),
        )
    out.print(groups)
    for g in score.groups:
        if g.similarity and g.actual_keys:
            matrix = Table(title=f"{escape(g.table)} {g.op}: pair scores", title_justify="left")
            matrix.add_column("spec/slot")
            for key in g.actual_keys:
                matrix.add_column(_v(key, 20), justify="right")
            for (spec, slot), row in zip(g.expected, g.similarity, strict=False):
                matrix.add_row(f"{spec}/{slot}", *(_s(v) for v in row))
            out.print(matrix)
        for m in g.matches:
            t = Table(
                title=f"match: spec {m.spec_index}/{m.slot} -> {escape(g.table)} {g.op} {_v(m.actual_key, 20)}: {m.score:.3f}",
                title_justify="left",
            )
            for col in ("column", "similarity", "expected", "actual", "score"):
                t.add_column(col, justify="right" if col == "score" else "left")
            for c in m.columns:
                t.add_row(
                    escape(c.column),
                    c.method,
                    _v(c.expected),
                    _v(c.actual),
                    "ignored" if c.ignored else _s(c.score),
                )
            out.print(t)
    verdict = (
        "pass"
        if score.guardrail_pass
        else "FAIL: " + "; ".join(escape(f) for f in score.guardrail_failures)
    )
    out.print(f"guardrail: {verdict}")
    for w in score.warnings:
        out.print(f"[yellow]warning:[/] {escape(w)}")


def score_state_cmd(
    path: Annotated[Path, typer.Argument(help="A case (.json) or one case per line (.jsonl).")],
    variant: Annotated[
        VariantOption,
        typer.Option(
            help="Entity F1 variant: paper (default), reference or both.", case_sensitive=False
        ),
    ] = VariantOption.paper,
    as_json: Annotated[
        bool, typer.Option("--json", help="One JSON result per case and variant per line.")
    ] = False,
) -> None:
    """Score before/after tables against expected changes and show why (Entity F1)."""
    from mmtoolbench.sandbox.evaluate.entity_f1_cases import (
        VARIANTS,
        Variant,
        load_cases,
        result_json,
        score_case,
    )

    variants: tuple[Variant, ...] = VARIANTS if variant is VariantOption.both else (variant.value,)  # type: ignore[assignment]
    summary: list[tuple[str, dict[str, float]]] = []
    with user_errors():
        cases = list(load_cases(path)) if not as_json else None
        if as_json:
            for label, case in load_cases(path):
                for v in variants:
                    result = result_json(case, score_case(case, v))
                    result["case"] = label
                    typer.echo(json.dumps(result, ensure_ascii=False, default=str))
            return
        assert cases is not None
        detailed = len(cases) == 1
        for label, case in cases:
            numbers: dict[str, float] = {}
            for v in variants:
                score = score_case(case, v)
                numbers[v] = score.f1
                if detailed:
                    out.rule(f"{escape(case.name or label)}: {v}")
                    if v == "paper":
                        _print_paper(score)
                    else:
                        _print_reference(score)
                    out.print(
                        f"[bold]Entity F1 ({v}) = {score.f1:.4f}[/]  (precision {score.precision:.4f}, recall {score.recall:.4f})"
                    )
            summary.append((case.name or label, numbers))
    if len(summary) > 1 or len(variants) > 1:
        table = Table(title="Entity F1 by variant")
        table.add_column("case")
        for v in variants:
            table.add_column(v, justify="right")
        for name, numbers in summary:
            table.add_row(escape(name), *(f"{numbers[v]:.4f}" for v in variants))
        out.print(table)


def rescore_cmd(
    run_dir: Annotated[Path, typer.Argument(help="Sandbox run directory.")],
    entity_f1: Annotated[
        VariantOption,
        typer.Option("--entity-f1", help="Variant(s) to recompute.", case_sensitive=False),
    ] = VariantOption.both,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per sample.")] = False,
) -> None:
    """Recompute Entity F1 of a stored sandbox run (no agent re-run), both variants."""
    from mmtoolbench.core.errors import ConfigError
    from mmtoolbench.sandbox.evaluate.entity_f1_cases import VARIANTS, Variant
    from mmtoolbench.sandbox.evaluate.entity_f1_runs import (
        entity_f1_for_output,
        paper_for_output,
        reference_for_output,
    )
    from mmtoolbench.store.run_store import RunStore

    variants: tuple[Variant, ...] = (
        VARIANTS if entity_f1 is VariantOption.both else (entity_f1.value,)  # type: ignore[assignment]
    )
    rows: list[dict[str, Any]] = []
    with user_errors(), RunStore.open(run_dir) as store:
        if store.info().suite != "sandbox":
            raise ConfigError(f"{run_dir} is a {store.info().suite} run, not sandbox")
        for row in store.samples():
            if row.status != "done" or not isinstance(row.output, dict):
                continue
            item: dict[str, Any] = {"sample": row.key}
            for v in variants:
                stored = (
                    entity_f1_for_output(row.output, v)
                    if (v == "paper" or "entity_f1_reference" in row.output)
                    else None
                )
                try:
                    score = (
                        paper_for_output(row.output)
                        if v == "paper"
                        else reference_for_output(row.output)
                    )
                except ValueError as exc:
                    raise ConfigError(f"{row.key}: {exc}") from None
                item[v] = {"stored": stored, "recomputed": score.f1}
            rows.append(item)
    if as_json:
        for item in rows:
            typer.echo(json.dumps(item))
        return
    table = Table(title=f"Entity F1 of {escape(str(run_dir))}, recomputed from the run store")
    table.add_column("sample", overflow="fold")
    for v in variants:
        table.add_column(f"{v} (stored)", justify="right")
        table.add_column(f"{v} (recomputed)", justify="right")
    for item in rows:
        cells = [escape(item["sample"])]
        for v in variants:
            stored_value = item[v]["stored"]
            cells += ["-" if stored_value is None else _s(stored_value), _s(item[v]["recomputed"])]
        table.add_row(*cells)
    if rows:
        means = ["mean"]
        for v in variants:
            stored_vals = [i[v]["stored"] for i in rows if i[v]["stored"] is not None]
            means.append(_s(sum(stored_vals) / len(stored_vals)) if stored_vals else "-")
            means.append(_s(sum(i[v]["recomputed"] for i in rows) / len(rows)))
        table.add_row(*means, style="bold")
    out.print(table)


def register(app: typer.Typer) -> None:
    """Add ``score-state`` and ``rescore`` to the application."""
    app.command("score-state")(score_state_cmd)
    app.command("rescore")(rescore_cmd)
