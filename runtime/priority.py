"""Priority (rule 117): state-based actions and triggered abilities before a player receives
priority (117.5), passing in succession (117.4), resolving the top of the stack (608)."""
from __future__ import annotations

from . import sba, stack, triggers


def settle(g):
    """Rule 117.5: repeat state-based actions and putting triggers on the stack until none."""
    from .keywords import ascend_permanents
    for _ in range(1000):
        ascend_permanents(g)            # 702.131b
        sba.check(g)
        if g.outcome is not None:
            return
        if not triggers.put_on_stack(g):
            if not g.pending_triggers:
                return


def give_priority(g):
    if g.quiet_pass:
        # Only a pass happened since the state was settled when this player's opponent
        # received priority: state-based actions and triggers have nothing new (117.5).
        g.quiet_pass = False
        if g.debug and (sba.check(g) or g.pending_triggers):
            from .invariants import InvariantError
            raise InvariantError("a pass changed the game state: priority skipped rule 117.5")
    else:
        settle(g)
        if g.outcome is not None:
            return
    p = g.priority_next
    n = len(g.players)
    for _ in range(n):
        if not g.players[p].lost:
            break
        p = (p + 1) % n
    g.priority = p
    g.pending = "priority"


def alive_count(g) -> int:
    return sum(1 for p in g.players if not p.lost)


def pass_priority(g):
    """Rule 117.3d/117.4: pass; when all players pass in succession the top of the stack
    resolves, or the step ends if the stack is empty."""
    g.passes += 1
    g.pending = None
    if g.passes >= alive_count(g):
        g.passes = 0
        if g.stack:
            g.flow = "resolve"
        else:
            g.flow = "step"
        return
    g.priority_next = (g.priority + 1) % len(g.players)
    g.flow = "priority"
    g.quiet_pass = True


def resolve(g):
    stack.resolve_top(g)
    g.passes = 0
    g.priority_next = g.active          # rule 117.3b
    g.flow = "priority"
    if g.turn_ended:                    # 721.1d: the step ends, straight to the cleanup step
        g.turn_ended = False
        g.step = "end"                  # (the end step is skipped: its triggers don't happen, 721.1e)
        g.flow = "step"


def acted(g, player_index: int):
    """Rule 117.3c: after casting/activating/playing a land, that player receives priority."""
    g.passes = 0
    g.pending = None
    g.priority_next = player_index
    g.flow = "priority"
