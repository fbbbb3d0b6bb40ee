"""Tool discovery: ranked search over tool docs, an LRU working set, ``search_tools``.

With 500+ tools, the agent does not see every tool up front. It calls the
``search_tools`` meta-tool with a need in plain words; the best-matching tools join
its *active set*, a bounded LRU working set in which pinned tools never expire.

- `ToolIndex` ranks the tools of a registry (any toolset variant) for a query. The
  default ranker (`mmtoolbench.sandbox.search.hybrid`) fuses BM25 over each tool's
  text and its hand-written natural requests with static sentence embeddings
  (distilled from all-MiniLM-L6-v2, numpy only) and re-ranks towards the domain the
  query is about; ``ranker="legacy"`` is the first BM25 + synonyms ranker.
- `KeywordScorer` is the seed paper's baseline: simple keyword matching (the number
  of distinct query words found in a tool's name and description).
- `ToolDiscovery` keeps the active set; `make_search_tools_tool` builds the
  ``search_tools`` tool around it (names and summaries in tool-use mode, full docs
  and Python signatures in code-exec mode).

See ``docs/sandbox/discovery.md``.
"""

from __future__ import annotations

import functools
import json
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Protocol

import numpy as np
from pydantic import Field

from mmtoolbench.core.errors import UnknownToolError
from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.core.tools import Tool, ToolRegistry, tool
from mmtoolbench.sandbox.search.docs import ToolDoc, summary_text, tool_docs
from mmtoolbench.sandbox.search.embedding import StaticEmbedder
from mmtoolbench.sandbox.search.hybrid import HybridRanker, HybridWeights
from mmtoolbench.sandbox.search.legacy import LegacyRanker, RankerWeights
from mmtoolbench.sandbox.search.text import (
    _WORD,
    DOMAIN_TERMS,
    QUERY_SYNONYMS,
    STOPWORDS,
    all_words,
    stem,
    tokens,
    words,
)

__all__ = [
    "DOMAIN_TERMS",
    "QUERY_SYNONYMS",
    "RANKERS",
    "STOPWORDS",
    "HybridWeights",
    "KeywordScorer",
    "NameRanker",
    "RankerWeights",
    "RetrievalCase",
    "RetrievalScores",
    "ToolDiscovery",
    "ToolHit",
    "ToolIndex",
    "all_words",
    "evaluate_ranker",
    "load_retrieval_set",
    "make_search_tools_tool",
    "python_signature",
    "stem",
    "summary_line",
    "tokens",
    "words",
]

# ----------------------------------------------------------------------------- index


def python_type(schema: Mapping[str, Any]) -> str:
    """A Python type annotation for a JSON schema fragment (``list[str] | None``)."""
    if "enum" in schema:
        return "Literal[" + ", ".join(json.dumps(v) for v in schema["enum"]) + "]"
    for key in ("anyOf", "oneOf"):
        if key in schema:
            return " | ".join(dict.fromkeys(python_type(s) for s in schema[key]))
    kind = schema.get("type")
    if isinstance(kind, list):
        return " | ".join(python_type({**schema, "type": k}) for k in kind)
    if kind == "array":
        items = schema.get("items")
        return f"list[{python_type(items)}]" if isinstance(items, Mapping) else "list"
    return {
        "string": "str",
        "integer": "int",
        "number": "float",
        "boolean": "bool",
        "object": "dict",
        "null": "None",
    }.get(str(kind), "Any")


def python_signature(t: Tool) -> str:
    """The tool as a Python function signature, for code-exec mode.

    ``send_message(recipient: str, body: str = "", image_ids: list[str] | None = None)``
    """
    props: Mapping[str, Any] = t.parameters.get("properties", {})
    required = set(t.parameters.get("required", ()))
    parts = []
    for pname, pschema in props.items():
        annotation = python_type(pschema)
        if pname in required:
            parts.append(f"{pname}: {annotation}")
        else:
            default = pschema.get("default")
            rendered = "None" if default is None else repr(default)
            if default is None and "None" not in annotation.split(" | "):
                annotation += " | None"
            parts.append(f"{pname}: {annotation} = {rendered}")
    return f"{t.name}({', '.join(parts)})"


def summary_line(t: Tool, limit: int = 160) -> str:
    """The first sentence-ish line of a tool's description, at most ``limit`` characters."""
    return summary_text(t.description, limit)


