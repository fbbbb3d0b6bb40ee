"""A small suite for runner tests: each sample asks the agent a few questions."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.messages import Message
from mmtoolbench.runner.suite import SampleContext, SampleResult, SampleSpec


@dataclass
class ToySuite:
    """``n`` samples; each makes ``calls`` sequential agent calls with ``delay`` between."""

    n: int = 10
    calls: int = 2
    delay: float = 0.0
    fail_ids: frozenset[str] = field(default_factory=frozenset)
    crash_ids: frozenset[str] = field(default_factory=frozenset)
    fail_while_exists: str | None = None
    name: str = "toy"
    roles: Sequence[str] = ("agent",)

    def samples(self) -> Sequence[SampleSpec]:
        return [SampleSpec(id=f"s{i:03d}", payload=i) for i in range(self.n)]

    async def run_sample(self, sample: SampleSpec, ctx: SampleContext) -> SampleResult:
        if sample.id in self.fail_ids:
            raise ToolError(f"sample {sample.id} is configured to fail")
        if self.fail_while_exists and Path(self.fail_while_exists).exists():
            raise ToolError(f"flag file {self.fail_while_exists} exists")
        if sample.id in self.crash_ids:
            raise RuntimeError("simulated bug")
        model = ctx.model("agent")
        messages = [Message.system("Repeat what the user says.")]
        total = 0
        for turn in range(self.calls):
            messages.append(Message.user(f"sample {sample.payload} turn {turn}"))
            ctx.recorder.add_message(messages[-1])
            response = await model.generate(messages, None, ctx.generate_config())
            messages.append(response.to_message())
            ctx.recorder.add_message(messages[-1])
            total += len(response.text)
            if self.delay:
                await asyncio.sleep(self.delay)
        return SampleResult(
            output={"last": messages[-1].text},
            metrics={"chars": total, "index": sample.payload, "seed_parity": ctx.seed % 2},
        )


def build_suite(options: Mapping[str, Any]) -> ToySuite:
    """Factory used as ``tests.runner.toy_suite:build_suite``."""
    return ToySuite(
        n=int(options.get("n", 10)),
        calls=int(options.get("calls", 2)),
        delay=float(options.get("delay", 0.0)),
        fail_ids=frozenset(options.get("fail_ids", [])),
        crash_ids=frozenset(options.get("crash_ids", [])),
        fail_while_exists=options.get("fail_while_exists"),
    )
