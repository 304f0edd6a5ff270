"""Cards with several faces that may be cast: split cards (rule 709), adventurer cards (715) and
modal double-faced cards (712.3).

A card compiled from all its faces is one ``CardDef`` (``layout``, ``faces``): its own fields are
its characteristics in every zone but the stack — a split card's two halves combined (709.4: both
names, the combined mana cost, so its colours and mana value, every card type); an adventurer
card's normal characteristics (715.4) — and ``faces`` holds the faces that may be cast on their
own, each a ``CardDef`` of that face alone.

Casting chooses the face before the card is put on the stack (709.3, 715.3): ``Obj.face`` is the
face's definition while it is a spell; ``layers.printed`` reads it in place of the card (709.3b,
715.3b: only that face's characteristics exist on the stack).  Leaving the stack, the card is
again the whole card (a new object, 400.7).  A spell cast as an Adventure is exiled as it resolves
instead of going to the graveyard, and its owner may then cast it — not as an Adventure — for as
long as it remains exiled (715.3d).  A modal double-faced card is cast or played as either face
(712.11b, 712.12) and becomes a permanent with that face up (712.13); elsewhere it has its front
face's characteristics (712.8a).  A transforming double-faced card is cast front face up (712.8c)
and turned over on the battlefield by transforming (701.28a, ``turn_over``): ``Obj.face`` is then
its back face, the same object (712.18), with its front face's mana value (712.8e).

Faces are numbered as printed (the scenario format's ``face: 2``): a split card's halves 1 and 2;
an adventurer card's normal face 1 and its Adventure 2; a modal double-faced card's front 1 and
back 2.
"""
from __future__ import annotations

from contextlib import contextmanager

from . import defs as D
from .errors import IllegalAction, NotImplementedInEngine
from .game import Event

__all__ = ["UnknownColors", "transformed_face", "shown", "cast_card", "turn_over", "land_faces", "printed_faces", "face_def", "as_face", "ON_ADVENTURE", "SPLIT_LAYOUTS",
           "whole_card_problem", "exile_adventure"]

SPLIT_LAYOUTS = ("split", "aftermath")

# 715.3d: a card exiled by resolving as an Adventure may be cast by that player (not as an
# Adventure) for as long as it remains exiled
ON_ADVENTURE = D.CastPermission(label="adventure", zone="exile")


class UnknownColors:
    """The colors of a face whose color indicator (204.1) the card file does not give (the back
    face of a transforming card in the shipped snapshot): not colorless but unknown, so any rule
    that asks about them raises ``NotImplementedInEngine``.  An effect that sets an object's
    colors ("becomes red", 105.3) replaces them with known ones (layers.py)."""
    __slots__ = ("face",)

    def __init__(self, face: str):
        self.face = face

    def _unknown(self, *_):
        raise NotImplementedInEngine(f"the colors of {self.face}: the card file does not give its color "
                                     "indicator (rule 204.1; MTGJSON AtomicCards.json or Scryfall data do)")

    __iter__ = __contains__ = __len__ = __bool__ = __getitem__ = __add__ = __iadd__ = _unknown

    def __repr__(self) -> str:
        return f"UnknownColors({self.face!r})"


def shown(obj) -> D.CardDef:
    """The definition whose characteristics ``obj`` has as a spell or card: face down, its
    face-down definition (708.2a); cast as one face, that face (709.3b, 715.3b); cast bestowed, the
    Aura it is (702.103b); else its card."""
    return obj.face_down or obj.face or obj.bestowed or obj.card


def cast_card(obj) -> D.CardDef:
    """The definition whose ways to be cast (its permissions, optional costs) count as ``obj``
    is cast: the face chosen (709.3a, 715.3a), else the card — not a face-down definition, which
    a way of casting the card itself (morph, disguise) gives it (702.37c); a transforming card
    cast with its back face up, its front face, whose ability allows that (712.11d)."""
    if obj.face is not None and obj.card.layout == "transform":
        return obj.card
    return obj.face or obj.card


