"""Card definitions: the data a compiled set module builds, and the engine reads.

Generated modules construct these (they import them from :mod:`oraclec.runtime.api`).  They are
plain frozen records: what a card *is* and what its abilities *are*.  What an ability *does* when
it resolves is a generated Python function ``resolve(game, ctx)`` that calls the effect verbs of
the API.  The engine interprets the data here (filters, costs, triggers, continuous effects).

Conventions:
* Words are lower case: types ``"creature"``, subtypes ``"goblin"``, colors ``"white"``,
  keywords ``"first strike"``.
* Mana costs are Oracle strings: ``"{2}{R}"``, ``"{X}{G}"``.
* Rule numbers in comments refer to the Comprehensive Rules shipped in ``oraclec.corpus``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

__all__ = [
    "Fixed", "XValue", "Count", "CountIt", "PowerOf", "ToughnessOf", "ManaValueOf", "LifeOf", "StartingLife", "SpeedOf", "Devotion", "HalfOf", "Sum", "Times",
    "CountersOn", "CardTypesAmong", "DistinctAmong", "GreatestAmong", "TotalOf", "HandSizeOf", "LibrarySize", "BasicLandTypes", "PartySize", "BlockersOf", "OpponentsAttacked", "Prev", "Quantity",
    "All", "Choose", "EachPlayer", "Filter", "PlayerFilter", "Target", "Cost", "TokenDef", "Trigger", "Condition",
    "PTModify", "PTSet", "GrantKeywords", "RemoveKeywords", "RemoveAllAbilities", "GrantAbility", "ParamExcept", "Restriction",
    "AddTypes", "ControlledBy", "PreventDamageStatic", "EntersTapped", "PermanentsEnter", "DrawReplacement", "EntersWithCounters", "FaceUpCounters",
    "PlayerRule", "CostModifier", "ActivationCostModifier", "AdditionalCost", "CastRestriction", "DamageReplacement", "DamageInstead", "DamageRedirect", "CountersInstead", "TokensInstead", "LifeGainInstead", "ZoneReplacement", "EntersAsCopy", "EntersChoice",
    "CastPermission", "FaceDown", "Prototype", "OptionalCost", "CrewPower", "TimesPaid", "EventsThisTurn", "PayInstead", "SpellsOptionalCost", "PlayFrom", "BeginOnBattlefield", "RevealAsDrawn", "ColorsSpent", "PlayersCount", "VotesFor", "DrawInstead",
    "SpellAbility", "Mode", "ActivatedAbility", "ManaAbility", "ManaSpend", "TriggeredAbility", "StaticAbility",
    "KeywordAbility", "AsResolves", "CardDef", "Resolve",
]

Resolve = Callable[[Any, Any], None]  # resolve(game, ctx): generated effect code


# --------------------------------------------------------------------------------------------
# Quantities (rule 107.1: only integers).  Evaluated by the engine: ``game.value(q, ctx)``.
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Fixed:
    value: int


@dataclass(frozen=True, slots=True)
class XValue:
    """X as chosen when the spell was cast or the ability activated (rule 107.3)."""


@dataclass(frozen=True, slots=True)
class Count:
    """The number of objects matching ``filter`` ("for each Forest you control")."""
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class PowerOf:
    """The power of a referenced object: ``ref`` is a reference name (see ``Ref`` below)."""
    ref: str


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    ref: str


@dataclass(frozen=True, slots=True)
class CountIt:
    """How many of the objects the effect just before acted on (``ctx.it``) match ``filter``
    ("for each creature card exiled this way")."""
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class ManaValueOf:
    """The mana value of a referenced object (rule 202.3; X counts on the stack, 202.3e)."""
    ref: str


@dataclass(frozen=True, slots=True)
class LifeOf:
    """A player's life total: ``ref`` names a player ("you", "target:0", ...)."""
    ref: str


@dataclass(frozen=True, slots=True)
class StartingLife:
    """A player's starting life total (103.4)."""
    ref: str


@dataclass(frozen=True, slots=True)
class SpeedOf:
    """A player's speed (702.179; 0 for a player who has none)."""
    ref: str


@dataclass(frozen=True, slots=True)
class Devotion:
    """Rule 700.5: ``ref``'s devotion to ``colors``."""
    colors: tuple
    ref: str = "you"


@dataclass(frozen=True, slots=True)
class HandSizeOf:
    ref: str


@dataclass(frozen=True, slots=True)
class LibrarySize:
    """The number of cards in a player's library (``ref`` names the player)."""
    ref: str


@dataclass(frozen=True, slots=True)
class PartySize:
    """Rule 700.8: the number of creatures in the party of the player ``ref`` names — up to one
    each of Cleric, Rogue, Warrior and Wizard among the creatures that player controls."""
    ref: str = "you"


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """Domain (rules 205.3i, 207.2c): the number of basic land types (Plains, Island, Swamp,
    Mountain, Forest) among lands the player ``ref`` names controls."""
    ref: str = "you"


@dataclass(frozen=True, slots=True)
class OpponentsAttacked:
    """The number of opponents ``ref`` attacked with a creature this combat (melee, 702.121a:
    a player attacked, or a planeswalker or battle that player controls or protects)."""
    ref: str = "you"


@dataclass(frozen=True, slots=True)
class BlockersOf:
    """The number of creatures blocking ``ref`` beyond the first ``beyond`` (rampage, 702.23a)."""
    ref: str
    beyond: int = 0


@dataclass(frozen=True, slots=True)
class CountersOn:
    ref: str
    counter: str


@dataclass(frozen=True, slots=True)
class CardTypesAmong:
    """The number of card types (rule 205.2a) among the objects matching ``filter``
    ("four or more card types among cards in your graveyard": delirium)."""
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class DistinctAmong:
    """The number of different ``stat`` values ("color", "mana_value", "power") among the
    objects matching ``filter`` (105.2: colorless is not a color; 202.3)."""
    stat: str
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class GreatestAmong:
    """The greatest ``stat`` ("power", "toughness", "mana_value") among the objects matching
    ``filter``; 0 when there are none."""
    stat: str
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class TotalOf:
    """The sum of ``stat`` ("power", "toughness", "mana_value") of the objects matching
    ``filter``; 0 when there are none."""
    stat: str
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class HalfOf:
    """Half of a quantity, rounded down (or up)."""
    of: Any
    round_up: bool = False


