"""Continuous effects and the layer system (rules 611, 613).

Characteristics of permanents are recomputed from the printed values (layer 1 copy effects use
the copied card's copiable values, rule 707.2) and then, layer by layer, every continuous effect
is applied in timestamp order (rule 613.7).  Dependencies (rule 613.8) are not modelled: within a
layer, effects apply in timestamp order only.

Effects come from static abilities of permanents (rule 611.3, affected set evaluated
continuously) and from resolved spells and abilities (``g.effects``, rule 611.2c: the affected set
is locked in when the effect begins)."""
from __future__ import annotations

import dataclasses
import re

from . import defs as D
from .errors import EngineError, NotImplementedInEngine
from .faces import UnknownColors
from .game import Chars, Obj, PlayerState, mana_value
from .references import players_of
from .stack import AbilityContext
from .subtype_kinds import LAND_SUBTYPES, NONCREATURE_SUBTYPES

# Layer names (rule 613.1): 2 control, 4 type, 5 color, 6 ability, 7a/7b/7c power/toughness.
LAYERS = ("2", "4", "5", "6", "7a", "7b", "7c")

# Effects of static abilities that are not layered continuous effects (handled elsewhere).
NON_LAYERED = (D.PreventDamageStatic, D.EntersTapped, D.PermanentsEnter, D.DrawReplacement, D.EntersWithCounters, D.FaceUpCounters, D.EntersChoice,
               D.PlayerRule,
               D.CostModifier, D.ActivationCostModifier, D.AdditionalCost, D.CastRestriction, D.DamageReplacement, D.DamageInstead, D.DamageRedirect, D.CountersInstead, D.TokensInstead, D.LifeGainInstead, D.ZoneReplacement, D.EntersAsCopy,
               D.CastPermission, D.OptionalCost, D.SpellsOptionalCost, D.PlayFrom, D.PayInstead, D.DrawInstead, D.CrewPower, D.BeginOnBattlefield,
               D.RevealAsDrawn)


class CEffect:
    """A continuous effect from a resolved spell or ability (rule 611.2)."""
    __slots__ = ("layer", "timestamp", "ids", "kind", "data", "duration", "controller",
                 "source_id", "turn")

    def __init__(self, layer, timestamp, ids, kind, data, duration, controller, source_id, turn):
        self.layer, self.timestamp, self.ids, self.kind = layer, timestamp, ids, kind
        self.data, self.duration, self.controller = data, duration, controller
        self.source_id, self.turn = source_id, turn


def printed(obj: Obj) -> D.CardDef:
    """The card whose values ``obj`` has before the layers: face down, its face-down definition
    (708.2a); a spell cast as one face of its card, that face (709.3b, 715.3b); a copy, what it
    copies (707.2: the newest copy effect on it, 613.2a, 613.7; or what it entered as a copy of);
    cast prototyped, its prototyped card (718.3b, and part of its copiable values,
    718.2a)."""
    if obj.face_down is not None:
        return obj.face_down
    if obj.copy_effect is not None:
        return obj.copy_effect
    if obj.face is not None:
        return obj.face
    if obj.copy_of is not None:
        return obj.copy_of
    if obj.bestowed is not None:
        return obj.bestowed         # 702.103b: a bestowed Aura spell or Aura
    return obj.prototype if obj.prototype is not None else obj.card


def base_chars(g, obj: Obj) -> Chars:
    card = printed(obj)
    c = Chars()
    c.name = card.name
    c.types = list(card.types)
    c.subtypes = list(card.subtypes)
    c.supertypes = list(card.supertypes)
    c.colors = UnknownColors(card.name) if card.colors_unknown else list(card.colors)
    c.power = card.power
    c.toughness = card.toughness
    c.abilities = list(card.abilities)
    c.controller = obj.controller
    c.mana_value = mana_value(card.mana_cost)
    if obj.face is not None and obj.card.layout == "transform":
        c.mana_value = mana_value(obj.card.mana_cost)      # 712.8e: the front face's mana cost
    if obj.zone == "stack" and obj.ctx is not None and obj.ctx.x:
        c.mana_value += obj.ctx.x * card.mana_cost.count("{X}")     # rule 202.3e
    for ab in card.abilities:
        if isinstance(ab, D.KeywordAbility):
            c.keywords.setdefault(ab.name, []).append(ab.param)
    return c


