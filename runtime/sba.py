"""State-based actions (rule 704)."""
from __future__ import annotations

from . import daynight
from . import defs as D
from .game import Obj, PlayerState
from .keywords import enchant_filter, protection_applies
from .references import _player_matches
from .replacement import destroy
from .speed import start_engines
from .stack import StackAbility


def legal_attachment(g, aura: Obj, target) -> bool:
    """Whether ``aura`` can enchant ``target``: on the battlefield, its enchant ability (702.5)
    allows it, no protection (702.16d)."""
    flt = enchant_filter(g, aura.copy_of or aura.card)
    if isinstance(target, PlayerState):
        # 303.4c: an Aura attached to a player its enchant ability doesn't allow ("Enchant
        # opponent" on its controller), or to a player who has left the game
        return isinstance(flt, D.PlayerFilter) and not target.lost and \
            _player_matches(g, target, flt.who, g.controller_of(aura), None, aura)
    if target is None or not isinstance(target, Obj) or target.zone != "battlefield":
        return False
    if isinstance(flt, D.Filter) and not g.matches(target, flt, aura, g.controller_of(aura)):
        return False
    if protection_applies(g, target, aura):      # rule 702.16d
        return False
    return True


def check_once(g) -> bool:
    """Perform all applicable state-based actions simultaneously (704.3); True if any."""
    acted = False
    losers = []
    for p in g.players:
        if p.lost:
            continue
        if p.life <= 0:                                   # 704.5a
            why = "life total 0 or less (704.5a)"
        elif p.drew_from_empty:                           # 704.5b
            why = "drew from an empty library (704.5b)"
        elif p.poison >= 10:                              # 704.5c
            why = "ten or more poison counters (704.5c)"
        else:
            continue
        # "You can't lose the game" is consulted when a state-based action would make you lose
        if not g.player_rules(p, "cant_lose"):
            losers.append((p, why))
    for p in g.players:
        p.drew_from_empty = False
    for p, why in losers:
        p.lost = True
        p.loss_reason = why
        acted = True
        g.touch()       # conditions that count players ("as long as an opponent has 10 or less life")
        g.note(f"{p.name} loses: {why}")
        g.touch()               # "an opponent …" conditions no longer count that player
    # 702.179 (start your engines!): a player with no speed who controls a permanent with it
    # gets speed 1, as a state-based action
    if start_engines(g):
        acted = True
    # 702.145c-g (daybound, nightbound): "any time", checked here (daynight.py)
    if daynight.check(g):
        acted = True
    # 704.5d: tokens in zones other than the battlefield cease to exist.
    if g.made_tokens:
        for p in g.players:
            for zone in (p.hand, p.graveyard, p.library):
                for o in [o for o in zone if o.token]:
                    zone.remove(o)
                    o.zone = "gone"
                    acted = True
                    g.touch()   # counts of cards in graveyards see it
        for o in [o for o in g.exile if o.token]:
            g.exile.remove(o)
            o.zone = "gone"
            acted = True
    to_graveyard: list[Obj] = []
    unattach: list[Obj] = []
    sacrifice: list[Obj] = []
    chars = g.chars
    for o in list(g.battlefield):
        c = chars(o)
        types = c.types
        if "creature" in types:
            t = c.toughness or 0
            if t <= 0:                                    # 704.5f
                to_graveyard.append((o, False))
                continue
            if o.damage >= t or (o.damage > 0 and o.deathtouched):   # 704.5g / 704.5h
                to_graveyard.append((o, True))
                continue
        if "planeswalker" in types and o.counters.get("loyalty", 0) <= 0:   # 704.5i
            to_graveyard.append((o, False))
            continue
        subtypes = c.subtypes
        if "saga" in subtypes and _saga_done(g, o, c):     # 714.4
            sacrifice.append(o)
            continue
        if "aura" in subtypes:                             # 704.5m
            tgt = g.find(o.attached_to) if o.attached_to is not None else None
            if not legal_attachment(g, o, tgt):
                if o.bestowed is not None:
                    # 702.103f: an unattached bestowed Aura, or one attached illegally, becomes
                    # unattached and ceases to be bestowed — a creature again, on the battlefield
                    # (an exception to 704.5m)
                    o.bestowed, o.attached_to, o.bchars = None, None, None
                    g.touch()
                    g.note(f"{o!r} ceases to be bestowed (702.103f)")
                    acted = True
                    continue
                to_graveyard.append((o, False))
                continue
        if o.attached_to is not None:
            if "equipment" in subtypes:                    # 704.5n
                tgt = g.find(o.attached_to)
                if tgt is None or tgt.zone != "battlefield" or not g.is_creature(tgt) \
                        or protection_applies(g, tgt, o) \
                        or "creature" in types and "reconfigure" not in c.keywords:      # 301.5c
                    unattach.append(o)
            elif "aura" not in subtypes:
                tgt = g.find(o.attached_to)
                if tgt is None or tgt.zone != "battlefield":
                    unattach.append(o)
        # 704.5q: +1/+1 and -1/-1 counters annihilate.
        if not o.counters:
            continue
        a, b = o.counters.get("+1/+1", 0), o.counters.get("-1/-1", 0)
        if a and b:
            n = min(a, b)
            o.counters["+1/+1"] -= n
            o.counters["-1/-1"] -= n
            for k in ("+1/+1", "-1/-1"):
                if o.counters[k] == 0:
                    del o.counters[k]
            g.touch()
            acted = True
    # 704.5y: of the Roles one player controls on one permanent, all but the newest go.
    roles: dict = {}
    for o in g.battlefield:
        if o.attached_to is not None and "role" in chars(o).subtypes:
            roles.setdefault((o.attached_to, g.controller_of(o).index), []).append(o)
    for group in roles.values():
        if len(group) > 1:
            newest = max(group, key=lambda r: r.timestamp)
            to_graveyard.extend((r, False) for r in group
                                if r is not newest and all(r is not x for x, _ in to_graveyard))
    # 704.5j: legend rule.
    seen = {}
    for o in g.battlefield:
        c = chars(o)
        if "legendary" in c.supertypes:
            seen.setdefault((c.controller.index, c.name), []).append(o)
    for (pi, name), objs in seen.items():
        if len(objs) > 1:
            keep = g.ask(g.players[pi], "legend_rule", objs, min=1, max=1,
                         prompt=f"legend rule: keep which {name}")[0]
            for o in objs:
                if o is not keep and all(o is not x for x, _ in to_graveyard):
                    to_graveyard.append((o, False))
    for o in unattach:
        o.attached_to = None
        g.touch()
        acted = True
    for o in sacrifice:
        if o.zone == "battlefield":
            g.note(f"{o.name} is sacrificed: its final chapter was reached (714.4)")
            g.move(o, "graveyard")            # 701.17a: sacrificed by its controller
            acted = True
    for o, lethal in to_graveyard:
        if o.zone != "battlefield":
            continue
        if lethal and o.shields > 0:
            # Rule 704.5g: destruction by lethal damage can be regenerated (701.15).
            destroy(g, o, True)
        elif lethal:
            if g.has_keyword(o, "indestructible"):
                continue
            destroy(g, o, True)
        else:
            g.move(o, "graveyard")
        acted = True
    _check_game_over(g)
    return acted


