"""Zone changes (rules 400.7, 603.6, 603.10, 614.1c/614.12 replacement effects on entering)."""
from __future__ import annotations

from contextlib import contextmanager

from . import defs as D
from .errors import EngineError
from .daynight import entering_face
from .game import Event, Obj


def _remove(g, obj: Obj):
    lst = g.zone_list(obj)
    for i, x in enumerate(lst):
        if x is obj:
            del lst[i]
            return
    raise EngineError(f"{obj!r} is not in its zone {obj.zone}")


def move(g, obj: Obj, to: str, *, position="top", controller=None, tapped=False, cause=None,
         face_down=None, face=None, attached_to=None):
    """Move ``obj`` to zone ``to``; returns the new object (rule 400.7) or None if the object
    ceased to exist (a token leaving the battlefield still goes there first, rule 111.7).
    ``face_down``: the definition it enters the battlefield face down with (708.2a, 701.34a);
    ``face``: the face it is put onto the battlefield with (a land played as its back face, 712.12);
    ``attached_to``: the id of what an Aura enters attached to (303.4f), set before it enters so
    that its enters triggers see it ("When this Aura enters, if enchanted creature has flying")."""
    from . import replacement
    if obj.zone == "gone" or obj.successor is not None:
        return None
    frm = obj.zone
    to, shuffle_after, replaced_by = replacement.zone_change_destination(g, obj, frm, to, cause)
    if to == "library_bottom":          # "put it on the bottom of its owner's library instead"
        to, position = "library", "bottom"
    if frm == to and to != "library":
        return obj
    if frm == "battlefield":
        obj.lki = g.chars(obj).copy()
    elif obj.lki is None:
        obj.lki = g.chars(obj).copy()
    old_controller = g.controller_of(obj) if frm in ("battlefield", "stack") else obj.controller
    _remove(g, obj)
    g.touch()
    new = g.new_obj(obj.card, obj.owner, to, obj.token)
    obj.zone = "gone"
    obj.successor = new
    if frm == "battlefield":
        new.previous = obj
    obj.previous = None         # (one step back only: no chain of old objects kept alive)
    if frm == "battlefield":
        obj.attacking = None
        obj.blocking = []
    if frm == "stack":
        new.ctx = obj.ctx       # X and choices made on casting (e.g. "enters with X counters")
        if to == "battlefield" and obj.face_down is not None:
            face_down = obj.face_down   # a face-down spell enters as it was (702.37c, 708.3)
    if obj.face_down is not None and to == "stack" and frm == "hand":
        new.face_down = obj.face_down   # cast face down (702.37c)
    if obj.prototype is not None and (to, frm) in (("stack", "hand"), ("battlefield", "stack")):
        new.prototype = obj.prototype   # cast prototyped, and the permanent it becomes (718.3b, 718.4)
    if obj.bestowed is not None and (to == "stack" or (to, frm) == ("battlefield", "stack")):
        new.bestowed = obj.bestowed     # a bestowed Aura spell, and the Aura it becomes (702.103b)
    if to == "stack" or (frm == "stack" and to == "battlefield"):
        new.face = obj.face             # cast as one face (709.3b, 715.3b), a permanent with that
        #                                 face up (712.13); elsewhere the card (712.8a)
    if face is not None and to == "battlefield":
        new.face = face
    elif to == "battlefield" and new.face is None and face_down is None:
        new.face = entering_face(g, new)      # 702.145b: daybound, entering at night
    if to == "battlefield":
        new.face_down = face_down
    if to == "stack":
        new.controller = controller or obj.owner
        g.stack.append(new)
    elif to == "battlefield":
        new.controller = controller or obj.owner
        new.attached_to = attached_to
        enter_battlefield(g, new, tapped=tapped)
    elif to == "library":
        lib = obj.owner.library
        if position == "bottom":
            lib.append(new)
        elif isinstance(position, int):
            lib.insert(position, new)
        else:
            lib.insert(0, new)
    elif to == "hand":
        obj.owner.hand.append(new)
    elif to == "graveyard":
        obj.owner.graveyard.append(new)
    elif to == "outside":
        obj.owner.outside.append(new)
    elif to == "exile":
        g.exile.append(new)
        # 607.2a-b: a card exiled by an ability of an object (its resolving effect, or its static
        # replacement effect) is "exiled with" that object
        linker = replaced_by if replaced_by is not None else (
            g.resolving.source if g.resolving is not None else None)
        if isinstance(linker, Obj):
            g.exiled_with.add((linker.id, new.id))
    else:
        raise EngineError(f"unknown zone {to!r}")
    if shuffle_after:
        g.rng.shuffle(obj.owner.library)
    if to != "battlefield":
        g.touch()       # (enter_battlefield touched last, before the other permanents' replacements)
    if frm == "battlefield":
        g.emit(Event("leaves", obj, old_controller, to=to, new=new))
        if to == "graveyard":
            # Rule 700.4 (glossary "Dies"): "dies" means "is put into a graveyard from the
            # battlefield", for any permanent ("When this Aura is put into a graveyard from the
            # battlefield", "Whenever a land is put into a graveyard from the battlefield")
            g.emit(Event("dies", obj, old_controller, new=new))
    if to == "graveyard":
        g.emit(Event("put_into_graveyard", obj, old_controller, frm=frm, new=new))
    if frm == "graveyard":              # "Whenever one or more cards leave your graveyard"
        g.emit(Event("leaves_graveyard", obj, obj.owner, to=to, new=new))
    if to == "battlefield":
        # face_down: as it entered (708.2), for "if a face-down creature entered … this turn"
        g.emit(Event("enters", new, new.controller, frm=frm, face_down=new.face_down is not None))
    return new