def _copied(obj: Obj):
    """What ``obj`` copies now (a copy effect, else what it entered as a copy of): the key of its
    cached printed characteristics and statics."""
    return obj.copy_effect or obj.copy_of


def printed_chars(g, obj: Obj) -> Chars:
    """The printed characteristics of ``obj`` (its copiable values, 707.2) off the stack, made
    once per object and controller: nothing may change them (``compute`` shares their lists
    until an effect changes one: ``own``)."""
    if obj.zone == "stack":
        return base_chars(g, obj)                     # X counts there (202.3e)
    b = obj.bchars
    copied = _copied(obj)
    if b is not None and b[0] is obj.controller and b[1] is copied:
        return b[2]
    c = base_chars(g, obj)
    obj.bchars = (obj.controller, copied, c)
    return c


_PT_COUNTERS: dict = {}
_PT_KIND = re.compile(r"([+-]\d+)/([+-]\d+)$")


def _pt_counter(kind: str):
    """(power, toughness) a counter of this kind gives (122.1a: "+1/+0", "-0/-1"), or None."""
    pt = _PT_COUNTERS.get(kind, False)
    if pt is False:
        m = _PT_KIND.match(kind)
        pt = _PT_COUNTERS[kind] = (int(m.group(1)), int(m.group(2))) if m else None
    return pt


def _layered(t: Chars) -> Chars:
    """Characteristics to apply effects to, sharing the lists of the printed ones ``t``."""
    c = Chars.__new__(Chars)
    c.name, c.types, c.subtypes, c.supertypes = t.name, t.types, t.subtypes, t.supertypes
    c.colors, c.power, c.toughness, c.keywords = t.colors, t.power, t.toughness, t.keywords
    c.abilities, c.controller, c.restrictions = t.abilities, t.controller, t.restrictions
    c.mana_value, c.activated, c.shared = t.mana_value, None, True
    return c


def own(c: Chars) -> Chars:
    """Copy-on-write: make ``c``'s lists its own before an effect changes one."""
    if c.shared:
        c.types, c.subtypes, c.supertypes = list(c.types), list(c.subtypes), list(c.supertypes)
        c.colors = c.colors if isinstance(c.colors, UnknownColors) else list(c.colors)
        c.abilities, c.restrictions = list(c.abilities), list(c.restrictions)
        c.keywords = {k: list(v) for k, v in c.keywords.items()}
        c.shared = False
    return c


def static_abilities(g, obj: Obj, chars: Chars | None = None):
    for ab in (chars.abilities if chars is not None else printed(obj).abilities):
        if isinstance(ab, D.StaticAbility):
            yield ab


def battlefield_statics(g, cls):
    """The effects of class ``cls`` of the static abilities of the permanents on the battlefield,
    as ``(source, characteristics, ability, effect)`` (their abilities as layers made them)."""
    for src in g.battlefield:
        chars = g.chars(src)
        for ab in chars.abilities:
            if isinstance(ab, D.StaticAbility):
                for eff in ab.effects:
                    if isinstance(eff, cls):
                        yield src, chars, ab, eff


def affected_by_static(g, affected, source: Obj, controller: PlayerState) -> list:
    if isinstance(affected, str):
        if affected == "self":
            return [source]
        if affected in ("enchanted", "equipped", "fortified"):
            if source.attached_to is None:
                return []
            t = g.find(source.attached_to)
            return [t] if t is not None else []
        if affected in ("you", "opponent", "any", "each"):
            from .references import players_of
            from .stack import AbilityContext
            return players_of(g, affected, AbilityContext(g, source, controller, None))
        raise EngineError(f"unknown affected reference {affected!r}")
    if isinstance(affected, D.Filter):
        from .stack import AbilityContext
        ctx = AbilityContext(g, source, controller, None)
        return [o for o in g.battlefield if g.matches(o, affected, source, controller, ctx)]
    if isinstance(affected, (D.PlayerFilter, D.EachPlayer)):
        from .references import players_of
        from .stack import AbilityContext
        return players_of(g, affected.who, AbilityContext(g, source, controller, None))
    raise EngineError(f"bad affected operand {affected!r}")