@dataclass(frozen=True)
class ToolHit:
    """One search result.

    Attributes:
        name: Tool name.
        domain: Its domain.
        score: Ranking score (higher is better; comparable within one query).
        summary: One line saying what it does.
        spec: Its full spec (name, description, JSON schema).
        signature: Python signature (for code-exec mode).
    """

    name: str
    domain: str
    score: float
    summary: str
    spec: ToolSpec
    signature: str

    def to_json(self, *, full_docs: bool = False) -> dict[str, Any]:
        """The hit as ``search_tools`` returns it.

        Args:
            full_docs: Add the signature, full description and parameter schema
                (code-exec mode, where the model calls tools as Python functions).
        """
        out: dict[str, Any] = {"name": self.name, "domain": self.domain, "summary": self.summary}
        if full_docs:
            out["signature"] = self.signature
            out["description"] = self.spec.description
            out["parameters"] = self.spec.parameters
        return out


class Ranker(Protocol):
    """What `ToolIndex` needs from a ranker (`HybridRanker`, `LegacyRanker`)."""

    def scores(self, query: str) -> np.ndarray:
        """One score per tool, in registry order."""
        ...

    def rank(self, query: str) -> list[tuple[str, float]]:
        """The tools worth returning, best first."""
        ...

    def query_terms(self, query: str) -> dict[str, float]:
        """The weighted index terms of a query."""
        ...


RANKERS = ("hybrid", "legacy")
RankerName = Literal["hybrid", "legacy"]


@functools.cache
def bundled_embedder() -> StaticEmbedder:
    """The static embeddings shipped with the package (loaded once, read-only)."""
    return StaticEmbedder.load()


class ToolIndex:
    """Ranked retrieval over the tools of a registry.

    Args:
        registry: The tools to search (any toolset variant).
        ranker: ``"hybrid"`` (default: lexical + dense + app mentions, see
            `HybridRanker`) or ``"legacy"`` (the first BM25 + synonyms ranker).
        weights: Scoring knobs of that ranker (`HybridWeights` / `RankerWeights`).
        embedder: Static embeddings for the hybrid ranker (default: the bundled
            all-MiniLM-L6-v2 distillation).
        docs: Precomputed `ToolDoc`s of the registry's tools (default: built here,
            with the bundled natural requests).
    """

    def __init__(
        self,
        registry: ToolRegistry | Iterable[Tool],
        *,
        ranker: RankerName = "hybrid",
        weights: HybridWeights | RankerWeights | None = None,
        embedder: StaticEmbedder | None = None,
        docs: Sequence[ToolDoc] | None = None,
    ) -> None:
        self._tools: list[Tool] = list(registry)
        self._by_name: dict[str, Tool] = {t.name: t for t in self._tools}
        docs = list(docs) if docs is not None else tool_docs(self._tools)
        if [d.name for d in docs] != [t.name for t in self._tools]:
            raise ValueError("docs must describe the registry's tools, in order")
        self.ranker_name = ranker
        self.ranker: Ranker
        if ranker == "hybrid":
            if weights is not None and not isinstance(weights, HybridWeights):
                raise TypeError("the hybrid ranker takes HybridWeights")
            self.ranker = HybridRanker(
                docs, embedder=embedder or bundled_embedder(), weights=weights
            )
        elif ranker == "legacy":
            if weights is not None and not isinstance(weights, RankerWeights):
                raise TypeError("the legacy ranker takes RankerWeights")
            self.ranker = LegacyRanker(docs, weights=weights)
        else:
            raise ValueError(f"unknown ranker {ranker!r}; expected one of {', '.join(RANKERS)}")

    def __len__(self) -> int:
        return len(self._tools)

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def get(self, name: str) -> Tool:
        """The indexed tool called ``name``.

        Raises:
            UnknownToolError: If the index has no such tool.
        """
        try:
            return self._by_name[name]
        except KeyError:
            raise UnknownToolError(f"unknown tool `{name}`") from None

    def names(self) -> list[str]:
        """Names of the indexed tools, in registry order."""
        return list(self._by_name)

    def query_terms(self, query: str) -> dict[str, float]:
        """The weighted index terms of a query (user words 1.0, synonyms less)."""
        return self.ranker.query_terms(query)

    def scores(self, query: str) -> np.ndarray:
        """The score of every tool for ``query``, in registry order."""
        return self.ranker.scores(query)

    def rank(self, query: str) -> list[tuple[str, float]]:
        """The tools worth returning for ``query``, best first (ties in registry order)."""
        return self.ranker.rank(query)

    def hit(self, name: str, score: float = 0.0) -> ToolHit:
        """A `ToolHit` for an indexed tool."""
        t = self.get(name)
        return ToolHit(
            name=t.name,
            domain=t.domain,
            score=round(score, 4),
            summary=summary_line(t),
            spec=t.spec(),
            signature=python_signature(t),
        )

    def search(self, query: str, *, offset: int = 0, limit: int = 5) -> list[ToolHit]:
        """The ``limit`` best tools for ``query`` after skipping ``offset``."""
        ranked = self.rank(query)[offset : offset + limit]
        return [self.hit(name, score) for name, score in ranked]


