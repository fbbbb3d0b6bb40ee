"""The official A2UI Lit renderer in headless Chromium: spec examples, elements, input."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from mmtoolbench.sandbox.ui.browser import RenderFailed, UiAction, UiBrowser
from mmtoolbench.sandbox.ui.protocol import load_screen_file, validate_screen

FIXTURES = Path(__file__).parent / "fixtures" / "a2ui_v0_8"
EXAMPLES = sorted((FIXTURES / "basic").glob("*.json")) + sorted(
    (FIXTURES / "minimal").glob("[0-9]*.json")
)


@pytest.fixture(scope="module")
def browser() -> Iterator[UiBrowser]:
    b = UiBrowser()
    b.start()
    yield b
    b.close()


def _non_blank(png: bytes) -> bool:
    img = Image.open(io.BytesIO(png)).convert("L")
    lo, hi = img.getextrema()
    return img.width > 50 and img.height > 20 and hi - lo > 60 and ImageStat.Stat(img).stddev[0] > 5


@pytest.mark.slow
def test_every_spec_example_renders(browser: UiBrowser) -> None:
    buttons = fields = 0
    for path in EXAMPLES:
        screen = load_screen_file(path)
        protocol = validate_screen(screen)
        result = browser.render_sync(screen, protocol)
        assert _non_blank(result.png), path.name
        kinds = [e["kind"] for e in result.interactive()]
        buttons += kinds.count("button")
        fields += sum(
            k in ("text_field", "checkbox", "choice", "slider", "datetime") for k in kinds
        )
        for e in result.interactive():
            assert e["id"] and e["bbox"][2] > 0 and e["bbox"][3] > 0, (path.name, e)
    assert buttons >= 25 and fields >= 5


def test_login_form_elements_and_typing(browser: UiBrowser) -> None:
    screen = load_screen_file(FIXTURES / "basic" / "09_login-form.json")
    result = browser.render_sync(
        screen,
        "v0.8",
        [UiAction("type", "email-field", value="ana@example.com"), UiAction("click", "login-btn")],
    )
    labels = {e["id"]: (e["kind"], e["label"]) for e in result.interactive()}
    assert labels["login-btn"] == ("button", "Sign in")
    assert labels["email-field"] == ("text_field", "Email")
    typed, clicked = result.steps
    assert typed.emitted == [] and typed.data_model["email"] == "ana@example.com"
    assert [a["name"] for a in clicked.emitted] == ["login"]
    assert clicked.emitted[0]["sourceComponentId"] == "login-btn"


def test_missing_element_is_an_error(browser: UiBrowser) -> None:
    screen = load_screen_file(FIXTURES / "minimal" / "3_interactive_button.json")
    with pytest.raises(RenderFailed, match="'nope' is not on the screen"):
        browser.render_sync(screen, "v0.8", [UiAction("click", "nope")])
