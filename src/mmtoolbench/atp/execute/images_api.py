"""Diffusion and Edit through an OpenAI-compatible images API.

* Diffusion: ``POST {base_url}/images/generations`` with a JSON body
  ``{"model", "prompt", "size", "n": 1, "response_format": "b64_json"}``.
* Edit: ``POST {base_url}/images/edits``, multipart form with the source image (as PNG,
  field ``image``) and the fields ``model``, ``prompt``, ``size``, ``n`` and
  ``response_format``.

The answer's ``data[0].b64_json`` is decoded (a ``data[0].url`` is downloaded instead when
the server returns one). Requests carry ``Authorization: Bearer <key>`` when a key is
configured. 429, 5xx and transport errors are retried with exponential backoff (honouring
``Retry-After``, capped); any other failure raises a
:class:`~mmtoolbench.atp.execute.backends.ServiceError` naming the endpoint, the HTTP status
and the server's error message, with the key redacted.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import io
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import httpx
from PIL import Image
from tenacity import (
    AsyncRetrying,
    RetryCallState,
    retry_if_exception_type,
    stop_after_attempt,
)

from mmtoolbench.atp.execute.backends import (
    BackendOutput,
    ExecutionConfig,
    ServiceError,
    StepError,
    StepRequest,
)
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.redaction import redact_text
from mmtoolbench.models.errors_mapping import parse_retry_after

__all__ = [
    "GeneratedImage",
    "ImagesAPIClient",
    "ImagesAPIDiffusionBackend",
    "ImagesAPIEditBackend",
    "RetrySettings",
    "download_image",
    "send_with_retries",
]

SleepFn = Callable[[float], Awaitable[None]]
_RETRYABLE = frozenset({408, 409, 425, 429})
_MAX_ERROR_CHARS = 400


@dataclass(frozen=True)
class GeneratedImage:
    """An image returned by the images API.

    Attributes:
        data: Encoded image bytes.
        revised_prompt: The prompt the service actually used, when it says so.
    """

    data: bytes
    revised_prompt: str | None = None


@dataclass(frozen=True)
class RetrySettings:
    """How HTTP requests to a service are retried.

    Attributes:
        max_attempts: Total attempts, the first included.
        base_delay_s: Wait before the first retry; doubles with each retry.
        max_delay_s: Cap on one wait, ``Retry-After`` included.
        timeout_s: Timeout of one request (used in error messages).
        sleep: Async sleep (tests pass a fake).
    """

    max_attempts: int = 3
    base_delay_s: float = 1.0
    max_delay_s: float = 30.0
    timeout_s: float = 120.0
    sleep: SleepFn = asyncio.sleep

    def delay(self, retry: int, hint: float | None) -> float:
        """Seconds to wait before retry number ``retry`` (1-based).

        Args:
            retry: Which retry this is.
            hint: The server's ``Retry-After``, if any.
        """
        delay = float(self.base_delay_s * 2.0 ** (retry - 1))
        if hint is not None:
            delay = max(delay, hint)
        return min(delay, self.max_delay_s)


async def send_with_retries(
    send: Callable[[], Awaitable[httpx.Response]],
    *,
    endpoint: str,
    policy: RetrySettings,
    secrets: Sequence[str] = (),
) -> httpx.Response:
    """Send a request, retrying 408/409/425/429, 5xx and transport errors.

    Args:
        send: Sends the request once (called again for each attempt).
        endpoint: What is called, for error messages (no query string, no secret).
        policy: Attempts and waits.
        secrets: Values to redact from server error messages.

    Returns:
        The first response with a status below 400.

    Raises:
        ServiceError: On a non-retryable status, or when the attempts are exhausted; the
            message names the endpoint, the status and the server's error message.
    """
    attempts = 0

    async def attempt() -> httpx.Response:
        nonlocal attempts
        attempts += 1
        try:
            response = await send()
        except httpx.TimeoutException:
            raise _Transient(f"timed out after {policy.timeout_s:g} s") from None
        except httpx.TransportError as exc:
            raise _Transient(f"connection failed ({type(exc).__name__})") from None
        status = response.status_code
        if status < 400:
            return response
        last = f"HTTP {status}: {redact_text(_error_detail(response), secrets)}"
        if status not in _RETRYABLE and status < 500:
            raise ServiceError(f"{endpoint} failed with {last}", status=status, attempts=attempts)
        raise _Transient(last, status, parse_retry_after(response.headers))

    def wait(state: RetryCallState) -> float:
        outcome = state.outcome
        error = outcome.exception() if outcome is not None else None
        hint = error.hint if isinstance(error, _Transient) else None
        return policy.delay(state.attempt_number, hint)

    retrying = AsyncRetrying(
        stop=stop_after_attempt(policy.max_attempts),
        retry=retry_if_exception_type(_Transient),
        wait=wait,
        sleep=policy.sleep,
        reraise=True,
    )
    try:
        response: httpx.Response = await retrying(attempt)
    except _Transient as exc:
        raise ServiceError(
            f"{endpoint} failed after {policy.max_attempts} attempt(s): {exc}",
            status=exc.status,
            attempts=policy.max_attempts,
        ) from None
    return response


class _Transient(Exception):
    """A failed attempt worth retrying: its message, HTTP status and ``Retry-After``."""

    def __init__(self, message: str, status: int | None = None, hint: float | None = None):
        super().__init__(message)
        self.status = status
        self.hint = hint


def _error_detail(response: httpx.Response) -> str:
    """The server's error message (``error.message`` of a JSON body, else the text)."""
    try:
        body = response.json()
    except ValueError:
        text = response.text.strip()
        return text[:_MAX_ERROR_CHARS] if text else "(empty body)"
    if isinstance(body, dict):
        error = body.get("error", body)
        if isinstance(error, dict):
            message = error.get("message") or error.get("detail") or error.get("code")
            if message:
                return str(message)[:_MAX_ERROR_CHARS]
        elif isinstance(error, str) and error:
            return error[:_MAX_ERROR_CHARS]
        detail = body.get("detail")
        if isinstance(detail, str) and detail:
            return detail[:_MAX_ERROR_CHARS]
    return str(body)[:_MAX_ERROR_CHARS]


