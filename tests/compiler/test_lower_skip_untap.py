"""Lowering of "Players skip their untap steps." (614.10) and "if no creatures are on the
battlefield" (603.4)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Enchantment",)):
    return lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))


def test_players_skip_their_untap_steps():
    card, gaps, _ = lowered("Players skip their untap steps.")
    assert not gaps, gaps
    assert card.abilities[0].effects == [ir.PlayerRule(who="any", rule="skip_untap")]


def test_skip_your_untap_step():
    card, gaps, _ = lowered("Skip your untap step.")
    assert not gaps, gaps
    assert card.abilities[0].effects == [ir.PlayerRule(who="you", rule="skip_untap")]


def test_if_no_creatures_are_on_the_battlefield():
    card, gaps, _ = lowered("At the beginning of the end step, if no creatures are on the battlefield, sacrifice "
                            "Test Card.")
    assert not gaps, gaps
    cond = card.abilities[0].condition
    assert cond == ir.Condition(condition="at_least", values=(ir.Count(filter=ir.Filter(types=("creature",))),),
                                count=1, negate=True)
