"""``mmtb generate sandbox``: the six-stage scenario generation pipeline of seed §5.

From a folder of images (captions optional: ``captions.json`` mapping file names to
text, or a ``<image>.txt`` next to an image):

1. **associate** (model, one unit per image): is the image actionable, its category,
   description, visible text, domains and tools (`ImageAssociation`); strict filtering.
2. **cluster** (offline, one unit) groups actionable images into clusters of 3-6 within
   domain groups (`mmtoolbench.generation.clustering`: dHash + text TF-IDF + text embeddings), then
   **viability** (model, one unit per cluster) scores each flow type and arrival pattern
   0-3 (`Viability`); only scores >= 2 are kept.
3. **outline** (model, one unit per viable cluster): the design cell (flow type, arrival
   pattern, challenge type) is sampled with weights ``1 / (1 + count)`` over the current
   suite's counts plus what this run has already assigned, among the cluster's viable
   options (an ideal fit, score 3, weighs 1.5x), then the model writes the outline
   (`Outline`).
4. **scenario** (model): the full scenario from a flow-type-specific template and a
   persona from the pool (`ScenarioDraft`).
5. **entities** (model): initial rows, expected changes and a reference solution
   (`EntityStaging`); the assembled scenario is checked by the scenario validator (rows
   loaded into the world's tables, columns, references, tools and their arguments), then
   the reference solution is replayed (it must reach Entity F1 = 1; doing nothing must
   score 0); every problem goes back to the model, up to ``entity_retries`` repair rounds.
6. **critic** (model): the seven quality criteria (`CriticReply`); then **downsample**
   (offline): balanced selection over (flow, arrival, challenge) cells.

Kept scenarios are written to ``OUT/scenarios/<id>.yaml`` with their images copied to
``OUT/images/<id>/`` and checked with the same validator as ``mmtb validate``.
Every unit is recorded in the run store (`mmtoolbench.generation.record`); the run-level
metric ``summary`` holds the funnel and the usage per stage.
"""

from __future__ import annotations

import copy
import json
import random
import re
import shutil
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import numpy as np
import yaml
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import ImagePart, Message, TextPart
from mmtoolbench.generation.catalog import SandboxCatalog
from mmtoolbench.generation.clustering import ClusterInput, Embed, cluster_groups, dhash
from mmtoolbench.generation.engine import DEFAULT_STAGE_RETRIES
from mmtoolbench.generation.guidance import (
    CHALLENGE_GUIDANCE,
    FLOW_GUIDANCE,
    FLOW_TEMPLATES,
    PERSONAS,
)
from mmtoolbench.generation.record import GenerationRun, UnitContext, keep_ok, open_generation_run
from mmtoolbench.generation.sandbox_schemas import (
    ARRIVAL_RULES,
    CriticReply,
    EntityStaging,
    ImageAssociation,
    Outline,
    ScenarioDraft,
    Viability,
)
from mmtoolbench.judging import Quoter, compact_schema, load_prompt
from mmtoolbench.models.base import Model
from mmtoolbench.sandbox.scenario import (
    ARRIVAL_PATTERNS,
    CHALLENGE_TYPES,
    FLOW_TYPES,
    Challenge,
    LoadedScenario,
    OwnerSpec,
    Persona,
    Round,
    Scenario,
    ScenarioImage,
    builtin_scenarios_dir,
    check_scenario,
    find_scenario_files,
    validate_scenario_file,
)
from mmtoolbench.sandbox.world.clock import DEFAULT_REFERENCE_TIME

__all__ = [
    "MODEL_STAGES",
    "STAGES",
    "GenerationSummary",
    "SandboxGenerationOptions",
    "SourceImage",
    "generate_sandbox",
    "load_source_images",
    "suite_counts",
]

MODEL_STAGES: tuple[str, ...] = (
    "associate",
    "viability",
    "outline",
    "scenario",
    "entities",
    "critic",
)
"""Stages that call a model (each may have its own model)."""

STAGES: tuple[str, ...] = (
    "associate",
    "cluster",
    "viability",
    "outline",
    "scenario",
    "entities",
    "critic",
    "downsample",
)
"""Every stage, in order (``cluster`` and ``downsample`` are offline)."""

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".gif")
PROMPTS = "mmtoolbench.generation"
FIT_BONUS = {2: 1.0, 3: 1.5}


