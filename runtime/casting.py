"""Casting spells (rule 601.2), activating abilities (rule 602.2), costs (rule 118), automatic
mana payment, and mana abilities (rule 605)."""
from __future__ import annotations

from contextlib import contextmanager

import itertools
import re

from dataclasses import replace as _replace

from . import defs as D
from . import play_from as _play_from
from . import zones as _zones
from .errors import EngineError, IllegalAction, NotImplementedInEngine
from .faces import ON_ADVENTURE, as_face, cast_card, face_def, shown, transformed_face, whole_card_problem
from .game import COLOR_LETTERS, Event, Obj, PlayerState, mana_value, parse_mana
from .keywords import can_be_targeted_by, enchant_filter, foretell_cost, hand_keyword_abilities, \
    keyword_activated_abilities, split_second_on_stack, summoning_sick
from .layers import CEffect, battlefield_statics
from .stack import AbilityContext, StackAbility

MANA_LETTERS = ("W", "U", "B", "R", "G", "C")


# ------------------------------------------------------------------------------ mana costs
def cost_requirements(cost: str | None, x: int = 0) -> tuple[dict, int]:
    """Rule 107.4: a mana cost as (colored requirements by letter, generic amount)."""
    known = _COST_REQUIREMENTS.get((cost, x))
    if known is not None:
        return dict(known[0]), known[1]
    colored, generic = _cost_requirements(cost, x)
    _COST_REQUIREMENTS[(cost, x)] = (tuple(colored.items()), generic)
    return colored, generic


_COST_REQUIREMENTS: dict = {}      # (cost, x) -> (colored items, generic): costs are few
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def x_in_color(colored: dict, generic: int, cost: str | None, x: int, color: str | None) -> tuple[dict, int]:
    """"Spend only black mana on X." (107.3): the mana X stands for in ``cost`` is paid with
    mana of that color — colored requirements rather than generic ones."""
    n = parse_mana(cost).count("X") * x if color else 0
    if not n:
        return colored, generic
    letter = _COLOR_LETTER[color]
    out = dict(colored)
    out[letter] = out.get(letter, 0) + n
    return out, generic - n


def _cost_requirements(cost: str | None, x: int) -> tuple[dict, int]:
    colored: dict[str, int] = {}
    generic = 0
    for sym in parse_mana(cost):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            generic += x
        elif sym in MANA_LETTERS:
            colored[sym] = colored.get(sym, 0) + 1
        elif _HYBRID[sym]:
            colored[sym] = colored.get(sym, 0) + 1          # paid with one half: hybrid_choices
        else:
            raise NotImplementedInEngine(f"mana symbol {{{sym}}}")
    return colored, generic


def _hybrid_halves(sym: str) -> tuple[str, ...] | None:
    """Rule 107.4e: ``{W/B}`` is paid with W or B, ``{2/W}`` with W or two generic mana.
    Rule 107.4f: a Phyrexian symbol (``{W/P}``, ``{G/W/P}``) is paid with one of its colors or
    2 life; the half ``P`` stands for the 2 life."""
    halves = tuple(sym.split("/"))
    if halves[-1] == "P":
        return halves if 2 <= len(halves) <= 3 and all(h in MANA_LETTERS for h in halves[:-1]) else None
    if len(halves) == 2 and all(h in MANA_LETTERS or h.isdigit() for h in halves) and halves[0] != halves[1]:
        return halves
    return None


class _HybridSymbols(dict):
    def __missing__(self, sym):
        self[sym] = _hybrid_halves(sym)
        return self[sym]


_HYBRID = _HybridSymbols()
# the text of a cycling ability: "Cycling {2}", "Swampcycling {2}", "Basic landcycling {1}" (702.29e)
_CYCLING = re.compile(r"(?:[a-z]+ )?[a-z]*cycling\b")


def hybrid_choices(colored: dict, generic: int):
    """The ways to pay a cost with hybrid symbols (rule 107.4e), as concrete ``(colored,
    generic)`` pairs without hybrid keys, each distinct one once, in a fixed order (mana
    before life).  Life to pay for Phyrexian symbols is under the key ``"life"``."""
    units = [k for k, n in colored.items() if "/" in k for _ in range(n)]
    if not units:
        yield colored, generic
        return
    base = {k: n for k, n in colored.items() if "/" not in k}
    seen = set()
    for picks in itertools.product(*(_HYBRID[k] for k in units)):
        c, gen = dict(base), generic
        for half in picks:
            if half == "P":
                c["life"] = c.get("life", 0) + 2
            elif half.isdigit():
                gen += int(half)
            else:
                c[half] = c.get(half, 0) + 1
        key = (tuple(sorted(c.items())), gen)
        if key not in seen:
            seen.add(key)
            yield c, gen


def parse_production(option: str) -> list[dict]:
    """The mana one ManaAbility option makes, as alternatives (``any`` = one of five colors)."""
    if option in ("any", "{any}"):
        return [{c: 1} for c in "WUBRG"]
    out: dict[str, int] = {}
    for sym in parse_mana(option):
        if sym in MANA_LETTERS:
            out[sym] = out.get(sym, 0) + 1
        elif sym.isdigit():
            out["C"] = out.get("C", 0) + int(sym)
        else:
            raise NotImplementedInEngine(f"mana production {option!r}")
    return [out]


def activatable_list(g, obj: Obj) -> list:
    """The activated abilities of ``obj`` (including mana abilities and keyword-defined ones),
    indexed as :class:`Activate` actions refer to them."""
    if obj.zone != "battlefield":
        out = [a for a in obj.card.abilities if isinstance(a, (D.ActivatedAbility, D.ManaAbility))]
        return out + hand_keyword_abilities(obj.card) if obj.zone == "hand" else out
    c = g.chars(obj)
    out = c.activated                 # kept with the characteristics it derives from
    if out is None:
        out = [a for a in c.abilities if isinstance(a, (D.ActivatedAbility, D.ManaAbility))]
        out += keyword_activated_abilities(g, obj)
        if not g.in_layers:
            c.activated = out
    return out


def _simple_mana_source(ab: D.ManaAbility) -> bool:
    c = ab.cost
    return c.tap and not (c.mana or c.untap or c.sacrifice_self or c.sacrifice or c.discard
                          or c.pay_life or c.remove_counters or c.put_counters or c.exile_self or c.discard_self
                          or c.discard_hand
                          or c.tap_untapped or c.tap_power or c.exile_from_graveyard or c.exile_from_hand
                          or c.return_to_hand or c.forage
                          or c.collect_evidence or c.energy or c.unattach or c.tap_named)


def production_options(produces: tuple, source: Obj | None = None) -> list[dict]:
    """Every option of a mana ability's ``produces``, in order (memoised: do not change them).
    "chosen": one mana of the color ``source`` chose as it entered (614.12); none if it chose
    none (106.5)."""
    if "chosen" in produces:
        color = source.chosen.get("color") if source is not None else None
        produces = tuple(p for p in produces if p != "chosen") + (
            (f"{{{COLOR_LETTERS[color]}}}",) if color in COLOR_LETTERS else ())
    opts = _PRODUCTIONS.get(produces)
    if opts is None:
        opts = _PRODUCTIONS[produces] = [alt for p in produces for alt in parse_production(p)]
    return opts


_PRODUCTIONS: dict = {}


def mana_sources(g, player: PlayerState, exclude=(), purpose=None) -> list:
    """Untapped permanents with "{T}: Add ..." mana abilities usable now (302.6 for creatures):
    ``(permanent, [(ability, mana), ...])``, every option of each of its abilities (a land with
    "{T}: Add {C}." and "{T}: Add {R} or {G}." offers three).  ``purpose``: what the mana pays
    for, ("spell", the spell) or ("ability", its source) — mana that may be spent only on some
    costs (106.6) is offered only for those."""
    memo = g.payment_memo             # set while legal actions are listed: the state is fixed
    if memo is None:
        return _mana_sources(g, player, exclude, purpose)
    key = ("sources", player.index, tuple(exclude), _purpose_key(purpose))
    if key not in memo:
        memo[key] = _mana_sources(g, player, exclude, purpose)
    return memo[key]


def _purpose_key(purpose):
    return None if purpose is None else (purpose[0], purpose[1].id)


def spend_allowed(g, ab: D.ManaAbility, source: Obj, player, purpose) -> bool:
    """Rule 106.6: may the mana of ``ab`` be spent on ``purpose``?"""
    spend = ab.spend
    if spend is None:
        return True
    if purpose is None:
        return False
    kind, obj = purpose
    flt = spend.spells if kind == "spell" else spend.abilities
    return flt is not None and g.matches(obj, flt, source, player, ignore_zone=True)


def _mana_sources(g, player: PlayerState, exclude, purpose=None) -> list:
    out = []
    for o in g.permanents(player):
        if o.tapped or o.id in exclude:
            continue
        if g.is_creature(o) and summoning_sick(g, o):
            continue
        options = []
        for ab in activatable_list(g, o):
            if isinstance(ab, D.ManaAbility) and _simple_mana_source(ab) \
                    and g.check_condition(ab.condition, o, player) \
                    and spend_allowed(g, ab, o, player, purpose):
                mult = g.value(ab.amount, AbilityContext(g, o, player, ab)) \
                    if ab.amount is not None else 1
                for alt in production_options(ab.produces, o):
                    options.append((ab, {k: v * mult for k, v in alt.items()}))
        # of one source, its mana that may be spent only on this first (106.6: "{T}: Add {C}" and
        # "{T}: Add {W}. Spend this mana only to cast a creature spell" — the source taps either
        # way, and the restricted mana keeps the other for what it can't pay)
        options.sort(key=lambda o: o[0].spend is None)
        # (a restriction on its activated abilities governs only one that has some, 602.5)
        if options:
            options = [opt for opt in options if activation_banned(g, o, opt[0]) is None]
            if options:
                out.append((o, options))
    # Mana that may be spent only on this (106.6) first; then lands, other noncreatures,
    # creatures last; the least flexible first.
    out.sort(key=lambda s: (all(ab.spend is None for ab, _ in s[1]),
                            0 if g.is_type(s[0], "land") else (2 if g.is_creature(s[0]) else 1),
                            len(s[1])))
    return out


def find_payment(g, player: PlayerState, colored: dict, generic: int, exclude=(), purpose=None):
    """Find mana sources to pay the cost (with the mana pool first).  Returns the list of
    (source, ability, produced) to activate, or None if the cost can't be paid."""
    memo = g.payment_memo             # set while legal actions are listed: the state is fixed
    if memo is None:
        return _payment(g, player, colored, generic, exclude, purpose)[0]
    key = (player.index, tuple(colored.items()), generic, tuple(exclude), _purpose_key(purpose))
    if key not in memo:
        memo[key] = _payment(g, player, colored, generic, exclude, purpose)[0]
    return memo[key]


def _payment(g, player: PlayerState, colored: dict, generic: int, exclude=(), purpose=None):
    """``(plan, colored, generic, life, any_color)``: the plan of the first way to pay a hybrid or
    Phyrexian cost that works (107.4e-f), with that way's concrete requirements and the life it
    pays, and whether its colored symbols are paid with mana of any type ("You may spend mana as
    though it were mana of any color"); ``(None, …)`` if none does."""
    for c, gen in hybrid_choices(colored, generic):
        life = c.get("life", 0)
        if life:
            if player.life < life:          # 119.4: only a life total that covers it
                continue
            c = {k: n for k, n in c.items() if k != "life"}
        plan = _find_concrete_payment(g, player, c, gen, exclude, purpose)
        if plan is not None:
            return plan, c, gen, life, False
        any_color = _as_any_color(c)
        if any_color is not None and g.player_rules(player, "spend_as_any_color", record=False):
            # "You may spend mana as though it were mana of any color.": the colored symbols paid
            # with mana of any type — only when the mana at hand doesn't pay them as they are
            c2, gen2 = any_color[0], gen + any_color[1]
            plan = _find_concrete_payment(g, player, c2, gen2, exclude, purpose)
            if plan is not None:
                return plan, c2, gen2, life, True
    return None, colored, generic, 0, False


def _as_any_color(colored: dict) -> tuple[dict, int] | None:
    """The colored part of a cost without its colored symbols (W, U, B, R, G: ``{C}`` needs
    colorless mana still, 107.4c) and how many there were; None if it has none."""
    n = sum(k for c, k in colored.items() if c in _COLOR_SYMBOLS)
    if not n:
        return None
    return {c: k for c, k in colored.items() if c not in _COLOR_SYMBOLS}, n


_COLOR_SYMBOLS = ("W", "U", "B", "R", "G")


def _find_concrete_payment(g, player: PlayerState, colored: dict, generic: int, exclude=(), purpose=None):
    need = dict(colored)
    pool = dict(player.pool)
    for c in list(need):
        use = min(need[c], pool.get(c, 0))
        need[c] -= use
        pool[c] = pool.get(c, 0) - use
        if need[c] == 0:
            del need[c]
    gen = max(0, generic - sum(pool.values()))
    if not need and gen == 0:
        return []
    sources = mana_sources(g, player, exclude, purpose)

    def capacity_ok(i, need, gen):
        rest = sources[i:]
        total = sum(max(sum(o.values()) for _, o in s[1]) for s in rest)
        if total < sum(need.values()) + gen:
            return False
        for c, n in need.items():
            if sum(max(o.get(c, 0) for _, o in s[1]) for s in rest) < n:
                return False
        return True

    def dfs(i, need, gen, chosen):
        if not need and gen <= 0:
            return chosen
        if i >= len(sources) or not capacity_ok(i, need, gen):
            return None
        src, options = sources[i]
        for ab, opt in options:
            n2 = dict(need)
            extra = 0
            for c, k in opt.items():
                use = min(k, n2.get(c, 0))
                if use:
                    n2[c] -= use
                    if n2[c] == 0:
                        del n2[c]
                extra += k - use
            g2 = gen - extra
            if n2 == need and gen <= 0:
                continue
            if n2 == need and extra == 0:
                continue
            r = dfs(i + 1, n2, max(g2, 0), chosen + [(src, ab, opt)])
            if r is not None:
                return r
        return dfs(i + 1, need, gen, chosen)

    return dfs(0, need, gen, [])


