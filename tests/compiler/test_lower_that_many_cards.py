""""that many cards" (608.2c): the amount of the trigger event or of the effect before counts the
cards discarded, milled, exiled or looked at from the top of a library."""
from oraclec.compiler import ir
from test_lower_breadth import abilities

PREV = ir.Prev(key="amount")


def test_that_player_discards_that_many_cards():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, that player discards that many cards.")
    (e,) = trig.effects
    assert isinstance(e, ir.Discard) and e.amount == PREV


def test_that_player_mills_that_many_cards():
    (trig,) = abilities("Whenever an opponent loses life, that player mills that many cards.", types=("Artifact",))
    (e,) = trig.effects
    assert isinstance(e, ir.Mill) and e.amount == PREV


def test_exile_that_many_cards_from_the_top():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, exile that many cards from the top "
                        "of your library.")
    assert trig.effects == [ir.ExileTop(who="you", amount=PREV)]


def test_look_at_that_many_cards_is_a_dig():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, look at that many cards from the top "
                        "of your library. Put one of them into your hand and the rest into your graveyard.")
    assert trig.effects == [ir.Dig(who="you", amount=PREV, rest="graveyard")]
