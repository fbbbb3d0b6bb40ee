"""Write the UI scenarios with richer interaction patterns (``data/sandbox/ui_scenarios``).

`ui_scenarios.py` writes the "pick one of a few photographed options" scenarios; this
script writes the others, still in the seed's Figure 9 style (what decides is private to
the user and only reaches the agent through the screen):

* ``ui_fix_*``: a form the user fills in from their photos (text, number, date and time
  fields), then a correction round: a later photo changes one value and the user edits
  it on the confirmation screen;
* ``ui_form_*``: a form filled in from a photographed document, submitted once;
* ``ui_multi_*``: several items chosen in one round (a multiple-selection picker or
  checkboxes: the days on a roster, the people on a sign-up sheet, songs of a setlist);
* ``ui_flow_*``: list -> details -> confirm: the user opens one option by a private,
  changing criterion, the agent renders its details screen, the user fills in the rest
  there (date, quantity, seats) and confirms;
* ``ui_set_*``: sliders and dropdowns (screen-time limits, volumes, text size).

Every screen is a real A2UI v0.9 screen of the basic catalog; the oracle renders it, and
the expected changes are those of the underlying task. Run from the repository root
(draws the images too):

    .venv/bin/python scripts/sandbox_content/ui_flows.py
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import ImageSet, charts, documents, photos

from mmtoolbench.sandbox.scenario import Round, arrival_pattern_of

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "src" / "mmtoolbench" / "data" / "sandbox" / "ui_scenarios"
CATALOG = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
EVENT = "{{ui_event.action.context.%s}}"
IGNORE = ["ui_screens", "ui_interactions"]

Comp = dict[str, Any]


# ----------------------------------------------------------------------------- components


def text(cid: str, value: str, variant: str | None = None) -> list[Comp]:
    comp: Comp = {"id": cid, "component": "Text", "text": value}
    if variant:
        comp["variant"] = variant
    return [comp]


def field_(cid: str, label: str, path: str, variant: str | None = None) -> list[Comp]:
    comp: Comp = {"id": cid, "component": "TextField", "label": label, "value": {"path": path}}
    if variant:
        comp["variant"] = variant
    return [comp]


def when(cid: str, label: str, path: str, *, date: bool = True, time: bool = False) -> list[Comp]:
    comp: Comp = {"id": cid, "component": "DateTimeInput", "label": label, "value": {"path": path}}
    comp["enableDate"] = date
    comp["enableTime"] = time
    return [comp]


def checkbox(cid: str, label: str, path: str) -> list[Comp]:
    return [{"id": cid, "component": "CheckBox", "label": label, "value": {"path": path}}]


def slider(cid: str, label: str, path: str, lo: int, hi: int) -> list[Comp]:
    return [
        {
            "id": cid,
            "component": "Slider",
            "label": label,
            "min": lo,
            "max": hi,
            "value": {"path": path},
        }
    ]


def picker(
    cid: str, label: str, path: str, options: list[tuple[str, str]], *, multi: bool
) -> list[Comp]:
    return [
        {
            "id": cid,
            "component": "ChoicePicker",
            "label": label,
            "variant": "multipleSelection" if multi else "mutuallyExclusive",
            "options": [{"label": lab, "value": val} for lab, val in options],
            "value": {"path": path},
        }
    ]


def button(cid: str, label: str, name: str, context: dict[str, Any]) -> list[Comp]:
    return [
        {"id": f"{cid}-label", "component": "Text", "text": label},
        {
            "id": cid,
            "component": "Button",
            "child": f"{cid}-label",
            "variant": "primary",
            "action": {"event": {"name": name, "context": context}},
        },
    ]


def paths(*names: str) -> dict[str, Any]:
    """An action context carrying data-model values: ``{"amount": {"path": "/amount"}}``."""
    return {n: {"path": f"/{n}"} for n in names}


def screen(surface: str, parts: list[list[Comp]], data: dict[str, Any] | None) -> list[Comp]:
    """A v0.9 screen: a root Column of the parts (each a component list whose last
    component is the child shown; button labels come before their button)."""
    comps: list[Comp] = []
    children: list[str] = []
    for part in parts:
        comps.extend(part)
        children.append(part[-1]["id"])
    comps.insert(0, {"id": "root", "component": "Column", "children": children})
    messages: list[Comp] = [
        {"version": "v0.9", "createSurface": {"surfaceId": surface, "catalogId": CATALOG}},
        {"version": "v0.9", "updateComponents": {"surfaceId": surface, "components": comps}},
    ]
    if data is not None:
        messages.append(
            {"version": "v0.9", "updateDataModel": {"surfaceId": surface, "value": data}}
        )
    return messages


def option_cards(options: list[Option], verb: str, name: str) -> list[list[Comp]]:
    """One card per option: its name, its attributes and a button whose action carries
    the option's name and a one-line summary of its attributes."""
    parts = []
    for i, opt in enumerate(options):
        attrs = [f"o{i}-a{j}" for j in range(len(opt.lines))]
        comps: list[Comp] = text(f"o{i}-name", opt.name, "h3")
        for j, line in enumerate(opt.lines):
            comps += text(attrs[j], line)
        comps += button(
            f"o{i}-go",
            f"{verb} {opt.name}",
            name,
            {"option": opt.name, "details": ", ".join(opt.lines), **opt.context},
        )
        comps += [
            {
                "id": f"o{i}-col",
                "component": "Column",
                "children": [f"o{i}-name", *attrs, f"o{i}-go"],
            },
            {"id": f"o{i}", "component": "Card", "child": f"o{i}-col"},
        ]
        parts.append(comps)
    return parts


def render(messages: list[Comp], title: str, message: str) -> list[dict[str, Any]]:
    return [
        {"tool": "render_ui_screen", "arguments": {"messages": messages, "title": title}},
        {"tool": "show_ui_to_user", "arguments": {"message": message}},
    ]


def call(tool: str, save_as: str | None = None, **arguments: Any) -> dict[str, Any]:
    step: dict[str, Any] = {"tool": tool, "arguments": arguments}
    if save_as:
        step["save_as"] = save_as
    return step


def step(action: str, element: str, value: str | None = None, screen: int = 1) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action, "element": element}
    if value is not None:
        out["value"] = value
    if screen != 1:
        out["screen"] = screen
    return out


# ----------------------------------------------------------------------------- scenario


@dataclass
class Option:
    name: str
    lines: list[str]
    image: str = ""
    context: dict[str, Any] = field(default_factory=dict)


@dataclass
class Sc:
    """One scenario being written: images, rounds, oracle, expected changes."""

    id: str
    title: str
    description: str
    persona: str
    domain: str
    flow_type: str = "compute"
    seeded: bool = True
    initial: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    oracle: list[dict[str, Any]] = field(default_factory=list)
    changes: list[dict[str, Any]] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)
    challenge: dict[str, Any] = field(default_factory=lambda: {"type": "none"})

    def __post_init__(self) -> None:
        self.images = ImageSet(self.id, script=__file__)

    def image(self, image_id: str, drawing: Any, decisive: list[str]) -> str:
        self.images.add(image_id, drawing, decisive=decisive)
        return image_id

    def tag(self, image_id: str, base: str, lines: list[str]) -> str:
        drawing = photos.composite(
            base,
            lines,
            seed=f"{self.id}:{image_id}",
            style="price_tag",
            panel_width=0.8,
            tilt=0.03,
            description="Tag: " + ", ".join(lines),
        )
        return self.image(image_id, drawing, lines)

    def round(
        self,
        query: str,
        images: list[str],
        notes: str,
        actions: list[dict[str, Any]],
        steps: list[dict[str, Any]],
        reply: str,
        after: list[dict[str, Any]],
        after_reply: str,
        more: list[dict[str, Any]] | None = None,
    ) -> None:
        self.rounds.append(
            {
                "query": query,
                "images": images,
                "transition": "after acting on the screen and once the assistant confirms",
                "user_notes": notes + " Do not tell the assistant these values in words: use "
                "the screen it shows you.",
                "ui_actions": actions,
            }
        )
        entry: dict[str, Any] = {
            "round": len(self.rounds),
            "steps": steps,
            "reply": reply,
            "after_ui": after,
            "after_ui_reply": after_reply,
        }
        if more:
            entry["more_ui"] = more
        self.oracle.append(entry)

    def build(self) -> dict[str, Any]:
        images = [
            {**e, "path": e["path"].replace("../../images/", "../images/")}
            for e in self.images.entries
        ]
        data: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "description": self.description,
            "domains": ["ui", self.domain],
            "reference_time": "2025-06-13T09:30:00-07:00",
            "persona": {"description": self.persona, "style": "short messages, acts on screens"},
            "world": {"base": "seeded" if self.seeded else "empty"},
            "initial_entities": self.initial,
            "images": images,
            "rounds": self.rounds,
            "challenge": self.challenge,
            "flow_type": self.flow_type,
            "arrival_pattern": arrival_pattern_of([Round.model_validate(r) for r in self.rounds]),
            "expected_changes": {"changes": self.changes, "ignore_tables": IGNORE + self.ignore},
            "completion_criteria": "Every value the user entered or chose on the screens is "
            "recorded: " + "; ".join(f"{c['op']} {c['table']} {c['fields']}" for c in self.changes),
            "expected_tools": ["render_ui_screen", "show_ui_to_user", *self.tools],
            "oracle_solution": self.oracle,
            "tags": ["ui", self.domain],
        }
        if not self.initial:
            del data["initial_entities"]
        if self.challenge["type"] == "none" and any(c["op"] != "create" for c in self.changes):
            data["challenge"] = {
                "type": "state_mutation",
                "details": "Settings already on the device change to what the user enters.",
            }
        return data


