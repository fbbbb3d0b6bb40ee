"""Tests of ATP plan execution: planning, scheduling, backends, stand-ins and HTML."""

from __future__ import annotations

import asyncio
import base64
import email.utils
import io
import json
import threading
import time
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from email.parser import BytesParser
from email.policy import default as email_policy
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import numpy as np
import pytest
from PIL import Image
from pydantic import ValidationError

from mmtoolbench.atp.execute import (
    BackendOutput,
    BackendRegistry,
    ExecutionConfig,
    InputImage,
    ServiceError,
    SourceImage,
    StepError,
    StepRequest,
    build_backends,
    build_plan,
    execute_answer,
    render_markdown,
)
from mmtoolbench.atp.execute.code import (
    CodeBackend,
    InterpreterScriptRunner,
    extract_script,
    make_script_runner,
)
from mmtoolbench.atp.execute.images_api import ImagesAPIClient
from mmtoolbench.atp.execute.offline import OfflineDiffusionBackend, OfflineEditBackend
from mmtoolbench.atp.execute.plot_spec import parse_plot_spec
from mmtoolbench.atp.execute.reference import ReferenceBackend
from mmtoolbench.atp.execute.search import (
    CorpusImage,
    LocalCorpusSearchBackend,
    LocalImageCorpus,
    SerpApiSearchBackend,
)
from mmtoolbench.atp.schema import ToolName
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.core.redaction import REDACTED

SECRET = "sk-test-SECRET-0123456789abcdef"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

# --------------------------------------------------------------------------- helpers


def png(width: int = 32, height: int = 24, color: str = "red") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()


def size_of(data: bytes) -> tuple[int, int]:
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        return image.size


def tag(tool: str, description: str = "", **params: object) -> str:
    return (
        "<tool>"
        + json.dumps({"tool_name": tool, "description": description, "params": params})
        + "</tool>"
    )


def answer(*blocks: str) -> str:
    return "\n\n".join(blocks) + "\n"


def offline_config(**overrides: object) -> ExecutionConfig:
    return ExecutionConfig.from_env({}, overrides)


@dataclass
class Recorded:
    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)

    @classmethod
    def json(cls, payload: object, status: int = 200, **headers: str) -> Reply:
        return cls(
            status, json.dumps(payload).encode(), {"Content-Type": "application/json", **headers}
        )


