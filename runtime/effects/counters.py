"""Counters (rule 122) and the keyword actions that put them: proliferate (701.27), adapt
(701.43), bolster (701.33), monstrosity (701.31), doubling counters (701.9), time travel
(701.54)."""
from __future__ import annotations

from ..game import Event, Obj, PlayerState
from .common import division, objects, players, record


def add_counters(g, ctx, what, counter, amount, zone="battlefield"):
    """Rule 122.1: counters put on permanents, or on a card in ``zone`` ("exile it with N time
    counters on it", suspend 702.62a)."""
    n = g.value(amount, ctx)
    objs = objects(g, ctx, what, zone=zone)
    total = sum(g.add_counters(o, counter, n) for o in objs)
    return record(ctx, objs, total)


def counters_divided(g, ctx, amount, counter, target=0):
    """Rule 601.2d: "Distribute three +1/+1 counters among one, two, or three target creatures" —
    the counters put on the targets of slot ``target`` still legal as it resolves (608.2b), as the
    division announced gives them (122.1)."""
    n = g.value(amount, ctx)
    chosen, div = division(ctx, target, n)
    objs, total = [], 0
    for o, k in zip(chosen, div):
        if k > 0 and o.zone == "battlefield":
            total += g.add_counters(o, counter, k)
            objs.append(o)
    return record(ctx, objs, total)


ANY_COUNTER = "any"     # "remove a counter from ~": of any kind (122.1)


def counter_kind(g, player, obj, counter: str, source=None) -> str | None:
    """The kind of counter to remove from ``obj``: the one named, or for "a counter" of any kind
    one of those on it, chosen by ``player`` (None when it has none)."""
    if counter != ANY_COUNTER:
        return counter
    kinds = sorted(k for k, n in obj.counters.items() if n > 0)
    if len(kinds) <= 1:
        return kinds[0] if kinds else None
    return g.ask(player, "counter", kinds, prompt=f"which counter to remove from {obj.name}",
                 source=source)[0]


def move_counters(g, ctx, source, to, counter, amount):
    """Rule 122.5: "move a +1/+1 counter from ~ onto that creature" (graft 702.58a): removed
    from one, put on the other; only what was there can move ("a counter": of a kind the
    controller chooses among those on it)."""
    n = g.value(amount, ctx)
    srcs = objects(g, ctx, source)
    dests = objects(g, ctx, to)
    moved = 0
    kind = counter_kind(g, ctx.controller, srcs[0], counter, ctx.source) if srcs and dests else None
    if kind is not None:
        moved = g.remove_counters(srcs[0], kind, n)
        g.add_counters(dests[0], kind, moved)
    return record(ctx, dests, moved)


def put_counters_of(g, ctx, source, to):
    """Rule 122.8: "When this creature dies, put its counters on target creature you control." —
    the object with the counters left the battlefield: the same number of each kind of counter it
    had as it last existed (603.10a; the object keeps them after its zone change, 400.7) is put on
    the other object (122.6: put, so effects that modify counters put apply)."""
    had = next((x for x in g.refs(source, ctx) if isinstance(x, Obj)), None)
    dests = objects(g, ctx, to)
    total = 0
    if had is not None and dests:
        for kind, n in sorted(had.counters.items()):
            if n > 0:
                total += g.add_counters(dests[0], kind, n)
    return record(ctx, dests, total)


def designate(g, ctx, what, designation):
    """"it becomes renowned" (renown 702.112a-b): a designation, lost when it leaves; "It
    becomes a plotted card" (702.170a): a card in exile, from this turn on."""
    objs = objects(g, ctx, what, zone=None)
    for o in objs:
        o.designations.add(designation)
        if o.zone != "battlefield":
            o.since_turn = g.turn       # the turn it became so (702.170d: cast on a later turn)
    g.touch()
    return record(ctx, objs, len(objs))


def remove_counters(g, ctx, what, counter, amount, zone="battlefield"):
    """"Remove a time counter from it" (rule 122); "If you can't" is ``did()`` false (fading,
    702.32a: no counter was there to remove); from a card in ``zone`` (a suspended card in
    exile, 702.62a)."""
    n = g.value(amount, ctx)
    objs = objects(g, ctx, what, zone=zone)
    total = 0
    for o in objs:
        kind = counter_kind(g, ctx.controller, o, counter, ctx.source)
        total += g.remove_counters(o, kind, n) if kind is not None else 0
    ctx.did_flag = total > 0
    return record(ctx, objs, total)


PLUS_ONE = "+1/+1"


