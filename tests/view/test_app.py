"""The viewer's routes with Starlette's TestClient: pages, 404s, traversal, headers,
read-only access, live runs, escaping, and the warning for a non-loopback bind."""

from __future__ import annotations

import hashlib
import re
import time
from pathlib import Path

import pytest
from starlette.testclient import TestClient
from tests.view.conftest import free_port
from tests.view.runs import SANDBOX_FAIL, SANDBOX_PASS, SCRIPT
from typer.testing import CliRunner

from mmtoolbench.cli.app import app as cli_app
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunStore, SampleOutcome
from mmtoolbench.viewer.app import create_app
from mmtoolbench.viewer.server import allowed_hosts_for, exposure_warning, is_loopback

LOCAL = "http://127.0.0.1"


@pytest.fixture(scope="module")
def client(runs_root: Path) -> TestClient:
    return TestClient(create_app(runs_root), base_url=LOCAL)


def first_image_hash(root: Path, run: str) -> str:
    with RunStore.open(root / run) as store:
        return next(iter(store.image_ids(store.samples()[0].key).values()))


def test_runs_list_shows_every_run_with_progress_and_headline(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200
    for name in ("sandbox-oracle", "sandbox-scripted", "atp-scripted"):
        assert f'href="/runs/{name}/"' in r.text
    assert "Agent SR" in r.text and "tool-set F1" in r.text
    assert "1 / 1" in r.text  # oracle run: done / planned (--ids)
    assert "+1 failed" in r.text  # scripted run: one sample in error
    only_atp = client.get("/", params={"suite": "atp"}).text
    assert "atp-scripted" in only_atp and "sandbox-oracle/" not in only_atp
    by_model = client.get("/", params={"q": "scripted/agent"}).text
    assert "sandbox-scripted/" in by_model and "sandbox-oracle/" not in by_model


def test_sample_list_filters_and_pages(client: TestClient) -> None:
    base = "/runs/sandbox-scripted/"
    page = client.get(base).text
    assert "2 of 2 samples" in page
    failing = client.get(base, params={"outcome": "fail"}).text
    assert "1 of 2 samples" in failing and f"/samples/{SANDBOX_FAIL}/0" in failing
    errors = client.get(base, params={"status": "error"}).text
    assert f"/samples/{SANDBOX_PASS}/0" in errors and f"/samples/{SANDBOX_FAIL}/0" not in errors
    crashed = client.get(base, params={"error": "crashed on purpose"}).text
    assert "1 of 2 samples" in crashed
    verdict = client.get(base, params={"verdict": "agent_judge:fail"}).text
    assert f"/samples/{SANDBOX_FAIL}/0" in verdict and "1 of 2" in verdict
    category = client.get(base, params={"failure": "task_failure"}).text
    assert "1 of 2 samples" in category
    axis = client.get(base, params={"ax_challenge_type": "no-such-value"}).text
    assert "0 of 2 samples" in axis
    paged = client.get(base, params={"per_page": 1, "page": 2}).text
    assert "page 2 of 2" in paged and 'rel="prev"' in paged
    atp = client.get("/runs/atp-scripted/", params={"outcome": "fail"}).text
    assert "1 of 3 samples" in atp  # the broken plan


def test_sandbox_sample_page_has_images_diff_matching_and_verdicts(
    client: TestClient, runs_root: Path
) -> None:
    r = client.get(f"/runs/sandbox-oracle/samples/{SANDBOX_PASS}/0")
    assert r.status_code == 200
    html = r.text
    sha = first_image_hash(runs_root, "sandbox-oracle")
    assert f'src="/runs/sandbox-oracle/images/{sha}"' in html
    assert 'data-image-id="img_0"' in html
    assert 'data-table="reminders"' in html and "rem_0001" in html  # world diff
    assert "Expected changes" in html and "Call the plumber" in html
    assert "↔ actual row <code>ct_0001</code>" in html  # Entity F1 matching
    assert "rouge_l" in html  # per-column similarity
    assert "agent_judge" in html and "information_accuracy" in html
    assert "code cell" in html or "cell output" in html


def test_model_text_is_escaped(client: TestClient) -> None:
    html = client.get(f"/runs/sandbox-scripted/samples/{SANDBOX_FAIL}/0").text
    assert SCRIPT not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    scripts = re.findall(r"<script[^>]*>", html)
    assert scripts == ['<script src="/static/viewer.js" defer>']
    atp = client.get("/runs/atp-scripted/samples/atp-academic-001/0").text
    assert SCRIPT not in atp and "&lt;script&gt;" in atp


def test_atp_page_shows_answer_cards_truth_violations_and_mam(client: TestClient) -> None:
    html = client.get("/runs/atp-scripted/samples/atp-academic-001/0").text
    assert 'data-plan="answer"' in html and 'data-plan="truth"' in html
    assert 'id="answer-call-0"' in html and "MAM: successful" in html
    assert "Good but Flawed" in html and "show the rinse step" in html
    broken = client.get("/runs/atp-scripted/samples/atp-academic-002/0").text
    assert "unknown_tool" in broken and "did you mean" in broken


def test_prev_next_follow_the_filtered_list(client: TestClient) -> None:
    html = client.get("/runs/atp-scripted/samples/atp-academic-002/0").text
    assert 'id="prev" href="/runs/atp-scripted/samples/atp-academic-001/0"' in html
    assert 'id="next" href="/runs/atp-scripted/samples/atp-academic-003/0"' in html
    filtered = client.get(
        "/runs/atp-scripted/samples/atp-academic-001/0", params={"outcome": "pass"}
    ).text
    assert 'id="next" href="/runs/atp-scripted/samples/atp-academic-003/0?outcome=pass"' in filtered


def test_compare_page(client: TestClient) -> None:
    r = client.get("/compare", params=[("run", "sandbox-oracle"), ("run", "sandbox-scripted")])
    assert r.status_code == 200 and "Agent SR" in r.text
    mixed = client.get("/compare", params=[("run", "sandbox-oracle"), ("run", "atp-scripted")])
    assert mixed.status_code == 400 and "different suites" in mixed.text
    assert client.get("/compare", params={"run": "sandbox-oracle"}).status_code == 400


def test_images_are_served_with_their_type(client: TestClient, runs_root: Path) -> None:
    sha = first_image_hash(runs_root, "sandbox-oracle")
    r = client.get(f"/runs/sandbox-oracle/images/{sha}")
    assert r.status_code == 200
    assert r.headers["content-type"] == "image/png"
    assert hashlib.sha256(r.content).hexdigest() == sha
    assert r.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    "url",
    [
        "/runs/nope/",
        "/runs/nope/samples/x/0",
        "/runs/sandbox-oracle/samples/no-such-sample/0",
        "/runs/sandbox-oracle/samples/plumber_note/7",
        "/runs/sandbox-oracle/images/" + "0" * 64,
        "/runs/sandbox-oracle/images/not-a-hash",
        "/runs/sandbox-oracle/images/..%2F..%2Frun.sqlite",
        "/runs/..%2F..%2Fetc/",
        "/runs/%2E%2E/",
        "/runs/sandbox-oracle/samples/..%2F..%2F..%2Fetc%2Fpasswd/0/executed",
        "/runs/sandbox-oracle/samples/plumber_note/0/executed",
        "/static/../run.sqlite",
        "/static/..%2F..%2F..%2Fpyproject.toml",
    ],
)
def test_unknown_and_traversal_paths_are_404(client: TestClient, url: str) -> None:
    r = client.get(url)
    assert r.status_code == 404, (url, r.status_code)
    assert "SQLite format" not in r.text and "[project]" not in r.text


