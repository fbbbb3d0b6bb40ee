"""Email domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, email
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.email import email_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_fuzz import fuzz_tool, id_pool
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["email"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["email"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def address(ctx: WorldContext, name: str) -> str:
    rows = ctx.world.select(
        "contact_emails", {"contact_id": cid(ctx, name)}, order_by="is_primary DESC"
    )
    return str(rows[0]["address"])


def mail(ctx: WorldContext, subject: str) -> str:
    return str(ctx.world.select("emails", {"subject": subject})[0]["id"])


def image(ctx: WorldContext, color: str = "orange") -> str:
    return ctx.images.add_pil(Image.new("RGB", (16, 16), color)).image_id


def subjects(items: list[dict[str, Any]]) -> list[str]:
    return [str(i["subject"]) for i in items]


ROADMAP = "Q3 roadmap deck"
LEASE = "Lease renewal for 1847 Alder St, Apt 3"
REVIEW = "Design review notes + signup screenshot"
PARTY = "Grandma's party - photos for the slideshow?"
SALE = "Flash sale: 50% off everything"
PRIZE = "Congratulations! You've won a $500 gift card"
DRAFT = "Birthday weekend ideas"
RECRUITER = "Senior Product Designer role at Verdant Energy"
TAXES = "Q2 estimated tax payment due June 16"

# ----------------------------------------------------------------------------- expectations
# The subjects above only pick seeded emails (inputs); what the tools should return is
# read from the rows with plain queries, so editing the seed content moves the
# expectation instead of breaking the test.


def row(ctx: WorldContext, subject: str) -> dict[str, Any]:
    return ctx.world.get("emails", mail(ctx, subject))


def folder_id(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("email_folders", {"name": name})[0]["id"])


def folder_name(ctx: WorldContext, em: dict[str, Any]) -> str:
    return str(ctx.world.get("email_folders", em["folder_id"])["name"])


def in_folder(ctx: WorldContext, name: str) -> list[dict[str, Any]]:
    """The folder's emails, newest first."""
    return ctx.world.select("emails", {"folder_id": folder_id(ctx, name)}, order_by="sent_at DESC")


def who(ctx: WorldContext, addr: str) -> str | None:
    """The owner ("(me)") or the first contact with that address, as tools name people."""
    if addr.lower() == ctx.owner.email.lower():
        return f"{ctx.owner.name} (me)"
    for e in ctx.world.select("contact_emails", {"address": addr.lower()}):
        c = ctx.world.get("contacts", e["contact_id"])
        return f"{c['first_name'] or ''} {c['last_name'] or ''}".strip() or c["company"]
    return None


def sender(ctx: WorldContext, em: dict[str, Any]) -> str | None:
    return em["from_name"] or who(ctx, em["from_address"])


def labels_of(ctx: WorldContext, email_id: str) -> list[str]:
    return sorted(
        ctx.world.get("email_labels", a["label_id"])["name"]
        for a in ctx.world.select("email_label_assignments", {"email_id": email_id})
    )


def attachments(ctx: WorldContext, email_id: str) -> list[str]:
    return [a["filename"] for a in ctx.world.select("email_attachments", {"email_id": email_id})]


def searchable(ctx: WorldContext) -> list[dict[str, Any]]:
    """Emails outside Spam and Trash, newest first."""
    hidden = {f["id"] for f in ctx.world.select("email_folders") if f["role"] in ("spam", "trash")}
    rows = ctx.world.select("emails", order_by="sent_at DESC")
    return [r for r in rows if r["folder_id"] not in hidden]


def addressed_to(ctx: WorldContext, em: dict[str, Any], text: str) -> bool:
    return any(
        text in a.lower() or text in (who(ctx, a) or "").lower()
        for a in [*em["to_addresses"], *em["cc_addresses"]]
    )


# ----------------------------------------------------------------------------- seed


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    mails = email_seed().mails
    names = [f["name"] for f in world.select("email_folders")]
    assert names[: len(email.SYSTEM_FOLDERS)] == list(email.SYSTEM_FOLDERS.values())
    assert set(names) == set(email.SYSTEM_FOLDERS.values()) | {m.folder for m in mails}
    assert len(mails) > 0
    assert world.count("emails") == len(mails)
    assert world.count("email_attachments") == sum(m.attachment is not None for m in mails)
    assert world.count("emails", {"status": "draft"}) == sum(m.folder == "Drafts" for m in mails)
    rachel = row(ctx, ROADMAP)
    assert rachel["from_address"] == address(ctx, "Rachel Tan")
    assert rachel["to_addresses"] == [ctx.owner.email]
    reply = row(ctx, "Re: " + ROADMAP)
    assert reply["thread_id"] == rachel["id"] and reply["in_reply_to_id"] == rachel["id"]
    now = ctx.clock.now_iso()
    assert all(e["sent_at"] < now for e in world.select("emails"))
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["email"]), build_seeded_world(["email"])
    assert a.diff_since(b.snapshot()).is_empty


