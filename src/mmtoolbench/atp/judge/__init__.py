"""MAM, the Multi-Agent MLLM-as-a-Judge of ATP-Bench (paper §4.3).

:class:`MAMJudge` runs the Precision Inspector and the Recall Inspector concurrently, then
the Chief Judge, and returns a :class:`MAMVerdict` with the three reports and the
per-sample Final Score, Success Rate and Missed Images. The agents' output schemas live in
:mod:`mmtoolbench.atp.judge.schemas`, their prompts in ``prompts/``. See ``docs/atp/mam.md``.
"""

from mmtoolbench.atp.judge.mam import (
    AgentRun,
    JudgeCall,
    JudgeError,
    JudgeImage,
    MAMJudge,
    MAMVerdict,
    ToolCallLike,
    extract_json_object,
    judge_sample,
    load_judge_images,
    to_judge_calls,
)
from mmtoolbench.atp.judge.schemas import (
    CallAssessment,
    ChiefReport,
    MissedOpportunity,
    OmissionCriterion,
    PrecisionReport,
    RecallReport,
    Tier,
    export_json_schemas,
)

__all__ = [
    "AgentRun",
    "CallAssessment",
    "ChiefReport",
    "JudgeCall",
    "JudgeError",
    "JudgeImage",
    "MAMJudge",
    "MAMVerdict",
    "MissedOpportunity",
    "OmissionCriterion",
    "PrecisionReport",
    "RecallReport",
    "Tier",
    "ToolCallLike",
    "export_json_schemas",
    "extract_json_object",
    "judge_sample",
    "load_judge_images",
    "to_judge_calls",
]
