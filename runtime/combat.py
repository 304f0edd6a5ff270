"""Combat (rules 506-511): attackers, blockers, damage assignment order, combat damage."""
from __future__ import annotations

from .errors import IllegalAction, NotImplementedInEngine
from .game import Event, Obj, PlayerState
from .keywords import can_block, summoning_sick


def defending_players(g) -> list[PlayerState]:
    """Rule 506.2: in a two-player game the nonactive player is the defending player."""
    return [p for p in g.players if p.index != g.active and not p.lost]


def defender_options(g) -> list:
    """Players and planeswalkers that can be attacked (rule 508.1b)."""
    out = []
    for p in defending_players(g):
        out.append(p)
        out += [o for o in g.permanents(p) if g.is_type(o, "planeswalker")]
    return out


def can_attack(g, obj: Obj, defender=None) -> bool:
    """Rule 508.1a: untapped creature, controlled since the turn began (302.6), no defender
    (702.3b), no "can't attack" effect."""
    if obj.zone != "battlefield" or not g.is_creature(obj):
        return False
    if g.controller_of(obj).index != g.active:
        return False
    if obj.tapped or summoning_sick(g, obj):
        return False
    if g.has_keyword(obj, "defender") and not g.restrictions(obj, "can_attack_despite_defender"):
        return False          # 702.3b, unless it "can attack as though it didn't have defender"
    if g.restrictions(obj, "cant_attack") or g.restrictions(obj, "cant_attack_or_block"):
        return False
    return unless_conditions_hold(g, obj, "cant_attack_unless", defender)


def unless_conditions_hold(g, obj: Obj, what: str, defender=None) -> bool:
    """Do the conditions of ``obj``'s restrictions ``what`` ("can't attack unless …", 508.1c;
    "can't block unless …", 509.1b) all hold — for its controller, or for the player attacked
    ("unless defending player controls an Island")?"""
    for _w, _by, cond, src, ctl, _e in g.restrictions(obj, what):
        if cond is not None:
            from .stack import AbilityContext
            ctx = AbilityContext(g, src or obj, ctl or g.controller_of(obj), None)
            if cond.ref == "defending" and defender is not None:
                dp = defender if isinstance(defender, PlayerState) else g.controller_of(defender)
                from . import defs as D
                ok = sum(1 for o in g.permanents(dp)
                         if g.matches(o, cond.filter or D.Filter(), src, ctl, ctx)) >= cond.count
                if cond.negate:
                    ok = not ok
            else:
                ok = g.check_condition(cond, src or obj, ctl or g.controller_of(obj), ctx)
            if not ok:
                return False
    return True


def eligible_attackers(g) -> list[Obj]:
    defs_ = defender_options(g)
    return [o for o in g.battlefield if any(can_attack(g, o, d) for d in defs_)]


def validate_attack(g, pairs: list[tuple[Obj, object]]):
    seen = set()
    defs_ = defender_options(g)
    for a, d in pairs:
        if a.id in seen:
            raise IllegalAction(f"{a.name} declared as an attacker twice")
        seen.add(a.id)
        if not any(d is x for x in defs_):
            raise IllegalAction(f"{d!r} can't be attacked")
        if not can_attack(g, a, d):
            raise IllegalAction(f"{a.name} can't attack (rule 508.1a)")
    for a, _d in pairs:
        if g.restrictions(a, "cant_attack_or_block_alone") and len(pairs) < 2:
            raise IllegalAction(f"{a.name} can't attack alone")
    # Rule 701.38b: a goaded creature attacks a player other than a goading player if able.
    for a, d in pairs:
        goaders = [r[4] for r in g.restrictions(a, "goaded")]
        if goaders and not (isinstance(d, PlayerState) and not any(d is p for p in goaders)) and \
                any(can_attack(g, a, p) for p in defs_ if isinstance(p, PlayerState)
                    and not any(p is q for q in goaders)):
            raise IllegalAction(f"{a.name} is goaded: it attacks a player other than "
                                f"{', '.join(p.name for p in goaders)} if able (rule 701.38b)")
    # Rule 508.1d: "attacks you this turn if able", "… that attacks that opponent this turn if
    # able": the requirement names the player it attacks; obeyed when possible
    for o in g.battlefield:
        for p in attack_requirements(g, o):
            attacked = next((d for a, d in pairs if a is o), None)
            if attacked is not p and can_attack(g, o, p) and p in defs_:
                raise IllegalAction(f"{o.name} attacks {p.name} if able (rule 508.1d)")
    # Rule 508.1d: requirements ("attacks each combat if able") must be obeyed when possible.
    for o in g.battlefield:
        if g.restrictions(o, "attacks_each_combat") and o.id not in seen and \
                any(can_attack(g, o, d) for d in defs_):
            raise IllegalAction(f"{o.name} attacks each combat if able (rule 508.1d)")


