"""Hand-written CardDefs mirroring real M10 card texts, for the runtime tests."""
from oraclec.runtime.api import *  # noqa: F401,F403
from oraclec.runtime import api

ANY_TARGET = Target(objects=Filter(types=("creature", "planeswalker", "battle")),
                    players=PlayerFilter(), text="any target")
CREATURE = Target(objects=Filter(types=("creature",)), text="target creature")


def land(name, sub, sym):
    return CardDef(name=name, mana_cost=None, types=("land",), subtypes=(sub,),
                   supertypes=("basic",), deck_limit=None,
                   abilities=(ManaAbility(cost=Cost(tap=True), produces=(sym,)),))


MOUNTAIN = land("Mountain", "mountain", "{R}")
FOREST = land("Forest", "forest", "{G}")
PLAINS = land("Plains", "plains", "{W}")
SWAMP = land("Swamp", "swamp", "{B}")
ISLAND = land("Island", "island", "{U}")


def creature(name, cost, colors, p, t, *kw, subtypes=(), abilities=(), supertypes=()):
    return CardDef(name=name, mana_cost=cost, types=("creature",), subtypes=subtypes,
                   supertypes=supertypes, colors=colors, power=p, toughness=t,
                   abilities=tuple(KeywordAbility(name=k) for k in kw) + tuple(abilities))


BEARS = creature("Grizzly Bears", "{1}{G}", ("green",), 2, 2, subtypes=("bear",))
GIANT = creature("Craw Wurm", "{4}{G}{G}", ("green",), 6, 4, subtypes=("wurm",))
OGRE = creature("Gray Ogre", "{2}{R}", ("red",), 2, 2, subtypes=("ogre",))
FLYER = creature("Snapping Drake", "{3}{U}", ("blue",), 3, 2, "flying", subtypes=("drake",))
SPIDER = creature("Giant Spider", "{3}{G}", ("green",), 2, 4, "reach", subtypes=("spider",))
FIRST = creature("Goblin Piker", "{1}{R}", ("red",), 2, 1, "first strike")
DOUBLE = creature("Double Striker", "{2}{R}", ("red",), 2, 2, "double strike")
TRAMPLER = creature("Enormous Baloth", "{6}{G}", ("green",), 7, 7, "trample")
DEATHTOUCHER = creature("Deadly Recluse", "{1}{G}", ("green",), 1, 2, "reach", "deathtouch")
LIFELINKER = creature("Lifelinker", "{1}{W}", ("white",), 2, 2, "lifelink")
VIGILANT = creature("Serra Angel", "{3}{W}{W}", ("white",), 4, 4, "flying", "vigilance")
HASTY = creature("Raging Goblin", "{R}", ("red",), 1, 1, "haste")
KNIGHT = creature("Elite Vanguard", "{W}", ("white",), 2, 1, subtypes=("human", "soldier"))
LEGEND = creature("Legendary Bear", "{1}{G}", ("green",), 2, 2, supertypes=("legendary",))


def _bolt(g, ctx):
    api.damage(g, ctx, amount=Fixed(3), to="target:0")


BOLT = CardDef(name="Lightning Bolt", mana_cost="{R}", types=("instant",), colors=("red",),
               abilities=(SpellAbility(targets=(ANY_TARGET,), resolve=_bolt,
                                       text="Lightning Bolt deals 3 damage to any target."),))


def _growth(g, ctx):
    api.modify_pt(g, ctx, what="target:0", power=Fixed(3), toughness=Fixed(3))


GROWTH = CardDef(name="Giant Growth", mana_cost="{G}", types=("instant",), colors=("green",),
                 abilities=(SpellAbility(targets=(CREATURE,), resolve=_growth),))


def _weaken(g, ctx):
    api.modify_pt(g, ctx, what="target:0", power=Fixed(-2), toughness=Fixed(-2))


WEAKNESS = CardDef(name="Weakness", mana_cost="{B}", types=("instant",), colors=("black",),
                   abilities=(SpellAbility(targets=(CREATURE,), resolve=_weaken),))


def _unsummon(g, ctx):
    api.return_to_hand(g, ctx, what="target:0")


UNSUMMON = CardDef(name="Unsummon", mana_cost="{U}", types=("instant",), colors=("blue",),
                   abilities=(SpellAbility(targets=(CREATURE,), resolve=_unsummon),))

PACIFISM = CardDef(
    name="Pacifism", mana_cost="{1}{W}", types=("enchantment",), subtypes=("aura",),
    colors=("white",),
    abilities=(KeywordAbility(name="enchant", param=Filter(types=("creature",))),
               StaticAbility(effects=(Restriction(affected="enchanted",
                                                  what="cant_attack_or_block"),))))

ANTHEM = CardDef(  # Honor of the Pure
    name="Honor of the Pure", mana_cost="{1}{W}", types=("enchantment",), colors=("white",),
    abilities=(StaticAbility(effects=(PTModify(affected=Filter(types=("creature",),
                                                               colors=("white",),
                                                               controller="you"),
                                               power=1, toughness=1),)),))

# Nightmare-like: P/T each equal to the number of Swamps you control (layer 7a CDA).
SWAMP_COUNT = Count(Filter(subtypes=("swamp",), controller="you"))
NIGHTMARE = CardDef(name="Nightmare", mana_cost="{5}{B}", types=("creature",),
                    colors=("black",), abilities=(
                        KeywordAbility(name="flying"),
                        StaticAbility(effects=(PTSet(affected="self", power=SWAMP_COUNT,
                                                     toughness=SWAMP_COUNT),))))


def _regen(g, ctx):
    api.regenerate(g, ctx, what="self")


REGENERATOR = creature("Drudge Skeletons", "{1}{B}", ("black",), 1, 1, abilities=(
    ActivatedAbility(cost=Cost(mana="{B}"), resolve=_regen, text="{B}: Regenerate this creature."),))


def _tokens(g, ctx):
    api.create_tokens(g, ctx, who="you", amount=Fixed(2),
                      token=TokenDef(name="", types=("creature",), subtypes=("soldier",),
                                     colors=("white",), power=1, toughness=1))


TOKEN_MAKER = CardDef(name="Raise the Alarm", mana_cost="{1}{W}", types=("instant",),
                      colors=("white",), abilities=(SpellAbility(resolve=_tokens),))


def _one_damage(g, ctx):
    api.damage(g, ctx, amount=Fixed(1), to="target:0")


SPARKMAGE = creature("Sparkmage Apprentice", "{1}{R}", ("red",), 1, 1, abilities=(
    TriggeredAbility(trigger=Trigger(event="enters", subject=Filter(is_self=True)),
                     resolve=_one_damage, targets=(ANY_TARGET,),
                     text="When this creature enters, it deals 1 damage to any target."),))
