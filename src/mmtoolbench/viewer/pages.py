"""What one sample page shows: the stored sample turned into template data.

One sample is read in full (its output, messages, tool calls, verdicts and image ids);
image bytes are not: pages link each image to the image route, which reads its bytes.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mmtoolbench.viewer.store_access import ReadOnlyRun

EXECUTED_DIR = "executed"
"""Executed ATP documents of a run: ``RUN_DIR/executed/<sample id>.html`` (written by
``mmtb atp execute SAMPLE --run RUN_DIR -o RUN_DIR/executed/SAMPLE.html``)."""


@dataclass
class StoredSample:
    """One sample row with its parsed output and metrics."""

    key: str
    sample_id: str
    repeat: int
    status: str
    duration_s: float
    attempts: int
    error: str | None
    output: Any
    metrics: dict[str, Any]
    input_tokens: int
    output_tokens: int
    cost_usd: float | None
    model_calls: int


def load_sample(run: ReadOnlyRun, sample_id: str, repeat: int) -> StoredSample | None:
    """The stored sample, or None if the run has no such sample."""
    r = run.conn.execute(
        "SELECT * FROM samples WHERE sample_id = ? AND repeat = ?", (sample_id, repeat)
    ).fetchone()
    if r is None:
        return None
    metrics = json.loads(r["metrics_json"] or "{}")
    return StoredSample(
        key=r["key"],
        sample_id=r["sample_id"],
        repeat=r["repeat"],
        status=r["status"],
        duration_s=r["duration_s"],
        attempts=r["attempts"],
        error=r["error"],
        output=json.loads(r["output_json"]) if r["output_json"] else None,
        metrics=metrics if isinstance(metrics, dict) else {},
        input_tokens=r["input_tokens"],
        output_tokens=r["output_tokens"],
        cost_usd=r["cost_usd"],
        model_calls=r["model_calls"],
    )


@dataclass(frozen=True)
class ImageRef:
    """An image of a sample: per-episode id, content hash, media type, origin."""

    image_id: str
    sha256: str
    media_type: str
    source: str = ""
    origin: str = "other"


def image_refs(run: ReadOnlyRun, key: str) -> dict[str, ImageRef]:
    """The sample's images by id (no bytes)."""
    rows = run.conn.execute(
        "SELECT si.image_id, si.sha256, si.source, i.media_type FROM sample_images si"
        " LEFT JOIN images i ON i.sha256 = si.sha256 WHERE si.sample_key = ?"
        " ORDER BY si.image_id",
        (key,),
    )
    return {
        r["image_id"]: ImageRef(
            r["image_id"], r["sha256"], r["media_type"] or "application/octet-stream", r["source"]
        )
        for r in rows
    }


def stored_image(run: ReadOnlyRun, sha256: str) -> tuple[str, bytes] | None:
    """Media type and bytes of a stored image, or None."""
    r = run.conn.execute(
        "SELECT media_type, data FROM images WHERE sha256 = ?", (sha256,)
    ).fetchone()
    return None if r is None else (str(r["media_type"]), bytes(r["data"]))


# --------------------------------------------------------------------------- messages


@dataclass
class ViewPart:
    """A content part: text or an image."""

    kind: str
    text: str = ""
    image: ImageRef | None = None


@dataclass
class ViewToolCall:
    """A tool call as the model wrote it (``kind``: ``code`` / ``search`` / ``tool``)."""

    call_id: str
    name: str
    arguments: Any
    kind: str = "tool"
    code: str | None = None


@dataclass
class ViewToolResult:
    """A tool result delivered back, with its text and images."""

    call_id: str
    name: str
    is_error: bool
    parts: list[ViewPart]


@dataclass
class ViewMessage:
    """One message of a trajectory.

    Attributes:
        seq: Position.
        role: ``system`` / ``user`` / ``assistant`` / ``tool``.
        sender: Who sent it.
        recipient: Who it was routed to.
        channel: Conversation.
        parts: Content parts in order.
        tool_calls: Calls it makes.
        tool_results: Results it carries.
        kind: ``execution`` for a code cell's output, ``system`` for prompts, else
            ``message``.
    """

    seq: int
    role: str
    sender: str | None
    recipient: str | None
    channel: str
    parts: list[ViewPart]
    tool_calls: list[ViewToolCall]
    tool_results: list[ViewToolResult]
    kind: str = "message"


