"""Speed (rule 702.179): a number each player may have, from 1 to 4.

* Start your engines! (702.179): if a player controls a permanent with it and has no speed, their
  speed becomes 1 — a state-based action (checked with the others, ``sba.check_once``); losing
  the permanent later does not take the speed away.
* Each player who has speed has the inherent triggered ability "Whenever one or more opponents
  lose life during your turn, if your speed is less than 4, your speed increases by 1. This
  ability triggers only once each turn." (702.179).  Simplification (runtime/UNIMPLEMENTED.md):
  the increase happens as the life is lost, without using the stack.
* A player "has max speed" if their speed is 4 (702.178b): "Max speed — [ability]" abilities
  exist only then (the condition ``max_speed``).

A player with no speed has speed 0 for effects that ask (``PlayerState.speed`` is 0)."""
from __future__ import annotations

from .game import Event, PlayerState

MAX_SPEED = 4
KEYWORD = "start your engines!"


def start_engines(g) -> bool:
    """702.179: each player with no speed who controls a permanent with start your engines!
    gets speed 1.  True if a speed changed."""
    done = False
    for p in g.players:
        if p.speed == 0 and not p.lost and any(KEYWORD in g.chars(o).keywords for o in g.permanents(p)):
            _set(g, p, 1, "start your engines! (702.179)")
            done = True
    return done


def on_life_lost(g, ev: Event):
    """702.179: the inherent trigger of the active player, once each turn, when an opponent of
    theirs loses life during their turn and their speed is 1 to 3."""
    active = g.players[g.active]
    loser = ev.player
    if not isinstance(loser, PlayerState) or loser is active or active.lost:
        return
    if not 0 < active.speed < MAX_SPEED or g.speed_raised_turn == g.turn:
        return
    g.speed_raised_turn = g.turn
    _set(g, active, active.speed + 1, f"{loser.name} lost life during their turn (702.179)")


def _set(g, p: PlayerState, speed: int, why: str):
    p.speed = speed
    g.touch()               # "Max speed —" abilities start or stop existing (702.178a)
    g.note(f"{p.name}'s speed becomes {speed}: {why}")
