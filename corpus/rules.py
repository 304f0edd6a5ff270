"""The Comprehensive Rules, numbered.

The shipped copy (``data/comprehensive-rules.json.gz``) is a JSON tree: section title → subsection
title → list of ``[rule text, [subrule text, ...]]``.  It carries no numbers, so they are derived:
subsection ``NNN`` is its position after the section's first number, rule ``NNN.k`` is the k-th
entry, and subrule letters run a, b, c, … skipping ``l`` and ``o`` as the printed rules do (so that
``704.5k`` is followed by ``704.5m``).  The source merged parts 1–4 into "Game Concepts" and part 8
into "Additional Rules", dropping those parts' "General" subsections; ``_PART_STARTS`` restores the
numbering there.  Line breaks of the source lost their spaces ("verycommon"); ``repair_spacing``
puts back what it can tell from the corpus vocabulary.
"""
from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

__all__ = ["Rule", "RulesIndex", "load_rules", "repair_spacing", "SUBRULE_LETTERS"]

SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"

_SECTION_FIRST = {
    "Game Concepts": 100,
    "Turn Structure": 500,
    "Spells, Abilities, and Effects": 600,
    "Additional Rules": 700,
    "Casual Variants": 900,
}
# Subsections that open a new part whose "General" subsection the source left out.
_PART_STARTS = {"Name": 201, "Artifacts": 301, "Library": 401, "Limited Range of Influence Option": 801}


@dataclass(frozen=True, slots=True)
class Rule:
    number: str      # "702.2", "702.2b", "704"
    title: str       # subsection title, e.g. "Deathtouch" for 702.2 or "Keyword Abilities" for 702
    text: str

    @property
    def parent(self) -> str | None:
        if "." not in self.number:
            return None
        head, tail = self.number.split(".")
        if tail[-1].isalpha():
            return f"{head}.{tail.rstrip(SUBRULE_LETTERS)}"
        return head


_GLUE_AFTER_PUNCT = re.compile(r"(?<=[,;:])(?=[A-Za-z])|(?<=[.!?])(?=[A-Z])")


class RulesIndex:
    """All rules by number, and the keyword entries of 701 and 702."""

    def __init__(self, tree: dict):
        self.rules: dict[str, Rule] = {}
        self.subsections: dict[str, str] = {}
        for section, subsections in tree.items():
            number = _SECTION_FIRST[section]
            for title, entries in subsections.items():
                number = _PART_STARTS.get(title, number)
                self.subsections[str(number)] = title
                self.rules[str(number)] = Rule(str(number), title, title)
                for i, (text, subs) in enumerate(entries, start=1):
                    rn = f"{number}.{i}"
                    self.rules[rn] = Rule(rn, title, _fix(text))
                    for letter, sub in zip(SUBRULE_LETTERS, subs):
                        self.rules[rn + letter] = Rule(rn + letter, title, _fix(sub))
                number += 1

    def __getitem__(self, number: str) -> Rule:
        return self.rules[number]

    def get(self, number: str) -> Rule | None:
        return self.rules.get(number)

    def children(self, number: str) -> list[Rule]:
        """The subrules of a rule (702.2 → 702.2a, 702.2b, …) or the rules of a subsection."""
        if "." in number:
            out = []
            for letter in SUBRULE_LETTERS:
                rule = self.rules.get(number + letter)
                if rule is None:
                    break
                out.append(rule)
            return out
        out = []
        k = 1
        while (rule := self.rules.get(f"{number}.{k}")) is not None:
            out.append(rule)
            k += 1
        return out

    def keyword_entries(self, subsection: str) -> list[Rule]:
        """The keyword entries of 701 (actions) or 702 (abilities): 702.2 Deathtouch, …

        The first entry of each is the general rule, not a keyword."""
        return [Rule(r.number, r.text.strip(), r.text) for r in self.children(subsection)[1:]]


def _fix(text: str) -> str:
    return _GLUE_AFTER_PUNCT.sub(" ", text).replace("--", "—")


_WORD = re.compile(r"[A-Za-z]+")


def _vocabulary(tree: dict) -> tuple[dict[str, int], dict[tuple[str, str], int]]:
    """Word and word-pair counts of the rules text."""
    counts: dict[str, int] = {}
    pairs: dict[tuple[str, str], int] = {}

    def walk(node):
        if isinstance(node, str):
            words = [w.lower() for w in _WORD.findall(node)]
            for w in words:
                counts[w] = counts.get(w, 0) + 1
            for a, b in zip(words, words[1:]):
                pairs[a, b] = pairs.get((a, b), 0) + 1
        elif isinstance(node, dict):
            for k, v in node.items():
                walk(k)
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(tree)
    return counts, pairs


def repair_spacing(text: str, vocab: tuple[dict[str, int], dict[tuple[str, str], int]],
                   memo: dict[str, str] | None = None) -> str:
    """Put back spaces the source lost at its line breaks: "withdeathtouch" → "with deathtouch",
    "AttackersStep" → "Attackers Step".  A word is split where the two halves occur elsewhere in
    the rules as a pair of words more often than the glued form occurs ("into" stays: "in to"
    is rarer than "into").  ``memo``: words already mended with this ``vocab`` (a word
    mends the same way each time)."""
    counts, pairs = vocab
    memo = {} if memo is None else memo

    def fix(m: re.Match) -> str:
        word = m.group()
        done = memo.get(word)
        if done is None:
            done = memo[word] = mend(word)
        return done

    def mend(word: str) -> str:
        low = word.lower()
        seen = counts.get(low, 0)
        best, best_score = None, seen
        for i in range(1, len(low)):
            score = pairs.get((low[:i], low[i:]), 0)
            if score > best_score:
                best, best_score = i, score
        if best is None and seen == 1:
            # no pair evidence: a word found once that is two common words ("planeswalkerthey")
            score = 0
            for i in range(2, len(low) - 1):
                common = min(counts.get(low[:i], 0), counts.get(low[i:], 0))
                if common >= 5 and common > score:
                    best, score = i, common
        if best is None:
            return word
        return word[:best] + " " + word[best:]
    return _WORD.sub(fix, text)


@lru_cache(maxsize=1)
def load_newer_actions() -> tuple[dict, ...]:
    """The keyword actions of rules newer than the shipped copy (corpus/newer-keyword-actions.json):
    ``name``, ``rule``, ``meaning`` and the IR ``effect`` of each."""
    ref = resources.files(__package__).joinpath("newer-keyword-actions.json")
    return tuple(json.loads(ref.read_text(encoding="utf-8"))["actions"])


@lru_cache(maxsize=1)
def load_rules() -> RulesIndex:
    ref = resources.files(__package__).joinpath("data", "comprehensive-rules.json.gz")
    tree = json.loads(gzip.decompress(ref.read_bytes()))
    vocab = _vocabulary(tree)
    index = RulesIndex(tree)
    memo: dict[str, str] = {}
    for number, rule in index.rules.items():
        index.rules[number] = Rule(rule.number, rule.title, repair_spacing(rule.text, vocab, memo))
    return index
