"""Spells cast by a resolving effect (608.2g): "cast that card without paying its mana cost"
(118.9, 601.2), as discover does (701.55)."""
from __future__ import annotations

from ..game import Event, Obj, mana_value
from .common import players, record


def cast_without_paying(g, player, obj: Obj, mana: str | None = None, label: str | None = None) -> Obj | None:
    """Cast ``obj`` (a card in exile, hand, …) without paying its mana cost, during the
    resolution of another spell or ability: timing permissions are ignored (608.2g), X is 0
    (107.3b), additional costs are still paid (118.9a), targets are chosen by the player
    (601.2c).  ``mana``: an alternative cost paid instead of its mana cost (madness 702.35b;
    601.2f-h: with the cost increases and reductions, mana abilities activated as it is paid).
    ``label``: the alternative cost it is cast for ("suspend", 702.62d), recorded as paid.
    Returns the spell, or None when it can't be cast (a land, no legal targets, a cost that
    can't be paid, modes to choose).  A card with no mana cost is cast without paying it
    (118.6a: the alternative cost applies to the unpayable cost)."""
    from ..casting import (additional_cost_problem, additional_costs, choose_each_player, cost_has_x,
                           cost_requirements, total_cost, find_payment, fit_total, forbidden_by, pay_costs, pay_mana,
                           spell_targets_spec, target_candidates, target_counts)
    from ..layers import player_restrictions
    from ..stack import AbilityContext
    card = obj.card
    if (card.mana_cost is None and mana is None and label is None) or "land" in card.types \
            or forbidden_by(g, player, obj, player_restrictions(g, player, "cant_cast_spells")):
        return None
    specs, spell = spell_targets_spec(card)
    if spell is not None and spell.modes:
        if label is not None:
            from ..errors import NotImplementedInEngine
            raise NotImplementedInEngine(f"choosing modes of {card.name} cast by its {label} ability (601.2b)")
        return None
    ctx = AbilityContext(g, obj, player, spell)
    ctx.x = 0 if "{X}" in (card.mana_cost or "") else None
    if label is not None:
        ctx.paid = {**ctx.paid, label: 1}
    chosen: list[list] = []
    for spec in specs:
        cands = [c for c in target_candidates(g, ctx, spec)
                 if not any(any(c is x for x in chosen[j]) for j in spec.different_from if j < len(chosen))]
        if spec.each_player is not None:        # 601.2c: "for each opponent, … target …"
            picked = choose_each_player(g, ctx, player, spec, cands, obj)
            if picked is None:
                return None
            chosen.append(picked)
            continue
        lo, hi = target_counts(spec, ctx)      # a target chosen only if a cost was (not) paid: 601.2c
        hi = min(hi, len(cands))
        if hi < lo:
            return None
        chosen.append(fit_total(g, spec, g.ask(player, "target", cands, min=lo, max=hi,
                                               prompt=spec.text or "target", source=obj)))
    if any(cost_has_x(c) for c in additional_costs(card)):
        from ..errors import NotImplementedInEngine
        raise NotImplementedInEngine(f"announcing X for the additional cost of {card.name} cast without "
                                     "paying its mana cost (601.2b)")
    if additional_cost_problem(g, player, obj):
        return None
    ctx.targets = chosen
    ctx.target_specs = specs
    ctx.divided = []
    ctx.cast_from = obj.zone
    if mana is not None:
        colored, generic = cost_requirements(mana, 0)
        obj.ctx = ctx                   # 601.2f: cost changes see the choices made
        colored, generic = total_cost(g, card, chosen, colored, generic, player, obj)
        obj.ctx = None
        if find_payment(g, player, colored, generic, purpose=("spell", obj)) is None:
            return None
    new = g.move(obj, "stack", controller=player)
    ctx.source = new
    new.ctx = ctx
    if mana is not None:
        ctx.spent = pay_mana(g, player, colored, generic, purpose=("spell", new))
    for cost in additional_costs(card):
        pay_costs(g, player, new, cost, ctx, mana=False)
    g.note(f"{player.name} casts {card.name} " + ("without paying its mana cost" if mana is None
                                                    else f"paying {mana} rather than its mana cost"))
    for slot in chosen:
        for t in slot:
            if isinstance(t, Obj):
                g.emit(Event("becomes_target", t, player, by=new))
    g.emit(Event("cast", new, player))
    return new


def grant_play(g, ctx, what, duration="end_of_turn", cast_only=False):
    """Rules 601.3, 305.1 (play 701.14): the controller may play — or only cast — these cards
    until the duration ends, each while it stays in its zone (400.7)."""
    from ..errors import NotImplementedInEngine
    p = ctx.controller
    if duration == "end_of_turn":
        last = g.turn
    elif duration == "your_next_turn":           # the end of that player's next turn
        n = len([q for q in g.players if not q.lost])
        last = g.turn + (n if g.players[g.active] is p else (p.index - g.active) % n)
    else:
        raise NotImplementedInEngine(f"playing a card for the duration {duration!r}")
    objs = [o for o in g.refs(what, ctx) if isinstance(o, Obj) and g.alive(o)]
    for o in objs:
        g.play_grants.append((o.id, p.index, last, cast_only))
    return record(ctx, objs, len(objs))