class FakeServer:
    """A threaded HTTP server on 127.0.0.1 answering from per-path reply queues."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.queues: dict[str, deque[Reply]] = {}
        self.static: dict[str, Reply] = {}
        self.echo_key_errors = False
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: object) -> None:
                return

            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else b""
                parts = urlsplit(self.path)
                record = Recorded(
                    method=self.command,
                    path=parts.path,
                    query=parse_qs(parts.query),
                    headers={k.lower(): v for k, v in self.headers.items()},
                    body=body,
                )
                server.requests.append(record)
                queue = server.queues.get(parts.path)
                reply = queue.popleft() if queue else server.static.get(parts.path, Reply(404))
                self.send_response(reply.status)
                for key, value in reply.headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            do_GET = _handle
            do_POST = _handle

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    def queue(self, path: str, *replies: Reply) -> None:
        self.queues.setdefault(path, deque()).extend(replies)

    def start(self) -> FakeServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()


@pytest.fixture
def server() -> Iterator[FakeServer]:
    fake = FakeServer().start()
    try:
        yield fake
    finally:
        fake.stop()


async def no_sleep(_: float) -> None:
    return None


def multipart_fields(record: Recorded) -> dict[str, bytes]:
    message = BytesParser(policy=email_policy).parsebytes(
        b"Content-Type: " + record.headers["content-type"].encode() + b"\r\n\r\n" + record.body
    )
    fields: dict[str, bytes] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True)
        assert isinstance(name, str) and isinstance(payload, bytes)
        fields[name] = payload
    return fields


class ScriptModel:
    """A tiny Model test double: replies with queued texts and records the requests."""

    def __init__(self, replies: Sequence[str], name: str = "test/script-writer") -> None:
        self.name = name
        self._replies = list(replies)
        self.requests: list[list[Message]] = []

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        self.requests.append(list(messages))
        return ModelResponse(text=self._replies.pop(0), model=self.name)


@dataclass
class SleepyBackend:
    """Records start/end times and the peak number of concurrent runs."""

    delay: float = 0.05
    fail_on: frozenset[int] = frozenset()
    name: str = "sleepy"
    running: int = 0
    peak: int = 0
    times: dict[int, tuple[float, float]] = field(default_factory=dict)
    inputs: dict[int, int | None] = field(default_factory=dict)

    async def run(self, request: StepRequest) -> BackendOutput:
        began = time.perf_counter()
        self.running += 1
        self.peak = max(self.peak, self.running)
        try:
            await asyncio.sleep(self.delay)
            if request.call_index in self.fail_on:
                raise StepError(f"planned failure of call {request.call_index}")
        finally:
            self.running -= 1
            self.times[request.call_index] = (began, time.perf_counter())
        self.inputs[request.call_index] = (
            request.input_image.index if request.input_image is not None else None
        )
        return BackendOutput(data=png(8, 8, "blue"), backend=self.name)

    async def aclose(self) -> None:
        return None


def registry_with(backend: SleepyBackend) -> BackendRegistry:
    registry = BackendRegistry({tool: backend for tool in ToolName})
    registry.register(ToolName.REFERENCE, ReferenceBackend())
    return registry


# --------------------------------------------------------------------------- plan


def test_plan_assigns_generated_indices_in_answer_order_and_dependencies() -> None:
    text = answer(
        "Intro.",
        tag("Reference", "context", img_index=1),
        tag("Diffusion", "concept", prompt="a cat"),
        tag("Code", "chart", diagram_type="bar chart", data={"A": 1, "B": 2}),
        tag("Edit", "edit the concept", img_index=2, prompt="add a hat"),
        tag("Edit", "edit the edit", img_index=4, prompt="add a scarf"),
        tag("Edit", "edit a context image", img_index=0, prompt="circle the door"),
    )
    plan = build_plan(text, 2)
    assert [s.output_index for s in plan.steps] == [None, 2, 3, 4, 5, 6]
    assert [s.depends_on for s in plan.steps] == [None, None, None, 1, 3, None]
    assert all(s.runnable for s in plan.steps)
    assert plan.producers == {2: 1, 3: 2, 4: 3, 5: 4, 6: 5}
    assert plan.waves() == [[0, 1, 2, 5], [3], [4]]
    assert plan.num_images == 7


def test_plan_rejects_forward_self_and_out_of_range_references() -> None:
    text = answer(
        tag("Edit", "forward", img_index=2, prompt="x"),  # produces 1; 2 comes later
        tag("Diffusion", "later image", prompt="a dog"),  # produces 2
        tag("Edit", "itself", img_index=3, prompt="x"),  # produces 3 = its own output
        tag("Reference", "nothing there", img_index=7),
        tag("Reference", "negative", img_index=-1),
    )
    plan = build_plan(text, 1)
    forward, diffusion, itself, missing, negative = plan.steps
    assert not forward.runnable and forward.problem_codes == ["forward_reference"]
    assert "produced by call 1" in forward.problems[0] and "later" in forward.problems[0]
    assert diffusion.runnable
    assert not itself.runnable and "own output" in itself.problems[0]
    assert not missing.runnable and missing.problem_codes == ["img_index_out_of_range"]
    assert "names no image" in missing.problems[0]
    assert not negative.runnable and negative.problem_codes == ["img_index_out_of_range"]
    # A failed/invalid call keeps its index: numbering depends only on the text.
    assert [s.output_index for s in plan.steps] == [1, 2, 3, None, None]


def test_plan_policies_and_undecodable_calls() -> None:
    recovered = (
        "<tool>{'tool_name': 'Diffusion', 'description': 'd', 'params': {'prompt': 'p'}}</tool>"
    )
    broken = "<tool>{not json at all</tool>"
    unknown = tag("Painter", "?", prompt="x")
    text = answer(recovered, broken, unknown, tag("Diffusion", "d2", prompt="q"))
    lenient = build_plan(text, 0)
    assert [s.runnable for s in lenient.steps] == [True, False, False, True]
    assert any("recovered_json" in w for w in lenient.steps[0].warnings)
    assert "invalid_json" in lenient.steps[1].problem_codes
    assert "unknown_tool" in lenient.steps[2].problem_codes
    # Undecodable and unknown calls get no image index.
    assert [s.output_index for s in lenient.steps] == [0, None, None, 1]
    strict = build_plan(text, 0, policy="strict")
    assert [s.runnable for s in strict.steps] == [False, False, False, True]
    assert "recovered_json" in strict.steps[0].problem_codes


def test_plan_allows_generated_indices_the_parser_would_flag() -> None:
    text = answer(tag("Diffusion", "d", prompt="p"), tag("Edit", "e", img_index=1, prompt="q"))
    plan = build_plan(text, 1, policy="strict")
    assert plan.steps[1].runnable and plan.steps[1].depends_on == 0


# --------------------------------------------------------------------------- scheduling


async def test_independent_steps_run_concurrently_up_to_the_limit() -> None:
    backend = SleepyBackend(delay=0.1)
    text = answer(*(tag("Diffusion", f"d{i}", prompt=f"p{i}") for i in range(6)))
    started = time.perf_counter()
    document = await execute_answer(
        text, [], offline_config(max_concurrency=2), backends=registry_with(backend)
    )
    elapsed = time.perf_counter() - started
    assert [s.status for s in document.steps] == ["ok"] * 6
    assert backend.peak == 2  # at most two in flight, and two did overlap
    assert elapsed >= 0.28  # three waves of 0.1 s (a lower bound: no upper one under load)


async def test_dependent_step_waits_and_failures_propagate_without_killing_the_document() -> None:
    backend = SleepyBackend(delay=0.05, fail_on=frozenset({2}))
    text = answer(
        tag("Diffusion", "first", prompt="p"),  # call 0 -> image 1
        tag("Edit", "edit first", img_index=1, prompt="q"),  # call 1 -> image 2, waits for 0
        tag("Diffusion", "fails", prompt="r"),  # call 2 -> image 3, fails
        tag("Edit", "edit failed", img_index=3, prompt="s"),  # call 3 -> skipped
        tag("Reference", "context", img_index=0),
    )
    document = await execute_answer(
        text, [png()], offline_config(max_concurrency=4), backends=registry_with(backend)
    )
    statuses = [s.status for s in document.steps]
    assert statuses == ["ok", "ok", "error", "skipped", "ok"]
    assert backend.times[1][0] >= backend.times[0][1]  # the edit started after its input
    assert backend.inputs[1] == 1
    assert document.steps[2].error == "planned failure of call 2"
    assert "call 2" in (document.steps[3].error or "")
    assert document.summary()["ok"] == 3
    html = document.to_html()
    assert "Tool call failed" in html and "Tool call skipped" in html


async def test_backend_bug_and_timeout_become_step_errors() -> None:
    class Broken:
        name = "broken"

        async def run(self, request: StepRequest) -> BackendOutput:
            raise RuntimeError("boom")

        async def aclose(self) -> None:
            return None

    class Slow(Broken):
        name = "slow"

        async def run(self, request: StepRequest) -> BackendOutput:
            await asyncio.sleep(5)
            raise AssertionError("unreachable")

    class NotAnImage(Broken):
        name = "garbage"

        async def run(self, request: StepRequest) -> BackendOutput:
            return BackendOutput(data=b"not an image", backend=self.name)

    registry = BackendRegistry(
        {ToolName.DIFFUSION: Broken(), ToolName.SEARCH: Slow(), ToolName.CODE: NotAnImage()}
    )
    text = answer(
        tag("Diffusion", "d", prompt="p"),
        tag("Search", "s", query="q"),
        tag("Code", "c", diagram_type="bar", data="A: 1, B: 2"),
        tag("Edit", "no backend", img_index=0, prompt="x"),
    )
    document = await execute_answer(
        text, [png()], offline_config(step_timeout_s=0.2), backends=registry
    )
    errors = [s.error or "" for s in document.steps]
    assert [s.status for s in document.steps] == ["error"] * 4
    assert "internal error in backend broken: RuntimeError: boom" in errors[0]
    assert "did not finish within 0.2 s" in errors[1]
    assert "not an image" in errors[2]
    assert "no backend is configured for tool Edit" in errors[3]


# --------------------------------------------------------------------------- Reference


async def test_reference_returns_the_context_image_unchanged(tmp_path: Path) -> None:
    first, second = png(10, 10, "green"), png(20, 10, "blue")
    path = tmp_path / "second.png"
    path.write_bytes(second)
    text = answer(
        tag("Reference", "first", img_index=0),
        tag("Reference", "second", img_index=1),
        tag("Reference", "missing file", img_index=2),
    )
    images: list[SourceImage | bytes | Path] = [
        SourceImage(first, caption="a green square"),
        path,
        tmp_path / "absent.png",
    ]
    document = await execute_answer(text, images, offline_config())
    ok0, ok1, missing = document.steps
    assert ok0.image is not None and ok0.image.data == first
    assert ok0.backend == "context" and not ok0.stand_in
    assert "a green square" in ok0.notes[0]
    assert ok1.image is not None and ok1.image.data == second and ok1.image.width == 20
    assert missing.status == "error" and "context image 2 is not available" in (missing.error or "")


# --------------------------------------------------------------------------- Code


def test_plot_spec_parsing_covers_common_shapes() -> None:
    cases: list[tuple[str, object, str]] = [
        ("bar chart", {"labels": ["A", "B"], "values": [1, 2]}, "bar"),
        ("bar chart", "Protein: 25g, Carbs: 40g, Fat: 10g", "bar"),
        ("horizontal bar chart", {"x": 3, "y": 4}, "barh"),
        ("line chart", {"years": [2020, 2021, 2022], "sales": [3, 4, 6]}, "line"),
        ("line", "x = [1, 2, 3], y = [2, 4, 6]", "line"),
        ("pie chart", {"Rent": 1200, "Food": 400}, "pie"),
        ("scatter plot", {"points": [[1, 2], [2, 3]]}, "scatter"),
        ("histogram", [1, 2, 2, 3, 3, 3], "histogram"),
        ("table", {"columns": ["Model", "Price"], "rows": [["X", "$10"]]}, "table"),
        ("comparison table", "| a | b |\n|---|---|\n| 1 | 2 |", "table"),
        ("flowchart", "Mix -> Bake -> Cool", "flowchart"),
        ("grouped bar chart", {"2022": {"A": 1, "B": 2}, "2023": {"A": 3, "B": 4}}, "bar"),
        ("chart", [{"name": "Apple", "kcal": 95}, {"name": "Pear", "kcal": 100}], "bar"),
    ]
    for diagram_type, data, kind in cases:
        spec = parse_plot_spec(diagram_type, data, description="title")
        assert spec is not None, (diagram_type, data)
        assert spec.kind == kind, (diagram_type, data, spec.kind)
    flow = parse_plot_spec(
        "flowchart", {"steps": ["A", "B", "C"], "edges": [["A", "B"], ["A", "C"]]}
    )
    assert flow is not None and flow.edges == [(0, 1), (0, 2)]
    assert parse_plot_spec("mathematical plot", "y = sin(x) over one period") is None
    assert parse_plot_spec("bar chart", "Calorie content of common fruits") is None
    assert parse_plot_spec("pie chart", {"A": -1, "B": 2}) is None


async def test_code_deterministic_plots_are_valid_pngs_of_the_configured_size() -> None:
    config = offline_config(code_width_px=400, code_height_px=300, code_dpi=100)
    text = answer(
        tag("Code", "Sales by region", diagram_type="bar chart", data={"North": 4, "South": 7}),
        tag("Code", "Trend", diagram_type="line chart", data={"x": [1, 2, 3], "y": [3, 1, 2]}),
        tag("Code", "Process", diagram_type="flowchart", data="Plan -> Build -> Test -> Ship"),
        tag("Code", "Budget", diagram_type="pie chart", data="Rent: 50, Food: 30, Fun: 20"),
        tag("Code", "Specs", diagram_type="table", data={"columns": ["a", "b"], "rows": [[1, 2]]}),
        tag("Code", "Same bar again", diagram_type="bar chart", data={"North": 4, "South": 7}),
    )
    document = await execute_answer(text, [], config)
    for step in document.steps:
        assert step.status == "ok", step.error
        assert step.backend == "code:matplotlib" and not step.stand_in
        assert step.image is not None and step.image.data.startswith(PNG_SIGNATURE)
        assert size_of(step.image.data) == (400, 300)
        assert "script" in step.artifacts
    first, last = document.steps[0], document.steps[-1]
    assert first.image is not None and last.image is not None
    # Same spec (the titles differ) -> same script apart from the title.
    assert (
        first.artifacts["script"].replace("Sales by region", "Same bar again")
        == (last.artifacts["script"])
    )


async def test_code_deterministic_script_is_byte_identical_across_runs() -> None:
    backend = CodeBackend(runner=InterpreterScriptRunner(timeout_s=30))
    request = StepRequest(
        call_index=0,
        tool=ToolName.CODE,
        description="Calories",
        params={"diagram_type": "bar chart", "data": "Apple: 95, Banana: 105"},
    )
    try:
        one = await backend.run(request)
        two = await backend.run(request)
    finally:
        await backend.aclose()
    assert one.data == two.data
    assert one.artifacts["script"] == two.artifacts["script"]
    assert size_of(one.data) == (640, 480)
    assert "rendered in: interpreter" in one.notes


MODEL_SCRIPT = """Here you go:

```python
import matplotlib.pyplot as plt
import numpy as np

x = np.linspace(0, 2 * np.pi, 50)
fig, ax = plt.subplots(figsize=(3.2, 2.4), dpi=100)
ax.plot(x, np.sin(x))
ax.set_title("sine")
fig.savefig("plot.png", dpi=100)
```
"""


async def test_code_unstructured_spec_uses_the_model_and_feeds_errors_back() -> None:
    bad = "```python\nimport subprocess\nsubprocess.run(['ls'])\n```"
    model = ScriptModel([bad, MODEL_SCRIPT])
    text = answer(
        tag("Code", "A sine wave", diagram_type="function plot", data="y = sin(x), 0..2pi")
    )
    document = await execute_answer(text, [], offline_config(), code_model=model)
    step = document.steps[0]
    assert step.status == "ok", step.error
    assert step.backend == "code:test/script-writer" and not step.stand_in
    assert step.image is not None and size_of(step.image.data) == (320, 240)
    assert "succeeded on attempt 2" in step.notes
    first_prompt = model.requests[0][1].text
    assert "function plot" in first_prompt and "y = sin(x)" in first_prompt
    feedback = model.requests[1][-1].text
    assert "subprocess" in feedback and "not allowed" in feedback


async def test_code_model_script_runs_isolated() -> None:
    escape = "```python\nimport os\nprint(os.environ.get('SERPAPI_API_KEY'))\nopen('/etc/hostname').read()\n```"
    model = ScriptModel([escape])
    backend = CodeBackend(
        runner=InterpreterScriptRunner(timeout_s=30), model=model, model_attempts=1
    )
    request = StepRequest(
        call_index=0, tool=ToolName.CODE, description="", params={"diagram_type": "x", "data": "y"}
    )
    try:
        with pytest.raises(StepError) as info:
            await backend.run(request)
    finally:
        await backend.aclose()
    assert "is not allowed" in str(info.value)


def test_script_extraction() -> None:
    assert extract_script("```python\nprint(1)\n```") == "print(1)\n"
    assert extract_script("print(2)") == "print(2)\n"


async def test_runner_blocks_escapes_and_applies_the_plotting_policy() -> None:
    runner = InterpreterScriptRunner(timeout_s=30)
    try:
        for code in (
            "import socket\nsocket.socket()\n",
            "open('/etc/passwd').read()\n",
            "import subprocess\nsubprocess.run(['true'])\n",
            "eval('1')\n",
            "().__class__.__bases__\n",
            # Allowed to agents' code, but not in the plotting policy:
            "import hashlib\nhashlib.sha256(b'x')\n",
        ):
            with pytest.raises(StepError) as info:
                await runner.run(code, trusted=False)
            assert "not allowed" in str(info.value) or "Sandbox" in str(info.value), code
        with pytest.raises(StepError, match="SyntaxError"):
            await runner.run("def (:\n", trusted=False)
        with pytest.raises(StepError, match="saved no image"):
            await runner.run("x = 1\n", trusted=True)
    finally:
        await runner.aclose()


async def test_interpreter_runner_timeout_replaces_the_worker() -> None:
    runner = InterpreterScriptRunner(timeout_s=1.0)
    try:
        with pytest.raises(StepError, match="did not finish within 1 s"):
            await runner.run("while True:\n    pass\n", trusted=False)
        ok = await runner.run(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.savefig('plot.png')\n",
            trusted=False,
        )
        assert ok.image.startswith(PNG_SIGNATURE)
    finally:
        await runner.aclose()


async def test_code_fails_closed_when_the_interpreter_cannot_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No fallback runner: without the sandboxed interpreter, no script runs at all."""

    async def unavailable(self: InterpreterScriptRunner) -> object:
        raise OSError("namespaces are not permitted here")

    monkeypatch.setattr(InterpreterScriptRunner, "_new_session", unavailable)
    runner = make_script_runner(offline_config())
    assert isinstance(runner, InterpreterScriptRunner)
    backend = CodeBackend(runner=runner)
    request = StepRequest(0, ToolName.CODE, "", {"diagram_type": "bar", "data": "A: 1, B: 2"})
    try:
        with pytest.raises(StepError) as info:
            await backend.run(request)
    finally:
        await backend.aclose()
    message = str(info.value)
    assert "interpreter is unavailable" in message and "namespaces are not permitted" in message
    assert "never run outside it" in message
    with pytest.raises(ValidationError, match="code_runner"):
        ExecutionConfig(code_runner="subprocess")  # the old escape hatch is gone


