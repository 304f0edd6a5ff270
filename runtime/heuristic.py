"""A heuristic player (issue 8): plays a land each turn, casts the most expensive spell it can,
attacks when it is safe, and blocks sensibly.  Deterministic for a seed; choices the heuristics
don't cover fall back to the default choices of the scenario format."""
from __future__ import annotations

import random

from . import combat
from .actions import Activate, Cast, DeclareAttackers, DeclareBlockers, Pass, PlayLand
from .game import mana_value
from .keywords import can_block
from .players import Player, default_choice

__all__ = ["HeuristicPlayer"]


def _pt(g, o) -> tuple[int, int]:
    c = g.chars(o)
    return (c.power or 0), (c.toughness or 0) - getattr(o, "damage", 0)


def _kw(g, o, name) -> bool:
    return name in g.chars(o).keywords


class HeuristicPlayer(Player):
    def __init__(self, seed: int = 0, name=None):
        self.rng = random.Random(seed)
        self.name = name

    # -- priority ---------------------------------------------------------------------------
    def act(self, game, actions):
        if game.pending == "attackers":
            return self._attack(game, actions)
        if game.pending == "blockers":
            return self._block(game, actions)
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return lands[0]
        casts = [a for a in actions if isinstance(a, Cast)]
        if casts:
            # the most expensive spell first: it uses the mana best
            return max(casts, key=lambda a: (mana_value(game.find(a.card).card.mana_cost), -a.card))
        acts = [a for a in actions if isinstance(a, Activate) and not a.mana
                and game.step in ("main2", "end")]
        if acts and self.rng.random() < 0.5:
            return acts[0]
        return next(a for a in actions if isinstance(a, Pass))

    def _attack(self, game, actions):
        me = game.decider
        opp = game.opponents(me)[0]
        their = [o for o in game.battlefield if game.controller_of(o) is opp
                 and "creature" in game.chars(o).types and not o.tapped]
        pairs = []
        for a in combat.eligible_attackers(game):
            p, t = _pt(game, a)
            if p <= 0:
                continue
            # safe: no untapped enemy creature could block it and kill it without dying
            blockers = [b for b in their if can_block(game, b, a)]
            deadly = [b for b in blockers if (_pt(game, b)[0] >= t or _kw(game, b, "deathtouch"))
                      and _pt(game, b)[1] > p and not _kw(game, a, "deathtouch")]
            if not deadly:
                ds = [d for d in combat.defender_options(game) if combat.can_attack(game, a, d)]
                if ds:
                    pairs.append((a.id, ds[0].id))
        try:
            combat.validate_attack(game, [(game.find(a), game.find(d)) for a, d in pairs])
            return DeclareAttackers(tuple(pairs))
        except Exception:
            return actions[0]

    def _block(self, game, actions):
        me = game.decider
        attackers = sorted(combat.attackers(game), key=lambda a: -_pt(game, a)[0])
        incoming = sum(max(0, _pt(game, a)[0]) for a in attackers)
        in_danger = incoming >= me.life
        pairs, used = [], set()
        for atk in attackers:
            ap, at = _pt(game, atk)
            best = None
            for b in combat.eligible_blockers(game, me):
                if b.id in used or not can_block(game, b, atk):
                    continue
                bp, bt = _pt(game, b)
                survives = bt > ap and not _kw(game, atk, "deathtouch")
                kills = bp >= at or _kw(game, b, "deathtouch")
                if survives or (kills and mana_value(b.card.mana_cost) <= mana_value(atk.card.mana_cost)) \
                        or in_danger:
                    if best is None or (survives, kills) > best[0]:
                        best = ((survives, kills), b)
            if best is not None:
                used.add(best[1].id)
                pairs.append((best[1], atk))
                incoming -= max(0, ap)
                in_danger = incoming >= me.life
        try:
            combat.validate_block(game, me, pairs)
            return DeclareBlockers(tuple((b.id, a.id) for b, a in pairs))
        except Exception:
            return actions[0]

    # -- other decisions -----------------------------------------------------------------------
    def choose(self, game, choice):
        return default_choice(game, choice)
