"""Smoke games: the evidence behind the ``executed`` coverage level (issue 5).

For one compiled card, the smoke game gives player A plenty of mana (four basics of each color and
four Wastes, untapped), a few other real cards to cast after it (so "whenever you cast …" and
"whenever a creature enters" abilities can trigger), and gives both players creatures to target.
A casts or plays the card, then activates each of its activated abilities once (those that
sacrifice or exile the card on A's last turn), attacks with it when it is a creature, and lets the
turns run (upkeeps, draws, end steps) until turn 6.  The game invariants
(``runtime/invariants.py``) are checked after every action.

When that generic game leaves an ability unexercised, a second, targeted game is played for it
(``smoke_plan.py``): the card's own targets, costs, trigger events and conditions say which real
cards to add and where (a Wall to destroy, an Elf to cast, a copy of the card in the graveyard for
"Return this card from your graveyard", a planeswalker with enough loyalty for its last ability)
and which events to make (play lands, gain life, make the opponent discard, block, target the card
as an opponent, try to counter it).

A card is ``executed`` when, over the games played: it was cast or played and resolved; every
activated ability was activated; every triggered ability triggered at least once; the engine saw
each effect of each of its static abilities apply (``Game.static_seen``: a continuous effect that
changed an object, a replacement or prevention that replaced an event, a cost modifier in a cost
checked or paid, a rule consulted at a decision it governs: "can't block" when a creature could
block, "can't be countered" when the opponent tried to counter it); and no game raised an engine
error or broke an invariant.  When an ability could not be exercised, the card
stays ``compiled`` and the reason says which — never faked.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = ["SmokeResult", "smoke_card", "SUPPORT_CARDS"]

# Real cards the smoke game uses around the card under test (all compile); the last ones make
# events in targeted games (smoke_plan.DRIVERS) or are targets that survive -N/-N (Craw Wurm).
SUPPORT_CARDS = ("Grizzly Bears", "Giant Growth", "Ornithopter", "Divination", "Pacifism", "Murder", "Naturalize",
                 "Plains", "Island",
                 "Swamp", "Mountain", "Forest", "Wastes",
                 "Angel's Mercy", "Mind Rot", "Stone Rain", "Vindicate", "Cancel", "Raise the Alarm",
                 "Craw Wurm")
_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_LAST_TURN = 6
# cast by A only on its last turn, after combat, at the card itself (its dies / leaves triggers)
# ("leaves the battlefield without dying", 700.4: Unsummon returns it to its owner's hand)
# ("is put into exile from the battlefield", 406.1: Utter End exiles it)
_FINISHERS = ("Murder", "Naturalize", "Stone Rain", "Vindicate", "Unsummon", "Utter End")
_RESOLVE = re.compile(r"resolve <(.*)#(\d+)>$")
_TARGETED_GAMES = 2    # at most, after the generic game
_FACE_DOWN_ALTS = ("morph", "megamorph", "disguise")
_LOOKAHEAD = 8          # casting options of the card tried on copies of the game (see _best_cast)


@dataclass
class SmokeResult:
    name: str
    executed: bool
    reasons: list[str] = field(default_factory=list)
    actions: int = 0


def _scenario(name: str, spells_for_b: bool = False, plan=None) -> dict:
    """``spells_for_b``: B also holds a colorless creature spell and an instant to cast for a card
    that targets spells (701.5a: "counter target colorless / noncreature spell").  ``plan``: the
    extra cards of a targeted game (smoke_plan.Plan)."""
    lands = [f"{b} x4" for b in _BASICS] + ["Wastes x4"]
    b_hand = ["Ornithopter", "Giant Growth", "Grizzly Bears x2"] if spells_for_b else ["Grizzly Bears x2"]
    a = {"battlefield": lands + ["Grizzly Bears"], "hand": [name, "Grizzly Bears", "Giant Growth",
                                                          "Ornithopter", "Divination", "Pacifism"],
         "graveyard": ["Grizzly Bears"],
         # drawn on turns 3 and 5 (A's hand stays within its maximum size)
         "library": ["Murder", "Naturalize", "Forest x10", "Grizzly Bears x5", "Island x10"]}
    b = {"battlefield": ["Grizzly Bears", "Ornithopter", "Forest x2"], "hand": b_hand,
         "graveyard": ["Grizzly Bears"], "library": ["Forest x20"]}
    if plan is not None:
        # "When you control no Islands" (603.8): A has none of that basic land type
        a["battlefield"] = [x for x in a["battlefield"]
                            if f"A_lacks:{x.split(' x')[0]}" not in plan.flags]
        # "if {R} was spent to cast it" (601.2h): those basics first, paid with first
        a["battlefield"].sort(key=lambda x: f"A_lands_first:{x.split(' x')[0]}" not in plan.flags)
        players = {"A": a, "B": b}
        if "no_creatures" in plan.flags:
            # "if no creatures are on the battlefield": the generic position's creatures left out
            for pl in (a, b):
                for zone in ("battlefield", "hand", "library"):
                    pl[zone] = [x for x in pl[zone] if x.split(" x")[0] not in ("Grizzly Bears", "Ornithopter")]
        for (who, zone), entries in plan.zones.items():
            # on top of A's library; first in B's hand (what B discards by default)
            if zone == "library" or (who, zone) == ("B", "hand"):
                players[who][zone] = list(entries) + players[who][zone]
            elif (who, zone) == ("A", "hand"):
                # the cards A keeps to discard first (a discard takes the first, 701.9)
                kept = [e for e in entries if isinstance(e, str) and e in plan.keep]
                players[who][zone] = kept + players[who][zone] + [e for e in entries if e not in kept]
            else:
                players[who][zone] = players[who].get(zone, []) + list(entries)
        if any(c[0] == "B" for c in plan.casts) or "B_casts" in plan.flags or \
                any(f.startswith("B_sacrifices:") for f in plan.flags):
            b["battlefield"] = b["battlefield"] + [f"{x} x2" for x in _BASICS]
        b["life"] = 50              # B survives A's attacks until the last turn's finisher
        for who, life in plan.life.items():
            players[who]["life"] = life
        for who, speed in plan.speed.items():
            players[who]["speed"] = speed
    return {"name": f"smoke: {name}", "players": {"A": a, "B": b},
            "stop": {"turn": _LAST_TURN, "step": "cleanup"}}


class _Record:
    """What the games played for a card exercised (united over the games)."""

    def __init__(self):
        self.played = self.resolved = False
        self.statics: set[int] = set()   # id() of the static abilities seen applying
        self.effects: set[int] = set()   # id() of the static effects the engine saw apply
        self.held: set[int] = set()      # id() of the conditional statics whose condition held
        self.used: set[int] = set()      # id() of the activated abilities activated
        self.fired: set[int] = set()     # id() of its triggered abilities put on the stack
        self.faces: set[int] = set()     # the faces (numbered as printed) cast and resolved
        self.up: set[str] = set()        # the back faces seen up on the battlefield
        self.actions = 0


def _event_never_occurs(ab, triggered, rec: _Record) -> bool:
    """One ability with several trigger events (603.2: "Whenever an enchantment you control
    enters and whenever you fully unlock a Room") is lowered to one ability per event.  An event
    the engine's games never have (``triggers.NEVER_EMITTED``: no Room exists in them) cannot be
    seen; such an ability counts as exercised only if the same ability line triggered on another
    event in the games.  Alone on its line it stays required (and the card below executed)."""
    from oraclec.runtime.triggers import NEVER_EMITTED
    if ab.trigger.event not in NEVER_EMITTED:
        return False
    return any(id(other) in rec.fired and other.text == ab.text and other.trigger.event not in NEVER_EMITTED
               for other in triggered if other is not ab)


def _targets_of(a) -> list:
    return [t for slot in getattr(a, "targets", ()) for t in (slot if isinstance(slot, tuple) else (slot,))]


def _all_targets(a) -> list:
    """The target requirements of an ability and of each of its modes (700.2)."""
    return list(getattr(a, "targets", ())) + [t for m in getattr(a, "modes", ()) for t in m.targets]


def _on_stack(t) -> bool:
    """Does a target requirement ask for a spell (or an ability) on the stack (113.7a, 115.1)?"""
    return t.objects is not None and t.objects.zone in ("stack", "stack_all")


def _play(name: str, cards: dict, rec: _Record, plan=None) -> str | None:
    """Play one smoke game for ``name`` into ``rec``; the engine error it met, if any."""
    from oraclec.cli.scenario import Runner, ScenarioFailure
    from oraclec.runtime import defs as D
    from oraclec.runtime import invariants
    from oraclec.runtime.actions import Activate, Cast, DeclareAttackers, DeclareBlockers, Pass, PlayLand
    from oraclec.runtime.casting import GRANTED_COST, activatable_list
    from oraclec.runtime.play_from import FREE_LABEL as PLAY_FREE, LABEL as PLAY_FROM
    from oraclec.runtime.combat import validate_block
    from oraclec.runtime.errors import EngineError, IllegalAction
    from oraclec.runtime.faces import printed_faces
    from oraclec.runtime.game import STEP_INDEX, Obj
    from oraclec.runtime.stack import StackAbility
    from oraclec.runtime.keywords import summoning_sick

    card = cards[name]
    statics = _statics(card)
    flags = set(plan.flags) if plan is not None else set()
    # the creature of A's the card is to be attached to: "own:NAME" (a plan's "attach_to:NAME")
    attach_to = next((f"own:{f.split(':', 1)[1]}" for f in flags if f.startswith("attach_to:")), None)
    activated = [a for a in _abilities(card) if isinstance(a, (D.ActivatedAbility, D.ManaAbility))]
    is_permanent = not ({"instant", "sorcery"} & set(card.types))
    # a card that targets a spell (a counterspell, 701.5a) needs one on the stack: B casts its
    # spells in its first main phase (a colorless creature, an instant, a green creature), and A
    # can respond to them
    targets_spell = any(_on_stack(t) for a in card.abilities for t in _all_targets(a))
    # a permanent with flash whose triggered ability targets a spell (in one of its modes: "choose
    # up to one — • Counter target spell, activated ability, or triggered ability. …", 700.2):
    # cast on B's turn, in answer
    answers_spell = is_permanent and any(isinstance(a, D.KeywordAbility) and a.name == "flash" for a in card.abilities) \
        and any(isinstance(a, D.TriggeredAbility) and any(_on_stack(t) for t in _all_targets(a))
                for a in card.abilities)
    state = {"played": False, "resolved": False}
    used: set[int] = set()          # the abilities activated in this game
    try:
        r = Runner(_scenario(name, spells_for_b=targets_spell, plan=plan), cards)
    except ScenarioFailure as exc:
        return f"setup: {exc}"
    g = r.g
    g.stop_at = (_LAST_TURN, "cleanup")
    g.max_turns = _LAST_TURN + 2
    a_state = r.player("A")

    def mine(o) -> bool:
        # by index: the lookahead's copies of the game have copies of the players
        return isinstance(o, Obj) and o.owner.index == 0 and o.name == name

    def key_creature(game, o) -> bool:
        """The card, or the creature it is attached to (for "enchanted creature attacks")."""
        return mine(o) or (isinstance(o, Obj) and any(mine(x) and x.attached_to == o.id
                                                      for x in game.battlefield))

    def target_ok(game, act, prefer, me) -> bool:
        """Do the action's targets fit a plan's preference?"""
        ts = [game.find(t) if isinstance(t, int) else t for t in _targets_of(act)]
        if prefer is None:
            return True
        if prefer == "face_down":        # cast face down (morph 702.37a, disguise 702.168a)
            return getattr(act, "alt", None) in _FACE_DOWN_ALTS
        if prefer.startswith("alt:"):    # cast that way ("alt:flashback", 702.34a)
            return (getattr(act, "alt", None) or "").lower() == prefer[4:]
        if prefer.startswith("paid:"):   # with that optional cost paid ("paid:gift", 702.174a)
            return any(label.lower() == prefer[5:] for label, _ in getattr(act, "paid", ()))
        if not ts:
            return False
        if prefer == "card":
            return any(mine(x) for x in ts if isinstance(x, Obj))
        if prefer == "attached":         # the permanent the card is attached to
            return any(isinstance(x, Obj) and any(mine(o) and o.attached_to == x.id
                                                  for o in game.battlefield) for x in ts)
        if prefer.startswith("support:"):
            return any(isinstance(x, Obj) and x.name == prefer[8:] and not mine(x) for x in ts)
        want = None
        if prefer.startswith(("own:", "opponent:")):       # a support card on that side
            prefer, want = prefer.split(":", 1)
        def side(x):
            if isinstance(x, Obj):
                return game.controller_of(x) if x.zone == "battlefield" else x.owner
            return game.player_by_id(x) if isinstance(x, str) else x
        if prefer == "opponent_player":     # the other player itself ("to an opponent")
            return all(not isinstance(x, Obj) and side(x) is not me for x in ts)
        other = prefer == "opponent"
        return all((side(x) is not me) == other and not mine(x) for x in ts) and (
            want is None or any(isinstance(x, Obj) and x.name == want for x in ts))

    def planned(game, actions, who, before_card=False):
        """A plan's cast for player ``who`` now, if one is legal (each is cast once); those of
        turn 0 before the card itself, the others after it."""
        if plan is None:
            return None
        me = r.player(who)
        if "A_pays_granted" in flags and who == "A":
            # the optional cost a permanent gives the spell paid first (601.2b: the Defilers')
            actions = sorted(actions, key=lambda a: not (isinstance(a, Cast) and any(
                str(label).startswith(GRANTED_COST) for label, _ in a.paid)))
        for i, (w, cname, prefer, turn) in enumerate(plan.casts):
            if w != who or ("cast", i) in state or game.turn < turn or (turn == 0) != before_card:
                continue
            for act in actions:
                if isinstance(act, Cast) and game.find(act.card).name == cname and \
                        target_ok(game, act, prefer, me):
                    state[("cast", i)] = True
                    return act
        return None

    def support_ability(game, actions, who, flag, wanted):
        """The ability of a support permanent of ``who``'s named by a ``flag`` ("A_sacrifices:",
        "A_turns_up:") that ``wanted(obj, ability)`` accepts, once the card has resolved, once
        a game: "Whenever you sacrifice an artifact" (701.17a), "Whenever a Detective you
        control is turned face up" (116.2b)."""
        names = {f.split(":", 1)[1] for f in flags if f.startswith(f"{who}_{flag}:")}
        if not names or not state["resolved"] or (flag, who) in state:
            return None
        # (not before the turn a plan names: "_sacrifices_from:3")
        if any(f.startswith(f"{who}_{flag}_from:") and game.turn < int(f.rsplit(":", 1)[1]) for f in flags):
            return None
        for act in actions:
            o = game.find(act.obj) if isinstance(act, Activate) else None
            if o is not None and o.name in names and not mine(o) and o.zone == "battlefield" \
                    and wanted(o, activatable_list(game, o)[act.index]):
                state[(flag, who)] = True
                return act
        return None

    def sacrifice_support(game, actions, who):
        return support_ability(game, actions, who, "sacrifices", lambda o, ab: ab.cost.sacrifice_self)

    def activate_support(game, actions):
        """"Activated abilities of … cost {1} less to activate" (602.2b): A's support permanent's
        ability with generic mana in its cost, once."""
        return support_ability(game, actions, "A", "activates",
                               lambda o, ab: isinstance(ab, D.ActivatedAbility)
                               and re.search(r"\{[1-9]\d*\}", ab.cost.mana or "") is not None)

    def turn_up_support(game, actions):
        return support_ability(game, actions, "A", "turns_up",
                               lambda o, ab: o.face_down is not None and getattr(ab, "special", False))

    def animate(game, actions):
        """"Whenever this land attacks": in A's first main phase, the card's ability that makes
        it a creature (the one activated ability it has that neither sacrifices nor exiles it),
        once a turn, when it could attack (302.6)."""
        if "animate_first" not in flags or game.step != "main1" or game.active != 0 or game.stack \
                or ("animated", game.turn) in state:
            return None
        for act in actions:
            o = game.find(act.obj) if isinstance(act, Activate) and not act.mana else None
            if o is None or not mine(o) or o.zone != "battlefield" or o.tapped or \
                    game.is_creature(o) or summoning_sick(game, o):
                continue
            ab = activatable_list(game, o)[act.index]
            if isinstance(ab, D.ActivatedAbility) and not (ab.cost.sacrifice_self or ab.cost.exile_self
                                                           or ab.cost.tap):
                state[("animated", game.turn)] = True
                used.add(id(ab))
                rec.used.add(id(ab))
                return act
        return None

    def tap_for_mana(game, actions):
        """"Whenever enchanted land / a Mountain is tapped for mana" (605.1b): in A's main phase,
        once a turn while the card is on the battlefield, A activates by hand the mana ability
        of a permanent of its own the trigger's subject matches (its mana goes to A's pool)."""
        if "A_taps_for_mana" not in flags or game.active != 0 or game.stack or \
                game.step not in ("main1", "main2") or ("tapped_for_mana", game.turn) in state:
            return None
        here = [o for o in game.battlefield if mine(o)]
        subjects = [ab.trigger.subject for ab in _abilities(card)
                    if isinstance(ab, D.TriggeredAbility) and ab.trigger.event == "tap_for_mana"]
        for act in actions:
            o = game.find(act.obj) if isinstance(act, Activate) and act.mana else None
            if o is None or mine(o) or game.controller_of(o) is not a_state:
                continue
            if any(subj is None or game.matches(o, subj, src, a_state) for src in here for subj in subjects):
                state[("tapped_for_mana", game.turn)] = True
                return act
        return None

    def policy_a(game, actions):
        card_here = [o for o in game.battlefield if mine(o)]
        if game.pending == "attackers":
            # attack with the card and with as many other creatures as can (so "if you attacked
            # this turn", "an opponent lost life this turn" and combat deaths happen)
            opts = [a for a in actions if isinstance(a, DeclareAttackers)]
            with_mine = [a for a in opts if any(key_creature(game, game.find(x)) for x, _ in a.attacks)]
            # (one that is to block on B's turn stays untapped until it has blocked)
            home = "A_blocks" in flags and not state.get("blocked") or \
                "card_stays_home" in flags and any(id(ab) not in used for ab in activated)
            if "attack_alone" in flags:
                alone = [a for a in opts if len(a.attacks) == 1]
                alone_mine = [a for a in alone if a in with_mine]
                pick = [a for a in alone if a not in alone_mine] if home else alone_mine
                if pick or alone:
                    return (pick or alone)[0]
            if home:
                without = [a for a in opts if a not in with_mine]
                return max(without, key=lambda a: len(a.attacks), default=DeclareAttackers(()))
            if "A_attacks_planeswalker" in flags:
                # "… deals damage to a planeswalker": the card attacks B's planeswalker (508.1b)
                at_pw = [a for a in with_mine if any(isinstance(d, int) and key_creature(game, game.find(x))
                                                     for x, d in a.attacks)]
                if at_pw:
                    return max(at_pw, key=lambda a: len(a.attacks))
            return max(with_mine or opts, key=lambda a: len(a.attacks), default=DeclareAttackers(()))
        if game.pending == "blockers":
            if "A_blocks_two" in flags:
                # "can block an additional creature each combat" (509.1b): the card blocks two
                # attackers (a declaration the listed actions do not spell out; push checks it)
                blocker = next((o for o in game.battlefield if key_creature(game, o) and game.is_creature(o)
                                and not o.tapped), None)
                attackers = [o for o in game.battlefield if o.attacking is not None]
                if blocker is not None and len(attackers) >= 2:
                    state["blocked"] = True
                    return DeclareBlockers(((blocker.id, attackers[0].id), (blocker.id, attackers[1].id)))
            if "A_blocks" in flags:
                blocks = [a for a in actions if isinstance(a, DeclareBlockers) and len(a.blocks) == 1
                          and key_creature(game, game.find(a.blocks[0][0]))]
                # the attacker the card's trigger names first ("blocks a creature with flying")
                blocks.sort(key=lambda a: f"A_blocks_attacker:{game.find(a.blocks[0][1]).name}" not in flags)
                if blocks:
                    state["blocked"] = True
                    return blocks[0]
            return DeclareBlockers(())
        # the card itself once A's first combat is over (its "if you attacked this turn" holds)
        # (a targeted game casts it at once: a creature with haste attacks on turn 1)
        after_first_combat = game.turn > 1 or STEP_INDEX[game.step] > STEP_INDEX["end_combat"]
        waiting = any(c[3] == 0 and ("cast", i) not in state for i, c in enumerate(plan.casts)) \
            if plan is not None else True
        # (and until they resolve: "target creature … that was dealt damage this turn")
        waiting = waiting or plan is not None and any(
            c[3] == 0 and c[0] == "A" for c in plan.casts) and any(
            isinstance(e, Obj) and e.owner.index == 0 and not mine(e) for e in game.stack)
        held = "discard_card" in flags      # madness: the card waits in the hand to be discarded
        # prowl, freerunning: the card waits for A's first combat (its creatures' combat damage)
        held = held or "cast_after_combat" in flags and not after_first_combat
        if answers_spell and not any(isinstance(e, Obj) and not mine(e) for e in game.stack):
            # a permanent with flash whose enters trigger targets a spell ("When this creature
            # enters, counter target spell", 702.8a): cast in answer to B's spell
            held = True
        if not state["played"] and not held and (after_first_combat or not waiting):
            # (or from where another way to cast it allows: flashback from the graveyard)
            casts = [a for a in actions if isinstance(a, (PlayLand, Cast)) and mine(game.find(a.card))
                     and (game.find(a.card).zone == "hand" or getattr(a, "alt", None) is not None
                          and f"cast_alt:{a.alt}" in flags)]
            if plan is not None and plan.card_target:    # an Aura on A's own creature
                casts = [a for a in casts if target_ok(game, a, plan.card_target, a_state)] or casts
            if attach_to:                                # an Aura on that creature of A's
                casts = [a for a in casts if target_ok(game, a, attach_to, a_state)] or casts
            if "pay_optional" in flags:                  # its kicker or bargain paid (601.2b)
                # as many of them as can be (both of two kicker costs: "if it was kicked twice",
                # 702.33b, 702.33d)
                most = max((len(a.paid) for a in casts if isinstance(a, Cast)), default=0)
                casts = [a for a in casts if isinstance(a, Cast) and a.paid and len(a.paid) == most] or casts
            if card.faces:          # a face not yet cast and resolved (709.3, 715.3), then any
                casts = [a for a in casts if (a.face or 1) not in rec.faces] or casts
            # another way to cast it from the hand (evoke, morph: 601.2b, 702.37a)
            casts = [a for a in casts if isinstance(a, Cast) and f"cast_alt:{a.alt}" in flags] or casts
            if casts:
                state["played"] = True
                act = _best_cast(game, casts, mine, is_permanent)
                state["face"] = getattr(act, "face", None) or 1
                state["land"] = isinstance(act, PlayLand)
                return act
        if not state["played"]:
            act = planned(game, actions, "A", before_card=True)    # "if a creature died this turn"
            if act is not None:
                return act
        late = game.turn >= _LAST_TURN - 1 and STEP_INDEX[game.step] >= STEP_INDEX["main2"]
        act = animate(game, actions) or sacrifice_support(game, actions, "A") or turn_up_support(game, actions) \
            or activate_support(game, actions) or tap_for_mana(game, actions)
        if act is not None:
            return act
        # then each of its abilities, once; those that sacrifice or exile it from the
        # battlefield on A's last turn; those from the hand once it was played
        candidates = []
        for act in actions:
            if isinstance(act, Activate) and any(f.startswith("activate_kw:") for f in flags):
                # a support permanent's ability of the keyword the card's trigger names
                o = game.find(act.obj)
                ab = activatable_list(game, o)[act.index] if o is not None else None
                if ab is not None and not mine(o) and id(ab) not in used and state["resolved"] and any(
                        getattr(ab, "text", "").lower().startswith(f.split(":", 1)[1]) for f in flags
                        if f.startswith("activate_kw:")):
                    used.add(id(ab))
                    return act
            if isinstance(act, Activate):
                o = game.find(act.obj)
                if o is not None and mine(o):
                    ab = activatable_list(game, o)[act.index]
                    # once each in a game: the card's own abilities and those its keywords
                    # define (equip 702.6a: "when equipped creature dies" needs it equipped)
                    if "saddle_first" in flags and getattr(ab, "text", "").lower().startswith("saddle") \
                            and o.zone == "battlefield":
                        # "attacks while saddled" (702.171b): saddled in each first main phase
                        # of a turn it can attack in
                        if game.step != "main1" or summoning_sick(game, o) or \
                                state.get(("saddled", game.turn)):
                            continue
                        state[("saddled", game.turn)] = True
                        rec.used.add(id(ab))
                        return act
                    if id(ab) in used:
                        continue
                    if o.zone == "hand" and not state["played"]:
                        continue
                    kills = o.zone == "battlefield" and (ab.cost.sacrifice_self or ab.cost.exile_self)
                    # (one that answers a spell can't wait: B casts its spells on turns 2 and 4)
                    answers = any(t.objects is not None and t.objects.zone == "stack"
                                  for t in getattr(ab, "targets", ()))
                    if kills and not (late or answers or plan is not None and game.turn >= 3):
                        continue
                    # (nor before the plan's spells for A: the events they make — mana spent
                    # only on creature spells, 106.6 — need the card still there)
                    if kills and not late and plan is not None and any(
                            c[0] == "A" and ("cast", i) not in state for i, c in enumerate(plan.casts)):
                        continue
                    # (nor before it attacks saddled, 702.171b: on A's last turn)
                    if kills and not late and "saddle_first" in flags:
                        continue
                    # (nor, in a targeted game, one an earlier game exercised: the card stays for
                    # what this game is for, an enlist trigger as it attacks, 702.154a)
                    if kills and not late and plan is not None and id(ab) in rec.used:
                        continue
                    # (but an Equipment is attached by its equip ability to the creature its
                    # static abilities need: "equipped creature … loses flying", 702.6a)
                    if "statics_first" in flags and id(ab) in rec.used and not late and \
                            not isinstance(ab, D.ManaAbility) and not (
                                attach_to and target_ok(game, act, attach_to, a_state)):
                        continue
                    # those no game exercised yet first, then the card's own before its keywords';
                    # an Equipment attached to the creature a plan names ("attach_to:")
                    candidates.append(((kills, id(ab) in rec.used, not any(ab is x for x in activated),
                                        bool(attach_to) and not target_ok(game, act, attach_to, a_state)),
                                       act, ab))
        if candidates:
            _, act, ab = min(candidates, key=lambda c: c[0])
            used.add(id(ab))
            rec.used.add(id(ab))
            return act
        # (not while the card is still on the stack: A's own spell cast in answer to it could
        # make its target illegal — a pumped creature no longer "with total power and toughness
        # 5 or less" — and the card would not resolve, 608.2b)
        played = state["played"] and (state["resolved"] or not is_permanent) and \
            not any(isinstance(e, Obj) and mine(e) for e in game.stack)
        if played and "A_plays_from" in flags:
            # "You may play lands (cast spells) from your graveyard" (601.3): the support card
            for act in actions:
                o = game.find(act.card) if isinstance(act, (PlayLand, Cast)) else None
                if o is not None and not mine(o) and o.zone in ("graveyard", "library") and \
                        (isinstance(act, PlayLand) or act.alt == PLAY_FROM):
                    return act
        if played and "A_plays_lands" in flags:
            for act in actions:
                if isinstance(act, PlayLand) and not mine(game.find(act.card)):
                    return act
        if played:
            act = planned(game, actions, "A")
            if act is not None:
                return act
            # then other spells, to cause events; first an instant that targets the card
            # ("whenever ~ becomes the target of a spell")
            planned_names = {c[1] for c in plan.casts} | plan.keep if plan is not None else set()
            others = [a for a in actions if isinstance(a, Cast) and not mine(game.find(a.card))
                      and game.find(a.card).name not in _FINISHERS
                      and game.find(a.card).name not in planned_names]
            targeting = [a for a in others if "instant" in game.find(a.card).card.types
                         and any(mine(game.find(t)) for t in _targets_of(a) if isinstance(t, int))]
            if targets_spell and game.turn < 5:
                others = []        # A keeps its mana to answer B's spells on turns 2 and 4
            if targeting:
                return targeting[0]
            if others:
                # aimed at B and its permanents where they can be (Pacifism, Murder: A's own
                # creatures, the equipped one, keep attacking); without paying their mana costs
                # where a permanent lets A (118.9: "You may cast spells from your hand without
                # paying their mana costs.")
                return min(others, key=lambda a: (a.alt != PLAY_FREE, not target_ok(game, a, "opponent", a_state)))
            # A's last turn, after combat: destroy the card ("when ~ dies", "leaves the battlefield")
            # (one finisher at a time: a second one would leave the first without a target)
            if game.turn == _LAST_TURN - 1 and game.step == "main2" and card_here and not any(
                    isinstance(o, Obj) and o.name in _FINISHERS for o in game.stack):
                for act in actions:
                    if isinstance(act, Cast) and game.find(act.card).name in _FINISHERS and \
                            any(mine(game.find(t)) for t in _targets_of(act) if isinstance(t, int)):
                        return act
        return next(a for a in actions if isinstance(a, Pass))

    def policy_b(game, actions):
        if game.pending == "blockers":
            if "B_blocks_card_twice" in flags:
                # two of B's creatures on the card, if the engine allows it (509.1b: it checks
                # the declaration against the restrictions on blocks; else one blocks it)
                # (the card, or the creature it equips or enchants: "equipped creature … can't be
                # blocked by more than one creature")
                hosts = {o.attached_to for o in game.battlefield if mine(o) and o.attached_to is not None}
                card_atk = [o for o in game.battlefield if (mine(o) or o.id in hosts) and o.attacking is not None]
                singles = [a for a in actions if isinstance(a, DeclareBlockers) and len(a.blocks) == 1
                           and card_atk and a.blocks[0][1] == card_atk[0].id]
                if len(singles) >= 2:
                    two = DeclareBlockers((singles[0].blocks[0], singles[1].blocks[0]))
                    try:
                        validate_block(game, game.players[1], [(game.find(b), game.find(x)) for b, x in two.blocks])
                        return two
                    except IllegalAction:
                        return singles[0]
            if "B_blocks_card" in flags and any(mine(o) for o in game.battlefield):
                def wanted(o):
                    return o.name == plan.block if plan.block else mine(o)
                ones = [a for a in actions if isinstance(a, DeclareBlockers) and len(a.blocks) == 1
                        and wanted(game.find(a.blocks[0][1]))]
                if ones:
                    return ones[0]
            if "B_never_blocks" in flags or "B_blocks_card" in flags and game.turn < 3:
                return DeclareBlockers(())
            # from turn 3 (the card and its first spells have met their targets), chump-block
            # another attacker than the card with one creature that dies and kills nothing
            # ("a creature died this turn")
            def chump(act):
                if not isinstance(act, DeclareBlockers) or len(act.blocks) != 1:
                    return False
                (b, x), = act.blocks
                bc, xc = game.chars(game.find(b)), game.chars(game.find(x))
                return not mine(game.find(x)) and (bc.power or 0) < (xc.toughness or 0) \
                    and (bc.toughness or 0) <= (xc.power or 0)
            ones = [a for a in actions if chump(a)] if game.turn >= 3 else []
            return ones[0] if ones else actions[0]
        if game.pending == "attackers":
            if "B_attacks" in flags and game.turn >= 3:
                return max(actions, key=lambda a: len(a.attacks))
            return actions[0]        # the minimal legal declaration (requirements included)
        act = sacrifice_support(game, actions, "B")
        if act is not None:
            return act
        if "B_counters_card" in flags and any(isinstance(e, Obj) and mine(e) for e in game.stack):
            for act in actions:
                if isinstance(act, Cast) and any(mine(game.find(t)) for t in _targets_of(act)
                                                 if isinstance(t, int)):
                    return act
        if "B_targets_card" in flags and any(mine(o) for o in game.battlefield) and not game.stack:
            act = planned(game, actions, "B")
            if act is not None:
                return act
        if "B_casts_on_A_turn" in flags and game.active == 0 and state["resolved"] and not game.stack:
            # "Whenever an opponent casts a spell, if it's not their turn" (500.1): B's instant on
            # A's turn, once the card is on the battlefield
            act = planned(game, actions, "B")
            if act is not None:
                return act
        if game.active == 1 and game.step == "main1" and not game.stack:
            if "B_plays_lands" in flags:
                for act in actions:
                    if isinstance(act, PlayLand):
                        return act
            if plan is not None and any(c[0] == "B" and c[2] != "card" for c in plan.casts):
                act = planned(game, actions, "B")
                if act is not None:
                    return act
        if targets_spell and game.step == "main1" and game.active == 1 and not game.stack:
            # on B's turn: a colorless spell first, then an instant, then a colored creature spell
            casts = sorted((a for a in actions if isinstance(a, Cast)), key=lambda a: (
                0 if not game.find(a.card).card.colors else
                1 if {"instant", "sorcery"} & set(game.find(a.card).card.types) else 2))
            if casts:
                return casts[0]
        return next(a for a in actions if isinstance(a, Pass))

    r.agents[0].act = policy_a
    # "choose up to one —" (700.2): A chooses a mode of the card's own modal ability when one is
    # legal (none chosen, a triggered one is removed from the stack, 603.3c, and its modes never
    # happen)
    answer_m = r.agents[0].choose

    def some_mode(game, choice):
        if choice.kind == "mode" and choice.min == 0 and choice.max > 0 and choice.options and \
                choice.source is not None and mine(choice.source):
            return list(choice.options)[:1]
        return answer_m(game, choice)
    r.agents[0].choose = some_mode
    if "pay_instead" in flags:
        # convoke, delve, improvise (601.2h): A taps or exiles all it can instead of paying mana
        answer = r.agents[0].choose

        def choose_a(game, choice):
            if choice.kind == "pay_instead":
                return list(choice.options)[:choice.max]
            return answer(game, choice)
        r.agents[0].choose = choose_a
    if "discard_card" in flags:
        # madness 702.35a: A holds the card and discards it first when made to discard
        answer_d = r.agents[0].choose

        def discard_card_first(game, choice):
            if choice.kind == "discard":
                pick = [o for o in choice.options if mine(o)][:choice.max]
                rest = [o for o in choice.options if not mine(o)]
                return pick + rest[:max(choice.min - len(pick), 0)]
            return answer_d(game, choice)
        r.agents[0].choose = discard_card_first
    if "A_keeps_tapped" in flags:
        # "if this artifact is tapped": A declines the card's own "you may pay … If you do,
        # untap" (118.12), so it stays tapped
        answer_t = r.agents[0].choose

        def keep_tapped(game, choice):
            if choice.kind == "may" and choice.prompt.startswith("pay") and mine(choice.source):
                return [False]
            return answer_t(game, choice)
        r.agents[0].choose = keep_tapped
    if "A_copies" in flags:
        # "You may have ~ enter as a copy of …" (707.9): A has it copy the first it may
        answer_c = r.agents[0].choose

        def copy_first(game, choice):
            if choice.kind == "copy" and choice.options:
                return list(choice.options)[:1]
            return answer_c(game, choice)
        r.agents[0].choose = copy_first
    named = next((f.split(":", 1)[1] for f in flags if f.startswith("name:")), None)
    if named is not None:
        # "As ~ enters, choose a card name" (201.4): A names the support card the plan put there
        answer_n = r.agents[0].choose

        def name_support(game, choice):
            if choice.kind == "card name" and named in choice.options:
                return [named]
            return answer_n(game, choice)
        r.agents[0].choose = name_support
    r.agents[1].act = policy_b
    try:
        r.setup()
        g.static_seen = set()       # the engine records each static effect that applies
        g.mana_triggered = set()    # and each triggered mana ability that resolved (605.4a)
        start = invariants.snapshot_cards(g)
        before = {o.id for o in g.all_objects() if mine(o)}
        spells: set[int] = set()
        if "opening_hands" in flags:
            from oraclec.runtime.opening_hand import opening_hand_actions
            opening_hand_actions(g, 0)      # rule 103.6: A's hand is its opening hand
        g.start(1, 0)
        guard = 0
        while g.outcome is None and not g.stopped:
            guard += 1
            if guard > 5000:
                raise EngineError("the smoke game does not progress")
            p = g.decider
            act = p.agent.act(g, g.legal_actions)
            g.push(act)
            rec.actions += 1
            invariants.check(g, start)
            # each of the card's triggered abilities that triggered and was put on the stack
            # (603.3; one with no legal target is removed instead, 603.3d)
            rec.fired.update(id(e.ability) for e in g.stack
                             if isinstance(e, StackAbility) and e.kind == "triggered" and mine(e.source))
            # (a triggered mana ability resolves at once, without the stack: 605.4a)
            rec.fired |= g.mana_triggered
            # its mana abilities activated while a cost was paid (605.3a; mana that may be spent
            # only on some costs is made only then, 106.6)
            log_at = state.get("events", 0) if state.get("events_turn") == g.turn else 0
            rec.used.update(id(ev.data["ability"]) for ev in g.turn_log[log_at:]
                            if ev.kind == "tap_for_mana" and mine(ev.obj) and "ability" in ev.data)
            state["events"], state["events_turn"] = len(g.turn_log), g.turn
            # a transforming double-faced card seen with its back face up (701.28a)
            rec.up.update(o.face.name for o in g.battlefield if mine(o) and o.face is not None)
            if not state["played"] and any(isinstance(o, Obj) and mine(o) for o in g.stack):
                # the card cast by an effect: "you may cast it without paying its mana cost" when
                # the last time counter of a suspended card is removed (702.62a, 608.2g)
                state["played"] = True
            if state["played"] and not state["resolved"]:
                # the card cast in this game (not a copy the plan put somewhere) resolved: its
                # spell's resolution is logged (608.2), not followed by "doesn't resolve"
                # (608.2b); a land played is on the battlefield
                spells |= {o.id for o in g.stack if isinstance(o, Obj) and mine(o)}
                log, seen = g.log, state.get("seen", 0)
                state["seen"] = len(log)
                for i in range(seen, len(log)):
                    m = _RESOLVE.search(log[i])
                    if m and int(m.group(2)) in spells and m.group(1) == name and not (
                            i + 1 < len(log) and "doesn't resolve" in log[i + 1]):
                        state["resolved"] = True
                if state.get("land") and any(mine(o) and o.id not in before for o in g.battlefield):
                    state["resolved"] = True
                if state["resolved"]:
                    rec.resolved = True
                    rec.faces.add(state.get("face", 1))
                    # an adventurer card on an adventure is cast again from exile (715.3d)
                    again = [o for o in g.exile if mine(o) and "on an adventure" in o.designations]
                    if again and len(rec.faces) < len(printed_faces(card)):
                        flags.add("cast_alt:adventure")
                        state["played"] = state["resolved"] = False
            # a static ability with a condition ("As long as …", a leveler's band) applies only
            # while its condition holds for the card on the battlefield (or, as a spell, on the
            # stack: "If the flashback cost was paid, exile this card …", 702.34a)
            for ab in statics:
                if ab.condition is not None and id(ab) not in rec.held and any(
                        mine(o) and g.check_condition(ab.condition, o, g.controller_of(o))
                        for o in g.battlefield + [e for e in g.stack if isinstance(e, Obj)]):
                    rec.held.add(id(ab))
    except (EngineError, IllegalAction, ScenarioFailure) as exc:
        return f"engine error: {type(exc).__name__}: {exc}"
    except Exception as exc:  # a crash in generated or engine code is a finding, not a pass
        return f"crash: {type(exc).__name__}: {exc}"
    finally:
        rec.played |= state["played"]
        # a static ability counts once the engine saw each of its effects apply (a layered
        # effect changed an object, a replacement replaced an event, a cost modifier changed a
        # cost, a rule was consulted at a decision it governs: Game.static_seen), over the games
        rec.effects |= g.static_seen or set()
        for ab in statics:
            if (ab.condition is None or id(ab) in rec.held) and _applied(ab, rec.effects):
                rec.statics.add(id(ab))

    return None