def attack_requirements(g, o: Obj) -> list[PlayerState]:
    """The players ``o`` must attack if able (508.1d): "Target creature attacks you this turn if
    able" (the effect's controller) and "… a token … that attacks that opponent this turn if able"
    (encore 702.141a: the player the effect named, by index)."""
    named = [r[4] for r in g.restrictions(o, "attacks_you")]
    named += [g.players[r[1]] for r in g.restrictions(o, "attacks_player")]
    return [p for p in named if not p.lost]


def put_attacking(g, objs, defender=None) -> None:
    """Rule 508.4: creatures put onto the battlefield attacking — during combat only (506.3: not
    otherwise); each one's controller chooses the defending player or planeswalker it attacks
    (508.4a) — ``defender`` (an id) when the rule names it (ninjutsu 702.49c: what the returned
    creature attacked, if it is still there to attack).  They were never declared as attackers: no
    "whenever … attacks" trigger (508.4), and they are unblocked if blockers were declared already
    (509.1h)."""
    from .game import STEP_INDEX
    if g.step is None or not (STEP_INDEX["declare_attackers"] <= STEP_INDEX[g.step] <= STEP_INDEX["combat_damage"]):
        return
    options = defender_options(g)
    for o in objs:
        if not g.alive(o) or o.zone != "battlefield" or not g.is_creature(o) or not options \
                or g.controller_of(o).index != g.active:
            continue                    # only the attacking player's creatures attack (506.2)
        named = [d for d in options if defender is not None and d.id == defender]
        d = named[0] if named else options[0] if len(options) == 1 else g.ask(
            g.controller_of(o), "defender", options, prompt=f"{o.name} attacks", source=o)[0]
        o.attacking = d.id
        g.note(f"{o.name} enters attacking {d!r}")
    g.touch_status()


def validate_bands(g, pairs: list[tuple[Obj, object]], bands) -> None:
    """Rule 702.22c: as attackers are declared, the active player may declare bands: one or more
    attacking creatures with banding and up to one attacking creature without banding; each
    creature in one band at most.  702.22d: all creatures of a band attack the same player,
    planeswalker or battle.  ("Bands with other" is not implemented: such cards stay gaps.)"""
    attacked = {a.id: d for a, d in pairs}
    seen: set[int] = set()
    for band in bands:
        if len(band) < 2:
            raise IllegalAction("a band has at least two attacking creatures (rule 702.22c)")
        for o in band:
            if o.id not in attacked:
                raise IllegalAction(f"{o.name} is in a band but doesn't attack (rule 702.22c)")
            if o.id in seen:
                raise IllegalAction(f"{o.name} is in two bands (rule 702.22c)")
            seen.add(o.id)
        if sum(1 for o in band if not g.has_keyword(o, "banding")) > 1:
            raise IllegalAction("a band holds creatures with banding and up to one creature "
                                "without banding (rule 702.22c)")
        if len({id(attacked[o.id]) for o in band}) > 1:
            raise IllegalAction("all creatures in a band attack the same player, planeswalker "
                                "or battle (rule 702.22d)")


