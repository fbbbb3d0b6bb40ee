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

End-to-end human evaluation (paper Table 9, `end_to_end_evaluation`): annotators rate the
executed documents of several models' runs with ``inappropriate_images`` (the number of
inappropriate images in the document, ``#Inappr.``), ``human_missed_images`` and
``human_final_score`` (any scale, e.g. the paper's five points); a ``run`` column (the
run id, i.e. the run directory's name) says which run a row rates (optional with one run).
Per model the table shows the labelled samples, the total ``#Inappr.``, the human mean MI
and FS, and MAM's FS and MI (over the whole run, as in the paper's main table, and over
the labelled samples); human and MAM are then correlated across models (Spearman, as the
paper's rho = 0.8909 for FS and 0.8303 for MI).
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
SCORE_COLUMNS = ("human_final_score", "human_missed_images", "inappropriate_images")


class LabelRow(BaseModel):
    """One parsed CSV row.

    Attributes:
        line: Line number in the file (header is line 1).
        sample_id: The sample.
        repeat: The repeat.
        ratings: Rating per MAM agent (rated agents only).
        human_final_score: The annotator's Final Score.
        human_missed_images: The annotator's Missed Images.
        inappropriate_images: Inappropriate images in the executed document (Table 9).
        run: The run id the row rates (``run`` column; end-to-end evaluation).
    """

    line: int
    sample_id: str
    repeat: int = 0
    ratings: dict[str, int] = Field(default_factory=dict)
    human_final_score: float | None = None
    human_missed_images: float | None = None
    inappropriate_images: float | None = None
    run: str | None = None


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
            if cells.get("inappropriate_images"):
                count = _number(cells["inappropriate_images"], "inappropriate_images", 0, math.inf)
                if count != int(count):
                    raise ValueError(
                        f"inappropriate_images must be a whole number, got {cells['inappropriate_images']!r}"
                    )
                row.inappropriate_images = count
            if cells.get("run"):
                row.run = cells["run"]
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


# --------------------------------------------------------------------------- Table 9


class EndToEndRow(BaseModel):
    """One model of the end-to-end human evaluation (Table 9).

    Attributes:
        run_id: The run.
        agent: Its agent (model string, with non-default shots / boundary).
        n_samples: Labelled samples.
        inappropriate_images: Total inappropriate images over the labelled samples
            (``#Inappr.``; None when no row gave the column).
        human_missed_images: Mean human Missed Images per labelled sample.
        human_final_score: Mean human Final Score per labelled sample.
        mam_final_score: MAM's mean Final Score over the whole run.
        mam_missed_images: MAM's mean Missed Images over the whole run.
        mam_final_score_labelled: MAM's mean Final Score over the labelled samples.
        mam_missed_images_labelled: MAM's mean Missed Images over the labelled samples.
    """

    run_id: str
    agent: str
    n_samples: int
    inappropriate_images: int | None = None
    human_missed_images: float | None = None
    human_final_score: float | None = None
    mam_final_score: float | None = None
    mam_missed_images: float | None = None
    mam_final_score_labelled: float | None = None
    mam_missed_images_labelled: float | None = None


class EndToEndReport(BaseModel):
    """Table 9 and the model-level human-vs-MAM rank correlations.

    Attributes:
        labels_path: The CSV file.
        judge_model: The MAM judge whose verdicts are compared.
        rows: One row per run (model), in the order given.
        final_score: Spearman of human vs MAM Final Score across models.
        missed_images: Spearman of human vs MAM Missed Images across models.
    """

    labels_path: str
    judge_model: str
    rows: list[EndToEndRow]
    final_score: Correlation
    missed_images: Correlation

    def to_json(self) -> str:
        """The report as indented JSON."""
        return json.dumps(self.model_dump(mode="json"), indent=2)

    def to_markdown(self) -> str:
        """Table 9 and the correlations as Markdown."""

        def n(value: float | None, digits: int = 2) -> str:
            return "-" if value is None else f"{value:.{digits}f}"

        lines = [
            f"# End-to-end human evaluation (Table 9; MAM judge {self.judge_model})",
            "",
            "| model | run | n | #Inappr. | human MI | human FS | MAM FS | MAM MI |"
            " MAM FS (labelled) | MAM MI (labelled) |",
            "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r in self.rows:
            inappr = "-" if r.inappropriate_images is None else str(r.inappropriate_images)
            lines.append(
                f"| {r.agent} | {r.run_id} | {r.n_samples} | {inappr} | "
                f"{n(r.human_missed_images)} | {n(r.human_final_score)} | "
                f"{n(r.mam_final_score)} | {n(r.mam_missed_images)} | "
                f"{n(r.mam_final_score_labelled)} | {n(r.mam_missed_images_labelled)} |"
            )
        lines.append("")
        for name, c in (("Final Score", self.final_score), ("Missed Images", self.missed_images)):
            if c.coefficient is None:
                lines.append(f"- {name}, human vs MAM across models: not available ({c.reason})")
            else:
                lines.append(
                    f"- {name}, human vs MAM across models: Spearman rho = "
                    f"{c.coefficient:.4f} (p = {format_p(c.p_value)}, n = {c.n} models)"
                )
        lines += [
            "",
            "Fewer #Inappr. images do not imply a higher Final Score: malformed tool calls "
            "produce no image at all.",
        ]
        return "\n".join(lines) + "\n"


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def end_to_end_evaluation(
    labels_path: Path, run_dirs: list[Path], *, judge_model: str | None = None
) -> EndToEndReport:
    """Table 9: human ratings of executed documents per model, against MAM.

    Args:
        labels_path: The labels CSV (``run``, ``sample_id``, ``inappropriate_images``,
            ``human_missed_images``, ``human_final_score``; see the module docstring).
        run_dirs: One ATP run per model.
        judge_model: The MAM judge model (needed when a run has verdicts of several).

    Raises:
        ConfigError: On bad labels, a row naming an unknown run or sample, a missing
            ``run`` column with several runs, runs without (or with ambiguous) MAM
            verdicts, or a run that is not ATP.
        RunStoreError: If a directory is not a run.
    """
    from mmtoolbench.atp.compare import _agent_key

    if not run_dirs:
        raise ConfigError("the end-to-end evaluation needs at least one ATP run")
    labels = read_labels(labels_path)
    runs: dict[str, tuple[str, dict[tuple[str, int], MAMVerdict]]] = {}
    judges_seen: set[str] = set()
    for run_dir in run_dirs:
        with RunStore.open(run_dir) as store:
            info = store.info()
            if info.suite != "atp":
                raise ConfigError(f"{run_dir} is a {info.suite!r} run, not an atp run")
            keys = {r.key: (r.sample_id, r.repeat) for r in store.samples()}
            stored = [v for v in store.verdicts() if v["judge"] == JUDGE]
        judges = list(dict.fromkeys(v["judge_model"] for v in stored))
        if not judges:
            raise ConfigError(f"{run_dir} has no MAM verdicts")
        chosen = judge_model
        if chosen is None:
            if len(judges) > 1:
                raise ConfigError(
                    f"{run_dir} holds verdicts of several judge models ({', '.join(judges)}); "
                    "choose one with --judge-model"
                )
            chosen = judges[0]
        elif chosen not in judges:
            raise ConfigError(
                f"{run_dir} has no verdicts of judge {chosen!r} (has: {', '.join(judges)})"
            )
        judges_seen.add(chosen)
        verdicts = {
            keys[v["sample_key"]]: MAMVerdict.model_validate(v["verdict"])
            for v in stored
            if v["judge_model"] == chosen and v["sample_key"] in keys
        }
        if info.run_id in runs:
            raise ConfigError(f"two runs have the id {info.run_id!r}; give each model once")
        runs[info.run_id] = (_agent_key(info.config), verdicts)
    if len(judges_seen) > 1:
        raise ConfigError(
            f"the runs were judged by different MAM judges ({', '.join(sorted(judges_seen))}); "
            "choose one with --judge-model"
        )
    errors: list[str] = []
    by_run: dict[str, list[tuple[LabelRow, MAMVerdict]]] = {r: [] for r in runs}
    for row in labels:
        where = f"{labels_path}:{row.line}"
        run_id = row.run if row.run is not None else (next(iter(runs)) if len(runs) == 1 else None)
        if run_id is None:
            errors.append(f"{where}: no run column; with several runs each row names its run")
            continue
        if run_id not in runs:
            errors.append(f"{where}: unknown run {run_id!r} (runs: {', '.join(runs)})")
            continue
        verdict = runs[run_id][1].get((row.sample_id, row.repeat))
        if verdict is None:
            errors.append(
                f"{where}: sample {row.sample_id!r} (repeat {row.repeat}) has no MAM verdict "
                f"in run {run_id}"
            )
            continue
        by_run[run_id].append((row, verdict))
    if errors:
        raise ConfigError("\n".join(errors))

    rows: list[EndToEndRow] = []
    for run_id, (agent, verdicts) in runs.items():
        joined = by_run[run_id]
        per_sample: dict[tuple[str, int], dict[str, list[float]]] = {}
        labelled: dict[tuple[str, int], MAMVerdict] = {}
        for row, verdict in joined:
            key = (row.sample_id, row.repeat)
            labelled[key] = verdict
            cell = per_sample.setdefault(key, {"inappr": [], "mi": [], "fs": []})
            for name, value in (
                ("inappr", row.inappropriate_images),
                ("mi", row.human_missed_images),
                ("fs", row.human_final_score),
            ):
                if value is not None:
                    cell[name].append(value)
        inappr = [_mean(c["inappr"]) for c in per_sample.values() if c["inappr"]]
        rows.append(
            EndToEndRow(
                run_id=run_id,
                agent=agent,
                n_samples=len(per_sample),
                inappropriate_images=round(sum(v for v in inappr if v is not None))
                if inappr
                else None,
                human_missed_images=_mean(
                    [sum(c["mi"]) / len(c["mi"]) for c in per_sample.values() if c["mi"]]
                ),
                human_final_score=_mean(
                    [sum(c["fs"]) / len(c["fs"]) for c in per_sample.values() if c["fs"]]
                ),
                mam_final_score=_mean([float(v.final_score) for v in verdicts.values()]),
                mam_missed_images=_mean([float(v.missed_images) for v in verdicts.values()]),
                mam_final_score_labelled=_mean([float(v.final_score) for v in labelled.values()]),
                mam_missed_images_labelled=_mean(
                    [float(v.missed_images) for v in labelled.values()]
                ),
            )
        )

    def across(human: str, mam: str) -> Correlation:
        pairs = [
            (getattr(r, human), getattr(r, mam))
            for r in rows
            if getattr(r, human) is not None and getattr(r, mam) is not None
        ]
        return correlate([p[0] for p in pairs], [p[1] for p in pairs], what="models")

    return EndToEndReport(
        labels_path=str(labels_path),
        judge_model=next(iter(judges_seen)),
        rows=rows,
        final_score=across("human_final_score", "mam_final_score"),
        missed_images=across("human_missed_images", "mam_missed_images"),
    )
