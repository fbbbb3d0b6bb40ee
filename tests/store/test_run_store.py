"""The run store: atomic samples, dedup of images, replacement of failures, export."""

from __future__ import annotations

import io
import json
import sqlite3
import time
from pathlib import Path

import pytest
from PIL import Image

from mmtoolbench.core.messages import (
    ImagePart,
    Message,
    ModelResponse,
    ToolCall,
    ToolResult,
    ToolSpec,
    Usage,
)
from mmtoolbench.models.cache import canonical_request_hash
from mmtoolbench.models.replay import ReplayModel
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.recording import RecordingModel
from mmtoolbench.store.records import ModelCallRecord, SampleRecorder, ToolCallRecord
from mmtoolbench.store.run_store import (
    SCHEMA_VERSION,
    RunInfo,
    RunStore,
    RunStoreError,
    SampleOutcome,
    list_runs,
)
from mmtoolbench.store.serialize import request_to_json


def png(color: str) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (4, 4), color).save(buf, format="PNG")
    return buf.getvalue()


def make_store(tmp_path: Path) -> RunStore:
    info = RunInfo(
        run_id="r1", suite="toy", config={"models": {"agent": "scripted/x"}}, package_version="0"
    )
    return RunStore.create(tmp_path / "r1", info)


def recorder_with_everything() -> SampleRecorder:
    rec = SampleRecorder()
    img = ImagePart(image_id="img_0", data=png("red"))
    rec.add_message(Message.user("look", images=[img]))
    rec.add_message(Message.assistant("", [ToolCall(id="c1", name="crop", arguments={"x": 1})]))
    crop = ImagePart(image_id="img_1", data=png("blue"))
    rec.add_message(Message.tool([ToolResult(call_id="c1", name="crop", content=[crop])]))
    rec.add_tool_call(
        ToolCallRecord(
            "c1", "agent", "crop", {"x": 1}, {"image": "img_1"}, False, time.time(), 0.01
        )
    )
    rec.add_model_call(
        ModelCallRecord(
            "agent",
            "scripted/x",
            "h1",
            '{"messages": []}',
            '{"text": "ok"}',
            time.time(),
            0.2,
            Usage(input_tokens=10, output_tokens=5, cost_usd=0.01),
            False,
            None,
        )
    )
    rec.add_verdict("agent_judge", "scripted/j", {"pass": True})
    return rec


def outcome(
    sample_id: str, status: str = "done", metrics: dict[str, float] | None = None
) -> SampleOutcome:
    now = time.time()
    return SampleOutcome(
        sample_id,
        0,
        7,
        status,
        now,
        now + 1,
        output={"answer": 1},
        metrics=metrics or {"score": 1.0},
        error=None if status == "done" else "boom",
    )


