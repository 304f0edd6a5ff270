"""Triggered abilities (rule 603): trigger events, intervening "if" (603.4), putting triggered
abilities on the stack in APNAP order (603.3b), delayed triggers (603.7), and look-back for
leaves-the-battlefield abilities (603.10a)."""
from __future__ import annotations

from . import defs as D
from .errors import NotImplementedInEngine
from .game import Event, Obj, PlayerState
from .speed import on_life_lost
from .stack import AbilityContext, StackAbility

STEP_ALIASES = {"upkeep": "upkeep", "draw": "draw", "end": "end", "combat": "begin_combat",
                "begin_combat": "begin_combat", "end_combat": "end_combat",
                "main1": "main1", "precombat_main": "main1", "main2": "main2",
                "cleanup": "cleanup", "declare_attackers": "declare_attackers",
                "declare_blockers": "declare_blockers"}

# 603.10a: leaves-the-battlefield abilities look back in time — sacrificing a permanent (701.17a)
# is its leaving the battlefield ("When you sacrifice this Aura", "… and when you sacrifice it")
LOOK_BACK = ("leaves", "dies", "put_into_graveyard", "sacrificed", "leaves_without_dying",
             "exiled_from_battlefield")

# Trigger events the engine knows but its games never have, with the reason: the objects they
# happen to are not implemented (runtime/UNIMPLEMENTED.md), so nothing emits them.
NEVER_EMITTED = {
    "room_fully_unlocked": "Rooms (split cards whose halves are permanents, unlocked door by door) "
                           "are not implemented",
}


class Pending:
    """A triggered ability waiting to be put on the stack (rule 603.3)."""
    __slots__ = ("source", "ability", "controller", "event", "delayed")

    def __init__(self, source, ability, controller, event, delayed=None):
        self.source, self.ability, self.controller = source, ability, controller
        self.event, self.delayed = event, delayed


class Delayed:
    """A delayed triggered ability (rule 603.7): fires once, the next time its event occurs."""
    __slots__ = ("trigger", "ability", "source", "controller", "ctx_x", "targets", "created_turn",
                 "created_step", "it", "origin", "watch", "until_turn", "granter", "sacrificed",
                 "each_time")

    def __init__(self, trigger, ability, source, controller, created_turn, created_step, ctx,
                 watch=None, until_turn=None, each_time=False):
        self.trigger, self.ability, self.source = trigger, ability, source
        self.watch = watch              # the objects whose event it waits for (603.7c), or None
        self.until_turn = until_turn    # "… this turn": the turn after which it never triggers
        # 603.7b: with a stated duration it triggers each time its event occurs, not only once
        self.each_time = each_time
        self.controller, self.created_turn, self.created_step = controller, created_turn, created_step
        self.ctx_x = ctx.x
        self.targets = ctx.targets
        self.it = list(ctx.it)
        self.origin = getattr(ctx, "trigger_event", None)   # the event of the ability that made it
        self.granter = getattr(ctx, "granter", None)        # 201.5a: the object that gave that one
        # "Sacrifice a creature. When you do, … the sacrificed creature's toughness" (603.12, 608.2h):
        # the object the ability that made this one sacrificed (or exiled for its cost), as it last
        # existed
        self.sacrificed = {k: v for k, v in getattr(ctx, "results", {}).items()
                           if k in ("cost:sacrificed", "effect:sacrificed", "cost:exiled")}


def _player_ok(g, word, p: PlayerState | None, controller: PlayerState, source) -> bool:
    if word is None or word in ("any", "each"):
        return True
    if p is None:
        return False
    if word == "you":
        return p is controller
    if word == "opponent":
        return p is not controller
    ctx = AbilityContext(g, source, controller, None)
    return any(x is p for x in g.refs(word, ctx))


def event_matches(g, trig: D.Trigger, ev: Event, source, controller) -> bool:
    """Does ``ev`` trigger ``trig``?  With ``nth``: only the nth matching event of the turn."""
    if not _event_matches(g, trig, ev, source, controller):
        return False
    if trig.while_condition is not None and not g.check_condition(
            trig.while_condition, source, controller, AbilityContext(g, source, controller, None, trigger_event=ev)):
        return False            # "attacks while you control …": the state of the event (603.2)
    if trig.nth is None:
        return True
    n = 0
    for x in g.turn_log:                 # this turn's events, ``ev`` the last one counted
        if x.kind == ev.kind and (x is ev or _event_matches(g, trig, x, source, controller)):
            n += 1
        if x is ev:
            break
    return n == trig.nth


