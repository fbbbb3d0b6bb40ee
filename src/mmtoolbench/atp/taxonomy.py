"""Intent taxonomy of ATP-Bench: eight categories and 25 visual-critical intents.

The paper (§4.1) groups queries into eight high-visual-demand categories and defines 25
fine-grained intents that intrinsically require visual support. The taxonomy is exposed as
an immutable mapping from :class:`~mmtoolbench.atp.schema.ATPCategory` to a tuple of
:class:`Intent` records. Intent slugs are unique across all categories.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class ATPCategory(StrEnum):
    """The eight query categories of ATP-Bench."""

    ACADEMIC = "Academic"
    MANUAL = "Manual"
    RECIPE = "Recipe"
    FASHION = "Fashion"
    RENOVATION = "Renovation"
    PRODUCT = "Product"
    TRAVEL = "Travel"
    ENCYCLOPEDIA = "Encyclopedia"


@dataclass(frozen=True, slots=True)
class Intent:
    """A visual-critical intent within a category.

    Attributes:
        slug: Stable identifier used in sample files, e.g. ``"route-map"``.
        name: Human-readable name.
        definition: One-line definition of the intent.
        example: An example user query for the intent.
    """

    slug: str
    name: str
    definition: str
    example: str


def _i(slug: str, name: str, definition: str, example: str) -> Intent:
    return Intent(slug=slug, name=name, definition=definition, example=example)


INTENTS: Mapping[ATPCategory, tuple[Intent, ...]] = MappingProxyType(
    {
        ATPCategory.ACADEMIC: (
            _i(
                "result-interpretation",
                "Result interpretation",
                "Explain what an experimental figure, table or statistical result shows and means.",
                "My validation loss goes up after epoch 12 while training loss keeps falling. "
                "What is happening?",
            ),
            _i(
                "concept-illustration",
                "Concept illustration",
                "Explain a scientific or technical concept whose structure is easier to grasp "
                "visually.",
                "Can you explain the bias-variance tradeoff? I can never picture it.",
            ),
            _i(
                "data-visualization",
                "Data visualization",
                "Turn numbers supplied by the user or a document into a suitable chart.",
                "Here are my monthly sales figures; can you plot them with a moving average?",
            ),
        ),
        ATPCategory.MANUAL: (
            _i(
                "step-by-step-procedure",
                "Step-by-step procedure",
                "Walk the user through a multi-step hands-on procedure for a device or task.",
                "How do I descale my espresso machine?",
            ),
            _i(
                "part-identification",
                "Part identification",
                "Identify, locate and explain the parts, ports or controls of a device.",
                "Which port on the back of my router does the modem cable go into?",
            ),
            _i(
                "troubleshooting",
                "Troubleshooting",
                "Diagnose a malfunction from symptoms or error indicators and give the fix.",
                "My washing machine shows F21 and won't drain. What do I do?",
            ),
        ),
        ATPCategory.RECIPE: (
            _i(
                "cooking-steps",
                "Cooking steps",
                "Explain a cooking technique or recipe procedure, including diagnosing results.",
                "How do I fold pleated dumplings?",
            ),
            _i(
                "plating-presentation",
                "Plating and presentation",
                "Advise on arranging, garnishing or decorating food so it looks appealing.",
                "How can I make this steak plate look more like a restaurant dish?",
            ),
            _i(
                "ingredient-identification",
                "Ingredient identification",
                "Identify ingredients or tell similar ingredients apart and explain their use.",
                "What are these spices I found in my grandmother's pantry?",
            ),
        ),
        ATPCategory.FASHION: (
            _i(
                "outfit-recommendation",
                "Outfit recommendation",
                "Recommend outfits or combinations for an occasion, climate or wardrobe.",
                "What should a male guest wear to a summer garden wedding?",
            ),
            _i(
                "style-preview",
                "Style preview",
                "Preview how a hairstyle, accessory, colour or garment change would look.",
                "Would a shoulder-length bob suit me?",
            ),
        ),
        ATPCategory.RENOVATION: (
            _i(
                "renovation-mockup",
                "Renovation mock-up",
                "Visualise how a space would look after a proposed renovation or restyling.",
                "What would my kitchen look like with sage-green cabinets?",
            ),
            _i(
                "layout-planning",
                "Layout planning",
                "Plan the arrangement of rooms, furniture or fixtures within given dimensions.",
                "How should I lay out a 5 by 7 metre studio to separate sleeping and living?",
            ),
            _i(
                "material-selection",
                "Material selection",
                "Compare and choose finishes or building materials for a use case.",
                "Quartz, granite or marble for a busy family kitchen?",
            ),
        ),
        ATPCategory.PRODUCT: (
            _i(
                "product-comparison",
                "Product comparison",
                "Compare products or product types along the attributes that matter to the user.",
                "Which of these two headphones is better for long flights?",
            ),
            _i(
                "feature-explanation",
                "Feature explanation",
                "Explain what a product feature, control or specification does and how it works.",
                "What do P, A, S and M on my camera's mode dial mean?",
            ),
            _i(
                "usage-demonstration",
                "Usage demonstration",
                "Show how to use, set up or maintain a product correctly.",
                "How do I use a French press properly?",
            ),
        ),
        ATPCategory.TRAVEL: (
            _i(
                "itinerary-planning",
                "Itinerary planning",
                "Plan a day-by-day trip or visit order for a destination.",
                "I have three days in Rome for the first time. How should I plan them?",
            ),
            _i(
                "landmark-introduction",
                "Landmark introduction",
                "Identify or introduce a landmark, its history and what to see there.",
                "I took this photo in Paris. What is this tower and what's its story?",
            ),
            _i(
                "route-map",
                "Route and map",
                "Explain how to get from one place to another, with maps or route diagrams.",
                "How do I get from the airport to Old Town on this metro map?",
            ),
        ),
        ATPCategory.ENCYCLOPEDIA: (
            _i(
                "entity-identification",
                "Entity identification",
                "Identify an object, symbol, person or thing and give key facts about it.",
                "What is this stringed instrument with a triangular body?",
            ),
            _i(
                "species-introduction",
                "Species introduction",
                "Identify or introduce an animal, plant or fungus species and its traits.",
                "I found this mushroom in the woods. What is it, and is it edible?",
            ),
            _i(
                "historical-event",
                "Historical event",
                "Explain a historical event, its timeline, causes and consequences.",
                "What actually happened the night the Berlin Wall fell?",
            ),
            _i(
                "artwork-introduction",
                "Artwork introduction",
                "Identify or introduce an artwork, its artist, technique and significance.",
                "What painting is this, with the huge wave and the small mountain behind it?",
            ),
            _i(
                "structural-explanation",
                "Structural explanation",
                "Explain how something is built or organised internally and how it works.",
                "How does a suspension bridge hold itself up?",
            ),
        ),
    }
)
"""Immutable mapping from category to its intents (25 in total)."""


def intents_for(category: ATPCategory | str) -> tuple[Intent, ...]:
    """Return the intents of a category.

    Args:
        category: A category or its string value (e.g. ``"Travel"``).

    Returns:
        The category's intents in taxonomy order.

    Raises:
        ValueError: If ``category`` is not a known category.
    """
    return INTENTS[ATPCategory(category)]


def intent_slugs(category: ATPCategory | str) -> tuple[str, ...]:
    """Return the intent slugs of a category in taxonomy order.

    Args:
        category: A category or its string value.

    Returns:
        The slugs, e.g. ``("itinerary-planning", "landmark-introduction", "route-map")``.
    """
    return tuple(intent.slug for intent in intents_for(category))


def all_intents() -> tuple[tuple[ATPCategory, Intent], ...]:
    """Return every ``(category, intent)`` pair in taxonomy order."""
    return tuple((category, intent) for category, group in INTENTS.items() for intent in group)


def get_intent(category: ATPCategory | str, slug: str) -> Intent:
    """Look up an intent of a given category by slug.

    Args:
        category: The category the intent must belong to.
        slug: The intent slug.

    Returns:
        The matching intent.

    Raises:
        KeyError: If the category has no intent with this slug; the message lists the valid
            slugs.
    """
    for intent in intents_for(category):
        if intent.slug == slug:
            return intent
    valid = ", ".join(intent_slugs(category))
    raise KeyError(
        f"intent {slug!r} is not valid for category {ATPCategory(category).value!r}; "
        f"expected one of: {valid}"
    )


def category_of(slug: str) -> ATPCategory:
    """Return the category an intent slug belongs to.

    Args:
        slug: An intent slug.

    Returns:
        The owning category.

    Raises:
        KeyError: If no category defines this slug.
    """
    for category, intent in all_intents():
        if intent.slug == slug:
            return category
    raise KeyError(f"unknown intent {slug!r}")
