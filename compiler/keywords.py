"""Keywords from the Comprehensive Rules (rules 701 and 702).

Most keyword abilities are defined by wording: rule 702.108a says ``"Prowess" means "Whenever you
cast a noncreature spell, this creature gets +1/+1 until end of turn."``.  This module reads those
definitions from the shipped rules and compiles them with the same grammar and lowering as card
text: a card's "Bushido 2" becomes the ability "Whenever ~ blocks or becomes blocked, it gets
+2/+2 until end of turn." with the parameter bound from the keyword line.

Each keyword takes one of three paths, and the keyword report says which:

* ``engine`` — keywords that change the game's procedures (flying, first strike, trample,
  protection, …) are implemented once in the runtime, each tagged with its rule number;
* ``rules`` — keywords compiled from their defining wording;
* ``unsupported`` — with the reason (the gap of its expansion, or no wording to compile).

Keyword actions (701) are verbs of card text; each maps to the IR effect that implements it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from oraclec.corpus.rules import load_newer_actions, load_rules

__all__ = ["KeywordRule", "keyword_rules", "keyword_actions", "expand", "find_rule", "ACTION_EFFECTS"]

# "Modular N" means "…" and "…" / "Vanishing N" means "…," "…," and "…": every quoted ability
_MEANS = re.compile(r'"([^"]+)" means ((?:"[^"]+"(?:,? and |, |,? )?)+)')
_QUOTED = re.compile(r'"([^"]+)"')
_SELF = re.compile(r"\b[Tt]his (?:creature|permanent|card|spell|object|Equipment|Aura|Fortification|"
                   r"Vehicle|land|artifact|enchantment)\b")


@dataclass(frozen=True)
class KeywordRule:
    name: str            # "Bushido", "Cycling", "First Strike"
    rule: str            # "702.45"
    kind: str            # "ability" | "action"
    pattern: str = ""    # the defined form: "Bushido N", "Cycling [cost]"
    meaning: tuple[str, ...] = ()   # the abilities it means, as the rules word them
    param: str | None = None    # "N", "cost", "N-cost", "quality", "text" or None

    @property
    def key(self) -> str:
        return self.name.lower()


def _clean(text: str) -> str:
    """Spacing the source lost around brackets and P/T changes: "additional[cost]",
    "put a+1/+1 counter", "+1/+1until"."""
    text = re.sub(r"(?<=[A-Za-z])\[", " [", text)
    text = re.sub(r"\](?=[A-Za-z])", "] ", text)
    text = re.sub(r"(?<=[a-z])(?=[+-]\d+/[+-]\d+)", " ", text)
    text = re.sub(r"(?<=[+-]\d/[+-]\d)(?=[a-z])", " ", text)
    text = re.sub(r"(?<=\+N/\+N)(?=[a-z])", " ", text)
    text = re.sub(r"(?<=[a-z])(?=\{)", " ", text)            # "pay{W/B}" (702.101a)
    text = re.sub(r"\b(deals|you've)(?=[a-z])", r"\1 ", text)   # "dealscombat", "you'vedrawn"
    text = re.sub(r"\b([A-Z][a-z]+)(?=creature\b)", r"\1 ", text)     # "blue Fishcreature token" (702.174f)
    text = re.sub(r"\bby(?=replacing\b|removing\b)", "by ", text)       # "change its text byreplacing" (702.96a)
    text = re.sub(r"'s(?=creature types\b)", "'s ", text)          # "this spell'screature types" (702.76a)
    return re.sub(r"\s+", " ", text).strip()


def _param(pattern: str, name: str) -> str | None:
    rest = pattern[len(name):].strip().lower()
    if not rest:
        return None
    if rest == "n":
        return "N"
    if rest == "[cost]":
        return "cost"
    if rest.startswith("n") and "[cost]" in rest:
        return "N-cost"
    if "[quality]" in rest:
        return "quality"
    if rest == "— [cost]: [effect]":
        return "cost-effect"           # 702.142a "Boast — [Cost]: [Effect]"
    return "text"


# Words the shipped copy of the rules lost: 702.171a as published reads "… with total power N or
# greater" (the cards' reminder text: "with total power N or more"), like crew (702.122a).
_RULE_FIXES = {
    # 702.78a "… you may tap two untapped creatures you control that each share a color with it":
    # "it" is the spell the sentence names ("this spell"), written out for the grammar's antecedent
    "702.78a": lambda t: t.replace("that each share a color with it", "that each share a color with this spell"),
    "702.171a": lambda t: t.replace("creatures you control with power N", "creatures you control with total power N"),
}


@lru_cache(maxsize=1)
def keyword_rules() -> tuple[KeywordRule, ...]:
    """Every keyword ability of rule 702 with its defining wording, where the rules give one."""
    rules = load_rules()
    out = []
    for entry, name, number in _keyword_entries(rules):
        texts = " ".join(_RULE_FIXES.get(r.number, lambda t: t)(r.text) for r in rules.children(entry.number))
        pattern, meaning = "", ()
        texts = re.sub(r'"means\b', '" means', texts)          # '"Myriad"means' lost a space
        # '…mana cost"and "If the flashback cost was paid, …"' (702.34a), '"and"When …' (702.74a)
        texts = re.sub(r'"\s*and\s*"', '" and "', texts)
        texts = re.sub(r'means"', 'means "', texts)          # 702.142a: means"[Cost]: …
        for left, right in _MEANS.findall(texts):
            left = _clean(left)
            if left.lower().startswith(name.lower()):
                pattern = left
                meaning = tuple(_clean(q).rstrip(",") for q in _QUOTED.findall(right)
                                # 702.54a '… and "Bloodthirst X"': another form, not a meaning
                                if not _clean(q).lower().startswith(name.lower()))
                break
        if not pattern:
            # 702.21a 'Ward [cost] means "…"' (the defined form unquoted); 702.164a 'It is
            # written "toxic N,"' (a parameter, no wording: the engine implements it)
            bare = re.search(rf"\b({re.escape(name)}(?: N| \[cost\])?) means ((?:\"[^\"]+\"(?:,? and |, |,? )?)+)",
                             texts, re.I)
            written = re.search(rf'[Ww]ritten "({re.escape(name)} [^"]*?),?"', texts, re.I)
            if bare:
                pattern = _clean(bare.group(1))
                meaning = tuple(_clean(q).rstrip(",") for q in _QUOTED.findall(bare.group(2)))
            elif written:
                pattern = _clean(written.group(1))
        if re.search(r"is a static ability linked to a triggered ability", texts):
            # 702.94a (603.11): one quotation holds the static ability and the triggered ability
            # linked to it ("You may reveal this card … this turn. When you reveal this card this
            # way, …"): two abilities, two lines
            meaning = tuple(part for m in meaning for part in re.split(r"(?<=\.) (?=When )", m))
        out.append(KeywordRule(name, number, "ability", pattern, meaning,
                               _param(pattern, name) if pattern else None))
    shipped = {kw.rule for kw in out}
    out = [_gift_rule(kw, rules) if kw.key == "gift" else kw for kw in out]
    return tuple(out) + tuple(kw for kw in NEWER_RULES if kw.rule not in shipped)


def _keyword_entries(rules):
    """(entry, keyword name, rule number) for each keyword of rule 702: an entry titled "A and
    B" whose subrules define each ('"Daybound" means …' in 702.145b, '"Nightbound" means …' in
    702.145e) is the entry of two keywords, each numbered by the subrule that defines it."""
    for entry in rules.keyword_entries("702"):
        name = entry.text.strip()
        parts = name.split(" and ")
        defining = {p: next((r.number for r in rules.children(entry.number)
                             if re.search(rf'"{re.escape(p)}"\s*means\b', r.text, re.I)), None) for p in parts}
        if len(parts) > 1 and all(defining.values()):
            for part in parts:
                yield entry, part, defining[part]
        else:
            yield entry, name, entry.number


def _gift_rule(kw: KeywordRule, rules) -> KeywordRule:
    """Gift (702.174a-b) means two abilities: "As an additional cost to cast this spell, you may
    choose an opponent." and, on a permanent, "When this permanent enters, if its gift cost was
    paid, [effect]." — on an instant or sorcery, "If this spell's gift cost was paid, [effect]."
    Its meaning holds the three, in that order; [effect] is bound by the gift (gift_effects)."""
    a = rules.rules.get(kw.rule + "a")
    b = rules.rules.get(kw.rule + "b")
    first = re.search(r'always "([^"]+)"', a.text if a else "")
    second = _QUOTED.findall(b.text if b else "")
    if first is None or len(second) != 2:
        return kw
    return KeywordRule(kw.name, kw.rule, "ability", "Gift [something]",
                       tuple(_clean(t) for t in (first.group(1), *second)), "gift")


@lru_cache(maxsize=1)
def gift_effects() -> dict[str, str]:
    """What each gift gives (702.174d-i): '"Gift a Food" means the effect is "The chosen player
    creates a Food token."' — by the words after "Gift", lower case ("a food")."""
    rules = load_rules()
    out = {}
    for sub in rules.children(find_rule("gift").rule):
        m = re.search(r'"Gift ([^"]+)" means the effect is "([^"]+)"', sub.text)
        if m:
            out[m.group(1).lower()] = _clean(m.group(2))
    return out


