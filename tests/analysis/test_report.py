"""Reports from real runs of the example scenarios: every number in the HTML matches the store.

Two sandbox runs of the built-in scenarios go through the real runner: the oracle agent,
and a scripted "sloppy" agent that fails in several ways (it types the user's wrong
phone number, calls a tool that does not exist and claims success, or gives up). A
scripted judge then grades both runs through `rejudge_run` (twice for the oracle run, so
the report has a judge spread). The report's numbers are parsed out of the HTML and
compared with values computed directly from the run store, independently of
`mmtoolbench.sandbox.evaluate.metrics`.
"""

from __future__ import annotations

import asyncio
import base64
import io
import json
import re
import statistics
from collections.abc import Sequence
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.analysis.report import build_report
from mmtoolbench.core.messages import GenerateConfig, Message, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.sandbox.evaluate.rejudge import rejudge_run
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir
from mmtoolbench.store.run_store import RunInfo, RunStore

# --------------------------------------------------------------------------- agents, judge

REMINDER = {"title": "Call the plumber", "due_date": "2025-06-17", "due_time": "09:00"}
WRONG_CONTACT = {
    "first_name": "Mike",
    "last_name": "Alvarez",
    "company": "Bayside Plumbing",
    "phone_number": "415-555-0186",  # the user's misreading, not the note's number
}


def sloppy_agent(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> Any:
    """Does the plumber task with the wrong number; elsewhere fakes success or gives up."""
    last = messages[-1]
    if last.tool_results:
        return "Done! Everything is saved."
    text = last.text
    if "Remind me to call the plumber" in text:
        return {"tool_calls": [{"name": "create_reminder", "arguments": REMINDER}]}
    if "Save him as a contact" in text:
        return {"tool_calls": [{"name": "create_contact", "arguments": WRONG_CONTACT}]}
    if "contact" in text.lower() or "block" in text.lower():
        return {"tool_calls": [{"name": "update_everything", "arguments": {}}]}
    return "Sorry, I can't help with that."


def _reply(judge: str, fail: Sequence[str]) -> str:
    criteria = {
        c: {"analysis": "checked", "pass": c not in fail, "evidence": "see log"}
        for c in JUDGE_CRITERIA[judge]
    }
    return json.dumps(
        {"criteria": criteria, "overall": "fail" if fail else "pass", "reasoning": "r"}
    )


def judge_script(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> str:
    """A judge that reads the request: empty diffs fail, the wrong number is a factual error."""
    system = messages[0].text
    request = "\n".join(p.text for p in messages[1].content if isinstance(p, TextPart))
    match = re.search(r"^- id: (\S+)$", request, re.MULTILINE)
    assert match is not None
    sid = match.group(1)
    if "Agent Judge" in system:
        fail: list[str] = []
        if "(no change: the final world state" in request:
            fail = ["task_completion", "tool_use_validity"]
        elif '"phone_number": "415-555-0186"' in request:
            fail = ["information_accuracy", "instruction_following"]
        elif sid == "spam_cleanup":
            fail = ["no_side_effects"]
        elif sid == "dana_new_job" and config.seed == 1:
            fail = ["instruction_following"]  # the second judge run disagrees once
        return _reply("agent_judge", fail)
    user_fail = ["request_fidelity"] if sid == "conference_cards" else []
    return _reply("user_judge", user_fail)


# The worked examples at the top of the bundled suite (not its ~260 group scenarios: the
# report's numbers are checked the same way on 7 samples as on 260).
EXAMPLES = sorted(str(p) for p in builtin_scenarios_dir().glob("*.yaml"))


async def _make_runs(root: Path) -> None:
    oracle = RunConfig(
        suite="sandbox",
        suite_options={"scenarios": EXAMPLES},
        models={"agent": "oracle"},
        cache=False,
    )
    await start_run(oracle, root / "oracle", progress=False)
    sloppy = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "discovery": False, "scenarios": EXAMPLES},
        models={"agent": "scripted/sloppy"},
        cache=False,
    )
    agent = ScriptedModel("scripted/sloppy", sloppy_agent)
    await start_run(sloppy, root / "sloppy", progress=False, models={"agent": agent})
    judge = ScriptedModel("scripted/judge", judge_script)
    for name, repeats in (("oracle", 2), ("sloppy", 1)):
        with RunStore.open(root / name) as store:
            summary = await rejudge_run(store, judge, repeats=repeats)
            assert summary.errors == 0


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("runs")
    asyncio.run(_make_runs(root))
    return root


# --------------------------------------------------------------------------- HTML parsing


