"""Losing and winning the game by an effect (rules 104.3e, 104.2b)."""
from __future__ import annotations

from .common import players, record


def lose_game(g, ctx, who):
    """"Target player loses the game" (104.3e): each player ``who`` names loses at once, unless a
    rule says they can't ("You can't lose the game": the same rule the state-based actions
    consult, 704.5).  The game ends, or the player leaves it (800.4a), the next time state-based
    actions are checked, as for a loss by a state-based action (104.2a, 104.3)."""
    lost = []
    for p in players(g, ctx, who):
        if p.lost or g.player_rules(p, "cant_lose"):
            continue
        p.lost = True
        p.loss_reason = "an effect (104.3e)"
        g.touch()           # "an opponent …" conditions no longer count that player
        g.note(f"{p.name} loses: an effect (104.3e)")
        lost.append(p)
    return record(ctx, ctx.it, len(lost))


def win_game(g, ctx, who):
    """"You win the game" (104.2b): the player ``who`` names wins, unless a rule says they can't
    ("Your opponents can't win the game": consulted here, the only way the engine knows for a
    player to win other than their opponents leaving the game, 104.2a).  The game is over for
    every other player: they lose (the game ends the next time state-based actions are checked,
    as when a player wins by the others losing, 104.2a)."""
    for p in players(g, ctx, who):
        if p.lost or g.player_rules(p, "cant_win"):
            continue
        for q in g.players:
            if q is not p and not q.lost:
                q.lost = True
                q.loss_reason = f"{p.name} won the game by an effect (104.2b)"
        g.touch()
        g.note(f"{p.name} wins the game by an effect (104.2b)")
        return record(ctx, ctx.it, 1)
    return record(ctx, ctx.it, 0)