# Keyword abilities of Comprehensive Rules newer than the shipped copy (which ends at 702.175):
# each with its rule number and, where the rules define it in words, that wording — used until the
# shipped rules are updated (a shipped rule of the same number replaces its entry here).
NEWER_RULES = (
    # 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    # (cards: "Activate each exhaust ability only once."; once for this object, 400.7)
    KeywordRule("Exhaust", "702.177", "ability", "Exhaust — [Cost]: [Effect]",
                ("[Cost]: [Effect]. Activate only once.",), "cost-effect"),
    # 702.178a: "Max speed — [ability]" means "As long as you have max speed, this object has
    # [ability]" (a player has max speed if their speed is 4): grammar/card.lark ``max_speed``
    KeywordRule("Max Speed", "702.178", "ability", "Max speed — [ability]", (), "ability"),
    # 702.179: "If you have no speed, it starts at 1" (a state-based action) and each player's
    # speed, raised by an inherent triggered ability: the engine (runtime/speed.py)
    KeywordRule("Start your engines!", "702.179", "ability", "Start your engines!", (), None),
    # 702.176a: "Impending N—[cost]" means "You may choose to pay [cost] rather than pay this
    # spell's mana cost," "If you chose to pay this permanent's impending cost, it enters with N
    # time counters on it," "As long as this permanent's impending cost was paid and it has a time
    # counter on it, it's not a creature," and "At the beginning of your end step, if this
    # permanent's impending cost was paid and it has a time counter on it, remove a time counter
    # from it."
    KeywordRule("Impending", "702.176", "ability", "Impending N—[cost]", (
        "You may choose to pay [cost] rather than pay this spell's mana cost",
        "If you chose to pay this permanent's impending cost, it enters with N time counters on it",
        "As long as this permanent's impending cost was paid and it has a time counter on it, it's not a creature",
        "At the beginning of your end step, if this permanent's impending cost was paid and it has a time "
        "counter on it, remove a time counter from it"), "N-cost"),
)

