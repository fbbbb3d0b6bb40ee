"""Entity F1 (seed appendix A.2): similarities, matching, edge cases and evidence."""

from __future__ import annotations

import itertools
import json
import math
from datetime import date, datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from mmtoolbench.sandbox.evaluate import (
    DatetimeSimilarity,
    EntityExpectations,
    EntityScore,
    ExactSimilarity,
    ExpectationError,
    ExpectedChange,
    IgnoreSimilarity,
    ListSimilarity,
    NumericSimilarity,
    RougeLSimilarity,
    precision_recall_f1,
    recompute_from_evidence,
    rescore,
    score_entities,
)
from mmtoolbench.sandbox.evaluate.similarity import (
    column_similarity,
    datetime_similarity,
    default_similarity,
    exact_similarity,
    list_similarity,
    numeric_similarity,
    resolve_similarity,
    rouge_l,
    rouge_l_similarity,
    text_kind,
)
from mmtoolbench.sandbox.world.diff import RowUpdate, TableDiff, WorldDiff
from mmtoolbench.sandbox.world.schema import Column, Table

# --------------------------------------------------------------------------- fixtures

CONTACTS = Table(
    name="contacts",
    domain="contacts",
    id_prefix="ct",
    columns=(
        Column("id", "TEXT", primary_key=True),
        Column("first_name", "TEXT", not_null=True),
        Column("last_name", "TEXT", not_null=True, default=""),
        Column("company", "TEXT"),
        Column("email", "TEXT"),
        Column("bio", "TEXT"),
        Column("remarks", "TEXT", description="Free-form remarks."),
        Column("is_favorite", "BOOLEAN", not_null=True, default=False),
        Column("birthday", "DATE"),
        Column("created_at", "DATETIME"),
        Column("updated_at", "DATETIME"),
    ),
)
MESSAGES = Table(
    name="messages",
    domain="messages",
    id_prefix="msg",
    columns=(
        Column("id", "TEXT", primary_key=True),
        Column("conversation_id", "TEXT", references="conversations.id"),
        Column("body", "TEXT"),
        Column("status", "TEXT", choices=("draft", "sent")),
        Column("sent_at", "DATETIME"),
        Column("read_at", "DATETIME"),
    ),
)
REMINDERS = Table(
    name="reminders",
    domain="reminders",
    columns=(
        Column("id", "INTEGER", primary_key=True),
        Column("title", "TEXT"),
        Column("due_at", "DATETIME"),
        Column("tags", "JSON"),
        Column("priority", "INTEGER"),
        Column("amount", "REAL"),
        Column("list_name", "TEXT"),
    ),
)
SETTINGS = Table(
    name="settings",
    domain="device",
    columns=(Column("key", "TEXT", primary_key=True), Column("value", "TEXT")),
)
CALL_LOG = Table(
    name="call_log",
    domain="phone",
    id_prefix="call",
    columns=(Column("id", "TEXT", primary_key=True), Column("number", "TEXT")),
)
SCHEMAS = {t.name: t for t in (CONTACTS, MESSAGES, REMINDERS, SETTINGS, CALL_LOG)}


def contact(pk: str, **values: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "id": pk,
        "first_name": "",
        "last_name": "",
        "company": None,
        "email": None,
        "bio": None,
        "remarks": None,
        "is_favorite": False,
        "birthday": None,
        "created_at": "2025-06-13T09:00:00-07:00",
        "updated_at": "2025-06-13T09:00:00-07:00",
    }
    row.update(values)
    return row


def update(before: dict[str, Any], **changes: Any) -> RowUpdate:
    after = {**before, **changes}
    return RowUpdate(
        before=before,
        after=after,
        changed_columns=[c for c in after if after[c] != before.get(c)],
    )


def world_diff(**tables: TableDiff) -> WorldDiff:
    return WorldDiff(tables=dict(tables))


def expect(*changes: dict[str, Any], **options: Any) -> EntityExpectations:
    return EntityExpectations.model_validate({"changes": list(changes), **options})


def assert_recomputes(score: EntityScore) -> None:
    """The stored evidence alone (as JSON) reproduces the score exactly."""
    assert recompute_from_evidence(score.model_dump_json()) == score
    assert recompute_from_evidence(score.model_dump(mode="json")) == score
    assert recompute_from_evidence(score, rescore_columns=False) == score


# --------------------------------------------------------------------------- exact


def test_exact_strings_are_normalised_but_case_sensitive_by_default() -> None:
    assert exact_similarity("Dana Lee", "  Dana Lee ") == 1.0
    assert exact_similarity("Cafe\u0301", "Café") == 1.0  # NFD vs NFC
    assert exact_similarity("Dana", "dana") == 0.0
    assert exact_similarity("Dana", "dana", case_sensitive=False) == 1.0
    assert exact_similarity("Dana", "Dani") == 0.0


