"""Game state: players, zones, objects (rules 100-122, 400), references and filters.

The :class:`Game` is driven python-chess style: :attr:`Game.legal_actions` lists the actions for
the pending top-level decision (priority, declare attackers, declare blockers), :meth:`Game.push`
takes one and advances the game to the next such decision.  Choices made in the middle of casting
or resolving (targets of triggered abilities, "you may", discards, searches, ...) are asked
synchronously from the controlling :class:`~oraclec.runtime.players.Player`.
"""
from __future__ import annotations

import os

import copy as _copy
import random
from dataclasses import dataclass, field
from typing import Any

from . import defs as D
from .errors import EngineError, IllegalAction, NotImplementedInEngine

__all__ = ["Game", "Obj", "PlayerState", "Outcome", "Event", "STEPS", "COLOR_LETTERS"]

# Rule 500.1: the steps of a turn, in order (phases are implicit).
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2",
         "end", "cleanup")
STEP_INDEX = {s: i for i, s in enumerate(STEPS)}

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
LETTER_COLORS = {v: k for k, v in COLOR_LETTERS.items()}


@dataclass(frozen=True)
class Outcome:
    """The end of a game: ``winner`` is a player index or None (a draw)."""
    winner: int | None
    reason: str


class Event:
    """Something that happened (rule 603.2: trigger events)."""
    __slots__ = ("kind", "obj", "player", "data")

    def __init__(self, kind: str, obj=None, player=None, **data):
        self.kind, self.obj, self.player, self.data = kind, obj, player, data

    def __repr__(self):
        return f"Event({self.kind}, {self.obj!r}, {self.player!r}, {self.data})"


STARTING_LIFE = 20      # rule 103.4: each player's starting life total in a two-player game


class PlayerState:
    """A player (rule 102) and the zones they own: library, hand, graveyard (rule 400.1)."""
    __slots__ = ("index", "name", "life", "poison", "energy", "library", "hand", "graveyard", "pool",
                 "lost", "won", "drew_from_empty", "lands_played", "agent", "life_gained_turn",
                 "loss_reason", "designations", "outside", "speed", "mana_spent_turn")

    def __init__(self, index: int, name: str, agent=None):
        self.index, self.name, self.agent = index, name, agent
        self.life = STARTING_LIFE            # rule 103.4
        self.poison = 0
        self.energy = 0                      # energy counters (rules 107.14, 122.1)
        self.library: list[Obj] = []         # index 0 is the top
        self.hand: list[Obj] = []
        self.graveyard: list[Obj] = []       # the last card is the top
        self.pool: dict[str, int] = {}       # mana pool, rule 106.4
        self.lost = False
        self.won = False
        self.drew_from_empty = False         # rule 704.5b
        self.lands_played = 0                # rule 305.2
        self.life_gained_turn = 0
        self.loss_reason = ""
        self.designations: set[str] = set()     # the city's blessing (702.131c)
        self.outside: list[Obj] = []          # cards they own outside the game (400.11a)
        self.speed = 0                        # 702.179: 1 to 4 once they have speed (0: none)
        self.mana_spent_turn = 0              # mana spent to cast spells this turn (expend)

    @property
    def id(self) -> str:
        return f"P{self.index}"

    def __repr__(self):
        return f"<{self.name}>"


