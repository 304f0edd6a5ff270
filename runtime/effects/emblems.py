"""Emblems (rule 114): markers in the command zone with abilities that function there."""
from __future__ import annotations

from .. import defs as D
from .common import players, record


def get_emblem(g, ctx, who, abilities):
    """Rules 114.2-114.4: each player ``who`` names puts an emblem into the command zone, owned
    and controlled by that player; it has no characteristics but ``abilities`` (no name, types,
    mana cost or color, 114.3), is neither a card nor a permanent (114.5), and its abilities
    function in the command zone (114.4: layers and triggers read ``g.command``)."""
    card = D.CardDef(name="Emblem", mana_cost=None, types=(), abilities=tuple(abilities),
                     deck_limit=None, text="emblem")
    made = []
    for p in players(g, ctx, who):
        o = g.new_obj(card, p, "command")
        o.controller = p
        o.timestamp = g.timestamp()
        g.command.append(o)
        made.append(o)
        g.note(f"{p.name} gets an emblem ({ctx.source.name})")
    if made:
        g.touch()
    return record(ctx, made, len(made))