def fix_challenge(round_: int, what: str) -> dict[str, Any]:
    return {"type": "goal_change", "round": round_, "details": what}


# ----------------------------------------------------------------------------- forms + fixes


def fix_receipt_expense() -> Sc:
    s = Sc(
        "ui_fix_receipt_expense",
        "Log a dinner from its receipt on a form, then fix the amount after a tip note",
        "The user types the receipt's description, amount and date into a form; a later "
        "note shows the tip was left out, and the user corrects the amount on the "
        "confirmation screen.",
        "Dana Whitfield, who splits nothing and logs everything.",
        "expenses",
        tools=["add_expense", "update_expense"],
        challenge=fix_challenge(2, "A note shows the total with tip: the amount is corrected."),
    )
    receipt = s.image(
        "receipt",
        documents.receipt(
            "Casa Verde Trattoria",
            [("Burrata", "14.00"), ("Tagliatelle x2", "38.00"), ("Sparkling water", "5.50")],
            subtotal="57.50",
            tax="4.90",
            total="62.40",
            date="Jun 11 2025  20:14",
            address="118 Alder St, Portland",
        ),
        ["Casa Verde Trattoria", "62.40", "Jun 11 2025"],
    )
    tip = s.image(
        "tip_note",
        documents.note(
            ["Casa Verde: forgot the tip!", "Paid 71.40 in total"], seed="tip", paper="lined"
        ),
        ["71.40"],
    )
    form = screen(
        "expense-form",
        [
            text("h", "New expense", "h2"),
            field_("desc", "Description", "/desc"),
            field_("amount", "Amount", "/amount", "number"),
            when("date", "Date", "/date"),
            button("save", "Save expense", "save", paths("desc", "amount", "date")),
        ],
        {"desc": "", "amount": "", "date": ""},
    )
    s.round(
        "Log this dinner with Maya as an expense, split equally between us. Give me a "
        "form, I'll type it in from the receipt.",
        [receipt],
        "Type from the receipt: description 'Dinner at Casa Verde Trattoria', amount 62.40, "
        "date 2025-06-11; then press Save expense.",
        [
            step("type", "Description", "Dinner at Casa Verde Trattoria"),
            step("type", "Amount", "62.40"),
            step("type", "Date", "2025-06-11"),
            step("click", "Save expense"),
        ],
        render(form, "New expense", "Fill in the receipt's details and save."),
        "Here's an expense form; fill it in from the receipt.",
        [
            call(
                "add_expense",
                "expense",
                description=EVENT % "desc",
                amount=EVENT % "amount",
                expense_date=EVENT % "date",
                split_with=["me", "ep_0003"],
            )
        ],
        "Saved the expense.",
    )
    confirm = screen(
        "expense-saved",
        [
            text("h", "Saved expense", "h2"),
            field_("desc", "Description", "/desc"),
            field_("amount", "Amount", "/amount", "number"),
            when("date", "Date", "/date"),
            button("save", "Save changes", "update", paths("desc", "amount", "date")),
        ],
        {"desc": EVENT % "desc", "amount": EVENT % "amount", "date": EVENT % "date"},
    )
    s.round(
        "Oh no, look at this note. Show me the saved expense so I can fix it.",
        [tip],
        "The note says you paid 71.40 in total: change the Amount to 71.40 and press Save changes.",
        [step("type", "Amount", "71.40"), step("click", "Save changes")],
        render(confirm, "Saved expense", "Edit what's wrong and save."),
        "Here's the saved expense; change what's wrong.",
        [
            call(
                "update_expense",
                expense_id="{{expense.id}}",
                description=EVENT % "desc",
                amount=EVENT % "amount",
                expense_date=EVENT % "date",
            )
        ],
        "Updated the expense.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "expenses",
            "fields": {
                "description": "Dinner at Casa Verde Trattoria",
                "amount_cents": 7140,
                "date": "2025-06-11",
            },
        },
        {
            "op": "create",
            "table": "expense_splits",
            "fields": {"person_id": "ep_0001", "owed_cents": 3570},
        },
        {
            "op": "create",
            "table": "expense_splits",
            "fields": {"person_id": "ep_0003", "owed_cents": 3570},
        },
    ]
    return s


def fix_business_card() -> Sc:
    s = Sc(
        "ui_fix_business_card",
        "Save a contact typed from a business card, then fix the job title from a new card",
        "The user types a business card into a contact form; later a new card shows a "
        "promotion and the user corrects the job title on the confirmation screen.",
        "Owen Park, sorting cards after a trade fair.",
        "contacts",
        flow_type="lookup_chain",
        tools=["create_contact", "update_contact_work"],
        challenge=fix_challenge(2, "A new card shows a new job title."),
    )
    card = s.image(
        "card",
        documents.business_card(
            "Tomás Rivera",
            "Landscape Architect",
            "Greenline Studio",
            phone="415-555-0187",
            email="tomas@greenline.studio",
            web="greenline.studio",
        ),
        ["Tomás Rivera", "Landscape Architect", "Greenline Studio", "415-555-0187"],
    )
    new_card = s.image(
        "new_card",
        documents.business_card(
            "Tomás Rivera",
            "Design Director",
            "Greenline Studio",
            phone="415-555-0187",
            email="tomas@greenline.studio",
            accent=(120, 40, 90),
        ),
        ["Design Director"],
    )
    fields = ("first", "last", "phone", "email", "company", "title")
    form = screen(
        "contact-form",
        [
            text("h", "New contact", "h2"),
            field_("first", "First name", "/first"),
            field_("last", "Last name", "/last"),
            field_("phone", "Phone", "/phone"),
            field_("email", "Email", "/email"),
            field_("company", "Company", "/company"),
            field_("title", "Job title", "/title"),
            button("save", "Save contact", "save", paths(*fields)),
        ],
        dict.fromkeys(fields, ""),
    )
    s.round(
        "Add this person to my contacts. I'd rather type it in myself, give me a form.",
        [card],
        "Type from the card: first name Tomás, last name Rivera, phone 415-555-0187, email "
        "tomas@greenline.studio, company Greenline Studio, job title Landscape Architect; "
        "then press Save contact.",
        [
            step("type", "First name", "Tomás"),
            step("type", "Last name", "Rivera"),
            step("type", "Phone", "415-555-0187"),
            step("type", "Email", "tomas@greenline.studio"),
            step("type", "Company", "Greenline Studio"),
            step("type", "Job title", "Landscape Architect"),
            step("click", "Save contact"),
        ],
        render(form, "New contact", "Type the card in and save."),
        "Here's a contact form.",
        [
            call(
                "create_contact",
                "contact",
                first_name=EVENT % "first",
                last_name=EVENT % "last",
                phone_number=EVENT % "phone",
                email=EVENT % "email",
                company=EVENT % "company",
                job_title=EVENT % "title",
            )
        ],
        "Saved the contact.",
    )
    confirm = screen(
        "contact-saved",
        [
            text("h", "Saved contact", "h2"),
            text("name", "{{contact.first_name}} {{contact.last_name}}", "h3"),
            field_("company", "Company", "/company"),
            field_("title", "Job title", "/title"),
            button("save", "Save changes", "update", paths("company", "title")),
        ],
        {"company": EVENT % "company", "title": EVENT % "title"},
    )
    s.round(
        "He just gave me a new card. Show me what you saved so I can update it.",
        [new_card],
        "The new card says Design Director: change the Job title to Design Director and "
        "press Save changes.",
        [step("type", "Job title", "Design Director"), step("click", "Save changes")],
        render(confirm, "Saved contact", "Update what changed."),
        "Here's the saved contact.",
        [
            call(
                "update_contact_work",
                contact_id="{{contact.id}}",
                company=EVENT % "company",
                job_title=EVENT % "title",
            )
        ],
        "Updated his job title.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "contacts",
            "fields": {
                "first_name": "Tomás",
                "last_name": "Rivera",
                "company": "Greenline Studio",
                "job_title": "Design Director",
            },
        }
    ]
    s.changes += [
        {"op": "create", "table": "contact_phones", "fields": {"number": "+14155550187"}},
        {
            "op": "create",
            "table": "contact_emails",
            "fields": {"address": "tomas@greenline.studio"},
        },
    ]
    return s