@dataclass(frozen=True, slots=True)
class Sum:
    parts: tuple


@dataclass(frozen=True, slots=True)
class Times:
    factor: int
    of: Any


@dataclass(frozen=True, slots=True)
class Prev:
    """A number an earlier effect of the same resolution produced ("that much life",
    "that many cards", "for each card exiled this way").  ``key`` names the result."""
    key: str = "amount"


@dataclass(frozen=True, slots=True)
class TimesPaid:
    """How many times the optional cost ``label`` was paid as the spell was cast ("for each time
    it was kicked", multikicker 702.33c; replicate 702.56a): 0 if not."""
    label: str


@dataclass(frozen=True, slots=True)
class EventsThisTurn:
    """How many ``event`` events happened this turn (``from_zone``: zone changes from there;
    ``before_trigger``: only those before the event that triggered the ability): storm 702.40a
    ("each other spell that was cast before it this turn"), gravestorm 702.69a."""
    event: str
    from_zone: str | None = None
    before_trigger: bool = False
    filter: Filter | None = None     # "for each creature that died this turn" (700.4)
    player: str | None = None        # "… under your control", "the amount of life you gained"


@dataclass(frozen=True, slots=True)
class VotesFor:
    """The votes cast for ``option`` in the vote just held (701.32: "for each death vote")."""
    option: str


@dataclass(frozen=True, slots=True)
class PlayersCount:
    """The number of players ``who`` names ("for each opponent you have", undaunted 702.125a)."""
    who: str = "opponent"


@dataclass(frozen=True, slots=True)
class ColorsSpent:
    """The number of colors of mana spent to cast the spell (that became) ``ref`` (sunburst
    702.44a-b, converge): 0 if it was not cast."""
    ref: str = "self"


Quantity = Any  # Fixed | XValue | Count | ...

# References (plain strings, evaluated by the engine with ``game.ref(name, ctx)``):
#   "self"               the object the ability belongs to (rule 109.5: "this creature", ~)
#   "granter"            the object whose static ability gives the ability (201.5a: its name)
#   "you"                the ability's controller
#   "target:N"           the N-th target (0-based) chosen for the spell or ability
#   "target:N:controller" / "target:N:owner"   that target's controller / owner
#   "enchanted" / "equipped" / "fortified"   the object the source is attached to
#   "enchanted:controller"     its controller
#   "trigger:object" / "trigger:player"   what the trigger event was about (rule 603.2)
#   "trigger:object:controller"
#   "defending"          the defending player
#   "active"             the active player
#   "it"                 the object the previous effect acted on ("Untap that creature.")
#   "chosen"             the object or player most recently chosen by the resolving ability
#   "cost:sacrificed"    the object sacrificed to pay the cost ("the sacrificed creature", 601.2h)
#   "cost:exiled"        the card exiled to pay the cost ("the exiled card", 601.2h)
#   "effect:sacrificed"  the object an effect of the resolving ability sacrificed (608.2h)


# --------------------------------------------------------------------------------------------
# Selections.  An effect verb's object operand is a reference name (above) or ``All(filter)``
# ("each creature", "all nonland permanents"); its player operand is a reference name or
# ``EachPlayer(who)`` ("each player", "each opponent").  A tuple of operands means all of them
# ("each creature and each player").
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class All:
    filter: "Filter"


@dataclass(frozen=True, slots=True)
class Choose:
    """An object operand chosen as the effect happens (rule 608.2d): ``who`` chooses ``count``
    of the objects matching ``filter`` ("Return a creature card from your graveyard")."""
    filter: "Filter"
    count: int = 1
    who: str = "you"
    up_to: bool = False       # "any number of …": from none up to ``count``
    random: bool = False      # "a card at random": picked at random (no player chooses)
    among: tuple = ()         # "one of them at random": among what these targets name (608.2b)


@dataclass(frozen=True, slots=True)
class EachPlayer:
    who: str = "any"     # "any" (each player), "opponent", "you", "other" (each other player)


@dataclass(frozen=True, slots=True)
class Filter:
    """Which objects are meant ("nonblack creature", "Soldier creatures you control").

    Each non-empty field is a requirement; all requirements must hold.  Tuples of alternatives
    (``types``, ``subtypes``, ``colors``) mean *any of*: ``types=("artifact", "enchantment")`` is
    "artifact or enchantment".  ``all_types`` means every one of them ("artifact creature")."""
    types: tuple[str, ...] = ()
    all_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()        # any of these colors
    not_colors: tuple[str, ...] = ()
    colorless: bool | None = None
    multicolored: bool | None = None
    controller: str | None = None       # "you", "opponent", "not_you", or a reference name
    owner: str | None = None            # "you", "opponent", or a reference name
    zone: str = "battlefield"           # battlefield, graveyard, hand, library, stack, exile
    other: bool = False                 # "another", "other": not the source itself
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    attacking_or_blocking: bool | None = None
    status_any: tuple[str, ...] = ()          # "attacking, blocking, or tapped": one of them
    token: bool | None = None
    with_keywords: tuple[str, ...] = ()
    without_keywords: tuple[str, ...] = ()
    no_abilities: bool | None = None          # "with no abilities" (113.1): none, keywords included
    power: tuple[str, Any] | None = None      # ("<=", 2); the number may be a quantity (X)
    toughness: tuple[str, Any] | None = None
    mana_value: tuple[str, Any] | None = None
    power_less_than_ref: str | None = None    # "toughness less than this creature's power"
    power_greater_than_ref: str | None = None     # "power greater than ~'s power" (702.149a)
    own_stats: tuple | None = None   # "with toughness greater than its power": (stat, op, other stat)
    total_pt: tuple[str, Any] | None = None   # "with total power and toughness 5 or less" (208.1)
    named: str | None = None
    same_name_as: str | None = None           # a reference name
    other_than: str | None = None             # a reference name: not that object (201.2 "all other … with the same name")
    greatest: Any = None                      # (stat, Filter or None): the greatest of that group
    is_self: bool | None = None               # True: only the source itself
    any_of: tuple = ()                        # Filters: matches at least one ("creature or Vehicle")
    ability_kinds: tuple = ()                 # abilities on the stack of these kinds (113.7a, 115.1)
    counter: str | None = None                # "with a +1/+1 counter on it" ("any": any kind, 122)
    designation: str | None = None            # "attacks while saddled" (702.171b): it has it
    face_down: bool | None = None             # a face-down spell or permanent (708.2)
    enchanted: bool | None = None             # an Aura is attached to it (303.4)
    equipped: bool | None = None              # an Equipment is attached to it (301.5)
    chosen: str | None = None                 # "of the chosen type/color": the source's choice (614.12)
    shares_type_with: str | None = None       # "that shares a creature type with it" (205.3m): that ref
    shares_color_with: str | None = None      # "that share a color with this spell" (105.2): that ref
    targets: Any = None                       # a spell "that targets ~" ("self") or a matching object
    attached_to: Any = None     # "Equipment attached to that creature": a reference or a Filter
    exiled_with: str | None = None   # "self": a card an ability of the source exiled (607.2a)
    dealt_damage: str | None = None  # dealt damage this turn by "any" source or by the source ("self")
    entered_this_turn: bool | None = None   # "that entered this turn" (603.6a): this object entered
    unblocked: bool | None = None   # an attacking creature no creature blocks, blockers declared (509.1h)