def count_activation(g, obj: Obj, ab) -> None:
    """Record one more activation of ``ab`` of ``obj`` this turn ("Activate only once each
    turn", 602.5b; "If this ability has been activated four or more times this turn")."""
    prev = obj.activations.get(id(ab))
    obj.activations[id(ab)] = (g.turn, (prev[1] + 1) if prev and prev[0] == g.turn else 1)


def activate_mana_ability(g, player: PlayerState, obj: Obj, ab: D.ManaAbility, produced: dict,
                          times_amount: bool = False):
    """Rule 605.3: a mana ability resolves immediately; its mana goes to the pool, and the rest
    of its effects happen ("~ deals 1 damage to you").  ``times_amount``: ``produced`` is one
    unit, made ``ab.amount`` times — counted once the costs are paid ("Add an amount of {B}
    equal to the sacrificed artifact's mana value", 608.2h).  The mana in its cost ("{2}, {T}:
    Add one mana of any color.", 602.2b) is paid too: automatic payment plans only with sources
    whose costs have none."""
    ctx = AbilityContext(g, obj, player, ab)
    pay_costs(g, player, obj, ab.cost, ctx, exclude=(obj.id,) if ab.cost.tap else ())
    count_activation(g, obj, ab)
    if times_amount and ab.amount is not None:
        mult = g.value(ab.amount, ctx)
        produced = {k: v * mult for k, v in produced.items()}
    for c, n in produced.items():
        player.pool[c] = player.pool.get(c, 0) + n
    if ab.resolve is not None:
        from .stack import run_resolve
        run_resolve(g, ab.resolve, ctx)
    g.emit(Event("tap_for_mana", obj, player, mana=dict(produced), ability=ab))


def pay_mana(g, player: PlayerState, colored: dict, generic: int, exclude=(), purpose=None, ctx=None):
    """Pay the mana (601.2g-h); ``ctx``: the spell's context, which keeps how many Phyrexian
    symbols were paid with life (107.4f: 2 life each; compleated 702.150a)."""
    plan, colored, generic, life, any_color = _payment(g, player, colored, generic, exclude, purpose)
    if plan is None:
        raise IllegalAction("the mana cost can't be paid")
    if any_color:
        # its colored symbols paid as though the mana were of any color: the rule applied
        g.player_rules(player, "spend_as_any_color")
    for src, ab, opt in plan:
        activate_mana_ability(g, player, src, ab, opt)
    pool = player.pool
    spent = {}          # how much mana of each color was spent (sunburst 702.44a, 601.2h)
    generic0 = generic
    for c, n in colored.items():
        if pool.get(c, 0) < n:
            raise EngineError("mana payment plan failed")
        pool[c] -= n
        if n and c != "C":
            spent[c] = spent.get(c, 0) + n
    for c in ["C"] + [x for x in "WUBRG"]:
        while generic > 0 and pool.get(c, 0) > 0:
            pool[c] -= 1
            generic -= 1
            if c != "C":
                spent[c] = spent.get(c, 0) + 1
    if generic > 0:
        raise EngineError("mana payment plan failed (generic)")
    if purpose is not None and purpose[0] == "spell":
        expend(g, player, sum(colored.values()) + generic0)
    for c in list(pool):
        if pool[c] == 0:
            del pool[c]
    if life:
        g.lose_life(player, life)       # 107.4f, 119.4: Phyrexian mana paid with life
        if ctx is not None:
            ctx.phyrexian_life = life // 2
    return spent


def expend(g, player: PlayerState, n: int):
    """Expend (Bloomburrow): "You expend N as you spend your Nth total mana to cast spells during a
    turn" — the event carries the totals before and after this payment."""
    if n <= 0:
        return
    before = player.mana_spent_turn
    player.mana_spent_turn = before + n
    g.emit(Event("expend", None, player, before=before, after=before + n))


def total_available_mana(g, player: PlayerState, exclude=(), purpose=None) -> int:
    return sum(player.pool.values()) + sum(
        max(sum(o.values()) for _, o in s[1]) for s in mana_sources(g, player, exclude, purpose))


# ------------------------------------------------------------------------------ targets
def each_player_targets(g, ctx, spec: D.Target) -> list:
    """Rule 601.2c: the players a target "for each opponent" / "for each player" is chosen for
    (``Target.each_player``), in APNAP order (101.4)."""
    n = len(g.players)
    order = [g.players[(g.active + i) % n] for i in range(n)]
    return [p for p in order if not p.lost and (spec.each_player == "any" or p is not ctx.controller)]


def chosen_for(ctx, t):
    """The player a target was chosen for (601.2c; ``AbilityContext.target_each``), or None."""
    return next((p for x, p in ctx.target_each if x is t), None)


def each_player_split(g, ctx, spec: D.Target, cands) -> list:
    """``(player, candidates for that player)`` for each player of ``spec.each_player``: the
    candidates legal with "each:player" naming that player."""
    prev = ctx.each
    try:
        out = []
        for p in each_player_targets(g, ctx, spec):
            ctx.each = p
            out.append((p, [c for c in cands if target_legal(g, ctx, spec, c)]))
        return out
    finally:
        ctx.each = prev


def each_player_count_problem(spec: D.Target, lo: int, hi: int, groups) -> str | None:
    """Why the targets of a target chosen for each player can't be chosen from ``groups``
    (``(player, candidates)``), or None.  A player with fewer legal candidates than the count
    asked for each player: the engine plays two-player games (one opponent); with "for each
    player" and a target required for each, the rules' answer for such a player is not modelled."""
    if lo > 0 and spec.each_player == "any":
        raise NotImplementedInEngine(f"a target required for each player ({spec.text}, 601.2c)")
    if lo > 0 and len(groups) > 1:
        raise NotImplementedInEngine(f"a target required for each of several opponents ({spec.text}, 601.2c)")
    if any(len(c) < lo for _, c in groups):
        return "too few legal targets for a player"
    return None


def assign_each_player(g, ctx, spec: D.Target, chosen, lo: int, hi: int) -> list:
    """The ``(target, player)`` pairs of targets chosen for each player (601.2c): each target is
    the one player's it is legal for, and each player gets ``lo``..``hi`` of them."""
    groups = each_player_split(g, ctx, spec, chosen)
    problem = each_player_count_problem(spec, lo, hi, groups)
    pairs = []
    for t in chosen:
        owners = [p for p, c in groups if any(t is x for x in c)]
        if len(owners) != 1:
            raise IllegalAction(f"{t!r}: not a target for exactly one player ({spec.text})")
        pairs.append((t, owners[0]))
    for p, _ in groups:
        if not lo <= sum(1 for _, q in pairs if q is p) <= hi:
            problem = f"{lo}..{hi} targets for each player"
    if problem is not None:
        raise IllegalAction(f"{spec.text}: {problem} (601.2c)")
    return pairs


def choose_each_player(g, ctx, player, spec: D.Target, cands, source) -> list | None:
    """``player``'s targets for a target chosen for each player (601.2c): asked player by player
    among the candidates for each; None if some player has too few."""
    lo, hi = target_counts(spec, ctx)
    groups = each_player_split(g, ctx, spec, cands)
    if each_player_count_problem(spec, lo, hi, groups) is not None:
        return None
    chosen = []
    for p, c in groups:
        if not c:
            continue
        picked = g.ask(player, "target", c, min=lo, max=min(hi, len(c)),
                       prompt=f"{spec.text or 'target'} (for {p.name})", source=source)
        ctx.target_each += [(t, p) for t in picked]
        chosen += picked
    return chosen


def target_legal(g, ctx, spec: D.Target, t, recheck=False) -> bool:
    """Rule 115: is ``t`` a legal choice for target requirement ``spec``?"""
    if spec.each_player is not None and ctx.each is None and isinstance(t, Obj):
        # 601.2c, 608.2b: legal for the player it was chosen for, or (not chosen yet) for one of them
        p = chosen_for(ctx, t)
        players = [p] if p is not None else each_player_targets(g, ctx, spec)
        try:
            for ctx.each in players:
                if target_legal(g, ctx, spec, t, recheck):
                    return True
            return False
        finally:
            ctx.each = None
    if isinstance(t, PlayerState):
        if spec.players is None or t.lost:
            return False
        from .references import players_of
        who = spec.players.who
        if who not in ("any", "each") and not any(p is t for p in players_of(g, who, ctx)):
            return False
        return can_be_targeted_by(g, t, ctx.source, ctx.controller)     # 702.11c, 702.18c
    if isinstance(t, StackAbility):
        # an activated or triggered ability on the stack (113.7a, 115.1): no hexproof or shroud
        # applies to it (702.11, 702.18 are of permanents and players)
        return spec.objects is not None and g.matches(t, spec.objects, ctx.source, ctx.controller, ctx)
    if not isinstance(t, Obj) or not g.alive(t):
        return False
    flt = spec.objects
    if flt is None:
        return False
    if not g.matches(t, flt, ctx.source, ctx.controller, ctx):
        return False
    src = ctx.source
    if not can_be_targeted_by(g, t, src, ctx.controller):
        return False
    return True


def target_candidates(g, ctx, spec: D.Target) -> list:
    out = []
    if spec.players is not None:
        out += [p for p in g.players if target_legal(g, ctx, spec, p)]
    if spec.objects is not None:
        from .references import zone_objects
        out += [o for o in zone_objects(g, spec.objects.zone) if target_legal(g, ctx, spec, o)]
    return out


def target_counts(spec, ctx) -> tuple[int, int]:
    """How many targets ``spec`` asks for: its counts, X (-1) being the announced X (601.2b);
    none if it is chosen only when an optional cost was paid and that cost wasn't (the gift
    wasn't promised, 702.174m: costs are announced before targets, 601.2b-c); none if it is
    chosen only when that cost wasn't paid (the targets of the wording that "If this spell was
    kicked, instead …" replaces, 601.2c) and it was."""
    paid = ctx.paid if ctx is not None else {}
    if spec.if_paid is not None and not paid.get(spec.if_paid):
        return 0, 0
    if spec.unless_paid is not None and paid.get(spec.unless_paid):
        return 0, 0
    x = ctx.x or 0 if ctx is not None else 0
    return (x if spec.min_count < 0 else spec.min_count), (x if spec.max_count < 0 else spec.max_count)


def target_total(g, spec: D.Target, chosen) -> int:
    """The stat of ``spec.total`` of the objects ``chosen``, added up (601.2c: "with total mana
    value 6 or less"; an object with no power counts 0)."""
    stat = spec.total[0]
    return sum((getattr(g.chars(o), stat) or 0) for o in chosen if isinstance(o, Obj))


def fit_total(g, spec: D.Target, chosen) -> list:
    """``chosen`` kept, in the order given, while its total stays within ``spec.total`` (the
    answer of a player's agent made legal, 601.2c); all of it when there is no total."""
    if spec.total is None:
        return list(chosen)
    out, most = [], spec.total[1]
    for o in chosen:
        if target_total(g, spec, out + [o]) <= most:
            out.append(o)
    return out


def _total_choices(g, spec: D.Target, cands, lo: int, hi: int) -> list[tuple]:
    """Choices of ``lo``..``hi`` targets within ``spec.total`` (601.2c: "with total mana value 6
    or less"), a bounded few: for each candidate, it and then the others of least stat while the
    total allows (every legal choice may still be made: ``validate_targets`` checks any)."""
    def stat(o):
        return target_total(g, spec, (o,))
    by_stat = sorted(cands, key=stat)
    out: list[tuple] = []
    for first in cands:
        chosen, total = [first], stat(first)
        for o in by_stat:
            if len(chosen) >= hi:
                break
            if o is not first and total + stat(o) <= spec.total[1]:
                chosen.append(o)
                total += stat(o)
        if total <= spec.total[1] and lo <= len(chosen) <= hi:
            key = tuple(sorted(chosen, key=lambda o: cands.index(o)))
            if key not in out:
                out.append(key)
    if lo == 0:
        out.append(())
    return out


def _refers_to_targets(spec: D.Target) -> bool:
    """Does the requirement name an earlier target ("target land that player controls")?"""
    return "'target:" in repr(spec)


def _slot_choices(g, ctx, spec: D.Target, limit: int) -> list[tuple] | None:
    """The (bounded) ways to choose the targets of one requirement; None when it can't be met."""
    cands = target_candidates(g, ctx, spec)
    lo, hi = target_counts(spec, ctx)
    if spec.each_player is not None:
        # 601.2c: up to ``hi`` for each player, among that player's candidates
        groups = each_player_split(g, ctx, spec, cands)
        if each_player_count_problem(spec, lo, hi, groups) is not None:
            return None
        return [tuple(x for part in combo for x in part) for combo in itertools.islice(
            itertools.product(*[list(itertools.combinations(c, min(hi, len(c)))) for _, c in groups]),
            limit)]
    hi = min(hi, len(cands))
    if hi < lo:
        return None
    n = hi if hi > 0 else 0
    if spec.total is not None:
        fits = _total_choices(g, spec, cands, max(lo, 0), n)
        return fits[:limit] or None
    if n == 0:
        return [()]
    return [tuple(c) for c in itertools.islice(itertools.combinations(cands, n), limit)]