class _Metrics(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.values: dict[str, str] = {}
        self.images: list[str] = []
        self.links: list[str] = []
        self._open: list[str | None] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "img":
            self.images.append(a.get("src") or "")
        for key in ("href", "src"):
            if a.get(key) and not str(a[key]).startswith("data:"):
                self.links.append(str(a[key]))
        if tag in ("td", "span"):
            self._open.append(a.get("data-metric"))
            if a.get("data-metric"):
                self.values[str(a["data-metric"])] = ""

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "span") and self._open:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        for metric in self._open:
            if metric:
                self.values[metric] += data


def _parse(path: Path) -> _Metrics:
    parser = _Metrics()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def _num(values: dict[str, str], key: str) -> float | None:
    text = values[key].strip()
    return None if text == "-" else float(text)


def _close(got: float | None, expected: float | None, digits: int = 3) -> bool:
    if expected is None:
        return got is None
    return got is not None and abs(got - round(expected, digits)) <= 0.6 * 10**-digits


# --------------------------------------------------------------------------- from the store


def _latest(store: RunStore, judge: str, repeat: int = 0) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for v in store.verdicts():
        verdict = v["verdict"]
        if v["judge"] == judge and verdict["repeat"] == repeat and verdict["error"] is None:
            out[v["sample_key"]] = verdict
    return out


def _root_cause(criteria: dict[str, Any]) -> str | None:
    ok = {c: v["pass"] for c, v in criteria.items()}
    if all(ok.values()):
        return None
    if not ok["task_completion"]:
        return "task_failure"
    if not ok["information_accuracy"]:
        return "factual_error"
    if not ok["instruction_following"]:
        return "incomplete_execution"
    if not ok["no_side_effects"]:
        return "uncontrolled_behavior"
    return "other"


def _mean(values: Sequence[float]) -> float | None:
    return statistics.fmean(values) if values else None


def expected_numbers(run_dir: Path) -> dict[str, float | None]:
    """Metrics computed straight from the store (no mmtoolbench metric code)."""
    with RunStore.open(run_dir) as store:
        rows = [r for r in store.samples() if r.status == "done"]
        agent = _latest(store, "agent_judge")
        user = _latest(store, "user_judge")
        tokens = {
            r.key: sum(
                c["input_tokens"] + c["output_tokens"]
                for c in store.model_calls(r.key)
                if c["role"] == "agent"
            )
            for r in rows
        }
    out: dict[str, float | None] = {}
    passes = [bool(agent[r.key]["passed"]) for r in rows if r.key in agent]
    out["overall.agent_sr"] = _mean([float(p) for p in passes])
    out["overall.n_judged"] = float(len(passes))
    out["overall.n_done"] = float(len(rows))
    out["overall.entity_f1"] = _mean([r.output["entity_f1"]["f1"] for r in rows])
    out["overall.user_sr"] = _mean([float(user[r.key]["passed"]) for r in rows if r.key in user])
    out["overall.avg_steps"] = _mean([r.output["steps"]["total"] for r in rows])
    out["overall.avg_agent_steps"] = _mean([r.output["steps"]["agent"] for r in rows])
    total_tokens = sum(tokens.values())
    out["overall.avg_agent_tokens"] = total_tokens / len(rows)
    n_pass = sum(passes)
    out["overall.agent_tokens_per_success"] = total_tokens / n_pass if n_pass else None
    for c in JUDGE_CRITERIA["agent_judge"]:
        out[f"criteria.{c}"] = _mean(
            [float(agent[r.key]["criteria"][c]["pass"]) for r in rows if r.key in agent]
        )
    causes = [_root_cause(agent[r.key]["criteria"]) for r in rows if r.key in agent]
    failures = [c for c in causes if c is not None]
    out["taxonomy.n_failures"] = float(len(failures))
    for cat in ("factual_error", "task_failure", "incomplete_execution", "uncontrolled_behavior"):
        out[f"taxonomy.{cat}.count"] = float(failures.count(cat))
        out[f"taxonomy.{cat}.share"] = failures.count(cat) / len(failures) if failures else None
    invoked = [
        r.output["tools"]["invoked_recall"]
        for r in rows
        if r.output["tools"]["invoked_recall"] is not None
    ]
    out["discovery.invoked_recall"] = _mean(invoked)
    kept = [r for r in rows if not (r.key in user and user[r.key]["passed"] is False)]
    out["user_failed_removed.n_retained"] = float(len(kept))
    out["user_failed_removed.agent_sr"] = _mean(
        [float(agent[r.key]["passed"]) for r in kept if r.key in agent]
    )
    out["user_failed_removed.entity_f1"] = _mean([r.output["entity_f1"]["f1"] for r in kept])
    dims = {
        "arrival_pattern": lambda r: [r.output["scenario"]["arrival_pattern"]],
        "image_count": lambda r: [str(r.output["scenario"]["image_count"])],
        "challenge_type": lambda r: [r.output["scenario"]["challenge_type"]],
        "flow_type": lambda r: [r.output["scenario"]["flow_type"]],
        "image_category": lambda r: r.output["scenario"]["image_categories"],
        "domain": lambda r: r.output["scenario"]["domains"],
    }
    for dim, groups_of in dims.items():
        groups: dict[str, list[Any]] = {}
        for r in rows:
            for g in groups_of(r):
                groups.setdefault(g, []).append(r)
        for g, members in groups.items():
            out[f"{dim}.{g}.n"] = float(len(members))
            out[f"{dim}.{g}.agent_sr"] = _mean(
                [float(agent[r.key]["passed"]) for r in members if r.key in agent]
            )
            out[f"{dim}.{g}.entity_f1"] = _mean([r.output["entity_f1"]["f1"] for r in members])
    # appendix D.2: Entity F1 = 1 / < 1 against the agent verdict
    judged = [r for r in rows if r.key in agent]
    diagonal = 0
    for name, exact in (("full", True), ("partial", False)):
        group = [r for r in judged if (r.output["entity_f1"]["f1"] >= 1 - 1e-9) == exact]
        n_pass = sum(bool(agent[r.key]["passed"]) for r in group)
        out[f"disagreement.f1_{name}_pass"] = float(n_pass)
        out[f"disagreement.f1_{name}_fail"] = float(len(group) - n_pass)
        diagonal += n_pass if exact else len(group) - n_pass
    out["disagreement.agreement"] = diagonal / len(judged) if judged else None
    for r in rows:
        out[f"sample.{r.key}.entity_f1"] = r.output["entity_f1"]["f1"]
        out[f"sample.{r.key}.steps"] = float(r.output["steps"]["total"])
        out[f"sample.{r.key}.agent_tokens"] = float(tokens[r.key])
    return out


