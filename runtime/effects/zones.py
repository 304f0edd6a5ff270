"""Zone-changing effects: destroy (701.7), exile (701.11), sacrifice (701.17), return to hand,
put on library, put onto the battlefield, draw (121), discard (701.8), mill (701.13), search
(701.19), shuffle (701.20), reorder, scry (701.18), surveil (701.42), looking at the top cards
and taking some (401.4, 701.16), explore (701.40), connive (701.47), fateseal (701.22),
clash (701.23)."""
from __future__ import annotations

from .. import defs as D
from .. import zones as _zones
from ..faces import transformed_face
from ..game import Event, Obj
from .common import objects, players, record


def destroy(g, ctx, what, can_regenerate=True):
    from ..replacement import destroy as _destroy
    done = []
    for o in objects(g, ctx, what):
        if _destroy(g, o, can_regenerate):
            done.append(o)
    return record(ctx, done, len(done))


def exile(g, ctx, what):
    done = []
    for o in objects(g, ctx, what, zone=None):
        if o.zone == "exile":
            continue
        new = g.move(o, "exile")
        if new is not None:
            done.append(new)
    return record(ctx, done, len(done))


def forage(g, ctx, who="you"):
    """Rule 701.59a: exile three cards from your graveyard or sacrifice a Food (the player's
    choice between those they can do); ``did()`` tells whether they foraged."""
    from ..casting import can_pay_nonmana, pay_costs
    done = False
    for p in players(g, ctx, who):
        if can_pay_nonmana(g, p, ctx.source, D.Cost(forage=True), None) is None:
            pay_costs(g, p, ctx.source, D.Cost(forage=True), ctx, mana=False)
            done = True
        break
    ctx.did_flag = done
    return done


def exile_top(g, ctx, who, amount):
    """"that player exiles the top card of their library" (ingest, 702.115a)."""
    n = g.value(amount, ctx)
    done = []
    for p in players(g, ctx, who):
        for o in list(p.library[:n]):
            new = g.move(o, "exile")
            if new is not None:
                done.append(new)
    return record(ctx, done, len(done))


def learn(g, ctx, who="you"):
    """Rule 701.45a: "Learn" means "You may discard a card. If you do, draw a card. If you didn't
    discard a card, you may reveal a Lesson card you own from outside the game (400.11a) and put
    it into your hand."  The player picks one of those or neither."""
    for p in players(g, ctx, who):
        lessons = [o for o in p.outside if "lesson" in o.card.subtypes]
        options = (["discard a card, then draw a card"] if p.hand else []) + lessons
        pick = g.ask(p, "learn", options, min=0, max=1, prompt="learn", source=ctx.source) if options else []
        if not pick:
            continue
        if isinstance(pick[0], str):
            card = g.ask(p, "discard", list(p.hand), prompt="discard (learn)", source=ctx.source)[0]
            _zones.discard(g, card, p)
            g.draw_card(p)
        else:
            g.note(f"{p.name} reveals {pick[0].name} from outside the game (learn)")
            g.move(pick[0], "hand")


def manifest(g, ctx, who, amount, face_down, cloak=False, dread=False):
    """Manifest 701.34a (cloak 701.56a: ``face_down`` with ward {2}): the top ``amount`` cards of
    the library, one at a time, onto the battlefield face down under that player's control as
    2/2 creatures (708.2a); they may be turned face up for their mana cost if they are creature
    cards (701.34b, 701.56b: runtime/facedown.py)."""
    from ..facedown import face_down_card
    card = face_down_card(face_down)
    designation = "cloaked" if cloak else "manifested"
    n = g.value(amount, ctx)
    done = []
    for p in players(g, ctx, who):
        for _ in range(n):
            if not p.library:
                break
            top, looked = p.library[0], ()
            if dread:
                # 701.62a: look at the top two cards, manifest one of them, then put the other
                # into the graveyard
                looked = p.library[:2]
                top = g.ask(p, "manifest_dread", looked, prompt="manifest dread: the card to manifest")[0]
            new = g.move(top, "battlefield", controller=p, face_down=card)
            for other in looked:
                if other is not top and other.zone == "library":
                    g.move(other, "graveyard")
            if new is not None:
                new.designations.add(designation)
                done.append(new)
            if dread:               # 701.62a: "Whenever you manifest dread"
                g.emit(Event("manifest_dread", None, p))
    return record(ctx, done, len(done))