def _saga_done(g, o: Obj, c) -> bool:
    """Rule 714.4: the Saga has at least its final chapter number of lore counters (714.2d: the
    greatest among its chapter abilities, 0 with none) and is not the source of a chapter ability
    that has triggered but not yet left the stack."""
    final = max((ab.trigger.count for ab in c.abilities
                 if isinstance(ab, D.TriggeredAbility) and ab.trigger.event == "chapter"), default=0)
    if o.counters.get("lore", 0) < final:
        return False
    waiting = [t.ability for t in g.pending_triggers if t.source is o] + \
        [e.ability for e in g.stack if isinstance(e, StackAbility) and e.source is o]
    return not any(isinstance(ab, D.TriggeredAbility) and ab.trigger.event == "chapter" for ab in waiting)


def _check_game_over(g):
    alive = [p for p in g.players if not p.lost]
    if len(alive) == 1 and len(g.players) > 1:
        w = alive[0]
        reasons = "; ".join(f"{p.name}: {p.loss_reason}" for p in g.players if p.lost)
        g.end_game(w.index, reasons)
    elif not alive:
        g.end_game(None, "all players lost (draw, rule 104.4a)")


def check(g) -> bool:
    """Rule 704.3: repeat until no state-based actions apply."""
    any_ = False
    for _ in range(100):
        if not check_once(g):
            break
        any_ = True
        if g.outcome is not None:
            break
    return any_