class KeywordScorer:
    """Baseline ranker: the seed paper's "simple keyword-based matching".

    A tool's score is the number of distinct query words (lower-cased, stopwords
    dropped) that occur as words of its name or description; ties keep registry
    order. No stemming, weighting or synonyms.

    Args:
        registry: The tools to search.
    """

    def __init__(self, registry: ToolRegistry) -> None:
        self._docs = [
            (t.name, set(_WORD.findall(f"{t.name} {t.description}".lower().replace("_", " "))))
            for t in registry
        ]

    def rank(self, query: str) -> list[tuple[str, float]]:
        """Every tool matching at least one query word, best first."""
        terms = {w for w in _WORD.findall(query.lower()) if w not in STOPWORDS}
        scored = [(name, float(len(terms & doc))) for name, doc in self._docs]
        matched = [(i, s) for i, s in enumerate(scored) if s[1] > 0]
        matched.sort(key=lambda item: (-item[1][1], item[0]))
        return [s for _, s in matched]


# ----------------------------------------------------------------------------- working set


class ToolDiscovery:
    """The agent's active tools: search results join, least recently used leave.

    The working set holds at most ``working_set_size`` tools, pinned ones included.
    Pinned tools (e.g. ``execute_code``, ``end_conversation``) are always active and
    never evicted; when pinned tools alone fill the set, the most recently used
    other tool still stays, so a tool just found can always be called.

    Args:
        index: The searchable tools.
        working_set_size: Capacity of the active set (>= 1).
        pinned: Names that are always active (they need not be in the index).
    """

    def __init__(
        self, index: ToolIndex, *, working_set_size: int = 100, pinned: Iterable[str] = ()
    ) -> None:
        if working_set_size < 1:
            raise ValueError("working_set_size must be >= 1")
        self.index = index
        self.working_set_size = working_set_size
        self._pinned: tuple[str, ...] = tuple(dict.fromkeys(pinned))
        self._lru: OrderedDict[str, None] = OrderedDict()
        self._evicted: list[str] = []

    @property
    def pinned(self) -> tuple[str, ...]:
        """The pinned tool names."""
        return self._pinned

    def search(self, query: str, page: int = 0, limit: int = 5) -> list[ToolHit]:
        """Rank tools for ``query`` and make the returned ones active.

        Args:
            query: What the agent wants to do, in words.
            page: Page of results (0 = best).
            limit: Results per page.

        Returns:
            The hits of that page, best first.
        """
        return self.search_page(query, page, limit)[0]

    def search_page(self, query: str, page: int = 0, limit: int = 5) -> tuple[list[ToolHit], bool]:
        """Like `search`, also telling whether more results follow this page."""
        if page < 0 or limit < 1:
            raise ValueError("page must be >= 0 and limit >= 1")
        ranked = self.index.rank(query)
        start = page * limit
        hits = [self.index.hit(name, score) for name, score in ranked[start : start + limit]]
        for h in reversed(hits):  # the best hit ends up most recently used
            self.touch(h.name)
        return hits, len(ranked) > start + limit

    def has_more(self, query: str, page: int = 0, limit: int = 5) -> bool:
        """Whether results exist beyond ``page``."""
        return len(self.index.rank(query)) > (page + 1) * limit

    def touch(self, name: str) -> None:
        """Mark a tool as just used: it becomes (or stays) active, most recent.

        Raises:
            UnknownToolError: If the tool is neither pinned nor in the index.
        """
        if name in self._pinned:
            return
        if name not in self.index:
            raise UnknownToolError(f"unknown tool `{name}`")
        self._lru[name] = None
        self._lru.move_to_end(name)
        capacity = max(self.working_set_size - len(self._pinned), 1)
        while len(self._lru) > capacity:
            evicted, _ = self._lru.popitem(last=False)
            self._evicted.append(evicted)

    def is_active(self, name: str) -> bool:
        """Whether the agent can call ``name`` now."""
        return name in self._pinned or name in self._lru

    def active_names(self) -> list[str]:
        """Pinned tools, then the others from least to most recently used."""
        return [*self._pinned, *self._lru]

    def active_specs(self) -> list[ToolSpec]:
        """Specs of the active tools the index knows (pinned ones first)."""
        return [self.index.get(n).spec() for n in self.active_names() if n in self.index]

    def drain_evicted(self) -> list[str]:
        """Tools evicted since the last call (so the episode can tell the agent)."""
        out, self._evicted = self._evicted, []
        return out


