"""Lowering of the ninth session's mechanics and BLB/DSK constructs (issue 6), rule numbers cited."""
import pydantic
import pytest
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "put its counters on target creature you control" (rule 122.8) ---------------------------
def test_dies_put_its_counters_on_target_creature():
    (trig,) = abilities("When this creature dies, put its counters on target creature you control.")
    assert trig.trigger.event == "dies"
    (put,) = trig.effects
    assert put == ir.PutCountersOf(source="self", to="target:0")
    assert trig.targets[0].objects.controller == "you"


def test_leaves_put_its_counters_on_target_creature():
    (trig,) = abilities("When Test Card leaves the battlefield, put its counters on target creature you control.")
    assert trig.trigger.event == "leaves"
    assert trig.effects == [ir.PutCountersOf(source="self", to="target:0")]


def test_put_its_counters_without_leaving_is_a_gap():
    # 122.8 applies only when the object with the counters left the battlefield; otherwise the
    # counters would move (122.5) — not this effect
    (g,) = gaps("Whenever this creature attacks, put its counters on target creature you control.")
    assert g.blocker == "put_counters_of"


def test_put_counters_of_is_validated():
    with pytest.raises(pydantic.ValidationError, match="PutCountersOf.to"):
        ir.PutCountersOf(source="self", to="self")


# ---- "Whenever you give a gift" (gift 702.174c) -----------------------------------------------
def test_whenever_you_give_a_gift():
    (trig,) = abilities("Whenever you give a gift, draw a card.")
    assert trig.trigger == ir.Trigger(event="gift_given", player="you")
    assert isinstance(trig.effects[0], ir.Draw)