def sacrifice(g, ctx, what):
    done = []
    for o in objects(g, ctx, what):
        if what == "granter" and g.controller_of(o) is not ctx.controller:
            continue        # "you may sacrifice <the Equipment giving it>": only your own (701.17a)
        # Rule 701.17a: only a permanent its controller controls can be sacrificed.
        if _zones.sacrifice(g, o, g.controller_of(o)) is not None:
            done.append(o)
    return record(ctx, done, len(done))


def exploit_event(g, ctx, sacrificed):
    """Rule 702.110b: a creature with exploit "exploits a creature" when the controller of its
    exploit ability sacrifices a creature as that ability resolves."""
    ab = ctx.ability
    if sacrificed and ab is not None and getattr(ab, "text", "").lower().startswith("exploit"):
        for o in sacrificed:
            g.emit(Event("exploits", ctx.source, ctx.controller, other=o))


def sacrifice_choice(g, ctx, who, filter, amount):
    """"Each player sacrifices a creature": each chooses (APNAP), then all at once (101.4)."""
    n = g.value(amount, ctx)
    picks = []
    couldnt = []
    for p in players(g, ctx, who):
        opts = [o for o in g.permanents(p) if g.matches(o, filter, ctx.source, p, ctx)]
        if len(opts) < n:
            couldnt.append(p)           # 609.3: "Each player who can't …"
        picks += g.ask(p, "sacrifice", opts, min=min(n, len(opts)), max=min(n, len(opts)),
                       prompt="sacrifice", source=ctx.source)
    for o in picks:
        _zones.sacrifice(g, o, g.controller_of(o))
    exploit_event(g, ctx, picks)
    ctx.results["effect:sacrificed"] = list(picks)   # "the sacrificed creature's power" (608.2h)
    ctx.results["couldnt"] = couldnt
    return record(ctx, picks, len(picks))


def _put_each_into(g, ctx, what, zone):
    """Each object into its owner's ``zone`` (400.3), from any other zone."""
    done = []
    for o in objects(g, ctx, what, zone=None):
        if o.zone in ("battlefield", "hand", "graveyard", "exile", "stack", "library") and o.zone != zone:
            new = g.move(o, zone)
            if new is not None:
                done.append(new)
    return record(ctx, done, len(done))


def return_to_hand(g, ctx, what):
    return _put_each_into(g, ctx, what, "hand")


def put_into_graveyard(g, ctx, what):
    """"they put ~ into their graveyard" (madness 702.35a): into its owner's graveyard (400.3)."""
    return _put_each_into(g, ctx, what, "graveyard")


def put_from_among(g, ctx, who, filter, count=1):
    """"put a land card from among the cards milled this way into your hand": ``who`` chooses
    up to ``count`` of the objects the effect before acted on (still where it put them) matching
    ``filter``; they go to their owners' hands.  ``did()``: whether any did ("If you don't")."""
    done = []
    for p in players(g, ctx, who):
        options = [o for o in ctx.it if isinstance(o, Obj) and g.alive(o) and o.zone != "battlefield"
                   and g.matches(o, filter, ctx.source, p, ctx, ignore_zone=True)]
        if not options:
            continue
        for o in g.ask(p, "choose", options, min=0, max=min(count, len(options)),
                       prompt="put into your hand", source=ctx.source):
            new = g.move(o, "hand")
            if new is not None:
                done.append(new)
    ctx.did_flag = bool(done)
    return record(ctx, done, len(done))


