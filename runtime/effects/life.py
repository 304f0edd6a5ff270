"""Life (rule 119): gaining and losing life."""
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