def _layer_of(eff) -> tuple:
    if isinstance(eff, D.ControlledBy):
        return ("2",)
    if isinstance(eff, D.AddTypes):
        return ("4", "5")
    if isinstance(eff, (D.GrantKeywords, D.RemoveKeywords, D.GrantAbility, D.RemoveAllAbilities)):
        return ("6",)
    if isinstance(eff, D.PTSet):
        return ("7a",) if eff.cda else ("7b",)
    if isinstance(eff, D.PTModify):
        return ("7c",)
    if isinstance(eff, D.Restriction):
        return ("rules",)
    if isinstance(eff, NON_LAYERED):
        return ()
    raise NotImplementedInEngine(f"static effect {type(eff).__name__}")


def _apply_static(g, layer, eff, source, controller, cache):
    from .stack import AbilityContext
    targets = affected_by_static(g, eff.affected, source, controller)
    ctx = AbilityContext(g, source, controller, None)
    seen = g.static_seen            # smoke games: did the effect change an object (issue 5)?
    changed = False
    for t in targets:
        if isinstance(t, PlayerState):
            continue
        c = cache.get(t.id)
        if c is None:
            continue
        if isinstance(eff, D.ControlledBy):
            was = c.controller
            c.controller = controller if eff.controller == "you" else \
                g.refs(eff.controller, ctx)[0]
            changed = changed or c.controller is not was
        elif isinstance(eff, D.AddTypes):
            own(c)
            if layer == "4" and eff.replace_land_types:
                new = eff.subtypes
                if eff.chosen:
                    ch = source.chosen.get("basic_land_type")
                    new = (ch,) if ch is not None else ()
                if "land" in c.types and new:
                    set_land_types(g, t.id, c, new)
                    changed = True
                continue
            if layer == "4":
                if seen is not None:
                    changed = changed or eff.replace_subtypes or any(
                        ty not in c.types for ty in eff.types) or any(
                        s not in c.subtypes for s in eff.subtypes)
                if eff.replace_types and any(ty not in eff.types for ty in c.types):
                    _replace_card_types(c, list(eff.types))      # 205.1a
                    changed = True
                for ty in eff.types:
                    if ty not in c.types:
                        c.types.append(ty)
                for sup in eff.supertypes:
                    if sup not in c.supertypes:
                        c.supertypes.append(sup)
                        changed = True
                if eff.remove_types and any(ty in c.types for ty in eff.remove_types):
                    # "it's not a creature" (205.1a): the type goes, and the subtypes with it
                    _replace_card_types(c, [t for t in c.types if t not in eff.remove_types])
                    changed = True
                if eff.replace_subtypes:
                    c.subtypes = list(eff.subtypes)
                elif eff.replace_creature_types:
                    # 205.1a: the creature types named replace its creature types; the subtypes
                    # of its other card types stay (205.3g-k, 205.3q)
                    changed = changed or any(s not in NONCREATURE_SUBTYPES and s not in eff.subtypes
                                             for s in c.subtypes)
                    c.subtypes = [s for s in c.subtypes if s in NONCREATURE_SUBTYPES] + list(eff.subtypes)
                else:
                    c.subtypes += [s for s in eff.subtypes if s not in c.subtypes]
                ch = source.chosen.get("creature_type") if eff.chosen else None
                if ch is not None and ch not in c.subtypes:
                    c.subtypes.append(ch)
                    changed = True
                if "land" in c.types:
                    add_intrinsic_mana(c, eff.subtypes)
            else:
                if seen is not None:
                    changed = changed or eff.replace_colors or any(x not in c.colors for x in eff.colors)
                if eff.replace_colors:
                    c.colors = list(eff.colors)
                else:
                    c.colors += [x for x in eff.colors if x not in c.colors]
        elif isinstance(eff, D.GrantKeywords):
            own(c)
            if seen is not None:
                changed = changed or any(k not in c.keywords for k in eff.keywords)
            for k in eff.keywords:
                c.keywords.setdefault(k, []).append(None)
        elif isinstance(eff, D.RemoveKeywords):
            own(c)
            for k in eff.keywords:
                changed = _lose_keyword(c, k) or changed
        elif isinstance(eff, D.RemoveAllAbilities):       # 613.1f
            own(c)
            changed = changed or bool(c.abilities or c.keywords)
            c.abilities, c.keywords = [], {}
        elif isinstance(eff, D.GrantAbility):
            own(c)
            ab = bound_to(eff.ability, source.id) if eff.granter else eff.ability
            if isinstance(ab, D.KeywordAbility):
                changed = changed or ab.name not in c.keywords
                param = D.ParamExcept(ab.param, source.id) if eff.keeps_source else ab.param
                c.keywords.setdefault(ab.name, []).append(param)
            else:
                changed = True
            c.abilities.append(ab)
        elif isinstance(eff, D.PTSet):
            was = (c.power, c.toughness)
            if eff.power is not None:
                c.power = g.value(eff.power, ctx)
            if eff.toughness is not None:
                c.toughness = g.value(eff.toughness, ctx)
            # a characteristic-defining ability (604.3) defines them (a printed */*); 7b sets
            changed = changed or eff.cda or (c.power, c.toughness) != was
        elif isinstance(eff, D.PTModify):
            ctx.affected = t        # "for each other creature … that shares a creature type with it"
            mult = g.value(eff.per, ctx) if eff.per is not None else 1
            if c.power is not None:
                c.power += eff.power * mult
            if c.toughness is not None:
                c.toughness += eff.toughness * mult
            changed = changed or (c.power is not None and mult != 0 and (eff.power or eff.toughness))
        elif isinstance(eff, D.Restriction):
            # recorded when a decision it governs consults it (Game.restrictions)
            own(c).restrictions.append((eff.what, eff.by, eff.condition, source, controller, eff))
    if changed and seen is not None:
        seen.add(id(eff))


