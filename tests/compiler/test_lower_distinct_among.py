"""The number of different values among objects (105.2, 202.3): "for each different mana value
among nonland permanents you control", "the number of colors among permanents you control"."""
from oraclec.compiler import ir
from test_lower_breadth import abilities


def test_for_each_different_mana_value_among():
    (spell,) = abilities("Draw a card for each different mana value among nonland permanents you control.",
                         types=("Sorcery",))
    assert spell.effects == [ir.Draw(who="you", amount=ir.DistinctAmong(
        stat="mana_value", filter=ir.Filter(not_types=("land",), controller="you")))]


def test_the_number_of_colors_among():
    (trig,) = abilities("Vivid — When Test Card enters, create X 1/1 green and white Kithkin creature tokens, where "
                        "X is the number of colors among permanents you control.")
    (e,) = trig.effects
    assert e.amount == ir.DistinctAmong(stat="color", filter=ir.Filter(controller="you"))


def test_for_each_different_power_among():
    (spell,) = abilities("Draw a card for each different power among creatures you control.", types=("Instant",))
    assert spell.effects[0].amount.stat == "power"


def test_costs_less_for_each_color_among():
    (static, *_rest) = abilities("Vivid — This spell costs {1} less to cast for each color among permanents you "
                                 "control.\nReach, trample")
    assert static.effects == [ir.CostModifier(amount=-1, times=ir.DistinctAmong(
        stat="color", filter=ir.Filter(controller="you")))]