@dataclass(frozen=True, slots=True)
class PlayerFilter:
    """Which players: "you", "opponent", "any" (each player), or a reference name."""
    who: str = "any"


@dataclass(frozen=True, slots=True)
class Target:
    """A target requirement of a spell or ability (rule 115).

    ``objects`` and/or ``players`` say what may be chosen: "any target" is creatures,
    planeswalkers, battles and players (rule 115.4).  ``min_count``/``max_count`` give "up to
    three target creatures"; ``divided`` marks damage "divided as you choose" (rule 601.2d)."""
    objects: Filter | None = None
    players: PlayerFilter | None = None
    min_count: int = 1        # -1: X, as announced for the spell or ability (601.2b)
    max_count: int = 1
    divided: bool = False
    different_from: tuple[int, ...] = ()   # "another target": must differ from these targets
    same_owner: bool = False       # "target cards from a single graveyard": one player's cards
    different_controllers: bool = False    # "… controlled by different players" (601.2c)
    text: str = ""
    if_paid: str | None = None    # chosen only if this optional cost was paid (gift, 702.174m)
    unless_paid: str | None = None    # chosen only if it wasn't: the targets "… instead" replaces (601.2c)
    total: tuple | None = None    # ("mana_value" | "power", N): the objects chosen add up to N at most (601.2c)
    # 601.2c: "For each opponent, destroy up to one target creature that player controls": the
    # counts are per player of ``each_player`` ("opponent" / "any"), the filter's "each:player"
    # naming the player the target is chosen for
    each_player: str | None = None


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (rule 118).  ``mana`` is an Oracle mana string.  Sacrifice/discard/return costs
    name a filter and a number; ``sacrifice_self`` is "Sacrifice this creature"."""
    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[Filter, int] | None = None
    discard: tuple[Filter, int] | None = None
    discard_random: bool = False
    pay_life: int = 0
    remove_counters: tuple[str, int] | None = None   # from the source
    put_counters: tuple[str, int] | None = None      # on the source ("Put a page counter on ~:")
    exile_self: bool = False
    discard_self: bool = False                        # "Discard ~": from the hand (702.29a)
    discard_hand: bool = False                        # "Discard your hand": all of it (701.9a)
    exile_from_graveyard: tuple[Filter, int] | None = None
    exile_from_hand: tuple[Filter, int] | None = None  # "exile a blue card from your hand" (118.9)
    return_to_hand: tuple[Filter, int] | None = None   # "return an Island you control to its owner's hand"
    energy: int = 0                                   # "Pay {E}{E}" (107.14)
    tap_untapped: tuple[Filter, int] | None = None    # "Tap two untapped Elves you control" (not {T})
    tap_power: tuple[Filter, int] | None = None       # crew 702.122a: untapped creatures, total power N
    forage: bool = False                              # 701.59a: three graveyard cards or a Food
    collect_evidence: int = 0                         # 701.57a: total mana value N or greater
    loyalty: int | None = None                        # [+1], [−2]; "X" loyalty: loyalty_x
    loyalty_x: bool = False
    x_color: str | None = None                        # "Spend only black mana on X."
    # the sacrifice/exile/remove-counters/unattach parts are paid with the object whose static
    # ability gives this ability (201.5a: "{T}, Sacrifice <its name>:" on the equipped creature)
    granter: bool = False
    unattach: bool = False                            # "Unattach ~" (701.3d), with ``granter``
    tap_named: bool = False                           # "Tap ~" (701.21a), with ``granter``
    either: bool = False                              # the sacrifice or the discard (118.3)
    reveal_from_hand: tuple | None = None             # (filter, n): "reveal an Elf card from your hand"
    or_mana: str = ""       # a spell's additional cost: its other parts, or this mana instead (601.2b)


@dataclass(frozen=True, slots=True)
class TokenDef:
    """A token a card creates (rule 111): "a 1/1 white Soldier creature token with flying"."""
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple = ()      # ability definitions, as on a CardDef


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition checked by the engine ("if you control a Swamp", "as long as ...").

    ``kind`` names it; ``filter``/``count``/``ref`` are its operands:
      "control"          you control at least ``count`` objects matching ``filter``
      "not_control"      you control none
      "more_cards_in_hand" a player ``player`` names has more cards in hand than you (402.1)
      "control_different" you control at least ``count`` objects matching ``filter`` whose
                         ``ref`` ("power") values all differ: that many different values (coven)
      "opponent_controls" the referenced players (``ref``; None: the opponents) control ``count``
                         matches: one of them (``by_one_player``) or all of them together
      "untapped"         the source is untapped
      "top_of_library"   the top card of your library matches ``filter``
      "life_at_least" / "life_at_most"  your life total vs ``count``
      "hand_empty"
      "activated_times"  this ability has been activated at least ``count`` times this turn
      "result"           the previous effect's result (``ref``) was truthy ("If you do")
      "not_result"       ... falsy ("If you don't")
      "graveyard_size"   your graveyard holds at least ``count`` cards (threshold)
      "at_least"         the quantity ``values[0]`` is at least ``count``
      "matches"          the object ``ref`` names matches ``filter`` (in any zone)
      "controls_ref"     the object ``ref`` names is a permanent you (``player`` "opponent": an
                         opponent) control (108.4)
      "was_cast"         the source entered the battlefield as a cast spell
      "object_did"       an event of a kind in ``event`` ("attacks,blocks") happened this turn to
                         the object ``ref`` names
      "timing"           the step is in the window ``event`` (upkeep, combat, before_attackers, …)
                         of the turn of ``player`` ("you", "opponent", or anyone's)
      "class_level"      the source is level ``count`` or greater (716.2a; level 1 with none, 716.2d)
      "all"              every condition of ``all_of`` holds (a leveler's band 711.2a, an
                         ability of a Class level 716.2a or of a solved Case 719.3c that has a
                         condition of its own)
      "this_turn"        at least ``count`` events of kind ``event`` happened this turn to
                         objects matching ``filter``, by or to ``player`` ("you", "opponent",
                         "any"); for gain_life/lose_life, ``count`` is the life in all ("if you
                         gained 3 or more life this turn"); ``event`` "gain_or_lose_life" is either;
                         ``by_one_player``: that many by one player
      "last_turn"        the same, of the turn before this one ("if no spells were cast last turn")
      "combat_damage_by" a player was dealt combat damage this turn by a source that, as it dealt
                         it, was under your control and had any of the source's creature types
                         (``ref`` "source_creature_types", prowl 702.76a) or was a creature with the
                         subtypes of ``filter`` (freerunning 702.173a)
      "cost_paid"        the optional or alternative cost ``ref`` was paid (at least ``count``
                         times) as the spell — or the spell that became this permanent — was
                         cast ("if it was kicked", 702.33d; "if its evoke cost was paid")
      "cast_from"        that spell was cast from the zone ``ref`` ("if ~ was cast from your hand")
      "your_turn"        the controller — or the player ``ref`` names ("if it's not their turn") —
                         is the active player (500.1)
      "votes"            the option ``ref`` got more votes than any other (``count`` 0: at least as
                         many) in the vote just held (701.32)
      "die_result"       the die this ability rolled last in this resolution came up at least
                         ``count`` and at most ``at_most`` (706.3a: a results table's row)
      "coin_flip"        the coin this ability's controller flipped last in this resolution was
                         ``ref`` "won" or "lost" (705.2); false if no coin was flipped
      "could_cast"       the controller could begin to cast the source card now (601.2a: its
                         timing, 307.1; restrictions, 702.62c) — suspend's special action 702.62a
      "printed_types"    the source's card has one of ``filter.types`` as printed (sunburst
                         702.44a: "ignoring any type-changing effects")
    """
    kind: str
    filter: Filter | None = None
    count: int = 1
    ref: str | None = None
    negate: bool = False
    event: str | None = None
    player: str | None = None
    counter: str | None = None    # counters_on: ``ref`` has a ``counter`` counter (702.79a)
    values: tuple = ()            # greater: pairs (a, b) of quantities, any a > b (702.100a)
    all_of: tuple = ()            # all: every one of these Conditions holds
    by_one_player: bool = False   # this_turn/last_turn: ``count`` events by one player
    at_most: int | None = None    # die_result: at least ``count`` and at most this


