"""Validity checks of bundled scenarios (issue 10): each returns the problems it finds.

``tests/sandbox/test_suite_validity.py`` runs them over every bundled scenario:

* `structure_problems`: 3-6 images and 2-5 rounds; every image has a ground-truth
  sidecar (category matching the scenario's, source, licence, description; text and
  decisive strings for text images).
* `oracle_problems`: the oracle reaches Entity F1 = 1 in tool-use and code-exec mode,
  with no failed step, no guardrail violation, and the user ends the episode.
* `do_nothing_problems`: an agent that only replies scores Entity F1 = 0.
* `specificity_problems`: the oracle with one value read wrong (an argument carrying a
  decisive string of an image, with one character or digit changed; write steps are
  tried first, up to `MAX_MISREADINGS`, and one of them must count: a value overwritten
  after a goal change legitimately does not), with one extra write and with its last
  write missing scores strictly below 1.
* `visual_necessity_problems`: some expected value occurs in an image's ground truth and
  in none of the user's messages nor the initial entities.
* `legibility_problems`: OCR finds every decisive string (`mmtoolbench.sandbox.legibility`).
* `shared_image_problems`: no image file (by path or content) in two scenarios.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.image_truth import ImageTruth, load_image_truth
from mmtoolbench.sandbox.scenario import LoadedScenario, Scenario

__all__ = [
    "IMAGES_RANGE",
    "ROUNDS_RANGE",
    "do_nothing_problems",
    "expected_values",
    "legibility_problems",
    "oracle_problems",
    "shared_image_problems",
    "specificity_problems",
    "structure_problems",
    "visual_necessity_problems",
]

IMAGES_RANGE = (3, 6)
"""Images per scenario (inclusive)."""

ROUNDS_RANGE = (2, 5)
"""User rounds per scenario (inclusive)."""

MAX_MISREADINGS = 4
"""Misread values tried per scenario (write steps first), to bound the check's time."""


def _image_path(loaded: LoadedScenario, rel: str) -> Path:
    return (loaded.path.parent / rel).resolve()


def truths(loaded: LoadedScenario) -> dict[str, ImageTruth]:
    """The ground truth of every image that has a valid sidecar, by image id."""
    out: dict[str, ImageTruth] = {}
    for img in loaded.scenario.images:
        try:
            out[img.id] = load_image_truth(_image_path(loaded, img.path))
        except ConfigError:
            continue
    return out


# --------------------------------------------------------------------------- structure


def structure_problems(
    loaded: LoadedScenario,
    *,
    images: tuple[int, int] = IMAGES_RANGE,
    rounds: tuple[int, int] = ROUNDS_RANGE,
) -> list[str]:
    """Image and round counts (within ``images`` and ``rounds``, the main suite's ranges
    by default), and every image's sidecar."""
    s = loaded.scenario
    problems: list[str] = []
    lo, hi = images
    if not lo <= len(s.images) <= hi:
        problems.append(f"{len(s.images)} images (want {lo}-{hi})")
    lo, hi = rounds
    if not lo <= len(s.rounds) <= hi:
        problems.append(f"{len(s.rounds)} rounds (want {lo}-{hi})")
    for img in s.images:
        path = _image_path(loaded, img.path)
        try:
            truth = load_image_truth(path)
        except ConfigError as exc:
            problems.append(f"image {img.id}: {exc}")
            continue
        if truth.category != img.category:
            problems.append(
                f"image {img.id}: category {img.category!r} in the scenario but "
                f"{truth.category!r} in its sidecar"
            )
        if img.category != "natural_less_text" and not truth.text.strip():
            problems.append(f"image {img.id}: a {img.category} image needs its text in the sidecar")
        norm_text = _norm(truth.text)
        for d in truth.decisive:
            if _norm(d) not in norm_text:
                problems.append(f"image {img.id}: decisive {d!r} is not in its text")
    if not any(t.decisive for t in truths(loaded).values()):
        problems.append("no image has a decisive string")
    return problems


def _file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def shared_image_problems(scenarios: Iterable[LoadedScenario]) -> list[str]:
    """Image files (same path or same bytes) used by more than one scenario."""
    by_path: dict[Path, str] = {}
    by_hash: dict[str, str] = {}
    problems: list[str] = []
    for loaded in scenarios:
        for img in loaded.scenario.images:
            path = _image_path(loaded, img.path)
            owner = by_path.setdefault(path, loaded.id)
            if owner != loaded.id:
                problems.append(
                    f"{loaded.id}: image {img.id} ({path.name}) is also used by {owner}"
                )
                continue
            if not path.exists():
                continue
            digest = _file_hash(path)
            first = by_hash.setdefault(digest, f"{loaded.id}/{img.id}")
            if not first.startswith(f"{loaded.id}/") and first != f"{loaded.id}/{img.id}":
                problems.append(f"{loaded.id}: image {img.id} has the same bytes as {first}")
    return problems