def _abilities(card) -> list:
    """The abilities of every face of the card (a split card's own are its halves', 709.4c)."""
    from oraclec.runtime.faces import SPLIT_LAYOUTS
    faces = () if card.layout in SPLIT_LAYOUTS else card.faces
    return [a for f in (card, *faces) for a in f.abilities]


def _statics(card) -> list:
    """The card's static abilities the smoke game must see applying: not one that only changes
    or adds to the card's own cost (rule 601.2f), which applies as it is cast."""
    from oraclec.runtime import defs as D
    return [a for a in _abilities(card) if isinstance(a, D.StaticAbility) and _shown_effects(a)]


def _shown_effects(ab) -> list:
    """The effects of a static ability the games must see apply (not the card's own cost)."""
    from oraclec.runtime import defs as D
    return [e for e in ab.effects if not (
        isinstance(e, D.AdditionalCost) or (isinstance(e, D.CostModifier) and e.spells is None))]


def _applied(ab, seen: set) -> bool:
    """Did each effect of the static ability apply (``seen``: their id())?  The ways one
    keyword lets objects pay instead of mana are alternatives (convoke's "{1} or one mana of that
    creature's color", 702.51a): one of them used is the keyword applied."""
    from oraclec.runtime import defs as D
    effs = _shown_effects(ab)
    alternatives = [e for e in effs if isinstance(e, D.PayInstead)]
    return all(id(e) in seen for e in effs if not isinstance(e, D.PayInstead)) and (
        not alternatives or any(id(e) in seen for e in alternatives))