def _event_matches(g, trig: D.Trigger, ev: Event, source, controller) -> bool:
    e = trig.event
    k = ev.kind
    subj = trig.subject

    def subject_ok(obj):
        if subj is None:
            return True
        if obj is None:
            return False
        return g.matches(obj, subj, source, controller, ignore_zone=True)

    if e == "leaves_without_dying":     # 700.4: it left the battlefield, not to a graveyard
        return k == "leaves" and ev.data.get("to") != "graveyard" and subject_ok(ev.obj)
    if e == "exiled_from_battlefield":  # "is put into exile from the battlefield" (406.1)
        return k == "leaves" and ev.data.get("to") == "exile" and subject_ok(ev.obj)
    if e in ("enters", "leaves", "dies", "attacks", "blocks", "becomes_blocked", "unblocked", "tap_for_mana",
             "becomes_tapped", "becomes_untapped", "becomes_target", "exerted", "enlisted", "turned_face_up", "transforms"):
        if k != e:
            return False
        if not subject_ok(ev.obj):
            return False
        # (turned_face_up: the player who turned it face up, its controller, 702.37e, 708.8)
        if e in ("enters", "becomes_target", "turned_face_up") and \
                not _player_ok(g, trig.player, ev.player, controller, source):
            return False
        if e == "becomes_target" and trig.spell is not None and not isinstance(ev.data.get("by"), Obj):
            return False            # "… of a spell": not an ability on the stack (115.1)
        if e == "blocks" and trig.other is not None:     # "blocks a creature with flying" (509.1a)
            return g.matches(ev.data.get("other"), trig.other, source, controller)
        if e == "attacks" and trig.attacked is not None:
            return _attacks_player(g, trig, ev.obj, ev.data.get("defender"), controller, source)
        return True
    if e == "put_into_graveyard":           # 400.3: into its owner's graveyard, from the zone named
        return k == e and subject_ok(ev.obj) and (trig.from_zone is None or ev.data.get("frm") == trig.from_zone)
    if e == "player_taps":                  # 701.21a: "Whenever you tap an untapped creature …"
        by = ev.data.get("by") if k == "becomes_tapped" else None
        return by is not None and subject_ok(ev.obj) and _player_ok(g, trig.player, by, controller, source)
    if e == "dealt_damage":                 # rule 120.3: the object dealt damage
        return k == "damage" and isinstance(ev.data.get("to"), Obj) and subject_ok(ev.data["to"])
    if e == "action":       # "Whenever you scry", "… proliferate", "… manifest dread" (701)
        return k == _ACTION_EVENTS[trig.keyword] and _player_ok(g, trig.player, ev.player, controller, source)
    if e == "cycled":       # "Whenever you cycle another card" (702.29c): the card cycled
        return k == e and subject_ok(ev.obj) and _player_ok(g, trig.player, ev.player, controller, source)
    if e in ("collected_evidence", "room_fully_unlocked"):
        # "Whenever you collect evidence" (701.57a); "whenever you fully unlock a Room" (eerie):
        # no Room is ever unlocked in the engine's games (Rooms are not implemented,
        # runtime/UNIMPLEMENTED.md), so only the other event of an eerie ability triggers it
        return k == e and _player_ok(g, trig.player, ev.player, controller, source)
    if e == "leaves_graveyard":             # a card left its owner's graveyard (400.7)
        return k == e and subject_ok(ev.obj) and _player_ok(g, trig.player, ev.player, controller, source)
    if e in ("crews", "saddles"):          # 702.122d, 702.171d: tapped for its cost
        return k == e and subject_ok(ev.obj)
    if e == "sacrificed":                   # rule 701.17a
        return k == e and subject_ok(ev.obj) and _player_ok(g, trig.player, ev.player, controller, source)
    if e == "cycled_self":                  # 702.29c (on_event checks the cycled card itself)
        return k == "cycled" and ev.obj is source
    if e == "exiled_this_way":              # madness 702.35a: exiled by its own replacement
        return k == e and ev.obj is source
    if e == "revealed_this_way":            # miracle 702.94a: revealed by its own static as drawn
        return k == e and ev.obj is source
    if e == "last_counter_removed":         # vanishing 702.63a: none of that kind is left
        return k == "counter_removed" and ev.data.get("counter") == trig.counter and \
            subject_ok(ev.obj) and ev.obj.counters.get(trig.counter, 0) == 0
    if e == "exploits":                     # 702.110b
        return k == "exploits" and subject_ok(ev.obj)
    if e in ("attacks_alone", "attacks_most_life", "blocked_by", "attacks_with"):
        return _keyword_event(g, trig, ev, subject_ok, source, controller)
    if e == "you_attack":
        if k != "attackers_declared" or not _player_ok(g, trig.player, ev.player, controller, source):
            return False
        return sum(1 for a in ev.data["attackers"] if subject_ok(a) and (
            trig.attacked is None or _attacks_player(g, trig, a, g.find(a.attacking), controller, source))) \
            >= trig.count
    if e == "blocks_or_blocked":
        if trig.other is not None:
            # "… blocks or becomes blocked by a non-Wall creature": each block of a pair where
            # the subject is one side and the other side matches (509.1a, 509.3)
            if k != "blocks":
                return False
            blocker, attacker = ev.obj, ev.data.get("other")
            return (subject_ok(blocker) and g.matches(attacker, trig.other, source, controller)) or \
                (subject_ok(attacker) and g.matches(blocker, trig.other, source, controller))
        return k in ("blocks", "becomes_blocked") and subject_ok(ev.obj)
    if e in ("cast", "cast_or_copy"):
        if k != "cast" and not (e == "cast_or_copy" and k == "copy"):     # 707.10
            return False
        if trig.spell is not None and not g.matches(ev.obj, trig.spell, source, controller,
                                                    ignore_zone=True):
            return False
        if trig.cast_from is not None:      # 601.2a: the zone it was cast from
            from .references import casting_context
            frm = casting_context(ev.obj).cast_from
            if frm is None or (frm == "hand" if trig.cast_from == "not_hand" else frm != trig.cast_from):
                return False
        return _player_ok(g, trig.player, ev.player, controller, source)
    if e == "player_dealt_damage":
        # "Whenever you're dealt damage" (120.3a): all the damage dealt to that player at once
        return k == e and _player_ok(g, trig.player, ev.player, controller, source)
    if e == "deals_damage":
        # "Whenever ~ deals damage, you gain that much life" (120.2, 603.2c): any recipient, once
        # for each damage event of that source (``damage_by_source``: its total dealt at once)
        return k == "damage_by_source" and subject_ok(ev.obj)
    if e == "deals_combat_damage":
        # "Whenever equipped creature deals combat damage" (510.2, 603.2c): the combat damage it
        # dealt in one combat damage step, to anything, as one event ("that much": its total)
        return k == "damage_by_source" and bool(ev.data.get("combat")) and subject_ok(ev.obj)
    if e in ("deals_combat_damage_to_player", "deals_damage_to_player",
             "deals_noncombat_damage_to_player"):
        if k != "damage":
            return False
        if e == "deals_combat_damage_to_player" and not ev.data.get("combat"):
            return False
        if e == "deals_noncombat_damage_to_player" and ev.data.get("combat"):
            return False            # 120.2b: noncombat damage is any other damage
        if not isinstance(ev.data.get("to"), PlayerState):
            return False
        if not subject_ok(ev.obj):
            return False
        return _player_ok(g, trig.player, ev.data.get("to") if isinstance(
            ev.data.get("to"), PlayerState) else None, controller, source) \
            if trig.player not in (None, "any") else True
    if e == "class_level":                  # "When this Class becomes level N" (716.2a)
        return k == "class_level" and ev.obj is source and ev.data.get("level") == trig.count
    if e == "chapter":
        # Rule 714.2b: lore counters were put onto this Saga (as it entered, 714.3a and 122.6,
        # or later) and their number went from less than N to at least N
        if ev.obj is not source:
            return False
        if k == "counter_added" and ev.data.get("counter") == "lore":
            after = source.counters.get("lore", 0)
            before = after - ev.data.get("amount", 0)
        elif k == "enters":
            before, after = 0, source.counters.get("lore", 0)
        else:
            return False
        if before < trig.count <= after and g.has_keyword(source, "read ahead") and \
                any(x.kind == "enters" and x.obj is source for x in g.turn_log):
            # 702.155a: not the turn it entered, unless it has exactly N lore counters
            return after == trig.count
        return before < trig.count <= after
    if e in _PLANESWALKER_DAMAGE:
        # "Whenever ~ deals combat damage to a player or planeswalker", "… deals damage to a
        # planeswalker" (120.3, 510.2)
        if k != "damage" or ("combat" in e and not ev.data.get("combat")):
            return False
        to = ev.data.get("to")
        if not (isinstance(to, Obj) and g.is_type(to, "planeswalker")
                or "player" in e and isinstance(to, PlayerState)):
            return False
        return subject_ok(ev.obj)
    if e in ("deals_combat_damage_to_creature", "deals_damage_to_creature"):
        # "Whenever ~ deals (combat) damage to a creature" (510.2, 120.3): a creature dealt damage
        if k != "damage" or (e == "deals_combat_damage_to_creature" and not ev.data.get("combat")):
            return False
        to = ev.data.get("to")
        return isinstance(to, Obj) and g.is_creature(to) and subject_ok(ev.obj)
    if e == "beginning_of_step":
        if k != "beginning_of_step":
            return False
        step = STEP_ALIASES.get(trig.step or "", None)
        if step is None:
            raise NotImplementedInEngine(f"beginning_of_step step={trig.step!r}")
        if ev.data["step"] != step:
            return False
        whose = trig.whose or "you"
        if whose in ("each", "any", "next"):
            return True
        return _player_ok(g, whose, ev.player, controller, source)
    if e == "activated":        # "Whenever you activate an exhaust ability": one written "Exhaust — …"
        return k == e and _player_ok(g, trig.player, ev.player, controller, source) and (
            trig.keyword is None or ev.data["ability"].text.lower().startswith(trig.keyword))
    if e == "gift_given":       # "Whenever you give a gift" (702.174c; emitted by stack.resolve_top)
        return k == e and _player_ok(g, trig.player, ev.player, controller, source)
    if e == "expend":           # "Whenever you expend 4": the 4th mana spent on spells this turn
        return k == e and ev.data["before"] < trig.count <= ev.data["after"] and \
            _player_ok(g, trig.player, ev.player, controller, source)
    if e == "gain_or_lose_life":    # "Whenever you gain or lose life" (119.3, 119.9)
        return k in ("gain_life", "lose_life") and _player_ok(g, trig.player, ev.player, controller, source)
    if e in ("gain_life", "lose_life", "discard", "draw"):
        if k != e:
            return False
        if subj is not None and ev.obj is not None and not subject_ok(ev.obj):
            return False
        return _player_ok(g, trig.player, ev.player, controller, source)
    if e in ("counter_added", "counter_removed"):
        if k != e:
            return False
        if trig.counter and ev.data.get("counter") != trig.counter:
            return False
        if e == "counter_added" and trig.player is not None and \
                not _player_ok(g, trig.player, ev.data.get("by"), controller, source):
            return False        # "Whenever you put one or more +1/+1 counters on ~" (122.6)
        return subject_ok(ev.obj)
    if e == "state":            # no event: the game state (603.8, ``state_triggers``)
        return False
    raise NotImplementedInEngine(f"trigger event {e!r}")


