"""The ATP Code tool: data-driven plots, run only in the sandboxed interpreter.

``Code {diagram_type, data}`` is executed in one of two ways:

1. **Deterministic path.** When ``data`` carries structured data,
   :func:`~mmtoolbench.atp.execute.plot_spec.parse_plot_spec` normalises it into a plot
   spec and :func:`~mmtoolbench.atp.execute.plot_script.build_plot_script` writes a
   matplotlib script for it. The same call always yields the same PNG.
2. **Model path.** Otherwise a configured :class:`~mmtoolbench.models.base.Model` writes
   the script (:data:`CODE_SYSTEM_PROMPT`); it runs, and on failure the error (the
   interpreter's static check included) goes back to the model, up to
   ``code_model_attempts`` times. Without a model, a labelled stand-in card is returned.

Every script runs in :class:`InterpreterScriptRunner`: the project's sandboxed
interpreter (:mod:`mmtoolbench.isolation`, the same isolation agents' code gets) with the
plotting policy :data:`PLOTTING_MODULES` (the only importable modules). There is no other
runner and no fallback: when the interpreter cannot start, Code calls fail with a
:class:`~mmtoolbench.atp.execute.backends.StepError` that says why (fail closed). The image
comes back base64-encoded on stdout. A warm session with matplotlib imported serves
trusted (generated) scripts; after every model-written script the session is replaced, so
untrusted code never shares a process with a later script.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from mmtoolbench.atp.execute.backends import (
    BackendOutput,
    ExecutionConfig,
    StepError,
    StepRequest,
)
from mmtoolbench.atp.execute.offline import stand_in_card
from mmtoolbench.atp.execute.plot_script import OUTPUT_NAME, build_plot_script
from mmtoolbench.atp.execute.plot_spec import parse_plot_spec
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import GenerateConfig, Message
from mmtoolbench.models.base import Model

if TYPE_CHECKING:
    from mmtoolbench.isolation import InterpreterSession

__all__ = [
    "ALLOWED_IMPORTS",
    "CODE_SYSTEM_PROMPT",
    "PLOTTING_MODULES",
    "CodeBackend",
    "InterpreterScriptRunner",
    "ScriptOutput",
    "ScriptRunner",
    "extract_script",
    "make_script_runner",
]

ALLOWED_IMPORTS: frozenset[str] = frozenset(
    {
        "matplotlib",
        "numpy",
        "math",
        "cmath",
        "random",
        "statistics",
        "datetime",
        "calendar",
        "collections",
        "itertools",
        "functools",
        "operator",
        "json",
        "textwrap",
        "string",
        "re",
        "decimal",
        "fractions",
        "typing",
        "dataclasses",
        "enum",
        "copy",
        "io",
        "warnings",
    }
)
"""Top-level modules a model-written script may import (a subset of what the sandboxed
interpreter allows agents)."""

PLOTTING_MODULES: frozenset[str] = ALLOWED_IMPORTS | {"base64"}
"""The interpreter's import allowlist for Code scripts (the plotting policy): the modules
scripts may import, plus ``base64``, which the runner's own read-back cell uses."""

CODE_SYSTEM_PROMPT = f"""\
You write one self-contained Python script that draws a chart or diagram with matplotlib.
Rules:
- Use matplotlib (the Agg backend is already selected) and, if needed, numpy and the Python
  standard library modules {", ".join(sorted(ALLOWED_IMPORTS - {"matplotlib", "numpy"}))}.
- Do not read or write any file except the output, do not use the network, do not start
  processes, do not call plt.show().
- Save the figure exactly once with fig.savefig("{OUTPUT_NAME}", dpi=100) into the current
  directory; prefer a 6.4 x 4.8 inch figure.
- Include a title and axis labels where they make sense; all text in English unless the
  request uses another language.
Reply with the complete script in a single ```python fenced code block and nothing else."""
"""System prompt of the code model."""

