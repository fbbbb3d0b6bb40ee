"""Agreement of judges with human labels (``mmtb agreement LABELS.csv RUN``; appendix B).

**Labels file.** A CSV with a header row:

* ``sample_id``: a scenario id (with an optional ``repeat`` column, default 0) or a
  run-store key ``<id>#<repeat>``;
* one column per labelled **target**: ``pass`` (also ``overall``, ``label``, ``agent``,
  ``agent_pass``, ``human``) for the agent verdict, ``user`` (or ``user_pass``) for the user
  verdict, or a criterion name (``task_completion``, ``request_fidelity``...) for one
  criterion;
* several annotators label the same target in columns ``<target>@<annotator>`` or
  ``<target>_<n>`` (``pass_1``, ``pass_2``, ``pass_3``).

Values are ``pass``/``fail``, ``true``/``false``, ``yes``/``no``, ``1``/``0`` (any case); an
empty cell is a missing label. With several annotators the reference label is the
majority vote of the non-missing labels (a tie counts as fail, the conservative reading),
and inter-annotator agreement is reported (appendix B.2: mean pairwise raw agreement and
Cohen's kappa, Fleiss' kappa over the items every annotator labelled).

**Comparison.** For every judge model with verdicts in the run, on the items that have
both a reference label and a valid verdict (of the given judge repeat): raw agreement,
Cohen's kappa, FPR and FNR (positive = pass; FPR over human-negative items), the judge's
and the humans' pass rates, and the confusion matrix, in the layout of the seed's
Tables 5 and 6.
"""

from __future__ import annotations

import csv
import json
import math
import re
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, Field

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_CRITERIA,
    AGENT_JUDGE,
    USER_CRITERIA,
    USER_JUDGE,
)
from mmtoolbench.sandbox.evaluate.metrics import select_verdicts, stored_verdicts
from mmtoolbench.stats import (
    confusion,
    fleiss_kappa,
    mean_pairwise_agreement,
    mean_pairwise_cohen_kappa,
)
from mmtoolbench.store.run_store import RunStore, sample_key

__all__ = [
    "AgreementReport",
    "AnnotatorAgreement",
    "HumanLabels",
    "JudgeAgreement",
    "TargetAgreement",
    "agreement",
    "parse_labels",
    "read_labels",
    "render_markdown",
    "write_report",
]

_OVERALL = ("pass", "overall", "label", "agent", "agent_pass", "human", "verdict")
_USER = ("user", "user_pass", "user_verdict")
_TRUE = {"pass", "passed", "true", "t", "yes", "y", "1"}
_FALSE = {"fail", "failed", "false", "f", "no", "n", "0"}
_SUFFIX = re.compile(r"^(?P<base>.+?)(?:@(?P<at>.+)|_(?P<num>\d+))$")


def _target_of(column: str) -> tuple[str, str] | None:
    """``(target, annotator)`` of a label column, or None if it is not one."""
    name = column.strip().lower()
    annotator = ""
    base = name
    if name not in (*_OVERALL, *_USER, *AGENT_CRITERIA, *USER_CRITERIA):
        m = _SUFFIX.match(name)
        if m is None:
            return None
        base = m.group("base")
        annotator = m.group("at") or m.group("num") or ""
    if base in _OVERALL:
        return "agent", annotator
    if base in _USER:
        return "user", annotator
    if base in AGENT_CRITERIA or base in USER_CRITERIA:
        return base, annotator
    return None


class HumanLabels(BaseModel):
    """Human labels read from a CSV.

    Attributes:
        path: The file.
        targets: ``target -> annotator -> key -> label`` (annotator ``""`` when unnamed).
        keys: Item keys, in file order.
    """

    path: str
    targets: dict[str, dict[str, dict[str, bool]]] = Field(default_factory=dict)
    keys: list[str] = Field(default_factory=list)

    def reference(self, target: str) -> dict[str, bool]:
        """Majority label per item (ties count as fail)."""
        out: dict[str, bool] = {}
        annotators = self.targets.get(target, {})
        for key in self.keys:
            votes = [labels[key] for labels in annotators.values() if key in labels]
            if votes:
                out[key] = sum(votes) * 2 > len(votes)
        return out


def _label(value: str, where: str) -> bool | None:
    word = value.strip().lower()
    if not word:
        return None
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ConfigError(f"{where}: {value!r} is not a label (pass/fail, true/false, yes/no, 1/0)")


def read_labels(path: Path) -> HumanLabels:
    """Read a labels CSV (format in the module docstring).

    Raises:
        ConfigError: If the file has no ``sample_id`` column, no label column, a bad
            value, or a duplicate item.
    """
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ConfigError(f"cannot read labels file {path}: {exc}") from exc
    return parse_labels(text, str(path))


