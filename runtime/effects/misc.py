"""Mana (106), extra turns (500.7), "you may" / "if you do", delayed triggers (603.7)."""
from __future__ import annotations

from ..casting import parse_production
from ..game import parse_mana
from .common import players, record


def add_mana(g, ctx, who, mana):
    total = 0
    for p in players(g, ctx, who):
        opts = parse_production(mana)
        pick = opts[0]
        if len(opts) > 1:
            pick = g.ask(p, "color", opts, prompt="mana color", source=ctx.source)[0]
        for c, n in pick.items():
            p.pool[c] = p.pool.get(c, 0) + n
            total += n
    return record(ctx, ctx.it, total)


def extra_turn(g, ctx, who):
    """Rule 500.7: the most recently created extra turn is taken first."""
    ps = players(g, ctx, who)
    for p in reversed(ps):
        g.extra_turns.insert(0, p.index)
    return record(ctx, ctx.it, len(ps), key="extra_turns")


def may(g, ctx, who="you", prompt="") -> bool:
    ps = players(g, ctx, who)
    if not ps:
        ctx.last_may = False
        ctx.did_flag = False
        return False
    ans = g.ask_yes_no(ps[0], prompt or "you may", source=ctx.source)
    ctx.last_may = ans
    ctx.did_flag = ans
    return ans


def did(g, ctx) -> bool:
    """"If you do": the last "you may" was answered yes."""
    return bool(ctx.did_flag)


def delayed_trigger(g, ctx, trigger, resolve):
    from ..triggers import create_delayed
    create_delayed(g, ctx, trigger, resolve)
