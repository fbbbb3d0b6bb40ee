"""The viewer in a real browser: Playwright drives Debian's Chromium over served runs.

Opens the runs list, filters, opens the failing sandbox sample (its image decodes, its
world diff shows), follows a deep link, walks samples with the keyboard, checks that
model text with ``<script>`` is shown as text and no dialog fires, and opens an ATP
answer. Screenshots of each page go to the test's output folder; three of them are
copied to /work/viewer_screens/ when that folder's parent exists (the lead's note).
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tests.view.conftest import ServedViewer
from tests.view.runs import SANDBOX_FAIL, SANDBOX_PASS, SCRIPT

playwright = pytest.importorskip("playwright.sync_api")
CHROMIUM = Path("/usr/bin/chromium")
SHARED_SCREENS = Path("/work/viewer_screens")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]


@pytest.fixture(scope="module")
def browser_page() -> Iterator[tuple[Any, list[str]]]:
    with playwright.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(CHROMIUM),
            headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        page = context.new_page()
        dialogs: list[str] = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        try:
            yield page, dialogs
        finally:
            context.close()
            browser.close()


def shot(page: Any, folder: Path, name: str, *, full: bool = True) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.png"
    if full:  # sticky header and column are drawn where the page is scrolled to
        page.evaluate("() => window.scrollTo(0, 0)")
    page.screenshot(path=str(path), full_page=full)
    return path


def test_viewer_in_chromium(
    served: ServedViewer, browser_page: tuple[Any, list[str]], tmp_path: Path
) -> None:
    page, dialogs = browser_page
    out = tmp_path / "screens"
    keep: dict[str, Path] = {}

    # runs list
    page.goto(served.url + "/")
    rows = page.locator("table#runs tbody tr.row")
    assert rows.count() == 3
    keep["runs_list"] = shot(page, out, "01_runs_list")
    page.fill("input[name=q]", "scripted/agent")
    page.click("form.filters button[type=submit]")
    assert page.locator("table#runs tbody tr.row").count() == 1
    page.click("a.run-link")

    # sample list of the scripted sandbox run, filtered to failures
    page.wait_for_selector("table#samples")
    page.select_option("select[name=outcome]", "fail")
    page.click("form.filters button[type=submit]")
    assert page.locator("table#samples tbody tr.row").count() == 1
    shot(page, out, "02_sample_list_filtered")
    page.click(f"a.sample-link:has-text('{SANDBOX_FAIL}')")

    # the failing trajectory: image decoded, world diff, escaped script
    page.wait_for_selector("#conversation")
    assert page.locator("#outcome").inner_text() == "fail"
    img = page.locator("#conversation img[data-image-id]").first
    img.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=img.element_handle())
    assert page.locator("#no-diff").is_visible()  # the agent changed nothing
    assert page.locator("ul.unmatched li").count() >= 1  # expected rows left unmatched
    assert page.get_by_text(SCRIPT, exact=False).count() >= 1  # shown as text
    assert page.evaluate("document.querySelectorAll('script').length") == 1
    assert dialogs == []
    shot(page, out, "03_failing_trajectory")

    # deep link to the passing oracle trajectory: images, world diff, Entity F1 matching
    page.goto(f"{served.url}/runs/sandbox-oracle/samples/{SANDBOX_PASS}/0")
    images = page.locator("#conversation img[data-image-id]")
    assert images.count() >= 3
    for i in range(images.count()):
        images.nth(i).scroll_into_view_if_needed()
        page.wait_for_function(
            "img => img.complete && img.naturalWidth > 0", arg=images.nth(i).element_handle()
        )
    assert page.locator(".diff-table[data-table=reminders] tr.diff-row.created").count() == 1
    assert page.locator(".match").count() == 3
    shot(page, out, "04_sandbox_trajectory_full")
    # one screen: the user's photos in the conversation, the world diff beside them
    page.evaluate(
        "() => { const img = document.querySelector('#conversation img[data-image-id]');"
        " window.scrollTo(0, img.getBoundingClientRect().top + window.scrollY - 160);"
        " const right = document.querySelector('.col-right');"
        " right.scrollTop = document.getElementById('diff').offsetTop - 8; }"
    )
    keep["sandbox_trajectory"] = shot(page, out, "05_sandbox_trajectory_images_diff", full=False)

    # ATP run: keyboard navigation between samples
    page.goto(f"{served.url}/runs/atp-scripted/samples/atp-academic-001/0")
    assert page.locator("[data-plan=answer] .card").count() == 1
    assert page.locator("[data-plan=truth] .card").count() >= 1
    assert page.get_by_text("Good but Flawed").count() >= 1
    assert page.get_by_text(SCRIPT, exact=False).count() >= 1
    keep["atp_answer"] = shot(page, out, "06_atp_answer")
    page.keyboard.press("j")
    page.wait_for_url("**/atp-academic-002/0")
    assert page.locator("#violations li").count() >= 2
    shot(page, out, "07_atp_broken_plan")
    page.keyboard.press("ArrowRight")
    page.wait_for_url("**/atp-academic-003/0")
    page.keyboard.press("k")
    page.wait_for_url("**/atp-academic-002/0")
    page.keyboard.press("u")
    page.wait_for_url("**/runs/atp-scripted/")
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_url("**/atp-academic-001/0")

    # compare two sandbox runs picked on the runs list
    page.goto(served.url + "/")
    page.check("input[value=sandbox-oracle]")
    page.check("input[value=sandbox-scripted]")
    page.click("#compare-btn")
    page.wait_for_url("**/compare?*")
    assert page.get_by_text("Agent SR").count() >= 1
    shot(page, out, "08_compare")
    assert dialogs == []

    if SHARED_SCREENS.parent.is_dir():
        SHARED_SCREENS.mkdir(exist_ok=True)
        for name, path in keep.items():
            shutil.copy(path, SHARED_SCREENS / f"{name}.png")