def test_exact_numbers_booleans_none_and_containers() -> None:
    assert exact_similarity(3, 3.0) == 1.0
    assert exact_similarity(0.1 + 0.2, 0.3) == 1.0
    assert exact_similarity("12.50", 12.5) == 1.0
    assert exact_similarity("007", "7") == 0.0  # two strings stay strings
    assert exact_similarity(True, True) == 1.0
    assert exact_similarity(True, 1) == 1.0
    assert exact_similarity(True, False) == 0.0
    assert exact_similarity(True, "true") == 0.0
    assert exact_similarity(None, None) == 1.0
    assert exact_similarity(None, "") == 0.0
    assert exact_similarity([1, 2], [1, 2]) == 1.0
    assert exact_similarity([1, 2], [2, 1]) == 0.0  # exact lists keep order
    assert exact_similarity({"a": [1, "x"]}, {"a": (1, "x")}) == 1.0
    assert exact_similarity(12345678901234567, 12345678901234568) == 0.0


# --------------------------------------------------------------------------- numeric


def test_numeric_tolerances() -> None:
    assert numeric_similarity(10, 10.0) == 1.0
    assert numeric_similarity(0.3, 0.1 + 0.2) == 1.0
    assert numeric_similarity(10, 10.4) == 0.0
    assert numeric_similarity(10, 10.4, tolerance=0.5) == 1.0
    assert numeric_similarity(10, 10.6, tolerance=0.5) == 0.0
    assert numeric_similarity(200, 205, relative_tolerance=0.05) == 1.0
    assert numeric_similarity(200, 215, relative_tolerance=0.05) == 0.0
    assert numeric_similarity("42", 42) == 1.0
    assert numeric_similarity("n/a", "n/a") == 1.0  # non-numeric: exact fallback
    assert numeric_similarity(None, 0) == 0.0
    assert numeric_similarity(None, None) == 1.0


# --------------------------------------------------------------------------- list


def test_list_is_an_order_insensitive_multiset() -> None:
    assert list_similarity(["work", "urgent"], ["urgent", "work"]) == 1.0
    assert list_similarity(["a", "a", "b"], ["a", "b", "b"]) == 0.0
    assert list_similarity(["a", "b"], ["a"]) == 0.0
    assert list_similarity([1, 2], [2.0, 1]) == 1.0
    assert list_similarity(["a", "b"], '["b", "a"]') == 1.0  # JSON text decoded
    assert list_similarity("a", ["a"]) == 1.0  # scalar is a one-element list
    assert list_similarity(["Work"], ["work"]) == 0.0
    assert list_similarity(["Work"], ["work"], case_sensitive=False) == 1.0
    assert list_similarity([], []) == 1.0
    assert list_similarity(None, []) == 0.0
    assert list_similarity([{"x": 1}, {"y": 2}], [{"y": 2}, {"x": 1}]) == 1.0


# --------------------------------------------------------------------------- datetime


def test_datetime_equal_to_the_minute_by_default() -> None:
    assert datetime_similarity("2025-06-14T09:00", "2025-06-14T09:00:59") == 1.0
    assert datetime_similarity("2025-06-14T09:00", "2025-06-14T09:01:00") == 0.0
    assert datetime_similarity("2025-06-14 09:00:00", "2025-06-14T09:00:00") == 1.0


def test_datetime_tolerance() -> None:
    spec = "2025-06-14T09:00:00"
    assert datetime_similarity(spec, "2025-06-14T09:04:00", tolerance_seconds=300) == 1.0
    assert datetime_similarity(spec, "2025-06-14T09:06:00", tolerance_seconds=300) == 0.0
    assert datetime_similarity(spec, "2025-06-14T08:56:00", tolerance_seconds=300) == 1.0


def test_datetime_aware_naive_normalisation() -> None:
    # Both aware: compared as instants.
    assert datetime_similarity("2025-06-14T16:00:00Z", "2025-06-14T09:00:00-07:00") == 1.0
    assert datetime_similarity("2025-06-14T09:00:00+00:00", "2025-06-14T09:00:00-07:00") == 0.0
    # One naive: wall-clock time (spec times are device-local).
    assert datetime_similarity("2025-06-14T09:00", "2025-06-14T09:00:00-07:00") == 1.0
    assert datetime_similarity("2025-06-14T16:00", "2025-06-14T09:00:00-07:00") == 0.0
    # datetime objects are accepted too.
    aware = datetime(2025, 6, 14, 9, 0, tzinfo=timezone(timedelta(hours=-7)))
    assert datetime_similarity(aware, "2025-06-14T16:00:30+00:00") == 1.0


def test_datetime_dates_and_fallbacks() -> None:
    assert datetime_similarity("2025-06-14", "2025-06-14") == 1.0
    assert datetime_similarity("2025-06-14", "2025-06-14T23:30:00-07:00") == 1.0
    assert datetime_similarity(date(2025, 6, 14), "2025-06-15") == 0.0
    assert datetime_similarity("tomorrow", "tomorrow") == 1.0  # unparseable: exact
    assert datetime_similarity("tomorrow", "2025-06-14") == 0.0
    assert datetime_similarity(None, "2025-06-14") == 0.0
    assert datetime_similarity(None, None) == 1.0


# --------------------------------------------------------------------------- ROUGE-L


def test_rouge_l_values() -> None:
    assert rouge_l("Pay the plumber", "pay THE plumber!") == 1.0
    # LCS("met dana at the gym friday", "met at the gym on friday") = 5 tokens of 6 / 6.
    assert rouge_l("met Dana at the gym friday", "met at the gym on friday") == pytest.approx(5 / 6)
    # LCS = 2 ("the cat"), P = 2/3, R = 2/4 -> F = 2PR/(P+R) = 4/7.
    assert rouge_l("the cat sat down", "the big cat") == pytest.approx(4 / 7)
    assert rouge_l("hello", "world") == 0.0
    assert rouge_l("", "") == 1.0
    assert rouge_l("", "something") == 0.0
    assert rouge_l("Grüße aus Köln", "grüße aus köln") == 1.0


