"""The cards a search finds divided between two places (701.19): "…, reveal those cards, put one
onto the battlefield tapped and the other into your hand, then shuffle."; the cards looked at
divided the same way (a dig whose rest goes into the hand)."""
import pytest

from oraclec.compiler import ir
from test_lower_breadth import abilities, gaps

LANDS = ir.Filter(types=("land",), supertypes=("basic",), zone="library")


def test_one_onto_the_battlefield_tapped_and_the_other_into_your_hand():
    (spell,) = abilities("Search your library for up to two basic land cards, reveal those cards, put one onto "
                         "the battlefield tapped and the other into your hand, then shuffle.", types=("Sorcery",))
    assert spell.effects == [ir.SearchLibrary(who="you", filter=LANDS, amount=ir.Fixed(value=2), reveal=True,
                                              to="hand", split=1, split_to="battlefield", split_tapped=True)]


def test_one_into_your_hand_and_the_other_into_your_graveyard_a_sentence_later():
    (spell,) = abilities("Search your library for up to two creature cards and reveal them. Put one into your "
                         "hand and the other into your graveyard. Then shuffle.", types=("Sorcery",))
    (e,) = spell.effects
    assert (e.to, e.split, e.split_to, e.split_tapped, e.shuffle, e.reveal) == ("graveyard", 1, "hand", False, True, True)


def test_dividing_as_many_cards_as_were_found_is_a_gap():
    # "Search … for a card …. Put one …and the other …": no other card to put anywhere
    (g,) = gaps("Search your library for a land card. Put one into your hand and the other into your graveyard. "
                "Then shuffle.", types=("Sorcery",))
    assert g.blocker == "search_split"


def test_dig_with_the_other_into_your_hand():
    (trig,) = abilities("When Test Card enters, look at the top two cards of your library. Put one of them onto "
                        "the battlefield tapped and the other into your hand.")
    assert trig.effects == [ir.Dig(who="you", amount=ir.Fixed(value=2), to="battlefield", tapped=True,
                                   rest="hand")]


def test_split_destination_is_validated():
    with pytest.raises(ValueError, match="SearchLibrary.split_to"):
        ir.SearchLibrary(who="you", filter=LANDS, amount=ir.Fixed(value=2), to="hand", split=1, split_to="hand")
    with pytest.raises(ValueError, match="SearchLibrary.split_tapped"):
        ir.SearchLibrary(who="you", filter=LANDS, amount=ir.Fixed(value=2), split=1, split_to="graveyard",
                         split_tapped=True)
