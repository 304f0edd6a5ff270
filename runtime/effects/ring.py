"""The Ring tempts you (rule 701.52): the emblem named The Ring and the Ring-bearer designation.

701.52a: each time the Ring tempts a player, they choose a creature they control; it becomes their
Ring-bearer until another creature becomes their Ring-bearer or another player gains control of it
(``layers.compute`` drops the designation when its controller changes).  701.52c: a player the
Ring tempts for the first time gets the emblem; its abilities grow with the number of times the
Ring has tempted them (the emblem's definition is the one of that count, four and more alike).
701.52e: "your Ring-bearer" is a creature on the battlefield under your control with the
designation (``ring_bearer``)."""
from __future__ import annotations

from .. import defs as D
from ..game import Event
from .common import players, record

RING_BEARER = "ring-bearer"          # 701.52b: a designation (not copiable: ``Obj.designations``)

# 701.52e: "your Ring-bearer" — under the emblem controller's control, with the designation
_YOUR_BEARER = D.Filter(types=("creature",), designation=RING_BEARER, controller="you")


def _loot(g, ctx):
    from .zones import discard, draw
    draw(g, ctx, who="you", amount=D.Fixed(value=1))
    discard(g, ctx, who="you", amount=D.Fixed(value=1))


def _blocker_sacrificed(g, ctx):
    from .zones import sacrifice
    sacrifice(g, ctx, what="trigger:other")


def _sacrifice_at_end_of_combat(g, ctx):
    from .misc import delayed_trigger
    delayed_trigger(g, ctx, trigger=D.Trigger(event="beginning_of_step", step="end_combat", whose="next"),
                    resolve=_blocker_sacrificed)


def _opponents_lose(g, ctx):
    from .life import lose_life
    lose_life(g, ctx, who=D.EachPlayer(who="opponent"), amount=D.Fixed(value=3))


# 701.52c, the Ring's abilities in the order the rule gives them: the first from the first
# temptation on, each next one "as long as the Ring has tempted that player" two, three, four or
# more times
_ABILITIES = (
    D.StaticAbility(effects=(D.AddTypes(affected=_YOUR_BEARER, supertypes=("legendary",)),
                             D.Restriction(affected=_YOUR_BEARER, what="cant_be_blocked_by_greater_power")),
                    text="Your Ring-bearer is legendary and can't be blocked by creatures with greater power."),
    D.TriggeredAbility(trigger=D.Trigger(event="attacks", subject=_YOUR_BEARER), resolve=_loot,
                       text="Whenever your Ring-bearer attacks, draw a card, then discard a card."),
    D.TriggeredAbility(trigger=D.Trigger(event="becomes_blocked", subject=_YOUR_BEARER,
                                         other=D.Filter(types=("creature",))),
                       resolve=_sacrifice_at_end_of_combat,
                       text="Whenever your Ring-bearer becomes blocked by a creature, the blocking "
                            "creature's controller sacrifices it at end of combat."),
    D.TriggeredAbility(trigger=D.Trigger(event="deals_combat_damage_to_player", subject=_YOUR_BEARER),
                       resolve=_opponents_lose,
                       text="Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life."),
)

# The Ring as it is after one, two, three, and four or more temptations
THE_RING = tuple(D.CardDef(name="The Ring", mana_cost=None, types=(), deck_limit=None, text="emblem",
                           abilities=_ABILITIES[:n]) for n in range(1, 5))


def ring_of(g, player):
    """The player's emblem named The Ring, or None."""
    for o in g.command:
        if o.card in THE_RING and o.controller is player:
            return o
    return None


def times_tempted(g, player) -> int:
    """How many times the Ring has tempted ``player`` this game (701.52c)."""
    return g.ring_tempted.get(player.index, 0)


def ring_bearer(g, player):
    """The player's Ring-bearer (701.52e), or None."""
    for o in g.battlefield:
        if RING_BEARER in o.designations and g.controller_of(o) is player:
            return o
    return None


def ring_tempts(g, ctx, who="you"):
    """Rule 701.52a-d: the Ring tempts each player ``who`` names: the emblem if they have none
    (701.52c), then they choose a creature they control as their Ring-bearer (none: nothing to
    choose; they are tempted all the same, 701.52d).  ``ctx.it``: the Ring-bearers chosen."""
    chosen = []
    done = 0
    for p in players(g, ctx, who):
        n = g.ring_tempted[p.index] = times_tempted(g, p) + 1
        ring = ring_of(g, p)
        if ring is None:
            ring = g.new_obj(THE_RING[0], p, "command")
            ring.controller = p
            ring.timestamp = g.timestamp()
            g.command.append(ring)
            g.note(f"{p.name} gets an emblem named The Ring (701.52c)")
        ring.card = THE_RING[min(n, 4) - 1]
        mine = [o for o in g.battlefield if g.controller_of(o) is p and "creature" in g.chars(o).types]
        picked = g.ask(p, "choose", mine, prompt="choose your Ring-bearer", source=ctx.source) if mine else []
        for o in picked:
            old = ring_bearer(g, p)
            if old is not None and old is not o:
                old.designations.discard(RING_BEARER)
            o.designations.add(RING_BEARER)
            chosen.append(o)
            g.note(f"{o!r} becomes {p.name}'s Ring-bearer (701.52a)")
        g.touch()
        g.note(f"the Ring tempts {p.name} ({n} time{'s' if n > 1 else ''})")
        g.emit(Event("ring_tempts", picked[0] if picked else None, p))
        done += 1
    return record(ctx, chosen, done)