_FENCE_RE = re.compile(r"```(?:python|py|python3)?[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)


def extract_script(text: str) -> str:
    """Return the Python code of a model reply (its first fenced block, else all of it).

    Args:
        text: The model's reply.
    """
    blocks = _FENCE_RE.findall(text)
    if blocks:
        return str(max(blocks, key=len)).strip() + "\n"
    return text.strip() + "\n"


@dataclass(frozen=True)
class ScriptOutput:
    """What a plotting script produced.

    Attributes:
        image: The encoded image it saved.
        stdout: The tail of what it printed.
    """

    image: bytes = field(repr=False)
    stdout: str = ""


class ScriptRunner(Protocol):
    """Runs a plotting script in isolation and returns the image it saves.

    Attributes:
        name: Runner name recorded in step notes.
    """

    name: str

    async def run(self, script: str, *, trusted: bool) -> ScriptOutput:
        """Run ``script`` and return the image it saved as ``plot.png``.

        Args:
            script: Python source.
            trusted: ``True`` for scripts generated by this package; ``False`` for
                model-written ones (never share a process with later scripts).

        Raises:
            StepError: Timeout, crash, exception in the script, or no image saved.
        """
        ...

    async def aclose(self) -> None:
        """Stop worker processes."""
        ...


class _WorkerFailure(StepError):
    """The worker timed out or died; it must be replaced."""


_MAX_INTERPRETER_IMAGE = 8 * 1024 * 1024
_IMAGE_MARK = re.compile(r"<<MMTB-IMAGE>>([A-Za-z0-9+/=]*)<<END>>")
_PROLOGUE = f'open("{OUTPUT_NAME}", "wb").close()\n'
_EPILOGUE = f"""\
import base64 as _mmtb_base64
import matplotlib.pyplot as _mmtb_plt
with open("{OUTPUT_NAME}", "rb") as _mmtb_file:
    _mmtb_data = _mmtb_file.read()
if not _mmtb_data and _mmtb_plt.get_fignums():
    _mmtb_plt.gcf().savefig("{OUTPUT_NAME}")
    with open("{OUTPUT_NAME}", "rb") as _mmtb_file:
        _mmtb_data = _mmtb_file.read()
_mmtb_plt.close("all")
print("<<MMTB-IMAGE>>" + _mmtb_base64.b64encode(_mmtb_data).decode("ascii") + "<<END>>")
del _mmtb_data
"""


class InterpreterScriptRunner:
    """Runs scripts in the sandboxed interpreter (:mod:`mmtoolbench.isolation`).

    The interpreter confines its worker with namespaces, a private read-only root, a
    tmpfs working directory, dropped privileges, seccomp, rlimits and an audit hook, and
    checks code statically. Each script runs as three cells: one that empties
    ``plot.png`` (so a stale image can never be returned), the script, and one that prints
    the saved image as base64 (the working directory is private to the worker). Trusted
    scripts share a session; after an untrusted script the session is replaced. When the
    interpreter cannot start, every script fails with a StepError saying why (there is no
    fallback runner).

    Attributes:
        name: ``interpreter``.
    """

    def __init__(
        self,
        *,
        timeout_s: float = 30.0,
        memory_mb: int = 2048,
        unsafe: bool = False,
    ) -> None:
        """Create the runner (the session starts with the first script).

        Args:
            timeout_s: Wall-clock limit of one script.
            memory_mb: Address-space limit of the interpreter worker.
            unsafe: Allow the interpreter without its kernel isolation layers.
        """
        self.name = "interpreter"
        self._timeout = timeout_s
        self._memory = memory_mb
        self._unsafe = unsafe
        self._session: InterpreterSession | None = None
        self._next: asyncio.Task[InterpreterSession] | None = None
        self._lock = asyncio.Lock()
        self._closed = False

    async def _new_session(self) -> InterpreterSession:
        from mmtoolbench.isolation import (
            InterpreterLimits,
            InterpreterSession,
            IsolationOptions,
        )

        session = InterpreterSession(
            limits=InterpreterLimits(
                timeout_s=self._timeout,
                memory_mb=self._memory,
                max_output_chars=(_MAX_INTERPRETER_IMAGE * 4) // 3 + 4096,
                max_file_mb=_MAX_INTERPRETER_IMAGE // (1024 * 1024),
            ),
            isolation=IsolationOptions(
                preload=("numpy", "matplotlib.pyplot"),
                allowed_modules=PLOTTING_MODULES,
                unsafe=self._unsafe,
            ),
        )
        try:
            await session.start()
        except BaseException:
            await session.close()
            raise
        return session

    async def _acquire(self) -> InterpreterSession:
        if self._closed:
            raise StepError("Code: the script runner is closed")
        if self._session is not None:
            return self._session
        pending, self._next = self._next, None
        try:
            self._session = await pending if pending is not None else await self._new_session()
        except Exception as exc:
            raise StepError(
                f"Code: the sandboxed interpreter is unavailable ({type(exc).__name__}: "
                f"{exc}); Code scripts never run outside it"
            ) from None
        return self._session

    async def _retire(self) -> None:
        session, self._session = self._session, None
        if session is not None:
            await session.close()
        if not self._closed and self._next is None:
            self._next = asyncio.create_task(self._new_session())

    async def _cell(self, session: InterpreterSession, code: str, what: str) -> str:
        result = await session.run_cell(code)
        if result.timed_out:
            raise _WorkerFailure(f"Code: the script did not finish within {self._timeout:g} s")
        if result.error is not None:
            where = f"line {result.error.line}: " if result.error.line and what == "script" else ""
            message = f"{where}{result.error.type}: {result.error.message}"
            if result.restarted:
                raise _WorkerFailure(f"Code: the sandboxed interpreter died ({message})")
            prefix = "the script failed" if what == "script" else f"could not {what}"
            raise StepError(f"Code: {prefix}: {message}")
        if result.restarted:
            raise _WorkerFailure("Code: the sandboxed interpreter was restarted")
        if result.output_truncated:
            raise StepError("Code: the saved image is too large")
        return str(result.stdout)

    async def run(self, script: str, *, trusted: bool) -> ScriptOutput:
        """Run ``script`` in the interpreter and return the image it saved.

        Args:
            script: Python source.
            trusted: Whether the script was generated by this package.

        Returns:
            The image and the script's printed output.

        Raises:
            StepError: Rejected by the static check, timeout, exception in the script, or
                no image saved.
        """
        async with self._lock:
            session = await self._acquire()
            retire = not trusted
            try:
                await self._cell(session, _PROLOGUE, "prepare the output file")
                stdout = await self._cell(session, script, "script")
                printed = await self._cell(session, _EPILOGUE, "read the saved image")
            except _WorkerFailure:
                retire = True
                raise
            except StepError:
                raise
            except BaseException:
                retire = True
                raise
            finally:
                if retire:
                    await self._retire()
        match = _IMAGE_MARK.search(printed)
        data = base64.b64decode(match.group(1)) if match else b""
        if not data:
            raise StepError(
                f"Code: the script ran but saved no image (expected fig.savefig({OUTPUT_NAME!r}))"
            )
        try:
            sniff_image(data)
        except ValueError as exc:
            raise StepError(f"Code: the script saved an unreadable image: {exc}") from None
        return ScriptOutput(image=data, stdout=stdout[-2000:])

    async def aclose(self) -> None:
        """Stop the interpreter session(s) (idempotent)."""
        self._closed = True
        pending, self._next = self._next, None
        if pending is not None:
            with contextlib.suppress(Exception):
                started = await pending
                await started.close()
        current, self._session = self._session, None
        if current is not None:
            await current.close()


def make_script_runner(config: ExecutionConfig) -> ScriptRunner:
    """The script runner of ``config``: the sandboxed interpreter with its limits.

    Args:
        config: The configuration (``code_timeout_s``, ``code_memory_mb``).
    """
    return InterpreterScriptRunner(
        timeout_s=config.code_timeout_s,
        memory_mb=config.code_memory_mb,
        unsafe=config.code_unsafe_interpreter,
    )


def _data_text(data: object) -> str:
    if isinstance(data, str):
        return data
    try:
        return json.dumps(data, ensure_ascii=False, indent=1)
    except (TypeError, ValueError):
        return str(data)


class CodeBackend:
    """The Code tool: deterministic plots, else model-written scripts, run in isolation.

    Attributes:
        name: ``code``.
    """

    name = "code"

    def __init__(
        self,
        *,
        runner: ScriptRunner,
        model: Model | None = None,
        width_px: int = 640,
        height_px: int = 480,
        dpi: int = 100,
        model_attempts: int = 2,
    ) -> None:
        """Create the backend.

        Args:
            runner: Where scripts run (closed by :meth:`aclose`).
            model: Writes scripts for specs without structured data (``None``: stand-in).
            width_px: Width of deterministic plots.
            height_px: Height of deterministic plots.
            dpi: Resolution of plots.
            model_attempts: Attempts the model gets; each failure is fed back to it.
        """
        self._runner = runner
        self._model = model
        self._width = width_px
        self._height = height_px
        self._dpi = dpi
        self._attempts = max(1, model_attempts)

    @classmethod
    def from_config(cls, config: ExecutionConfig, model: Model | None = None) -> CodeBackend:
        """Build the backend with the sandboxed-interpreter runner of ``config``.

        Args:
            config: The configuration.
            model: The code model, if any.
        """
        return cls(
            runner=make_script_runner(config),
            model=model,
            width_px=config.code_width_px,
            height_px=config.code_height_px,
            dpi=config.code_dpi,
            model_attempts=config.code_model_attempts,
        )

    @property
    def runner(self) -> ScriptRunner:
        """The script runner."""
        return self._runner

    async def run(self, request: StepRequest) -> BackendOutput:
        """Render the plot of one Code call.

        Args:
            request: The Code call.

        Returns:
            The plot (``code:matplotlib`` for the deterministic path, ``code:<model>`` for
            a model-written script, ``offline-code`` stand-in card otherwise).

        Raises:
            StepError: Missing parameters, or the script failed.
        """
        diagram_type = request.params.get("diagram_type")
        data = request.params.get("data")
        if not isinstance(diagram_type, str) or not diagram_type.strip():
            raise StepError("Code: params.diagram_type must be a non-empty string")
        if data is None or data == "" or data == {}:
            raise StepError("Code: params.data is missing")
        spec = parse_plot_spec(diagram_type, data, description=request.description)
        if spec is not None:
            script = build_plot_script(
                spec, width_px=self._width, height_px=self._height, dpi=self._dpi
            )
            output = await self._runner.run(script, trusted=True)
            return BackendOutput(
                data=output.image,
                backend="code:matplotlib",
                notes=(
                    f"deterministic {spec.kind} plot from the call's structured data",
                    f"rendered in: {self._runner.name}",
                ),
                artifacts={"script": script},
            )
        if self._model is None:
            card = await asyncio.to_thread(
                stand_in_card,
                "Code",
                f"Diagram ({diagram_type})",
                _data_text(data),
                reason="the spec has no structured data and no code model is configured",
            )
            return BackendOutput(
                data=card,
                backend="offline-code",
                stand_in=True,
                notes=("offline stand-in: spec shown instead of a plot (no code model)",),
            )
        return await self._run_model(request, diagram_type, data)

    async def _run_model(
        self, request: StepRequest, diagram_type: str, data: object
    ) -> BackendOutput:
        assert self._model is not None
        prompt = (
            f"Diagram type: {diagram_type}\n"
            f"Purpose: {request.description or '(none given)'}\n"
            f"Data / specification:\n{_data_text(data)}\n\n"
            f"Figure size: {self._width}x{self._height} pixels at {self._dpi} dpi."
        )
        messages: list[Message] = [Message.system(CODE_SYSTEM_PROMPT), Message.user(prompt)]
        error = "no attempt made"
        for attempt in range(1, self._attempts + 1):
            response = await self._model.generate(messages, config=GenerateConfig(temperature=0.0))
            script = extract_script(response.text)
            try:
                output = await self._runner.run(script, trusted=False)
            except StepError as exc:
                error = str(exc).removeprefix("Code: ")
            else:
                notes = [f"script written by {self._model.name}", f"ran in: {self._runner.name}"]
                if attempt > 1:
                    notes.append(f"succeeded on attempt {attempt}")
                return BackendOutput(
                    data=output.image,
                    backend=f"code:{self._model.name}",
                    notes=tuple(notes),
                    artifacts={"script": script},
                )
            messages += [
                Message.assistant(response.text),
                Message.user(
                    f"That script did not work: {error}\n"
                    "Reply with a corrected complete script in one ```python block."
                ),
            ]
        raise StepError(
            f"Code: the script written by {self._model.name} failed after "
            f"{self._attempts} attempt(s): {error}"
        )

    async def aclose(self) -> None:
        """Stop the script runner."""
        await self._runner.aclose()