def fix_ferry_alarm() -> Sc:
    s = Sc(
        "ui_fix_ferry_alarm",
        "Set an alarm for an early ferry from a ticket and a note, then move it after a delay",
        "The user types the alarm time and label into a form (a time field); a delay notice "
        "later moves the sailing and the user changes the time on the confirmation screen.",
        "Grace Liu, catching the first ferry to an island wedding.",
        "alarms",
        tools=["create_alarm", "update_alarm"],
        challenge=fix_challenge(2, "The sailing is delayed: the alarm time is corrected."),
    )
    ticket = s.image(
        "ticket",
        documents.ticket(
            "Puget Ferries",
            [
                ("From", "Seattle"),
                ("To", "Bainbridge"),
                ("Date", "Sat Jun 14 2025"),
                ("Departs", "07:40"),
            ],
            title="Walk-on passenger",
            code="PF-88213",
        ),
        ["Bainbridge", "07:40"],
    )
    plan = s.image(
        "plan_note",
        documents.note(["Ferry day!", "Alarm 06:30", "label: Ferry to Bainbridge"], seed="ferry"),
        ["06:30", "Ferry to Bainbridge"],
    )
    delay = s.image(
        "delay_notice",
        documents.poster(
            "Service notice",
            ["Sat Jun 14: the 07:40 sailing", "to Bainbridge leaves at 08:20", "Set alarm 07:10"],
            kicker="Puget Ferries",
        ),
        ["08:20", "07:10"],
    )
    form = screen(
        "alarm-form",
        [
            text("h", "New alarm", "h2"),
            when("time", "Alarm time", "/time", date=False, time=True),
            field_("label", "Label", "/label"),
            button("save", "Set alarm", "save", paths("time", "label")),
        ],
        {"time": "", "label": ""},
    )
    s.round(
        "I need to wake up for this ferry. Give me an alarm form, I'll fill it in.",
        [ticket, plan],
        "Type the time from your note, 06:30, into Alarm time and 'Ferry to Bainbridge' "
        "into Label; then press Set alarm.",
        [
            step("type", "Alarm time", "06:30"),
            step("type", "Label", "Ferry to Bainbridge"),
            step("click", "Set alarm"),
        ],
        render(form, "New alarm", "Fill in the alarm."),
        "Here's an alarm form.",
        [call("create_alarm", "alarm", time=EVENT % "time", label=EVENT % "label")],
        "The alarm is set.",
    )
    confirm = screen(
        "alarm-saved",
        [
            text("h", "Your alarm", "h2"),
            when("time", "Alarm time", "/time", date=False, time=True),
            field_("label", "Label", "/label"),
            button("save", "Save changes", "update", paths("time", "label")),
        ],
        {"time": EVENT % "time", "label": EVENT % "label"},
    )
    s.round(
        "Ugh, they posted this. Show me my alarm so I can change it.",
        [delay],
        "The notice says to set the alarm for 07:10: change Alarm time to 07:10 and press "
        "Save changes.",
        [step("type", "Alarm time", "07:10"), step("click", "Save changes")],
        render(confirm, "Your alarm", "Change what you need."),
        "Here's your alarm.",
        [call("update_alarm", alarm_id="{{alarm.id}}", time=EVENT % "time", label=EVENT % "label")],
        "Moved the alarm.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "alarms",
            "fields": {"time": "07:10", "label": "Ferry to Bainbridge"},
        }
    ]
    return s


def fix_permission_slip() -> Sc:
    s = Sc(
        "ui_fix_permission_slip",
        "A to-do from a field-trip slip typed into a form, then a new deadline",
        "The user types the task, its due date and the fee into a form from a school "
        "slip; a teacher's note later moves the deadline and the user changes the date "
        "on the confirmation screen.",
        "Marisol Vega, mother of a fourth grader.",
        "todo",
        tools=["create_todo_task", "set_todo_task_due"],
        challenge=fix_challenge(2, "The teacher moves the deadline: the due date changes."),
    )
    slip = s.image(
        "slip",
        documents.form(
            "Field trip permission slip",
            [
                ("Trip", "Monterey Bay Aquarium"),
                ("Fee", "$18"),
                ("Return signed slip by", "June 18, 2025"),
            ],
            subtitle="Room 4B - Ms. Haddad",
            handwritten=False,
        ),
        ["Monterey Bay Aquarium", "$18", "June 18, 2025"],
    )
    moved = s.image(
        "teacher_note",
        documents.note(["Slips now due", "Friday June 20", "- Ms. Haddad"], seed="slip"),
        ["June 20"],
    )
    form = screen(
        "task-form",
        [
            text("h", "New to-do", "h2"),
            field_("task", "Task", "/task"),
            when("due", "Due date", "/due"),
            field_("notes", "Notes", "/notes"),
            button("save", "Add to-do", "save", paths("task", "due", "notes")),
        ],
        {"task": "", "due": "", "notes": ""},
    )
    s.round(
        "Add this to my to-dos. Give me a form, I'll type in what matters.",
        [slip],
        "Type: Task 'Return aquarium permission slip', Due date 2025-06-18, Notes 'Fee $18'; "
        "then press Add to-do.",
        [
            step("type", "Task", "Return aquarium permission slip"),
            step("type", "Due date", "2025-06-18"),
            step("type", "Notes", "Fee $18"),
            step("click", "Add to-do"),
        ],
        render(form, "New to-do", "Fill it in."),
        "Here's a to-do form.",
        [
            call(
                "create_todo_task",
                "task",
                content=EVENT % "task",
                due_date=EVENT % "due",
                description=EVENT % "notes",
            )
        ],
        "Added it.",
    )
    confirm = screen(
        "task-saved",
        [
            text("h", "{{task.content}}", "h2"),
            when("due", "Due date", "/due"),
            button("save", "Save changes", "update", paths("due")),
        ],
        {"due": EVENT % "due"},
    )
    s.round(
        "The teacher sent a note home. Show me the to-do so I can fix the date.",
        [moved],
        "The note moves the deadline to Friday June 20: change Due date to 2025-06-20 and "
        "press Save changes.",
        [step("type", "Due date", "2025-06-20"), step("click", "Save changes")],
        render(confirm, "Your to-do", "Change the date if needed."),
        "Here it is.",
        [call("set_todo_task_due", task_id="{{task.id}}", due_date=EVENT % "due")],
        "Moved the due date.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "todo_tasks",
            "fields": {
                "content": "Return aquarium permission slip",
                "due_date": "2025-06-20",
                "description": "Fee $18",
            },
        }
    ]
    return s


def form_vet_visit() -> Sc:
    s = Sc(
        "ui_form_vet_visit",
        "Put a vet appointment on the calendar from its card, typed into a form",
        "The user types the appointment's title, date and time (one date-time field) and "
        "place from a clinic card into a form.",
        "Ines Baptiste, whose cat Miso needs her shots.",
        "calendar",
        tools=["create_calendar_event"],
    )
    card = s.image(
        "appointment_card",
        documents.ticket(
            "Harbor Vet Clinic",
            [
                ("Patient", "Miso (cat)"),
                ("Vet", "Dr. Okoye"),
                ("Date", "Tue Jun 17 2025"),
                ("Time", "3:40 PM"),
                ("Where", "Harbor Vet, Room 2B"),
            ],
            title="Appointment",
            accent=(30, 120, 100),
        ),
        ["Miso", "Jun 17 2025", "3:40 PM", "Room 2B"],
    )
    form = screen(
        "event-form",
        [
            text("h", "New event", "h2"),
            field_("title", "Title", "/title"),
            when("start", "Starts", "/start", date=True, time=True),
            field_("place", "Location", "/place"),
            button("save", "Add to calendar", "save", paths("title", "start", "place")),
        ],
        {"title": "", "start": "", "place": ""},
    )
    s.round(
        "Put this on my calendar. Show me a form, I'll enter it.",
        [card],
        "Type: Title 'Miso vet visit', Starts 2025-06-17T15:40, Location 'Harbor Vet, Room "
        "2B'; then press Add to calendar.",
        [
            step("type", "Title", "Miso vet visit"),
            step("type", "Starts", "2025-06-17T15:40"),
            step("type", "Location", "Harbor Vet, Room 2B"),
            step("click", "Add to calendar"),
        ],
        render(form, "New event", "Enter the appointment."),
        "Here's an event form.",
        [
            call(
                "create_calendar_event",
                title=EVENT % "title",
                start=EVENT % "start",
                location=EVENT % "place",
            )
        ],
        "It's on your calendar.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "calendar_events",
            "fields": {
                "title": "Miso vet visit",
                "start_at": "2025-06-17T15:40:00-07:00",
                "location": "Harbor Vet, Room 2B",
            },
        }
    ]
    return s


