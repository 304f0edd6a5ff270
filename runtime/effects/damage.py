"""Damage (rule 120): dealing damage, divided damage (601.2d), lifelink (702.15b),
deathtouch (702.2b), damage to planeswalkers (120.3c), prevention (615)."""
from __future__ import annotations

from ..game import Event, Obj, PlayerState
from ..keywords import toxic_value
from .common import division


def _source_obj(g, ctx, source):
    if source in (None, "self"):
        return ctx.source
    objs = g.refs(source, ctx)
    return objs[0] if objs else ctx.source


def _excess(g, results) -> dict:
    """Rules 120.4a, 120.10: the damage each permanent is dealt here beyond what it takes to
    destroy it — beyond lethal damage for a creature (its toughness less the damage already marked,
    counting every source dealing damage to it at the same time; any damage beyond 1 from a source
    with deathtouch, 702.2b), beyond its loyalty for a planeswalker."""
    dealt: dict = {}
    for src, rec, amt in results:
        if isinstance(rec, Obj):
            prev = dealt.get(rec.id, (rec, 0, False))
            touch = prev[2] or (src is not None and "deathtouch" in g.chars(src).keywords)
            dealt[rec.id] = (rec, prev[1] + amt, touch)
    out = {}
    for oid, (rec, amt, touch) in dealt.items():
        c = g.chars(rec)
        if g.is_creature(rec):
            room = max(0, (c.toughness or 0) - rec.damage)
            if touch:
                room = min(room, 1)
        elif "planeswalker" in c.types:
            room = rec.counters.get("loyalty", 0)
        else:
            continue
        out[oid] = max(0, amt - room)
    return out


def deal_damage_batch(g, assignments, combat=False, excess: dict | None = None) -> int:
    """Deal several damage events simultaneously (510.2 for combat).  Returns the total;
    ``excess``, when given, gets the excess damage (120.10) each permanent was dealt, by id."""
    from ..replacement import damage_instead, drop_spent_shields, prevent, redirect_damage
    results = []
    for src, rec, amt in assignments:
        if isinstance(rec, Obj) and rec.zone != "battlefield":
            continue
        if isinstance(rec, PlayerState) and rec.lost:
            continue
        if amt > 0:
            rec = redirect_damage(g, src, rec, combat)      # 614.9 (redirection, then the rest)
        amt = prevent(g, src, rec, damage_instead(g, src, rec, amt), combat)
        if amt > 0:
            results.append((src, rec, amt))
    drop_spent_shields(g)
    if excess is not None:
        excess.update(_excess(g, results))
    total = 0
    lifelink_gain = {}
    for src, rec, amt in results:
        total += amt
        sc = g.chars(src) if src is not None else None
        infect = sc is not None and "infect" in sc.keywords
        if isinstance(rec, PlayerState):
            if infect:
                rec.poison += amt                             # 120.3b, 702.90b
            else:
                rec.life -= amt                               # 120.3a
            if combat and sc is not None and "toxic" in sc.keywords:
                rec.poison += toxic_value(g, src)             # 120.3g, 702.164c
        elif "planeswalker" in g.chars(rec).types and not g.is_creature(rec):
            g.remove_counters(rec, "loyalty", amt)            # 120.3c
        else:
            if infect or (sc is not None and "wither" in sc.keywords):
                g.add_counters(rec, "-1/-1", amt)             # 120.3d, 702.80a, 702.90c
            else:
                rec.damage += amt                             # 120.3e
            if sc is not None and "deathtouch" in sc.keywords:
                rec.deathtouched = True                       # 702.2b
        if sc is not None and "lifelink" in sc.keywords:      # 702.15b
            ctl = sc.controller
            lifelink_gain[ctl.index] = lifelink_gain.get(ctl.index, 0) + amt
        g.note(f"{src.name if src is not None else '?'} deals {amt} damage to "
               f"{rec.name if isinstance(rec, (Obj, PlayerState)) else rec}")
    g.touch()
    for pi, n in lifelink_gain.items():
        g.gain_life(g.players[pi], n)
    for src, rec, amt in results:
        if isinstance(rec, PlayerState) and not (src is not None and g.has_keyword(src, "infect")):
            g.emit(Event("lose_life", None, rec, amount=amt))
        # ``other``: the creature dealt damage ("Whenever ~ deals combat damage to a creature,
        # destroy that creature": trigger:other)
        sc = g.chars(src) if src is not None else None
        # the source's types and subtypes as it dealt the damage: "a source that, at the time it
        # dealt that damage, was under your control and had any of ~'s creature types" (prowl
        # 702.76a, freerunning 702.173a; its controller then is the event's player)
        g.emit(Event("damage", src, sc.controller if sc is not None else None,
                     to=rec, amount=amt, combat=combat, other=rec if isinstance(rec, Obj) else None,
                     types=frozenset(sc.types) if sc is not None else frozenset(),
                     subtypes=frozenset(sc.subtypes) if sc is not None else frozenset()))
    # "Whenever ~ deals damage" (120.2, 603.2c): one event for each source, however many
    # objects and players it dealt damage to at once (510.2: all combat damage of a step is one
    # such event), its amount the total that source dealt
    by_source: dict = {}
    for src, rec, amt in results:
        if src is not None:
            by_source[id(src)] = (src, by_source.get(id(src), (src, 0))[1] + amt)
    for src, amt in by_source.values():
        g.emit(Event("damage_by_source", src, g.chars(src).controller, amount=amt, combat=combat))
    # "Whenever you're dealt damage" (120.3a, 603.2c): one event for each player dealt damage,
    # however many sources dealt it at once, its amount the total
    to_player: dict = {}
    for src, rec, amt in results:
        if isinstance(rec, PlayerState):
            to_player[rec.index] = (rec, to_player.get(rec.index, (rec, 0))[1] + amt)
    for rec, amt in to_player.values():
        g.emit(Event("player_dealt_damage", None, rec, amount=amt, combat=combat))
    return total


