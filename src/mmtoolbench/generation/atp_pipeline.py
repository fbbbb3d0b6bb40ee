"""``mmtb generate atp``: ATP-Bench's query and ground-truth pipelines (atp-bench §4.1-4.2).

Sources: a folder where each ``<name>.md`` / ``<name>.txt`` is a source document (its first
``#`` heading, or the file name, is the title) and an optional folder ``<name>/`` holds its
images (captions from ``captions.json`` or ``<image>.txt``); a folder of images without a
document is an image-only source.

Query pipeline (two stages):

1. **query_draft** (one unit per source): the model identifies the category's intents the
   source supports and drafts natural, conversational queries conditioned on them
   (`QueryDrafts`; intents checked against the taxonomy).
2. **query_filter** (one unit per draft): keep, rewrite (turning a visually groundable
   query into VQA by replacing textual evidence with the source's images) or drop
   (`QueryReview`; image indices checked against the source).

Ground-truth pipeline (three stages):

1. **gt_text**: a text-only answer grounded in the documents and images (`TextAnswer`).
2. **gt_insert**: image insertion, following the answer prompt's tool boundaries and
   format rules (`InterleavedAnswer`); the answer is checked with the ATP parser and rules
   (`parse_answer`, every error-level violation fed back with its line) and as an
   `ATPSample` (tools declared, ``img_index`` in range), with repair rounds.
3. **gt_review** then **gt_revise**: a reviewer grades every call (keep / remove / fix,
   `AnswerReview`); when it asks for changes the generator revises the answer, checked the
   same way. Reviewed answers that pass become samples.

Samples are written in the bundled dataset's schema (`ATPSample`, JSONL) with their images
copied next to the file, and loaded back with `mmtoolbench.atp.dataset.load_samples`.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, model_validator

from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.prompts import build_answer_messages
from mmtoolbench.atp.schema import ATPSample, ContextImage, QueryType, SourceDocument
from mmtoolbench.atp.taxonomy import ATPCategory, intent_slugs, intents_for
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import ImagePart, Message, TextPart
from mmtoolbench.generation.engine import DEFAULT_STAGE_RETRIES
from mmtoolbench.generation.record import GenerationRun, UnitContext, keep_ok, open_generation_run
from mmtoolbench.judging import Quoter, compact_schema, load_prompt
from mmtoolbench.models.base import Model

__all__ = [
    "ATP_MODEL_STAGES",
    "ATPGenerationOptions",
    "ATPGenerationSummary",
    "AnswerReview",
    "InterleavedAnswer",
    "QueryDrafts",
    "QueryReview",
    "TextAnswer",
    "generate_atp",
    "load_sources",
]

ATP_MODEL_STAGES: tuple[str, ...] = (
    "query_draft",
    "query_filter",
    "gt_text",
    "gt_insert",
    "gt_review",
    "gt_revise",
)
PROMPTS = "mmtoolbench.generation"
_IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif")


# --------------------------------------------------------------------------- schemas


class _Reply(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DraftQuery(_Reply):
    """One drafted query.

    Attributes:
        query: The user's question, phrased naturally.
        intent: The intent slug it is conditioned on.
        visual_need: Why its best answer needs images.
    """

    query: str = Field(min_length=8)
    intent: str
    visual_need: str = ""


class QueryDrafts(_Reply):
    """Query stage 1: drafted queries (intents must belong to the category)."""

    queries: list[DraftQuery] = Field(min_length=1, max_length=5)

    @model_validator(mode="after")
    def _intents(self, info: ValidationInfo) -> QueryDrafts:
        valid = (info.context or {}).get("intents")
        if valid:
            bad = [
                f"queries[{i}].intent: unknown intent {q.intent!r} (intents: {', '.join(valid)})"
                for i, q in enumerate(self.queries)
                if q.intent not in valid
            ]
            if bad:
                raise ValueError("; ".join(bad))
        return self


class QueryReview(_Reply):
    """Query stage 2: the filter's decision.

    Attributes:
        decision: ``keep``, ``rewrite`` or ``drop``.
        query: The final query (for keep and rewrite).
        type: ``QA`` or ``VQA``.
        image_indices: VQA: the source images (0-based) the query relies on.
        reason: Why.
    """

    decision: Literal["keep", "rewrite", "drop"]
    query: str = ""
    type: QueryType = QueryType.QA
    image_indices: list[int] = Field(default_factory=list)
    reason: str = ""

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> QueryReview:
        n = int((info.context or {}).get("n_images", 0))
        problems = []
        if self.decision != "drop" and len(self.query.strip()) < 8:
            problems.append("query: give the final query")
        if self.type is QueryType.VQA and self.decision != "drop":
            if n == 0:
                problems.append("type: the source has no images; a VQA query is impossible")
            elif not self.image_indices:
                problems.append("image_indices: a VQA query must list the images it relies on")
        bad = [i for i in self.image_indices if not 0 <= i < n]
        if bad:
            problems.append(f"image_indices: {bad} out of range (the source has {n} images)")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class TextAnswer(_Reply):
    """Ground-truth stage 1: the text-only answer (markdown, no tool tags)."""

    answer: str = Field(min_length=40)

    @model_validator(mode="after")
    def _no_tags(self) -> TextAnswer:
        if "<tool>" in self.answer:
            raise ValueError("answer: the text answer must not contain <tool> tags yet")
        return self


class InterleavedAnswer(_Reply):
    """Ground-truth stages 2 and 3: the interleaved answer with ``<tool>`` calls."""

    answer: str = Field(min_length=40)


class CallReview(_Reply):
    """The reviewer's finding on one call.

    Attributes:
        index: The call's 0-based position in the answer.
        verdict: ``keep``, ``remove`` or ``fix``.
        problem: What is wrong (remove / fix).
    """

    index: int = Field(ge=0)
    verdict: Literal["keep", "remove", "fix"]
    problem: str = ""


class AnswerReview(_Reply):
    """Ground-truth stage 3: the review of every call."""

    calls: list[CallReview]
    issues: list[str] = Field(default_factory=list)
    acceptable: bool

    @model_validator(mode="after")
    def _covers(self, info: ValidationInfo) -> AnswerReview:
        n = (info.context or {}).get("n_calls")
        if n is not None:
            got = sorted(c.index for c in self.calls)
            if got != list(range(n)):
                raise ValueError(f"calls: review each call 0..{n - 1} exactly once (got {got})")
        if self.acceptable and (self.issues or any(c.verdict != "keep" for c in self.calls)):
            raise ValueError("acceptable: true only when every call is kept and no issue is listed")
        return self


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class SourceImageItem:
    """An image of a source."""

    path: Path
    caption: str


@dataclass(frozen=True)
class Source:
    """One source: a document and/or images."""

    name: str
    title: str
    text: str
    images: tuple[SourceImageItem, ...]


def _images_of(folder: Path) -> tuple[SourceImageItem, ...]:
    if not folder.is_dir():
        return ()
    captions: dict[str, str] = {}
    file = folder / "captions.json"
    if file.is_file():
        try:
            captions = {str(k): str(v) for k, v in json.loads(file.read_text("utf-8")).items()}
        except (ValueError, AttributeError) as exc:
            raise ConfigError(
                f"{file}: expected an object mapping file names to text ({exc})"
            ) from None
    out = []
    for path in sorted(p for p in folder.iterdir() if p.suffix.lower() in _IMAGE_SUFFIXES):
        try:
            sniff_image(path.read_bytes())
        except ValueError as exc:
            raise ConfigError(f"{path}: {exc}") from None
        side = path.with_suffix(".txt")
        caption = captions.get(path.name) or (
            side.read_text("utf-8").strip() if side.is_file() else ""
        )
        out.append(SourceImageItem(path, caption or path.stem.replace("_", " ")))
    return tuple(out)


def load_sources(folder: Path) -> list[Source]:
    """The sources of a folder (documents with optional image folders, image folders).

    Raises:
        ConfigError: No such folder, or no source in it.
    """
    if not folder.is_dir():
        raise ConfigError(f"no such sources folder: {folder}")
    sources: list[Source] = []
    docs = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".md", ".txt"))
    names = set()
    for doc in docs:
        text = doc.read_text(encoding="utf-8").strip()
        heading = next(
            (ln.lstrip("# ").strip() for ln in text.splitlines() if ln.startswith("#")), ""
        )
        names.add(doc.stem)
        sources.append(
            Source(
                doc.stem, heading or doc.stem.replace("_", " "), text, _images_of(folder / doc.stem)
            )
        )
    for sub in sorted(p for p in folder.iterdir() if p.is_dir() and p.name not in names):
        images = _images_of(sub)
        if images:
            sources.append(Source(sub.name, sub.name.replace("_", " "), "", images))
    if not sources:
        raise ConfigError(f"no sources (.md/.txt documents or image folders) in {folder}")
    return sources


# --------------------------------------------------------------------------- options


class ATPGenerationOptions(BaseModel):
    """What ``mmtb generate atp`` does (stored as the run's configuration)."""

    model_config = ConfigDict(extra="forbid")

    sources_dir: str
    category: ATPCategory
    out: str
    models: dict[str, str]
    queries_per_source: int = Field(2, ge=1, le=5)
    retries: int = Field(DEFAULT_STAGE_RETRIES, ge=0)
    concurrency: int = Field(4, ge=1)
    id_prefix: str = "gen"


@dataclass
class ATPGenerationSummary:
    """What an ATP generation run produced."""

    run_dir: Path
    funnel: dict[str, int]
    samples: list[str] = field(default_factory=list)
    failures: dict[str, str] = field(default_factory=dict)
    resumed: bool = False
    calls: dict[str, int] = field(default_factory=dict)


def _schema_text(schema: type[BaseModel]) -> str:
    return json.dumps(compact_schema(schema.model_json_schema()), indent=1)


def _part(path: Path, index: int) -> ImagePart:
    data = path.read_bytes()
    media, _, _ = sniff_image(data)
    return ImagePart(image_id=f"image_{index}", media_type=media, data=data)


def _request(
    prompt: str,
    values: Mapping[str, str],
    schema: type[BaseModel],
    blocks: Sequence[tuple[str, str]],
    images: Sequence[SourceImageItem] = (),
) -> list[Message]:
    system = load_prompt(PROMPTS, prompt, {**values, "SCHEMA": _schema_text(schema)})
    q = Quoter.for_material([t for _, t in blocks])
    parts: list[TextPart | ImagePart] = [
        TextPart(text="\n\n".join([q.preamble(), *(q.block(t, s) for s, t in blocks)]))
    ]
    for i, image in enumerate(images):
        parts.append(TextPart(text=f"[image {i}: {image.caption}]"))
        parts.append(_part(image.path, i))
    return [Message.system(system), Message(role="user", content=parts)]


def answer_problems(text: str, n_images: int) -> list[str]:
    """Error-level rule violations of an interleaved answer (the ATP parser's), one line
    each, and the requirement of at least one call."""
    parsed = parse_answer(text, num_images=n_images)
    out = [
        f"line {v.location.line}: {v.code}: {v.message}"
        + (f" (call {v.call_index})" if v.call_index is not None else "")
        for v in parsed.errors
    ]
    if not parsed.calls:
        out.append("the answer has no <tool> call; insert at least one where an image helps")
    return out


@dataclass
class _ATPGenerator:
    options: ATPGenerationOptions
    run: GenerationRun
    sources: dict[str, Source]
    failures: dict[str, str] = field(default_factory=dict)

    def _ok(self, results: Sequence[Any]) -> list[Any]:
        return keep_ok(results, self.failures)

    async def _ask(
        self,
        ctx: UnitContext,
        messages: list[Message],
        schema: type[Any],
        context: Mapping[str, Any] | None = None,
        check: Any = None,
    ) -> Any:
        return await ctx.ask(
            messages, schema, retries=self.options.retries, context=context, check=check
        )

    def _source_blocks(self, source: Source) -> list[tuple[str, str]]:
        blocks = []
        if source.text:
            blocks.append((f"document {source.title}", source.text))
        for i, image in enumerate(source.images):
            blocks.append((f"caption of image {i}", image.caption))
        return blocks

    @property
    def category(self) -> ATPCategory:
        return self.options.category

    async def draft(self, ctx: UnitContext, source: Source) -> dict[str, Any]:
        intents = "\n".join(
            f'- `{i.slug}` ({i.name}): {i.definition} e.g. "{i.example}"'
            for i in intents_for(self.category)
        )
        messages = _request(
            "a1_query_draft.md",
            {
                "CATEGORY": self.category.value,
                "INTENTS": intents,
                "N_QUERIES": str(self.options.queries_per_source),
            },
            QueryDrafts,
            self._source_blocks(source),
            source.images,
        )
        value = await self._ask(
            ctx, messages, QueryDrafts, {"intents": intent_slugs(self.category)}
        )
        queries = value.queries[: self.options.queries_per_source]
        return {"source": source.name, "queries": [q.model_dump() for q in queries]}

    async def filter(self, ctx: UnitContext, payload: tuple[str, dict[str, Any]]) -> dict[str, Any]:
        name, draft = payload
        source = self.sources[name]
        images = "\n".join(f"- {i}: {im.caption}" for i, im in enumerate(source.images)) or "(none)"
        messages = _request(
            "a2_query_filter.md",
            {"CATEGORY": self.category.value, "INTENT": draft["intent"], "IMAGES": images},
            QueryReview,
            [("drafted query", draft["query"]), *self._source_blocks(source)],
            source.images,
        )
        value = await self._ask(ctx, messages, QueryReview, {"n_images": len(source.images)})
        return {
            "source": name,
            "intent": draft["intent"],
            "draft": draft["query"],
            **value.model_dump(mode="json"),
        }

    def _query_blocks(self, q: Mapping[str, Any]) -> list[tuple[str, str]]:
        return [("query", q["query"]), *self._source_blocks(self.sources[q["source"]])]

    async def gt_text(self, ctx: UnitContext, q: dict[str, Any]) -> dict[str, Any]:
        source = self.sources[q["source"]]
        messages = _request(
            "g1_text_answer.md", {}, TextAnswer, self._query_blocks(q), source.images
        )
        value = await self._ask(ctx, messages, TextAnswer)
        return {**q, "text_answer": value.answer}

    def _rules(self, q: Mapping[str, Any]) -> str:
        source = self.sources[q["source"]]
        return build_answer_messages(q["query"], images=[i.caption for i in source.images]).system

    def _check(self, q: Mapping[str, Any]) -> Any:
        n = len(self.sources[q["source"]].images)

        def check(value: InterleavedAnswer) -> list[str]:
            problems = answer_problems(value.answer, n)
            if not problems:
                try:
                    self.sample(q, value.answer, 0)
                except ValidationError as exc:
                    problems = [
                        str(e["msg"]).removeprefix("Value error, ")
                        for e in exc.errors(include_url=False)
                    ]
            return problems

        return check

    async def gt_insert(self, ctx: UnitContext, q: dict[str, Any]) -> dict[str, Any]:
        source = self.sources[q["source"]]
        messages = _request(
            "g2_image_insertion.md",
            {"ANSWER_RULES": self._rules(q)},
            InterleavedAnswer,
            [*self._query_blocks(q), ("text answer", q["text_answer"])],
            source.images,
        )
        value = await self._ask(ctx, messages, InterleavedAnswer, check=self._check(q))
        return {**q, "answer": value.answer}

    async def gt_review(self, ctx: UnitContext, q: dict[str, Any]) -> dict[str, Any]:
        source = self.sources[q["source"]]
        n_calls = len(parse_answer(q["answer"], num_images=len(source.images)).calls)
        messages = _request(
            "g3_review.md",
            {},
            AnswerReview,
            [*self._query_blocks(q), ("answer", q["answer"])],
            source.images,
        )
        value = await self._ask(ctx, messages, AnswerReview, {"n_calls": n_calls})
        return {**q, "review": value.model_dump(mode="json")}

    async def gt_revise(self, ctx: UnitContext, q: dict[str, Any]) -> dict[str, Any]:
        source = self.sources[q["source"]]
        review = json.dumps(q["review"], indent=1)
        messages = _request(
            "g4_revise.md",
            {"ANSWER_RULES": self._rules(q)},
            InterleavedAnswer,
            [*self._query_blocks(q), ("answer", q["answer"]), ("review", review)],
            source.images,
        )
        value = await self._ask(ctx, messages, InterleavedAnswer, check=self._check(q))
        return {**q, "answer": value.answer, "revised": True}

    def sample(self, q: Mapping[str, Any], answer: str, number: int) -> ATPSample:
        """The ATP sample of a reviewed query (images relative to ``images/``)."""
        source = self.sources[q["source"]]
        vqa = q["type"] == "VQA"
        images = [
            ContextImage(
                index=i,
                path=f"images/{self._image_name(source, im)}",
                caption=im.caption,
                source="user-upload" if vqa and i in q["image_indices"] else "document",
                sha256=hashlib.sha256(im.path.read_bytes()).hexdigest(),
            )
            for i, im in enumerate(source.images)
        ]
        documents = (
            [
                SourceDocument(
                    title=source.title, text=source.text, image_indices=list(range(len(images)))
                )
            ]
            if source.text
            else []
        )
        tools = sorted(
            {
                str(c.tool_name)
                for c in parse_answer(answer, num_images=len(images)).calls
                if c.tool_name
            }
        )
        return ATPSample(
            id=f"{self.options.id_prefix}-{self.category.value.lower()}-{number:03d}",
            category=self.category,
            intent=q["intent"],
            type=QueryType(q["type"]),
            query=q["query"],
            images=images,
            documents=documents,
            ground_truth=answer,
            ground_truth_tools=tools,  # type: ignore[arg-type]
        )

    def _image_name(self, source: Source, image: SourceImageItem) -> str:
        return f"{self.options.id_prefix}_{source.name}_{image.path.name}"


async def generate_atp(
    options: ATPGenerationOptions, run_dir: Path, *, models: Mapping[str, Model]
) -> ATPGenerationSummary:
    """Run (or resume) the ATP query and ground-truth pipelines into ``run_dir``.

    Raises:
        ConfigError: Bad inputs or a run directory of another run.
    """
    missing = [s for s in ATP_MODEL_STAGES if s not in models]
    if missing:
        raise ConfigError(f"no model for stage(s) {', '.join(missing)}")
    sources = {s.name: s for s in load_sources(Path(options.sources_dir))}
    store, lock, resumed = open_generation_run(
        run_dir,
        "generate-atp",
        options.model_dump(mode="json"),
        resume_keys=("sources_dir", "category"),
    )
    try:
        run = GenerationRun(store, models, options.models, concurrency=options.concurrency)
        gen = _ATPGenerator(options, run, sources)
        summary = await _atp_pipeline(gen)
        summary.resumed = resumed
        summary.calls = dict(run.calls)
        store.set_run_metric(
            "summary",
            {"funnel": summary.funnel, "samples": summary.samples, "failures": summary.failures},
        )
        store.set_status("finished")
        return summary
    except BaseException:
        store.set_status("interrupted")
        raise
    finally:
        lock.release()
        store.close()


async def _atp_pipeline(gen: _ATPGenerator) -> ATPGenerationSummary:
    run = gen.run
    funnel: dict[str, int] = {"sources": len(gen.sources)}
    summary = ATPGenerationSummary(run.store.run_dir, funnel, failures=gen.failures)
    drafts = gen._ok(
        await run.run_units("query_draft", [(n, s) for n, s in gen.sources.items()], gen.draft)
    )
    units = [
        (f"{d['source']}-{k}", (d["source"], q)) for d in drafts for k, q in enumerate(d["queries"])
    ]
    funnel["drafted"] = len(units)
    reviewed = gen._ok(await run.run_units("query_filter", units, gen.filter))
    kept = [r for r in reviewed if r["decision"] != "drop"]
    funnel["queries_kept"] = len(kept)
    funnel["vqa"] = sum(1 for r in kept if r["type"] == "VQA")
    names = [f"{r['source']}-{k}" for k, r in enumerate(kept)]
    texts = gen._ok(
        await run.run_units("gt_text", list(zip(names, kept, strict=True)), gen.gt_text)
    )
    inserted = gen._ok(
        await run.run_units(
            "gt_insert", [(f"{t['source']}-{k}", t) for k, t in enumerate(texts)], gen.gt_insert
        )
    )
    funnel["answers_rule_valid"] = len(inserted)
    reviews = gen._ok(
        await run.run_units(
            "gt_review", [(f"{t['source']}-{k}", t) for k, t in enumerate(inserted)], gen.gt_review
        )
    )
    accepted = [r for r in reviews if r["review"]["acceptable"]]
    to_revise = [r for r in reviews if not r["review"]["acceptable"]]
    revised = gen._ok(
        await run.run_units(
            "gt_revise", [(f"{t['source']}-{k}", t) for k, t in enumerate(to_revise)], gen.gt_revise
        )
    )
    funnel["revised"] = len(revised)
    final = sorted([*accepted, *revised], key=lambda r: (r["source"], r["query"]))
    samples = [gen.sample(q, q["answer"], k + 1) for k, q in enumerate(final)]
    summary.samples = _write_samples(gen, final, samples)
    funnel["samples"] = len(summary.samples)
    return summary


def _write_samples(
    gen: _ATPGenerator, final: Sequence[Mapping[str, Any]], samples: Sequence[ATPSample]
) -> list[str]:
    out = Path(gen.options.out)
    (out.parent / "images").mkdir(parents=True, exist_ok=True)
    for q in final:
        source = gen.sources[q["source"]]
        for image in source.images:
            shutil.copyfile(image.path, out.parent / "images" / gen._image_name(source, image))
    out.write_text("".join(s.model_dump_json(exclude_none=True) + "\n" for s in samples), "utf-8")
    from mmtoolbench.atp.dataset import load_samples

    return [s.id for s in load_samples(out)]
