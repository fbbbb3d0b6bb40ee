"""A scripted HTTP server speaking the OpenAI, Anthropic and Gemini wire formats.

Tests queue provider-neutral :class:`ScriptedReply` objects; each request pops the next
one and gets it rendered in the wire format of the endpoint it hit:

* ``POST /v1/chat/completions`` - OpenAI Chat Completions,
* ``POST /v1/messages`` - Anthropic Messages,
* ``POST /{version}/models/{model}:generateContent`` - Gemini.

Every request (path, lower-cased headers, body) is recorded for assertions. A reply may
carry a :class:`Fault` instead of (or on top of) its content: an HTTP error status with
headers such as ``Retry-After``, a hang past the client's timeout, a malformed JSON body,
empty choices/candidates, or a truncated body (``Content-Length`` larger than what is
sent before the connection closes).

The server runs ``http.server.ThreadingHTTPServer`` on a background thread bound to a
free port of 127.0.0.1, so it keeps answering while a test's event loop is running.
"""

from __future__ import annotations

import hashlib
import json
import re
import socket
import threading
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

FaultKind = Literal["status", "hang", "malformed_json", "empty", "truncated"]
Wire = Literal["openai", "anthropic", "gemini"]

_GEMINI_PATH = re.compile(
    r"^/(?P<version>v\d+(?:alpha|beta)?\d*)/models/(?P<model>[^/:]+):generateContent$"
)


class _Server(ThreadingHTTPServer):
    """A threading server with a listen backlog deep enough for 64+ concurrent clients.

    The stdlib default backlog (5) drops bursts of connection attempts, which then wait
    for a SYN retransmit (about a second): benchmarks would measure that, not the code.
    """

    request_queue_size = 256


@dataclass(frozen=True)
class ScriptedToolCall:
    """A tool call the fake model makes.

    Attributes:
        name: Tool name.
        arguments: A JSON object, or a string sent verbatim as the arguments (use it
            for malformed JSON). For Gemini, a string renders as a
            ``MALFORMED_FUNCTION_CALL`` finish with the string in ``finishMessage``.
        id: Call id; generated when ``None`` (Gemini: omitted when ``None``).
    """

    name: str
    arguments: dict[str, Any] | str = field(default_factory=dict)
    id: str | None = None


@dataclass(frozen=True)
class Fault:
    """A failure injected into one response.

    Attributes:
        kind: What goes wrong.
        status: HTTP status for ``kind="status"``.
        headers: Extra response headers (``Retry-After``, ``retry-after-ms``...).
        message: Error message put in the provider's error body.
        retry_delay: Gemini only: ``RetryInfo.retryDelay`` put in the error details.
        hang_s: How long a ``hang`` waits before answering (it stops early when the
            server stops).
        echo_api_key: Put the API key the request carried into the error message (to
            test that adapters redact it).
        blocked_reason: Gemini only, with ``kind="empty"``: a ``promptFeedback``
            block reason.
    """

    kind: FaultKind
    status: int = 500
    headers: Mapping[str, str] = field(default_factory=dict)
    message: str = "injected failure"
    retry_delay: str | None = None
    hang_s: float = 30.0
    echo_api_key: bool = False
    blocked_reason: str | None = None

    @classmethod
    def rate_limited(
        cls,
        retry_after: str | None = "2",
        *,
        retry_after_ms: str | None = None,
        retry_delay: str | None = None,
    ) -> Fault:
        """A 429 answer with the given ``Retry-After`` / ``retry-after-ms`` headers."""
        headers: dict[str, str] = {}
        if retry_after is not None:
            headers["Retry-After"] = retry_after
        if retry_after_ms is not None:
            headers["retry-after-ms"] = retry_after_ms
        return cls(
            kind="status",
            status=429,
            headers=headers,
            message="rate limit exceeded",
            retry_delay=retry_delay,
        )

    @classmethod
    def http_error(
        cls, status: int, message: str = "injected failure", *, echo_api_key: bool = False
    ) -> Fault:
        """An error answer with the given status (500, 503, 400, 401...)."""
        return cls(kind="status", status=status, message=message, echo_api_key=echo_api_key)

    @classmethod
    def hang(cls, seconds: float = 30.0) -> Fault:
        """Accept the request and answer nothing for ``seconds``."""
        return cls(kind="hang", hang_s=seconds)

    @classmethod
    def malformed_json(cls) -> Fault:
        """Answer 200 with a body that is not valid JSON."""
        return cls(kind="malformed_json")

    @classmethod
    def empty(cls, blocked_reason: str | None = None) -> Fault:
        """Answer 200 with no choices (OpenAI), no content (Anthropic) or no candidates."""
        return cls(kind="empty", blocked_reason=blocked_reason)

    @classmethod
    def truncated(cls) -> Fault:
        """Announce a longer ``Content-Length`` than sent, then close the connection."""
        return cls(kind="truncated")