# ----------------------------------------------------------------------------- reads


def test_list_email_folders(ctx: WorldContext) -> None:
    folders = {f["name"]: f for f in call(ctx, "list_email_folders")}
    assert set(folders) == {f["name"] for f in ctx.world.select("email_folders")}
    for name, f in folders.items():
        rows = in_folder(ctx, name)
        assert (f["total"], f["unread"]) == (len(rows), sum(not r["is_read"] for r in rows))
        assert (f["role"] == "custom") == (name not in email.SYSTEM_FOLDERS.values())
    assert folders["Inbox"]["unread"] > 0 and folders["Spam"]["unread"] > 0
    assert folders["Receipts"]["role"] == "custom"


def test_list_emails(ctx: WorldContext) -> None:
    rows = in_folder(ctx, "Inbox")
    assert len(rows) > 10
    inbox = call(ctx, "list_emails")
    newest = rows[0]
    assert inbox["total"] == len(rows) and inbox["emails"][0]["subject"] == newest["subject"]
    assert inbox["emails"][0]["has_attachments"] == bool(attachments(ctx, newest["id"]))
    assert inbox["emails"][0]["labels"] == labels_of(ctx, newest["id"])
    unread = call(ctx, "list_emails", unread_only=True)
    expected_unread = {sender(ctx, r) for r in rows if not r["is_read"]}
    assert expected_unread and {e["from"]["name"] for e in unread["emails"]} == expected_unread
    starred = [r["subject"] for r in rows if r["is_starred"]]
    assert starred
    assert subjects(call(ctx, "list_emails", starred_only=True)["emails"]) == starred
    finance = call(ctx, "list_emails", folder="inbox", label="finance")
    n_finance = sum("Finance" in labels_of(ctx, r["id"]) for r in rows)
    assert n_finance > 0 and finance["total"] == n_finance
    assert call(ctx, "list_emails", folder=folder_id(ctx, "Receipts"))["folder"] == "Receipts"
    page = call(ctx, "list_emails", limit=5, offset=10)["emails"]
    assert subjects(page) == [r["subject"] for r in rows[10:15]]
    fails(ctx, "list_emails", "no email folder 'Junk'; folders: Inbox", folder="Junk")
    fails(ctx, "list_emails", "no email label 'Taxes'", label="Taxes")


def test_get_email(ctx: WorldContext) -> None:
    lease_row = row(ctx, LEASE)
    lease = call(ctx, "get_email", email_id=lease_row["id"])
    assert lease["from"]["name"] == sender(ctx, lease_row) and lease["body"] == lease_row["body"]
    assert attachments(ctx, lease_row["id"])
    assert [a["filename"] for a in lease["attachments"]] == attachments(ctx, lease_row["id"])
    assert lease["labels"] == labels_of(ctx, lease_row["id"]) and lease["labels"]
    assert lease_row["to_addresses"][0] == ctx.owner.email
    assert lease["to"][0]["name"] == f"{ctx.owner.name} (me)"
    review_row = row(ctx, REVIEW)
    review = call(ctx, "get_email", email_id=review_row["id"])
    assert review_row["cc_addresses"]
    assert [c["name"] for c in review["cc"]] == [who(ctx, a) for a in review_row["cc_addresses"]]
    assert review_row["is_read"] is False
    assert review["is_read"] is False  # opening does not mark read
    fails(ctx, "get_email", r"no email with id 'em_0999' \(use list_emails", email_id="em_0999")


def test_get_email_thread(ctx: WorldContext) -> None:
    rachel = mail(ctx, ROADMAP)
    thread = call(ctx, "get_email_thread", thread_id=rachel)
    in_thread = ctx.world.select("emails", {"thread_id": rachel}, order_by="sent_at")
    assert len(in_thread) > 1
    assert subjects(thread["emails"]) == [r["subject"] for r in in_thread]
    by_reply = call(ctx, "get_email_thread", thread_id=mail(ctx, "Re: " + ROADMAP))
    assert by_reply["thread_id"] == rachel
    first = row(ctx, RECRUITER)
    rows = ctx.world.select("emails", {"thread_id": first["thread_id"]}, order_by="sent_at")
    recruiter = call(ctx, "get_email_thread", thread_id=first["id"])
    assert [e["status"] for e in recruiter["emails"]] == [r["status"] for r in rows]
    assert {r["status"] for r in rows} == {"received", "draft"}
    assert recruiter["unread_count"] == sum(not r["is_read"] for r in rows) > 0
    fails(ctx, "get_email_thread", "no email thread with id 'em_0404'", thread_id="em_0404")