@dataclass(frozen=True, slots=True)
class Trigger:
    """A trigger event (rule 603.1): "When ~ enters", "Whenever a player casts a white spell".

    ``event`` is one of: enters, dies, leaves, cast, attacks, blocks, becomes_blocked,
    blocks_or_blocked, deals_combat_damage_to_player, deals_damage_to_player,
    deals_noncombat_damage_to_player (120.2b), deals_damage (any recipient: once for each
    damage event of a source), player_dealt_damage (once for all the damage dealt to ``player``
    at once, 120.3a),
    beginning_of_step, gain_life, lose_life, gain_or_lose_life (either), discard, draw, tap_for_mana, becomes_target,
    counter_removed, counter_added, put_into_graveyard, you_attack (``player`` declared ``count``
    or more attackers matching ``subject``, rule 508.1), chapter (a Saga's chapter ability, rule
    714.2b: lore counters reached ``count``), action (``player`` performed the keyword action
    ``keyword``: "scry", "surveil", "proliferate", "forage", "manifest dread", "clash", "discover";
    701), cycled (``player`` cycled a card matching ``subject``, 702.29c), leaves_without_dying
    (it left the battlefield to a zone other than a graveyard, 700.4), exiled_from_battlefield (it
    left the battlefield for exile, 406.1).
    ``batch``: "Whenever one or more …" — the events that happen at once trigger it once (603.2c);
    the engine counts as one event those since triggered abilities were last put on the stack.
    ``subject`` filters the object the event is about (``Filter(is_self=True)`` for "~");
    ``player`` filters the player who acts ("you", "opponent", "any", "enchanted:controller").
    ``step`` is a step name for beginning_of_step ("upkeep", "draw", "end", "combat");
    ``whose`` is whose turn that step is in ("you", "opponent", "each", "enchanted:controller").
    ``state`` (event "state"): a state trigger, "When you control no Islands" (603.8)."""
    event: str
    subject: Filter | None = None
    player: str | None = None
    spell: Filter | None = None
    step: str | None = None
    whose: str | None = None
    counter: str | None = None
    count: int = 1          # you_attack: at least this many attackers matching ``subject``
    # attacks / you_attack: the player attacked ("you", "opponent", "any", "enchanted"; 506.2,
    # 508.1b); ``attacked_planeswalker``: or a planeswalker that player controls
    attacked: str | None = None
    attacked_planeswalker: bool = False
    nth: int | None = None  # only the nth matching event this turn ("for the first time each turn")
    other: Filter | None = None   # blocked_by: the blocker must match (flanking, 702.25a)
    batch: bool = False     # "one or more …": once for each event however many objects (603.2c)
    keyword: str | None = None    # activated: an ability of that keyword ("an exhaust ability"); action: the action
    # "attacks while you control …": a state required as the event happens (603.2); not checked
    # again on resolution, unlike an intervening "if" (603.4)
    while_condition: "Condition | None" = None
    state: "Condition | None" = None  # event "state": triggers while this holds (603.8)
    # event "cast": the zone the spell was cast from, or "not_hand" (601.2a)
    cast_from: str | None = None
    # event "put_into_graveyard": the zone the card came from ("library"), None from anywhere (400.3)
    from_zone: str | None = None


