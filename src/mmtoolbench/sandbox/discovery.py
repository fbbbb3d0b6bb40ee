"""Tool discovery: ranked search over tool docs, an LRU working set, ``search_tools``.

With 500+ tools, the agent does not see every tool up front. It calls the
``search_tools`` meta-tool with a need in plain words; the best-matching tools join
its *active set*, a bounded LRU working set in which pinned tools never expire.

- `ToolIndex` ranks the tools of a registry (any toolset variant) for a query:
  BM25 (``bm25s``) over each tool's name, domain, description and parameters, plus
  a second BM25 over name + domain only (name words weigh more), light stemming,
  domain vocabulary (``phone`` also means call, dial...) and query expansion from a
  small table of everyday words to app words (basket -> cart, text -> message).
- `KeywordScorer` is the seed paper's baseline: simple keyword matching (the number
  of distinct query words found in a tool's name and description).
- `ToolDiscovery` keeps the active set; `make_search_tools_tool` builds the
  ``search_tools`` tool around it (names and summaries in tool-use mode, full docs
  and Python signatures in code-exec mode).

See ``docs/sandbox/discovery.md``.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import OrderedDict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Annotated, Any

import bm25s
import numpy as np
from pydantic import Field

from mmtoolbench.core.errors import UnknownToolError
from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.core.tools import Tool, ToolRegistry, tool

# ----------------------------------------------------------------------------- text

_WORD = re.compile(r"[a-z0-9]+")

# fmt: off
STOPWORDS: frozenset[str] = frozenset((
    "a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for",
    "from", "with", "without", "into", "onto", "about", "as", "is", "are", "was", "were", "be",
    "been", "being", "am", "do", "does", "did", "done", "doing", "have", "has", "had",
    "having", "i", "me", "my", "mine", "myself", "we", "us", "our", "you", "your", "yours",
    "he", "him", "his", "she", "her", "they", "them", "their", "it", "its", "this", "that",
    "these", "those", "there", "here", "what", "which", "who", "whom", "whose", "when",
    "where", "why", "how", "can", "could", "would", "should", "will", "shall", "may", "might",
    "must", "let", "lets", "please", "pls", "want", "wanna", "need", "needs", "just", "also",
    "so", "then", "than", "too", "very", "really", "some", "any", "each", "every", "all",
    "both", "either", "one", "ones", "thing", "things", "something", "anything", "stuff", "up",
    "out", "over", "again", "get", "got", "go", "going", "sure", "ok", "okay", "hey",
    "hi", "thanks", "thank", "e", "g", "eg",
))
# fmt: on


def stem(word: str) -> str:
    """A light English stemmer (plural, -ly, -ed, -ing, final -e / -y), for matching only.

    ``messages`` / ``message`` -> ``messag``; ``scheduling`` / ``scheduled`` ->
    ``schedul``; ``replies`` / ``reply`` -> ``repli``.
    """
    w = word
    if len(w) <= 3 or w.isdigit():
        return w
    if w.endswith("sses") or (w.endswith("ies") and len(w) > 4):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ly") and len(w) > 5:
        w = w[:-2]
    if w.endswith("eed"):
        pass
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
        if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
            w = w[:-1]
    elif w.endswith("ing") and len(w) > 5:
        w = w[:-3]
        if len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
            w = w[:-1]
    if w.endswith("y") and len(w) > 3:
        w = w[:-1] + "i"
    if w.endswith("e") and len(w) > 4:
        w = w[:-1]
    return w


_COMPOUND = re.compile(r"\b[a-z0-9]+(?:-[a-z0-9]+)+\b")


def all_words(text: str) -> list[str]:
    """Lower-case words of a text, stopwords included; a hyphenated compound also
    gives its joined form (``to-do`` -> to, do, todo; ``wi-fi`` -> wi, fi, wifi)."""
    lowered = text.lower().replace("_", " ")
    joined = [m.group(0).replace("-", "") for m in _COMPOUND.finditer(lowered)]
    return _WORD.findall(lowered) + joined


def words(text: str) -> list[str]:
    """Lower-case words of a text, without stopwords (``send_message`` -> send, message)."""
    return [w for w in all_words(text) if w not in STOPWORDS]


def tokens(text: str, cache: dict[str, str] | None = None) -> list[str]:
    """Stemmed words of a text, the units of the index.

    Args:
        text: Any text.
        cache: Optional word -> stem memo (an index passes its own).
    """
    if cache is None:
        return [stem(w) for w in words(text)]
    out = []
    for w in words(text):
        st = cache.get(w)
        if st is None:
            st = cache[w] = stem(w)
        out.append(st)
    return out


# ----------------------------------------------------------------------------- vocabulary

#: Extra words each domain's tools are known by (added to their documents).
DOMAIN_TERMS: Mapping[str, str] = MappingProxyType(
    {
        "contacts": "contact people person address book friend",
        "messages": "message text sms imessage chat conversation",
        "phone": "phone call dial ring voicemail caller",
        "email": "email mail inbox",
        "calendar": "calendar event meeting appointment schedule",
        "reminders": "reminder remind",
        "notes": "note notes memo",
        "todo": "todo task to-do checklist",
        "alarms": "alarm clock timer wake stopwatch",
        "shopping": "shopping shop store product cart order buy",
        "music": "music song track album artist playlist play",
        "files": "files file folder document storage",
        "payments": "payment pay money venmo transfer",
        "expenses": "expense split bill owe splitwise group",
        "settings": "settings setting device",
        "vision": "image photo picture",
        "web": "web internet website page browse online",
    }
)

#: Everyday words -> the words tools use. Applied to queries (expansions weigh less
#: than the user's own words). Keys are one word or two consecutive words. The table
#: is generic app vocabulary (what people say vs. what apps call it), not tuned to
#: individual labelled queries.
QUERY_SYNONYMS: Mapping[str, str] = MappingProxyType(
    {
        # people
        "friend": "contact",
        "person": "contact",
        "people": "contact",
        "mom": "contact",
        "mum": "contact",
        "dad": "contact",
        "sister": "contact",
        "brother": "contact",
        "wife": "contact",
        "husband": "contact",
        "partner": "contact",
        "coworker": "contact",
        "colleague": "contact",
        "boss": "contact",
        "bday": "birthday",
        "cell": "phone number mobile",
        "mobile": "phone number",
        "cellphone": "phone number",
        "number": "phone",
        "twice": "duplicate merge",
        "double": "duplicate",
        "dupe": "duplicate merge",
        "dupes": "duplicate merge",
        "clean up": "merge delete clear",
        # messaging and calls
        "text": "message",
        "texts": "message",
        "texted": "message",
        "sms": "message",
        "imessage": "message",
        "dm": "message",
        "chat": "message thread",
        "convo": "message thread",
        "conversation": "thread",
        "heart": "love react reaction",
        "thumbs": "react reaction",
        "tapback": "react reaction",
        "emoji": "reaction",
        "take back": "unsend",
        "tell": "send message",
        "reach": "call message",
        "answer": "reply",
        "respond": "reply",
        "ring": "call",
        "rang": "call",
        "dial": "call",
        "phoned": "call",
        "redial": "call back",
        "return call": "call back",
        "hang": "end call",
        "keeps calling": "block",
        "spam": "block spam junk",
        "robocall": "block spam",
        "telemarketer": "block spam",
        "how long": "statistics duration",
        "talk time": "statistics duration",
        "listen": "voicemail heard play",
        "photos in": "attachment",
        "attached": "attachment",
        "mail": "email",
        "inbox": "email",
        "junk": "spam",
        "cc": "email recipient",
        # time and organising
        "meeting": "event",
        "appointment": "event",
        "appt": "event",
        "agenda": "calendar event",
        "free": "availability free busy",
        "busy": "availability busy",
        "invite": "invite attendee",
        "guest": "attendee",
        "task": "todo task",
        "chore": "todo task",
        "memo": "note",
        "jot": "note",
        "remind": "reminder",
        "late": "overdue",
        "past due": "overdue",
        "postpone": "reschedule due date",
        "push": "reschedule due date",
        "delay": "reschedule due date",
        "later": "schedule",
        "every": "repeat recurring",
        "repeat": "recurrence recurring",
        "clash": "conflict",
        "overlap": "conflict",
        "today": "day today",
        "tomorrow": "day date schedule due",
        "yesterday": "day date",
        "tonight": "day date schedule due",
        "monday": "day date",
        "tuesday": "day date",
        "wednesday": "day date",
        "thursday": "day date",
        "friday": "day date",
        "saturday": "day date",
        "sunday": "day date",
        "weekend": "day date",
        "bed": "bedtime sleep",
        "daily": "repeat recurring",
        "weekly": "repeat recurring",
        "done": "complete",
        "finished": "complete",
        "finish": "complete",
        "check off": "complete",
        "tick": "complete",
        "reopen": "uncomplete",
        "urgent": "priority flag",
        "important": "priority flag",
        "wake": "alarm",
        "wake up": "alarm",
        "countdown": "timer",
        "nap": "alarm timer",
        # money
        "venmo": "payment",
        "owe": "request expense balance",
        "owes": "request expense balance",
        "pay back": "request payment",
        "nudge": "remind",
        "chase": "remind",
        "cash out": "transfer bank",
        "withdraw": "transfer bank",
        "top up": "add funds",
        "card": "payment method",
        "bill": "expense split",
        "tab": "expense",
        "divide": "split",
        "spent": "expense transaction",
        "spending": "expense transaction",
        "refund": "refund return",
        # shopping
        "basket": "cart",
        "trolley": "cart",
        "buy": "order checkout cart",
        "purchase": "order checkout",
        "package": "order shipment tracking",
        "delivery": "order shipment",
        "deliver": "order shipment",
        "arrive": "order tracking",
        "wish": "wishlist",
        "coupon": "promo code discount",
        "price": "price product",
        "cheapest": "price product search",
        "item": "product",
        "items": "product",
        # media and files
        "song": "track song",
        "songs": "track song",
        "tune": "track song",
        "band": "artist",
        "singer": "artist",
        "mix": "playlist",
        "skip": "next track",
        "louder": "volume",
        "quieter": "volume",
        "picture": "image photo",
        "pictures": "image photo",
        "pic": "image photo",
        "pics": "image photo",
        "photo": "image",
        "screenshot": "image",
        "cut out": "crop",
        "cut": "crop",
        "trim": "crop",
        "enlarge": "zoom",
        "magnify": "zoom",
        "closer": "zoom",
        "sideways": "rotate",
        "upside": "rotate flip",
        "turn": "rotate",
        "mirror": "flip",
        "hide": "blur",
        "censor": "blur",
        "pixelate": "blur",
        "brighten": "brightness adjust enhance",
        "dark": "brightness adjust enhance",
        "darker": "brightness adjust",
        "chart": "plot chart",
        "graph": "plot chart",
        "difference": "compare",
        "mean": "define definition",
        "meaning": "define definition",
        "definition": "define",
        "synonym": "define",
        "different": "compare",
        "doc": "document file",
        "document": "file",
        "directory": "folder",
        # web and device
        "website": "web page",
        "webpage": "web page",
        "site": "web page",
        "url": "web page link",
        "link": "url",
        "google": "web search",
        "online": "web search",
        "wifi": "wi fi wireless network",
        "dnd": "do not disturb",
        "quiet": "silence mute do not disturb",
        "silence": "silence mute",
        "ringtone": "sound ringtone",
        "wallpaper": "wallpaper background",
        # generic actions
        "erase": "delete",
        "trash": "delete",
        "rid": "delete remove",
        "wipe": "clear delete",
        "forget": "delete",
        "undo": "remove restore",
        "recover": "restore",
        "undelete": "restore",
        "bring back": "restore",
        "show": "list get",
        "see": "list get",
        "view": "get list",
        "display": "list get",
        "look up": "search find",
        "lookup": "search find",
        "look for": "search find",
        "check": "get list",
        "change": "update set edit",
        "modify": "update edit",
        "fix": "update edit",
        "rename": "update name",
        "new": "create add",
        "make": "create add",
        "find": "search",
        "search": "find",
        "turn on": "enable on",
        "switch on": "enable on",
        "turn off": "disable off",
        "switch off": "disable off",
        "get back": "restore",
        "send back": "return",
        "better": "compare",
        "vs": "compare",
        "versus": "compare",
        "add": "create",
        "create": "add",
        "remove": "delete",
        "delete": "remove trash",
        "put": "add create",
        "save": "add create save",
        "write": "create",
        "compose": "create send",
        "stop": "cancel",
        "read": "get",
    }
)


#: Queries starting with one of these words are questions: they also look for tools
#: that list, get or search.
_QUESTION_WORDS = frozenset(
    (
        "what",
        "whats",
        "which",
        "who",
        "whos",
        "whose",
        "when",
        "where",
        "how",
        "any",
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "have",
        "has",
        "can",
    )
)
_QUESTION_KEY = "?"
_QUESTION_EXPANSION = "list get search"

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
    first = " ".join(t.description.strip().split("\n\n", 1)[0].split())
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


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


@dataclass(frozen=True)
class RankerWeights:
    """Knobs of `ToolIndex` scoring.

    Attributes:
        name_field: Weight of the name + domain BM25.
        summary_field: Weight of the first-paragraph BM25.
        doc_field: Weight of the whole-document BM25.
        name_coverage: Bonus for the share of the tool name's words the query
            contains (``delete voicemail`` covers all of ``delete_voicemail`` but only
            two thirds of ``empty_deleted_voicemails``).
        expansion: Weight of a query-expansion word relative to the user's own words.
        k1: BM25 term-frequency saturation.
        b: BM25 length normalisation.
    """

    name_field: float = 1.0
    summary_field: float = 1.0
    doc_field: float = 1.0
    name_coverage: float = 4.0
    expansion: float = 0.5
    k1: float = 1.2
    b: float = 0.75


_IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


class ToolIndex:
    """Ranked retrieval over the tools of a registry.

    Each tool is indexed as three fields: its name words with its domain (and
    `DOMAIN_TERMS`), the first paragraph of its description, and the whole
    document (name, domain, description, parameter names and descriptions).
    Mentions of *other* tools (``"(from search_contacts)"``) are dropped from the
    text: they say where an id comes from, not what the tool does. A query is
    tokenised the same way, expanded with `QUERY_SYNONYMS`, and scored as the
    weighted sum of per-word BM25 scores over the three fields.

    Args:
        registry: The tools to search (any toolset variant).
        weights: Scoring knobs.
    """

    def __init__(self, registry: ToolRegistry, *, weights: RankerWeights | None = None) -> None:
        self._tools: list[Tool] = list(registry)
        self._by_name: dict[str, Tool] = {t.name: t for t in self._tools}
        self.weights = weights or RankerWeights()
        self._synonyms = {
            " ".join(stem(w) for w in k.split()): tokens(v) for k, v in QUERY_SYNONYMS.items()
        }
        self._synonyms[_QUESTION_KEY] = tokens(_QUESTION_EXPANSION)
        memo: dict[str, str] = {}
        fields = [
            (self.weights.name_field, [tokens(self._name_field(t), memo) for t in self._tools]),
            (self.weights.summary_field, [tokens(self._summary(t), memo) for t in self._tools]),
            (self.weights.doc_field, [tokens(self._document(t), memo) for t in self._tools]),
        ]
        self._fields = [(w, self._bm25(corpus)) for w, corpus in fields if w > 0]
        postings: dict[str, list[int]] = {}
        for i, t in enumerate(self._tools):
            for w in set(tokens(t.name, memo)):
                postings.setdefault(w, []).append(i)
        self._name_postings = {w: np.array(ix, dtype=np.int64) for w, ix in postings.items()}
        self._name_sizes = np.array(
            [max(len(set(tokens(t.name, memo))), 1) for t in self._tools], dtype=np.float64
        )
        self._vocab = {w for _, corpus in fields for doc in corpus for w in doc}

    def _bm25(self, corpus: list[list[str]]) -> bm25s.BM25:
        index = bm25s.BM25(k1=self.weights.k1, b=self.weights.b)
        if corpus:
            index.index([doc or ["_"] for doc in corpus], show_progress=False)
        return index

    def _strip_mentions(self, text: str, own: str) -> str:
        return _IDENTIFIER.sub(
            lambda m: " " if m.group(0) in self._by_name and m.group(0) != own else m.group(0),
            text,
        )

    @staticmethod
    def _name_field(t: Tool) -> str:
        return f"{t.name} {t.domain} {DOMAIN_TERMS.get(t.domain, '')}"

    def _summary(self, t: Tool) -> str:
        return self._strip_mentions(t.description.strip().split("\n\n", 1)[0], t.name)

    def _document(self, t: Tool) -> str:
        parts = [t.name, t.domain, DOMAIN_TERMS.get(t.domain, ""), t.description]
        for pname, pschema in t.parameters.get("properties", {}).items():
            parts.append(pname)
            if isinstance(pschema, Mapping):
                parts.append(str(pschema.get("description", "")))
        return self._strip_mentions("\n".join(parts), t.name)

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
        """The weighted index terms of a query (user words 1.0, expansions less).

        Expansions come from `QUERY_SYNONYMS`, matched on stems, for single words and
        for pairs of consecutive words (stopwords included: "look up", "get back").
        A question ("what...", "any...", "do I have...") also looks for list / get /
        search tools.
        """
        raw = all_words(query)
        every = [stem(w) for w in raw]
        content = [st for w, st in zip(raw, every, strict=True) if w not in STOPWORDS]
        terms = dict.fromkeys(content, 1.0)
        keys = [*content, *(f"{a} {b}" for a, b in itertools.pairwise(every))]
        if raw and raw[0] in _QUESTION_WORDS:
            keys.append(_QUESTION_KEY)
        for key in keys:
            for term in self._synonyms.get(key, ()):
                terms.setdefault(term, self.weights.expansion)
        return terms

    def scores(self, query: str) -> np.ndarray:
        """The score of every tool for ``query``, in registry order."""
        total = np.zeros(len(self._tools), dtype=np.float64)
        if not self._tools:
            return total
        terms = self.query_terms(query)
        for term, weight in terms.items():
            if term not in self._vocab:
                continue
            for field_weight, index in self._fields:
                total += (weight * field_weight) * index.get_scores([term])
        if self.weights.name_coverage and terms:
            coverage = np.zeros(len(self._tools), dtype=np.float64)
            for term, weight in terms.items():
                ix = self._name_postings.get(term)
                if ix is not None:
                    coverage[ix] += weight
            total += self.weights.name_coverage * (coverage / self._name_sizes) * (total > 0)
        return total

    def rank(self, query: str) -> list[tuple[str, float]]:
        """Every tool with a positive score, best first (ties in registry order)."""
        scores = self.scores(query)
        positive = np.flatnonzero(scores > 0)
        order = positive[np.argsort(-scores[positive], kind="stable")]
        return [(self._tools[i].name, float(scores[i])) for i in order]

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


def rank_names(ranker: ToolIndex | KeywordScorer, query: str) -> Sequence[str]:
    """Tool names ranked for ``query`` by either ranker (for benchmarks)."""
    return [name for name, _ in ranker.rank(query)]


# ----------------------------------------------------------------------------- evaluation

RETRIEVAL_SET = "data/sandbox/tool_retrieval.jsonl"


@dataclass(frozen=True)
class RetrievalCase:
    """One labelled need: a user's words and the full tools that satisfy it.

    Attributes:
        id: Case id, e.g. ``"phone-03"``.
        domain: Domain of the expected tools.
        query: The need, as a user would say it.
        tools: Acceptable full tools (any one of them answers the need).
        split: ``dev`` (looked at while tuning the ranker) or ``test`` (held out).
    """

    id: str
    domain: str
    query: str
    tools: tuple[str, ...]
    split: str = "test"


def load_retrieval_set(text: str | None = None) -> list[RetrievalCase]:
    """The labelled needs of ``mmtoolbench/data/sandbox/tool_retrieval.jsonl``.

    Args:
        text: JSONL text to parse instead of the bundled file.
    """
    if text is None:
        from importlib import resources

        text = resources.files("mmtoolbench").joinpath(*RETRIEVAL_SET.split("/")).read_text()
    cases = []
    for line in text.splitlines():
        if line.strip():
            row = json.loads(line)
            cases.append(
                RetrievalCase(
                    row["id"],
                    row["domain"],
                    row["query"],
                    tuple(row["tools"]),
                    str(row.get("split", "test")),
                )
            )
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
    ranker: ToolIndex | KeywordScorer,
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
