"""An additional cost paid one way or with mana instead (601.2b, 601.2f): "As an additional cost
to cast this spell, sacrifice a creature or pay {3}{B}."; "reveal an Elf card from your hand"."""
import pytest

from oraclec.compiler import ir
from test_lower_breadth import abilities, gaps


def _cost(text, **kw):
    (static, _spell) = abilities(text, **kw)
    (eff,) = static.effects
    return eff.cost


def test_sacrifice_or_pay():
    cost = _cost("As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\n"
                 "Exile target creature.", types=("Instant",))
    assert cost == ir.Cost(sacrifice=(ir.Filter(types=("creature",)), 1), or_mana="{3}{B}")


def test_pay_first_then_the_other_way():
    cost = _cost("As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature.\n"
                 "Destroy target creature.", types=("Instant",))
    assert cost.or_mana == "{4}" and cost.sacrifice[1] == 1 and not cost.mana


def test_reveal_a_card_from_your_hand_or_pay():
    (static, *_rest) = abilities("As an additional cost to cast this spell, reveal an Elf card from your hand or "
                                 "pay {3}.\nDeathtouch")
    assert static.effects[0].cost == ir.Cost(reveal_from_hand=(ir.Filter(subtypes=("elf",), zone="hand"), 1),
                                             or_mana="{3}")


def test_or_pay_in_an_activated_ability_is_a_gap():
    (g,) = gaps("{T}, Sacrifice a creature or pay {3}: Draw a card.", types=("Artifact",))
    assert g.blocker == "either_cost"


def test_or_mana_needs_another_way():
    with pytest.raises(ValueError, match="Cost.or_mana"):
        ir.Cost(or_mana="{2}")
    with pytest.raises(ValueError, match="Cost.or_mana"):
        ir.Cost(mana="{1}", pay_life=2, or_mana="{2}")