async def test_code_without_data_or_model_is_a_labelled_stand_in() -> None:
    text = answer(tag("Code", "Floor plan", diagram_type="blueprint", data="two bedrooms"))
    document = await execute_answer(text, [], offline_config())
    step = document.steps[0]
    assert step.status == "ok" and step.stand_in and step.backend == "offline-code"
    assert step.image is not None and step.image.data.startswith(PNG_SIGNATURE)


# --------------------------------------------------------------------------- images API


def images_client(server: FakeServer, **kwargs: object) -> ImagesAPIClient:
    options: dict[str, object] = {
        "base_url": f"{server.url}/v1",
        "model": "img-model-1",
        "api_key": SECRET,
        "size": "512x512",
        "retry_base_delay_s": 0.0,
        "sleep": no_sleep,
    }
    options.update(kwargs)
    return ImagesAPIClient(**options)  # type: ignore[arg-type]


async def test_images_api_generation_request_and_b64_decoding(server: FakeServer) -> None:
    image = png(16, 16, "purple")
    server.queue(
        "/v1/images/generations",
        Reply.json(
            {"data": [{"b64_json": base64.b64encode(image).decode(), "revised_prompt": "rp"}]}
        ),
    )
    client = images_client(server)
    try:
        result = await client.generate("a purple square")
    finally:
        await client.aclose()
    assert result.data == image and result.revised_prompt == "rp"
    (request,) = server.requests
    assert request.method == "POST" and request.path == "/v1/images/generations"
    assert request.headers["authorization"] == f"Bearer {SECRET}"
    assert json.loads(request.body) == {
        "model": "img-model-1",
        "prompt": "a purple square",
        "size": "512x512",
        "n": 1,
        "response_format": "b64_json",
    }