NEWER_RULES += (
    # 702.181a: "Mobilize N" means "Whenever this creature attacks, create N tapped and attacking
    # 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step."
    # (Tarkir: Dragonstorm; the cards' reminder text says the same)
    KeywordRule("Mobilize", "702.181", "ability", "Mobilize N", (
        "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature tokens. "
        "Sacrifice them at the beginning of the next end step",), "N"),
    # 702.185a: "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather
    # than its mana cost" and "If this spell's warp cost was paid, exile the permanent this spell
    # becomes at the beginning of the next end step. Its owner may cast this card after the
    # current turn has ended for as long as it remains exiled." (Edge of Eternities)
    KeywordRule("Warp", "702.185", "ability", "Warp [cost]", (
        "You may cast this card from your hand by paying [cost] rather than its mana cost",
        "If this spell's warp cost was paid, exile the permanent this spell becomes at the beginning of the "
        "next end step. Its owner may cast this card after the current turn has ended for as long as it "
        "remains exiled"), "cost"),
)

# Keywords a grammar rule of their own reads (the ability after the dash under a condition), with
# the rule of the grammar that reads them (shown by ``oraclec keywords``).
GRAMMAR_KEYWORDS = {"max speed": "card.lark max_speed",
                    # 702.169a-d, 719.3c: "Solved — [Ability text]" (and a Case's "To solve —", 719.3a)
                    "solved": "card.lark solved"}