# --------------------------------------------------------------------------- episodes


VALIDITY_CELL_TIMEOUT_S = 120.0
"""Wall-clock limit of one oracle cell in the validity checks. They check what a solution
does, not how fast: on a loaded 2-core machine a plain tool call can pass the agents'
10-second limit, and a correct scenario must not fail for that."""


async def _episode(
    loaded: LoadedScenario, agent_scenario: Scenario, mode: str, catalog: Any
) -> Any:
    from mmtoolbench.isolation import InterpreterLimits
    from mmtoolbench.sandbox.agents import OracleAgent
    from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
    from mmtoolbench.sandbox.user import ScriptedUser

    return await run_episode(
        loaded,
        agent=OracleAgent(agent_scenario),
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(
            mode="code-exec" if mode == "code-exec" else "tool-use",
            discovery=False,
            interpreter_limits=InterpreterLimits(timeout_s=VALIDITY_CELL_TIMEOUT_S),
        ),
        catalog=catalog,
    )


def _score_details(score: Any) -> str:
    details: list[str] = []
    details.extend(
        f"unmatched {u.table} {u.op} (spec {u.spec_index}): {u.reason}"
        for u in score.unmatched_expected
    )
    details.extend(f"unexpected {a.table} {a.op} {a.pk}" for a in score.unexpected_actual)
    details.extend(f"guardrail: {v.table} changed" for v in score.guardrail_violations)
    for m in score.matches:
        if m.score < 1.0:
            cols = ", ".join(
                f"{c.column} expected {c.expected!r} got {c.actual!r}"
                for c in m.columns
                if c.score is not None and c.score < 1.0
            )
            details.append(f"{m.table} {m.op} {m.actual_pk}: {cols}")
    return "; ".join(details)


async def oracle_problems(
    loaded: LoadedScenario, catalog: Any = None, modes: Sequence[str] = ("tool-use", "code-exec")
) -> list[str]:
    """The oracle must reach Entity F1 = 1 in every mode, cleanly."""
    problems: list[str] = []
    for mode in modes:
        result = await _episode(loaded, loaded.scenario, mode, catalog)
        problems.extend(f"oracle ({mode}): {f}" for f in result.oracle_failures)
        if result.end_reason != "user_ended":
            problems.append(f"oracle ({mode}): the episode ended by {result.end_reason}")
        if result.entity.guardrail_violations:
            problems.append(
                f"oracle ({mode}): guardrail violation: {_score_details(result.entity)}"
            )
        if result.entity.f1 < 1.0:
            problems.append(
                f"oracle ({mode}): Entity F1 {result.entity.f1:.3f} < 1: "
                + _score_details(result.entity)
            )
    return problems


async def do_nothing_problems(loaded: LoadedScenario, catalog: Any = None) -> list[str]:
    """An agent that only replies must score Entity F1 = 0."""
    from mmtoolbench.sandbox.perturb import doing_nothing

    result = await _episode(loaded, doing_nothing(loaded.scenario), "tool-use", catalog)
    if result.entity.f1 != 0.0:
        return [f"doing nothing scores Entity F1 {result.entity.f1:.3f}, not 0"]
    return []