def cast_free(g, ctx, what, below=None, label=None, play=False):
    """Rules 608.2g, 118.9 (cast 701.4): cast these cards now without paying their mana costs (if
    their mana value is less than ``below``); ``label``: the ability's alternative cost
    (suspend 702.62d); ``play`` (701.14b): a land card is played as a land instead.  "If you
    don't" after it reads whether one was cast or played."""
    limit = g.value(below, ctx) if below is not None else None
    cast = []
    for o in g.refs(what, ctx):
        if not isinstance(o, Obj) or not g.alive(o) or o.zone in ("stack", "battlefield"):
            continue
        if play and "land" in o.card.types:
            if _play_land_now(g, ctx.controller, o):
                cast.append(o)
            continue
        if limit is not None and not mana_value(o.card.mana_cost) < limit:
            continue
        spell = cast_without_paying(g, ctx.controller, o, label=label)
        if spell is not None:
            cast.append(spell)
    ctx.did_flag = bool(cast)
    if not cast:            # "If you don't, exile it.": "it" is still the card not cast or played
        ctx.results["amount"] = 0
        return 0
    return record(ctx, cast, len(cast))


def _play_land_now(g, player, obj: Obj) -> bool:
    """Rule 701.14b during a resolution: play the land card ``obj`` — only on ``player``'s own turn
    (305.3) and with a land play left (305.2); its timing is the effect's (305.1 does not apply).
    It counts as the turn's land play."""
    from ..casting import land_plays_left
    if g.players[g.active] is not player or not land_plays_left(g, player):
        return False
    player.lands_played += 1
    g.note(f"{player.name} plays {obj.card.name}")
    return g.move(obj, "battlefield", controller=player) is not None


def cast_paying(g, ctx, what, cost, who="you"):
    """Rules 608.2g, 702.35b (madness): "its owner may cast it by paying [cost] rather than paying
    its mana cost" — ``who`` casts it now, paying ``cost``; "If that player doesn't" reads
    whether it was cast."""
    cast = []
    casters = players(g, ctx, who)
    for o in g.refs(what, ctx) if casters else ():
        if not isinstance(o, Obj) or not g.alive(o) or o.zone in ("stack", "battlefield"):
            continue
        spell = cast_without_paying(g, casters[0], o, mana=cost)
        if spell is not None:
            cast.append(spell)
    ctx.did_flag = bool(cast)
    return record(ctx, cast, len(cast))


def exile_until(g, ctx, filter, who="you"):
    """Exile cards from the top of the library until one matching ``filter`` is exiled
    (cascade 702.85a): "that card" is it; the cards exiled this way are remembered."""
    found, exiled = [], []
    for p in players(g, ctx, who):
        while p.library:
            new = g.move(p.library[0], "exile")
            if new is None:
                break
            exiled.append(new)
            if g.matches(new, filter, ctx.source, ctx.controller, ctx, ignore_zone=True):
                found.append(new)
                break
    ctx.results["exiled_this_way"] = exiled
    return record(ctx, found, len(found))


def put_exiled_bottom(g, ctx, who="you"):
    """"Then put all cards exiled this way that weren't cast on the bottom of your library in a
    random order" (cascade 702.85a): those still in exile."""
    rest = [o for o in ctx.results.get("exiled_this_way", ()) if o.zone == "exile" and g.alive(o)]
    g.rng.shuffle(rest)
    for o in rest:
        g.move(o, "library", position="bottom")
    return record(ctx, rest, len(rest))


def discover(g, ctx, who="you", amount=1):
    """Rule 701.55a: exile cards from the top of the library until a nonland card with mana value
    N or less is exiled; the player may cast it without paying its mana cost (its mana value
    is N or less), else it goes into their hand; the other exiled cards go on the bottom in a
    random order.  701.55b: the player has discovered even if nothing was found."""
    n = g.value(amount, ctx)
    found = []
    for p in players(g, ctx, who):
        exiled, hit = [], None
        while p.library:
            new = g.move(p.library[0], "exile")
            if new is None:                 # it ceased to exist: nothing more to exile safely
                break
            if "land" not in new.card.types and mana_value(new.card.mana_cost) <= n:
                hit = new
                break
            exiled.append(new)
        if hit is not None:
            found.append(hit)
            spell = None
            if hit.card.mana_cost is not None and g.ask_yes_no(
                    p, f"cast {hit.name} without paying its mana cost", source=ctx.source):
                spell = cast_without_paying(g, p, hit)
            if spell is None:
                g.move(hit, "hand")
        g.rng.shuffle(exiled)
        for o in exiled:
            g.move(o, "library", position="bottom")
        g.emit(Event("discover", None, p, amount=n))
    return record(ctx, found, len(found))
