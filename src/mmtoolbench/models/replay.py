"""A model that answers from a previous run's recorded calls.

``replay/<RUN_DIR>`` serves, for each
request, the response the original run got for the same canonical request (see
`canonical_request_hash`). Repeated identical requests are served in recording
order. A request the run never made is an error: replay never guesses.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mmtoolbench.core.errors import ConfigError, ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.cache import canonical_request_hash
from mmtoolbench.store.run_store import RunStore, RunStoreError


class ReplayModel:
    """Serves recorded responses by request hash.

    Args:
        run_dir: The run directory to replay.
        model: Name of the recorded model whose requests are replayed (the hash
            includes it); defaults to the run's agent model.
    """

    def __init__(self, run_dir: Path, model: str | None = None) -> None:
        try:
            with RunStore.open(run_dir) as store:
                info = store.info()
                self._responses = store.responses_by_hash()
        except RunStoreError as exc:
            raise ConfigError(f"cannot replay {run_dir}: {exc}") from exc
        recorded = model or info.config.get("models", {}).get("agent")
        if not recorded:
            raise ConfigError(f"cannot replay {run_dir}: it records no agent model; name one")
        self.recorded_model = str(recorded)
        self.name = f"replay/{run_dir}"
        self._served: dict[str, int] = {}

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Return the recorded response to this exact request."""
        key = canonical_request_hash(self.recorded_model, messages, tools, config)
        recorded = self._responses.get(key, [])
        index = self._served.get(key, 0)
        if index >= len(recorded):
            seen = "never made" if not recorded else f"made only {len(recorded)} time(s)"
            raise ProviderError(
                f"replay of {self.recorded_model}: this request was {seen} in the recorded run "
                f"(request hash {key[:12]})",
                retryable=False,
            )
        self._served[key] = index + 1
        response = ModelResponse.model_validate(recorded[index])
        return response.model_copy(update={"model": self.name, "latency_s": 0.0})