def _check_image(data: bytes, what: str) -> bytes:
    try:
        sniff_image(data)
    except ValueError as exc:
        raise ServiceError(f"{what} is not a usable image: {exc}") from None
    return data


async def download_image(
    client: httpx.AsyncClient,
    url: str,
    *,
    max_bytes: int,
    timeout_s: float,
    what: str = "download",
) -> bytes:
    """Download an image from an http(s) URL, with a size cap.

    Args:
        client: The HTTP client (no credentials are sent).
        url: The URL; only ``http`` and ``https`` are accepted.
        max_bytes: Largest accepted body.
        timeout_s: Request timeout.
        what: What is downloaded, for error messages.

    Returns:
        The image bytes (checked to be PNG, JPEG, GIF or WEBP).

    Raises:
        ServiceError: Non-http(s) URL, HTTP error, oversized body or not an image.
    """
    parsed = httpx.URL(url)
    if parsed.scheme not in ("http", "https") or not parsed.host:
        raise ServiceError(f"{what}: refusing to download a non-http(s) URL")
    try:
        async with client.stream(
            "GET", url, timeout=timeout_s, follow_redirects=True, headers={"Accept": "image/*"}
        ) as response:
            if response.url.scheme not in ("http", "https"):
                raise ServiceError(f"{what}: redirected to a non-http(s) URL")
            if response.status_code >= 400:
                raise ServiceError(
                    f"{what} failed with HTTP {response.status_code}",
                    status=response.status_code,
                )
            declared = response.headers.get("content-length")
            if declared is not None and declared.isdigit() and int(declared) > max_bytes:
                raise ServiceError(f"{what}: image is larger than {max_bytes} bytes")
            chunks: list[bytes] = []
            size = 0
            async for chunk in response.aiter_bytes():
                size += len(chunk)
                if size > max_bytes:
                    raise ServiceError(f"{what}: image is larger than {max_bytes} bytes")
                chunks.append(chunk)
    except httpx.HTTPError as exc:
        raise ServiceError(f"{what} failed: {type(exc).__name__}") from None
    return _check_image(b"".join(chunks), what)


def _to_png(data: bytes) -> bytes:
    try:
        with Image.open(io.BytesIO(data)) as image:
            converted = image.convert("RGBA")
    except Exception as exc:  # Pillow raises many exception types
        raise StepError(f"Edit: the source image cannot be read: {exc}") from exc
    buffer = io.BytesIO()
    converted.save(buffer, format="PNG")
    return buffer.getvalue()


