"""Mana (106), extra turns (500.7), "you may" / "if you do", paying a cost as an effect
(118.12), delayed triggers (603.7)."""
from __future__ import annotations

from ..casting import production_options
from ..game import Event, Obj, parse_mana
from ..zones import discard as discard_card
from ..zones import sacrifice as sacrifice_permanent
from .common import players, record


def add_mana(g, ctx, who, mana, options=(), per=None):
    """Rule 106.4: the player adds the mana; a choice among ``options`` ("Add {B} or {R}", "two
    mana of any one color", "in any combination of colors") is made as the effect resolves;
    ``per``: that mana that many times ("X mana of any one color, where X is …", "Add {G} for
    each Elf you control": the same choice each time)."""
    total = 0
    times = 1 if per is None else max(0, g.value(per, ctx))
    for p in players(g, ctx, who):
        if mana == "produced":
            # 106.7: "one mana of any type that land produced": a type of the mana made by the
            # mana ability whose activation triggered this ability
            made = ctx.trigger_event.data.get("mana", {}) if ctx.trigger_event is not None else {}
            opts = [{c: 1} for c in made if made[c] > 0]
        else:
            opts = production_options(tuple(options or (mana,)), ctx.source)
        if not opts:
            continue            # "one mana of the chosen color" with none chosen (106.5)
        pick = opts[0]
        if len(opts) > 1:
            pick = g.ask(p, "color", opts, prompt="mana color", source=ctx.source)[0]
        for c, n in pick.items():
            p.pool[c] = p.pool.get(c, 0) + n * times
            total += n * times
    return record(ctx, ctx.it, total)


def end_turn(g, ctx):
    """Rule 721.1: ending the turn — 721.1a the triggered abilities waiting to be put on the stack
    cease to exist; 721.1b every object on the stack is exiled, the resolving one too (a copy or
    an ability ceases to exist); 721.1c state-based actions are checked, no one gets priority;
    721.1d the step ends (creatures leave combat) and the game goes straight to the cleanup step
    (``Game.turn_ended``: the resolution that ends the turn hands over to it, priority.resolve)."""
    from ..combat import end_combat
    from ..game import STEP_INDEX
    from ..sba import check
    from ..stack import StackAbility
    g.pending_triggers.clear()
    for entry in list(g.stack):         # the resolving spell is still there (608.2n)
        if isinstance(entry, StackAbility):
            g.stack.remove(entry)
        else:
            g.move(entry, "exile")
    g.touch_status()
    check(g)
    if g.step is not None and STEP_INDEX["begin_combat"] <= STEP_INDEX[g.step] <= STEP_INDEX["end_combat"]:
        end_combat(g)                   # 721.1d: removed from combat
    g.turn_ended = True
    g.note("the turn ends (721.1)")
    return record(ctx, ctx.it, 1)


def extra_turn(g, ctx, who):
    """Rule 500.7: the most recently created extra turn is taken first."""
    ps = players(g, ctx, who)
    for p in reversed(ps):
        g.extra_turns.insert(0, p.index)
    return record(ctx, ctx.it, len(ps), key="extra_turns")


def may(g, ctx, who="you", prompt="", once_each_turn=False) -> bool:
    """"You may …" (608.2d); ``once_each_turn``: "Do this only once each turn." — not offered
    again this turn once this object's ability has taken it (a new object is another, 400.7)."""
    ps = players(g, ctx, who)
    key = ("once_each_turn", id(ctx.ability))
    src = ctx.source if isinstance(ctx.source, Obj) else None
    if not ps or once_each_turn and src is not None and src.activations.get(key, (None,))[0] == g.turn:
        ctx.last_may = False
        ctx.did_flag = False
        return False
    ans = g.ask_yes_no(ps[0], prompt or "you may", source=ctx.source)
    ctx.last_may = ans
    ctx.did_flag = ans
    if ans and once_each_turn and src is not None:
        src.activations[key] = (g.turn, 1)
    return ans


def roll_die(g, ctx, sides, who="you"):
    """Rule 706.1-706.2: the player rolls a die of ``sides`` sides with the game's seeded
    generator; ``ctx.results["die_roll"]`` is the result, which the rows of its results table
    read (706.3a)."""
    n = 0
    for p in players(g, ctx, who)[:1]:
        n = g.rng.randint(1, sides)
        g.note(f"{p.name} rolls a d{sides}: {n}")
    return record(ctx, ctx.it, n, key="die_roll")