_BOUND: dict = {}


def bound_to(ab, granter_id):
    """``ab`` as given by the object ``granter_id`` (201.5a: its name in the ability means that
    object): one definition per pair, so that the ability stays the same object from one layer
    pass to the next (activation counts and trigger records key on it)."""
    key = (id(ab), granter_id)
    hit = _BOUND.get(key)
    if hit is None:
        hit = _BOUND[key] = (ab, dataclasses.replace(ab, granter=granter_id))
    return hit[1]


_CREATURE_TYPED = frozenset(("creature", "kindred", "tribal"))      # the card types with creature types (205.3m)


def _replace_card_types(c, types):
    """205.1a: the new card types replace the old (an instant or sorcery keeps its type); the
    subtypes of a card type it no longer has go, unless also of a card type it has. Creature
    types are told from the others (205.3m); the subtypes of another removed card type are not
    (which card type an artifact's or a land's subtype belongs to is not kept)."""
    gone = [t for t in c.types if t not in types and t not in ("instant", "sorcery")]
    c.types = [t for t in c.types if t not in gone]
    if not _CREATURE_TYPED & (set(c.types) | set(types)):
        c.subtypes = [t for t in c.subtypes if t in NONCREATURE_SUBTYPES]
    if set(gone) - _CREATURE_TYPED and any(t in NONCREATURE_SUBTYPES for t in c.subtypes):
        raise NotImplementedInEngine(f"subtypes of the card types {sorted(gone)} an effect removed (205.1a)")


BASIC_LAND_MANA = {"plains": "{W}", "island": "{U}", "swamp": "{B}", "mountain": "{R}", "forest": "{G}"}
# 305.6: "{T}: Add [mana symbol]" of each basic land type, one definition per type (the same
# value as the reminder text of a basic land's card compiles to)
_INTRINSIC = {t: D.ManaAbility(cost=D.Cost(tap=True), produces=(m,), text=f"{{T}}: Add {m}.")
              for t, m in BASIC_LAND_MANA.items()}


def add_intrinsic_mana(c, subtypes) -> None:
    """305.6, 305.7: a land given a basic land type in addition to its others gains that type's
    intrinsic mana ability (unless it has it already: a basic land's reminder text is that
    ability)."""
    for s in subtypes:
        ab = _INTRINSIC.get(s)
        if ab is not None and ab not in c.abilities:
            c.abilities.append(ab)