def test_read_only_routes_and_headers(client: TestClient, runs_root: Path) -> None:
    before = {p: p.read_bytes() for p in runs_root.rglob("*") if p.is_file()}
    for url in (
        "/",
        "/runs/sandbox-oracle/",
        f"/runs/sandbox-oracle/samples/{SANDBOX_PASS}/0",
        "/runs/atp-scripted/samples/atp-academic-001/0",
    ):
        r = client.get(url)
        assert r.status_code == 200
        assert "script-src 'self'" in r.headers["content-security-policy"]
        assert client.post(url).status_code == 405
    after = {p: p.read_bytes() for p in runs_root.rglob("*") if p.is_file()}
    assert after == before  # nothing written, no -wal/-shm created for finished runs


def test_foreign_host_header_is_refused(client: TestClient) -> None:
    r = client.get("/", headers={"host": "attacker.example"})
    assert r.status_code == 400


def test_a_running_run_shows_new_samples_on_reload(runs_copy: Path) -> None:
    client = TestClient(create_app(runs_copy), base_url=LOCAL)
    assert "1 of 1 samples" in client.get("/runs/sandbox-oracle/").text
    assert "1 / 1" in client.get("/").text  # cached until the run changes
    with RunStore.open(runs_copy / "sandbox-oracle") as store:  # the writer stays open
        store.set_status("running")
        now = time.time()
        outcome = SampleOutcome(
            "late_sample", 0, 1, "done", now, now + 1, output={"x": 1}, metrics={"steps": 3}
        )
        store.commit_sample(outcome, SampleRecorder())
        page = client.get("/runs/sandbox-oracle/").text
        assert "2 of 2 samples" in page and "late_sample" in page
        assert client.get("/runs/sandbox-oracle/samples/late_sample/0").status_code == 200
        runs = client.get("/").text
        assert "interrupted" in runs  # stored running, but no process holds the run lock
        assert "2 / 1" in runs  # the new sample counted (more than the --ids planned)