# --------------------------------------------------------------------------- tests


@pytest.mark.parametrize("name", ["oracle", "sloppy"])
def test_html_numbers_match_the_run_store(runs: Path, name: str) -> None:
    files = build_report(runs / name)
    assert files.html == runs / name / "report.html" and files.markdown.suffix == ".md"
    parsed = _parse(files.html)
    expected = expected_numbers(runs / name)
    assert len(expected) > 60
    mismatches = []
    for key, value in expected.items():
        assert key in parsed.values, f"{key} is missing from the report"
        digits = 1 if key.endswith(("avg_steps", "avg_agent_steps", "tokens", "per_success")) else 3
        if key.endswith(
            (".n", "n_judged", "n_done", "n_retained", ".count", "n_failures", ".steps")
        ) or (key.endswith("agent_tokens") and key.startswith("sample.")):
            digits = 0
        got = _num(parsed.values, key)
        if not _close(got, value, digits):
            mismatches.append((key, got, value))
    assert not mismatches, mismatches


def test_runs_exercise_the_report(runs: Path) -> None:
    sloppy = expected_numbers(runs / "sloppy")
    oracle = expected_numbers(runs / "oracle")
    # the oracle reaches every expected state; the sloppy agent mostly fails
    assert oracle["overall.entity_f1"] == 1.0
    assert sloppy["overall.agent_sr"] == 0.0
    assert sloppy["taxonomy.task_failure.count"] and sloppy["taxonomy.factual_error.count"] == 1
    assert 0 < (sloppy["sample.plumber_note#0.entity_f1"] or 0) < 1
    assert oracle["taxonomy.uncontrolled_behavior.count"] == 1
    assert (oracle["overall.agent_sr"] or 0) > 0.5
    assert oracle["user_failed_removed.n_retained"] == oracle["overall.n_done"] - 1
    assert (sloppy["overall.avg_agent_tokens"] or 0) > 0  # the scripted agent's usage
    values = _parse(build_report(runs / "sloppy").html).values
    assert values["sample.plumber_note#0.failure_category"].strip() == "factual_error"
    assert values["sample.plumber_note#0.agent_passed"].strip() == "fail"