class ImagesAPIClient:
    """A small async client of the OpenAI-compatible images API.

    Attributes:
        base_url: The API base URL (``https://api.openai.com/v1``...).
        model: The image model.
    """

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str | None = None,
        size: str = "1024x1024",
        response_format: str | None = "b64_json",
        timeout_s: float = 120.0,
        max_attempts: int = 3,
        retry_base_delay_s: float = 1.0,
        retry_max_delay_s: float = 30.0,
        max_bytes: int = 20 * 1024 * 1024,
        client: httpx.AsyncClient | None = None,
        sleep: SleepFn = asyncio.sleep,
    ) -> None:
        """Create the client.

        Args:
            base_url: API base URL, without the ``/images/...`` suffix.
            model: Image model name.
            api_key: Bearer key (``None``: no ``Authorization`` header).
            size: ``size`` field.
            response_format: ``response_format`` field (``None``: omitted).
            timeout_s: Timeout of one request.
            max_attempts: Attempts per request.
            retry_base_delay_s: Wait before the first retry (doubles each retry).
            retry_max_delay_s: Cap on one wait.
            max_bytes: Largest accepted image.
            client: An HTTP client to use (not closed by :meth:`aclose`).
            sleep: Async sleep (tests pass a fake).
        """
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._key = api_key or None
        self._size = size
        self._response_format = response_format
        self._timeout = timeout_s
        self._policy = RetrySettings(
            max_attempts=max(1, max_attempts),
            base_delay_s=retry_base_delay_s,
            max_delay_s=retry_max_delay_s,
            timeout_s=timeout_s,
            sleep=sleep,
        )
        self._max_bytes = max_bytes
        self._own_client = client is None
        self._client = client if client is not None else httpx.AsyncClient(timeout=timeout_s)
        self._closed = False

    @classmethod
    def from_config(cls, config: ExecutionConfig) -> ImagesAPIClient:
        """Build the client from an :class:`ExecutionConfig`.

        Args:
            config: The configuration; ``images_base_url`` must be set.

        Raises:
            StepError: If no images base URL is configured.
        """
        if config.images_base_url is None:
            raise StepError("no images API configured (set MMTB_IMAGES_BASE_URL)")
        return cls(
            base_url=config.images_base_url,
            model=config.images_model,
            api_key=config.images_api_key.get_secret_value() if config.images_api_key else None,
            size=config.images_size,
            response_format=config.images_response_format,
            timeout_s=config.http_timeout_s,
            max_attempts=config.max_attempts,
            retry_base_delay_s=config.retry_base_delay_s,
            retry_max_delay_s=config.retry_max_delay_s,
            max_bytes=config.max_download_bytes,
        )

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "application/json"}
        if self._key:
            headers["Authorization"] = f"Bearer {self._key}"
        return headers

    async def _post(
        self,
        path: str,
        *,
        json_body: Mapping[str, Any] | None = None,
        form: Mapping[str, str] | None = None,
        files: Mapping[str, tuple[str, bytes, str]] | None = None,
    ) -> dict[str, Any]:
        url = f"{self.base_url}{path}"
        endpoint = f"images API POST {path}"

        async def send() -> httpx.Response:
            return await self._client.post(
                url,
                json=json_body,
                data=form,
                files=files,
                headers=self._headers(),
                timeout=self._timeout,
            )

        response = await send_with_retries(
            send,
            endpoint=endpoint,
            policy=self._policy,
            secrets=[self._key] if self._key else [],
        )
        try:
            payload = response.json()
        except ValueError:
            raise ServiceError(
                f"{endpoint} returned a body that is not JSON", status=response.status_code
            ) from None
        if not isinstance(payload, dict):
            raise ServiceError(
                f"{endpoint} returned JSON that is not an object", status=response.status_code
            )
        return payload

    async def _decode(self, payload: Mapping[str, Any], endpoint: str) -> GeneratedImage:
        items = payload.get("data")
        if not isinstance(items, list) or not items or not isinstance(items[0], dict):
            raise ServiceError(f"{endpoint} returned no image (empty 'data')")
        item = items[0]
        revised = item.get("revised_prompt")
        revised_prompt = revised if isinstance(revised, str) and revised else None
        b64 = item.get("b64_json")
        if isinstance(b64, str) and b64:
            try:
                data = base64.b64decode(b64, validate=True)
            except (binascii.Error, ValueError):
                raise ServiceError(
                    f"{endpoint} returned invalid base64 in data[0].b64_json"
                ) from None
            if len(data) > self._max_bytes:
                raise ServiceError(f"{endpoint} returned an image over the size cap")
            return GeneratedImage(_check_image(data, f"{endpoint} result"), revised_prompt)
        url = item.get("url")
        if isinstance(url, str) and url:
            data = await download_image(
                self._client,
                url,
                max_bytes=self._max_bytes,
                timeout_s=self._timeout,
                what=f"{endpoint} result download",
            )
            return GeneratedImage(data, revised_prompt)
        raise ServiceError(f"{endpoint} returned neither b64_json nor url")

    async def generate(self, prompt: str) -> GeneratedImage:
        """Generate an image from a prompt.

        Args:
            prompt: The prompt.

        Returns:
            The image.

        Raises:
            ServiceError: On any API failure (after retries for transient ones).
        """
        body: dict[str, Any] = {"model": self.model, "prompt": prompt, "n": 1}
        if self._size != "auto":
            body["size"] = self._size
        if self._response_format is not None:
            body["response_format"] = self._response_format
        payload = await self._post("/images/generations", json_body=body)
        return await self._decode(payload, "images API POST /images/generations")

    async def edit(self, image: bytes, prompt: str) -> GeneratedImage:
        """Edit an image according to a prompt.

        Args:
            image: Encoded source image (converted to PNG before upload).
            prompt: What to change.

        Returns:
            The edited image.

        Raises:
            StepError: If the source image cannot be read.
            ServiceError: On any API failure (after retries for transient ones).
        """
        png = await asyncio.to_thread(_to_png, image)
        form: dict[str, str] = {"model": self.model, "prompt": prompt, "n": "1"}
        if self._size != "auto":
            form["size"] = self._size
        if self._response_format is not None:
            form["response_format"] = self._response_format
        payload = await self._post(
            "/images/edits", form=form, files={"image": ("image.png", png, "image/png")}
        )
        return await self._decode(payload, "images API POST /images/edits")

    async def aclose(self) -> None:
        """Close the HTTP client if this object created it (idempotent)."""
        if self._closed:
            return
        self._closed = True
        if self._own_client:
            await self._client.aclose()


