"""Turn structure (rules 500-514) and the game's advance loop."""
from __future__ import annotations

from . import combat, daynight, invariants, layers, priority, sba, zones
from .game import STEP_INDEX, STEPS, Event


def _untap_limits(g, ap, untapping: list) -> list:
    """Rule 502.3 under "Players can't untap more than one creature during their untap steps"
    (101.2): of the tapped permanents of each limit's kind, the active player chooses that many to
    untap; several limits are applied one after another, each among what the ones before left."""
    for eff in g.player_rules(ap, "untap_limit", record=False):
        tapped = [o for o in untapping if o.tapped and g.matches(o, eff.objects, None, ap)]
        if len(tapped) > eff.amount:
            g.saw_static(eff)           # it kept a permanent tapped (issue 5)
            keep = g.ask(ap, "untap", tapped, min=eff.amount, max=eff.amount,
                         prompt=f"untap {eff.amount} of them (rule 502.3)")
            untapping = [o for o in untapping if not any(o is t for t in tapped) or any(o is k for k in keep)]
    return untapping


def begin_turn(g, active: int, first=False):
    """Rule 500: a new turn begins with its untap step."""
    g.turn += 1
    g.last_turn_active = None if first else g.active
    g.active = active
    g.last_turn_log, g.turn_log = g.turn_log, []
    g.triggered_turn = set()
    g.modes_chosen_turn = set()
    for p in g.players:
        p.lands_played = 0
        p.life_gained_turn = 0
        p.mana_spent_turn = 0
    g.first_turn_player = active if first else getattr(g, "first_turn_player", active)
    g.step = None
    g.flow = "step"
    # "until your next turn" effects end as that player's turn begins (611.2b).
    layers.end_effects(g, "your_next_turn", g.players[active])


def _stop_here(g, idx: int) -> bool:
    if g.stop_at is None:
        return False
    t, s = g.stop_at
    return g.turn > t or (g.turn == t and idx >= STEP_INDEX[s])


def _next_turn(g):
    if g.extra_turns:
        nxt = g.extra_turns.pop(0)                 # rule 500.7
    else:
        n = len(g.players)
        nxt = (g.active + 1) % n
        for _ in range(n):
            if not g.players[nxt].lost:
                break
            nxt = (nxt + 1) % n
    if g.max_turns is not None and g.turn >= g.max_turns:
        g.end_game(None, "turn limit")
        return
    begin_turn(g, nxt)


def _skip(g, step: str) -> bool:
    if step == "draw" and g.turn == 1 and g.skip_first_draw:
        return True                                # rule 103.8a
    if step in ("declare_blockers", "first_strike_damage", "combat_damage") and \
            not combat.attackers(g):
        return True                                # rule 508.8
    if step == "first_strike_damage" and not combat.needs_first_strike_step(g):
        return True                                # rule 510.4
    return False


def next_step(g):
    """End the current step (mana empties, rule 500.4) and begin the next one."""
    if g.debug:
        invariants.check_step_end(g)
    for p in g.players:
        p.pool.clear()
    if g.step == "end_combat":
        combat.end_combat(g)
    idx = STEP_INDEX[g.step] + 1 if g.step is not None else 0
    while True:
        if idx >= len(STEPS):
            _next_turn(g)
            if g.outcome is not None:
                return
            idx = 0
        if _skip(g, STEPS[idx]):
            idx += 1
            continue
        break
    if _stop_here(g, idx):
        g.stopped = True
        g.flow = "step"
        g.step_pending_start = STEPS[idx]
        return
    g.step = STEPS[idx]
    g.passes = 0
    begin_step(g)


