"""Parsing: an ability line → a Lark parse tree, or a positioned diagnostic.

The grammar (``oraclec/grammar/*.lark``) is read once per process.  Lines are parsed in lower
case — only ASCII letters are folded, so every position in the parsed text is the same position
in the normalised line, and spans recover the card's own capitalisation."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from lark import Lark, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .fast_earley import FastParser
from .fast_earley import install as install_fast_earley

__all__ = ["ParseError", "get_parser", "parse_line", "fold", "grammar_hash"]

_FOLD = str.maketrans({chr(c): chr(c + 32) for c in range(ord("A"), ord("Z") + 1)})


def fold(text: str) -> str:
    """ASCII lower case, position for position."""
    return text.translate(_FOLD)


@dataclass(frozen=True, slots=True)
class ParseError(Exception):
    """Where a line stops parsing and what the grammar expected there."""

    position: int           # 0-based offset into the normalised line
    found: str
    expected: tuple[str, ...]

    def __str__(self) -> str:
        exp = ", ".join(self.expected[:8]) + (" …" if len(self.expected) > 8 else "")
        return f"unexpected {self.found!r} at column {self.position + 1}; expected {exp}"


# The topic files, in dependency order.  Each is a grammar of its own (its ``%import .x``
# lines let it be loaded and tested alone); the card parser joins them into one namespace, so
# that a rule imported by several topics exists once and the lexer sees one terminal per word.
GRAMMAR_FILES = ("subtypes", "keyword_names", "common", "objects", "costs", "effects", "triggers", "statics",
                 "casting", "keywords", "layouts", "card")
_RELATIVE_IMPORT = re.compile(r"^%import \.\w+.*$|^%import common\.WS$|^%ignore WS$", re.M)


def grammar_text() -> str:
    folder = resources.files("oraclec.grammar")
    parts = []
    for name in GRAMMAR_FILES:
        text = (folder / f"{name}.lark").read_text(encoding="utf-8")
        parts.append(f"// ==== {name}.lark ====\n" + _RELATIVE_IMPORT.sub("", text))
    parts.append("%import common.WS\n%ignore WS\n")
    return "\n".join(parts)


@lru_cache(maxsize=1)
def get_parser() -> Lark:
    parser = Lark(
            grammar_text(),
            parser="earley",
            lexer="dynamic",
            propagate_positions=True,
            maybe_placeholders=True,
            ambiguity="resolve",
            start=list(_STARTS),
    )
    # the same Earley algorithm, charts and trees with cheaper bookkeeping (fast_earley.py);
    # ORACLEC_EARLEY=lark keeps lark's own core (to compare the two)
    if os.environ.get("ORACLEC_EARLEY") != "lark":
        install_fast_earley(parser)
    _pretty_terminal.cache_clear()      # names are this parser's
    return parser


@lru_cache(maxsize=1)
def grammar_hash() -> str:
    import hashlib
    h = hashlib.sha256()
    h.update(grammar_text().encode())
    return h.hexdigest()[:16]


def _pretty_expected(names) -> tuple[str, ...]:
    return tuple(sorted({_pretty_terminal(name) for name in names}))


@lru_cache(maxsize=None)
def _pretty_terminal(name: str) -> str:
    """How an error report names a terminal: a literal word quoted, a pattern by its name."""
    try:
        term = get_parser().get_terminal(name)
    except KeyError:
        return name
    pattern = term.pattern
    if pattern.type == "str":
        return repr(pattern.value)
    return name.split("__")[-1]


# Start symbols tried before the whole grammar, chosen from the line's shape: parsing from the
# right ability kind skips most of the grammar's predictions (2–20× faster).  Only a successful
# parse is taken; otherwise the whole grammar decides, so the result and the diagnostics are
# those of the full grammar.
_STARTS = ("start", "keyword_line", "triggered", "activated", "loyalty", "spell", "modal", "static_line",
           "chapter", "casting_line")
_ACTIVATED = re.compile(r'^[^".]*?:')
_LOYALTY = re.compile(r"^\[[+-]?(?:\d+|x)\]:")
# a line about casting the card itself (601.2b, 118.9) in a spell's text: "If …, you may cast ~
# without paying its mana cost." is how ~ may be cast, not what it does as it resolves
_CASTING = re.compile(r"\byou may cast ~ without paying its mana cost\.$")
_CHAPTER = re.compile(r"^(?:iii|ii|iv|vi|v|i)(?:, (?:iii|ii|iv|vi|v|i))* \u2014 ")     # 714.2


def guess_starts(text: str, spell: bool = False) -> tuple[str, ...]:
    t = fold(text).lstrip()
    if t.startswith(("when ", "whenever ", "at the beginning")):
        return ("triggered",)
    if _LOYALTY.match(t):
        return ("loyalty",)
    if _CHAPTER.match(t):
        return ("chapter",)
    if t.startswith("choose "):
        return ("modal",)
    if _ACTIVATED.match(t):
        return ("activated",)
    if spell:
        return ("casting_line", "spell") if _CASTING.search(t) else ("spell",)
    return ("keyword_line", "static_line")


def parse_line(text: str, spell: bool | None = None) -> Tree:
    """Parse one normalised ability line; raise :class:`ParseError` where it stops.

    ``spell``: the line belongs to an instant or sorcery (its text is a spell ability).

    Results are memoised per process on the exact line and ``spell``: many faces share lines
    ("Flying", "{T}: Add {G}.", "Enchant creature").  The tree returned for a repeated line is
    the same object — callers read it (``ast.build_ast`` makes new nodes) and must not change it."""
    tree, error = _parse_memo(text, spell)
    if error is not None:
        raise ParseError(error.position, error.found, error.expected) from None
    return tree


@lru_cache(maxsize=16384)     # ~9 KiB a line on average
def _parse_memo(text: str, spell: bool | None) -> tuple[Tree | None, ParseError | None]:
    try:
        return _parse_line(text, spell), None
    except ParseError as exc:
        # a fresh one: the raised error's context holds lark's exception and its whole chart
        return None, ParseError(exc.position, exc.found, exc.expected)


def _parse_line(text: str, spell: bool | None) -> Tree:
    parser = get_parser()
    folded = fold(text)
    try:
        if spell is not None:
            core = parser.parser.parser
            if isinstance(core, FastParser):
                # one chart from "start" answers for the guessed starts too (the same trees)
                symbol, tree = core.parse_preferring(folded, "start", guess_starts(text, spell))
                return tree if symbol == "start" else Tree("start", [tree])
            for start in guess_starts(text, spell):
                try:
                    return Tree("start", [parser.parse(folded, start=start)])
                except UnexpectedInput:
                    continue
        return parser.parse(folded, start="start")
    except UnexpectedCharacters as exc:
        found = text[exc.pos_in_stream:exc.pos_in_stream + 12].split(" ")[0] or text[exc.pos_in_stream:][:1]
        raise ParseError(exc.pos_in_stream, found, _pretty_expected(exc.allowed or ())) from None
    except UnexpectedToken as exc:
        pos = exc.token.start_pos if exc.token.start_pos is not None else len(text)
        found = str(exc.token) if exc.token.type != "$END" else "end of line"
        raise ParseError(pos, found, _pretty_expected(exc.expected or exc.accepts or ())) from None
    except UnexpectedEOF as exc:
        raise ParseError(len(text), "end of line", _pretty_expected(exc.expected or ())) from None
    except UnexpectedInput as exc:  # pragma: no cover - other lark input errors
        raise ParseError(getattr(exc, "pos_in_stream", 0) or 0, "?", ()) from None