@dataclass(frozen=True)
class ScriptedReply:
    """One provider-neutral reply of the fake model.

    Attributes:
        text: Assistant text.
        tool_calls: Tool calls, rendered after the text.
        input_tokens: Prompt tokens reported (including cached ones).
        output_tokens: Completion tokens reported.
        cache_read_tokens: Prompt tokens reported as read from cache.
        finish_reason: Provider-specific finish reason; derived when ``None``.
        latency_s: Delay before answering.
        fault: Failure to inject instead of a normal answer.
        thought_signature: Gemini only: ``thoughtSignature`` put on function-call parts.
        reasoning: Thinking text, rendered the provider's way: OpenAI-compatible
            ``reasoning_content``, an Anthropic ``thinking`` block (signed with
            ``reasoning_signature``) before the text, a Gemini ``thought`` part.
        reasoning_tokens: Reasoning tokens reported (part of ``output_tokens``).
        reasoning_signature: Anthropic only: the thinking block's ``signature``.
        extra: Extra top-level fields merged into the rendered body.
    """

    text: str = ""
    tool_calls: tuple[ScriptedToolCall, ...] = ()
    input_tokens: int = 11
    output_tokens: int = 7
    cache_read_tokens: int = 0
    finish_reason: str | None = None
    latency_s: float = 0.0
    fault: Fault | None = None
    thought_signature: str | None = None
    reasoning: str | None = None
    reasoning_tokens: int = 0
    reasoning_signature: str = "sig-fake"
    extra: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def failing(cls, fault: Fault) -> ScriptedReply:
        """A reply that only injects ``fault``."""
        return cls(fault=fault)


@dataclass
class RecordedRequest:
    """A request the server received.

    Attributes:
        method: HTTP method.
        path: Path, with the query string.
        headers: Headers with lower-cased names.
        body: Raw body bytes.
        wire: Which format the path belongs to (``None`` for unknown paths).
    """

    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    wire: Wire | None

    @property
    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.body)

    @property
    def text(self) -> str:
        """The body decoded as UTF-8."""
        return self.body.decode("utf-8", errors="replace")


