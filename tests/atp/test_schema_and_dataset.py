"""Tests for the ATP sample schema, intent taxonomy, loader and the bundled dataset."""

from __future__ import annotations

import copy
import hashlib
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from PIL import Image
from pydantic import ValidationError

from mmtoolbench.atp.dataset import (
    DatasetError,
    bundled_dataset_path,
    load_bundled_samples,
    load_samples,
    resolve_image_path,
)
from mmtoolbench.atp.schema import (
    ATPCategory,
    ATPSample,
    QueryType,
    ToolName,
    export_json_schema,
)
from mmtoolbench.atp.taxonomy import (
    INTENTS,
    Intent,
    all_intents,
    category_of,
    get_intent,
    intent_slugs,
)

REPO = Path(__file__).resolve().parents[2]
TOOL_TAG = re.compile(r"<tool>(.*?)</tool>", re.DOTALL)
FIGURE_PHRASES = (
    "as shown below",
    "as shown above",
    "shown in the image",
    "see the image",
    "see image",
    "see the figure",
    "see the diagram",
    "the following figure",
    "the following image",
    "the following chart",
    "here is an image",
    "here is a picture",
    "here's an image",
    "below is an image",
    "the image below",
    "the picture below",
    "the chart below",
    "the diagram below",
    "the figure below",
    "as illustrated below",
)
PARAM_KEYS = {
    "Reference": {"img_index"},
    "Diffusion": {"prompt"},
    "Search": {"query"},
    "Code": {"diagram_type", "data"},
    "Edit": {"img_index", "prompt"},
}


def tag(tool: str, params: dict[str, Any], description: str = "an image") -> str:
    payload = {"tool_name": tool, "description": description, "params": params}
    return f"<tool>{json.dumps(payload)}</tool>"


def raw_sample(**overrides: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "id": "t-001",
        "category": "Travel",
        "intent": "route-map",
        "type": "VQA",
        "query": "How do I get from Harbor to University?",
        "images": [
            {
                "index": 0,
                "path": "images/map.png",
                "caption": "metro map",
                "source": "user-upload",
            }
        ],
        "documents": [],
        "ground_truth": "Take the Red line.\n\n"
        + tag("Edit", {"img_index": 0, "prompt": "highlight the route"}),
        "ground_truth_tools": ["Edit"],
    }
    base.update(overrides)
    return base


def error_text(exc: pytest.ExceptionInfo[ValidationError]) -> str:
    return "\n".join(err["msg"] for err in exc.value.errors())


# --------------------------------------------------------------------------- schema


def test_valid_sample_round_trips() -> None:
    sample = ATPSample.model_validate(raw_sample())
    assert sample.category is ATPCategory.TRAVEL
    assert sample.type is QueryType.VQA
    assert sample.ground_truth_tools == [ToolName.EDIT]
    assert ATPSample.model_validate_json(sample.model_dump_json()) == sample


def test_wrong_intent_for_category() -> None:
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(category="Academic", intent="cooking-steps"))
    assert (
        "intent 'cooking-steps' is not valid for category 'Academic'; expected one of: "
        "result-interpretation, concept-illustration, data-visualization" in error_text(exc)
    )


def test_non_contiguous_image_indices() -> None:
    images = [
        {"index": 0, "path": "a.png", "caption": "a", "source": "user-upload"},
        {"index": 2, "path": "b.png", "caption": "b", "source": "user-upload"},
    ]
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(images=images))
    assert "image indices must be exactly 0..1 in order, got [0, 2]" in error_text(exc)


def test_vqa_without_images() -> None:
    raw = raw_sample(
        images=[],
        ground_truth="Go west.\n\n" + tag("Search", {"query": "city metro map"}),
        ground_truth_tools=["Search"],
    )
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw)
    assert "VQA samples must have at least one context image" in error_text(exc)


def test_unknown_tool_in_ground_truth_tools() -> None:
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(ground_truth_tools=["Edit", "Painter"]))
    errors = exc.value.errors()
    assert errors[0]["loc"] == ("ground_truth_tools", 1)
    assert (
        "Input should be 'Reference', 'Diffusion', 'Search', 'Code' or 'Edit'" in (errors[0]["msg"])
    )