async def test_images_api_edit_is_multipart_with_png_image(server: FakeServer) -> None:
    edited = png(12, 12, "yellow")
    server.queue(
        "/v1/images/edits",
        Reply.json({"data": [{"b64_json": base64.b64encode(edited).decode()}]}),
    )
    jpeg = io.BytesIO()
    Image.new("RGB", (20, 10), "white").save(jpeg, format="JPEG")
    client = images_client(server)
    try:
        result = await client.edit(jpeg.getvalue(), "add a red hat")
    finally:
        await client.aclose()
    assert result.data == edited
    (request,) = server.requests
    assert request.headers["content-type"].startswith("multipart/form-data")
    fields = multipart_fields(request)
    assert fields["prompt"] == b"add a red hat"
    assert fields["model"] == b"img-model-1"
    assert fields["response_format"] == b"b64_json"
    assert fields["image"].startswith(PNG_SIGNATURE) and size_of(fields["image"]) == (20, 10)


async def test_images_api_retries_429_then_succeeds(server: FakeServer) -> None:
    image = png()
    waits: list[float] = []

    async def record_sleep(seconds: float) -> None:
        waits.append(seconds)

    server.queue(
        "/v1/images/generations",
        Reply.json({"error": {"message": "slow down"}}, status=429, **{"Retry-After": "0.25"}),
        Reply.json({"data": [{"b64_json": base64.b64encode(image).decode()}]}),
    )
    client = images_client(server, sleep=record_sleep)
    try:
        result = await client.generate("p")
    finally:
        await client.aclose()
    assert result.data == image
    assert len(server.requests) == 2
    assert waits == [0.25]


async def test_images_api_honours_an_http_date_retry_after(server: FakeServer) -> None:
    # The image API reads Retry-After with the model adapters' parser: seconds, ms or a date.
    image = png()
    waits: list[float] = []

    async def record_sleep(seconds: float) -> None:
        waits.append(seconds)

    when = email.utils.formatdate(time.time() + 20, usegmt=True)
    server.queue(
        "/v1/images/generations",
        Reply.json({"error": {"message": "slow down"}}, status=503, **{"Retry-After": when}),
        Reply.json({"data": [{"b64_json": base64.b64encode(image).decode()}]}),
    )
    client = images_client(server, sleep=record_sleep)
    try:
        assert (await client.generate("p")).data == image
    finally:
        await client.aclose()
    assert len(waits) == 1 and 15 < waits[0] <= 20


async def test_images_api_500_error_message_is_clear_and_redacted(server: FakeServer) -> None:
    failure = Reply.json({"error": {"message": f"model overloaded (key {SECRET})"}}, status=500)
    server.queue("/v1/images/generations", failure, failure, failure)
    client = images_client(server, max_attempts=3)
    try:
        with pytest.raises(ServiceError) as info:
            await client.generate("p")
    finally:
        await client.aclose()
    message = str(info.value)
    assert "POST /images/generations" in message
    assert "after 3 attempt(s)" in message and "HTTP 500" in message
    assert "model overloaded" in message
    assert SECRET not in message and REDACTED in message
    assert info.value.status == 500 and len(server.requests) == 3


async def test_images_api_client_errors_are_not_retried(server: FakeServer) -> None:
    server.queue("/v1/images/generations", Reply.json({"error": "bad size"}, status=400))
    server.queue("/v1/images/generations", Reply.json({"data": [{"b64_json": "!!!notbase64"}]}))
    client = images_client(server)
    try:
        with pytest.raises(ServiceError, match="HTTP 400: bad size"):
            await client.generate("p")
        with pytest.raises(ServiceError, match="invalid base64"):
            await client.generate("p")
    finally:
        await client.aclose()
    assert len(server.requests) == 2


async def test_images_api_backends_end_to_end_with_key_kept_out_of_html(server: FakeServer) -> None:
    generated = png(30, 20, "orange")
    server.queue(
        "/v1/images/generations",
        Reply.json({"data": [{"b64_json": base64.b64encode(generated).decode()}]}),
    )
    server.queue(
        "/v1/images/edits", Reply.json({"error": {"message": f"denied for {SECRET}"}}, status=403)
    )
    config = ExecutionConfig.from_env(
        {"MMTB_IMAGES_BASE_URL": f"{server.url}/v1", "MMTB_IMAGES_API_KEY": SECRET},
        {"retry_base_delay_s": 0.0},
    )
    text = answer(
        tag("Diffusion", "orange card", prompt="orange"),
        tag("Edit", "edit it", img_index=1, prompt="make it blue"),
    )
    document = await execute_answer(text, [png()], config)
    generation, edit = document.steps
    assert generation.status == "ok" and generation.backend == "images-api:gpt-image-1"
    assert not generation.stand_in and generation.image is not None
    assert generation.image.data == generated
    assert edit.status == "error" and "HTTP 403" in (edit.error or "")
    edit_request = server.requests[1]
    assert multipart_fields(edit_request)["image"].startswith(PNG_SIGNATURE)
    html = document.to_html()
    dumped = document.model_dump_json()
    for text_out in (html, dumped, edit.error or "", repr(config), config.model_dump_json()):
        assert SECRET not in text_out
    assert REDACTED in (edit.error or "")


