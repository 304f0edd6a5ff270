"""The invariant checks themselves (issue 9): each one catches the broken state it names.

The engine never produces these states (the property test plays thousands of actions with the
checks on); here each is planted by hand, to show the check is not vacuous."""
import pytest

from oraclec.runtime import invariants
from oraclec.runtime.actions import Pass

from cards import BEARS, BOLT, MOUNTAIN
from helpers import pass_until, perm, setup


def _game():
    g = setup(a_bf=[MOUNTAIN, BEARS], a_hand=[BOLT], b_bf=[BEARS])
    pass_until(g, "main1")
    g.debug = True
    g.debug_counts = invariants.snapshot_cards(g)
    invariants.check(g, g.debug_counts)          # a sound position passes
    return g


def test_lethal_damage_left_on_a_creature_with_priority_pending_704_5g():
    g = _game()
    perm(g, "Grizzly Bears", 1).damage = 2
    with pytest.raises(invariants.InvariantError, match="704.5g"):
        invariants.check(g)


def test_a_player_at_zero_life_who_has_not_lost_704_5a():
    g = _game()
    g.players[1].life = 0
    with pytest.raises(invariants.InvariantError, match="704.5a"):
        invariants.check(g)


def test_a_step_ending_with_a_spell_on_the_stack_500_2():
    g = _game()
    g.stack.append(object())
    with pytest.raises(invariants.InvariantError, match="on the stack"):
        invariants.check_step_end(g)


def test_mana_left_in_a_pool_as_a_step_begins_500_4():
    g = _game()
    g.players[0].pool["R"] = 1
    with pytest.raises(invariants.InvariantError, match="mana pool"):
        invariants.check_step_start(g)


def test_the_turn_loop_checks_step_boundaries_in_debug_mode(monkeypatch):
    """Mana added after the pools emptied (here by a planted bug as a turn begins) is caught by
    the turn loop itself as the next step begins (500.4)."""
    from oraclec.runtime import turn
    g = _game()
    real = turn.begin_turn

    def begin_turn_adding_mana(game, active, first=False):
        real(game, active, first)
        game.players[active].pool["G"] = 1
    monkeypatch.setattr(turn, "begin_turn", begin_turn_adding_mana)
    with pytest.raises(invariants.InvariantError, match="mana pool"):
        pass_until(g, "upkeep", turn=2)


def test_turn_number_only_grows():
    g = _game()
    g.turn -= 1
    with pytest.raises(invariants.InvariantError, match="went back"):
        invariants.check(g)
