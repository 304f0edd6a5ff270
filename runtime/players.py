"""The player (decision) interface and three implementations.

A player is asked two kinds of questions:

* ``act(game, actions) -> Action``: the pending top-level decision (priority, declare attackers,
  declare blockers); ``actions`` is ``game.legal_actions`` (a declaration not in the list may be
  returned if it is legal).
* ``choose(game, choice) -> list``: every other decision, as a :class:`Choice` (targets of
  triggered abilities, "you may" (options ``[True, False]``), modes, discards, searches, scry,
  trigger ordering, damage assignment order, sacrifices, the legend rule...).  The answer is a
  list of between ``choice.min`` and ``choice.max`` of ``choice.options`` (for ``kind`` "order",
  "reorder" and "scry" a permutation / split as documented on the choice).
"""
from __future__ import annotations

import random
from collections import deque

from . import combat
from .actions import Activate, Cast, DeclareAttackers, DeclareBlockers, Pass, PlayLand
from .keywords import can_block

__all__ = ["Choice", "Player", "DefaultPlayer", "RandomPlayer", "ScriptedPlayer"]


class Choice:
    __slots__ = ("kind", "player", "options", "min", "max", "prompt", "source")

    def __init__(self, kind, player, options, min, max, prompt="", source=None):
        self.kind, self.player, self.options = kind, player, options
        self.min, self.max, self.prompt, self.source = min, max, prompt, source

    def __repr__(self):
        return f"Choice({self.kind}, {self.prompt!r}, {self.options!r}, {self.min}..{self.max})"


class Player:
    name: str | None = None

    def act(self, game, actions):
        raise NotImplementedError

    def choose(self, game, choice: Choice) -> list:
        raise NotImplementedError


def default_choice(game, choice: Choice) -> list:
    """The deterministic default (scenario format): the first legal options, "yes" for "you
    may", the lowest number; targets of triggered abilities prefer an opponent or an
    opponent's permanent."""
    if choice.kind in ("order", "reorder"):
        return list(choice.options)
    if choice.kind == "may":
        return [True]
    opts = list(choice.options)
    n = choice.min
    if choice.kind == "target":
        n = max(n, min(1, choice.max))
        me = choice.player
        from .game import Obj, PlayerState

        def is_opp(o):
            if isinstance(o, PlayerState):
                return o is not me
            return game.controller_of(o) is not me
        opts.sort(key=lambda o: 0 if is_opp(o) else 1)
    return opts[:n]


class DefaultPlayer(Player):
    """Deterministic: takes the first legal action that is not a mana ability (land plays and
    spells come first), passes when nothing else is left; never attacks or blocks."""

    def __init__(self, name=None):
        self.name = name

    def act(self, game, actions):
        for a in actions:
            if getattr(a, "mana", False):
                continue
            return a
        return actions[-1]

    def choose(self, game, choice):
        return default_choice(game, choice)


class RandomPlayer(Player):
    """Seeded random decisions, biased so games end: always plays a land, casts spells when it
    can, activates abilities sometimes, attacks with most creatures and blocks sometimes."""

    def __init__(self, seed: int = 0, name=None):
        self.rng = random.Random(seed)
        self.name = name

    def act(self, game, actions):
        if game.pending == "attackers":
            elig = combat.eligible_attackers(game)
            defenders = combat.defender_options(game)
            pairs = []
            for a in elig:
                ds = [d for d in defenders if combat.can_attack(game, a, d)]
                if ds and self.rng.random() < 0.75:
                    pairs.append((a, self.rng.choice(ds)))
            try:
                combat.validate_attack(game, pairs)
                return DeclareAttackers(tuple((a.id, d.id) for a, d in pairs))
            except Exception:
                return self.rng.choice(actions)
        # (legal_actions always holds at least one legal declaration)
        if game.pending == "blockers":
            me = game.decider
            pairs, used = [], set()
            for atk in combat.attackers(game):
                cands = [b for b in combat.eligible_blockers(game, me)
                         if b.id not in used and can_block(game, b, atk)]
                if cands and self.rng.random() < 0.5:
                    b = self.rng.choice(cands)
                    used.add(b.id)
                    pairs.append((b, atk))
            try:
                combat.validate_block(game, me, pairs)
                return DeclareBlockers(tuple((b.id, a.id) for b, a in pairs))
            except Exception:
                return actions[0] if actions[0].blocks else self.rng.choice(actions)
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return self.rng.choice(lands)
        casts = [a for a in actions if isinstance(a, Cast)]
        if casts and self.rng.random() < 0.9:
            # Prefer the largest X when there is one.
            return self.rng.choice(casts)
        acts = [a for a in actions if isinstance(a, Activate) and not a.mana]
        if acts and self.rng.random() < 0.3:
            return self.rng.choice(acts)
        return next(a for a in actions if isinstance(a, Pass))

    def choose(self, game, choice):
        opts = list(choice.options)
        if choice.kind in ("order", "reorder"):
            self.rng.shuffle(opts)
            return opts
        if choice.kind == "may":
            return [self.rng.random() < 0.8]
        lo, hi = choice.min, choice.max
        if choice.kind == "target":
            lo = max(lo, min(1, hi))
        n = self.rng.randint(lo, hi)
        return self.rng.sample(opts, n)


class ScriptedPlayer(Player):
    """Answers from queues (for scenarios and tests): ``actions`` for top-level decisions and
    ``answers`` for choices.  An answer is a value among the options, a list of them, or a
    callable ``(game, choice) -> list``.  With empty queues it falls back to the default
    choices and passes."""

    def __init__(self, actions=(), answers=(), name=None, strict=False):
        self.actions = deque(actions)
        self.answers = deque(answers)
        self.name = name
        self.strict = strict
        self.asked: list[Choice] = []

    def act(self, game, actions):
        if self.actions:
            a = self.actions.popleft()
            return a(game, actions) if callable(a) else a
        from .actions import Pass
        for a in actions:
            if isinstance(a, Pass):
                return a
        return actions[0]

    def choose(self, game, choice):
        self.asked.append(choice)
        if not self.answers:
            if self.strict:
                from .errors import EngineError
                raise EngineError(f"no scripted answer for {choice!r}")
            return default_choice(game, choice)
        ans = self.answers.popleft()
        if callable(ans):
            return list(ans(game, choice))
        if choice.kind == "may":
            return [bool(ans)]
        if isinstance(ans, list):
            return ans
        return [ans]