def _attacks_player(g, trig: D.Trigger, attacker, defender, controller, source) -> bool:
    """Does ``attacker`` attack the player ``trig.attacked`` names ("you", "enchanted player", "a
    player", "an opponent": 506.2, 508.1b) — or, with ``attacked_planeswalker``, a planeswalker
    that player controls?  A planeswalker or battle attacked is no player."""
    if isinstance(defender, PlayerState):
        player = defender
    elif trig.attacked_planeswalker and isinstance(defender, Obj) and g.is_type(defender, "planeswalker"):
        player = g.controller_of(defender)
    else:
        return False
    if trig.attacked == "opponent":         # an opponent of the ability's controller
        return player is not controller
    return trig.attacked == "any" or _player_ok(g, trig.attacked, player, controller, source)


def _keyword_event(g, trig: D.Trigger, ev: Event, subject_ok, source, controller) -> bool:
    """Trigger events of keyword abilities: "attacks alone" (exalted, 702.83a-b: the only
    creature declared as an attacker), "attacks the player with the most life or tied for most
    life" (dethrone, 702.105a), "becomes blocked by a creature …" (flanking, 702.25a: once for
    each such blocker; the event is the blocker's, its ``other`` the attacker)."""
    e, k = trig.event, ev.kind
    if e == "blocked_by":
        if k != "blocks" or not subject_ok(ev.data.get("other")):
            return False
        return trig.other is None or g.matches(ev.obj, trig.other, source, controller, ignore_zone=True)
    if k != "attacks" or not subject_ok(ev.obj):
        return False
    if e == "attacks_alone":
        return sum(1 for o in g.battlefield if o.attacking is not None) == 1
    if e == "attacks_with":
        # training 702.149a: another attacker matches; battalion: at least ``count`` others do
        return sum(1 for o in g.battlefield if o.attacking is not None and o is not ev.obj and
                   g.matches(o, trig.other, source, controller)) >= trig.count
    defender = ev.data.get("defender")
    return isinstance(defender, PlayerState) and \
        defender.life >= max(p.life for p in g.players if not p.lost)


