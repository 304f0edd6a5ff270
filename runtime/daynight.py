"""Day and night (the rules' "Day and Night" section, 502.2) and the keywords daybound and
nightbound (702.145).

* The game starts with neither designation (``Game.day_night`` is None); once it has one it
  keeps exactly one of them.
* 702.145d: any time a player controls a permanent with daybound, if it's neither day nor night,
  it becomes day.  702.145g: any time a player controls a permanent with nightbound, if it's
  neither and there are no permanents with daybound on the battlefield, it becomes night.
* 702.145c/f: any time a player controls a permanent front face up with daybound and it's night
  (back face up with nightbound and it's day), that player transforms it.
* 502.2: in the untap step, if it's day and the previous turn's active player cast no spells
  during that turn, it becomes night; if it's night and they cast two or more, it becomes day.
* 702.145b: "If it is night and this permanent is represented by a transforming double-faced
  card, it enters transformed" (``entering_face``); 702.145b/e: "This permanent can't transform
  except due to its daybound [nightbound] ability" (``locked``).

Simplification (runtime/UNIMPLEMENTED.md): the "any time" checks of 702.145c-g ("immediately,
not a state-based action") are made whenever state-based actions are checked (``check``, from
``sba.check_once``) and as the designation changes — not in the middle of a spell's resolution.
"""
from __future__ import annotations

DAYBOUND, NIGHTBOUND = "daybound", "nightbound"


def _has(g, obj, keyword: str) -> bool:
    return keyword in g.chars(obj).keywords


def _in_game(g) -> bool:
    """Whether any card of the game has daybound or nightbound on a face (worked out once: only
    those cards, and copies of them, can have the keywords)."""
    if g.day_night_cards is None:
        g.day_night_cards = any(getattr(a, "name", None) in (DAYBOUND, NIGHTBOUND)
                                for o in g.all_objects() for f in (o.card, *o.card.faces) for a in f.abilities)
    return g.day_night_cards


def check(g) -> bool:
    """702.145c-g: the designation a daybound or nightbound permanent gives a game with none,
    and the daybound/nightbound permanents the designation transforms.  True if anything
    changed."""
    if not _in_game(g):
        return False
    perms = list(g.battlefield)
    day = [o for o in perms if _has(g, o, DAYBOUND)]
    night = [o for o in perms if _has(g, o, NIGHTBOUND)]
    changed = False
    if g.day_night is None and day:
        changed = _become(g, "day", "a permanent with daybound (702.145d)")
    elif g.day_night is None and night:
        changed = _become(g, "night", "a permanent with nightbound and none with daybound (702.145g)")
    return _turn_bound(g, day, night) or changed


def _turn_bound(g, day, night) -> bool:
    from .faces import turn_over
    done = False
    if g.day_night == "night":            # 702.145c: front face up with daybound
        for o in day:
            if o.face is None and g.alive(o) and turn_over(g, o, day_night=True):
                done = True
    elif g.day_night == "day":            # 702.145f: back face up with nightbound
        for o in night:
            if o.face is not None and g.alive(o) and turn_over(g, o, day_night=True):
                done = True
    return done


def _become(g, which: str, why: str) -> bool:
    if g.day_night == which:
        return False
    g.day_night = which
    g.touch()
    g.note(f"it becomes {which}: {why}")
    return True


def untap_step(g) -> None:
    """502.2: as the untap step begins, the spells the previous turn's active player cast during
    that turn decide whether day becomes night or night becomes day (neither: no check)."""
    if g.day_night is None or g.last_turn_active is None:
        return
    prev = g.players[g.last_turn_active]
    cast = sum(1 for ev in g.last_turn_log if ev.kind == "cast" and ev.player is prev)
    if g.day_night == "day" and cast == 0:
        _become(g, "night", f"{prev.name} cast no spells last turn (502.2)")
    elif g.day_night == "night" and cast >= 2:
        _become(g, "day", f"{prev.name} cast {cast} spells last turn (502.2)")
    check(g)


def entering_face(g, obj):
    """702.145b: a transforming double-faced card with daybound on its front face entering the
    battlefield while it's night enters transformed: the face it enters with (else None)."""
    card = obj.card
    if g.day_night != "night" or card.layout != "transform" or not card.faces:
        return None
    if not any(getattr(a, "name", None) == DAYBOUND for a in card.abilities):
        return None
    from .faces import transformed_face
    return transformed_face(obj)


def locked(g, obj) -> bool:
    """702.145b, e: a permanent with daybound or nightbound can't transform except due to that
    ability."""
    kws = g.chars(obj).keywords
    return DAYBOUND in kws or NIGHTBOUND in kws