FRIENDS = [
    ("Sam Okafor", "pu_0001"),
    ("Maya Patel", "pu_0002"),
    ("Nina Ellis", "pu_0003"),
    ("Hannah Kim", "pu_0005"),
]


def form_power_bill_share() -> Sc:
    s = Sc(
        "ui_form_power_bill_share",
        "Pay a housemate's share of the power bill: amount and note typed, payee from a list",
        "A payment form: the user works out their third of the photographed bill, types the "
        "amount and the note, and picks the housemate who paid it in a dropdown.",
        "Jordan Ellis, sharing a flat with two others.",
        "payments",
        tools=["send_payment"],
    )
    bill = s.image(
        "bill",
        documents.invoice(
            "Pacific Power",
            "PP-2025-0613",
            bill_to=["Flat 3, 41 Harbor St", "Account 88-2041"],
            issued="Jun 05 2025",
            due="Jun 20 2025",
            lines=[("Electricity, June 2025", "1", "126.60", "126.60")],
            total="126.60",
        ),
        ["Pacific Power", "126.60"],
    )
    fridge = s.image(
        "fridge_note",
        documents.note(
            ["Power bill paid by Nina!", "3 ways = 42.20 each", "note: June power"], seed="pwr"
        ),
        ["Nina", "42.20", "June power"],
    )
    scr = screen(
        "pay",
        [
            text("h", "Send money", "h2"),
            picker("to", "Pay to", "/to", FRIENDS, multi=False),
            field_("amount", "Amount", "/amount", "number"),
            field_("note", "Note", "/note"),
            button("pay", "Pay", "pay", paths("to", "amount", "note")),
        ],
        {"to": [], "amount": "", "note": ""},
    )
    s.round(
        "I owe my share of this bill. Give me a form to send the money, I'll fill it in.",
        [bill, fridge],
        "The fridge note says Nina paid and each share is 42.20: choose Nina Ellis in Pay to, "
        "type 42.20 in Amount and 'June power' in Note, then press Pay.",
        [
            step("select", "Pay to", "Nina Ellis"),
            step("type", "Amount", "42.20"),
            step("type", "Note", "June power"),
            step("click", "Pay"),
        ],
        render(scr, "Send money", "Fill in the payment."),
        "Here's a payment form.",
        [
            call(
                "send_payment",
                recipient=EVENT % "to[0]",
                amount=EVENT % "amount",
                note=EVENT % "note",
            )
        ],
        "Paid.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "payment_transactions",
            "fields": {"user_id": "pu_0003", "amount_cents": 4220, "note": "June power"},
        },
        {"op": "update", "table": "payment_account", "fields": {"balance_cents": 7665}},
    ]
    return s


# ----------------------------------------------------------------------------- multi-select

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def multi_shift_alarm() -> Sc:
    s = Sc(
        "ui_multi_shift_alarm",
        "An early-shift alarm on the days a photographed roster shows, then next week's days",
        "The user ticks every early-shift day of a roster in a multiple-selection picker; "
        "next week's roster changes the days.",
        "Kwame Mensah, a hospital porter on rotating shifts.",
        "alarms",
        flow_type="filter",
        tools=["create_alarm", "set_alarm_repeat_days"],
        challenge={"type": "goal_change", "round": 2, "details": "A new roster, other days."},
    )
    week1 = [
        ("Mon", "Early 06:00-14:00"),
        ("Tue", "Late 14:00-22:00"),
        ("Wed", "Early 06:00-14:00"),
        ("Thu", "Off"),
        ("Fri", "Early 06:00-14:00"),
        ("Sat", "Late 14:00-22:00"),
        ("Sun", "Off"),
    ]
    week2 = [
        ("Mon", "Off"),
        ("Tue", "Early 06:00-14:00"),
        ("Wed", "Late 14:00-22:00"),
        ("Thu", "Early 06:00-14:00"),
        ("Fri", "Off"),
        ("Sat", "Early 06:00-14:00"),
        ("Sun", "Late 14:00-22:00"),
    ]
    r1 = s.image(
        "roster_week1",
        charts.table("Porter roster - K. Mensah - week of Jun 16", ["Day", "Shift"], week1),
        ["Early 06:00-14:00", "Late 14:00-22:00"],
    )
    r2 = s.image(
        "roster_week2",
        charts.table("Porter roster - K. Mensah - week of Jun 23", ["Day", "Shift"], week2),
        ["Early 06:00-14:00"],
    )
    options = [(d, d.lower()) for d in DAYS]

    def days_screen(n: int) -> list[Comp]:
        return screen(
            f"days-{n}",
            [
                text("h", "Early-shift alarm (05:15)", "h2"),
                picker("days", "Repeat on", "/days", options, multi=True),
                button("save", "Save days", "save", paths("days")),
            ],
            {"days": []},
        )

    s.round(
        "Set me a 5:15 alarm labelled Early shift for my early-shift days. Let me tick the "
        "days on a screen.",
        [r1],
        "Your early shifts this week are Monday, Wednesday and Friday: select those days, "
        "then press Save days.",
        [
            step("select", "Repeat on", "Monday"),
            step("select", "Repeat on", "Wednesday"),
            step("select", "Repeat on", "Friday"),
            step("click", "Save days"),
        ],
        render(days_screen(1), "Alarm days", "Tick your early-shift days."),
        "Tick the days on the screen.",
        [
            call(
                "create_alarm",
                "alarm",
                time="05:15",
                label="Early shift",
                repeat_days=EVENT % "days",
            )
        ],
        "The alarm repeats on those days.",
    )
    s.round(
        "Next week's roster is out. Let me tick the days again.",
        [r2],
        "Next week's early shifts are Tuesday, Thursday and Saturday: select those, then "
        "press Save days.",
        [
            step("select", "Repeat on", "Tuesday"),
            step("select", "Repeat on", "Thursday"),
            step("select", "Repeat on", "Saturday"),
            step("click", "Save days"),
        ],
        render(days_screen(2), "Alarm days", "Tick next week's early-shift days."),
        "Tick the days.",
        [call("set_alarm_repeat_days", alarm_id="{{alarm.id}}", repeat_days=EVENT % "days")],
        "Updated the days.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "alarms",
            "fields": {
                "time": "05:15",
                "label": "Early shift",
                "repeat_days": ["tue", "thu", "sat"],
            },
        }
    ]
    return s


def multi_class_focus() -> Sc:
    s = Sc(
        "ui_multi_class_focus",
        "Do Not Disturb during evening classes, on the days a timetable shows",
        "The user ticks the days of their evening classes from a photographed timetable "
        "in a multiple-selection picker; the focus schedule is created for them.",
        "Lena Novak, back at night school.",
        "settings",
        flow_type="filter",
        tools=["add_focus_schedule"],
    )
    rows = [
        ("Monday", "-", "-"),
        ("Tuesday", "Spanish B1", "18:30-20:00"),
        ("Wednesday", "-", "-"),
        ("Thursday", "Pottery", "18:30-20:00"),
        ("Friday", "-", "-"),
        ("Saturday", "Spanish lab", "18:30-20:00"),
    ]
    tt = s.image(
        "timetable",
        charts.table("Eastside Adult School - Summer term", ["Day", "Class", "Time"], rows),
        ["Spanish B1", "Pottery", "Spanish lab", "18:30-20:00"],
    )
    scr = screen(
        "focus-days",
        [
            text("h", "Do Not Disturb 18:30-20:00", "h2"),
            picker("days", "Class days", "/days", [(d, d.lower()) for d in DAYS], multi=True),
            button("save", "Create schedule", "save", paths("days")),
        ],
        {"days": []},
    )
    s.round(
        "Silence my phone (Do Not Disturb, 18:30 to 20:00) during my classes. Show me the "
        "days so I can tick them.",
        [tt],
        "Your classes are on Tuesday, Thursday and Saturday: select them, then press Create "
        "schedule.",
        [
            step("select", "Class days", "Tuesday"),
            step("select", "Class days", "Thursday"),
            step("select", "Class days", "Saturday"),
            step("click", "Create schedule"),
        ],
        render(scr, "Class days", "Tick your class days."),
        "Tick the days.",
        [
            call(
                "add_focus_schedule",
                focus="Do Not Disturb",
                start_time="18:30",
                end_time="20:00",
                days=EVENT % "days",
            )
        ],
        "Do Not Disturb will turn on during your classes.",
    )
    s.changes = [
        {
            "op": "create",
            "table": "focus_schedules",
            "fields": {
                "focus_id": "focus_0001",
                "start_time": "18:30",
                "end_time": "20:00",
                "days": ["tuesday", "thursday", "saturday"],
            },
        }
    ]
    return s


