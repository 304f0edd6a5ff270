"""Losing the game by an effect (rule 104.3e)."""
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