class FakeProviderServer:
    """Scripted fake of three model providers' HTTP APIs.

    Use it as a context manager or call :meth:`start` / :meth:`stop`. Queue replies with
    :meth:`enqueue`; when the queue is empty a request gets a 418 error.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._replies: deque[ScriptedReply] = deque()
        self._requests: list[RecordedRequest] = []
        self._stopping = threading.Event()
        self._counter = 0
        self._embedding_faults: deque[Fault] = deque()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------

    def start(self) -> FakeProviderServer:
        """Bind a free port of 127.0.0.1 and serve on a background thread."""
        handler = _make_handler(self)
        httpd = _Server(("127.0.0.1", 0), handler)
        httpd.daemon_threads = True
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving; hanging handlers are released."""
        self._stopping.set()
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None
        self._thread = None

    def __enter__(self) -> FakeProviderServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- addresses -------------------------------------------------------------------

    @property
    def port(self) -> int:
        """The port the server listens on."""
        if self._httpd is None:
            raise RuntimeError("server not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:<port>`` (Anthropic and Gemini clients take this)."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def openai_base_url(self) -> str:
        """``http://127.0.0.1:<port>/v1`` (OpenAI clients take this)."""
        return f"{self.base_url}/v1"

    # -- scripting -------------------------------------------------------------------

    def fail_embeddings(self, *faults: Fault) -> None:
        """Answer the next ``/embeddings`` requests with these faults (``status`` kind)."""
        with self._lock:
            self._embedding_faults.extend(faults)

    def enqueue(self, *replies: ScriptedReply) -> None:
        """Queue replies; each request consumes the oldest one."""
        with self._lock:
            self._replies.extend(replies)

    @property
    def requests(self) -> list[RecordedRequest]:
        """A copy of the requests received so far, oldest first."""
        with self._lock:
            return list(self._requests)

    @property
    def last_request(self) -> RecordedRequest:
        """The most recent request."""
        with self._lock:
            if not self._requests:
                raise AssertionError("the fake provider received no request")
            return self._requests[-1]

    @property
    def pending(self) -> int:
        """How many queued replies are left."""
        with self._lock:
            return len(self._replies)

    # -- internals used by the handler -----------------------------------------------

    def _record(self, request: RecordedRequest) -> ScriptedReply | None:
        with self._lock:
            self._requests.append(request)
            return self._replies.popleft() if self._replies else None

    def _next_id(self) -> int:
        with self._lock:
            self._counter += 1
            return self._counter


# ---------------------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------------------


def _wire_of(path: str) -> tuple[Wire | None, str | None]:
    bare = path.split("?", 1)[0]
    if bare in ("/v1/chat/completions", "/chat/completions"):
        return "openai", None
    if bare == "/v1/messages":
        return "anthropic", None
    match = _GEMINI_PATH.match(bare)
    if match:
        return "gemini", match.group("model")
    return None, None


EMBEDDING_DIM = 64


def _bag_of_words(text: str) -> list[float]:
    """A deterministic embedding: each lower-cased word adds 1 to a hashed dimension."""
    vector = [0.0] * EMBEDDING_DIM
    for word in text.lower().split():
        digest = hashlib.sha256(word.strip(".,;:!?\"'()").encode()).digest()
        vector[digest[0] % EMBEDDING_DIM] += 1.0
    return vector


def _api_key_of(headers: Mapping[str, str]) -> str:
    auth = headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:]
    return headers.get("x-api-key") or headers.get("x-goog-api-key") or ""