_PLANESWALKER_DAMAGE = ("deals_combat_damage_to_player_or_planeswalker", "deals_damage_to_player_or_planeswalker",
                        "deals_combat_damage_to_planeswalker", "deals_damage_to_planeswalker")

_GY: dict = {}         # id(card) -> (card, its abilities that trigger in a graveyard)


def _graveyard_triggers(g) -> list:
    """``(card, chars, abilities)`` for cards in graveyards with abilities that trigger there."""
    out = []
    for p in g.players:
        for o in p.graveyard:
            known = _GY.get(id(o.card))
            if known is None or known[0] is not o.card:
                known = _GY[id(o.card)] = (o.card, [ab for ab in o.card.abilities if isinstance(
                    ab, D.TriggeredAbility) and ab.zone == "graveyard"])
            if known[1]:
                out.append((o, g.chars(o), known[1]))
    return out


def _needs_graveyard(ab: D.TriggeredAbility) -> bool:
    """"while ~ is in your graveyard" / "if ~ is in your graveyard" (113.6k)."""
    return any(c is not None and c.kind == "in_graveyard" for c in (ab.condition, ab.trigger.while_condition))


_EX: dict = {}         # id(card) -> (card, its abilities that trigger in exile)


def _exile_triggers(g) -> list:
    """``(card, chars, abilities)`` for cards in exile with abilities that trigger there (suspend
    702.62a: "The second and third are triggered abilities that function in the exile zone")."""
    out = []
    for o in g.exile:
        known = _EX.get(id(o.card))
        if known is None or known[0] is not o.card:
            known = _EX[id(o.card)] = (o.card, [ab for ab in o.card.abilities if isinstance(
                ab, D.TriggeredAbility) and ab.zone == "exile"])
        if known[1] and o.face_down is None:
            out.append((o, g.chars(o), known[1]))
    return out