def band_of(g, obj: Obj) -> list[int]:
    """The other creatures of ``obj``'s attacking band (702.22c), or []."""
    for band in g.bands:
        if obj.id in band:
            return [x for x in band if x != obj.id]
    return []


def declare_attackers(g, pairs, bands=()):
    """Rule 508.1: declare attackers, tap them (unless vigilance, 702.20b), then triggers.
    ``bands``: lists of attacking creatures declared as bands (702.22c); a band lasts for the
    rest of combat even if a member loses banding (702.22e)."""
    validate_attack(g, pairs)
    validate_bands(g, pairs, bands)
    g.bands = [[o.id for o in band] for band in bands]
    for a, d in pairs:
        a.attacking = d.id
        if not g.has_keyword(a, "vigilance"):
            g.tap(a, by=g.players[g.active])     # 508.1f: the active player taps them
        g.note(f"{a.name} attacks {d!r}")
    g.touch_status()
    exert_as_attacking(g, [a for a, _d in pairs])
    enlist_as_attacking(g, [a for a, _d in pairs])
    for a, d in pairs:
        dp = d if isinstance(d, PlayerState) else g.controller_of(d)
        if g.has_keyword(a, "myriad") and any(p is not dp and p is not g.controller_of(a) and not p.lost
                                              for p in g.players):
            # 702.116a: a token copy attacking each opponent other than the defending player
            raise NotImplementedInEngine("myriad (702.116a) with an opponent other than the defending player")
        g.emit(Event("attacks", a, g.controller_of(a), defender=d, defending=dp))
    if pairs:       # "Whenever you attack": once for the declaration
        g.emit(Event("attackers_declared", None, g.players[g.active], attackers=[a for a, _ in pairs]))


def exert_as_attacking(g, attacking: list[Obj]):
    """Rule 508.1g: the active player chooses which attackers with "You may exert ~ as it
    attacks" to exert.  701.39a-b: an exerted permanent doesn't untap during its controller's
    next untap step (exerting twice still skips one); its "When you do" triggers ("exerted")."""
    from . import defs as D
    for a in attacking:
        if not any(isinstance(ab, D.TriggeredAbility) and ab.trigger.event == "exerted"
                   for ab in g.chars(a).abilities):
            continue
        ctl = g.controller_of(a)
        if g.ask_yes_no(ctl, f"exert {a.name} as it attacks", source=a):
            a.skip_untap = max(a.skip_untap, 1)
            g.note(f"{ctl.name} exerts {a.name}")
            g.emit(Event("exerted", a, ctl))


def enlist_as_attacking(g, attacking: list[Obj]):
    """Enlist 702.154a-c (508.1g): for each attacker with enlist, its controller may tap an
    untapped creature they control that isn't attacking and has haste or has been under their
    control since the turn began (not summoning sick, 302.6), other than the attacker itself; the
    linked "When you do" (607.2h) triggers ("enlisted"), the tapped creature its other object.
    A creature is tapped for one enlist cost at most (it is then tapped)."""
    from . import defs as D
    for a in attacking:
        n = sum(1 for ab in g.chars(a).abilities
                if isinstance(ab, D.TriggeredAbility) and ab.trigger.event == "enlisted")
        if not n:
            continue
        if n > 1:
            # 702.154d: each instance triggers only for its own cost
            raise NotImplementedInEngine("several instances of enlist on one creature (702.154d)")
        ctl = g.controller_of(a)
        options = [o for o in g.permanents(ctl) if o is not a and g.is_creature(o) and not o.tapped
                   and o.attacking is None and not summoning_sick(g, o)]
        if not options or not g.ask_yes_no(ctl, f"enlist a creature as {a.name} attacks", source=a):
            continue
        helper = g.ask(ctl, "enlist", options, prompt=f"the creature {a.name} enlists", source=a)[0]
        g.tap(helper, by=ctl)
        g.note(f"{a.name} enlists {helper.name}")
        g.emit(Event("enlisted", a, ctl, other=helper))