def set_land_types(g, oid, c, new) -> None:
    """Rule 305.7: an effect sets a land's subtype to basic land types: it no longer has its old
    land types (205.3i), loses the abilities of its rules text (and of copy effects: what it has
    before layer 6) and gains the mana ability of each new basic land type; its card types,
    supertypes and other subtypes stay.  Its static abilities stop applying for the later
    layers (``g.lost_text``); one of its own already applied in layer 4 is a dependency
    (613.8), which the engine does not model."""
    if oid in g.applied_in_4:
        raise NotImplementedInEngine("a land type set on a land whose own type-changing ability "
                                     "already applied (613.8 dependency)")
    c.subtypes = [s for s in c.subtypes if s not in LAND_SUBTYPES] + \
        [s for i, s in enumerate(new) if s not in new[:i]]
    c.abilities = [_INTRINSIC[s] for s in c.subtypes if s in _INTRINSIC]
    c.keywords = {}
    g.lost_text.add(oid)


def _apply_resolved(g, layer, e: CEffect, cache):
    for oid in e.ids:
        c = cache.get(oid)
        if c is None:
            continue
        k = e.kind
        if k == "control":
            c.controller = e.data
        elif k == "types":
            own(c)
            types, subtypes, colors = e.data[:3]
            if layer == "4":
                if len(e.data) > 5 and e.data[5]:
                    _replace_card_types(c, types)
                c.types += [t for t in types if t not in c.types]
                if len(e.data) > 6 and e.data[6]:
                    if "land" in c.types:       # "becomes an Island until end of turn" (305.7)
                        set_land_types(g, oid, c, subtypes)
                    continue
                if len(e.data) > 4 and e.data[4]:
                    # 205.1a: new creature types replace the old ones; the subtypes of its other
                    # card types stay (artifact, land, … types: 205.3g-k, 205.3q)
                    c.subtypes = [t for t in c.subtypes if t in NONCREATURE_SUBTYPES]
                c.subtypes += [t for t in subtypes if t not in c.subtypes]
                if "land" in c.types:
                    add_intrinsic_mana(c, subtypes)
            elif len(e.data) > 3 and e.data[3]:
                c.colors = list(colors)              # "becomes red" (105.3): only these
            else:
                c.colors += [x for x in colors if x not in c.colors]
        elif k == "remove_types":
            # 702.151b: "stop being a creature" (205.1a: the type goes, its subtypes with it)
            own(c)
            if any(t in c.types for t in e.data):
                _replace_card_types(c, [t for t in c.types if t not in e.data])
        elif k == "keywords":
            own(c)
            for kw in e.data:
                c.keywords.setdefault(kw, []).append(None)
        elif k == "remove_keywords":                       # 613.1f: "loses flying until end of turn"
            own(c)
            for kw in e.data:
                _lose_keyword(c, kw)
            c.abilities = [a for a in c.abilities if not (isinstance(a, D.KeywordAbility) and a.name in e.data)]
        elif k == "lose_all":                              # 613.1f
            own(c)
            c.abilities, c.keywords = [], {}
        elif k == "ability":
            own(c)
            if isinstance(e.data, D.KeywordAbility):
                c.keywords.setdefault(e.data.name, []).append(e.data.param)
            c.abilities.append(e.data)
        elif k == "setpt":
            p, t = e.data
            if p is not None:
                c.power = p
            if t is not None:
                c.toughness = t
        elif k == "pt":
            p, t = e.data
            if c.power is not None:
                c.power += p
            if c.toughness is not None:
                c.toughness += t
        elif k == "restrict":
            own(c).restrictions.append((e.data[0], e.data[1], None, None, e.controller, None))
        else:
            raise EngineError(f"unknown continuous effect kind {k!r}")


def spell_chars(g, obj: Obj, c: Chars) -> Chars:
    """A spell's characteristics with the effects of resolved spells and abilities that name it
    applied, in layer and timestamp order (613.1, 613.7; "Target spell or permanent becomes
    red"): such an effect stops applying when the spell leaves the stack (400.7)."""
    mine = [e for e in g.effects if obj.id in e.ids]
    if not mine:
        return c
    mine.sort(key=lambda e: (LAYERS.index(e.layer) if e.layer in LAYERS else len(LAYERS), e.timestamp))
    cache = {obj.id: c}
    for e in mine:
        _apply_resolved(g, e.layer, e, cache)
    return cache[obj.id]