def test_bind_warning_and_loopback_hosts(monkeypatch: pytest.MonkeyPatch, runs_root: Path) -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.168.1.5")
    assert exposure_warning("127.0.0.1") is None
    warning = exposure_warning("0.0.0.0")
    assert warning is not None and "WARNING" in warning and "0.0.0.0" in warning
    assert allowed_hosts_for("0.0.0.0") == ("*",)
    assert "localhost" in allowed_hosts_for("127.0.0.1")

    import uvicorn

    port = free_port()

    started: list[tuple[str, int]] = []
    monkeypatch.setattr(
        uvicorn.Server,
        "run",
        lambda self, sockets=None: started.append((self.config.host, self.config.port)),
    )
    result = CliRunner().invoke(
        cli_app, ["view", str(runs_root), "--host", "0.0.0.0", "--port", str(port)]
    )
    assert result.exit_code == 0, result.output
    assert "WARNING: binding the viewer to 0.0.0.0" in result.output
    assert started == [("0.0.0.0", port)]
    quiet = CliRunner().invoke(cli_app, ["view", str(runs_root), "--port", str(port)])
    assert quiet.exit_code == 0 and "WARNING" not in quiet.output
    assert started[-1] == ("127.0.0.1", port)
    missing = CliRunner().invoke(cli_app, ["view", str(runs_root / "nope")])
    assert missing.exit_code == 2 and "is not a directory" in " ".join(missing.output.split())
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        taken = CliRunner().invoke(cli_app, ["view", str(runs_root), "--port", str(port)])
    assert taken.exit_code == 2 and f"cannot listen on 127.0.0.1:{port}" in taken.output


def test_runs_root_may_be_a_single_run(runs_root: Path) -> None:
    client = TestClient(create_app(runs_root / "atp-scripted"), base_url=LOCAL)
    assert 'href="/runs/atp-scripted/"' in client.get("/").text
    assert client.get("/runs/atp-scripted/").status_code == 200


