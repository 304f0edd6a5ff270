"""Evaluation of reference names, selections, quantities, filters and conditions.

References name objects and players relative to a resolving ability (see ``defs.py``); quantities
are integers (rule 107.1); filters select objects (rule 109); conditions gate static abilities
(rule 604) and intervening-if triggers (rule 603.4)."""
from __future__ import annotations

from dataclasses import replace

from . import defs as D
from .errors import EngineError, NotImplementedInEngine
from .game import STARTING_LIFE, Obj, PlayerState, mana_value
from .speed import MAX_SPEED
from .stack import StackAbility
from .subtype_kinds import NONCREATURE_SUBTYPES

# rules 602.5b, 307.5: the steps of each time window ("only during combat")
_WINDOWS = {
    "turn": frozenset({"untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
                       "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
                       "end", "cleanup"}),
    "upkeep": frozenset({"upkeep"}),
    "combat": frozenset({"begin_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                         "combat_damage", "end_combat"}),
    "combat_before_blockers": frozenset({"begin_combat", "declare_attackers"}),
    "combat_after_blockers": frozenset({"declare_blockers", "first_strike_damage", "combat_damage",
                                        "end_combat"}),
    "before_attackers": frozenset({"untap", "upkeep", "draw", "main1", "begin_combat"}),
    "before_combat_damage": frozenset({"untap", "upkeep", "draw", "main1", "begin_combat",
                                       "declare_attackers", "declare_blockers"}),
    "declare_attackers": frozenset({"declare_attackers"}),
    "main": frozenset({"main1", "main2"}),         # "during your main phase" (505.1)
    "declare_blockers": frozenset({"declare_blockers"}),
}

# rule 205.2a: the card types
CARD_TYPES = frozenset({"artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant",
                        "kindred", "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery",
                        "vanguard"})

# a permanent's statuses a filter joins with "or" (110.5 tapped; 506.4 attacking, blocking)
_STATUS = {"attacking": lambda o: o.attacking is not None, "blocking": lambda o: bool(o.blocking),
           "tapped": lambda o: o.tapped, "untapped": lambda o: not o.tapped}

_CMP = {"<=": lambda a, b: a <= b, "<": lambda a, b: a < b, ">=": lambda a, b: a >= b,
        ">": lambda a, b: a > b, "==": lambda a, b: a == b, "=": lambda a, b: a == b,
        "!=": lambda a, b: a != b}


def _targets(ctx, n: int) -> list:
    if ctx is None or ctx.targets is None or n >= len(ctx.targets):
        return []
    if ctx.target_each and ctx.each is not None:
        # 601.2c: inside "for each opponent, …" a target chosen for each player is the one chosen
        # for the player whose turn of it it is
        return [o for o in ctx.targets[n] if all(p is ctx.each for x, p in ctx.target_each if x is o)]
    return list(ctx.targets[n])


def _controller_of(g, x):
    if isinstance(x, PlayerState):
        return x
    return g.controller_of(x)


def resolve_ref(g, name: str, ctx) -> list:
    """A reference name to a list of objects/players (empty if it names nothing now)."""
    if name == "self":
        return [ctx.source] if ctx.source is not None else []
    if name == "you":
        return [ctx.controller]
    if name == "granter":               # 201.5a: the card's name in an ability it gives
        return [ctx.granter] if ctx.granter is not None else []
    if name == "active":
        return [g.players[g.active]]
    if name in ("it", "that"):
        return list(ctx.it)
    if name == "chosen":
        return list(ctx.chosen)
    if name in ("cost:sacrificed", "cost:exiled"):
        # "the sacrificed creature", "the exiled card": paid for the cost (601.2h, 602.2b)
        return list(ctx.results.get(name, ()))
    if name == "affected":              # the object a static ability's effect is applied to now
        return [ctx.affected] if getattr(ctx, "affected", None) is not None else []
    if name == "effect:sacrificed":     # "the sacrificed creature": the one an effect before sacrificed
        return list(ctx.results.get("effect:sacrificed", ()))
    if name.startswith("couldnt:"):     # "Each opponent who can't loses 3 life" (609.3)
        out = list(ctx.results.get("couldnt", ()))
        return [p for p in out if p is not ctx.controller] if name == "couldnt:opponent" else out
    if name == "each:player":           # "Each player … they control" (``for_each_player``)
        return [ctx.each] if ctx.each is not None else []
    if name == "each:object":           # "For each creature …, that creature" (``for_each_object``)
        return [ctx.each_obj] if ctx.each_obj is not None else []
    if name in ("each:object:controller", "each:object:owner"):
        # 608.2h: a card that left the battlefield this way is read as the permanent it last was
        o = ctx.each_obj
        if o is None:
            return []
        if o.zone not in ("battlefield", "stack") and o.previous is not None:
            o = o.previous
        return _relation(g, [o], name.rsplit(":", 1)[1])
    if name == "chosen_player":         # "As ~ enters, choose an opponent" (614.12): the one it keeps
        src = ctx.source
        chosen = getattr(src, "chosen", None) or {}
        p = chosen.get("opponent") or chosen.get("player")
        return [p] if p is not None else []
    if name.startswith("cost_choice:"):  # "the chosen player" of gift (702.174a, d-i)
        p = casting_context(ctx.source).cost_choices.get(name.split(":", 1)[1])
        return [p] if p is not None else []
    if name == "an_opponent":           # "an opponent …": its controller chooses one, once
        if "_an_opponent" not in ctx.results:
            opps = [p for p in g.opponents(ctx.controller) if not p.lost]
            ctx.results["_an_opponent"] = g.ask(ctx.controller, "player", opps, prompt="an opponent",
                                                source=ctx.source)[:1] if opps else []
        return list(ctx.results["_an_opponent"])
    if name == "defending":
        from . import combat
        src = ctx.source
        if src is not None and isinstance(src, Obj) and src.attacking is not None:
            d = g.find(src.attacking)
            return [d if isinstance(d, PlayerState) else g.controller_of(d)]
        return combat.defending_players(g)[:1]
    if name in ("enchanted", "equipped", "fortified"):
        src = ctx.source
        if src is None or src.attached_to is None:
            return []
        o = g.find(src.attached_to)
        return [o] if o is not None else []
    if name.startswith("target:"):
        parts = name.split(":")
        objs = _targets(ctx, int(parts[1]))
        if len(parts) == 2:
            return objs
        return _relation(g, objs, parts[2])
    if name.startswith("trigger:"):
        ev = ctx.trigger_event
        if ev is None:
            return []
        parts = name.split(":")
        what = parts[1]
        if what == "object":
            res = [ev.obj] if ev.obj is not None else []
        elif what == "player" and ev.kind == "damage" and \
                isinstance(ev.data.get("to"), PlayerState):
            # "Whenever ~ deals damage to a player, that player ...": the player dealt damage.
            res = [ev.data["to"]]
        elif what == "player":
            res = [ev.player] if ev.player is not None else (
                [g.controller_of(ev.obj)] if ev.obj is not None else [])
        elif what == "other":
            o = ev.data.get("other")
            res = [o] if o is not None else []
        elif what == "facing":
            # the creature on the other side of a block from this object (or the creature it
            # is attached to): "… blocks or becomes blocked by a non-Wall creature, destroy
            # that creature"
            src = ctx.source
            att = g.find(src.attached_to) if isinstance(src, Obj) and src.attached_to is not None else None
            o, other = ev.obj, ev.data.get("other")
            res = [other] if (o is src or (att is not None and o is att)) else [o]
            res = [x for x in res if x is not None]
        elif what == "to":          # the object or player dealt damage ("is dealt damage")
            o = ev.data.get("to")
            res = [o] if o is not None else []
        elif what == "source":
            o = ev.data.get("source")
            res = [o] if o is not None else []
        elif what == "by":          # the spell or ability that targeted (ward, 702.21a)
            o = ev.data.get("by")
            res = [o] if o is not None else []
        elif what == "new":         # rule 400.7d: the object a zone change made (persist 702.79a)
            o = ev.data.get("new")
            res = [o] if o is not None else []
        else:
            raise EngineError(f"unknown trigger reference {name!r}")
        if len(parts) == 2:
            return res
        return _relation(g, res, parts[2])
    if ":" in name:
        base, rel = name.rsplit(":", 1)
        if rel in ("controller", "owner"):
            return _relation(g, resolve_ref(g, base, ctx), rel)
    raise EngineError(f"unknown reference {name!r}")


def _relation(g, objs, rel):
    out = []
    for o in objs:
        if rel == "controller":
            out.append(_controller_of(g, o))
        elif rel == "owner":
            out.append(o if isinstance(o, PlayerState) else o.owner)
        else:
            raise EngineError(f"unknown reference relation {rel!r}")
    return out


def players_of(g, who: str, ctx) -> list[PlayerState]:
    """An ``EachPlayer.who`` / ``PlayerFilter.who`` word relative to the controller."""
    you = ctx.controller
    if who in ("any", "each", "all"):
        return [p for p in g.players if not p.lost]
    if who == "opponent":
        return g.opponents(you)
    if who in ("other", "not_you"):
        return [p for p in g.players if p is not you and not p.lost]
    return [x for x in resolve_ref(g, who, ctx) if isinstance(x, PlayerState)]


def resolve_operand(g, operand, ctx) -> list:
    if operand is None:
        return []
    if isinstance(operand, tuple):
        out = []
        for part in operand:
            for x in resolve_operand(g, part, ctx):
                if not any(x is y for y in out):
                    out.append(x)
        return out
    if isinstance(operand, str):
        return resolve_ref(g, operand, ctx)
    if isinstance(operand, D.All):
        return select(g, operand.filter, ctx)
    if isinstance(operand, D.Choose):          # chosen as the effect happens (608.2d)
        who = [p for p in resolve_ref(g, operand.who, ctx) if isinstance(p, PlayerState)]
        if operand.among:                      # "one of them at random": of those targets
            cands = []
            for r in operand.among:
                cands += [o for o in resolve_ref(g, r, ctx) if isinstance(o, Obj) and g.alive(o)
                          and not any(o is c for c in cands)]
        else:
            cands = select(g, operand.filter, ctx)
        if not who or not cands:
            return []
        n = min(operand.count, len(cands))
        if operand.random:          # "a card at random": no player chooses (608.2d)
            return g.rng.sample(cands, n)
        return g.ask(who[0], "choose", cands, min=0 if operand.up_to else n, max=n, prompt="choose",
                     source=ctx.source)
    if isinstance(operand, D.EachPlayer):
        return players_of(g, operand.who, ctx)
    if isinstance(operand, D.PlayerFilter):
        return players_of(g, operand.who, ctx)
    if isinstance(operand, D.Filter):
        return select(g, operand, ctx)
    if isinstance(operand, (Obj, PlayerState)):
        return [operand]
    raise EngineError(f"bad operand {operand!r}")


def zone_objects(g, zone: str) -> list:
    if zone == "battlefield":
        return list(g.battlefield)
    if zone == "stack":
        return [e for e in g.stack if isinstance(e, Obj)]
    if zone == "exile":
        return list(g.exile)
    if zone in ("graveyard", "hand", "library"):
        out = []
        for p in g.players:
            out.extend(getattr(p, zone))
        return out
    if zone == "any":
        return list(g.all_objects())
    if zone == "stack_or_battlefield":          # "target spell or permanent"
        return [e for e in g.stack if isinstance(e, Obj)] + list(g.battlefield)
    if zone == "stack_all":                     # spells and abilities on the stack (113.7a)
        return list(g.stack)
    raise EngineError(f"unknown zone {zone!r}")


def select(g, flt: D.Filter, ctx) -> list[Obj]:
    return [o for o in zone_objects(g, flt.zone)
            if matches(g, o, flt, ctx.source, ctx.controller, ctx)]


def _player_matches(g, p: PlayerState, word: str, you: PlayerState, ctx, source=None) -> bool:
    if word == "you":
        return p is you
    if word == "opponent":
        return p is not you
    if word in ("not_you", "other"):
        return p is not you
    if word in ("any", "each"):
        return True
    if ctx is None:
        from .stack import AbilityContext
        ctx = AbilityContext(g, source, you, None)     # ("the chosen player" is the source's)
    return any(p is x for x in resolve_ref(g, word, ctx))


def _ability_matches(g, obj, flt: D.Filter, source, controller, ctx, ignore_zone) -> bool:
    """An activated or triggered ability on the stack (113.7a) against a filter of them: its
    kind, and who controls it; an object never matches such a filter, nor an ability another."""
    if not isinstance(obj, StackAbility):
        return False
    if flt.any_of:
        return any(_ability_matches(g, obj, alt, source, controller, ctx, True) for alt in flt.any_of)
    if obj.kind not in flt.ability_kinds:
        return False
    if not ignore_zone and not any(obj is e for e in g.stack):
        return False
    return flt.controller is None or _player_matches(g, obj.controller, flt.controller, controller, ctx, source)


def matches(g, obj, flt: D.Filter | None, source=None, controller=None, ctx=None,
            ignore_zone=False) -> bool:
    """Does ``obj`` satisfy ``flt``, as seen by an ability of ``source`` controlled by
    ``controller``?"""
    if flt is None:
        return True
    if isinstance(obj, PlayerState):
        return False
    if isinstance(obj, StackAbility) or flt.ability_kinds:
        return _ability_matches(g, obj, flt, source, controller, ctx, ignore_zone)
    if ctx is None and (flt.same_name_as or flt.power_less_than_ref or flt.power_greater_than_ref
                        or flt.attached_to is not None
                        or any(v is not None and not isinstance(v[1], int)      # "less than ~'s mana value"
                               for v in (flt.mana_value, flt.power, flt.toughness, flt.total_pt)) or (
            flt.controller not in (None, "you", "opponent", "not_you", "other", "any", "each"))
            or (flt.owner not in (None, "you", "opponent", "not_you", "other", "any", "each"))):
        from .stack import AbilityContext
        ctx = AbilityContext(g, source, controller, None)
    if not ignore_zone and flt.zone not in ("any",) and obj.zone != flt.zone \
            and not (obj.zone == "gone") and not (
                flt.zone == "stack_or_battlefield" and obj.zone in ("stack", "battlefield")) and not (
                flt.zone == "stack_all" and obj.zone == "stack"):
        return False
    c = g.chars(obj)
    # alternatives are of one zone, except those of "target spell or creature", each in its own
    # (the stack, the battlefield)
    if flt.any_of and not any(matches(g, obj, alt, source, controller, ctx,
                                      ignore_zone=flt.zone != "stack_or_battlefield")
                              for alt in flt.any_of):
        return False
    if flt.is_self is not None:
        same = source is not None and (obj is source or obj.id == getattr(source, "id", None))
        if flt.is_self != same:
            return False
    if flt.other and source is not None and (obj is source or obj.id == source.id):
        return False
    if flt.types and not any(t in c.types for t in flt.types):
        return False
    if flt.all_types and not all(t in c.types for t in flt.all_types):
        return False
    if flt.not_types and any(t in c.types for t in flt.not_types):
        return False
    if flt.subtypes and not any(t in c.subtypes for t in flt.subtypes):
        return False
    if flt.not_subtypes and any(t in c.subtypes for t in flt.not_subtypes):
        return False
    if flt.supertypes and not any(t in c.supertypes for t in flt.supertypes):
        return False
    if flt.not_supertypes and any(t in c.supertypes for t in flt.not_supertypes):
        return False
    if flt.colors and not any(col in c.colors for col in flt.colors):
        return False
    if flt.not_colors and any(col in c.colors for col in flt.not_colors):
        return False
    if flt.colorless is not None and flt.colorless != (len(c.colors) == 0):
        return False
    if flt.multicolored is not None and flt.multicolored != (len(c.colors) > 1):
        return False
    you = controller
    if flt.controller is not None:
        ctl = c.controller if obj.zone in ("battlefield", "gone") else obj.controller
        if not _player_matches(g, ctl, flt.controller, you, ctx, source):
            return False
    if flt.owner is not None and not _player_matches(g, obj.owner, flt.owner, you, ctx, source):
        return False
    if flt.tapped is not None and flt.tapped != obj.tapped:
        return False
    if flt.attacking is not None and flt.attacking != (obj.attacking is not None):
        return False
    if flt.blocking is not None and flt.blocking != bool(obj.blocking):
        return False
    if flt.unblocked is not None and flt.unblocked != _unblocked(g, obj):
        return False
    if flt.attacking_or_blocking is not None and \
            flt.attacking_or_blocking != (obj.attacking is not None or bool(obj.blocking)):
        return False
    if flt.status_any and not any(_STATUS[s](obj) for s in flt.status_any):
        return False
    if flt.token is not None and flt.token != obj.token:
        return False
    if flt.with_keywords and not all(k in c.keywords for k in flt.with_keywords):
        return False
    if flt.without_keywords and any(k in c.keywords for k in flt.without_keywords):
        return False
    if flt.no_abilities is not None and flt.no_abilities != (not c.abilities and not c.keywords):
        return False        # 113.1: "with no abilities" — keywords are abilities too (702.1)
    if flt.power is not None and (c.power is None or not _CMP[flt.power[0]](c.power, _n(g, flt.power[1], ctx))):
        return False
    if flt.toughness is not None and (c.toughness is None or
                                      not _CMP[flt.toughness[0]](c.toughness, _n(g, flt.toughness[1], ctx))):
        return False
    if flt.mana_value is not None and not _CMP[flt.mana_value[0]](c.mana_value, _n(g, flt.mana_value[1], ctx)):
        return False
    if flt.total_pt is not None and (c.power is None or c.toughness is None or not _CMP[flt.total_pt[0]](
            c.power + c.toughness, _n(g, flt.total_pt[1], ctx))):
        return False                # "with total power and toughness 5 or less" (208.1)
    if flt.own_stats is not None:   # "with toughness greater than its power" (208.1)
        a, b = getattr(c, flt.own_stats[0]), getattr(c, flt.own_stats[2])
        if a is None or b is None or not _CMP[flt.own_stats[1]](a, b):
            return False
    if flt.attached_to is not None:
        # "all Equipment attached to that creature", "target Aura attached to a creature"
        host = g.find(obj.attached_to) if obj.attached_to is not None else None
        if host is None:
            return False
        if isinstance(flt.attached_to, str):
            # "the number of Curses attached to that player" (303.4b: an Aura may enchant a player)
            if not any(h is host for h in resolve_ref(g, flt.attached_to, ctx)):
                return False
        elif not isinstance(host, Obj) or not matches(g, host, flt.attached_to, source, controller, ctx):
            return False
    if flt.power_less_than_ref is not None:
        if ctx is None:
            raise EngineError("power_less_than_ref needs a context")
        refs = resolve_ref(g, flt.power_less_than_ref, ctx)
        if not refs or c.power is None or not c.power < g.power(refs[0]):
            return False
    if flt.power_greater_than_ref is not None:       # training 702.149a
        refs = resolve_ref(g, flt.power_greater_than_ref, ctx)
        if not refs or c.power is None or not c.power > g.power(refs[0]):
            return False
    if flt.named is not None and c.name.lower() != flt.named.lower():
        return False
    if flt.targets is not None:               # "a spell that targets ~" (heroic)
        sctx = getattr(obj, "ctx", None)
        chosen = [t for lst in ((sctx.targets or []) + [x for m in sctx.mode_targets for x in m])
                  for t in lst] if sctx is not None else []
        if flt.targets == "self":
            if not any(t is source for t in chosen):
                return False
        elif not any(isinstance(t, Obj) and matches(g, t, flt.targets, source, controller, ctx)
                     for t in chosen):
            return False
    if flt.shares_type_with is not None:      # "that shares a creature type with it" (205.3m)
        kinds = {s for s in c.subtypes if s not in NONCREATURE_SUBTYPES}
        if not any(kinds & {s for s in g.chars(r).subtypes if s not in NONCREATURE_SUBTYPES}
                   for r in resolve_ref(g, flt.shares_type_with, ctx) if isinstance(r, Obj)):
            return False
    if flt.shares_color_with is not None:     # "that each share a color with this spell" (105.2)
        if not any(set(c.colors) & set(g.chars(r).colors)
                   for r in resolve_ref(g, flt.shares_color_with, ctx) if isinstance(r, Obj)):
            return False
    if flt.chosen == "card_name":             # "with the chosen name" (rules 201.4, 614.12)
        ch = getattr(source, "chosen", {}).get("card_name") if source is not None else None
        # an object has the chosen name if one of its names is it (709.3: a split card's halves)
        if ch is None or (ch != c.name and all(f.name != ch for f in obj.card.faces)):
            return False
    elif flt.chosen is not None:              # "of the chosen type / color" (rules 614.12, 608.2d)
        ch = ctx.qualities.get(flt.chosen) if ctx is not None and getattr(ctx, "qualities", None) else None
        if ch is None:
            ch = getattr(source, "chosen", {}).get(flt.chosen) if source is not None else None
        if ch is None or ch not in (c.colors if flt.chosen == "color" else c.subtypes):
            return False
    if flt.counter is not None:               # "with a +1/+1 counter on it" (rule 122)
        if not any(n > 0 for k, n in obj.counters.items() if flt.counter in ("any", k)):
            return False
    if flt.designation is not None and flt.designation not in obj.designations:
        return False                          # "while saddled" (702.171b)
    if flt.face_down is not None and flt.face_down != (obj.face_down is not None):
        return False                          # a face-down spell or permanent (708.2)
    if flt.enchanted is not None and flt.enchanted != _has_attached(g, obj, "aura"):
        return False                          # "enchanted creatures you control" (303.4)
    if flt.equipped is not None and flt.equipped != _has_attached(g, obj, "equipment"):
        return False                          # "an equipped creature" (301.5)
    if flt.same_name_as in ("enchanted", "equipped", "fortified") and source is not None:
        # "Whenever equipped creature dies", "When enchanted creature dies": the very object the
        # source is attached to; the event's object may have just left the battlefield (603.10a:
        # the trigger looks back; the source is unattached only by state-based actions, 704.5m-n)
        if source.attached_to != obj.id:
            return False
    elif flt.same_name_as is not None:
        if ctx is None:
            raise EngineError("same_name_as needs a context")
        refs = resolve_ref(g, flt.same_name_as, ctx)
        if not refs or g.chars(refs[0]).name != c.name:
            return False
    if flt.other_than is not None and any(r is obj or getattr(r, "id", None) == obj.id
                                          for r in resolve_ref(g, flt.other_than, ctx)):
        return False
    if flt.greatest is not None and not _is_greatest(g, obj, flt, source, controller, ctx):
        return False
    if flt.exiled_with is not None and (source is None or (source.id, obj.id) not in g.exiled_with):
        return False                          # "a card exiled with ~" (607.2a)
    if flt.dealt_damage is not None and not _dealt_damage_this_turn(
            g, obj, source if flt.dealt_damage == "self" else None, flt.dealt_damage == "self"):
        return False                          # "that was dealt damage this turn" (120.3)
    if flt.entered_this_turn is not None and flt.entered_this_turn != any(
            ev.kind == "enters" and ev.obj is not None and ev.obj.id == obj.id for ev in g.turn_log):
        return False                          # "that entered this turn" (603.6a; 400.7: this object)
    return True


def _unblocked(g, obj) -> bool:
    """Rule 509.1h: an attacking creature is unblocked once blockers were declared (from the
    declare blockers step on) if no creature was declared to block it; before that it is neither
    blocked nor unblocked.  (One put onto the battlefield attacking afterwards is unblocked.)"""
    from .game import STEP_INDEX
    return obj.attacking is not None and not obj.blocked and g.step is not None and \
        STEP_INDEX["declare_blockers"] <= STEP_INDEX[g.step] <= STEP_INDEX["end_combat"]


def _dealt_damage_this_turn(g, obj, by, by_source: bool) -> bool:
    """Was ``obj`` (this object: a permanent that left the battlefield is looked back at, 603.10a)
    dealt damage this turn — with ``by_source``, by the object ``by`` (the source of "dealt damage
    by ~"; a new object after a zone change has dealt none, 400.7)?"""
    if by_source and by is None:
        return False
    return any(ev.kind == "damage" and ev.data.get("to") is obj and (
        not by_source or (ev.obj is not None and ev.obj.id == by.id)) for ev in g.turn_log)


def _stat(g, obj, stat: str):
    c = g.chars(obj)
    return c.mana_value if stat == "mana value" else (c.power if stat == "power" else c.toughness)


def _is_greatest(g, obj, flt: D.Filter, source, controller, ctx) -> bool:
    """"with the greatest power among creatures that player controls": ``obj`` is one of that
    group (without "among": of the objects the rest of ``flt`` describes) and no object of it has
    a greater value; tied objects all have the greatest."""
    from dataclasses import replace
    stat, among = flt.greatest
    group_filter = among if among is not None else replace(flt, greatest=None)
    group = [o for o in zone_objects(g, group_filter.zone)
             if matches(g, o, group_filter, source, controller, ctx)]
    if not any(o is obj for o in group):
        return False
    values = [v for v in (_stat(g, o, stat) for o in group) if v is not None]
    mine = _stat(g, obj, stat)
    return mine is not None and mine == max(values)


_BASIC_LAND_TYPES = frozenset(("plains", "island", "swamp", "mountain", "forest"))   # 205.3i


def _n(g, v, ctx) -> int:
    """A comparison's number: an int, or a quantity ("with mana value X")."""
    if isinstance(v, int):
        return v
    if ctx is None:
        raise EngineError(f"comparing with {v!r} needs a context")
    return value(g, v, ctx)


def value(g, q, ctx) -> int:
    """Evaluate a quantity record to an integer (rule 107.1)."""
    if q is None:
        return 0
    if isinstance(q, bool):
        return int(q)
    if isinstance(q, int):
        return q
    if isinstance(q, D.Fixed):
        return q.value
    if isinstance(q, D.XValue):
        return ctx.x or 0
    if isinstance(q, D.Count):
        return len(select(g, q.filter, ctx))
    if isinstance(q, D.PowerOf):
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        return g.power(objs[0]) if objs else 0
    if isinstance(q, D.CountIt):                # "for each creature card exiled this way"
        return sum(1 for o in ctx.it if isinstance(o, Obj)
                   and matches(g, o, q.filter, ctx.source, ctx.controller, ctx, ignore_zone=True))
    if isinstance(q, D.ManaValueOf):             # rule 202.3 (as it last existed if gone)
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        return g.chars(objs[0]).mana_value if objs else 0
    if isinstance(q, D.ToughnessOf):
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        return g.toughness(objs[0]) if objs else 0
    if isinstance(q, D.ManaValueOf):
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        return g.chars(objs[0]).mana_value if objs else 0
    if isinstance(q, D.LifeOf):
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return ps[0].life if ps else 0
    if isinstance(q, D.StartingLife):
        return STARTING_LIFE                # 103.4: the engine plays two-player games
    if isinstance(q, D.SpeedOf):            # 702.179
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return ps[0].speed if ps else 0
    if isinstance(q, D.Devotion):           # 700.5
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return devotion(g, ps[0], q.colors) if ps else 0
    if isinstance(q, D.HandSizeOf):
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return len(ps[0].hand) if ps else 0
    if isinstance(q, D.LibrarySize):
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return len(ps[0].library) if ps else 0
    if isinstance(q, D.OpponentsAttacked):   # melee 702.121a
        who = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        attacked = set()
        for o in g.battlefield:
            if o.attacking is not None and g.controller_of(o) in who:
                d = g.find(o.attacking)
                attacked.add(id(d if isinstance(d, PlayerState) else g.controller_of(d)))
        return len(attacked)
    if isinstance(q, D.BlockersOf):          # rampage 702.23a: "beyond the first"
        ids = {o.id for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)}
        n = sum(1 for o in g.battlefield if ids & set(o.blocking))
        return max(0, n - q.beyond)
    if isinstance(q, D.PartySize):
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        return party_size(g, ps[0]) if ps else 0
    if isinstance(q, D.BasicLandTypes):
        # Rules 205.3i, 207.2c (Domain): the basic land types among lands the player controls.
        ps = [p for p in resolve_ref(g, q.ref, ctx) if isinstance(p, PlayerState)]
        if not ps:
            return 0
        found = set()
        for o in g.battlefield:
            if g.controller_of(o) is ps[0]:
                c = g.chars(o)
                if "land" in c.types:
                    found.update(s.lower() for s in c.subtypes if s.lower() in _BASIC_LAND_TYPES)
        return len(found)
    if isinstance(q, D.CountersOn):
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        if objs and q.counter == "any":        # "the number of counters on it": every kind (122.1)
            return sum(n for n in objs[0].counters.values() if n > 0)
        return objs[0].counters.get(q.counter, 0) if objs else 0
    if isinstance(q, D.GreatestAmong):
        vals = [getattr(g.chars(o), q.stat) for o in select(g, q.filter, ctx)]
        return max([v for v in vals if v is not None], default=0)
    if isinstance(q, D.TotalOf):
        return sum(getattr(g.chars(o), q.stat) or 0 for o in select(g, q.filter, ctx))
    if isinstance(q, D.CardTypesAmong):      # rule 205.2a (delirium)
        found = set()
        for o in select(g, q.filter, ctx):
            found.update(t for t in g.chars(o).types if t in CARD_TYPES)
        return len(found)
    if isinstance(q, D.DistinctAmong):       # "for each color among permanents you control"
        found = set()
        for o in select(g, q.filter, ctx):
            c = g.chars(o)
            if q.stat == "color":
                found.update(c.colors)           # 105.2: colorless is no color
            elif q.stat == "mana_value":
                found.add(c.mana_value)
            elif c.power is not None:
                found.add(c.power)
        return len(found)
    if isinstance(q, D.HalfOf):
        v = value(g, q.of, ctx)
        return (v + 1) // 2 if q.round_up else v // 2
    if isinstance(q, D.Sum):
        return sum(value(g, p, ctx) for p in q.parts)
    if isinstance(q, D.Times):
        return q.factor * value(g, q.of, ctx)
    if isinstance(q, D.Prev):
        return int(ctx.results.get(q.key, 0))
    if isinstance(q, D.EventsThisTurn):      # storm 702.40a, gravestorm 702.69a
        if q.filter is not None or q.player is not None:
            # "for each creature that died this turn" (700.4), "the amount of life you gained
            # this turn" (119.9)
            return _events_this_turn(g, q.event, q.filter, q.player, False, ctx.source, ctx.controller, ctx)
        stop = ctx.trigger_event if q.before_trigger else None
        n = 0
        for ev in g.turn_log:
            if ev is stop:
                break
            if ev.kind == q.event and (q.from_zone is None or ev.data.get("frm") == q.from_zone):
                n += 1
        return n
    if isinstance(q, D.VotesFor):            # 701.32
        return ctx.results.get("votes", {}).get(q.option, 0)
    if isinstance(q, D.PlayersCount):        # undaunted 702.125a
        return len(players_of(g, q.who, ctx))
    if isinstance(q, D.ColorsSpent):         # sunburst 702.44a-b, converge
        objs = [o for o in resolve_ref(g, q.ref, ctx) if isinstance(o, Obj)]
        return len(getattr(casting_context(objs[0]), "spent", ())) if objs else 0
    if isinstance(q, D.TimesPaid):           # multikicker 702.33c, replicate 702.56a
        return casting_context(ctx.source).paid.get(q.label, 0)
    raise NotImplementedInEngine(f"quantity {type(q).__name__}")


PARTY_ROLES = ("cleric", "rogue", "warrior", "wizard")


def party_size(g, player: PlayerState) -> int:
    """Rule 700.8: the player's party is up to one each of Cleric, Rogue, Warrior and Wizard among
    the creatures they control; its size is the most roles the creatures can fill, each creature
    filling one (a Cleric Wizard counts once: the largest matching of creatures to roles)."""
    roles = []
    for o in g.battlefield:
        if g.controller_of(o) is player:
            c = g.chars(o)
            if "creature" in c.types:
                mine = frozenset(r for r in PARTY_ROLES if r in c.subtypes)
                if mine:
                    roles.append(mine)
    # augmenting paths over the four roles (Kuhn's algorithm): each creature tries its roles
    best = 0
    holder: dict = {}

    def place(i, seen):
        for r in roles[i]:
            if r not in seen:
                seen.add(r)
                if r not in holder or place(holder[r], seen):
                    holder[r] = i
                    return True
        return False
    for i in range(len(roles)):
        if place(i, set()):
            best += 1
    return best


def check_condition(g, cond: D.Condition | None, source, controller, ctx=None) -> bool:
    if cond is None:
        return True
    if ctx is None:
        from .stack import AbilityContext
        ctx = AbilityContext(g, source, controller, None)
    k = cond.kind
    if k == "control":
        flt = cond.filter or D.Filter()
        n = sum(1 for o in g.battlefield if g.controller_of(o) is controller
                and matches(g, o, flt, source, controller, ctx))
        res = n >= cond.count
    elif k == "control_different":     # coven: "three or more creatures with different powers"
        flt = cond.filter or D.Filter()
        values = {_stat(g, o, cond.ref) for o in g.battlefield if g.controller_of(o) is controller
                  and matches(g, o, flt, source, controller, ctx)}
        res = len(values - {None}) >= cond.count
    elif k == "not_control":
        flt = cond.filter or D.Filter()
        res = not any(g.controller_of(o) is controller
                      and matches(g, o, flt, source, controller, ctx) for o in g.battlefield)
    elif k == "controls_more":          # "if an opponent controls more lands than you"
        flt = cond.filter or D.Filter()

        def count(p):
            return sum(1 for o in g.battlefield if g.controller_of(o) is p
                       and matches(g, o, flt, source, controller, ctx))
        mine = count(controller)
        res = any(count(p) > mine for p in players_of(g, cond.player, ctx) if p is not controller)
    elif k == "more_life":              # "if an opponent has more life than you" (119.1)
        res = any(p.life > controller.life for p in players_of(g, cond.player, ctx) if p is not controller)
    elif k == "more_cards_in_hand":     # "if an opponent has more cards in hand than you" (402.1)
        res = any(len(p.hand) > len(controller.hand) for p in players_of(g, cond.player, ctx)
                  if p is not controller)
    elif k == "opponent_controls":
        players = resolve_ref(g, cond.ref, ctx) if cond.ref else g.opponents(controller)
        players = [p for p in players if isinstance(p, PlayerState)]
        flt = cond.filter or D.Filter()
        if cond.count == 1:
            res = any(g.controller_of(o) is p and matches(g, o, flt, source, controller, ctx)
                      for p in players for o in g.battlefield)
        else:
            # "an opponent controls four or more lands" (one of them: ``by_one_player``); "your
            # opponents control eight or more lands" (together)
            counts = [sum(1 for o in g.battlefield if g.controller_of(o) is p
                          and matches(g, o, flt, source, controller, ctx)) for p in players]
            res = (max(counts, default=0) if cond.by_one_player else sum(counts)) >= cond.count
    elif k == "untapped":
        res = source is not None and not source.tapped
    elif k == "tapped":
        res = source is not None and source.tapped
    elif k == "top_of_library":
        lib = controller.library
        res = bool(lib) and matches(g, lib[0], cond.filter, source, controller, ctx,
                                    ignore_zone=True)
    elif k == "life_at_least":
        res = controller.life >= cond.count
    elif k == "life_at_most":
        if cond.player in ("any", "opponent"):       # "a player has 13 or less life"
            res = any(p.life <= cond.count for p in g.players if not p.lost
                      and (cond.player == "any" or p is not controller))
        else:
            res = controller.life <= cond.count
    elif k == "hand_empty":
        res = not controller.hand
    elif k == "activated_times":
        # "If this ability has been activated four or more times this turn" (602.1): the
        # activations of this ability of its source this turn (``Obj.activations``), the one
        # resolving included
        ab = getattr(ctx, "ability", None)
        if ab is None or source is None:
            raise NotImplementedInEngine("condition activated_times outside an activated ability")
        turn, n = source.activations.get(id(ab), (None, 0))
        res = turn == g.turn and n >= cond.count
    elif k == "result":
        res = bool(ctx.results.get(cond.ref or "amount"))
    elif k == "not_result":
        res = not ctx.results.get(cond.ref or "amount")
    elif k == "your_turn":
        # 500.1: the controller (or, with ``ref``, the player named: "if it's not their turn")
        # is the active player
        who = resolve_ref(g, cond.ref, ctx) if cond.ref else [controller]
        res = any(g.players[g.active] is p for p in who)
    elif k == "your_upkeep":               # forecast 702.57b: "only during your upkeep"
        res = g.players[g.active] is controller and g.step == "upkeep"
    elif k == "max_speed":                 # 702.178b: "you have max speed" (speed 4)
        res = controller.speed >= MAX_SPEED
    elif k == "monarch":                   # 724.1, 724.3: "you're the monarch", "there is no monarch"
        from .effects.monarch import monarch
        who = monarch(g)
        res = who is None if cond.ref == "none" else (
            who is controller if cond.ref == "you" else who is not None and who is not controller)
    elif k == "city_blessing":             # 702.131c
        res = "city's blessing" in controller.designations
    elif k == "graveyard_size":
        res = len(controller.graveyard) >= cond.count
    elif k == "was_cast":                   # "if you cast it" (it came from the stack, 608.3)
        res = source is not None and getattr(source, "ctx", None) is not None
    elif k == "object_did":                 # "if it attacked this turn" (this turn's events)
        kinds = cond.event.split(",")
        objs = [o for o in resolve_ref(g, cond.ref or "it", ctx) if isinstance(o, Obj)]
        res = any(ev.kind in kinds and any(ev.obj is o for o in objs) for ev in g.turn_log)
    elif k == "controls_ref":               # "If you control that creature" (108.4: a permanent)
        res = any(o.zone == "battlefield" and g.alive(o) and
                  (g.controller_of(o) is not controller if cond.player == "opponent" else g.controller_of(o) is controller)
                  for o in resolve_ref(g, cond.ref, ctx) if isinstance(o, Obj))
    elif k == "matches":                    # "if it's a creature card", "if its power is 2 or less"
        res = any(matches(g, o, cond.filter, source, controller, ctx, ignore_zone=True)
                  for o in resolve_ref(g, cond.ref or "it", ctx) if isinstance(o, Obj))
    elif k == "timing":                     # rules 602.5b, 307.5
        active = g.players[g.active]
        res = g.step in _WINDOWS[cond.event] and (cond.player is None or
                                                   (active is controller) == (cond.player == "you"))
    elif k == "at_least" and cond.player == "an_opponent":
        # "if an opponent has eight or more cards in their graveyard": any one of them
        res = _for_an_opponent(g, cond, ctx)
    elif k == "at_least":
        res = value(g, cond.values[0], ctx) >= cond.count
    elif k == "this_turn":
        res = _events_this_turn(g, cond.event, cond.filter, cond.player, cond.by_one_player, source, controller,
                                ctx) >= cond.count
    elif k == "last_turn":                  # the turn before this one, whoever's it was
        res = _events_this_turn(g, cond.event, cond.filter, cond.player, cond.by_one_player, source, controller,
                                ctx, g.last_turn_log) >= cond.count
    elif k == "combat_damage_by":
        res = any(_combat_damage_by(g, ev, cond, source, controller) for ev in g.turn_log)
    elif k == "dealt_damage_this_turn":     # bloodthirst 702.54a: any damage, to that player
        from .triggers import _player_ok
        res = any(ev.kind == "damage" and isinstance(ev.data.get("to"), PlayerState) and
                  _player_ok(g, cond.player or "any", ev.data["to"], controller, source)
                  for ev in g.turn_log)
    elif k == "greater":                    # evolve 702.100a: "… and/or …"
        vs = [value(g, q, ctx) for q in cond.values]
        res = any(vs[i] > vs[i + 1] for i in range(0, len(vs) - 1, 2))
    elif k == "in_graveyard":               # "if ~ is in your graveyard" (113.6k; its owner's)
        res = source is not None and source.zone == "graveyard"
    elif k == "on_battlefield":             # cumulative upkeep 702.24a
        res = source is not None and source.zone == "battlefield" and g.alive(source)
    elif k == "x_at_least":                 # ravenous 702.156a; 107.3m: the X paid as it was cast
        x = ctx.x if ctx.x is not None else getattr(getattr(source, "ctx", None), "x", None)
        res = (x or 0) >= cond.count
    elif k == "designation":                # renown 702.112a: "if it isn't renowned"
        res = any(cond.counter in o.designations for o in resolve_ref(g, cond.ref or "self", ctx)
                  if isinstance(o, Obj))
    elif k == "new_control":        # echo 702.30a: under this control since the last upkeep of
        # its controller began: since that player's previous turn (one turn per player since)
        res = source is not None and source.since_turn >= g.turn - len([p for p in g.players if not p.lost])
    elif k == "votes":              # 701.32: "if time gets more votes" (count 1), "… or the vote is tied" (0)
        votes = ctx.results.get("votes", {})
        mine = votes.get(cond.ref, 0)
        others = max([n for o, n in votes.items() if o != cond.ref] or [0])
        res = mine > others if cond.count else mine >= others
    elif k == "die_result":         # 706.3a: "10—19 | …" — if the result was in this range
        roll = ctx.results.get("die_roll")
        res = roll is not None and roll >= cond.count and (cond.at_most is None or roll <= cond.at_most)
    elif k == "coin_flip":          # 705.2: "If you win the flip" / "If you lose the flip"
        flip = ctx.results.get("coin_flip")
        res = flip is not None and bool(flip) == (cond.ref == "won")
    elif k == "cost_paid":          # 702.33d "if it was kicked", 607: "if its evoke cost was paid"
        res = casting_context(source).paid.get(cond.ref, 0) >= cond.count
    elif k == "printed_types":      # sunburst 702.44a: "ignoring any type-changing effects"
        from .layers import printed
        res = source is not None and any(t in printed(source).types for t in cond.filter.types)
    elif k == "could_cast":         # suspend 702.62a, 702.62c: "if you could begin to cast this card"
        from .casting import can_cast_now
        from .layers import player_restrictions
        res = source is not None and can_cast_now(g, controller, source) and \
            not player_restrictions(g, controller, "cant_cast_spells")
    elif k == "mana_spent":         # "if {W} was spent to cast this spell" (601.2h)
        spent = casting_context(source).spent        # "… of the same color": any one color (adamant)
        res = (max(spent.values(), default=0) if cond.ref == "same" else spent.get(cond.ref, 0)) >= cond.count
    elif k == "cast_from":          # "if ~ was cast from your hand" (rebound 702.88a)
        frm = casting_context(source).cast_from          # "… from anywhere other than your hand"
        res = frm is not None and frm != "hand" if cond.ref == "not_hand" else frm == cond.ref
    elif k == "cast_in_main":       # addendum: "If you cast this spell during your main phase"
        res = casting_context(source).cast_in_main
    elif k == "class_level":        # 716.2a: "this Class is level N or greater"
        from .effects.levels import class_level_of
        res = source is not None and class_level_of(source) >= cond.count
    elif k == "all":
        res = all(check_condition(g, c, source, controller, ctx) for c in cond.all_of)
    elif k == "counters_on":        # persist 702.79a / undying 702.93a: as it last existed
        res = any(o.counters.get(cond.counter, 0) >= cond.count
                  for o in resolve_ref(g, cond.ref or "self", ctx) if isinstance(o, Obj))
    else:
        raise NotImplementedInEngine(f"condition kind {k!r}")
    return (not res) if cond.negate else res


def _for_an_opponent(g, cond: D.Condition, ctx) -> bool:
    """An "at_least" condition about "an opponent" is true if it holds for one of them, each
    taken in turn as "an opponent" (no choice is asked: a condition is checked, not resolved).
    The result is returned pre-negated, so check_condition's negation gives "… or fewer" for
    one opponent rather than for none."""
    saved = ctx.results.get("_an_opponent", None)
    try:
        for p in g.opponents(ctx.controller):
            if p.lost:
                continue
            ctx.results["_an_opponent"] = [p]
            if (value(g, cond.values[0], ctx) >= cond.count) != cond.negate:
                return not cond.negate
        return cond.negate
    finally:
        if saved is None:
            ctx.results.pop("_an_opponent", None)
        else:
            ctx.results["_an_opponent"] = saved
class _NotCast:
    paid: dict = {}
    cost_choices: dict = {}
    cast_from = None
    cast_in_main = False
    spent: dict = {}                # never changed: no mana was spent (601.2h)


def casting_context(source):
    """The choices made as the spell was cast (601.2b): the spell's own, or — for a permanent —
    those of the spell that became it (a permanent put onto the battlefield otherwise was not
    cast, and no cost was paid for it)."""
    sctx = source.ctx if isinstance(source, Obj) else None
    return sctx if sctx is not None else _NotCast


_LIFE_EVENTS = {"gain_life": ("gain_life",), "lose_life": ("lose_life",),
                "gain_or_lose_life": ("gain_life", "lose_life")}


def _has_attached(g, obj, subtype: str) -> bool:
    """Is a permanent of ``subtype`` (an Aura, an Equipment) attached to ``obj`` (303.4, 301.5)?  A
    permanent that just left the battlefield is looked back at (603.10a: until state-based actions
    put its Auras into the graveyard, they are still attached to it)."""
    return obj.zone in ("battlefield", "gone") and any(
        o.attached_to == obj.id and subtype in g.chars(o).subtypes for o in g.battlefield)


def _combat_damage_by(g, ev, cond, source, controller) -> bool:
    """Prowl 702.76a / freerunning 702.173a: ``ev`` is combat damage dealt to a player this turn by
    a source that, as it dealt it, was under ``controller``'s control and had any of ``source``'s
    creature types (``ref`` "source_creature_types"), or was a creature with the subtypes of
    ``filter`` — the source's characteristics then, kept by the event."""
    if ev.kind != "damage" or not ev.data.get("combat") or not isinstance(ev.data.get("to"), PlayerState) \
            or ev.player is not controller:
        return False
    had = {s for s in ev.data.get("subtypes", ()) if s not in NONCREATURE_SUBTYPES}
    if cond.ref == "source_creature_types":
        return bool(had & {s for s in g.chars(source).subtypes if s not in NONCREATURE_SUBTYPES})
    flt = cond.filter          # (its types and subtypes each mean any of them, as a Filter's)
    return (not flt.types or bool(set(flt.types) & set(ev.data.get("types", ())))) and \
        (not flt.subtypes or bool(set(flt.subtypes) & had))


def _events_this_turn(g, event: str, flt, player, by_one_player: bool, source, controller, ctx,
                      log=None) -> int:
    """How many events ``event`` of this turn (of ``log``: last turn's) match ``flt`` and
    ``player`` (for life events: how much life); ``by_one_player``: the most by one player."""
    from .triggers import _player_ok
    kinds = _LIFE_EVENTS.get(event, (event,))
    n: dict = {}
    as_entered = flt
    if flt is not None and flt.face_down is not None:
        # "if a face-down creature entered the battlefield … this turn": face down as it entered
        # (708.2, the event says), though it may have been turned face up since (708.8)
        as_entered = replace(flt, face_down=None)
    if event == "leaves_to_hand":       # "… was put into your hand from the battlefield" (603.6c)
        kinds = ("leaves",)
    for ev in (g.turn_log if log is None else log):
        if ev.kind not in kinds:
            continue
        if event == "leaves_to_hand" and ev.data.get("to") != "hand":
            continue
        if player not in (None, "any") and not _player_ok(g, player, ev.player, controller, source):
            continue
        f = flt
        if flt is not None and "face_down" in ev.data and flt.face_down is not None:
            if ev.data["face_down"] != flt.face_down:
                continue
            f = as_entered
        if f is not None and (ev.obj is None or not matches(
                g, ev.obj, f, source, controller, ctx, ignore_zone=True)):
            continue
        who = id(ev.player) if by_one_player else None
        n[who] = n.get(who, 0) + (ev.data.get("amount", 1) if event in _LIFE_EVENTS else 1)
    return max(n.values(), default=0)


_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def devotion(g, player, colors) -> int:
    """Rule 700.5: the mana symbols of ``colors`` in the mana costs of the permanents ``player``
    controls (their copiable values, 707.2; a face-down permanent has none, 708.2); a hybrid or
    Phyrexian symbol with any of the colors counts once (700.5a)."""
    from .layers import printed
    letters = {_COLOR_LETTERS[c] for c in colors}
    n = 0
    for o in g.permanents(player):
        if o.face_down:
            continue
        cost = printed(o).mana_cost
        if cost:
            n += sum(1 for sym in cost.strip("{}").split("}{") if letters.intersection(sym.split("/")))
    return n