def condition_holds(g, ab: D.TriggeredAbility, ctx) -> bool:
    return g.check_condition(ab.condition, ctx.source, ctx.controller, ctx)


def on_event(g, ev: Event):
    """Rule 603.2: check every triggered ability against the event."""
    g.turn_log.append(ev)
    if ev.kind == "lose_life":
        on_life_lost(g, ev)                 # 702.179: speed's inherent trigger
    if ev.kind == "leaves" and g.linked_exile:
        from .effects.linked import return_linked
        return_linked(g, ev.obj)          # rule 610.3a: exiled "until ~ leaves the battlefield"
    if g.trace:
        g.note(repr(ev))
    sources = g.triggered_permanents()      # (permanent, chars, its triggered abilities)
    watch = _graveyard_triggers(g)
    if watch and ev.kind in LOOK_BACK:
        # 603.10a: a death is looked at as the game was before it — a card this very event put
        # into the graveyard wasn't there yet ("Whenever a Dragon you control dies while ~ is in
        # your graveyard" doesn't see its own death)
        moved = {id(x.successor) for x in [ev.obj, *ev.data.get("lki_others", ())]
                 if x is not None and x.successor is not None}
        watch = [(o, chars, [ab for ab in abs_ if not _needs_graveyard(ab)] if id(o) in moved else abs_)
                 for o, chars, abs_ in watch]
    if watch:
        # abilities that trigger while their card is in a graveyard (recover 702.59a)
        sources = list(sources) + watch
    exiled = _exile_triggers(g) if g.exile else ()
    if exiled:
        # abilities that trigger while their card is in exile (suspend 702.62a)
        sources = list(sources) + exiled
    if g.command:
        # 114.4: the abilities of emblems function in the command zone
        sources = list(sources) + [(o, g.chars(o), [ab for ab in o.card.abilities if isinstance(
            ab, D.TriggeredAbility)]) for o in g.command]
    if ev.kind == "cast" and ev.obj is not None:
        # "When you cast ~" works on the stack (storm 702.40a): the spell's own abilities
        own = [ab for ab in (ev.obj.face_down or ev.obj.face or ev.obj.card).abilities if isinstance(ab, D.TriggeredAbility)
               and ab.trigger.event == "cast" and ab.trigger.spell is not None and ab.trigger.spell.is_self]
        if own:
            sources = list(sources) + [(ev.obj, g.chars(ev.obj), own)]
    if ev.kind in LOOK_BACK and ev.obj is not None and ev.obj.zone == "gone":
        # Rule 603.10a: leaves-the-battlefield abilities look back in time.
        sources = list(sources)
        for src in [ev.obj, *ev.data.get("lki_others", ())]:
            chars = g.chars(src)
            sources.append((src, chars, [ab for ab in chars.abilities
                                         if isinstance(ab, D.TriggeredAbility)]))
    if ev.kind in _OWN_EVENTS and ev.obj is not None:
        # "When you cycle ~" from the zone the card ended up in (702.29c); "When ~ is exiled this
        # way" from exile (madness 702.35a)
        own = [ab for ab in g.chars(ev.obj).abilities
               if isinstance(ab, D.TriggeredAbility) and ab.trigger.event == _OWN_EVENTS[ev.kind]]
        if own:
            sources = list(sources) + [(ev.obj, g.chars(ev.obj), own)]
    for src, chars, triggered in sources:
        for ab in triggered:
            ctl = chars.controller if src.zone not in ("stack", "graveyard", "exile") else \
                (src.controller if src.zone == "stack" else src.owner)
            if src.zone == "gone" and ev.obj is not src and ab.trigger.event not in LOOK_BACK:
                continue
            if not event_matches(g, ab.trigger, ev, src, ctl):
                continue
            if ab.trigger.batch and _batched(g, src, ab, ev):
                continue
            if ab.once_each_turn:
                # "This ability triggers only once each turn."
                if (src.id, id(ab)) in g.triggered_turn:
                    continue
            if ab.once and (src.id, id(ab)) in g.triggered_ever:
                continue                # "This ability triggers only once." (this object, 400.7)
            if ab.condition is not None:
                # Rule 603.4: intervening "if" checked when the event occurs.
                ctx = AbilityContext(g, src, ctl, ab, trigger_event=ev)
                if not condition_holds(g, ab, ctx):
                    continue
            if ab.once_each_turn:
                g.triggered_turn.add((src.id, id(ab)))
            if ab.once:
                g.triggered_ever.add((src.id, id(ab)))
            if ab.mana:
                # 605.4a: a triggered mana ability doesn't go on the stack; it resolves right
                # after the mana ability that triggered it (its intervening "if" was just checked)
                from .stack import run_resolve
                run_resolve(g, ab.resolve, AbilityContext(g, src, ctl, ab, trigger_event=ev))
                if g.mana_triggered is not None:
                    g.mana_triggered.add(id(ab))
                continue
            g.pending_triggers.append(Pending(src, ab, ctl, ev))
    for d in list(g.delayed):
        if d.until_turn is not None and g.turn != d.until_turn:
            g.delayed.remove(d)         # "When that creature dies this turn": the turn is over
            continue
        if d.watch is not None and not any(ev.obj is o for o in d.watch):
            continue
        if event_matches(g, d.trigger, ev, d.source, d.controller):
            if d.trigger.event == "beginning_of_step" and d.trigger.whose == "next" and \
                    (g.turn, ev.data["step"]) == (d.created_turn, d.created_step):
                continue
            if not d.each_time:
                g.delayed.remove(d)
            g.pending_triggers.append(Pending(d.source, d.ability, d.controller, ev, d))