APPS = ["Messages", "Mail", "Calendar", "Instagram", "YouTube", "Slack", "Uber", "Strava"]


def multi_app_notifications() -> Sc:
    s = Sc(
        "ui_multi_app_notifications",
        "Turn off notifications for the apps a detox list names, by unticking checkboxes",
        "A checkbox per app (all on); the user unticks the apps their handwritten detox "
        "list mutes; every box's state reaches the notification settings.",
        "Ravi Menon, trying a calmer phone.",
        "settings",
        flow_type="filter",
        tools=["set_app_notifications"],
    )
    note = s.image(
        "detox_list",
        documents.note(
            [
                "Notification detox",
                "KEEP: Messages, Calendar, Slack",
                "OFF: Instagram,",
                "YouTube, Uber, Strava, Mail",
            ],
            seed="detox",
            paper="lined",
            size=30,
        ),
        ["KEEP: Messages, Calendar, Slack", "Instagram", "YouTube", "Uber", "Strava", "Mail"],
    )
    keys = [a.lower() for a in APPS]
    scr = screen(
        "notif",
        [
            text("h", "Allow notifications", "h2"),
            *[checkbox(f"cb-{k}", a, f"/apps/{k}") for k, a in zip(keys, APPS, strict=True)],
            button("save", "Apply", "apply", paths("apps")),
        ],
        {"apps": dict.fromkeys(keys, True)},
    )
    s.round(
        "Help me do my notification detox from this list. Show me my apps with a checkbox "
        "each and I'll untick what goes.",
        [note],
        "Untick Mail, Instagram, YouTube, Uber and Strava (the OFF list); keep the others "
        "ticked; then press Apply.",
        [
            step("toggle", "Mail"),
            step("toggle", "Instagram"),
            step("toggle", "YouTube"),
            step("toggle", "Uber"),
            step("toggle", "Strava"),
            step("click", "Apply"),
        ],
        render(scr, "Notifications", "Untick the apps to silence."),
        "Untick the apps to silence and press Apply.",
        [
            {
                # every box started ticked (notifications on): act on the unticked ones
                "code": "apps = "
                + EVENT % "apps"
                + "\nnames = "
                + repr(dict(zip(keys, APPS, strict=True)))
                + "\nfor key, on in apps.items():\n    if not on:\n"
                "        set_app_notifications(app=names[key], enabled=False)\n"
            }
        ],
        "Notifications updated.",
    )
    ids = {
        "Mail": "app_0003",
        "Instagram": "app_0012",
        "YouTube": "app_0013",
        "Uber": "app_0017",
        "Strava": "app_0018",
    }
    s.changes = [
        {
            "op": "update",
            "table": "device_apps",
            "match": {"id": i},
            "fields": {"notifications_enabled": False},
        }
        for i in ids.values()
    ]
    return s


CONTACTS = [
    ("Nina Ellis", "ct_0003"),
    ("Sam Okafor", "ct_0005"),
    ("Priya Shah", "ct_0006"),
    ("Maya Patel", "ct_0009"),
    ("Hannah Kim", "ct_0011"),
    ("Diego Morales", "ct_0012"),
]


def multi_carpool_group() -> Sc:
    s = Sc(
        "ui_multi_carpool_group",
        "A contact group of everyone who ticked 'yes' on a carpool sign-up sheet",
        "The user selects the people marked on a photographed sign-up sheet in a "
        "multiple-selection picker of contacts; the group gets exactly them.",
        "Jordan Ellis, organising the Saturday soccer carpool.",
        "contacts",
        flow_type="filter",
        tools=["create_contact_group"],
    )
    sheet = s.image(
        "signup_sheet",
        documents.form(
            "Saturday carpool - can drive?",
            [("Week", "June 21")],
            checkboxes=[
                ("Nina Ellis", True),
                ("Sam Okafor", False),
                ("Priya Shah", True),
                ("Maya Patel", True),
                ("Hannah Kim", False),
                ("Diego Morales", True),
            ],
        ),
        ["Nina Ellis", "Priya Shah", "Maya Patel", "Diego Morales", "Sam Okafor"],
    )
    scr = screen(
        "carpool",
        [
            text("h", "Saturday carpool drivers", "h2"),
            picker("who", "Drivers", "/who", CONTACTS, multi=True),
            button("save", "Create group", "save", paths("who")),
        ],
        {"who": []},
    )
    s.round(
        "Make a contact group 'Saturday carpool' with the people who can drive. List my "
        "contacts from the sheet so I can select them.",
        [sheet],
        "The ticked names are Nina Ellis, Priya Shah, Maya Patel and Diego Morales: select "
        "them, then press Create group.",
        [
            step("select", "Drivers", "Nina Ellis"),
            step("select", "Drivers", "Priya Shah"),
            step("select", "Drivers", "Maya Patel"),
            step("select", "Drivers", "Diego Morales"),
            step("click", "Create group"),
        ],
        render(scr, "Carpool", "Select the drivers."),
        "Select who drives.",
        [call("create_contact_group", name="Saturday carpool", contact_ids=EVENT % "who")],
        "Group created.",
    )
    s.changes = [
        {"op": "create", "table": "contact_groups", "fields": {"name": "Saturday carpool"}},
        *[
            {"op": "create", "table": "contact_group_members", "fields": {"contact_id": c}}
            for c in ("ct_0003", "ct_0006", "ct_0009", "ct_0012")
        ],
    ]
    return s


TRACKS = [
    ("Coastal Static", "song_0001"),
    ("Polaroid Weather", "song_0004"),
    ("Saltwater Radio", "song_0007"),
    ("Lighthouse Keeper", "song_0010"),
    ("Northbound", "song_0025"),
    ("Cold Creek Motel", "song_0028"),
    ("Fjord", "song_0034"),
    ("Letters to June", "song_0037"),
]


def multi_party_playlist() -> Sc:
    s = Sc(
        "ui_multi_party_playlist",
        "A playlist of the songs on a handwritten setlist, ticked among eight",
        "Eight songs of the library in a multiple-selection picker; the user selects the "
        "ones on their photographed setlist; the playlist holds exactly those.",
        "Leo Brandt, DJ-ing his sister's beach party.",
        "music",
        flow_type="cross_reference",
        tools=["create_music_playlist"],
    )
    setlist = s.image(
        "setlist",
        documents.note(
            [
                "Beach party setlist",
                "1. Saltwater Radio",
                "2. Northbound",
                "3. Fjord",
                "4. Coastal Static",
            ],
            seed="setlist",
            paper="card",
            size=30,
        ),
        ["Saltwater Radio", "Northbound", "Fjord", "Coastal Static"],
    )
    scr = screen(
        "songs",
        [
            text("h", "Songs for 'Beach party'", "h2"),
            picker("songs", "Songs", "/songs", TRACKS, multi=True),
            button("save", "Create playlist", "save", paths("songs")),
        ],
        {"songs": []},
    )
    s.round(
        "Make a playlist called Beach party from my setlist. Show me the songs so I can pick them.",
        [setlist],
        "Your setlist: Saltwater Radio, Northbound, Fjord, Coastal Static. Select those "
        "four, then press Create playlist.",
        [
            step("select", "Songs", "Saltwater Radio"),
            step("select", "Songs", "Northbound"),
            step("select", "Songs", "Fjord"),
            step("select", "Songs", "Coastal Static"),
            step("click", "Create playlist"),
        ],
        render(scr, "Playlist songs", "Select the songs."),
        "Select the songs.",
        [call("create_music_playlist", name="Beach party", track_ids=EVENT % "songs")],
        "Playlist created.",
    )
    s.changes = [
        {"op": "create", "table": "music_playlists", "fields": {"name": "Beach party"}},
        *[
            {"op": "create", "table": "music_playlist_tracks", "fields": {"track_id": t}}
            for t in ("song_0001", "song_0007", "song_0025", "song_0034")
        ],
    ]
    return s


# ----------------------------------------------------------------------------- multi-step