@lru_cache(maxsize=1)
def keyword_variants() -> tuple[KeywordRule, ...]:
    """Variants a keyword's rule defines under another name ("Multikicker [cost]" means "…",
    702.33c): not keyword entries of their own, but written on cards with their parameter."""
    rules = load_rules()
    names = {kw.key for kw in keyword_rules()}
    out = []
    for entry in rules.keyword_entries("702"):
        for sub in rules.children(entry.number):
            text = re.sub(r'"\s*and\s*"', '" and "', re.sub(r'"means\b', '" means', sub.text))
            for left, right in _MEANS.findall(text):
                left = _clean(left)
                typed = re.fullmatch(r"\[Type\] ?([a-z]+) \[cost\]", left)
                if typed and typed.group(1) == entry.text.strip().lower():
                    # 702.29e '"[Type]cycling [cost]" means "[Cost], Discard this card: Search
                    # your library for a [type] card, …"': the keyword written with a type
                    # before it ("Swampcycling {2}", "Basic landcycling {1}{G}")
                    meaning = tuple(_clean(q).rstrip(",") for q in _QUOTED.findall(right))
                    out.append(KeywordRule(f"Type{typed.group(1)}", entry.number, "ability",
                                           f"[Type]{typed.group(1)} [cost]", meaning, "type-cost"))
                    continue
                m = re.fullmatch(r"([A-Z][a-z]+)( \[cost\]| N)?", left)
                if not m or m.group(1).lower() in names or entry.text.strip().lower() not in m.group(1).lower():
                    continue          # a variant's name contains its keyword's: "Multikicker"
                meaning = tuple(_clean(q).rstrip(",") for q in _QUOTED.findall(right))
                out.append(KeywordRule(m.group(1), entry.number, "ability", left, meaning, _param(left, m.group(1))))
    return tuple(out)


@lru_cache(maxsize=1)
def paired_keywords() -> dict[str, str]:
    """Keywords whose rule lets one line carry two instances: 702.33b 'The phrase "Kicker [cost 1]
    and/or [cost 2]" means the same thing as "Kicker [cost 1], kicker [cost 2]."' — key → rule."""
    rules = load_rules()
    out = {}
    for entry in rules.keyword_entries("702"):
        key = entry.text.strip().lower()
        for sub in rules.children(entry.number):
            m = re.search(r'"(\w+) \[cost 1\] and/or \[cost 2\]" means the same thing as '
                          r'"(\w+) \[cost 1\], ?(\w+) \[cost 2\]', sub.text)
            if m and m.group(1).lower() == m.group(2).lower() == m.group(3).lower() == key:
                out[key] = sub.number
    return out


def rule_keyword(rule: str) -> str:
    """The keyword a rule defines, lower case: "702.33" (or "702.33c") → "kicker"; "" if none."""
    m = re.match(r"\d+\.\d+", rule)
    base = m.group() if m else rule
    for kw in keyword_rules():
        if kw.rule == base:
            return kw.key
    return ""


@lru_cache(maxsize=1)
def keyword_actions() -> tuple[KeywordRule, ...]:
    rules = load_rules()
    out = tuple(KeywordRule(e.text.strip(), e.number, "action") for e in rules.keyword_entries("701"))
    shipped = {kw.rule for kw in out}
    return out + tuple(kw for kw in NEWER_ACTIONS if kw.rule not in shipped)


# Keyword actions newer than the shipped rules (which end at 701.59), as NEWER_RULES above: read
# from corpus/newer-keyword-actions.json (701.62 manifest dread), with the IR effect of each
NEWER_ACTIONS = tuple(KeywordRule(a["name"], a["rule"], "action") for a in load_newer_actions())


def find_rule(name: str) -> KeywordRule | None:
    key = name.lower()
    for kw in keyword_rules() + keyword_variants():
        if kw.key == key:
            return kw
    return None


def _singular(words: str) -> str:
    """"artifacts" → "artifact", "Knights" → "Knight", "Plains" stays: the last word of a plural
    object in its singular form."""
    *head, last = words.split(" ")
    low = last.lower()
    if low in ("plains", "equipment") or not low.endswith("s") or low.endswith("ss"):
        one = last
    elif low.endswith("ies"):
        one = last[:-3] + "y"
    elif low.endswith("ves"):
        one = last[:-3] + "f"
    else:
        one = last[:-1]
    return " ".join(head + [one])


def ability_form(text: str) -> tuple[KeywordRule, str] | None:
    """A line written as a keyword and an ability — "Boast — {1}{R}: ~ deals 1 damage to any
    target." (702.142a) — as that keyword and the ability text after its dash."""
    for kw in keyword_rules():
        if kw.param == "cost-effect" and text.lower().startswith(kw.key + " — "):
            return kw, text[len(kw.key) + 3:]
    return None