def _parts(raw: Any, images: Mapping[str, ImageRef]) -> list[ViewPart]:
    out: list[ViewPart] = []
    for p in raw or []:
        if not isinstance(p, Mapping):
            continue
        if p.get("type") == "image":
            image_id = str(p.get("image_id") or "")
            ref = images.get(image_id) or ImageRef(
                image_id, str(p.get("sha256") or ""), str(p.get("media_type") or "")
            )
            out.append(ViewPart("image", image=ref))
        else:
            out.append(ViewPart("text", text=str(p.get("text") or "")))
    return out


def view_messages(
    messages: list[dict[str, Any]],
    images: Mapping[str, ImageRef],
    *,
    code_tool: str = "",
    search_tool: str = "",
) -> list[ViewMessage]:
    """Stored messages (`RunStore.messages`) as page data."""
    out: list[ViewMessage] = []
    for m in messages:
        calls = []
        for c in m.get("tool_calls") or []:
            args = c.get("arguments") or {}
            name = str(c.get("name") or "")
            kind = "code" if name == code_tool else "search" if name == search_tool else "tool"
            code = args.get("code") if kind == "code" and isinstance(args, Mapping) else None
            calls.append(
                ViewToolCall(str(c.get("id") or ""), name, args, kind, str(code) if code else None)
            )
        results = [
            ViewToolResult(
                str(r.get("call_id") or ""),
                str(r.get("name") or ""),
                bool(r.get("is_error")),
                _parts(r.get("content"), images),
            )
            for r in m.get("tool_results") or []
        ]
        parts = _parts(m.get("content"), images)
        text = "".join(p.text for p in parts if p.kind == "text").lstrip()
        kind = "message"
        if m.get("role") == "system":
            kind = "system"
        elif m.get("sender") == "environment" and text.startswith("<execution_result>"):
            kind = "execution"
        out.append(
            ViewMessage(
                seq=int(m.get("seq") or 0),
                role=str(m.get("role") or ""),
                sender=m.get("sender"),
                recipient=m.get("recipient"),
                channel=str(m.get("channel") or ""),
                parts=parts,
                tool_calls=calls,
                tool_results=results,
                kind=kind,
            )
        )
    return out


# --------------------------------------------------------------------------- verdicts


@dataclass
class ViewCriterion:
    """One criterion of a rubric verdict."""

    name: str
    passed: bool | None
    analysis: str
    evidence: str


@dataclass
class ViewVerdict:
    """A stored judge verdict (rubric judges get per-criterion rows)."""

    judge: str
    judge_model: str
    passed: bool | None
    overall: str | None
    error: str | None
    reasoning: str
    criteria: list[ViewCriterion]
    raw: Any


def view_verdicts(verdicts: list[dict[str, Any]]) -> list[ViewVerdict]:
    """Stored verdicts (`RunStore.verdicts`) as page data."""
    out = []
    for v in verdicts:
        body = v.get("verdict")
        data: Mapping[str, Any] = body if isinstance(body, Mapping) else {}
        criteria = []
        raw_criteria = data.get("criteria")
        if isinstance(raw_criteria, Mapping):
            for name, c in raw_criteria.items():
                if isinstance(c, Mapping):
                    passed = c.get("pass", c.get("passed"))
                    criteria.append(
                        ViewCriterion(
                            str(name),
                            passed if isinstance(passed, bool) else None,
                            str(c.get("analysis") or ""),
                            str(c.get("evidence") or ""),
                        )
                    )
        passed = data.get("passed")
        out.append(
            ViewVerdict(
                judge=str(v.get("judge") or ""),
                judge_model=str(v.get("judge_model") or ""),
                passed=passed if isinstance(passed, bool) else None,
                overall=data.get("overall") if isinstance(data.get("overall"), str) else None,
                error=str(data["error"]) if data.get("error") else None,
                reasoning=str(data.get("reasoning") or ""),
                criteria=criteria,
                raw=body,
            )
        )
    return out


# --------------------------------------------------------------------------- sandbox


@dataclass
class SandboxPage:
    """Data of a sandbox trajectory page."""

    messages: list[ViewMessage]
    tool_log: list[dict[str, Any]]
    images: dict[str, ImageRef]
    world_diff: dict[str, Any]
    new_images: list[str]
    expected: list[dict[str, Any]]
    entity: dict[str, Any] | None
    verdicts: list[ViewVerdict]
    ui_screens: list[tuple[dict[str, Any] | None, ImageRef]]
    scenario: dict[str, Any]
    settings: dict[str, Any]
    end_reason: str | None
    final_reply: str | None
    oracle_failures: list[Any] = field(default_factory=list)
    matched_cells: set[str] = field(default_factory=set)