def _best_cast(g, casts, mine, is_permanent):
    """The way to cast the card (targets, X) whose spell resolves (its targets still legal,
    608.2b) and, for a permanent, stays on the battlefield (an Aura's -2/-2 on a 2/2, an X
    creature with X = 0): tried on copies of the game, every player passing; the largest X and
    targets of the opponent first."""
    from oraclec.runtime.actions import Pass
    from oraclec.runtime.game import Obj, PlayerState

    def opponents_only(a):
        ts = [g.find(t) for t in _targets_of(a)]
        return all((isinstance(t, PlayerState) and t.index != 0) or (
            isinstance(t, Obj) and g.controller_of(t).index != 0) for t in ts)

    casts = sorted(casts, key=lambda a: (-(getattr(a, "x", None) or 0), not opponents_only(a)))
    if len(casts) == 1:
        return casts[0]
    for act in casts[:_LOOKAHEAD]:
        try:
            g2 = g.copy()
            n = len(g2.log)
            g2.push(act)
            for _ in range(20):
                if not g2.stack or g2.pending != "priority" or g2.outcome is not None:
                    break
                g2.push(Pass())
            if is_permanent:
                if any(mine(o) for o in g2.battlefield):
                    return act
            elif not any("doesn't resolve" in line for line in g2.log[n:]) and not g2.players[0].lost:
                # (a cost that loses the game before it resolves: "pay X life" with X = 20)
                return act
        except Exception:      # the real game will meet the same error and report it
            return act
    return casts[0]


