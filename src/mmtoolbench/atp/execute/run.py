"""Execute an answer's tool plan into an interleaved document.

:func:`execute_answer` parses and plans the answer (:mod:`.plan`), runs every runnable step
on its tool's backend, and returns an :class:`ExecutedDocument`: one :class:`StepResult`
per ``<tool>`` call, in answer order, with the produced image, the backend that made it,
whether it is a stand-in, any error, and timing.

Scheduling: every step is started at once as an asyncio task; a step that depends on an
earlier call's image first waits for that call, then takes one of
``config.max_concurrency`` slots. Dependencies always point to earlier calls, so this
never deadlocks. A failed step never stops the others: it is recorded with its error (and
steps depending on it are ``skipped``); errors are redacted of every configured secret.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from PIL import Image
from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

from mmtoolbench.atp.dataset import resolve_image_path
from mmtoolbench.atp.execute.backends import (
    BackendOutput,
    BackendRegistry,
    ExecutionConfig,
    InputImage,
    StepError,
    StepRequest,
)
from mmtoolbench.atp.execute.code import CodeBackend
from mmtoolbench.atp.execute.images_api import (
    ImagesAPIClient,
    ImagesAPIDiffusionBackend,
    ImagesAPIEditBackend,
)
from mmtoolbench.atp.execute.offline import OfflineDiffusionBackend, OfflineEditBackend
from mmtoolbench.atp.execute.plan import ExecutionPlan, PlanStep, build_plan
from mmtoolbench.atp.execute.reference import ReferenceBackend
from mmtoolbench.atp.execute.search import LocalCorpusSearchBackend, SerpApiSearchBackend
from mmtoolbench.atp.schema import ATPSample, ToolName
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.redaction import redact_text
from mmtoolbench.models.base import Model

__all__ = [
    "ContextImageInput",
    "ExecutedDocument",
    "ProducedImage",
    "SourceImage",
    "StepResult",
    "StepStatus",
    "build_backends",
    "execute_answer",
    "execute_sample",
    "load_context_images",
]

StepStatus = Literal["ok", "error", "skipped", "invalid"]


@dataclass(frozen=True)
class SourceImage:
    """A context image handed to the executor.

    Attributes:
        data: Encoded bytes (empty when the file could not be read).
        caption: What it depicts.
        source: Where it comes from.
        error: Why it could not be read, if it could not.
    """

    data: bytes = field(repr=False)
    caption: str = ""
    source: str = ""
    error: str | None = None

    @classmethod
    def from_path(cls, path: Path, *, caption: str = "", source: str = "") -> SourceImage:
        """Read an image file (a read error is kept, not raised).

        Args:
            path: The file.
            caption: Its caption.
            source: Its source.
        """
        try:
            return cls(data=Path(path).read_bytes(), caption=caption, source=source)
        except OSError as exc:
            return cls(
                data=b"",
                caption=caption,
                source=source,
                error=f"cannot read {Path(path).name}: {exc.strerror or exc}",
            )


ContextImageInput = SourceImage | bytes | Path
"""A context image: a :class:`SourceImage`, raw bytes, or a file path."""


class ProducedImage(BaseModel):
    """An image in the executed document (serialises its bytes as base64).

    Attributes:
        data: Encoded bytes.
        media_type: ``image/png``, ``image/jpeg``, ``image/gif`` or ``image/webp``.
        width: Width in pixels.
        height: Height in pixels.
        sha256: Hex digest of ``data``.
    """

    model_config = ConfigDict(frozen=True)

    data: bytes = Field(repr=False)
    media_type: str
    width: int
    height: int
    sha256: str

    @field_validator("data", mode="before")
    @classmethod
    def _decode(cls, value: Any) -> Any:
        if isinstance(value, str):
            return base64.b64decode(value)
        return value

    @field_serializer("data")
    def _encode(self, value: bytes) -> str:
        return base64.b64encode(value).decode("ascii")

    @classmethod
    def from_bytes(cls, data: bytes) -> ProducedImage:
        """Describe encoded image bytes, converting unusual formats to PNG.

        Args:
            data: Encoded image.

        Raises:
            StepError: If the bytes are not an image.
        """
        try:
            media_type, width, height = sniff_image(data)
        except ValueError:
            try:
                with Image.open(io.BytesIO(data)) as image:
                    converted = image.convert("RGBA")
            except Exception as exc:  # Pillow raises many exception types
                raise StepError(f"the backend returned data that is not an image ({exc})") from None
            buffer = io.BytesIO()
            converted.save(buffer, format="PNG")
            data = buffer.getvalue()
            media_type, width, height = "image/png", converted.width, converted.height
        return cls(
            data=data,
            media_type=media_type,
            width=width,
            height=height,
            sha256=hashlib.sha256(data).hexdigest(),
        )


class StepResult(BaseModel):
    """The outcome of one tool call.

    Attributes:
        call_index: Position of the call in the answer.
        tool: The tool (``None`` for a call naming no known tool).
        tool_name: ``tool_name`` as written.
        description: The call's description.
        params: The call's params.
        span: ``(start, end)`` of the tag in the answer text.
        output_index: Image index of this call's output (see :mod:`.plan`).
        input_index: ``img_index`` of Reference / Edit.
        depends_on: Call whose output this step used.
        status: ``ok``, ``error`` (the backend failed), ``skipped`` (a dependency failed)
            or ``invalid`` (the plan rejected the call; nothing ran).
        backend: Backend that handled it (``none`` when nothing ran).
        stand_in: Whether the image is an offline stand-in.
        image: The produced image (``ok`` steps only).
        error: What went wrong (secrets redacted).
        warnings: Non-blocking rule violations of the call.
        notes: Provenance shown in the caption (source URL, corpus file...).
        artifacts: Extra records (the Code script...).
        queued_s: Seconds from the document start until the step began running.
        elapsed_s: Seconds the backend took.
    """

    model_config = ConfigDict(frozen=True)

    call_index: int
    tool: ToolName | None
    tool_name: str | None
    description: str = ""
    params: dict[str, Any] = Field(default_factory=dict)
    span: tuple[int, int]
    output_index: int | None = None
    input_index: int | None = None
    depends_on: int | None = None
    status: StepStatus
    backend: str = "none"
    stand_in: bool = False
    image: ProducedImage | None = None
    error: str | None = None
    warnings: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    artifacts: dict[str, str] = Field(default_factory=dict)
    queued_s: float = 0.0
    elapsed_s: float = 0.0


class ExecutedDocument(BaseModel):
    """An answer with every tool call executed.

    Attributes:
        answer_text: The answer markdown.
        plan: The execution plan.
        steps: One result per call, in answer order.
        backends: Tool -> backend name.
        config: Safe summary of the configuration (no keys).
        started_at: Unix time the execution started.
        elapsed_s: Total wall-clock seconds.
    """

    model_config = ConfigDict(frozen=True)

    answer_text: str
    plan: ExecutionPlan
    steps: list[StepResult]
    backends: dict[str, str] = Field(default_factory=dict)
    config: dict[str, Any] = Field(default_factory=dict)
    started_at: float
    elapsed_s: float

    @property
    def num_context_images(self) -> int:
        """Number of context images."""
        return self.plan.num_context_images

    def count(self, status: StepStatus) -> int:
        """Number of steps with ``status``.

        Args:
            status: The status.
        """
        return sum(1 for step in self.steps if step.status == status)

    @property
    def stand_ins(self) -> int:
        """Number of images that are offline stand-ins."""
        return sum(1 for step in self.steps if step.status == "ok" and step.stand_in)

    def summary(self) -> dict[str, Any]:
        """Counts by status, stand-ins, and total time."""
        return {
            "calls": len(self.steps),
            "ok": self.count("ok"),
            "error": self.count("error"),
            "skipped": self.count("skipped"),
            "invalid": self.count("invalid"),
            "stand_ins": self.stand_ins,
            "elapsed_s": round(self.elapsed_s, 3),
        }

    def to_html(self, *, title: str | None = None) -> str:
        """Render the document as one self-contained HTML page (see :mod:`.render`).

        Args:
            title: Page title.
        """
        from mmtoolbench.atp.execute.render import render_html

        return render_html(self, title=title)


def build_backends(config: ExecutionConfig, *, code_model: Model | None = None) -> BackendRegistry:
    """Choose a backend for each tool from the configuration.

    * Reference: the answer's own images.
    * Code: deterministic matplotlib plots, else ``code_model``, else a stand-in card;
      scripts run in an isolated worker process.
    * Diffusion / Edit: the images API when ``images_base_url`` is set (and not offline),
      else labelled offline stand-ins.
    * Search: SerpAPI when ``serpapi_api_key`` is set (and not offline), else the local
      image corpus.

    Args:
        config: The configuration.
        code_model: Model that writes Code scripts for specs without structured data.

    Returns:
        The registry (use it as ``async with`` to close clients and workers).
    """
    registry = BackendRegistry()
    registry.register(ToolName.REFERENCE, ReferenceBackend())
    registry.register(ToolName.CODE, CodeBackend.from_config(config, model=code_model))
    if config.images_configured:
        client = ImagesAPIClient.from_config(config)
        registry.register(ToolName.DIFFUSION, ImagesAPIDiffusionBackend(client))
        registry.register(ToolName.EDIT, ImagesAPIEditBackend(client))
    else:
        reason = (
            "offline mode (MMTB_EXECUTE_OFFLINE)"
            if config.offline
            else "no image service configured (set MMTB_IMAGES_BASE_URL)"
        )
        registry.register(ToolName.DIFFUSION, OfflineDiffusionBackend(reason))
        registry.register(ToolName.EDIT, OfflineEditBackend())
    if config.search_configured:
        registry.register(ToolName.SEARCH, SerpApiSearchBackend.from_config(config))
    else:
        registry.register(ToolName.SEARCH, LocalCorpusSearchBackend.from_config(config))
    return registry


def load_context_images(sample: ATPSample, dataset_path: Path) -> list[SourceImage]:
    """Read the context images of a dataset sample.

    Args:
        sample: The sample.
        dataset_path: The dataset file it was loaded from.

    Returns:
        One :class:`SourceImage` per context image, in index order (read errors kept).
    """
    return [
        SourceImage.from_path(
            resolve_image_path(sample, image.index, dataset_path),
            caption=image.caption,
            source=image.source,
        )
        for image in sample.images
    ]


def _source(image: ContextImageInput) -> SourceImage:
    if isinstance(image, SourceImage):
        return image
    if isinstance(image, bytes | bytearray):
        return SourceImage(data=bytes(image))
    return SourceImage.from_path(Path(image))


@dataclass
class _Run:
    plan: ExecutionPlan
    images: list[SourceImage]
    config: ExecutionConfig
    backends: BackendRegistry
    start: float
    semaphore: asyncio.Semaphore
    results: dict[int, asyncio.Future[StepResult]] = field(default_factory=dict)

    def result(self, step: PlanStep, status: StepStatus, **extra: Any) -> StepResult:
        error = extra.pop("error", None)
        return StepResult(
            call_index=step.call_index,
            tool=step.tool,
            tool_name=step.tool_name,
            description=step.description,
            params=step.params,
            span=step.span,
            output_index=step.output_index,
            input_index=step.input_index,
            depends_on=step.depends_on,
            status=status,
            error=redact_text(error, self.config.secrets()) if error is not None else None,
            warnings=step.warnings,
            **extra,
        )

    async def input_for(self, step: PlanStep) -> InputImage | StepResult | None:
        """The step's input image, or the ``skipped``/``error`` result if there is none."""
        index = step.input_index
        if index is None:
            return None
        if step.depends_on is not None:
            parent = await self.results[step.depends_on]
            if parent.status != "ok" or parent.image is None:
                reason = parent.error or parent.status
                return self.result(
                    step,
                    "skipped",
                    error=(
                        f"needs image {index}, produced by call {step.depends_on}, which did "
                        f"not produce it ({parent.status}: {reason})"
                    ),
                )
            return InputImage(
                index=index,
                data=parent.image.data,
                media_type=parent.image.media_type,
                caption=parent.description,
                generated=True,
            )
        source = self.images[index]
        if source.error is not None or not source.data:
            return self.result(
                step,
                "error",
                error=f"context image {index} is not available: {source.error or 'empty'}",
            )
        try:
            media_type, _, _ = sniff_image(source.data)
        except ValueError as exc:
            return self.result(step, "error", error=f"context image {index}: {exc}")
        return InputImage(
            index=index, data=source.data, media_type=media_type, caption=source.caption
        )

    async def run_step(self, step: PlanStep) -> StepResult:
        if not step.runnable or step.tool is None:
            return self.result(step, "invalid", error="; ".join(step.problems) or "invalid call")
        resolved = await self.input_for(step)
        if isinstance(resolved, StepResult):
            return resolved
        request = StepRequest(
            call_index=step.call_index,
            tool=step.tool,
            description=step.description,
            params=step.params,
            input_image=resolved,
        )
        async with self.semaphore:
            began = time.perf_counter()
            queued = began - self.start
            backend_name = "none"
            try:
                backend = self.backends.get(step.tool)
                backend_name = backend.name
                async with asyncio.timeout(self.config.step_timeout_s):
                    output: BackendOutput = await backend.run(request)
                image = await asyncio.to_thread(ProducedImage.from_bytes, output.data)
            except StepError as exc:
                return self._failed(step, backend_name, str(exc), began, queued)
            except TimeoutError:
                message = f"the step did not finish within {self.config.step_timeout_s:g} s"
                return self._failed(step, backend_name, message, began, queued)
            except Exception as exc:  # a backend bug must not kill the document
                message = f"internal error in backend {backend_name}: {type(exc).__name__}: {exc}"
                return self._failed(step, backend_name, message, began, queued)
        secrets = self.config.secrets()
        return self.result(
            step,
            "ok",
            backend=output.backend,
            stand_in=output.stand_in,
            image=image,
            notes=[redact_text(note, secrets) for note in output.notes],
            artifacts={k: redact_text(v, secrets) for k, v in output.artifacts.items()},
            queued_s=round(queued, 4),
            elapsed_s=round(time.perf_counter() - began, 4),
        )

    def _failed(
        self, step: PlanStep, backend: str, message: str, began: float, queued: float
    ) -> StepResult:
        return self.result(
            step,
            "error",
            backend=backend,
            error=message,
            queued_s=round(queued, 4),
            elapsed_s=round(time.perf_counter() - began, 4),
        )