def replace_zone_change(g, ctx, what, instead, to_zone=None, from_zone=None, this_turn=True, types=()):
    """Rule 614.1a: "If that creature would die this turn, exile it instead." — a replacement
    effect on the objects named now, until end of turn (``this_turn``) or for as long as each is
    that object (400.7: "If it would leave the battlefield, exile it instead of putting it
    anywhere else", unearth 702.84a) — of a permanent, or of a spell on the stack ("If that spell
    would be put into your graveyard, exile it instead")."""
    objs = objects(g, ctx, what, zone=None)
    if types:       # "If a creature dealt damage this way would die": the creatures among them
        objs = [o for o in objs if any(t in g.chars(o).types for t in types)]
    if objs:
        g.zone_replacements.append((frozenset(o.id for o in objs),
                                    D.ZoneReplacement(affected=None, from_zone=from_zone, to_zone=to_zone,
                                                      instead=instead), this_turn))
    return record(ctx, objs, len(objs))


def put_on_library(g, ctx, what, position="top", any_order=False):
    """Each object on top (or the bottom) of its owner's library; ``any_order``: the ability's
    controller chooses their order (401.4; the first chosen ends up topmost)."""
    done = []
    objs = objects(g, ctx, what, zone=None)
    if any_order and len(objs) > 1:
        objs = g.ask(ctx.controller, "reorder", objs, min=len(objs), max=len(objs),
                     prompt=f"put on the {position} in any order (first = topmost)", source=ctx.source)
        if position == "top":
            objs = list(reversed(objs))     # each goes on top in turn: the first chosen last
    for o in objs:
        new = g.move(o, "library", position=position)
        if new is not None:
            done.append(new)
    return record(ctx, done, len(done))


def put_onto_battlefield(g, ctx, what, controller=None, tapped=False, counters=None, transformed=False,
                         attacking=False, from_zone=None):
    """``counters``: (kind, n) it enters with, "with a +1/+1 counter on it" (undying 702.93a,
    122.6): on the object before any event of its entering is acted on.  ``controller``
    ``"owner"``: "under its owner's control", each object under its own owner's (110.2a).
    ``transformed``: with its back face up (712.14a); a card that isn't a transforming
    double-faced card stays in its zone (``faces.transformed_face``).  ``attacking``: "tapped
    and attacking" (508.4: during combat only, never declared as an attacker); ninjutsu's
    (702.49c) attacks what the creature returned to pay its cost attacked.  ``from_zone``: only
    an object still in that zone ("Put this card onto the battlefield from your hand")."""
    done = []
    ctl = None
    if controller is not None and controller != "owner":
        ps = players(g, ctx, controller)
        ctl = ps[0] if ps else None
    with _zones.together(g):    # all at once (614.12)
        for o in objects(g, ctx, what, zone=None):
            if o.zone == "battlefield" or (from_zone is not None and o.zone != from_zone):
                continue
            face = transformed_face(o) if transformed else None
            if transformed and face is None:
                continue
            new = g.move(o, "battlefield", controller=ctl or o.owner, tapped=tapped, face=face)
            if new is not None:
                if counters:
                    new.counters[counters[0]] = new.counters.get(counters[0], 0) + counters[1]
                    g.touch()         # counters change its characteristics (613.4c)
                done.append(new)
    if attacking and done:
        from ..combat import put_attacking
        returned = ctx.results.get("cost:returned") or []
        ninjutsu = getattr(ctx.ability, "text", "").lower().startswith("ninjutsu")
        put_attacking(g, done, defender=returned[0][1] if ninjutsu and returned else None)
    return record(ctx, done, len(done))


def draw(g, ctx, who, amount):
    n = g.value(amount, ctx)
    total = 0
    for p in players(g, ctx, who):
        got = 0
        for _ in range(n):
            # Rule 121.2: cards are drawn one at a time; each draw is its own event
            # ("whenever a player draws a card" triggers once per card).
            if g.draw_card(p) is not None:
                got += 1
                g.emit(Event("draw", None, p, amount=1))
        total += got
    return record(ctx, [], total)


