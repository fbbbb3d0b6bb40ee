"""A model wrapper that records every call into the sample's recorder."""

from __future__ import annotations

import time
from collections.abc import Sequence

from mmtoolbench.core.errors import ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec, Usage
from mmtoolbench.models.base import Model
from mmtoolbench.models.cache import canonical_request_of_record, hash_canonical_request
from mmtoolbench.store.records import ModelCallRecord, SampleRecorder
from mmtoolbench.store.serialize import request_to_json, split_tools, to_stored_json


class RecordingModel:
    """Records requests, responses, errors, latency and usage of ``inner``."""

    def __init__(self, inner: Model, recorder: SampleRecorder, role: str) -> None:
        self.inner = inner
        self.name = inner.name
        self._recorder = recorder
        self._role = role

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Forward to the wrapped model and record the exchange."""
        started = time.time()
        t0 = time.perf_counter()
        # Serialized once, at call time (the suite may change its message list later);
        # the request hash is computed from the same stored form.
        request = request_to_json(messages, tools, config)
        request_hash = hash_canonical_request(canonical_request_of_record(self.name, request))
        stored, tool_list = split_tools(request)
        if tool_list is not None:
            self._recorder.add_tool_list(*tool_list)
        request_json = to_stored_json(stored)
        del request, stored  # only the text stays alive while the call is in flight
        try:
            response = await self.inner.generate(messages, tools, config)
        except ProviderError as exc:
            self._recorder.add_model_call(
                ModelCallRecord(
                    role=self._role,
                    model=self.name,
                    request_hash=request_hash,
                    request_json=request_json,
                    response_json=None,
                    started_at=started,
                    latency_s=time.perf_counter() - t0,
                    usage=Usage(),
                    cached=False,
                    error=f"{type(exc).__name__}: {exc}",
                )
            )
            raise
        self._recorder.add_model_call(
            ModelCallRecord(
                role=self._role,
                model=self.name,
                request_hash=request_hash,
                request_json=request_json,
                response_json=to_stored_json(
                    response.model_dump(mode="json", exclude={"raw"}) | {"raw": response.raw}
                ),
                started_at=started,
                latency_s=time.perf_counter() - t0,
                usage=response.usage,
                cached=response.cached,
                error=None,
            )
        )
        return response
