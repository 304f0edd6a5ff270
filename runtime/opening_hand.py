"""Actions taken with cards from an opening hand (rule 103.6): once the mulligans are done, the
starting player may take any such actions, then each other player in turn order.

103.6a: "If this card is in your opening hand, you may begin the game with it on the battlefield."
(leylines) — the player puts the card onto the battlefield before the first turn begins."""
from __future__ import annotations

from . import defs as D

__all__ = ["opening_hand_actions"]


def _begin_effect(card: D.CardDef):
    for ab in card.abilities:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.BeginOnBattlefield):
                    return eff
    return None


def opening_hand_actions(g, starting: int = 0) -> None:
    """Rule 103.6: each player, the starting player first and then in turn order, may begin the
    game with the cards of their opening hand that allow it on the battlefield (103.6a)."""
    n = len(g.players)
    for k in range(n):
        p = g.players[(starting + k) % n]
        for o in list(p.hand):
            eff = _begin_effect(o.card)
            if eff is None or o.zone != "hand":
                continue
            if g.ask_yes_no(p, f"begin the game with {o.name} on the battlefield (103.6a)", source=o):
                g.saw_static(eff)              # the action was taken (issue 5)
                g.note(f"{p.name} begins the game with {o.name} on the battlefield (103.6a)")
                g.move(o, "battlefield", controller=p)