# --------------------------------------------------------------------------- search


async def test_serpapi_search_downloads_first_usable_http_result(server: FakeServer) -> None:
    picture = png(40, 30, "navy")
    server.static["/img/tower.png"] = Reply(200, picture, {"Content-Type": "image/png"})
    server.static["/img/not-an-image"] = Reply(
        200, b"<html>nope</html>", {"Content-Type": "text/html"}
    )
    server.queue(
        "/search.json",
        Reply.json(
            {
                "images_results": [
                    {"original": "file:///etc/passwd", "thumbnail": f"{server.url}/img/missing"},
                    {"original": f"{server.url}/img/not-an-image"},
                    {
                        "original": f"{server.url}/img/tower.png",
                        "title": "Eiffel Tower at dusk",
                        "link": "https://example.org/page",
                        "source": "example.org",
                    },
                ]
            }
        ),
    )
    backend = SerpApiSearchBackend(api_key=SECRET, base_url=server.url)
    request = StepRequest(
        call_index=0, tool=ToolName.SEARCH, description="", params={"query": "eiffel tower"}
    )
    try:
        output = await backend.run(request)
    finally:
        await backend.aclose()
    assert output.data == picture and not output.stand_in
    assert output.backend == "serpapi:google_images"
    assert any("Eiffel Tower at dusk" in note for note in output.notes)
    search = server.requests[0]
    assert search.path == "/search.json"
    assert search.query == {"engine": ["google_images"], "q": ["eiffel tower"], "api_key": [SECRET]}
    fetched = [r.path for r in server.requests[1:]]
    assert fetched == ["/img/missing", "/img/not-an-image", "/img/tower.png"]  # no file:// fetch
    assert all(SECRET not in note for note in output.notes)


async def test_serpapi_search_errors_never_contain_the_key(server: FakeServer) -> None:
    server.queue("/search.json", Reply.json({"error": f"Invalid API key {SECRET}"}, status=401))
    server.queue("/search.json", Reply.json({"error": "Google hasn't returned any results"}))
    config = ExecutionConfig.from_env(
        {"SERPAPI_API_KEY": SECRET, "MMTB_SEARCH_BASE_URL": server.url},
        {"retry_base_delay_s": 0.0},
    )
    text = answer(tag("Search", "one", query="a"), tag("Search", "two", query="b"))
    document = await execute_answer(text, [], config)
    errors = [s.error or "" for s in document.steps]
    assert [s.status for s in document.steps] == ["error", "error"]
    assert any("HTTP 401" in e for e in errors)
    assert any("no image results" in e for e in errors)
    html = document.to_html()
    assert SECRET not in html and all(SECRET not in e for e in errors)


def corpus(tmp_path: Path) -> LocalImageCorpus:
    items = {
        "golden_gate.png": "The Golden Gate Bridge in San Francisco at sunset",
        "eiffel.png": "Eiffel Tower in Paris seen from the Trocadero",
        "pasta.png": "A plate of spaghetti carbonara",
    }
    images = []
    for name, caption in items.items():
        (tmp_path / name).write_bytes(png(10, 10))
        images.append(CorpusImage(path=tmp_path / name, caption=caption, source="document"))
    (tmp_path / "red_bicycle_city.png").write_bytes(png(12, 12))  # file metadata only
    images.append(CorpusImage(path=tmp_path / "red_bicycle_city.png"))
    return LocalImageCorpus(images)


def test_local_corpus_ranks_by_caption_and_file_name(tmp_path: Path) -> None:
    images = corpus(tmp_path)
    assert images.search("golden gate bridge")[0].image.path.name == "golden_gate.png"
    assert images.search("Paris landmark tower")[0].image.path.name == "eiffel.png"
    assert images.search("bicycles in the city")[0].image.path.name == "red_bicycle_city.png"
    fuzzy = images.search("spagheti carbonarra")
    assert fuzzy and fuzzy[0].method == "fuzzy" and fuzzy[0].image.path.name == "pasta.png"
    assert images.search("quantum chromodynamics") == []


async def test_local_corpus_backend_is_labelled(tmp_path: Path) -> None:
    backend = LocalCorpusSearchBackend(corpus(tmp_path))
    hit = await backend.run(StepRequest(0, ToolName.SEARCH, "", {"query": "Golden Gate Bridge"}))
    assert hit.stand_in and hit.backend == "local-corpus"
    assert hit.notes[0].startswith("local-corpus result (not a web search): golden_gate.png")
    assert hit.data == (tmp_path / "golden_gate.png").read_bytes()
    miss = await backend.run(StepRequest(0, ToolName.SEARCH, "", {"query": "zzzz qqqq"}))
    assert miss.stand_in and "no image among" in miss.notes[0]


