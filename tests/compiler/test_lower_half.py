"""Rule 107.1a: "half" of a number, rounded as the text says — "…, rounded up/down" after it, or
"Round up each time." in a later sentence; a half with no rounding stated is a gap."""
from oraclec.compiler import ir
from test_lower_breadth import abilities, gaps


def test_round_up_each_time_rounds_every_half_before_it():
    (spell,) = abilities("Target player draws cards equal to half the number of cards in their library and loses "
                         "half their life. Round up each time.", types=("Sorcery",))
    draw, lose = spell.effects
    assert draw.amount == ir.HalfOf(of=ir.Count(filter=ir.Filter(owner="target:0", zone="library")), round_up=True)
    assert lose.amount == ir.HalfOf(of=ir.LifeOf(ref="target:0"), round_up=True)


def test_loses_half_their_life_rounded_up():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, that player loses half their life, "
                        "rounded up.")
    (e,) = trig.effects
    assert isinstance(e, ir.LoseLife) and e.amount.round_up is True and isinstance(e.amount.of, ir.LifeOf)


def test_half_the_number_of_rounded_down():
    (trig,) = abilities("At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is "
                        "half the number of Zombies you control, rounded down.", types=("Enchantment",))
    (e,) = trig.effects
    assert e.amount == ir.HalfOf(of=ir.Count(filter=ir.Filter(subtypes=("zombie",), controller="you")),
                                 round_up=False)


def test_a_half_with_no_rounding_is_a_gap():
    (g,) = gaps("Target player loses half their life.", types=("Sorcery",))
    assert g.blocker == "half_of"


def test_rounding_with_no_half_before_is_a_gap():
    (g,) = gaps("Target player loses 2 life. Round up each time.", types=("Sorcery",))
    assert g.blocker == "half_of"
