"""Embedding models over the OpenAI ``/embeddings`` wire format, against the fake server."""

from __future__ import annotations

import json

import numpy as np
import pytest

from mmtoolbench.core.errors import ConfigError, ProviderError
from mmtoolbench.models.embeddings import OpenAIEmbeddings, build_embedding_model
from mmtoolbench.models.retry import RetryPolicy
from tests.fake_provider.server import FakeProviderServer, Fault

KEY = "sk-embed-secret-123456"


def _model(server: FakeProviderServer) -> OpenAIEmbeddings:
    model = build_embedding_model(
        "openai-compatible/fake-embed",
        base_url=server.openai_base_url,
        env={"OPENAI_COMPATIBLE_API_KEY": KEY},
    )
    model.retry = RetryPolicy(max_attempts=3, base_delay=0.0, max_delay=0.01)
    return model


async def test_wire_format_order_and_normalisation() -> None:
    with FakeProviderServer() as server:
        model = _model(server)
        texts = ["grocery receipt milk eggs", "receipt for milk and eggs", "concert poster"]
        try:
            vectors = await model.embed(texts)
        finally:
            await model.aclose()
        request = server.last_request
    assert request.path.endswith("/embeddings")
    body = json.loads(request.body)
    assert body == {"model": "fake-embed", "input": texts, "encoding_format": "float"}
    assert request.headers["authorization"] == f"Bearer {KEY}"
    assert vectors.shape == (3, 64)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    sim = vectors @ vectors.T
    assert sim[0, 1] > sim[0, 2]  # texts sharing words are closer
    assert model.prompt_tokens == sum(len(t.split()) for t in texts)


async def test_batches_keep_input_order() -> None:
    with FakeProviderServer() as server:
        model = _model(server)
        texts = [f"item number {i}" for i in range(300)]
        try:
            vectors = await model.embed(texts)
            single = await model.embed(texts[250:251])
        finally:
            await model.aclose()
        assert len(server.requests) == 4  # 128 + 128 + 44, then one
    assert vectors.shape[0] == 300 and np.allclose(vectors[250], single[0])


async def test_retryable_failure_is_retried_and_a_bad_key_is_not_leaked() -> None:
    with FakeProviderServer() as server:
        server.fail_embeddings(Fault.rate_limited("0"), Fault.http_error(503))
        model = _model(server)
        try:
            vectors = await model.embed(["one text"])
            server.fail_embeddings(Fault.http_error(401, "bad key", echo_api_key=True))
            with pytest.raises(ProviderError) as info:
                await model.embed(["again"])
        finally:
            await model.aclose()
    assert vectors.shape == (1, 64)
    assert info.value.status == 401 and not info.value.retryable
    assert KEY not in str(info.value)


def test_configuration_errors_name_what_is_missing() -> None:
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        build_embedding_model("openai/text-embedding-3-small", env={})
    with pytest.raises(ConfigError, match="needs a base URL"):
        build_embedding_model("openai-compatible/x", env={})
    with pytest.raises(ConfigError, match="only openai"):
        build_embedding_model("anthropic/claude", env={"ANTHROPIC_API_KEY": "k"})
