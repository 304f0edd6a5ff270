"""Countering spells and abilities (rule 701.5)."""
from __future__ import annotations

from .. import defs as D
from ..game import Obj
from ..stack import StackAbility
from .common import record


def _cant_be_countered(g, spell: Obj) -> bool:
    for ab in spell.card.abilities:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.Restriction) and eff.what == "cant_be_countered" and \
                        eff.affected == "self":
                    g.saw_static(eff)           # a counter it governs (issue 5)
                    return True
    return False


def counter_spell(g, ctx, what):
    done = []
    for x in g.refs(what, ctx):
        if isinstance(x, Obj) and x.zone == "stack" and g.alive(x):
            if _cant_be_countered(g, x):
                continue
            g.note(f"{x.name} is countered")
            g.move(x, "graveyard")       # rule 701.5a
            done.append(x)
        elif isinstance(x, StackAbility) and any(x is e for e in g.stack):
            g.stack.remove(x)
            done.append(x)
    return record(ctx, done, len(done))
