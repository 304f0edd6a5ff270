""""Remove a counter from ~" / "remove a counter from target permanent": a counter of any kind
(122.1), the player removing it choosing which."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_remove_a_counter_from_self_as_a_cost():
    (ab,) = abilities("{1}{W}, Remove a counter from Test Card: Draw a card.")
    assert ab.cost.remove_counters == ("any", 1)


def test_remove_a_counter_from_target_permanent():
    (ab,) = abilities("{T}: Remove a counter from target nonland permanent.")
    assert ab.effects == [ir.RemoveCounters(what="target:0", counter="any", amount=ir.Fixed(value=1))]


def test_a_named_kind_stays_that_kind():
    (ab,) = abilities("Remove a +1/+1 counter from Test Card: Draw a card.")
    assert ab.cost.remove_counters == ("+1/+1", 1)


def test_several_counters_of_any_kinds_stay_a_gap():
    got = gaps("Remove three counters from Test Card: Draw a card.")
    assert [g.blocker for g in got] == ["any_counters"]


# ---- "if ~ is in your graveyard" (113.6k) --------------------------------------------------
def test_an_upkeep_trigger_if_this_card_is_in_your_graveyard_works_there():
    (trig,) = abilities("At the beginning of your upkeep, if Test Card is in your graveyard, you may pay "
                        "{1}{B}{B}. If you do, return it to your hand.")
    assert trig.zone == "graveyard" and trig.condition == ir.Condition(condition="in_graveyard")


def test_activate_only_if_this_card_is_in_your_graveyard():
    (ab,) = abilities("{2}{B}{B}: Exile Test Card. Activate only if Test Card is in your graveyard.")
    assert ab.zone == "graveyard"


def test_a_static_ability_from_the_graveyard_stays_a_gap():
    got = gaps("As long as Test Card is in your graveyard and you control a Mountain, creatures you "
               "control have haste.")
    assert [g.blocker for g in got] == ["static_in_graveyard"]
