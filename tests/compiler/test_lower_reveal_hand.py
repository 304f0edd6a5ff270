"""Revealing cards of one's own hand (701.16a): "Reveal any number of blue cards in your hand." is
a choice of the revealing player; "the number of cards revealed this way" counts those cards."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_any_number_of_cards_in_your_hand_then_count_them():
    (sp,) = abilities("Reveal any number of red cards in your hand. This spell deals X damage to any target, "
                      "where X is the number of cards revealed this way.", types=("Instant",))
    reveal, dmg = sp.effects
    assert isinstance(reveal, ir.Reveal) and reveal.what.up_to
    assert reveal.what.filter.zone == "hand" and reveal.what.filter.owner == "you"
    assert reveal.what.filter.colors == ("red",)
    assert isinstance(dmg.amount, ir.CountIt)


def test_another_players_choice_of_their_hand_stays_a_gap():
    (g,) = gaps("Target opponent reveals a card from their hand. You gain life equal to that card's mana value.",
                types=("Sorcery",))
    assert g.blocker == "reveal"


def test_this_way_after_an_effect_that_records_other_objects_is_a_gap():
    # "discard two cards, then draw two cards. For each nonland card discarded this way": the
    # effect just before is the draw, so counting what it acted on would count the wrong cards
    (g,) = gaps("When this creature enters, discard two cards, then draw two cards. For each nonland card "
                "discarded this way, create a 1/1 red Elemental creature token.")
    assert g.blocker == "this_way"


def test_this_way_across_life_changes_counts_the_exiled_cards():
    # "loses 1 life and you gain 1 life": neither changes what the exile acted on
    (sp,) = abilities("Exile X target cards from target player's graveyard. For each card exiled this way, that "
                      "player loses 1 life and you gain 1 life.", types=("Sorcery",))
    exile, lose, gain = sp.effects
    assert isinstance(lose.amount, ir.CountIt) and isinstance(gain.amount, ir.CountIt)


def test_shuffling_cards_of_your_own_graveyard_or_hand_into_your_library():
    # 400.3: a card in your graveyard or hand is yours, so "your library" is its owner's
    (sp,) = abilities("Shuffle any number of target creature cards from your graveyard into your library.",
                      types=("Sorcery",))
    (sh,) = sp.effects
    assert isinstance(sh, ir.ShuffleInto) and sh.what == "target:0"
    (act,) = abilities("{2}, {T}, Sacrifice this artifact: Shuffle any number of cards from your hand into your "
                       "library, then draw that many cards.", types=("Artifact",))
    sh, draw = act.effects
    assert sh.what.filter.zone == "hand" and isinstance(draw.amount, ir.Prev)


def test_shuffling_a_permanent_into_your_library_stays_a_gap():
    # a permanent may be another player's: it would go to its owner's library (400.3)
    (g,) = gaps("Shuffle target creature into your library.", types=("Sorcery",))
    assert g.blocker == "shuffle_into"