# --------------------------------------------------------------------------------------------
# Continuous effects of static abilities (rule 611.3, applied in layers, rule 613)
# ``affected`` is a Filter, or a reference name: "self", "enchanted", "equipped", "fortified".
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PTModify:
    """Layer 7c: "+1/+1", "+1/+1 for each Plains you control" (``per`` multiplies)."""
    affected: Any
    power: int = 0
    toughness: int = 0
    per: Any = None


@dataclass(frozen=True, slots=True)
class PTSet:
    """Layer 7a (characteristic-defining, rule 604.3) or 7b: power/toughness set to values."""
    affected: Any
    power: Any = None
    toughness: Any = None
    cda: bool = True


@dataclass(frozen=True, slots=True)
class GrantKeywords:
    """Layer 6: "have flying"."""
    affected: Any
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RemoveKeywords:
    affected: Any
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RemoveAllAbilities:
    """Layer 6 (613.1f): "Enchanted creature loses all abilities." """
    affected: Any


@dataclass(frozen=True, slots=True)
class GrantAbility:
    """Layer 6: a granted non-keyword ability (an ability definition)."""
    affected: Any
    ability: Any
    keeps_source: bool = False      # protection that "doesn't remove ~" (702.16n)
    granter: bool = False           # the ability names the giving object (201.5a): bound to it


@dataclass(frozen=True, slots=True)
class ParamExcept:
    """A keyword's parameter that does not apply to one object: protection from a quality whose
    effect "doesn't remove" the Aura giving it (702.16n)."""
    param: Any
    except_id: Any


@dataclass(frozen=True, slots=True)
class AddTypes:
    """Layers 4 and 5: "is a black Zombie in addition to its other colors and types"."""
    affected: Any
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    replace_subtypes: bool = False
    replace_colors: bool = False
    chosen: bool = False        # "is the chosen type" (614.12): the source's chosen creature type
    remove_types: tuple[str, ...] = ()      # "it's not a creature" (205.1a)
    # 305.7: "Enchanted land is a Swamp.", "Nonbasic lands are Mountains.": these basic land types
    # (or, with ``chosen``, the basic land type the source chose) replace the land's land types
    replace_land_types: bool = False
    # 205.1a: these creature types replace its creature types (its other subtypes stay)
    replace_creature_types: bool = False
    replace_types: bool = False      # 205.1a: these card types replace its card types
    supertypes: tuple[str, ...] = ()     # 205.4: "is legendary" (the Ring's Ring-bearer, 701.52c)


@dataclass(frozen=True, slots=True)
class ControlledBy:
    """Layer 2: "You control enchanted creature"."""
    affected: Any
    controller: str = "you"


@dataclass(frozen=True, slots=True)
class Restriction:
    """Rules-modifying effects on objects or players.  ``what`` is one of:
    cant_attack, cant_block, cant_attack_or_block, cant_be_blocked,
    cant_be_blocked_except_by (``by`` filter), can_block_any_number, attacks_each_combat,
    blocks_each_combat (509.1c: it blocks an attacker if able),
    must_be_blocked_by_all, must_be_blocked (509.1c: by one creature if able), cant_attack_or_block_alone, cant_attack_unless (``condition``), cant_block_unless (509.1b: ``condition``),
    activated_abilities_cant_be_activated (602.5; nonmana_…: those that aren't mana abilities,
    605.1a; tap_…: those with {T} in their costs), doesnt_untap, cant_be_countered,
    cant_cast_spells (affected is a PlayerFilter; ``by``: only spells of that description, 101.2),
    cant_be_targeted_by (``by``), attacks_you_if_able,
    can_block_only (``by``: the attackers it can block), cant_block_matching (``by``: the
    attackers it can't block), can_block_additional (one more each),
    cant_be_blocked_by_more_than_one, may_not_untap (its controller chooses, 502.3),
    can_attack_despite_defender (702.3b: "can attack as though it didn't have defender"),
    cant_be_blocked_by_greater_power (skulk's evasion, 702.118b; the Ring's Ring-bearer, 701.52c)."""
    affected: Any
    what: str
    by: Filter | None = None
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class PreventDamageStatic:
    """Rule 615: "Prevent all noncombat damage that would be dealt to equipped creature",
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage"."""
    to: Any                      # Filter / reference name / PlayerFilter
    amount: int | None = None    # None: all
    source: Filter | None = None
    combat: bool | None = None   # True: only combat damage; False: only noncombat
    counter: str | None = None   # 615.5: then put (counters > 0) / remove (< 0) counters on the source
    counters: int = 0
    per_prevented: bool = False  # … times the damage prevented ("that many")
    while_condition: Any = None  # "… while it has a +1/+1 counter on it"


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """Rule 614.1c: "This land enters tapped [unless you control a Swamp or a Mountain]";
    614.12: "As ~ enters, you may pay ``unless_life`` life / reveal a card matching
    ``unless_reveal`` from your hand. If you don't, it enters tapped." """
    unless: Condition | None = None
    unless_life: int = 0
    unless_reveal: Filter | None = None


@dataclass(frozen=True, slots=True)
class DrawReplacement:
    """Rules 614.11, 121.6: each card the source's controller would draw is ``draws`` cards
    instead (not the draw step's turn-based draw with ``except_first_in_draw_step``)."""
    draws: int
    except_first_in_draw_step: bool = False