def target_choices(g, ctx, specs, limit=60) -> list[tuple]:
    """All (bounded) ways to choose targets for ``specs``, as tuples of tuples.  The requirements
    are met in order (601.2c): one that names an earlier target ("Choose target opponent. Destroy
    target land that player controls.") is met for each choice of the earlier ones."""
    fixed = {}
    for i, spec in enumerate(specs):
        if not _refers_to_targets(spec):
            fixed[i] = _slot_choices(g, ctx, spec, limit)
            if fixed[i] is None:
                return []

    def options(i, part):
        if i in fixed:
            return fixed[i]
        saved, ctx.targets = ctx.targets, [list(x) for x in part]
        try:
            return _slot_choices(g, ctx, specs[i], limit) or []
        finally:
            ctx.targets = saved

    def combos(part):                   # depth first, lazily (the product of the slots)
        if len(part) == len(specs):
            yield part
            return
        for o in options(len(part), part):
            yield from combos(part + (o,))

    out = []
    for combo in combos(()):
        ok = True
        for i, spec in enumerate(specs):
            for j in spec.different_from:
                if j < len(combo) and any(any(a is b for b in combo[j]) for a in combo[i]):
                    ok = False
            if spec.same_owner and not one_owner(combo[i]):
                ok = False
            if spec.different_controllers and not apart(g, combo[i]):
                ok = False
        if ok:
            out.append(combo)
        if len(out) >= limit:
            break
    return out


def apart(g, chosen) -> bool:
    """"Two target creatures controlled by different players" (601.2c): no two of ``chosen``
    have one controller."""
    ctl = [id(g.controller_of(o)) for o in chosen]
    return len(set(ctl)) == len(ctl)


def one_owner(chosen) -> bool:
    """"Target cards from a single graveyard": all ``chosen`` are one player's (each graveyard
    holds its owner's cards, 404.1)."""
    return len({id(getattr(o, "owner", None)) for o in chosen}) <= 1


def validate_targets(g, ctx, specs, targets) -> list[list]:
    if len(targets) != len(specs):
        raise IllegalAction(f"expected {len(specs)} target slot(s), got {len(targets)}")
    out: list = []
    saved, ctx.targets = ctx.targets, out      # 601.2c: chosen in order; a later target may depend
    try:                                       # on an earlier one ("target creature that player controls")
        return _validate_slots(g, ctx, specs, targets, out)
    finally:
        ctx.targets = saved


def _validate_slots(g, ctx, specs, targets, out) -> list[list]:
    for i, (spec, chosen) in enumerate(zip(specs, targets)):
        chosen = list(chosen)
        lo, hi = target_counts(spec, ctx)
        if spec.each_player is None and not (lo <= len(chosen) <= hi):     # (each player's: below)
            raise IllegalAction(f"target {i + 1} ({spec.text}): wrong number of targets")
        if len(set(map(id, chosen))) != len(chosen):
            raise IllegalAction(f"target {i + 1}: the same object chosen twice (115.3)")
        for t in chosen:
            if not target_legal(g, ctx, spec, t):
                raise IllegalAction(f"{t!r} is not a legal target for {spec.text or 'target'}")
        if spec.each_player is not None:
            ctx.target_each += assign_each_player(g, ctx, spec, chosen, lo, hi)
        for j in spec.different_from:
            if j < i and any(any(a is b for b in out[j]) for a in chosen):
                raise IllegalAction(f"target {i + 1} must differ from target {j + 1}")
        if spec.same_owner and not one_owner(chosen):
            raise IllegalAction(f"target {i + 1} ({spec.text}): the targets must be in a single zone")
        if spec.different_controllers and not apart(g, chosen):
            raise IllegalAction(f"target {i + 1} ({spec.text}): the targets must have different controllers (601.2c)")
        if spec.total is not None and target_total(g, spec, chosen) > spec.total[1]:
            raise IllegalAction(f"target {i + 1} ({spec.text}): their total {spec.total[0].replace('_', ' ')} is "
                                f"more than {spec.total[1]} (601.2c)")
        out.append(chosen)
    return out


def resolve_ids(g, targets) -> list[list]:
    out = []
    for slot in targets:
        lst = []
        for t in slot:
            if isinstance(t, (Obj, PlayerState, StackAbility)):
                lst.append(t)
            else:
                x = g.find(t)
                if x is None:       # an ability on the stack (113.7a) as a target
                    x = next((e for e in g.stack if isinstance(e, StackAbility) and e.id == t), None)
                if x is None:
                    raise IllegalAction(f"no object with id {t!r}")
                lst.append(x)
        out.append(lst)
    return out


# ------------------------------------------------------------------------------ timing
def sorcery_timing_ok(g, player: PlayerState) -> bool:
    """Rule 307.1: main phase of your turn with an empty stack."""
    return (g.players[g.active] is player and g.step in ("main1", "main2") and not g.stack)


def spell_targets_spec(card: D.CardDef):
    """The target requirements of a spell: its SpellAbility's, or an Aura's enchant target.
    Rule 601.2c: the targets of every paragraph of an instant or sorcery are chosen as it is
    cast ("Counter target spell unless its controller pays {2}. / Suspect up to one target
    creature."): the later paragraphs' requirements follow the first's (see spell_paragraphs)."""
    spell = next((a for a in card.abilities if isinstance(a, D.SpellAbility)), None)
    if "aura" in card.subtypes:
        flt = enchant_filter(None, card)
        if flt is None:
            raise EngineError(f"Aura {card.name} has no enchant keyword")
        if isinstance(flt, D.Filter):
            return (D.Target(objects=flt, text=f"enchant"),), spell
        if isinstance(flt, D.PlayerFilter):
            # "Enchant player", "Enchant opponent" (702.5, 303.4a): the Aura spell targets a player
            return (D.Target(players=flt, text="enchant"),), spell
    if spell is None:
        return (), None
    specs = spell.targets
    if spell.modes:
        return specs, spell          # (a later paragraph with targets: see stack.resolve_top)
    for para in spell_paragraphs(card)[1:]:
        # "another target" (different_from) counts within its own paragraph
        specs += tuple(_replace(t, different_from=tuple(i + len(specs) for i in t.different_from))
                       for t in para.targets)
    return specs, spell


def spell_paragraphs(card: D.CardDef) -> list:
    """The spell abilities of an instant or sorcery, one per paragraph, in printed order."""
    return [a for a in card.abilities if isinstance(a, D.SpellAbility)]


def can_cast_now(g, player: PlayerState, obj: Obj) -> bool:
    card = shown(obj)
    if "land" in card.types:
        return False
    if split_second_on_stack(g):            # 702.61a
        return False
    for ab in card.abilities:                    # "Cast ~ only during combat." (307.5)
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.CastRestriction):
                    g.saw_static(eff)           # consulted: can the card be cast now (issue 5)
                    if not g.check_condition(eff.condition, obj, player):
                        return False
    if "instant" in card.types or g.has_keyword(obj, "flash"):
        return True
    return sorcery_timing_ok(g, player) or may_cast_as_though_flash(g, player, obj)


def may_cast_as_though_flash(g, player: PlayerState, obj: Obj) -> bool:
    """Rule 601.3b: "You may cast creature spells as though they had flash." — a permission of
    the player, checked on the card as it would be cast (its characteristics, not its zone)."""
    for eff in g.player_rules(player, "flash", record=False):
        if g.matches(obj, eff.spells, obj, player, ignore_zone=True):
            g.saw_static(eff)           # it let a spell be cast now (issue 5)
            return True
    return False


def spell_cost(g, card: D.CardDef, targets) -> tuple[dict, int]:
    return cost_requirements(card.mana_cost, 0)


def total_cost(g, card: D.CardDef, targets, colored: dict, generic: int, player=None,
               obj=None) -> tuple[dict, int]:
    """Rule 601.2f: the total cost — the mana cost's ``colored`` requirements and ``generic``
    amount, plus cost increases, minus cost reductions (CostModifier) of the spell itself and,
    from permanents on the battlefield, of spells matching theirs.  The generic part never goes
    below zero; colored (or colorless) symbols a reduction takes away come off that color's part,
    and what that part lacks — all of it, if the cost asks for none of that color — off the
    generic part (118.7b-c)."""
    extra, more, less, only = 0, {}, {}, {}
    for eff, n in _cost_changes(g, card, targets, player, obj):
        if isinstance(eff, D.SpellsOptionalCost):
            # "This effect reduces only the amount of black mana you pay." (nothing off the
            # generic part for a symbol the cost lacks, unlike 118.7c)
            for c in eff.colored_less:
                only[c] = only.get(c, 0) + n
            continue
        extra += eff.amount * n
        for c in eff.colored:
            more[c] = more.get(c, 0) + n
        for c in eff.colored_less:
            less[c] = less.get(c, 0) + n
    if more or less:
        colored = dict(colored)
        for c, k in more.items():
            colored[c] = colored.get(c, 0) + k
        for c, k in less.items():
            used = min(colored.get(c, 0), k)
            if used:
                colored[c] -= used
                if not colored[c]:
                    del colored[c]
            extra -= k - used
    for c, k in only.items():
        if colored.get(c):
            colored = dict(colored)
            colored[c] = max(0, colored[c] - k)
            if not colored[c]:
                del colored[c]
    return colored, max(0, generic + extra)


def _cost_changes(g, card: D.CardDef, targets, player, obj):
    """The cost changes that apply to casting ``card``, each with how many times it applies."""
    for ab in card.abilities:
        if isinstance(ab, D.StaticAbility):
            if ab.condition is not None and (player is None or not g.check_condition(ab.condition, obj, player)):
                continue        # "During your turn, ~ costs {2}{U}{U} less to cast." (611.3a)
            for eff in ab.effects:
                if isinstance(eff, D.CostModifier) and eff.spells is None:
                    if eff.per == "extra_target":
                        n = sum(len(s) for s in targets)
                        yield eff, max(0, n - 1)
                    elif eff.per == "sacrificed_mana_value":
                        # emerge 702.119a: {1} less for each point of the mana value of the
                        # permanent chosen to be sacrificed (702.119c), under its cost's condition
                        if player is None or not g.check_condition(eff.condition, obj, player,
                                                                   AbilityContext(g, obj, player, ab)):
                            continue
                        yield eff, _sacrificed_value(g, card, eff, player, obj)
                    elif eff.per is not None:
                        raise NotImplementedInEngine(f"cost modifier per={eff.per!r}")
                    elif eff.targeting is not None:
                        # "~ costs {3} less to cast if it targets a tapped creature": one of the
                        # targets chosen (601.2c) matches
                        if player is not None and any(
                                isinstance(t, Obj) and g.matches(t, eff.targeting, obj, player)
                                for slot in resolve_ids(g, targets) for t in slot):
                            yield eff, 1
                    elif eff.condition is not None or eff.times is not None:
                        if player is None:
                            continue                  # only the spell being cast knows its caster
                        ctx = AbilityContext(g, obj, player, ab)
                        if g.check_condition(eff.condition, obj, player, ctx):
                            yield eff, g.value(eff.times, ctx) if eff.times is not None else 1
                    else:
                        yield eff, 1
    if player is not None and obj is not None:
        for src, chars, ab, eff in battlefield_statics(g, D.CostModifier):
            if eff.spells is None:
                continue
            if eff.who == "you" and chars.controller is not player:
                continue
            if eff.who == "opponent" and chars.controller is player:
                continue              # 102.3: every other player is an opponent
            if eff.targeting is not None and not _targets_match(g, targets, eff.targeting, src,
                                                                chars.controller):
                continue              # "… that target ~" (targets chosen first, 601.2c)
            if not g.check_condition(ab.condition, src, chars.controller):
                continue
            if g.matches(obj, eff.spells, src, chars.controller, ignore_zone=True):
                if eff.amount or eff.colored or eff.colored_less or eff.life:
                    g.saw_static(eff)        # a cost checked or paid (issue 5)
                yield eff, 1
        paid = getattr(obj.ctx, "paid", None) or ()
        if any(str(k).startswith(GRANTED_COST) for k in paid):
            # "Those spells cost {B} less to cast if you paid life this way." (601.2f)
            for label, (src, eff) in granted_optional(g, player, obj).items():
                if paid.get(label):
                    yield eff, 1
        yield from _turn_cost_changes(g, player, obj)


# The key of ``ctx.cost_choices`` under which the permanents chosen to be sacrificed for a spell's
# cost are kept from the announcement (601.2b) until the cost is paid (601.2h): emerge 702.119c
SACRIFICE_CHOICE = "sacrifice"


def _sacrifice_filter(card: D.CardDef, eff) -> tuple | None:
    """The (filter, count) the cost whose label ``eff``'s condition names sacrifices (emerge's
    "sacrificing a creature", 702.119a): the cast permission of that label on ``card``."""
    label = getattr(eff.condition, "ref", None)
    for ab in card.abilities:
        if isinstance(ab, D.StaticAbility):
            for e in ab.effects:
                if isinstance(e, D.CastPermission) and e.label == label and e.cost is not None \
                        and e.cost.sacrifice is not None:
                    return e.cost.sacrifice
    return None


def _sacrificed_value(g, card: D.CardDef, eff, player, obj) -> int:
    """The mana value of the permanents chosen to be sacrificed for the cost (702.119c); before
    they are chosen (the legal casts being listed), the greatest a choice could give."""
    sctx = getattr(obj, "ctx", None)
    chosen = getattr(sctx, "cost_choices", {}).get(SACRIFICE_CHOICE) if sctx is not None else None
    if chosen is not None:
        return sum(g.chars(o).mana_value for o in chosen)
    spec = _sacrifice_filter(card, eff)
    if spec is None:
        return 0
    flt, n = spec
    values = sorted((g.chars(o).mana_value for o in g.permanents(player) if g.matches(o, flt, obj, player)),
                    reverse=True)
    return sum(values[:max(n, 0)])


