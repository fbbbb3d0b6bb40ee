"""API keys set in the environment never reach a run directory, its log or the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from mmtoolbench.runner.run import RunConfig, start_run
from tests.fake_provider.fixtures import fake_provider_fixture  # noqa: F401
from tests.fake_provider.server import FakeProviderServer, Fault, ScriptedReply

KEYS = {
    "OPENAI_API_KEY": "sk-proj-SECRETOPENAI-0123456789",
    "ANTHROPIC_API_KEY": "sk-ant-SECRETANTHROPIC-0123456789",
    "GOOGLE_API_KEY": "AIza-SECRETGOOGLE-0123456789",
    "OPENAI_COMPATIBLE_API_KEY": "sk-vllm-SECRETCOMPAT-0123456789",
}


def all_bytes(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file())


@pytest.mark.parametrize(
    ("model", "url_attr"),
    [
        ("openai/gpt-4o", "openai_base_url"),
        ("openai-compatible/qwen-vl", "openai_base_url"),  # the direct transport
        ("anthropic/claude-test", "base_url"),
        ("google/gemini-2.5-pro", "base_url"),
    ],
)
async def test_keys_never_reach_the_run_directory(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    fake_provider: FakeProviderServer,
    model: str,
    url_attr: str,
) -> None:
    for name, value in KEYS.items():
        monkeypatch.setenv(name, value)
    # Two good samples, and one whose provider error message echoes the key back.
    fake_provider.enqueue(
        ScriptedReply(text="hello"),
        ScriptedReply(text="world"),
        ScriptedReply(text="again"),
        ScriptedReply(text="more"),
        *[ScriptedReply.failing(Fault.http_error(400, "bad request", echo_api_key=True))] * 3,
    )
    config = RunConfig(
        suite="tests.runner.toy_suite:build_suite",
        suite_options={"n": 3, "calls": 2},
        models={"agent": model},
        base_urls={"agent": getattr(fake_provider, url_attr)},
        max_concurrency=1,
        cache=True,
        cache_path=str(tmp_path / "cache" / "responses.sqlite"),
    )
    summary = await start_run(config, tmp_path / "run", progress=False)
    assert (summary.done, summary.failed) == (2, 1)
    # the key did travel to the provider (in a header), so the scan below is meaningful
    assert any(
        value in " ".join(r.headers.values())
        for r in fake_provider.requests
        for value in KEYS.values()
    )
    stored = all_bytes(tmp_path)
    assert b"hello" in stored and b"bad request" in stored
    for name, value in KEYS.items():
        assert value.encode() not in stored, f"{name} leaked into the run directory or cache"
        assert value[8:24].encode() not in stored, f"part of {name} leaked"