_FIXED_AFFECTED = ("self", "enchanted", "equipped", "fortified")


def _reads_status(ab, eff) -> bool:
    """Can this static effect's result change with no ``touch()``: does it read more than the
    battlefield, controllers, counters, attachments and continuous effects (a condition, a
    filter that may test tapped or attacking, a counted value)?  See ``Game.touch_status``."""
    if ab.condition is not None:
        return True
    if not (isinstance(eff.affected, str) and eff.affected in _FIXED_AFFECTED):
        return True
    if isinstance(eff, D.ControlledBy):
        return eff.controller != "you"
    if isinstance(eff, D.PTSet):
        return True
    if isinstance(eff, D.PTModify):
        return eff.per is not None
    return False


def compute(g):
    """Compute the characteristics of every permanent into ``g.chars_cache`` (rule 613)."""
    g.in_layers = True
    g.chars_dynamic = True
    try:
        if any(e.duration in _WHILE for e in g.effects):
            g.effects = [e for e in g.effects if e.duration not in _WHILE or _lasts(g, e)]
        _copy_effects(g)
        cache = {o.id: _layered(printed_chars(g, o)) for o in g.battlefield}
        g.chars_cache = cache
        lost = g.lost_text = set()          # lands whose rules text a land type set took (305.7)
        applied4 = g.applied_in_4 = set()
        statics = []
        for o in _static_sources(g):
            for layer, ab, eff in _printed_statics(g, o)[0]:
                statics.append((layer, o.timestamp, o, ab, eff))
        for layer in LAYERS + ("rules",):
            if layer == "6":
                _keyword_counters(g, cache)
            items = [(s[1], 0, s) for s in statics if s[0] == layer]
            items += [(e.timestamp, 1, e) for e in g.effects if e.layer == layer]
            items.sort(key=lambda it: (it[0], it[1]))
            for _ts, kind, item in items:
                if kind == 0:
                    _, _, src, ab, eff = item
                    if src.zone == "command":
                        ctl = src.controller          # an emblem's (114.2)
                    elif src.id not in cache:
                        continue
                    else:
                        ctl = cache[src.id].controller
                    if lost and src.id in lost:
                        continue            # its abilities are gone (305.7)
                    if ab.condition is not None and not g.check_condition(ab.condition, src, ctl):
                        continue
                    _apply_static(g, layer, eff, src, ctl, cache)
                    if layer == "4":
                        applied4.add(src.id)
                else:
                    _apply_resolved(g, layer, item, cache)
            if layer == "7c":
                # Rule 613.4c: counters modify power/toughness in layer 7c — every "+X/+Y"
                # counter, not only +1/+1 and -1/-1 ("+0/+1", "+1/+0", "+2/+2": 122.1a)
                for o in g.battlefield:
                    if not o.counters:
                        continue
                    c = cache[o.id]
                    if c.power is None:
                        continue
                    for kind, k in o.counters.items():
                        pt = _pt_counter(kind)
                        if pt is not None and k:
                            c.power += pt[0] * k
                            c.toughness += pt[1] * k
        # Rule 306.5b / 209: loyalty is tracked as counters, nothing to do here.
        # Rule 302.6: a permanent that came under another player's control (by any layer-2
        # effect, static ones like an Aura's included) is "new" to that player this turn.
        seen = g.seen_controller
        by_controller: dict = {}
        for o in g.battlefield:
            cur = cache[o.id].controller
            prev = seen.get(o.id)
            if prev is not None and prev is not cur:
                o.since_turn = g.turn
                # 701.52a: a Ring-bearer stops being one when another player gains control of it
                o.designations.discard("ring-bearer")
            seen[o.id] = cur
            lst = by_controller.get(cur)
            if lst is None:
                by_controller[cur] = [o]
            else:
                lst.append(o)
        g.perms_by_controller = by_controller
        g.rule_statics = _rule_statics(g)
        g.trig_perms = None
        g.shared_perms = None
        g.chars_dynamic = any(_reads_status(s[3], s[4]) for s in statics) or \
            any(e.duration in ("while_tapped", "while_controlled") for e in g.effects)
    finally:
        g.in_layers = False
    ended = [e for e in g.effects if e.duration == "while_controlled"
             and cache.get(e.source_id) is not None and cache[e.source_id].controller is not e.controller]
    if ended:                   # "for as long as you control ~": its controller changed (611.2b)
        g.effects = [e for e in g.effects if e not in ended]
        compute(g)