class Obj:
    """A game object (rule 109): a card or token in a zone, a spell on the stack.

    A zone change makes a new object (rule 400.7); the old one keeps its last known
    information in ``lki`` (rule 608.2h)."""
    __slots__ = ("id", "card", "owner", "controller", "zone", "tapped", "since_turn", "damage",
                 "deathtouched", "counters", "attached_to", "timestamp", "token", "shields",
                 "ctx", "lki", "loyalty_used", "activations", "skip_untap", "successor",
                 "attacking", "blocking", "blocked", "face_down", "copy_of", "designations",
                 "bchars", "printed_statics", "chosen", "face", "prototype", "previous",
                 "copy_effect", "bestowed")

    def __init__(self, oid: int, card: D.CardDef, owner: PlayerState, zone: str, token=False):
        self.id = oid
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.tapped = False
        self.since_turn = 0          # the turn it came under its controller's control (302.6)
        self.damage = 0              # marked damage (120.3e)
        self.deathtouched = False    # dealt damage by a source with deathtouch (704.5h)
        self.counters: dict[str, int] = {}
        self.attached_to: int | str | None = None
        self.timestamp = 0
        self.token = token
        self.shields = 0             # regeneration shields (701.15)
        self.ctx = None              # a spell's casting context
        self.lki = None              # last known characteristics after leaving a zone
        self.loyalty_used = -1       # turn a loyalty ability was last activated (606.3)
        # per ability (its id): (turn, activations that turn) (602.5b); ("once_each_turn", id): the
        # turn a "Do this only once each turn" action was taken
        self.activations: dict = {}
        self.skip_untap = 0
        self.successor = None
        # the permanent it was before a zone change from the battlefield (400.7), kept for its
        # last known information (608.2h: "For each creature exiled this way, its controller …")
        self.previous = None
        self.attacking = None        # defender id while attacking
        self.blocking: list[int] = []
        self.blocked = False
        self.face_down = None        # its face-down definition (708.2a, runtime/facedown.py)
        self.face = None             # the face it was cast as (709.3b, 715.3b; runtime/faces.py)
        self.copy_of = None
        self.copy_effect = None      # what a layer-1 copy effect makes it (707.2, 613.2a; layers.compute)
        self.prototype = None        # its prototyped card on the stack and battlefield (718.3b)
        self.bestowed = None         # cast bestowed: its Aura definition, on the stack and battlefield (702.103b)
        self.chosen: dict = {}       # choices made as it entered ("the chosen color", 614.12)
        self.designations: set[str] = set()   # "monstrous" (701.31b), … — lost on a zone change
        self.bchars = None           # (controller, copy_of, Chars) off the battlefield and stack
        self.printed_statics = None  # (copy_of, effects of static abilities): layers

    @property
    def name(self) -> str:
        return self.card.name

    def __repr__(self):
        return f"<{self.card.name}#{self.id}>"


class Chars:
    """Characteristics after continuous effects (rule 613)."""
    __slots__ = ("name", "types", "subtypes", "supertypes", "colors", "power", "toughness",
                 "keywords", "abilities", "controller", "restrictions", "mana_value", "activated",
                 "shared")

    def __init__(self):
        self.keywords: dict[str, list] = {}
        self.restrictions: list = []
        self.activated: list | None = None    # casting.activatable_list, derived on first use
        self.shared = False      # lists and keywords still those of the printed ones (layers.own)

    def copy(self):
        c = Chars()
        for s in self.__slots__:
            v = getattr(self, s)
            if isinstance(v, (set, list, dict)):
                v = _copy.copy(v)
            setattr(c, s, v)
        c.keywords = {k: list(v) for k, v in self.keywords.items()}
        c.activated = None
        c.shared = False
        return c


# The engine's modules that import this one, bound when the first Game is made (or unpickled):
# the hot methods below use them with no import machinery on each call.
_layers = _references = _triggers = _zones = _actions = _turn = _combat = _invariants = _replacement = None


def _reveals_as_drawn(card):
    """Miracle's static ability of the card, if it has one (702.94a: "You may reveal this card from
    your hand as you draw it if it's the first card you've drawn this turn"): its effect."""
    return next((e for ab in card.abilities if isinstance(ab, D.StaticAbility)
                 for e in ab.effects if isinstance(e, D.RevealAsDrawn)), None)


def _bind_modules():
    global _layers, _references, _triggers, _zones, _actions, _turn, _combat, _invariants, _replacement
    if _invariants is not None:
        return
    from . import actions, combat, invariants, layers, references, replacement, triggers, turn, zones
    _replacement = replacement
    _layers, _references, _triggers, _zones = layers, references, triggers, zones
    _actions, _turn, _combat, _invariants = actions, turn, combat, invariants


def mana_value(cost: str | None) -> int:
    """Rule 202.3: the total amount of mana in a mana cost; X is 0 off the stack."""
    if not cost:
        return 0
    mv = _MANA_VALUES.get(cost)
    if mv is None:
        mv = _MANA_VALUES[cost] = _mana_value(cost)
    return mv


