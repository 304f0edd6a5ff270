"""Class levels (rule 716): a level is a designation of the permanent (716.2b)."""
from __future__ import annotations

from ..game import Event
from .common import objects, record

_PREFIX = "level "


def class_level_of(obj) -> int:
    """Rule 716.2d: a permanent with no level is treated as level 1."""
    levels = [int(d[len(_PREFIX):]) for d in obj.designations if d.startswith(_PREFIX)]
    return max(levels, default=1)


def become_level(g, ctx, level):
    """A Class's level bar (716.2a): "This Class's level becomes N" ("When this Class becomes
    level N" triggers: the event ``class_level``)."""
    objs = objects(g, ctx, "self")
    for o in objs:
        o.designations = {d for d in o.designations if not d.startswith(_PREFIX)} | {f"{_PREFIX}{level}"}
        g.touch()
        g.emit(Event("class_level", o, g.controller_of(o), level=level))
    return record(ctx, objs, len(objs))
