"""Text processing shared by the tool rankers: words, stopwords, a light stemmer, and the
app vocabulary (domain words, everyday words -> app words) used for query expansion."""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

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


#: Nouns that name an app or its own objects. A query that says one ("...in my *notes*",
#: "...from my *calendar*", "the group *chat*") is about that app, whatever other words
#: it shares with other apps. Matched on stems, one or two words; ambiguous nouns
#: ("card", "message", "photo", "number") are left out.
DOMAIN_MENTIONS: Mapping[str, str] = MappingProxyType(
    {
        "contacts": "contact, contacts, address book, phone book, contact card",
        "messages": "text, texts, texting, imessage, sms, chat, group chat, thread, group text",
        "phone": "voicemail, voicemails, call log, speed dial, caller, call history",
        "email": "email, emails, inbox, mail, e-mail, out-of-office",
        "calendar": "calendar, agenda, invite, invitation, meeting",
        "reminders": "reminder, reminders",
        "notes": "note, notes",
        "todo": "to-do, todo, to-dos, todos, task, tasks, project",
        "alarms": "alarm, alarms, timer, timers, stopwatch, world clock, bedtime",
        "shopping": "cart, basket, wish list, wishlist, store, order, orders",
        "music": "song, songs, playlist, album, music, tune",
        "files": "file, files, folder, icloud, icloud drive, pdf, document",
        "payments": "venmo, payments app",
        "expenses": "splitwise, expense, expenses",
        "settings": "wifi, wi-fi, bluetooth, hotspot, airplane mode, focus, do not disturb, battery",
        "web": "weather, forecast, directions, website, webpage, bookmark",
        "vision": "image, picture, pic, screenshot",
        "ui": "a2ui, user interface, ui, ui screen",
    }
)


def mention_table(mentions: Mapping[str, str] = DOMAIN_MENTIONS) -> dict[str, frozenset[str]]:
    """`DOMAIN_MENTIONS` as stemmed phrase -> domains."""
    table: dict[str, set[str]] = {}
    for domain, phrases in mentions.items():
        for phrase in phrases.split(","):
            key = " ".join(stem(w) for w in all_words(phrase.strip())[:3])
            if key:
                table.setdefault(key, set()).add(domain)
    return {k: frozenset(v) for k, v in table.items()}


def mentioned_domains(query: str, table: Mapping[str, frozenset[str]]) -> set[str]:
    """Domains whose app nouns (`DOMAIN_MENTIONS`) the query says (1-3 word phrases)."""
    stems = [stem(w) for w in all_words(query)]
    found: set[str] = set()
    for n in (1, 2, 3):
        for i in range(len(stems) - n + 1):
            found |= table.get(" ".join(stems[i : i + n]), frozenset())
    return found


# ----------------------------------------------------------------------------- clauses

_PURPOSE = re.compile(
    r"\b(?:so (?:that )?(?:i|we|they|he|she|you) (?:can|could|may|might)"
    r"|before (?:i|we|you) (?:can|could)"
    r"|before \w+ing (?:it|them|him|her|the|that|this|those)"
    r"|in order to|then (?:i|we) can)\b",
    re.IGNORECASE,
)
_STEP = re.compile(
    r"\b(?:(?:i|we) (?:still |first |just )?(?:need|have to|must)|first)\b", re.IGNORECASE
)
_SEGMENT = re.compile(r"(?<=[;.!?])\s+")


def query_parts(query: str, context: float) -> list[tuple[str, float]]:
    """Split a need into the step it asks for (weight 1) and its context (``context``).

    Agents and users often say why they need something: "find the order with the blue
    kettle *so I can return it*", "I need the alarm's id *before changing it*". The words
    of such a purpose clause name the *next* step's tool (return, change), not the one
    asked for now, so they weigh less. Likewise, when a need has several sentences and
    some (with at least four words) say what is needed now ("...; first I need the phone
    number stored for him"), the others ("user asked me to text Dr. Feld") are context.
    A purpose clause that itself goes on to say what is needed ("before I can start the
    return I need the order id") hands the weight back to that part.

    Returns:
        Non-empty ``(text, weight)`` parts in order; ``[(query, 1.0)]`` when nothing is
        context.
    """
    segments = [s for s in _SEGMENT.split(query) if s.strip()]
    steps = [bool(_STEP.search(s)) and len(_WORD.findall(s.lower())) >= 4 for s in segments]
    split_segments = len(segments) > 1 and any(steps) and not all(steps)
    out: list[tuple[str, float]] = []
    for text, step in zip(segments, steps, strict=True):
        if split_segments and not step:
            out.append((text, context))
            continue
        m = _PURPOSE.search(text)
        if m is None or (m.start() == 0 and not _STEP.search(text, m.end())):
            out.append((text, 1.0))
            continue
        head, tail = text[: m.start()], text[m.start() :]
        again = _STEP.search(tail, m.end() - m.start())
        if again is None:
            out += [(head, 1.0), (tail, context)]
        else:
            out += [(head, 1.0), (tail[: again.start()], context), (tail[again.start() :], 1.0)]
    return [(t, w) for t, w in out if t.strip()] or [(query, 1.0)]