class ImagesAPIDiffusionBackend:
    """Diffusion via ``/images/generations``.

    Attributes:
        name: ``images-api:<model>``.
    """

    def __init__(self, client: ImagesAPIClient) -> None:
        """Create the backend.

        Args:
            client: The images API client (closed by :meth:`aclose`).
        """
        self._client = client
        self.name = f"images-api:{client.model}"

    async def run(self, request: StepRequest) -> BackendOutput:
        """Generate the image of ``params.prompt``.

        Args:
            request: The Diffusion call.

        Returns:
            The generated image.

        Raises:
            StepError: Missing prompt.
            ServiceError: The API failed.
        """
        prompt = request.params.get("prompt")
        if not isinstance(prompt, str) or not prompt.strip():
            raise StepError("Diffusion: params.prompt must be a non-empty string")
        result = await self._client.generate(prompt)
        notes = (f"revised prompt: {result.revised_prompt}",) if result.revised_prompt else ()
        return BackendOutput(data=result.data, backend=self.name, notes=notes)

    async def aclose(self) -> None:
        """Close the client."""
        await self._client.aclose()


class ImagesAPIEditBackend:
    """Edit via ``/images/edits``.

    Attributes:
        name: ``images-api:<model>``.
    """

    def __init__(self, client: ImagesAPIClient) -> None:
        """Create the backend.

        Args:
            client: The images API client (closed by :meth:`aclose`).
        """
        self._client = client
        self.name = f"images-api:{client.model}"

    async def run(self, request: StepRequest) -> BackendOutput:
        """Edit the input image according to ``params.prompt``.

        Args:
            request: The Edit call with its resolved input image.

        Returns:
            The edited image.

        Raises:
            StepError: Missing input image or prompt.
            ServiceError: The API failed.
        """
        prompt = request.params.get("prompt")
        if not isinstance(prompt, str) or not prompt.strip():
            raise StepError("Edit: params.prompt must be a non-empty string")
        if request.input_image is None:
            raise StepError("Edit: the image named by params.img_index is not available")
        result = await self._client.edit(request.input_image.data, prompt)
        notes = [f"edited image #{request.input_image.index}"]
        if result.revised_prompt:
            notes.append(f"revised prompt: {result.revised_prompt}")
        return BackendOutput(data=result.data, backend=self.name, notes=tuple(notes))

    async def aclose(self) -> None:
        """Close the client."""
        await self._client.aclose()
