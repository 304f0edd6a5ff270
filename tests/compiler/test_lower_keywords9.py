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


# ---- "If you control that creature" (108.4) -----------------------------------------------------
def test_if_you_control_that_creature():
    (trig,) = abilities("When this creature enters, tap up to one target creature and put three stun counters "
                        "on it. If you control that creature, draw two cards.")
    cond = trig.effects[-1]
    assert cond.condition == ir.Condition(condition="controls_ref", ref="target:0")


def test_if_you_dont_control_it():
    (trig,) = abilities("Whenever a creature becomes tapped, if you don't control it, you gain 1 life.")
    assert trig.condition == ir.Condition(condition="controls_ref", ref="trigger:object", negate=True)


def test_if_you_control_an_object_that_left_is_a_gap():
    # whether "you control it" looks back at a creature that died (603.10a) is not read
    (g,) = gaps("Whenever a creature dies, if you don't control it, you gain 1 life.")
    assert g.blocker == "condition_object"


# ---- "a noncreature or Otter spell" (either description) ----------------------------------------
def test_noncreature_or_subtype_spell():
    (trig,) = abilities("Whenever you cast a noncreature or Dragon spell, this creature deals 1 damage to each opponent.")
    assert trig.trigger.spell == ir.Filter(zone="stack", any_of=(
        ir.Filter(zone="any", not_types=("creature",)), ir.Filter(zone="any", subtypes=("dragon",))))


# ---- "with toughness greater than its power" (208.1) ------------------------------------------
def test_with_toughness_greater_than_its_power():
    (act,) = abilities("{2}{C}: Each creature with toughness greater than its power can't block this turn.")
    (restrict,) = act.effects
    assert restrict.what.filter == ir.Filter(types=("creature",), own_stats=("toughness", ">", "power"))
    # "its" is the object described, not an antecedent from before (208.1)
    (trig,) = abilities("Whenever another creature you control with toughness greater than its power enters, "
                        "you gain 1 life.")
    assert trig.trigger.subject.own_stats == ("toughness", ">", "power")


# ---- "if you gained and lost life this turn" (119.3, 119.9) -----------------------------------
def test_gained_and_lost_life_this_turn():
    (trig,) = abilities("At the beginning of your end step, if you gained and lost life this turn, "
                        "create a 1/1 black Bat creature token with flying.")
    assert trig.condition == ir.Condition(condition="all", all_of=(
        ir.Condition(condition="this_turn", event="gain_life", player="you"),
        ir.Condition(condition="this_turn", event="lose_life", player="you")))


def test_if_an_opponent_controls_that_creature():
    (trig,) = abilities("When this creature enters, tap up to one target creature. If an opponent controls that "
                        "creature, put a stun counter on it.")
    assert trig.effects[-1].condition == ir.Condition(condition="controls_ref", ref="target:0", player="opponent")


# ---- "the creature you control", "Then those creatures fight each other." (115.1, 701.12a) -----
def test_described_target_and_fight_each_other():
    (spell,) = abilities("Choose target creature you control and target creature you don't control. Put a +1/+1 "
                         "counter on the creature you control. Then those creatures fight each other.",
                         types=("Sorcery",))
    assert [t.objects.controller for t in spell.targets] == ["you", "not_you"]
    add, fight = spell.effects[-2:]
    assert isinstance(add, ir.AddCounters) and add.what == "target:0"
    assert fight == ir.Fight(what="target:0", other="target:1")


def test_described_target_needs_one_such_target():
    (g,) = gaps("Put a +1/+1 counter on the creature you control.", types=("Sorcery",))
    assert g.blocker == "antecedent"


# ---- "… if …. Then …" (608.2c) -------------------------------------------------------------------
def test_sentence_after_a_trailing_condition_happens_either_way():
    (spell,) = abilities("Target creature you control gets +2/+2 until end of turn if its power is 2. Then it "
                         "fights target creature you don't control.", types=("Instant",))
    branch, fight = spell.effects
    assert isinstance(branch, ir.IfCondition) and isinstance(branch.effects[0], ir.ModifyPT)
    assert fight == ir.Fight(what="target:0", other="target:1")


# ---- counters of any kind (122.1) -------------------------------------------------------------
def test_for_each_counter_on_this_creature():
    (act,) = abilities("{T}, Sacrifice this creature: Create a 2/2 green Spider creature token with reach for each "
                       "counter on this creature.")
    assert act.effects[0].amount == ir.CountersOn(ref="self", counter="any")


def test_the_number_of_counters_on_this_creature():
    (trig,) = abilities("When this creature dies, create an X/X blue Spirit creature token with flying, where X is "
                        "the number of counters on this creature.")
    assert "CountersOn(span=None, kind='CountersOn', ref='self', counter='any')" in repr(trig.effects)


# ---- "Do this only once each turn." -------------------------------------------------------------
def test_do_this_only_once_each_turn():
    (trig,) = abilities("Whenever another creature you control enters, you may discard a card. If you do, draw a "
                        "card. Do this only once each turn.")
    may, if_you_do = trig.effects
    assert isinstance(may, ir.May) and may.once_each_turn
    assert isinstance(if_you_do, ir.IfResult)


def test_do_this_only_once_each_turn_needs_one_may():
    (g,) = gaps("Whenever you cast a spell, draw a card. Do this only once each turn.")
    assert g.blocker == "once_each_turn"


# ---- "… unless its controller pays {2}. If they do, …" (118.12a) ------------------------------
def test_unless_pays_then_if_they_do():
    (spell,) = abilities("Counter target spell unless its controller pays {2}. If they do, surveil 2.",
                         types=("Instant",))
    pay, not_paid, paid = spell.effects
    assert isinstance(pay, ir.Pay) and not not_paid.did and paid.did
    assert isinstance(paid.effects[0], ir.Surveil)


# ---- "<static> during your turn." (611.3a) -----------------------------------------------------
def test_static_during_your_turn_last():
    abs_ = abilities("This creature has first strike during your turn.")
    static = abs_[-1]
    assert static.condition == ir.Condition(condition="your_turn")
