"""Execute ATP tool plans into real interleaved documents (paper §6, Table 9).

Typical use::

    from mmtoolbench.atp.execute import ExecutionConfig, execute_answer

    document = await execute_answer(answer_text, context_images, ExecutionConfig.from_env())
    html = document.to_html(title="Sample 12")

Modules:

* :mod:`.plan` -- answer -> ordered steps, image indices and dependencies.
* :mod:`.backends` -- the ``Backend`` protocol, ``BackendRegistry``, ``ExecutionConfig``.
* :mod:`.reference`, :mod:`.code`, :mod:`.images_api`, :mod:`.search`, :mod:`.offline` --
  the backends of the five tools and the labelled offline stand-ins.
* :mod:`.run` -- ``execute_answer`` and the ``ExecutedDocument`` it returns.
* :mod:`.render` -- the self-contained HTML document.

See ``docs/atp/execution.md``.
"""

from mmtoolbench.atp.execute.backends import (
    Backend,
    BackendOutput,
    BackendRegistry,
    ExecutionConfig,
    InputImage,
    ServiceError,
    StepError,
    StepRequest,
)
from mmtoolbench.atp.execute.plan import ExecutionPlan, PlanStep, build_plan
from mmtoolbench.atp.execute.render import render_html, render_markdown
from mmtoolbench.atp.execute.run import (
    ExecutedDocument,
    ProducedImage,
    SourceImage,
    StepResult,
    build_backends,
    execute_answer,
    execute_sample,
    load_context_images,
)

__all__ = [
    "Backend",
    "BackendOutput",
    "BackendRegistry",
    "ExecutedDocument",
    "ExecutionConfig",
    "ExecutionPlan",
    "InputImage",
    "PlanStep",
    "ProducedImage",
    "ServiceError",
    "SourceImage",
    "StepError",
    "StepRequest",
    "StepResult",
    "build_backends",
    "build_plan",
    "execute_answer",
    "execute_sample",
    "load_context_images",
    "render_html",
    "render_markdown",
]
