"""Tokens (rule 111), amass (701.44), populate (701.30)."""
from __future__ import annotations

from .. import defs as D
from ..game import Event, Obj
from ..zones import enter_battlefield
from .common import objects, players, record


def token_card(token: D.TokenDef) -> D.CardDef:
    """Rule 111.4: a token's name is given by the effect, or is its subtypes + "Token"."""
    name = token.name or (" ".join(s.capitalize() for s in token.subtypes) + " Token")
    abilities = tuple(D.KeywordAbility(name=k) for k in token.keywords) + tuple(token.abilities)
    return D.CardDef(name=name, mana_cost=None, types=token.types, subtypes=token.subtypes,
                     supertypes=token.supertypes, colors=token.colors, power=token.power,
                     toughness=token.toughness, abilities=abilities, deck_limit=None)


def create_tokens(g, ctx, who, amount, token, tapped=False, attached_to=None, attacking=False):
    """Rule 111.2: the tokens enter the battlefield (tapped: "create a tapped Treasure token");
    an X/X token's size is X as it is created.  ``attached_to``: an Aura token (a Role, 111.10j-r)
    enters attached to that object; with no such object, or one it can't legally enchant, it
    isn't created (303.4i).  ``attacking``: they enter attacking (508.4)."""
    import dataclasses
    if not isinstance(token.power, (int, type(None))) or not isinstance(token.toughness, (int, type(None))):
        token = dataclasses.replace(token, power=g.value(token.power, ctx), toughness=g.value(token.toughness, ctx))
    host = None
    if attached_to is not None:
        hosts = objects(g, ctx, attached_to)
        if not hosts:
            g.note(f"{token.name}: nothing to enter attached to, not created (303.4i)")
            return record(ctx, [], 0)
        host = hosts[0]
    made = _make(g, ctx, who, g.value(amount, ctx), token_card(token), tapped, host)
    if attacking:
        from ..combat import put_attacking
        put_attacking(g, made)
    return record(ctx, made, len(made))


def _make(g, ctx, who, n: int, card: D.CardDef, tapped=False, host=None, counters=None) -> list:
    """Rule 111.1: each player ``who`` names creates ``n`` tokens of ``card``; they enter
    together, then their entering is an event (603.6a).  ``host``: the object an Aura token
    enters attached to (303.4i: not created if it can't legally enchant it); ``counters``:
    (kind, number) it enters with (122.6: replacement effects on counters put on it apply)."""
    from ..sba import legal_attachment
    from ..replacement import counters_instead, tokens_instead
    from ..zones import together
    made = []
    with together(g):
        for p in players(g, ctx, who):
            for _ in range(tokens_instead(g, p, card, n)):       # 614.1a: "twice that many … instead"
                o = g.new_obj(card, p, "battlefield", token=True)
                o.controller = p
                if host is not None:
                    if not legal_attachment(g, o, host):
                        g.note(f"{card.name} can't enchant {host!r}: not created (303.4i)")
                        continue
                    o.attached_to = host.id
                if counters is not None and counters[1] > 0:
                    o.counters[counters[0]] = counters_instead(g, o, counters[0], counters[1])
                enter_battlefield(g, o, tapped=tapped)
                made.append(o)
    for o in made:
        g.emit(Event("enters", o, o.controller, frm=None))
    return made


def create_token_copy(g, ctx, what, amount, who="you", tapped=False, keywords=(), abilities=(),
                      not_legendary=False, add_types=(), add_subtypes=(), types=None, subtypes=None,
                      colors=None, power=None, toughness=None, no_mana_cost=False):
    """Rules 111.9, 707.2: tokens that copy the copiable values of ``what`` (the card, or what it
    copies; as it is now, or as it last existed if it left its zone: 608.2h), with the exceptions
    the effect states, which become part of the copy's copiable values (707.9b): abilities added
    ("except it has haste"), not legendary, types added or new values ("except it's a 4/4 black
    Zombie"), no mana cost (embalm 702.128a)."""
    from ..layers import printed
    n = g.value(amount, ctx)
    made = []
    for src in g.refs(what, ctx):
        if not isinstance(src, Obj):
            continue
        card = copy_values(printed(src), keywords, abilities, not_legendary, add_types, add_subtypes, types,
                           subtypes, colors, power, toughness, no_mana_cost)
        made += _make(g, ctx, who, n, card, tapped)
    return record(ctx, made, len(made))


