"""The swallowed-clause check: wording the parser matched but lowering never read keeps a card
below `compiled` (issue 5), so no ignored clause is ever claimed."""
from oraclec.compiler import ir, lower
from oraclec.compiler.ast import Source, build_ast
from oraclec.compiler.normalize import Line
from oraclec.compiler.parser import parse_line
from oraclec.corpus.cards import CardFace

FACE = CardFace(name="Test", type_line="Instant", text="Destroy target creature you control.", types=("Instant",))
LINE = Line(index=0, text="Destroy target creature you control.", oracle="Destroy target creature you control.")


def test_everything_is_unread_before_lowering():
    node = build_ast(parse_line(LINE.text), Source("Test", 1, LINE.text, LINE))
    assert node.unread()


def test_a_real_lowering_reads_every_word():
    res = lower.lower_line(FACE, LINE)
    assert not res.gaps and res.abilities


def test_a_lowering_that_ignores_a_phrase_is_caught(monkeypatch):
    def careless_destroy(node, env, subject):
        return ir.Destroy(what="self")      # never looks at "target creature you control"
    monkeypatch.setattr(lower, "effect_destroy", careless_destroy)
    res = lower.lower_line(FACE, LINE)
    (gap,) = res.gaps
    assert gap.blocker == "swallowed" and "creature" in gap.reason and not res.abilities