def flip_coin(g, ctx, who="you"):
    """Rule 705.2: the player flips a coin, calling heads or tails; the call matches the side that
    lands face up half the time (705.1), with the game's seeded generator.  The call itself
    changes nothing (both sides are equally likely), so the engine flips for a win or a loss.
    ``ctx.results["coin_flip"]``: 1 if the flip was won, 0 if lost (read by "If you win the
    flip")."""
    won = 0
    for p in players(g, ctx, who)[:1]:
        won = int(g.rng.random() < 0.5)
        g.note(f"{p.name} {'wins' if won else 'loses'} a coin flip")
    return record(ctx, ctx.it, won, key="coin_flip")


def get_player_counters(g, ctx, who, amount, counter="energy"):
    """Rule 122.1: the players get ``amount`` counters of a kind players have: energy (107.14,
    122.1e) or poison (122.1f; ten or more lose the game, a state-based action, 704.5c)."""
    n = g.value(amount, ctx)
    ps = players(g, ctx, who)
    for p in ps:
        if counter == "poison":
            p.poison += n
        else:
            p.energy += n
    if ps and n:
        g.touch_status()        # "as long as defending player is poisoned" (statics may count it)
    return record(ctx, ctx.it, n * len(ps))


def pay(g, ctx, who, mana="", life=0, times=None, energy=0, discard=0, sacrifice=None,
        sacrifice_count=0, evidence=0, discard_filter=None, discard_random=False, either=False) -> bool:
    """"[who] may pay {1}" / "… unless [who] pays {3}" (rule 118.12): the player chooses whether
    to pay; they can choose to only if they can pay the whole cost (118.3; life: 119.4).  Mana
    abilities may be activated while paying (118.12 → 605.3a).  An action as the cost (118.12a,
    "… unless that player discards a card" / "sacrifices a creature"): the cards of their hand
    (those matching ``discard_filter``: "unless you discard an artifact card"; picked at random
    with ``discard_random``, 701.8a), the permanents they control that match ``sacrifice``.  ``evidence``: "you may collect
    evidence 4" (701.57a: cards of total mana value 4 or more from the graveyard).  ``either``:
    the discard and the sacrifice are alternatives ("… unless they sacrifice a nonland permanent
    of their choice or discard a card"): the player picks one they can take fully (a ``cost``
    choice), or neither.  ``did()`` tells whether it was paid."""
    from ..casting import collect_evidence, cost_requirements, evidence_available, find_payment, pay_mana
    ps = players(g, ctx, who)
    if times is not None:               # "{2} for each age counter on it" (cumulative upkeep 702.24a)
        mana = mana * g.value(times, ctx)
    paid = False
    if ps:
        p = ps[0]
        colored, generic = cost_requirements(mana, ctx.x or 0) if mana else ({}, 0)   # {X}: the X paid (107.3)
        victims = [o for o in g.permanents(p) if g.matches(o, sacrifice, ctx.source, p, ctx)] \
            if sacrifice is not None else []
        cards = [o for o in p.hand if discard_filter is None or g.matches(o, discard_filter, ctx.source, p, ctx)] \
            if discard else []
        able = (not life or p.life >= life) and p.energy >= energy and len(cards) >= discard and \
            len(victims) >= sacrifice_count and \
            (not mana or find_payment(g, p, colored, generic) is not None) and \
            evidence_available(p, None) >= evidence
        what = " and ".join(x for x in (mana, f"{life} life" if life else "", "{E}" * energy,
                                        f"discard {discard}" if discard else "",
                                        f"sacrifice {sacrifice_count}" if sacrifice_count else "",
                                        f"collect evidence {evidence}" if evidence else "") if x)
        if either:
            # 118.12a, 118.3: one of the two actions, one the player can take fully
            ways = [w for w, ok in (("sacrifice", len(victims) >= sacrifice_count),
                                    ("discard", len(cards) >= discard)) if ok]
            able = bool(ways)
            what = what.replace(" and ", " or ")
        if able and g.ask_yes_no(p, f"pay {what}", source=ctx.source):
            if either:
                way = ways[0] if len(ways) == 1 else \
                    g.ask(p, "cost", ways, min=1, max=1, prompt="sacrifice or discard", source=ctx.source)[0]
                discard, sacrifice_count = (0, sacrifice_count) if way == "sacrifice" else (discard, 0)
            if mana:
                pay_mana(g, p, colored, generic)
            if life:
                g.lose_life(p, life)                 # 119.4: paying life is losing it
            p.energy -= energy                       # 107.14
            if discard:                              # 701.8a: chosen from the hand, or at random
                picks = g.rng.sample(cards, discard) if discard_random else \
                    g.ask(p, "discard", cards, min=discard, max=discard, prompt=f"discard {discard}",
                          source=ctx.source)
                for o in picks:
                    discard_card(g, o, p)
            if sacrifice_count:                      # 701.17a: permanents they control
                for o in g.ask(p, "sacrifice", victims, min=sacrifice_count, max=sacrifice_count,
                               prompt="sacrifice", source=ctx.source):
                    sacrifice_permanent(g, o, p)
            if evidence:
                collect_evidence(g, p, None, evidence)
            paid = True
    ctx.did_flag = paid
    return paid


