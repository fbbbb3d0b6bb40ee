"""One structured-judging engine for every judge of every suite.

* `structured_generate` (engine): ask for one JSON object, validate it against a pydantic
  schema, re-ask with the exact validation errors; returns the object, usage and attempts.
* `extract_json_object` (extract): the JSON object of a reply, fences and prose tolerated.
* `Quoter` (quoting): untrusted text in nonce-tagged data blocks that it cannot forge;
  `UNTRUSTED_DATA_RULE` is the rule every judge prompt states.
* `load_prompt` / `render_prompt` (prompts): prompt files with ``{{NAME}}`` placeholders;
  a judge prompt without the quoted-data rule is refused.
* `RubricReply` / `rubric_schema` (rubric): pass/fail criteria replies.

A judge is a reply schema plus a prompt on top of these; the suites keep only what the
judge reads (a sandbox trajectory, an ATP answer) and how it is laid out.
"""

from mmtoolbench.judging.engine import (
    DEFAULT_RETRIES,
    Attempt,
    JudgeError,
    StructuredResult,
    repair_message,
    structured_generate,
    validate_reply,
)
from mmtoolbench.judging.extract import JSONExtractionError, extract_json_object
from mmtoolbench.judging.prompts import compact_schema, load_prompt, prompt_sha256, render_prompt
from mmtoolbench.judging.quoting import UNTRUSTED_DATA_RULE, Quoter, neutralise
from mmtoolbench.judging.rubric import (
    CriterionVerdict,
    RubricReply,
    rubric_example,
    rubric_json_schema,
    rubric_schema,
)

__all__ = [
    "DEFAULT_RETRIES",
    "UNTRUSTED_DATA_RULE",
    "Attempt",
    "CriterionVerdict",
    "JSONExtractionError",
    "JudgeError",
    "Quoter",
    "RubricReply",
    "StructuredResult",
    "compact_schema",
    "extract_json_object",
    "load_prompt",
    "neutralise",
    "prompt_sha256",
    "render_prompt",
    "repair_message",
    "rubric_example",
    "rubric_json_schema",
    "rubric_schema",
    "structured_generate",
    "validate_reply",
]