# the events of the keyword actions a "Whenever you [action]" trigger names (Trigger.keyword)
_ACTION_EVENTS = {"scry": "scry", "surveil": "surveil", "proliferate": "proliferate", "forage": "forage",
                  "manifest dread": "manifest_dread", "clash": "clash", "discover": "discover",
                  # "Whenever the Ring tempts you" (701.52d)
                  "the ring tempts you": "ring_tempts"}
# Events whose own object's abilities trigger on them, wherever it is: the event and the
# trigger event of those abilities
_OWN_EVENTS = {"cycled": "cycled_self", "exiled_this_way": "exiled_this_way",
               "revealed_this_way": "revealed_this_way"}


def _batched(g, src, ab, ev) -> bool:
    """A "one or more" trigger (603.2c) already triggered by an event of the same batch: one
    since triggered abilities were last put on the stack (and, for damage to players, to the
    same player: once per player dealt damage, 510.2)."""
    for p in g.pending_triggers:
        if p.source is src and p.ability is ab and p.event is not None and p.event.kind == ev.kind:
            if ev.kind != "damage" or p.event.data.get("to") is ev.data.get("to"):
                return True
    return False


def state_triggers(g) -> None:
    """Rule 603.8: a state trigger ("When you control no Islands, sacrifice ~") triggers when the
    game state matches its condition, checked whenever a player would receive priority; it
    doesn't trigger again until the ability has resolved or otherwise left the stack."""
    for src, chars, triggered in g.triggered_permanents():
        for ab in triggered:
            if ab.trigger.event != "state":
                continue
            if any(t.source is src and t.ability is ab for t in g.pending_triggers) or any(
                    isinstance(x, StackAbility) and x.source is src and x.ability is ab for x in g.stack):
                continue
            ctl = chars.controller
            if g.check_condition(ab.trigger.state, src, ctl, AbilityContext(g, src, ctl, ab)):
                g.pending_triggers.append(Pending(src, ab, ctl, None))