# A keyword's cost that is an action (118.12a), and the verb its payer does it with
_COST_ACTIONS = {"Pay": "pays", "Discard": "discards", "Sacrifice": "sacrifices"}


def expand(kw: KeywordRule, param: str | None, spell: bool = False) -> list[str]:
    """The abilities a keyword instance means, as card lines: parameters bound, "this creature"
    as the card's self-reference ``~``.  ``spell``: the card is an instant or sorcery (gift,
    702.174b, means another ability there)."""
    if not kw.meaning:
        raise ValueError(f"{kw.name} ({kw.rule}) has no defining wording")
    meaning = kw.meaning
    if kw.param == "gift":
        # 702.174b: the second ability of a permanent or of an instant or sorcery spell
        meaning = (meaning[0], meaning[2] if spell else meaning[1])
    lines = []
    for text in meaning:
        if kw.param == "N":
            if param is None:
                raise ValueError(f"{kw.name} needs a number")
            text = re.sub(r"(?<![A-Za-z])N(?![A-Za-z])", param, text)
        elif kw.param == "cost":
            if param is None:
                raise ValueError(f"{kw.name} needs a cost")
            # 702.21a "… unless that player pays [cost]" with a cost that is an action ("Ward—Pay
            # 2 life", "Ward—Discard a card"): the action done by that player, as 118.12a writes
            # it ("[Do something] unless [a player does something else]")
            verb = param.split(" ", 1)[0]
            if verb in _COST_ACTIONS and " " in param:
                text = re.sub(r"\bpays \[[Cc]ost\]", f"{_COST_ACTIONS[verb]} {param.split(' ', 1)[1]}", text)
            text = re.sub(r"\[[Cc]ost\]", param, text)
        elif kw.param == "N-cost":
            # 702.77a "Reinforce N—[cost]": the parameter is "N—cost"
            if param is None or "—" not in param:
                raise ValueError(f"{kw.name} needs a number and a cost")
            n, cost = param.split("—", 1)
            text = re.sub(r"\[[Cc]ost\]", cost.strip(), text)
            text = re.sub(r"(?<![A-Za-z])N(?![A-Za-z])", n.strip(), text)
        elif kw.param == "type-cost":
            # 702.29e "[Type]cycling [cost]": the parameter is "type—cost" ("basic land—{1}");
            # the type is read by the grammar in the wording it is bound into ("Search your
            # library for a basic land card"): a word that is no type leaves it unparsed
            if param is None or "—" not in param:
                raise ValueError(f"{kw.name} needs a type and a cost")
            kind, cost = (p.strip() for p in param.split("—", 1))
            text = re.sub(r"\[[Cc]ost\]", cost, text)
            text = re.sub(r"\ba \[type\]", ("an " if kind[:1].lower() in "aeiou" else "a ") + kind, text)
        elif kw.param == "text" and kw.pattern.lower() == f"{kw.key} for [text]":
            # 702.41a "Affinity for [text]" means "This spell costs you {1} less to cast for
            # each [text] you control.": "for each artifact" (one of the objects named)
            if param is None:
                raise ValueError(f"{kw.name} needs the objects it counts")
            text = text.replace("[text]", _singular(param)).replace("costs you {", "costs {")
        elif kw.param == "cost-effect":
            # 702.142a "Boast — [Cost]: [Effect]": the ability written after the keyword
            if param is None or ": " not in param:
                raise ValueError(f"{kw.name} needs a cost and an effect")
            cost, effect = param.split(": ", 1)
            text = text.replace("[Cost]", cost).replace("[Effect].", effect.rstrip(".") + ".")
        elif kw.param == "gift":
            # 702.174d-i: "Gift a Food" means the effect is "The chosen player creates a Food token."
            effect = gift_effects().get((param or "").lower())
            if effect is None:
                raise ValueError(f"no rule defines what 'Gift {param}' gives")
            text = text.replace("[effect]", effect[0].lower() + effect[1:].rstrip("."))
        elif kw.param is not None:
            raise ValueError(f"{kw.name}: a {kw.param} parameter is not bound yet")
        # 702.32a "If you can't, sacrifice the permanent": the permanent with fading
        text = re.sub(r"\bsacrifice the permanent\b(?! this spell becomes)", "sacrifice this permanent", text)
        text = _SELF.sub("~", text).rstrip(",")
        if not text.endswith("."):
            text += "."
        lines.append(text[0].upper() + text[1:])
    return lines


