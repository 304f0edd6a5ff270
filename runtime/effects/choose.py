"""Choosing a card from a revealed hand (rule 701.16a): "Target opponent reveals their hand. You
choose a nonland card from it. That player discards that card." """
from __future__ import annotations

from .. import zones as _zones
from ..game import Event, Obj
from .common import objects, players, record


def choose_quality(g, ctx, quality, options):
    """Rule 608.2d: "Choose a color." / "Choose a creature type." as the ability resolves; the
    choice is what "the chosen color", "that type" of its later effects name (``ctx.qualities``)."""
    picked = g.ask(ctx.controller, quality.replace("_", " "), list(options), prompt=f"choose a {quality.replace('_', ' ')}",
                   source=ctx.source)
    if picked:
        ctx.qualities[quality] = picked[0]
        g.note(f"{ctx.controller.name} chooses {picked[0]}")
    return len(picked)


def choose_card(g, ctx, who, filter, then=None, amount=None, up_to=False):
    """The controller chooses ``amount`` cards (one; ``up_to``: up to that many) matching
    ``filter`` in the hand of each player ``who`` names (the hand is revealed to them; fewer if
    there are fewer, 609.3); ``then="discard"``: that player discards them.  The chosen cards are
    ``ctx.chosen`` ("that card", "those cards") and ``ctx.it``."""
    chosen = []
    n = g.value(amount, ctx) if amount is not None else 1
    for p in players(g, ctx, who):
        opts = [o for o in p.hand if g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
        k = min(n, len(opts))
        if k <= 0:
            continue
        for o in g.ask(ctx.controller, "choose", opts, min=0 if up_to else k, max=k,
                       prompt="choose a card" if k == 1 else f"choose {'up to ' if up_to else ''}{k} cards",
                       source=ctx.source):
            if then == "discard":
                new = _zones.discard(g, o, p)
                chosen.append(new)
            else:
                chosen.append(o)
    ctx.chosen = chosen
    return record(ctx, chosen, len(chosen))


def put_on_library_choice(g, ctx, what, second=False):
    """"… its owner puts it on their choice of the top or bottom of their library": each
    object's owner chooses; ``second``: "… into their library second from the top or on the
    bottom" (second from the top: under the top card, if any)."""
    done = []
    options = ["second from the top", "bottom"] if second else ["top", "bottom"]
    for o in objects(g, ctx, what, zone=None):
        if o.zone not in ("battlefield", "stack"):
            continue
        pos = g.ask(o.owner, "choose", options, prompt=f"the {' or the '.join(options)} of your library",
                    source=ctx.source)[0]
        new = g.move(o, "library", position=1 if pos == "second from the top" else pos)
        if new is not None:
            done.append(new)
    return record(ctx, done, len(done))


def villainous_choice(g, ctx, who) -> int:
    """Rule 701.53a: ``who`` chooses option 1 or 2 (any, even one that is impossible, 701.53b)."""
    from .common import players
    ps = players(g, ctx, who)
    if not ps:
        return 1
    return g.ask(ps[0], "mode", [1, 2], prompt="villainous choice (701.53a)", source=ctx.source)[0]


def vote(g, ctx, options):
    """Rule 701.32a: each player, starting with the controller and in turn order, votes for one
    of the options; the counts are the result ``votes``."""
    n = len(g.players)
    start = ctx.controller.index
    votes = {o: 0 for o in options}
    for i in range(n):
        p = g.players[(start + i) % n]
        if p.lost:
            continue
        pick = g.ask(p, "vote", list(options), prompt="vote (701.32a)", source=ctx.source)[0]
        votes[pick] += 1
        g.note(f"{p.name} votes for {pick}")
    ctx.results["votes"] = votes
    return sum(votes.values())


def choose_player(g, ctx, who="opponent"):
    """"choose an opponent" (demonstrate 702.144a): the chosen player is "that player"."""
    from ..references import players_of
    opts = players_of(g, who, ctx)
    ctx.chosen = g.ask(ctx.controller, "player", opts, prompt="choose an opponent", source=ctx.source) if opts else []
    return len(ctx.chosen)


def choose_one_of(g, ctx):
    """Rule 608.2d: "Choose one of them." — the controller chooses one of the objects the effect
    before acted on (``ctx.it``) still where it put them (400.7); it alone is "that card" after."""
    opts = [o for o in ctx.it if isinstance(o, Obj) and g.find(o.id) is o]
    chosen = g.ask(ctx.controller, "choose", opts, min=1, max=1, prompt="choose one of them",
                   source=ctx.source) if opts else []
    ctx.chosen = list(chosen)
    return record(ctx, chosen, len(chosen))


def holds(g, ctx, condition) -> bool:
    """"If you control a blue creature, …": does the condition hold now, for this ability's
    source and controller?"""
    return g.check_condition(condition, ctx.source, ctx.controller, ctx)
