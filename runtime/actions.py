"""Actions for the pending top-level decision, their enumeration and application.

Object operands are object ids (ints); players are ``"P0"``, ``"P1"``.  Targets are a tuple per
target slot of chosen ids."""
from __future__ import annotations

from dataclasses import dataclass

from . import casting, combat, faces, play_from, priority
from . import defs as D
from .errors import IllegalAction
from .keywords import can_block
from .stack import AbilityContext

__all__ = ["Pass", "PlayLand", "Cast", "Activate", "DeclareAttackers", "DeclareBlockers",
           "legal_actions", "apply"]


@dataclass(frozen=True)
class Pass:
    def describe(self, g):
        return "pass"


@dataclass(frozen=True)
class PlayLand:
    card: int
    face: int | None = None     # the face of a modal double-faced card played (712.12)

    def describe(self, g):
        o = g.find(self.card)
        if o is not None and self.face is not None:
            return f"play {o.name} as {(faces.face_def(o.card, self.face) or o.card).name}"
        return f"play {o.name}"


@dataclass(frozen=True)
class Cast:
    card: int
    targets: tuple = ()
    x: int | None = None
    modes: tuple = ()
    divided: tuple = ()
    alt: str | None = None      # a CastPermission's label (flashback, evoke, …; 601.2b)
    paid: tuple = ()            # optional costs announced: ((label, times), …) (kicker, 601.2b)
    face: int | None = None     # the face of a card of several, as printed (709.3, 715.3)

    def describe(self, g):
        o = g.find(self.card)
        name = o.name if o else self.card
        if o is not None and self.face is not None:
            name = f"{name} as {(faces.face_def(o.card, self.face) or o.card).name}"
        return f"cast {name}" + (f" targets {self.targets}" if self.targets else "") \
            + (f" X={self.x}" if self.x is not None else "") + (f" for its {self.alt} cost" if self.alt else "") \
            + "".join(f" +{label}" + (f"x{n}" if n > 1 else "") for label, n in self.paid)


@dataclass(frozen=True)
class Activate:
    obj: int
    index: int
    targets: tuple = ()
    x: int | None = None
    modes: tuple = ()
    mana_choice: int | None = None
    mana: bool = False

    def describe(self, g):
        o = g.find(self.obj)
        return f"activate {o.name if o else self.obj} #{self.index + 1}" + \
            (f" targets {self.targets}" if self.targets else "")


@dataclass(frozen=True)
class DeclareAttackers:
    attacks: tuple = ()       # ((attacker id, defender id), ...)
    bands: tuple = ()         # ((attacker id, ...), ...): bands declared (702.22c)

    def describe(self, g):
        if not self.attacks:
            return "no attack"
        return "attack with " + ", ".join(g.find(a).name for a, _ in self.attacks) + "".join(
            " (band: " + ", ".join(g.find(x).name for x in band) + ")" for band in self.bands)


@dataclass(frozen=True)
class DeclareBlockers:
    blocks: tuple = ()        # ((blocker id, attacker id), ...)

    def describe(self, g):
        return "block: " + ", ".join(f"{g.find(b).name}->{g.find(a).name}"
                                     for b, a in self.blocks) if self.blocks else "no block"


def _ids(combo) -> tuple:
    return tuple(tuple(t.id for t in slot) for slot in combo)