def copy_values(card, keywords=(), abilities=(), not_legendary=False, add_types=(), add_subtypes=(),
                types=None, subtypes=None, colors=None, power=None, toughness=None, no_mana_cost=False):
    """Rule 707.9b: the copiable values ``card`` with a copy effect's exceptions, which become
    part of them: abilities added, not legendary, types added or new values, no mana cost."""
    import dataclasses
    change: dict = {}
    if keywords or abilities:
        change["abilities"] = card.abilities + tuple(D.KeywordAbility(name=k) for k in keywords) + tuple(abilities)
    if not_legendary:
        change["supertypes"] = tuple(s for s in card.supertypes if s != "legendary")
    if add_types or types is not None:
        base = types if types is not None else card.types
        change["types"] = tuple(base) + tuple(t for t in add_types if t not in base)
    if add_subtypes or subtypes is not None:
        base = subtypes if subtypes is not None else card.subtypes
        change["subtypes"] = tuple(base) + tuple(s for s in add_subtypes if s not in base)
    for key, v in (("colors", colors), ("power", power), ("toughness", toughness)):
        if v is not None:
            change[key] = tuple(v) if key == "colors" else v
    if no_mana_cost:
        change["mana_cost"] = None
    return dataclasses.replace(card, **change) if change else card


def amass(g, ctx, who="you", subtype="zombie", amount=1):
    """Rule 701.44a: if the player controls no Army creature, they create a 0/0 black
    [subtype] Army creature token; they choose an Army creature they control, put N +1/+1
    counters on it, and it becomes a [subtype] in addition to its other types if it isn't."""
    from ..layers import add_effect
    n = g.value(amount, ctx)
    done = []
    for p in players(g, ctx, who):
        armies = [o for o in g.permanents(p) if g.is_creature(o) and "army" in g.chars(o).subtypes]
        if not armies:
            token = D.TokenDef(name="", types=("creature",), subtypes=(subtype, "army"),
                               colors=("black",), power=0, toughness=0)
            from ..replacement import tokens_instead
            card = token_card(token)
            made = []
            for _ in range(tokens_instead(g, p, card, 1)):      # 614.1a: "twice that many"
                o = g.new_obj(card, p, "battlefield", token=True)
                o.controller = p
                enter_battlefield(g, o)
                made.append(o)
            for o in made:
                g.emit(Event("enters", o, p, frm=None))
            armies = [o for o in made if g.alive(o) and o.zone == "battlefield"]
        if not armies:
            continue
        army = g.ask(p, "amass", armies, prompt="the Army to put counters on", source=ctx.source)[0]
        g.add_counters(army, "+1/+1", n)
        if subtype not in g.chars(army).subtypes:
            add_effect(g, "4", [army.id], "types", ((), (subtype,), ()), None, p, ctx.source)
        done.append(army)
    return record(ctx, done, n * len(done))


def populate(g, ctx, who="you"):
    """Rule 701.30a-b: the player chooses a creature token they control and creates a token
    that's a copy of it (its copiable values, 707.2: the card it was made from, or what it
    copies); with no creature token, nothing happens."""
    made = []
    for p in players(g, ctx, who):
        opts = [o for o in g.permanents(p) if o.token and g.is_creature(o)]
        if not opts:
            continue
        src = g.ask(p, "populate", opts, prompt="a creature token to copy", source=ctx.source)[0]
        from ..replacement import tokens_instead
        for _ in range(tokens_instead(g, p, src.card, 1)):   # 614.1a
            o = g.new_obj(src.card, p, "battlefield", token=True)
            o.controller = p
            if src.copy_of is not None:
                o.copy_of = src.copy_of
            enter_battlefield(g, o)
            made.append(o)
    for o in made:
        g.emit(Event("enters", o, o.controller, frm=None))
    return record(ctx, made, len(made))


def _transform_self(g, ctx):
    from .permanents import transform
    transform(g, ctx, what="self")


# 701.51b: "An Incubator token is a transforming double-faced token. Its front face is a colorless
# Incubator artifact with "{2}: Transform this artifact." Its back face is a 0/0 colorless
# Phyrexian artifact creature named "Phyrexian Token."" (111.10i)
INCUBATOR = D.CardDef(
    name="Incubator Token", mana_cost=None, types=("artifact",), subtypes=("incubator",),
    abilities=(D.ActivatedAbility(cost=D.Cost(mana="{2}"), resolve=_transform_self,
                                  text="{2}: Transform this artifact."),),
    deck_limit=None, layout="transform",
    faces=(D.CardDef(name="Phyrexian Token", mana_cost=None, types=("artifact", "creature"),
                     subtypes=("phyrexian",), power=0, toughness=0, deck_limit=None),))


def incubate(g, ctx, who="you", amount=1):
    """Rule 701.51a: "create an Incubator token that enters the battlefield with N +1/+1
    counters on it" — for each player ``who`` names."""
    made = _make(g, ctx, who, 1, INCUBATOR, counters=("+1/+1", g.value(amount, ctx)))
    return record(ctx, made, len(made))
