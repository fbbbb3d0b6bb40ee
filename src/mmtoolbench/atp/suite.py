"""The ATP-Bench suite for the runner: answer, parse, rule-check, judge (MAM).

Roles: ``agent`` answers the query (``oracle`` answers with the ground truth);
``judge``, when configured, runs the three MAM agents. Per sample the output holds
the answer, the parsed plan and (if judged) the verdict; ground-truth metrics
(tool-set precision / recall / F1, validity, call counts) are computed from the
stored answer, so they can be recomputed offline with `summarize_run`.

Suite options (``--set key=value``): ``dataset`` (JSONL path; default: bundled),
``shots`` (0-3), ``boundary`` (original / search-enhanced / diffusion-enhanced),
``max_tokens`` (answer length), ``judge_max_images``, ``subset`` (``all`` or ``ablation``:
100 samples per category, see :mod:`mmtoolbench.atp.subsets`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from mmtoolbench.atp.dataset import load_samples, resolve_image_path
from mmtoolbench.atp.judge.mam import JudgeError, JudgeImage, MAMJudge, MAMVerdict
from mmtoolbench.atp.metrics import (
    AnswerRecord,
    JudgeOutcome,
    aggregate_mam,
    plan_metrics,
    set_scores,
)
from mmtoolbench.atp.options import ATPOptions
from mmtoolbench.atp.parse import ParsedAnswer, parse_answer
from mmtoolbench.atp.prompts import build_answer_messages
from mmtoolbench.atp.schema import ATPSample
from mmtoolbench.atp.subsets import select_subset
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import ImagePart, Message
from mmtoolbench.runner.suite import SampleContext, SampleResult, SampleSpec
from mmtoolbench.store.run_store import RunStore

JUDGE = "mam"


def _image_part(sample: ATPSample, index: int, dataset: Path) -> ImagePart:
    path = resolve_image_path(sample, index, dataset)
    data = path.read_bytes()
    media, _, _ = sniff_image(data)
    return ImagePart(image_id=f"img_{index}", media_type=media, data=data)


def sample_metrics(parsed: ParsedAnswer, sample: ATPSample) -> dict[str, Any]:
    """Per-sample ground-truth and format metrics of a parsed answer."""
    truth = {t.value for t in sample.ground_truth_tools}
    scores = set_scores(parsed.tool_set(), truth)
    return {
        "n_calls": len(parsed.calls),
        "n_valid_calls": sum(1 for c in parsed.calls if c.valid),
        "valid": parsed.valid,
        "tool_set_precision": scores.precision,
        "tool_set_recall": scores.recall,
        "tool_set_f1": scores.f1,
    }


@dataclass
class ATPSuite:
    """ATP-Bench: interleaved tool planning."""

    options: ATPOptions
    samples_by_id: dict[str, ATPSample] = field(default_factory=dict)
    name: str = "atp"
    roles: Sequence[str] = ("agent", "judge")

    def samples(self) -> Sequence[SampleSpec]:
        """Samples in dataset order."""
        return [SampleSpec(id=s.id, payload=s) for s in self.samples_by_id.values()]

    async def run_sample(self, spec: SampleSpec, ctx: SampleContext) -> SampleResult:
        """Answer one sample, check the plan and, with a judge model, run MAM."""
        sample = cast(ATPSample, spec.payload)
        images = [
            _image_part(sample, i, self.options.dataset_path) for i in range(len(sample.images))
        ]
        prompt = build_answer_messages(
            sample.query,
            images=[img.caption for img in sample.images],
            documents=[(d.title, d.text) for d in sample.documents],
            shots=self.options.shots,
            boundary=self.options.boundary,
        )
        messages = [Message.system(prompt.system), Message.user(prompt.user, images=images)]
        for message in messages:
            ctx.recorder.add_message(message)
        if ctx.model_strings.get("agent") == "oracle":
            answer = sample.ground_truth
            ctx.recorder.add_message(
                Message.assistant(answer).model_copy(update={"sender": "oracle"})
            )
        else:
            response = await ctx.model("agent").generate(
                messages, None, ctx.generate_config(max_tokens=self.options.max_tokens)
            )
            answer = response.text
            ctx.recorder.add_message(response.to_message())
        parsed = parse_answer(answer, num_images=len(sample.images))
        metrics = sample_metrics(parsed, sample)
        output: dict[str, Any] = {
            "answer": answer,
            "category": sample.category.value,
            "intent": sample.intent,
            "type": sample.type.value,
            "plan": parsed.to_dict(),
        }
        if "judge" in ctx.models:
            judge = MAMJudge(ctx.model("judge"), max_images=self.options.judge_max_images)
            judge_images = [
                JudgeImage(caption=img.caption, image=part)
                for img, part in zip(sample.images, images, strict=True)
            ]
            try:
                verdict = await judge.judge(sample.query, answer, judge_images, calls=parsed.calls)
            except JudgeError as exc:
                output["judge_error"] = str(exc)
            else:
                ctx.recorder.add_verdict(
                    JUDGE, ctx.model("judge").name, verdict.model_dump(mode="json")
                )
                metrics.update(
                    final_score=verdict.final_score,
                    success_rate=verdict.success_rate,
                    missed_images=verdict.missed_images,
                    n_successful_calls=verdict.n_successful,
                )
        return SampleResult(output=output, metrics=metrics)

    def summarize(self, store: RunStore) -> dict[str, Any]:
        """Run-level metrics recomputed from the stored answers and verdicts."""
        return summarize_run(store, self.samples_by_id)


def summarize_run(
    store: RunStore, samples: Mapping[str, ATPSample], *, judge_model: str | None = None
) -> dict[str, Any]:
    """Plan metrics (overall and per category) and MAM aggregates of a stored run.

    Answers are re-parsed from the store, so the numbers never depend on what was
    computed while the run was going.

    Args:
        store: The run.
        samples: Dataset samples by id.
        judge_model: Use only MAM verdicts of this judge model (default: every verdict;
            the latest one per sample wins).
    """
    records: list[AnswerRecord] = []
    outcomes: list[JudgeOutcome] = []
    verdicts = {
        v["sample_key"]: v["verdict"]
        for v in store.verdicts()
        if v["judge"] == JUDGE and (judge_model is None or v["judge_model"] == judge_model)
    }
    for row in store.samples("done"):
        sample = samples.get(row.sample_id)
        if sample is None or not isinstance(row.output, dict):
            continue
        parsed = parse_answer(str(row.output.get("answer", "")), num_images=len(sample.images))
        records.append(
            AnswerRecord(
                parsed=parsed,
                ground_truth_tools=frozenset(t.value for t in sample.ground_truth_tools),
                category=sample.category.value,
                sample_id=sample.id,
            )
        )
        verdict = verdicts.get(row.key)
        if verdict is not None:
            judged = MAMVerdict.model_validate(verdict)
            success = {a.call_index: a.successful for a in judged.precision.calls}
            outcomes.append(
                JudgeOutcome(
                    final_score=judged.final_score,
                    missed_images=float(judged.missed_images),
                    call_success=tuple(success.get(c.index, False) for c in judged.calls),
                    call_tools=tuple(c.tool_name for c in judged.calls),
                    category=sample.category.value,
                )
            )
    summary: dict[str, Any] = {"plan": plan_metrics(records).to_dict()}
    if outcomes:
        summary["mam"] = aggregate_mam(outcomes).to_dict()
    return summary


def build_suite(options: Mapping[str, Any] | ATPOptions) -> ATPSuite:
    """Factory used by the runner for ``atp``.

    Raises:
        ConfigError: On bad options or a dataset that does not load.
    """
    opts = ATPOptions.parse(options)
    try:
        samples = load_samples(opts.dataset_path)
    except (OSError, ValueError) as exc:
        raise ConfigError(f"cannot load ATP dataset {opts.dataset_path}: {exc}") from exc
    return ATPSuite(opts, {s.id: s for s in select_subset(samples, opts.subset)})