def attackers(g) -> list[Obj]:
    return [o for o in g.battlefield if o.attacking is not None]


def eligible_blockers(g, defender: PlayerState) -> list[Obj]:
    atk = attackers(g)
    return [o for o in g.permanents(defender) if g.is_creature(o)
            and any(can_block(g, o, a) for a in atk)]


def validate_block(g, defender: PlayerState, pairs: list[tuple[Obj, Obj]]):
    per_blocker: dict[int, list] = {}
    for b, a in pairs:
        if g.controller_of(b) is not defender:
            raise IllegalAction(f"{b.name} is not controlled by the defending player")
        if a.attacking is None:
            raise IllegalAction(f"{a.name} is not attacking")
        if not can_block(g, b, a):
            raise IllegalAction(f"{b.name} can't block {a.name} (rule 509.1b)")
        per_blocker.setdefault(b.id, []).append(a)
        if any(x is a for x in per_blocker[b.id][:-1]):
            raise IllegalAction(f"{b.name} blocks {a.name} twice")
    for bid, atks in per_blocker.items():
        b = g.find(bid)
        if len(atks) > 1 and not g.restrictions(b, "can_block_any_number") and \
                len(atks) > 1 + len(g.restrictions(b, "can_block_additional")):
            raise IllegalAction(f"{b.name} can block only {1 + len(g.restrictions(b, 'can_block_additional'))} "
                                "attacker(s) (rule 509.1b)")
        if g.restrictions(b, "cant_attack_or_block_alone") and len(per_blocker) < 2:
            raise IllegalAction(f"{b.name} can't block alone")
    # Rule 702.111b: a creature with menace can't be blocked except by two or more creatures.
    blocked_by: dict[int, int] = {}
    for b, a in pairs:
        blocked_by[a.id] = blocked_by.get(a.id, 0) + 1
    for aid, n in blocked_by.items():
        a = g.find(aid)
        if n == 1 and g.has_keyword(a, "menace"):
            raise IllegalAction(f"{a.name} has menace: it can't be blocked by only one creature (rule 702.111b)")
        if n > 1 and g.restrictions(a, "cant_be_blocked_by_more_than_one"):
            raise IllegalAction(f"{a.name} can't be blocked by more than one creature (rule 509.1b)")
    # Rule 509.1c, provoke 702.39a: a creature that must block a given attacker if able.
    for b in g.permanents(defender):
        for _w, whom, _c, _s, _ctl, _e in g.restrictions(b, "must_block_source"):
            src = g.find(whom) if whom is not None else None
            if src is not None and src.attacking is not None and g.is_creature(b) and \
                    can_block(g, b, src) and not any(x is src for x in per_blocker.get(b.id, [])):
                raise IllegalAction(f"{b.name} must block {src.name} this combat (rule 702.39a)")
    # Rule 509.1c: "Target creature blocks this turn if able." — a creature under that requirement
    # that could block some attacker and blocks none
    for b in g.permanents(defender):
        if b.id in per_blocker or not g.is_creature(b) or \
                not g.restrictions(b, "blocks_each_combat", record=False):
            continue
        if any(can_block(g, b, a) for a in attackers(g)):
            g.restrictions(b, "blocks_each_combat")             # consulted at a block (issue 5)
            raise IllegalAction(f"{b.name} blocks this combat if able (rule 509.1c)")
    # Rule 509.1c: "must be blocked by all creatures able to block it".
    for a in attackers(g):
        if g.restrictions(a, "must_be_blocked_by_all"):
            for b in g.permanents(defender):
                if g.is_creature(b) and can_block(g, b, a) and \
                        not any(x is a for x in per_blocker.get(b.id, [])):
                    if b.id in per_blocker and not g.restrictions(b, "can_block_any_number"):
                        # it blocks another creature: the requirement is violated only if
                        # blocking this one instead would obey more requirements.
                        raise IllegalAction(f"{b.name} must block {a.name} (rule 509.1c)")
                    if b.id not in per_blocker:
                        raise IllegalAction(f"{b.name} must block {a.name} (rule 509.1c)")


    # Rule 509.1c: "must be blocked if able" — violated when no creature blocks it though one
    # could: a creature able to block it that blocks nothing, or blocks an attacker with no
    # requirement of its own (blocking this one instead obeys more requirements)
    for a in attackers(g):
        if not g.restrictions(a, "must_be_blocked", record=False):
            continue
        able = [b for b in g.permanents(defender) if g.is_creature(b) and can_block(g, b, a)]
        if not able:
            continue
        g.restrictions(a, "must_be_blocked")                 # consulted at a block (issue 5)
        if any(x is a for xs in per_blocker.values() for x in xs):
            continue
        for b in able:
            busy = per_blocker.get(b.id, [])
            if not busy or not any(_block_required(g, x) for x in busy):
                raise IllegalAction(f"{a.name} must be blocked if able: {b.name} can block it (rule 509.1c)")