def _choose_sacrifice_first(g, player, obj, card: D.CardDef, ctx, colored: dict, generic: int, targets):
    """Emerge 702.119c: "You choose which permanent to sacrifice as you choose to pay a spell's
    emerge cost (see rule 601.2b)": chosen now, before the total cost it reduces is determined
    (601.2f), among the permanents that leave a total cost the player can pay; sacrificed as the
    cost is paid (601.2h, ``pay_costs``)."""
    effs = [e for ab in card.abilities if isinstance(ab, D.StaticAbility) for e in ab.effects
            if isinstance(e, D.CostModifier) and e.per == "sacrificed_mana_value"
            and g.check_condition(e.condition, obj, player, AbilityContext(g, obj, player, ab))]
    spec = _sacrifice_filter(card, effs[0]) if effs else None
    if spec is None:
        return
    flt, n = spec
    opts = []
    for o in g.permanents(player):
        if not g.matches(o, flt, obj, player, ctx):
            continue
        ctx.cost_choices[SACRIFICE_CHOICE] = [o]
        total = total_cost(g, card, targets, colored, generic, player, obj)
        if n != 1 or spell_payment(g, player, obj, *total) is not None:
            opts.append(o)
    ctx.cost_choices.pop(SACRIFICE_CHOICE, None)
    if len(opts) < n:
        raise IllegalAction(f"{card.name}: no permanent to sacrifice that leaves a cost {player.name} can pay")
    ctx.cost_choices[SACRIFICE_CHOICE] = g.ask(player, "sacrifice", opts, min=n, max=n,
                                               prompt="sacrifice (cost, chosen as it is announced: 702.119c)",
                                               source=obj)


def _turn_cost_changes(g, player, obj):
    """The cost changes resolved spells and abilities made for ``player``'s spells this turn
    ("Artifact spells you cast this turn cost {1} less to cast.", 601.2f, 611.2a)."""
    for e in g.effects:
        if e.layer == "players" and e.kind == "spell_cost" and ("player", player.index) in e.ids \
                and g.matches(obj, e.data.spells, None, player, ignore_zone=True):
            yield e.data, 1


def _targets_match(g, targets, flt: D.Filter, source, controller) -> bool:
    """Does one of the spell's targets (chosen before its total cost, 601.2c) match ``flt``?"""
    return any(isinstance(t, Obj) and g.matches(t, flt, source, controller)
               for slot in resolve_ids(g, targets) for t in slot)


# ------------------------------------------------------------------------------ ways to cast
class CastInfo:
    """What a card's abilities say about casting it (read once per card definition): its ways
    to be cast besides from the hand for its mana cost (``CastPermission``), its optional
    additional costs (``OptionalCost``) and its mandatory additional costs (601.2f)."""
    __slots__ = ("card", "permissions", "optional", "additional", "zones", "substitutes", "per_mode", "or_pay")

    def __init__(self, card: D.CardDef):
        self.card = card
        effs = [eff for ab in card.abilities if isinstance(ab, D.StaticAbility) for eff in ab.effects]
        self.permissions = tuple(e for e in effs if isinstance(e, D.CastPermission))
        self.optional = tuple(e for e in effs if isinstance(e, D.OptionalCost))
        self.additional = tuple(e.cost for e in effs if isinstance(e, D.AdditionalCost) and not e.per_extra_mode)
        self.per_mode = tuple(e.cost for e in effs if isinstance(e, D.AdditionalCost) and e.per_extra_mode)
        # "sacrifice a creature or pay {3}{B}": additional costs with a mana way (601.2b)
        self.or_pay = tuple(c for c in self.additional if c.or_mana)
        if len(self.or_pay) > 1:
            raise NotImplementedInEngine(f"{card.name}: several additional costs payable with mana instead (601.2b)")
        self.zones = frozenset(p.zone for p in self.permissions)
        self.substitutes = tuple(e for e in effs if isinstance(e, D.PayInstead))


_CAST_INFO: dict[int, CastInfo] = {}


def cast_info(card: D.CardDef) -> CastInfo:
    info = _CAST_INFO.get(id(card))
    if info is None or info.card is not card:
        info = _CAST_INFO[id(card)] = CastInfo(card)
    return info


def additional_costs(card: D.CardDef) -> tuple:
    """Rule 601.2f: the card's "As an additional cost to cast this spell, …" costs."""
    return cast_info(card).additional


def forbidden_by(g, player, obj: Obj, restrictions: list) -> bool:
    """Whether one of the "can't cast" ``restrictions`` on ``player`` covers ``obj`` as a spell
    (101.2): one with no spell description covers every spell ("can't cast spells this turn"),
    one of a static ability only those its ``by`` describes ("You can't cast creature spells.")."""
    for r in restrictions:
        flt = getattr(r, "by", None)
        if isinstance(r, CEffect) and isinstance(r.data, tuple):
            flt = r.data[1]         # a resolved spell's "can't cast noncreature spells this turn"
        if flt is None:
            return True
        if flt.chosen is None:
            if g.matches(obj, flt, None, player, ignore_zone=True):
                return True
        elif any(g.matches(obj, flt, src, ctl, ignore_zone=True) for src, ctl in _restricting(g, player, r)):
            return True                 # "Spells with the chosen name can't be cast" (201.4)
    return False


def _restricting(g, player, eff):
    """The permanents whose static ability ``eff`` restricts ``player`` now, with their controllers
    (each with its own choice: two copies of one card name two names, 614.12)."""
    from .layers import affected_by_static, battlefield_statics
    for src, chars, ab, e in battlefield_statics(g, D.Restriction):
        if e is eff and g.check_condition(ab.condition, src, chars.controller) and \
                any(p is player for p in affected_by_static(g, e.affected, src, chars.controller)):
            yield src, chars.controller


def permission_problem(g, player, obj: Obj, perm: D.CastPermission | None) -> str | None:
    """Why ``obj`` can't be cast by ``player`` this way (None: it can, timing aside).  ``perm``
    None is the ordinary way: from the hand, for the mana cost (601.2a, 601.3)."""
    card = obj.face or obj.card          # one face of a card being cast as it (709.3a, 715.3a)
    if obj.owner is not player:
        return f"{card.name} is not {player.name}'s card"
    whole = whole_card_problem(obj)
    if whole:
        return whole
    if perm is None:
        if obj.zone != "hand":
            return f"{card.name} is not in {player.name}'s hand"
        if card.mana_cost is None:
            return f"{card.name} has no mana cost and can't be cast (118.6)"
        return None
    if obj.zone != perm.zone:
        return f"{card.name} can't be cast this way from the {obj.zone} (601.3)"
    if perm.cost is None and card.mana_cost is None:
        return f"{card.name} has no mana cost and can't be cast (118.6)"
    if perm.spell_types and not set(perm.spell_types) & set(card.types):
        return f"the resulting spell would not be {' or '.join(perm.spell_types)} (601.3e)"
    if perm.condition is not None and not g.check_condition(perm.condition, obj, player):
        return "its condition does not hold"
    return None


_GRANTED = D.CastPermission(label="granted", zone="exile")


def granted(g, player, obj: Obj, cast=True) -> bool:
    """An effect lets ``player`` play (or cast) ``obj`` now (601.3, 701.14: "You may play that
    card this turn")."""
    if not g.play_grants:
        return False
    g.play_grants = [x for x in g.play_grants if x[2] >= g.turn]      # expired ones go
    return any(oid == obj.id and pi == player.index and (cast or not cast_only)
               for oid, pi, _last, cast_only in g.play_grants)


def cast_ways(g, player, obj: Obj) -> list:
    """The ways ``player`` may cast ``obj`` now, timing aside: None (from the hand for its mana
    cost), each usable ``CastPermission``, and a permission an effect granted."""
    out = [] if permission_problem(g, player, obj, None) else [None]
    if obj.zone != "hand" and granted(g, player, obj) and cast_card(obj).mana_cost is not None \
            and not whole_card_problem(obj):
        out.append(D.CastPermission(label="granted", zone=obj.zone))
    if obj.zone == "exile" and obj.designations and obj.owner is player:
        out += [p for p in designated_ways(g, player, obj) if p is not None]
    for perm in cast_info(cast_card(obj)).permissions:
        if permission_problem(g, player, obj, perm) is None:
            out.append(perm)
    if obj.zone in ("graveyard", "library") and cast_card(obj).mana_cost is not None \
            and not whole_card_problem(obj) and _play_from.allowing(g, player, obj, land=False, free=False):
        out.append(_play_from.cast_permission(obj))     # "You may cast … from your graveyard" (601.3)
    if cast_card(obj).mana_cost is not None and not whole_card_problem(obj) and \
            _play_from.allowing(g, player, obj, land=False, free=True):
        # "You may cast spells from your hand without paying their mana costs." (118.9)
        out.append(_play_from.cast_permission(obj, free=True))
    return out


_PLOTTED = D.CastPermission(label="plot", zone="exile", cost=D.Cost())


# warp 702.185a: "Its owner may cast this card after the current turn has ended for as long as it
# remains exiled." — the card its delayed ability exiled has this designation (compiler/lower.py)
WARP_EXILED = "warp exiled"
_WARPED = D.CastPermission(label="warp exiled", zone="exile")


def designated_ways(g, player, obj: Obj) -> list:
    """Ways to cast a card in exile because of what it became: a plotted card, without paying its
    mana cost during its owner's main phase with an empty stack on a later turn (702.170d)."""
    out = []
    if "plotted" in obj.designations and obj.since_turn < g.turn and sorcery_timing_ok(g, player):
        out.append(_PLOTTED)
    if "on an adventure" in obj.designations and obj.face is None:
        out.append(ON_ADVENTURE)                 # 715.3d: not as an Adventure
    if WARP_EXILED in obj.designations and obj.since_turn < g.turn:
        out.append(_WARPED)                      # 702.185a: after the turn it was exiled, any number of turns
    if "foretold" in obj.designations and obj.since_turn < g.turn:
        cost = foretell_cost(obj.card)           # 702.143a: after the turn it was foretold
        if cost is not None:
            out.append(D.CastPermission(label="foretell", zone="exile", cost=cost))
    return out


_MANA_COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def prototyped(card: D.CardDef, perm: D.CastPermission) -> D.CardDef:
    """Rule 718.3b: ``card`` cast prototyped — the permission's mana cost, its power and
    toughness, and the colors of that mana cost (105.2); its other characteristics stay (718.5)."""
    import dataclasses
    mana = perm.cost.mana
    colors = tuple(c for sym, c in _MANA_COLORS.items() if sym in mana.upper())
    return dataclasses.replace(card, mana_cost=mana, power=perm.prototype.power,
                               toughness=perm.prototype.toughness, colors=colors)


# 702.103b: a spell cast bestowed gains enchant creature
_ENCHANT_CREATURE = D.KeywordAbility(name="enchant", param=D.Filter(types=("creature",)), rule="702.103b",
                                     text="enchant creature")


def bestowed(card: D.CardDef) -> D.CardDef:
    """Rule 702.103b: ``card`` cast bestowed — an Aura enchantment with enchant creature (no
    longer a creature: its card types and subtypes are those of an Aura, and it has no power or
    toughness, 208.3); its other characteristics stay."""
    import dataclasses
    return dataclasses.replace(card, types=("enchantment",), subtypes=("aura",), power=None, toughness=None,
                               abilities=card.abilities + (_ENCHANT_CREATURE,))


@contextmanager
def as_bestowed(obj: Obj, perm: D.CastPermission | None):
    """``obj`` considered as cast bestowed while ``perm`` (a bestow permission) is weighed: only
    its characteristics as the bestow ability modifies them are evaluated (702.103d)."""
    if perm is None or not perm.bestow or obj.bestowed is not None:
        yield obj
        return
    obj.bestowed, obj.bchars = bestowed(obj.card), None
    try:
        yield obj
    finally:
        if obj.zone != "gone":
            obj.bestowed, obj.bchars = None, None


def find_permission(g, player, obj: Obj, alt: str | None) -> D.CastPermission | None:
    """The way named ``alt`` (a CastPermission's label; None: the ordinary way) that ``obj``
    can be cast by now, or IllegalAction saying why not."""
    if alt is None:
        why = permission_problem(g, player, obj, None)
        if why:
            raise IllegalAction(why)
        return None
    if alt == "granted":                # "You may cast it this turn" (601.3, 701.14)
        if cast_card(obj).mana_cost is None or not granted(g, player, obj) or whole_card_problem(obj):
            raise IllegalAction(f"{obj.card.name} may not be cast from the {obj.zone} now (601.3)")
        return D.CastPermission(label="granted", zone=obj.zone)
    if alt.lower() in (_play_from.LABEL, _play_from.FREE_LABEL):
        # a permanent's "You may cast … from your graveyard" (601.3), "… without paying their
        # mana costs" (118.9)
        free = alt.lower() == _play_from.FREE_LABEL
        if cast_card(obj).mana_cost is None or whole_card_problem(obj) or \
                not _play_from.allowing(g, player, obj, land=False, free=free):
            raise IllegalAction(f"{obj.card.name} may not be cast from the {obj.zone} this way now (601.3)")
        return _play_from.cast_permission(obj, free=free)
    if alt.lower() == ON_ADVENTURE.label and obj.face is not None and "on an adventure" in obj.designations:
        raise IllegalAction(f"{obj.card.name} is on an adventure: it can't be cast as an Adventure "
                            f"this way (715.3d)")
    perms = [p for p in cast_info(cast_card(obj)).permissions if p.label == alt.lower()]
    if obj.zone == "exile" and obj.designations:
        perms += [p for p in designated_ways(g, player, obj) if p.label == alt.lower()]
        if not perms and alt.lower() == "plot":
            raise IllegalAction(f"{obj.card.name} is not a plotted card that may be cast now (702.170d)")
    if not perms:
        raise IllegalAction(f"{obj.card.name} has no {alt} (601.2b)")
    why = None
    for perm in perms:
        why = permission_problem(g, player, obj, perm)
        if why is None:
            return perm
    raise IllegalAction(why)