class SandboxGenerationOptions(BaseModel):
    """What ``mmtb generate sandbox`` does (stored as the run's configuration).

    Attributes:
        images_dir: Folder of input images (absolute).
        out_dir: Where scenario files and their images are written.
        models: Model string per model stage.
        seed: Seed of the design-cell and persona sampling.
        max_scenarios: Scenarios kept by the balanced downsampling (None: all that pass).
        retries: Repair turns of stages 1-4 and 6.
        entity_retries: Repair rounds of stage 5.
        concurrency: Units run at once within a stage.
        suite: Scenario files or folders whose counts steer the sampling (default: the
            bundled suite).
        stop_after: Stop after this stage (e.g. ``outline`` to fix outlines first).
        from_outlines: A generation run whose Stage-3 outlines are reused (stages 4-6 only).
        reference_time: The frozen "now" of the generated scenarios.
        oracle_check: ``llm``: run the LLM-oracle solvability check (seed §5.1) on the
            written files with the ``oracle`` and ``judge`` models.
        embedding_model: Stage 2's text embeddings from a provider model
            (`mmtoolbench.models.embeddings`, e.g. ``openai/text-embedding-3-small``)
            instead of the bundled static MiniLM table.
        embedding_base_url: Base URL of an ``openai-compatible/…`` embedding model.
    """

    model_config = ConfigDict(extra="forbid")

    images_dir: str | None = None
    out_dir: str
    models: dict[str, str]
    seed: int = 0
    max_scenarios: int | None = Field(None, ge=1)
    retries: int = Field(DEFAULT_STAGE_RETRIES, ge=0)
    entity_retries: int = Field(DEFAULT_STAGE_RETRIES, ge=0)
    concurrency: int = Field(4, ge=1)
    suite: list[str] = Field(default_factory=list)
    stop_after: str | None = None
    from_outlines: str | None = None
    reference_time: str = DEFAULT_REFERENCE_TIME.isoformat()
    oracle_check: Literal["none", "llm"] = "none"
    embedding_model: str | None = None
    embedding_base_url: str | None = None


@dataclass(frozen=True)
class SourceImage:
    """One input image.

    Attributes:
        id: Scenario-safe id from the file name.
        path: The file.
        rel: Its path relative to the images folder.
        caption: Caption given with it ("" if none).
    """

    id: str
    path: Path
    rel: str
    caption: str

    def part(self) -> ImagePart:
        """The image as a message part."""
        data = self.path.read_bytes()
        media, _, _ = sniff_image(data)
        return ImagePart(image_id=self.id, media_type=media, data=data)


@dataclass
class GenerationSummary:
    """What a generation run produced.

    Attributes:
        run_dir: The run directory.
        funnel: Counts after each stage.
        files: Scenario files written.
        problems: Validation problems of written files (should be empty).
        oracle_failed: Written files the LLM oracle could not solve, with why.
        failures: Units that failed, with their exact problems.
        usage: Tokens, cost and calls per stage.
        resumed: Whether the run was resumed.
        calls: Model calls made by this invocation per stage (0 for reused stages).
    """

    run_dir: Path
    funnel: dict[str, int]
    files: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    oracle_failed: dict[str, list[str]] = field(default_factory=dict)
    failures: dict[str, str] = field(default_factory=dict)
    usage: dict[str, dict[str, float]] = field(default_factory=dict)
    resumed: bool = False
    calls: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """JSON form (the run metric ``summary``)."""
        return {
            "funnel": self.funnel,
            "files": [str(f) for f in self.files],
            "problems": self.problems,
            "oracle_failed": self.oracle_failed,
            "failures": self.failures,
            "usage": self.usage,
        }


# --------------------------------------------------------------------------- inputs


def _slug(text: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")
    if not slug or not slug[0].isalpha():
        slug = f"img_{slug}"
    return slug[:60]


def load_source_images(images_dir: Path) -> list[SourceImage]:
    """Images of a folder (recursively) with their captions.

    Captions come from ``captions.json`` (``{"file name or relative path": "caption"}``)
    or a ``<image>.txt`` next to the image.

    Raises:
        ConfigError: The folder does not exist, holds no image, or a file is unreadable.
    """
    if not images_dir.is_dir():
        raise ConfigError(f"no such images folder: {images_dir}")
    captions: dict[str, str] = {}
    captions_file = images_dir / "captions.json"
    if captions_file.is_file():
        try:
            data = json.loads(captions_file.read_text(encoding="utf-8"))
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{captions_file}: not a JSON object of captions ({exc})") from None
        if not isinstance(data, dict):
            raise ConfigError(f"{captions_file}: expected an object mapping file names to text")
        captions = {str(k): str(v) for k, v in data.items()}
    out: list[SourceImage] = []
    seen: set[str] = set()
    for path in sorted(p for p in images_dir.rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES):
        try:
            sniff_image(path.read_bytes())
        except ValueError as exc:
            raise ConfigError(f"{path}: {exc}") from None
        rel = path.relative_to(images_dir).as_posix()
        image_id = _slug(path.stem)
        base, n = image_id, 2
        while image_id in seen:
            image_id, n = f"{base[:56]}_{n}", n + 1
        seen.add(image_id)
        sidecar = path.with_suffix(".txt")
        caption = (
            captions.get(rel)
            or captions.get(path.name)
            or (sidecar.read_text(encoding="utf-8").strip() if sidecar.is_file() else "")
        )
        out.append(SourceImage(image_id, path, rel, caption))
    if not out:
        raise ConfigError(f"no images ({', '.join(IMAGE_SUFFIXES)}) in {images_dir}")
    return out


def suite_counts(paths: Sequence[Path | str] = ()) -> dict[str, Counter[str]]:
    """Counts of flow types, arrival patterns and challenge types in a scenario suite.

    The distribution ``mmtb scenarios stats`` shows, read fast: only the three design
    fields of each file (with libyaml when available); a file that does not parse as a
    mapping with them is skipped. Default: the bundled suite.
    """
    loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    files = find_scenario_files(paths or [builtin_scenarios_dir()])
    counts: dict[str, Counter[str]] = {
        "flow": Counter(),
        "arrival": Counter(),
        "challenge": Counter(),
    }
    for file in files:
        try:
            text = file.read_text(encoding="utf-8")
            data = json.loads(text) if file.suffix == ".json" else yaml.load(text, Loader=loader)
        except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError):
            continue
        if not isinstance(data, dict):
            continue
        flow, arrival = data.get("flow_type"), data.get("arrival_pattern")
        challenge = (data.get("challenge") or {}).get("type", "none")
        if flow in FLOW_TYPES and arrival in ARRIVAL_PATTERNS and challenge in CHALLENGE_TYPES:
            counts["flow"][flow] += 1
            counts["arrival"][arrival] += 1
            counts["challenge"][challenge] += 1
    return counts