def test_rouge_l_threshold_and_none() -> None:
    assert rouge_l_similarity("the cat sat down", "the big cat") == pytest.approx(4 / 7)
    assert rouge_l_similarity("the cat sat down", "the big cat", threshold=0.5) == 1.0
    assert rouge_l_similarity("the cat sat down", "the big cat", threshold=0.6) == 0.0
    assert rouge_l_similarity(None, None) == 1.0
    assert rouge_l_similarity("x", None) == 0.0


def test_column_similarity_dispatch_and_ignore() -> None:
    assert column_similarity(IgnoreSimilarity(), "a", "b") is None
    assert column_similarity(ExactSimilarity(case_sensitive=False), "A", "a") == 1.0
    assert column_similarity(NumericSimilarity(tolerance=1), 1, 2) == 1.0
    assert column_similarity(ListSimilarity(), [1, 2], [2, 1]) == 1.0
    assert (
        column_similarity(
            DatetimeSimilarity(tolerance_seconds=60), "2025-01-01T00:00", "2025-01-01T00:01"
        )
        == 1.0
    )
    assert column_similarity(RougeLSimilarity(threshold=0.9), "a b", "a c") == 0.0


# --------------------------------------------------------------------------- defaults


def test_text_kind_heuristics() -> None:
    assert text_kind("contact_id") == "identifier"
    assert text_kind("email") == "identifier"
    assert text_kind("status") == "identifier"
    assert text_kind("message_id") == "identifier"  # identifier suffix wins over "message"
    assert text_kind("body") == "free_text"
    assert text_kind("notes") == "free_text"
    assert text_kind("event_title") == "free_text"
    assert text_kind("first_name") == "identifier"  # fallback
    assert text_kind("remarks", CONTACTS.column("remarks")) == "free_text"  # description
    assert text_kind("body", Column("body", "TEXT", choices=("a", "b"))) == "identifier"
    assert text_kind("title", Column("title", "TEXT", references="x.id")) == "identifier"


def test_default_similarity_by_schema() -> None:
    assert default_similarity("id", "ct_1", CONTACTS) == IgnoreSimilarity()  # generated id
    assert default_similarity("id", 5, REMINDERS) == IgnoreSimilarity()  # INTEGER key
    assert default_similarity("key", "volume", SETTINGS) == ExactSimilarity()  # natural key
    assert default_similarity("first_name", "Dana", CONTACTS) == ExactSimilarity()
    assert default_similarity("bio", "x", CONTACTS) == RougeLSimilarity()
    assert default_similarity("is_favorite", True, CONTACTS) == ExactSimilarity()
    assert default_similarity("birthday", "1990-01-01", CONTACTS) == DatetimeSimilarity()
    assert default_similarity("due_at", "2025-01-01T00:00", REMINDERS) == DatetimeSimilarity()
    assert default_similarity("priority", 1, REMINDERS) == NumericSimilarity()
    assert default_similarity("amount", 1.5, REMINDERS) == NumericSimilarity()
    assert default_similarity("tags", ["a"], REMINDERS) == ListSimilarity()
    assert default_similarity("tags", {"a": 1}, REMINDERS) == ExactSimilarity()
    assert default_similarity("status", "sent", MESSAGES) == ExactSimilarity()  # choices
    assert default_similarity("body", "hi", MESSAGES) == RougeLSimilarity()


def test_default_similarity_without_schema_infers_from_value() -> None:
    assert default_similarity("x", True) == ExactSimilarity()
    assert default_similarity("x", 3) == NumericSimilarity()
    assert default_similarity("x", [1]) == ListSimilarity()
    assert default_similarity("x", "2025-06-14T09:00:00-07:00") == DatetimeSimilarity()
    assert default_similarity("description", "long text") == RougeLSimilarity()
    assert default_similarity("label", "Gym") == ExactSimilarity()


def test_resolve_similarity_precedence() -> None:
    exp = expect(
        {
            "op": "create",
            "table": "contacts",
            "fields": {"bio": "x", "company": "y", "created_at": "z", "email": "e"},
            "similarity": {"created_at": "exact"},
        },
        similarity={
            "contacts.company": "rouge_l",
            "email": {"method": "exact", "case_sensitive": False},
        },
    )
    change = exp.changes[0]
    assert resolve_similarity(exp, change, "bio", CONTACTS) == RougeLSimilarity()  # default
    assert resolve_similarity(exp, change, "company", CONTACTS) == RougeLSimilarity()  # global
    assert resolve_similarity(exp, change, "email", CONTACTS) == ExactSimilarity(
        case_sensitive=False
    )
    assert resolve_similarity(exp, change, "created_at", CONTACTS) == ExactSimilarity()  # spec
    assert (
        resolve_similarity(exp, change, "updated_at", CONTACTS) == IgnoreSimilarity()
    )  # bookkeeping


