"""Objects picked at random (608.2d: no player chooses them) and what "unless" covers (118.12a)."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_return_cards_at_random_from_your_graveyard():
    (sp,) = abilities("Return two cards at random from your graveyard to your hand.", types=("Sorcery",))
    assert sp.effects == [ir.ReturnToHand(what=ir.Choose(filter=ir.Filter(zone="graveyard", owner="you"),
                                                         count=2, random=True))]


def test_discard_a_card_at_random_as_a_cost():
    (ab,) = abilities("{1}, Discard a card at random: Put a +1/+1 counter on target creature.",
                      types=("Artifact",))
    assert ab.cost.discard == (ir.Filter(zone="hand"), 1) and ab.cost.discard_random


def test_reveal_a_card_at_random_from_their_hand():
    (sp,) = abilities("Target player reveals a card at random from their hand. Test Card deals damage to that "
                      "player equal to that card's mana value.", types=("Instant",))
    reveal, damage = sp.effects
    assert reveal == ir.Reveal(what=ir.Choose(filter=ir.Filter(zone="hand", owner="target:0"), who="target:0",
                                              random=True))
    assert damage.amount == ir.ManaValueOf(ref="it") and damage.to == "target:0"


def test_revealing_a_chosen_card_stays_a_gap():
    # which card the player chooses to reveal is a choice the engine does not make here
    g = gaps("Target player reveals a card from their hand.", types=("Sorcery",))
    assert g and g[0].blocker == "reveal"


def test_at_random_where_nothing_picks_stays_a_gap():
    # "all … at random" picks nothing: the words would be read with no effect
    g = gaps("Exile all creature cards at random from your graveyard.", types=("Sorcery",))
    assert g and g[0].blocker == "at_random"


def test_unless_covers_the_last_sentence_only():
    # 118.12a: "Then return another target creature … unless its controller pays {1}": the first
    # sentence happens whatever that player does
    (sp,) = abilities("Return target creature to its owner's hand. Then return another target creature to its "
                      "owner's hand unless its controller pays {1}.", types=("Instant",))
    first, pay, unless = sp.effects
    assert first == ir.ReturnToHand(what="target:0")
    assert isinstance(pay, ir.Pay) and pay.who == "target:1:controller"
    assert unless == ir.IfResult(did=False, effects=[ir.ReturnToHand(what="target:1")])