def discard(g, obj: Obj, player) -> Obj | None:
    """Rule 701.8a: ``player`` discards ``obj``: it moves from the hand to its owner's graveyard,
    or where a replacement sends it (madness 702.35a: "that player discards it, but exiles it
    instead of putting it into their graveyard", and then "When ~ is exiled this way" triggers
    from exile).  The discard event happens either way.  Returns the card's new object."""
    own = _discard_replacement(obj)
    new = move(g, obj, "graveyard", cause="discard")
    g.emit(Event("discard", obj, player))
    if own is not None and new is not None and new.zone == "exile":
        g.emit(Event("exiled_this_way", new, player))
    return new


def _discard_replacement(obj: Obj):
    """The card's own replacement of where it goes as it is discarded (madness 702.35a)."""
    for ab in obj.card.abilities:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.ZoneReplacement) and eff.discard:
                    return eff
    return None


def sacrifice(g, obj: Obj, player) -> Obj | None:
    """Rule 701.17a: ``player`` sacrifices ``obj`` (puts it into its owner's graveyard); the event
    "sacrificed" follows the zone change ("Whenever you sacrifice a Clue")."""
    new = move(g, obj, "graveyard")
    if new is not None:
        g.emit(Event("sacrificed", obj, player, new=new))
    return new


def _pays_to_enter_untapped(g, new, eff, ctx) -> bool:
    """Rule 614.12: "As ~ enters, you may pay 2 life" (119.4: only with a life total of at least
    that) / "… reveal a Goblin card from your hand"; whether its controller did."""
    p = new.controller
    if eff.unless_life:
        if p.life < eff.unless_life or not g.ask_yes_no(p, f"pay {eff.unless_life} life", source=new):
            return False
        g.lose_life(p, eff.unless_life)
        return True
    opts = [o for o in p.hand if g.matches(o, eff.unless_reveal, new, p, ctx)]
    pick = g.ask(p, "reveal", opts, min=0, max=1, prompt="reveal (or it enters tapped)",
                 source=new) if opts else []
    if pick:
        g.note(f"{p.name} reveals {pick[0].name}")
    return bool(pick)


def card_names(g, chooser, not_types=()) -> list[str]:
    """The card names a player may choose (201.4), as the engine offers them: the names of the
    cards in the game (of each face of a card with several, 709.3, 712; tokens not, 201.4), of
    cards none of whose types is in ``not_types`` ("a nonland card name", 201.4a).  A name of a
    card not in the game would match nothing, so offering only these changes no outcome.  Ordered
    for the default answer: the opponents' cards first (on the battlefield, then elsewhere),
    nonland cards before lands."""
    seen: dict[str, tuple] = {}
    for o in g.all_objects():
        if o.token:
            continue
        for face in (o.card.faces or (o.card,)):
            if set(face.types) & set(not_types) or face.name in seen:
                continue
            seen[face.name] = (o.owner is chooser, o.zone != "battlefield", "land" in face.types)
    return sorted(seen, key=lambda n: (seen[n], n))


def _enters_choice(g, new: Obj, eff: D.EntersChoice):
    """The choice "As ~ enters, choose …" asks its controller for (614.12)."""
    me = new.controller
    if eff.choice in ("opponent", "player"):
        options = [p for p in g.players if not p.lost and (eff.choice == "player" or p is not me)]
    elif eff.choice == "card_name":
        options = card_names(g, me, eff.not_types)
    else:
        options = list(eff.options)
    picked = g.ask(me, eff.choice.replace("_", " "), options, prompt=f"{new.card.name}: choose",
                   source=new)
    return picked[0] if picked else None


