"""Tokens (rule 111)."""
from __future__ import annotations

from .. import defs as D
from ..game import Event
from ..zones import enter_battlefield
from .common import players, record


def token_card(token: D.TokenDef) -> D.CardDef:
    """Rule 111.4: a token's name is given by the effect, or is its subtypes + "Token"."""
    name = token.name or (" ".join(s.capitalize() for s in token.subtypes) + " Token")
    abilities = tuple(D.KeywordAbility(name=k) for k in token.keywords) + tuple(token.abilities)
    return D.CardDef(name=name, mana_cost=None, types=token.types, subtypes=token.subtypes,
                     supertypes=token.supertypes, colors=token.colors, power=token.power,
                     toughness=token.toughness, abilities=abilities, deck_limit=None)


def create_tokens(g, ctx, who, amount, token):
    n = g.value(amount, ctx)
    card = token_card(token)
    made = []
    for p in players(g, ctx, who):
        for _ in range(n):
            o = g.new_obj(card, p, "battlefield", token=True)
            o.controller = p
            enter_battlefield(g, o)
            made.append(o)
    for o in made:
        g.emit(Event("enters", o, o.controller, frm=None))
    return record(ctx, made, len(made))