async def specificity_problems(loaded: LoadedScenario, catalog: Any = None) -> list[str]:
    """One misread value, one extra write, one missing write: each must score < 1."""
    from mmtoolbench.sandbox.perturb import (
        misreadings,
        with_extra_write,
        with_misreading,
        without_last_write,
    )

    problems: list[str] = []
    options = misreadings(loaded)
    if not options:
        problems.append(
            "no oracle argument carries a decisive string of an image (a misreading "
            "cannot be tested): list the values read from the images as `decisive`"
        )
    ordered = [m for m in options if not m.in_read_tool] + [m for m in options if m.in_read_tool]
    tried: list[str] = []
    for m in ordered[:MAX_MISREADINGS]:
        result = await _episode(loaded, with_misreading(loaded.scenario, m), "tool-use", catalog)
        if result.entity.f1 < 1.0:
            break
        tried.append(
            f"{m.original!r} as {m.misread!r} (round {m.round} step {m.step + 1}, {m.tool})"
        )
    else:
        if options:
            problems.append(
                "no misread value lowers Entity F1 (tried " + "; ".join(tried) + "): score "
                "the values read from the images"
            )
    extra = await _episode(loaded, with_extra_write(loaded.scenario), "tool-use", catalog)
    if extra.entity.f1 >= 1.0 and extra.oracle_failures:
        extra = await _episode(
            loaded, with_extra_write(loaded.scenario, fallback=True), "tool-use", catalog
        )
    if extra.entity.f1 >= 1.0:
        problems.append("an extra write still scores 1.0")
    missing = await _episode(loaded, without_last_write(loaded.scenario), "tool-use", catalog)
    if missing.entity.f1 >= 1.0:
        problems.append("the oracle without its last write step still scores 1.0")
    return problems


# --------------------------------------------------------------------------- visual necessity


def _norm(s: str) -> str:
    return " ".join(s.split()).casefold()


def _scalars(value: Any) -> Iterator[Any]:
    if isinstance(value, Mapping):
        for v in value.values():
            yield from _scalars(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _scalars(v)
    else:
        yield value


def _forms(value: Any, column: str = "") -> set[str]:
    """Ways a value may be written in a picture (``5600`` cents -> ``56.00``...)."""
    from mmtoolbench.sandbox.perturb import written_date

    out: set[str] = set()
    if isinstance(value, bool) or value is None:
        return out
    if isinstance(value, int) and column.endswith("_cents"):
        out.add(f"{value / 100:.2f}")
        out.add(f"{value / 100:,.2f}")
    if isinstance(value, (int, float)):
        out.add(f"{value:g}")
        if isinstance(value, float):
            out.add(f"{value:.2f}")
        # the same amounts with a decimal comma (and dot or space thousands): 1.234,56
        out |= {_decimal_comma(o) for o in out if "." in o}
        return {o for o in out if len(o.strip("0.,")) >= 2}
    text = str(value).strip()
    if len(text) < 3:
        return out
    out.add(_norm(text))
    digits = "".join(re.findall(r"\d", text))
    if len(digits) >= 7:
        out.add("#digits:" + digits[-10:])
    if written_date(text):
        out.add("#date:" + repr(written_date(text)))
    clock = _ISO_TIME.search(text) or _HHMM.fullmatch(text)
    if clock:
        out.add(f"#time:{int(clock.group(1)):02d}:{clock.group(2)}")
    return out


def _decimal_comma(number: str) -> str:
    """``1,234.56`` written the continental way: ``1.234,56``."""
    return number.replace(",", "\0").replace(".", ",").replace("\0", ".")


_ISO_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})")
_HHMM = re.compile(r"(\d{1,2}):(\d{2})(?::\d{2})?")


def _times(haystack: str) -> set[str]:
    """Clock times written in a text, as ``#time:HH:MM`` (24 h)."""
    from mmtoolbench.sandbox.perturb import written_times

    return {f"#time:{t}" for t in written_times(haystack)}


def _written(haystack: str) -> set[str]:
    """Digit runs and dates found in a text, in the `_forms` encoding."""
    from mmtoolbench.sandbox.perturb import all_written_dates

    out: set[str] = set()
    for run in re.findall(r"[+\d][\d \t().-]{6,}\d", haystack):  # never across lines
        digits = "".join(re.findall(r"\d", run))
        if len(digits) >= 7:
            out.add("#digits:" + digits[-10:])
    out.update("#date:" + repr(d) for d in all_written_dates(haystack))
    out.update(_times(haystack))
    return out


def _occurs(form: str, text: str, written: set[str]) -> bool:
    if form.startswith("#date:"):
        # year-less dates in pictures match on month and day
        if form in written:
            return True
        ymd = form.removeprefix("#date:")
        return any(
            w.startswith("#date:(None,") and ymd.endswith(w[len("#date:(None") :]) for w in written
        )
    if form.startswith("#"):
        return form in written
    if re.fullmatch(r"[\d.,]+", form):
        return re.search(rf"(?<![\d.,]){re.escape(form)}(?![\d]|[.,]\d)", text) is not None
    return form in text


def expected_values(scenario: Scenario) -> list[tuple[str, Any]]:
    """(column, value) of every field and match value of the expected changes."""
    out: list[tuple[str, Any]] = []
    for change in scenario.expected_changes.changes:
        for source in (change.fields, change.match):
            for column, value in source.items():
                out.extend((column, v) for v in _scalars(value))
    return out