_WHILE = ("while_source", "while_tapped", "while_controlled", "while_attached")


def _copy_effects(g) -> None:
    """Layer 1 (613.2a): each permanent's values are those of the newest copy effect on it
    (613.7, timestamp order: a later copy effect overrides an earlier one), the copy effect's
    values being the copiable values of what it copied (707.2); none left, its own again."""
    newest = {}
    for e in g.effects:
        if e.layer == "1":
            for i in e.ids:
                if i not in newest or newest[i].timestamp < e.timestamp:
                    newest[i] = e
    if not newest and not g.copy_effected:
        return
    for o in g.battlefield:
        e = newest.get(o.id)
        o.copy_effect = e.data if e is not None else None
    g.copy_effected = bool(newest)

# Rule 122.1b: a keyword counter gives the permanent it's on that keyword (the keywords the
# engine implements itself; decayed and exalted counters would need their triggered abilities)
KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "haste", "hexproof", "indestructible",
    "lifelink", "menace", "reach", "shadow", "trample", "vigilance"})
_OTHER_KEYWORD_COUNTERS = frozenset({"decayed", "exalted"})


def _keyword_counters(g, cache) -> None:
    """Layer 6 (613.1f), before the effects of the layer (a simplification: the counters'
    timestamps are not compared with theirs): the keywords of keyword counters (122.1b)."""
    for o in g.battlefield:
        if not o.counters:
            continue
        for k, n in o.counters.items():
            if n <= 0:
                continue
            if k in KEYWORD_COUNTERS:
                c = own(cache[o.id])
                if k not in c.keywords:
                    c.keywords[k] = [None]
            elif k in _OTHER_KEYWORD_COUNTERS:
                raise NotImplementedInEngine(f"a {k} counter (122.1b: the keyword's triggered ability)")


def _lasts(g, e: CEffect) -> bool:
    """Rule 611.2b: "for as long as ~ remains on the battlefield / remains tapped / you control ~"
    — whether the effect's source still keeps it going."""
    src = g.find(e.source_id) if e.source_id is not None else None
    if src is None or not isinstance(src, Obj) or src.zone != "battlefield" or not g.alive(src):
        return False
    if e.duration == "while_tapped":
        return src.tapped
    if e.duration == "while_attached":
        return src.attached_to is not None      # 702.151b: until it becomes unattached (701.3d)
    return True                 # while_controlled: checked with the computed controllers


def _lose_keyword(c, kw: str) -> bool:
    """``c`` loses the keyword ``kw`` (613.1f); losing hexproof loses every "hexproof from
    [quality]" too (702.11e).  Whether it had one."""
    had = c.keywords.pop(kw, None) is not None
    if kw == "hexproof":
        had = c.keywords.pop("hexproof from", None) is not None or had
    return had


def _printed_statics(g, o: Obj) -> tuple[list, list]:
    """The effects of ``o``'s printed static abilities, made once per object and copy (707.2):
    ``(layer, ability, effect)`` for the layered ones that work on the battlefield, in order,
    and ``(ability, effect)`` for its PlayerRule effects."""
    known = o.printed_statics
    copied = _copied(o)
    if known is not None and known[0] is copied:
        return known[1]
    layered = [(layer, ab, eff) for ab in static_abilities(g, o) if "battlefield" in ab.zones
               for eff in ab.effects for layer in _layer_of(eff)]
    rules = [(ab, eff) for ab in static_abilities(g, o) for eff in ab.effects
             if isinstance(eff, D.PlayerRule)]
    o.printed_statics = (copied, (layered, rules))
    return layered, rules


def _static_sources(g) -> list:
    """The objects whose static abilities apply: permanents, then emblems (114.4: their
    abilities function in the command zone)."""
    return g.battlefield + g.command if g.command else g.battlefield