def flow(
    s: Sc,
    heading: str,
    options: list[Option],
    verb: str,
    rounds: list[tuple[str, list[str], str, str]],
    details: list[list[Comp]],
    data: dict[str, Any],
    confirm_label: str,
    fill: list[dict[str, Any]],
    create: dict[str, Any],
    update: dict[str, Any],
) -> None:
    """A list -> details -> confirm scenario: every round lists the options (one card
    each with a ``verb`` button), the user opens one by the round's private criterion,
    the agent renders its details screen (``details`` parts + a confirm button carrying
    the option and ``data``'s fields), the user fills it in (``fill``) and confirms.
    Round 1 writes with ``create`` (a step, saved as ``record``), later rounds with
    ``update``."""
    for number, (query, images, criterion, choice) in enumerate(rounds, start=1):
        listing = screen(
            f"list-{number}", [text("h", heading, "h2"), *option_cards(options, verb, "open")], None
        )
        detail = screen(
            f"details-{number}",
            [
                text("name", EVENT % "option", "h2"),
                text("about", EVENT % "details"),
                *details,
                button(
                    "confirm",
                    confirm_label,
                    "confirm",
                    {"option": EVENT % "option", **paths(*data)},
                ),
            ],
            data,
        )
        s.round(
            query,
            images,
            f"Your private criterion this round: {criterion}. Open that option ({choice}) "
            "on the list screen; on its details screen "
            + "; ".join(
                f"{st['action']} {st.get('value', '')} in {st['element']}".replace("  ", " ")
                for st in fill
                if st["action"] != "click"
            )
            + f", then press {confirm_label}.",
            [
                step("click", f"{verb} {choice}"),
                *[{**st, "screen": 2} for st in fill],
                step("click", confirm_label, screen=2),
            ],
            render(listing, heading, "Open the one you want."),
            "Here are the options; open the one you want.",
            render(detail, "Details", "Check the details and confirm."),
            "Here are its details.",
            [
                {
                    "steps": [create if number == 1 else update],
                    "reply": "Done.",
                }
            ],
        )


def flow_dentist() -> Sc:
    s = Sc(
        "ui_flow_dentist",
        "Book a dentist: open one on a list, enter the recall date on its details screen",
        "List -> details -> confirm: the user opens the nearest dentist, types the "
        "appointment date and time from a recall card on its details screen and confirms; "
        "then changes to the cheapest.",
        "Hugo Marchetti, overdue for a cleaning.",
        "calendar",
        flow_type="compare",
        tools=["create_calendar_event", "update_calendar_event"],
        challenge={"type": "goal_change", "round": 2, "details": "Nearest, then cheapest."},
    )
    options = [
        Option("Bright Smile Dental", ["Cleaning $95", "0.6 mi", "Rated 4.4"]),
        Option("Harborview Dentistry", ["Cleaning $120", "0.3 mi", "Rated 4.8"]),
        Option("Elm Family Dental", ["Cleaning $80", "2.4 mi", "Rated 4.1"]),
    ]
    imgs = [
        s.tag(f"flyer_{i}", base, [o.name, *o.lines])
        for i, (o, base) in enumerate(zip(options, ("brick", "wood_deck", "gravel"), strict=True))
    ]
    recall = s.image(
        "recall_card",
        documents.note(["Cleaning due!", "Book: Tue Jun 24, 10:00"], seed="recall", paper="card"),
        ["Jun 24", "10:00"],
    )
    fill = [step("type", "Appointment", "2025-06-24T10:00")]
    flow(
        s,
        "Dentists nearby",
        options,
        "View",
        [
            (
                "Find me a dentist from these flyers and book the cleaning my card says. Put "
                "them on a screen, I'll open one.",
                [*imgs, recall],
                "the shortest distance",
                "Harborview Dentistry",
            ),
            (
                "Actually my insurance won't cover much. Show me the list again.",
                [],
                "the cheapest cleaning",
                "Elm Family Dental",
            ),
        ],
        [when("when", "Appointment", "/when", date=True, time=True)],
        {"when": ""},
        "Book this dentist",
        fill,
        call(
            "create_calendar_event",
            "record",
            title="Dentist: " + EVENT % "option",
            start=EVENT % "when",
        ),
        call(
            "update_calendar_event",
            event_id="{{record.event.id}}",
            title="Dentist: " + EVENT % "option",
        ),
    )
    s.changes = [
        {
            "op": "create",
            "table": "calendar_events",
            "fields": {
                "title": "Dentist: Elm Family Dental",
                "start_at": "2025-06-24T10:00:00-07:00",
            },
        }
    ]
    return s


def flow_tutor() -> Sc:
    s = Sc(
        "ui_flow_tutor",
        "Pick a tutor on a list, set sessions per week on a slider in the details",
        "List -> details -> confirm over four tutor flyers: the user opens one by a private "
        "criterion, sets the sessions a week the teacher's note asks for on a slider and "
        "confirms; the criterion changes in round 2.",
        "Amara Osei, finding chemistry help for her son.",
        "todo",
        flow_type="compare",
        tools=["create_todo_task", "update_todo_task"],
        challenge={"type": "goal_change", "round": 2, "details": "Cheapest, then best rated."},
    )
    options = [
        Option("Dr. Lena Fry", ["Chemistry", "$45 / hour", "Rated 4.9"]),
        Option("Marcus Webb", ["Chemistry", "$30 / hour", "Rated 4.2"]),
        Option("Sofia Reyes", ["Physics", "$25 / hour", "Rated 4.7"]),
        Option("Tariq Aziz", ["Chemistry", "$38 / hour", "Rated 4.6"]),
    ]
    imgs = [
        s.tag(f"flyer_{i}", base, [o.name, *o.lines])
        for i, (o, base) in enumerate(
            zip(options, ("meadow", "grass", "dune", "leaf"), strict=True)
        )
    ]
    flow(
        s,
        "Tutors",
        options,
        "View",
        [
            (
                "Help me pick a tutor from these flyers and add a to-do to book them. Show "
                "me a list I can open.",
                imgs,
                "the cheapest chemistry tutor",
                "Marcus Webb",
            ),
            (
                "His grades really matter this year. Let me look again.",
                [],
                "the best rated chemistry tutor",
                "Dr. Lena Fry",
            ),
        ],
        [slider("n", "Sessions per week", "/n", 1, 5)],
        {"n": 1},
        "Confirm tutor",
        [step("set", "Sessions per week", "2")],
        call(
            "create_todo_task",
            "record",
            content="Book tutor " + EVENT % "option",
            description=EVENT % "n" + " sessions a week",
        ),
        call(
            "update_todo_task",
            task_id="{{record.id}}",
            content="Book tutor " + EVENT % "option",
            description=EVENT % "n" + " sessions a week",
        ),
    )
    s.rounds[0]["user_notes"] += " The school's note asks for 2 sessions a week."
    s.changes = [
        {
            "op": "create",
            "table": "todo_tasks",
            "fields": {"content": "Book tutor Dr. Lena Fry", "description": "2 sessions a week"},
        }
    ]
    return s


def flow_cinema() -> Sc:
    s = Sc(
        "ui_flow_cinema",
        "Open a film's details, enter tickets and pick a seat area, then change films",
        "List -> details -> confirm over three posters: the details screen has a number "
        "field (tickets, from a family note) and a dropdown (seat area).",
        "Ana Duarte, taking her parents to the movies.",
        "notes",
        flow_type="compare",
        tools=["create_note", "update_note"],
        challenge={"type": "goal_change", "round": 2, "details": "Earliest, then cheapest."},
    )
    options = [
        Option("Orbit Nine", ["Starts 6:40 PM", "Tickets $13.00"]),
        Option("The Long Tide", ["Starts 7:15 PM", "Tickets $9.50"]),
        Option("North of Quiet", ["Starts 5:55 PM", "Tickets $15.25"]),
    ]
    imgs = [
        s.tag(f"poster_{i}", base, [o.name, *o.lines])
        for i, (o, base) in enumerate(zip(options, ("hubble", "rocket", "storm"), strict=True))
    ]
    family = s.image(
        "family_note",
        documents.note(
            ["Movie night: me, Mom, Dad", "middle rows please (Dad's neck)"], seed="cin"
        ),
        ["me, Mom, Dad", "middle rows"],
    )
    flow(
        s,
        "Tonight's films",
        options,
        "Open",
        [
            (
                "Pick a film with me from these posters and note the plan in my notes. Show "
                "me a list.",
                [*imgs, family],
                "the earliest start",
                "North of Quiet",
            ),
            (
                "Too pricey for three. Show the list again.",
                [],
                "the cheapest ticket",
                "The Long Tide",
            ),
        ],
        [
            field_("tickets", "Tickets", "/tickets", "number"),
            picker(
                "area",
                "Seats",
                "/area",
                [("Front", "front"), ("Middle", "middle"), ("Back", "back")],
                multi=False,
            ),
        ],
        {"tickets": "", "area": []},
        "Save plan",
        [step("type", "Tickets", "3"), step("select", "Seats", "Middle")],
        call(
            "create_note",
            "record",
            title="Cinema: " + EVENT % "option",
            body=EVENT % "tickets" + " tickets, " + EVENT % "area[0]" + " seats",
        ),
        call(
            "update_note",
            note_id="{{record.id}}",
            title="Cinema: " + EVENT % "option",
            body=EVENT % "tickets" + " tickets, " + EVENT % "area[0]" + " seats",
        ),
    )
    s.changes = [
        {
            "op": "create",
            "table": "notes",
            "fields": {"title": "Cinema: The Long Tide", "body": "3 tickets, middle seats"},
        }
    ]
    return s


