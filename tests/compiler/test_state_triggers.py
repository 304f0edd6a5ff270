"""State triggers (rule 603.8): "When you control no Islands, sacrifice ~."."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_when_you_control_no_islands():
    (trig,) = abilities("When you control no Islands, sacrifice Test Card.")
    assert trig.trigger == ir.Trigger(event="state", state=ir.Condition(
        condition="not_control", filter=ir.Filter(subtypes=("island",))))
    assert trig.effects == [ir.Sacrifice(what="self")]


def test_when_you_control_no_other_creatures():
    (trig,) = abilities("When you control no other creatures, sacrifice Test Card.")
    assert trig.trigger.state.filter == ir.Filter(types=("creature",), other=True)


def test_another_player_controlling_none_stays_a_gap():
    g = gaps("When target player controls no Islands, sacrifice Test Card.")
    assert g