def _error_body(wire: Wire, fault: Fault, api_key: str) -> dict[str, Any]:
    message = fault.message
    if fault.echo_api_key:
        message = f"{message}: Incorrect API key provided: {api_key}"
    if wire == "openai":
        code = "rate_limit_exceeded" if fault.status == 429 else None
        return {"error": {"message": message, "type": "fake_error", "param": None, "code": code}}
    if wire == "anthropic":
        kind = {
            400: "invalid_request_error",
            401: "authentication_error",
            403: "permission_error",
            404: "not_found_error",
            429: "rate_limit_error",
            529: "overloaded_error",
        }.get(fault.status, "api_error")
        return {"type": "error", "error": {"type": kind, "message": message}}
    status_name = {
        400: "INVALID_ARGUMENT",
        401: "UNAUTHENTICATED",
        403: "PERMISSION_DENIED",
        404: "NOT_FOUND",
        429: "RESOURCE_EXHAUSTED",
        500: "INTERNAL",
        503: "UNAVAILABLE",
    }.get(fault.status, "UNKNOWN")
    error: dict[str, Any] = {"code": fault.status, "message": message, "status": status_name}
    if fault.retry_delay is not None:
        error["details"] = [
            {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": fault.retry_delay}
        ]
    return {"error": error}


def _arguments_text(call: ScriptedToolCall) -> str:
    if isinstance(call.arguments, str):
        return call.arguments
    return json.dumps(call.arguments)


def _render_openai(reply: ScriptedReply, model: str, n: int, empty: bool) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": reply.text or None}
    if reply.reasoning is not None:
        message["reasoning_content"] = reply.reasoning
    if reply.tool_calls:
        message["tool_calls"] = [
            {
                "id": call.id or f"call_fake_{n}_{i}",
                "type": "function",
                "function": {"name": call.name, "arguments": _arguments_text(call)},
            }
            for i, call in enumerate(reply.tool_calls)
        ]
    finish = reply.finish_reason or ("tool_calls" if reply.tool_calls else "stop")
    choices = [] if empty else [{"index": 0, "message": message, "finish_reason": finish}]
    return {
        "id": f"chatcmpl-fake-{n}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": choices,
        "usage": {
            "prompt_tokens": reply.input_tokens,
            "completion_tokens": reply.output_tokens,
            "total_tokens": reply.input_tokens + reply.output_tokens,
            "prompt_tokens_details": {"cached_tokens": reply.cache_read_tokens},
            "completion_tokens_details": {"reasoning_tokens": reply.reasoning_tokens},
        },
    }


def _render_anthropic(reply: ScriptedReply, model: str, n: int, empty: bool) -> dict[str, Any]:
    content: list[dict[str, Any]] = []
    if reply.reasoning is not None:
        content.append(
            {
                "type": "thinking",
                "thinking": reply.reasoning,
                "signature": reply.reasoning_signature,
            }
        )
    if reply.text:
        content.append({"type": "text", "text": reply.text})
    for i, call in enumerate(reply.tool_calls):
        content.append(
            {
                "type": "tool_use",
                "id": call.id or f"toolu_fake_{n}_{i}",
                "name": call.name,
                "input": call.arguments,
            }
        )
    finish = reply.finish_reason or ("tool_use" if reply.tool_calls else "end_turn")
    body: dict[str, Any] = {
        "id": f"msg_fake_{n}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": finish,
        "stop_sequence": None,
        "usage": {
            "input_tokens": reply.input_tokens - reply.cache_read_tokens,
            "output_tokens": reply.output_tokens,
            "cache_read_input_tokens": reply.cache_read_tokens,
            "cache_creation_input_tokens": 0,
        },
    }
    if empty:
        del body["content"]
    return body


def _render_gemini(
    reply: ScriptedReply, model: str, n: int, empty: bool, blocked: str | None
) -> dict[str, Any]:
    usage = {
        "promptTokenCount": reply.input_tokens,
        "candidatesTokenCount": reply.output_tokens,
        "totalTokenCount": reply.input_tokens + reply.output_tokens,
        "cachedContentTokenCount": reply.cache_read_tokens,
    }
    if reply.reasoning_tokens:
        usage["candidatesTokenCount"] = reply.output_tokens - reply.reasoning_tokens
        usage["thoughtsTokenCount"] = reply.reasoning_tokens
    if empty:
        body: dict[str, Any] = {"candidates": [], "usageMetadata": usage, "modelVersion": model}
        if blocked:
            body["promptFeedback"] = {"blockReason": blocked}
        return body
    parts: list[dict[str, Any]] = []
    if reply.reasoning is not None:
        parts.append({"text": reply.reasoning, "thought": True})
    if reply.text:
        parts.append({"text": reply.text})
    malformed = [c for c in reply.tool_calls if isinstance(c.arguments, str)]
    candidate: dict[str, Any] = {"index": 0}
    if malformed:
        call = malformed[0]
        candidate["finishReason"] = "MALFORMED_FUNCTION_CALL"
        candidate["finishMessage"] = (
            f"Malformed function call: print(default_api.{call.name}({call.arguments}))"
        )
        if parts:
            candidate["content"] = {"role": "model", "parts": parts}
    else:
        for call in reply.tool_calls:
            function_call: dict[str, Any] = {"name": call.name, "args": call.arguments}
            if call.id is not None:
                function_call["id"] = call.id
            part: dict[str, Any] = {"functionCall": function_call}
            if reply.thought_signature is not None:
                part["thoughtSignature"] = reply.thought_signature
            parts.append(part)
        candidate["content"] = {"role": "model", "parts": parts}
        candidate["finishReason"] = reply.finish_reason or "STOP"
    return {
        "candidates": [candidate],
        "usageMetadata": usage,
        "modelVersion": model,
        "responseId": f"resp-fake-{n}",
    }


def _make_handler(server: FakeProviderServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Headers and body are separate writes; without TCP_NODELAY each answer waits
        # for the client's delayed ACK (~40 ms), which benchmarks would measure.
        disable_nagle_algorithm = True
        server_version = "FakeProvider/1.0"

        def log_message(self, format: str, *args: Any) -> None:
            """Keep test output quiet."""

        def do_GET(self) -> None:
            self._handle()

        def do_POST(self) -> None:
            self._handle()

        def _handle(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {k.lower(): v for k, v in self.headers.items()}
            if self.path.split("?", 1)[0] in ("/v1/embeddings", "/embeddings"):
                with server._lock:  # recorded, but no scripted chat reply is used up
                    server._requests.append(
                        RecordedRequest(self.command, self.path, headers, body, None)
                    )
                self._embeddings(body, _api_key_of(headers))
                return
            wire, path_model = _wire_of(self.path)
            reply = server._record(RecordedRequest(self.command, self.path, headers, body, wire))
            if wire is None:
                self._send_json(404, {"error": {"message": f"unknown path {self.path}"}})
                return
            if reply is None:
                fault = Fault.http_error(418, "fake provider: no scripted reply left")
                self._send_json(418, _error_body(wire, fault, ""))
                return
            if reply.latency_s > 0 and server._stopping.wait(reply.latency_s):
                return
            try:
                request_json = json.loads(body) if body else {}
            except ValueError:
                request_json = {}
            model = path_model or str(request_json.get("model", "fake-model"))
            self._answer(wire, model, reply, _api_key_of(headers))

        def _embeddings(self, body: bytes, api_key: str) -> None:
            """OpenAI ``/embeddings``: a deterministic bag-of-words vector per input (texts
            sharing words get similar vectors), or the next injected fault."""
            with server._lock:
                fault = server._embedding_faults.popleft() if server._embedding_faults else None
            if fault is not None:
                self._send_json(fault.status, _error_body("openai", fault, api_key), fault.headers)
                return
            request = json.loads(body or b"{}")
            texts = request.get("input") or []
            texts = [texts] if isinstance(texts, str) else texts
            data = [
                {"object": "embedding", "index": i, "embedding": _bag_of_words(str(t))}
                for i, t in enumerate(texts)
            ]
            tokens = sum(len(str(t).split()) for t in texts)
            self._send_json(
                200,
                {
                    "object": "list",
                    "data": data,
                    "model": request.get("model", "fake-embedding"),
                    "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
                },
            )

        def _answer(self, wire: Wire, model: str, reply: ScriptedReply, api_key: str) -> None:
            fault = reply.fault
            n = server._next_id()
            if fault is not None and fault.kind == "hang":
                server._stopping.wait(fault.hang_s)
                self.close_connection = True
                return
            if fault is not None and fault.kind == "status":
                self._send_json(
                    fault.status, _error_body(wire, fault, api_key), extra_headers=fault.headers
                )
                return
            empty = fault is not None and fault.kind == "empty"
            rendered: dict[str, Any]
            if wire == "openai":
                rendered = _render_openai(reply, model, n, empty)
            elif wire == "anthropic":
                rendered = _render_anthropic(reply, model, n, empty)
            else:
                blocked = fault.blocked_reason if fault is not None else None
                rendered = _render_gemini(reply, model, n, empty, blocked)
            rendered.update(reply.extra)
            payload = json.dumps(rendered).encode()
            if fault is not None and fault.kind == "malformed_json":
                self._send_raw(
                    200, payload[: len(payload) // 2] + b"<<not json", "application/json"
                )
                return
            if fault is not None and fault.kind == "truncated":
                self._send_truncated(payload)
                return
            self._send_raw(200, payload, "application/json")

        def _send_json(
            self,
            status: int,
            body: Any,
            extra_headers: Mapping[str, str] | None = None,
        ) -> None:
            self._send_raw(status, json.dumps(body).encode(), "application/json", extra_headers)

        def _send_raw(
            self,
            status: int,
            payload: bytes,
            content_type: str,
            extra_headers: Mapping[str, str] | None = None,
        ) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(payload)))
                for key, value in (extra_headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(payload)
                self.wfile.flush()
            except OSError:
                self.close_connection = True

        def _send_truncated(self, payload: bytes) -> None:
            try:
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload) + 512))
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.write(payload[: len(payload) // 2])
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.close_connection = True

    return Handler