def flow_cables_cart() -> Sc:
    s = Sc(
        "ui_flow_cables_cart",
        "Choose a USB-C cable on a list, set the quantity on its details screen, add to cart",
        "List -> details -> confirm over three store products: the user opens the one "
        "their shopping note asks for (length), sets the quantity on a slider and adds it.",
        "Priya Raman, kitting out a small office.",
        "shopping",
        flow_type="filter",
        tools=["add_to_cart"],
    )
    options = [
        Option("USB-C cable 3 ft, 2-pack", ["$9.99", "3 ft"], context={"product": "prd_0010"}),
        Option("USB-C cable 6 ft, 2-pack", ["$12.99", "6 ft"], context={"product": "prd_0011"}),
        Option("USB-C cable 10 ft", ["$11.49", "10 ft"], context={"product": "prd_0012"}),
    ]
    note = s.image(
        "shopping_note",
        documents.note(["Office: USB-C cables", "6 ft ones, 3 packs"], seed="cables"),
        ["6 ft", "3 packs"],
    )
    flow(
        s,
        "USB-C cables",
        options,
        "View",
        [
            (
                "Order the cables on my note. Show me what the store has, I'll open one.",
                [note],
                "the 6 ft cable from your note",
                "USB-C cable 6 ft, 2-pack",
            )
        ],
        [slider("qty", "Quantity", "/qty", 1, 10)],
        {"qty": 1},
        "Add to cart",
        [step("set", "Quantity", "3")],
        call("add_to_cart", "record", product_id=EVENT % "product", quantity=EVENT % "qty"),
        {},
    )
    # the details screen's confirm button carries the product id too
    for entry in s.oracle:
        for st in entry["after_ui"]:
            if st["tool"] == "render_ui_screen":
                comps = st["arguments"]["messages"][1]["updateComponents"]["components"]
                for c in comps:
                    if c["id"] == "confirm":
                        c["action"]["event"]["context"]["product"] = EVENT % "product"
    s.changes = [
        {
            "op": "create",
            "table": "shop_cart_items",
            "fields": {"product_id": "prd_0011", "quantity": 3},
        }
    ]
    return s


def flow_gift() -> Sc:
    s = Sc(
        "ui_flow_gift",
        "Open a gift idea from five, set the buy-by date from the invitation, then switch",
        "List -> details -> confirm over five gift tags: the user opens one by a private "
        "criterion and types the buy-by date (the party's date on the invitation).",
        "Noor Haddad, shopping for her niece's birthday.",
        "todo",
        flow_type="compare",
        tools=["create_todo_task", "update_todo_task"],
        challenge={"type": "goal_change", "round": 2, "details": "Under $25, then for age 6+."},
    )
    options = [
        Option("Puzzle Globe", ["$32", "Ages 8+"]),
        Option("Paint Set Deluxe", ["$21", "Ages 5+"]),
        Option("Robot Kit Mini", ["$45", "Ages 10+"]),
        Option("Story Cubes", ["$14", "Ages 6+"]),
        Option("Plush Otter", ["$19", "Ages 0+"]),
    ]
    imgs = [
        s.tag(f"tag_{i}", base, [o.name, *o.lines])
        for i, (o, base) in enumerate(
            zip(options, ("wood_deck", "brick", "gravel", "coffee", "meadow"), strict=True)
        )
    ]
    invite = s.image(
        "invitation",
        documents.poster(
            "Zara turns 7!", ["Saturday June 28", "2 PM, Oakwood Park"], kicker="You're invited"
        ),
        ["Zara turns 7", "June 28"],
    )
    flow(
        s,
        "Gift ideas",
        options,
        "Open",
        [
            (
                "Help me choose one of these gifts for Zara and add a to-do to buy it before "
                "the party. Show me the list.",
                [*imgs[:3], invite],
                "a gift under $20 for her age",
                "Plush Otter",
            ),
            (
                "Hmm, she's a bit old for plush. Let me look again.",
                imgs[3:],
                "the cheapest gift for age 6 and up",
                "Story Cubes",
            ),
        ],
        [when("by", "Buy by", "/by")],
        {"by": ""},
        "Add to-do",
        [step("type", "Buy by", "2025-06-28")],
        call(
            "create_todo_task",
            "record",
            content="Buy " + EVENT % "option",
            due_date=EVENT % "by",
        ),
        call("update_todo_task", task_id="{{record.id}}", content="Buy " + EVENT % "option"),
    )
    s.changes = [
        {
            "op": "create",
            "table": "todo_tasks",
            "fields": {"content": "Buy Story Cubes", "due_date": "2025-06-28"},
        }
    ]
    return s


def flow_pharmacy() -> Sc:
    s = Sc(
        "ui_flow_pharmacy",
        "Open a pharmacy on a list, type the pick-up date and time on its details screen",
        "List -> details -> confirm over three pharmacy signs: the user opens one by a "
        "private criterion and types when to pick up (date and time from the doctor's "
        "note) on its details screen; the criterion changes in round 2.",
        "Walter Green, collecting a new prescription after work.",
        "reminders",
        flow_type="compare",
        tools=["create_reminder", "update_reminder"],
        challenge={"type": "goal_change", "round": 2, "details": "Open latest, then nearest."},
    )
    options = [
        Option("Corner Drug", ["Open until 7 PM", "0.4 mi"]),
        Option("CityCare Pharmacy", ["Open until 10 PM", "2.2 mi"]),
        Option("Maple Apothecary", ["Open until 6 PM", "0.2 mi"]),
    ]
    imgs = [
        s.tag(f"sign_{i}", base, [o.name, *o.lines])
        for i, (o, base) in enumerate(zip(options, ("brick", "storm", "leaf"), strict=True))
    ]
    rx = s.image(
        "rx_note",
        documents.note(["Rx ready Mon Jun 16", "pick up at 18:45 after work"], seed="rx"),
        ["Jun 16", "18:45"],
    )
    flow(
        s,
        "Pharmacies",
        options,
        "Open",
        [
            (
                "Help me choose where to collect my prescription and remind me. List these "
                "pharmacies on a screen.",
                [*imgs, rx],
                "the pharmacy open latest",
                "CityCare Pharmacy",
            ),
            (
                "My bus is cancelled, I'll be on foot. Show me the list again.",
                [],
                "the nearest pharmacy",
                "Maple Apothecary",
            ),
        ],
        [
            when("day", "Pick-up day", "/day"),
            when("time", "Pick-up time", "/time", date=False, time=True),
        ],
        {"day": "", "time": ""},
        "Set reminder",
        [step("type", "Pick-up day", "2025-06-16"), step("type", "Pick-up time", "18:45")],
        call(
            "create_reminder",
            "record",
            title="Pick up prescription at " + EVENT % "option",
            due_date=EVENT % "day",
            due_time=EVENT % "time",
        ),
        call(
            "update_reminder",
            reminder_id="{{record.id}}",
            title="Pick up prescription at " + EVENT % "option",
        ),
    )
    s.changes = [
        {
            "op": "create",
            "table": "reminders",
            "fields": {
                "title": "Pick up prescription at Maple Apothecary",
                "due_date": "2025-06-16",
                "due_time": "18:45",
            },
        }
    ]
    return s


# ----------------------------------------------------------------------------- sliders, dropdowns