def parse_labels(text: str, path: str = "<labels>") -> HumanLabels:
    """Parse labels CSV text (format in the module docstring).

    Args:
        text: The CSV text.
        path: Name used in messages.

    Raises:
        ConfigError: As `read_labels`.
    """
    reader = csv.DictReader(text.splitlines())
    columns = reader.fieldnames or []
    lowered = {c: c.strip().lower() for c in columns}
    id_col = next((c for c, n in lowered.items() if n in ("sample_id", "key", "id")), None)
    if id_col is None:
        raise ConfigError(f"{path}: no sample_id column (columns: {', '.join(columns)})")
    repeat_col = next((c for c, n in lowered.items() if n == "repeat"), None)
    label_cols = {c: t for c in columns if c not in (id_col, repeat_col) and (t := _target_of(c))}
    if not label_cols:
        raise ConfigError(
            f"{path}: no label column; expected e.g. pass, user, task_completion or pass_1"
        )
    labels = HumanLabels(path=path)
    for line, row in enumerate(reader, start=2):
        raw_id = (row.get(id_col) or "").strip()
        if not raw_id:
            continue
        if "#" in raw_id:
            key = raw_id
        else:
            repeat_text = (row.get(repeat_col) or "0").strip() if repeat_col else "0"
            if not repeat_text.isdigit():
                raise ConfigError(f"{path}:{line}: repeat {repeat_text!r} is not an integer")
            key = sample_key(raw_id, int(repeat_text))
        if key in labels.keys:
            raise ConfigError(f"{path}:{line}: {key} is labelled twice")
        labels.keys.append(key)
        for column, (target, annotator) in label_cols.items():
            value = _label(row.get(column) or "", f"{path}:{line}: column {column}")
            if value is not None:
                labels.targets.setdefault(target, {}).setdefault(annotator, {})[key] = value
    return labels


class AnnotatorAgreement(BaseModel):
    """Agreement among annotators on one target (appendix B.2).

    Attributes:
        annotators: Annotator names.
        n_items: Items of the run every annotator labelled.
        mean_pairwise_raw: Mean pairwise raw agreement.
        mean_pairwise_kappa: Mean pairwise Cohen's kappa.
        fleiss_kappa: Fleiss' kappa.
    """

    annotators: list[str]
    n_items: int
    mean_pairwise_raw: float | None = None
    mean_pairwise_kappa: float | None = None
    fleiss_kappa: float | None = None


class JudgeAgreement(BaseModel):
    """One judge model against the human reference (one row of Table 5).

    Attributes:
        judge_model: The judge model.
        n: Items with both a reference label and a verdict.
        raw_agreement: Share of items where judge and humans agree.
        cohen_kappa: Cohen's kappa.
        fpr: False-positive rate (judge pass, human fail) over human-negative items.
        fnr: False-negative rate over human-positive items.
        judge_pass_rate: Share of items the judge passes.
        human_pass_rate: Share of items the humans pass.
        tp: Both pass.
        fp: Judge pass, human fail.
        tn: Both fail.
        fn: Judge fail, human pass.
    """

    judge_model: str
    n: int
    raw_agreement: float | None = None
    cohen_kappa: float | None = None
    fpr: float | None = None
    fnr: float | None = None
    judge_pass_rate: float | None = None
    human_pass_rate: float | None = None
    tp: int = 0
    fp: int = 0
    tn: int = 0
    fn: int = 0


class TargetAgreement(BaseModel):
    """Agreement on one target (``agent``, ``user`` or a criterion).

    Attributes:
        target: The target.
        judge: The judge whose verdicts are compared.
        n_labelled: Items with a reference label.
        annotators: Inter-annotator agreement (None with one annotator).
        judges: One row per judge model.
    """

    target: str
    judge: str
    n_labelled: int
    annotators: AnnotatorAgreement | None = None
    judges: list[JudgeAgreement] = Field(default_factory=list)


class AgreementReport(BaseModel):
    """Agreement of a run's judges with human labels.

    Attributes:
        labels_file: The labels CSV.
        run_dir: The run.
        repeat: The judge repeat compared.
        n_items: Labelled items.
        unmatched: Labelled items that are not samples of the run.
        targets: One entry per labelled target.
    """

    labels_file: str
    run_dir: str
    repeat: int = 0
    n_items: int
    unmatched: list[str] = Field(default_factory=list)
    targets: list[TargetAgreement] = Field(default_factory=list)


def _nan_none(value: float) -> float | None:
    return None if math.isnan(value) else value


def _annotators(
    labels: Mapping[str, Mapping[str, bool]], keys: set[str]
) -> AnnotatorAgreement | None:
    names = sorted(labels)
    if len(names) < 2:
        return None
    common = [k for k in labels[names[0]] if k in keys and all(k in labels[n] for n in names)]
    result = AnnotatorAgreement(annotators=names, n_items=len(common))
    if common:
        raters = [[labels[n][k] for k in common] for n in names]
        result.mean_pairwise_raw = mean_pairwise_agreement(raters)
        result.mean_pairwise_kappa = mean_pairwise_cohen_kappa(raters)
        result.fleiss_kappa = fleiss_kappa([[labels[n][k] for n in names] for k in common])
    return result