def test_search_emails(ctx: WorldContext) -> None:
    rows = searchable(ctx)

    def hay(r: dict[str, Any]) -> str:
        return f"{r['subject']} {r['body']} {r['from_address']} {r['from_name'] or ''}".lower()

    def expect(pred: Any, pool: list[dict[str, Any]] | None = None) -> list[str]:
        return [r["subject"] for r in (rows if pool is None else pool) if pred(r)]

    lease = expect(lambda r: "lease" in hay(r) and "renewal" in hay(r))
    assert lease and subjects(call(ctx, "search_emails", query="lease renewal")["results"]) == lease
    rachel_addrs = {
        e["address"]
        for e in ctx.world.select("contact_emails", {"contact_id": cid(ctx, "Rachel Tan")})
    }
    from_rachel = expect(lambda r: r["from_address"].lower() in rachel_addrs)
    assert from_rachel
    rachel = call(ctx, "search_emails", sender=cid(ctx, "Rachel Tan"))
    assert subjects(rachel["results"]) == from_rachel
    domain = "@brightlinehealth.com"
    work = call(ctx, "search_emails", sender=domain)
    from_work = expect(lambda r: domain in r["from_address"].lower())
    assert from_work and work["total_matches"] == len(from_work)
    cc_rachel = call(ctx, "search_emails", recipient="rachel")
    to_rachel = expect(lambda r: addressed_to(ctx, r, "rachel"))
    assert to_rachel and subjects(cc_rachel["results"]) == to_rachel
    attached = call(ctx, "search_emails", has_attachment=True)
    with_files = expect(lambda r: bool(attachments(ctx, r["id"])))
    assert with_files and attached["total_matches"] == len(with_files)
    day = "2025-06-12"
    dated = call(ctx, "search_emails", start_date=day, end_date=day, limit=100)
    on_day = expect(lambda r: r["sent_at"][:10] == day)
    assert on_day and subjects(dated["results"]) == on_day
    spam = in_folder(ctx, "Spam")
    gift = expect(lambda r: "gift" in hay(r) and "card" in hay(r), spam)
    assert gift and expect(lambda r: "gift" in hay(r) and "card" in hay(r)) == []
    assert call(ctx, "search_emails", query="gift card")["total_matches"] == 0  # spam hidden
    in_spam = call(ctx, "search_emails", query="gift card", folder="Spam")
    assert in_spam["total_matches"] == len(gift)
    shipped = expect(lambda r: "shipped" in r["subject"].lower())
    assert shipped and subjects(call(ctx, "search_emails", subject="shipped")["results"]) == shipped
    unread = expect(lambda r: not r["is_read"])
    assert unread and call(ctx, "search_emails", unread_only=True)["total_matches"] == len(unread)
    fails(
        ctx, "search_emails", "is before start_date", start_date="2025-06-12", end_date="2025-06-01"
    )


def test_search_emails_filters_fold_like_python(ctx: WorldContext) -> None:
    """Filters run in SQL with Python's lower case (not SQLite's ASCII-only one), names
    as `name_for_address` shows them, and the owner's "(me)" name."""
    world = ctx.world
    inbox = world.select("email_folders", {"role": "inbox"})[0]["id"]
    sam = cid(ctx, "Sam Okafor")
    sam_email = world.select("contact_emails", {"contact_id": sam})[0]["address"]
    base = {"folder_id": inbox, "status": "received", "sent_at": ctx.clock.now()}
    world.insert(
        "emails",
        {
            **base,
            "id": "em_0901",
            "thread_id": "em_0901",
            "from_address": "X@Ü.example",
            "subject": "ÉTÉ À PARIS",
            "is_read": False,
            "body": "ÑANDÚ",
            "to_addresses": [sam_email],
        },
    )
    world.insert(
        "emails",
        {
            **base,
            "id": "em_0902",
            "thread_id": "em_0902",
            "from_address": sam_email.upper(),
            "subject": "plain",
            "to_addresses": [ctx.owner.email],
        },
    )

    def ids(**kw: Any) -> set[str]:
        found = call(ctx, "search_emails", limit=100, **kw)
        assert found["total_matches"] == len(found["results"])
        return {e["id"] for e in found["results"]}

    assert ids(subject="été à") == {"em_0901"}
    assert ids(query="ñandú été") == {"em_0901"}
    assert "em_0901" in ids(sender="ü.example")
    assert "em_0902" in ids(sender="okafor")  # the contact's name, address in upper case
    assert "em_0902" in ids(sender=sam)
    assert "em_0901" in ids(recipient="sam okafor")
    assert "em_0902" in ids(recipient="(me)")
    assert ids(query="ñandú", has_attachment=True) == set()
    assert ids(query="ñandú", unread_only=True) == {"em_0901"}
    total = call(ctx, "search_emails", subject="e", limit=1)
    assert len(total["results"]) == 1 and total["total_matches"] > 1