def discard(g, ctx, who, amount=None, random=False, hand=False):
    """``amount`` cards each (chosen, or at random), or (``hand``) each player's whole hand."""
    n = g.value(amount, ctx) if amount is not None else 0
    done = []
    couldnt = []
    for p in players(g, ctx, who):
        k = len(p.hand) if hand else min(n, len(p.hand))
        if k < n:
            couldnt.append(p)           # 609.3: "Each opponent who can't …"
        if random:
            picks = g.rng.sample(list(p.hand), k)
        else:
            picks = g.ask(p, "discard", list(p.hand), min=k, max=k, prompt=f"discard {k}",
                          source=ctx.source)
        with _zones.together(g):     # those put onto the battlefield: at once (614.12)
            for o in picks:
                new = _zones.discard(g, o, p)
                done.append(new)
    ctx.results["couldnt"] = couldnt
    return record(ctx, done, len(done))


def discard_cards(g, ctx, what):
    """Discard the chosen cards (each from its owner's hand, 701.8a)."""
    done = []
    for o in objects(g, ctx, what, zone="hand"):
        new = _zones.discard(g, o, o.owner)
        done.append(new)
    return record(ctx, done, len(done))


def mill(g, ctx, who, amount):
    n = g.value(amount, ctx)
    done = []
    for p in players(g, ctx, who):
        for o in list(p.library[:n]):
            done.append(g.move(o, "graveyard"))
    return record(ctx, done, len(done))


def shuffle(g, ctx, who):
    for p in players(g, ctx, who):
        g.rng.shuffle(p.library)
    return record(ctx, ctx.it, 0, key="shuffled")


def shuffle_into(g, ctx, what):
    """Rule 701.20c: put the objects into their owners' libraries, then shuffle those libraries
    (shuffled even if an object is no longer where it was)."""
    objs = objects(g, ctx, what, zone=None)
    owners = []
    for o in objs:
        if o.owner not in owners:
            owners.append(o.owner)
        g.move(o, "library")
    for p in owners:
        g.rng.shuffle(p.library)
    return record(ctx, objs, len(objs))


def shuffle_zones(g, ctx, who, zones):
    """"Each player shuffles their hand and graveyard into their library" (701.20a, 400.3): each
    player's cards of those zones into their own library, then that library is shuffled."""
    moved = []
    for p in players(g, ctx, who):
        for zone in zones:
            for o in list(getattr(p, zone)):
                g.move(o, "library")
                moved.append(o)
        g.rng.shuffle(p.library)
    return record(ctx, moved, len(moved))