def damage(g, ctx, amount, to, source="self"):
    """"~ deals N damage to X" (rule 120.3)."""
    n = g.value(amount, ctx)
    src = _source_obj(g, ctx, source)
    recipients = [r for r in g.refs(to, ctx)]
    excess: dict = {}
    total = deal_damage_batch(g, [(src, r, n) for r in recipients], excess=excess) if n > 0 else 0
    ctx.it = [r for r in recipients if isinstance(r, Obj)]
    ctx.results["amount"] = total
    ctx.results["excess"] = sum(excess.values())      # "the excess damage dealt this way" (120.10)
    return total


def damage_divided(g, ctx, amount, target=0, evenly=False):
    """Rule 601.2d: damage divided as announced among the targets of slot ``target``.  When no
    division was announced, it is divided as evenly as possible (earlier targets get more);
    ``evenly``: "divided evenly, rounded down" — each target is dealt n // (number of targets),
    the targets being those still chosen as it resolves."""
    n = g.value(amount, ctx)
    chosen, div = division(ctx, target, n)
    if evenly:
        div = [n // (len(chosen) or 1)] * len(chosen)
    src = ctx.source
    pairs = [(src, t, d) for t, d in zip(chosen, div) if d > 0]
    excess: dict = {}
    total = deal_damage_batch(g, pairs, excess=excess)
    ctx.it = [t for t in chosen if isinstance(t, Obj)]
    ctx.results["amount"] = total
    ctx.results["excess"] = sum(excess.values())
    return total


def fight(g, ctx, what, other):
    """Rule 701.12a: each of two creatures deals damage equal to its power to the other, as one
    simultaneous damage event (not combat damage).  701.12b: if either is no longer on the
    battlefield or no longer a creature, no damage is dealt.  701.12c: a creature fighting
    itself deals damage equal to its power to itself twice."""
    a = [o for o in g.refs(what, ctx) if isinstance(o, Obj)]
    b = [o for o in g.refs(other, ctx) if isinstance(o, Obj)]
    ok = bool(a and b) and all(o.zone == "battlefield" and g.alive(o) and g.is_creature(o)
                               for o in (a[0], b[0]))
    total = 0
    if ok:
        x, y = a[0], b[0]
        pairs = [(x, y, g.power(x)), (y, x, g.power(y))]
        total = deal_damage_batch(g, [(s, r, n) for s, r, n in pairs if n > 0])
    ctx.it = [o for o in (a[:1] + b[:1])]
    ctx.results["amount"] = total
    return total
