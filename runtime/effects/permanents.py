"""Tapping (701.21), untapping, regeneration shields (701.15), attaching (701.3), transforming
(701.28)."""
from __future__ import annotations

from ..game import Obj
from .common import objects, record


def tap(g, ctx, what):
    objs = objects(g, ctx, what)
    n = sum(1 for o in objs if g.tap(o))
    return record(ctx, objs, n)


def untap(g, ctx, what):
    objs = objects(g, ctx, what)
    n = sum(1 for o in objs if g.untap(o))
    return record(ctx, objs, n)


def tap_or_untap(g, ctx, what):
    """"tap or untap target creature": the ability's controller chooses which, for each object,
    as it resolves."""
    objs = objects(g, ctx, what)
    n = 0
    for o in objs:
        pick = g.ask(ctx.controller, "tap or untap", ["tap", "untap"], prompt=f"tap or untap {o.name}",
                     source=ctx.source)[0]
        n += 1 if (g.tap(o) if pick == "tap" else g.untap(o)) else 0
    return record(ctx, objs, n)


def transform(g, ctx, what):
    """Rule 701.28a: turn each permanent over so that its other face is up — only a permanent
    represented by a transforming double-faced card (701.28c), not into an instant or sorcery
    face (701.28d).  It stays the same object (712.18): effects on it and counters remain."""
    from ..faces import turn_over
    objs = [o for o in objects(g, ctx, what) if isinstance(o, Obj)]
    n = sum(1 for o in objs if turn_over(g, o))
    return record(ctx, objs, n)


def regenerate(g, ctx, what):
    """Rule 701.15a: "The next time [it] would be destroyed this turn, instead tap it, remove
    all damage from it, and remove it from combat" -- a shield used by ``destroy``."""
    objs = objects(g, ctx, what)
    for o in objs:
        o.shields += 1
    return record(ctx, objs, len(objs))


def attach(g, ctx, what, to):
    """Rule 701.3: attach an Aura/Equipment to an object; an illegal attachment does nothing
    (701.3b)."""
    from ..keywords import protection_applies
    objs = objects(g, ctx, what)
    dest = objects(g, ctx, to)
    if not objs or not dest:
        return record(ctx, [], 0)
    d = dest[0]
    done = []
    for o in objs:
        if o is d:
            continue
        c = g.chars(o)
        if "equipment" in c.subtypes and (not g.is_creature(d) or protection_applies(g, d, o)):
            continue
        if "equipment" in c.subtypes and "creature" in c.types and "reconfigure" not in c.keywords:
            continue        # 301.5c: an Equipment that's also a creature equips only with reconfigure
        if "aura" in c.subtypes:
            from ..keywords import enchant_filter
            flt = enchant_filter(g, o.card)
            if flt is not None and not g.matches(d, flt, o, g.controller_of(o)):
                continue
        if o.attached_to != d.id:
            o.attached_to = d.id
            o.timestamp = g.timestamp()      # rule 613.7e
            done.append(o)
            if "equipment" in c.subtypes and "reconfigure" in c.keywords:
                reconfigured(g, o)
    g.touch()
    return record(ctx, done, len(done))


def reconfigured(g, o: Obj) -> None:
    """702.151b: "Attaching an Equipment with reconfigure to another creature causes the Equipment
    to stop being a creature until it becomes unattached from that creature." — a type-changing
    effect (613.1d) that lasts while it stays attached (``layers._lasts``); attached elsewhere, it
    became unattached from the first creature (701.3d) and the new attachment starts a new one."""
    from ..layers import add_effect
    g.effects = [e for e in g.effects if not (e.duration == "while_attached" and e.source_id == o.id)]
    add_effect(g, "4", (o.id,), "remove_types", ("creature",), "while_attached", g.controller_of(o), o)


def unattach(g, ctx, what):
    """Rule 701.3d: "Unattach ~." — on the battlefield, attached to nothing."""
    objs = [o for o in objects(g, ctx, what) if o.zone == "battlefield" and o.attached_to is not None]
    for o in objs:
        o.attached_to = None
    g.touch()
    return record(ctx, objs, len(objs))
