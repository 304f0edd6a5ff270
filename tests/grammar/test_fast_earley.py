"""compiler/fast_earley.py gives lark's results: the same trees (with positions) and the same
errors as lark's own Earley core, for ``parse`` and for ``parse_preferring`` against trying each
start in turn;
with and without the lookahead pruning of predictions; and its tree resolution gives what lark's
``ForestToParseTree`` gives, ties and loops included."""
import re

import pytest
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput

from oraclec.compiler import parser as P
from oraclec.compiler.fast_earley import FastParser, first_chars, install

# lines that parse and lines that do not
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
    # ignored text in odd places: the scanner carries waiting items past it, pruned or not
    ("Flying ", False), (" Flying", False), ("Destroy target  creature.", True),
    ("When ~ enters,  draw a card.", False), ("When ~ enters, draw a card.  ", False),
    ("When ~ enters, draw a card.\n", False), ("Destroy target creature.\nZzz", True),
    ("Destroy target creature. ", True), ("Destroy target   ", True), ("  ", False),
    ("Whenever ~ deals combat damage to a player, that player discards a card.", False),
    ("Creatures your opponents control get -1/-1 until end of turn.", True),
    ("Put a +1/+1 counter on target creature.", True), ("Put three wish counters on ~.", False),
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
        # a set: lark's list follows its scan order and repeats names, the parser reads the set
        return ("eof", tuple(sorted(set(exc.expected))))


def _make():
    return Lark(P.grammar_text(), parser="earley", lexer="dynamic", propagate_positions=True,
                maybe_placeholders=True, ambiguity="resolve", start=list(P._STARTS))


@pytest.fixture(scope="module", params=["pruned", "unpruned"])
def parsers(request):
    fast = _make()
    if request.param == "unpruned":
        fast.parser.parser.PRUNE = False      # read by install's _setup
    assert install(fast)
    core = fast.parser.parser
    assert isinstance(core, FastParser)
    assert core._prune == (request.param == "pruned")
    return _make(), fast


@pytest.mark.parametrize("start", ["start", "spell", "triggered", "keyword_line"])
def test_same_trees_and_errors_as_lark(parsers, start):
    lark, fast = parsers
    for text, _spell in LINES:
        folded = P.fold(text)
        assert _outcome(lambda: fast.parse(folded, start=start)) == \
            _outcome(lambda: lark.parse(folded, start=start)), text


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


def test_first_chars_bound_every_match():
    """Every match of every terminal of the grammar begins with a character its first-character
    pattern accepts (the lookahead pruning relies on it), on the words of the sample lines."""
    core = _make().parser.parser
    regexps = core.term_matcher.__self__.regexps
    texts = [P.fold(t) for t, _ in LINES] + ["{t}: add {g}{g}.", "+1/+1 -x/-0 3/3 */* \"quoted\" [+2]: 12 x"]
    seen = 0
    for name, rx in regexps.items():
        fc = first_chars(rx)
        for text in texts:
            for i in range(len(text)):
                m = rx.match(text, i)
                if m:
                    seen += 1
                    assert fc is None or fc.fullmatch(text[i]), (name, text, i)
    assert seen > 100


@pytest.mark.parametrize("pattern, inside, outside", [
    (r"abc", "a", "bA "), (r"(?:an|a)", "a", "n"), (r"\d+x", "07", "x"), (r"[^\"]*\"", "a\" ", ""),
    (r"(?:x|\{)[a-z]", "x{", "a"), (r"[a-z]+(?= counters?\b)", "az", "A "), (r"a?b*c", "abc", "d"),
    (r"(?<![\w-])k", "k", "-"), (r"[\w'-]", "a_'-9", " "),
])
def test_first_chars_patterns(pattern, inside, outside):
    fc = first_chars(re.compile(pattern))
    assert fc is not None
    assert all(fc.fullmatch(c) for c in inside) and not any(fc.fullmatch(c) for c in outside)


def test_first_chars_unbounded():
    # anything may begin a match: no pattern, never a wrong one
    for pattern, flags in [(r".x", 0), (r"(?i:a)", 0), (r"a", re.I), (r"(a?)\1b", 0)]:
        assert first_chars(re.compile(pattern, flags)) is None


def _toy(grammar, **kw):
    lark = Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve", **kw)
    fast = Lark(grammar, parser="earley", lexer="dynamic", ambiguity="resolve", **kw)
    assert install(fast)
    return lark, fast


@pytest.mark.parametrize("grammar, texts", [
    # ties: two readings of equal rank, settled by the order lark found them in
    ("start: x+\nx: \"a\" | \"aa\" | \"a\" \"a\"\n%ignore \" \"", ["aaa", "a a aa", "aaaa a"]),
    ("start: a a\na: \"x\" | \"xx\"", ["xxx", "xx", "xxxx"]),
    # priorities, on rules and terminals
    ("start: y | z\ny.2: \"ab\"\nz: A B\nA: \"a\"\nB.3: \"b\"", ["ab"]),
    ("start: w+\nw: W | V\nW.2: /[a-z]+/\nV: /[a-z]/\n%ignore \" \"", ["abc de f", "x y"]),
    # a loop: a symbol deriving itself (lark skips the reading that loops)
    ("start: a\na: b | \"x\"\nb: a", ["x"]),
])
def test_resolution_is_larks(grammar, texts):
    lark, fast = _toy(grammar)
    core = fast.parser.parser
    for text in texts:
        assert _outcome(lambda: fast.parse(text)) == _outcome(lambda: lark.parse(text)), text
        chart = core._parse(text, "start")
        root = core._solution(chart.columns, "start")
        assert _ser(core._resolve(root)[0]) == _ser(core._lark_transform(root)), text


def test_resolution_reports_ties():
    # "xxx" is "x" "xx" or "xx" "x": one rule, two splits, equal rank
    _, fast = _toy("start: a a\na: \"x\" | \"xx\"")
    core = fast.parser.parser
    assert core._resolve(core._solution(core._parse("xxx", "start").columns, "start"))[1]
    assert not core._resolve(core._solution(core._parse("xx", "start").columns, "start"))[1]


def test_the_forest_is_unlinked_after_the_parse(parsers):
    """A parse leaves no reference cycle behind (its SPPF is unlinked once the tree is built):
    reference counting frees it, the cyclic garbage collector has nothing to find."""
    import gc
    _, fast = parsers
    core = fast.parser.parser
    for text, spell in LINES:
        folded = P.fold(text)
        gc.collect()
        gc.disable()
        try:
            try:
                core.parse_preferring(folded, "start", P.guess_starts(text, spell))
            except UnexpectedInput:
                pass
            assert gc.collect() == 0, text
        finally:
            gc.enable()