def test_executed_document_is_framed_in_a_sandbox(runs_copy: Path) -> None:
    run = runs_copy / "atp-scripted"
    (run / "executed").mkdir()
    (run / "executed" / "atp-academic-001.html").write_text(
        f"<html><body><h1>Executed</h1>{SCRIPT}</body></html>", encoding="utf-8"
    )
    client = TestClient(create_app(runs_copy), base_url=LOCAL)
    page = client.get("/runs/atp-scripted/samples/atp-academic-001/0").text
    assert '<iframe class="executed" sandbox=""' in page
    doc = client.get("/runs/atp-scripted/samples/atp-academic-001/0/executed")
    assert doc.status_code == 200 and "Executed" in doc.text
    assert doc.headers["content-security-policy"].startswith("sandbox;")
    other = client.get("/runs/atp-scripted/samples/atp-academic-002/0")
    assert "<iframe" not in other.text


def test_static_assets_are_served_locally(client: TestClient) -> None:
    js = client.get("/static/viewer.js")
    assert js.status_code == 200 and "keydown" in js.text
    css = client.get("/static/viewer.css")
    assert css.status_code == 200 and "text/css" in css.headers["content-type"]
    page = client.get("/").text
    assert "http://" not in page.replace(LOCAL, "") and "https://" not in page


def test_a_sample_that_failed_to_run_shows_its_traceback(client: TestClient) -> None:
    r = client.get(f"/runs/sandbox-scripted/samples/{SANDBOX_PASS}/0")
    assert r.status_code == 200
    assert "scripted agent crashed on purpose" in r.text and "Traceback" in r.text
    assert '<span class="badge error" id="outcome">error</span>' in r.text


def test_ui_screens_are_shown_with_their_rendering_call(runs_copy: Path) -> None:
    import io

    from PIL import Image

    from mmtoolbench.core.messages import ImagePart, Message, ToolResult
    from mmtoolbench.store.records import ToolCallRecord

    buf = io.BytesIO()
    Image.new("RGB", (320, 200), (30, 90, 200)).save(buf, format="PNG")
    screen = ImagePart(image_id="img_5", data=buf.getvalue())
    recorder = SampleRecorder()
    recorder.add_message(
        Message.tool([ToolResult(call_id="c1", name="render_ui_screen", content=[screen])])
    )
    now = time.time()
    recorder.add_tool_call(
        ToolCallRecord(
            "c1",
            "agent",
            "render_ui_screen",
            {"screen": "s"},
            {"image_id": "img_5"},
            False,
            now,
            0.1,
        )
    )
    with RunStore.open(runs_copy / "sandbox-oracle") as store:
        outcome = SampleOutcome("ui_sample", 0, 1, "done", now, now + 1, output={}, metrics={})
        store.commit_sample(outcome, recorder)
    client = TestClient(create_app(runs_copy), base_url=LOCAL)
    html = client.get("/runs/sandbox-oracle/samples/ui_sample/0").text
    section = html[html.index('<section id="ui">') :]
    assert "rendered by <code>render_ui_screen</code>" in section
    assert f"/runs/sandbox-oracle/images/{screen.sha256}" in section


def test_warm_up_fills_the_caches(runs_root: Path) -> None:
    import threading

    from mmtoolbench.viewer.app import ViewerState, warm_up

    state = ViewerState(root=runs_root)
    assert warm_up(state, threading.Event()) == 3
    assert len(state.samples._entries) == 3 and len(state.entries._entries) == 3
    stopped = threading.Event()
    stopped.set()
    assert warm_up(ViewerState(root=runs_root), stopped) == 0


def test_compare_atp_runs(runs_copy: Path) -> None:
    import shutil
    import sqlite3

    shutil.copytree(runs_copy / "atp-scripted", runs_copy / "atp-again")
    client = TestClient(create_app(runs_copy), base_url=LOCAL)
    pair = [("run", "atp-scripted"), ("run", "atp-again")]
    same = client.get("/compare", params=pair)
    assert same.status_code == 400 and "compare them separately" in same.text
    with sqlite3.connect(runs_copy / "atp-again" / "run.sqlite") as db:  # another agent
        db.execute("UPDATE run SET config_json = replace(config_json, 'scripted/answers', 'm2')")
    r = client.get("/compare", params=pair)
    assert r.status_code == 200, r.text
    assert "scripted/answers" in r.text and "m2" in r.text and "<table>" in r.text