def test_local_corpus_from_directory_reads_dataset_captions(tmp_path: Path) -> None:
    images_dir = tmp_path / "images"
    images_dir.mkdir()
    (images_dir / "img_a.png").write_bytes(png())
    (images_dir / "img_b.png").write_bytes(png())
    sample = {
        "id": "s1",
        "category": "Travel",
        "intent": "landmark-introduction",
        "type": "VQA",
        "query": "What is this?",
        "images": [
            {
                "index": 0,
                "path": "images/img_a.png",
                "caption": "A lighthouse on a cliff",
                "source": "user-upload",
            },
        ],
        "ground_truth": "It is a lighthouse.",
        "ground_truth_tools": [],
    }
    (tmp_path / "samples.jsonl").write_text(json.dumps(sample) + "\n")
    built = LocalImageCorpus.from_directory(tmp_path)
    assert len(built) == 2
    top = built.search("lighthouse")
    assert top and top[0].image.path.name == "img_a.png"
    assert top[0].image.caption == "A lighthouse on a cliff"
    assert built.search("img b")[0].image.path.name == "img_b.png"


# --------------------------------------------------------------------------- offline


async def test_offline_stand_ins_are_labelled_everywhere() -> None:
    text = answer(
        tag("Diffusion", "concept art", prompt="A watercolor fox in a snowy forest"),
        tag("Edit", "annotated", img_index=0, prompt="circle the fox's tail"),
    )
    source = png(300, 200, "white")
    document = await execute_answer(text, [source], offline_config())
    diffusion, edit = document.steps
    assert diffusion.status == "ok" and diffusion.stand_in
    assert diffusion.backend == "offline-diffusion"
    assert any("offline stand-in" in note for note in diffusion.notes)
    assert edit.status == "ok" and edit.stand_in and edit.backend == "offline-edit"
    assert edit.image is not None and edit.image.data != source
    # The source keeps its size; the labels are extra strips on a canvas >= 480 px wide.
    assert edit.image.width == 480 and edit.image.height > 200
    html = document.to_html()
    assert html.count('class="badge stand-in"') >= 2
    assert "offline substitutes" in html
    assert document.summary()["stand_ins"] == 2