def did(g, ctx) -> bool:
    """"If you do": the last "you may" was answered yes, or the last cost was paid (118.12)."""
    return bool(ctx.did_flag)


def begin_action(g, ctx) -> None:
    """Before an action a reflexive ability depends on ("Sacrifice it. When you do, …", 603.12):
    nothing done yet (the action's verb records how much it did)."""
    ctx.results["amount"] = 0


def acted(g, ctx) -> bool:
    """Was the action since ``begin_action`` performed: did it act on at least one object or
    draw at least one card (603.12: "When you do")?"""
    return ctx.results.get("amount", 0) > 0


def reflexive_trigger(g, ctx, resolve, targets=()):
    """Rule 603.12: "When you do, …" triggers now; it is put on the stack the next time a player
    would receive priority (its targets chosen then, 603.3d)."""
    from ..triggers import create_reflexive
    create_reflexive(g, ctx, tuple(targets), resolve)


def _one_turn(g, ctx, resolve, acted: list) -> bool:
    """One turn of a loop's effects; what they acted on (``ctx.it``, if an effect recorded it)
    is added to ``acted``.  Whether one did."""
    start = ctx.it
    resolve(g, ctx)
    if ctx.it is start:
        return False
    acted.extend(x for x in ctx.it if not any(x is y for y in acted))
    return True


def for_each_player(g, ctx, who, resolve, gather=False):
    """The effects ``resolve`` does for each player ``who`` names, one player after another in
    APNAP order (101.4), ``ctx.each`` (the reference "each:player": "they", "their") being that
    player.  Documented simplification: what the rules have all of them do at once (each
    sacrificing, 101.4) is done player by player.  Afterwards "it" names the objects every turn
    acted on ("For each opponent, create a token … The tokens gain haste.", encore 702.141a;
    "For each player, exile … For each permanent exiled this way, …"), not only the last turn's;
    ``gather``: each turn starts with nothing acted on."""
    from ..references import players_of
    chosen = players_of(g, who.who, ctx)
    n = len(g.players)
    prev, acted, ran = ctx.each, [], False
    try:
        for p in (g.players[(g.active + i) % n] for i in range(n)):
            if any(p is q for q in chosen) and not p.lost:
                ctx.each = p
                if gather:
                    ctx.it = []
                # what every player's turn of it acted on, not only the last one's ("For each
                # player, exile up to one target nonland permanent that player controls. For each
                # permanent exiled this way, …"; 608.2c)
                ran = _one_turn(g, ctx, resolve, acted) or ran
    finally:
        ctx.each = prev
    if ran or gather:
        ctx.it = acted


def for_each_object(g, ctx, filter, resolve, this_way=False):
    """The effects ``resolve`` does once for each object ``filter`` matches, one object after
    another, ``ctx.each_obj`` (the reference "each:object": "it", "its controller", "that
    creature") being that object: among the objects the effect just before acted on
    (``this_way``: "For each creature exiled this way, its controller creates …", as
    :class:`~oraclec.runtime.defs.CountIt` counts them), else those on the battlefield now ("For
    each creature token you control, create a token that's a copy of that creature"), fixed as the
    loop begins.  Afterwards ``ctx.it`` holds what the iterations acted on, all of them ("Those
    tokens gain haste"; 608.2c) — or, if none of them acted on anything, what it held before."""
    from ..references import matches, select
    before = list(ctx.it)
    if this_way:
        objs = [o for o in before if isinstance(o, Obj)
                and matches(g, o, filter, ctx.source, ctx.controller, ctx, ignore_zone=True)]
    else:
        objs = [o for o in select(g, filter, ctx) if isinstance(o, Obj)]
    prev, acted, ran = ctx.each_obj, [], False
    try:
        for o in objs:
            ctx.each_obj = o
            ctx.it = list(before)
            ran = _one_turn(g, ctx, resolve, acted) or ran
    finally:
        ctx.each_obj = prev
    ctx.it = acted if ran else before


def delayed_trigger(g, ctx, trigger, resolve, watch=None, this_turn=False, each_time=False):
    """Rule 603.7: ``watch``: the objects whose event triggers it, fixed now (603.7c: "that
    creature" is that object only); ``this_turn``: it triggers only during this turn;
    ``each_time``: each time its event occurs this turn, not only the next time (603.7b)."""
    from ..triggers import create_delayed
    watched = None
    if watch is not None:
        watched = tuple(o for o in g.refs(watch, ctx) if isinstance(o, Obj))
        if not watched:
            return          # nothing to watch: it can never trigger
    create_delayed(g, ctx, trigger, resolve, watched, g.turn if this_turn else None, each_time)