def _rule_statics(g) -> list:
    """``(permanent, ability, effect)`` for each PlayerRule effect of a printed static ability of
    a permanent (or an emblem), in battlefield order."""
    lost = g.lost_text              # lands whose rules text a land type set took (305.7)
    return [(o, ab, eff) for o in _static_sources(g) if o.id not in lost
            for ab, eff in _printed_statics(g, o)[1]]


def player_rules(g, player: PlayerState, rule: str, record: bool = True) -> list:
    """PlayerRule static effects (rule 101.2-style rules changes) that apply to ``player``
    (``record``: they are consulted at a decision they govern; else the caller records the one
    that changed it, ``g.saw_static``)."""
    if g.in_layers:
        statics = _rule_statics(g)
    else:
        if g.chars_cache is None:
            compute(g)
        statics = g.rule_statics          # the battlefield's PlayerRule statics, in order
    out = []
    for o, ab, eff in statics:
        if eff.rule == rule:
            ctl = g.controller_of(o)
            if ab.condition is not None and not g.check_condition(ab.condition, o, ctl):
                continue
            if any(p is player for p in players_of(g, eff.who, AbilityContext(g, o, ctl, None))):
                out.append(eff)
    if record and out and g.static_seen is not None:      # consulted at a decision it governs (issue 5)
        g.static_seen.update(id(e) for e in out)
    return out


def player_restrictions(g, player: PlayerState, what: str) -> list:
    """Restriction statics whose ``affected`` is a player selection (e.g. cant_cast_spells), and
    restrictions a resolved spell or ability put on the player ("can't cast spells this turn")."""
    out = [e for e in g.effects if e.layer == "players" and e.kind == "player_restrict"
           and (e.data == what or isinstance(e.data, tuple) and e.data[0] == what)
           and ("player", player.index) in e.ids]
    for o in _static_sources(g):
        ctl = g.controller_of(o)
        for ab in static_abilities(g, o):
            for eff in ab.effects:
                if isinstance(eff, D.Restriction) and eff.what == what and \
                        isinstance(eff.affected, (D.PlayerFilter, D.EachPlayer)):
                    if ab.condition is not None and not g.check_condition(ab.condition, o, ctl):
                        continue
                    if any(p is player for p in affected_by_static(g, eff.affected, o, ctl)):
                        out.append(eff)
    if out and g.static_seen is not None:      # consulted at a decision it governs (issue 5)
        g.static_seen.update(id(e) for e in out)
    return out


def add_effect(g, layer, ids, kind, data, duration, controller, source):
    e = CEffect(layer, g.timestamp(), frozenset(ids), kind, data, duration, controller,
                getattr(source, "id", None), g.turn)
    g.effects.append(e)
    g.touch()
    return e


def end_effects(g, duration: str, player: PlayerState | None = None, before_turn: int | None = None):
    """Remove effects with this duration (rule 514.2 "until end of turn"; 611.2b) — of effects
    created before ``before_turn`` only, if given."""
    keep = []
    for e in g.effects:
        if e.duration == duration and (player is None or e.controller is player) \
                and (before_turn is None or e.turn < before_turn):
            continue
        keep.append(e)
    if len(keep) != len(g.effects):
        g.effects = keep
        g.touch()


def stale_characteristics(g) -> list[str]:
    """Debug check (``ORACLEC_DEBUG``): the cached characteristics against a fresh computation;
    a difference means a change of state that did not invalidate the cache."""
    if g.chars_cache is None or g.in_layers:
        return []
    saved = (g.chars_cache, g.perms_by_controller, g.rule_statics, g.chars_dynamic)
    compute(g)
    fresh = g.chars_cache
    g.chars_cache, g.perms_by_controller, g.rule_statics, g.chars_dynamic = saved
    out = []
    if set(fresh) != set(saved[0]):
        out.append(f"cached permanents {sorted(saved[0])}, on the battlefield {sorted(fresh)}")
    for oid, c in fresh.items():
        old = saved[0].get(oid)
        if old is None:
            continue
        for f in ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
                  "keywords", "controller", "restrictions", "mana_value"):
            if getattr(old, f) != getattr(c, f):
                out.append(f"#{oid} {f}: cached {getattr(old, f)!r}, now {getattr(c, f)!r}")
        if [id(a) for a in old.abilities] != [id(a) for a in c.abilities]:
            out.append(f"#{oid} abilities differ")
    return out