def _other_permanents_replace(g, new: Obj) -> None:
    """Rules 614.1c, 614.12: the replacement effects of the other permanents on how ``new``
    enters — "Creatures your opponents control enter tapped.", "Each other creature you control
    enters with an additional +1/+1 counter on it." — checked against ``new`` as it exists on the
    battlefield (its controller, types, …); the counters go through 614.1a replacements (122.6)."""
    from .layers import battlefield_statics
    from .replacement import counters_instead
    for src, chars, ab, eff in list(battlefield_statics(g, D.PermanentsEnter)):
        if src is new or not g.check_condition(ab.condition, src, chars.controller):
            continue
        if not g.matches(new, eff.affected, src, chars.controller):
            continue
        if eff.tapped:
            if not new.tapped:
                g.saw_static(eff)       # it replaced how a permanent entered (issue 5)
                new.tapped = True
                g.touch()
        else:
            n = eff.counters
            if eff.per is not None:
                # "… for each Angel you already control" (614.12): not the permanent entering,
                # nor those entering with it (``together``)
                with_it = g.entering_together or ()
                n *= sum(1 for o in g.battlefield if o is not new and not any(o is x for x in with_it)
                         and g.matches(o, eff.per, src, chars.controller))
            n = counters_instead(g, new, eff.counter, n) if n > 0 else 0
            if n > 0:
                g.saw_static(eff)
                new.counters[eff.counter] = new.counters.get(eff.counter, 0) + n
                g.touch()


def _as_permanent(spell_ctx, new: Obj):
    """The casting context of the spell that became ``new`` (its X, costs paid), with ``new`` as
    its source (the permanent it became, 111.1/608.3: its choices as it entered, 614.12)."""
    import copy
    if spell_ctx.source is new:
        return spell_ctx
    out = copy.copy(spell_ctx)
    out.source = new
    return out