def test_report_is_self_contained_with_figures(runs: Path) -> None:
    files = build_report(runs / "oracle", runs / "out" / "oracle-report.html")
    assert files.markdown == runs / "out" / "oracle-report.md"
    parsed = _parse(files.html)
    assert parsed.links == []  # nothing external
    assert len(parsed.images) >= 8  # 5 breakdowns, taxonomy, discovery, steps and tokens
    for src in parsed.images:
        assert src.startswith("data:image/png;base64,")
        with Image.open(io.BytesIO(base64.b64decode(src.split(",", 1)[1]))) as img:
            assert img.format == "PNG" and img.width > 100
    html = files.html.read_text()
    for title in (
        "image arrival pattern",
        "number of images",
        "challenge type",
        "information flow",
    ):
        assert f"By {title}" in html
    assert "Failure taxonomy" in html and "Tool discovery" in html


def test_judge_spread_and_markdown(runs: Path) -> None:
    files = build_report(runs / "oracle")
    values = _parse(files.html).values
    with RunStore.open(runs / "oracle") as store:
        rates = []
        for repeat in (0, 1):
            verdicts = _latest(store, "agent_judge", repeat)
            rates.append(statistics.fmean(float(v["passed"]) for v in verdicts.values()))
    assert rates[0] != rates[1]
    assert float(values["judge_spread.0.agent_sr"]) == round(rates[0] * 100, 1)
    assert float(values["judge_spread.1.agent_sr"]) == round(rates[1] * 100, 1)
    assert float(values["judge_spread.sd"]) == round(statistics.stdev(rates) * 100, 1)
    md = files.markdown.read_text()
    expected = expected_numbers(runs / "oracle")
    assert f"| Agent SR | {expected['overall.agent_sr']:.3f} |" in md
    assert "## Judge run-to-run spread" in md and "## By challenge type" in md


def test_report_with_another_judge_repeat(runs: Path) -> None:
    files = build_report(runs / "oracle", runs / "r1.html", repeat=1)
    values = _parse(files.html).values
    with RunStore.open(runs / "oracle") as store:
        verdicts = _latest(store, "agent_judge", 1)
    rate = statistics.fmean(float(v["passed"]) for v in verdicts.values())
    assert _close(_num(values, "overall.agent_sr"), rate)


def test_atp_report_shows_the_summary(tmp_path: Path) -> None:
    config = RunConfig(suite="atp", models={"agent": "oracle"}, limit=3, cache=False)
    asyncio.run(start_run(config, tmp_path / "atp", progress=False))
    files = build_report(tmp_path / "atp")
    with RunStore.open(tmp_path / "atp") as store:
        summary = store.run_metrics()["summary"]
    values = _parse(files.html).values
    plan = summary["plan"]
    assert _close(_num(values, "plan.n_answers"), plan["n_answers"], 0)
    assert _close(_num(values, "plan.call_counts.mean"), plan["call_counts"]["mean"])
    for category, metrics in plan["per_category"].items():
        got = _num(values, f"plan.{category}.validity.answer_validity_rate")
        assert _close(got, metrics["validity"]["answer_validity_rate"])
    assert "## plan" in files.markdown.read_text()


def test_generic_report_for_other_suites(tmp_path: Path) -> None:
    info = RunInfo(run_id="toy", suite="toy", package_version="0")
    with RunStore.create(tmp_path / "toy", info) as store:
        store.set_run_metric("summary", {"accuracy": 0.75, "nested": {"n": 4}})
    files = build_report(tmp_path / "toy")
    values = _parse(files.html).values
    assert values["summary.accuracy"] == "0.750" and values["summary.nested.n"] == "4.000"
    assert "toy" in files.markdown.read_text()


def test_custom_suite_renders_its_own_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ``module:factory`` suite with ``report_run`` next to its factory renders its report."""
    import tests.runner.toy_suite as toy

    from mmtoolbench.runner.suite import ReportOptions, RunReport

    seen: list[ReportOptions] = []

    def report_run(store: RunStore, options: ReportOptions) -> RunReport:
        seen.append(options)
        return RunReport(f"<p>{store.info().run_id}</p>", "# toy report\n")

    suite = "tests.runner.toy_suite:build_suite"
    info = RunInfo(run_id="custom", suite=suite, package_version="0")
    RunStore.create(tmp_path / "custom", info).close()
    plain = build_report(tmp_path / "custom")  # no report_run yet: the generic report
    assert "Run metrics" in plain.html.read_text()
    monkeypatch.setattr(toy, "report_run", report_run, raising=False)
    files = build_report(tmp_path / "custom", judge_model="j", repeat=1)
    assert files.html.read_text() == "<p>custom</p>"
    assert files.markdown.read_text() == "# toy report\n"
    assert seen == [ReportOptions(judge_model="j", repeat=1)]
