"""Generates ``grammar/subtypes.lark``: the subtype words of the corpus (rule 205.3), with the
plural forms Oracle text uses ("Elves", "Wolves", "Forests").

Run ``python -m oraclec.compiler.subtypes`` after the corpus changes; a test checks the shipped
file is up to date."""
from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

from oraclec.corpus import load_cards

# Card types whose subtypes are real subtypes (rule 205.3g–q); casual and joke types aside.
_TYPES = {"Creature", "Kindred", "Tribal", "Artifact", "Enchantment", "Land", "Planeswalker",
          "Instant", "Sorcery", "Battle"}
_IRREGULAR = {"elf": "elves", "wolf": "wolves", "dwarf": "dwarves", "werewolf": "werewolves",
              "ox": "oxen", "mouse": "mice", "fungus": "fungi", "octopus": "octopuses",
              "cyclops": "cyclopes", "efreet": "efreet", "merfolk": "merfolk", "plains": "plains",
              "kithkin": "kithkin", "sheep": "sheep", "fish": "fish", "moonfolk": "moonfolk",
              "samurai": "samurai", "kor": "kor", "djinn": "djinn", "elk": "elk", "deer": "deer",
              "sliver": "slivers", "thalakos": "thalakos", "leech": "leeches", "human": "humans",
              "lamia": "lamias", "noggle": "noggles", "homunculus": "homunculi", "locus": "loci",
              "zubera": "zubera", "jackal": "jackals", "werewolves": "werewolves"}
_WORD = re.compile(r"^[A-Z][A-Za-z'-]*(?: [A-Z][a-z]+)?$")
# Joke-set subtypes that are English function words ("Creature — The Biggest, …").
_NOT_SUBTYPES = {"The", "You"}


def plural(word: str) -> str:
    low = word.lower()
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if re.search(r"(s|x|z|ch|sh)$", low):
        return low + "es"
    if re.search(r"[^aeiou]y$", low):
        return low[:-1] + "ies"
    return low + "s"


def corpus_subtypes() -> dict[str, set[str]]:
    """subtype kind ('creature', 'land', ...) → subtype words, from the shipped corpus."""
    kinds: dict[str, set[str]] = {}
    for face in load_cards():
        for t in face.types:
            if t not in _TYPES:
                continue
            kind = {"Kindred": "creature", "Tribal": "creature", "Instant": "spell",
                    "Sorcery": "spell"}.get(t, t.lower())
            for sub in face.subtypes:
                if _WORD.match(sub) and sub not in _NOT_SUBTYPES:
                    kinds.setdefault(kind, set()).add(sub)
    # rule 205.3m lists every creature type, also those only tokens have ("Germ", "Servo")
    from oraclec.corpus.rules import load_rules
    entry = load_rules().get("205.3m")
    if entry is not None and "one word long:" in entry.text:
        for word in entry.text.split("one word long:", 1)[1].split(","):
            word = word.strip(" .").removeprefix("and ")
            if _WORD.match(word) and " " not in word:       # the source splits a few words
                kinds.setdefault("creature", set()).add(word)
    return kinds


@lru_cache(maxsize=1)
def creature_types() -> tuple[str, ...]:
    """Every creature type of rule 205.3m, lower case ("time lord" is the one of two words)."""
    from oraclec.corpus.rules import load_rules
    entry = load_rules().get("205.3m")
    out = ["time lord"] if "Time Lord" in entry.text else []
    for word in entry.text.split("one word long:", 1)[1].split(","):
        # the source splits a few words ("Arc her", "Go at"): every other type is one word
        word = word.strip(" .").removeprefix("and ").replace(" ", "").lower()
        if word:
            out.append(word)
    return tuple(sorted(set(out)))


# Rules 205.3g-k, 205.3q: the subtype sets of the card types other than creature (artifact,
# enchantment, land, planeswalker, spell and battle types), each rule listing its words.
_NONCREATURE_RULES = ("205.3g", "205.3h", "205.3i", "205.3j", "205.3k", "205.3q")


def noncreature_subtypes() -> tuple[str, ...]:
    """The subtypes of rules 205.3g-k and 205.3q, lower case: what stays of an object's
    subtypes when an effect sets its creature types (205.1a)."""
    return _rule_subtypes(_NONCREATURE_RULES)


@lru_cache(maxsize=None)
def land_subtypes() -> tuple[str, ...]:
    """The land types of rule 205.3i, lower case: what a land loses when an effect sets its land
    type (305.7)."""
    return _rule_subtypes(("205.3i",))


def _rule_subtypes(numbers) -> tuple[str, ...]:
    from oraclec.corpus.rules import load_rules
    rules = load_rules()
    out: set[str] = set()
    for number in numbers:
        text = re.sub(r"\s*\(see rule[^)]*\)", "", rules[number].text)
        body = re.search(r"(?:The|That) [a-z]+ types? (?:are|is) (.*?)\.(?:\s|$)", text).group(1)
        for word in body.split(","):
            # the shipped text glues a few words ("andShrine", "andZariel")
            word = re.sub(r"^and ?(?=[A-Z])", "", word.strip())
            if word:
                out.add(word.lower())
    return tuple(sorted(out))


def render_runtime() -> str:
    words = ", ".join(repr(w) for w in noncreature_subtypes())
    lands = ", ".join(repr(w) for w in land_subtypes())
    return (
        '"""Generated by `python -m oraclec.compiler.subtypes` from rules 205.3g-k and 205.3q: the\n'
        'subtypes of the card types other than creature, and the land types (205.3i).  Do not edit:\n'
        'regenerate instead."""\n\n'
        f"NONCREATURE_SUBTYPES = frozenset(({words}))\n"
        f"LAND_SUBTYPES = frozenset(({lands}))\n"
    )


def predefined_token_subtypes() -> tuple[str, ...]:
    """The subtypes of the predefined tokens of rule 111.10 ("A Blood token is a colorless Blood
    artifact token with …"): some only tokens have, so no card of the corpus shows them."""
    from oraclec.corpus.rules import load_rules
    rules = load_rules()
    out = set()
    for letter in "abcdefghijklmnopqrstuvwxyz":
        entry = rules.get(f"111.10{letter}")
        m = re.match(r"An? (\w+) token is a colorless \1 (?:artifact|enchantment) token\b", entry.text.strip()) \
            if entry is not None else None
        if m:
            out.add(m.group(1))
    return tuple(sorted(out))


def render() -> str:
    kinds = corpus_subtypes()
    words: set[str] = set()
    for subs in [*kinds.values(), predefined_token_subtypes()]:
        for s in subs:
            words.add(s.lower())
            words.add(plural(s))
    # Longest first, so that "werewolves" is not read as "werewolf" + "ves".
    ordered = sorted(words, key=lambda w: (-len(w), w))
    body = "|".join(re.escape(w).replace("/", "\\/") for w in ordered)
    return (
        "// Generated by `python -m oraclec.compiler.subtypes` from the corpus (rule 205.3) and the\n"
        "// predefined tokens of rule 111.10.\n"
        "// Do not edit: regenerate instead.  One word-bounded terminal: \"elves\", \"forest\", …\n"
        f"SUBTYPE.1: /(?:{body})(?![\\w'-])/\n"
    )


def main() -> int:
    target = Path(__file__).resolve().parent.parent / "grammar" / "subtypes.lark"
    target.write_text(render(), encoding="utf-8")
    print(f"wrote {target}")
    kinds = Path(__file__).resolve().parent.parent / "runtime" / "subtype_kinds.py"
    kinds.write_text(render_runtime(), encoding="utf-8")
    print(f"wrote {kinds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
