"""A lean HTTP client for OpenAI-compatible Chat Completions servers.

``OpenAIChatModel`` sends through the official SDK by default. For
``openai-compatible/`` servers (vLLM, SGLang, Ollama...) it sends through this client
instead: one ``POST <base_url>/chat/completions`` on a pooled aiohttp session, with the
wire body the adapter already built. The SDK's request machinery (options models,
header merging, URL parsing, an httpx layer over aiohttp) costs about 1.7 ms of CPU per
call; this path costs about 0.4 ms, which is what lets one evaluator process keep 64+
calls in flight against a local server (``benchmarks/runner_overhead.py``).

Why aiohttp here while the rest of the package speaks httpx (ATP's image and search
services, the SDKs): a plain ``httpx.AsyncClient`` POST of the same body costs about
1.7-1.9 ms of CPU per request against a local aiohttp server with 32 in flight, aiohttp's
about 0.2 ms (client and server together, measured for issue 17; 3000 requests).

Failures are reported exactly like the SDK path's: error statuses become
:class:`~mmtoolbench.core.errors.ProviderError` through
:func:`~mmtoolbench.models.errors_mapping.http_status_error` (status, ``Retry-After``,
retryability), bodies that are not JSON become ``MalformedResponseError``, and
timeouts and connection failures (aiohttp's exceptions) are mapped by
:func:`~mmtoolbench.models.errors_mapping.call_provider`, which the adapter wraps around
every call.
"""

from __future__ import annotations

import asyncio
import json
import urllib.parse
import urllib.request
from collections.abc import Mapping
from typing import Any

import aiohttp

from mmtoolbench import __version__
from mmtoolbench.models.errors_mapping import http_status_error, malformed

__all__ = ["DEFAULT_OPENAI_BASE_URL", "DirectChatClient"]

DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1"
"""Base URL used when neither ``base_url`` nor ``OPENAI_BASE_URL`` is given."""


class DirectChatClient:
    """POSTs Chat Completions bodies to one server and returns the decoded JSON.

    The aiohttp session is opened on first use, in the running event loop (a session
    belongs to one loop; a call from another loop opens a new one).
    """

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        provider: str,
        default_headers: Mapping[str, str] | None = None,
    ) -> None:
        """Prepare the client; no connection is opened yet.

        Args:
            base_url: API base URL, such as ``http://127.0.0.1:8000/v1``.
            api_key: Sent as ``Authorization: Bearer <key>``; scrubbed from every error.
            provider: Provider label used in error messages.
            default_headers: Extra headers sent with every request.
        """
        self.url = base_url.rstrip("/") + "/chat/completions"
        self._provider = provider
        self._secrets = (api_key,)
        self._headers = {
            "Authorization": f"Bearer {api_key}",
            "Content-Type": "application/json",
            "Accept": "application/json",
            "User-Agent": f"mmtoolbench/{__version__}",
            **(default_headers or {}),
        }
        self._proxy = proxy_for(self.url)
        self._session: aiohttp.ClientSession | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def __repr__(self) -> str:
        return f"DirectChatClient(url={self.url!r})"

    def _session_for_running_loop(self) -> aiohttp.ClientSession:
        loop = asyncio.get_running_loop()
        if self._session is None or self._session.closed or self._loop is not loop:
            # No connection limit of its own: the model's concurrency limit bounds it.
            connector = aiohttp.TCPConnector(limit=0)
            self._session = aiohttp.ClientSession(connector=connector)
            self._loop = loop
        return self._session

    async def post(self, body: Mapping[str, Any], *, timeout: float) -> object:
        """Send one request and return the decoded response body.

        Args:
            body: The Chat Completions request body (already in wire format).
            timeout: Seconds for the whole exchange.

        Returns:
            The decoded JSON body of a 2xx answer.

        Raises:
            ProviderError: For an error status (with ``status``, ``retryable`` and
                ``retry_after``); ``MalformedResponseError`` for a body that is not
                JSON. Timeouts and connection failures raise aiohttp's (or asyncio's)
                exceptions, which ``call_provider`` maps.
        """
        session = self._session_for_running_loop()
        data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
        async with session.post(
            self.url,
            data=data,
            headers=self._headers,
            timeout=aiohttp.ClientTimeout(total=timeout),
            allow_redirects=False,
            proxy=self._proxy,
        ) as response:
            raw = await response.read()
            status = response.status
            headers = response.headers
            reason = response.reason or ""
        decoded, problem = _decode(raw)
        if not 200 <= status < 300:
            error_body: object = decoded if problem is None else raw.decode("utf-8", "replace")
            raise http_status_error(
                self._provider, status, error_body, headers, reason or "error", self._secrets
            )
        if problem is not None:
            raise malformed(self._provider, problem, secrets=self._secrets, status=status)
        return decoded

    async def aclose(self) -> None:
        """Close the session (and its pooled connections) if one is open."""
        session, self._session = self._session, None
        if session is not None and not session.closed:
            await session.close()


def proxy_for(url: str) -> str | None:
    """The proxy for ``url`` from ``HTTP(S)_PROXY`` / ``NO_PROXY``, as the SDK's client uses.

    Resolved once per client: aiohttp's own ``trust_env`` re-reads the environment
    (and ``~/.netrc``) on every request, which costs more than the request itself.
    """
    parts = urllib.parse.urlsplit(url)
    if not parts.hostname or urllib.request.proxy_bypass(parts.hostname):
        return None
    return urllib.request.getproxies().get(parts.scheme)


def _decode(raw: bytes) -> tuple[object, str | None]:
    """Decode a JSON body: ``(value, None)``, or ``(None, what was wrong)``."""
    try:
        return json.loads(raw), None
    except UnicodeDecodeError:
        return None, "body is not UTF-8 text"
    except json.JSONDecodeError as exc:
        return None, f"body is not valid JSON ({exc.msg})"
