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
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["email"])
ME = "jordan.ellis@gmail.com"


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

# ----------------------------------------------------------------------------- seed


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    assert [f["name"] for f in world.select("email_folders")] == [
        "Inbox",
        "Sent",
        "Drafts",
        "Archive",
        "Spam",
        "Trash",
        "Receipts",
        "Travel",
    ]
    mails = email_seed().mails
    assert world.count("emails") == len(mails)
    assert world.count("email_attachments") == sum(m.attachment is not None for m in mails)
    assert world.count("emails", {"status": "draft"}) == sum(m.folder == "Drafts" for m in mails)
    rachel = world.get("emails", mail(ctx, ROADMAP))
    assert rachel["from_address"] == address(ctx, "Rachel Tan") and rachel["to_addresses"] == [ME]
    reply = world.get("emails", mail(ctx, "Re: " + ROADMAP))
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
    assert (folders["Inbox"]["total"], folders["Inbox"]["unread"]) == (12, 3)
    assert folders["Receipts"]["role"] == "custom" and folders["Spam"]["unread"] == 2


def test_list_emails(ctx: WorldContext) -> None:
    inbox = call(ctx, "list_emails")
    assert inbox["total"] == 12 and inbox["emails"][0]["subject"] == REVIEW
    assert inbox["emails"][0]["has_attachments"] and inbox["emails"][0]["labels"] == ["Work"]
    unread = call(ctx, "list_emails", unread_only=True)
    assert {e["from"]["name"] for e in unread["emails"]} == {
        "Kevin O'Brien",
        "Alan Whitfield",
        "Grace Liu",
    }
    assert subjects(call(ctx, "list_emails", starred_only=True)["emails"]) == [
        ROADMAP,
        "Q2 estimated tax payment due June 16",
    ]
    finance = call(ctx, "list_emails", folder="inbox", label="finance")
    assert finance["total"] == 3
    assert call(ctx, "list_emails", folder="emf_0007")["folder"] == "Receipts"
    assert len(call(ctx, "list_emails", limit=5, offset=10)["emails"]) == 2
    fails(ctx, "list_emails", "no email folder 'Junk'; folders: Inbox", folder="Junk")
    fails(ctx, "list_emails", "no email label 'Taxes'", label="Taxes")


def test_get_email(ctx: WorldContext) -> None:
    lease = call(ctx, "get_email", email_id=mail(ctx, LEASE))
    assert lease["from"]["name"] == "Jenna Wright" and lease["body"].startswith("Hi Jordan")
    assert lease["attachments"][0]["filename"] == "lease_renewal.png"
    assert (
        lease["labels"] == ["Finance", "Follow up"]
        and lease["to"][0]["name"] == "Jordan Ellis (me)"
    )
    review = call(ctx, "get_email", email_id=mail(ctx, REVIEW))
    assert [c["name"] for c in review["cc"]] == ["Sofia Rossi", "Rachel Tan"]
    assert review["is_read"] is False  # opening does not mark read
    fails(ctx, "get_email", r"no email with id 'em_0999' \(use list_emails", email_id="em_0999")


def test_get_email_thread(ctx: WorldContext) -> None:
    rachel = mail(ctx, ROADMAP)
    thread = call(ctx, "get_email_thread", thread_id=rachel)
    assert subjects(thread["emails"]) == [ROADMAP, "Re: " + ROADMAP]
    by_reply = call(ctx, "get_email_thread", thread_id=mail(ctx, "Re: " + ROADMAP))
    assert by_reply["thread_id"] == rachel
    recruiter = call(
        ctx,
        "get_email_thread",
        thread_id=mail(ctx, "Senior Product Designer role at Verdant Energy"),
    )
    assert [e["status"] for e in recruiter["emails"]] == ["received", "draft"]
    assert recruiter["unread_count"] == 1
    fails(ctx, "get_email_thread", "no email thread with id 'em_0404'", thread_id="em_0404")


def test_search_emails(ctx: WorldContext) -> None:
    assert subjects(call(ctx, "search_emails", query="lease renewal")["results"]) == [LEASE]
    rachel = call(ctx, "search_emails", sender=cid(ctx, "Rachel Tan"))
    assert subjects(rachel["results"]) == [ROADMAP]
    work = call(ctx, "search_emails", sender="@brightlinehealth.com")
    assert work["total_matches"] == 3
    cc_rachel = call(ctx, "search_emails", recipient="rachel")
    assert set(subjects(cc_rachel["results"])) == {REVIEW, "PRD v2 for feedback", "Re: " + ROADMAP}
    attached = call(ctx, "search_emails", has_attachment=True)
    assert attached["total_matches"] == 5
    dated = call(ctx, "search_emails", start_date="2025-06-12", end_date="2025-06-12")
    assert set(subjects(dated["results"])) >= {"Appointment reminder: Tue, Jun 17 at 2:30 PM"}
    assert call(ctx, "search_emails", query="gift card")["total_matches"] == 0  # spam hidden
    assert call(ctx, "search_emails", query="gift card", folder="Spam")["total_matches"] == 1
    assert subjects(call(ctx, "search_emails", subject="shipped")["results"]) == [
        "Your order #113-4471 has shipped"
    ]
    assert call(ctx, "search_emails", unread_only=True)["total_matches"] == 3
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
    all_images = call(ctx, "list_email_attachments")
    assert len(all_images) == 5 and all_images[0]["filename"] == "signup_screen.png"
    one = call(ctx, "list_email_attachments", email_id=mail(ctx, PARTY))
    assert [a["filename"] for a in one] == ["lake_2019.png"]
    assert one[0]["image_id"] in ctx.images
    fails(ctx, "list_email_attachments", "no email with id", email_id="em_9")