# ----------------------------------------------------------------------------- meta-tool

SEARCH_TOOLS_NAME = "search_tools"

_SEARCH_DOC = """Find the tools for a step of the task by describing it in plain words.

Only some tools are available at first; this searches the whole catalog (apps such
as contacts, messages, phone, email, calendar, shopping, music, files, payments,
vision and web). Describe one action and the thing it acts on, the way the app
would say it: "send a text message", "list missed calls", "add product to cart",
"create calendar event", "crop an image". Use one query per need and search again
for the next step. Tools returned here become callable right away; tools not used
for a while leave the active set when it is full (search again to get them back).
If nothing fits, rephrase with other words or ask for the next page.
{mode}
Args:
    query: The need in a few words, verb + object, e.g. "delete a voicemail".
    page: Result page: 0 for the best matches, then 1, 2... for more.
    limit: Number of results per page (1-20).

Returns:
    {{"query", "page", "results": [{returns}, ...], "has_more"}}, results best first.
"""

_MODE_TOOLS = ""
_MODE_CODE = """
In the Python interpreter each result comes with its signature and full docs: call
the tool as a function with keyword arguments, e.g. `send_message(recipient="ct_0005",
body="On my way")`.
"""


def make_search_tools_tool(discovery: ToolDiscovery, *, full_docs: bool = False) -> Tool:
    """The ``search_tools`` meta-tool bound to ``discovery``.

    Args:
        discovery: The episode's discovery state (results join its active set).
        full_docs: Code-exec mode: results carry the signature, full description
            and parameter schema of each tool, not just name and summary.

    Returns:
        A `Tool` (no ``ctx`` parameter) returning a JSON-able dict.
    """

    def search_tools(
        query: Annotated[str, Field(min_length=1, max_length=500)],
        page: Annotated[int, Field(ge=0, le=100)] = 0,
        limit: Annotated[int, Field(ge=1, le=20)] = 5,
    ) -> dict[str, Any]:
        hits, more = discovery.search_page(query, page=page, limit=limit)
        return {
            "query": query,
            "page": page,
            "results": [h.to_json(full_docs=full_docs) for h in hits],
            "has_more": more,
        }

    returns = (
        '{"name", "domain", "summary", "signature", "description", "parameters"}'
        if full_docs
        else '{"name", "domain", "summary"}'
    )
    search_tools.__doc__ = _SEARCH_DOC.format(
        mode=_MODE_CODE if full_docs else _MODE_TOOLS, returns=returns
    )
    return tool(name=SEARCH_TOOLS_NAME, domain="discovery", tags=("meta",))(search_tools)


class NameRanker(Protocol):
    """Anything that ranks tool names for a query (`ToolIndex`, `KeywordScorer`)."""

    def rank(self, query: str) -> list[tuple[str, float]]:
        """``(name, score)`` best first."""
        ...


def rank_names(ranker: NameRanker, query: str) -> Sequence[str]:
    """Tool names ranked for ``query`` by any ranker (for benchmarks)."""
    return [name for name, _ in ranker.rank(query)]


# ----------------------------------------------------------------------------- evaluation

