"""Effects linked to their source's time on the battlefield (rule 610.3): "Exile target nonland
permanent an opponent controls until ~ leaves the battlefield." """
from __future__ import annotations

from .common import objects, record


def exile_until_leaves(g, ctx, what):
    """Exile ``what`` until the source leaves the battlefield (610.3a); a source already gone
    exiles nothing (610.3c)."""
    src = ctx.source
    if src is None or src.zone != "battlefield":
        return record(ctx, [], 0)
    done = []
    for o in objects(g, ctx, what, zone=None):
        new = g.move(o, "exile")
        if new is not None and new.zone == "exile":
            g.linked_exile.append((src.id, new.id))
            done.append(new)
    return record(ctx, done, len(done))


def return_linked(g, source) -> None:
    """``source`` left the battlefield: the cards it exiled return to the battlefield under
    their owners' control (610.3a), at once — not a triggered ability."""
    back = [oid for sid, oid in g.linked_exile if sid == source.id]
    if not back:
        return
    g.linked_exile = [(sid, oid) for sid, oid in g.linked_exile if sid != source.id]
    for oid in back:
        o = g.find(oid)
        if o is not None and o.zone == "exile":
            g.move(o, "battlefield", controller=o.owner)