@dataclass(frozen=True)
class TextChange:
    """A keyword's ability that changes the text of its spell (612) when the keyword's alternative
    cost was paid: overload 702.96a "If you chose to pay this spell's overload cost, change its
    text by replacing all instances of the word 'target' with the word 'each.'" (``replace``,
    ``old`` → ``new``); cleave 702.148a "If this spell's cleave cost was paid, change its text by
    removing all text found within square brackets in the spell's rules text." (``brackets``).
    ``label``: the keyword whose cost it depends on (the cost's label, 607)."""
    label: str
    rule: str
    kind: str            # "replace" | "brackets"
    old: str = ""
    new: str = ""

    def steps(self) -> list[tuple[re.Pattern, object]]:
        """The substitutions (pattern, replacement) that make the change, in order."""
        if self.kind == "replace":
            # a whole word; at the start of a sentence it keeps its capital ("Target creature
            # you control gets +1/+0" → "Each creature you control gets +1/+0")
            return [(re.compile(rf"\b{re.escape(self.old)}\b", re.I),
                     lambda m: self.new.capitalize() if m.group()[0].isupper() else self.new)]
        # the bracketed words and the space before them ("Destroy target [attacking] creature.")
        return [(re.compile(r"\s*\[[^\]]*\]"), ""), (re.compile(r"\s+(?=[.,])|^\s+|\s+$"), "")]

    def apply(self, text: str) -> str:
        """``text`` as the change leaves it."""
        for pattern, repl in self.steps():
            text = pattern.sub(repl, text)
        return text


_CHANGE_COND = re.compile(r"^If (?:you chose to pay ~'s|~'s|you chose to pay this spell's|this spell's) "
                          r"(\w+) cost(?: was paid)?, change its text by (.+?)\.?$")
_CHANGE_REPLACE = re.compile(r"replacing all instances of the word '(\w+)' with the word '(\w+)\.?'")
_CHANGE_BRACKETS = re.compile(r"removing all text found within square brackets in the spell's rules text")


def text_change(kw: KeywordRule, text: str) -> TextChange | None:
    """The text change (612) one meaning of ``kw`` states, if it is one, on its own keyword's
    cost; None otherwise."""
    m = _CHANGE_COND.match(text)
    if m is None or m.group(1).lower() != kw.key:
        return None
    how = m.group(2)
    rep = _CHANGE_REPLACE.fullmatch(how)
    if rep is not None:
        return TextChange(kw.key, kw.rule, "replace", rep.group(1), rep.group(2))
    if _CHANGE_BRACKETS.fullmatch(how):
        return TextChange(kw.key, kw.rule, "brackets")
    return None


@lru_cache(maxsize=1)
def text_changing_keywords() -> dict[str, TextChange]:
    """Keyword → the text change one of its meanings states (overload, cleave)."""
    out = {}
    for kw in keyword_rules():
        for text in kw.meaning:
            change = text_change(kw, _SELF.sub("~", text).replace("this spell's", "~'s"))
            if change is not None:
                out[kw.key] = change
    return out


# 702.165a (backup): "… If that's another creature, it also gains the non-backup abilities of this
# creature printed below this one until end of turn." — the abilities printed on the card below
# the keyword's line, bound by the card's lowering (lower._printed_below)
PRINTED_BELOW = re.compile(r"it also gains the non-(\w+) abilities of ~ printed below this one")


def bind_printed_below(text: str, key: str, grants: list[str]) -> str:
    """``text`` with "it also gains the non-[key] abilities of ~ printed below this one" bound to
    the abilities ``grants`` (keywords as words, other abilities quoted: "flying and \"Whenever ~
    attacks, …\""); ``text`` itself if it has no such phrase."""
    m = PRINTED_BELOW.search(text)
    if m is None:
        return text
    if m.group(1).lower() != key or not grants:
        raise ValueError(f"the abilities printed below a {key} ability: none, or of another keyword")
    listed = grants[0] if len(grants) == 1 else (
        f"{grants[0]} and {grants[1]}" if len(grants) == 2 else ", ".join(grants[:-1]) + f", and {grants[-1]}")
    return text[:m.start()] + f"it gains {listed}" + text[m.end():]


