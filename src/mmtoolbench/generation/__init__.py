"""The seeds' generation pipelines (see docs/generation.md).

* `sandbox_pipeline`: ``mmtb generate sandbox``, the six stages of mm-toolsandbox §5;
* `oracle`: the LLM-oracle solvability check of §5.1 (``mmtb validate --oracle llm``);
* `atp_pipeline`: ``mmtb generate atp``, atp-bench §4.1-4.2;
* `compare`: ``mmtb generate compare``, the generator ablation's quantities (Table 10).

Every stage is a reply schema plus a prompt (``prompts/``) on `mmtoolbench.judging`,
checked by `engine.checked_generate`, and every unit is recorded in a run store
(`record`). The package sits above the suites and below the CLI.
"""
