"""Continuous effects from resolving spells and abilities (rule 611.2): P/T changes (layer 7),
keyword grants (layer 6), types (layers 4-5), control (layer 2), rules restrictions, and
prevention shields (615)."""
from __future__ import annotations

import dataclasses

from .. import defs as D
from ..errors import NotImplementedInEngine
from ..game import Obj, PlayerState
from ..layers import add_effect, printed
from .common import objects, record
from .tokens import copy_values

DURATIONS = ("end_of_turn", None, "your_next_turn", "end_of_combat", "end_of_your_next_turn",
             "while_source", "while_tapped", "while_controlled")


def _dur(duration):
    if duration not in DURATIONS:
        raise NotImplementedInEngine(f"effect duration {duration!r}")
    return duration


def modify_pt(g, ctx, what, power, toughness, duration="end_of_turn"):
    """Layer 7c; the amounts are locked in on resolution (608.2h), the set too (611.2c)."""
    p, t = g.value(power, ctx), g.value(toughness, ctx)
    objs = objects(g, ctx, what)
    if objs:
        add_effect(g, "7c", [o.id for o in objs], "pt", (p, t), _dur(duration), ctx.controller,
                   ctx.source)
    return record(ctx, objs, len(objs))


def grant_keywords_until(g, ctx, what, keywords, duration="end_of_turn"):
    return _keywords_until(g, ctx, what, "keywords", keywords, duration)