def _weighted_choice(
    rng: random.Random, options: Mapping[str, float], counts: Counter[str]
) -> tuple[str, dict[str, float]]:
    weights = {k: bonus / (1 + counts[k]) for k, bonus in sorted(options.items())}
    total = sum(weights.values())
    pick = rng.random() * total
    for key, w in weights.items():
        pick -= w
        if pick <= 0:
            return key, weights
    return next(reversed(weights)), weights


# --------------------------------------------------------------------------- prompts


def _schema_text(schema: type[BaseModel]) -> str:
    return json.dumps(compact_schema(schema.model_json_schema()), indent=1)


def _request(
    prompt_file: str,
    values: Mapping[str, str],
    schema: type[BaseModel],
    blocks: Sequence[tuple[str, str]],
    images: Sequence[ImagePart] = (),
    trailer: str = "",
) -> list[Message]:
    """System prompt + one user message: quoted data blocks, then the images."""
    system = load_prompt(PROMPTS, prompt_file, {**values, "SCHEMA": _schema_text(schema)})
    q = Quoter.for_material([text for _, text in blocks])
    parts: list[TextPart | ImagePart] = [
        TextPart(text="\n\n".join([q.preamble(), *(q.block(t, s) for s, t in blocks)]))
    ]
    for image in images:
        parts.append(TextPart(text=f"[image {image.image_id}]"))
        parts.append(image)
    if trailer:
        parts.append(TextPart(text=trailer))
    return [Message.system(system), Message(role="user", content=parts)]


def _image_info(s1: Mapping[str, Any]) -> str:
    return (
        f"image {s1['image']} ({s1['category']}; domains {', '.join(s1['domains'])}): "
        f"{s1['description']}"
        + (f"\nvisible text: {s1['visible_text']}" if s1.get("visible_text") else "")
        + (f"\ncaption: {s1['caption']}" if s1.get("caption") else "")
    )


# --------------------------------------------------------------------------- generator


