"""Face-down spells and permanents (rule 708): morph 702.37, disguise 702.168, manifest 701.34,
cloak 701.56.

A face-down object's characteristics are those its face-down definition gives (708.2a: a 2/2
creature with no name, no subtypes, no mana cost and no text — ward {2} for disguise and cloak):
``Obj.face_down`` holds that definition as a :class:`~oraclec.runtime.defs.CardDef`, and
``layers.printed`` reads it in place of the card (they are its copiable values, 708.2a).  The
card itself is still ``Obj.card``: what turning it face up reveals.

Turning a face-down permanent face up is a special action (116.2b) its controller may take any
time they have priority: for its morph or disguise cost (702.37e, 702.168d), or, for a manifested
or cloaked permanent that is a creature card with a mana cost, for that mana cost (701.34b,
701.56b; 701.34c both ways for a manifested card with morph).  It does not enter the battlefield
again (708.8): nothing that triggers on entering triggers.
"""
from __future__ import annotations

from . import defs as D
from .game import Event, Obj

__all__ = ["face_down_card", "turn_face_up_abilities", "turn_face_up"]

_CARDS: dict = {}


def face_down_card(fd: D.FaceDown) -> D.CardDef:
    """The definition of an object face down with the characteristics ``fd`` (708.2a)."""
    known = _CARDS.get(id(fd))
    if known is None or known[0] is not fd:
        card = D.CardDef(name="", mana_cost=None, types=("creature",), power=fd.power,
                         toughness=fd.toughness, abilities=tuple(fd.abilities), deck_limit=None)
        known = _CARDS[id(fd)] = (fd, card)
    return known[1]


# the ways a keyword of the face-up card turns it face up (702.37e, 702.168d)
_FACE_UP_KEYWORDS = ("morph", "megamorph", "disguise")
# what an effect made of a card it put onto the battlefield face down (701.34a, 701.56a)
FACE_DOWN_DESIGNATIONS = ("manifested", "cloaked")


def turn_face_up_abilities(g, obj: Obj) -> list:
    """The special actions that turn ``obj`` (a face-down permanent) face up, as abilities its
    controller may activate (116.2b): one per cost it may pay."""
    card = obj.card
    costs = []
    for ab in card.abilities:
        if isinstance(ab, D.KeywordAbility) and ab.name in _FACE_UP_KEYWORDS and ab.param:
            costs.append((str(ab.param), ab.name))
    if obj.designations.intersection(FACE_DOWN_DESIGNATIONS) and "creature" in card.types \
            and card.mana_cost is not None:
        costs.append((card.mana_cost, "mana cost"))
    out = []
    for mana, label in costs:
        key = (mana, label)
        ab = _ABILITIES.get(key)
        if ab is None:
            ab = _ABILITIES[key] = D.ActivatedAbility(
                cost=D.Cost(mana=mana), resolve=lambda g, ctx, label=label: turn_face_up(g, ctx.source, label),
                special=True, text=f"Turn face up ({label} {mana})")
        out.append(ab)
    return out


_ABILITIES: dict = {}


def turn_face_up(g, obj: Obj, label: str = ""):
    """Turn ``obj`` face up, its ``label`` cost paid ("morph", "mana cost"): it regains its
    normal characteristics (702.37e, 701.34b), the same object (708.8: it doesn't enter the
    battlefield again); megamorph puts its counter on it as it is turned face up (702.37b)."""
    if obj.face_down is None or obj.zone != "battlefield":
        return
    for ab in obj.card.abilities:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.FaceUpCounters) and eff.label == label:
                    obj.counters[eff.counter] = obj.counters.get(eff.counter, 0) + 1
    obj.face_down = None
    obj.designations.difference_update(FACE_DOWN_DESIGNATIONS)
    obj.bchars = None
    obj.printed_statics = None
    g.touch()
    g.note(f"{obj!r} is turned face up")
    g.emit(Event("turned_face_up", obj, g.controller_of(obj)))