def proliferate(g, ctx, who="you"):
    """Rule 701.27a: choose any number of permanents and/or players that have a counter (the
    ``proliferate`` choice), then give each one additional counter of each kind already there."""
    chosen = []
    for p in players(g, ctx, who):
        opts = [o for o in g.battlefield if any(n > 0 for n in o.counters.values())]
        opts += [q for q in g.players if not q.lost and q.poison > 0]
        chosen += g.ask(p, "proliferate", opts, min=0, max=len(opts),
                        prompt="proliferate: permanents and players to get another counter",
                        source=ctx.source)
    total = 0
    for x in chosen:
        if isinstance(x, PlayerState):
            x.poison += 1                           # 122.1f: poison counters
            g.touch()
            total += 1
        else:
            for kind in [k for k, n in x.counters.items() if n > 0]:
                total += g.add_counters(x, kind, 1)
    for p in players(g, ctx, who):      # "Whenever you proliferate" (even choosing nothing)
        g.emit(Event("proliferate", None, p))
    return record(ctx, [x for x in chosen if not isinstance(x, PlayerState)], total)


def adapt(g, ctx, what="self", amount=1):
    """Rule 701.43a: if the permanent has no +1/+1 counters on it, put N on it."""
    n = g.value(amount, ctx)
    done = []
    for o in objects(g, ctx, what):
        if o.counters.get(PLUS_ONE, 0) == 0 and g.add_counters(o, PLUS_ONE, n):
            done.append(o)
    return record(ctx, done, n * len(done))


def bolster(g, ctx, who="you", amount=1):
    """Rule 701.33a: choose a creature with the least toughness among creatures the player
    controls (ties: their choice) and put N +1/+1 counters on it."""
    n = g.value(amount, ctx)
    done = []
    for p in players(g, ctx, who):
        mine = [o for o in g.permanents(p) if g.is_creature(o)]
        if not mine:
            continue
        least = min(g.toughness(o) for o in mine)
        o = g.ask(p, "bolster", [o for o in mine if g.toughness(o) == least], min=1, max=1,
                  prompt=f"bolster {n}", source=ctx.source)[0]
        g.add_counters(o, PLUS_ONE, n)
        done.append(o)
    return record(ctx, done, n * len(done))


def monstrosity(g, ctx, what="self", amount=1):
    """Rule 701.31a: if the permanent isn't monstrous, put N +1/+1 counters on it and it
    becomes monstrous (701.31b, a designation; "When ~ becomes monstrous" is 701.31c)."""
    n = g.value(amount, ctx)
    done = []
    for o in objects(g, ctx, what):
        if "monstrous" in o.designations:
            continue
        g.add_counters(o, PLUS_ONE, n)
        o.designations.add("monstrous")
        g.touch()
        g.emit(Event("becomes_monstrous", o, g.controller_of(o), amount=n))
        done.append(o)
    return record(ctx, done, n * len(done))


def double_counters(g, ctx, what, counter=None):
    """"Double the number of +1/+1 counters on it" (701.9): it gets as many more of them as it
    has; with no kind named, each kind of counter on it is doubled."""
    objs = objects(g, ctx, what)
    total = 0
    for o in objs:
        kinds = [counter] if counter is not None else [k for k, n in o.counters.items() if n > 0]
        for k in kinds:
            total += g.add_counters(o, k, o.counters.get(k, 0))
    return record(ctx, objs, total)


def time_travel(g, ctx, who="you"):
    """Rule 701.54a: the player chooses any number of permanents they control with a time counter
    and suspended cards they own in exile with a time counter (702.62b: a card with suspend and
    a time counter); for each, they put a time counter on it or remove one (``mode`` choice)."""
    touched = []
    for p in players(g, ctx, who):
        opts = [o for o in g.battlefield if g.controller_of(o) is p and o.counters.get("time", 0) > 0]
        opts += [o for o in g.exile if o.owner is p and o.counters.get("time", 0) > 0
                 and any(getattr(a, "name", None) == "suspend" for a in o.card.abilities)]
        for o in g.ask(p, "time_travel", opts, min=0, max=len(opts),
                       prompt="time travel: objects to add or remove a time counter",
                       source=ctx.source):
            how = g.ask(p, "mode", ["add", "remove"], prompt=f"{o.name}: add or remove a time counter",
                        source=ctx.source)[0]
            if how == "add":
                g.add_counters(o, "time", 1)
            else:
                g.remove_counters(o, "time", 1)
            touched.append(o)
    return record(ctx, touched, len(touched))