def smoke_card(name: str, cards: dict) -> SmokeResult:
    """Play the smoke games for ``name``; ``cards`` holds CardDefs for it and SUPPORT_CARDS (the
    targeted game compiles the other real cards it needs)."""
    from oraclec.runtime import defs as D

    from .smoke_plan import SupportFinder, plan as make_plan

    result = SmokeResult(name, False)
    card = cards.get(name)
    if card is None or card.support == "unsupported":
        result.reasons.append("not compiled")
        return result
    activated = [a for a in _abilities(card) if isinstance(a, (D.ActivatedAbility, D.ManaAbility))]
    triggered = [a for a in _abilities(card) if isinstance(a, D.TriggeredAbility)]
    statics = _statics(card)
    rec = _Record()

    from oraclec.runtime.faces import printed_faces
    faces = printed_faces(card)

    def missing() -> dict:
        return {
            "cast": not (rec.played and rec.resolved),
            # each face of a card of several cast and resolved (709.3, 715.3)
            "faces": [f for n, f in enumerate(faces, 1) if card.faces and n not in rec.faces]
            + [f for f in card.faces if card.layout == "transform" and f.name not in rec.up],
            "activated": [ab for ab in activated if id(ab) not in rec.used],
            "triggered": [ab for ab in triggered if id(ab) not in rec.fired
                          and not _event_never_occurs(ab, triggered, rec)],
            "statics": [ab for ab in statics if id(ab) not in rec.statics],
        }

    error = _play(name, cards, rec)
    need = missing()
    # targeted games for what is still missing, while each exercises something new (abilities
    # that exclude each other in one game: "When enchanted creature attacks or blocks, sacrifice
    # this Aura")
    for _ in range(_TARGETED_GAMES):
        if error is not None or not any(need.values()):
            break
        finder = SupportFinder.get()
        p = make_plan(card, cards, need, finder)
        merged = dict(cards)
        for n in p.names():
            if n not in merged:
                cd = finder.compile(n)
                if cd is not None:
                    merged[n] = cd
        before = need
        error = _play(name, merged, rec, p)
        need = missing()
        if need == before:
            break
    result.actions = rec.actions
    if error is not None:
        result.reasons.append(error)
        return result
    if not rec.played:
        result.reasons.append("could not be cast or played in the smoke game")
    elif not rec.resolved:
        result.reasons.append("was cast but did not resolve")
    for f in need["faces"]:
        what = "never transformed into" if card.layout == "transform" and f is not None else "face not cast and resolved:"
        result.reasons.append(f"{what} {(f or card).name!r}")
    for ab in need["activated"]:
        result.reasons.append(f"ability not activated: {ab.text!r}")
    for ab in need["triggered"]:
        result.reasons.append(f"did not trigger: {ab.text!r}")
    for ab in need["statics"]:
        result.reasons.append(f"static ability never applied: {ab.text!r}")
    result.executed = not result.reasons
    return result