RETRIEVAL_SET = "data/sandbox/tool_retrieval.jsonl"
#: Needs written blind (by someone who never saw the ranker, its expansions or the
#: other splits), split ``blind1``: scored once as an acceptance test, tuning data since.
BLIND_RETRIEVAL_SET = "data/sandbox/tool_retrieval_blind.jsonl"
#: A second blind split (``blind2``), written after ``blind1`` had been spent.
BLIND2_RETRIEVAL_SET = "data/sandbox/tool_retrieval_blind2.jsonl"
#: The blind split files, in order, loaded with ``include_blind=True`` when present.
BLIND_RETRIEVAL_SETS = (BLIND_RETRIEVAL_SET, BLIND2_RETRIEVAL_SET)
#: Splits nobody working on the ranker may read: benchmarks count them and never print
#: their needs or misses, and nothing is tuned on them.
SEALED_SPLITS = frozenset({"blind2"})


@dataclass(frozen=True)
class RetrievalCase:
    """One labelled need: a user's words and the full tools that satisfy it.

    Attributes:
        id: Case id, e.g. ``"phone-03"``.
        domain: Domain of the expected tools.
        query: The need, as a user would say it.
        tools: Acceptable full tools (any one of them answers the need).
        split: ``dev``/``dev2`` (looked at while tuning), ``test``/``holdout`` (less
            or not at all), ``blind1`` (written blind, scored once, tuned on since),
            ``blind2`` (written blind, sealed: see `SEALED_SPLITS`).
    """

    id: str
    domain: str
    query: str
    tools: tuple[str, ...]
    split: str = "test"


def load_retrieval_set(
    text: str | None = None, *, include_blind: bool = False
) -> list[RetrievalCase]:
    """The labelled needs of ``mmtoolbench/data/sandbox/tool_retrieval.jsonl``.

    Args:
        text: JSONL text to parse instead of the bundled files.
        include_blind: Also the blind splits (`BLIND_RETRIEVAL_SETS`) the package has.

    Raises:
        ValueError: For a line that is not a labelled need (file and line named).
    """
    if text is not None:
        return _parse_cases(text, "<text>")
    from importlib import resources

    root = resources.files("mmtoolbench")
    cases = _parse_cases(root.joinpath(*RETRIEVAL_SET.split("/")).read_text(), RETRIEVAL_SET)
    for name in BLIND_RETRIEVAL_SETS if include_blind else ():
        blind = root.joinpath(*name.split("/"))
        if blind.is_file():
            cases += _parse_cases(blind.read_text(), name)
    return cases


def _parse_cases(text: str, source: str) -> list[RetrievalCase]:
    cases = []
    for lineno, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            cases.append(
                RetrievalCase(
                    str(row["id"]),
                    str(row["domain"]),
                    str(row["query"]),
                    tuple(str(t) for t in row["tools"]),
                    str(row.get("split", "test")),
                )
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise ValueError(f"{source}:{lineno}: not a labelled need ({exc!r})") from None
    return cases


@dataclass(frozen=True)
class RetrievalScores:
    """Ranking quality over labelled needs.

    A case counts as found at k when one of its acceptable tools ranks in the top k.

    Attributes:
        n: Number of cases.
        recall: Recall at each k, ``{1: 0.7, 5: 0.9, 10: 0.95}``.
        mrr: Mean reciprocal rank of the first acceptable tool (0 when not ranked).
        misses: Ids of the cases not found in the top ``max(ks)``.
    """

    n: int
    recall: Mapping[int, float]
    mrr: float
    misses: tuple[str, ...]


def evaluate_ranker(
    ranker: NameRanker,
    cases: Sequence[RetrievalCase],
    ks: Sequence[int] = (1, 5, 10),
) -> RetrievalScores:
    """Recall@k and MRR of a ranker over labelled needs."""
    found = dict.fromkeys(ks, 0)
    rr_total = 0.0
    misses = []
    for case in cases:
        ranked = rank_names(ranker, case.query)
        rank = next((i + 1 for i, n in enumerate(ranked) if n in case.tools), None)
        if rank is not None:
            rr_total += 1.0 / rank
        for k in ks:
            if rank is not None and rank <= k:
                found[k] += 1
        if rank is None or rank > max(ks):
            misses.append(case.id)
    n = len(cases)
    return RetrievalScores(
        n=n,
        recall={k: (found[k] / n if n else 0.0) for k in ks},
        mrr=rr_total / n if n else 0.0,
        misses=tuple(misses),
    )