def optional_choices(g, player, obj: Obj) -> list[tuple]:
    """Rule 601.2b: the combinations of optional additional costs to announce, as ``paid``
    tuples ``((label, times), …)`` (a repeatable one up to three times): ``[()]`` if none."""
    combos = [()]
    info = cast_info(cast_card(obj))
    for oc in info.optional:
        counts = range(0, 4) if oc.repeatable else range(0, 2)
        combos = [c + (((oc.label, n),) if n else ()) for c in combos for n in counts]
    for label in granted_optional(g, player, obj):
        combos = [c + (((label, n),) if n else ()) for c in combos for n in range(0, 2)]
    if info.or_pay:
        # "sacrifice a creature or pay {3}{B}": the mana way is announced (601.2b), or not
        combos = [c + extra for c in combos for extra in ((), ((OR_PAY, 1),))]
    return combos


# the announcement (601.2b) of an additional cost's mana way: "… or pay {3}{B}" paid with the mana
OR_PAY = "or pay"


# the label of an optional cost a permanent's static ability gives other spells (the Defilers):
# the prefix and the permanent's id, so that each permanent's is announced on its own (601.2b)
GRANTED_COST = "optional cost of #"


def granted_optional(g, player, obj: Obj) -> dict:
    """Rules 118.8, 601.2b: the optional additional costs the permanents ``player`` controls give
    ``obj`` as a spell ("As an additional cost to cast black permanent spells, you may pay 2
    life."), by label: ``{label: (source, SpellsOptionalCost)}``."""
    from .layers import battlefield_statics
    out = {}
    for src, chars, ab, eff in battlefield_statics(g, D.SpellsOptionalCost):
        if chars.controller is player and g.check_condition(ab.condition, src, player) and \
                g.matches(obj, eff.spells, src, player, ignore_zone=True):
            out.setdefault(f"{GRANTED_COST}{src.id}", (src, eff))
    return out


def granted_paid(g, player, obj: Obj, paid) -> list:
    """The granted optional costs announced in ``paid`` (601.2b), as (source, SpellsOptionalCost);
    IllegalAction for one no permanent gives this spell now."""
    labels = [str(label).lower() for label, times in paid if str(label).lower().startswith(GRANTED_COST) and times]
    if not labels:
        return []
    offered = granted_optional(g, player, obj)
    out = []
    for label in labels:
        if label not in offered or any(t > 1 for lb, t in paid if str(lb).lower() == label):
            raise IllegalAction(f"{obj.name}: no optional cost {label!r} to pay once now (601.2b)")
        out.append(offered[label])
    return out


def _optional_paid(card: D.CardDef, paid) -> list:
    """The announced optional costs (601.2b) as (OptionalCost, times)."""
    out = []
    opts = cast_info(card).optional
    for label, times in paid:
        if str(label).lower().startswith(GRANTED_COST):
            continue                # a permanent's, not the card's (granted_paid)
        if str(label).lower() == OR_PAY and times == 1 and cast_info(card).or_pay:
            continue                # not an optional cost: a way of paying an additional one
        oc = next((o for o in opts if o.label == str(label).lower()), None)
        if oc is None:
            raise IllegalAction(f"{card.name} has no optional cost {label!r} (601.2b)")
        if times < 0 or (times > 1 and not oc.repeatable) or any(x is oc for x, _ in out):
            raise IllegalAction(f"{card.name}: {label} can't be paid {times} times (601.2b)")
        if times:
            out.append((oc, times))
    return out


def paid_record(card: D.CardDef, paid) -> dict:
    """What the announced optional costs ``paid`` make the spell's record (label → times, 607):
    each cost by its label, and one of two kicker costs also under its keyword — the spell was
    "kicked" once for each of them paid (702.33b, 702.33d)."""
    out: dict = {}
    for oc, n in _optional_paid(card, paid):
        out[oc.label] = n
        if oc.group:
            out[oc.group] = out.get(oc.group, 0) + n
    for label, n in paid:           # a permanent's optional cost paid: its reduction applies (601.2f)
        if n and str(label).lower().startswith(GRANTED_COST):
            out[str(label).lower()] = n
    return out


def modes_allowed(spell: D.SpellAbility, modes) -> bool:
    """Rule 700.2i: "Choose up to five {P} worth of modes" — the pawprints of the modes chosen
    (each time it is chosen, 700.2d) total at most five."""
    return not spell.worth or sum(spell.modes[m].pawprints for m in modes) <= spell.worth


def spell_costs(card: D.CardDef, perm: D.CastPermission | None, paid, modes=(), x=None,
                caster=None) -> tuple[str, list]:
    """Rules 601.2f, 118.8, 118.9: the mana (an Oracle string) and the other costs of casting
    ``card`` this way with the optional costs ``paid``: the mana cost or the alternative cost,
    plus additional costs (with ``x``: X announced in place of their X, 601.2b; without, an X in
    them stays a count of -1, ``cost_has_x``); ``caster`` (game, player, object): also the
    optional costs permanents give the spell that ``paid`` announces (``granted_paid``)."""
    nonmana = []
    if perm is not None and perm.cost is not None:
        mana = perm.cost.mana
        nonmana.append(perm.cost)
    else:
        mana = card.mana_cost or ""
    if perm is not None and perm.additional is not None:
        mana += perm.additional.mana
        nonmana.append(perm.additional)
    for oc, times in _optional_paid(card, paid):
        mana += oc.cost.mana * times
        nonmana += [oc.cost] * times
    or_pay = any(str(label).lower() == OR_PAY for label, _ in paid)
    for cost in additional_costs(card):
        if cost.or_mana and or_pay:
            mana += cost.or_mana            # "… or pay {3}{B}" announced (601.2b, 601.2f)
        else:
            nonmana.append(cost)
    for cost in cast_info(card).per_mode:       # escalate 702.120a
        mana += cost.mana * max(0, len(modes) - 1)
        nonmana += [cost] * max(0, len(modes) - 1)
    if caster is not None:
        nonmana += [eff.cost for _src, eff in granted_paid(*caster, paid)]
    return mana, costs_with_x(nonmana, x)


def all_modes_paid(card: D.CardDef, paid) -> bool:
    """Entwine 702.42a: an optional cost paid that has every mode chosen."""
    return any(oc.all_modes for oc, _ in _optional_paid(card, paid))


def _substitute_candidates(g, player, obj: Obj, subs) -> list:
    """The objects that may pay for mana of the spell ``obj`` instead (convoke's creatures,
    delve's cards): untapped permanents of the player or cards in their graveyard."""
    out = []
    for sub in subs:
        cost = sub.cost
        if cost.tap_untapped:
            flt = cost.tap_untapped[0]
            objs = [o for o in g.permanents(player) if not o.tapped and g.matches(o, flt, obj, player)]
        else:
            flt = cost.exile_from_graveyard[0]
            objs = [o for o in player.graveyard if o is not obj and g.matches(o, flt, obj, player, ignore_zone=True)]
        out += [o for o in objs if not any(o is x for x in out)]
    return out


def _assign_substitutes(g, subs, objs, colored: dict, generic: int):
    """Each object pays one mana of the total cost (601.2h): a colored mana of its color where a
    ``same_color`` substitute allows (convoke 702.51a), else a generic mana.  Returns the
    remaining (colored, generic) and the (object, substitute) pairs used."""
    colored = dict(colored)
    used = []
    for o in objs:
        pick = None
        for sub in subs:
            if not _accepts(g, sub, o):
                continue
            if sub.mana == "colored":
                letter = next((COLOR_LETTERS[c] for c in g.chars(o).colors
                               if colored.get(COLOR_LETTERS[c], 0) > 0), None) if sub.same_color else None
                if letter is not None:
                    colored[letter] -= 1
                    pick = sub
                    break
            elif generic > 0:
                generic -= 1
                pick = sub
                break
        if pick is not None:
            used.append((o, pick))
    return {k: n for k, n in colored.items() if n}, generic, used


def _accepts(g, sub, o) -> bool:
    cost = sub.cost
    if cost.tap_untapped:
        return o.zone == "battlefield" and g.matches(o, cost.tap_untapped[0], None, g.controller_of(o))
    return o.zone == "graveyard" and g.matches(o, cost.exile_from_graveyard[0], None, o.owner, ignore_zone=True)


def spell_payment(g, player, obj: Obj, colored: dict, generic: int, choose=False):
    """How the mana part of casting ``obj`` is paid (601.2g-h): ``(colored, generic, used)``, the
    mana left to pay after the objects ``used`` pay for some of it instead (convoke, delve,
    improvise), or None if it can't be paid.  With ``choose`` the caster picks the objects
    first (the engine adds more if those leave the cost unpayable); otherwise every candidate
    is tried (is it payable at all?)."""
    subs = cast_info(obj.card).substitutes
    purpose = ("spell", obj)        # mana that may be spent only on some spells (106.6)
    if not subs:
        return (colored, generic, []) if find_payment(g, player, colored, generic, purpose=purpose) is not None \
            else None
    cands = _substitute_candidates(g, player, obj, subs)
    first = []
    if choose and cands:
        first = g.ask(player, "pay_instead", cands, min=0, max=len(cands),
                      prompt="tap or exile instead of paying mana (601.2h)", source=obj)
    order = list(first) + [o for o in cands if not any(o is x for x in first)]
    for k in range(len(first), len(order) + 1):
        c2, g2, used = _assign_substitutes(g, subs, order[:k], colored, generic)
        exclude = tuple(o.id for o, _ in used if o.zone == "battlefield")
        if find_payment(g, player, c2, g2, exclude, purpose=purpose) is not None:
            return c2, g2, used
    return None


def additional_cost_problem(g, player, obj: Obj, costs=None) -> str | None:
    """Why the non-mana costs of casting ``obj`` (its additional costs, or ``costs``) can't be
    paid (the card itself, moving to the stack first (601.2a), is not among the cards it could
    discard)."""
    for cost in (additional_costs(obj.card) if costs is None else costs):
        whys = [_additional_problem(g, player, obj, part) for part in (either_parts(cost) if cost.either else (cost,))]
        if None not in whys:
            return whys[0]


def _additional_problem(g, player, obj: Obj, cost: D.Cost) -> str | None:
    why = can_pay_nonmana(g, player, obj, cost, None)
    if why is None and cost.discard:
        flt, n = cost.discard
        fz = flt if flt.zone == "hand" else D.Filter(**{**_fdict(flt), "zone": "hand"})
        if len([o for o in player.hand if o is not obj and g.matches(o, fz, obj, player)]) < n:
            why = "not enough cards to discard"
    return why
    return None


def cast_spell(g, player: PlayerState, obj: Obj, targets=(), x=None, modes=(), divided=(),
               alt=None, paid=(), face=None):
    """Rule 601.2: cast ``obj`` — from the hand, or as a ``CastPermission`` labelled ``alt``
    allows (flashback, evoke, …), announcing the optional costs ``paid`` ((label, times), …:
    kicker); ``face``: which face of a card of several (709.3, 715.3; numbered as printed,
    runtime/faces.py).  Raises IllegalAction without changing the game if anything is illegal."""
    if obj.card.faces and obj.face is None and obj.face_down is None:
        with as_face(obj, face_def(obj.card, face)):
            return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)
    if face not in (None, 1):
        raise IllegalAction(f"{obj.card.name} has no face {face}")
    return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)


