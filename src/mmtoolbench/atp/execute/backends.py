"""Backends of the five ATP tools, their registry, and the execution configuration.

A *backend* turns one planned tool call (a :class:`StepRequest`) into one image (a
:class:`BackendOutput`). Every output says which backend made it and whether it is a
*stand-in* (an offline substitute such as a labelled card or a local-corpus search hit)
rather than what the real service would have returned; nothing is ever substituted
silently.

:class:`ExecutionConfig` gathers every setting, read from the environment
(:meth:`ExecutionConfig.from_env`) with CLI overrides on top. API keys are kept as
:class:`pydantic.SecretStr`, so they never appear in ``repr``, logs or dumps, and
:func:`redact` scrubs them from any error text before it is stored or rendered.

Environment variables:

==============================  ====================================================
``MMTB_IMAGES_BASE_URL``        OpenAI-compatible images API base (``.../v1``); the
                                Diffusion and Edit services are used only when set.
``MMTB_IMAGES_MODEL``           Image model (default ``gpt-image-1``).
``MMTB_IMAGES_API_KEY``         Key for the images API.
``OPENAI_API_KEY``              Fallback key, sent only when the images base URL is
                                ``api.openai.com`` (never to third-party servers).
``MMTB_IMAGES_SIZE``            Requested size (default ``1024x1024``).
``MMTB_IMAGES_RESPONSE_FORMAT`` ``b64_json`` (default) or ``none`` to omit the field.
``SERPAPI_API_KEY``             Enables SerpAPI Google-Images search.
``MMTB_SEARCH_BASE_URL``        SerpAPI-compatible base URL (default serpapi.com).
``MMTB_SEARCH_CORPUS``          Directory of the local search corpus (default: the
                                bundled ATP images).
``MMTB_EXECUTE_OFFLINE``        ``1`` forces offline stand-ins for every service.
``MMTB_EXECUTE_CONCURRENCY``    Maximum steps running at once (default 4).
``MMTB_EXECUTE_POLICY``         ``lenient`` (default) or ``strict`` (see ``plan``).
``MMTB_CODE_TIMEOUT``           Seconds one Code script may run (default 30).
==============================  ====================================================
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType, TracebackType
from typing import Any, Literal, Protocol, Self, runtime_checkable
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

from mmtoolbench.atp.schema import ToolName
from mmtoolbench.core.errors import ConfigError, MMTBError

__all__ = [
    "ENV_VARS",
    "Backend",
    "BackendOutput",
    "BackendRegistry",
    "ExecutionConfig",
    "InputImage",
    "ServiceError",
    "StepError",
    "StepRequest",
]

CallPolicy = Literal["lenient", "strict"]

ENV_VARS: Mapping[str, str] = MappingProxyType(
    {
        "images_base_url": "MMTB_IMAGES_BASE_URL",
        "images_model": "MMTB_IMAGES_MODEL",
        "images_api_key": "MMTB_IMAGES_API_KEY",
        "images_size": "MMTB_IMAGES_SIZE",
        "images_response_format": "MMTB_IMAGES_RESPONSE_FORMAT",
        "serpapi_api_key": "SERPAPI_API_KEY",
        "search_base_url": "MMTB_SEARCH_BASE_URL",
        "search_corpus_dir": "MMTB_SEARCH_CORPUS",
        "offline": "MMTB_EXECUTE_OFFLINE",
        "max_concurrency": "MMTB_EXECUTE_CONCURRENCY",
        "call_policy": "MMTB_EXECUTE_POLICY",
        "code_timeout_s": "MMTB_CODE_TIMEOUT",
    }
)
"""Config field -> environment variable it is read from (``OPENAI_API_KEY`` aside)."""

_OPENAI_HOST = "api.openai.com"
_TRUE = frozenset({"1", "true", "yes", "on"})


class StepError(MMTBError):
    """A step failed in an expected way (bad parameters, service error, script error).

    The message is shown to the reader of the executed document, so it must be clear and
    must never contain a secret (callers pass it through :func:`redact` anyway).
    """


class ServiceError(StepError):
    """An external service (images API, search API, download) failed.

    Attributes:
        status: HTTP status of the last attempt, when there was one.
        attempts: How many attempts were made.
    """

    def __init__(self, message: str, *, status: int | None = None, attempts: int = 1) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts


def _check_base_url(value: str | None, what: str) -> str | None:
    if value is None:
        return None
    value = value.strip().rstrip("/")
    if not value:
        return None
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{what} must be an http(s) URL, got {value!r}")
    if parts.username or parts.password:
        raise ValueError(f"{what} must not carry credentials; use the API key variable")
    if parts.query or parts.fragment:
        raise ValueError(f"{what} must not have a query string or fragment")
    return value


class ExecutionConfig(BaseModel):
    """Every setting of plan execution. Immutable; build with :meth:`from_env`.

    Attributes:
        offline: Use offline stand-ins for Diffusion, Edit and Search even when a service
            is configured (Code and Reference run locally either way).
        max_concurrency: Maximum number of steps running at once.
        step_timeout_s: Wall-clock limit of one step (dependency wait excluded).
        call_policy: ``lenient``: execute every call whose tool and parameters are usable
            (recovered JSON and placement problems become warnings). ``strict``: execute
            only calls without any error-level violation, as a strict executor would.
        images_base_url: OpenAI-compatible images API base URL (``None``: not configured).
        images_model: Image model name sent with every request.
        images_api_key: Bearer key of the images API (optional for local servers).
        images_size: ``size`` sent to ``/images/generations``.
        images_response_format: ``response_format`` sent to the API (``None``: omitted).
        serpapi_api_key: SerpAPI key; enables web image search.
        search_base_url: SerpAPI-compatible base URL.
        search_max_candidates: How many top image results to try downloading.
        search_corpus_dir: Directory of the local search corpus (``None``: bundled images).
        http_timeout_s: Timeout of one HTTP request.
        max_attempts: Attempts per HTTP request (retries on 429, 5xx and transport errors).
        retry_base_delay_s: Wait before the first retry; doubles with each retry.
        retry_max_delay_s: Cap on any wait, ``Retry-After`` included.
        max_download_bytes: Largest image accepted from a service or download.
        code_timeout_s: Wall-clock limit of one Code script.
        code_width_px: Width of deterministic Code plots in pixels.
        code_height_px: Height of deterministic Code plots in pixels.
        code_dpi: Resolution of Code plots.
        code_model_attempts: Attempts the code model gets (errors are fed back).
        code_memory_mb: Address-space limit of the plotting worker process.
        code_unsafe_interpreter: Run model-written Code scripts even where the
            interpreter's kernel isolation is unavailable (``--unsafe-interpreter``;
            see ``docs/sandbox/interpreter.md``). Off: Code fails closed there.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    offline: bool = False
    max_concurrency: int = Field(default=4, ge=1, le=64)
    step_timeout_s: float = Field(default=300.0, gt=0)
    call_policy: CallPolicy = "lenient"

    images_base_url: str | None = None
    images_model: str = Field(default="gpt-image-1", min_length=1)
    images_api_key: SecretStr | None = None
    images_size: str = Field(default="1024x1024", pattern=r"^(auto|\d{2,5}x\d{2,5})$")
    images_response_format: str | None = "b64_json"

    serpapi_api_key: SecretStr | None = None
    search_base_url: str = "https://serpapi.com"
    search_max_candidates: int = Field(default=5, ge=1, le=20)
    search_corpus_dir: Path | None = None

    http_timeout_s: float = Field(default=120.0, gt=0)
    max_attempts: int = Field(default=3, ge=1, le=10)
    retry_base_delay_s: float = Field(default=1.0, ge=0)
    retry_max_delay_s: float = Field(default=30.0, ge=0)
    max_download_bytes: int = Field(default=20 * 1024 * 1024, ge=1024)

    code_timeout_s: float = Field(default=30.0, gt=0)
    code_width_px: int = Field(default=640, ge=64, le=4096)
    code_height_px: int = Field(default=480, ge=64, le=4096)
    code_dpi: int = Field(default=100, ge=20, le=600)
    code_model_attempts: int = Field(default=2, ge=1, le=5)
    code_memory_mb: int = Field(default=2048, ge=256)
    code_unsafe_interpreter: bool = False

    @field_validator("images_base_url")
    @classmethod
    def _images_url(cls, value: str | None) -> str | None:
        return _check_base_url(value, "images_base_url")

    @field_validator("search_base_url")
    @classmethod
    def _search_url(cls, value: str) -> str:
        checked = _check_base_url(value, "search_base_url")
        if checked is None:
            raise ValueError("search_base_url must not be empty")
        return checked

    @field_validator("images_response_format")
    @classmethod
    def _response_format(cls, value: str | None) -> str | None:
        if value is None or value.strip().lower() in ("", "none", "omit"):
            return None
        return value.strip()

    @field_validator("images_api_key", "serpapi_api_key")
    @classmethod
    def _blank_key(cls, value: SecretStr | None) -> SecretStr | None:
        if value is None or not value.get_secret_value().strip():
            return None
        return SecretStr(value.get_secret_value().strip())

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, overrides: Mapping[str, Any] | None = None
    ) -> ExecutionConfig:
        """Read the configuration from environment variables, then apply overrides.

        Args:
            env: The environment (``os.environ`` by default).
            overrides: Field values from the command line; ``None`` values are ignored so
                that unset CLI options do not hide the environment.

        Returns:
            The validated configuration.

        Raises:
            ConfigError: If a value is invalid (the message names the variable or field,
                never a key).
        """
        environ: Mapping[str, str] = os.environ if env is None else env
        values: dict[str, Any] = {}
        for name, var in ENV_VARS.items():
            raw = environ.get(var)
            if raw is None or not raw.strip():
                continue
            values[name] = raw.strip().lower() in _TRUE if name == "offline" else raw.strip()
        for name, value in (overrides or {}).items():
            if value is not None:
                values[name] = value
        if "images_api_key" not in values:
            fallback = environ.get("OPENAI_API_KEY", "").strip()
            base = values.get("images_base_url")
            if fallback and isinstance(base, str) and urlsplit(base).hostname == _OPENAI_HOST:
                values["images_api_key"] = fallback
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            problems = []
            for err in exc.errors(include_url=False, include_input=False):
                loc = ".".join(str(p) for p in err["loc"])
                var = ENV_VARS.get(loc, "override")
                problems.append(f"{loc} ({var}): {err['msg']}")
            raise ConfigError(
                "invalid execution config: " + ("; ".join(problems) or "invalid value")
            ) from None

    @property
    def images_configured(self) -> bool:
        """Whether Diffusion and Edit go to the images API."""
        return self.images_base_url is not None and not self.offline

    @property
    def search_configured(self) -> bool:
        """Whether Search goes to the SerpAPI-compatible service."""
        return self.serpapi_api_key is not None and not self.offline

    def secrets(self) -> tuple[str, ...]:
        """Return the secret values to redact from any text leaving the executor."""
        return tuple(
            key.get_secret_value()
            for key in (self.images_api_key, self.serpapi_api_key)
            if key is not None
        )

    def describe(self) -> dict[str, Any]:
        """Return a JSON-able summary that is safe to log (keys reported as set/unset)."""
        return {
            "offline": self.offline,
            "max_concurrency": self.max_concurrency,
            "call_policy": self.call_policy,
            "images_base_url": self.images_base_url,
            "images_model": self.images_model,
            "images_api_key": "set" if self.images_api_key else "unset",
            "search_base_url": self.search_base_url,
            "serpapi_api_key": "set" if self.serpapi_api_key else "unset",
            "search_corpus_dir": str(self.search_corpus_dir) if self.search_corpus_dir else None,
        }