def test_list_email_attachments(ctx: WorldContext) -> None:
    expected = [f for r in searchable(ctx) for f in attachments(ctx, r["id"])]
    assert expected
    all_images = call(ctx, "list_email_attachments")
    assert [a["filename"] for a in all_images] == expected[:20]
    party = mail(ctx, PARTY)
    one = call(ctx, "list_email_attachments", email_id=party)
    assert attachments(ctx, party)
    assert [a["filename"] for a in one] == attachments(ctx, party)
    assert one[0]["image_id"] in ctx.images
    fails(ctx, "list_email_attachments", "no email with id", email_id="em_9")


def test_list_email_drafts(ctx: WorldContext) -> None:
    rows = ctx.world.select("emails", {"status": "draft"}, order_by="sent_at DESC")
    assert len(rows) > 1
    drafts = call(ctx, "list_email_drafts")
    assert subjects(drafts) == [r["subject"] for r in rows]
    for d, r in zip(drafts, rows, strict=True):
        assert [t["name"] for t in d["to"]] == [who(ctx, a) for a in r["to_addresses"]]
    assert DRAFT in subjects(drafts)


def test_settings_reads(ctx: WorldContext) -> None:
    world = ctx.world
    labels = {lbl["name"]: lbl["email_count"] for lbl in call(ctx, "list_email_labels")}
    expected = {
        lbl["name"]: world.count("email_label_assignments", {"label_id": lbl["id"]})
        for lbl in world.select("email_labels")
    }
    assert expected and labels == expected
    sigs = call(ctx, "list_email_signatures")
    rows = world.select("email_signatures")
    assert len(rows) > 1 and sum(r["is_default"] for r in rows) == 1
    assert [(s["name"], s["is_default"], s["body"]) for s in sigs] == [
        (r["name"], r["is_default"], r["body"]) for r in rows
    ]
    assert len(rows) == len(email_seed().signatures)
    vacation = call(ctx, "get_email_vacation_responder")
    assert vacation["is_enabled"] is False and vacation["is_active_now"] is False
    blocked = call(ctx, "list_blocked_email_senders")
    blocked_rows = world.select("email_blocked_senders", order_by="blocked_at")
    assert blocked_rows and [b["address"] for b in blocked] == [b["address"] for b in blocked_rows]


# ----------------------------------------------------------------------------- composing


def test_send_email(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    img = image(ctx)
    new_id = next_id(ctx.world, "emails", "em")
    (signature,) = ctx.world.select("email_signatures", {"is_default": True})
    rachel = address(ctx, "Rachel Tan")
    sent = call(
        ctx,
        "send_email",
        to=[cid(ctx, "Rachel Tan")],
        cc=["Kevin.OBrien@BrightlineHealth.com", cid(ctx, "Rachel Tan")],
        subject=" Q3 roadmap deck ",
        body="Hi Rachel, the deck is attached.",
        image_ids=[img, img],
        include_signature=True,
    )
    assert sent["id"] == new_id and sent["thread_id"] == new_id
    assert (
        sent["folder"] == "Sent"
        and sent["status"] == "sent"
        and sent["subject"] == "Q3 roadmap deck"
    )
    assert [(t["address"], t["name"]) for t in sent["to"]] == [(rachel, who(ctx, rachel))]
    assert [c["address"] for c in sent["cc"]] == ["kevin.obrien@brightlinehealth.com", rachel]
    assert sent["body"] == f"Hi Rachel, the deck is attached.\n\n-- \n{signature['body']}"
    assert [a["image_id"] for a in sent["attachments"]] == [img]
    assert sent["date"] == ctx.clock.now_iso()
    assert set(ctx.world.diff_since(before).changed_tables()) == {"emails", "email_attachments"}


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"to": ["Rachel"], "subject": "x", "body": "y"}, "neither a contact id nor an email"),
        ({"to": ["ct_0999"], "subject": "x", "body": "y"}, "no contact with id 'ct_0999'"),
        ({"to": ["a@@b.com"], "subject": "x", "body": "y"}, "not a valid email address"),
        ({"to": ["a@b.com"], "subject": " ", "body": " "}, "the email is empty"),
        (
            {"to": ["a@b.com"], "subject": "x", "body": "y", "image_ids": ["img_99"]},
            "unknown image id",
        ),
    ],
)
def test_send_email_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "send_email", pattern, **args)


def test_send_email_without_default_signature(ctx: WorldContext) -> None:
    for sig in call(ctx, "list_email_signatures"):
        call(ctx, "delete_email_signature", signature_id=sig["id"])
    fails(
        ctx,
        "send_email",
        "no default signature",
        to=["a@b.com"],
        subject="x",
        body="y",
        include_signature=True,
    )


