"""compiler/fast_earley.py gives lark's results: the same trees (with positions) and the same
errors as lark's own Earley core, for a parse from scratch, a parse resumed from a chart snapshot
of a line with the same beginning, and ``parse_preferring`` against trying each start in turn."""
import pytest
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

from oraclec.compiler import parser as P
from oraclec.compiler.fast_earley import FastParser, install

# lines that parse and lines that do not, several sharing their beginnings (snapshot reuse)
LINES = [
    ("Flying", False), ("Flying, vigilance", False), ("Flying, trample", False),
    ("{T}: Add {G}.", False), ("{T}: Add {C}.", False), ("{T}: Add one mana of any color.", False),
    ("When ~ enters, draw a card.", False), ("When ~ enters, you gain 3 life.", False),
    ("When ~ enters, destroy target artifact.", False), ("When ~ enters, frobnicate the vorpal.", False),
    ("Whenever ~ attacks, it gets +1/+0 until end of turn.", False),
    ("Whenever ~ attacks, target creature can't block this turn.", False),
    ("~ deals 3 damage to any target.", True), ("~ deals 2 damage to target creature.", True),
    ("Destroy target creature. It can't be regenerated.", True), ("Destroy target wibble.", True),
    ("Target creature gets +3/+3 until end of turn.", True),
    ("Creatures you control get +1/+1.", False), ("Enchanted creature gets +2/+2.", False),
    ("Enchant creature", False), ("Choose one —\n• Draw a card.\n• You gain 2 life.", True),
    ("", False), ("Zzz qqq.", False),
]


def _ser(t):
    if isinstance(t, Tree):
        return (str(t.data), getattr(t.meta, "start_pos", None), getattr(t.meta, "end_pos", None),
                tuple(_ser(c) for c in t.children))
    if isinstance(t, Token):
        return (t.type, str(t), t.start_pos, t.end_pos, t.line, t.column, t.end_line, t.end_column)
    return repr(t)


def _outcome(fn):
    try:
        return _ser(fn())
    except UnexpectedCharacters as exc:
        return ("chars", exc.pos_in_stream, tuple(sorted(exc.allowed)))
    except UnexpectedEOF as exc:
        return ("eof", tuple(sorted(exc.expected)))


@pytest.fixture(scope="module")
def parsers():
    def make():
        return Lark(P.grammar_text(), parser="earley", lexer="dynamic", propagate_positions=True,
                    maybe_placeholders=True, ambiguity="resolve", start=list(P._STARTS))
    fast = make()
    assert install(fast)
    assert isinstance(fast.parser.parser, FastParser)
    return make(), fast


@pytest.mark.parametrize("start", ["start", "spell", "triggered", "keyword_line"])
def test_same_trees_and_errors_as_lark(parsers, start):
    lark, fast = parsers
    for _ in range(2):        # the second round resumes from snapshots of the first
        for text, _spell in LINES:
            folded = P.fold(text)
            assert _outcome(lambda: fast.parse(folded, start=start)) == \
                _outcome(lambda: lark.parse(folded, start=start)), text
    assert any(key[0] == start for key in fast.parser.parser._prefixes)   # snapshots were taken


def test_parse_preferring_is_trying_each_start_in_turn(parsers):
    lark, fast = parsers
    core = fast.parser.parser
    for text, spell in LINES:
        folded = P.fold(text)
        guesses = P.guess_starts(text, spell)

        def in_turn():
            for start in guesses:
                try:
                    return Tree("start", [lark.parse(folded, start=start)])
                except UnexpectedInput:
                    continue
            return lark.parse(folded, start="start")

        def preferring():
            symbol, tree = core.parse_preferring(folded, "start", guesses)
            return tree if symbol == "start" else Tree("start", [tree])

        assert _outcome(preferring) == _outcome(in_turn), text