@dataclass
class _Generator:
    options: SandboxGenerationOptions
    run: GenerationRun
    catalog: SandboxCatalog
    images_dir: Path
    sources: dict[str, SourceImage]
    failures: dict[str, str] = field(default_factory=dict)

    def _ok(self, results: Sequence[Any]) -> list[Any]:
        return keep_ok(results, self.failures)

    def _parts(self, image_ids: Sequence[str]) -> list[ImagePart]:
        return [self.sources[i].part() for i in image_ids]

    # -- stage 1
    async def associate(self, ctx: UnitContext, image: SourceImage) -> dict[str, Any]:
        blocks = [("caption", image.caption or "(no caption)")]
        messages = _request(
            "s1_associate.md",
            {"CATALOGUE": self.catalog.catalogue_text()},
            ImageAssociation,
            blocks,
            [image.part()],
        )
        result = await self._ask(
            ctx,
            messages,
            ImageAssociation,
            {
                "domains": self.catalog.domains,
                "tools": sorted(self.catalog.tool_names()),
            },
        )
        value = result.model_dump(mode="json")
        return {"image": image.id, "path": image.rel, "caption": image.caption, **value}

    async def _ask(
        self,
        ctx: UnitContext,
        messages: list[Message],
        schema: type[Any],
        context: Mapping[str, Any] | None = None,
        *,
        check: Any = None,
        retries: int | None = None,
    ) -> Any:
        retries = self.options.retries if retries is None else retries
        return await ctx.ask(messages, schema, retries=retries, context=context, check=check)

    # -- stage 2
    async def cluster(self, ctx: UnitContext, associated: list[dict[str, Any]]) -> dict[str, Any]:
        items = [
            ClusterInput(
                id=a["image"],
                group=a["domains"][0],
                text=" ".join([a.get("caption", ""), a["description"], a.get("visible_text", "")]),
                hash=dhash(self.sources[a["image"]].path),
            )
            for a in associated
        ]
        embed, method, tokens = await self._text_embeddings([i.text for i in items])
        clusters, left = cluster_groups(items, embed)
        value = {
            "method": method,
            "clusters": [{"id": f"c{i + 1:03d}", "images": c} for i, c in enumerate(clusters)],
            "left_out": left,
            "embedding_prompt_tokens": tokens,
        }
        ctx.record_offline(self.options.embedding_model or "dhash+tfidf", value)
        return value

    async def _text_embeddings(self, texts: list[str]) -> tuple[Embed, str, int]:
        """Stage 2's sentence embeddings of the images' texts: from the provider model
        when one is configured (one request per 128 texts), else the bundled static
        MiniLM table. Returns the embedding function, its description and tokens used."""
        name = self.options.embedding_model
        if name is None:
            from mmtoolbench.sandbox.search.embedding import StaticEmbedder

            static = StaticEmbedder.load()
            method = (
                "offline: dHash (64 bit) + TF-IDF and static MiniLM embeddings of caption, "
                "description and visible text"
            )
            return static.embed_many, method, 0
        from mmtoolbench.models.embeddings import build_embedding_model

        model = build_embedding_model(name, base_url=self.options.embedding_base_url)
        try:
            vectors = await model.embed(texts)
        finally:
            await model.aclose()
        rows = {text: vectors[i] for i, text in enumerate(texts)}

        def embed(wanted: list[str]) -> NDArray[np.float64]:
            return np.vstack([rows[t] for t in wanted])

        method = (
            f"dHash (64 bit) + TF-IDF and {name} embeddings of caption, description and "
            "visible text"
        )
        return embed, method, model.prompt_tokens

    async def viability(self, ctx: UnitContext, cluster: dict[str, Any]) -> dict[str, Any]:
        infos = [self._s1[i] for i in cluster["images"]]
        messages = _request(
            "s2_viability.md",
            {
                "FLOWS": "\n".join(f"- {k}: {v}" for k, v in FLOW_GUIDANCE.items()),
                "ARRIVALS": "\n".join(f"- {k}: {v}" for k, v in ARRIVAL_RULES.items()),
            },
            Viability,
            [(f"image {i['image']}", _image_info(i)) for i in infos],
            self._parts(cluster["images"]),
        )
        value: Viability = await self._ask(ctx, messages, Viability)
        flows = {k: int(v) for k, v in value.flow_types.items() if v >= 2}
        arrivals = {k: int(v) for k, v in value.arrival_patterns.items() if v >= 2}
        if len(cluster["images"]) < 3:
            arrivals.pop("mixed", None)
        return {
            **cluster,
            "scores": value.model_dump(mode="json"),
            "viable_flows": flows,
            "viable_arrivals": arrivals,
            "viable": bool(flows and arrivals),
        }

    # -- stage 3
    def assign_cells(self, viable: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
        """Design cells for the clusters, sampled towards balance (deterministic)."""
        counts = copy.deepcopy(self.counts())
        out: dict[str, dict[str, Any]] = {}
        for cluster in sorted(viable, key=lambda c: c["id"]):
            rng = random.Random(f"{self.options.seed}:{cluster['id']}")
            flow, fw = _weighted_choice(
                rng, {k: FIT_BONUS[v] for k, v in cluster["viable_flows"].items()}, counts["flow"]
            )
            arrival, aw = _weighted_choice(
                rng,
                {k: FIT_BONUS[v] for k, v in cluster["viable_arrivals"].items()},
                counts["arrival"],
            )
            challenge, cw = _weighted_choice(
                rng, dict.fromkeys(CHALLENGE_TYPES, 1.0), counts["challenge"]
            )
            counts["flow"][flow] += 1
            counts["arrival"][arrival] += 1
            counts["challenge"][challenge] += 1
            out[cluster["id"]] = {
                "flow_type": flow,
                "arrival_pattern": arrival,
                "challenge_type": challenge,
                "weights": {"flow": fw, "arrival": aw, "challenge": cw},
            }
        return out

    async def outline(
        self, ctx: UnitContext, payload: tuple[dict[str, Any], dict[str, Any]]
    ) -> dict[str, Any]:
        cluster, cell = payload
        infos = [self._s1[i] for i in cluster["images"]]
        domains = list(dict.fromkeys(d for i in infos for d in i["domains"]))
        tools = sorted(self.catalog.tool_names(domains))
        messages = _request(
            "s3_outline.md",
            {
                "FLOW_TYPE": cell["flow_type"],
                "FLOW_GUIDANCE": FLOW_GUIDANCE[cell["flow_type"]],
                "ARRIVAL_PATTERN": cell["arrival_pattern"],
                "ARRIVAL_RULE": ARRIVAL_RULES[cell["arrival_pattern"]],
                "CHALLENGE_TYPE": cell["challenge_type"],
                "CHALLENGE_GUIDANCE": CHALLENGE_GUIDANCE[cell["challenge_type"]],
                "TOOLS": self.catalog.tools_text(tools),
            },
            Outline,
            [(f"image {i['image']}", _image_info(i)) for i in infos],
            self._parts(cluster["images"]),
        )
        ctx.record_offline("weighted-sampling", cell)
        value: Outline = await self._ask(
            ctx,
            messages,
            Outline,
            {
                "images": cluster["images"],
                "arrival_pattern": cell["arrival_pattern"],
                "challenge_type": cell["challenge_type"],
                "domains": self.catalog.domains,
                "tools": sorted(self.catalog.tool_names()),
            },
        )
        return {
            "cluster": cluster["id"],
            "images": infos,
            **{k: cell[k] for k in ("flow_type", "arrival_pattern", "challenge_type")},
            "outline": value.model_dump(mode="json"),
        }

    # -- stage 4
    async def scenario(self, ctx: UnitContext, outline: dict[str, Any]) -> dict[str, Any]:
        rng = random.Random(f"{self.options.seed}:persona:{outline['cluster']}")
        persona = PERSONAS[rng.randrange(len(PERSONAS))]
        o = outline["outline"]
        domains = list(
            dict.fromkeys([*o["domains"], *self.catalog.tool_domains(o["required_tools"])])
        )
        tools = sorted(self.catalog.tool_names(domains))
        messages = _request(
            "s4_scenario.md",
            {
                "FLOW_TYPE": outline["flow_type"],
                "FLOW_TEMPLATE": FLOW_TEMPLATES[outline["flow_type"]],
                "CHALLENGE_TYPE": outline["challenge_type"],
                "CHALLENGE_GUIDANCE": CHALLENGE_GUIDANCE[outline["challenge_type"]],
                "PERSONA": f"{persona.first_name} {persona.last_name}, {persona.description}",
                "NOW": self.options.reference_time,
                "TOOLS": self.catalog.tools_text(tools),
            },
            ScenarioDraft,
            [
                *((f"image {i['image']}", _image_info(i)) for i in outline["images"]),
                ("outline", json.dumps(o, indent=1)),
            ],
            self._parts([i["image"] for i in outline["images"]]),
        )
        value: ScenarioDraft = await self._ask(
            ctx,
            messages,
            ScenarioDraft,
            {
                "outline_rounds": [r["images"] for r in o["rounds"]],
                "challenge_type": outline["challenge_type"],
                "tools": sorted(self.catalog.tool_names()),
            },
        )
        return {
            "outline": outline,
            "persona": persona.model_dump(),
            "draft": value.model_dump(mode="json"),
        }

    # -- stage 5
    def assemble(self, drafted: Mapping[str, Any], staging: EntityStaging) -> Scenario:
        """The scenario file's content from the stage outputs (images relative to the
        images folder)."""
        outline = drafted["outline"]
        draft = drafted["draft"]
        persona = drafted["persona"]
        o = outline["outline"]
        tables = {
            *staging.initial_entities,
            *(c.table for c in staging.expected_changes.changes),
        }
        oracle_tools = [s.tool for r in staging.oracle_solution for s in r.steps if s.tool]
        domains = list(
            dict.fromkeys(
                [
                    *o["domains"],
                    *self.catalog.tool_domains([*draft["expected_tools"], *oracle_tools]),
                    *self._table_domains(tables),
                ]
            )
        )
        ch_type = outline["challenge_type"]
        ch = draft["challenge"]
        return Scenario(
            id=draft["id"],
            title=draft["title"],
            description=draft["description"],
            domains=domains,
            reference_time=datetime.fromisoformat(self.options.reference_time),
            persona=Persona(
                owner=OwnerSpec(
                    first_name=persona["first_name"],
                    last_name=persona["last_name"],
                    phone=persona["phone"],
                    email=persona["email"],
                ),
                description=draft["persona_description"] or persona["description"],
                style=draft["style"],
            ),
            initial_entities=staging.initial_entities,
            images=[
                ScenarioImage(
                    id=i["image"],
                    path=i["path"],
                    category=i["category"],
                    source=f"input:{i['path']}",
                    description=i["description"].rstrip(". ")
                    + (f". Visible text: {i['visible_text']}" if i.get("visible_text") else ""),
                )
                for i in outline["images"]
            ],
            rounds=[Round(**r) for r in draft["rounds"]],
            challenge=Challenge(
                type=ch_type,
                round=o.get("challenge_round")
                if ch_type in ("goal_change", "error_correction")
                else None,
                details=ch["details"],
                wrong_detail=ch.get("wrong_detail") if ch_type == "error_correction" else None,
                correct_detail=ch.get("correct_detail") if ch_type == "error_correction" else None,
            ),
            flow_type=outline["flow_type"],
            arrival_pattern=outline["arrival_pattern"],
            expected_changes=staging.expected_changes,
            completion_criteria=draft["completion_criteria"],
            expected_tools=draft["expected_tools"],
            oracle_solution=staging.oracle_solution,
            tags=["generated", f"cluster:{outline['cluster']}"],
        )

    def _table_domains(self, tables: set[str]) -> list[str]:
        from mmtoolbench.sandbox.domains import tables_for

        found = {t.domain for t in tables_for(None) if t.name in tables}
        return [d for d in self.catalog.domains if d in found]

    def scenario_problems(self, drafted: Mapping[str, Any], staging: EntityStaging) -> list[str]:
        """Problems of the assembled scenario (the validator's exact messages)."""
        try:
            scenario = self.assemble(drafted, staging)
        except ValidationError as exc:
            return [
                f"{'.'.join(str(p) for p in e['loc']) or 'scenario'}: {e['msg']}"
                for e in exc.errors(include_url=False)
            ]
        return [
            f"{p.path}: {p.message}" for p in check_scenario(scenario, base_dir=self.images_dir)
        ]

    async def entity_problems(
        self, drafted: Mapping[str, Any], staging: EntityStaging
    ) -> list[str]:
        """Stage 5's meaning check: the validator, then the solution replayed.

        A scenario the validator accepts is played with its reference solution and the
        scripted user (tool-use mode): the solution must reach Entity F1 = 1 against the
        expected changes, cleanly; and an assistant that does nothing must score 0 (else
        the expected changes hold already).
        """
        problems = self.scenario_problems(drafted, staging)
        if problems:
            return problems
        from mmtoolbench.sandbox.validity import do_nothing_problems, oracle_problems

        scenario = self.assemble(drafted, staging)
        loaded = LoadedScenario(scenario, self.images_dir / f"{scenario.id}.yaml")
        replayed = await oracle_problems(loaded, modes=("tool-use",))
        if not replayed:
            replayed = await do_nothing_problems(loaded)
        return [f"oracle_solution replayed against expected_changes: {p}" for p in replayed]

    async def entities(self, ctx: UnitContext, drafted: dict[str, Any]) -> dict[str, Any]:
        outline = drafted["outline"]
        draft = drafted["draft"]
        o = outline["outline"]
        domains = list(
            dict.fromkeys([*o["domains"], *self.catalog.tool_domains(draft["expected_tools"])])
        )
        scenario_text = yaml.safe_dump(
            {
                "persona": drafted["persona"],
                **draft,
                "flow_type": outline["flow_type"],
                "challenge_type": outline["challenge_type"],
            },
            sort_keys=False,
            allow_unicode=True,
        )
        messages = _request(
            "s5_entities.md",
            {
                "CHALLENGE_TYPE": outline["challenge_type"],
                "TABLES": self.catalog.tables_text(domains),
                "TOOLS": self.catalog.tools_text(sorted(self.catalog.tool_names(domains))),
            },
            EntityStaging,
            [
                *((f"image {i['image']}", _image_info(i)) for i in outline["images"]),
                ("scenario", scenario_text),
            ],
            self._parts([i["image"] for i in outline["images"]]),
        )
        value: EntityStaging = await self._ask(
            ctx,
            messages,
            EntityStaging,
            check=lambda v: self.entity_problems(drafted, v),
            retries=self.options.entity_retries,
        )
        scenario = self.assemble(drafted, value)
        return {"cluster": outline["cluster"], "scenario": scenario.model_dump(mode="json")}

    # -- stage 6
    async def critic(self, ctx: UnitContext, staged: dict[str, Any]) -> dict[str, Any]:
        scenario = staged["scenario"]
        text = yaml.safe_dump(
            {k: v for k, v in scenario.items() if k != "oracle_solution"},
            sort_keys=False,
            allow_unicode=True,
        )
        messages = _request(
            "s6_critic.md",
            {},
            CriticReply,
            [("scenario", text)],
            self._parts([i["id"] for i in scenario["images"]]),
        )
        value = await self._ask(ctx, messages, CriticReply)
        return {
            "cluster": staged["cluster"],
            "id": scenario["id"],
            "passed": value.overall == "pass",
            "failed_criteria": value.failed_criteria,
            "cell": [
                scenario["flow_type"],
                scenario["arrival_pattern"],
                scenario["challenge"]["type"],
            ],
        }

    def downsample(self, passed: list[dict[str, Any]]) -> dict[str, Any]:
        """Balanced selection: repeatedly keep the scenario whose design cells are rarest."""
        counts = copy.deepcopy(self.counts())
        limit = self.options.max_scenarios or len(passed)
        pool = sorted(passed, key=lambda p: p["cluster"])
        kept: list[dict[str, Any]] = []
        while pool and len(kept) < limit:

            def load(p: dict[str, Any]) -> tuple[int, str]:
                flow, arrival, challenge = p["cell"]
                return (
                    counts["flow"][flow]
                    + counts["arrival"][arrival]
                    + counts["challenge"][challenge],
                    p["cluster"],
                )

            best = min(pool, key=load)
            pool.remove(best)
            kept.append(best)
            flow, arrival, challenge = best["cell"]
            counts["flow"][flow] += 1
            counts["arrival"][arrival] += 1
            counts["challenge"][challenge] += 1
        return {
            "method": "greedy balance over suite counts (flow + arrival + challenge)",
            "kept": [p["cluster"] for p in kept],
            "dropped": [p["cluster"] for p in pool],
        }

    _s1: dict[str, dict[str, Any]] = field(default_factory=dict)
    _counts: dict[str, Counter[str]] | None = None

    def counts(self) -> dict[str, Counter[str]]:
        """The steering suite's counts (read once)."""
        if self._counts is None:
            self._counts = suite_counts(self.options.suite)
        return self._counts


def _stop(options: SandboxGenerationOptions, stage: str) -> bool:
    return options.stop_after == stage


async def generate_sandbox(
    options: SandboxGenerationOptions,
    run_dir: Path,
    *,
    models: Mapping[str, Model],
    catalog: SandboxCatalog | None = None,
) -> GenerationSummary:
    """Run (or resume) the sandbox generation pipeline into ``run_dir``.

    Args:
        options: The run's options (stored as its configuration).
        run_dir: The run directory (created, or resumed if it holds this run).
        models: Model per model stage (built by the caller: cache, retries, limits).
        catalog: The sandbox catalogue (built when None).

    Returns:
        The funnel, the files written and their problems, failures and usage.

    Raises:
        ConfigError: Bad options or inputs, or a run directory of another run.
    """
    if options.stop_after is not None and options.stop_after not in STAGES:
        raise ConfigError(f"unknown stage {options.stop_after!r}; stages: {', '.join(STAGES)}")
    needed = [*MODEL_STAGES, *(("oracle", "judge") if options.oracle_check == "llm" else ())]
    missing = [s for s in needed if s not in models or s not in options.models]
    if missing:
        raise ConfigError(f"no model for stage(s) {', '.join(missing)}")
    outlines_from: list[dict[str, Any]] | None = None
    if options.from_outlines:
        outlines_from, images_dir = _read_outlines(Path(options.from_outlines))
        options = options.model_copy(update={"images_dir": str(images_dir)})
    if options.images_dir is None:
        raise ConfigError("give an images folder or --from-outlines RUN")
    images_dir = Path(options.images_dir).resolve()
    sources = {s.id: s for s in load_source_images(images_dir)}
    config = options.model_dump(mode="json")
    store, lock, resumed = open_generation_run(
        run_dir,
        "generate-sandbox",
        config,
        resume_keys=("images_dir", "from_outlines", "seed"),
    )
    try:
        run = GenerationRun(
            store=store,
            models=models,
            model_strings=options.models,
            concurrency=options.concurrency,
        )
        gen = _Generator(options, run, catalog or SandboxCatalog(), images_dir, sources)
        summary = await _pipeline(gen, outlines_from)
        summary.resumed = resumed
        summary.calls = dict(run.calls)
        summary.usage = run.stage_usage()
        store.set_run_metric("summary", summary.to_json())
        store.set_status("finished")
        return summary
    except BaseException:
        store.set_status("interrupted")
        raise
    finally:
        lock.release()
        store.close()


async def _pipeline(
    gen: _Generator, outlines_from: list[dict[str, Any]] | None
) -> GenerationSummary:
    options, run = gen.options, gen.run
    funnel: dict[str, int] = {"images": len(gen.sources)}
    summary = GenerationSummary(run_dir=run.store.run_dir, funnel=funnel, failures=gen.failures)
    if outlines_from is None:
        associated = gen._ok(
            await run.run_units(
                "associate", [(s.id, s) for s in gen.sources.values()], gen.associate
            )
        )
        actionable = [a for a in associated if a["actionable"]]
        gen._s1 = {a["image"]: a for a in actionable}
        funnel["associated"] = len(associated)
        funnel["actionable"] = len(actionable)
        if _stop(options, "associate"):
            return summary
        (clustered,) = gen._ok(
            await run.run_units("cluster", [("all", actionable)], gen.cluster, offline=True)
        )
        funnel["clusters"] = len(clustered["clusters"])
        if _stop(options, "cluster"):
            return summary
        scored = gen._ok(
            await run.run_units(
                "viability", [(c["id"], c) for c in clustered["clusters"]], gen.viability
            )
        )
        viable = [c for c in scored if c["viable"]]
        funnel["viable_clusters"] = len(viable)
        if _stop(options, "viability"):
            return summary
        cells = gen.assign_cells(viable)
        outlines = gen._ok(
            await run.run_units(
                "outline", [(c["id"], (c, cells[c["id"]])) for c in viable], gen.outline
            )
        )
        if _stop(options, "outline"):
            funnel["outlines"] = len(outlines)
            return summary
    else:
        outlines = outlines_from
        gen._s1 = {i["image"]: i for o in outlines for i in o["images"]}
    funnel["outlines"] = len(outlines)
    drafted = gen._ok(
        await run.run_units("scenario", [(o["cluster"], o) for o in outlines], gen.scenario)
    )
    funnel["scenarios"] = len(drafted)
    if _stop(options, "scenario"):
        return summary
    staged = gen._ok(
        await run.run_units(
            "entities", [(d["outline"]["cluster"], d) for d in drafted], gen.entities
        )
    )
    funnel["entities_ok"] = len(staged)
    funnel["entities_failed"] = len(drafted) - len(staged)
    if _stop(options, "entities"):
        return summary
    judged = gen._ok(await run.run_units("critic", [(s["cluster"], s) for s in staged], gen.critic))
    passed = [j for j in judged if j["passed"]]
    funnel["critic_passed"] = len(passed)
    funnel["critic_rejected"] = len(judged) - len(passed)
    if _stop(options, "critic"):
        return summary

    async def downsample(ctx: UnitContext, payload: list[dict[str, Any]]) -> dict[str, Any]:
        value = gen.downsample(payload)
        ctx.record_offline("balanced-downsampling", value)
        return value

    (selection,) = gen._ok(
        await run.run_units("downsample", [("all", passed)], downsample, offline=True)
    )
    funnel["kept"] = len(selection["kept"])
    by_cluster = {s["cluster"]: s["scenario"] for s in staged}
    summary.files, summary.problems = _write(
        [by_cluster[c] for c in selection["kept"]], gen.images_dir, Path(options.out_dir)
    )
    funnel["written"] = len(summary.files)
    invalid = {p.split(":", 1)[0] for p in summary.problems}
    funnel["valid"] = len(summary.files) - len(invalid)
    if options.oracle_check == "llm":
        valid = [f for f in summary.files if str(f) not in invalid]
        await _llm_oracle(gen, valid, summary)
    return summary


async def _llm_oracle(gen: _Generator, files: list[Path], summary: GenerationSummary) -> None:
    """The LLM-oracle check of the written files, one ``oracle/<id>`` unit each."""
    from mmtoolbench.generation.oracle import llm_oracle_check
    from mmtoolbench.sandbox.scenario import load_scenario

    judge = gen.run.models["judge"]

    async def one(ctx: UnitContext, file: Path) -> dict[str, Any]:
        check = await llm_oracle_check(load_scenario(file), ctx, judge)
        return {"file": str(file), **check.model_dump(mode="json")}

    results = gen._ok(await gen.run.run_units("oracle", [(f.stem, f) for f in files], one))
    for r in results:
        if not r["passed"]:
            summary.oracle_failed[r["file"]] = r["problems"]
    summary.funnel["oracle_passed"] = sum(1 for r in results if r["passed"])
    summary.funnel["oracle_failed"] = len(files) - summary.funnel["oracle_passed"]


def _read_outlines(run_dir: Path) -> tuple[list[dict[str, Any]], Path]:
    """The Stage-3 outlines of a generation run and its images folder."""
    from mmtoolbench.store.run_store import RunStore

    with RunStore.open(run_dir) as store:
        info = store.info()
        if info.suite != "generate-sandbox":
            raise ConfigError(f"{run_dir} is a {info.suite!r} run, not a sandbox generation run")
        outlines = [
            r.output for r in store.samples(status="done") if r.sample_id.startswith("outline/")
        ]
        images_dir = info.config.get("images_dir")
    if not outlines:
        raise ConfigError(f"{run_dir} has no finished Stage-3 outlines")
    if not images_dir:
        raise ConfigError(f"{run_dir} records no images folder")
    return outlines, Path(images_dir)


def _write(
    scenarios: Sequence[dict[str, Any]], images_dir: Path, out_dir: Path
) -> tuple[list[Path], list[str]]:
    """Write scenario files and copy their images; validate what was written."""
    files: list[Path] = []
    problems: list[str] = []
    used: set[str] = set()
    (out_dir / "scenarios").mkdir(parents=True, exist_ok=True)
    for data in scenarios:
        scenario = json.loads(json.dumps(data))
        base, n = scenario["id"], 2
        while scenario["id"] in used:
            scenario["id"], n = f"{base}_{n}", n + 1
        used.add(scenario["id"])
        image_dir = out_dir / "images" / scenario["id"]
        image_dir.mkdir(parents=True, exist_ok=True)
        for image in scenario["images"]:
            src = images_dir / image["path"]
            dest = image_dir / Path(image["path"]).name
            shutil.copyfile(src, dest)
            image["path"] = f"../images/{scenario['id']}/{dest.name}"
        kept = Scenario.model_validate(scenario).model_dump(
            mode="json", exclude_defaults=True, by_alias=True
        )
        always = ("reference_time", "flow_type", "arrival_pattern")
        clean = {  # in the schema's field order, the design fields always written
            k: kept[k] if k in kept else scenario[k]
            for k in Scenario.model_fields
            if k in kept or k in always
        }
        file = out_dir / "scenarios" / f"{scenario['id']}.yaml"
        header = "# generated by mmtb generate sandbox; review before adding to a suite\n"
        file.write_text(
            header + yaml.safe_dump(clean, sort_keys=False, allow_unicode=True, width=100),
            encoding="utf-8",
        )
        _, found = validate_scenario_file(file)
        problems.extend(str(p) for p in found)
        files.append(file)
    return files, problems
