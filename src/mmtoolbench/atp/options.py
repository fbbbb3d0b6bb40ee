"""Options of the ATP-Bench suite: one typed model, the source of every flag and ``--set`` key.

Light (pydantic only), so the CLI derives ``mmtb run atp``'s flags from it without loading
the dataset or the judge.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from mmtoolbench.runner.options import SuiteOptions, flag, validate_options

__all__ = ["ATPOptions", "Boundary", "SubsetName"]

Boundary = Literal["original", "search-enhanced", "diffusion-enhanced"]
"""Tool-capability-boundary variant of the answer prompt (paper §6)."""

SubsetName = Literal["all", "ablation"]
"""Sample subsets: every sample, or the ablation set (100 per category, paper §6)."""


class ATPOptions(SuiteOptions):
    """Validated options of the ATP suite."""

    dataset: Path | None = Field(
        None, description="ATP dataset JSONL (default: the bundled one).", **flag()
    )
    subset: SubsetName = Field(
        "all",
        description="Samples to run: all, or ablation (up to 100 per category, stratified "
        "by intent; paper §6).",
        **flag(),
    )
    shots: int = Field(0, ge=0, le=3, description="Few-shot examples in the prompt.", **flag())
    boundary: Boundary = Field(
        "original",
        description="Tool-boundary prompt: original, search-enhanced, diffusion-enhanced.",
        **flag(),
    )
    max_tokens: int = Field(4096, ge=16, description="Completion tokens of an answer.")
    judge_max_images: int = Field(8, ge=1, description="Images shown to each MAM judge.")

    @property
    def dataset_path(self) -> Path:
        """The dataset file (the bundled one unless ``dataset`` is set)."""
        from mmtoolbench.atp.dataset import bundled_dataset_path

        return self.dataset if self.dataset is not None else bundled_dataset_path()

    @classmethod
    def parse(cls, options: Any) -> ATPOptions:
        """Validate raw ``--set`` options (or return typed ones).

        Raises:
            ConfigError: Naming every unknown key (with the accepted ones) and bad value.
        """
        parsed: ATPOptions = validate_options(ATPOptions, options, "atp")
        return parsed