# Keyword actions (rule 701) → the IR effect that carries each out, where there is one.
ACTION_EFFECTS = {
    "Attach": "Attach", "Counter": "CounterSpell", "Create": "CreateTokens", "Destroy": "Destroy",
    "Discard": "Discard", "Exile": "Exile", "Mill": "Mill", "Regenerate": "Regenerate",
    "Sacrifice": "Sacrifice", "Scry": "Scry", "Search": "SearchLibrary", "Shuffle": "Shuffle",
    "Tap and Untap": "Tap", "Surveil": "Surveil", "Fight": "Fight", "Investigate": "CreateTokens",
    "Proliferate": "Proliferate", "Explore": "Explore", "Connive": "Connive", "Adapt": "Adapt",
    "Bolster": "Bolster", "Monstrosity": "Monstrosity", "Amass": "Amass", "Detain": "Detain",
    "Fateseal": "Fateseal", "Double": "DoublePT", "Populate": "Populate", "Suspect": "Suspect",
    "Goad": "Goad", "Exchange": "ExchangeControl", "Support": "AddCounters",
    "Clash": "Clash", "Reveal": "Dig", "Discover": "Discover",
    "Time Travel": "TimeTravel",
    # 701.51: the Incubator token, a transforming double-faced token (runtime/effects/tokens.py)
    "Incubate": "Incubate",
    # "You may play that card this turn" (601.3); "You may cast that card without paying its
    # mana cost" (608.2g) — and cascade 702.85a
    "Play": "GrantPlay", "Cast": "CastFree",
    "Face a Villainous Choice": "VillainousChoice", "Vote": "Vote", "Forage": "Forage",
    # face down onto the battlefield (708.2a; cloak with ward {2}); turned face up: runtime/facedown.py
    "Manifest": "Manifest", "Cloak": "Manifest", "Learn": "Learn",
    # a transforming double-faced card turned over (701.28a, 712); convert is the same (701.50a)
    "Transform": "Transform", "Convert": "Transform",
    # 701.52a: the emblem named The Ring (701.52c) and the Ring-bearer: runtime/effects/ring.py
    "The Ring Tempts You": "RingTempts",
}
# the newer rules' actions (corpus/newer-keyword-actions.json): "manifest dread" is carried out by
# Manifest (701.62a)
ACTION_EFFECTS.update({a["name"]: a["effect"] for a in load_newer_actions()})


# Keyword actions the engine carries out in a game procedure rather than as an effect verb: the
# trigger event the lowering gives their cards ("You may exert ~ as it attacks. When you do, …":
# offered while attackers are declared, 508.1g, runtime/combat.py).
ACTION_ENGINE = {"Exert": "exerted",
                 # a cost the engine pays (701.57a): "As an additional cost to cast this spell,
                 # you may collect evidence 6", "{T}, Collect evidence 3: …"
                 "Collect Evidence": "cost"}

# Why the other keyword actions are not supported (shown by ``oraclec keywords``).
ACTION_UNSUPPORTED = {
    "Activate": "activating is a player action (602); no effect in card text lowers to it yet",
    "Planeswalk": "Planechase (901): the engine has no planar deck",
    "Set in Motion": "Archenemy (904): the engine has no scheme deck",
    "Abandon": "Archenemy (904): the engine has no scheme deck",
    "Meld": "meld cards (712.4) are not supported by the engine (multi-face layouts)",
    "Assemble": "Contraptions (Un-sets): the engine has no Contraption deck or sprockets",
    "Open an Attraction": "Attractions (Un-sets): the engine has no Attraction deck",
    "Roll to Visit Your Attractions": "Attractions (Un-sets): the engine has no Attraction deck",
    "Venture into the Dungeon": "dungeon cards (309) and venturing are not in the engine",
}


def _sample_param(kw: KeywordRule) -> str | None:
    if kw.param == "text" and kw.pattern.lower() == f"{kw.key} for [text]":
        return "artifacts"
    return {"N": "2", "cost": "{2}", "N-cost": "2—{2}", "cost-effect": "{2}: Draw a card.", "type-cost": "land—{2}",
            "gift": "a card"}.get(kw.param or "", None)