async def _execute(
    plan: ExecutionPlan,
    images: list[SourceImage],
    config: ExecutionConfig,
    backends: BackendRegistry,
) -> ExecutedDocument:
    started_at = time.time()
    run = _Run(
        plan=plan,
        images=images,
        config=config,
        backends=backends,
        start=time.perf_counter(),
        semaphore=asyncio.Semaphore(config.max_concurrency),
    )
    loop = asyncio.get_running_loop()
    run.results = {step.call_index: loop.create_future() for step in plan.steps}

    async def one(step: PlanStep) -> StepResult:
        try:
            result = await run.run_step(step)
        except BaseException as exc:
            run.results[step.call_index].set_exception(exc)
            raise
        run.results[step.call_index].set_result(result)
        return result

    tasks = [asyncio.create_task(one(step)) for step in plan.steps]
    try:
        steps = list(await asyncio.gather(*tasks))
    finally:
        for task in tasks:
            task.cancel()
        for future in run.results.values():
            if future.done() and not future.cancelled():
                future.exception()  # mark retrieved
            else:
                future.cancel()
    return ExecutedDocument(
        answer_text=plan.text,
        plan=plan,
        steps=steps,
        backends=backends.describe(),
        config=config.describe(),
        started_at=started_at,
        elapsed_s=round(time.perf_counter() - run.start, 4),
    )


