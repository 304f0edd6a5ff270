"""Operand helpers shared by the effect verbs."""
from __future__ import annotations

from ..game import Obj, PlayerState


def objects(g, ctx, what, zone: str | None = "battlefield") -> list[Obj]:
    """The objects an operand names that still exist (rule 400.7); ``zone`` restricts them.  An
    object the part of the effect just before moved to a public zone is found there (400.7j:
    "Exile target creature, then return it to the battlefield")."""
    out = []
    for x in g.refs(what, ctx):
        if isinstance(x, Obj) and not g.alive(x):
            x = moved_by_effect(x, ctx) or moved_by_trigger(x, ctx)
        if isinstance(x, Obj) and g.alive(x) and (zone is None or x.zone == zone):
            out.append(x)
    return out


_PUBLIC = ("battlefield", "graveyard", "exile", "stack")


def moved_by_effect(obj: Obj, ctx) -> Obj | None:
    """Rule 400.7j: the new object ``obj`` became when the effect's part just before (whose
    objects are ``ctx.it``) moved it to a public zone; else None."""
    new = obj.successor
    if new is None or ctx is None or new.zone not in _PUBLIC or not any(new is o for o in ctx.it):
        return None
    return new


def moved_by_trigger(obj: Obj, ctx) -> Obj | None:
    """Rule 400.7d: an ability that triggers when ``obj`` moves from one zone to another ("Whenever
    a creature you control dies, return it …") finds the new object it became in the zone it
    moved to, if that zone is public; else None (it has moved again since, or the zone is hidden)."""
    ev = getattr(ctx, "trigger_event", None) if ctx is not None else None
    if ev is None or ev.obj is not obj:
        return None
    new = ev.data.get("new")
    if new is None or new.zone not in _PUBLIC or new.successor is not None:
        return None
    return new


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


def division(ctx, target: int, n: int) -> tuple[list, list[int]]:
    """Rule 601.2d: the targets of slot ``target`` and the amounts of ``n`` each gets, as announced
    with the targets; when no division was announced, as evenly as possible (earlier targets get
    more)."""
    from ..errors import EngineError
    chosen = ctx.targets[target] if target < len(ctx.targets) else []
    div = ctx.divided[target] if target < len(ctx.divided) and ctx.divided[target] else None
    if div is None:
        k = len(chosen) or 1
        div = [n // k + (1 if i < n % k else 0) for i in range(k)]
    if len(div) < len(chosen):
        raise EngineError("division does not cover every target")
    return chosen, div
