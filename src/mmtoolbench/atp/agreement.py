"""Human agreement with the MAM judge (paper §6, "Human Agreement Study").

Annotators read each MAM agent's report on an answer and rate how much they agree with
it: 0 (disagree), 1 (partly agree), 2 (agree). The agreement rate of an agent is the
mean rating / 2, as a percentage (the paper reports 84.00% / 85.88% / 88.00% for the
Precision Inspector, Recall Inspector and Chief Judge).

The labels file is a CSV with a ``sample_id`` column and any of:

- ``precision_rating``, ``recall_rating``, ``chief_rating``: 0, 1 or 2 (empty: not rated);
- ``human_final_score``: the annotator's own Final Score, 0-100;
- ``human_missed_images``: the annotator's own count of missed image opportunities;
- ``repeat``: which repeat of the sample (default 0).

Other columns (annotator, notes) are ignored. Several rows per sample (several
annotators) are allowed: ratings count once per row, human scores are averaged per
sample before being correlated with the judge's.
"""

from __future__ import annotations

import csv
import json
import math
from pathlib import Path

from pydantic import BaseModel, Field

from mmtoolbench.atp.compare import Correlation, correlate
from mmtoolbench.atp.judge.mam import MAMVerdict
from mmtoolbench.atp.suite import JUDGE
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.stats import format_p
from mmtoolbench.store.run_store import RunStore

RATING_COLUMNS = {
    "precision_rating": "precision",
    "recall_rating": "recall",
    "chief_rating": "chief",
}
"""CSV column -> MAM agent."""
SCORE_COLUMNS = ("human_final_score", "human_missed_images")


class LabelRow(BaseModel):
    """One parsed CSV row.

    Attributes:
        line: Line number in the file (header is line 1).
        sample_id: The sample.
        repeat: The repeat.
        ratings: Rating per MAM agent (rated agents only).
        human_final_score: The annotator's Final Score.
        human_missed_images: The annotator's Missed Images.
    """

    line: int
    sample_id: str
    repeat: int = 0
    ratings: dict[str, int] = Field(default_factory=dict)
    human_final_score: float | None = None
    human_missed_images: float | None = None


class AgentAgreement(BaseModel):
    """Agreement with one MAM agent.

    Attributes:
        agent: ``precision``, ``recall`` or ``chief``.
        n: Ratings.
        agreement_rate: Mean rating / 2, in percent.
        distribution: Count of each rating (keys ``"0"``, ``"1"``, ``"2"``).
    """

    agent: str
    n: int
    agreement_rate: float
    distribution: dict[str, int]


class ScoreAgreement(BaseModel):
    """Human vs MAM numbers over samples.

    Attributes:
        n: Samples with a human value.
        mean_abs_diff: Mean |human - MAM|.
        spearman: Spearman rho.
        pearson: Pearson r.
    """

    n: int
    mean_abs_diff: float | None
    spearman: Correlation
    pearson: Correlation


