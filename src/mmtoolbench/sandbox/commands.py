"""The sandbox suite's ``mmtb judge``, ``compare`` and ``agreement`` (`SuiteAnalyses`).

* judge: re-judges stored trajectories (`mmtoolbench.sandbox.evaluate.rejudge`) and prints
  the run-to-run spread of each judge's pass rate over the judge repeats;
* compare: the leaderboard, the rank correlation between judges and the cross-model
  analyses (`mmtoolbench.sandbox.evaluate.compare`; an HTML page with Figures 5-7 next to
  the Markdown);
* agreement: human labels against the judge verdicts in the Table 5 layout
  (`mmtoolbench.sandbox.evaluate.agreement`).

The CLI parses the flags and finds these through `mmtoolbench.runner.suites.resolve_analyses`.
"""

from __future__ import annotations

import asyncio

from rich.table import Table

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import terminal_safe
from mmtoolbench.models.base import aclose_model
from mmtoolbench.runner.suite import (
    AgreementRequest,
    CommandConsole,
    CompareRequest,
    JudgeRequest,
)
from mmtoolbench.store.run_store import RunStore

__all__ = ["SandboxAnalyses"]


def _f(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


class SandboxAnalyses:
    """``mmtb judge``, ``compare`` and ``agreement`` on sandbox runs."""

    def judge(self, request: JudgeRequest, console: CommandConsole) -> None:
        """Re-judge the stored trajectories and print the spread over judge repeats.

        Raises:
            ConfigError: If the run is not a sandbox run or the judge model cannot be built.
        """
        from mmtoolbench.sandbox.evaluate.judges import JudgeOptions
        from mmtoolbench.sandbox.evaluate.rejudge import RejudgeSummary, rejudge_run

        r = request
        err, out = console.err, console.out

        async def go() -> RejudgeSummary:
            model = r.build_judge(r.concurrency * 2)
            try:
                with RunStore.open(r.run_dir) as store:
                    if store.info().suite != "sandbox":
                        raise ConfigError(f"{r.run_dir} is a {store.info().suite} run, not sandbox")
                    return await rejudge_run(
                        store,
                        model,
                        judges=list(r.judges) if r.judges is not None else None,
                        repeats=r.repeats,
                        force=r.force,
                        options=JudgeOptions(
                            max_images=12 if r.max_images is None else r.max_images,
                            retries=r.retries,
                            max_tokens=r.max_tokens,
                            temperature=r.temperature,
                        ),
                        concurrency=r.concurrency,
                        keys=list(r.ids) if r.ids is not None else None,
                        on_sample=lambda key: err.print(f"judged {key}", markup=False),
                    )
            finally:
                await aclose_model(model)

        summary = asyncio.run(go())
        out.print(
            f"{summary.run_dir}: {summary.samples} trajectories, {summary.judged} verdicts "
            f"added, {summary.errors} judge errors, {summary.skipped} already judged"
            + (f", {summary.not_applicable} not applicable" if summary.not_applicable else "")
            + f" ({summary.usage.input_tokens} input / {summary.usage.output_tokens} output "
            "tokens)"
        )
        for name, sp in summary.spreads.items():
            table = Table(title=f"{name} pass rate (%) by judge repeat, {sp.judge_model}")
            for rep in sp.per_repeat:
                table.add_column(f"run {rep.repeat + 1}", justify="right")
            for col in ("mean", "SD", "range", "n", "Fleiss kappa"):
                table.add_column(col, justify="right")
            s = sp.spread
            table.add_row(
                *(f"{rep.pass_rate * 100:.2f}" for rep in sp.per_repeat),
                _f(s.mean * 100 if s else None, 2),
                _f(s.sd * 100 if s else None, 2),
                _f(s.range * 100 if s else None, 2),
                str(sp.n_common),
                _f(sp.fleiss_kappa),
            )
            out.print(table)
        if summary.errors:
            err.print(
                f"[yellow]{summary.errors} judgment(s) failed[/]; they are stored as errors "
                "and the next `mmtb judge` with the same model retries them"
            )

    def compare(self, request: CompareRequest, console: CommandConsole) -> None:
        """Print and write the leaderboard, judge correlation and cross-model analyses.

        Raises:
            ConfigError: For runs that cannot be compared.
        """
        from mmtoolbench.sandbox.evaluate.compare import compare_runs, write_comparison

        out = console.out
        comparison = compare_runs(
            request.run_dirs,
            judge_model=request.judge_model,
            repeat=request.repeat,
            order=request.order,
        )
        md_path, json_path = write_comparison(comparison, request.output)
        table = Table(title="Leaderboard (sandbox)")
        ui = any(r.ui_sr is not None for r in comparison.rows)
        cols = ["#", "run", "agent", "judge", "n", "Agent SR [95% CI]", "F1"]
        cols += ["UI SR"] if ui else []
        for col in (*cols, "steps", "tokens"):
            table.add_column(col, justify="left" if col in ("run", "agent", "judge") else "right")
        for r in comparison.rows:
            sr = r.agent_sr
            cells = [
                str(r.rank),
                terminal_safe(r.label),
                terminal_safe(r.agent or "-"),
                terminal_safe(r.judge_model or "-"),
                str(r.n),
                f"{sr.value:.3f} [{sr.low:.3f}, {sr.high:.3f}]" if sr else "-",
                _f(r.entity_f1.value if r.entity_f1 else None),
            ]
            cells += [_f(r.ui_sr.value if r.ui_sr else None)] if ui else []
            table.add_row(*cells, _f(r.avg_steps, 1), _f(r.avg_agent_tokens, 0))
        out.print(table)
        corr = comparison.correlation
        if len(corr.judges) >= 2:
            t2 = Table(title="Agent SR rank correlation between judges")
            for col in ("judge A", "judge B", "n", "Spearman rho", "p-value"):
                t2.add_column(col)
            for p in corr.pairs:
                t2.add_row(
                    p.judge_a,
                    p.judge_b,
                    str(p.n),
                    _f(p.rho) if p.rho is not None else f"- ({p.note})",
                    _f(p.p_value, 4),
                )
            out.print(t2)
        else:
            out.print("one judge model only: no judge correlation")
        cor = comparison.analyses.sr_user
        if cor.r is None:
            out.print(f"Agent SR vs User SR: no Pearson r ({cor.note})")
        else:
            ci = f"[{_f(cor.low)}, {_f(cor.high)}]" if cor.low is not None else f"- ({cor.note})"
            boot = (
                f"[{_f(cor.boot_low)}, {_f(cor.boot_high)}]"
                if cor.boot_low is not None
                else f"- ({cor.boot_scenarios} shared scenarios)"
            )
            out.print(
                f"Agent SR vs User SR over {cor.n} runs: Pearson r = {_f(cor.r)}, "
                f"p = {_f(cor.p_value, 4)}, 95% CI (Fisher z) {ci}, bootstrap over shared "
                f"scenarios {boot}"
            )
        html_path = md_path.with_suffix(".html")
        out.print(
            f"written: {md_path}, {json_path}, {html_path} (figures in {md_path.stem}_figures/)"
        )

    def agreement(self, request: AgreementRequest, console: CommandConsole) -> None:
        """Print the Table 5 agreement of human labels with the judges (one table per target).

        Raises:
            ConfigError: For a bad labels file.
        """
        from mmtoolbench.sandbox.evaluate.agreement import agreement, read_labels, write_report

        out, err = console.out, console.err
        labels = read_labels(request.labels_file)
        with RunStore.open(request.run_dir) as store:
            report = agreement(labels, store, repeat=request.repeat)
        written = write_report(report, request.output) if request.output is not None else None
        if report.unmatched:
            shown = ", ".join(report.unmatched[:5]) + (" ..." if len(report.unmatched) > 5 else "")
            err.print(
                f"[yellow]{len(report.unmatched)} labelled item(s) not in the run[/]: {shown}"
            )
        for t in report.targets:
            human = next((j.human_pass_rate for j in t.judges if j.n), None)
            table = Table(
                title=f"{t.target} ({t.judge}), n={t.n_labelled}, human pass rate {_f(human)}"
            )
            width = max((len(j.judge_model) for j in t.judges), default=5)
            table.add_column("Judge", min_width=width)
            for col in ("n", "Raw", "kappa", "FPR", "FNR", "Pass", "TP/FP/TN/FN"):
                table.add_column(col, justify="right", no_wrap=True)
            for j in t.judges:
                table.add_row(
                    j.judge_model,
                    str(j.n),
                    _f(j.raw_agreement),
                    _f(j.cohen_kappa),
                    _f(j.fpr),
                    _f(j.fnr),
                    _f(j.judge_pass_rate),
                    f"{j.tp}/{j.fp}/{j.tn}/{j.fn}",
                )
            out.print(table)
            if t.annotators is not None:
                a = t.annotators
                out.print(
                    f"annotators {', '.join(a.annotators)} ({a.n_items} items): mean pairwise "
                    f"raw {_f(a.mean_pairwise_raw)}, mean pairwise kappa "
                    f"{_f(a.mean_pairwise_kappa)}, Fleiss' kappa {_f(a.fleiss_kappa)}"
                )
            if not t.judges:
                out.print(f"no {t.judge} verdicts in the run")
        if written is not None:
            out.print(f"written: {written[0]}, {written[1]}")
