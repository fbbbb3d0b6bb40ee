"""ATP's ``mmtb judge``, ``compare`` and ``agreement`` (`SuiteAnalyses`).

* judge: MAM over the stored answers (`mmtoolbench.atp.judge.rejudge`);
* compare: the ATP leaderboard across runs (`mmtoolbench.atp.compare`, the same as
  ``mmtb atp compare``);
* agreement: human labels against the MAM verdicts (`mmtoolbench.atp.agreement`, the same
  as ``mmtb atp agreement``).

The CLI parses the flags and finds these through `mmtoolbench.runner.suites.resolve_analyses`.
"""

from __future__ import annotations

import asyncio

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

__all__ = ["ATPAnalyses"]


class ATPAnalyses:
    """``mmtb judge``, ``compare`` and ``agreement`` on ATP runs."""

    def judge(self, request: JudgeRequest, console: CommandConsole) -> None:
        """Judge the stored answers with MAM and print what was added.

        Raises:
            ConfigError: For judge repeats or a judge selection (ATP has one judge, MAM),
                or a judge model that cannot be built.
        """
        from mmtoolbench.atp.judge.rejudge import ATPRejudgeSummary, rejudge_atp_run

        r = request
        if r.repeats != 1 or r.judges:
            raise ConfigError("ATP runs have one judge (MAM) and no judge repeats")

        async def go() -> ATPRejudgeSummary:
            model = r.build_judge(r.concurrency * 3)
            try:
                with RunStore.open(r.run_dir) as store:
                    return await rejudge_atp_run(
                        store,
                        model,
                        force=r.force,
                        concurrency=r.concurrency,
                        keys=list(r.ids) if r.ids is not None else None,
                        max_images=r.max_images,
                        retries=r.retries,
                        on_sample=lambda key: console.err.print(f"judged {key}", markup=False),
                    )
            finally:
                await aclose_model(model)

        summary = asyncio.run(go())
        for problem in summary.problems:
            console.err.print(
                f"judge error {terminal_safe(problem)}", markup=False, highlight=False
            )
        console.out.print(
            f"{summary.run_dir}: {summary.samples} answers, {summary.judged} MAM verdicts added, "
            f"{summary.errors} judge errors, {summary.skipped} already judged "
            f"({summary.usage.input_tokens} input / {summary.usage.output_tokens} output "
            f"tokens); see `mmtb report {r.run_dir} --judge-model {r.judge_model}`"
        )

    def compare(self, request: CompareRequest, console: CommandConsole) -> None:
        """Write and print the ATP leaderboard (Markdown, or JSON for a ``.json`` output).

        Raises:
            ConfigError: For runs that cannot be compared.
        """
        from mmtoolbench.atp.compare import compare_atp_runs, write_comparison

        comparison = compare_atp_runs(list(request.run_dirs))
        write_comparison(comparison, request.output)
        console.echo(comparison.to_markdown())
        console.out.print(f"written: {request.output}")

    def agreement(self, request: AgreementRequest, console: CommandConsole) -> None:
        """Print (and optionally write) the agreement of human labels with MAM.

        Raises:
            ConfigError: For a bad labels file or an ambiguous judge model.
        """
        from mmtoolbench.atp.agreement import human_agreement

        report = human_agreement(
            request.labels_file, request.run_dir, judge_model=request.judge_model
        )
        output = request.output
        if output is not None:
            json_out = output.with_suffix(".json")
            output.write_text(report.to_markdown(), encoding="utf-8")
            json_out.write_text(report.to_json(), encoding="utf-8")
        console.echo(report.to_markdown())
        if output is not None:
            console.out.print(f"written: {output}, {json_out}")
