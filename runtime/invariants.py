"""Game invariants (issue 9), checked after every action in debug mode and by the property tests.

* every card is in exactly one zone, and the zone it says it is in;
* cards are conserved: each player owns the same non-token cards as at the start;
* life and poison are integers; the turn number only grows;
* when a player is to act with priority, state-based actions have been performed (117.5): no
  creature with toughness 0 or less or with lethal damage (704.5f-h, indestructible aside), no
  planeswalker with no loyalty (704.5i), no player alive at 0 life (704.5a) in a game still on;
* ``check_step_end`` (called by ``turn.next_step`` in debug mode): the stack is empty when a step
  ends (500.2) — and ``check_step_start``: every mana pool is empty as a step begins (500.4).
"""
from __future__ import annotations

from .errors import EngineError

__all__ = ["InvariantError", "snapshot_cards", "check", "check_step_end", "check_step_start"]


class InvariantError(EngineError):
    pass


def snapshot_cards(g) -> dict[int, int]:
    """Owner index → number of non-token cards the player owns, anywhere."""
    out: dict[int, int] = {}
    for o in g.all_objects():
        if not getattr(o, "token", False) and o.zone != "command":     # emblems are no cards (114.5)
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
    if g.turn < getattr(g, "debug_turn", 0):
        raise InvariantError(f"the turn number went back from {g.debug_turn} to {g.turn}")
    g.debug_turn = g.turn
    if g.outcome is None and g.pending == "priority":
        _state_based_actions_done(g)


def _state_based_actions_done(g) -> None:
    """Rule 117.5: state-based actions are performed before a player receives priority."""
    for o in g.battlefield:
        c = g.chars(o)
        if "creature" in c.types:
            t = c.toughness or 0
            if t <= 0:
                raise InvariantError(f"{o.name}#{o.id} has toughness {t} on the battlefield (704.5f)")
            if (o.damage >= t or (o.damage > 0 and o.deathtouched)) and not g.has_keyword(o, "indestructible"):
                raise InvariantError(f"{o.name}#{o.id} survived lethal damage ({o.damage} on toughness {t}, 704.5g)")
        if "planeswalker" in c.types and o.counters.get("loyalty", 0) <= 0:
            raise InvariantError(f"{o.name}#{o.id} is a planeswalker with no loyalty (704.5i)")
    for p in g.players:
        if not p.lost and p.life <= 0 and not g.player_rules(p, "cant_lose"):
            raise InvariantError(f"{p.name} is at {p.life} life and has not lost (704.5a)")


def check_step_end(g) -> None:
    """Rule 500.2: a step ends only when all players pass in succession with an empty stack."""
    if g.stack:
        raise InvariantError(f"the {g.step} step ends with {len(g.stack)} object(s) on the stack")


def check_step_start(g) -> None:
    """Rule 500.4: mana empties from each player's mana pool as each step and phase ends."""
    for p in g.players:
        if any(p.pool.values()):
            raise InvariantError(f"{p.name}'s mana pool holds {p.pool} as the {g.step} step begins")