def visual_necessity_problems(loaded: LoadedScenario) -> list[str]:
    """Some expected value must be in an image's ground truth and nowhere else."""
    s = loaded.scenario
    images = truths(loaded)
    image_text = _norm("\n".join(t.text + "\n" + "\n".join(t.decisive) for t in images.values()))
    image_written = _written("\n".join(t.text for t in images.values()))
    told = _norm("\n".join(r.query for r in s.rounds))
    world = _norm(json.dumps(s.initial_entities, ensure_ascii=False, default=str))
    told_written = _written("\n".join(r.query for r in s.rounds)) | _written(
        json.dumps(s.initial_entities, ensure_ascii=False, default=str)
    )
    for column, value in expected_values(s):
        for form in _forms(value, column):
            if _occurs(form, image_text, image_written) and not (
                _occurs(form, told, told_written) or _occurs(form, world, told_written)
            ):
                return []
    return [
        "no expected value (amount, date, name, number) is found only in the images: each "
        "occurs in a user message or the initial world, or in no image's ground truth"
    ]


# --------------------------------------------------------------------------- legibility


def legibility_problems(loaded: LoadedScenario, ocr: Callable[[Path], str]) -> list[str]:
    """Every decisive string must be found in the OCR text of its image."""
    from mmtoolbench.sandbox.legibility import MIN_PARTIAL_RATIO, found

    problems: list[str] = []
    for img in loaded.scenario.images:
        path = _image_path(loaded, img.path)
        try:
            truth = load_image_truth(path)
        except ConfigError:
            continue
        if not truth.decisive:
            continue
        text = ocr(path)
        for d in truth.decisive:
            score = found(d, text)
            if score < MIN_PARTIAL_RATIO:
                problems.append(
                    f"image {img.id}: OCR does not read {d!r} (partial ratio {score:.0f} < "
                    f"{MIN_PARTIAL_RATIO:.0f}); redraw it larger or plainer"
                )
    return problems


# --------------------------------------------------------------------------- batch runs

EPISODE_CHECKS = ("oracle", "do_nothing", "specificity")
"""The checks that run episodes (the expensive ones), as keys of `check_episodes`."""


async def _check_one(loaded: LoadedScenario, catalog: Any) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, check in (
        ("oracle", oracle_problems),
        ("do_nothing", do_nothing_problems),
        ("specificity", specificity_problems),
    ):
        try:
            out[name] = await check(loaded, catalog)
        except Exception as exc:  # a crash is a problem of that check, not of the batch
            out[name] = [f"{type(exc).__name__}: {exc}"]
    return out


def check_episodes(paths: Sequence[str], concurrency: int = 4) -> dict[str, dict[str, list[str]]]:
    """Run the episode checks of every scenario file, ``concurrency`` at a time (episodes
    wait on the sandboxed interpreter, so they overlap well).

    Returns:
        Problems per file path and check name (`EPISODE_CHECKS`); a file that does not
        load has its load error under every check.
    """
    import asyncio

    from mmtoolbench.sandbox.episode import ToolCatalog
    from mmtoolbench.sandbox.scenario import load_scenario

    async def run() -> dict[str, dict[str, list[str]]]:
        catalog = ToolCatalog("full", None)
        gate = asyncio.Semaphore(concurrency)
        results: dict[str, dict[str, list[str]]] = {}

        async def one(path: str) -> None:
            async with gate:
                try:
                    loaded = load_scenario(path)
                except Exception as exc:
                    results[path] = {name: [f"does not load: {exc}"] for name in EPISODE_CHECKS}
                    return
                results[path] = await _check_one(loaded, catalog)

        await asyncio.gather(*(one(p) for p in paths))
        return results

    return asyncio.run(run())


def check_episodes_parallel(
    paths: Sequence[str], workers: int = 2, concurrency: int = 4
) -> dict[str, dict[str, list[str]]]:
    """`check_episodes` split over ``workers`` processes (spawned: a clean interpreter
    each); small batches run in this process."""
    if workers <= 1 or len(paths) < 4 * workers:
        return check_episodes(paths, concurrency)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunks = [list(paths[i::workers]) for i in range(workers)]
    results: dict[str, dict[str, list[str]]] = {}
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        for part in pool.map(check_episodes, chunks, [concurrency] * workers):
            results.update(part)
    return results