@dataclass(frozen=True)
class InputImage:
    """An image a step works on (the ``img_index`` of Reference and Edit).

    Attributes:
        index: Its image index (context ``0..n-1`` or a generated index ``>= n``).
        data: Encoded bytes.
        media_type: ``image/png``, ``image/jpeg``...
        caption: Caption of a context image, or the description of the producing call.
        generated: Whether an earlier step produced it.
    """

    index: int
    data: bytes = field(repr=False)
    media_type: str
    caption: str = ""
    generated: bool = False


@dataclass(frozen=True)
class StepRequest:
    """What a backend is asked to do for one tool call.

    Attributes:
        call_index: Position of the call in the answer (0-based).
        tool: The tool.
        description: The call's ``description`` (may be empty).
        params: The call's ``params`` object.
        input_image: For Reference and Edit: the image ``params.img_index`` names.
    """

    call_index: int
    tool: ToolName
    description: str
    params: Mapping[str, Any]
    input_image: InputImage | None = None


@dataclass(frozen=True)
class BackendOutput:
    """The image one backend produced for one step.

    Attributes:
        data: Encoded image bytes (PNG, JPEG, GIF or WEBP).
        backend: Name of the backend that made it (``openai-images:gpt-image-1``...).
        stand_in: Whether this is an offline substitute for the real service.
        notes: Short human-readable facts shown in the caption (source URL, corpus file).
        artifacts: Extra text kept in the record (the Code script, the search result).
    """

    data: bytes = field(repr=False)
    backend: str
    stand_in: bool = False
    notes: tuple[str, ...] = ()
    artifacts: Mapping[str, str] = field(default_factory=dict)