@dataclass(frozen=True, slots=True)
class PermanentsEnter:
    """Rules 614.1c, 614.12: other permanents matching ``affected`` enter tapped / with
    ``counters`` more ``counter`` counters while the source is on the battlefield (``per``: that
    many for each permanent matching it its controller already controls, 614.12)."""
    affected: Filter
    tapped: bool = False
    counter: str | None = None
    counters: int = 0
    per: Filter | None = None


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """Rule 614.1c: "enters with three wish counters on it", "with X +1/+1 counters"."""
    counter: str
    amount: Any
    optional: bool = False      # its controller chooses (unleash 702.98a)
    otherwise_keywords: tuple = ()      # declined: it gains these (riot 702.136a)
    sacrifice: Any = None       # devour 702.82a: a Filter; ``amount`` for each one sacrificed
    reveal_shared_type: bool = False    # amplify 702.38a: for each card revealed from the hand
    chooser: str | None = None          # tribute 702.104a: an opponent chooses; "tribute paid"


@dataclass(frozen=True, slots=True)
class FaceUpCounters:
    """Megamorph 702.37b: as the permanent is turned face up for its ``label`` cost, it gets a
    ``counter`` counter (runtime/facedown.py)."""
    counter: str
    label: str


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """Rule 707.9: "You may have this creature enter as a copy of any creature on the battlefield"
    — with the exceptions of 707.9b (``copy_values``)."""
    filter: Filter
    optional: bool = True
    keywords: tuple = ()
    not_legendary: bool = False
    add_types: tuple = ()
    add_subtypes: tuple = ()
    types: tuple | None = None
    subtypes: tuple | None = None
    colors: tuple | None = None
    power: int | None = None
    toughness: int | None = None


@dataclass(frozen=True, slots=True)
class EntersChoice:
    """Rule 614.12: "As ~ enters, choose a color." — the choice (``choice``: color,
    creature_type, card_type, basic_land_type, opponent, player, card_name) among ``options`` is
    kept by the permanent (``Obj.chosen``); a card name (201.4) is one of the names of the cards
    in the game, of a card none of whose types is in ``not_types`` (201.4a)."""
    choice: str
    options: tuple = ()
    not_types: tuple = ()


@dataclass(frozen=True, slots=True)
class DamageReplacement:
    """Rule 614.1a on damage to the source: "prevent that damage and remove that many +1/+1
    counters from it"."""
    to: Any
    prevent: bool = True
    remove_counters: str | None = None


@dataclass(frozen=True, slots=True)
class DamageInstead:
    """Rules 614.1a, 614.5: damage ``source`` ("self" or a Filter) would deal to one of ``to``
    (empty: anything; "player", "opponent", "you", "self" or a Filter) is dealt times ``factor``
    plus ``plus`` instead ("it deals double that damage instead", "… that much damage plus 2 …")."""
    source: Any
    to: tuple = ()
    factor: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True)
class DamageRedirect:
    """Rule 614.9: damage that would be dealt to one of ``to`` ("you" or a Filter of permanents) by
    a source matching ``source`` (None: any) is dealt to ``instead`` ("self", "enchanted",
    "equipped") instead; ``combat``: True for combat damage only."""
    to: tuple
    instead: str
    source: Any = None
    combat: bool | None = None


@dataclass(frozen=True, slots=True)
class CountersInstead:
    """Rules 614.1a, 122.6: counters of ``counter`` (None: any kind) put on ``on`` ("self" or a
    Filter) are that many times ``factor`` plus ``plus`` instead; ``effect_only``: only those an
    effect puts (not a cost)."""
    on: Any
    counter: str | None = None
    factor: int = 1
    plus: int = 0
    effect_only: bool = False


@dataclass(frozen=True, slots=True)
class TokensInstead:
    """Rules 614.1a, 111.1: tokens matching ``filter`` created under ``controller``'s control
    (None: anyone's) are made ``factor`` times as many."""
    factor: int
    controller: str | None = None
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class LifeGainInstead:
    """Rules 614.1a, 119.3: life ``who`` ("you", "opponent", "any": as seen by the source's
    controller) would gain is that much times ``factor`` plus ``plus`` instead (``factor`` 0: no
    life); ``lose``: the player loses that much life instead."""
    who: str
    factor: int = 1
    plus: int = 0
    lose: bool = False


@dataclass(frozen=True, slots=True)
class ZoneReplacement:
    """Rule 614.1a on zone changes: "If ~ would be put into a graveyard from anywhere, reveal it
    and shuffle it into its owner's library instead"."""
    affected: Any
    instead: str            # "shuffle_into_library", "exile", "library", "library_bottom", "hand"
    from_zone: str | None = None
    to_zone: str | None = None  # None: anywhere else ("any time it would leave the stack", 702.34a)
    resolving: bool = False     # only as the spell resolves (buyback 702.27a, 608.2n)
    discard: bool = False       # only as it is discarded (madness 702.35a)


@dataclass(frozen=True, slots=True)
class PlayerRule:
    """Rules changes for players: no_max_hand_size, cant_lose, opponents_cant_win,
    hand_revealed, extra_draw (``amount``), hexproof and shroud (702.11c, 702.18c), cant_gain_life
    (119.7), flash (601.3b: the spells matching ``spells`` may be cast as though they had flash),
    untap_limit (502.3: no more than ``amount`` permanents matching ``objects`` untap in their
    untap steps), skip_untap (614.10: their untap steps are skipped)."""
    who: str
    rule: str
    amount: int = 0
    spells: Any = None
    objects: Any = None


@dataclass(frozen=True, slots=True)
class CostModifier:
    """Rule 601.2f: "This spell costs {1} more to cast for each target beyond the first".
    ``amount`` < 0 reduces (generic mana, never below zero); ``times`` multiplies it, ``condition``
    gates it; ``spells`` (with ``who``: "you" / "any" caster): it changes the cost of other
    spells while its source is on the battlefield (None: the spell itself)."""
    amount: int
    per: str | None = None   # "extra_target"
    times: Any = None
    condition: Condition | None = None
    spells: Filter | None = None
    who: str | None = None      # "you" / "opponent" (of the source's controller) / "any" caster
    targeting: Filter | None = None   # "… that target ~": one of the spell's targets matches
    colored: tuple = ()         # colored mana symbols an increase adds ("{2}{R} more", strive)
    colored_less: tuple = ()    # … a reduction takes away ("{2}{U}{U} less", 118.7b-c)
    life: int = 0               # "cost an additional 3 life to cast" (601.2f, 119.4)


