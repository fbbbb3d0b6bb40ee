"""The sandbox pipeline over HTTP against the fake provider: the real OpenAI-compatible
adapter carries every stage's images and structured-output requests."""

from __future__ import annotations

import asyncio
from pathlib import Path

from mmtoolbench.generation.models import build_stage_models, close_models
from mmtoolbench.generation.sandbox_pipeline import (
    MODEL_STAGES,
    SandboxGenerationOptions,
    generate_sandbox,
)
from mmtoolbench.sandbox.scenario import validate_scenario_file
from mmtoolbench.store.run_store import RunStore
from tests.fake_provider.server import FakeProviderServer
from tests.generation.brain import Faults, SandboxBrain, write_images
from tests.generation.wire import ComputingProvider


def test_every_stage_goes_through_the_real_adapter(tmp_path: Path) -> None:
    brain = SandboxBrain(Faults(missing_id=True))
    server = ComputingProvider(brain).start()
    embeddings = FakeProviderServer().start()  # stage 2's embedding model, over HTTP too
    try:
        strings = dict.fromkeys(MODEL_STAGES, "openai-compatible/fake-generator")
        strings["critic"] = "openai-compatible/fake-critic"
        models = build_stage_models(strings, base_url=server.openai_base_url, cache=False)
        (tmp_path / "suite").mkdir()
        options = SandboxGenerationOptions(
            images_dir=str(write_images(tmp_path / "images")),
            out_dir=str(tmp_path / "out"),
            models=strings,
            suite=[str(tmp_path / "suite")],
            embedding_model="openai-compatible/fake-embed",
            embedding_base_url=embeddings.openai_base_url,
        )

        async def go() -> object:
            try:
                return await generate_sandbox(options, tmp_path / "run", models=models)
            finally:
                await close_models(models)

        summary = asyncio.run(go())
    finally:
        server.stop()
        embeddings.stop()
    (embedding_request,) = embeddings.requests
    assert embedding_request.path.endswith("/embeddings")
    assert len(embedding_request.json["input"]) == 3  # one text per image
    with RunStore.open(tmp_path / "run") as store:
        methods = [
            v["verdict"]["value"]["method"] for v in store.verdicts() if v["judge"] == "cluster"
        ]
    assert methods and "openai-compatible/fake-embed embeddings" in str(methods[0])
    requests = server.requests
    by_stage: dict[str, list[dict[str, object]]] = {}
    for request in requests:
        body = request.json
        system = body["messages"][0]["content"]
        text = system if isinstance(system, str) else system[0]["text"]
        by_stage.setdefault(text.split("\n", 1)[0], []).append(body)
    assert len(by_stage) == 6  # all six model stages went over HTTP
    for title, bodies in by_stage.items():
        for body in bodies:
            assert body["response_format"] == {"type": "json_object"}, title
            images = [
                p
                for m in body["messages"]  # type: ignore[attr-defined]
                if isinstance(m["content"], list)
                for p in m["content"]
                if p["type"] == "image_url"
            ]
            assert images and all(
                p["image_url"]["url"].startswith("data:image/png;base64,") for p in images
            ), title
    critic_models = {
        b["model"] for t, b in ((t, b) for t, bs in by_stage.items() for b in bs) if "Stage 6" in t
    }
    assert critic_models == {"fake-critic"}
    assert brain.images_seen >= 3 + 3 * 5  # each image in stage 1, all three in stages 2-6
    (file,) = summary.files  # type: ignore[attr-defined]
    assert validate_scenario_file(file)[1] == []
    usage = summary.usage  # type: ignore[attr-defined]
    assert usage["entities"]["model_calls"] == 2  # one repair over HTTP
    assert usage["associate"]["input_tokens"] > 0


def test_cli_generates_over_http_and_resumes(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from mmtoolbench.cli.app import app

    brain = SandboxBrain()
    server = ComputingProvider(brain).start()
    (tmp_path / "suite").mkdir()
    args = [
        "generate", "sandbox", str(write_images(tmp_path / "images")),
        "--model", "openai-compatible/fake-generator", "--base-url", server.openai_base_url,
        "--out", str(tmp_path / "out"), "--run-dir", str(tmp_path / "run"),
        "--suite", str(tmp_path / "suite"), "--no-cache",
    ]  # fmt: skip
    try:
        first = CliRunner().invoke(app, args)
        calls = len(server.requests)
        again = CliRunner().invoke(app, args)
    finally:
        server.stop()
    assert first.exit_code == 0, first.output
    assert "wrote " in first.output and "notes_to_reminders.yaml" in first.output
    assert calls == 8  # 3 images + viability + outline + scenario + entities + critic
    assert again.exit_code == 0, again.output
    assert len(server.requests) == calls  # resumed: every unit reused, no model call


def test_pipeline_ends_with_the_llm_oracle_check(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from mmtoolbench.cli.app import app
    from mmtoolbench.core.messages import GenerateConfig
    from mmtoolbench.sandbox.scenario import load_scenario
    from mmtoolbench.store.run_store import RunStore
    from tests.generation.test_llm_oracle import OracleBrain
    from tests.generation.wire import wire_messages

    generator = SandboxBrain()
    oracle = OracleBrain({})

    def raw(body: dict[str, object]) -> object:
        if body["model"] == "fake-generator":
            return generator(wire_messages(body), None, GenerateConfig())  # type: ignore[arg-type]
        written = sorted((tmp_path / "out" / "scenarios").glob("*.yaml"))
        oracle.scenarios = {str(f): load_scenario(f).scenario for f in written}
        return oracle(body)  # type: ignore[arg-type]

    server = ComputingProvider(raw=raw).start()
    (tmp_path / "suite").mkdir()
    try:
        result = CliRunner().invoke(
            app,
            [
                "generate", "sandbox", str(write_images(tmp_path / "images")),
                "--model", "openai-compatible/fake-generator", "--base-url", server.openai_base_url,
                "--oracle-check", "llm", "--oracle-model", "openai-compatible/fake-oracle",
                "--judge-model", "openai-compatible/fake-judge",
                "--out", str(tmp_path / "out"), "--run-dir", str(tmp_path / "run"),
                "--suite", str(tmp_path / "suite"), "--no-cache",
            ],
        )  # fmt: skip
    finally:
        server.stop()
    assert result.exit_code == 0, result.output
    rows = {
        line.split("│")[1].strip(): line.split("│")[2].strip()
        for line in result.output.splitlines()
        if line.count("│") == 3
    }
    assert rows["oracle_passed"] == "1" and rows["oracle_failed"] == "0"
    assert oracle.ground_truth_seen > 0
    with RunStore.open(tmp_path / "run") as store:
        (unit,) = [r for r in store.samples() if r.sample_id.startswith("oracle/")]
        assert unit.output["entity_f1"] == 1.0 and unit.output["judge_passed"] is True
        roles = {c["role"] for c in store.model_calls(unit.key)}
        assert roles == {"oracle", "judge"}