def _block_required(g, attacker) -> bool:
    return bool(g.restrictions(attacker, "must_be_blocked", record=False)
                or g.restrictions(attacker, "must_be_blocked_by_all", record=False))


def declare_blockers(g, defender: PlayerState, pairs):
    """Rule 509.1: declare blockers; 509.2: damage assignment order; 509.3: triggers."""
    pairs = list(pairs)
    validate_block(g, defender, pairs)
    # Rule 702.22h: a creature blocking a member of a band blocks each other creature of the band
    # (the blocks are declared as the rules of 509.1 allow; the band then becomes blocked whole).
    for b, a in list(pairs):
        for other in band_of(g, a):
            o = g.find(other)
            if o is not None and o.attacking is not None and \
                    not any(x is b and y is o for x, y in pairs):
                pairs.append((b, o))
    for b, a in pairs:
        b.blocking.append(a.id)
        a.blocked = True
        g.note(f"{b.name} blocks {a.name}")
    g.touch_status()
    g.damage_order = {}
    for a in attackers(g):
        blockers = [b for b, x in pairs if x is a]
        if len(blockers) > 1:
            blockers = g.ask(g.controller_of(a), "order", blockers, min=len(blockers),
                             max=len(blockers), prompt=f"damage assignment order for {a.name}")
        g.damage_order[a.id] = [b.id for b in blockers]
    for b, a in pairs:
        g.emit(Event("blocks", b, defender, other=a))
    done = set()
    for b, a in pairs:
        if a.id not in done:
            done.add(a.id)
            g.emit(Event("becomes_blocked", a, g.controller_of(a), other=b))
    unblocked_events(g)


def unblocked_events(g):
    """Rule 509.5g: "attacks and isn't blocked" triggers for each attacker no creature blocks, as
    blockers are declared (also when the defending player has none to declare)."""
    for a in attackers(g):
        if not a.blocked:
            g.emit(Event("unblocked", a, g.controller_of(a)))


def remove_from_combat(g, obj: Obj):
    """Rule 506.4."""
    obj.attacking = None
    obj.blocking = []
    for band in g.bands:                # 702.22f: it is also removed from its band
        if obj.id in band:
            band.remove(obj.id)
    for lst in g.damage_order.values():
        if obj.id in lst:
            lst.remove(obj.id)


def has_first_strike(g, o) -> bool:
    return g.has_keyword(o, "first strike") or g.has_keyword(o, "double strike")


def needs_first_strike_step(g) -> bool:
    """Rule 510.4: a first-strike damage step happens if an attacking or blocking creature has
    first strike or double strike."""
    return any(has_first_strike(g, o) for o in g.battlefield
               if o.attacking is not None or o.blocking)


def _deals_now(g, o, first: bool, dealt_first: set) -> bool:
    if first:
        return has_first_strike(g, o)
    if g.has_keyword(o, "double strike"):
        return True
    return o.id not in dealt_first


