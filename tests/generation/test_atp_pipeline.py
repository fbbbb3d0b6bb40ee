"""``mmtb generate atp`` with a scripted model: queries, ground truth, rule repairs, review."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from pathlib import Path

from PIL import Image
from typer.testing import CliRunner

from mmtoolbench.atp.dataset import load_samples
from mmtoolbench.cli.app import app
from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.generation.atp_pipeline import ATP_MODEL_STAGES, ATPGenerationOptions, generate_atp
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()

TEXT = (
    "Replacing a kitchen faucet cartridge takes about twenty minutes.\n\n"
    "1. Shut off both supply valves under the sink.\n\n"
    "2. Pry off the handle cap and remove the screw.\n\n"
    "3. Pull the old cartridge straight up and press the new one in, tabs facing front."
)
GOOD = (
    TEXT.split("\n\n")[0]
    + "\n\n"
    + '<tool>{"tool_name": "Reference", "description": "The user\'s faucet", "params": {"img_index": 0}}</tool>\n\n'
    + "\n\n".join(TEXT.split("\n\n")[1:])
    + "\n\n"
    + '<tool>{"tool_name": "Diffusion", "description": "Cartridge tabs facing front", "params": {"prompt": "faucet cartridge with tabs facing front, diagram style"}}</tool>\n'
)
BAD = (
    TEXT
    + ' <tool>{"tool_name": "Serch", "description": "x", "params": {"query": "faucet"}}</tool>\n'
)


def write_sources(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "faucet.md").write_text("# Replacing a faucet cartridge\n\n" + TEXT)
    (folder / "faucet").mkdir()
    Image.new("RGB", (8, 8), (180, 180, 190)).save(folder / "faucet" / "my_faucet.png")
    (folder / "faucet" / "captions.json").write_text(
        json.dumps({"my_faucet.png": "a single-handle kitchen faucet"})
    )
    return folder


def brain(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> str:
    title = messages[0].text.splitlines()[0]
    repairing = messages[-1].text.startswith("Your previous reply could not be accepted")
    if "query generation, stage 1" in title:
        return json.dumps(
            {
                "queries": [
                    {"query": "My faucet drips even when closed, how do I swap the cartridge?",
                     "intent": "step-by-step-procedure", "visual_need": "steps"},
                    {"query": "What's that thing inside a faucet called?",
                     "intent": "part-identification"},
                ]
            }
        )  # fmt: skip
    if "query generation, stage 2" in title:
        text = messages[-1].text
        if "called?" in text:
            return json.dumps({"decision": "drop", "reason": "vague"})
        return json.dumps(
            {"decision": "rewrite", "query": "This faucet drips even when closed. How do I swap its cartridge?",
             "type": "VQA", "image_indices": [0], "reason": "grounded in the photo"}
        )  # fmt: skip
    if "ground truth, stage 1" in title:
        return json.dumps({"answer": TEXT})
    if "stage 2: image insertion" in title:
        return json.dumps({"answer": GOOD if repairing else BAD})
    if "stage 3: tool-call review" in title:
        return json.dumps(
            {"calls": [{"index": 0, "verdict": "keep"}, {"index": 1, "verdict": "fix", "problem": "use Search"}],
             "issues": [], "acceptable": False}
        )  # fmt: skip
    if "stage 3: revision" in title:
        return json.dumps(
            {"answer": GOOD.replace('"Diffusion"', '"Search"').replace('"prompt"', '"query"')}
        )
    raise AssertionError(title)


def test_scripted_atp_generation_writes_valid_samples(tmp_path: Path) -> None:
    sources = write_sources(tmp_path / "sources")
    options = ATPGenerationOptions(
        sources_dir=str(sources),
        category="Manual",  # type: ignore[arg-type]
        out=str(tmp_path / "out" / "samples.jsonl"),
        models=dict.fromkeys(ATP_MODEL_STAGES, "scripted/atp"),
    )
    model = ScriptedModel("scripted/atp", brain)
    summary = asyncio.run(
        generate_atp(options, tmp_path / "run", models=dict.fromkeys(ATP_MODEL_STAGES, model))
    )
    assert summary.failures == {}
    assert summary.funnel == {
        "sources": 1, "drafted": 2, "queries_kept": 1, "vqa": 1,
        "answers_rule_valid": 1, "revised": 1, "samples": 1,
    }  # fmt: skip
    (sample,) = load_samples(tmp_path / "out" / "samples.jsonl")
    assert sample.type == "VQA" and sample.intent == "step-by-step-procedure"
    assert [t.value for t in sample.ground_truth_tools] == ["Reference", "Search"]
    assert sample.images[0].source == "user-upload"
    with RunStore.open(tmp_path / "run") as store:
        (row,) = [r for r in store.samples() if r.sample_id.startswith("gt_insert/")]
        verdict = store.verdicts(row.key)[0]["verdict"]
        problems = verdict["attempts"][0]["problems"]
        assert any("unknown_tool" in p for p in problems)  # the parser's rule, fed back
        assert any("mid_sentence" in p for p in problems)


def test_cli_refuses_an_unknown_category(tmp_path: Path) -> None:
    sources = write_sources(tmp_path / "sources")
    result = runner.invoke(
        app,
        ["generate", "atp", str(sources), "--category", "Cooking", "--model", "scripted/echo",
         "--out", str(tmp_path / "s.jsonl")],
    )  # fmt: skip
    assert result.exit_code == 2
    assert "Cooking" in result.output


def test_answers_that_break_the_rules_are_reported_with_the_rule(tmp_path: Path) -> None:
    def stubborn(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> str:
        if "stage 2: image insertion" in messages[0].text.splitlines()[0]:
            return json.dumps({"answer": BAD})  # never fixed
        return brain(messages, tools, config)

    options = ATPGenerationOptions(
        sources_dir=str(write_sources(tmp_path / "sources")),
        category="Manual",  # type: ignore[arg-type]
        out=str(tmp_path / "out" / "samples.jsonl"),
        models=dict.fromkeys(ATP_MODEL_STAGES, "scripted/atp"),
        retries=1,
    )
    model = ScriptedModel("scripted/atp", stubborn)
    summary = asyncio.run(
        generate_atp(options, tmp_path / "run", models=dict.fromkeys(ATP_MODEL_STAGES, model))
    )
    assert summary.samples == [] and summary.funnel["answers_rule_valid"] == 0
    (problem,) = summary.failures.values()
    assert "gt_insert: no acceptable reply after 2 attempt(s)" in problem
    assert "unknown_tool" in problem and "'Serch'" in problem