def test_ground_truth_tools_normalised_and_checked() -> None:
    gt = (
        "Answer.\n\n"
        + tag("Search", {"query": "q"})
        + "\n\nMore.\n\n"
        + tag("Code", {"diagram_type": "bar", "data": {"x": [1], "series": {"a": [2]}}})
    )
    sample = ATPSample.model_validate(
        raw_sample(ground_truth=gt, ground_truth_tools=["Search", "Code", "Search"])
    )
    assert sample.ground_truth_tools == [ToolName.CODE, ToolName.SEARCH]
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(ground_truth=gt, ground_truth_tools=["Search"]))
    assert "does not match the tools used in ground_truth ['Code', 'Search']" in error_text(exc)


def test_ground_truth_tags_are_validated() -> None:
    out_of_range = "Answer.\n\n" + tag("Reference", {"img_index": 3})
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(
            raw_sample(ground_truth=out_of_range, ground_truth_tools=["Reference"])
        )
    assert "Reference img_index 3 is out of range (sample has 1 images)" in error_text(exc)
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(ground_truth="Answer.\n\n<tool>{not json}</tool>"))
    assert "tool tag #1 is not valid JSON" in error_text(exc)
    bad_name = "Answer.\n\n" + tag("Painter", {"prompt": "x"})
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(ground_truth=bad_name))
    assert "unknown tool_name 'Painter'" in error_text(exc)


def test_extra_fields_and_bad_paths_rejected() -> None:
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(difficulty="hard"))
    assert exc.value.errors()[0]["type"] == "extra_forbidden"
    for path in ("/etc/passwd", "../outside.png", "images\\a.png"):
        image = {"index": 0, "path": path, "caption": "c", "source": "user-upload"}
        with pytest.raises(ValidationError) as exc:
            ATPSample.model_validate(raw_sample(images=[image]))
        assert "image path must be a relative POSIX path" in error_text(exc)
    with pytest.raises(ValidationError):
        image = {"index": 0, "path": "a.png", "caption": "c", "source": "u", "sha256": "xyz"}
        ATPSample.model_validate(raw_sample(images=[image]))


def test_document_image_indices_in_range() -> None:
    docs = [{"title": "Guide", "text": "text", "image_indices": [0, 1]}]
    with pytest.raises(ValidationError) as exc:
        ATPSample.model_validate(raw_sample(documents=docs))
    assert "documents[0].image_indices [1] out of range (sample has 1 images)" in error_text(exc)


def test_json_schema_file_is_current_and_validates_samples() -> None:
    schema = export_json_schema()
    stored = json.loads((REPO / "schemas" / "atp_sample.schema.json").read_text(encoding="utf-8"))
    assert stored == schema, "regenerate schemas/atp_sample.schema.json"
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    validator.validate(raw_sample())
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(raw_sample(category="Gardening"))


# --------------------------------------------------------------------------- taxonomy


def test_taxonomy_shape() -> None:
    assert set(INTENTS) == set(ATPCategory)
    assert sum(len(group) for group in INTENTS.values()) == 25
    assert all(len(group) >= 2 for group in INTENTS.values())
    slugs = [intent.slug for _, intent in all_intents()]
    assert len(slugs) == len(set(slugs)) == 25
    for _, intent in all_intents():
        assert re.fullmatch(r"[a-z]+(-[a-z]+)*", intent.slug)
        assert intent.name and intent.definition and intent.example


def test_taxonomy_is_immutable_and_lookups_work() -> None:
    with pytest.raises(TypeError):
        INTENTS[ATPCategory.TRAVEL] = ()  # type: ignore[index]
    intent = get_intent("Travel", "route-map")
    assert isinstance(intent, Intent)
    with pytest.raises(AttributeError):
        intent.slug = "x"  # type: ignore[misc]
    assert category_of("style-preview") is ATPCategory.FASHION
    assert intent_slugs(ATPCategory.FASHION) == ("outfit-recommendation", "style-preview")
    with pytest.raises(KeyError, match="expected one of"):
        get_intent(ATPCategory.ACADEMIC, "cooking-steps")
    with pytest.raises(KeyError, match="unknown intent"):
        category_of("nope")


