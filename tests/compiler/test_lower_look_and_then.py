"""Looking at another player's top card (401.2, 701.16a) and the sentence after a conditional one
(608.2c): lowering tests."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_look_at_the_top_card_of_target_players_library():
    (sp,) = abilities("Look at the top card of target player's library. You may put that card into "
                      "their graveyard.", types=("Sorcery",))
    assert sp.effects == [ir.LookAtTop(who="target:0"),
                          ir.May(effects=[ir.PutIntoGraveyard(what="it")])]


def test_a_player_reveals_their_own_top_card():
    (trig,) = abilities("At the beginning of each player's upkeep, that player reveals the top card of "
                        "their library. If it's a land card, you gain 1 life.")
    assert trig.effects[0] == ir.LookAtTop(who="active", revealed=True)


def test_several_cards_of_another_players_library_stay_a_gap():
    got = gaps("Look at the top three cards of target player's library. Put one of them into your hand "
               "and the rest into your graveyard.", types=("Sorcery",))
    assert [g.blocker for g in got] == ["look_at_top"]


def test_a_sentence_after_a_conditional_one_is_not_in_its_branch():
    # "If it's a land, you gain 1 life. Then that player shuffles.": the shuffle happens either way
    (sp,) = abilities("Reveal the top card of target opponent's library. If it's a land card, you gain "
                      "1 life. Then that player shuffles.", types=("Sorcery",))
    cond = sp.effects[1]
    assert isinstance(cond, ir.IfCondition) and cond.effects == [ir.GainLife(who="you", amount=ir.Fixed(value=1))]
    assert sp.effects[2] == ir.Shuffle(who="target:0")


def test_damage_to_each_opponent_equal_to_a_count_of_that_player():
    # 101.4: each opponent is dealt the amount counted for that player
    (sp,) = abilities("Test Card deals damage to each opponent equal to the number of Islands that "
                      "player controls.", types=("Sorcery",))
    (fe,) = sp.effects
    assert isinstance(fe, ir.ForEachPlayer) and fe.who == ir.EachPlayer(who="opponent")
    assert fe.effects == [ir.Damage(amount=ir.Count(filter=ir.Filter(subtypes=("island",), controller="each:player")),
                                    to="each:player")]


def test_damage_to_each_player_equal_to_a_count_of_yours_is_one_amount():
    (sp,) = abilities("Test Card deals damage to each player equal to the number of lands you control.",
                      types=("Sorcery",))
    assert isinstance(sp.effects[0], ir.Damage)
