""""<effects> unless <player> <action>" with an action of a kind as the cost (rule 118.12a)."""
import pytest
from pydantic import ValidationError

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",)):
    return CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types))


def effects(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    assert not gaps, gaps
    return card.abilities[-1].effects


def test_unless_you_discard_a_card_of_a_kind():
    # 118.12a: "discard two cards unless you discard an artifact card" — you may discard an
    # artifact card; if you don't, you discard two cards
    pay, branch = effects("Draw three cards. Then discard two cards unless you discard an artifact card.",
                          types=("Instant",))[1:]
    assert pay == ir.Pay(who="you", discard=1,
                         discard_filter=ir.Filter(types=("artifact",), zone="hand", owner="you"))
    assert branch == ir.IfResult(did=False, effects=[ir.Discard(who="you", amount=ir.Fixed(value=2))])


def test_unless_they_discard_a_land_card_is_the_target_players_hand():
    pay = effects("Target player draws three cards. Then that player discards two cards unless they discard "
                  "a land card.", types=("Sorcery",))[1]
    assert pay.who == "target:0" and pay.discard_filter.owner == "target:0"


def test_unless_you_discard_a_card_at_random():
    pay, branch = effects("When ~ enters, sacrifice it unless you discard a card at random.")
    assert pay == ir.Pay(who="you", discard=1, discard_random=True)
    assert branch.did is False


def test_discard_kind_needs_a_number_of_cards():
    with pytest.raises(ValidationError, match="Pay.discard_filter"):
        ir.Pay(who="you", discard_random=True)


def test_unless_either_of_two_actions():
    # 118.12a: "… unless they sacrifice a nonland permanent of their choice or discard a card" —
    # one Pay whose discard and sacrifice are alternatives
    pay, then = effects("When this creature enters, target opponent loses 3 life unless they sacrifice "
                        "a nonland permanent of their choice or discard a card.")
    assert pay.either and pay.discard == 1 and pay.sacrifice_count == 1
    assert isinstance(then, ir.IfResult) and not then.did


def test_unless_two_discards_is_a_gap():
    _card, gaps, _ = lower_face(face("When this creature enters, target opponent loses 3 life unless they "
                                     "discard a card or discard a land card."))
    assert gaps


def test_either_needs_a_discard_and_a_sacrifice():
    with pytest.raises(ValidationError, match="Pay.either"):
        ir.Pay(who="you", discard=1, either=True)
