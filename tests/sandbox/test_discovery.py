"""Tool discovery: ranking, paging, the LRU working set and the search_tools tool."""

from __future__ import annotations

import json

import pytest

from mmtoolbench.core.errors import ToolArgumentError, UnknownToolError
from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.discovery import (
    KeywordScorer,
    ToolDiscovery,
    ToolIndex,
    evaluate_ranker,
    load_retrieval_set,
    make_search_tools_tool,
    python_signature,
    stem,
    tokens,
)
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.toolsets import build_toolset, route_call

FULL = build_tool_registry()
INDEX = ToolIndex(FULL)


def top(query: str, k: int = 5, index: ToolIndex = INDEX) -> list[str]:
    return [h.name for h in index.search(query, limit=k)]


# ----------------------------------------------------------------------------- text


def test_stemming_and_tokens() -> None:
    assert stem("messages") == stem("message") == stem("messaging")
    assert stem("scheduled") == stem("schedule") == stem("scheduling")
    assert stem("replies") == stem("reply")
    assert stem("calls") == stem("called") == "call"
    assert tokens("Send_message to my MOM!") == ["send", stem("message"), "mom"]


# ----------------------------------------------------------------------------- ranking


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("send a text message", "send_message"),
        ("list missed calls", "list_recent_calls"),
        ("delete voicemail", "delete_voicemail"),
        ("block a phone number", "block_number"),
        ("merge duplicate contacts", "merge_contacts"),
        ("crop an image", "crop_image"),
    ],
)
def test_plain_queries_rank_the_tool_first_or_close(query: str, expected: str) -> None:
    assert expected in top(query, 3), top(query, 10)


def test_synonyms_bridge_user_words() -> None:
    assert "send_message" in top("text Sam that I'm late")
    assert "place_call" in top("ring the dentist")
    assert INDEX.query_terms("ring the dentist")["call"] < 1.0
    scores = dict(INDEX.query_terms("text my mom"))
    assert scores[stem("text")] == 1.0 and scores[stem("message")] < 1.0


def test_name_words_weigh_more_than_mentions() -> None:
    # delete_voicemail's docs mention restore_voicemail: mentions of other tools are not
    # what a tool does, so "restore voicemail" must rank restore_voicemail first.
    assert top("restore voicemail", 1) == ["restore_voicemail"]


def test_unknown_words_and_empty_queries() -> None:
    assert INDEX.search("zzzqqq xxyyzz") == []
    assert INDEX.search("the of and") == []
    assert INDEX.rank("") == []


def test_ranker_beats_keyword_baseline_on_labelled_needs() -> None:
    cases = [c for c in load_retrieval_set() if any(t in FULL for t in c.tools)]
    assert len(cases) >= 50
    ours = evaluate_ranker(INDEX, cases)
    base = evaluate_ranker(KeywordScorer(FULL), cases)
    assert ours.recall[5] >= 0.80, ours
    assert ours.recall[5] > base.recall[5] and ours.mrr > base.mrr


def test_retrieval_set_is_well_formed() -> None:
    cases = load_retrieval_set()
    assert len(cases) >= 150
    assert len({c.id for c in cases}) == len(cases)
    assert all(c.query.strip() and c.tools for c in cases)
    known = set(FULL.names())
    for c in cases:
        if c.domain in FULL.domains():
            assert set(c.tools) <= known, c


def test_keyword_scorer_counts_distinct_words() -> None:
    scorer = KeywordScorer(FULL)
    ranked = dict(scorer.rank("delete voicemail voicemail"))
    assert ranked["delete_voicemail"] == 2.0 == max(ranked.values())
    assert scorer.rank("zzzz") == []


def test_paging() -> None:
    page0 = INDEX.search("contact", limit=5)
    page1 = INDEX.search("contact", offset=5, limit=5)
    assert len(page0) == 5 and len(page1) == 5
    assert not {h.name for h in page0} & {h.name for h in page1}
    assert [h.name for h in page0 + page1] == top("contact", 10)
    assert page0[0].score >= page0[-1].score >= page1[0].score


def test_coarse_toolsets_are_searchable() -> None:
    mini = build_toolset("mini")
    host = route_call(mini, "delete_voicemail", {})[0]
    assert host in top("delete a voicemail", 3, ToolIndex(mini))