_MANA_VALUES: dict[str, int] = {}


def _mana_value(cost: str) -> int:
    total = 0
    for sym in cost.strip("{}").split("}{"):
        if sym.isdigit():
            total += int(sym)
        elif sym in ("X", "Y", "Z"):
            continue
        elif "/" in sym:          # 202.3f: a hybrid symbol counts its largest half ({2/W}: 2)
            total += max(int(h) if h.isdigit() else 1 for h in sym.split("/"))
        else:
            total += 1
    return total


class Game:
    """A game of Magic between two (or more) players."""

    def __init__(self, players: list, seed: int = 0):
        _bind_modules()
        self.rng = random.Random(seed)
        self.players = [PlayerState(i, getattr(p, "name", None) or f"Player {i + 1}", p)
                        for i, p in enumerate(players)]
        self.battlefield: list[Obj] = []
        self.stack: list = []                 # StackEntry / spell Obj; the last is the top
        self.exile: list[Obj] = []
        self.command: list[Obj] = []          # emblems (114; rule 408: the command zone)
        self.ring_tempted: dict[int, int] = {}    # player index → times the Ring tempted them (701.52c)
        self.turn = 0
        self.active = 0
        self.step = None
        self.priority: int | None = None
        self.passes = 0
        self.pending: str | None = None       # "priority" | "attackers" | "blockers"
        self.effects: list = []               # continuous effects from resolved spells (611.2)
        self.pending_triggers: list = []
        self.turn_ended = False               # an effect ended the turn (721.1): to the cleanup step next
        self.delayed: list = []
        self.next_id = 1
        self.ts = 0
        self.log: list[str] = []
        self.outcome: Outcome | None = None
        self.extra_turns: list[int] = []
        self.max_turns: int | None = None
        self.debug = os.environ.get("ORACLEC_DEBUG", "") not in ("", "0")
        self.debug_counts = None      # cards per owner when debugging began
        self.stop_at: tuple[int, str] | None = None
        self.stopped = False
        self.first_strike_step = False
        self.damage_order: dict[int, list[int]] = {}
        self.bands: list[list[int]] = []      # attacking bands of this combat (702.22c)
        self.dealt_first: set[int] = set()    # creatures that dealt first-strike damage
        self.prevention: list = []            # prevention shields from resolved effects (615)
        self.zone_replacements: list = []     # (object ids, ZoneReplacement, this turn) from resolved effects
        # Characteristics of permanents (rule 613), computed by layers.compute after a change of
        # state (touch), with what is derived from them: permanents by controller and the
        # battlefield's PlayerRule statics.  Valid while chars_cache is not None.
        self.chars_cache: dict[int, Chars] | None = None
        self.chars_dynamic = True             # see touch_status; set by layers.compute
        self.perms_by_controller: dict = {}
        self.rule_statics: list = []
        self.trig_perms: list | None = None   # see triggered_permanents
        self.shared_perms: list | None = None  # see shared_activation_permanents
        self.lost_text: set[int] = set()      # set by layers.compute (305.7)
        self.applied_in_4: set[int] = set()
        self.in_layers = False
        self.copy_effected = False   # some permanent has a layer-1 copy effect (layers._copy_effects)
        self.made_tokens = False              # any token made (704.5d has work only then)
        # the permanents one event has put onto the battlefield so far, while it puts several at
        # once (zones.together; 614.12: "for each Angel you already control" counts none of them)
        self.entering_together: list | None = None
        self.quiet_pass = False               # priority passed on, nothing else (priority.py)
        # While legal actions are enumerated (no change of state): mana payments found, by cost.
        self.payment_memo: dict | None = None
        self.resolving = None
        self.cards_drawn_turn: dict[tuple[int, int], int] = {}   # (turn, player index): cards drawn (702.94a)
        self.turn_log: list[Event] = []       # this turn's events ("if a creature died this turn")
        self.last_turn_log: list[Event] = []  # the turn before's ("if no spells were cast last turn")
        self.last_turn_active: int | None = None   # that turn's active player (502.2)
        self.day_night: str | None = None     # "day", "night" or neither (502.2, daynight.py)
        self.day_night_cards: bool | None = None    # any daybound/nightbound card in the game
        self.triggered_turn: set = set()      # (source id, ability) that triggered this turn
        self.triggered_ever: set = set()      # … that triggered once and never again (400.7)
        # (source id, ability, mode): modes chosen for "choose one that hasn't been chosen [this
        # turn]" (700.2; a new object's id is new, 400.7)
        self.modes_chosen_turn: set = set()
        self.modes_chosen_ever: set = set()
        self.speed_raised_turn = 0            # the turn the active player's speed last rose (702.179)
        self.linked_exile: list[tuple[int, int]] = []   # (source id, exiled card id), rule 610.3
        # (source id, exiled card id): cards an ability of the source exiled, for "cards exiled
        # with ~" (607.2a-b; the source's id: a new object after a zone change, 400.7)
        self.exiled_with: set[tuple[int, int]] = set()
        # cards a player may play or cast by an effect (601.3, 701.14): (card id, player index,
        # the last turn it may, cast only)
        self.play_grants: list[tuple[int, int, int, bool]] = []
        # "Once during each of your turns, you may cast … from your graveyard" (601.3): the turn
        # each source's permission was last used (source id: a new object is a new source, 400.7)
        self.play_from_used: dict[int, int] = {}
        self.skip_first_draw = True           # rule 103.8a
        self.seen_controller: dict[int, PlayerState] = {}   # rule 302.6, see layers.compute
        self.trace = False
        # Smoke games (cli/smoke.py, issue 5): the id() of each static ability effect seen
        # applying (a layered effect that changed an object, a replacement that replaced an
        # event, a cost modifier in a cost, a rule consulted at a decision it governs); None in
        # ordinary games, where nothing is recorded.
        self.static_seen: set[int] | None = None
        # Smoke games: the id() of each triggered mana ability that resolved (605.4a: it never
        # goes on the stack, where the other triggered abilities are seen); None otherwise.
        self.mana_triggered: set[int] | None = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(cls, decks: list[list[D.CardDef]], players: list, seed: int = 0,
            max_turns: int | None = 200) -> "Game":
        """Start a game: shuffle each library, draw seven (rule 103.5; no mulligans yet), take
        the actions cards allow from the opening hands (103.6), the first player (player 0) skips
        their first draw (rule 103.8a)."""
        if len(decks) != len(players):
            raise EngineError("one deck per player")
        g = cls(players, seed)
        g.max_turns = max_turns
        for ps, deck in zip(g.players, decks):
            for card in deck:
                if card.support == "unsupported":
                    raise EngineError(f"card {card.name!r} is not supported by the compiler")
                ps.library.append(g.new_obj(card, ps, "library"))
            g.rng.shuffle(ps.library)
            for _ in range(7):
                g.draw_card(ps)
        from .opening_hand import opening_hand_actions
        opening_hand_actions(g, 0)          # rule 103.6: leylines (103.6a), player 0 starting
        g.start()
        return g

    def new_obj(self, card: D.CardDef, owner: PlayerState, zone: str, token=False) -> Obj:
        o = Obj(self.next_id, card, owner, zone, token)
        self.next_id += 1
        if token:
            self.made_tokens = True
        return o

    def start(self, turn: int = 1, active: int = 0):
        from . import turn as T
        self.turn = turn - 1
        self.active = active
        T.begin_turn(self, active, first=True)
        self.advance()

    def __setstate__(self, state):
        _bind_modules()
        self.__dict__.update(state)

    def copy(self) -> "Game":
        """A snapshot of the whole game (players' agents are shared, not copied)."""
        agents = [p.agent for p in self.players]
        memo = {id(a): a for a in agents if a is not None}
        return _copy.deepcopy(self, memo)

    # ------------------------------------------------------------------ logging
    def note(self, msg: str):
        self.log.append(f"T{self.turn} {self.step}: {msg}")

    # ------------------------------------------------------------------ timestamps
    def timestamp(self) -> int:
        self.ts += 1
        return self.ts

    def touch(self):
        """State changed: characteristics must be recomputed."""
        if not self.in_layers:
            self.chars_cache = None

    def touch_status(self):
        """State changed that characteristics can see only through the conditions and counted
        values of static abilities (tapped, damage, hand, life, combat, stack, turn): recompute
        them only if the last computation used such a static ability (``chars_dynamic``)."""
        if self.chars_dynamic and not self.in_layers:
            self.chars_cache = None

    # ------------------------------------------------------------------ characteristics
    def chars(self, obj: Obj) -> Chars:
        # the hottest function of the engine: no import machinery here (the cache of
        # characteristics is filled by layers.compute once per change of state)
        if obj.zone == "battlefield":
            cache = self.chars_cache
            if cache is None:
                _layers.compute(self)
                cache = self.chars_cache
            c = cache.get(obj.id)
            return c if c is not None else _layers.base_chars(self, obj)
        z = obj.zone
        if z == "gone" and obj.lki is not None:
            return obj.lki
        if z == "stack":
            # X counts on the stack (202.3e); a resolved effect may change a spell ("Target
            # spell or permanent becomes red", 613.1e)
            c = _layers.base_chars(self, obj)
            return _layers.spell_chars(self, obj, c) if self.effects else c
        # Elsewhere the characteristics are the printed ones (400.3): made once per object
        # and controller (nothing changes a Chars once made: layers.compute makes its own).
        return _layers.printed_chars(self, obj)

    def triggered_permanents(self) -> list:
        """``(permanent, chars, its triggered abilities)`` for each permanent that has one, in
        battlefield order (derived with the characteristics cache)."""
        if not self.in_layers:
            if self.chars_cache is None:
                _layers.compute(self)
            if self.trig_perms is not None:
                return self.trig_perms
        out = []
        for o in self.battlefield:
            c = self.chars(o)
            triggered = [ab for ab in c.abilities if isinstance(ab, D.TriggeredAbility)
                         and ab.zone == "battlefield"]
            if triggered:
                out.append((o, c, triggered))
        if not self.in_layers:
            self.trig_perms = out
        return out

    def shared_activation_permanents(self) -> list:
        """The permanents with an ability that "Any player may activate" (602.2), in battlefield
        order (derived with the characteristics cache, like ``triggered_permanents``)."""
        if not self.in_layers:
            if self.chars_cache is None:
                _layers.compute(self)
            if self.shared_perms is not None:
                return self.shared_perms
        from .casting import activatable_list
        out = [o for o in self.battlefield
               if any(getattr(ab, "any_player", False) for ab in activatable_list(self, o))]
        if not self.in_layers:
            self.shared_perms = out
        return out

    def controller_of(self, obj: Obj) -> PlayerState:
        if obj.zone == "battlefield" or obj.zone == "gone":
            return self.chars(obj).controller
        return obj.controller

    def power(self, obj) -> int:
        p = self.chars(obj).power
        return p if p is not None else 0

    def toughness(self, obj) -> int:
        t = self.chars(obj).toughness
        return t if t is not None else 0

    def has_keyword(self, obj: Obj, kw: str) -> bool:
        return kw in self.chars(obj).keywords

    def keyword_params(self, obj: Obj, kw: str) -> list:
        return self.chars(obj).keywords.get(kw, [])

    def is_type(self, obj: Obj, t: str) -> bool:
        return t in self.chars(obj).types

    def is_creature(self, obj: Obj) -> bool:
        return "creature" in self.chars(obj).types

    def restrictions(self, obj: Obj, what: str, record: bool = True) -> list:
        """The rules restrictions ``what`` on ``obj``: tuples ``(what, by, condition, source,
        controller, effect)`` (``effect`` the static ability's, None for a resolved one).
        Asking is consulting them at a decision they govern (recorded for smoke games unless
        ``record`` is False: the caller records the ones that matched)."""
        rs = self.chars(obj).restrictions
        if not rs:
            return []
        out = [r for r in rs if r[0] == what]
        if out and record and self.static_seen is not None:
            self.static_seen.update(id(r[5]) for r in out if r[5] is not None)
        return out

    def saw_static(self, eff):
        """A static ability's effect applied (smoke games record it: ``static_seen``)."""
        if self.static_seen is not None:
            self.static_seen.add(id(eff))

    def player_rules(self, player: PlayerState, rule: str, record: bool = True) -> list:
        return _layers.player_rules(self, player, rule, record)

    # ------------------------------------------------------------------ lookups
    def opponents(self, p: PlayerState) -> list[PlayerState]:
        return [q for q in self.players if q is not p and not q.lost]

    def player_by_id(self, pid: str) -> PlayerState:
        return self.players[int(pid[1:])]

    def find(self, oid):
        """The object or player with this id, wherever it is (None if it no longer exists)."""
        if isinstance(oid, str):
            return self.player_by_id(oid)
        for o in self.all_objects():
            if o.id == oid:
                return o
        return None

    def all_objects(self):
        yield from self.battlefield
        for e in self.stack:
            if isinstance(e, Obj):
                yield e
        yield from self.exile
        yield from self.command
        for p in self.players:
            yield from p.hand
            yield from p.graveyard
            yield from p.library
            yield from p.outside

    def zone_list(self, obj: Obj) -> list:
        z = obj.zone
        if z == "battlefield":
            return self.battlefield
        if z == "stack":
            return self.stack
        if z == "exile":
            return self.exile
        if z == "command":
            return self.command
        if z in ("hand", "library", "graveyard", "outside"):
            return getattr(obj.owner, z)
        raise EngineError(f"object {obj!r} is in no zone ({z})")

    def alive(self, obj) -> bool:
        """Is the object still the same object in its zone (rule 400.7)?"""
        if isinstance(obj, PlayerState):
            return not obj.lost
        return obj.zone not in ("gone",) and obj.successor is None

    def permanents(self, controller: PlayerState | None = None) -> list[Obj]:
        if controller is None:
            return list(self.battlefield)
        if self.in_layers:
            return [o for o in self.battlefield if self.controller_of(o) is controller]
        if self.chars_cache is None:
            _layers.compute(self)
        return list(self.perms_by_controller.get(controller, ()))

    def attached_objects(self, obj: Obj) -> list[Obj]:
        return [o for o in self.battlefield if o.attached_to == obj.id]

    # ------------------------------------------------------------------ references
    def refs(self, name, ctx) -> list:
        """Evaluate a reference name, ``All``, ``EachPlayer`` or a tuple of them to a list of
        objects and players."""
        return _references.resolve_operand(self, name, ctx)

    def value(self, q, ctx) -> int:
        return _references.value(self, q, ctx)

    def matches(self, obj, flt: D.Filter, source=None, controller=None, ctx=None,
                ignore_zone=False) -> bool:
        return _references.matches(self, obj, flt, source, controller, ctx, ignore_zone)

    def check_condition(self, cond: D.Condition | None, source, controller, ctx=None) -> bool:
        return _references.check_condition(self, cond, source, controller, ctx)

    # ------------------------------------------------------------------ basic actions
    def draw_card(self, p: PlayerState, turn_draw: bool = False) -> Obj | None:
        """Rule 121.1: draw the top card; drawing from an empty library marks 704.5b.
        ``turn_draw``: the draw step's turn-based draw (504.1).  A draw replaced by several
        (614.11: "draw two cards instead") emits the "draw" events of all but the last card,
        which the caller emits as for any draw (121.2: each card is a draw)."""
        if p.graveyard and _replacement.draw_instead(self, p):    # dredge 702.52a (614.11)
            return None
        n = _replacement.draws_instead(self, p, turn_draw)
        if n > 1:
            got = [o for o in (self._draw_top(p) for _ in range(n)) if o is not None]
            for _o in got[:-1]:
                self.emit(Event("draw", None, p, amount=1))
            return got[-1] if got else None
        return self._draw_top(p)

    def _draw_top(self, p: PlayerState) -> Obj | None:
        if not p.library:
            p.drew_from_empty = True
            return None
        o = p.library.pop(0)
        o.zone = "hand"
        p.hand.append(o)
        self.touch_status()
        key = (self.turn, p.index)
        first = key not in self.cards_drawn_turn
        self.cards_drawn_turn[key] = self.cards_drawn_turn.get(key, 0) + 1
        # (the opening hand is drawn before the first turn, 103.5: in no turn)
        miracle = _reveals_as_drawn(o.card) if first and self.turn > 0 else None
        if miracle is not None and self.ask_yes_no(p, f"reveal {o.name} as you draw it (miracle)", source=o):
            # miracle 702.94a: revealed as it is drawn, the first card its owner drew this turn;
            # its linked "When you reveal this card this way" triggers (603.11)
            self.note(f"{p.name} reveals {o.name} as they draw it")
            self.saw_static(miracle)
            self.emit(Event("revealed_this_way", o, p))
        return o

    def lose_life(self, p: PlayerState, n: int) -> int:
        if n <= 0:
            return 0
        p.life -= n
        self.emit(Event("lose_life", None, p, amount=n))
        return n

    def gain_life(self, p: PlayerState, n: int) -> int:
        if n <= 0:
            return 0
        if self.player_rules(p, "cant_gain_life"):     # 119.7: no effect gives that player life
            return 0
        from .replacement import life_gain_instead
        n, lose = life_gain_instead(self, p, n)          # 614.1a: "… that much life plus 1 instead"
        if lose:
            self.lose_life(p, n)
            return 0
        if n <= 0:
            return 0
        p.life += n
        p.life_gained_turn += n
        self.emit(Event("gain_life", None, p, amount=n))
        return n

    def tap(self, obj: Obj, by: PlayerState | None = None) -> bool:
        """Tap ``obj``; ``by``: the player who taps it (701.21a) — paying a cost, declaring it as
        an attacker; by default the controller of the resolving spell or ability (None if none)."""
        if obj.tapped:
            return False
        obj.tapped = True
        self.touch_status()
        if by is None and self.resolving is not None:
            by = self.resolving.controller
        self.emit(Event("becomes_tapped", obj, self.controller_of(obj), by=by))    # 603.2f
        return True

    def untap(self, obj: Obj) -> bool:
        if not obj.tapped:
            return False
        if obj.counters.get("stun"):
            # 122.1d: "If a permanent with a stun counter on it would become untapped, instead
            # remove a stun counter from it." (in the untap step or by any effect)
            self.remove_counters(obj, "stun", 1)
            return False
        obj.tapped = False
        self.touch_status()
        self.emit(Event("becomes_untapped", obj, self.controller_of(obj)))    # 603.2f, 701.26b
        return True

    def add_counters(self, obj: Obj, kind: str, n: int, by_effect: bool = True,
                     by: PlayerState | None = None) -> int:
        """Put ``n`` counters on ``obj`` (122.1), as replacement effects change the number
        (614.1a: "that many plus one"; ``by_effect`` False: put to pay a cost, 118.3, or by a
        turn-based action, 714.3b — which "If an effect would put …" does not see).  ``by``: the
        player who puts them (the payer of a cost; by default the controller of the resolving
        spell or ability, 122.6: "Whenever you put one or more counters on …")."""
        n = _replacement.counters_instead(self, obj, kind, n, by_effect=by_effect)
        if n <= 0:
            return 0
        obj.counters[kind] = obj.counters.get(kind, 0) + n
        self.touch()
        if by is None and self.resolving is not None:
            by = self.resolving.controller
        self.emit(Event("counter_added", obj, None, counter=kind, amount=n, by=by))
        return n

    def remove_counters(self, obj: Obj, kind: str, n: int) -> int:
        have = obj.counters.get(kind, 0)
        n = min(n, have)
        if n <= 0:
            return 0
        obj.counters[kind] = have - n
        if obj.counters[kind] == 0:
            del obj.counters[kind]
        self.touch()
        self.emit(Event("counter_removed", obj, None, counter=kind, amount=n))
        return n

    def move(self, obj: Obj, to: str, *, position="top", controller=None, tapped=False,
             cause=None, face_down=None, face=None, attached_to=None) -> Obj | None:
        return _zones.move(self, obj, to, position=position, controller=controller,
                          tapped=tapped, cause=cause, face_down=face_down, face=face,
                          attached_to=attached_to)

    # ------------------------------------------------------------------ events & triggers
    def emit(self, ev: Event):
        if self.chars_dynamic and not self.in_layers:
            self.chars_cache = None           # touch_status: something happened (life, ...)
        _triggers.on_event(self, ev)

    # ------------------------------------------------------------------ decisions
    def ask(self, player: PlayerState, kind: str, options: list, *, min=1, max=1, prompt="",
            source=None) -> list:
        """Ask ``player`` to pick between ``min`` and ``max`` of ``options`` (returns a list).
        Every mid-resolution decision goes through here."""
        from .players import Choice
        if max > len(options):
            max = len(options)
        if min > max:
            min = max
        if not options or (max == 0):
            return []
        if min == max == len(options) and kind not in ("order", "scry", "reorder"):
            return list(options)
        agent = player.agent
        if agent is None:
            raise EngineError(f"{player.name} has no agent to answer {kind}")
        ch = Choice(kind, player, list(options), min, max, prompt, source)
        ans = agent.choose(self, ch)
        ans = list(ans)
        if kind in ("order", "reorder"):
            if sorted(map(id, ans)) != sorted(map(id, options)):
                raise IllegalAction(f"{player.name}: bad ordering answer for {prompt or kind}")
            return ans
        if not (min <= len(ans) <= max) or any(a not in options for a in ans) \
                or len(set(map(id, ans))) != len(ans):
            raise IllegalAction(f"{player.name}: answer {ans!r} does not fit {kind} "
                                f"({prompt}) with options {options!r}, {min}..{max}")
        return ans

    def ask_yes_no(self, player: PlayerState, prompt: str, source=None) -> bool:
        return self.ask(player, "may", [True, False], prompt=prompt, source=source)[0]

    @property
    def decider(self) -> PlayerState | None:
        """The player who must act on the pending decision."""
        if self.pending == "priority":
            return self.players[self.priority]
        if self.pending == "attackers":
            return self.players[self.active]
        if self.pending == "blockers":
            return _combat.defending_players(self)[0]
        return None

    @property
    def legal_actions(self) -> list:
        return _actions.legal_actions(self)

    def push(self, action):
        """Take ``action`` for the pending decision and advance to the next decision.

        In debug mode (``ORACLEC_DEBUG=1`` or ``game.debug = True``) the invariants of
        ``invariants.py`` are checked after every action."""
        if self.outcome is not None:
            raise IllegalAction("the game is over")
        _actions.apply(self, action)
        self.advance()
        if self.debug:
            if self.debug_counts is None:
                self.debug_counts = _invariants.snapshot_cards(self)
            _invariants.check(self, self.debug_counts)
            stale = _layers.stale_characteristics(self)
            if stale:
                raise _invariants.InvariantError("stale characteristics: " + "; ".join(stale))

    def advance(self):
        _turn.advance(self)

    def run(self, max_turns: int | None = None) -> Outcome:
        """Drive the players' agents until the game ends (or the turn limit: a draw)."""
        if max_turns is not None:
            self.max_turns = max_turns
        while self.outcome is None and not self.stopped:
            p = self.decider
            if p is None:
                raise EngineError(f"no pending decision (step {self.step})")
            act = p.agent.act(self, self.legal_actions)
            self.push(act)
        return self.outcome

    def end_game(self, winner: int | None, reason: str):
        if self.outcome is None:
            self.outcome = Outcome(winner, reason)
            self.pending = None
            self.note(f"game over: {reason}")

    def __repr__(self):
        return f"<Game turn {self.turn} {self.step} active={self.active}>"


def parse_mana(cost: str | None) -> list[str]:
    """Split an Oracle mana string into symbols: "{2}{R}{R}" -> ["2", "R", "R"]."""
    if not cost:
        return []
    s = cost.strip()
    if not (s.startswith("{") and s.endswith("}")):
        raise EngineError(f"bad mana string {cost!r}")
    return s[1:-1].split("}{")
