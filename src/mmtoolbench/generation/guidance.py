"""Texts the stage prompts are assembled from: flow-type templates, challenge guidance,
arrival rules and the persona pool (seed §4.1 and §5, Stage 4)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

__all__ = ["CHALLENGE_GUIDANCE", "FLOW_GUIDANCE", "FLOW_TEMPLATES", "PERSONAS", "PersonaSeed"]

FLOW_GUIDANCE: dict[str, str] = {
    "aggregate": "combine values read from several images into one result (a total, a list).",
    "compare": "compare what several images show and act on the better or matching one.",
    "filter": "keep only the images or items that meet a condition, then act on those.",
    "compute": "calculate something from values read in the images (split, convert, sum).",
    "validate": "check what the user says or what is on the phone against an image.",
    "lookup_chain": "a value read in one image is the key to find something else.",
    "cross_reference": "connect an image with data already on the phone to decide what to do.",
}
"""One line per information flow type (stages 2 and 3)."""

FLOW_TEMPLATES: dict[str, str] = {
    "aggregate": (
        "The images each hold part of what is needed (several receipts, tickets, notes). The "
        "user asks for one action built from all of them: a total to request, one event list, "
        "one shopping list. Later rounds may add images whose values must join the earlier "
        "ones. The expected changes contain values that no single image holds."
    ),
    "compare": (
        "The images show alternatives (offers, products, schedules). The user states a "
        "criterion and the assistant must compare what the images show to pick one and act "
        "on it. The winner must be decidable only by reading the images."
    ),
    "filter": (
        "Several images or items within images; only those meeting a condition the user "
        "states (a date range, a price limit, a person) must be acted on. Include items that "
        "do not qualify, so acting on everything is wrong."
    ),
    "compute": (
        "The assistant must calculate from values in the images (split a bill, convert a "
        "unit, add a tip, count days) and use the result in a tool call. State the "
        "arithmetic's inputs only in the images."
    ),
    "validate": (
        "The user states something (or the phone holds something) that an image confirms or "
        "contradicts; the assistant must check it against the image and act on what the "
        "image shows."
    ),
    "lookup_chain": (
        "A value read in one image (a name, an order number, a code) is the key to look up "
        "something else on the phone or in another image, and the final action needs the "
        "looked-up result. At least two dependent steps."
    ),
    "cross_reference": (
        "Information from the images must be matched with data already on the phone "
        "(contacts, events, notes) to decide what to do: who to message, which event to move."
    ),
}
"""Flow-type-specific templates of the Stage-4 prompt."""

CHALLENGE_GUIDANCE: dict[str, str] = {
    "none": "Cooperative user; the solution only creates rows.",
    "goal_change": (
        "In the challenge round the user changes their mind (a different date, item or "
        "person); only the final goal counts."
    ),
    "error_correction": (
        "In the challenge round the user states a detail that contradicts an image (a "
        "misread number or date); the assistant must use what the image shows."
    ),
    "state_mutation": (
        "Existing rows on the phone must be updated or deleted (reschedule an event, fix a "
        "contact, remove a reminder), found by what the images show."
    ),
}
"""What each challenge type means for the outline and the scenario."""


class PersonaSeed(BaseModel):
    """A synthetic persona: the device owner and their situation."""

    model_config = ConfigDict(frozen=True)

    first_name: str
    last_name: str
    phone: str
    email: str
    description: str


PERSONAS: tuple[PersonaSeed, ...] = (
    PersonaSeed(
        first_name="Maya",
        last_name="Okafor",
        phone="+14155550111",
        email="maya.okafor@example.com",
        description="nurse on rotating shifts, shares a flat with two friends",
    ),
    PersonaSeed(
        first_name="Daniel",
        last_name="Reyes",
        phone="+13125550122",
        email="dan.reyes@example.com",
        description="high-school teacher and father of two, coaches youth soccer",
    ),
    PersonaSeed(
        first_name="Priya",
        last_name="Natarajan",
        phone="+12065550133",
        email="priya.n@example.com",
        description="product designer who travels for work and organises a book club",
    ),
    PersonaSeed(
        first_name="Tom",
        last_name="Berger",
        phone="+16175550144",
        email="tom.berger@example.com",
        description="retired engineer renovating his house, volunteers at the food bank",
    ),
    PersonaSeed(
        first_name="Lena",
        last_name="Fischer",
        phone="+17185550155",
        email="lena.fischer@example.com",
        description="graduate student in chemistry, on a tight budget, plays in a band",
    ),
    PersonaSeed(
        first_name="Marcus",
        last_name="Hill",
        phone="+14045550166",
        email="marcus.hill@example.com",
        description="small-business owner (a bakery) who manages suppliers by phone",
    ),
    PersonaSeed(
        first_name="Sofia",
        last_name="Rossi",
        phone="+13055550177",
        email="sofia.rossi@example.com",
        description="new parent back at work, plans family events and shared expenses",
    ),
    PersonaSeed(
        first_name="Kenji",
        last_name="Watanabe",
        phone="+15035550188",
        email="kenji.w@example.com",
        description="software developer who runs marathons and hosts game nights",
    ),
)
"""The pool Stage 4 samples the user's persona from (deterministically per outline)."""
