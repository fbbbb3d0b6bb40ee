"""Write the UI-mode scenario files (``data/sandbox/ui_scenarios/ui_*.yaml``).

Every UI scenario follows seed Figure 9: the user sends photos of a few options and
asks to choose on a screen; the criterion is private to the user and changes between
rounds (cheapest, best rated, earliest...), so the task needs a screen that surfaces the
attributes and a click. The oracle renders a real A2UI v0.9 screen (one card per option
with its attributes and a "Choose" button whose action carries the option's name), shows
it, and after the user's click writes the chosen option through the backend tools;
the next round's screen changes the choice (an update of the same row). Expected
changes are those of the underlying task only (``ui_*`` tables are ignored).

Run after ``ui.py`` (which draws the images):

    .venv/bin/python scripts/sandbox_content/ui_scenarios.py
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui import OPTIONS, TAGS

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "src" / "mmtoolbench" / "data" / "sandbox" / "ui_scenarios"
CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"


@dataclass
class Option:
    """One option as the photos show it: a name and the attributes the screen surfaces."""

    name: str
    lines: list[str]
    image: str


@dataclass
class UiRound:
    """A round: the query, the private criterion, the option it selects."""

    query: str
    criterion: str
    choice: str
    images: list[str] = field(default_factory=list)
    typed: str | None = None


@dataclass
class Backend:
    """The write the choice goes into: a create in round 1, an update afterwards."""

    domain: str
    table: str
    create_tool: str
    create_args: dict[str, Any]
    update_tool: str
    update_key: str
    text_field: str
    template: str
    fixed_fields: dict[str, Any]
    initial_entities: dict[str, list[dict[str, Any]]]
    note_field: str = ""


@dataclass
class UiScenario:
    id: str
    title: str
    description: str
    persona: str
    heading: str
    options: list[Option]
    rounds: list[UiRound]
    backend: Backend
    flow_type: str = "compare"
    note_label: str | None = None
    picker: str | None = None  # label of a ChoicePicker + Confirm layout instead of cards


def screen(
    heading: str, options: list[Option], surface: str, note_label: str | None = None
) -> list[dict[str, Any]]:
    """A v0.9 screen: a heading, an optional note field bound to ``/note``, one card per
    option (attributes + a Choose button whose action carries the option and the note)."""
    note = ["note"] if note_label else []
    comps: list[dict[str, Any]] = [
        {
            "id": "root",
            "component": "Column",
            "children": ["heading", *note, *[f"card-{i}" for i in range(len(options))]],
        },
        {"id": "heading", "component": "Text", "text": heading, "variant": "h2"},
    ]
    if note_label:
        comps.append(
            {
                "id": "note",
                "component": "TextField",
                "label": note_label,
                "value": {"path": "/note"},
            }
        )
    for i, opt in enumerate(options):
        attrs = [f"attr-{i}-{j}" for j in range(len(opt.lines))]
        comps += [
            {"id": f"card-{i}", "component": "Card", "child": f"col-{i}"},
            {
                "id": f"col-{i}",
                "component": "Column",
                "children": [f"name-{i}", *attrs, f"choose-{i}"],
            },
            {"id": f"name-{i}", "component": "Text", "text": opt.name, "variant": "h3"},
        ]
        for j, line in enumerate(opt.lines):
            comps.append({"id": attrs[j], "component": "Text", "text": line})
        comps += [
            {"id": f"choose-{i}-label", "component": "Text", "text": f"Choose {opt.name}"},
            {
                "id": f"choose-{i}",
                "component": "Button",
                "child": f"choose-{i}-label",
                "variant": "primary",
                "action": {
                    "event": {
                        "name": "choose",
                        "context": {
                            "option": opt.name,
                            **({"note": {"path": "/note"}} if note_label else {}),
                        },
                    }
                },
            },
        ]
    messages: list[dict[str, Any]] = [
        {"version": "v0.9", "createSurface": {"surfaceId": surface, "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": surface, "components": comps}},
    ]
    if note_label:
        messages.append(
            {"version": "v0.9", "updateDataModel": {"surfaceId": surface, "value": {"note": ""}}}
        )
    return messages


def picker_screen(
    heading: str, options: list[Option], surface: str, label: str
) -> list[dict[str, Any]]:
    """A v0.9 screen: the options' attributes, a ChoicePicker bound to ``/choice`` and a
    Confirm button whose action carries the selection (a list of option names)."""
    comps: list[dict[str, Any]] = [
        {
            "id": "root",
            "component": "Column",
            "children": ["heading", *[f"info-{i}" for i in range(len(options))], "pick", "ok"],
        },
        {"id": "heading", "component": "Text", "text": heading, "variant": "h2"},
    ]
    for i, opt in enumerate(options):
        comps.append(
            {
                "id": f"info-{i}",
                "component": "Text",
                "text": f"**{opt.name}**: " + ", ".join(opt.lines),
            }
        )
    comps += [
        {
            "id": "pick",
            "component": "ChoicePicker",
            "label": label,
            "variant": "mutuallyExclusive",
            "options": [{"label": o.name, "value": o.name} for o in options],
            "value": {"path": "/choice"},
        },
        {"id": "ok-label", "component": "Text", "text": "Confirm"},
        {
            "id": "ok",
            "component": "Button",
            "child": "ok-label",
            "variant": "primary",
            "action": {"event": {"name": "confirm", "context": {"option": {"path": "/choice"}}}},
        },
    ]
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": surface, "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": surface, "components": comps}},
        {"version": "v0.9", "updateDataModel": {"surfaceId": surface, "value": {"choice": []}}},
    ]


#: Later rounds' queries: the user changed their mind and says no more than that.
NEUTRAL = (
    "I've changed my mind. Show me the options again so I can choose.",
    "Hmm, something came up on my side. Let me choose again on the screen.",
    "Actually, let me pick again. Put the options back on the screen.",
    "Wait, I want to decide differently. Show me the choices once more.",
)


def build(s: UiScenario) -> dict[str, Any]:
    tags = {t[0]: t for t in TAGS[s.id]}
    images = [
        {
            "id": image_id,
            "path": f"../images/{s.id}/{image_id}.jpg",
            "category": "natural_text_rich",
            "source": "generated:scripts/sandbox_content/ui.py",
            "description": tags[image_id][4],
        }
        for image_id in tags
    ]
    b = s.backend
    rounds = []
    oracle = []
    for number, r in enumerate(s.rounds, start=1):
        rounds.append(
            {
                # later rounds never hint at the new criterion: it is private to the user
                "query": r.query if number == 1 else NEUTRAL[(number + len(s.id)) % len(NEUTRAL)],
                "images": r.images,
                "transition": "after choosing on the screen and once the assistant confirms",
                "user_notes": f"Your private criterion this round: {r.criterion}. Do not tell "
                "the assistant the criterion; choose the option on the screen it shows you "
                f"(that is {r.choice})."
                + (
                    f" Before choosing, type this in the '{s.note_label}' field: {r.typed}"
                    if s.note_label and r.typed
                    else ""
                ),
                "ui_actions": [
                    *(
                        [{"action": "type", "element": s.note_label, "value": r.typed}]
                        if s.note_label and r.typed
                        else []
                    ),
                    *(
                        [
                            {"action": "select", "element": s.picker, "value": r.choice},
                            {"action": "click", "element": "Confirm"},
                        ]
                        if s.picker
                        else [{"action": "click", "element": f"Choose {r.choice}"}]
                    ),
                ],
            }
        )
        ref = (
            "{{ui_event.action.context.option[0]}}"
            if s.picker
            else "{{ui_event.action.context.option}}"
        )
        text = b.template.replace("{choice}", ref)
        fields = {b.text_field: text}
        if s.note_label:
            fields[b.note_field] = "{{ui_event.action.context.note}}"
        if number == 1:
            after = [
                {
                    "tool": b.create_tool,
                    "save_as": "record",
                    "arguments": {**b.create_args, **fields},
                }
            ]
        else:
            after = [
                {
                    "tool": b.update_tool,
                    "arguments": {b.update_key: "{{record.id}}", **fields},
                }
            ]
        oracle.append(
            {
                "round": number,
                "steps": [
                    {
                        "tool": "render_ui_screen",
                        "arguments": {
                            "messages": (
                                picker_screen(s.heading, s.options, f"{s.id}-{number}", s.picker)
                                if s.picker
                                else screen(s.heading, s.options, f"{s.id}-{number}", s.note_label)
                            ),
                            "title": s.heading,
                        },
                    },
                    {"tool": "show_ui_to_user", "arguments": {"message": "Tap the one you want."}},
                ],
                "reply": "I put the options on a screen with what each tag says; tap the one "
                "you want.",
                "after_ui": after,
                "after_ui_reply": "Done: " + text + ".",
            }
        )
    final = s.rounds[-1].choice
    change: dict[str, Any] = {
        "op": "create",
        "table": b.table,
        "fields": {**b.fixed_fields, b.text_field: b.template.replace("{choice}", final)},
    }
    if s.note_label:
        typed = [r.typed for r in s.rounds if r.typed]
        change["fields"][b.note_field] = typed[-1]
    return {
        "id": s.id,
        "title": s.title,
        "description": s.description,
        "domains": ["ui", b.domain],
        "reference_time": "2025-06-13T09:30:00-07:00",
        "persona": {"description": s.persona, "style": "short messages, decides on screens"},
        "initial_entities": b.initial_entities,
        "images": images,
        "rounds": rounds,
        "challenge": {
            "type": "goal_change",
            "round": 2,
            "details": "The deciding criterion changes every round: "
            + "; then ".join(r.criterion for r in s.rounds)
            + ".",
        },
        "flow_type": s.flow_type,
        "arrival_pattern": "upfront",
        "expected_changes": {
            "changes": [change],
            "ignore_tables": ["ui_screens", "ui_interactions"],
        },
        "completion_criteria": f"The screens show every option with the attributes the user "
        f"decides by; the final choice ({final}) is recorded: {change['fields']}.",
        "expected_tools": ["render_ui_screen", "show_ui_to_user", b.create_tool, b.update_tool],
        "oracle_solution": oracle,
        "tags": ["ui", b.domain],
    }


TODO_ERRANDS = Backend(
    domain="todo",
    table="todo_tasks",
    create_tool="create_todo_task",
    create_args={"project_id": "tprj_0002"},
    update_tool="update_todo_task",
    update_key="task_id",
    text_field="content",
    template="Buy {choice} detergent",
    note_field="description",
    fixed_fields={"project_id": "tprj_0002"},
    initial_entities={
        "todo_projects": [
            {"id": "tprj_0001", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_0002", "name": "Errands", "color": "teal"},
            {"id": "tprj_0003", "name": "Work", "color": "blue"},
        ]
    },
)

SCENARIOS = [
    UiScenario(
        id="ui_detergent_pick",
        title="Pick a detergent on a screen: cheapest per load, then best rated",
        description="Three shelf tags; the user decides on a screen by a private criterion "
        "that changes in round 2; the choice becomes an Errands task, then is changed.",
        persona="Jordan Ellis, standing in the laundry aisle.",
        heading="Detergents on the shelf",
        options=[
            Option(
                "BrightWash Ultra",
                ["Price: $17.99", "Loads: 64", "Per load: $0.28", "Rating: 4.8 / 5"],
                "tag_brightwash",
            ),
            Option(
                "CleanCo Free & Clear",
                ["Price: $22.49", "Loads: 96", "Per load: $0.23", "Rating: 4.1 / 5"],
                "tag_cleanco",
            ),
            Option(
                "SunFresh Original",
                ["Price: $12.99", "Loads: 48", "Per load: $0.27", "Rating: 4.5 / 5"],
                "tag_sunfresh",
            ),
        ],
        rounds=[
            UiRound(
                "Which of these should I get? Put them on a screen so I can pick, then add a "
                "task to buy it to my Errands list.",
                "the lowest price per load",
                "CleanCo Free & Clear",
                ["tag_brightwash", "tag_cleanco", "tag_sunfresh"],
            ),
            UiRound(
                "Hm, my partner wants me to decide differently. Show me the options again.",
                "the highest star rating",
                "BrightWash Ultra",
            ),
        ],
        backend=TODO_ERRANDS,
    ),
]


REMINDERS = Backend(
    domain="reminders",
    table="reminders",
    create_tool="create_reminder",
    create_args={"list_id": "rl_9001"},
    update_tool="update_reminder",
    update_key="reminder_id",
    text_field="title",
    template="{choice}",
    fixed_fields={"list_id": "rl_9001"},
    note_field="notes",
    initial_entities={
        "reminder_lists": [
            {"id": "rl_9001", "name": "Reminders", "is_default": True},
            {"id": "rl_9002", "name": "Groceries"},
        ]
    },
)

NOTES = Backend(
    domain="notes",
    table="notes",
    create_tool="create_note",
    create_args={"folder_id": "nf_9001", "body": "Chosen on the comparison screen."},
    update_tool="update_note",
    update_key="note_id",
    text_field="title",
    template="{choice}",
    fixed_fields={"folder_id": "nf_9001"},
    note_field="body",
    initial_entities={"note_folders": [{"id": "nf_9001", "name": "Plans"}]},
)


def _with_template(backend: Backend, template: str) -> Backend:
    return replace(backend, template=template)


def _options(sid: str) -> list[Option]:
    return [Option(name, lines, image_id) for image_id, name, lines in OPTIONS[sid][1]]


def _images(sid: str) -> list[str]:
    return [image_id for image_id, _, _ in OPTIONS[sid][1]]


Spec = tuple[str, str, str, str, Backend, str, list[tuple[str, str, str]]]

#: (id, title, persona, heading, backend, template, [(query, private criterion, choice)])
SPECS: list[Spec] = [
    (
        "ui_hotel_choice",
        "Choose a hotel on a screen over three rounds: closest, best rated, cheapest",
        "Marco Bellini, planning a conference trip.",
        "Hotels near the venue",
        NOTES,
        "Hotel: {choice}",
        [
            (
                "Compare these hotels on a screen so I can pick one, then save my pick in a "
                "note in Plans.",
                "the shortest distance to the venue",
                "Hotel Alba",
            ),
            (
                "My colleague says reviews matter more. Show me the choice again.",
                "the highest rating",
                "Casa Bruma",
            ),
            ("The budget got cut. One more time please.", "the lowest nightly price", "Cedro Inn"),
        ],
    ),
    (
        "ui_bike_lock",
        "Choose a bike lock on a screen: most secure, then lightest",
        "Sam Okafor, replacing a stolen lock.",
        "Bike locks",
        REMINDERS,
        "Order the {choice}",
        [
            (
                "Put these locks on a screen so I can choose, then remind me to order it.",
                "the highest security rating",
                "Titan U-Lock",
            ),
            (
                "It has to fit in my small bag now. Show me again.",
                "the lowest weight",
                "FlexCable 180",
            ),
        ],
    ),
    (
        "ui_movie_showtime",
        "Choose a film on a screen: earliest start, then cheapest ticket",
        "Ana Duarte, planning a movie night.",
        "Tonight's films",
        NOTES,
        "Movie night: {choice}",
        [
            (
                "Here are tonight's posters. Show them on a screen, I'll pick, and note it "
                "down in Plans.",
                "the earliest start time",
                "North of Quiet",
            ),
            ("My friends are broke, let's pick again.", "the cheapest ticket", "The Long Tide"),
        ],
    ),
    (
        "ui_paint_color",
        "Choose a paint on a screen: matte, then best coverage, then cheapest",
        "Jordan Ellis, repainting the hallway.",
        "Paint colours",
        TODO_ERRANDS,
        "Buy {choice} paint",
        [
            (
                "Lay these paint chips out on a screen, I'll choose, then add a buying task "
                "to Errands.",
                "the matte finish",
                "Sage Whisper",
            ),
            (
                "The painter says coverage matters most. Choose again?",
                "the largest coverage",
                "Dune Linen",
            ),
            (
                "Never mind, price wins. Last time, promise.",
                "the lowest price per gallon",
                "Slate Harbor",
            ),
        ],
    ),
]

SPECS += [
    (
        "ui_pizza_order",
        "Choose a pizza on a screen: quickest, then fewest calories",
        "Tom Becker, ordering for a late night at the office.",
        "Pizzas",
        NOTES,
        "Order: {choice}",
        [
            (
                "Put these menu cards on a screen and let me choose; note the order in Plans.",
                "the shortest wait",
                "Margherita Classic",
            ),
            (
                "Wait, I'm on a diet this month. Let me choose again.",
                "the fewest calories",
                "Verde Garden",
            ),
        ],
    ),
    (
        "ui_camp_site",
        "Choose a campsite on a screen: nearest the lake, then cheapest",
        "Nora Lindqvist, booking a weekend away.",
        "Campsites",
        REMINDERS,
        "Book {choice}",
        [
            (
                "Lay these campsite signs out on a screen; I'll pick one, remind me to book it.",
                "the shortest walk to the lake",
                "Willow Cove",
            ),
            (
                "The kids' savings are all we have. Let me choose again.",
                "the lowest site fee",
                "Eagle Ridge",
            ),
        ],
    ),
    (
        "ui_cake_order",
        "Choose a cake on a screen: serves the most, then ready earliest",
        "Amara Okoye, planning a birthday.",
        "Cakes",
        NOTES,
        "Cake: {choice}",
        [
            (
                "Put these cakes on a screen for me to pick, and note the pick in Plans.",
                "the most servings",
                "Dark Chocolate",
            ),
            (
                "The party moved to Thursday! Choose again?",
                "the earliest ready day",
                "Berry Pavlova",
            ),
        ],
    ),
]

SPECS += [
    (
        "ui_restaurant",
        "Choose a restaurant on a screen: earliest table, then best rated, then cheapest",
        "Helena Costa, planning an anniversary dinner.",
        "Restaurants tonight",
        NOTES,
        "Dinner at {choice}",
        [
            (
                "Put these restaurants on a screen for me to choose; note it in Plans.",
                "the earliest table",
                "Izakaya Kumo",
            ),
            ("It's a special night, let me choose again.", "the highest rating", "Bistro Lune"),
            (
                "We just saw the bill for the car repair. Last pick.",
                "the cheapest mains",
                "Taqueria Roja",
            ),
        ],
    ),
    (
        "ui_babysitter",
        "Choose a babysitter on a screen: CPR certified and cheapest, then free Saturdays",
        "Anna Kowalski, planning a night out.",
        "Babysitters",
        NOTES,
        "Sitter: {choice}",
        [
            (
                "Show these sitters on a screen so I can choose; note my pick in Plans.",
                "the cheapest with CPR certification",
                "Emma Schultz",
            ),
            (
                "The party moved to Saturday. Choose again.",
                "the cheapest free on Saturdays",
                "Lukas Berg",
            ),
        ],
    ),
]

for _id, _title, _persona, _heading, _backend, _template, _rounds in SPECS:
    SCENARIOS.append(
        UiScenario(
            id=_id,
            title=_title,
            description=f"{len(_options(_id))} photographed options; the user decides on an "
            "A2UI screen by a private criterion that changes every round; the choice is "
            f"written with {_backend.create_tool}, then changed.",
            persona=_persona,
            heading=_heading,
            options=_options(_id),
            rounds=[
                UiRound(q, c, choice, _images(_id) if i == 0 else [])
                for i, (q, c, choice) in enumerate(_rounds)
            ],
            backend=_with_template(_backend, _template),
        )
    )


FormSpec = tuple[str, str, str, str, Backend, str, str, list[tuple[str, str, str, str]]]

#: Screens with a note field: (id, title, persona, heading, backend, template, field label,
#: [(query, private criterion, choice, text the user types)])
FORM_SPECS: list[FormSpec] = [
    (
        "ui_form_florist",
        "Order flowers on a screen with a card message: earliest delivery, then cheapest",
        "Yara Haddad, sending flowers to a friend.",
        "Flowers to send",
        NOTES,
        "Flowers: {choice}",
        "Card message",
        [
            (
                "Show me these bouquets on a screen with a box for the card, and note my "
                "order in Plans.",
                "the earliest delivery",
                "Market Mix",
                "Get well soon, Dana!",
            ),
            (
                "Hmm, let me redo that on the screen.",
                "the lowest price",
                "Tulip Bunch",
                "Thinking of you, Dana",
            ),
        ],
    ),
    (
        "ui_form_bakery",
        "Pre-order bread on a screen with a pickup note: earliest ready, then biggest loaf",
        "Pablo Ruiz, pre-ordering for a brunch.",
        "Bread to pre-order",
        REMINDERS,
        "Pick up {choice}",
        "Note for the baker",
        [
            (
                "Put these loaves on a screen so I can choose and leave a note; remind me to "
                "pick it up.",
                "the earliest ready time",
                "Butter Brioche",
                "Sliced please",
            ),
            (
                "We'll be 12 people now. Let me choose again.",
                "the heaviest loaf",
                "Country Sourdough",
                "Unsliced, two bags",
            ),
        ],
    ),
    (
        "ui_form_tailor",
        "Choose a tailor on a screen with instructions: fastest, then cheapest",
        "Kwame Mensah, getting trousers hemmed.",
        "Tailors nearby",
        TODO_ERRANDS,
        "Drop trousers at {choice}",
        "Instructions",
        [
            (
                "Put these tailors on a screen, I'll pick one and write what I need; add an "
                "Errands task.",
                "the quickest turnaround",
                "Golden Needle",
                "Hem 2 cm shorter",
            ),
            (
                "No rush after all. Choose again on the screen.",
                "the lowest hem price",
                "QuickFix Tailors",
                "Hem 2 cm shorter, keep the cuff",
            ),
        ],
    ),
    (
        "ui_form_repair",
        "Choose a phone repair shop on a screen: longest warranty, then cheapest",
        "Elif Demir, with a cracked screen.",
        "Repair shops",
        REMINDERS,
        "Phone repair at {choice}",
        "Phone model",
        [
            (
                "Show these repair shops on a screen; I'll type my phone model and pick. "
                "Remind me to go.",
                "the longest warranty",
                "ProScreen Lab",
                "Pixel 7a",
            ),
            (
                "That's too much money. Pick again.",
                "the lowest screen price",
                "CellCare",
                "Pixel 7a, black",
            ),
        ],
    ),
    (
        "ui_form_catering",
        "Choose catering on a screen with a guest note: vegan options and cheapest, then lowest minimum",
        "Sofia Lind, organising a team lunch.",
        "Catering menus",
        NOTES,
        "Catering: {choice}",
        "Guest notes",
        [
            (
                "Put these menus on a screen with a field for guest notes; note my pick in Plans.",
                "the cheapest menu with vegan options",
                "Taco Bar",
                "3 vegan, 1 nut allergy",
            ),
            (
                "Only 10 people can come now. Let me pick again.",
                "the lowest minimum order",
                "Mediterranean Platter",
                "2 vegan, 1 nut allergy",
            ),
        ],
    ),
    (
        "ui_form_cleaner",
        "Choose a cleaning service on a screen with access notes: best rated, then cheapest",
        "Hugo Almeida, moving out next month.",
        "Cleaning services",
        TODO_ERRANDS,
        "Book {choice}",
        "Access notes",
        [
            (
                "Show me these cleaners on a screen; I'll add access notes and pick. Add a "
                "task to Errands to book.",
                "the highest rating",
                "Tidy Team",
                "Key under the blue pot",
            ),
            (
                "The landlord covers only part. Choose again.",
                "the lowest price per visit",
                "FreshNest",
                "Key with the neighbour in 2B",
            ),
        ],
    ),
    (
        "ui_form_printer",
        "Choose a printer on a screen with a note: fastest, then colour at the lowest price",
        "Olga Petrova, equipping a home office.",
        "Printers",
        REMINDERS,
        "Buy the {choice}",
        "What I print",
        [
            (
                "Compare these printers on a screen; I'll describe what I print and pick. "
                "Remind me to buy it.",
                "the most pages per minute",
                "LaserMono 20",
                "Invoices and contracts",
            ),
            (
                "My kids need colour for school. Choose again.",
                "the cheapest colour printer",
                "InkJet Home 3",
                "School projects in colour",
            ),
        ],
    ),
    (
        "ui_form_tutor",
        "Choose a tutor on a screen with a goal: cheapest, then evenings",
        "Ben Carter, finding a maths tutor for his son.",
        "Maths tutors",
        NOTES,
        "Tutor: {choice}",
        "Learning goal",
        [
            (
                "Put these tutors on a screen, I'll write the goal and pick one; note it in Plans.",
                "the lowest hourly rate",
                "Jon Reyes",
                "Algebra before the June exam",
            ),
            (
                "Weekends are football now. Let me choose again.",
                "evening availability",
                "Maria Lopez",
                "Algebra and fractions before June",
            ),
        ],
    ),
    (
        "ui_form_vet",
        "Choose a vet on a screen with symptoms: closest open Saturday, then cheapest",
        "Ruth Adler, whose cat is off her food.",
        "Vets nearby",
        REMINDERS,
        "Vet visit at {choice}",
        "Symptoms",
        [
            (
                "Show these vets on a screen with a box for symptoms; I'll pick. Remind me of "
                "the visit.",
                "the nearest clinic open on Saturday",
                "Paw and Claw",
                "Not eating since Tuesday",
            ),
            (
                "It can wait until Monday. Choose again.",
                "the lowest checkup price",
                "Parkside Animal Clinic",
                "Not eating since Tuesday, drinking fine",
            ),
        ],
    ),
    (
        "ui_form_movers",
        "Choose movers on a screen with a note: best rated, then cheapest",
        "Ivan Horvat, moving flats.",
        "Moving quotes",
        TODO_ERRANDS,
        "Confirm {choice}",
        "Move details",
        [
            (
                "Lay these moving quotes out on a screen; I'll add details and pick. Add a "
                "task to Errands.",
                "the highest rating",
                "Careful Hands",
                "Piano, third floor, no lift",
            ),
            (
                "We sold the piano. Let me choose again.",
                "the lowest quote",
                "Budget Haul",
                "Third floor, no lift",
            ),
        ],
    ),
]

for _id, _title, _persona, _heading, _backend, _template, _label, _frounds in FORM_SPECS:
    SCENARIOS.append(
        UiScenario(
            id=_id,
            title=_title,
            description=f"{len(_options(_id))} photographed options on an A2UI screen with a "
            f"'{_label}' field; the user types into it and chooses by a private criterion "
            f"that changes every round; both go into {_backend.create_tool}, then change.",
            persona=_persona,
            heading=_heading,
            options=_options(_id),
            rounds=[
                UiRound(q, c, choice, _images(_id) if i == 0 else [], typed)
                for i, (q, c, choice, typed) in enumerate(_frounds)
            ],
            backend=_with_template(_backend, _template),
            note_label=_label,
        )
    )


#: Screens with a ChoicePicker + Confirm: (id, title, persona, heading, backend, template,
#: picker label, [(query, private criterion, choice)])
PickSpec = tuple[str, str, str, str, Backend, str, str, list[tuple[str, str, str]]]

PICK_SPECS: list[PickSpec] = [
    (
        "ui_pick_sunscreen",
        "Pick a sunscreen in a list on a screen: cheapest, then highest SPF",
        "Lucia Ferreira, packing for the beach.",
        "Sunscreens",
        TODO_ERRANDS,
        "Buy {choice}",
        "Which sunscreen?",
        [
            (
                "Put these sunscreens in a list on a screen so I can select one; add a buying "
                "task to Errands.",
                "the lowest price",
                "Daily SPF 30",
            ),
            ("The kids burn easily. Let me select again.", "the highest SPF", "Sport SPF 70"),
        ],
    ),
    (
        "ui_pick_headphones",
        "Pick headphones in a list on a screen: longest battery, then noise cancelling and cheapest",
        "Arjun Mehta, commuting by train.",
        "Headphones",
        REMINDERS,
        "Order {choice}",
        "Which headphones?",
        [
            (
                "Show these in a list on a screen, I'll select one; remind me to order it.",
                "the longest battery life",
                "BeatLite",
            ),
            (
                "The train is too loud. Let me select again.",
                "the cheapest with noise cancelling",
                "QuietPods 3",
            ),
        ],
    ),
    (
        "ui_pick_rental_car",
        "Pick a rental car in a list on a screen: cheapest, then most seats",
        "Kofi Asante, renting for a family trip.",
        "Rental cars",
        NOTES,
        "Rental: {choice}",
        "Which car?",
        [
            (
                "List these rental quotes on a screen so I can select one; note it in Plans.",
                "the lowest daily price",
                "Compact Civic",
            ),
            ("My in-laws are coming too. Select again.", "the most seats", "Family Van"),
        ],
    ),
    (
        "ui_pick_wine",
        "Pick a wine in a list on a screen: pairs with fish, then cheapest",
        "Claire Dubois, cooking for friends.",
        "Wines",
        TODO_ERRANDS,
        "Buy {choice}",
        "Which wine?",
        [
            (
                "Put these bottles in a list on a screen; I'll select one, then add a buying "
                "task to Errands.",
                "the one that pairs with fish",
                "Costa Blanca",
            ),
            (
                "We're doing salads instead and money is short. Select again.",
                "the lowest price",
                "Rosa Dry",
            ),
        ],
    ),
    (
        "ui_pick_coworking",
        "Pick a coworking space in a list on a screen: earliest opening, then cheapest",
        "Nadia Rahman, working remotely for a week.",
        "Coworking spaces",
        REMINDERS,
        "Day pass at {choice}",
        "Which space?",
        [
            (
                "List these coworking flyers on a screen for me to select; remind me to get "
                "the pass.",
                "the earliest opening",
                "DeskHarbor",
            ),
            ("I'll start later tomorrow. Select again please.", "the cheapest day pass", "Loft 22"),
        ],
    ),
    (
        "ui_pick_blender",
        "Pick a blender in a list on a screen: most power, then smallest",
        "Ethan Brooks, making smoothies.",
        "Blenders",
        NOTES,
        "Blender: {choice}",
        "Which blender?",
        [
            (
                "Show these blenders in a list on a screen; I'll select one, note it in Plans.",
                "the most power",
                "PowerMix 1200",
            ),
            ("My kitchen is tiny. Select again.", "the smallest capacity", "MiniBlend"),
        ],
    ),
    (
        "ui_pick_train",
        "Pick a train in a list on a screen: earliest arrival, then cheapest",
        "Sara Nilsson, going to a meeting.",
        "Trains",
        REMINDERS,
        "Catch the {choice}",
        "Which train?",
        [
            (
                "Put these departures in a list on a screen so I can select; remind me.",
                "the earliest arrival",
                "Express 8:45",
            ),
            ("The meeting moved to noon. Select again.", "the lowest fare", "Regional 7:30"),
        ],
    ),
    (
        "ui_pick_mattress",
        "Pick a mattress in a list on a screen: softest, then longest trial, then cheapest",
        "Walter Green, with a bad back.",
        "Mattresses",
        TODO_ERRANDS,
        "Order the {choice}",
        "Which mattress?",
        [
            (
                "List these mattresses on a screen so I can select one; add an Errands task.",
                "the softest",
                "CloudRest",
            ),
            ("I'm not sure I'll like it. Select again.", "the longest trial", "Hybrid Duo"),
            ("Too expensive after all. Last time.", "the lowest price", "FirmBase"),
        ],
    ),
    (
        "ui_pick_yoga_mat",
        "Pick a yoga mat in a list on a screen: thickest, then for travel",
        "Iris Wong, starting yoga classes.",
        "Yoga mats",
        REMINDERS,
        "Buy the {choice}",
        "Which mat?",
        [
            (
                "Put these mats in a list on a screen; I'll select one and you remind me to "
                "buy it.",
                "the thickest",
                "Plush Cork",
            ),
            (
                "I'll mostly use it on trips. Select again.",
                "the one that folds for travel",
                "Travel Fold",
            ),
        ],
    ),
    (
        "ui_pick_daycamp",
        "Pick a day camp in a list on a screen: ends latest, then cheapest",
        "Maya Cohen, planning the summer for her 8-year-old.",
        "Day camps",
        NOTES,
        "Summer camp: {choice}",
        "Which camp?",
        [
            (
                "List these camp flyers on a screen for me to select; note the pick in Plans.",
                "the latest end time",
                "Robot Lab",
            ),
            (
                "Grandma can pick him up at noon, so money matters more. Select again.",
                "the lowest weekly price",
                "Art Studio",
            ),
        ],
    ),
]

for _id, _title, _persona, _heading, _backend, _template, _label, _prounds in PICK_SPECS:
    SCENARIOS.append(
        UiScenario(
            id=_id,
            title=_title,
            description=f"{len(_options(_id))} photographed options listed on an A2UI screen "
            "with a single-choice picker and a Confirm button; the user selects by a private "
            f"criterion that changes every round; the choice goes into "
            f"{_backend.create_tool}, then changes.",
            persona=_persona,
            heading=_heading,
            options=_options(_id),
            rounds=[
                UiRound(q, c, choice, _images(_id) if i == 0 else [])
                for i, (q, c, choice) in enumerate(_prounds)
            ],
            backend=_with_template(_backend, _template),
            picker=_label,
        )
    )


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for s in SCENARIOS:
        data = build(s)
        text = (
            "# yaml-language-server: $schema=../../../../../schemas/sandbox_scenario.schema.json\n"
        )
        text += "# Generated by scripts/sandbox_content/ui_scenarios.py; edit there.\n"
        text += yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
        (OUT / f"{s.id}.yaml").write_text(text, encoding="utf-8")
        json.dumps(data)  # JSON-able


if __name__ == "__main__":
    main()