def _cast_spell(g, player: PlayerState, obj: Obj, targets=(), x=None, modes=(), divided=(),
                alt=None, paid=()):
    from .layers import player_restrictions
    perm = find_permission(g, player, obj, alt)
    if perm is not None and perm.face_down is not None and obj.face_down is None:
        # 702.37c: the card is turned face down as it is cast; what applies to casting it sees a
        # 2/2 face-down creature card (no name, no flash, no costs of its own: 708.2a)
        from .facedown import face_down_card
        obj.face_down, obj.bchars = face_down_card(perm.face_down), None
        try:
            return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)
        except BaseException:
            obj.face_down, obj.bchars = None, None
            raise
    if perm is not None and perm.transformed and obj.face is None:
        # 712.11a: cast transformed, the spell has its back face up; only that face is evaluated
        # (712.11c) with the front face's ability that allows it (712.11d, ``cast_card``)
        back = transformed_face(obj)
        if back is None:
            raise IllegalAction(f"{obj.card.name} can't be cast transformed (712.11a)")
        with as_face(obj, back):
            return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)
    if perm is not None and perm.bestow and obj.bestowed is None:
        # 702.103a-b: cast bestowed, the spell is an Aura spell with enchant creature; its target
        # is chosen as an Aura's (601.2c, 303.4)
        with as_bestowed(obj, perm):
            return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)
    if perm is not None and perm.prototype is not None and obj.prototype is None:
        # 718.3a-b: cast prototyped, the spell has the other mana cost, size and colors
        obj.prototype, obj.bchars = prototyped(obj.card, perm), None
        try:
            return _cast_spell(g, player, obj, targets, x, modes, divided, alt, paid)
        except BaseException:
            obj.prototype, obj.bchars = None, None
            raise
    card = shown(obj)
    if not can_cast_now(g, player, obj):
        raise IllegalAction(f"{card.name} can't be cast now (timing, rule 307.1)")
    if forbidden_by(g, player, obj, player_restrictions(g, player, "cant_cast_spells")):
        raise IllegalAction(f"{player.name} can't cast {card.name} (101.2)")
    mana, nonmana = spell_costs(card, perm, paid, modes, caster=(g, player, obj))
    specs, spell = spell_targets_spec(card)
    ctx = AbilityContext(g, obj, player, spell)
    # 601.2b: X announced for the mana cost or for an additional cost ("pay X life") — one X
    has_x = "{X}" in mana or any(cost_has_x(c) for c in nonmana)
    if has_x:
        if x is None or x < 0:
            raise IllegalAction(f"{card.name}: choose a value for X")
        ctx.x = x
        nonmana = costs_with_x(nonmana, x)
    else:
        ctx.x = 0 if "{X}" in (card.mana_cost or "") else None     # 107.3b: X is 0
    ctx.paid = {**({perm.label: 1} if perm is not None and perm.label else {}), **paid_record(card, paid)}
    ctx.cast_from = obj.zone
    # addendum: "If you cast this spell during your main phase" (505.1: the active player's)
    ctx.cast_in_main = g.step in ("main1", "main2") and g.players[g.active] is player
    for oc, _ in _optional_paid(card, paid):
        if oc.choose == "opponent":
            # gift 702.174a: "you may choose an opponent" as an additional cost (601.2b, 601.2f)
            opps = [p for p in g.opponents(player) if not p.lost]
            if not opps:
                raise IllegalAction(f"{card.name}: no opponent to choose for its {oc.label} cost")
            ctx.cost_choices[oc.label] = g.ask(player, "player", opps, prompt=f"{oc.label}: choose an opponent",
                                               source=obj)[0]
    # 601.2b: modes.
    if spell is not None and spell.modes:
        lo, hi = spell.choose
        if all_modes_paid(card, paid):      # entwine 702.42a: all modes instead
            lo = hi = len(spell.modes)
        modes = list(modes)
        if not (lo <= len(modes) <= hi) or any(not (0 <= m < len(spell.modes)) for m in modes) \
                or len(set(modes)) != len(modes) and not spell.repeat:
            raise IllegalAction(f"{card.name}: choose {lo}..{hi} different modes")
        if not modes_allowed(spell, modes):
            raise IllegalAction(f"{card.name}: the modes chosen total more than {spell.worth} pawprints (700.2i)")
        # 700.2d: a mode chosen more than once is done that many times in sequence
        ctx.modes = sorted(modes)
        ctx.mode_targets = []
        tl = list(targets)
        for i, m in enumerate(ctx.modes):
            mt = tl[i] if i < len(tl) else ()
            ctx.mode_targets.append(validate_targets(g, ctx, spell.modes[m].targets,
                                                     resolve_ids(g, mt)))
        all_targets = [t for mt in ctx.mode_targets for t in mt]
    else:
        ctx.targets = validate_targets(g, ctx, specs, resolve_ids(g, targets))
        ctx.target_specs = specs
        all_targets = ctx.targets
    # 601.2d: division.
    ctx.divided = _division(specs, ctx.targets, divided) if not (spell and spell.modes) else []
    colored, generic = x_in_color(*cost_requirements(mana or None, ctx.x or 0), mana or None, ctx.x or 0,
                                  card.x_color)
    obj.ctx = ctx           # the choices made so far decide cost changes ("if it's bargained", 601.2f)
    _choose_sacrifice_first(g, player, obj, card, ctx, colored, generic, all_targets)
    colored, generic = total_cost(g, card, all_targets, colored, generic, player, obj)
    # "Spells your opponents cast that target ~ cost an additional 3 life to cast." (601.2f:
    # additional costs of other objects' abilities, with the targets chosen, 601.2c; 119.4)
    life = sum(eff.life * n for eff, n in _cost_changes(g, card, all_targets, player, obj)
               if isinstance(eff, D.CostModifier) and eff.life)
    if life:
        nonmana = [*nonmana, D.Cost(pay_life=life)]
    why = additional_cost_problem(g, player, obj, nonmana)
    if why:
        raise IllegalAction(f"{player.name} can't pay the additional cost of {card.name}: {why}")
    helper, helped = _assist(g, player, obj, card, generic)
    generic -= helped
    payment = spell_payment(g, player, obj, colored, generic, choose=True)
    if payment is None:
        raise IllegalAction(f"{player.name} can't pay {mana or 'the cost'} for {card.name}")
    colored, generic, instead = payment
    if perm is not None and perm.label in (_play_from.LABEL, _play_from.FREE_LABEL):
        # "Once during each of your turns" spent
        _play_from.use(g, player, obj, land=False, free=perm.label == _play_from.FREE_LABEL)
    # 601.2a: move to the stack; then pay (601.2g-h).
    new = g.move(obj, "stack", controller=player)
    ctx.source = new
    new.ctx = ctx
    # the card's own ways of being cast, announced and paid (601.2b, 601.2h): seen applying
    if perm is not None:
        g.saw_static(perm)
    for oc, n in _optional_paid(card, paid):
        if n:
            g.saw_static(oc)
    for _src, eff in granted_paid(g, player, obj, paid):
        g.saw_static(eff)
    for o, sub in instead:              # convoke 702.51a, delve 702.66a, improvise 702.126a
        g.saw_static(sub)
        if sub.cost.tap_untapped:
            g.tap(o, by=player)
        else:
            g.move(o, "exile")
    if helped:
        # 702.132a: the player chosen pays their part of the generic mana before the caster pays
        # (not mana the caster spends: no expend, 601.2h)
        pay_mana(g, helper, {}, helped)
        g.note(f"{helper.name} pays {{{helped}}} of {card.name}'s cost (assist, 702.132a)")
    ctx.spent = pay_mana(g, player, colored, generic,
                         exclude=tuple(o.id for o, _ in instead if o.zone == "battlefield"), purpose=("spell", new),
                         ctx=ctx)
    for cost in nonmana:
        pay_costs(g, player, new, cost, ctx, mana=False)
    how = f" ({', '.join(ctx.paid)})" if ctx.paid else ""
    g.note(f"{player.name} casts {card.name or 'a face-down spell'}{how}" + (f" targeting {all_targets}" if any(all_targets) else ""))
    for slot in all_targets:
        for t in slot:
            if isinstance(t, Obj):
                g.emit(Event("becomes_target", t, player, by=new))
    g.emit(Event("cast", new, player))
    return new


def _assist(g, player, obj: Obj, card: D.CardDef, generic: int):
    """Assist 702.132a: "If the total cost to cast a spell with assist includes a generic mana
    component, before you activate mana abilities while casting it, you may choose another player.
    … Before you begin to pay the total cost of the spell, the player you chose may pay for any
    amount of the generic mana in the spell's total cost."  The caster chooses whether and whom;
    the player chosen, how much (up to the mana they could make).  Returns (that player, the
    amount; 0 if none) — paid by ``_cast_spell`` before the caster pays the rest."""
    if generic <= 0 or not any(isinstance(a, D.KeywordAbility) and a.name == "assist" for a in card.abilities):
        return None, 0
    others = [p for p in g.players if p is not player and not p.lost and total_available_mana(g, p) > 0]
    if not others or not g.ask_yes_no(player, f"assist: choose another player to help pay for {card.name}?",
                                      source=obj):
        return None, 0
    helper = others[0] if len(others) == 1 else g.ask(player, "player", others, prompt="assist: choose a player",
                                                      source=obj)[0]
    most = min(generic, total_available_mana(g, helper))
    amount = g.ask(helper, "number", list(range(most + 1)),
                   prompt=f"assist: how much of the generic mana of {card.name} to pay", source=obj)[0]
    return helper, amount


def _division(specs, targets, divided):
    out = []
    for i, spec in enumerate(specs):
        chosen = targets[i] if i < len(targets) else []
        if spec.divided:
            if i < len(divided) and divided[i]:
                out.append(list(divided[i]))
            else:
                out.append(None)      # divided evenly at resolution (see damage_divided)
        else:
            out.append(None)
    return out


# ------------------------------------------------------------------------------ abilities
# X in a cost other than its mana (602.2b): a count of -1, the value announced as it is activated
_COUNTED = ("sacrifice", "discard", "exile_from_graveyard", "exile_from_hand", "return_to_hand", "tap_untapped")
_WITH_X: dict = {}


def cost_has_x(cost: D.Cost) -> bool:
    """Whether the non-mana part of ``cost`` has X in it ("Remove X +1/+1 counters from ~")."""
    # (listed once per activated ability in every listing of actions: no generator here)
    if cost.pay_life < 0 or (cost.remove_counters is not None and cost.remove_counters[1] < 0):
        return True
    if cost.loyalty_x:          # "[−X]": X loyalty counters removed (606.4, 107.3a)
        return True
    for v in (cost.sacrifice, cost.discard, cost.exile_from_graveyard, cost.exile_from_hand,
              cost.return_to_hand, cost.tap_untapped):       # _COUNTED
        if v is not None and v[1] < 0:
            return True
    return False


def cost_with_x(cost: D.Cost, x: int) -> D.Cost:
    """``cost`` with the announced X in place of each X of its non-mana part (107.3a); one object
    per cost and value, so that ``ab.cost`` checks keep working on it."""
    key = (id(cost), x)
    hit = _WITH_X.get(key)
    if hit is None:
        upd = {f: (getattr(cost, f)[0], x) for f in _COUNTED
               if getattr(cost, f) is not None and getattr(cost, f)[1] < 0}
        if cost.pay_life < 0:
            upd["pay_life"] = x
        if cost.remove_counters is not None and cost.remove_counters[1] < 0:
            upd["remove_counters"] = (cost.remove_counters[0], x)
        if cost.loyalty_x:
            # "[−X]" (606.4): a loyalty cost of −X, with the X announced (107.3a, 602.2b); it
            # can't be paid with more loyalty counters than the permanent has (606.6)
            upd["loyalty"], upd["loyalty_x"] = -x, False
        hit = _WITH_X[key] = (cost, _replace(cost, **upd))
    return hit[1]


def max_cost_x(g, player, obj, ab) -> int:
    """The greatest X the non-mana part of ``ab``'s cost can be paid with now (its resources: life,
    cards, permanents, counters)."""
    own = _giver(g, ab) if ab.cost.granter else obj
    return _greatest_x(g, player, sum(own.counters.values()) if own is not None else 0,
                       lambda x: can_pay_nonmana(g, player, obj, cost_with_x(ab.cost, x), ab) is None)


def max_spell_cost_x(g, player, obj, costs) -> int:
    """The greatest X a spell's additional costs with X ("pay X life", "discard X cards") can be
    paid with now (601.2b: X announced as it is cast)."""
    return _greatest_x(g, player, 0, lambda x: additional_cost_problem(g, player, obj, costs_with_x(costs, x)) is None)