def test_list_email_drafts(ctx: WorldContext) -> None:
    drafts = call(ctx, "list_email_drafts")
    assert subjects(drafts) == ["Re: Senior Product Designer role at Verdant Energy", DRAFT]
    assert drafts[1]["to"][0]["name"] == "Sam Okafor"


def test_settings_reads(ctx: WorldContext) -> None:
    labels = {lbl["name"]: lbl["email_count"] for lbl in call(ctx, "list_email_labels")}
    assert labels == {"Family": 1, "Finance": 4, "Follow up": 2, "Work": 3}
    sigs = call(ctx, "list_email_signatures")
    assert [(s["name"], s["is_default"]) for s in sigs] == [("Personal", True), ("Work", False)]
    assert sigs[1]["body"].startswith("Jordan Ellis\nProduct Designer")
    vacation = call(ctx, "get_email_vacation_responder")
    assert vacation["is_enabled"] is False and vacation["is_active_now"] is False
    blocked = call(ctx, "list_blocked_email_senders")
    assert [b["address"] for b in blocked] == ["deals@megadeals-now.biz"]


# ----------------------------------------------------------------------------- composing


def test_send_email(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    img = image(ctx)
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
    assert sent["id"] == "em_0026" and sent["thread_id"] == "em_0026"
    assert (
        sent["folder"] == "Sent"
        and sent["status"] == "sent"
        and sent["subject"] == "Q3 roadmap deck"
    )
    assert [t["name"] for t in sent["to"]] == ["Rachel Tan"]
    assert [c["address"] for c in sent["cc"]] == [
        "kevin.obrien@brightlinehealth.com",
        address(ctx, "Rachel Tan"),
    ]
    assert sent["body"] == "Hi Rachel, the deck is attached.\n\n-- \nJordan"
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
    review = mail(ctx, REVIEW)
    reply = call(ctx, "reply_to_email", email_id=review, body="Yes, let's cover it at 1.")
    assert reply["subject"] == "Re: " + REVIEW and reply["thread_id"] == review
    assert [t["name"] for t in reply["to"]] == ["Kevin O'Brien"] and reply["cc"] == []
    assert reply["in_reply_to_id"] == review
    assert ctx.world.get("emails", review)["is_read"] is False  # no hidden side effect
    again = call(ctx, "reply_to_email", email_id=reply["id"], body="Also: adding Emily.")
    assert [t["name"] for t in again["to"]] == ["Kevin O'Brien"] and again[
        "subject"
    ] == "Re: " + REVIEW
    fails(ctx, "reply_to_email", "the reply is empty", email_id=review, body="  ")
    fails(ctx, "reply_to_email", "is a draft", email_id=mail(ctx, DRAFT), body="x")


def test_reply_all_to_email(ctx: WorldContext) -> None:
    party = mail(ctx, PARTY)
    reply = call(
        ctx,
        "reply_all_to_email",
        email_id=party,
        body="Sending photos now!",
        image_ids=[image(ctx)],
    )
    assert [t["name"] for t in reply["to"]] == [f"Carol {ctx.owner.last_name}"]
    assert [c["name"] for c in reply["cc"]] == [
        f"Nina {ctx.owner.last_name}",
        f"Mark {ctx.owner.last_name}",
    ]
    assert len(reply["attachments"]) == 1
    fails(ctx, "reply_all_to_email", "no email with id", email_id="em_0", body="x")


def test_forward_email(ctx: WorldContext) -> None:
    lease = mail(ctx, LEASE)
    fwd = call(
        ctx,
        "forward_email",
        email_id=lease,
        to=[cid(ctx, "Sam Okafor")],
        body="Can you look at this?",
    )
    assert fwd["subject"] == "Fwd: " + LEASE and fwd["thread_id"] == fwd["id"]
    assert fwd["body"].startswith("Can you look at this?\n\n---------- Forwarded message ---------")
    assert "From: Jenna Wright <jenna@alderstreetprops.com>" in fwd["body"]
    assert [a["filename"] for a in fwd["attachments"]] == [
        fwd["attachments"][0]["image_id"] + ".png"
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
    assert call(ctx, "mark_all_emails_read") == {"folder": "Inbox", "marked_read": 3}
    fails(ctx, "mark_all_emails_read", "Inbox has no unread emails")
    assert call(ctx, "mark_all_emails_read", folder="spam")["marked_read"] == 2


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
    lease = mail(ctx, LEASE)
    assert call(ctx, "trash_email", email_id=lease)["folder"] == "Trash"
    fails(ctx, "trash_email", "already in Trash", email_id=lease)
    assert call(ctx, "restore_email", email_id=lease)["folder"] == "Inbox"
    fails(ctx, "restore_email", "is not in Trash", email_id=lease)
    sale = mail(ctx, SALE)
    assert call(ctx, "restore_email", email_id=sale)["folder"] == "Inbox"
    flight = mail(ctx, "Your trip to Portland - confirmation K7Q2XP")
    call(ctx, "trash_email", email_id=flight)
    assert call(ctx, "restore_email", email_id=flight)["folder"] == "Travel"
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
    assert call(ctx, "empty_email_trash") == {"deleted": 1}
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
    recruiter = mail(ctx, "Senior Product Designer role at Verdant Energy")
    res = call(ctx, "mark_email_as_spam", email_id=recruiter, block_sender=True)
    assert res["folder"] == "Spam" and res["sender_blocked"] is True
    assert "grace@tidewatertalent.com" in [
        b["address"] for b in call(ctx, "list_blocked_email_senders")
    ]
    fails(ctx, "mark_email_as_spam", "already in Spam", email_id=recruiter)
    fails(ctx, "mark_email_as_spam", "was sent by you", email_id=mail(ctx, "Re: " + ROADMAP))
    assert call(ctx, "mark_email_not_spam", email_id=recruiter)["folder"] == "Inbox"
    fails(ctx, "mark_email_not_spam", "is not in Spam", email_id=recruiter)
    prize = call(ctx, "mark_email_as_spam", email_id=mail(ctx, PRIZE), block_sender=True)
    assert prize["sender_blocked"] is True  # already in Spam, but now blocked


def test_email_folders_write(ctx: WorldContext) -> None:
    new = call(ctx, "create_email_folder", name=" Taxes 2025 ")
    assert new == {"id": "emf_0009", "name": "Taxes 2025", "role": "custom"}
    fails(ctx, "create_email_folder", "already exists", name="taxes 2025")
    fails(ctx, "create_email_folder", "already exists", name="spam")
    ren = call(ctx, "rename_email_folder", folder=new["id"], new_name="Taxes")
    assert ren == {"id": new["id"], "name": "Taxes", "previous_name": "Taxes 2025"}
    fails(ctx, "rename_email_folder", "system folder", folder="Inbox", new_name="Main")
    fails(ctx, "rename_email_folder", "already exists", folder="Taxes", new_name="Receipts")
    fails(ctx, "rename_email_folder", "already called", folder="Taxes", new_name="Taxes")
    taxes = mail(ctx, "Q2 estimated tax payment due June 16")
    call(ctx, "move_email", email_id=taxes, folder="Taxes")
    res = call(ctx, "delete_email_folder", folder="Taxes")
    assert res == {"deleted_folder": "Taxes", "emails_moved_to_trash": 1}
    assert call(ctx, "restore_email", email_id=taxes)["folder"] == "Inbox"
    fails(ctx, "delete_email_folder", "system folder", folder="Trash")
    fails(ctx, "delete_email_folder", "no email folder", folder="Taxes")


def test_email_labels_write(ctx: WorldContext) -> None:
    lbl = call(ctx, "create_email_label", name="Taxes", color="purple")
    assert lbl["id"] == "emlbl_0005"
    fails(ctx, "create_email_label", "already exists", name="taxes")
    taxes = mail(ctx, "Q2 estimated tax payment due June 16")
    assert call(ctx, "add_email_label", email_id=taxes, label="Taxes")["labels"] == [
        "Finance",
        "Taxes",
    ]
    fails(ctx, "add_email_label", "already has the label 'Taxes'", email_id=taxes, label=lbl["id"])
    assert call(ctx, "remove_email_label", email_id=taxes, label="finance")["labels"] == ["Taxes"]
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
    assert on["is_active_now"] and on["start_date"] == "2025-06-13"
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
    res = call(ctx, "block_email_sender", address="Orders@ShopFast.com", move_existing_to_spam=True)
    assert res == {"address": "orders@shopfast.com", "name": None, "moved_to_spam": 2}
    assert call(ctx, "list_emails", folder="Receipts")["total"] == 0
    fails(ctx, "block_email_sender", "already blocked", address="orders@shopfast.com")
    fails(ctx, "block_email_sender", "your own address", address=ME)
    assert call(ctx, "unblock_email_sender", address="orders@shopfast.com") == {
        "unblocked": "orders@shopfast.com"
    }
    fails(ctx, "unblock_email_sender", "is not blocked", address="orders@shopfast.com")
    grace = call(ctx, "block_email_sender", address=cid(ctx, "Grace Liu"))
    assert grace["name"] == "Grace Liu" and grace["moved_to_spam"] == 0


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