def enter_battlefield(g, new: Obj, *, tapped=False, silent=False):
    """Put a new object onto the battlefield, applying its replacement effects on entering
    (rule 614.1c, 614.12): enters tapped, enters with counters, planeswalker loyalty
    (rule 306.5b), enters as a copy (rule 707.9)."""
    from .layers import printed
    from .stack import AbilityContext
    from .replacement import counters_instead
    card = printed(new)       # face down: no abilities of its card apply (708.2a)
    ctx = AbilityContext(g, new, new.controller, None)
    for ab in card.abilities:
        if not isinstance(ab, D.StaticAbility):
            continue
        for eff in ab.effects:
            if isinstance(eff, D.EntersAsCopy):
                options = [o for o in g.battlefield
                           if g.matches(o, eff.filter, new, new.controller, ctx)]
                if options:
                    if eff.optional:
                        pick = g.ask(new.controller, "copy", options, min=0, max=1,
                                     prompt=f"{card.name}: enter as a copy of", source=new)
                    else:
                        pick = g.ask(new.controller, "copy", options, prompt=card.name,
                                     source=new)
                    if pick:
                        g.saw_static(eff)       # it entered as a copy (707.9; issue 5)
                        src = pick[0]
                        # Rule 707.2: the copiable values are the printed values (or those
                        # it copies itself; a face-down permanent's are its 2/2 ones, 708.2a).
                        from .effects.tokens import copy_values
                        new.copy_of = copy_values(     # with its exceptions (707.9b)
                            printed(src), eff.keywords, (), eff.not_legendary, eff.add_types,
                            eff.add_subtypes, eff.types, eff.subtypes, eff.colors, eff.power,
                            eff.toughness)
                        card = new.copy_of
    new.tapped = tapped
    new.since_turn = g.turn
    new.timestamp = g.timestamp()
    g.battlefield.append(new)
    g.touch()
    for ab in card.abilities:
        if not isinstance(ab, D.StaticAbility):
            continue
        for eff in ab.effects:
            if isinstance(eff, D.EntersChoice):          # rule 614.12
                g.saw_static(eff)               # its event happened (issue 5)
                new.chosen[eff.choice] = _enters_choice(g, new, eff)
            elif isinstance(eff, D.EntersTapped):
                g.saw_static(eff)               # its event happened (614.1c; issue 5)
                if eff.unless_life or eff.unless_reveal is not None:
                    new.tapped = not _pays_to_enter_untapped(g, new, eff, ctx)
                elif eff.unless is None or not g.check_condition(eff.unless, new, new.controller, ctx):
                    new.tapped = True
            elif isinstance(eff, D.EntersWithCounters):
                if ab.condition is not None and not g.check_condition(ab.condition, new, new.controller, ctx):
                    continue        # "If an opponent was dealt damage this turn, …" (702.54a)
                if eff.chooser == "opponent":    # tribute 702.104a-b
                    opp = next((p for p in g.players if p is not new.controller and not p.lost), None)
                    if opp is None or not g.ask_yes_no(opp, f"tribute: {eff.counter} counters", source=new):
                        continue
                    new.designations.add("tribute paid")
                elif eff.optional and not g.ask_yes_no(new.controller, f"enter with {eff.counter} counters",
                                                       source=new):
                    if eff.otherwise_keywords:      # riot 702.136a: "If you don't, it gains haste."
                        from .effects.continuous import grant_keywords_until
                        grant_keywords_until(g, ctx, "self", eff.otherwise_keywords, None)
                        g.saw_static(eff)
                    continue        # "You may have ~ enter with an additional …" (702.98a)
                # X and the choices made casting it (new.ctx), read for the permanent itself:
                # "for each creature you control of the chosen type" is the type chosen as it
                # entered (614.12), "each other creature" excludes it
                n = g.value(eff.amount, _as_permanent(new.ctx, new) if new.ctx is not None else ctx)
                if eff.sacrifice is not None:    # devour 702.82a: "for each creature sacrificed this way"
                    opts = [o for o in g.permanents(new.controller)
                            if o is not new and g.matches(o, eff.sacrifice, new, new.controller, ctx)]
                    picks = g.ask(new.controller, "sacrifice", opts, min=0, max=len(opts),
                                  prompt="sacrifice (devour)", source=new) if opts else []
                    for o in picks:
                        sacrifice(g, o, new.controller)
                    n *= len(picks)
                if eff.reveal_shared_type:       # amplify 702.38a: cards sharing a creature type
                    mine = set(card.subtypes)
                    opts = [o for o in new.controller.hand
                            if "creature" in o.card.types and mine & set(o.card.subtypes)]
                    picks = g.ask(new.controller, "reveal", opts, min=0, max=len(opts),
                                  prompt="reveal (amplify)", source=new) if opts else []
                    n *= len(picks)
                if n > 0:
                    g.saw_static(eff)           # it entered with them (614.1c; issue 5)
                    n = counters_instead(g, new, eff.counter, n)     # 614.1a, 122.6
                    new.counters[eff.counter] = new.counters.get(eff.counter, 0) + n
    if "planeswalker" in card.types and card.loyalty is not None:
        # 306.5b: it enters with its printed loyalty (122.6: counters it enters with are put on it)
        n = card.loyalty
        paid_life = getattr(new.ctx, "phyrexian_life", 0) if new.ctx is not None else 0
        if paid_life and "compleated" in g.chars(new).keywords:
            # compleated 702.150a: "… it instead enters the battlefield with that many loyalty
            # counters minus two for each of those mana symbols" (paid with life, 107.4f)
            n = max(0, n - 2 * paid_life)
            g.note(f"{new.name} enters with {n} loyalty: {paid_life} Phyrexian symbol(s) paid with life (702.150a)")
        n = counters_instead(g, new, "loyalty", n)
        new.counters["loyalty"] = new.counters.get("loyalty", 0) + n
    if "saga" in card.subtypes:
        # Rule 714.3a: as a Saga enters, its controller puts a lore counter on it (its chapter I
        # triggers: triggers.py, "chapter" on the enters event); with read ahead (702.155b) it
        # enters with the number of lore counters its controller chooses, 1 to its final chapter
        n = 1
        if any(isinstance(a, D.KeywordAbility) and a.name == "read ahead" for a in card.abilities):
            final = max((a.trigger.count for a in card.abilities if isinstance(a, D.TriggeredAbility)
                         and a.trigger.event == "chapter"), default=1)
            n = g.ask(new.controller, "number", list(range(1, final + 1)),
                      prompt=f"{card.name}: read ahead to chapter", source=new)[0]
        new.counters["lore"] = new.counters.get("lore", 0) + n
    g.touch()
    # The other permanents' replacements last: reading their abilities computes the layers, and
    # the characteristics computed here stay valid for whoever reads them next (nothing changed
    # since) unless one of them applies
    _other_permanents_replace(g, new)
    if g.entering_together is not None:
        g.entering_together.append(new)
    return new


@contextmanager
def together(g):
    """The permanents put onto the battlefield inside this block enter at once, by one event
    (tokens created together, 111.1; "Return all creature cards …"): for 614.12, none of them is
    already on the battlefield as another of them would enter."""
    before = g.entering_together
    g.entering_together = []
    try:
        yield
    finally:
        g.entering_together = before
