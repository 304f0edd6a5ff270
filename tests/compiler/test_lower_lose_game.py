"""Losing the game by an effect (104.3e), and "If you don't" after a delayed ability's payment."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def abilities(text, types=("Instant",)):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))
    assert not gaps, gaps
    return card.abilities


def test_target_player_loses_the_game():
    (act,) = abilities("{T}, Sacrifice ~: Target player loses the game.", types=("Artifact",))
    assert act.effects == [ir.LoseGame(who="target:0")]


def test_if_you_dont_joins_the_delayed_ability_that_asks_the_payment():
    # 603.7: the payment is the delayed ability's, and so is what follows from not paying
    spell, later = abilities("Destroy target nonblack creature.\nAt the beginning of your next upkeep, pay {2}{B}. "
                             "If you don't, you lose the game.")
    (delayed,) = later.effects
    assert isinstance(delayed, ir.DelayedTrigger)
    assert delayed.effects == [ir.Pay(who="you", mana="{2}{B}"),
                               ir.IfResult(did=False, effects=[ir.LoseGame(who="you")])]


def test_that_player_of_a_combat_damage_trigger_loses():
    (trig,) = abilities("Whenever ~ deals combat damage to a player, that player loses the game.",
                        types=("Creature",))
    assert trig.effects == [ir.LoseGame(who="trigger:player")]


def test_you_win_the_game_at_upkeep():
    # 104.2b: an effect says a player wins; the intervening "if" gates the trigger (603.4)
    (trig,) = abilities("At the beginning of your upkeep, if you have 40 or more life, you win the game.",
                        types=("Creature",))
    assert trig.effects == [ir.WinGame(who="you")]
    assert trig.condition is not None