def test_drafts_lifecycle(ctx: WorldContext) -> None:
    draft = call(ctx, "create_email_draft", subject="Lease questions", body="Hi Jenna,")
    assert draft["folder"] == "Drafts" and draft["status"] == "draft" and draft["to"] == []
    fails(ctx, "create_email_draft", "the draft is empty")
    fails(ctx, "send_email_draft", "has no recipients", draft_id=draft["id"])
    upd = call(
        ctx,
        "update_email_draft",
        draft_id=draft["id"],
        to=[cid(ctx, "Jenna Wright")],
        body="Hi Jenna, is the $1,349 rent negotiable?",
    )
    assert upd["to"][0]["name"] == "Jenna Wright" and upd["body"].endswith("negotiable?")
    fails(
        ctx,
        "update_email_draft",
        "nothing to change",
        draft_id=draft["id"],
        subject="Lease questions",
    )
    fails(ctx, "update_email_draft", "give to, subject", draft_id=draft["id"])
    fails(ctx, "update_email_draft", "is not a draft", draft_id=mail(ctx, ROADMAP), subject="x")
    img = image(ctx, "blue")
    with_img = call(
        ctx,
        "add_email_draft_attachment",
        draft_id=draft["id"],
        image_id=img,
        filename="lease_markup.png",
    )
    assert with_img["attachments"][0]["filename"] == "lease_markup.png"
    fails(ctx, "add_email_draft_attachment", "already attached", draft_id=draft["id"], image_id=img)
    fails(
        ctx,
        "add_email_draft_attachment",
        "is not a draft",
        draft_id=mail(ctx, ROADMAP),
        image_id=img,
    )
    assert (
        call(ctx, "remove_email_draft_attachment", draft_id=draft["id"], image_id=img)[
            "attachments"
        ]
        == []
    )
    fails(
        ctx, "remove_email_draft_attachment", "is not attached", draft_id=draft["id"], image_id=img
    )
    sent = call(ctx, "send_email_draft", draft_id=draft["id"])
    assert (sent["status"], sent["folder"], sent["id"]) == ("sent", "Sent", draft["id"])
    fails(ctx, "send_email_draft", "is not a draft", draft_id=draft["id"])


def test_delete_email_draft(ctx: WorldContext) -> None:
    draft = mail(ctx, DRAFT)
    assert call(ctx, "delete_email_draft", draft_id=draft) == {
        "deleted_draft_id": draft,
        "subject": DRAFT,
    }
    fails(ctx, "delete_email_draft", "no email with id", draft_id=draft)
    fails(ctx, "delete_email_draft", "is not a draft", draft_id=mail(ctx, LEASE))


def test_reply_to_email(ctx: WorldContext) -> None:
    review_row = row(ctx, REVIEW)
    review = review_row["id"]
    assert review_row["from_address"] != ctx.owner.email and review_row["cc_addresses"]
    author = who(ctx, review_row["from_address"])
    reply = call(ctx, "reply_to_email", email_id=review, body="Yes, let's cover it at 1.")
    assert reply["subject"] == "Re: " + REVIEW and reply["thread_id"] == review
    assert [t["name"] for t in reply["to"]] == [author] and reply["cc"] == []
    assert reply["in_reply_to_id"] == review
    assert ctx.world.get("emails", review)["is_read"] is False  # no hidden side effect
    again = call(ctx, "reply_to_email", email_id=reply["id"], body="Also: adding Emily.")
    assert [t["name"] for t in again["to"]] == [author] and again["subject"] == "Re: " + REVIEW
    fails(ctx, "reply_to_email", "the reply is empty", email_id=review, body="  ")
    fails(ctx, "reply_to_email", "is a draft", email_id=mail(ctx, DRAFT), body="x")


def test_reply_all_to_email(ctx: WorldContext) -> None:
    party_row = row(ctx, PARTY)
    me = ctx.owner.email.lower()
    assert party_row["from_address"].lower() != me
    others = [
        a
        for a in dict.fromkeys([*party_row["to_addresses"], *party_row["cc_addresses"]])
        if a.lower() != me and a != party_row["from_address"]
    ]
    assert others
    reply = call(
        ctx,
        "reply_all_to_email",
        email_id=party_row["id"],
        body="Sending photos now!",
        image_ids=[image(ctx)],
    )
    assert [t["name"] for t in reply["to"]] == [who(ctx, party_row["from_address"])]
    assert [c["name"] for c in reply["cc"]] == [who(ctx, a) for a in others]
    assert len(reply["attachments"]) == 1
    fails(ctx, "reply_all_to_email", "no email with id", email_id="em_0", body="x")


