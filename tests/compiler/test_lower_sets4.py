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


# ---- this turn's damage as a status of objects (120.3) ----------------------------------------
def test_target_creature_that_was_dealt_damage_this_turn():
    (spell,) = abilities("Destroy target creature an opponent controls that was dealt damage this turn.",
                         types=("Instant",))
    (t,) = spell.targets
    assert t.objects == ir.Filter(types=("creature",), controller="opponent", dealt_damage="any")


def test_a_creature_dealt_damage_by_self_this_turn_dies():
    (trig,) = abilities("Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 "
                        "counter on this creature.")
    assert trig.trigger.event == "dies"
    assert trig.trigger.subject == ir.Filter(types=("creature",), dealt_damage="self")


# ---- revolt: "if a permanent left the battlefield under your control this turn" (603.6c) ------
def test_revolt_condition():
    (trig,) = abilities("At the beginning of your end step, if a permanent left the battlefield under your "
                        "control this turn, create a 1/1 colorless Servo artifact creature token.",
                        types=("Enchantment",))
    assert trig.condition == ir.Condition(condition="this_turn", event="leaves", player="you",
                                          filter=ir.Filter(zone="any"))


# ---- "Players can't gain life." (119.7) -------------------------------------------------------
def test_players_cant_gain_life():
    (static,) = abilities("Players can't gain life.", types=("Enchantment",))
    (rule,) = static.effects
    assert rule == ir.PlayerRule(who="any", rule="cant_gain_life")


def test_your_opponents_cant_gain_life():
    (static,) = abilities("Your opponents can't gain life.", types=("Enchantment",))
    (rule,) = static.effects
    assert rule == ir.PlayerRule(who="opponent", rule="cant_gain_life")


def test_each_other_player_cant_gain_life_is_a_gap():
    from test_lower_breadth import gaps
    (g,) = gaps("Each other player can't gain life.", types=("Enchantment",))
    assert g.blocker == "player_cant_gain_life"