def test_spec_parsing_and_validation() -> None:
    change = ExpectedChange.model_validate(
        {
            "op": "create",
            "table": "reminders",
            "fields": {"title": "t"},
            "similarity": {
                "title": "rouge_l",
                "due_at": {"method": "datetime", "tolerance_seconds": 60},
            },
        }
    )
    assert change.similarity["title"] == RougeLSimilarity()
    assert change.similarity["due_at"] == DatetimeSimilarity(tolerance_seconds=60)
    with pytest.raises(ValidationError):
        ExpectedChange.model_validate({"op": "update", "table": "contacts", "match": {"id": "x"}})
    with pytest.raises(ValidationError):
        ExpectedChange.model_validate({"op": "merge", "table": "contacts"})
    with pytest.raises(ValidationError):
        ExpectedChange.model_validate({"op": "create", "table": "t", "similarity": {"a": "fuzzy"}})
    with pytest.raises(ValidationError):
        ExpectedChange.model_validate({"op": "create", "table": "t", "count": 0})
    with pytest.raises(ValidationError):
        expect({"op": "create", "table": "call_log"}, ignore_tables=["call_log"])


def test_unknown_tables_and_columns_are_rejected_with_schemas() -> None:
    exp = expect(
        {"op": "create", "table": "nope", "fields": {"a": 1}},
        {"op": "update", "table": "contacts", "match": {"idd": "x"}, "fields": {"company": "c"}},
    )
    with pytest.raises(ExpectationError) as info:
        score_entities(WorldDiff(), exp, SCHEMAS)
    assert len(info.value.problems) == 2
    # Without schemas nothing can be checked and scoring proceeds.
    assert score_entities(WorldDiff(), exp).f1 == 0.0


# --------------------------------------------------------------------------- P / R / F1


def test_precision_recall_f1_conventions() -> None:
    assert precision_recall_f1(0.0, 0, 0) == (1.0, 1.0, 1.0)
    assert precision_recall_f1(0.0, 0, 3) == (0.0, 0.0, 0.0)
    assert precision_recall_f1(0.0, 2, 0) == (0.0, 0.0, 0.0)
    p, r, f = precision_recall_f1(1.5, 3, 2)
    assert (p, r) == (0.75, 0.5)
    assert f == pytest.approx(0.6)


# --------------------------------------------------------------------------- edge cases


def test_nothing_expected_nothing_done_scores_one() -> None:
    score = score_entities(WorldDiff(), EntityExpectations(), SCHEMAS)
    assert (score.precision, score.recall, score.f1) == (1.0, 1.0, 1.0)
    assert not score.guardrail_violated
    assert_recomputes(score)


def test_nothing_expected_but_changes_made_scores_zero() -> None:
    diff = world_diff(contacts=TableDiff(created={"ct_9": contact("ct_9", first_name="X")}))
    score = score_entities(diff, EntityExpectations(), SCHEMAS)
    assert score.f1 == 0.0
    assert score.guardrail_violated
    assert score.guardrail_violations[0].table == "contacts"
    assert score.guardrail_violations[0].created == ["ct_9"]
    assert_recomputes(score)


def test_expected_but_nothing_done_scores_zero() -> None:
    exp = expect({"op": "create", "table": "contacts", "fields": {"first_name": "Dana"}})
    score = score_entities(WorldDiff(), exp, SCHEMAS)
    assert (score.precision, score.recall, score.f1) == (0.0, 0.0, 0.0)
    assert score.unmatched_expected[0].reason == "no actual change of this kind in this table"
    assert_recomputes(score)