def runtime_fingerprint() -> str:
    """A hash of the engine and of this smoke game: a smoke result holds while neither changes."""
    import hashlib
    from importlib import resources
    h = hashlib.sha256()
    for package in ("oraclec.runtime", "oraclec.runtime.effects"):
        for entry in sorted(resources.files(package).iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".py"):
                h.update(entry.name.encode())
                h.update(entry.read_bytes())
    for module in ("smoke.py", "smoke_plan.py", "scenario.py"):
        h.update(resources.files("oraclec.cli").joinpath(module).read_bytes())
    return h.hexdigest()[:20]


def smoke_cards(names: list[str], progress=None, cards_path: str | None = None,
                jobs: int | None = None) -> dict[str, SmokeResult]:
    """Smoke games for every compiled card of ``names`` (results cached per card text, compiler
    and engine); ``cards_path``: the card file they come from (the support cards come from the
    shipped corpus).  Games not in the cache are played in ``jobs`` forked worker processes
    (default: one per core) when there are enough of them to pay for the start-up; each game is
    played on its own, so the results do not depend on ``jobs``."""
    import json

    from oraclec.compiler.api import compile_cards, find_face
    from oraclec.compiler.cache import open_cache

    fp = runtime_fingerprint()
    keys = {n: find_face(n, cards_path).text_hash() + fp for n in names}
    found = {}
    cache = open_cache()
    if cache is not None:
        cache.db.execute("CREATE TABLE IF NOT EXISTS smoke (fp TEXT, key TEXT, value TEXT, PRIMARY KEY (fp, key))")
        for n, k in keys.items():
            row = cache.db.execute("SELECT value FROM smoke WHERE fp = ? AND key = ?", (cache.fp, k)).fetchone()
            if row is not None:
                found[n] = SmokeResult(**json.loads(row[0]))
        cache.close()       # not open across the fork below
    todo = [n for n in names if n not in found]
    if not todo:
        return found
    cards = compile_cards(list(SUPPORT_CARDS)) if cards_path is not None else {}
    cards.update(compile_cards(todo + ([] if cards_path is not None else list(SUPPORT_CARDS)),
                               cards_path))
    fresh = {}
    for n, r in zip(todo, _play_all(todo, cards, jobs)):
        fresh[n] = r
        if progress is not None:
            progress(n)
    found.update(fresh)
    cache = open_cache()
    if cache is not None:
        with cache.db:
            cache.db.executemany("INSERT OR REPLACE INTO smoke VALUES (?, ?, ?)",
                                 [(cache.fp, keys[n], json.dumps(r.__dict__)) for n, r in fresh.items()])
        cache.close()
    return found


_PARALLEL_FROM = 32     # fewer games than this are played in this process
_GAMES: tuple = ()      # (names, cards) for the forked workers, inherited rather than sent


def _play_all(todo: list[str], cards: dict, jobs: int | None):
    """``smoke_card`` for each of ``todo``, in order (an iterator)."""
    import os
    jobs = jobs or os.cpu_count() or 1
    if jobs < 2 or len(todo) < _PARALLEL_FROM or not hasattr(os, "fork"):
        return (smoke_card(n, cards) for n in todo)
    return _play_forked(todo, cards, jobs)


def _play_forked(todo: list[str], cards: dict, jobs: int):
    import multiprocessing as mp
    global _GAMES
    from .smoke_plan import SupportFinder
    SupportFinder.get()     # built once here, inherited by the workers
    _GAMES = (todo, cards)
    try:
        with mp.get_context("fork").Pool(jobs) as pool:
            yield from pool.imap(_play_one, range(len(todo)), chunksize=4)
    finally:
        _GAMES = ()


def _play_one(i: int) -> SmokeResult:
    names, cards = _GAMES
    return smoke_card(names[i], cards)