@dataclass(frozen=True, slots=True)
class ActivationCostModifier:
    """Rules 602.2b, 601.2f: "Activated abilities of artifacts you control cost {1} less to
    activate." — while its source is on the battlefield, the activated abilities of permanents
    matching ``of`` (for the source's controller) cost ``amount`` (< 0) generic mana less,
    ``times`` times; the cost's mana never goes below ``floor`` ("This effect can't reduce the mana
    in that cost to less than one mana": 1)."""
    of: Filter
    amount: int
    times: Any = None
    floor: int = 0


@dataclass(frozen=True, slots=True)
class CastRestriction:
    """Rule 307.5: "Cast ~ only during combat." — the spell can be cast only while ``condition``
    holds."""
    condition: Condition


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """Rules 601.2f, 118.8: "As an additional cost to cast this spell, sacrifice a creature."
    (the non-mana ``cost`` is paid with the mana cost as the spell is cast); ``per_extra_mode``:
    once for each mode chosen beyond the first (escalate 702.120a)."""
    cost: Cost
    per_extra_mode: bool = False


@dataclass(frozen=True, slots=True)
class FaceDown:
    """Rule 708.2a: the characteristics of a face-down object — a ``power``/``toughness``
    creature with no name, no subtypes, no mana cost and no text but ``abilities`` (ward {2}:
    disguise 702.168a, cloak 701.56a).  See ``runtime/facedown.py``."""
    power: int = 2
    toughness: int = 2
    abilities: tuple = ()


@dataclass(frozen=True, slots=True)
class Prototype:
    """Rule 718.3b: a prototyped spell, and the permanent it becomes, have this ``power`` and
    ``toughness``, the mana cost of the permission that casts it so, and that cost's colors."""
    power: int
    toughness: int


@dataclass(frozen=True, slots=True)
class CastPermission:
    """Rules 601.2b, 601.3, 118.9: a way to cast this card besides from the hand for its mana
    cost: from ``zone`` ("hand", "graveyard", "exile"), paying ``cost`` rather than its mana
    cost (an alternative cost, 118.9: None keeps the mana cost) and ``additional`` on top
    (retrace's land card, 702.81a), while ``condition`` holds, if the resulting spell has one of
    ``spell_types`` (flashback 702.34a).  ``label`` names it ("flashback", "evoke") for the
    abilities linked to it (607: "if its evoke cost was paid")."""
    label: str = ""
    zone: str = "hand"
    cost: Cost | None = None
    additional: Cost | None = None
    condition: Condition | None = None
    spell_types: tuple[str, ...] = ()
    face_down: FaceDown | None = None       # cast face down (morph 702.37a, disguise 702.168a)
    prototype: Prototype | None = None      # cast prototyped (702.160a, 718.3)
    transformed: bool = False               # cast with its back face up (disturb 702.146a, 712.11a)
    bestow: bool = False                    # cast bestowed: an Aura spell with enchant creature (702.103a-b)


@dataclass(frozen=True, slots=True)
class DrawInstead:
    """Dredge 702.52a (614.11): while this card is in its owner's graveyard and they have at least
    ``mill`` cards in their library, they may instead of drawing mill that many and return it."""
    mill: int


@dataclass(frozen=True, slots=True)
class BeginOnBattlefield:
    """Rules 103.6, 103.6a: its owner may begin the game with this card (from their opening hand)
    on the battlefield."""


@dataclass(frozen=True, slots=True)
class RevealAsDrawn:
    """Miracle 702.94a: its owner may reveal this card as they draw it, if it's the first card they
    drew this turn (``Game._draw_top``); "When you reveal this card this way" then triggers."""


@dataclass(frozen=True, slots=True)
class PayInstead:
    """Rule 601.2h (convoke 702.51a, delve 702.66a, improvise 702.126a): for each ``mana``
    ("generic" or "colored") mana of the spell's total cost, the caster may pay ``cost`` (one
    creature tapped, one card exiled) instead; ``same_color``: an object of that mana's color."""
    mana: str
    cost: Cost
    same_color: bool = False


@dataclass(frozen=True, slots=True)
class CrewPower:
    """"~ crews Vehicles [and saddles Mounts] as though its power were ``bonus`` greater" (crew
    702.122b; ``saddle``: saddle 702.171c too)."""
    bonus: int
    saddle: bool = False


@dataclass(frozen=True, slots=True)
class OptionalCost:
    """Rules 118.8, 601.2b: an additional cost the caster may pay as the spell is cast (kicker
    702.33a, buyback 702.27a), ``repeatable`` any number of times (multikicker 702.33c,
    replicate 702.56a).  ``label`` names it for "if it was kicked" (607)."""
    label: str
    cost: Cost
    repeatable: bool = False
    all_modes: bool = False     # paid, every mode is chosen (entwine 702.42a)
    choose: str | None = None   # "opponent": paying it is choosing an opponent (gift 702.174a)
    group: str = ""             # one of two kicker costs (702.33b): paying it also counts for the keyword (702.33d)


@dataclass(frozen=True, slots=True)
class PlayFrom:
    """Rules 601.3, 305.1: while its source is on the battlefield, its controller may play the land
    cards matching ``lands`` and cast the spells matching ``spells`` from ``zone`` ("graveyard";
    "library_top": the top card of their library); ``once_each_turn``: one card a turn by this
    source, during that player's own turns only (runtime/play_from.py); ``free``: cast without
    paying their mana costs (an alternative cost of nothing, 118.9; zone "hand": only that)."""
    zone: str
    lands: Filter | None = None
    spells: Filter | None = None
    once_each_turn: bool = False
    free: bool = False