def search_library(g, ctx, who, filter, amount, to="hand", tapped=False, reveal=False,
                   shuffle=True, zones=("library",), split=0, split_to="hand", split_tapped=False,
                   each_of=False, library=None):
    """Rule 701.19: search; a search for cards with a stated quality may fail to find (701.19b).
    With several ``zones`` ("your library and/or graveyard") the player first chooses which of
    them to search, one or both (608.2d); the library is shuffled only if it was searched
    ("If you search your library this way, shuffle", 701.20a).  ``split``: "put one onto the
    battlefield tapped and the other into your hand" — the searcher chooses that many of the
    cards found (as many as there are, if fewer) for ``split_to``, the others go to ``to``.
    ``each_of``: "a card named ‹A› and/or a card named ‹B›" — up to one card of each of the
    filter's descriptions (``any_of``), each a choice of its own (701.19b).
    ``library``: another player's library searched ("Search target opponent's library for a
    creature card and put that card onto the battlefield under your control. Then that player
    shuffles.", 701.19a): its owner shuffles it (701.20a)."""
    n = g.value(amount, ctx)
    done = []
    if library is not None:
        return _search_other(g, ctx, who, library, filter, n, to, tapped, shuffle)
    for p in players(g, ctx, who):
        searched = list(zones)
        if len(zones) > 1:
            searched = g.ask(p, "search_zones", list(zones), min=1, max=len(zones),
                             prompt="search which zones", source=ctx.source)
        pool = [o for z in searched for o in (p.library if z == "library" else p.graveyard)]
        if each_of:
            picks = []
            for alt in filter.any_of:
                opts = [o for o in pool if not any(o is x for x in picks)
                        and g.matches(o, alt, ctx.source, ctx.controller, ctx, ignore_zone=True)]
                picks += g.ask(p, "search", opts, min=0, max=min(1, len(opts)),
                               prompt="search for up to one", source=ctx.source)
        else:
            opts = [o for o in pool if g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
            picks = g.ask(p, "search", opts, min=0, max=min(n, len(opts)),
                          prompt=f"search for up to {n}", source=ctx.source)
        first = []
        if split:
            k = min(split, len(picks))
            first = picks if k == len(picks) else g.ask(
                p, "dig", list(picks), min=k, max=k, prompt=f"put {k} into your {split_to}", source=ctx.source)
        with _zones.together(g):     # those put onto the battlefield: at once (614.12)
            for o in picks:
                dest, tap = (split_to, split_tapped) if any(o is x for x in first) else (to, tapped)
                new = _found_to(g, p, o, dest, tap)
                if new is not None:
                    done.append(new)
        if shuffle and to != "top" and "library" in searched:
            g.rng.shuffle(p.library)
    return record(ctx, done, len(done))


def _search_other(g, ctx, who, library, filter, n, to, tapped, shuffle):
    """``who`` searches the library of each player ``library`` names (701.19a); the cards found
    go onto the battlefield under the searcher's control (110.2a), into exile, or into their
    owner's graveyard (404.1); then that library's owner shuffles it (701.20a)."""
    done = []
    searchers = players(g, ctx, who)      # (lowering gives one: "you")
    for owner in players(g, ctx, library) if searchers else ():
        searcher = searchers[0]
        opts = [o for o in owner.library if g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
        picks = g.ask(searcher, "search", opts, min=0, max=min(n, len(opts)),
                      prompt=f"search for up to {n}", source=ctx.source)
        with _zones.together(g):     # those put onto the battlefield: at once (614.12)
            for o in picks:
                new = _found_to(g, searcher, o, to, tapped)
                if new is not None:
                    done.append(new)
        if shuffle:
            g.rng.shuffle(owner.library)
    return record(ctx, done, len(done))


def _found_to(g, p, o, to, tapped):
    """Put a card found by a search where the effect says (701.19); its new object."""
    if to == "hand":
        return g.move(o, "hand")
    if to == "battlefield":         # under the control of the player putting it there (110.2a)
        return g.move(o, "battlefield", controller=p, tapped=tapped)
    if to == "graveyard":
        return g.move(o, "graveyard")
    if to == "exile":
        return g.move(o, "exile")
    if to == "top":
        # Shuffle first, then put on top (the Oracle order "shuffle and put on top").
        p.library.remove(o)
        g.rng.shuffle(p.library)
        p.library.insert(0, o)
        return o
    from ..errors import EngineError
    raise EngineError(f"search_library: bad destination {to!r}")


def reorder_top(g, ctx, who, amount):
    """"Look at the top N cards of your library and put them back in any order"."""
    n = g.value(amount, ctx)
    for p in players(g, ctx, who):
        top = p.library[:n]
        if len(top) > 1:
            order = g.ask(p, "reorder", top, min=len(top), max=len(top),
                          prompt="put back in any order (first = top)", source=ctx.source)
            p.library[:n] = order
    return record(ctx, [], n)


def scry(g, ctx, who, amount):
    """Rule 701.18a: look at the top N; put any number on the bottom (the answer to the
    ``scry`` choice), the rest stay on top in their order."""
    n = g.value(amount, ctx)
    for p in players(g, ctx, who):
        top = p.library[:n]
        bottom = g.ask(p, "scry", top, min=0, max=len(top), prompt="put on the bottom",
                       source=ctx.source)
        keep = [o for o in top if not any(o is b for b in bottom)]
        p.library[:n] = keep
        p.library.extend(bottom)
        if n > 0:                   # scry 0 is no scry event ("Whenever you scry" doesn't trigger)
            g.emit(Event("scry", None, p, amount=n))
    return record(ctx, [], n)


def surveil(g, ctx, who, amount):
    """Rule 701.42a: look at the top N cards; put any number of them into the graveyard (the
    answer to the ``surveil`` choice) and the rest back on top in any order (``reorder``)."""
    n = g.value(amount, ctx)
    milled = []
    for p in players(g, ctx, who):
        top = p.library[:n]
        to_gy = g.ask(p, "surveil", top, min=0, max=len(top), prompt="put into your graveyard",
                      source=ctx.source)
        keep = [o for o in top if not any(o is b for b in to_gy)]
        if len(keep) > 1:
            keep = g.ask(p, "reorder", keep, min=len(keep), max=len(keep),
                         prompt="put back in any order (first = top)", source=ctx.source)
        p.library[:len(top)] = keep + [o for o in to_gy]
        for o in to_gy:
            new = g.move(o, "graveyard")
            if new is not None:
                milled.append(new)
        if n > 0:                   # surveil 0 is no surveil event (as scry 0)
            g.emit(Event("surveil", None, p, amount=n))
    return record(ctx, milled, len(milled))


def reveal_until(g, ctx, who, filter, to, rest, count=1, tapped=False):
    """Rule 701.16a: each player ``who`` names reveals cards from the top of their library until
    ``count`` cards matching ``filter`` are revealed (all of it if fewer are there); those are
    put into their hand, onto the battlefield under their control (``tapped``) or into their
    graveyard, the others on the bottom in a random order, into the graveyard or shuffled in
    (701.20a: revealed cards stay in the library until moved)."""
    from ..errors import EngineError
    found_all = []
    for p in players(g, ctx, who):
        revealed, found = [], []
        for o in list(p.library):
            revealed.append(o)
            if g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True):
                found.append(o)
                if len(found) >= count:
                    break
        g.note(f"{p.name} reveals {', '.join(o.name for o in revealed) or 'nothing'}")
        with _zones.together(g):     # those put onto the battlefield: at once (614.12)
            for o in found:
                if to == "battlefield":
                    new = g.move(o, "battlefield", controller=p, tapped=tapped)
                elif to in ("hand", "graveyard"):
                    new = g.move(o, to)
                else:
                    raise EngineError(f"reveal_until: bad destination {to!r}")
                if new is not None:
                    found_all.append(new)
        put_others(g, ctx, p, [o for o in revealed if not any(o is x for x in found) and o in p.library], rest)
    return record(ctx, found_all, len(found_all))


def dig(g, ctx, who, amount, take=1, up_to=False, filter=None, reveal_taken=False,
        revealed=False, to="hand", rest="bottom_any", tapped=False):
    """Look at (or reveal, 701.16a) the top N cards of a library (401.4 keeps the others'
    order), put ``take`` of them — matching ``filter`` — into ``to`` (``up_to``: up to that
    many), then the rest into ``rest``: the bottom in any order, in a random order, or the
    graveyard."""
    from ..errors import EngineError
    n = g.value(amount, ctx)
    taken = []
    for p in players(g, ctx, who):
        top = list(p.library[:n])
        if revealed:
            g.note(f"{p.name} reveals {', '.join(o.name for o in top) or 'nothing'}")
        opts = [o for o in top if filter is None
                or g.matches(o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
        k = min(take, len(opts))
        picks = g.ask(p, "dig", opts, min=0 if up_to else k, max=k,
                      prompt=f"put {'up to ' if up_to else ''}{take} into your {to}",
                      source=ctx.source)
        if reveal_taken and picks:
            g.note(f"{p.name} reveals {', '.join(o.name for o in picks)}")
        with _zones.together(g):     # those put onto the battlefield: at once (614.12)
            for o in picks:
                if to == "hand":
                    new = g.move(o, "hand")
                elif to == "battlefield":       # under the control of the player putting it there (110.2a)
                    new = g.move(o, "battlefield", controller=p, tapped=tapped)
                elif to == "top":               # "put one of those cards back on top of your library"
                    p.library.remove(o)
                    p.library.insert(0, o)
                    new = o
                else:
                    raise EngineError(f"dig: bad destination {to!r}")
                if new is not None:
                    taken.append(new)
        others = [o for o in top if not any(o is x for x in picks) and o in p.library]
        put_others(g, ctx, p, others, rest)
    return record(ctx, taken, len(taken))


def reveal(g, ctx, what):
    """Reveal (701.16a) the objects ``what`` names; they stay where they are, and the effects
    after refer to them (``ctx.it``: "that card's mana value")."""
    shown = objects(g, ctx, what, zone=None)
    g.note(f"revealed: {', '.join(o.name for o in shown) or 'nothing'}")
    return record(ctx, shown, len(shown))


def look_at_hand(g, ctx, who):
    """"Look at target player's hand.": the cards are shown to the controller only (the game's
    log); the effects after may refer to them."""
    seen = []
    for p in players(g, ctx, who):
        g.note(f"{ctx.controller.name} looks at {p.name}'s hand: {', '.join(o.name for o in p.hand) or 'nothing'}")
        seen += p.hand
    return record(ctx, seen, len(seen))


def look_at_top(g, ctx, who="you", revealed=False):
    """Look at (``revealed``: reveal, 701.16a) the top card of a library, leaving it there; it is
    what the effects after refer to (``ctx.it``: "If it's a land card, put it onto the
    battlefield", 608.2c).  An empty library shows nothing: those effects then find no card."""
    top = []
    for p in players(g, ctx, who):
        top += p.library[:1]
        if revealed:
            g.note(f"{p.name} reveals {', '.join(o.name for o in p.library[:1]) or 'nothing'}")
    return record(ctx, top, len(top))


def put_others(g, ctx, p, others, rest):
    """The cards of ``p``'s library looked at or revealed and not taken: into the graveyard or
    the hand ("… and the other into your hand"), on
    the bottom in a random order or in the order ``p`` chooses, or shuffled in (701.20a)."""
    from ..errors import EngineError
    if rest in ("graveyard", "hand"):       # "… and the other into your hand"
        for o in others:
            g.move(o, rest)
    elif rest in ("bottom_any", "bottom_random"):
        if rest == "bottom_random":
            g.rng.shuffle(others)
        elif len(others) > 1:
            others = g.ask(p, "reorder", others, min=len(others), max=len(others),
                           prompt="put on the bottom in any order (first = topmost)",
                           source=ctx.source)
        for o in others:
            p.library.remove(o)
        p.library.extend(others)
    elif rest == "shuffle":
        g.rng.shuffle(p.library)
    else:
        raise EngineError(f"bad place for the other cards {rest!r}")


def explore(g, ctx, what="self"):
    """Rule 701.40a: the permanent's controller reveals the top card of their library; a land
    card goes into their hand; otherwise a +1/+1 counter goes on the permanent and they choose
    to put the card into their graveyard or leave it on top.  701.40b: it explores even if
    some of that is impossible (it left the battlefield: no counter)."""
    done = []
    for o in [x for x in g.refs(what, ctx) if isinstance(x, Obj)]:
        p = g.controller_of(o) if o.zone == "battlefield" else o.controller
        done.append(o)
        if not p.library:
            continue
        top = p.library[0]
        g.note(f"{p.name} reveals {top.name} ({o.name} explores)")
        if g.is_type(top, "land"):
            g.move(top, "hand")
        else:
            if o.zone == "battlefield" and g.alive(o):
                g.add_counters(o, "+1/+1", 1)
            if g.ask_yes_no(p, f"put {top.name} into your graveyard", source=ctx.source):
                g.move(top, "graveyard")
        g.emit(Event("explores", o, p))
    return record(ctx, done, len(done))


def connive(g, ctx, what="self"):
    """Rule 701.47a: the permanent's controller draws a card, then discards a card; if a
    nonland card was discarded this way, a +1/+1 counter goes on the permanent (701.47b: it
    connives even if it left the battlefield)."""
    done = []
    for o in [x for x in g.refs(what, ctx) if isinstance(x, Obj)]:
        p = g.controller_of(o) if o.zone == "battlefield" else o.controller
        if g.draw_card(p) is not None:
            g.emit(Event("draw", None, p, amount=1))
        picks = g.ask(p, "discard", list(p.hand), min=1, max=1, prompt="discard 1 (connive)",
                      source=ctx.source)
        nonland = False
        for c in picks:
            nonland = nonland or not g.is_type(c, "land")
            _zones.discard(g, c, p)
        if nonland and o.zone == "battlefield" and g.alive(o):
            g.add_counters(o, "+1/+1", 1)
        g.emit(Event("connives", o, p))
        done.append(o)
    return record(ctx, done, len(done))


def fateseal(g, ctx, who="you", amount=1):
    """Rule 701.22a: look at the top N cards of an opponent's library; put any number of them
    on the bottom of that library (the ``scry`` answer, in its order) and the rest on top in
    any order."""
    n = g.value(amount, ctx)
    for p in players(g, ctx, who):
        opps = [q for q in g.opponents(p) if not q.lost]
        if not opps:
            continue
        opp = opps[0] if len(opps) == 1 else g.ask(p, "player", opps, prompt="fateseal: an opponent",
                                                     source=ctx.source)[0]
        top = opp.library[:n]
        bottom = g.ask(p, "scry", top, min=0, max=len(top), prompt="put on the bottom",
                       source=ctx.source)
        keep = [o for o in top if not any(o is b for b in bottom)]
        if len(keep) > 1:
            keep = g.ask(p, "reorder", keep, min=len(keep), max=len(keep),
                         prompt="put back in any order (first = top)", source=ctx.source)
        opp.library[:len(top)] = keep
        opp.library.extend(bottom)
    return record(ctx, [], n)


def clash(g, ctx, who="you"):
    """Rule 701.23a-d: "Clash with an opponent": the player chooses an opponent; each reveals the
    top card of their library; in APNAP order each chooses whether to put theirs on the bottom
    (701.23c), then the cards move.  The player wins with a card of higher mana value than the
    other (701.23d); ``did()`` reads the win ("If you win, …")."""
    from ..game import mana_value
    won = False
    for p in players(g, ctx, who)[:1]:
        opps = [q for q in g.opponents(p) if not q.lost]
        if not opps:
            break
        opp = opps[0] if len(opps) == 1 else g.ask(p, "player", opps, prompt="clash with an opponent",
                                                     source=ctx.source)[0]
        tops = {q.index: (q.library[0] if q.library else None) for q in (p, opp)}
        for q in (p, opp):
            c = tops[q.index]
            g.note(f"{q.name} reveals {c.name if c is not None else 'nothing'} (clash)")
        mv = {i: (mana_value(c.card.mana_cost) if c is not None else None) for i, c in tops.items()}
        won = mv[p.index] is not None and (mv[opp.index] is None or mv[p.index] > mv[opp.index])
        order = sorted((p, opp), key=lambda q: (q.index - g.active) % len(g.players))   # APNAP
        bottom = [q for q in order if tops[q.index] is not None
                  and g.ask_yes_no(q, f"put {tops[q.index].name} on the bottom of your library",
                                   source=ctx.source)]
        for q in bottom:
            c = tops[q.index]
            q.library.remove(c)
            q.library.append(c)
        g.emit(Event("clash", None, p, won=won))
    ctx.did_flag = won
    return record(ctx, [], int(won), key="clash_won")
