"""Choosing a card from a revealed hand (rule 701.16a): "Target opponent reveals their hand. You
choose a nonland card from it. That player discards that card." """
from __future__ import annotations

from ..game import Event
from .common import objects, players, record


def choose_card(g, ctx, who, filter, then=None):
    """The controller chooses a card matching ``filter`` in the hand of each player ``who``
    names (the hand is revealed to them); ``then="discard"``: that player discards it.  The
    chosen cards are ``ctx.chosen`` ("that card") and ``ctx.it``."""
    chosen = []
    for p in players(g, ctx, who):
        opts = [o for o in p.hand if g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
        for o in g.ask(ctx.controller, "choose", opts, min=1, max=1, prompt="choose a card", source=ctx.source):
            if then == "discard":
                new = g.move(o, "graveyard")
                g.emit(Event("discard", o, p))
                chosen.append(new)
            else:
                chosen.append(o)
    ctx.chosen = chosen
    return record(ctx, chosen, len(chosen))


def put_on_library_choice(g, ctx, what):
    """"… its owner puts it on their choice of the top or bottom of their library": each
    object's owner chooses."""
    done = []
    for o in objects(g, ctx, what, zone=None):
        if o.zone not in ("battlefield", "stack"):
            continue
        pos = g.ask(o.owner, "choose", ["top", "bottom"], prompt="the top or the bottom of your library",
                    source=ctx.source)[0]
        new = g.move(o, "library", position=pos)
        if new is not None:
            done.append(new)
    return record(ctx, done, len(done))


def holds(g, ctx, condition) -> bool:
    """"If you control a blue creature, …": does the condition hold now, for this ability's
    source and controller?"""
    return g.check_condition(condition, ctx.source, ctx.controller, ctx)
