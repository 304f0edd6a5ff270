"""Life (rule 119): gaining and losing life; doubling a life total (701.9d)."""
from __future__ import annotations

from .common import players, record


def gain_life(g, ctx, who, amount):
    n = g.value(amount, ctx)
    total = sum(g.gain_life(p, n) for p in players(g, ctx, who))
    return record(ctx, ctx.it, total)


def lose_life(g, ctx, who, amount):
    n = g.value(amount, ctx)
    total = sum(g.lose_life(p, n) for p in players(g, ctx, who))
    return record(ctx, ctx.it, total)


def double_life(g, ctx, who):
    """Rule 701.9d: the player gains or loses the life that makes their total twice what it was
    (a total of 0 or less: losing, 0 stays 0)."""
    total = 0
    for p in players(g, ctx, who):
        if p.life > 0:
            total += g.gain_life(p, p.life)
        elif p.life < 0:
            total -= g.lose_life(p, -p.life)
    return record(ctx, ctx.it, total)