def sandbox_page(run: ReadOnlyRun, sample: StoredSample) -> SandboxPage:
    """Everything the trajectory page shows of one sandbox sample."""
    from mmtoolbench.sandbox.agents import EXECUTE_CODE_TOOL
    from mmtoolbench.sandbox.discovery import SEARCH_TOOLS_NAME
    from mmtoolbench.sandbox.evaluate.judges import Trajectory

    images = image_refs(run, sample.key)
    stored = run.store.messages(sample.key)
    calls = run.store.tool_calls(sample.key)
    output: Mapping[str, Any] = sample.output if isinstance(sample.output, Mapping) else {}
    trajectory = Trajectory.build(
        key=sample.key,
        sample_id=sample.sample_id,
        repeat=sample.repeat,
        output=output,
        messages=stored,
        tool_calls=calls,
        images={i: (r.sha256, r.media_type, None) for i, r in images.items()},
    )
    images = {
        i: ImageRef(r.image_id, r.sha256, r.media_type, r.source, trajectory.images[i].origin)
        if i in trajectory.images
        else r
        for i, r in images.items()
    }
    screens: list[tuple[dict[str, Any] | None, ImageRef]] = []
    for call, image_id in trajectory.ui_screens():
        if image_id in images:
            screens.append((call.model_dump(mode="json") if call else None, images[image_id]))
    diff = output.get("world_diff") if isinstance(output.get("world_diff"), Mapping) else {}
    assert isinstance(diff, Mapping)
    spec = output.get("scenario_spec") if isinstance(output.get("scenario_spec"), Mapping) else {}
    assert isinstance(spec, Mapping)
    expectations = spec.get("expected_changes")
    expected = list(expectations.get("changes") or []) if isinstance(expectations, Mapping) else []
    entity = output.get("entity_f1")
    matched = {
        f"{m.get('table')}|{m.get('op')}|{m.get('spec_index')}|{m.get('slot')}|{m.get('actual_pk')}"
        for m in dig_list(entity, "matches")
        if isinstance(m, Mapping)
    }
    return SandboxPage(
        messages=view_messages(
            stored, images, code_tool=EXECUTE_CODE_TOOL, search_tool=SEARCH_TOOLS_NAME
        ),
        tool_log=calls,
        images=images,
        world_diff=dict(diff.get("tables") or {}),
        new_images=list(diff.get("new_images") or []),
        expected=[dict(c) for c in expected if isinstance(c, Mapping)],
        entity=dict(entity) if isinstance(entity, Mapping) else None,
        verdicts=view_verdicts(run.store.verdicts(sample.key)),
        ui_screens=screens,
        scenario=dict(output.get("scenario") or {}),
        settings=dict(output.get("settings") or {}),
        end_reason=output.get("end_reason"),
        final_reply=output.get("final_reply"),
        oracle_failures=list(output.get("oracle_failures") or []),
        matched_cells=matched,
    )


# --------------------------------------------------------------------------- ATP


class DatasetCache:
    """ATP dataset samples per run configuration, loaded once (ground truth, captions)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_options: dict[str, dict[str, Any]] = {}

    def samples(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``sample id -> ATPSample`` of the run's dataset (empty if it does not load)."""
        key = json.dumps(dict(options), sort_keys=True, default=str)
        with self._lock:
            cached = self._by_options.get(key)
        if cached is not None:
            return cached
        from mmtoolbench.atp.suite import build_suite

        try:
            loaded: dict[str, Any] = dict(build_suite(options).samples_by_id)
        except Exception:  # a moved or changed dataset: the page shows the stored prompt
            loaded = {}
        with self._lock:
            self._by_options[key] = loaded
        return loaded


@dataclass
class PlanItem:
    """A piece of an interleaved answer: a text segment or a tool call card."""

    kind: str
    text: str = ""
    call: dict[str, Any] | None = None
    assessment: dict[str, Any] | None = None


def interleave(plan: Mapping[str, Any], assessments: Mapping[int, Any]) -> list[PlanItem]:
    """Segments and calls of a parsed answer (``ParsedAnswer.to_dict``) in text order."""
    segments = list(plan.get("segments") or [])
    calls = list(plan.get("calls") or [])
    items: list[PlanItem] = []
    for i, segment in enumerate(segments):
        text = str(segment.get("text") or "") if isinstance(segment, Mapping) else ""
        if text.strip():
            items.append(PlanItem("text", text=text))
        if i < len(calls):
            call = calls[i]
            index = call.get("index", i) if isinstance(call, Mapping) else i
            items.append(PlanItem("call", call=dict(call), assessment=assessments.get(index)))
    return items