def _x_values(g, player, card_cost: str, exclude=(), purpose=None) -> list[int]:
    avail = casting.total_available_mana(g, player, exclude, purpose)
    colored, generic = casting.cost_requirements(card_cost, 0)
    base = sum(colored.values()) + generic
    n_x = card_cost.count("{X}") or 1
    return list(range(0, max(0, (avail - base) // n_x) + 1))


def cast_options(g, player, obj, restricted: list | None = None) -> list[Cast]:
    """Every way to cast ``obj`` now (601.2): each way it may be cast (from the hand, or as a
    CastPermission allows), each combination of optional costs (601.2b), modes, targets and X,
    whose costs can be paid."""
    if restricted is None:
        restricted = cant_cast(g, player)
    if restricted and casting.forbidden_by(g, player, obj, restricted):
        # "Your opponents can't cast spells this turn", "You can't cast creature spells." (a
        # static's or a resolved spell's): the listing offers only what casting allows (101.2)
        return []
    if not obj.card.faces or obj.face is not None or obj.face_down is not None:
        return _face_cast_options(g, player, obj, None)
    res = []
    for number, face in enumerate(faces.printed_faces(obj.card), 1):   # 709.3, 715.3
        with faces.as_face(obj, face):
            res += _face_cast_options(g, player, obj, number)
    return res


def cant_cast(g, player) -> list:
    """The restrictions on ``player`` casting spells now ("Your opponents can't cast spells this
    turn", "You can't cast creature spells."); empty: none."""
    from .layers import player_restrictions
    return player_restrictions(g, player, "cant_cast_spells")


def _face_cast_options(g, player, obj, face) -> list[Cast]:
    if not casting.can_cast_now(g, player, obj):
        return []
    res = []
    for perm in casting.cast_ways(g, player, obj):
        if perm is not None and perm.transformed:
            # 712.11a, c: a spell cast transformed is its back face (its targets, its timing)
            back = faces.transformed_face(obj)
            if back is None:
                continue
            with faces.as_face(obj, back):
                if casting.can_cast_now(g, player, obj):
                    res += _perm_cast_options(g, player, obj, perm, face)
            continue
        with casting.as_bestowed(obj, perm):        # 702.103d: as an Aura spell
            if perm is None or not perm.bestow or casting.can_cast_now(g, player, obj):
                res += _perm_cast_options(g, player, obj, perm, face)
    return res


def _perm_cast_options(g, player, obj, perm, face) -> list[Cast]:
    res = []
    alt = perm.label if perm is not None else None
    for paid in casting.optional_choices(g, player, obj):
        mana, nonmana = casting.spell_costs(faces.shown(obj), perm, paid, caster=(g, player, obj))
        if casting.additional_cost_problem(g, player, obj, nonmana):
            continue
        res += _cast_choices(g, player, obj, perm, alt, paid, face)
    return res


def _cast_choices(g, player, obj, perm, alt, paid, face=None) -> list[Cast]:
    card = faces.shown(obj)
    specs, spell = casting.spell_targets_spec(card)
    ctx = AbilityContext(g, obj, player, spell)
    # the alternative cost counts as paid as it does once cast (casting.py): a target chosen only
    # if it was (not) paid (601.2b-c: overload 702.96b, cleave 702.148a)
    ctx.paid = {**({perm.label: 1} if perm is not None and perm.label else {}), **casting.paid_record(card, paid)}
    mana, nonmana = casting.spell_costs(card, perm, paid)
    xs = _x_values(g, player, mana, purpose=("spell", obj)) if "{X}" in mana else [None]
    if any(casting.cost_has_x(c) for c in nonmana):
        # "As an additional cost to cast this spell, pay X life." (601.2b): each X the other
        # resources can pay (and the mana, with {X} in the mana cost too)
        most = casting.max_spell_cost_x(g, player, obj, nonmana)
        xs = [x for x in xs if x <= most] if xs != [None] else list(range(most + 1))
    out = []
    if spell is not None and spell.modes:
        import itertools
        lo, hi = spell.choose
        if casting.all_modes_paid(card, paid):        # entwine 702.42a
            lo = hi = len(spell.modes)
        # 700.2d: "You may choose the same mode more than once"; 700.2i: within the {P} worth
        pick = itertools.combinations_with_replacement if spell.repeat else itertools.combinations
        for k in range(max(lo, 1), hi + 1):
            for modes in pick(range(len(spell.modes)), k):
                if not casting.modes_allowed(spell, modes):
                    continue
                per_mode = [casting.target_choices(g, ctx, spell.modes[m].targets, limit=20)
                            for m in modes]
                if any(not c for c in per_mode):
                    continue
                for combo in itertools.islice(itertools.product(*per_mode), 40):
                    for x in xs:
                        out.append(Cast(obj.id, tuple(_ids(c) for c in combo), x, modes, alt=alt, paid=paid,
                                        face=face))
    else:
        for combo, x in _targets_and_x(g, ctx, specs, xs):
            out.append(Cast(obj.id, _ids(combo), x, alt=alt, paid=paid, face=face))
    res = []
    prev, obj.ctx = obj.ctx, ctx        # "if it's bargained" (601.2f) reads the costs announced
    try:
        for a in out:
            total = casting.spell_costs(card, perm, paid, a.modes, a.x, caster=(g, player, obj))
            if total[1] and casting.additional_cost_problem(g, player, obj, total[1]):
                continue
            colored, generic = casting.x_in_color(*casting.cost_requirements(total[0] or None, a.x or 0),
                                                  total[0] or None, a.x or 0, card.x_color)
            colored, generic = casting.total_cost(g, card, a.targets, colored, generic, player, obj)
            if casting.spell_payment(g, player, obj, colored, generic) is not None:
                res.append(a)
    finally:
        obj.ctx = prev
    return res


def _mana_activation(oid: int, index: int, choice: int) -> Activate:
    """``Activate(oid, index, mana_choice=choice, mana=True)``, made once (actions are values)."""
    key = (oid, index, choice)
    a = _MANA_ACTIVATIONS.get(key)
    if a is None:
        a = _MANA_ACTIVATIONS[key] = Activate(oid, index, mana_choice=choice, mana=True)
    return a


_MANA_ACTIVATIONS: dict = {}


def activate_options(g, player, obj) -> list[Activate]:
    out = []
    abilities = casting.activatable_list(g, obj)
    if obj.tapped and all(ab.cost.tap for ab in abilities):
        return out                    # every cost includes {T} (602.2b: can't be paid)
    for i, ab in enumerate(abilities):
        if casting.activation_problem(g, player, obj, ab) is not None:
            continue
        if isinstance(ab, D.ManaAbility):
            for k in range(len(casting.production_options(ab.produces, obj))):
                out.append(_mana_activation(obj.id, i, k))
            continue
        ctx = AbilityContext(g, obj, player, ab)
        xs = [None]
        if ab.cost.mana and "{X}" in ab.cost.mana:
            xs = _x_values(g, player, ab.cost.mana, exclude=(obj.id,) if ab.cost.tap else (),
                           purpose=("ability", obj))
        if casting.cost_has_x(ab.cost):
            # "Remove X +1/+1 counters from ~:" (602.2b): each X its other resources can pay
            most = casting.max_cost_x(g, player, obj, ab)
            xs = [x for x in xs if x <= most] if xs != [None] else list(range(most + 1))
        for combo, x, modes in _ability_choices(g, ctx, ab, xs):
            if x is not None:
                colored, generic = casting.ability_mana(g, player, obj, ab, x)
                if casting.find_payment(g, player, colored, generic,
                                        exclude=(obj.id,) if ab.cost.tap else (),
                                        purpose=("ability", obj)) is None:
                    continue
            out.append(Activate(obj.id, i, combo, x, modes))
    return out


def _ability_choices(g, ctx, ab, xs):
    """(targets, X, modes) of an activation: a modal ability's modes (700.2b) each with a choice
    of its own targets (601.2c), as a modal spell's (``cast_options``)."""
    if not ab.modes:
        for combo, x in _targets_and_x(g, ctx, ab.targets, xs):
            yield _ids(combo), x, ()
        return
    import itertools
    lo, hi = ab.choose
    for k in range(max(lo, 1), hi + 1):
        for modes in itertools.combinations(range(len(ab.modes)), k):
            per_mode = [casting.target_choices(g, ctx, ab.modes[m].targets, limit=20) for m in modes]
            if any(not c for c in per_mode):
                continue
            for combo in itertools.islice(itertools.product(*per_mode), 40):
                for x in xs:
                    yield tuple(_ids(c) for c in combo), x, modes


def _filter_reads_x(flt) -> bool:
    """Whether a target's filter compares with X ("target spell with mana value X", "target
    creature with power X or less"): its legal targets depend on the X announced (601.2b-c)."""
    if flt is None:
        return False
    return any(v is not None and isinstance(v[1], D.XValue) for v in (flt.mana_value, flt.power, flt.toughness)) \
        or any(_filter_reads_x(a) for a in flt.any_of)


def _targets_and_x(g, ctx, specs, xs) -> list[tuple]:
    """(target choice, X) pairs; with "X target creatures" or a target compared with X ("target
    spell with mana value X") each X has its own choices, X being announced before the targets
    (601.2b-c, 602.2b)."""
    if not any(s.min_count < 0 or s.max_count < 0 or _filter_reads_x(s.objects) for s in specs):
        return [(combo, x) for combo in casting.target_choices(g, ctx, specs) for x in xs]
    out = []
    for x in xs:
        ctx.x = x
        out += [(combo, x) for combo in casting.target_choices(g, ctx, specs)]
    ctx.x = None
    return out


def legal_actions(g) -> list:
    """The actions for the pending decision.  For priority: land plays, spells, abilities,
    mana abilities, then Pass (last).  For attackers/blockers: no declaration, each single
    attacker/blocker, and "all" -- :meth:`Game.push` accepts any legal declaration."""
    if g.outcome is not None or g.pending is None:
        return []
    p = g.decider
    if g.pending == "priority":
        g.payment_memo = {}
        try:
            return _priority_actions(g, p)
        finally:
            g.payment_memo = None
    if g.pending == "attackers":
        elig = combat.eligible_attackers(g)
        defs_ = combat.defender_options(g)
        # Requirements (508.1d): creatures that attack each combat if able are in every option.
        forced = tuple((a.id, next(d for d in defs_ if combat.can_attack(g, a, d)).id)
                       for a in elig if g.restrictions(a, "attacks_each_combat"))
        # "attacks you this turn if able": the player named (508.1d)
        forced += tuple((a.id, p.id) for a in elig if a.id not in {x for x, _ in forced}
                        for p in combat.attack_requirements(g, a)[:1]
                        if any(p is d for d in defs_) and combat.can_attack(g, a, p))
        fids = {a for a, _ in forced}
        opts = [DeclareAttackers(forced)]
        for a in elig:
            if a.id in fids:
                continue
            for d in defs_:
                if combat.can_attack(g, a, d):
                    opts.append(DeclareAttackers(forced + ((a.id, d.id),)))
        if len(elig) > 1:
            d0 = defs_[0]
            everyone = forced + tuple(
                (a.id, d0.id) for a in elig if a.id not in fids and combat.can_attack(g, a, d0))
            opts.append(DeclareAttackers(everyone))
            # 702.22c: "all attack" again, in one band: the creatures with banding that attack
            # the first defender and the first one without banding among them
            same = [g.find(a) for a, d in everyone if d == d0.id]
            band = [o for o in same if g.has_keyword(o, "banding")]
            band += [o for o in same if not g.has_keyword(o, "banding")][:1]
            if len(band) > 1:
                opts.append(DeclareAttackers(everyone, (tuple(o.id for o in band),)))
        res = []
        for o in opts:
            try:
                combat.validate_attack(g, [(g.find(a), g.find(d)) for a, d in o.attacks])
                combat.validate_bands(g, [(g.find(a), g.find(d)) for a, d in o.attacks],
                                      [[g.find(x) for x in band] for band in o.bands])
                if o not in res:
                    res.append(o)
            except IllegalAction:
                pass
        return res
    if g.pending == "blockers":
        blockers = combat.eligible_blockers(g, p)
        atk = combat.attackers(g)
        # Requirements (509.1c): creatures able to block a "must be blocked by all" attacker.
        forced = []
        for a in atk:
            if g.restrictions(a, "must_be_blocked_by_all"):
                forced += [(b.id, a.id) for b in blockers if can_block(g, b, a)
                           and all(b.id != x for x, _ in forced)]
        for a in atk:                       # 509.1c: "must be blocked if able" — by one of them
            if g.restrictions(a, "must_be_blocked", record=False) and all(a.id != y for _, y in forced):
                free = [b for b in blockers if can_block(g, b, a) and all(b.id != x for x, _ in forced)]
                if free:
                    forced.append((free[0].id, a.id))
        for b in blockers:                  # 509.1c: "blocks this turn if able" — some attacker
            if g.restrictions(b, "blocks_each_combat", record=False) and all(b.id != x for x, _ in forced):
                a = next((a for a in atk if can_block(g, b, a)), None)
                if a is not None:
                    forced.append((b.id, a.id))
        for b in blockers:                  # provoke 702.39a: b must block that attacker
            for _w, whom, _c, _s, _ctl, _e in g.restrictions(b, "must_block_source"):
                src = g.find(whom) if whom is not None else None
                if src in atk and can_block(g, b, src) and all(b.id != x for x, _ in forced):
                    forced.append((b.id, src.id))
        forced = tuple(forced)
        fids = {b for b, _ in forced}
        opts = [DeclareBlockers(forced)]
        for b in blockers:
            if b.id in fids:
                continue
            able = [a for a in atk if can_block(g, b, a)]
            for a in able:
                opts.append(DeclareBlockers(forced + ((b.id, a.id),)))
            # "can block any number of creatures" (509.1a): one option blocks all it can
            if len(able) > 1 and g.restrictions(b, "can_block_any_number"):
                opts.append(DeclareBlockers(forced + tuple((b.id, a.id) for a in able)))
        res = []
        for o in opts:
            try:
                combat.validate_block(g, p, [(g.find(b), g.find(a)) for b, a in o.blocks])
                if o not in res:
                    res.append(o)
            except IllegalAction:
                pass
        return res
    return []


def _priority_actions(g, p) -> list:
    """Land plays, spells, abilities, mana abilities, then Pass (rule 117.1)."""
    acts = []
    if casting.sorcery_timing_ok(g, p):
        seen = set()
        for o in p.hand:
            if o.card.faces and o.card.name not in seen:      # a modal double-faced card (712.12)
                seen.add(o.card.name)
                for n in faces.land_faces(o.card):
                    try:
                        _check_land(g, p, o)
                        acts.append(PlayLand(o.id, n))
                    except IllegalAction:
                        pass
            if "land" in o.card.types and o.card.name not in seen:
                seen.add(o.card.name)
                try:
                    _check_land(g, p, o)
                    acts.append(PlayLand(o.id))
                except IllegalAction:
                    pass
    seen = set()
    restricted = cant_cast(g, p)         # once per listing: the same for every card
    for o in p.hand:
        if o.card.name in seen:
            continue
        seen.add(o.card.name)
        acts += cast_options(g, p, o, restricted)
        if any(isinstance(a, D.ActivatedAbility) and a.zone == "hand" for a in casting.activatable_list(g, o)):
            acts += activate_options(g, p, o)     # "Discard this card:" (cycling, 702.29a), foretell
    # cards cast from other zones (601.3: flashback, escape, …) and abilities activated there
    # (602.1: "Exile this card from your graveyard:")
    if g.play_grants:                   # "You may play that card this turn" (701.14)
        for o in list(g.exile):
            if casting.granted(g, p, o, cast=False):
                if "land" in o.card.types:
                    if casting.sorcery_timing_ok(g, p):
                        try:
                            _check_land(g, p, o)
                            acts.append(PlayLand(o.id))
                        except IllegalAction:
                            pass
                elif o.owner is not p or "exile" not in casting.cast_info(o.card).zones:
                    acts += cast_options(g, p, o, restricted)
    # "You may play lands and cast spells from the top of your library / from your graveyard"
    # (601.3, 305.1): a permanent's permission
    perms = play_from.permissions(g, p)
    if perms:
        for o in (p.graveyard + p.library[:1]):
            if "land" in o.card.types and casting.sorcery_timing_ok(g, p) and \
                    play_from.allowing(g, p, o, land=True, perms=perms):
                try:
                    _check_land(g, p, o)
                    acts.append(PlayLand(o.id))
                except IllegalAction:
                    pass
        if p.library and play_from.allowing(g, p, p.library[0], land=False, perms=perms):
            acts += cast_options(g, p, p.library[0], restricted)
    for zone, objs in (("graveyard", p.graveyard), ("exile", [o for o in g.exile if o.owner is p])):
        seen = set()
        for o in objs:
            if o.card.name in seen:
                continue
            seen.add(o.card.name)
            if zone in casting.cast_info(o.card).zones or (zone == "exile" and o.designations) or \
                    perms and zone == "graveyard" and play_from.allowing(g, p, o, land=False, perms=perms):
                acts += cast_options(g, p, o, restricted)
            if any(isinstance(a, D.ActivatedAbility) and a.zone == zone for a in o.card.abilities):
                acts += activate_options(g, p, o)
    mana = []
    for o in g.permanents(p):
        for a in activate_options(g, p, o):
            (mana if a.mana else acts).append(a)
    for o in g.shared_activation_permanents():    # "Any player may activate this ability." (602.2)
        if g.controller_of(o) is not p:
            acts += activate_options(g, p, o)
    return acts + mana + [_PASS]


_PASS = Pass()


def _check_land(g, p, o):
    if not casting.sorcery_timing_ok(g, p):
        raise IllegalAction("not now")
    if not casting.land_plays_left(g, p):      # 305.2
        raise IllegalAction("no land plays left")


def apply(g, action):
    """Apply an action to the pending decision (raises IllegalAction if it isn't legal)."""
    p = g.decider
    if p is None:
        raise IllegalAction("no decision is pending")
    if g.pending == "priority":
        if isinstance(action, Pass):
            priority.pass_priority(g)
            return
        if isinstance(action, PlayLand):
            o = g.find(action.card)     # (in the hand, or in exile with a permission: 701.14)
            if o is None:
                raise IllegalAction(f"no card {action.card}")
            casting.play_land(g, p, o, action.face)
            priority.acted(g, p.index)
            return
        if isinstance(action, Cast):
            o = g.find(action.card)
            if o is None:
                raise IllegalAction(f"no card {action.card}")
            casting.cast_spell(g, p, o, action.targets, action.x, action.modes, action.divided,
                               action.alt, action.paid, action.face)
            priority.acted(g, p.index)
            return
        if isinstance(action, Activate):
            o = g.find(action.obj)
            if o is None:
                raise IllegalAction(f"no object {action.obj}")
            casting.activate_ability(g, p, o, action.index, action.targets, action.x,
                                     action.modes, action.mana_choice)
            priority.acted(g, p.index)
            return
        raise IllegalAction(f"{type(action).__name__} is not a priority action")
    if g.pending == "attackers":
        if not isinstance(action, DeclareAttackers):
            raise IllegalAction("attackers must be declared now")
        pairs = []
        for a, d in action.attacks:
            ao, do = g.find(a), g.find(d)
            if ao is None or do is None:
                raise IllegalAction(f"unknown attacker/defender {a}/{d}")
            pairs.append((ao, do))
        bands = [[g.find(x) for x in band] for band in action.bands]
        if any(o is None for band in bands for o in band):
            raise IllegalAction(f"unknown creature in a band {action.bands}")
        combat.declare_attackers(g, pairs, bands)
        g.pending = None
        g.flow = "priority"
        g.priority_next = g.active
        return
    if g.pending == "blockers":
        if not isinstance(action, DeclareBlockers):
            raise IllegalAction("blockers must be declared now")
        pairs = []
        for b, a in action.blocks:
            bo, ao = g.find(b), g.find(a)
            if bo is None or ao is None:
                raise IllegalAction(f"unknown blocker/attacker {b}/{a}")
            pairs.append((bo, ao))
        combat.declare_blockers(g, p, pairs)
        g.pending = None
        g.flow = "priority"
        g.priority_next = g.active
        return
    raise IllegalAction(f"unknown pending decision {g.pending}")
