"""Parts lowered from one sentence that a later sentence completes ("reveal cards … until …",
"look at the top card …", "Spend this mana only …") inside a choice or a condition: each was an
internal compiler error over the corpus (a pydantic ValidationError); now either one effect or a
gap that names the construct."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",), **kw):
    return CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types), **kw)


def lowered(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    return card.abilities, gaps


def blockers(text, **kw):
    _, gaps = lowered(text, **kw)
    assert gaps
    assert all(g.blocker != "compiler-error" for g in gaps)
    return {g.blocker for g in gaps}


REVEAL_CREATURE = ir.RevealUntil(who="you", filter=ir.Filter(types=("creature",), zone="library"), count=1,
                                 to="hand", rest="bottom_random")


def test_may_reveal_until_completed_by_the_next_sentence():
    # 701.16a, 608.2c: "that card" exists only if the player chose to reveal: the put is part of
    # the choice
    (trig,), gaps = lowered("Whenever another nontoken creature you control dies, you may reveal cards from "
                            "the top of your library until you reveal a creature card. Put that card into your "
                            "hand and the rest on the bottom of your library in a random order.")
    assert not gaps
    assert trig.effects == [ir.May(who="you", effects=[REVEAL_CREATURE])]


def test_if_you_do_completes_the_choice_inside_an_intervening_if():
    # 603.4: "if it was kicked" is the trigger's; "If you do" names the choice still open
    abilities, gaps = lowered(
        "Kicker {1}{G}\nWhen ~ enters, if it was kicked, you may reveal cards from the top of your library "
        "until you reveal a creature card. If you do, put that card onto the battlefield and shuffle all "
        "other cards revealed this way into your library.")
    assert not gaps
    trig = abilities[-1]
    assert trig.condition == ir.Condition(condition="cost_paid", ref="kicker")
    assert trig.effects == [ir.May(who="you", effects=[REVEAL_CREATURE.model_copy(
        update={"to": "battlefield", "rest": "shuffle"})])]


def test_leading_condition_over_a_reveal_until():
    (trig,), gaps = lowered("At the beginning of your second main phase, if ~ is tapped, reveal cards from the "
                            "top of your library until you reveal a land card. Put that card into your hand "
                            "and the rest on the bottom of your library in a random order.")
    assert not gaps
    assert trig.condition == ir.Condition(condition="tapped")
    assert trig.effects == [REVEAL_CREATURE.model_copy(update={"filter": ir.Filter(types=("land",), zone="library")})]


def test_leading_it_names_the_top_card_not_the_object_the_effects_name():
    # "If it's a creature card, you may reveal it and put a quest counter on ~": "it" is the card
    # looked at (608.2c), though the effects name ~ after it
    (trig,), gaps = lowered("At the beginning of your upkeep, you may look at the top card of your library. "
                            "If it's a creature card, you may reveal it and put a quest counter on ~.",
                            types=("Enchantment",))
    assert not gaps
    cond = trig.effects[1]
    assert isinstance(cond, ir.IfCondition) and cond.condition.ref == "it"


def test_condition_on_a_card_maybe_not_revealed_is_a_gap():
    # "you may reveal …. If it's a creature card, draw a card": whether it was revealed is a
    # choice the condition does not read
    assert blockers("Scry 3, then you may reveal the top card of your library. If it's a creature card, "
                    "draw a card.", types=("Sorcery",)) == {"look_at_top"}


def test_restricted_mana_of_a_loyalty_ability_is_a_gap():
    # 605.1a: a loyalty ability is no mana ability; the pool keeps no spending restriction (106.6)
    assert "mana_restriction" in blockers("[+1]: Add {R}{R}{R}. Spend this mana only to cast instant or "
                                          "sorcery spells.", types=("Planeswalker",))


def test_restricted_mana_of_a_triggered_ability_is_a_gap():
    assert blockers("At the beginning of your first main phase, add {U}{R}. Spend this mana only to cast "
                    "instant and sorcery spells.") == {"mana_restriction"}


def test_instead_over_a_dig_part_is_a_gap():
    assert blockers("Look at the top four cards of your library. If you control an artifact, look at the top "
                    "eight cards of your library instead. Put two of them into your hand and the rest on the "
                    "bottom of your library in a random order.", types=("Sorcery",)) == {"look_at_top"}


def test_power_greater_than_each_of_a_group_is_a_gap():
    assert "stat_compare" in blockers("Whenever another creature enters, its controller may draw a card if its "
                                      "power is greater than each other creature's power.")


def test_cards_in_each_players_hand_is_any_owner():
    # "each player's hand": the cards of any player (the gap left is the granted keyword's)
    assert blockers("Cards in each player's hand have cycling {2}.", types=("Artifact",)) == {"keyword:cycling"}
