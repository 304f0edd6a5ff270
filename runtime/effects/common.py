"""Operand helpers shared by the effect verbs."""
from __future__ import annotations

from ..game import Obj, PlayerState


def objects(g, ctx, what, zone: str | None = "battlefield") -> list[Obj]:
    """The objects an operand names that still exist (rule 400.7); ``zone`` restricts them."""
    out = []
    for x in g.refs(what, ctx):
        if isinstance(x, Obj) and g.alive(x) and (zone is None or x.zone == zone):
            out.append(x)
    return out


def players(g, ctx, who) -> list[PlayerState]:
    out = []
    for x in g.refs(who, ctx):
        if isinstance(x, PlayerState) and not x.lost:
            out.append(x)
        elif isinstance(x, Obj):
            out.append(g.controller_of(x))
    return out


def record(ctx, it, amount, key="amount"):
    ctx.it = list(it)
    ctx.results[key] = amount
    return amount