def _keywords_until(g, ctx, what, kind: str, keywords, duration):
    """Layer 6 (613.1f): keywords gained ("keywords") or lost ("remove_keywords") by the objects
    for the duration (the set of objects locked in as it resolves, 611.2c)."""
    objs = objects(g, ctx, what)
    if objs:
        add_effect(g, "6", [o.id for o in objs], kind, tuple(keywords), _dur(duration),
                   ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def remove_keywords_until(g, ctx, what, keywords, duration="end_of_turn"):
    """Layer 6 (613.1f): "Target creature loses flying until end of turn." """
    return _keywords_until(g, ctx, what, "remove_keywords", keywords, duration)


def grant_keyword_choice_until(g, ctx, what, keywords, duration="end_of_turn"):
    """"gains your choice of flying, vigilance, or lifelink until end of turn": the controller
    chooses one keyword as the effect happens (608.2d); it is granted as above (layer 6)."""
    chosen = g.ask(ctx.controller, "keyword", list(keywords), prompt="your choice of", source=ctx.source)
    return grant_keywords_until(g, ctx, what, tuple(chosen), duration)


def grant_ability_until(g, ctx, what, ability, duration="end_of_turn"):
    """Layer 6 (613.1f): the objects have the quoted ability (113.2c) for the duration; the
    set of objects is locked in as it resolves (611.2c)."""
    objs = objects(g, ctx, what)
    if isinstance(ability, D.KeywordAbility) and isinstance(ability.param, str) \
            and "color_of_choice" in ability.param.split(","):
        # "gains protection from the color of your choice": chosen as it resolves (702.16)
        color = g.ask(ctx.controller, "color", ["white", "blue", "black", "red", "green"],
                      prompt="protection from the color of your choice", source=ctx.source)[0]
        ability = dataclasses.replace(ability, param=ability.param.replace("color_of_choice", color))
    if isinstance(ability, D.KeywordAbility) and isinstance(ability.param, str) \
            and "chosen_color" in ability.param.split(","):
        # "Choose a color. … gain protection from the chosen color" (608.2d): the resolution's choice
        color = ctx.qualities.get("color")
        if color is None:
            raise NotImplementedInEngine("'the chosen color' with no color chosen as the effect resolved")
        ability = dataclasses.replace(ability, param=ability.param.replace("chosen_color", color))
    if objs:
        add_effect(g, "6", [o.id for o in objs], "ability", ability, _dur(duration), ctx.controller,
                   ctx.source)
    return record(ctx, objs, len(objs))


def lose_all_abilities(g, ctx, what, duration="end_of_turn"):
    """Layer 6 (613.1f): the objects lose all abilities for the duration (set locked in, 611.2c)."""
    objs = objects(g, ctx, what)
    if objs:
        add_effect(g, "6", [o.id for o in objs], "lose_all", None, _dur(duration), ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def restrict(g, ctx, what, restriction, duration="end_of_turn", by=None, player=None):
    if player is not None:
        # "… that attacks that opponent this turn if able" (508.1d): the player it attacks, kept
        # by index (``combat.attack_requirements``)
        named = [p for p in g.refs(player, ctx) if isinstance(p, PlayerState)]
        if len(named) != 1:
            raise NotImplementedInEngine(f"{restriction!r} naming {len(named)} players")
        by = named[0].index
    objs = [x for x in g.refs(what, ctx)]
    if any(isinstance(x, PlayerState) for x in objs):
        if restriction != "cant_cast_spells" or not all(isinstance(x, PlayerState) for x in objs):
            raise NotImplementedInEngine(f"restriction {restriction!r} on players")
        # "Target player can't cast spells this turn" (611.2a): consulted as a spell is cast
        # (``layers.player_restrictions``); ids name the players, not objects
        players = [p for p in objs if not p.lost]
        if players:
            # "can't cast noncreature spells this turn": the spells described only (101.2)
            add_effect(g, "players", [("player", p.index) for p in players], "player_restrict",
                       restriction if by is None else (restriction, by), _dur(duration), ctx.controller, ctx.source)
        return record(ctx, ctx.it, len(players))
    objs = [o for o in objs if isinstance(o, Obj) and g.alive(o) and o.zone == "battlefield"]
    if restriction in ("doesnt_untap_next",) or duration == "next_untap":
        # "doesn't untap during its controller's next untap step" (rule 502.3).
        for o in objs:
            o.skip_untap += 1
        return record(ctx, objs, len(objs))
    if objs:
        # provoke 702.39a: "must block ~" names the creature to block (its id)
        whom = ctx.source.id if restriction == "must_block_source" and ctx.source is not None else None
        # "can't be blocked this turn except by creatures with haste" (509.1b): the blockers' filter
        add_effect(g, "rules", [o.id for o in objs], "restrict", (restriction, by if by is not None else whom),
                   _dur(duration), ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def reduce_spell_costs(g, ctx, spells, amount, times=None, duration="end_of_turn"):
    """Rules 601.2f, 611.2a: "Artifact spells you cast this turn cost {1} less to cast." — until the
    duration ends, spells matching ``spells`` that the controller casts cost that much less
    generic mana (``times``: how many times, its value now, 608.2h); consulted as the total cost
    of a spell is determined (``casting._cost_changes``)."""
    n = g.value(times, ctx) if times is not None else 1
    if n > 0:
        add_effect(g, "players", [("player", ctx.controller.index)], "spell_cost",
                   D.CostModifier(amount=amount * n, spells=spells, who="you"), _dur(duration),
                   ctx.controller, ctx.source)
    return record(ctx, [], n)


def gain_control(g, ctx, what, duration=None):
    """Layer 2.  A creature that changes control is summoning sick for its new controller
    (rule 302.6)."""
    objs = objects(g, ctx, what)
    if objs:
        add_effect(g, "2", [o.id for o in objs], "control", ctx.controller, _dur(duration),
                   ctx.controller, ctx.source)
        for o in objs:
            o.since_turn = g.turn
    return record(ctx, objs, len(objs))


def become_copy(g, ctx, what, of, duration=None, keywords=(), not_legendary=False, add_types=(),
                add_subtypes=(), types=None, subtypes=None, colors=None, power=None, toughness=None,
                this_ability=False):
    """Layer 1 (613.2a): the permanents ``what`` become copies of ``of`` — its copiable values
    (707.2: what it copies itself included; as it last existed if it left its zone, 608.2h) with
    the effect's exceptions (707.9b; ``this_ability``: the ability making the copy is one of its
    abilities, "except it has this ability") — for the duration; the set of permanents is locked in as it
    resolves (611.2c).  Nothing happens when there is nothing to copy (an illegal or unchosen
    target, 608.2b)."""
    objs = objects(g, ctx, what)
    srcs = [o for o in g.refs(of, ctx) if isinstance(o, Obj)]
    if not objs or not srcs:
        return record(ctx, [], 0)
    card = copy_values(printed(srcs[0]), keywords, (), not_legendary, add_types, add_subtypes, types,
                       subtypes, colors, power, toughness)
    if this_ability:
        if ctx.ability is None:
            raise NotImplementedInEngine("'except it has this ability' with no resolving ability")
        card = dataclasses.replace(card, abilities=card.abilities + (ctx.ability,))
    add_effect(g, "1", [o.id for o in objs], "copy", card, _dur(duration), ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def add_types_until(g, ctx, what, types=(), subtypes=(), colors=(), power=None,
                    toughness=None, duration=None, replace_colors=False, replace_creature_types=False,
                    replace_types=False, replace_land_types=False):
    # a permanent, or a spell ("Target spell or permanent becomes red": layer 5 applies to
    # objects on the stack too, 613.1e; the effect ends when it leaves the stack, 400.7)
    objs = [o for o in objects(g, ctx, what, zone=None) if o.zone in ("battlefield", "stack")]
    if objs:
        ids = [o.id for o in objs]
        data = (tuple(types), tuple(subtypes), tuple(colors), replace_colors, replace_creature_types,
                replace_types, replace_land_types)
        if types or subtypes:
            add_effect(g, "4", ids, "types", data, _dur(duration), ctx.controller, ctx.source)
        if colors:
            add_effect(g, "5", ids, "types", data, _dur(duration), ctx.controller, ctx.source)
        if power is not None or toughness is not None:
            p = g.value(power, ctx) if power is not None else None
            t = g.value(toughness, ctx) if toughness is not None else None
            add_effect(g, "7b", ids, "setpt", (p, t), _dur(duration), ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def prevent_damage(g, ctx, to=None, combat_only=False, duration="end_of_turn", amount=None,
                   from_chosen=None, by=None):
    """Rule 615: prevent all (combat) damage — or the next ``amount`` damage (615.7) — that would
    be dealt (to the given objects and players) this turn.  ``from_chosen``: "the next time a red
    source of your choice would deal damage" — the controller chooses the source now (609.7a:
    a permanent or a spell on the stack with those properties), the shield stops the next
    instance of damage it deals (615.8).  ``by``: only damage those sources deal (615.1a) — the
    objects named, fixed now, or a group (``All``) matched as the damage would be dealt."""
    from ..replacement import PreventionShield
    if duration not in ("end_of_turn",):
        raise NotImplementedInEngine(f"prevention duration {duration!r}")
    ids = None
    if to is not None:
        ids = frozenset(x.id for x in g.refs(to, ctx))
    by_ids = by_filter = None
    if isinstance(by, D.All):
        by_filter = by.filter
    elif by is not None:
        by_ids = frozenset(x.id for x in g.refs(by, ctx) if isinstance(x, Obj))
    n = g.value(amount, ctx) if amount is not None else None
    chosen = None
    if from_chosen is not None:
        chosen = choose_source(g, ctx, from_chosen)
        if chosen is None:
            return record(ctx, ctx.it, 0, key="prevented")
    g.prevention.append(PreventionShield(ids, n, combat_only, duration,
                                         getattr(ctx.source, "id", None), chosen, from_chosen,
                                         ctx.controller, by_ids, by_filter))
    return record(ctx, ctx.it, 0, key="prevented")


def choose_source(g, ctx, flt):
    """Rule 609.7a: the controller chooses a source of damage with the properties of ``flt``: a
    spell on the stack (the newest first) or a permanent (an opponent's first)."""
    spells = [o for o in reversed(g.stack) if isinstance(o, Obj)]
    me = ctx.controller
    perms = sorted(g.battlefield, key=lambda o: g.controller_of(o) is me)
    opts = [o for o in spells + perms if g.matches(o, flt, ctx.source, me, ctx, ignore_zone=True)]
    picked = g.ask(me, "choose", opts, prompt="choose a source of damage", source=ctx.source)
    return picked[0] if picked else None


def detain(g, ctx, what):
    """Rule 701.29a: until its controller's next turn (the controller of the detaining spell or
    ability), a detained permanent can't attack or block and its activated abilities can't be
    activated."""
    return _restrict_until_next_turn(g, ctx, objects(g, ctx, what),
                                     ("cant_attack_or_block", "activated_abilities_cant_be_activated"))


def _restrict_until_next_turn(g, ctx, objs, restrictions):
    """Rules restrictions on ``objs`` until the next turn of the effect's controller."""
    if objs:
        ids = [o.id for o in objs]
        for r in restrictions:
            add_effect(g, "rules", ids, "restrict", (r, None), "your_next_turn", ctx.controller,
                       ctx.source)
    return record(ctx, objs, len(objs))


def double_pt(g, ctx, what, power=True, toughness=False, duration="end_of_turn"):
    """Rule 701.9b-c: +X/+0 (+0/+Y, +X/+Y) where X is the creature's power and Y its toughness
    as this resolves (a negative value doubles downwards: adding it); layer 7c (613.4c)."""
    objs = objects(g, ctx, what)
    for o in objs:
        x = g.power(o) if power else 0
        y = g.toughness(o) if toughness else 0
        add_effect(g, "7c", [o.id], "pt", (x, y), _dur(duration), ctx.controller, ctx.source)
    return record(ctx, objs, len(objs))


def suspect(g, ctx, what):
    """Rule 701.58a-c: a suspected creature has menace and "This creature can't block" until it
    leaves the battlefield (the designation is lost with the object, 400.7)."""
    objs = objects(g, ctx, what)
    fresh = [o for o in objs if "suspected" not in o.designations]
    if fresh:
        ids = [o.id for o in fresh]
        for o in fresh:
            o.designations.add("suspected")
        add_effect(g, "6", ids, "keywords", ("menace",), None, ctx.controller, ctx.source)
        add_effect(g, "rules", ids, "restrict", ("cant_block", None), None, ctx.controller,
                   ctx.source)
    return record(ctx, objs, len(objs))


def goad(g, ctx, what):
    """Rule 701.38a-b: until the goading player's next turn, the creature attacks each combat if
    able and attacks a player other than the goading player if able (``goaded``: checked with
    the attack declaration, 508.1d)."""
    return _restrict_until_next_turn(g, ctx, objects(g, ctx, what), ("attacks_each_combat", "goaded"))


def exchange_control(g, ctx, what, other):
    """Rule 701.10a-b: each controller gains control of the other's permanent (layer 2, no end);
    if either is gone, or both have one controller, nothing happens."""
    a = objects(g, ctx, what)
    b = objects(g, ctx, other)
    if len(a) != 1 or len(b) != 1 or a[0] is b[0]:
        return record(ctx, [], 0)
    x, y = a[0], b[0]
    cx, cy = g.controller_of(x), g.controller_of(y)
    if cx is cy:
        return record(ctx, [], 0)
    add_effect(g, "2", [x.id], "control", cy, None, cy, ctx.source)
    add_effect(g, "2", [y.id], "control", cx, None, cx, ctx.source)
    x.since_turn = y.since_turn = g.turn        # 302.6: summoning sick for the new controller
    return record(ctx, [x, y], 2)