def agreement(labels: HumanLabels, store: RunStore, *, repeat: int = 0) -> AgreementReport:
    """Compare human labels with the judges' verdicts stored in a run.

    Args:
        labels: Human labels (`read_labels`).
        store: The run store.
        repeat: Judge repeat compared.

    Returns:
        One `TargetAgreement` per labelled target, each with one row per judge model.
    """
    keys = {s.key for s in store.samples()}
    verdicts = stored_verdicts(store)
    report = AgreementReport(
        labels_file=labels.path,
        run_dir=str(store.run_dir),
        repeat=repeat,
        n_items=len(labels.keys),
        unmatched=[k for k in labels.keys if k not in keys],
    )
    order = ["agent", "user", *AGENT_CRITERIA, *USER_CRITERIA]
    for target in sorted(labels.targets, key=order.index):
        judge = USER_JUDGE if target == "user" or target in USER_CRITERIA else AGENT_JUDGE
        reference = {k: v for k, v in labels.reference(target).items() if k in keys}
        entry = TargetAgreement(
            target=target,
            judge=judge,
            n_labelled=len(reference),
            annotators=_annotators(labels.targets[target], keys),
        )
        models = sorted(
            {v.judge_model for v in verdicts if v.judge == judge and v.verdict.ok},
            key=lambda m: min(v.order for v in verdicts if v.judge_model == m),
        )
        for model in models:
            chosen = select_verdicts(verdicts, judge, model, repeat)
            truth: list[bool] = []
            predicted: list[bool] = []
            for key, human in reference.items():
                verdict = chosen.get(key)
                if verdict is None:
                    continue
                if target in ("agent", "user"):
                    value = verdict.passed
                else:
                    criterion = verdict.criteria.get(target)
                    value = None if criterion is None else criterion.passed
                if value is None:
                    continue
                truth.append(human)
                predicted.append(bool(value))
            row = JudgeAgreement(judge_model=model, n=len(truth))
            if truth:
                c = confusion(truth, predicted)
                row.raw_agreement = c.accuracy
                row.cohen_kappa = _nan_none(c.cohen_kappa)
                row.fpr = _nan_none(c.fpr)
                row.fnr = _nan_none(c.fnr)
                row.judge_pass_rate = c.predicted_pass_rate
                row.human_pass_rate = c.truth_pass_rate
                row.tp, row.fp, row.tn, row.fn = c.tp, c.fp, c.tn, c.fn
            entry.judges.append(row)
        report.targets.append(entry)
    return report


def _f(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def render_markdown(report: AgreementReport) -> str:
    """The agreement report as Markdown (Table 5 and Table 6 layouts)."""
    lines = [
        "# Judge agreement with human labels",
        "",
        f"- labels: {report.labels_file} ({report.n_items} items, "
        f"{len(report.unmatched)} not in the run)",
        f"- run: {report.run_dir} (judge repeat {report.repeat})",
    ]
    for t in report.targets:
        human = next((j.human_pass_rate for j in t.judges if j.n), None)
        lines += [
            "",
            f"## {t.target} ({t.judge}; n={t.n_labelled}; human pass rate {_f(human)})",
            "",
        ]
        if t.annotators is not None:
            a = t.annotators
            lines += [
                f"Annotators {', '.join(a.annotators)} on {a.n_items} items: mean pairwise raw "
                f"{_f(a.mean_pairwise_raw)}, mean pairwise Cohen's kappa "
                f"{_f(a.mean_pairwise_kappa)}, Fleiss' kappa {_f(a.fleiss_kappa)}.",
                "",
            ]
        lines += [
            "| Judge | n | Raw | Cohen's kappa | FPR | FNR | Pass rate |",
            "|---|---|---|---|---|---|---|",
        ]
        for j in t.judges:
            lines.append(
                f"| {j.judge_model} | {j.n} | {_f(j.raw_agreement)} | {_f(j.cohen_kappa)} | "
                f"{_f(j.fpr)} | {_f(j.fnr)} | {_f(j.judge_pass_rate)} |"
            )
        for j in t.judges:
            if not j.n:
                continue
            lines += [
                "",
                f"Confusion matrix, {j.judge_model} vs human:",
                "",
                "| | judge=pass | judge=fail | total |",
                "|---|---|---|---|",
                f"| human=pass | {j.tp} | {j.fn} | {j.tp + j.fn} |",
                f"| human=fail | {j.fp} | {j.tn} | {j.fp + j.tn} |",
            ]
    return "\n".join(lines) + "\n"


def write_report(report: AgreementReport, output: Path) -> tuple[Path, Path]:
    """Write the Markdown report to ``output`` and its JSON next to it (``.json``).

    Returns:
        ``(markdown path, json path)``.
    """
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(render_markdown(report), encoding="utf-8")
    json_path = output.with_suffix(".json")
    json_path.write_text(
        json.dumps(report.model_dump(mode="json"), indent=2) + "\n", encoding="utf-8"
    )
    return output, json_path