def test_perfect_create() -> None:
    exp = expect(
        {
            "op": "create",
            "table": "contacts",
            "fields": {
                "id": "ct_0001",
                "first_name": "Dana",
                "last_name": "Lee",
                "is_favorite": True,
            },
        }
    )
    diff = world_diff(
        contacts=TableDiff(
            created={
                "ct_0042": contact("ct_0042", first_name="Dana", last_name="Lee", is_favorite=True)
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 1.0
    (match,) = score.matches
    assert match.actual_pk == "ct_0042"
    id_column = next(c for c in match.columns if c.column == "id")
    assert id_column.score is None  # runtime id ignored
    assert_recomputes(score)


def test_more_actual_than_expected_lowers_precision() -> None:
    exp = expect(
        {"op": "create", "table": "contacts", "fields": {"first_name": "Dana", "last_name": "Lee"}}
    )
    diff = world_diff(
        contacts=TableDiff(
            created={
                "ct_1": contact("ct_1", first_name="Dana", last_name="Lee"),
                "ct_2": contact("ct_2", first_name="Dana", last_name="Lee"),
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert (score.precision, score.recall) == (0.5, 1.0)
    assert score.f1 == pytest.approx(2 / 3)
    assert [a.pk for a in score.unexpected_actual] == ["ct_2"]
    assert_recomputes(score)


def test_more_expected_than_actual_lowers_recall() -> None:
    exp = expect(
        {"op": "create", "table": "contacts", "fields": {"first_name": "Dana"}},
        {"op": "create", "table": "contacts", "fields": {"first_name": "Omar"}},
    )
    diff = world_diff(contacts=TableDiff(created={"ct_1": contact("ct_1", first_name="Omar")}))
    score = score_entities(diff, exp, SCHEMAS)
    assert (score.precision, score.recall) == (1.0, 0.5)
    assert score.matches[0].spec_index == 1
    assert [(u.spec_index, u.slot) for u in score.unmatched_expected] == [(0, 0)]
    assert score.unmatched_expected[0].reason == (
        "every candidate row was matched to another expected change"
    )
    assert_recomputes(score)


def test_soft_credit_for_a_partly_wrong_create() -> None:
    # A.2: per-entity score = mean of column similarities; P and R sum these soft scores.
    exp = expect(
        {
            "op": "create",
            "table": "contacts",
            "fields": {
                "first_name": "Dana",
                "last_name": "Lee",
                "company": "Acme",
                "bio": "climbing partner from the gym",
            },
        }
    )
    diff = world_diff(
        contacts=TableDiff(
            created={
                "ct_1": contact(
                    "ct_1",
                    first_name="Dana",
                    last_name="Li",
                    company="Acme",
                    bio="gym climbing partner",
                )
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    bio = rouge_l("climbing partner from the gym", "gym climbing partner")
    assert score.f1 == pytest.approx((1 + 0 + 1 + bio) / 4)
    assert score.precision == score.recall == score.matches[0].score
    assert_recomputes(score)


def test_update_scores_the_row_after_and_identifies_by_the_row_before() -> None:
    before = contact("ct_7", first_name="Dana", last_name="Lee", company="Initech")
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"first_name": "Dana", "last_name": "Lee"},
            "fields": {"last_name": "Smith", "company": "Acme"},
        }
    )
    diff = world_diff(
        contacts=TableDiff(updated={"ct_7": update(before, last_name="Smith", company="Acme")})
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 1.0
    assert_recomputes(score)


def test_update_of_the_right_row_with_wrong_values_scores_partially() -> None:
    before = contact("ct_7", first_name="Dana", company="Initech", email="d@old.com")
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_7"},
            "fields": {"company": "Acme", "email": "dana@acme.com"},
        }
    )
    diff = world_diff(
        contacts=TableDiff(updated={"ct_7": update(before, company="Acme", email="dana@acme.org")})
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 0.5
    assert {c.column: c.score for c in score.matches[0].columns} == {"company": 1.0, "email": 0.0}
    assert_recomputes(score)


def test_update_of_the_right_row_with_all_values_wrong_is_reported_as_a_zero_match() -> None:
    before = contact("ct_7", company="Initech")
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_7"},
            "fields": {"company": "Acme"},
        }
    )
    diff = world_diff(contacts=TableDiff(updated={"ct_7": update(before, company="Globex")}))
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 0.0
    assert [(m.actual_pk, m.score) for m in score.matches] == [("ct_7", 0.0)]
    assert_recomputes(score)


def test_update_of_the_wrong_row_does_not_match() -> None:
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_7"},
            "fields": {"company": "Acme"},
        }
    )
    diff = world_diff(contacts=TableDiff(updated={"ct_8": update(contact("ct_8"), company="Acme")}))
    score = score_entities(diff, exp, SCHEMAS)
    assert (score.precision, score.recall, score.f1) == (0.0, 0.0, 0.0)
    assert score.matches == []
    assert score.unmatched_expected[0].reason == "no changed row matches the identifying fields"
    assert score.group("contacts", "update") is not None
    assert score.group("contacts", "update").similarity == [[None]]  # type: ignore[union-attr]
    assert_recomputes(score)


def test_updates_touching_only_ignored_columns_are_not_changes() -> None:
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_1"},
            "fields": {"company": "Acme"},
        }
    )
    diff = world_diff(
        contacts=TableDiff(
            updated={
                "ct_1": update(
                    contact("ct_1"), company="Acme", updated_at="2025-06-13T10:00:00-07:00"
                ),
                "ct_2": update(contact("ct_2"), updated_at="2025-06-13T10:00:00-07:00"),
            }
        ),
        messages=TableDiff(
            updated={
                "msg_1": RowUpdate(
                    before={"id": "msg_1", "read_at": None},
                    after={"id": "msg_1", "read_at": "2025-06-13T10:00:00-07:00"},
                    changed_columns=["read_at"],
                )
            }
        ),
    )
    score = score_entities(
        diff, exp.model_copy(update={"ignore_columns": ["messages.read_at"]}), SCHEMAS
    )
    assert score.f1 == 1.0
    assert not score.guardrail_violated
    assert {(i.table, i.pk, i.reason) for i in score.ignored_actual} == {
        ("contacts", "ct_2", "ignored_columns_only"),
        ("messages", "msg_1", "ignored_columns_only"),
    }
    # Without the ignore, the read receipt is an unexpected change to another table.
    assert score_entities(diff, exp, SCHEMAS).f1 == 0.0
    assert_recomputes(score)