def printed_faces(card: D.CardDef) -> tuple:
    """The faces of ``card`` that may be chosen when it is cast, numbered from 1 as printed:
    ``None`` stands for the card's normal characteristics (an adventurer card's first face)."""
    if not card.faces:
        return (None,)
    if card.layout in SPLIT_LAYOUTS:
        return tuple(card.faces)                # 709.3: one half or the other
    if card.layout == "transform":
        return (None,)                          # 712.8c: cast with its front face up
    return (None, *card.faces)                  # 715.3: normally, or as an Adventure; 712.11b


def face_def(card: D.CardDef, number: int | None) -> D.CardDef | None:
    """The face numbered ``number`` (1-based as printed; None: the first) of ``card``."""
    faces = printed_faces(card)
    n = 1 if number is None else number
    if not 1 <= n <= len(faces):
        raise IllegalAction(f"{card.name} has no face {n} (it has {len(faces)})")
    return faces[n - 1]


@contextmanager
def as_face(obj, face: D.CardDef | None):
    """``obj`` considered as the face ``face`` is being cast (709.3a, 715.3a: only that face's
    characteristics are evaluated to see if it can be cast); restored afterwards unless the cast
    moved it to the stack (the spell keeps its face)."""
    prev = obj.face
    if face is prev:
        yield obj
        return
    obj.face, obj.bchars = face, None
    try:
        yield obj
    finally:
        if obj.zone != "gone":
            obj.face, obj.bchars = prev, None


def land_faces(card: D.CardDef) -> list[int]:
    """The numbers of the faces of ``card`` that are lands: those it may be played as (712.12)."""
    return [n for n, f in enumerate(printed_faces(card), 1) if "land" in (f or card).types]


def turn_over(g, obj, day_night: bool = False) -> bool:
    """Transform ``obj`` (701.28a): turn it over so that its other face is up, the same object
    (712.18); only a permanent represented by a transforming double-faced card (701.28c, 712.9),
    not face down (712.15a), and not into an instant or sorcery face (701.28d); one with daybound
    or nightbound only due to that ability (``day_night``, 702.145b, e).  True if it did."""
    from .daynight import locked
    card = obj.card
    if obj.zone != "battlefield" or card.layout != "transform" or not card.faces or obj.face_down is not None:
        return False
    if not day_night and locked(g, obj):
        return False
    other = None if obj.face is not None else card.faces[0]
    if {"instant", "sorcery"} & set((other or card).types):
        return False
    obj.face, obj.bchars, obj.printed_statics = other, None, None
    g.touch()
    g.note(f"{obj!r} transforms into {(other or card).name}")
    g.emit(Event("transforms", obj, g.controller_of(obj)))      # 701.28e: "transforms into ~"
    return True


def transformed_face(obj) -> D.CardDef | None:
    """The face ``obj`` is put onto the battlefield with "transformed" (712.14a): its back face,
    if it is a transforming double-faced card whose back face is a permanent face (an instant or
    sorcery face can't be on the battlefield, 712.13a); else None (it stays in its zone)."""
    card = obj.card
    if card.layout != "transform" or not card.faces or obj.token:
        return None
    back = card.faces[0]
    return None if {"instant", "sorcery"} & set(back.types) else back


def whole_card_problem(obj) -> str | None:
    """Why ``obj`` can't be cast as it is: a split card is cast as one of its halves (709.3)."""
    if obj.face is None and obj.face_down is None and obj.card.layout in SPLIT_LAYOUTS and obj.card.faces:
        return f"{obj.card.name} is a split card: cast one of its halves (709.3)"
    return None


def exile_adventure(g, spell) -> bool:
    """715.3d: a spell cast as an Adventure is exiled instead of put into its owner's graveyard as
    it resolves; the card in exile may then be cast by that player.  True if it was."""
    if spell.face is None or spell.card.layout != "adventure" or spell.face not in spell.card.faces:
        return False
    controller = spell.controller
    new = g.move(spell, "exile", cause="resolve")
    if new is not None and new.zone == "exile":
        new.designations.add("on an adventure")
        new.controller = controller
        g.note(f"{new!r} goes on an adventure (exiled, 715.3d)")
    return True