def put_on_stack(g) -> bool:
    """Rule 603.3b: put pending triggered abilities on the stack, APNAP order; each player
    orders their own.  Returns True if anything was put on the stack."""
    state_triggers(g)
    if not g.pending_triggers:
        return False
    pending, g.pending_triggers = g.pending_triggers, []
    n = len(g.players)
    order = [(g.active + i) % n for i in range(n)]
    put = False
    for pi in order:
        p = g.players[pi]
        mine = [t for t in pending if t.controller is p]
        if not mine:
            continue
        if len(mine) > 1:
            mine = g.ask(p, "order", mine, min=len(mine), max=len(mine),
                         prompt="order triggered abilities (first goes on the stack first)")
        for t in mine:
            if _put_one(g, t):
                put = True
    return put


def _put_one(g, t: Pending) -> bool:
    ab = t.ability
    ctx = AbilityContext(g, t.source, t.controller, ab, trigger_event=t.event)
    if t.delayed is not None:
        ctx.x = t.delayed.ctx_x
        ctx.targets = t.delayed.targets
        ctx.it = t.delayed.it
        if t.delayed.granter is not None:
            ctx.granter = t.delayed.granter
        ctx.results.update(t.delayed.sacrificed)
        if t.event is not None and t.event.kind == "beginning_of_step" and t.delayed.origin is not None:
            # "destroy that creature at end of combat": the creature of the triggered ability
            # that made this one (603.7c); a step's beginning has no object of its own
            ctx.trigger_event = t.delayed.origin
    trig = ab.trigger
    if trig is not None and trig.event == "you_attack" and t.event is not None \
            and t.event.kind == "attackers_declared":
        # "Whenever one or more Dinosaurs you control attack, create that many Treasure tokens.":
        # one event for the attackers declared together (603.2c), "that many" the number of them
        # the trigger counted (608.2c)
        ctx.results["amount"] = sum(1 for a in t.event.data["attackers"]
                                    if trig.subject is None or g.matches(a, trig.subject, t.source, t.controller,
                                                                         ignore_zone=True))
    specs = ab.targets
    slots = []
    if ab.modes:
        # Rule 603.3c: the modes are chosen as the ability is put on the stack; a mode whose
        # targets can't be chosen can't be chosen; with no mode chosen the ability is removed.
        legal = [i for i, m in enumerate(ab.modes) if _targets_possible(g, ctx, m.targets)]
        chosen_before = {"turn": g.modes_chosen_turn, "ever": g.modes_chosen_ever}.get(ab.unchosen)
        if chosen_before is not None:
            # "choose one that hasn't been chosen [this turn]" (700.2): not the modes this object's
            # ability chose before (400.7: a new object has chosen none)
            legal = [i for i in legal if (t.source.id, id(ab), i) not in chosen_before]
        lo, hi = ab.choose
        picks = g.ask(t.controller, "mode", [i + 1 for i in legal], min=min(lo, len(legal)),
                      max=min(hi, len(legal)), prompt="choose modes", source=t.source)
        if not picks:
            g.note(f"trigger of {t.source.name}: no mode chosen; removed")
            return False
        ctx.modes = sorted(p - 1 for p in picks)
        if chosen_before is not None:
            chosen_before.update((t.source.id, id(ab), m) for m in ctx.modes)
        ctx.mode_targets = [_choose_targets(g, t, ctx, ab.modes[m].targets) for m in ctx.modes]
        slots = [s for tl in ctx.mode_targets for s in tl]
    elif specs:
        chosen = _choose_targets(g, t, ctx, specs)
        if chosen is None:
            # Rule 603.3d: no legal targets: the ability is removed from the stack.
            g.note(f"trigger of {t.source.name} has no legal target; removed")
            return False
        ctx.targets = slots = chosen
        ctx.target_specs = specs
        ctx.divided = [None] * len(specs)
    entry = StackAbility(g.next_id, t.source, ab, ctx, "triggered")
    g.next_id += 1
    g.stack.append(entry)
    g.touch()
    g.note(f"trigger: {t.source.name}: {ab.text}")
    for slot in slots:
        for x in slot:
            if isinstance(x, Obj):
                g.emit(Event("becomes_target", x, t.controller, by=entry))
    return True


