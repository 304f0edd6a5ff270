"""Counters (rule 122)."""
from __future__ import annotations

from .common import objects, record


def add_counters(g, ctx, what, counter, amount):
    n = g.value(amount, ctx)
    objs = objects(g, ctx, what)
    total = sum(g.add_counters(o, counter, n) for o in objs)
    return record(ctx, objs, total)
