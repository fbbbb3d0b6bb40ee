"""ATP's ``mmtb judge``, ``compare`` and ``agreement`` (`SuiteAnalyses`).

* judge: MAM over the stored answers (`mmtoolbench.atp.judge.rejudge`);
* compare: the ATP leaderboard across runs (`mmtoolbench.atp.compare`);
* agreement: human labels against the MAM verdicts (`mmtoolbench.atp.agreement`).

The CLI parses the flags and finds these through `mmtoolbench.runner.suites.resolve_analyses`.
``mmtb atp compare`` and ``mmtb atp agreement`` are aliases that call the same methods with
`ATPCompareRequest` / `ATPAgreementRequest`: the requests of the suite-agnostic commands
plus the aliases' presentation (``--json``, an optional output file).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import terminal_safe, terminal_safe_json
from mmtoolbench.models.base import aclose_model
from mmtoolbench.runner.suite import (
    AgreementRequest,
    CommandConsole,
    CompareRequest,
    JudgeRequest,
)
from mmtoolbench.store.run_store import RunStore

__all__ = ["ATPAgreementRequest", "ATPAnalyses", "ATPCompareRequest"]


@dataclass(frozen=True)
class ATPCompareRequest(CompareRequest):
    """A `CompareRequest` as ``mmtb atp compare`` makes it.

    Attributes:
        as_json: Print the comparison as JSON instead of Markdown.
        write: Write ``output`` (the alias writes a file only with ``--output``).
        announce: Print where the file was written.
    """

    as_json: bool = False
    write: bool = True
    announce: bool = True


@dataclass(frozen=True)
class ATPAgreementRequest(AgreementRequest):
    """An `AgreementRequest` as ``mmtb atp agreement`` makes it.

    Attributes:
        as_json: Print the report as JSON instead of Markdown.
    """

    as_json: bool = False


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

        shown = request if isinstance(request, ATPCompareRequest) else None
        comparison = compare_atp_runs(list(request.run_dirs))
        write = shown is None or shown.write
        if write:
            write_comparison(comparison, request.output)
        if shown is not None and shown.as_json:
            console.echo(terminal_safe_json(comparison.to_json()))
        else:
            console.echo(terminal_safe(comparison.to_markdown()))
        if write and (shown is None or shown.announce):
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
        if isinstance(request, ATPAgreementRequest) and request.as_json:
            console.echo(terminal_safe_json(report.to_json()))
        else:
            console.echo(terminal_safe(report.to_markdown()))
        if output is not None:
            console.out.print(f"written: {output}, {json_out}")