def test_forward_email(ctx: WorldContext) -> None:
    lease_row = row(ctx, LEASE)
    lease = lease_row["id"]
    n_files = len(attachments(ctx, lease))
    assert n_files > 0
    fwd = call(
        ctx,
        "forward_email",
        email_id=lease,
        to=[cid(ctx, "Sam Okafor")],
        body="Can you look at this?",
    )
    assert fwd["subject"] == "Fwd: " + LEASE and fwd["thread_id"] == fwd["id"]
    assert fwd["body"].startswith("Can you look at this?\n\n---------- Forwarded message ---------")
    assert f"From: {sender(ctx, lease_row)} <{lease_row['from_address']}>" in fwd["body"]
    assert len(fwd["attachments"]) == n_files
    assert [a["filename"] for a in fwd["attachments"]] == [
        a["image_id"] + ".png" for a in fwd["attachments"]
    ]
    bare = call(
        ctx, "forward_email", email_id=lease, to=["sam@example.com"], include_attachments=False
    )
    assert bare["attachments"] == [] and bare["body"].startswith("---------- Forwarded")
    with pytest.raises(ToolArgumentError, match="to"):
        call(ctx, "forward_email", email_id=lease, to=[])
    fails(ctx, "forward_email", "is a draft", email_id=mail(ctx, DRAFT), to=["a@b.com"])


# ----------------------------------------------------------------------------- organizing


def test_read_and_star(ctx: WorldContext) -> None:
    review = mail(ctx, REVIEW)
    assert call(ctx, "mark_email_read", email_id=review)["is_read"] is True
    fails(ctx, "mark_email_read", "is already read", email_id=review)
    assert call(ctx, "mark_email_unread", email_id=review)["is_read"] is False
    fails(ctx, "mark_email_unread", "is already unread", email_id=review)
    assert call(ctx, "star_email", email_id=review)["is_starred"] is True
    fails(ctx, "star_email", "is already starred", email_id=review)
    assert call(ctx, "unstar_email", email_id=review)["is_starred"] is False
    fails(ctx, "unstar_email", "is already not starred", email_id=review)


def test_mark_all_emails_read(ctx: WorldContext) -> None:
    inbox_unread = sum(not r["is_read"] for r in in_folder(ctx, "Inbox"))
    spam_unread = sum(not r["is_read"] for r in in_folder(ctx, "Spam"))
    assert inbox_unread > 0 and spam_unread > 0
    assert call(ctx, "mark_all_emails_read") == {"folder": "Inbox", "marked_read": inbox_unread}
    fails(ctx, "mark_all_emails_read", "Inbox has no unread emails")
    assert call(ctx, "mark_all_emails_read", folder="spam")["marked_read"] == spam_unread


def test_move_and_archive(ctx: WorldContext) -> None:
    lease = mail(ctx, LEASE)
    moved = call(ctx, "move_email", email_id=lease, folder="Receipts")
    assert moved["folder"] == "Receipts"
    fails(ctx, "move_email", "already in Receipts", email_id=lease, folder="receipts")
    fails(ctx, "move_email", "use trash_email", email_id=lease, folder="Trash")
    fails(ctx, "move_email", "is a draft", email_id=mail(ctx, DRAFT), folder="Inbox")
    assert call(ctx, "archive_email", email_id=lease)["folder"] == "Archive"
    fails(ctx, "archive_email", "already archived", email_id=lease)
    fails(ctx, "archive_email", "is a draft", email_id=mail(ctx, DRAFT))


def test_trash_and_restore(ctx: WorldContext) -> None:
    lease_row = row(ctx, LEASE)
    lease = lease_row["id"]
    assert call(ctx, "trash_email", email_id=lease)["folder"] == "Trash"
    fails(ctx, "trash_email", "already in Trash", email_id=lease)
    assert call(ctx, "restore_email", email_id=lease)["folder"] == folder_name(ctx, lease_row)
    fails(ctx, "restore_email", "is not in Trash", email_id=lease)
    sale = row(ctx, SALE)
    assert folder_name(ctx, sale) == "Trash" and sale["status"] == "received"
    came_from = sale["trashed_from_folder_id"]
    home = ctx.world.get("email_folders", came_from)["name"] if came_from else "Inbox"
    assert call(ctx, "restore_email", email_id=sale["id"])["folder"] == home
    flight = row(ctx, "Your trip to Portland - confirmation K7Q2XP")
    assert folder_name(ctx, flight) not in ("Inbox", "Trash")  # restores to a custom folder
    call(ctx, "trash_email", email_id=flight["id"])
    restored = call(ctx, "restore_email", email_id=flight["id"])
    assert restored["folder"] == folder_name(ctx, flight)
    fails(ctx, "trash_email", "is a draft", email_id=mail(ctx, DRAFT))


def test_delete_permanently_and_empty_trash(ctx: WorldContext) -> None:
    lease = mail(ctx, LEASE)
    fails(
        ctx, "delete_email_permanently", "move it to Trash with trash_email first", email_id=lease
    )
    call(ctx, "trash_email", email_id=lease)
    res = call(ctx, "delete_email_permanently", email_id=lease)
    assert res["deleted_email_id"] == lease
    assert ctx.world.count("email_attachments", {"email_id": lease}) == 0
    in_trash = len(in_folder(ctx, "Trash"))
    assert in_trash > 0
    assert call(ctx, "empty_email_trash") == {"deleted": in_trash}
    fails(ctx, "empty_email_trash", "Trash is already empty")
    assert ctx.world.integrity_check() == []