def combat_damage(g, first: bool):
    """Rule 510.1-510.2: assign and deal combat damage simultaneously."""
    from .effects.damage import deal_damage_batch
    dealt_first = g.dealt_first
    assignments = []     # (source, recipient, amount)
    for a in attackers(g):
        if not _deals_now(g, a, first, dealt_first):
            continue
        power = g.power(a)
        if power <= 0:
            continue
        defender = g.find(a.attacking)
        if a.blocked:
            order = [g.find(b) for b in g.damage_order.get(a.id, [])]
            order = [b for b in order if b is not None and b.zone == "battlefield"
                     and a.id in b.blocking]
            if not order:
                continue            # 510.1c: blocked, no blockers: no damage (trample aside)
            banders = [b for b in order if g.has_keyword(b, "banding")]
            if banders:
                # 702.22j: blocked by a creature with banding, the defending player divides the
                # attacking creature's damage as they choose among the creatures blocking it
                # (not by the order of 510.1c, and none to the player for trample).
                assignments += _divided(g, g.controller_of(banders[0]), a, order, power, "702.22j")
                continue
            rest = power
            deathtouch = g.has_keyword(a, "deathtouch")
            for i, b in enumerate(order):
                if rest <= 0:
                    break
                lethal = max(0, g.toughness(b) - b.damage)
                if deathtouch:
                    lethal = min(lethal, 1) if lethal > 0 else 0    # 702.2c
                last = i == len(order) - 1
                if last and not g.has_keyword(a, "trample"):
                    amt = rest
                else:
                    amt = min(rest, lethal)
                if amt > 0:
                    assignments.append((a, b, amt))
                rest -= amt
            if rest > 0 and g.has_keyword(a, "trample") and defender is not None:
                assignments.append((a, defender, rest))          # 702.19b
            elif rest > 0:
                assignments.append((a, order[-1], rest))
        else:
            if defender is not None:
                assignments.append((a, defender, power))
    for b in g.battlefield:
        if not b.blocking or not _deals_now(g, b, first, dealt_first):
            continue
        power = g.power(b)
        if power <= 0:
            continue
        targets = [g.find(x) for x in b.blocking]
        targets = [t for t in targets if t is not None and t.zone == "battlefield"
                   and t.attacking is not None]
        if not targets:
            continue
        if any(g.has_keyword(t, "banding") for t in targets):
            # 702.22k: blocking a creature with banding, the active player divides the blocking
            # creature's damage as they choose among the creatures it's blocking.
            assignments += _divided(g, g.players[g.active], b, targets, power, "702.22k")
            continue
        rest = power
        for i, t in enumerate(targets):
            amt = rest if i == len(targets) - 1 else min(rest, max(0, g.toughness(t) - t.damage))
            if amt > 0:
                assignments.append((b, t, amt))
            rest -= amt
    if first:
        g.dealt_first = {s.id for s, _, _ in assignments} | {
            o.id for o in g.battlefield if has_first_strike(g, o)}
    deal_damage_batch(g, assignments, combat=True)


def _divided(g, chooser: PlayerState, source: Obj, recipients: list[Obj], power: int,
             rule: str) -> list[tuple]:
    """A creature's combat damage divided "as they choose" by ``chooser`` (702.22j-k): one
    choice per point of damage among the recipients (one recipient: no choice)."""
    given: dict[int, int] = {}
    for i in range(power):
        to = g.ask(chooser, "assign_combat_damage", recipients,
                   prompt=f"{source.name}'s combat damage, point {i + 1} of {power} (rule {rule})",
                   source=source)[0]
        given[to.id] = given.get(to.id, 0) + 1
    return [(source, r, given[r.id]) for r in recipients if given.get(r.id)]


def end_combat(g):
    """Rule 511.3: creatures stop being attacking and blocking creatures; effects "until end of
    combat" end."""
    from .layers import end_effects
    end_effects(g, "end_of_combat")
    for o in g.battlefield:
        o.attacking = None
        o.blocking = []
        o.blocked = False
    g.damage_order = {}
    g.dealt_first = set()
    g.bands = []
    g.touch_status()