@dataclass(frozen=True, slots=True)
class SpellsOptionalCost:
    """Rules 118.8, 601.2b, 601.2f (the Defilers): while its source is on the battlefield, its
    controller may pay ``cost`` as an additional cost of each spell matching ``spells`` they cast;
    a spell it was paid for costs ``colored_less`` less, off that color's mana only."""
    spells: Filter
    cost: Cost
    colored_less: tuple = ()


# --------------------------------------------------------------------------------------------
# Abilities (rule 113) and cards
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability (rule 700.2); ``pawprints``: its {P}s (700.2i)."""
    targets: tuple[Target, ...]
    resolve: Resolve
    text: str = ""
    pawprints: int = 0


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (rule 113.3a).  Permanent spells have
    none.  ``modes``: choose ``choose`` of them (``resolve`` then runs the chosen modes);
    ``repeat``: a mode may be chosen more than once (700.2d); ``worth``: the chosen modes'
    pawprints total at most that (700.2i)."""
    targets: tuple[Target, ...] = ()
    resolve: Resolve | None = None
    modes: tuple[Mode, ...] = ()
    choose: tuple[int, int] = (1, 1)
    text: str = ""
    repeat: bool = False
    worth: int = 0


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """Rule 602: "[Cost]: [Effect.]".  ``timing`` is "instant" or "sorcery" ("Activate only as
    a sorcery"); ``zone`` is where it can be activated from."""
    cost: Cost
    resolve: Resolve
    targets: tuple[Target, ...] = ()
    timing: str = "instant"
    zone: str = "battlefield"
    once_per_turn: bool = False
    text: str = ""
    condition: Condition | None = None      # "Activate only if …" (rule 602.5b)
    only_once: bool = False                 # "Activate only once." (this object, rule 400.7)
    special: bool = False                   # a special action (116.2: plot 702.170a): no stack
    cost_change: CostModifier | None = None  # "This ability costs {1} less to activate for each …"
    any_player: bool = False                # "Any player may activate this ability." (602.2)
    granter: int | None = None            # the id of the object whose static ability gives it (201.5a)
    modes: tuple[Mode, ...] = ()            # modal (rule 700.2): ``resolve`` is None
    choose: tuple[int, int] = (1, 1)


@dataclass(frozen=True, slots=True)
class ManaSpend:
    """Rule 106.6: what a mana ability's mana may be spent on: casting spells matching
    ``spells``, activating abilities of sources matching ``abilities`` (None: not that)."""
    spells: Filter | None = None
    abilities: Filter | None = None


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """Rule 605: an activated mana ability; it doesn't use the stack.  ``produces`` lists the
    options, each an Oracle mana string ("{G}", "{W}{W}"); "any" means one mana of any color.
    ``amount`` multiplies one option ("Add {G} for each Elf you control")."""
    cost: Cost
    produces: tuple[str, ...]
    amount: Any = None
    text: str = ""
    condition: Condition | None = None      # "Activate only if …" (rule 602.5b)
    resolve: Resolve | None = None          # its other effects ("~ deals 1 damage to you")
    spend: ManaSpend | None = None          # "Spend this mana only to cast creature spells" (106.6)
    granter: int | None = None            # the id of the object whose static ability gives it (201.5a)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """Rule 603: "When/Whenever/At [event], [effect]".  ``condition`` is an intervening "if"
    (rule 603.4), checked when it triggers and again on resolution.  ``delayed`` abilities are
    created by effects (rule 603.7)."""
    trigger: Trigger
    resolve: Resolve | None
    targets: tuple[Target, ...] = ()
    condition: Condition | None = None
    text: str = ""
    modes: tuple[Mode, ...] = ()          # modal (rule 700.2): ``resolve`` is None
    choose: tuple[int, int] = (1, 1)
    once_each_turn: bool = False          # "This ability triggers only once each turn."
    once: bool = False                    # "This ability triggers only once." (this object, 400.7)
    zone: str = "battlefield"             # "graveyard": it triggers there (recover 702.59a)
    mana: bool = False                    # a triggered mana ability: resolves at once (605.4a)
    granter: int | None = None            # the id of the object whose static ability gives it (201.5a)
    # "choose one that hasn't been chosen" ("ever": as long as it is this object, 400.7; "turn":
    # "… this turn"): modes this object's ability chose before are not offered (700.2)
    unchosen: str | None = None


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """Rule 604: continuous effects that apply while the source is on the battlefield (or, for
    ``zones``, in those zones), under ``condition`` ("As long as ...")."""
    effects: tuple
    condition: Condition | None = None
    zones: tuple[str, ...] = ("battlefield",)
    text: str = ""


@dataclass(frozen=True, slots=True)
class AsResolves:
    """Rule 608.3: a permanent spell's static ability acting as the spell resolves, when
    ``condition`` holds ("If this spell's dash cost was paid, return the permanent this spell
    becomes to its owner's hand at the beginning of the next end step", 702.109a): ``resolve``
    runs with the new permanent as its source."""
    resolve: Resolve
    condition: Condition | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class KeywordAbility:
    """A keyword the engine implements natively (rule 702): flying, first strike, ...

    ``param`` carries a keyword's parameter ("black" for protection from black, a cost for
    equip, a Filter for enchant)."""
    name: str
    param: Any = None
    rule: str = ""
    text: str = ""


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card face as the engine sees it (rule 108): characteristics and abilities."""
    name: str
    mana_cost: str | None
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    # the card file does not give this face's color indicator (204.1): its colors are unknown
    # (``faces.UnknownColors``), not ``colors``
    colors_unknown: bool = False
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    abilities: tuple = ()
    text: str = ""
    support: str = "compiled"
    deck_limit: int | None = 4
    x_color: str | None = None         # "Spend only black mana on X." (107.3): the spell's X
    stats: tuple = field(default=())   # "*" power/toughness are defined by a PTSet static ability
    # a card of several faces (runtime/faces.py): its layout ("split", "aftermath", "adventure")
    # and the faces that may be cast on their own, each a CardDef (709.3, 715.3)
    layout: str | None = None
    faces: tuple = ()
