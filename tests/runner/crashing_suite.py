"""A toy suite whose worker process dies once in given samples (Ray executor tests).

In a listed sample the first attempt starts a model call and, while that call holds its
model slot, ends the whole process (``os._exit``), as an OOM kill or a lost node would;
a marker file in ``flag_dir`` makes the retry run normally.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.runner.toy_suite import ToySuite

from mmtoolbench.core.messages import Message
from mmtoolbench.runner.suite import SampleContext, SampleResult, SampleSpec


@dataclass
class CrashingSuite(ToySuite):
    """`ToySuite` plus ``exit_ids``: samples whose first attempt kills the process."""

    exit_ids: frozenset[str] = field(default_factory=frozenset)
    flag_dir: str = ""

    async def run_sample(self, sample: SampleSpec, ctx: SampleContext) -> SampleResult:
        flag = Path(self.flag_dir) / f"{sample.id}.died"
        if sample.id in self.exit_ids and not flag.exists():
            flag.write_text(str(os.getpid()))
            model = ctx.model("agent")
            call = asyncio.create_task(model.generate([Message.user("hold a slot")]))
            await asyncio.sleep(0.1)  # the call now holds the model's slot
            os._exit(17)
            await call  # pragma: no cover
        return await super().run_sample(sample, ctx)


def build_suite(options: Mapping[str, Any]) -> CrashingSuite:
    """Factory used as ``tests.runner.crashing_suite:build_suite``."""
    return CrashingSuite(
        n=int(options.get("n", 4)),
        calls=int(options.get("calls", 1)),
        exit_ids=frozenset(options.get("exit_ids", [])),
        flag_dir=str(options["flag_dir"]),
    )