@dataclass
class ATPPage:
    """Data of an ATP answer page."""

    query: str | None
    category: str | None
    intent: str | None
    qtype: str | None
    context_images: list[tuple[ImageRef, str]]
    documents: list[dict[str, Any]]
    answer: list[PlanItem]
    ground_truth: list[PlanItem]
    violations: list[dict[str, Any]]
    call_violations: list[dict[str, Any]]
    plan_summary: dict[str, Any]
    mam: dict[str, Any] | None
    verdicts: list[ViewVerdict]
    prompt_messages: list[ViewMessage]
    executed: bool
    judge_error: str | None


def atp_page(run: ReadOnlyRun, sample: StoredSample, datasets: DatasetCache) -> ATPPage:
    """Everything the ATP page shows of one answer."""
    from mmtoolbench.atp.parse import parse_answer

    info = run.store.info()
    dataset = datasets.samples(dict(info.config.get("suite_options") or {}))
    item = dataset.get(sample.sample_id)
    output: Mapping[str, Any] = sample.output if isinstance(sample.output, Mapping) else {}
    images = image_refs(run, sample.key)
    stored = run.store.messages(sample.key)
    verdicts = run.store.verdicts(sample.key)
    mam = next(
        (v["verdict"] for v in reversed(verdicts) if v["judge"] == "mam"),
        None,
    )
    assessments: dict[int, Any] = {}
    if isinstance(mam, Mapping):
        for a in dig_list(mam, "precision", "calls"):
            if isinstance(a, Mapping) and isinstance(a.get("call_index"), int):
                assessments[int(a["call_index"])] = dict(a)
    plan = output.get("plan") if isinstance(output.get("plan"), Mapping) else None
    if plan is None and isinstance(output.get("answer"), str):
        plan = parse_answer(output["answer"], num_images=None).to_dict()
    plan = plan or {}
    assert isinstance(plan, Mapping)
    truth: list[PlanItem] = []
    captions: list[str] = []
    documents: list[dict[str, Any]] = []
    if item is not None:
        truth = interleave(
            parse_answer(item.ground_truth, num_images=len(item.images)).to_dict(), {}
        )
        captions = [img.caption for img in item.images]
        documents = [d.model_dump(mode="json") for d in item.documents]
    context = [
        (ref, captions[int(i[4:])] if i[4:].isdigit() and int(i[4:]) < len(captions) else "")
        for i, ref in images.items()
    ]
    executed = (run.run_dir / EXECUTED_DIR / f"{sample.sample_id}.html").is_file()
    return ATPPage(
        query=item.query if item is not None else None,
        category=str(output.get("category") or "") or None,
        intent=str(output.get("intent") or "") or None,
        qtype=str(output.get("type") or "") or None,
        context_images=context,
        documents=documents,
        answer=interleave(plan, assessments),
        ground_truth=truth,
        violations=[dict(v) for v in plan.get("violations") or []],
        call_violations=[
            dict(v) for c in plan.get("calls") or [] for v in (c.get("violations") or [])
        ],
        plan_summary={
            k: plan.get(k) for k in ("valid", "num_calls", "num_valid_calls", "tools", "summary")
        },
        mam=dict(mam) if isinstance(mam, Mapping) else None,
        verdicts=view_verdicts([v for v in verdicts if v["judge"] != "mam"]),
        prompt_messages=view_messages(stored, images),
        executed=executed,
        judge_error=str(output["judge_error"]) if output.get("judge_error") else None,
    )


def dig_list(value: Any, *path: str) -> list[Any]:
    """A list at ``path`` in nested mappings (empty if absent)."""
    for key in path:
        if not isinstance(value, Mapping):
            return []
        value = value.get(key)
    return list(value) if isinstance(value, list) else []


def executed_path(run_dir: Path, sample_id: str) -> Path | None:
    """The executed document of a sample if the run holds one (inside ``executed/``)."""
    folder = (run_dir / EXECUTED_DIR).resolve()
    candidate = (folder / f"{sample_id}.html").resolve()
    if candidate.parent != folder or not candidate.is_file():
        return None
    return candidate
