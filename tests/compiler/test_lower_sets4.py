"""Lowering of the MKM/WOE/DMU/BRO constructs of the sixth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "cards exiled with ~" (linked abilities, 607.1, 607.2a) ----------------------------------
def test_each_creature_card_exiled_with_self_returns():
    (_, act) = abilities("{3}: Exile target creature you control.\nSacrifice this artifact: Return each "
                         "creature card exiled with this artifact to the battlefield under your control.",
                         types=("Artifact",))
    (put,) = act.effects
    assert put.what == ir.All(filter=ir.Filter(types=("creature",), zone="exile", exiled_with="self"))
    assert put.controller == "you"


def test_a_card_exiled_with_self_is_chosen_from_those_cards():
    (_, trig) = abilities("When this Vehicle enters, exile target player's graveyard.\nWhenever this Vehicle "
                          "deals combat damage to a player, you may put a creature card exiled with this "
                          "Vehicle onto the battlefield under your control.", types=("Artifact",),
                          subtypes=("Vehicle",))
    (may,) = trig.effects
    (put,) = may.effects
    assert put.what == ir.Choose(filter=ir.Filter(types=("creature",), zone="exile", exiled_with="self"))


def test_the_number_of_cards_exiled_with_self():
    # 607.2a: counted among the cards in exile only
    (_, act) = abilities("{1}: Exile target card from a graveyard.\n{T}: You gain 1 life for each card exiled "
                         "with this artifact.", types=("Artifact",))
    (gain,) = act.effects
    assert gain.amount.filter == ir.Filter(zone="exile", exiled_with="self")


def test_exiled_with_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="exiled_with"):
        ir.Filter(zone="exile", exiled_with="target:0")