def test_delete_by_natural_key_with_count() -> None:
    exp = expect({"op": "delete", "table": "reminders", "match": {"list_name": "Gym"}, "count": 2})
    gym: dict[str, Any] = {
        "title": "leg day",
        "due_at": None,
        "tags": [],
        "priority": 0,
        "amount": None,
        "list_name": "Gym",
    }
    diff = world_diff(
        reminders=TableDiff(
            deleted={
                "1": {"id": 1, **gym},
                "2": {"id": 2, **gym},
                "3": {"id": 3, **gym, "list_name": "Home"},
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.n_expected == 2
    assert score.n_actual == 3
    assert sorted(m.actual_pk for m in score.matches) == ["1", "2"]
    assert [a.pk for a in score.unexpected_actual] == ["3"]
    assert (score.precision, score.recall) == (2 / 3, 1.0)
    assert_recomputes(score)


def test_delete_with_expected_fields_checks_the_deleted_row() -> None:
    exp = expect(
        {
            "op": "delete",
            "table": "messages",
            "match": {"id": "msg_3"},
            "fields": {"body": "see you at noon"},
        }
    )
    diff = world_diff(
        messages=TableDiff(
            deleted={"msg_3": {"id": "msg_3", "body": "see you at noon", "status": "sent"}}
        )
    )
    assert score_entities(diff, exp, SCHEMAS).f1 == 1.0


def test_operations_are_scored_separately() -> None:
    # A delete + re-create is not the expected update.
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_1"},
            "fields": {"company": "Acme"},
        }
    )
    diff = world_diff(
        contacts=TableDiff(
            created={"ct_2": contact("ct_2", company="Acme")},
            deleted={"ct_1": contact("ct_1", company="Initech")},
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 0.0
    assert not score.guardrail_violated  # same table: precision, not the guardrail
    assert [(g.op, g.n_expected, g.n_actual) for g in score.groups] == [
        ("create", 0, 1),
        ("update", 1, 0),
        ("delete", 0, 1),
    ]
    assert_recomputes(score)


# --------------------------------------------------------------------------- guardrail


def test_guardrail_unexpected_table_sets_f1_to_zero() -> None:
    exp = expect({"op": "create", "table": "contacts", "fields": {"first_name": "Dana"}})
    diff = world_diff(
        contacts=TableDiff(created={"ct_1": contact("ct_1", first_name="Dana")}),
        messages=TableDiff(
            created={"msg_1": {"id": "msg_1", "body": "hi", "status": "sent"}},
            deleted={"msg_0": {"id": "msg_0", "body": "old", "status": "sent"}},
        ),
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.guardrail_violated
    assert score.f1 == 0.0
    assert (score.precision, score.recall) == (1.0, 1.0)  # reported as computed
    (violation,) = score.guardrail_violations
    assert (violation.table, violation.created, violation.deleted) == (
        "messages",
        ["msg_1"],
        ["msg_0"],
    )
    assert_recomputes(score)


def test_ignored_and_allowed_tables_do_not_trip_the_guardrail() -> None:
    exp = expect(
        {"op": "create", "table": "contacts", "fields": {"first_name": "Dana"}},
        ignore_tables=["messages"],
        allowed_tables=["call_log"],
    )
    diff = world_diff(
        contacts=TableDiff(created={"ct_1": contact("ct_1", first_name="Dana")}),
        messages=TableDiff(created={"msg_1": {"id": "msg_1"}}),
        call_log=TableDiff(created={"call_1": {"id": "call_1", "number": "+15550100"}}),
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 1.0
    assert [(i.table, i.reason) for i in score.ignored_actual] == [("messages", "ignored_table")]
    assert [(t.table, t.pk) for t in score.tolerated_actual] == [("call_log", "call_1")]
    assert_recomputes(score)


def test_allowed_table_named_by_a_spec_tolerates_extra_rows() -> None:
    exp = expect(
        {"op": "create", "table": "call_log", "fields": {"number": "+15550100"}},
        allowed_tables=["call_log"],
    )
    diff = world_diff(
        call_log=TableDiff(
            created={
                "call_1": {"id": "call_1", "number": "+15550199"},
                "call_2": {"id": "call_2", "number": "+15550100"},
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.f1 == 1.0
    assert score.matches[0].actual_pk == "call_2"
    assert [t.pk for t in score.tolerated_actual] == ["call_1"]
    assert_recomputes(score)


# --------------------------------------------------------------------------- overrides


def test_ignored_columns_and_spec_overrides() -> None:
    fields = {"first_name": "Dana", "company": "ACME corp", "bio": "loves climbing"}
    row = contact(
        "ct_1", first_name="Dana", company="Acme Corp", bio="she loves rock climbing a lot"
    )
    diff = world_diff(contacts=TableDiff(created={"ct_1": row}))
    plain = score_entities(
        diff, expect({"op": "create", "table": "contacts", "fields": fields}), SCHEMAS
    )
    bio = rouge_l("loves climbing", "she loves rock climbing a lot")
    assert plain.f1 == pytest.approx((1 + 0 + bio) / 3)

    ignored = score_entities(
        diff,
        expect(
            {"op": "create", "table": "contacts", "fields": fields},
            ignore_columns=["contacts.company"],
        ),
        SCHEMAS,
    )
    assert ignored.f1 == pytest.approx((1 + bio) / 2)

    overridden = score_entities(
        diff,
        expect(
            {
                "op": "create",
                "table": "contacts",
                "fields": fields,
                "similarity": {
                    "company": {"method": "exact", "case_sensitive": False},
                    "bio": {"method": "rouge_l", "threshold": 0.5},
                },
            },
            ignore_columns=["company"],  # the spec's own override wins
        ),
        SCHEMAS,
    )
    assert overridden.f1 == 1.0
    assert_recomputes(overridden)


def test_datetime_numeric_and_list_columns_in_a_create() -> None:
    exp = expect(
        {
            "op": "create",
            "table": "reminders",
            "fields": {
                "title": "Pay the plumber",
                "due_at": "2025-06-14T09:00",
                "tags": ["home", "bills"],
                "priority": 2,
                "amount": 120.5,
            },
            "similarity": {"amount": {"method": "numeric", "tolerance": 1}},
        }
    )
    row = {
        "id": 17,
        "title": "pay the plumber",
        "due_at": "2025-06-14T09:00:30-07:00",
        "tags": ["bills", "home"],
        "priority": 2,
        "amount": 121.0,
        "list_name": None,
    }
    score = score_entities(world_diff(reminders=TableDiff(created={"17": row})), exp, SCHEMAS)
    assert score.f1 == 1.0
    methods = {c.column: c.similarity.method for c in score.matches[0].columns}
    assert methods == {
        "title": "rouge_l",
        "due_at": "datetime",
        "tags": "list",
        "priority": "numeric",
        "amount": "numeric",
    }
    assert_recomputes(score)


def test_match_on_create_gates_candidates() -> None:
    exp = expect(
        {
            "op": "create",
            "table": "messages",
            "match": {"conversation_id": "conv_2"},
            "fields": {"body": "on my way"},
        }
    )
    diff = world_diff(
        messages=TableDiff(
            created={
                "msg_1": {"id": "msg_1", "conversation_id": "conv_1", "body": "on my way"},
                "msg_2": {"id": "msg_2", "conversation_id": "conv_2", "body": "omw"},
            }
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    assert score.matches[0].actual_pk == "msg_2"
    assert score.group("messages", "create").similarity == [[None, 0.0]]  # type: ignore[union-attr]
    assert_recomputes(score)


# --------------------------------------------------------------------------- Hungarian


def test_hungarian_finds_the_best_global_assignment_where_greedy_fails() -> None:
    # Spec A scores 1.0 on x and 0.5 on y; spec B scores 1.0 on x and 0.0 on y.
    # Greedy (A takes its best row x) totals 1.0; the optimum A-y + B-x totals 1.5.
    exp = expect(
        {"op": "create", "table": "reminders", "fields": {"title": "water plants", "priority": 1}},
        {"op": "create", "table": "reminders", "fields": {"list_name": "Home"}},
    )
    x = {"id": 1, "title": "water plants", "priority": 1, "list_name": "Home"}
    y = {"id": 2, "title": "water plants", "priority": 3, "list_name": "Work"}
    score = score_entities(world_diff(reminders=TableDiff(created={"1": x, "2": y})), exp, SCHEMAS)
    group = score.group("reminders", "create")
    assert group is not None
    assert group.similarity == [[1.0, 0.5], [1.0, 0.0]]
    assert {(m.spec_index, m.actual_pk) for m in score.matches} == {(0, "2"), (1, "1")}
    assert score.score_sum == 1.5
    assert score.f1 == 0.75
    assert_recomputes(score)


# --------------------------------------------------------------------------- evidence


def test_recompute_rescores_columns_from_stored_values() -> None:
    exp = expect(
        {"op": "create", "table": "contacts", "fields": {"first_name": "Dana", "bio": "gym buddy"}}
    )
    diff = world_diff(
        contacts=TableDiff(
            created={"ct_1": contact("ct_1", first_name="Dana", bio="buddy from gym")}
        )
    )
    score = score_entities(diff, exp, SCHEMAS)
    data = json.loads(score.model_dump_json())
    data["matches"][0]["columns"][0]["score"] = 0.0  # tamper with a stored column score
    data["f1"] = 0.99
    fixed = recompute_from_evidence(data)
    assert fixed == score
    trusted = recompute_from_evidence(data, rescore_columns=False)
    assert trusted.f1 < score.f1


def test_rescore_from_json_equals_direct_scoring() -> None:
    exp = expect(
        {
            "op": "update",
            "table": "contacts",
            "match": {"id": "ct_1"},
            "fields": {"company": "Acme"},
        },
        {"op": "create", "table": "messages", "fields": {"body": "hello there", "status": "sent"}},
    )
    diff = world_diff(
        contacts=TableDiff(updated={"ct_1": update(contact("ct_1"), company="Acme")}),
        messages=TableDiff(created={"msg_1": {"id": "msg_1", "body": "hello", "status": "sent"}}),
    )
    direct = score_entities(diff, exp, SCHEMAS)
    again = rescore(diff.model_dump_json(), exp.model_dump_json(), SCHEMAS)
    assert again == direct
    assert rescore(diff.model_dump(mode="json"), exp.model_dump(mode="json")) == score_entities(
        diff, exp
    )


def test_scoring_without_schemas_uses_name_and_value_defaults() -> None:
    exp = expect(
        {"op": "create", "table": "notes", "fields": {"title": "groceries list", "pinned": True}}
    )
    diff = world_diff(
        notes=TableDiff(created={"n1": {"id": "n1", "title": "grocery list", "pinned": True}})
    )
    score = score_entities(diff, exp)
    assert score.f1 == pytest.approx((0.5 + 1) / 2)


# --------------------------------------------------------------------------- properties

_TABLES = ("alpha", "beta", "gamma")
_WORDS = ("red", "green", "blue", "cat", "dog")


def _schema(name: str) -> Table:
    return Table(
        name=name,
        domain="test",
        id_prefix="r",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("n", "INTEGER"),
            Column("body", "TEXT"),
            Column("label", "TEXT"),
            Column("when_at", "DATETIME"),
            Column("tags", "JSON"),
        ),
    )


_PROPERTY_SCHEMAS = {name: _schema(name) for name in _TABLES}

_values: dict[str, st.SearchStrategy[Any]] = {
    "n": st.integers(0, 3),
    "body": st.lists(st.sampled_from(_WORDS), max_size=4).map(" ".join),
    "label": st.sampled_from(("a", "b", "A")),
    "when_at": st.sampled_from(
        ("2025-06-14T09:00:00-07:00", "2025-06-14T09:00:40-07:00", "2025-06-14T10:00:00")
    ),
    "tags": st.lists(st.sampled_from(("x", "y")), max_size=2),
}


@st.composite
def _rows(draw: st.DrawFn) -> dict[str, Any]:
    return {col: draw(strategy) for col, strategy in _values.items()}


@st.composite
def _scenarios(draw: st.DrawFn) -> tuple[WorldDiff, EntityExpectations]:
    pks = [f"r_{i}" for i in range(6)]
    tables: dict[str, TableDiff] = {}
    for table in draw(st.lists(st.sampled_from(_TABLES), unique=True)):
        created = {
            pk: {"id": pk, **draw(_rows())}
            for pk in draw(st.lists(st.sampled_from(pks[:3]), unique=True))
        }
        updated: dict[str, RowUpdate] = {}
        for pk in draw(st.lists(st.sampled_from(pks[3:5]), unique=True)):
            before = {"id": pk, **draw(_rows())}
            after = {"id": pk, **draw(_rows())}
            changed = [c for c in after if after[c] != before[c]]
            if changed:
                updated[pk] = RowUpdate(before=before, after=after, changed_columns=changed)
        deleted = {
            pk: {"id": pk, **draw(_rows())} for pk in draw(st.lists(st.just(pks[5]), unique=True))
        }
        table_diff = TableDiff(created=created, updated=updated, deleted=deleted)
        if not table_diff.is_empty:
            tables[table] = table_diff
    changes = []
    for _ in range(draw(st.integers(0, 5))):
        op = draw(st.sampled_from(("create", "update", "delete")))
        cols = draw(
            st.lists(
                st.sampled_from(sorted(_values)), unique=True, min_size=1 if op == "update" else 0
            )
        )
        fields = {c: draw(_values[c]) for c in cols}
        match = {}
        if op != "create" and draw(st.booleans()):
            match = {"id": draw(st.sampled_from(pks))}
        similarity = {}
        if "body" in fields and draw(st.booleans()):
            similarity["body"] = {"method": "rouge_l", "threshold": 0.5}
        changes.append(
            {
                "op": op,
                "table": draw(st.sampled_from(_TABLES)),
                "match": match,
                "fields": fields,
                "similarity": similarity,
                "count": draw(st.integers(1, 2)),
            }
        )
    spec_tables = {c["table"] for c in changes}
    free = [t for t in _TABLES if t not in spec_tables]
    allowed = draw(st.lists(st.sampled_from(free), unique=True)) if free else []
    ignore_columns = draw(st.lists(st.sampled_from(("label", "alpha.n", "when_at")), unique=True))
    expectations = EntityExpectations.model_validate(
        {"changes": changes, "allowed_tables": allowed, "ignore_columns": ignore_columns}
    )
    return WorldDiff(tables=tables), expectations


def _best_assignment(matrix: list[list[float | None]]) -> float:
    """Brute-force maximum total over one-to-one assignments of eligible pairs."""
    rows = len(matrix)
    cols = len(matrix[0]) if matrix else 0
    best = 0.0
    k = min(rows, cols)
    for chosen_rows in itertools.combinations(range(rows), k):
        for perm in itertools.permutations(range(cols), k):
            total = math.fsum(matrix[i][j] or 0.0 for i, j in zip(chosen_rows, perm, strict=True))
            best = max(best, total)
    return best


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_scenarios())
def test_property_bounds_recomputation_and_optimality(
    scenario: tuple[WorldDiff, EntityExpectations],
) -> None:
    diff, expectations = scenario
    score = score_entities(diff, expectations, _PROPERTY_SCHEMAS)
    for value in (score.precision, score.recall, score.f1):
        assert 0.0 <= value <= 1.0
    for group in score.groups:
        assert 0.0 <= group.f1 <= 1.0
        assert group.score_sum == pytest.approx(_best_assignment(group.similarity), abs=1e-9)
    if score.guardrail_violated:
        assert score.f1 == 0.0
    if score.n_expected == 0 and score.n_actual == 0 and not score.guardrail_violated:
        assert score.f1 == 1.0
    assert score.n_expected == sum(c.count for c in expectations.changes)
    assert len(score.matches) <= min(score.n_expected, score.n_actual)
    # Evidence alone (through JSON) reproduces the score exactly.
    assert recompute_from_evidence(score.model_dump_json()) == score
    assert (
        rescore(diff.model_dump_json(), expectations.model_dump_json(), _PROPERTY_SCHEMAS) == score
    )
