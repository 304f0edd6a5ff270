"""The monarch (rule 724): a designation one player at a time can have."""
from __future__ import annotations

from .. import defs as D
from .common import players, record


def _monarch_draws(g, ctx):
    from .zones import draw
    draw(g, ctx, who="you", amount=D.Fixed(value=1))


def _controller_becomes_monarch(g, ctx):
    become_monarch(g, ctx, who="trigger:object:controller")


# 724.2: the monarch's two inherent triggered abilities, controlled by the monarch (a marker in the
# command zone, as an emblem's abilities are, 114.4: the triggers of g.command are checked)
_MONARCH = D.CardDef(
    name="The Monarch", mana_cost=None, types=(), deck_limit=None, text="monarch",
    abilities=(
        D.TriggeredAbility(
            trigger=D.Trigger(event="beginning_of_step", step="end", whose="you"),
            resolve=_monarch_draws,
            text="At the beginning of the monarch's end step, that player draws a card."),
        D.TriggeredAbility(
            trigger=D.Trigger(event="deals_combat_damage_to_player", subject=D.Filter(types=("creature",)),
                              player="you"),
            resolve=_controller_becomes_monarch,
            text="Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."),
    ))


def monarch(g):
    """The player who is the monarch, or None (724.3)."""
    for o in g.command:
        if o.card is _MONARCH:
            return o.controller
    return None


def become_monarch(g, ctx, who):
    """Rule 724.1, 724.3: the player becomes the monarch; whoever was stops being it."""
    got = players(g, ctx, who)
    if not got:
        return record(ctx, [], 0)
    p = got[0]
    for o in list(g.command):
        if o.card is _MONARCH:
            if o.controller is p:
                return record(ctx, [p], 1)
            g.command.remove(o)
    o = g.new_obj(_MONARCH, p, "command")
    o.controller = p
    o.timestamp = g.timestamp()
    g.command.append(o)
    g.touch()
    g.note(f"{p.name} becomes the monarch (724)")
    return record(ctx, [p], 1)