@runtime_checkable
class Backend(Protocol):
    """Executes the calls of one tool.

    Attributes:
        name: Backend name recorded with each result.
    """

    name: str

    async def run(self, request: StepRequest) -> BackendOutput:
        """Produce the image of one call.

        Args:
            request: The call.

        Returns:
            The image and its provenance.

        Raises:
            StepError: On an expected failure (the message is shown in the document).
        """
        ...

    async def aclose(self) -> None:
        """Release clients, worker processes and other resources."""
        ...


class BackendRegistry:
    """One backend per tool; an async context manager that closes them all."""

    def __init__(self, backends: Mapping[ToolName, Backend] | None = None) -> None:
        """Create the registry.

        Args:
            backends: Initial tool -> backend mapping.
        """
        self._backends: dict[ToolName, Backend] = dict(backends or {})

    def register(self, tool: ToolName, backend: Backend) -> None:
        """Set (or replace) the backend of ``tool``.

        Args:
            tool: The tool.
            backend: Its backend.
        """
        self._backends[tool] = backend

    def get(self, tool: ToolName) -> Backend:
        """Return the backend of ``tool``.

        Args:
            tool: The tool.

        Raises:
            StepError: If no backend is registered for it.
        """
        try:
            return self._backends[tool]
        except KeyError:
            raise StepError(f"no backend is configured for tool {tool.value}") from None

    def describe(self) -> dict[str, str]:
        """Return tool name -> backend name."""
        return {tool.value: backend.name for tool, backend in self._backends.items()}

    async def aclose(self) -> None:
        """Close every distinct backend once."""
        seen: set[int] = set()
        for backend in self._backends.values():
            if id(backend) in seen:
                continue
            seen.add(id(backend))
            await backend.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