class AgreementReport(BaseModel):
    """Human agreement with a run's MAM verdicts.

    Attributes:
        labels_path: The CSV file.
        run_dir: The run.
        judge_model: The judge whose verdicts were rated.
        n_rows: Label rows.
        n_samples: Distinct samples labelled.
        agents: Agreement per rated agent.
        final_score: Human vs MAM Final Score (if human scores were given).
        missed_images: Human vs MAM Missed Images (if given).
    """

    labels_path: str
    run_dir: str
    judge_model: str
    n_rows: int
    n_samples: int
    agents: list[AgentAgreement]
    final_score: ScoreAgreement | None = None
    missed_images: ScoreAgreement | None = None

    def to_json(self) -> str:
        """The report as indented JSON."""
        return json.dumps(self.model_dump(mode="json"), indent=2)

    def to_markdown(self) -> str:
        """The report as markdown."""
        lines = [
            f"# Human agreement with MAM ({self.judge_model})",
            "",
            f"{self.n_rows} label rows over {self.n_samples} samples of {self.run_dir}.",
            "",
            "| agent | n | agreement % | 0 | 1 | 2 |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for a in self.agents:
            d = a.distribution
            lines.append(
                f"| {a.agent} | {a.n} | {a.agreement_rate:.2f} | {d['0']} | {d['1']} | {d['2']} |"
            )
        for name, sa in (("Final Score", self.final_score), ("Missed Images", self.missed_images)):
            if sa is None:
                continue
            mad = "–" if sa.mean_abs_diff is None else f"{sa.mean_abs_diff:.2f}"
            lines += ["", f"{name}, human vs MAM (n = {sa.n}, mean |diff| = {mad}):"]
            for label, c in (("Spearman rho", sa.spearman), ("Pearson r", sa.pearson)):
                if c.coefficient is None:
                    lines.append(f"- {label}: not available ({c.reason})")
                else:
                    lines.append(f"- {label} = {c.coefficient:.3f} (p = {format_p(c.p_value)})")
        return "\n".join(lines) + "\n"


def _number(value: str, column: str, low: float, high: float) -> float:
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{column} must be a number, got {value!r}") from None
    if not math.isfinite(number) or not low <= number <= high:
        raise ValueError(f"{column} must be between {low:g} and {high:g}, got {value!r}")
    return number


def read_labels(path: Path) -> list[LabelRow]:
    """Read and validate a labels CSV.

    Raises:
        ConfigError: On a missing file or header, or bad values (``file:line: message``,
            every problem listed).
    """
    try:
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ConfigError(f"cannot read labels {path}: {exc}") from exc
    reader = csv.DictReader(text.splitlines())
    header = [h.strip() for h in reader.fieldnames or []]
    if "sample_id" not in header:
        raise ConfigError(f"{path}:1: no sample_id column")
    if not set(header) & {*RATING_COLUMNS, *SCORE_COLUMNS}:
        known = ", ".join([*RATING_COLUMNS, *SCORE_COLUMNS])
        raise ConfigError(f"{path}:1: no label column; expected any of {known}")
    reader.fieldnames = header
    rows: list[LabelRow] = []
    errors: list[str] = []
    for raw in reader:
        line = reader.line_num
        cells = {k: (v or "").strip() for k, v in raw.items() if isinstance(k, str)}
        try:
            sample_id = cells.get("sample_id", "")
            if not sample_id:
                raise ValueError("empty sample_id")
            row = LabelRow(line=line, sample_id=sample_id)
            if cells.get("repeat"):
                row.repeat = int(_number(cells["repeat"], "repeat", 0, math.inf))
            for column, agent in RATING_COLUMNS.items():
                value = cells.get(column, "")
                if not value:
                    continue
                rating = _number(value, column, 0, 2)
                if rating not in (0, 1, 2):
                    raise ValueError(f"{column} must be 0, 1 or 2, got {value!r}")
                row.ratings[agent] = int(rating)
            if cells.get("human_final_score"):
                row.human_final_score = _number(
                    cells["human_final_score"], "human_final_score", 0, 100
                )
            if cells.get("human_missed_images"):
                row.human_missed_images = _number(
                    cells["human_missed_images"], "human_missed_images", 0, math.inf
                )
        except ValueError as exc:
            errors.append(f"{path}:{line}: {exc}")
            continue
        rows.append(row)
    if errors:
        raise ConfigError("\n".join(errors))
    if not rows:
        raise ConfigError(f"{path}: no label rows")
    return rows


def _score_agreement(human: list[float], judge: list[float]) -> ScoreAgreement:
    mad = sum(abs(h - j) for h, j in zip(human, judge, strict=True)) / len(human) if human else None
    return ScoreAgreement(
        n=len(human),
        mean_abs_diff=mad,
        spearman=correlate(human, judge, what="labelled samples"),
        pearson=correlate(human, judge, method="pearson", what="labelled samples"),
    )


def human_agreement(
    labels_path: Path, run_dir: Path, *, judge_model: str | None = None
) -> AgreementReport:
    """Join human labels with a run's MAM verdicts and measure agreement.

    Args:
        labels_path: The labels CSV.
        run_dir: The ATP run whose verdicts were rated.
        judge_model: Judge model of the rated verdicts; needed only when the run holds
            verdicts of several judge models.

    Returns:
        The report.

    Raises:
        ConfigError: On bad labels, unknown sample ids, samples without a verdict, or an
            ambiguous / unknown judge model.
        RunStoreError: If `run_dir` is not a run.
    """
    labels = read_labels(labels_path)
    with RunStore.open(run_dir) as store:
        keys = {(r.sample_id, r.repeat): r.key for r in store.samples()}
        stored = [v for v in store.verdicts() if v["judge"] == JUDGE]
    judges = list(dict.fromkeys(v["judge_model"] for v in stored))
    if not judges:
        raise ConfigError(f"{run_dir} has no MAM verdicts")
    if judge_model is None:
        if len(judges) > 1:
            raise ConfigError(
                f"{run_dir} holds verdicts of several judge models ({', '.join(judges)}); "
                "choose one with --judge-model"
            )
        judge_model = judges[0]
    elif judge_model not in judges:
        raise ConfigError(
            f"{run_dir} has no verdicts of judge {judge_model!r} (has: {', '.join(judges)})"
        )
    verdicts = {
        v["sample_key"]: MAMVerdict.model_validate(v["verdict"])
        for v in stored
        if v["judge_model"] == judge_model
    }
    errors: list[str] = []
    joined: list[tuple[LabelRow, MAMVerdict]] = []
    for row in labels:
        key = keys.get((row.sample_id, row.repeat))
        where = f"{labels_path}:{row.line}"
        if key is None:
            errors.append(
                f"{where}: unknown sample id {row.sample_id!r} (repeat {row.repeat}) in {run_dir}"
            )
        elif key not in verdicts:
            errors.append(f"{where}: sample {row.sample_id!r} has no verdict of {judge_model}")
        else:
            joined.append((row, verdicts[key]))
    if errors:
        raise ConfigError("\n".join(errors))

    agents = []
    for agent in RATING_COLUMNS.values():
        ratings = [row.ratings[agent] for row, _ in joined if agent in row.ratings]
        if ratings:
            agents.append(
                AgentAgreement(
                    agent=agent,
                    n=len(ratings),
                    agreement_rate=100 * sum(ratings) / (2 * len(ratings)),
                    distribution={str(k): ratings.count(k) for k in (0, 1, 2)},
                )
            )

    def per_sample(attr: str) -> ScoreAgreement | None:
        human: dict[tuple[str, int], list[float]] = {}
        judged: dict[tuple[str, int], float] = {}
        for row, verdict in joined:
            value = getattr(row, attr)
            if value is None:
                continue
            human.setdefault((row.sample_id, row.repeat), []).append(value)
            judge_value = (
                verdict.final_score if attr == "human_final_score" else verdict.missed_images
            )
            judged[(row.sample_id, row.repeat)] = float(judge_value)
        if not human:
            return None
        keys_ = list(human)
        return _score_agreement(
            [sum(human[k]) / len(human[k]) for k in keys_], [judged[k] for k in keys_]
        )

    return AgreementReport(
        labels_path=str(labels_path),
        run_dir=str(run_dir),
        judge_model=judge_model,
        n_rows=len(joined),
        n_samples=len({(row.sample_id, row.repeat) for row, _ in joined}),
        agents=agents,
        final_score=per_sample("human_final_score"),
        missed_images=per_sample("human_missed_images"),
    )