def begin_step(g):
    step = g.step
    if g.debug:
        invariants.check_step_start(g)
    g.touch_status()                    # a new step (and maybe turn)
    ap = g.players[g.active]
    g.flow = "priority"
    g.priority_next = g.active
    if step == "untap":
        daynight.untap_step(g)          # 502.2: day becomes night, or night day
        # Rule 502.3: untap the active player's permanents; no priority (502.4).
        untapping = []
        skip = g.player_rules(ap, "skip_untap", record=False)
        for eff in skip:
            g.saw_static(eff)           # 614.10: the step is skipped (issue 5)
        for o in list(g.permanents(ap)) if not skip else ():
            if o.skip_untap > 0:
                o.skip_untap -= 1
                continue
            # "doesn't untap during your untap step" governs a tapped permanent only
            if o.tapped and g.restrictions(o, "doesnt_untap"):
                continue
            if o.tapped and g.restrictions(o, "may_not_untap") and \
                    not g.ask_yes_no(ap, f"untap {o.name}", source=o):
                continue                           # "You may choose not to untap ~"
            untapping.append(o)
        for o in _untap_limits(g, ap, untapping):
            g.untap(o)
        g.flow = "step"
        return
    if step == "draw":
        if g.draw_card(ap, turn_draw=True) is not None:            # rule 504.1
            g.emit(Event("draw", None, ap, amount=1))  # 121.2: no draw from an empty library
    if step == "main1":
        # Rule 714.3b: as the precombat main phase begins, the active player puts a lore counter
        # on each Saga they control (a turn-based action; the chapter abilities trigger)
        for o in list(g.permanents(ap)):
            if "saga" in g.chars(o).subtypes:
                g.add_counters(o, "lore", 1, by_effect=False, by=ap)    # not an effect (614.1a)
    g.emit(Event("beginning_of_step", None, ap, step=step))
    if step == "declare_attackers":
        if combat.eligible_attackers(g):
            g.pending = "attackers"                # rule 508.1 (turn-based action)
            g.flow = "priority"
        return
    if step == "declare_blockers":
        dp = combat.defending_players(g)
        if dp and combat.eligible_blockers(g, dp[0]):
            g.pending = "blockers"                 # rule 509.1
        else:
            combat.unblocked_events(g)             # no blockers can be declared (509.5g)
        return
    if step == "first_strike_damage":
        combat.combat_damage(g, first=True)
        return
    if step == "combat_damage":
        combat.combat_damage(g, first=False)
        return
    if step == "cleanup":
        cleanup(g)
        return


def cleanup(g):
    """Rule 514: discard to hand size, then remove damage and end "until end of turn"
    effects; players get priority only if state-based actions or triggers happen (514.3a)."""
    ap = g.players[g.active]
    # "You have no maximum hand size" (402.2) governs only a hand of more than seven cards
    excess = len(ap.hand) - 7
    if excess > 0 and not g.player_rules(ap, "no_max_hand_size"):
        for o in g.ask(ap, "discard", list(ap.hand), min=excess, max=excess,
                       prompt="discard to hand size (514.1)"):
            zones.discard(g, o, ap)
    for o in g.battlefield:
        o.damage = 0
        o.deathtouched = False
        o.shields = 0                              # regeneration shields end (701.15)
        o.designations.discard("saddled")          # saddled until the end of the turn (702.171b)
    layers.end_effects(g, "end_of_turn")
    # "until the end of your next turn" (611.2b): the cleanup of its controller's next turn
    layers.end_effects(g, "end_of_your_next_turn", g.players[g.active], before_turn=g.turn)
    g.prevention = [s for s in g.prevention if s.duration != "end_of_turn"]
    # "If that creature would die this turn, …" ends (614.1a); those with no duration stay
    g.zone_replacements = [r for r in g.zone_replacements if not r[2]]
    g.touch_status()      # damage removed (514.2)
    acted = sba.check(g)
    if g.pending_triggers or acted:
        g.flow = "priority"
        g.cleanup_again = True
    else:
        g.flow = "step"


def advance(g):
    """Run the game until a player must decide something (or the game ends / stops)."""
    guard = 0
    while g.outcome is None and not g.stopped and g.pending is None:
        guard += 1
        if guard > 100000:
            from .errors import EngineError
            raise EngineError("the game does not progress (loop)")
        if g.flow == "step":
            if getattr(g, "cleanup_again", False) and g.step == "cleanup":
                g.cleanup_again = False
                begin_step(g)
                continue
            next_step(g)
            continue
        if g.flow == "priority":
            priority.give_priority(g)
            continue
        if g.flow == "resolve":
            priority.resolve(g)
            continue
        from .errors import EngineError
        raise EngineError(f"bad flow state {g.flow!r}")
