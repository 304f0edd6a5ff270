"""Lowering of "Players can't untap more than N <objects> during their untap steps" (502.3, 101.2)."""
import pytest

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Enchantment",)):
    return lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))


@pytest.mark.parametrize("text, who, n, flt", [
    ("Players can't untap more than one creature during their untap steps.", "any", 1,
     ir.Filter(types=("creature",))),
    ("You can't untap more than one land during your untap step.", "you", 1, ir.Filter(types=("land",))),
    ("Players can't untap more than two permanents during their untap steps.", "any", 2, ir.Filter()),
    ("Players can't untap more than one nonbasic land during their untap steps.", "any", 1,
     ir.Filter(types=("land",), not_supertypes=("basic",))),
])
def test_untap_limit(text, who, n, flt):
    card, gaps, _ = lowered(text)
    assert not gaps, gaps
    assert card.abilities[0].effects == [ir.PlayerRule(who=who, rule="untap_limit", amount=n, objects=flt)]


def test_your_untap_step_of_other_players_stays_a_gap():
    _card, gaps, _ = lowered("Players can't untap more than one land during your untap step.")
    assert [g.blocker for g in gaps] == ["untap_limit"]


def test_untap_limit_validation_names_node_and_field():
    with pytest.raises(ValueError, match="PlayerRule.objects"):
        ir.PlayerRule(who="any", rule="untap_limit", amount=1)
