"""Building positions for runtime tests."""
from oraclec.runtime.actions import Cast, DeclareAttackers, DeclareBlockers, Pass
from oraclec.runtime.game import Game
from oraclec.runtime.players import ScriptedPlayer
from oraclec.runtime.zones import enter_battlefield

from cards import PLAINS


def setup(a_bf=(), b_bf=(), a_hand=(), b_hand=(), a_lib=None, b_lib=None, seed=0,
          a_answers=(), b_answers=()):
    """Two players; A is active on turn 1; battlefield permanents are not summoning sick.
    Returns the game stopped at its first decision (A's upkeep priority)."""
    pa, pb = ScriptedPlayer(answers=a_answers, name="A"), ScriptedPlayer(answers=b_answers, name="B")
    g = Game([pa, pb], seed=seed)
    for ps, bf, hand, lib in ((g.players[0], a_bf, a_hand, a_lib), (g.players[1], b_bf, b_hand, b_lib)):
        for card in (lib if lib is not None else [PLAINS] * 20):
            ps.library.append(g.new_obj(card, ps, "library"))
        for card in hand:
            o = g.new_obj(card, ps, "hand")
            ps.hand.append(o)
        for card in bf:
            o = g.new_obj(card, ps, "battlefield")
            o.controller = ps
            enter_battlefield(g, o)
            o.since_turn = -1
    g.start()
    return g


def pass_until(g, step, turn=None, player=None):
    """Pass priority until the given step (and turn) with a priority decision."""
    for _ in range(500):
        if g.outcome is not None:
            return
        if g.step == step and (turn is None or g.turn == turn) and g.pending == "priority" \
                and not g.stack and (player is None or g.priority == player):
            return
        if g.pending == "attackers":
            g.push(DeclareAttackers(()))
        elif g.pending == "blockers":
            g.push(DeclareBlockers(()))
        else:
            g.push(Pass())
    raise AssertionError(f"never reached {step}")


def resolve_stack(g):
    while g.stack:
        g.push(Pass())


def perm(g, name, player=None):
    for o in g.battlefield:
        if o.name == name and (player is None or g.controller_of(o).index == player):
            return o
    raise AssertionError(f"no permanent {name}")


def card_in_hand(g, name, player=0):
    return next(o for o in g.players[player].hand if o.name == name)


def cast(g, name, targets=(), player=None, x=None):
    p = g.priority if player is None else player
    o = card_in_hand(g, name, p)
    g.push(Cast(o.id, tuple(tuple(t.id for t in slot) for slot in targets), x))
