"""Validity of every bundled sandbox scenario (issue 10), one test per check and scenario.

Checks (`mmtoolbench.sandbox.validity`): structure and sidecars, oracle F1 = 1 in both
modes, doing nothing scores 0, specificity (misread value / extra write / missing write
score < 1), visual necessity, OCR legibility of every decisive string (from the committed
cache, live for images without an entry), a live re-run of OCR on a random sample of
cached images that must agree with the cache, and no image file shared between
scenarios. The last tests show that each check can fail.

Runs over every scenario file under the package's scenario directory automatically.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

from mmtoolbench.sandbox.legibility import (
    MIN_PARTIAL_RATIO,
    agrees,
    found,
    image_sha256,
    load_cache,
    run_ocr,
)
from mmtoolbench.sandbox.scenario import (
    LoadedScenario,
    builtin_scenarios_dir,
    find_scenario_files,
    load_scenario,
)
from mmtoolbench.sandbox.validity import (
    check_episodes_parallel,
    legibility_problems,
    oracle_problems,
    shared_image_problems,
    specificity_problems,
    structure_problems,
    visual_necessity_problems,
)

# The session fixture runs every selected scenario's episodes before the first episode
# test: give the module more than pytest's default per-test timeout.
# One xdist worker runs every test of this module (`make test` uses --dist loadfile), so
# the session fixture below checks each scenario's episodes once, not once per worker.
pytestmark = [pytest.mark.timeout(3600), pytest.mark.xdist_group("validity")]

FILES = find_scenario_files([builtin_scenarios_dir()])
IDS = [str(f.relative_to(builtin_scenarios_dir()).with_suffix("")) for f in FILES]
OCR_SAMPLE = int(os.environ.get("MMTB_OCR_SAMPLE", "50"))
TESSERACT = shutil.which("tesseract") is not None


@cache
def _loaded(path: Path) -> LoadedScenario:
    return load_scenario(path)


@cache
def _catalog() -> object:
    from mmtoolbench.sandbox.episode import ToolCatalog

    return ToolCatalog("full", None)


@cache
def _ocr_cache() -> dict[str, str]:
    return {sha: e.text for sha, e in load_cache().items()}


def _ocr(path: Path) -> str:
    """OCR text from the committed cache, or live when the image has no entry."""
    text = _ocr_cache().get(image_sha256(path))
    return text if text is not None else run_ocr(path)


scenario_files = pytest.mark.parametrize("path", FILES, ids=IDS)


@scenario_files
def test_structure(path: Path) -> None:
    assert structure_problems(_loaded(path)) == []


EPISODE_TESTS = {
    "test_oracle_solves_both_modes",
    "test_doing_nothing_scores_zero",
    "test_specificity",
}


@pytest.fixture(scope="session")
def episode_problems(request: pytest.FixtureRequest) -> dict[str, dict[str, list[str]]]:
    """Episode checks of every scenario selected in this session, computed once, in
    parallel (MMTB_VALIDITY_WORKERS processes, default 2; each overlaps 4 episodes)."""
    wanted = sorted(
        {
            str(item.callspec.params["path"])
            for item in request.session.items
            if getattr(item, "originalname", None) in EPISODE_TESTS and hasattr(item, "callspec")
        }
    )
    workers = int(os.environ.get("MMTB_VALIDITY_WORKERS", "2"))
    return check_episodes_parallel(wanted, workers=workers)


@scenario_files
def test_oracle_solves_both_modes(
    path: Path, episode_problems: dict[str, dict[str, list[str]]]
) -> None:
    assert episode_problems[str(path)]["oracle"] == []


@scenario_files
def test_doing_nothing_scores_zero(
    path: Path, episode_problems: dict[str, dict[str, list[str]]]
) -> None:
    assert episode_problems[str(path)]["do_nothing"] == []


@scenario_files
def test_specificity(path: Path, episode_problems: dict[str, dict[str, list[str]]]) -> None:
    assert episode_problems[str(path)]["specificity"] == []


@scenario_files
def test_visual_necessity(path: Path) -> None:
    assert visual_necessity_problems(_loaded(path)) == []


@pytest.mark.skipif(not TESSERACT, reason="tesseract-ocr is not installed (make install)")
@scenario_files
def test_legibility(path: Path) -> None:
    assert legibility_problems(_loaded(path), _ocr) == []


def test_no_image_shared_between_scenarios() -> None:
    assert shared_image_problems(_loaded(f) for f in FILES) == []


@pytest.mark.skipif(not TESSERACT, reason="tesseract-ocr is not installed (make install)")
def test_ocr_cache_agrees_with_live_ocr() -> None:
    """A random sample of cached OCR results (MMTB_OCR_SAMPLE, default 50) is re-run live."""
    cached = load_cache()
    images: dict[str, tuple[Path, list[str]]] = {}
    for f in FILES:
        loaded = _loaded(f)
        for img in loaded.scenario.images:
            path = (loaded.path.parent / img.path).resolve()
            sidecar = path.with_suffix(".json")
            if not sidecar.exists():
                continue
            decisive = json.loads(sidecar.read_text(encoding="utf-8")).get("decisive", [])
            sha = image_sha256(path)
            if decisive and sha in cached:
                images[sha] = (path, decisive)
    seed = int(os.environ.get("MMTB_OCR_SEED", str(time.time_ns() % 1_000_000)))
    sample = random.Random(seed).sample(sorted(images), min(OCR_SAMPLE, len(images)))
    with ThreadPoolExecutor(max_workers=2) as pool:
        live = list(pool.map(lambda sha: run_ocr(images[sha][0]), sample))
    disagree = [
        f"{images[sha][0].name} (seed {seed})"
        for sha, text in zip(sample, live, strict=True)
        if not agrees(text, cached[sha].text, images[sha][1])
    ]
    assert disagree == []


# --------------------------------------------------------------------------- each check can fail


@pytest.fixture
def broken(tmp_path: Path) -> Path:
    """A copy of the first bundled scenario with its images, to break on purpose."""
    src = FILES[0]
    loaded = _loaded(src)
    (tmp_path / "scenarios").mkdir()
    (tmp_path / "images").mkdir()
    text = src.read_text(encoding="utf-8")
    for img in loaded.scenario.images:
        image = (src.parent / img.path).resolve()
        shutil.copy(image, tmp_path / "images" / image.name)
        if image.with_suffix(".json").exists():
            shutil.copy(image.with_suffix(".json"), tmp_path / "images" / f"{image.stem}.json")
        text = text.replace(img.path, f"../images/{image.name}")
    dst = tmp_path / "scenarios" / src.name
    dst.write_text(text, encoding="utf-8")
    return dst


def test_structure_check_fails_without_sidecar(broken: Path) -> None:
    loaded = load_scenario(broken)
    assert structure_problems(loaded) == []
    first = (broken.parent / loaded.scenario.images[0].path).resolve()
    first.with_suffix(".json").unlink()
    assert any("no ground-truth sidecar" in p for p in structure_problems(load_scenario(broken)))


def test_shared_image_check_fails(broken: Path) -> None:
    loaded = load_scenario(broken)
    other = LoadedScenario(loaded.scenario.model_copy(update={"id": "other"}), loaded.path)
    assert shared_image_problems([loaded]) == []
    assert shared_image_problems([loaded, other])


def test_legibility_check_fails_on_unreadable_ocr(broken: Path) -> None:
    loaded = load_scenario(broken)
    problems = legibility_problems(loaded, lambda _path: "nothing legible here")
    assert problems and "OCR does not read" in problems[0]
    assert found("$48.20", "total $48.2O") < 100
    assert found("Jun 14 2025", "date: jun  14 2025\n") >= MIN_PARTIAL_RATIO


def test_visual_necessity_fails_when_the_user_says_it(broken: Path) -> None:
    from mmtoolbench.sandbox.validity import expected_values

    loaded = load_scenario(broken)
    told = " ".join(str(v) for _, v in expected_values(loaded.scenario))
    rounds = [r.model_copy(update={"query": r.query + " " + told}) for r in loaded.scenario.rounds]
    tampered = LoadedScenario(loaded.scenario.model_copy(update={"rounds": rounds}), loaded.path)
    assert visual_necessity_problems(loaded) == []
    assert visual_necessity_problems(tampered)


async def test_specificity_and_oracle_checks_fail_when_nothing_is_scored(broken: Path) -> None:
    loaded = load_scenario(broken)
    s = loaded.scenario
    from mmtoolbench.sandbox.evaluate.spec import EntityExpectations

    data = s.expected_changes.model_dump(mode="json")
    for change in data["changes"]:
        change["similarity"] = {k: {"method": "ignore"} for k in change["fields"]}
    data["allowed_tables"] = sorted({c["table"] for c in data["changes"]})
    lax = EntityExpectations.model_validate(data)
    tampered = LoadedScenario(s.model_copy(update={"expected_changes": lax}), loaded.path)
    assert await specificity_problems(tampered, _catalog())
    wrong = s.model_copy(update={"oracle_solution": []})
    assert await oracle_problems(LoadedScenario(wrong, loaded.path), _catalog(), ["tool-use"])
