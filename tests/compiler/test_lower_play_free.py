"""Lowering of "You may play that card without paying its mana cost." (701.14b, 608.2g)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Creature",)):
    return lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))


def test_play_that_card_without_paying_then_if_you_dont():
    card, gaps, _ = lowered("{2}{U}{U}, Remove a wish counter from Test Card: Reveal the top card of your library. "
                            "You may play that card without paying its mana cost. If you don't, exile it.")
    assert not gaps, gaps
    _look, may, otherwise = card.abilities[0].effects
    assert may.effects == [ir.CastFree(what="it", play=True)]
    assert otherwise == ir.IfResult(did=False, effects=[ir.Exile(what="it")])


def test_cast_that_card_is_not_a_play():
    card, gaps, _ = lowered("{2}{U}{U}: Reveal the top card of your library. You may cast that card without paying "
                            "its mana cost.")
    assert not gaps, gaps
    assert card.abilities[0].effects[1].effects == [ir.CastFree(what="it")]