async def execute_answer(
    answer_text: str,
    context_images: Sequence[ContextImageInput] = (),
    config: ExecutionConfig | None = None,
    *,
    backends: BackendRegistry | None = None,
    code_model: Model | None = None,
) -> ExecutedDocument:
    """Execute every tool call of an answer into an interleaved document.

    Args:
        answer_text: The answer markdown with ``<tool>`` tags.
        context_images: The sample's context images, in index order.
        config: The configuration (default: :meth:`ExecutionConfig.from_env`).
        backends: Backends to use (not closed here); built from ``config`` (and closed)
            when ``None``.
        code_model: Model for Code specs without structured data (when building backends).

    Returns:
        The executed document; failed steps are recorded, never raised.
    """
    cfg = config if config is not None else ExecutionConfig.from_env()
    images = await asyncio.to_thread(lambda: [_source(image) for image in context_images])
    plan = build_plan(answer_text, len(images), policy=cfg.call_policy)
    if backends is not None:
        return await _execute(plan, images, cfg, backends)
    async with build_backends(cfg, code_model=code_model) as owned:
        return await _execute(plan, images, cfg, owned)


async def execute_sample(
    sample: ATPSample,
    dataset_path: Path,
    answer_text: str | None = None,
    config: ExecutionConfig | None = None,
    *,
    backends: BackendRegistry | None = None,
    code_model: Model | None = None,
) -> ExecutedDocument:
    """Execute an answer to a dataset sample (its ground truth by default).

    Args:
        sample: The sample.
        dataset_path: The dataset file it was loaded from (image paths are relative to it).
        answer_text: The answer; ``sample.ground_truth`` when ``None``.
        config: The configuration.
        backends: Backends to use (not closed here).
        code_model: Model for Code specs without structured data.

    Returns:
        The executed document.
    """
    images = await asyncio.to_thread(load_context_images, sample, dataset_path)
    text = sample.ground_truth if answer_text is None else answer_text
    return await execute_answer(text, images, config, backends=backends, code_model=code_model)
