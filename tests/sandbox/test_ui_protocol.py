"""A2UI screens: validation with the official SDK plus binding checks (no browser)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.sandbox.ui.protocol import (
    UiScreenError,
    catalog_id,
    coerce_messages,
    component_names,
    detect_protocol,
    initial_data_model,
    load_screen_file,
    validate_screen,
)

FIXTURES = Path(__file__).parent / "fixtures" / "a2ui_v0_8"
BASIC = sorted((FIXTURES / "basic").glob("*.json"))
MINIMAL = sorted((FIXTURES / "minimal").glob("[0-9]*.json"))


def test_fixture_counts() -> None:
    assert len(BASIC) == 30
    assert len(MINIMAL) == 5
    assert "Apache License" in (FIXTURES / "LICENSE").read_text()


@pytest.mark.parametrize("path", BASIC + MINIMAL, ids=lambda p: p.name)
def test_spec_examples_validate(path: Path) -> None:
    assert validate_screen(load_screen_file(path)) == "v0.8"


def _card() -> list[dict[str, Any]]:
    return load_screen_file(FIXTURES / "basic" / "05_product-card.json")


def _component(screen: list[dict[str, Any]], cid: str) -> dict[str, Any]:
    for c in screen[0]["surfaceUpdate"]["components"]:
        if c["id"] == cid:
            return c["component"]  # type: ignore[no-any-return]
    raise KeyError(cid)


def _problems(screen: list[dict[str, Any]]) -> list[str]:
    with pytest.raises(UiScreenError) as info:
        validate_screen(screen)
    return [p.describe() for p in info.value.problems]


def test_unknown_component_names_component_and_field() -> None:
    screen = _card()
    _component(screen, "main-column").clear()
    _component(screen, "main-column")["Carousel"] = {"children": {"explicitList": ["image"]}}
    (problem,) = _problems(screen)
    assert "component 'main-column'" in problem
    assert "Unrecognized component type 'Carousel'" in problem


def test_dangling_child_id() -> None:
    screen = _card()
    _component(screen, "main-column")["Column"]["children"]["explicitList"].append("ghost")
    (problem,) = _problems(screen)
    assert "component 'main-column'" in problem
    assert "non-existent component 'ghost'" in problem
    assert "children.explicitList" in problem


def test_bad_data_paths() -> None:
    screen = _card()
    _component(screen, "name")["Text"]["text"] = {"path": "/nmae"}
    _component(screen, "stars")["Text"]["text"] = {"path": "stars of it"}
    problems = _problems(screen)
    assert any("'/nmae' is not in the screen's data model" in p and "'name'" in p for p in problems)
    assert any("'stars of it' is malformed" in p and "'stars'" in p for p in problems)


def test_wrong_version() -> None:
    screen = _card()
    screen[0]["version"] = "v0.7"
    (problem,) = _problems(screen)
    assert "unsupported protocol version 'v0.7'" in problem
    assert problem.startswith("message 0, field 'version'")


def test_v09_message_in_v08_screen_is_explained() -> None:
    screen = _card()
    screen.append({"createSurface": {"surfaceId": "x", "catalogId": catalog_id("v0.9")}})
    problems = _problems(screen)
    assert any("createSurface belongs to the other protocol" in p for p in problems)


def test_enum_value_error() -> None:
    screen = _card()
    _component(screen, "name")["Text"]["usageHint"] = "h9"
    (problem,) = _problems(screen)
    assert "component 'name', field 'usageHint'" in problem
    assert "'h9'" in problem


def test_v09_screen_and_data_model() -> None:
    screen = [
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": catalog_id("v0.9")}},
        {
            "version": "v0.9",
            "updateComponents": {
                "surfaceId": "s",
                "components": [
                    {"id": "root", "component": "Column", "children": ["t", "b"]},
                    {"id": "t", "component": "Text", "text": {"path": "/title"}},
                    {"id": "bl", "component": "Text", "text": "Pick"},
                    {
                        "id": "b",
                        "component": "Button",
                        "child": "bl",
                        "action": {"event": {"name": "pick", "context": {"k": "v"}}},
                    },
                ],
            },
        },
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/title", "value": "Hi"}},
    ]
    assert detect_protocol(screen) == "v0.9"
    assert validate_screen(screen) == "v0.9"
    assert initial_data_model(screen) == {"title": "Hi"}
    broken = copy.deepcopy(screen)
    broken[2]["updateDataModel"]["path"] = "/other"
    assert any("'/title' is not in the screen's data model" in p for p in _problems(broken))


def test_catalogs_offered() -> None:
    assert "Button" in component_names("v0.9")
    assert "MultipleChoice" in component_names("v0.8")
    assert catalog_id("v0.9").endswith("/v0_9/catalogs/basic/catalog.json")


def test_coerce_messages_errors() -> None:
    with pytest.raises(UiScreenError, match="not valid JSON"):
        coerce_messages("[{")
    with pytest.raises(UiScreenError, match="non-empty JSON list"):
        coerce_messages([])
    with pytest.raises(UiScreenError, match="not a JSON object"):
        coerce_messages([1])
    assert coerce_messages(json.dumps({"messages": [{"a": 1}]})) == [{"a": 1}]