def patterned(width: int, height: int) -> Image.Image:
    """A source whose every pixel is position-dependent, with a dark "title" at the top."""
    y, x = np.mgrid[0:height, 0:width]
    pixels = np.stack([(x * 7 + y * 13) % 256, (x * 3) % 256, (y * 5) % 256], axis=-1)
    pixels[:20, width // 4 : 3 * width // 4] = (20, 20, 20)  # the part a top banner would hide
    pixels[-12:, :] = (0, 90, 200)  # and a bottom band, where the prompt box used to go
    return Image.fromarray(pixels.astype(np.uint8), "RGB")


def find_exact(haystack: np.ndarray, needle: np.ndarray) -> list[tuple[int, int]]:
    """Every (left, top) at which ``needle`` appears pixel-for-pixel in ``haystack``."""
    height, width = needle.shape[:2]
    rows, cols = haystack.shape[0] - height + 1, haystack.shape[1] - width + 1
    if rows <= 0 or cols <= 0:
        return []
    corner = np.all(haystack[:rows, :cols] == needle[0, 0], axis=-1)
    return [
        (int(left), int(top))
        for top, left in np.argwhere(corner)
        if np.array_equal(haystack[top : top + height, left : left + width], needle)
    ]


@pytest.mark.parametrize("size", [(400, 300), (120, 90), (1500, 600)])
async def test_offline_edit_keeps_the_source_intact_and_labels_it_outside(
    size: tuple[int, int],
) -> None:
    source = patterned(*size)
    buffer = io.BytesIO()
    source.save(buffer, format="PNG")
    request = StepRequest(
        0,
        ToolName.EDIT,
        "",
        {"prompt": "outline the title in orange"},
        input_image=InputImage(1, buffer.getvalue(), "image/png"),
    )
    output = await OfflineEditBackend().run(request)
    assert output.stand_in and output.backend == "offline-edit"
    assert output.data == (await OfflineEditBackend().run(request)).data  # deterministic

    expected = source.copy()
    expected.thumbnail((1024, 1024))  # only sources over 1024 px are scaled (down)
    with Image.open(io.BytesIO(output.data)) as opened:
        result = np.asarray(opened.convert("RGB"))
    needle = np.asarray(expected)
    # The (possibly downscaled) source appears once, pixel for pixel: nothing covers it.
    placements = find_exact(result, needle)
    assert len(placements) == 1
    left, top = placements[0]
    bottom = top + needle.shape[0]
    assert result.shape[1] == max(480, needle.shape[1] + 24)
    assert left == (result.shape[1] - needle.shape[1]) // 2  # centred horizontally

    # A red banner strip with white text ("OFFLINE STAND-IN — Edit") is above the source...
    banner = result[:top]
    assert top >= 20
    assert np.all(banner[0] == (176, 24, 24))
    assert np.any(np.all(banner > 230, axis=-1))
    # ...and the prompt box (light fill, red outline, dark text) is below it.
    below = result[bottom:]
    assert below.shape[0] >= 30
    assert np.any(np.all(below == (176, 24, 24), axis=-1))
    assert np.any(np.all(below == (255, 255, 240), axis=-1))
    assert np.any(np.all(below < 80, axis=-1))


async def test_offline_backends_directly() -> None:
    card = await OfflineDiffusionBackend("reason").run(
        StepRequest(0, ToolName.DIFFUSION, "", {"prompt": "x " * 2000})
    )
    assert card.stand_in and size_of(card.data) == (768, 512)
    with pytest.raises(StepError):
        await OfflineEditBackend().run(StepRequest(0, ToolName.EDIT, "", {"prompt": "x"}))


# --------------------------------------------------------------------------- HTML


def parse_tags(text: str) -> list[tuple[str, list[tuple[str, str | None]]]]:
    found: list[tuple[str, list[tuple[str, str | None]]]] = []

    class Collector(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found.append((tag, attrs))

    Collector().feed(text)
    return found


async def test_html_is_self_contained_and_escaped() -> None:
    text = (
        "# Title with <b>html</b>\n\n"
        "Some **bold** text, a [link](https://example.com/x) and "
        "![img](http://example.com/a.png).\n\n"
        "<script>alert('x')</script>\n\n"
        + tag("Reference", "desc with <img src=http://evil/x.png>", img_index=0)
        + "\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        + tag("Edit", "bad", img_index=5, prompt="x")
        + "\n"
    )
    document = await execute_answer(text, [png()], offline_config())
    html = document.to_html(title="<Sample>")
    tags = parse_tags(html)
    names = {name for name, _ in tags}
    assert not names & {"script", "link", "iframe", "object", "embed", "a", "base", "form"}
    urls = [value or "" for _, attrs in tags for key, value in attrs if key in ("src", "href")]
    assert urls and all(url.startswith("data:image/") for url in urls)
    assert "url(" not in html and "@import" not in html
    assert "Content-Security-Policy" in html and "img-src data:" in html
    assert "&lt;script&gt;" in html and "&lt;b&gt;html&lt;/b&gt;" in html
    assert "&lt;Sample&gt;" in html
    assert "<strong>bold</strong>" in html
    assert "(https://example.com/x)" in html  # shown as text, not a link
    assert '<table class="md">' in html
    assert "Not executed: invalid tool call" in html


def test_markdown_renderer() -> None:
    rendered = render_markdown(
        "## Head\n\n- one\n- two\n  - nested\n\n3. three\n4. four\n\n> quote\n\n```py\n<x>\n```\n"
    )
    assert "<h2>Head</h2>" in rendered
    flat = rendered.replace("\n", "")
    assert "<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul>" in flat
    assert '<ol start="3"><li>three</li><li>four</li></ol>' in flat
    assert "<blockquote><p>quote</p></blockquote>" in flat
    assert '<pre><code class="language-py">&lt;x&gt;</code></pre>' in flat
    assert (
        render_markdown("a `<b>` *c* ~~d~~").strip()
        == "<p>a <code>&lt;b&gt;</code> <em>c</em> <s>d</s></p>"
    )
    links = render_markdown("[l](https://x.com/a) ![pic](http://e/a.png) [j](javascript:alert(1))")
    assert "<a" not in links and "<img" not in links and "href" not in links
    assert 'l <span class="link-url">(https://x.com/a)</span>' in links
    assert '<span class="md-image">[image: pic]</span>' in links
    table = render_markdown("| a | b |\n|--:|---|\n| 1 | 2 |").replace("\n", "")
    assert '<table class="md"><thead><tr><th style="text-align:right">a</th>' in table


async def test_answer_text_cannot_forge_a_figure_placeholder() -> None:
    forged = "\ufffdmmtb-figure-0\ufffd \x00mmtb-figure-0\x00\n\n"
    text = forged + tag("Reference", "the photo", img_index=0) + "\n"
    document = await execute_answer(text, [png()], offline_config())
    html = document.to_html()
    assert html.count("<figure") == 1


# --------------------------------------------------------------------------- config


def test_config_from_env_and_key_handling(tmp_path: Path) -> None:
    config = ExecutionConfig.from_env(
        {
            "MMTB_IMAGES_BASE_URL": "https://images.example.com/v1/",
            "OPENAI_API_KEY": SECRET,
            "SERPAPI_API_KEY": "serp-key-123",
            "MMTB_EXECUTE_CONCURRENCY": "3",
            "MMTB_SEARCH_CORPUS": str(tmp_path),
        },
        {"max_concurrency": None, "call_policy": "strict"},
    )
    assert config.images_base_url == "https://images.example.com/v1"
    assert config.images_api_key is None  # the OpenAI key never goes to a third party
    assert config.max_concurrency == 3 and config.call_policy == "strict"
    assert config.search_configured and config.images_configured
    assert config.search_corpus_dir == tmp_path
    assert "serp-key-123" not in repr(config) and "serp-key-123" not in str(config.describe())
    openai = ExecutionConfig.from_env(
        {"MMTB_IMAGES_BASE_URL": "https://api.openai.com/v1", "OPENAI_API_KEY": SECRET}
    )
    assert openai.images_api_key is not None
    assert openai.images_api_key.get_secret_value() == SECRET
    assert SECRET in openai.secrets()
    offline = ExecutionConfig.from_env({"SERPAPI_API_KEY": "k", "MMTB_EXECUTE_OFFLINE": "1"})
    assert not offline.search_configured and not offline.images_configured
    with pytest.raises(ConfigError, match="MMTB_IMAGES_BASE_URL"):
        ExecutionConfig.from_env({"MMTB_IMAGES_BASE_URL": "ftp://x"})
    with pytest.raises(ConfigError, match="MMTB_EXECUTE_CONCURRENCY"):
        ExecutionConfig.from_env({"MMTB_EXECUTE_CONCURRENCY": "0"})


async def test_build_backends_chooses_by_config(tmp_path: Path) -> None:
    async with build_backends(offline_config(search_corpus_dir=tmp_path)) as registry:
        offline = registry.describe()
    assert offline == {
        "Reference": "context",
        "Code": "code",
        "Diffusion": "offline-diffusion",
        "Edit": "offline-edit",
        "Search": "local-corpus",
    }
    online_config = ExecutionConfig.from_env(
        {"MMTB_IMAGES_BASE_URL": "http://127.0.0.1:9/v1", "SERPAPI_API_KEY": "k"}
    )
    async with build_backends(online_config) as registry:
        online = registry.describe()
    assert online["Diffusion"] == online["Edit"] == "images-api:gpt-image-1"
    assert online["Search"] == "serpapi:google_images"