# --------------------------------------------------------------------------- loader


def write_png(path: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (4, 4), "red").save(path)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_loader_reports_all_errors_with_file_and_line(tmp_path: Path) -> None:
    digest = write_png(tmp_path / "images" / "map.png")
    good = raw_sample()
    good["images"][0]["sha256"] = digest
    wrong_intent = raw_sample(id="t-002", category="Academic", intent="route-map")
    missing = raw_sample(id="t-003")
    missing["images"][0]["path"] = "images/missing.png"
    bad_hash = raw_sample(id="t-004")
    bad_hash["images"][0]["sha256"] = "0" * 64
    lines = [
        json.dumps(good),
        "",
        "{not json",
        json.dumps(wrong_intent),
        json.dumps(missing),
        json.dumps(good),
        json.dumps(bad_hash),
    ]
    dataset = tmp_path / "samples.jsonl"
    dataset.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError) as exc:
        load_samples(dataset)
    errors = exc.value.errors
    assert len(errors) == 5
    assert errors[0].startswith(f"{dataset}:3: <line>: invalid JSON")
    assert errors[1] == (
        f"{dataset}:4: <sample>: intent 'route-map' is not valid for category 'Academic'; "
        "expected one of: result-interpretation, concept-illustration, data-visualization"
    )
    assert errors[2] == (
        f"{dataset}:5: images.0.path: image file not found: {tmp_path / 'images' / 'missing.png'}"
    )
    assert errors[3] == f"{dataset}:6: id: duplicate id 't-001' (first on line 1)"
    assert errors[4].startswith(f"{dataset}:7: images.0.sha256: hash mismatch")
    assert str(exc.value).startswith("5 errors in dataset:\n")


def test_loader_reports_nested_field_paths(tmp_path: Path) -> None:
    bad = raw_sample()
    bad["images"][0]["index"] = -1
    del bad["query"]
    dataset = tmp_path / "d.jsonl"
    dataset.write_text(json.dumps(bad) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError) as exc:
        load_samples(dataset, check_images=False)
    assert f"{dataset}:1: query: Field required" in exc.value.errors
    assert any(e.startswith(f"{dataset}:1: images.0.index: ") for e in exc.value.errors)


def test_loader_success_and_image_resolution(tmp_path: Path) -> None:
    write_png(tmp_path / "images" / "map.png")
    dataset = tmp_path / "samples.jsonl"
    dataset.write_text(json.dumps(raw_sample()) + "\n\n", encoding="utf-8")
    [sample] = load_samples(dataset)
    assert resolve_image_path(sample, 0, dataset) == tmp_path / "images" / "map.png"
    with pytest.raises(IndexError, match="has no image 1"):
        resolve_image_path(sample, 1, dataset)
    with pytest.raises(DatasetError, match="cannot read dataset"):
        load_samples(tmp_path / "absent.jsonl")


# --------------------------------------------------------------------------- bundled dataset


@pytest.fixture(scope="module")
def bundled() -> list[ATPSample]:
    return load_bundled_samples()


def test_bundled_dataset_size_and_coverage(bundled: list[ATPSample]) -> None:
    assert bundled_dataset_path().name == "samples.jsonl"
    assert len(bundled) >= 200
    assert len({s.id for s in bundled}) == len(bundled)
    vqa = [s for s in bundled if s.type is QueryType.VQA]
    assert len(vqa) >= 50
    assert len(vqa) / len(bundled) >= 0.25
    assert all(1 <= len(s.images) <= 3 for s in vqa)
    assert {s.category for s in bundled} == set(ATPCategory)
    counts = Counter((s.category, s.intent) for s in bundled)
    for category, intent in all_intents():
        assert counts[(category, intent.slug)] >= 4, f"{category}/{intent.slug}"