def keyword_report() -> dict:
    """Every keyword ability and action: the path it takes, whether it is supported, and why not.

    A rules-defined keyword is supported when every ability its definition means compiles with
    no gap (checked with a sample parameter: 2, or {2}); an engine keyword when the runtime
    implements it (``lower.NATIVE_KEYWORDS``); an action when the grammar lowers it to an IR effect
    the runtime exports."""
    from collections import Counter

    from oraclec.corpus import load_cards
    from oraclec.corpus.cards import CardFace

    from .cache import runtime_names
    from .codegen import verb_name
    from .lower import NATIVE_KEYWORDS, lower_line
    from .normalize import Line

    uses = Counter(k.lower() for f in load_cards() for k in f.keywords)
    probe = CardFace(name="Keyword Probe", type_line="Creature", text="", types=("Creature",),
                     power="2", toughness="2", mana_cost="{2}")
    api = runtime_names()
    rows = []
    for kw in keyword_rules():
        row = {"keyword": kw.name, "rule": kw.rule, "kind": "ability", "cards": uses.get(kw.key, 0),
               "definition": kw.pattern and kw.meaning and f'"{kw.pattern}" means ' + " and ".join(f'"{m}"' for m in kw.meaning) or ""}
        native = NATIVE_KEYWORDS.get(kw.key) or (NATIVE_KEYWORDS.get("plainswalk") if kw.key == "landwalk" else None)
        if native:
            row.update(path="engine", supported=True, reason="")
        elif kw.key in GRAMMAR_KEYWORDS:
            row.update(path="grammar", supported=True, reason="")
        elif not kw.meaning:
            row.update(path="unsupported", supported=False,
                       reason="changes the game's procedures; not implemented by the engine yet")
        else:
            try:
                texts = expand(kw, _sample_param(kw))
            except ValueError as exc:
                row.update(path="unsupported", supported=False, reason=str(exc))
            else:
                # a text change (612: overload, cleave) is applied to the spell's other lines by
                # the face's lowering (lower._apply_text_change), not lowered as a line
                texts = [bind_printed_below(t, kw.key, ["flying"]) for t in texts if text_change(kw, t) is None]
                gaps = []
                for text in texts:
                    gaps += lower_line(probe, Line(index=0, text=text, oracle=text, synthetic=kw.rule)).gaps
                if gaps and any("this spell" in m for m in kw.meaning):
                    # a keyword of spells whose wording is a spell's effect ("If this spell's
                    # awaken cost was paid, put N +1/+1 counters on target land", 702.113a): on a sorcery
                    sorcery = CardFace(name="Keyword Probe", type_line="Sorcery", text="", types=("Sorcery",),
                                       mana_cost="{2}")
                    texts = [t for t in expand(kw, _sample_param(kw), spell=True) if text_change(kw, t) is None]
                    gaps = [g for text in texts for g in lower_line(
                        sorcery, Line(index=0, text=text, oracle=text, synthetic=kw.rule)).gaps]
                if gaps:
                    row.update(path="unsupported", supported=False,
                               reason=f"its wording does not compile yet: {gaps[0].reason.splitlines()[0]}")
                else:
                    row.update(path="rules", supported=True, reason="")
        rows.append(row)
    for act in keyword_actions():
        effect = ACTION_EFFECTS.get(act.name)
        ok = effect is not None and (not api or verb_name(effect) in api)
        engine = act.name in ACTION_ENGINE
        ok = ok or engine
        rows.append({"keyword": act.name, "rule": act.rule, "kind": "action",
                     "cards": uses.get(act.key, 0), "definition": "",
                     "path": ("engine" if engine else "runtime") if ok else "unsupported", "supported": ok,
                     "reason": "" if ok else (f"the runtime has no {verb_name(effect)}" if effect
                                              else ACTION_UNSUPPORTED.get(act.name,
                                                                          "no IR effect or runtime action yet"))})
    abilities = [r for r in rows if r["kind"] == "ability"]
    actions = [r for r in rows if r["kind"] == "action"]
    return {
        "abilities": {"total": len(abilities), "supported": sum(r["supported"] for r in abilities),
                      "from_rules": sum(r["path"] == "rules" for r in abilities),
                      "engine": sum(r["path"] == "engine" for r in abilities),
                      "grammar": sum(r["path"] == "grammar" for r in abilities)},
        "actions": {"total": len(actions), "supported": sum(r["supported"] for r in actions)},
        "keywords": rows,
    }
