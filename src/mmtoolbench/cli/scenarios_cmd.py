"""``mmtb scenarios``: browse the sandbox scenarios and the suite's coverage.

* ``mmtb scenarios list [--flow F] [--challenge C] [--arrival A] [--domain D]
  [--category K] [--format table|json]``: one row (or JSON object) per scenario.
* ``mmtb scenarios show ID``: everything about one scenario (rounds, images with their
  ground truth, expected changes, oracle solution).
* ``mmtb scenarios stats [--check]``: the distribution over every design axis (flow,
  challenge, arrival as in the seed's Figure 4 bottom; domains with multi-app count;
  image categories; images and rounds per scenario). ``--check`` exits 1 listing every
  cell below the issue-10 thresholds (`THRESHOLDS`).

Scenarios are read with the shape check only (fast); ``mmtb validate`` checks meaning.
``--path`` chooses other scenario files or directories (default: the bundled suite).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from mmtoolbench.cli.common import user_errors
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import terminal_safe, terminal_safe_json
from mmtoolbench.sandbox.scenario import (
    ARRIVAL_PATTERNS,
    CHALLENGE_TYPES,
    FLOW_TYPES,
    IMAGE_CATEGORIES,
    Scenario,
    builtin_scenarios_dir,
    find_scenario_files,
    parse_scenario_file,
)

__all__ = ["THRESHOLDS", "ScenarioRow", "coverage_problems", "scenarios_app"]

scenarios_app = typer.Typer(help="Browse the sandbox scenarios and the suite's coverage.")
out = Console(soft_wrap=True, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)

THRESHOLDS: dict[str, float] = {
    "scenarios": 260,
    "per_flow": 25,
    "per_challenge": 40,
    "per_arrival": 40,
    "per_domain": 10,
    "multi_app": 80,
    "per_category": 40,
    "mean_images": 4.0,
}
"""Issue-10 coverage thresholds checked by ``stats --check``."""

PathOpt = Annotated[
    list[Path] | None,
    typer.Option("--path", help="Scenario files or directories (default: the bundled suite)."),
]


@dataclass(frozen=True)
class ScenarioRow:
    """One scenario as listed."""

    scenario: Scenario
    path: Path

    @property
    def group(self) -> str:
        """The folder the file is in (its content group)."""
        return self.path.parent.name

    @property
    def categories(self) -> list[str]:
        """Image categories among its images."""
        return sorted({img.category for img in self.scenario.images})

    def as_json(self) -> dict[str, Any]:
        """The listing object (``--format json``)."""
        s = self.scenario
        return {
            "id": s.id,
            "title": s.title,
            "group": self.group,
            "flow_type": s.flow_type,
            "challenge": s.challenge.type,
            "arrival_pattern": s.arrival_pattern,
            "domains": list(s.domains),
            "images": len(s.images),
            "image_categories": self.categories,
            "rounds": len(s.rounds),
            "path": str(self.path),
        }


def _load(paths: Sequence[Path] | None) -> list[ScenarioRow]:
    files = find_scenario_files(paths or [builtin_scenarios_dir()])
    rows: list[ScenarioRow] = []
    problems: list[str] = []
    for file in files:
        scenario, found = parse_scenario_file(file)
        problems.extend(str(p) for p in found)
        if scenario is not None:
            rows.append(ScenarioRow(scenario, file))
    if problems:
        raise ConfigError("invalid scenario files:\n" + "\n".join(problems))
    return rows


def _choice(value: str | None, valid: Sequence[str], option: str) -> None:
    if value is not None and value not in valid:
        raise typer.BadParameter(f"{value!r} is not one of {', '.join(valid)}", param_hint=option)


@scenarios_app.command("list")
def list_cmd(
    flow: Annotated[str | None, typer.Option("--flow", help="Flow type.")] = None,
    challenge: Annotated[str | None, typer.Option("--challenge", help="Challenge type.")] = None,
    arrival: Annotated[str | None, typer.Option("--arrival", help="Arrival pattern.")] = None,
    domain: Annotated[
        str | None, typer.Option("--domain", help="An app the scenario uses.")
    ] = None,
    category: Annotated[
        str | None, typer.Option("--category", help="An image category among its images.")
    ] = None,
    fmt: Annotated[str, typer.Option("--format", help="table or json.")] = "table",
    path: PathOpt = None,
) -> None:
    """List scenarios, optionally filtered by flow, challenge, arrival, domain or category."""
    _choice(flow, FLOW_TYPES, "--flow")
    _choice(challenge, CHALLENGE_TYPES, "--challenge")
    _choice(arrival, ARRIVAL_PATTERNS, "--arrival")
    _choice(category, IMAGE_CATEGORIES, "--category")
    _choice(fmt, ("table", "json"), "--format")
    with user_errors():
        rows = _load(path)
    picked = [
        r
        for r in rows
        if (flow is None or r.scenario.flow_type == flow)
        and (challenge is None or r.scenario.challenge.type == challenge)
        and (arrival is None or r.scenario.arrival_pattern == arrival)
        and (domain is None or domain in r.scenario.domains)
        and (category is None or category in r.categories)
    ]
    if fmt == "json":
        document = json.dumps([r.as_json() for r in picked], indent=1)
        out.print(terminal_safe_json(document), markup=False, highlight=False)
        return
    table = Table("id", "flow", "challenge", "arrival", "domains", "img", "rnd", "categories")
    for r in picked:
        s = r.scenario
        table.add_row(
            Text(terminal_safe(s.id)),
            s.flow_type,
            s.challenge.type,
            s.arrival_pattern,
            ", ".join(s.domains),
            str(len(s.images)),
            str(len(s.rounds)),
            ", ".join(r.categories),
        )
    out.print(table)
    err.print(f"{len(picked)} of {len(rows)} scenario(s)")


@scenarios_app.command("show")
def show_cmd(
    scenario_id: Annotated[str, typer.Argument(help="Scenario id.")],
    path: PathOpt = None,
) -> None:
    """Show one scenario: rounds, images (with ground truth), expectations and oracle."""
    from mmtoolbench.sandbox.image_truth import load_image_truth

    with user_errors():
        rows = _load(path)
    row = next((r for r in rows if r.scenario.id == scenario_id), None)
    if row is None:
        import difflib

        close = difflib.get_close_matches(scenario_id, [r.scenario.id for r in rows], n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        err.print(f"[red]error:[/] no scenario {escape(terminal_safe(repr(scenario_id)))}{hint}")
        raise typer.Exit(2)
    s = row.scenario

    def say(*parts: str | tuple[str, str]) -> None:
        """Print scenario text (authored content: no markup, no control sequences)."""
        text = Text()
        for part in parts:
            chunk, style = (part, "") if isinstance(part, str) else part
            text.append(terminal_safe(chunk), style=style)
        out.print(text, highlight=False)

    say((s.id, "bold"), ": ", s.title)
    say(f"file: {row.path}")
    say(
        f"flow {s.flow_type} · challenge {s.challenge.type} · arrival {s.arrival_pattern} · "
        f"domains {', '.join(s.domains)} · reference time {s.reference_time.isoformat()}"
    )
    if s.description:
        say(s.description)
    if s.challenge.details:
        say(f"challenge (round {s.challenge.round}): {s.challenge.details}")
    for n, rnd in enumerate(s.rounds, start=1):
        images = f"  [images: {', '.join(rnd.images)}]" if rnd.images else ""
        say("\n", (f"round {n}", "bold"), images)
        say(f"  user: {rnd.query}")
        oracle = s.oracle_round(n)
        for step in oracle.steps if oracle else []:
            what = (
                f"{step.tool}({json.dumps(step.arguments, ensure_ascii=False)})"
                if step.tool
                else "code: " + (step.code or "").strip().replace("\n", "; ")
            )
            say(f"  oracle: {what}")
        if oracle:
            say(f"  reply: {oracle.reply}")
    say("\n", ("images", "bold"))
    for img in s.images:
        file = (row.path.parent / img.path).resolve()
        size = f"{file.stat().st_size / 1024:.0f} KB" if file.exists() else "missing"
        say(f"  {img.id} ({img.category}, {size}): {img.path}")
        try:
            truth = load_image_truth(file)
        except ConfigError as exc:
            say(f"    no ground truth: {exc}")
            continue
        say(f"    {truth.kind}, {truth.licence}: {truth.description}")
        if truth.decisive:
            say(f"    decisive: {', '.join(truth.decisive)}")
    say("\n", ("expected changes", "bold"))
    for change in s.expected_changes.changes:
        sim = {k: v.method for k, v in change.similarity.items()}
        extra = f" match {change.match}" if change.match else ""
        sim_text = f" similarity {sim}" if sim else ""
        count = f" x{change.count}" if change.count > 1 else ""
        say(f"  {change.op} {change.table}{count}{extra}: {change.fields}{sim_text}")
    say(f"\ncompletion: {s.completion_criteria}")


def _distribution(title: str, counts: Counter[str], order: Sequence[str], total: int) -> Table:
    table = Table(title, "scenarios", "share", "", title_justify="left")
    keys = list(order) + sorted(k for k in counts if k not in order)
    for key in keys:
        n = counts.get(key, 0)
        share = n / total if total else 0.0
        table.add_row(str(key), str(n), f"{share:6.1%}", "█" * round(share * 40))
    return table


def coverage_problems(rows: Sequence[ScenarioRow], domains: Sequence[str]) -> list[str]:
    """Every coverage cell below `THRESHOLDS` (and images/rounds out of range)."""
    t = THRESHOLDS
    problems: list[str] = []
    n = len(rows)
    if n < t["scenarios"]:
        problems.append(f"scenarios: {n} < {t['scenarios']:.0f}")
    checks: tuple[tuple[str, Sequence[str], Counter[str], float], ...] = (
        ("flow", FLOW_TYPES, Counter(str(r.scenario.flow_type) for r in rows), t["per_flow"]),
        (
            "challenge",
            CHALLENGE_TYPES,
            Counter(str(r.scenario.challenge.type) for r in rows),
            t["per_challenge"],
        ),
        (
            "arrival",
            ARRIVAL_PATTERNS,
            Counter(str(r.scenario.arrival_pattern) for r in rows),
            t["per_arrival"],
        ),
        (
            "domain",
            domains,
            Counter(d for r in rows for d in set(r.scenario.domains)),
            t["per_domain"],
        ),
        (
            "category",
            IMAGE_CATEGORIES,
            Counter(c for r in rows for c in r.categories),
            t["per_category"],
        ),
    )
    for axis, keys, counts, minimum in checks:
        for key in keys:
            if counts.get(key, 0) < minimum:
                problems.append(f"{axis} {key}: {counts.get(key, 0)} < {minimum:.0f}")
    multi = sum(len(set(r.scenario.domains)) >= 2 for r in rows)
    if multi < t["multi_app"]:
        problems.append(f"multi-app scenarios: {multi} < {t['multi_app']:.0f}")
    images = [len(r.scenario.images) for r in rows]
    mean = sum(images) / n if n else 0.0
    if mean < t["mean_images"]:
        problems.append(f"mean images per scenario: {mean:.2f} < {t['mean_images']:.1f}")
    for r in rows:
        if not 3 <= len(r.scenario.images) <= 6:
            problems.append(f"{r.scenario.id}: {len(r.scenario.images)} images (want 3-6)")
        if not 2 <= len(r.scenario.rounds) <= 5:
            problems.append(f"{r.scenario.id}: {len(r.scenario.rounds)} rounds (want 2-5)")
    return problems


@scenarios_app.command("stats")
def stats_cmd(
    check: Annotated[
        bool,
        typer.Option("--check", help="Exit 1 listing every cell below the issue-10 thresholds."),
    ] = False,
    path: PathOpt = None,
) -> None:
    """Distribution of the scenarios over every design axis, images and rounds."""
    from mmtoolbench.sandbox.domains import domain_names

    with user_errors():
        rows = _load(path)
    n = len(rows)
    domains = domain_names()
    out.print(f"[bold]{n} scenarios[/]")
    out.print(
        _distribution("flow type", Counter(r.scenario.flow_type for r in rows), FLOW_TYPES, n)
    )
    out.print(
        _distribution(
            "challenge", Counter(r.scenario.challenge.type for r in rows), CHALLENGE_TYPES, n
        )
    )
    out.print(
        _distribution(
            "arrival pattern",
            Counter(r.scenario.arrival_pattern for r in rows),
            ARRIVAL_PATTERNS,
            n,
        )
    )
    out.print(
        _distribution(
            "image category (scenarios with one)",
            Counter(c for r in rows for c in r.categories),
            IMAGE_CATEGORIES,
            n,
        )
    )
    out.print(
        _distribution(
            "domain (scenarios using it)",
            Counter(d for r in rows for d in set(r.scenario.domains)),
            domains,
            n,
        )
    )
    multi = sum(len(set(r.scenario.domains)) >= 2 for r in rows)
    out.print(f"multi-app scenarios (2+ domains): {multi}")
    images = Counter(len(r.scenario.images) for r in rows)
    rounds = Counter(len(r.scenario.rounds) for r in rows)
    out.print(
        _distribution(
            "images per scenario",
            Counter({str(k): v for k, v in images.items()}),
            [str(k) for k in range(1, 7)],
            n,
        )
    )
    out.print(
        _distribution(
            "rounds per scenario",
            Counter({str(k): v for k, v in rounds.items()}),
            [str(k) for k in range(1, 6)],
            n,
        )
    )
    total_images = sum(len(r.scenario.images) for r in rows)
    size = 0
    for r in rows:
        for img in r.scenario.images:
            file = (r.path.parent / img.path).resolve()
            size += file.stat().st_size if file.exists() else 0
    mean_img = total_images / n if n else 0.0
    mean_rnd = sum(len(r.scenario.rounds) for r in rows) / n if n else 0.0
    groups = Counter(r.group for r in rows)
    out.print(
        f"images: {total_images} ({mean_img:.2f} per scenario), {size / 1e6:.1f} MB, "
        f"{size / max(total_images, 1) / 1024:.0f} KB on average; rounds: {mean_rnd:.2f} per scenario"
    )
    out.print("groups: " + ", ".join(f"{g} {c}" for g, c in sorted(groups.items())))
    if check:
        # The ui domain's tools serve UI mode, whose scenarios are a separate set
        # (`mmtb run sandbox --ui`, data/sandbox/ui_scenarios): no quota here.
        from mmtoolbench.sandbox.ui.domain import DOMAIN as UI_DOMAIN

        problems = coverage_problems(rows, [d for d in domains if d != UI_DOMAIN])
        for p in problems:
            out.print(f"below threshold: {p}", markup=False)
        if problems:
            err.print(f"[red]{len(problems)} cell(s) below the issue-10 thresholds[/]")
            raise typer.Exit(1)
        err.print("[green]every cell meets the issue-10 thresholds[/]")