def set_screen_time() -> Sc:
    s = Sc(
        "ui_set_screen_time",
        "Daily app limits on sliders from a family agreement, then the holiday limits",
        "Two sliders (minutes a day) prefilled with today's limits; the user sets them from "
        "a photographed agreement, and in round 2 changes one from the holiday rules.",
        "Beth Corrigan, parent of a 12-year-old.",
        "settings",
        flow_type="lookup_chain",
        tools=["set_app_time_limit"],
        challenge=fix_challenge(2, "Holiday rules change one limit."),
    )
    agreement = s.image(
        "agreement",
        documents.note(
            ["Phone deal (school days)", "YouTube: 30 min", "Instagram: 20 min", "signed: Finn"],
            seed="deal",
            paper="lined",
        ),
        ["YouTube: 30 min", "Instagram: 20 min"],
    )
    holiday = s.image(
        "holiday_rules",
        documents.note(["Summer holidays!", "YouTube up to 90 min"], seed="summer"),
        ["90 min"],
    )

    def limits(n: int, yt: Any, ig: Any) -> list[Comp]:
        # the button also carries the values the screen started with: what changed is saved
        before = {"yt_before": yt, "ig_before": ig}
        return screen(
            f"limits-{n}",
            [
                text("h", "Daily limits (minutes)", "h2"),
                slider("yt", "YouTube", "/yt", 0, 180),
                slider("ig", "Instagram", "/ig", 0, 180),
                button("save", "Save limits", "save", {**paths("yt", "ig"), **before}),
            ],
            {"yt": yt, "ig": ig},
        )

    after = [
        {
            "code": "limits = " + "{{ui_event.action.context}}" + "\n"
            "for app, key in (('YouTube', 'yt'), ('Instagram', 'ig')):\n"
            "    if limits[key] != limits[key + '_before']:\n"
            "        set_app_time_limit(app=app, minutes=int(limits[key]))\n"
        }
    ]
    s.round(
        "Set Finn's app limits from our deal. Give me sliders, I'll set them.",
        [agreement],
        "Set YouTube to 30 and Instagram to 20 as the deal says, then press Save limits.",
        [
            step("set", "YouTube", "30"),
            step("set", "Instagram", "20"),
            step("click", "Save limits"),
        ],
        render(limits(1, 45, 60), "Limits", "Set the daily minutes."),
        "Set the minutes on the sliders.",
        after,
        "Limits saved.",
    )
    s.round(
        "School's out! Show me the limits again.",
        [holiday],
        "The holiday rule allows YouTube 90 minutes: set YouTube to 90 (leave Instagram) and "
        "press Save limits.",
        [step("set", "YouTube", "90"), step("click", "Save limits")],
        render(limits(2, EVENT % "yt", EVENT % "ig"), "Limits", "Adjust the limits."),
        "Here are the current limits.",
        after,
        "Limits updated.",
    )
    s.changes = [
        {
            "op": "update",
            "table": "device_apps",
            "match": {"id": "app_0013"},
            "fields": {"time_limit_minutes": 90},
        },
        {
            "op": "update",
            "table": "device_apps",
            "match": {"id": "app_0012"},
            "fields": {"time_limit_minutes": 20},
        },
    ]
    return s


def set_sleep_goal() -> Sc:
    s = Sc(
        "ui_set_sleep_goal",
        "A sleep goal set on two sliders from a doctor's note",
        "Hours and minutes sliders; the user sets the goal their doctor wrote down.",
        "Felix Wagner, sleeping badly since the new job.",
        "alarms",
        flow_type="lookup_chain",
        tools=["set_sleep_goal"],
    )
    rx = s.image(
        "doctor_note",
        documents.form(
            "Dr. A. Lindqvist - Sleep clinic",
            [("Patient", "Felix Wagner"), ("Advice", "Aim for 8 h 15 min of sleep")],
            handwritten=True,
        ),
        ["8 h 15 min"],
    )
    scr = screen(
        "sleep",
        [
            text("h", "Sleep goal", "h2"),
            slider("hours", "Hours", "/hours", 3, 12),
            slider("minutes", "Minutes", "/minutes", 0, 59),
            button("save", "Save goal", "save", paths("hours", "minutes")),
        ],
        {"hours": 7, "minutes": 0},
    )
    s.round(
        "Set my sleep goal to what the doctor says. Give me sliders.",
        [rx],
        "The note says 8 h 15 min: set Hours to 8 and Minutes to 15, then press Save goal.",
        [step("set", "Hours", "8"), step("set", "Minutes", "15"), step("click", "Save goal")],
        render(scr, "Sleep goal", "Set your goal."),
        "Set the goal on the sliders.",
        [call("set_sleep_goal", hours=EVENT % "hours", minutes=EVENT % "minutes")],
        "Sleep goal saved.",
    )
    s.changes = [
        {"op": "update", "table": "bedtime_schedule", "fields": {"sleep_goal_minutes": 495}}
    ]
    return s


def set_volumes() -> Sc:
    s = Sc(
        "ui_set_volumes",
        "Ringer and media volume on sliders from a hearing clinic's printout",
        "Two volume sliders; the user sets the percentages their audiologist printed.",
        "Harold Jennings, 74, with new hearing aids.",
        "settings",
        flow_type="lookup_chain",
        tools=["set_device_volume"],
    )
    sheet = s.image(
        "audiology",
        charts.table(
            "Northside Audiology - phone settings",
            ["Setting", "Recommended"],
            [("Ringer volume", "80 %"), ("Media volume", "55 %"), ("Hearing aid mode", "On")],
        ),
        ["Ringer volume", "80 %", "Media volume", "55 %"],
    )
    scr = screen(
        "volumes",
        [
            text("h", "Volume", "h2"),
            slider("ringer", "Ringer", "/ringer", 0, 100),
            slider("media", "Media", "/media", 0, 100),
            button("save", "Apply volumes", "save", paths("ringer", "media")),
        ],
        {"ringer": 50, "media": 50},
    )
    s.round(
        "Set my phone's volumes like the clinic printed. Give me sliders please.",
        [sheet],
        "Set Ringer to 80 and Media to 55 as printed, then press Apply volumes.",
        [step("set", "Ringer", "80"), step("set", "Media", "55"), step("click", "Apply volumes")],
        render(scr, "Volume", "Set the volumes."),
        "Set them on the sliders.",
        [
            call("set_device_volume", kind="ringer", level=EVENT % "ringer"),
            call("set_device_volume", kind="media", level=EVENT % "media"),
        ],
        "Volumes set.",
    )
    s.changes = [
        {
            "op": "update",
            "table": "device_settings",
            "fields": {"ringer_volume": 80, "media_volume": 55},
        }
    ]
    return s


SIZES = [
    ("Large", "large"),
    ("Extra large", "extra_large"),
    ("Extra extra large", "extra_extra_large"),
    ("Extra extra extra large", "extra_extra_extra_large"),
]


def set_text_size() -> Sc:
    s = Sc(
        "ui_set_text_size",
        "Text size from a dropdown and bold text from a checkbox, as an eye doctor advised",
        "A dropdown of four text sizes and a Bold checkbox; the user picks what the "
        "optician's card says.",
        "Margaret Oyelaran, new reading glasses.",
        "settings",
        flow_type="lookup_chain",
        tools=["set_text_size"],
    )
    card = s.image(
        "optician_card",
        documents.business_card(
            "ClearView Opticians",
            "Phone tip: text size Extra extra large, bold on",
            "For M. Oyelaran",
            phone="503-555-0144",
            email="hello@clearview.example",
        ),
        ["Extra extra large", "bold on"],
    )
    scr = screen(
        "text-size",
        [
            text("h", "Display text", "h2"),
            picker("size", "Text size", "/size", SIZES, multi=False),
            checkbox("bold", "Bold text", "/bold"),
            button("save", "Apply", "apply", paths("size", "bold")),
        ],
        {"size": [], "bold": False},
    )
    s.round(
        "Make my phone's text how the optician said. Show me the choices.",
        [card],
        "The card says Extra extra large and bold: choose Extra extra large in Text size, "
        "tick Bold text, then press Apply.",
        [
            step("select", "Text size", "Extra extra large"),
            step("toggle", "Bold text"),
            step("click", "Apply"),
        ],
        render(scr, "Text size", "Choose the size."),
        "Choose on the screen.",
        [call("set_text_size", size=EVENT % "size[0]", bold=EVENT % "bold")],
        "Text size set.",
    )
    s.changes = [
        {
            "op": "update",
            "table": "device_settings",
            "fields": {"text_size": "extra_extra_large", "bold_text": True},
        }
    ]
    return s


BUILDERS = [
    fix_receipt_expense,
    fix_business_card,
    fix_ferry_alarm,
    fix_permission_slip,
    form_vet_visit,
    form_power_bill_share,
    multi_shift_alarm,
    multi_class_focus,
    multi_app_notifications,
    multi_carpool_group,
    multi_party_playlist,
    flow_dentist,
    flow_tutor,
    flow_cinema,
    flow_cables_cart,
    flow_gift,
    flow_pharmacy,
    set_screen_time,
    set_sleep_goal,
    set_volumes,
    set_text_size,
]


def main() -> None:
    only = set(sys.argv[1:])
    for build in BUILDERS:
        s = build()
        if only and s.id not in only:
            continue
        data = s.build()
        text_ = (
            "# yaml-language-server: $schema=../../../../../schemas/sandbox_scenario.schema.json\n"
        )
        text_ += "# Generated by scripts/sandbox_content/ui_flows.py; edit there.\n"
        text_ += yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
        (OUT / f"{s.id}.yaml").write_text(text_, encoding="utf-8")
        print("wrote", s.id)


if __name__ == "__main__":
    main()
