"""Lowering of the constructs of the M21/FDN breadth work (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "a source you control deals (noncombat) damage to …" (rules 120.2b, 609.7) --------------
def test_source_you_control_deals_noncombat_damage_to_an_opponent():
    (trig,) = abilities("Whenever a source you control deals noncombat damage to an opponent, "
                        "you draw that many cards.")
    assert trig.trigger == ir.Trigger(event="deals_noncombat_damage_to_player",
                                      subject=ir.Filter(controller="you"), player="opponent")
    # "that many": the amount of damage of the trigger event (608.2c)
    (draw,) = trig.effects
    assert isinstance(draw, ir.Draw) and draw.who == "you"


def test_source_an_opponent_controls_deals_damage_to_you():
    (trig,) = abilities("Whenever a source an opponent controls deals damage to you, you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="deals_damage_to_player",
                                      subject=ir.Filter(controller="opponent"), player="you")


def test_red_source_you_control():
    (trig,) = abilities("Whenever a red source you control deals damage to a player, you gain 1 life.")
    assert trig.trigger.subject == ir.Filter(colors=("red",), controller="you")
    assert trig.trigger.player is None


# ---- "Whenever ~ attacks while you control …" (603.2) -----------------------------------------
def test_attacks_while_you_control():
    (trig,) = abilities("Whenever Test Card attacks while you control a creature with power 4 or "
                        "greater, Test Card gets +1/+0 until end of turn.")
    assert trig.trigger.event == "attacks"
    assert trig.trigger.subject == ir.Filter(is_self=True)
    state = trig.trigger.while_condition
    assert state is not None and state.condition == "control"
    assert state.filter == ir.Filter(types=("creature",), controller="you", power=(">=", 4))
    # not an intervening "if" (603.4): nothing is checked again on resolution
    assert trig.condition is None


def test_attacks_while_saddled_is_still_the_saddled_subject():
    (trig,) = abilities("Whenever Test Card attacks while saddled, draw a card.")
    assert trig.trigger.while_condition is None
    assert trig.trigger.subject.designation == "saddled"