def _target_options(g, ctx, spec, chosen):
    from .casting import target_candidates
    return [c for c in target_candidates(g, ctx, spec)
            if not any(any(c is x for x in chosen[j]) for j in spec.different_from if j < len(chosen))]


def _targets_possible(g, ctx, specs) -> bool:
    """Each target of ``specs`` has enough candidates (a mode that needs targets, 700.2)."""
    return all(len(_target_options(g, ctx, spec, [])) >= max(spec.min_count, 0) for spec in specs)


def _choose_targets(g, t: Pending, ctx, specs) -> list | None:
    """The controller's target choices for ``specs`` (None when some target can't be chosen)."""
    from .casting import choose_each_player, fit_total, target_counts
    chosen = []
    ctx.targets = chosen        # 601.2c (603.3d): a later requirement may name an earlier target
    for spec in specs:
        cands = _target_options(g, ctx, spec, chosen)
        if spec.each_player is not None:        # 601.2c: "for each opponent, … target …"
            picked = choose_each_player(g, ctx, t.controller, spec, cands, t.source)
            if picked is None:
                return None
            chosen.append(picked)
            continue
        owners = list({id(o.owner): o.owner for o in cands if isinstance(o, Obj)}.values())
        if spec.same_owner and len(owners) > 1:
            # "target cards from a single graveyard": the controller picks whose first
            whose = g.ask(t.controller, "player", owners, prompt=f"whose cards: {spec.text}", source=t.source)
            cands = [o for o in cands if isinstance(o, Obj) and o.owner is whose[0]]
        lo, hi = target_counts(spec, ctx)
        if spec.different_controllers:
            # "… controlled by different players" (601.2c): one at a time, each of another controller
            picked = []
            for k in range(hi):
                left = [o for o in cands if all(g.controller_of(o) is not g.controller_of(p) for p in picked)]
                if not left:
                    break
                picked += g.ask(t.controller, "target", left, min=1 if k < lo else 0, max=1,
                                prompt=spec.text or "target", source=t.source)
                if len(picked) <= k:
                    break
            if len(picked) < lo:
                return None
            chosen.append(picked)
            continue
        hi = min(hi, len(cands))
        if hi < lo:
            return None
        chosen.append(fit_total(g, spec, g.ask(t.controller, "target", cands, min=lo, max=hi,
                                               prompt=spec.text or "target", source=t.source)))
    return chosen


def create_reflexive(g, ctx, targets: tuple, resolve):
    """Rule 603.12: a reflexive triggered ability of the resolving spell or ability: it knows
    what that one knew (its trigger event, X, the objects it acted on), its targets are its own."""
    ab = D.TriggeredAbility(trigger=D.Trigger(event="reflexive"), resolve=resolve, targets=targets,
                            text="reflexive trigger")
    carry = Delayed(ab.trigger, ab, ctx.source, ctx.controller, g.turn, g.step, ctx)
    carry.targets = []
    g.pending_triggers.append(Pending(ctx.source, ab, ctx.controller, ctx.trigger_event, carry))


def create_delayed(g, ctx, trigger: D.Trigger, resolve, watch=None, until_turn=None, each_time=False):
    """Rule 603.7: create a delayed triggered ability from a resolving spell or ability;
    ``watch``: the objects whose event it waits for (603.7c), ``until_turn``: "this turn",
    ``each_time``: it triggers each time until then (603.7b)."""
    ab = D.TriggeredAbility(trigger=trigger, resolve=resolve, text="delayed trigger")
    g.delayed.append(Delayed(trigger, ab, ctx.source, ctx.controller, g.turn, g.step, ctx, watch, until_turn,
                             each_time))