def test_hit_contents() -> None:
    hit = INDEX.search("send a text message", limit=1)[0]
    assert hit.domain == "messages" and hit.summary and "\n" not in hit.summary
    assert hit.spec.name == hit.name and hit.spec.parameters["type"] == "object"
    assert hit.signature.startswith(f"{hit.name}(")
    assert set(hit.to_json()) == {"name", "domain", "summary"}
    assert {"signature", "description", "parameters"} <= set(hit.to_json(full_docs=True))


def test_python_signature() -> None:
    sig = python_signature(FULL.get("place_call"))
    assert sig.startswith("place_call(recipient: str")
    assert 'kind: Literal["voice", "video"] = \'voice\'' in sig


# ----------------------------------------------------------------------------- working set


def test_lru_working_set_with_pinned_tools() -> None:
    small = ToolRegistry(FULL.get(n) for n in FULL.names()[:30])
    index = ToolIndex(small)
    names = small.names()
    d = ToolDiscovery(index, working_set_size=4, pinned=["execute_code", names[0]])
    assert d.active_names() == ["execute_code", names[0]]
    assert d.is_active("execute_code") and not d.is_active(names[1])
    d.touch(names[1])
    d.touch(names[2])
    assert d.active_names() == ["execute_code", names[0], names[1], names[2]]
    d.touch(names[1])  # most recent again
    d.touch(names[3])  # evicts names[2], the least recently used
    assert d.active_names() == ["execute_code", names[0], names[1], names[3]]
    assert d.drain_evicted() == [names[2]] and d.drain_evicted() == []
    d.touch(names[0])  # pinned: never moves, never evicted
    for n in names[4:10]:
        d.touch(n)
    assert d.active_names()[:2] == ["execute_code", names[0]]
    assert len(d.active_names()) == 4
    # pinned tools outside the index are active but have no spec here
    assert [s.name for s in d.active_specs()] == d.active_names()[1:]
    with pytest.raises(UnknownToolError):
        d.touch("no_such_tool")


def test_pinned_tools_filling_the_set_still_leave_room_for_one() -> None:
    d = ToolDiscovery(INDEX, working_set_size=2, pinned=["a", "b", "c"])
    d.touch("send_message")
    d.touch("delete_voicemail")
    assert d.active_names() == ["a", "b", "c", "delete_voicemail"]


def test_search_makes_results_active_best_last_used() -> None:
    d = ToolDiscovery(INDEX, working_set_size=100)
    hits = d.search("voicemail", limit=3)
    assert len(hits) == 3
    assert d.active_names() == [h.name for h in reversed(hits)]
    more = d.search("voicemail", page=1, limit=3)
    assert not {h.name for h in hits} & {h.name for h in more}
    assert d.has_more("voicemail", page=0, limit=3)
    with pytest.raises(ValueError):
        d.search("x", page=-1)
    with pytest.raises(ValueError):
        ToolDiscovery(INDEX, working_set_size=0)


# ----------------------------------------------------------------------------- search_tools


def test_search_tools_tool_in_tool_use_mode() -> None:
    d = ToolDiscovery(INDEX, pinned=["search_tools"])
    t = make_search_tools_tool(d)
    assert t.name == "search_tools" and not t.takes_context and "meta" in t.tags
    assert "page" in t.description.lower() and "query" in t.parameters["properties"]
    out = t.invoke(None, {"query": "send a text message", "limit": 3})
    json.dumps(out)  # JSON-able
    assert out["page"] == 0 and len(out["results"]) == 3 and out["has_more"] is True
    assert set(out["results"][0]) == {"name", "domain", "summary"}
    assert all(d.is_active(r["name"]) for r in out["results"])
    page1 = t.invoke(None, {"query": "send a text message", "limit": 3, "page": 1})
    assert not {r["name"] for r in page1["results"]} & {r["name"] for r in out["results"]}
    with pytest.raises(ToolArgumentError):
        t.invoke(None, {"query": ""})
    with pytest.raises(ToolArgumentError):
        t.invoke(None, {"query": "x", "limit": 99})


def test_search_tools_tool_in_code_exec_mode() -> None:
    d = ToolDiscovery(INDEX)
    t = make_search_tools_tool(d, full_docs=True)
    assert "Python" in t.description
    out = t.invoke(None, {"query": "delete voicemail", "limit": 1})
    hit = out["results"][0]
    assert hit["name"] == "delete_voicemail"
    assert hit["signature"].startswith("delete_voicemail(voicemail_id: str")
    assert hit["description"] == FULL.get("delete_voicemail").description
    assert hit["parameters"] == FULL.get("delete_voicemail").parameters