def test_commit_and_read_back(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.commit_sample(outcome("s1"), recorder_with_everything())
    [row] = store.samples()
    assert (row.key, row.status, row.metrics, row.input_tokens, row.cost_usd, row.model_calls) == (
        "s1#0",
        "done",
        {"score": 1.0},
        10,
        0.01,
        1,
    )
    msgs = store.messages("s1#0")
    assert [m["role"] for m in msgs] == ["user", "assistant", "tool"]
    assert msgs[0]["content"][0] == {
        "type": "image",
        "image_id": "img_0",
        "media_type": "image/png",
        "sha256": ImagePart(image_id="x", data=png("red")).sha256,
    }
    assert "data" not in json.dumps(msgs)  # bytes live in the images table only
    assert store.tool_calls("s1#0")[0]["result"] == {"image": "img_1"}
    assert store.verdicts("s1#0")[0]["verdict"] == {"pass": True}
    ids = store.image_ids("s1#0")
    assert set(ids) == {"img_0", "img_1"}
    assert store.image_bytes(ids["img_0"]) == ("image/png", png("red"))
    assert store.completed_keys() == {"s1#0"}
    assert store.totals()["input_tokens"] == 10


def test_images_are_deduplicated_across_samples(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.commit_sample(outcome("s1"), recorder_with_everything())
    store.commit_sample(outcome("s2"), recorder_with_everything())
    conn = sqlite3.connect(tmp_path / "r1" / "run.sqlite")
    assert conn.execute("SELECT COUNT(*) FROM images").fetchone()[0] == 2
    assert conn.execute("SELECT COUNT(*) FROM sample_images").fetchone()[0] == 4


def test_failed_sample_is_replaced_not_duplicated(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.commit_sample(outcome("s1", "error"), recorder_with_everything())
    assert store.completed_keys() == set()
    assert store.counts() == {"error": 1}
    store.commit_sample(outcome("s1", "done"), recorder_with_everything())
    [row] = store.samples()
    assert (row.status, row.attempts) == ("done", 2)
    assert len(store.messages("s1#0")) == 3  # children of the failed attempt are gone
    assert len(store.model_calls("s1#0")) == 1


def test_a_failing_commit_leaves_nothing(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    rec = recorder_with_everything()
    rec.add_verdict("j", "m", {"bad": object()})  # serialises via default=str: still fine
    rec.tool_calls.append(None)  # type: ignore[arg-type]  # breaks mid-transaction
    with pytest.raises(AttributeError):
        store.commit_sample(outcome("s1"), rec)
    assert store.samples() == []
    assert store.messages("s1#0") == []


def test_open_errors(tmp_path: Path) -> None:
    with pytest.raises(RunStoreError, match="is not a run directory"):
        RunStore.open(tmp_path)
    store = make_store(tmp_path)
    store.close()
    with pytest.raises(RunStoreError, match="already holds a run; use --resume"):
        make_store(tmp_path)
    conn = sqlite3.connect(tmp_path / "r1" / "run.sqlite")
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(
        RunStoreError, match=f"schema version 99; this mmtoolbench reads {SCHEMA_VERSION}"
    ):
        RunStore.open(tmp_path / "r1")
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / "run.sqlite").write_bytes(b"garbage" * 100)
    with pytest.raises(RunStoreError, match="not a readable run database"):
        RunStore.open(tmp_path / "junk")


def test_export_and_list(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    store.commit_sample(outcome("s1"), recorder_with_everything())
    store.set_status("finished")
    store.set_run_metric("score", {"mean": 1.0})
    [record] = list(store.export_jsonl())
    assert record["sample_id"] == "s1" and record["run"]["suite"] == "toy"
    assert len(record["messages"]) == 3 and record["verdicts"][0]["judge"] == "agent_judge"
    assert store.run_metrics() == {"score": {"mean": 1.0}}
    store.close()
    [(path, info, counts)] = list_runs(tmp_path)
    assert path == tmp_path / "r1" and info.status == "finished" and counts == {"done": 1}


SIGNED = ToolCall(
    id="c1", name="crop", arguments={"x": 1}, provider_data={"google.thought_signature": "c2ln"}
)


async def test_provider_data_survives_the_run_store_and_replay(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    rec = SampleRecorder()
    request = [Message.user("crop it")]
    signing = ScriptedModel("scripted/x", [ModelResponse(tool_calls=[SIGNED])])
    response = await RecordingModel(signing, rec, "agent").generate(request)
    rec.add_message(request[0])
    rec.add_message(response.to_message())
    store.commit_sample(outcome("s1"), rec)
    stored_call = store.messages("s1#0")[1]["tool_calls"][0]
    assert ToolCall.model_validate(stored_call) == SIGNED
    store.close()

    replayed = await ReplayModel(tmp_path / "r1").generate(request)
    assert replayed.tool_calls == [SIGNED]


def _tools(n: int, tag: str) -> list[ToolSpec]:
    return [
        ToolSpec(
            name=f"{tag}_tool_{i}",
            description=f"Tool {i} of the {tag} set: a long description a model reads. " * 4,
            parameters={"type": "object", "properties": {"x": {"type": "integer"}}},
        )
        for i in range(n)
    ]


async def test_tool_lists_are_stored_once_and_read_back_in_full(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    big, small = _tools(50, "big"), _tools(3, "small")
    plan = [big, big, small, big, None]
    model = ScriptedModel("scripted/x", ["ok"] * len(plan))
    rec = SampleRecorder()
    recording = RecordingModel(model, rec, "agent")
    for tools in plan:
        await recording.generate([Message.user("hi")], tools)
    store.commit_sample(outcome("s1"), rec)

    rows = store._conn.execute("SELECT COUNT(*) AS n FROM tool_lists").fetchone()
    assert rows["n"] == 2  # big and small, each once
    raw = store._conn.execute("SELECT request_json FROM model_calls ORDER BY seq").fetchall()
    assert all("a long description" not in r["request_json"] for r in raw)

    calls = store.model_calls("s1#0")
    for call, tools in zip(calls, plan, strict=True):
        expected = request_to_json([Message.user("hi")], tools, None)
        assert call["request"]["tools"] == expected["tools"]
        assert "tools_sha256" not in call["request"]
        hi = [Message.user("hi")]
        assert call["request_hash"] == canonical_request_hash("scripted/x", hi, tools, None)
    store.close()


def test_version_1_run_is_upgraded_and_still_readable(tmp_path: Path) -> None:
    store = make_store(tmp_path)
    rec = SampleRecorder()
    inline = {"messages": [], "tools": [{"name": "t", "description": "d", "parameters": {}}]}
    rec.add_model_call(
        ModelCallRecord(
            "agent", "scripted/x", "h", json.dumps(inline), None, 0.0, 0.1, Usage(), False, "E"
        )
    )
    store.commit_sample(outcome("s1"), rec)
    store.close()
    conn = sqlite3.connect(tmp_path / "r1" / "run.sqlite")  # make it look like a v1 run
    conn.execute("DROP TABLE tool_lists")
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()

    with RunStore.open(tmp_path / "r1") as upgraded:
        assert upgraded.model_calls("s1#0")[0]["request"] == inline
        version = upgraded._conn.execute(
            "SELECT value FROM meta WHERE key = 'schema_version'"
        ).fetchone()
        assert version["value"] == str(SCHEMA_VERSION)
        upgraded.commit_sample(outcome("s2"), SampleRecorder())  # writable after upgrade