def _greatest_x(g, player, counters: int, payable) -> int:
    """The greatest X with ``payable(X)``, found by halving below the player's resources (life,
    cards, permanents, ``counters``): a cost payable with X is payable with less."""
    hi = 1 + max(player.life, len(player.hand), len(player.graveyard), len(g.battlefield), counters)
    lo = 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if payable(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def costs_with_x(costs, x: int | None) -> list:
    """A spell's non-mana costs with the announced X in place of each X (107.3a, 601.2b)."""
    if x is None:
        return list(costs)
    return [cost_with_x(c, x) if cost_has_x(c) else c for c in costs]


def _giver(g, ab):
    """The object whose static ability gives ``ab`` (201.5a), if it is on the battlefield."""
    gid = getattr(ab, "granter", None)
    o = g.find(gid) if gid is not None else None
    return o if o is not None and o.zone == "battlefield" else None


def _giver_problem(g, player, obj, cost: D.Cost, ab) -> str | None:
    """Why the parts of ``cost`` paid with the object that gives the ability can't be paid:
    it must be on the battlefield, under the payer's control (a player sacrifices only their own
    permanents, 701.17a), and for "Unattach ~" attached to the object with the ability (701.3d)."""
    giver = _giver(g, ab)
    if giver is None:
        return "the object giving this ability is not on the battlefield (201.5a)"
    if g.controller_of(giver) is not player:
        return "the object giving this ability is controlled by another player (701.17a)"
    if cost.unattach and giver.attached_to != obj.id:
        return "the object giving this ability is not attached to it (701.3d)"
    if cost.tap_named and giver.tapped:
        return "the object giving this ability is already tapped (701.21a)"
    return None


def either_parts(cost: D.Cost) -> tuple[D.Cost, D.Cost]:
    """The two costs "sacrifice a creature or discard a card" offers (118.3): the sacrifice with
    the rest of the cost, and the discard with the rest of the cost."""
    return (_replace(cost, discard=None, either=False), _replace(cost, sacrifice=None, either=False))


def can_pay_nonmana(g, player, obj, cost: D.Cost, ab) -> str | None:
    """Why the non-mana part of a cost can't be paid now (None if it can)."""
    if cost.either:
        # 118.3: either way, one the player can pay fully
        whys = [can_pay_nonmana(g, player, obj, part, ab) for part in either_parts(cost)]
        return None if None in whys else whys[0]
    if cost.granter:
        why = _giver_problem(g, player, obj, cost, ab)
        if why:
            return why
    if cost.tap or cost.untap:
        if obj.zone != "battlefield":
            return "not on the battlefield"
        if cost.tap and obj.tapped:
            return "already tapped"
        if cost.untap and not obj.tapped:
            return "not tapped"
        if g.is_creature(obj) and summoning_sick(g, obj):
            return "summoning sick (rule 302.6)"
    if cost.pay_life and player.life < cost.pay_life:
        return "not enough life (rule 119.4)"
    if cost.remove_counters:
        kind, n = cost.remove_counters
        own = _giver(g, ab) if cost.granter else obj
        have = sum(own.counters.values()) if kind == "any" else own.counters.get(kind, 0)
        if have < n:
            return f"not enough {'' if kind == 'any' else kind + ' '}counters"
    if cost.loyalty is not None and cost.loyalty < 0:
        if obj.counters.get("loyalty", 0) < -cost.loyalty:
            return "not enough loyalty"
    if cost.energy and player.energy < cost.energy:
        return "not enough energy (rule 107.14)"
    if cost.forage:                     # 701.59a
        if len(player.graveyard) < 3 and not _foods(g, player):
            return "nothing to forage (three cards in the graveyard or a Food)"
    if cost.collect_evidence:           # 701.57a-b
        if evidence_available(player, obj) < cost.collect_evidence:
            return f"not enough mana value in the graveyard to collect evidence {cost.collect_evidence}"
    if not (cost.sacrifice or cost.discard or cost.exile_from_graveyard or cost.exile_from_hand
            or cost.return_to_hand or cost.tap_untapped or cost.tap_power or cost.reveal_from_hand):
        return None
    ctx = AbilityContext(g, obj, player, ab)
    if cost.tap_untapped:
        flt, n = cost.tap_untapped
        if len(_untapped(g, player, obj, flt, ctx, cost)) < n:
            return "not enough untapped permanents to tap"
    if cost.tap_power:                  # crew 702.122a
        flt, n = cost.tap_power
        if sum(tap_power_of(g, o, ab) for o in _untapped(g, player, obj, flt, ctx, cost)) < n:
            return f"not enough untapped creatures with total power {n}"
    if cost.sacrifice:
        flt, n = cost.sacrifice
        if len([o for o in g.permanents(player) if g.matches(o, flt, obj, player, ctx)]) < n:
            return "nothing to sacrifice"
    if cost.discard:
        flt, n = cost.discard
        fz = flt if flt.zone == "hand" else D.Filter(**{**_fdict(flt), "zone": "hand"})
        if len([o for o in player.hand if g.matches(o, fz, obj, player, ctx)]) < n:
            return "not enough cards to discard"
    if cost.exile_from_graveyard:
        flt, n = cost.exile_from_graveyard
        if len([o for o in player.graveyard if g.matches(o, flt, obj, player, ctx,
                                                           ignore_zone=True)]) < n:
            return "not enough cards in graveyard"
    if cost.exile_from_hand:            # 118.9 (a spell is on the stack by now, 601.2a)
        flt, n = cost.exile_from_hand
        if len(_hand_cards(g, player, obj, flt, ctx)) < n:
            return "not enough cards in hand to exile"
    if cost.return_to_hand:
        flt, n = cost.return_to_hand
        if len([o for o in g.permanents(player) if g.matches(o, flt, obj, player, ctx)]) < n:
            return "not enough permanents to return"
    if cost.reveal_from_hand:           # not the spell itself: it is on the stack by then (601.2a)
        flt, n = cost.reveal_from_hand
        if len(_hand_cards(g, player, obj, flt, ctx)) < n:
            return "not enough cards in hand to reveal"
    return None


def _hand_cards(g, player, obj, flt, ctx) -> list:
    """The cards of ``player``'s hand that match ``flt``, other than ``obj`` itself."""
    return [o for o in player.hand if o is not obj and g.matches(o, flt, obj, player, ctx, ignore_zone=True)]


def _foods(g, player) -> list:
    return [o for o in g.permanents(player) if "food" in g.chars(o).subtypes]


def _forage(g, player, source):
    """Rule 701.59a: exile three cards from the graveyard or sacrifice a Food."""
    foods = _foods(g, player)
    ways = (["exile three cards from your graveyard"] if len(player.graveyard) >= 3 else []) + \
        (["sacrifice a Food"] if foods else [])
    way = g.ask(player, "forage", ways, prompt="forage (701.59a)", source=source)[0]
    if way.startswith("exile"):
        for o in g.ask(player, "exile", list(player.graveyard), min=3, max=3, prompt="forage: exile"):
            g.move(o, "exile")
    else:
        _zones.sacrifice(g, g.ask(player, "sacrifice", foods, prompt="forage: sacrifice a Food")[0], player)
    g.emit(Event("forage", None, player))       # "Whenever you forage" (as a cost or an effect)


def evidence_available(player, source) -> int:
    """The total mana value of the cards in ``player``'s graveyard (but ``source``), the most
    evidence they can collect (701.57a)."""
    return sum(mana_value(o.card.mana_cost) for o in player.graveyard if o is not source)


def collect_evidence(g, player, source, n: int):
    """Rule 701.57a: exile cards from the graveyard with total mana value N or greater (the
    player's choice; the engine adds the largest if it falls short); then "Whenever you collect
    evidence" triggers."""
    opts = sorted((o for o in player.graveyard if o is not source),
                  key=lambda o: -mana_value(o.card.mana_cost))
    picks = list(g.ask(player, "exile", opts, min=1, max=len(opts), prompt=f"collect evidence {n}"))
    for o in opts:
        if sum(mana_value(x.card.mana_cost) for x in picks) >= n:
            break
        if not any(o is x for x in picks):
            picks.append(o)
    for o in picks:
        g.move(o, "exile")
    g.emit(Event("collected_evidence", None, player, amount=n))


def tap_power_of(g, o: Obj, ab) -> int:
    """The power ``o`` counts with when tapped for the "total power N" cost of ``ab``: its power,
    plus the bonus of "~ crews Vehicles as though its power were 2 greater" for a crew ability
    (702.122b) and, "saddles Mounts and crews …", a saddle ability (702.171c) — the abilities
    whose text starts with their keyword."""
    power = g.power(o)
    kind = getattr(ab, "text", "").split(" ", 1)[0].lower()
    if kind in ("crew", "saddle"):
        for a in g.chars(o).abilities:
            for eff in getattr(a, "effects", ()) if isinstance(a, D.StaticAbility) else ():
                if isinstance(eff, D.CrewPower) and (kind == "crew" or eff.saddle):
                    power += eff.bonus
                    g.saw_static(eff)
    return max(0, power)


def _untapped(g, player, obj, flt, ctx, cost=None) -> list:
    """Untapped permanents ``player`` controls matching ``flt``, to tap for a cost ("Tap an
    untapped creature you control"; not {T}, so summoning sickness does not matter, 302.6); not
    the source when the cost also has {T} (that taps it)."""
    skip = obj if cost is not None and cost.tap else None
    return [o for o in g.permanents(player) if not o.tapped and o is not skip
            and g.matches(o, flt, obj, player, ctx)]


def _fdict(flt):
    from dataclasses import fields
    return {f.name: getattr(flt, f.name) for f in fields(flt)}


def ability_mana(g, player, obj, ab, x=0) -> tuple[dict, int]:
    """The mana an activated ability costs (colored, generic), its own reduction applied ("This
    ability costs {1} less to activate for each Shrine you control": 602.2b, 601.2f; generic
    mana only, never below zero)."""
    colored, generic = x_in_color(*cost_requirements(ab.cost.mana, x), ab.cost.mana, x, ab.cost.x_color)
    change = getattr(ab, "cost_change", None)
    if change is not None and generic:
        ctx = AbilityContext(g, obj, player, ab)
        if g.check_condition(change.condition, obj, player, ctx):
            generic = max(0, generic + change.amount * (g.value(change.times, ctx) if change.times is not None else 1))
    if generic and obj.zone == "battlefield":
        generic = _activation_reductions(g, obj, colored, generic)
    return colored, generic


def _activation_reductions(g, obj, colored: dict, generic: int) -> int:
    """The generic mana of an activated ability of the permanent ``obj`` after the reductions of
    other permanents' static abilities ("Activated abilities of creatures you control cost {2}
    less to activate.", 602.2b, 601.2f): never below zero, nor, with "This effect can't reduce the
    mana in that cost to less than one mana", below one mana in all (its colored mana counts)."""
    for src, chars, ab, eff in battlefield_statics(g, D.ActivationCostModifier):
        if not generic:
            break
        if not g.check_condition(ab.condition, src, chars.controller) \
                or not g.matches(obj, eff.of, src, chars.controller):
            continue
        n = g.value(eff.times, AbilityContext(g, src, chars.controller, ab)) if eff.times is not None else 1
        least = max(0, eff.floor - sum(colored.values()))
        reduced = max(least, generic + eff.amount * n)
        if reduced < generic:
            g.saw_static(eff)            # a cost reduced (issue 5)
            generic = reduced
    return generic


def pay_costs(g, player, obj, cost: D.Cost, ctx, mana=True, exclude=()):
    """Rule 601.2h / 602.2b: pay the costs, in any order (mana last here)."""
    why = can_pay_nonmana(g, player, obj, cost, ctx.ability)
    if why:
        raise IllegalAction(f"cost can't be paid: {why}")
    # 601.2f-h (602.2b): the total cost is locked in before any part of it is paid (a reduction
    # of the abilities of permanents you control still applies to one that sacrifices itself)
    due = None
    if mana and cost.mana:
        ab = ctx.ability
        due = ability_mana(g, player, obj, ab, ctx.x or 0) \
            if isinstance(ab, (D.ActivatedAbility, D.ManaAbility)) and (ab.cost is cost or (
                ctx.x is not None and cost_has_x(ab.cost) and cost_with_x(ab.cost, ctx.x) is cost)) \
            else cost_requirements(cost.mana, ctx.x or 0)
    if cost.either:
        # "sacrifice a creature or discard a card" (118.3): the payer chooses a way they can pay fully
        parts = dict(zip(("sacrifice", "discard"), either_parts(cost)))
        ways = [w for w, part in parts.items() if can_pay_nonmana(g, player, obj, part, ctx.ability) is None]
        way = ways[0] if len(ways) == 1 else \
            g.ask(player, "cost", ways, min=1, max=1, prompt="sacrifice or discard", source=obj)[0]
        cost = parts[way]
    if cost.tap:
        g.tap(obj, by=player)
    if cost.untap:
        g.untap(obj)
    if cost.loyalty is not None:
        if cost.loyalty > 0:
            g.add_counters(obj, "loyalty", cost.loyalty, by_effect=False, by=player)    # 606.4: a cost
        elif cost.loyalty < 0:
            g.remove_counters(obj, "loyalty", -cost.loyalty)
    # "Sacrifice <its name>", "Unattach <its name>" on the equipped creature: the Equipment (201.5a)
    own = _giver(g, ctx.ability) if cost.granter else obj
    if cost.remove_counters:
        # "Remove a counter from ~:" — the activating player chooses its kind (122.1, 602.2b)
        from .effects.counters import counter_kind
        kind = counter_kind(g, player, own, cost.remove_counters[0], own)
        g.remove_counters(own, kind, cost.remove_counters[1])
    if cost.put_counters:
        # "Put a page counter on ~:" (118.3): a cost, not an effect (122.6: no replacement of
        # counters an effect would put applies)
        g.add_counters(own, cost.put_counters[0], cost.put_counters[1], by_effect=False, by=player)
    if cost.pay_life:
        g.lose_life(player, cost.pay_life)
    if cost.energy:
        player.energy -= cost.energy                     # 107.14: energy counters removed
    if cost.sacrifice:
        flt, n = cost.sacrifice
        picks = getattr(ctx, "cost_choices", {}).pop(SACRIFICE_CHOICE, None)    # chosen at 601.2b (702.119c)
        if picks is None or any(o.zone != "battlefield" for o in picks):
            opts = [o for o in g.permanents(player) if g.matches(o, flt, obj, player, ctx)]
            picks = g.ask(player, "sacrifice", opts, min=n, max=n, prompt="sacrifice (cost)")
        for o in picks:
            _zones.sacrifice(g, o, player)
        # "the sacrificed creature" of the effect (as it last existed, 608.2h)
        ctx.results["cost:sacrificed"] = list(picks)
    if cost.discard:
        flt, n = cost.discard
        fz = flt if flt.zone == "hand" else D.Filter(**{**_fdict(flt), "zone": "hand"})
        opts = [o for o in player.hand if g.matches(o, fz, obj, player, ctx)]
        if cost.discard_random:
            picks = g.rng.sample(opts, n)
        else:
            picks = g.ask(player, "discard", opts, min=n, max=n, prompt="discard (cost)")
        for o in picks:
            _zones.discard(g, o, player)
    if cost.discard_hand:
        # "Discard your hand": every card in it (701.9a); with no card in hand it is paid, there
        # being nothing to discard (118.3 asks for no resource)
        for o in list(player.hand):
            _zones.discard(g, o, player)
    if cost.exile_from_graveyard:
        flt, n = cost.exile_from_graveyard
        opts = [o for o in player.graveyard if g.matches(o, flt, obj, player, ctx,
                                                         ignore_zone=True)]
        picks = g.ask(player, "exile", opts, min=n, max=n, prompt="exile (cost)")
        for o in picks:
            g.move(o, "exile")
        ctx.results["cost:exiled"] = list(picks)     # "the exiled card" of the effect (601.2h)
    if cost.exile_from_hand:            # "exile a blue card from your hand" (118.9)
        flt, n = cost.exile_from_hand
        picks = g.ask(player, "exile", _hand_cards(g, player, obj, flt, ctx), min=n, max=n,
                      prompt="exile from your hand (cost)")
        for o in picks:
            g.move(o, "exile")
        ctx.results["cost:exiled"] = list(picks)
    if cost.reveal_from_hand:           # "reveal an Elf card from your hand": it stays there
        flt, n = cost.reveal_from_hand
        shown = g.ask(player, "reveal", _hand_cards(g, player, obj, flt, ctx), min=n, max=n,
                      prompt="reveal from your hand (cost)")
        g.note(f"{player.name} reveals {', '.join(o.name for o in shown)}")
    if cost.return_to_hand:             # "return an Island you control to its owner's hand"
        flt, n = cost.return_to_hand
        opts = [o for o in g.permanents(player) if g.matches(o, flt, obj, player, ctx)]
        picks = g.ask(player, "return", opts, min=n, max=n, prompt="return to hand (cost)")
        # the returned permanents and what each attacked (ninjutsu 702.49c), as they last existed
        ctx.results["cost:returned"] = [(o, o.attacking) for o in picks]
        for o in picks:
            g.move(o, "hand")
    if cost.forage:
        _forage(g, player, obj)
    if cost.collect_evidence:
        collect_evidence(g, player, obj, cost.collect_evidence)
    if cost.tap_untapped:
        flt, n = cost.tap_untapped
        opts = _untapped(g, player, obj, flt, ctx, cost)
        for o in g.ask(player, "tap", opts, min=n, max=n, prompt="tap (cost)"):
            g.tap(o, by=player)
    if cost.tap_power:                  # crew 702.122a: any number with total power N or greater
        flt, n = cost.tap_power
        opts = sorted(_untapped(g, player, obj, flt, ctx, cost), key=lambda o: -tap_power_of(g, o, ctx.ability))
        picks = list(g.ask(player, "tap", opts, min=1, max=len(opts), prompt=f"tap: total power {n} or greater"))
        for o in opts:                  # the choice falls short: the engine adds the strongest
            if sum(tap_power_of(g, x, ctx.ability) for x in picks) >= n:
                break
            if not any(o is x for x in picks):
                picks.append(o)
        # 702.122d, 702.171d: each creature tapped for a crew (saddle) ability's cost crews the
        # Vehicle (saddles the Mount)
        kind = {"crew": "crews", "saddle": "saddles"}.get(getattr(ctx.ability, "text", "").split(" ", 1)[0].lower())
        for o in picks:
            g.tap(o, by=player)
        for o in picks if kind is not None else ():
            g.emit(Event(kind, o, player, other=obj))
    if cost.tap_named:                                    # "Tap <its name>" (701.21a)
        g.tap(own, by=player)
    if cost.unattach:                                     # 701.3d
        own.attached_to = None
        g.touch()
    if cost.sacrifice_self:
        _zones.sacrifice(g, own, player)
    if cost.exile_self:
        g.move(own, "exile")
    if cost.discard_self:                                 # 702.29a: "Discard this card"
        new = _zones.discard(g, obj, player)
        # 702.29c: it was cycled; 702.29f: "Swampcycling {2}", "Basic landcycling {1}" too
        text = getattr(ctx.ability, "text", "").lower()
        if new is not None and _CYCLING.match(text):
            g.emit(Event("cycled", new, player))
    if due is not None:
        pay_mana(g, player, due[0], due[1], exclude, purpose=("ability", obj))


_BAN_REASONS = {"activated_abilities_cant_be_activated": "its activated abilities can't be activated (rule 602.5)",
                "nonmana_activated_abilities_cant_be_activated":
                    "its activated abilities that aren't mana abilities can't be activated (rules 602.5, 605.1a)",
                "tap_activated_abilities_cant_be_activated":
                    "its activated abilities with {T} in their costs can't be activated (rule 602.5)"}


def activation_banned(g, obj: Obj, ab) -> str | None:
    """Rule 602.5: why a restriction forbids activating ``ab`` of the permanent ``obj`` (None:
    none does) — all its activated abilities, those that aren't mana abilities (605.1a), or
    those with {T} in their costs."""
    if g.restrictions(obj, "activated_abilities_cant_be_activated"):
        return _BAN_REASONS["activated_abilities_cant_be_activated"]
    if not isinstance(ab, D.ManaAbility) and g.restrictions(obj, "nonmana_activated_abilities_cant_be_activated"):
        return _BAN_REASONS["nonmana_activated_abilities_cant_be_activated"]
    if ab.cost is not None and ab.cost.tap and g.restrictions(obj, "tap_activated_abilities_cant_be_activated"):
        return _BAN_REASONS["tap_activated_abilities_cant_be_activated"]
    return None


def activation_banned_elsewhere(g, obj: Obj, ab) -> str | None:
    """Rule 602.5 for an object not on the battlefield (cycling from a hand, 113.7): the
    restrictions of static abilities whose objects may be in any zone ("Activated abilities of
    sources with the chosen name can't be activated"); the layers give restrictions only to
    permanents."""
    from .layers import battlefield_statics
    for src, chars, st, eff in battlefield_statics(g, D.Restriction):
        flt = eff.affected
        if eff.what not in _BAN_REASONS or not isinstance(flt, D.Filter) or flt.zone not in ("any", obj.zone):
            continue
        if eff.what == "nonmana_activated_abilities_cant_be_activated" and isinstance(ab, D.ManaAbility):
            continue
        if eff.what == "tap_activated_abilities_cant_be_activated" and (ab.cost is None or not ab.cost.tap):
            continue
        if not g.check_condition(st.condition, src, chars.controller):
            continue
        if g.matches(obj, flt, src, chars.controller):
            g.saw_static(eff)           # consulted at the activation it forbids (issue 5)
            return _BAN_REASONS[eff.what]
    return None


def activation_problem(g, player, obj: Obj, ab, ignore_mana=False) -> str | None:
    """Why ``ab`` of ``obj`` can't be activated now by ``player`` (None if it can)."""
    if isinstance(ab, D.ManaAbility):
        zone = "battlefield"
        if ab.spend is not None:
            # runtime/UNIMPLEMENTED.md: the pool keeps no restriction (106.6), so such mana is
            # made only while paying a cost it may pay
            return "its mana may be spent only on some costs: it is activated while paying them"
    else:
        zone = ab.zone
    if obj.zone != zone:
        return f"not in {zone}"
    ctl = g.controller_of(obj) if obj.zone == "battlefield" else obj.owner
    if ctl is not player and not getattr(ab, "any_player", False):
        return "you don't control it"           # 602.2 (unless "Any player may activate …")
    why = activation_banned(g, obj, ab) if obj.zone == "battlefield" else activation_banned_elsewhere(g, obj, ab)
    if why is not None:
        return why
    if ab.condition is not None and not g.check_condition(ab.condition, obj, player):
        return "its condition does not hold (rule 602.5b)"
    cost = ab.cost if not cost_has_x(ab.cost) else cost_with_x(ab.cost, 0)
    if isinstance(ab, D.ActivatedAbility):
        if split_second_on_stack(g):
            return "a spell with split second is on the stack (rule 702.61a)"
        if ab.timing == "sorcery" and not sorcery_timing_ok(g, player):
            return "only as a sorcery (rule 307.1)"
        if cost.loyalty is not None:
            # Rule 606.3: once per turn, at sorcery speed.
            if not sorcery_timing_ok(g, player):
                return "loyalty abilities only as a sorcery (rule 606.3)"
            if obj.loyalty_used == g.turn:
                return "a loyalty ability of this permanent was already activated this turn"
        if ab.once_per_turn and obj.activations.get(id(ab), (None, 0))[0] == g.turn:
            return "only once each turn"
        if ab.only_once and id(ab) in obj.activations:
            return "only once"
    why = can_pay_nonmana(g, player, obj, cost, ab)
    if why:
        return why
    if not ignore_mana and cost.mana and "{X}" not in cost.mana:
        colored, generic = ability_mana(g, player, obj, ab, 0) \
            if isinstance(ab, (D.ActivatedAbility, D.ManaAbility)) else cost_requirements(cost.mana, 0)
        if find_payment(g, player, colored, generic,
                        exclude=(obj.id,) if cost.tap else (), purpose=("ability", obj)) is None:
            return "can't pay the mana cost"
    return None


def activate_ability(g, player: PlayerState, obj: Obj, index: int, targets=(), x=None,
                     modes=(), mana_choice=None):
    """Rule 602.2: activate the ``index``-th activated ability of ``obj``."""
    abilities = activatable_list(g, obj)
    if not (0 <= index < len(abilities)):
        raise IllegalAction(f"{obj.name} has no activated ability #{index + 1}")
    ab = abilities[index]
    why = activation_problem(g, player, obj, ab)
    if why:
        raise IllegalAction(f"can't activate {obj.name}'s ability: {why}")
    if isinstance(ab, D.ManaAbility):
        opts = production_options(ab.produces, obj)
        if not opts:
            raise IllegalAction(f"{obj.name}'s mana ability makes no mana: no color was chosen (106.5)")
        pick = opts[mana_choice or 0] if mana_choice is not None and mana_choice < len(opts) \
            else opts[0]
        activate_mana_ability(g, player, obj, ab, dict(pick), times_amount=True)
        return None
    ctx = AbilityContext(g, obj, player, ab)
    cost = ab.cost
    if (cost.mana and "{X}" in cost.mana) or cost_has_x(cost):
        if x is None or x < 0:
            raise IllegalAction("choose a value for X")
        ctx.x = x
        if cost_has_x(cost):
            cost = cost_with_x(cost, x)     # "Remove X +1/+1 counters": the value announced (602.2b)
    if ab.modes:
        # 700.2b, 602.2b: the modes of a modal activated ability are chosen as it is activated,
        # then the targets of each mode chosen (601.2c)
        lo, hi = ab.choose
        modes = list(modes)
        if not (lo <= len(modes) <= hi) or any(not (0 <= m < len(ab.modes)) for m in modes) \
                or len(set(modes)) != len(modes):
            raise IllegalAction(f"{obj.name}: choose {lo}..{hi} different modes")
        ctx.modes = sorted(modes)
        tl = list(targets)
        ctx.mode_targets = [validate_targets(g, ctx, ab.modes[m].targets,
                                             resolve_ids(g, tl[i] if i < len(tl) else ()))
                            for i, m in enumerate(ctx.modes)]
        chosen = [slot for mt in ctx.mode_targets for slot in mt]
    else:
        ctx.targets = validate_targets(g, ctx, ab.targets, resolve_ids(g, targets))
        ctx.target_specs = ab.targets
        ctx.divided = _division(ab.targets, ctx.targets, ())
        chosen = ctx.targets
    if cost.mana:
        colored, generic = ability_mana(g, player, obj, ab, ctx.x or 0)
        if find_payment(g, player, colored, generic,
                        exclude=(obj.id,) if cost.tap else (), purpose=("ability", obj)) is None:
            raise IllegalAction(f"can't pay {cost.mana}")
    if ab.special:
        # a special action (116.2): it happens now, with no stack; its source is the card as
        # its cost left it ("exile this card …; it becomes a plotted card", 702.170a)
        pay_costs(g, player, obj, cost, ctx, exclude=(obj.id,) if cost.tap else ())
        ctx.source = obj.successor or obj
        from .stack import run_resolve
        run_resolve(g, ab.resolve, ctx)
        g.note(f"{player.name}: {obj.name}: {ab.text}")
        return None
    entry = StackAbility(g.next_id, obj, ab, ctx, "activated")
    g.next_id += 1
    pay_costs(g, player, obj, cost, ctx, exclude=(obj.id,) if cost.tap else ())
    if cost.loyalty is not None:
        obj.loyalty_used = g.turn
    count_activation(g, obj, ab)
    g.stack.append(entry)
    g.touch()
    g.note(f"{player.name} activates {obj.name}: {ab.text}")
    g.emit(Event("activated", obj, player, ability=ab))     # 602.2: "Whenever you activate …"
    for slot in chosen:
        for t in slot:
            if isinstance(t, Obj):
                g.emit(Event("becomes_target", t, player, by=entry))
    return entry


def land_plays_left(g, player: PlayerState) -> bool:
    """Rule 305.2: one land a turn, more with "You may play an additional land" (consulted only
    once the first land was played)."""
    return player.lands_played < 1 or player.lands_played < 1 + sum(
        e.amount or 1 for e in g.player_rules(player, "extra_land"))


def play_land(g, player: PlayerState, obj: Obj, face: int | None = None):
    """Rule 305.1-305.2: play a land: main phase, own turn, empty stack, one per turn; ``face``:
    the face of a modal double-faced card it is played as (712.12, numbered as printed)."""
    chosen = face_def(obj.card, face) if obj.card.faces else None
    if face not in (None, 1) and not obj.card.faces:
        raise IllegalAction(f"{obj.name} has no face {face}")
    if "land" not in (chosen or obj.card).types:
        raise IllegalAction(f"{(chosen or obj.card).name} is not a land")
    by_permission = obj.zone != "hand" and _play_from.allowing(g, player, obj, land=True)
    if (obj.zone != "hand" or obj.owner is not player) and not granted(g, player, obj, cast=False) \
            and not by_permission:
        raise IllegalAction(f"{obj.name} is not in {player.name}'s hand")
    if not sorcery_timing_ok(g, player):
        raise IllegalAction("a land can be played only in your main phase with an empty stack")
    if not land_plays_left(g, player):
        raise IllegalAction("no land plays left this turn (rule 305.2)")
    if by_permission and not granted(g, player, obj, cast=False):
        _play_from.use(g, player, obj, land=True)       # "You may play lands from your graveyard"
    player.lands_played += 1
    g.note(f"{player.name} plays {(chosen or obj.card).name}")
    g.move(obj, "battlefield", controller=player, face=chosen)