def test_empty_trash_keeps_replies_consistent(ctx: WorldContext) -> None:
    roadmap = mail(ctx, ROADMAP)
    call(ctx, "trash_email", email_id=roadmap)
    call(ctx, "empty_email_trash")
    reply = ctx.world.get("emails", mail(ctx, "Re: " + ROADMAP))
    assert reply["in_reply_to_id"] is None and reply["thread_id"] == roadmap
    assert subjects(call(ctx, "get_email_thread", thread_id=roadmap)["emails"]) == [
        "Re: " + ROADMAP
    ]


def test_spam(ctx: WorldContext) -> None:
    recruiter_row = row(ctx, RECRUITER)
    recruiter = recruiter_row["id"]
    assert folder_name(ctx, recruiter_row) == "Inbox"
    res = call(ctx, "mark_email_as_spam", email_id=recruiter, block_sender=True)
    assert res["folder"] == "Spam" and res["sender_blocked"] is True
    assert recruiter_row["from_address"].lower() in [
        b["address"] for b in call(ctx, "list_blocked_email_senders")
    ]
    fails(ctx, "mark_email_as_spam", "already in Spam", email_id=recruiter)
    fails(ctx, "mark_email_as_spam", "was sent by you", email_id=mail(ctx, "Re: " + ROADMAP))
    assert call(ctx, "mark_email_not_spam", email_id=recruiter)["folder"] == "Inbox"
    fails(ctx, "mark_email_not_spam", "is not in Spam", email_id=recruiter)
    prize = call(ctx, "mark_email_as_spam", email_id=mail(ctx, PRIZE), block_sender=True)
    assert prize["sender_blocked"] is True  # already in Spam, but now blocked


def test_email_folders_write(ctx: WorldContext) -> None:
    new_id = next_id(ctx.world, "email_folders", "emf")
    new = call(ctx, "create_email_folder", name=" Taxes 2025 ")
    assert new == {"id": new_id, "name": "Taxes 2025", "role": "custom"}
    fails(ctx, "create_email_folder", "already exists", name="taxes 2025")
    fails(ctx, "create_email_folder", "already exists", name="spam")
    ren = call(ctx, "rename_email_folder", folder=new["id"], new_name="Taxes")
    assert ren == {"id": new["id"], "name": "Taxes", "previous_name": "Taxes 2025"}
    fails(ctx, "rename_email_folder", "system folder", folder="Inbox", new_name="Main")
    fails(ctx, "rename_email_folder", "already exists", folder="Taxes", new_name="Receipts")
    fails(ctx, "rename_email_folder", "already called", folder="Taxes", new_name="Taxes")
    taxes_row = row(ctx, TAXES)
    taxes = taxes_row["id"]
    call(ctx, "move_email", email_id=taxes, folder="Taxes")
    res = call(ctx, "delete_email_folder", folder="Taxes")
    assert res == {"deleted_folder": "Taxes", "emails_moved_to_trash": 1}
    # the folder it was trashed from is gone: restored to the Inbox (received mail)
    assert taxes_row["status"] == "received"
    assert call(ctx, "restore_email", email_id=taxes)["folder"] == "Inbox"
    fails(ctx, "delete_email_folder", "system folder", folder="Trash")
    fails(ctx, "delete_email_folder", "no email folder", folder="Taxes")


def test_email_labels_write(ctx: WorldContext) -> None:
    new_id = next_id(ctx.world, "email_labels", "emlbl")
    lbl = call(ctx, "create_email_label", name="Taxes", color="purple")
    assert lbl["id"] == new_id
    fails(ctx, "create_email_label", "already exists", name="taxes")
    taxes = mail(ctx, TAXES)
    before = labels_of(ctx, taxes)
    assert "Finance" in before and "Taxes" not in before
    assert call(ctx, "add_email_label", email_id=taxes, label="Taxes")["labels"] == sorted(
        [*before, "Taxes"]
    )
    fails(ctx, "add_email_label", "already has the label 'Taxes'", email_id=taxes, label=lbl["id"])
    assert call(ctx, "remove_email_label", email_id=taxes, label="finance")["labels"] == sorted(
        [*(name for name in before if name != "Finance"), "Taxes"]
    )
    fails(
        ctx,
        "remove_email_label",
        "does not have the label 'Finance'",
        email_id=taxes,
        label="Finance",
    )
    res = call(ctx, "delete_email_label", label="Taxes")
    assert res == {"deleted_label": "Taxes", "removed_from_emails": 1}
    fails(ctx, "delete_email_label", "no email label 'Taxes'", label="Taxes")


# ----------------------------------------------------------------------------- settings