def test_bundled_images_exist_and_are_small(bundled: list[ATPSample]) -> None:
    path = bundled_dataset_path()
    files = {resolve_image_path(s, i.index, path) for s in bundled for i in s.images}
    for file in files:
        assert file.is_file(), file
        with Image.open(file) as img:
            assert max(img.size) <= 640, file
    image_dir = path.parent / "images"
    assert sum(f.stat().st_size for f in image_dir.glob("*.png")) < 8 * 1024 * 1024


def tool_calls(sample: ATPSample) -> list[dict[str, Any]]:
    return [json.loads(body) for body in TOOL_TAG.findall(sample.ground_truth)]


def test_bundled_ground_truth_tools_match_tags(bundled: list[ATPSample]) -> None:
    for sample in bundled:
        calls = tool_calls(sample)
        assert 1 <= len(calls) <= 5, sample.id
        names = sorted({call["tool_name"] for call in calls})
        assert names == [tool.value for tool in sample.ground_truth_tools], sample.id
        for call in calls:
            assert set(call) == {"tool_name", "description", "params"}, sample.id
            assert call["description"].strip(), sample.id
            assert set(call["params"]) == PARAM_KEYS[call["tool_name"]], sample.id


def test_bundled_ground_truth_follows_integration_rules(bundled: list[ATPSample]) -> None:
    for sample in bundled:
        lowered = sample.ground_truth.lower()
        for phrase in FIGURE_PHRASES:
            assert phrase not in lowered, f"{sample.id}: {phrase!r}"
        calls = tool_calls(sample)
        indices = [
            c["params"]["img_index"] for c in calls if c["tool_name"] in {"Reference", "Edit"}
        ]
        assert all(0 <= i < len(sample.images) for i in indices), sample.id
        refs = [c["params"]["img_index"] for c in calls if c["tool_name"] == "Reference"]
        assert len(refs) == len(set(refs)), f"{sample.id}: Reference image repeated"
        if not sample.images:
            assert {c["tool_name"] for c in calls} <= {"Diffusion", "Search", "Code"}, sample.id


def test_bundled_tags_sit_on_their_own_lines(bundled: list[ATPSample]) -> None:
    for sample in bundled:
        lines = sample.ground_truth.split("\n")
        assert "<tool>" not in lines[0], f"{sample.id}: answer must start with text"
        for number, line in enumerate(lines):
            if "<tool>" not in line:
                continue
            assert re.fullmatch(r"<tool>.*?</tool>", line), f"{sample.id}: tag not alone"
            assert line.count("<tool>") == 1, sample.id
            assert lines[number - 1] == "", f"{sample.id}: tag must follow a paragraph break"
            assert number + 1 == len(lines) or lines[number + 1] == "", sample.id
            previous = lines[number - 2].rstrip()
            assert previous and not previous.endswith(":"), f"{sample.id}: tag introduced by ':'"


def test_bundled_documents_and_sources(bundled: list[ATPSample]) -> None:
    for sample in bundled:
        doc_images = {i for d in sample.documents for i in d.image_indices}
        for image in sample.images:
            expected = "document" if image.index in doc_images else "user-upload"
            assert image.source == expected, sample.id
            assert image.sha256 is not None
        if sample.type is QueryType.QA:
            assert all(image.index in doc_images for image in sample.images), sample.id


def test_loader_never_half_loads(tmp_path: Path) -> None:
    source = bundled_dataset_path()
    lines = source.read_text(encoding="utf-8").splitlines()
    broken = copy.deepcopy(json.loads(lines[5]))
    broken["type"] = "Audio"
    lines[5] = json.dumps(broken)
    target = tmp_path / "samples.jsonl"
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(DatasetError) as exc:
        load_samples(target, check_images=False)
    assert exc.value.errors == [
        f"{target}:6: type: Input should be 'QA' or 'VQA'",
    ]


def test_docs_cover_every_intent() -> None:
    text = (REPO / "docs" / "atp" / "taxonomy.md").read_text(encoding="utf-8")
    for _, intent in all_intents():
        assert f"`{intent.slug}`" in text
