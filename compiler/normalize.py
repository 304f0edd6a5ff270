"""Normalisation: a card face's Oracle text → the ability lines the grammar parses.

Each step is explicit and keeps a map back to the Oracle text, so a diagnostic can quote the
card's own line with a caret:

1. Lines are split on newlines; the bullet lines of a modal spell ("Choose one —" then "• …")
   and its pawprint modes ("{P}{P} — …", 700.2i) join the line that introduces them (rule 700.2).
2. Reminder text — parenthesised — is kept aside for the docs and not parsed (rule 207.2).
3. The card's own name, its short name (the part before the comma of a legendary name), and
   "this creature", "this spell", "this artifact", … become one self-reference, ``~``
   (rule 201.5: an object's text that names it means that object).
4. The older wording "enters the battlefield" becomes "enters" (rule 603.6a's wording).
5. The minus sign of loyalty costs and P/T changes ("−1", "-7/-0") becomes ASCII "-".
6. An ability word at the start of a line ("Landfall — ", "Raid — ") is set aside like reminder
   text: rule 207.2c says ability words have no rules meaning.  The list is read from rule
   207.2c of the shipped Comprehensive Rules.
7. Another card's name after "named" ("search your library for a card named Ajani, Valiant
   Protector") is set between ``‹`` and ``›``: the grammar reads lower case, so only here, where
   the card's capitalisation is known, can its extent be told (rule 201.2: a name is a card's
   own; the lowering reads it back from the line with its capitalisation).
8. Basic land types carry their intrinsic mana abilities (rule 305.6): a Forest has
   "{T}: Add {G}." even though its text box holds only reminder text, so such lines are added,
   marked as coming from that rule.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from oraclec.corpus.cards import CardFace

__all__ = ["Line", "NormalizedFace", "normalize", "SELF"]

SELF = "~"

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

# "this creature", "this spell", ... (rule 201.5 and its modern wording "this [type]")
_SELF_NOUNS = (
    "creature", "spell", "artifact", "enchantment", "land", "permanent", "card", "planeswalker",
    "battle", "Aura", "Equipment", "Vehicle", "Saga", "Class", "Case", "Room", "token",
    "Fortification", "Siege", "Spacecraft", "Mount", "Attraction", "Contraption", "Background",
)
_SELF_PHRASE = re.compile(r"\b[Tt]his (?:" + "|".join(_SELF_NOUNS) + r")\b(?! spells?\b)")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_TARGET_NEXT = re.compile(r" target\b")
# "Landfall — ", "Council's dilemma — ": a capitalised phrase and an em dash opening the line
_ABILITY_WORD = re.compile(r"^([A-Z][A-Za-z' ]*?(?: \d+)?) \u2014 ")
# Another card's name after "named" (rule 201.2): capitalised words, the small words that join
# them inside a name (of, the, to, …), and one epithet after a comma (a legendary card's "Name,
# Epithet"); a list of names ("named A, B, and C") is not read as one name by the grammar.
_NAME_WORD = r"[A-Z0-9][\w'\u2019\-]*"
_NAME = (_NAME_WORD + r"(?:(?: (?:of|the|a|an|to|in|from|on|at|for))* " + _NAME_WORD
         + r")*(?:, (?:the )?" + _NAME_WORD + r"(?:(?: (?:of|the|a|an|to|in|from|on|at|for))* "
         + _NAME_WORD + r")*)?")
_NAMED = re.compile(r"\bnamed (" + _NAME + ")")
# a legendary token's name before its description (111.4): "create Marit Lage, a legendary 20/20
# black Avatar creature token with flying and indestructible"
_CREATE_NAMED = re.compile(r"\bcreates? (" + _NAME + r"), an? legendary\b")
# a second name after "named A" following a plural noun ("artifacts named Crown of Empires and
# Scepter of Empires"), ending the sentence's clause
_AND_NAME = re.compile(r" and (" + _NAME_WORD + r"(?:(?: (?:of|the|a|an|to|in|from|on|at|for))* " + _NAME_WORD
                       + r")*)(?=[,.:]| instead\b)")
_PLURAL_BEFORE = re.compile(r"\b[a-z]+s named $")
NAME_OPEN, NAME_CLOSE = "\u2039", "\u203a"
_MINUS = str.maketrans({"\u2212": "-"})
_OLD_ENTERS = re.compile(r"\b(?:enters|entered|enter)( the battlefield)\b")
# a quotation whose last sentence ends the outer sentence: '… has "{T}: Add {G}."' at the end
# of the line, or before the next sentence, reminder text or mode ("• Create a … token with "This
# token gets +1/+1 for each artifact you control."\n• Scry 1, …", 700.2)
_QUOTATION = re.compile(r'"[^"]*"')
_SENTENCE_FOLLOWS = re.compile(r"\s*$|\s+[A-Z(\u2022]")
# A Saga's chapter ability with a flavor name, "V — Ultimate End — Other creatures …": the name is
# a flavor word (207.2d, no rules meaning), set aside like an ability word ("Choose one —" is no name)
_CHAPTER_FLAVOR = re.compile(r"^(?:I|II|III|IV|V|VI)(?:, (?:I|II|III|IV|V|VI))* \u2014 "
                             r"((?!Choose )[A-Z][^\u2014.]*?) \u2014 ")


@dataclass(slots=True)
class Line:
    """One ability line ready for the grammar."""

    index: int               # 0-based position among the face's lines
    text: str                # normalised text the grammar parses
    oracle: str              # the Oracle line(s) it came from
    origin: list[int] = field(default_factory=list)  # text position → oracle position
    reminders: list[str] = field(default_factory=list)
    synthetic: str | None = None   # rule number when the line comes from a rule, not the text
    # positions in ``text`` of the card's name inside an ability the card gives another object
    # (201.5a: the name means the object whose ability gives it, not the object that has it)
    granter: frozenset = frozenset()

    def oracle_column(self, pos: int) -> int:
        """0-based column in the Oracle line of normalised position ``pos``."""
        if not self.origin:
            return pos
        if pos >= len(self.origin):
            return len(self.oracle)
        return self.origin[pos]


@dataclass(slots=True)
class NormalizedFace:
    face: CardFace
    lines: list[Line]
    reminders: list[str]


class _Builder:
    """Builds a normalised string with, for each character, its position in the source."""

    __slots__ = ("chars", "origin")

    def __init__(self) -> None:
        self.chars: list[str] = []
        self.origin: list[int] = []

    def copy(self, src: str, start: int, end: int) -> None:
        self.chars.append(src[start:end])
        self.origin.extend(range(start, end))

    def put(self, text: str, at: int) -> None:
        self.chars.append(text)
        self.origin.extend([at] * len(text))

    def text(self) -> str:
        return "".join(self.chars)


_REGNAL = re.compile(r" [IVXLC]+$")


def _self_names(face: CardFace) -> list[str]:
    names = {face.oracle_name}
    if " // " in face.name:
        names.update(face.name.split(" // "))
    for name in list(names):
        if "," in name and "Legendary" in face.supertypes:
            names.add(name.split(",")[0].strip())
        elif "Legendary" in face.supertypes and _REGNAL.search(name):
            # a legendary name with a regnal number calls itself without it ("<name> XLVIII": "Put a
            # +1/+1 counter on <name>", 201.5)
            names.add(_REGNAL.sub("", name))
        elif "Legendary" in face.supertypes and face.types and "Planeswalker" in face.types:
            names.add(name.split()[0])
        elif "Legendary" in face.supertypes and (" the " in name or " of " in name and "Creature" in face.types):
            # a legendary "<name> the <epithet>" calls itself <name>; so does a legendary creature
            # "<name> of <epithet>" (whichever word comes first)
            cuts = (" the ", " of ") if "Creature" in face.types else (" the ",)
            cut = min(i for i in (name.find(c) for c in cuts) if i > 0)
            names.add(name[:cut].strip())
    # longest first, so a long name wins over a shorter name inside it
    return sorted((n for n in names if n), key=len, reverse=True)


@lru_cache(maxsize=1)
def ability_words() -> frozenset[str]:
    """The ability words of rule 207.2c, spaces removed (the shipped rules text has stray
    spaces inside words: "do main")."""
    from oraclec.corpus.rules import load_rules
    text = load_rules()["207.2c"].text
    listed = text.split("The ability words are", 1)[1].rstrip(".")
    words = re.split(r",\s*(?:and\s+)?", listed)
    return frozenset(w.replace(" ", "").lower() for w in words if w.strip())


# Ability words printed after the shipped rules' list of rule 207.2c was written (Phyrexia: All
# Will Be One, Duskmourn, Tarkir: Dragonstorm, Edge of Eternities, Lorwyn Eclipsed's "Vivid —"
# before "X is the number of colors among permanents you control"); they have no rules meaning.
_LATER_ABILITY_WORDS = frozenset({"corrupted", "eerie", "survival", "flurry", "renew", "void", "vivid"})


def _ability_word(oracle: str) -> re.Match | None:
    m = _ABILITY_WORD.match(oracle)
    if m and m.group(1).replace(" ", "").lower() in ability_words() | _LATER_ABILITY_WORDS:
        return m
    return None


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch in "_-"


def _name_spans(oracle: str, names: list[str]) -> list[tuple[int, int]]:
    """Where the card names itself: each of ``names`` (longest first) as a whole word, left to
    right without overlaps, except where it is followed by " target" — a name that is also the
    imperative verb of its own text ("Regenerate target creature.") is the verb there, not a
    self-reference.  A plain search: a regular expression per card name would be compiled anew
    for every card of a corpus (35,000 names thrash ``re``'s cache)."""
    found = []
    for rank, name in enumerate(names):
        start = oracle.find(name)
        while start >= 0:
            end = start + len(name)
            if (start == 0 or not _word_char(oracle[start - 1])) and \
                    (end == len(oracle) or not _word_char(oracle[end])) and \
                    not _TARGET_NEXT.match(oracle, end):
                found.append((start, rank, end))
            start = oracle.find(name, start + 1)
    found.sort()
    spans, pos = [], 0
    for start, _, end in found:        # at one position the longest name wins (names are sorted)
        if start >= pos:
            spans.append((start, end))
            pos = end
    return spans


def _rewrite(oracle: str, names: list[str]) -> tuple[str, list[int], list[str]]:
    """Remove reminder text and ability words, replace self-references; return text, origin map,
    reminders (the ability word is kept with them)."""
    reminders = [m.group().strip()[1:-1] for m in _REMINDER.finditer(oracle)]
    spans: list[tuple[int, int, str]] = []   # (start, end, replacement)
    aw = _ability_word(oracle)
    if aw is not None:
        reminders.insert(0, aw.group(1))
        spans.append((0, aw.end(), ""))
    fw = _CHAPTER_FLAVOR.match(oracle)
    if fw is not None:
        reminders.insert(0, fw.group(1))
        spans.append((fw.start(1), fw.end(), ""))
    for m in _REMINDER.finditer(oracle):
        spans.append((m.start(), m.end(), ""))
    self_spans = _name_spans(oracle, names)
    for m in [*_NAMED.finditer(oracle), *_CREATE_NAMED.finditer(oracle)]:
        # another card's name: marked, unless it is the card's own name ("named ~" is itself); a
        # longer name with the card's name in it is another ("create four … tokens named Koma's
        # Coil", 201.2: a token's name, not this object, 201.5)
        inside = [(s, e) for s, e in self_spans if s < m.end(1) and m.start(1) < e]
        if inside and any(s <= m.start(1) and m.end(1) <= e for s, e in inside):
            continue
        self_spans = [x for x in self_spans if x not in inside]
        spans.append((m.start(1), m.start(1), NAME_OPEN))
        spans.append((m.end(1), m.end(1), NAME_CLOSE))
        # two names after a plural: "creatures named Mine Worker and Tower Worker" (201.2)
        second = _AND_NAME.match(oracle, m.end(1))
        if second is not None and _PLURAL_BEFORE.search(oracle, 0, m.start(1)) and \
                not any(s < second.end(1) and second.start(1) < e for s, e in self_spans):
            spans.append((second.start(1), second.start(1), NAME_OPEN))
            spans.append((second.end(1), second.end(1), NAME_CLOSE))
    spans.extend((start, end, SELF) for start, end in self_spans)
    for m in _SELF_PHRASE.finditer(oracle):
        spans.append((m.start(), m.end(), SELF))
    for m in _OLD_ENTERS.finditer(oracle):
        # the older Oracle wording "enters the battlefield" is today's "enters" (rule 603.6a)
        spans.append((m.start(1), m.end(1), ""))
    for m in _QUOTATION.finditer(oracle):
        # 'Lands you control have "{T}: Add {G}."': the sentence's own period is the quotation's
        # (American punctuation); the grammar reads it after the closing quotation mark
        if m.group()[-2:-1] in ".!" and _SENTENCE_FOLLOWS.match(oracle, m.end()):
            spans.append((m.end(), m.end(), "."))
    spans.sort()
    out = _Builder()
    pos = 0
    for start, end, repl in spans:
        if start < pos:          # overlapping (a name inside reminder text): first one wins
            continue
        out.copy(oracle, pos, start)
        out.put(repl, start)
        pos = end
    out.copy(oracle, pos, len(oracle))
    text = out.text().translate(_MINUS)
    # trim, keeping the origin map aligned
    lead = len(text) - len(text.lstrip())
    text_stripped = text.strip()
    origin = out.origin[lead:lead + len(text_stripped)]
    return text_stripped, origin, reminders


_RESULTS_ROW = re.compile(r"\d+(?:—\d+|\+)? \| ")


def _group_lines(text: str) -> list[str]:
    """Split into ability lines; bullets ("• …") and pawprint modes ("{P}{P} — …", rule 700.2i)
    join the line above (modal spells), and so do the rows of a die roll's results table ("1—9 |
    Draw a card.": part of the ability that rolls, 706.3b)."""
    groups: list[str] = []
    for raw in text.split("\n"):
        if (raw.startswith(("•", "{P}")) or _RESULTS_ROW.match(raw)) and groups:
            groups[-1] += "\n" + raw
        elif raw.strip():
            groups.append(raw)
    return groups


def _continues_spell(raw: str, text: str, prev: Line) -> bool:
    """Whether the paragraph ``raw`` of an instant or sorcery is an ability word's "If …" that
    goes on with the instructions of the paragraph above ("Threshold — If there are seven or more
    cards in your graveyard, instead …", "Addendum — If you cast this spell during your main
    phase, …"), not a static ability ("… this spell costs {2} less to cast", 113.6)."""
    return _ability_word(raw) is not None and text.startswith("If ") and " costs " not in text \
        and prev.synthetic is None and prev.text.endswith(".") and not _ability_word(prev.oracle.split("\n")[0]) \
        and ":" not in prev.text.split(".")[0]


def normalize(face: CardFace) -> NormalizedFace:
    names = _self_names(face)
    lines: list[Line] = []
    all_reminders: list[str] = []
    spell = bool({"Instant", "Sorcery"} & set(face.types))
    for raw in _group_lines(face.text or ""):
        text, origin, reminders = _rewrite(raw, names)
        all_reminders.extend(reminders)
        if not text:
            continue   # the whole line was reminder text
        prev = lines[-1] if lines else None
        if spell and prev is not None and _continues_spell(raw, text, prev):
            # "Untap target creature. It gets +2/+2 until end of turn.\nAddendum — If you cast
            # this spell during your main phase, that creature gains flying until end of turn.":
            # an instant's or sorcery's text is its spell ability, followed in order (113.3a,
            # 608.2c); the ability word's paragraph goes on where the one above stops, and its
            # "that creature" and "instead" mean what that one said
            shift = len(prev.oracle) + 1
            lines[-1] = Line(index=prev.index, text=prev.text + " " + text, oracle=prev.oracle + "\n" + raw,
                             origin=prev.origin + [shift - 1] + [shift + p for p in origin],
                             reminders=prev.reminders + reminders)
            continue
        lines.append(Line(index=len(lines), text=text, oracle=raw, origin=origin, reminders=reminders))
    # Rule 305.6: basic land types carry "{T}: Add [mana]."
    existing = {ln.text for ln in lines}
    if "Land" in face.types:
        for subtype in face.subtypes:
            symbol = BASIC_LAND_MANA.get(subtype)
            if symbol is None:
                continue
            text = f"{{T}}: Add {{{symbol}}}."
            if text in existing:
                continue
            lines.append(Line(index=len(lines), text=text, oracle=text, synthetic="305.6"))
    return NormalizedFace(face=face, lines=lines, reminders=all_reminders)