def test_vacation_responder(ctx: WorldContext) -> None:
    on = call(
        ctx,
        "set_email_vacation_responder",
        message="Away in Portland until June 30.",
        start_date="2025-06-27",
        end_date="2025-06-30",
        contacts_only=True,
    )
    assert on["is_enabled"] and not on["is_active_now"] and on["end_date"] == "2025-06-30"
    fails(
        ctx,
        "set_email_vacation_responder",
        "already set exactly like this",
        message="Away in Portland until June 30.",
        start_date="2025-06-27",
        end_date="2025-06-30",
        contacts_only=True,
    )
    fails(
        ctx,
        "set_email_vacation_responder",
        "is in the past",
        message="x",
        start_date="2025-06-01",
        end_date="2025-06-02",
    )
    fails(
        ctx,
        "set_email_vacation_responder",
        "is before start_date",
        message="x",
        start_date="2025-07-01",
        end_date="2025-06-20",
    )
    assert call(ctx, "turn_off_email_vacation_responder")["is_enabled"] is False
    fails(ctx, "turn_off_email_vacation_responder", "already off")


def test_vacation_responder_in_an_empty_world() -> None:
    world = build_world(["email"])
    ctx = WorldContext(world)
    fails(ctx, "turn_off_email_vacation_responder", "already off")
    on = call(ctx, "set_email_vacation_responder", message="Back Monday")
    assert on["is_active_now"] and on["start_date"] == ctx.clock.today().isoformat()
    sent = call(ctx, "send_email", to=["a@b.com"], subject="hi", body="there")
    assert sent["folder"] == "Sent"  # system folders are created on demand
    assert world.integrity_check() == []


def test_signatures(ctx: WorldContext) -> None:
    sig = call(ctx, "create_email_signature", name="Short", body="- J", make_default=True)
    assert sig["is_default"] and ctx.world.count("email_signatures", {"is_default": True}) == 1
    fails(ctx, "create_email_signature", "already exists", name="short", body="x")
    work = next(s for s in call(ctx, "list_email_signatures") if s["name"] == "Work")
    assert call(ctx, "set_default_email_signature", signature_id=work["id"])["is_default"]
    fails(ctx, "set_default_email_signature", "already the default", signature_id=work["id"])
    res = call(ctx, "delete_email_signature", signature_id=work["id"])
    assert res["was_default"] is True
    fails(ctx, "delete_email_signature", "no email signature with id", signature_id=work["id"])


def test_block_and_unblock(ctx: WorldContext) -> None:
    shop = "orders@shopfast.com"
    spam = folder_id(ctx, "Spam")
    from_shop = [
        r
        for r in ctx.world.select("emails")
        if r["from_address"].lower() == shop and r["folder_id"] != spam
    ]
    assert from_shop
    receipts_left = [r for r in in_folder(ctx, "Receipts") if r["from_address"].lower() != shop]
    res = call(ctx, "block_email_sender", address="Orders@ShopFast.com", move_existing_to_spam=True)
    assert res == {"address": shop, "name": who(ctx, shop), "moved_to_spam": len(from_shop)}
    assert call(ctx, "list_emails", folder="Receipts")["total"] == len(receipts_left)
    fails(ctx, "block_email_sender", "already blocked", address=shop)
    fails(ctx, "block_email_sender", "your own address", address=ctx.owner.email)
    assert call(ctx, "unblock_email_sender", address=shop) == {"unblocked": shop}
    fails(ctx, "unblock_email_sender", "is not blocked", address=shop)
    grace_addr = address(ctx, "Grace Liu")
    grace = call(ctx, "block_email_sender", address=cid(ctx, "Grace Liu"))
    assert grace["name"] == who(ctx, grace_addr) == "Grace Liu"
    assert grace["moved_to_spam"] == 0  # existing mail stays unless asked


# ----------------------------------------------------------------------------- fuzz

# Parameter-name fragments -> id prefixes the fuzz prefers for them.
_HINTS: dict[str, tuple[str, ...]] = {
    "email_id": ("em_",),
    "draft": ("em_",),
    "thread": ("em_",),
    "folder": ("emf_", "Inbox", "Receipts", "Trash", "Spam", "Archive"),
    "label": ("emlbl_", "Work", "Finance"),
    "signature": ("emsig_",),
    "image": ("img_",),
    "to": ("ct_", "a@b.co", "sam.okafor@"),
    "cc": ("ct_", "a@b.co"),
    "sender": ("ct_", "a@b.co", "orders@"),
    "address": ("ct_", "a@b.co", "orders@", "deals@"),
}


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == email.DOMAIN])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    pool = id_pool(ctx.world, email.DOMAIN, ["deals@megadeals-now.biz", "jordan.ellis@gmail.com"])
    fuzz_tool(ctx, REGISTRY.get(tool_name), pool, _HINTS)


def test_every_email_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == email.DOMAIN]
    assert len(tools) >= 32
    assert [t for t in tools if f'"{t}"' not in source] == []
