"""The ability IR: typed, validated, JSON-serialisable pydantic models.

Lowering (``lower.py``) builds it from the AST; codegen (``codegen.py``) renders it.  Every node
declares its children as fields, so validation messages name the node and the field
("Damage.amount: ..."), and ``model_dump`` gives the golden-file JSON.  ``kind`` is each node's
discriminator.  Data nodes (filters, costs, triggers, continuous effects, quantities) mirror the
records of ``oraclec.runtime.defs``; effect nodes become calls of the runtime's effect verbs.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

SCHEMA_VERSION = 1


class Node(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    span: tuple[int, int] | None = Field(default=None, exclude=True)

    def dump(self) -> dict:
        """JSON for golden files: ``kind`` and every field that differs from its default."""
        return _dump(self)


# ---- quantities --------------------------------------------------------------------------------
class Fixed(Node):
    kind: Literal["Fixed"] = "Fixed"
    value: int


class XValue(Node):
    kind: Literal["XValue"] = "XValue"


class Count(Node):
    kind: Literal["Count"] = "Count"
    filter: "Filter"


class PowerOf(Node):
    kind: Literal["PowerOf"] = "PowerOf"
    ref: str


class ToughnessOf(Node):
    kind: Literal["ToughnessOf"] = "ToughnessOf"
    ref: str


class ManaValueOf(Node):
    """The mana value of a referenced object (rule 202.3)."""
    kind: Literal["ManaValueOf"] = "ManaValueOf"
    ref: str


class LifeOf(Node):
    kind: Literal["LifeOf"] = "LifeOf"
    ref: str


class SpeedOf(Node):
    """A player's speed (702.179; 0 for a player who has none)."""
    kind: Literal["SpeedOf"] = "SpeedOf"
    ref: str


class Devotion(Node):
    """Rule 700.5: a player's devotion to ``colors`` — the mana symbols of those colors (a hybrid
    or Phyrexian symbol of any of them counts once, 700.5a) in the mana costs of the permanents
    they control."""
    kind: Literal["Devotion"] = "Devotion"
    ref: str = "you"
    colors: tuple[str, ...]

    @model_validator(mode="after")
    def _colors(self):
        bad = [c for c in self.colors if c not in ("white", "blue", "black", "red", "green")]
        if bad or not self.colors:
            raise ValueError(f"Devotion.colors: one or more of the five colors, got {self.colors!r}")
        return self


class CountersOn(Node):
    """The number of ``counter`` counters on the referenced object (rule 122); ``counter`` "any":
    counters of every kind ("for each counter on this creature", 122.1)."""
    kind: Literal["CountersOn"] = "CountersOn"
    ref: str
    counter: str


class CountIt(Node):
    """The objects the effect just before acted on that match ``filter`` ("for each creature
    card exiled this way")."""
    kind: Literal["CountIt"] = "CountIt"
    filter: "Filter"


class StartingLife(Node):
    """A player's starting life total (103.4: 20 in a two-player game)."""
    kind: Literal["StartingLife"] = "StartingLife"
    ref: str


class Sum(Node):
    kind: Literal["Sum"] = "Sum"
    parts: tuple["Quantity", ...]


class BasicLandTypes(Node):
    """The number of basic land types among lands the player controls (Domain)."""
    kind: Literal["BasicLandTypes"] = "BasicLandTypes"
    ref: str = "you"


class PartySize(Node):
    """Rule 700.8: the number of creatures in the player's party — up to one each of Cleric,
    Rogue, Warrior and Wizard among the creatures that player controls (0 to 4)."""
    kind: Literal["PartySize"] = "PartySize"
    ref: str = "you"


class HalfOf(Node):
    """Rule 107.1a: half of ``of``, rounded up or down as the text says (``round_up``; None only
    while lowering, before "Round up each time." is read)."""
    kind: Literal["HalfOf"] = "HalfOf"
    of: "Quantity"
    round_up: bool | None = False


class LibrarySize(Node):
    kind: Literal["LibrarySize"] = "LibrarySize"
    ref: str


class HandSizeOf(Node):
    kind: Literal["HandSizeOf"] = "HandSizeOf"
    ref: str


class Times(Node):
    """``factor`` times a quantity ("two damage for each ...")."""
    kind: Literal["Times"] = "Times"
    factor: int
    of: "Quantity"


class Prev(Node):
    kind: Literal["Prev"] = "Prev"
    key: str = "amount"


class OpponentsAttacked(Node):
    """The number of opponents the player attacked with a creature this combat (melee, 702.121a)."""
    kind: Literal["OpponentsAttacked"] = "OpponentsAttacked"
    ref: str = "you"


class BlockersOf(Node):
    """The number of creatures blocking ``ref`` beyond the first ``beyond`` (rampage, 702.23a)."""
    kind: Literal["BlockersOf"] = "BlockersOf"
    ref: str
    beyond: int = 0


class CardTypesAmong(Node):
    """The number of card types (205.2a) among the objects matching ``filter`` (delirium)."""
    kind: Literal["CardTypesAmong"] = "CardTypesAmong"
    filter: "Filter"


class DistinctAmong(Node):
    """The number of different ``stat`` values among the objects matching ``filter``: colors
    (105.2; colorless is not a color), mana values (202.3), powers."""
    kind: Literal["DistinctAmong"] = "DistinctAmong"
    stat: Literal["color", "mana_value", "power"]
    filter: "Filter"


class GreatestAmong(Node):
    """The greatest ``stat`` (power, toughness, mana_value) among the objects matching ``filter``."""
    kind: Literal["GreatestAmong"] = "GreatestAmong"
    stat: str
    filter: "Filter"


class TotalOf(Node):
    """The sum of ``stat`` (power, toughness, mana_value) of the objects matching ``filter``."""
    kind: Literal["TotalOf"] = "TotalOf"
    stat: Literal["power", "toughness", "mana_value"]
    filter: "Filter"


class TimesPaid(Node):
    """How many times the optional cost ``label`` was paid as the spell was cast (multikicker
    702.33c: "for each time it was kicked"; replicate 702.56a)."""
    kind: Literal["TimesPaid"] = "TimesPaid"
    label: str


class EventsThisTurn(Node):
    """How many ``event`` events happened this turn (``from_zone``: zone changes from there;
    ``before_trigger``: before the event that triggered the ability): storm 702.40a ("each other
    spell that was cast before it this turn"), gravestorm 702.69a, "for each creature that died
    this turn" (700.4), "the amount of life you gained this turn" (119.9)."""
    kind: Literal["EventsThisTurn"] = "EventsThisTurn"
    event: str
    from_zone: str | None = None
    before_trigger: bool = False
    # "for each creature that died under your control this turn": the events of objects matching
    # ``filter`` (as they last existed), of ``player`` (the dying object's controller, the player
    # who gained or lost life); life events count their amounts ("the amount of life you gained")
    filter: "Filter | None" = None
    player: str | None = None


class ColorsSpent(Node):
    """The number of colors of mana spent to cast the spell (that became) ``ref`` (sunburst
    702.44a, converge): 0 if it was not cast."""
    kind: Literal["ColorsSpent"] = "ColorsSpent"
    ref: str = "self"


class PlayersCount(Node):
    """The number of players ``who`` names ("for each opponent you have", undaunted 702.125a)."""
    kind: Literal["PlayersCount"] = "PlayersCount"
    who: str = "opponent"


class VotesFor(Node):
    """The votes cast for ``option`` in the vote just held (701.32: "for each death vote")."""
    kind: Literal["VotesFor"] = "VotesFor"
    option: str


Quantity = Annotated[Union[CardTypesAmong, DistinctAmong, GreatestAmong, TotalOf, ManaValueOf, CountIt, VotesFor, PlayersCount, EventsThisTurn,
                           ColorsSpent, Fixed, XValue, Count, PowerOf, ToughnessOf, LifeOf, SpeedOf, Devotion, HalfOf, LibrarySize, HandSizeOf,
                           Times, Prev, CountersOn, Sum, BasicLandTypes, PartySize, BlockersOf, OpponentsAttacked, TimesPaid,
                           StartingLife],
                     Field(discriminator="kind")]


# ---- selections --------------------------------------------------------------------------------
class Filter(Node):
    kind: Literal["Filter"] = "Filter"
    types: tuple[str, ...] = ()
    all_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    colorless: bool | None = None
    multicolored: bool | None = None
    controller: str | None = None
    owner: str | None = None
    zone: str = "battlefield"
    other: bool = False
    tapped: bool | None = None
    attacking: bool | None = None
    blocking: bool | None = None
    attacking_or_blocking: bool | None = None
    status_any: tuple[str, ...] = ()     # "attacking, blocking, or tapped": one of them at least
    token: bool | None = None
    with_keywords: tuple[str, ...] = ()
    without_keywords: tuple[str, ...] = ()
    no_abilities: bool | None = None     # "with no abilities" (113.1): none, keywords included
    power: tuple[str, Union[int, "Quantity"]] | None = None        # ("<=", 2), ("==", X)
    toughness: tuple[str, Union[int, "Quantity"]] | None = None
    mana_value: tuple[str, Union[int, "Quantity"]] | None = None
    power_less_than_ref: str | None = None
    power_greater_than_ref: str | None = None     # "with power greater than ~'s power" (702.149a)
    # "with toughness greater than its power": a comparison of two of the object's own stats
    # (stat, operator, other stat; 208.1)
    own_stats: tuple[str, str, str] | None = None
    # "with total power and toughness 5 or less": the sum of the two compared (208.1)
    total_pt: tuple[str, Union[int, "Quantity"]] | None = None
    named: str | None = None
    same_name_as: str | None = None
    other_than: str | None = None   # "all other creatures with the same name as that creature": not that object
    # "with the greatest power among creatures that player controls": (stat, the group; None: the
    # objects the rest of this filter describes); the object is one of the group with the greatest
    greatest: tuple[str, Union["Filter", None]] | None = None
    is_self: bool | None = None
    any_of: tuple["Filter", ...] = ()    # alternatives of different kinds: "creature or Vehicle"
    counter: str | None = None     # "with a +1/+1 counter on it" ("any": with a counter of any kind)
    designation: str | None = None     # "attacks while saddled" (702.171b): it has that designation
    face_down: bool | None = None      # "face-down creatures" / "a face-up permanent" (708.2)
    enchanted: bool | None = None      # "enchanted creatures you control": an Aura attached to it (303.4)
    equipped: bool | None = None       # "an equipped creature": an Equipment attached to it (301.5)
    chosen: str | None = None      # "of the chosen type/color", "with the chosen name": the source's choice (614.12)
    # "that shares at least one creature type with it" (205.3m): with the object this reference
    # names ("affected": each object a static ability's effect applies to)
    shares_type_with: str | None = None
    shares_color_with: str | None = None     # "that share a color with this spell" (105.2): that ref
    targets: Union[str, "Filter", None] = None   # a spell "that targets ~" ("self") or a matching object
    # "Equipment attached to that creature" (a reference), "Aura attached to a creature" (a filter)
    attached_to: Union[str, "Filter", None] = None
    # "a card exiled with ~" (607.2a): a card in exile an ability of the source exiled ("self")
    exiled_with: Literal["self"] | None = None
    # "that was dealt damage this turn" ("any" source), "dealt damage by ~ this turn" ("self"): 120.3
    dealt_damage: Literal["any", "self"] | None = None
    # "that entered this turn" (603.6a): one of this turn's entering events is this object (400.7)
    entered_this_turn: bool | None = None
    # "an unblocked attacking creature" (509.1h: blockers were declared and none blocks it)
    unblocked: bool | None = None
    # "target activated or triggered ability" (113.7a, 115.1): abilities on the stack of these
    # kinds (zone "stack_all", its spells and abilities; mana abilities never use it, 605.3b); of
    # the other requirements only ``controller`` applies to one
    ability_kinds: tuple[Literal["activated", "triggered"], ...] = ()
    this_way: bool = Field(default=False, exclude=True)   # lowering only: "exiled this way"
    single_zone: bool = Field(default=False, exclude=True)   # lowering only: "from a single graveyard"

    @model_validator(mode="after")
    def _greatest(self):
        if self.ability_kinds:
            stated = {k for k in type(self).model_fields if k not in ("kind", "span", "zone", "controller",
                                                                     "ability_kinds", "this_way", "single_zone")
                      and getattr(self, k) != type(self).model_fields[k].default}
            if stated:
                raise ValueError(f"Filter.ability_kinds: an ability on the stack has none of {sorted(stated)}")
        if self.greatest is not None and self.greatest[0] not in ("power", "toughness", "mana value"):
            raise ValueError(f"Filter.greatest: {self.greatest[0]!r} is not power, toughness or mana value")
        if self.chosen is not None and self.chosen not in ("color", "creature_type", "card_name"):
            raise ValueError(f"Filter.chosen: {self.chosen!r} is not a choice a source keeps (color, "
                             f"creature_type, card_name: 614.12, 201.4)")
        return self


class All(Node):
    kind: Literal["All"] = "All"
    filter: Filter


class EachPlayer(Node):
    kind: Literal["EachPlayer"] = "EachPlayer"
    who: str = "any"


class PlayerFilter(Node):
    kind: Literal["PlayerFilter"] = "PlayerFilter"
    who: str = "any"


class Choose(Node):
    """Objects a player chooses as the effect happens (not targets, rule 608.2d): "Return a
    creature card from your graveyard to your hand", "Put a land card from your hand onto the
    battlefield" — ``who`` chooses ``count`` objects matching ``filter``."""
    kind: Literal["Choose"] = "Choose"
    filter: Filter
    count: int = 1
    who: str = "you"
    up_to: bool = False       # "any number of creature cards": from none up to ``count``
    random: bool = False      # "a card at random": picked at random, not chosen (608.2d)
    # "Destroy one of them at random": among the objects these targets name (608.2b: those still
    # legal), not among all matching ``filter``
    among: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _among(self):
        if any(not r.startswith("target:") for r in self.among):
            raise ValueError(f"Choose.among: {self.among!r} are not all targets (\"target:N\")")
        return self


# An operand: a reference name ("target:0", "self", "you", "it", ...) or a group.
Operand = Union[str, All, EachPlayer, Choose, tuple]


class Target(Node):
    kind: Literal["Target"] = "Target"
    objects: Filter | None = None
    players: PlayerFilter | None = None
    min_count: int = 1        # -1: X, the value announced for the spell or ability (601.2b)
    max_count: int = 1
    divided: bool = False
    different_from: tuple[int, ...] = ()   # "another target …": not an object chosen for these targets (115.3)
    same_owner: bool = False     # "target cards from a single graveyard": all of them one player's
    # "two target creatures controlled by different players" (601.2c): no two of one controller
    different_controllers: bool = False
    text: str = ""
    # 702.174m: chosen only if this optional cost was paid ("If the gift was promised, tap target
    # creature …": the label of the gift cost), and then as any target
    if_paid: str | None = None
    # 601.2c: chosen only if this optional cost was not paid — the targets of the wording that
    # "If the gift was promised, instead …" / "If this spell was kicked, instead …" replaces
    unless_paid: str | None = None
    # 601.2c: "any number of target creature cards with total mana value 6 or less" — the stat
    # ("mana_value" or "power") of the objects chosen, added up, is at most the number
    total: tuple[str, int] | None = None
    # 601.2c: "For each opponent, destroy up to one target creature that player controls": chosen
    # for each player of "opponent" / "any", the counts being per player and the filter's
    # "each:player" naming the player it is chosen for
    each_player: Literal["opponent", "any"] | None = None

    @model_validator(mode="after")
    def _total(self):
        if self.total is not None and (self.total[0] not in ("mana_value", "power") or self.objects is None
                                       or self.max_count == 1):
            raise ValueError(f"Target.total: {self.total!r} — the mana value or power of several target objects")
        return self

    @model_validator(mode="after")
    def _paid_or_not(self):
        if self.if_paid is not None and self.unless_paid is not None:
            raise ValueError(f"Target.unless_paid: {self.unless_paid!r} with if_paid {self.if_paid!r} "
                             "(a target chosen both only if a cost was paid and only if it wasn't)")
        if self.each_player is not None and (self.objects is None or self.players is not None
                                             or "each:player" not in repr(self.objects)):
            raise ValueError(f"Target.each_player: {self.each_player!r} on a target whose objects name no "
                             "'that player' (601.2c: it is chosen for each player among that player's objects)")
        return self


class Cost(Node):
    kind: Literal["Cost"] = "Cost"
    mana: str = ""
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    sacrifice: tuple[Filter, int] | None = None
    discard: tuple[Filter, int] | None = None
    discard_random: bool = False    # "Discard a card at random" (the cards picked at random)
    pay_life: int = 0
    remove_counters: tuple[str, int] | None = None
    put_counters: tuple[str, int] | None = None     # "Put a page counter on ~:" (on the source)
    exile_self: bool = False
    discard_self: bool = False      # "Discard ~": activated from the hand (702.29a)
    discard_hand: bool = False      # "Discard your hand": every card in it (701.9a; an empty hand pays it)
    exile_from_graveyard: tuple[Filter, int] | None = None    # "Exile five other cards from your graveyard"
    exile_from_hand: tuple[Filter, int] | None = None         # "exile a blue card from your hand" (118.9)
    return_to_hand: tuple[Filter, int] | None = None          # "return an Island you control to its owner's hand"
    tap_untapped: tuple[Filter, int] | None = None    # "Tap two untapped Elves you control" (not {T})
    tap_power: tuple[Filter, int] | None = None       # crew 702.122a: untapped creatures with total power N
    forage: bool = False                              # 701.59a
    collect_evidence: int = 0                         # 701.57a: total mana value N or greater
    loyalty: int | None = None
    loyalty_x: bool = False
    x_color: str | None = None
    energy: int = 0                                 # "Pay {E}{E}" (107.14)
    # "Sacrifice ~", "Unattach ~", "Exile ~", "Remove … counters from ~" in an ability an Aura or
    # Equipment gives: those parts are paid with that object (201.5a), not the one that has it
    granter: bool = False
    unattach: bool = False                          # "Unattach ~" (701.3d), with ``granter``
    tap_named: bool = False                         # "Tap ~" (701.21a), with ``granter``
    # "sacrifice a creature or discard a card": the sacrifice and the discard are alternatives,
    # the payer takes one they can take fully (118.3)
    either: bool = False
    # "reveal an Elf card from your hand" (the cards stay in the hand)
    reveal_from_hand: tuple[Filter, int] | None = None
    # "sacrifice a creature or pay {3}{B}" as a spell's additional cost: the rest of this cost, or
    # this mana instead — the way announced as the spell is cast (601.2b, 601.2f)
    or_mana: str = ""

    @model_validator(mode="after")
    def _either(self):
        if self.either and (self.sacrifice is None or self.discard is None):
            raise ValueError("Cost.either: a sacrifice or a discard needs both Cost.sacrifice and Cost.discard")
        if self.or_mana and (self.mana or self.either or not any(
                getattr(self, k) != f.default for k, f in type(self).model_fields.items() if k not in ("kind", "or_mana"))):
            raise ValueError(f"Cost.or_mana: {self.or_mana!r} is paid instead of a cost's other parts: it needs "
                             f"some, and no Cost.mana or Cost.either beside it")
        return self


class TokenDef(Node):
    kind: Literal["TokenDef"] = "TokenDef"
    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()        # "a legendary 20/20 black Avatar creature token" (205.4)
    colors: tuple[str, ...] = ()
    power: Union[int, "Quantity", None] = None       # "an X/X green Ooze creature token": X then
    toughness: Union[int, "Quantity", None] = None
    keywords: tuple[str, ...] = ()
    abilities: tuple["AnyAbility", ...] = ()    # a predefined token's ability (rule 111.10)


class FaceDown(Node):
    """Rule 708.2a: the characteristics of a face-down object — a ``power``/``toughness``
    creature with no name, no subtypes, no mana cost, and no text but ``abilities`` (ward {2}:
    disguise 702.168a, cloak 701.56a)."""
    kind: Literal["FaceDown"] = "FaceDown"
    power: int = 2
    toughness: int = 2
    abilities: tuple["AnyAbility", ...] = ()


class Condition(Node):
    """``condition`` names it (the kinds of ``runtime.defs.Condition``).  ``"this_turn"``: at
    least ``count`` events ``event`` happened this turn (for life events, ``count`` life in
    all), to objects matching ``filter``, by or to ``player``."""
    kind: Literal["Condition"] = "Condition"
    condition: str
    filter: Filter | None = None
    count: int = 1
    ref: str | None = None
    negate: bool = False
    event: str | None = None
    player: str | None = None
    counter: str | None = None      # "counters_on": the kind of counter
    values: tuple["Quantity", ...] = ()   # "greater": pairs (a, b), any a > b (evolve 702.100a)
    all_of: tuple["Condition", ...] = ()  # "all": every one of them holds
    # "this_turn"/"last_turn": the ``count`` events were all by one player ("if a player cast two
    # or more spells last turn"), not counted over every player
    by_one_player: bool = False
    at_most: int | None = None      # "die_result": the result is at least ``count`` and at most this

    @model_validator(mode="after")
    def _refs(self):
        if self.condition == "cast_from" and self.ref not in ("hand", "graveyard", "exile", "not_hand"):
            raise ValueError(f"Condition.ref: 'cast_from' names a zone a spell is cast from, not {self.ref!r}")
        if self.condition == "mana_spent" and self.ref not in ("W", "U", "B", "R", "G", "same"):
            raise ValueError(f"Condition.ref: 'mana_spent' names a color of mana (W, U, B, R, G) or 'same' "
                             f"(any one color), not {self.ref!r}")
        return self


class Trigger(Node):
    kind: Literal["Trigger"] = "Trigger"
    event: str
    subject: Filter | None = None
    player: str | None = None
    spell: Filter | None = None
    step: str | None = None
    whose: str | None = None
    counter: str | None = None
    count: int = 1          # "you_attack": with at least this many attackers matching ``subject``
    # "attacks" / "you_attack": the player attacked (506.2, 508.1b) — "you", "opponent", "any",
    # "enchanted" (303.4b); ``attacked_planeswalker``: or a planeswalker that player controls
    attacked: str | None = None
    attacked_planeswalker: bool = False
    nth: int | None = None  # only the nth such event this turn ("for the first time each turn")
    other: Filter | None = None   # "blocked_by": the blocker ("becomes blocked by a creature …")
    batch: bool = False     # "one or more …": once for each event, however many objects (603.2c)
    keyword: str | None = None    # "activated": an ability of that keyword ("an exhaust ability");
    #                               "action": the keyword action performed (701: "Whenever you scry")
    # "Whenever ~ attacks while you control …": holds as the event happens (603.2), part of the
    # event; unlike an intervening "if" (603.4) it is not checked again on resolution
    while_condition: Condition | None = None
    state: Condition | None = None    # event "state": a state trigger's condition (603.8)
    # event "cast": the zone the spell was cast from (601.2a) — "hand", "graveyard", "library",
    # "exile", or "not_hand" ("from anywhere other than your hand")
    cast_from: str | None = None
    # event "put_into_graveyard": the zone the card was put into the graveyard from ("library":
    # "from your library"), None from anywhere (400.3)
    from_zone: str | None = None

    @model_validator(mode="after")
    def _from_zone(self):
        if self.from_zone is not None and (self.event != "put_into_graveyard" or self.from_zone != "library"):
            raise ValueError(f"Trigger.from_zone: {self.from_zone!r} (event {self.event!r}): 'library', of a "
                             f"'put_into_graveyard' trigger")
        return self

    @model_validator(mode="after")
    def _cast_from(self):
        if self.cast_from is not None and (self.event != "cast" or self.cast_from not in _CAST_FROM):
            raise ValueError(f"Trigger.cast_from: {self.cast_from!r} (event {self.event!r}): a zone a spell "
                             f"is cast from ({', '.join(_CAST_FROM)}) of a 'cast' trigger")
        return self

    @model_validator(mode="after")
    def _deals_damage(self):
        # "Whenever ~ deals damage" (120.2, 603.2c): no recipient, so no player dealt damage and
        # no other object; once for each damage event of the source, never batched over sources
        if self.event in ("deals_damage", "deals_combat_damage") and (
                self.player is not None or self.other is not None or self.batch):
            raise ValueError("Trigger.player/other/batch: event 'deals_damage' names no recipient "
                             "and triggers once for each damage event of its source")
        return self


    @model_validator(mode="after")
    def _action(self):
        if self.event == "action" and self.keyword not in TRIGGER_ACTIONS:
            raise ValueError(f"Trigger.keyword: event 'action' names a keyword action ({', '.join(TRIGGER_ACTIONS)}), "
                             f"not {self.keyword!r}")
        return self


_CAST_FROM = ("hand", "graveyard", "library", "exile", "not_hand")
# the keyword actions (701) of "Whenever you [action]" triggers: the runtime's events for them
TRIGGER_ACTIONS = ("scry", "surveil", "proliferate", "forage", "manifest dread", "clash", "discover",
                   "the ring tempts you")     # 701.52d


# ---- continuous effects of static abilities (rule 613) ----------------------------------------
Affected = Union[str, Filter]


class PTModify(Node):
    kind: Literal["PTModify"] = "PTModify"
    affected: Affected
    power: int = 0
    toughness: int = 0
    per: Quantity | None = None


class PTSet(Node):
    kind: Literal["PTSet"] = "PTSet"
    affected: Affected
    power: Quantity | None = None
    toughness: Quantity | None = None
    cda: bool = True


class GrantKeywords(Node):
    kind: Literal["GrantKeywords"] = "GrantKeywords"
    affected: Affected
    keywords: tuple[str, ...]


class GrantAbility(Node):
    """Layer 6 (613.1f): ``affected`` has ``ability``, a quoted ability (rule 113.2c): "Creatures
    you control have "{T}: Add {G}."", "… has 'When ~ is put into a graveyard from the
    battlefield, draw a card.'" (blitz 702.152a)."""
    kind: Literal["GrantAbility"] = "GrantAbility"
    affected: Affected
    ability: "AnyAbility"
    # "This effect doesn't remove ~" (702.16n): the protection granted doesn't apply to the source
    keeps_source: bool = False
    # the ability names the object whose static ability gives it (201.5a: "Sacrifice <its name>",
    # "<its name> deals 2 damage"): the engine binds that object to the given ability
    granter: bool = False


class RemoveKeywords(Node):
    kind: Literal["RemoveKeywords"] = "RemoveKeywords"
    affected: Affected
    keywords: tuple[str, ...]


class RemoveAllAbilities(Node):
    """Layer 6 (613.1f): "Enchanted creature loses all abilities." """
    kind: Literal["RemoveAllAbilities"] = "RemoveAllAbilities"
    affected: Affected


def _basic_land_types_set(node, name: str) -> None:
    """Rule 305.7 sets basic land types only (the one chosen, or those named), and nothing else."""
    basic = {"plains", "island", "swamp", "mountain", "forest"}
    chosen = getattr(node, "chosen", False)
    if chosen == bool(node.subtypes) or not set(node.subtypes) <= basic or node.types:
        raise ValueError(f"{name}.replace_land_types: basic land types set must be named or chosen, "
                         f"and only them (subtypes {node.subtypes!r}, types {node.types!r})")


class AddTypes(Node):
    """Layers 4 and 5: "is a Knight in addition to its other types"."""
    kind: Literal["AddTypes"] = "AddTypes"
    affected: Affected
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    replace_colors: bool = False     # "is colorless" (devoid, 702.114a): the colors are these
    chosen: bool = False             # "is the chosen type": the source's creature type (614.12)
    # "it's not a creature" (205.1a): card types it doesn't have while this applies, and the
    # subtypes that go with them
    remove_types: tuple[str, ...] = ()
    # 305.7: "Enchanted land is a Swamp.": these basic land types (or the chosen one) replace the
    # land types (the lands lose their rules-text abilities and gain the types' mana abilities)
    replace_land_types: bool = False
    # 205.1a: "Enchanted creature is a Treefolk with base power and toughness 0/4": these creature
    # types replace its creature types (its card types and other subtypes stay)
    replace_creature_types: bool = False
    # 205.1a: "… is a blue Frog creature …" (no "in addition"): these card types replace its card
    # types, and the subtypes of the card types it no longer has go with them
    replace_types: bool = False

    @model_validator(mode="after")
    def _removed_not_added(self):
        if self.replace_types and (not self.types or self.remove_types):
            raise ValueError("AddTypes.replace_types: needs the card types named (types), and no remove_types")
        if set(self.remove_types) & set(self.types):
            raise ValueError(f"AddTypes.remove_types: {self.remove_types!r} both added and removed")
        if self.replace_creature_types and (not self.subtypes or self.chosen or self.replace_land_types):
            raise ValueError("AddTypes.replace_creature_types: needs the creature types named (subtypes), "
                             f"not chosen nor land types (subtypes {self.subtypes!r})")
        if self.replace_land_types:
            _basic_land_types_set(self, "AddTypes")
        return self


class ControlledBy(Node):
    kind: Literal["ControlledBy"] = "ControlledBy"
    affected: Affected
    controller: str = "you"


# rule 602.5: which activated abilities of the objects a Restriction names can't be activated —
# all of them, those that aren't mana abilities (605.1a), those with {T} in their costs
ACTIVATION_BANS = ("activated_abilities_cant_be_activated", "nonmana_activated_abilities_cant_be_activated",
                   "tap_activated_abilities_cant_be_activated")


class Restriction(Node):
    kind: Literal["Restriction"] = "Restriction"
    affected: Union[str, Filter, PlayerFilter]
    what: str
    by: Filter | None = None
    condition: Condition | None = None

    @model_validator(mode="after")
    def _activation_ban(self):
        if "activated_abilities" in self.what and self.what not in ACTIVATION_BANS:
            raise ValueError(f"Restriction.what: {self.what!r} is no activation ban (602.5): {ACTIVATION_BANS}")
        if self.what in ACTIVATION_BANS and isinstance(self.affected, PlayerFilter):
            raise ValueError("Restriction.affected: an activation ban (602.5) names objects, not players")
        return self


class PreventDamageStatic(Node):
    """Rule 615: "Prevent all combat damage that would be dealt to ~." (``to``), "… dealt to ~ by
    creatures." (``source``: the sources whose damage it prevents, 615.1a), "Prevent all damage
    that would be dealt by enchanted creature." (``to`` None: to anything; ``source`` a
    reference word)."""
    kind: Literal["PreventDamageStatic"] = "PreventDamageStatic"
    to: Union[str, Filter, PlayerFilter, None]
    amount: int | None = None
    source: Union[str, Filter, None] = None
    combat: bool | None = None
    # 615.5: what follows the prevention at once — ``counters`` counters of kind ``counter`` put
    # on (> 0) or removed from (< 0) the source of the ability, each times the damage prevented
    # with ``per_prevented`` ("that many", "for each 1 damage prevented this way")
    counter: str | None = None
    counters: int = 0
    per_prevented: bool = False
    # "… while it has a +1/+1 counter on it": the prevention applies only while this holds
    while_condition: Condition | None = None

    @model_validator(mode="after")
    def _something(self):
        if self.to is None and self.source is None:
            raise ValueError("PreventDamageStatic.to: neither recipients nor sources (615.1a)")
        if (self.counter is None) != (self.counters == 0) or self.per_prevented and self.counter is None:
            raise ValueError(f"PreventDamageStatic.counters: {self.counters} counters of kind {self.counter!r}")
        return self


class EntersTapped(Node):
    kind: Literal["EntersTapped"] = "EntersTapped"
    unless: Condition | None = None
    # 614.12: "As ~ enters, you may pay 2 life / reveal a Goblin card from your hand. If you
    # don't, it enters tapped." — what its controller may do as it enters instead
    unless_life: int = 0
    unless_reveal: Filter | None = None


class PermanentsEnter(Node):
    """Rules 614.1c, 614.12: a replacement effect of a permanent on how other permanents enter
    the battlefield: those matching ``affected`` (as they would exist on the battlefield) enter
    tapped (``tapped``: "Creatures your opponents control enter tapped.") or with ``counters``
    more counters of kind ``counter`` ("Each other creature you control enters with an
    additional +1/+1 counter on it.")."""
    kind: Literal["PermanentsEnter"] = "PermanentsEnter"
    affected: Filter
    tapped: bool = False
    counter: str | None = None
    counters: int = 0
    # "… for each Angel you already control": ``counters`` times the number of permanents the
    # source's controller controls matching ``per`` other than the one entering (614.12)
    per: Filter | None = None

    @model_validator(mode="after")
    def _one_change(self):
        if self.per is not None and self.counter is None:
            raise ValueError("PermanentsEnter.per: counters for each permanent, with no counters")
        if self.tapped == (self.counter is not None):
            raise ValueError("PermanentsEnter.counter: a permanent enters either tapped or with counters (one of them)")
        if (self.counter is None) != (self.counters == 0) or self.counters < 0:
            raise ValueError(f"PermanentsEnter.counters: {self.counters} counters of kind {self.counter!r}")
        return self


class FaceUpCounters(Node):
    """Megamorph 702.37b: as the permanent is turned face up for its ``label`` cost, it gets a
    ``counter`` counter."""
    kind: Literal["FaceUpCounters"] = "FaceUpCounters"
    counter: str
    label: str


class EntersWithCounters(Node):
    kind: Literal["EntersWithCounters"] = "EntersWithCounters"
    counter: str
    amount: Quantity
    optional: bool = False      # "You may have ~ enter with an additional …" (unleash, 702.98a)
    otherwise_keywords: tuple[str, ...] = ()    # "If you don't, it gains haste." (riot, 702.136a)
    sacrifice: Filter | None = None     # devour 702.82a: ``amount`` for each of these sacrificed
    reveal_shared_type: bool = False    # amplify 702.38a: for each card revealed from the hand
    chooser: str | None = None          # tribute 702.104a: "opponent" chooses whether they enter


class CopyExceptions(Node):
    """The exceptions of a copy effect (707.9b), shared by :class:`EntersAsCopy` and
    :class:`CreateTokenCopy`: ``keywords`` ("except it has haste"), ``not_legendary``,
    ``add_types`` / ``add_subtypes`` ("… in addition to its other types"), or new values ("except
    it's a 4/4 black Zombie": ``power``, ``toughness``, ``colors``, ``subtypes``, ``types``)."""
    keywords: tuple[str, ...] = ()
    not_legendary: bool = False
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    types: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    colors: tuple[str, ...] | None = None
    power: int | None = None
    toughness: int | None = None


class EntersAsCopy(CopyExceptions):
    """Rule 707.9: "You may have ~ enter as a copy of any creature on the battlefield" — with the
    exceptions of 707.9b ("…, except it's an artifact in addition to its other types", "… except
    it has haste"); granted abilities other than keywords are not among them."""
    kind: Literal["EntersAsCopy"] = "EntersAsCopy"
    filter: Filter
    optional: bool = True


class EntersChoice(Node):
    """Rule 614.12: "As ~ enters, choose a color." — ``choice`` ("color", "creature_type",
    "card_type", "basic_land_type", "opponent", "player", "card_name"), made as it enters, among
    ``options`` (for creature types: every one of rule 205.3m; for a card name, 201.4, the names
    the engine offers: those of the cards in the game), a card name of a card none of whose types
    is in ``not_types`` ("choose a nonland card name", 201.4a)."""
    kind: Literal["EntersChoice"] = "EntersChoice"
    choice: str
    options: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _names(self):
        if self.not_types and self.choice != "card_name":
            raise ValueError(f"EntersChoice.not_types: only a card name is chosen among cards of some types "
                             f"(201.4a), not a {self.choice!r}")
        if self.choice == "card_name" and self.options:
            raise ValueError("EntersChoice.options: card names are offered by the engine (201.4), not listed")
        return self


class CrewPower(Node):
    """"~ crews Vehicles [and saddles Mounts] as though its power were ``bonus`` greater": the
    power it counts with when tapped for a crew cost (702.122b) or, with ``saddle``, a saddle cost
    (702.171c)."""
    kind: Literal["CrewPower"] = "CrewPower"
    bonus: int
    saddle: bool = False


class PlayerRule(Node):
    """A rules change for the players ``who`` while the source is on the battlefield (101.2):
    ``rule`` names it (``extra_land`` with ``amount``, ``no_max_hand_size``, ``hexproof``, …);
    ``flash`` (601.3b): they may cast the spells matching ``spells`` as though they had flash;
    ``untap_limit`` (502.3): they untap no more than ``amount`` permanents matching ``objects``
    during their untap steps."""
    kind: Literal["PlayerRule"] = "PlayerRule"
    who: str
    rule: str
    amount: int = 0
    spells: Filter | None = None
    objects: Filter | None = None

    @model_validator(mode="after")
    def _spells(self):
        if (self.rule == "flash") != (self.spells is not None):
            raise ValueError(f"PlayerRule.spells: given for rule 'flash' only, and always for it (rule {self.rule!r})")
        if (self.rule == "untap_limit") != (self.objects is not None):
            raise ValueError(f"PlayerRule.objects: given for rule 'untap_limit' only, and always for it "
                             f"(rule {self.rule!r})")
        return self


class CostModifier(Node):
    """Rule 601.2f: "~ costs {1} more to cast [for each target beyond the first]" (``per``:
    ``"extra_target"``; ``"sacrificed_mana_value"``: for each point of the mana value of the
    permanent chosen to be sacrificed for the cost, emerge 702.119a); ``amount`` < 0 is a reduction; ``times`` multiplies it ("for each
    creature card in your graveyard"), ``condition`` ("if you control a Wizard") gates it.
    ``spells``: the change applies to other spells matching it, cast by ``who`` ("you" / "any"),
    while the source is on the battlefield; None: to this spell itself."""
    kind: Literal["CostModifier"] = "CostModifier"
    amount: int
    per: Literal["extra_target", "sacrificed_mana_value"] | None = None
    times: Quantity | None = None
    condition: Condition | None = None
    spells: Filter | None = None
    who: Literal["you", "any", "opponent"] | None = None
    # "Spells your opponents cast that target ~ cost {2} more": one of the spell's targets matches
    targeting: Filter | None = None
    # the colored (or colorless) mana symbols an increase adds ("{2}{R} more": R, strive) or a
    # reduction takes away ("{2}{U}{U} less": U, U — from that color's part of the cost, the
    # excess or a color it doesn't ask for from its generic part, 118.7b-c)
    colored: tuple[str, ...] = ()
    colored_less: tuple[str, ...] = ()
    # "cost an additional 3 life to cast" (601.2f, 119.4): life paid with the spell's other costs
    life: int = 0

    @model_validator(mode="after")
    def _colored(self):
        for name in ("colored", "colored_less"):
            bad = [c for c in getattr(self, name) if c not in ("W", "U", "B", "R", "G", "C")]
            if bad:
                raise ValueError(f"CostModifier.{name}: {bad} are no colored or colorless mana symbols")
        if self.colored and self.amount < 0 or self.colored_less and self.amount > 0:
            raise ValueError("CostModifier.colored: a change both increases and reduces the cost")
        return self


class ActivationCostModifier(Node):
    """Rules 602.2b, 601.2f: "Activated abilities of artifacts you control cost {1} less to
    activate." — while the source is on the battlefield, the activated abilities of the permanents
    matching ``of`` cost ``amount`` (< 0) less generic mana, ``times`` times ("{X} less …, where X is
    ~'s power"); ``floor`` 1: "This effect can't reduce the mana in that cost to less than one
    mana." (0: the generic part never goes below zero)."""
    kind: Literal["ActivationCostModifier"] = "ActivationCostModifier"
    of: Filter
    amount: int
    times: Quantity | None = None
    floor: int = 0

    @model_validator(mode="after")
    def _reduction(self):
        if self.amount >= 0:
            raise ValueError(f"ActivationCostModifier.amount: {self.amount} is no reduction (it must be < 0)")
        if self.floor not in (0, 1):
            raise ValueError(f"ActivationCostModifier.floor: {self.floor} (a reduction stops at 0 or 1 mana)")
        if self.of.zone not in ("battlefield",):
            raise ValueError(f"ActivationCostModifier.of: abilities of objects in {self.of.zone!r}, not on the battlefield")
        return self


class ZoneReplacement(Node):
    """Rule 614.1a: "If ~ would be put into a graveyard from anywhere, shuffle it into its owner's
    library instead." — ``affected`` ("self" or a Filter) moving from ``from_zone`` (None:
    anywhere) to ``to_zone`` goes to ``instead`` (exile, shuffle_into_library, library,
    library_bottom, hand); ``to_zone`` None: anywhere else ("exile ~ instead of putting it
    anywhere else"); ``resolving``: only as the spell resolves (608.2n)."""
    kind: Literal["ZoneReplacement"] = "ZoneReplacement"
    affected: Affected
    from_zone: str | None = None
    to_zone: str | None = None
    instead: str
    resolving: bool = False
    discard: bool = False       # only as it is discarded (madness 702.35a)


class DamageInstead(Node):
    """Rules 614.1a, 614.5: "If a source you control would deal damage to a permanent or player, it
    deals double that damage to that permanent or player instead." — damage ``source`` ("self" or
    a Filter) would deal to one of ``to`` (empty: to anything; "player", "opponent", "you",
    "self" or a Filter of permanents) is dealt times ``factor`` plus ``plus`` instead (``plus``
    below 0: "that much damage minus 1")."""
    kind: Literal["DamageInstead"] = "DamageInstead"
    source: Union[str, Filter]
    to: tuple[Union[str, Filter], ...] = ()
    factor: int = 1
    plus: int = 0

    @model_validator(mode="after")
    def _changes_damage(self):
        if isinstance(self.source, str) and self.source != "self":
            raise ValueError(f"DamageInstead.source: 'self' or a Filter, got {self.source!r}")
        if self.factor not in (1, 2, 3):
            raise ValueError(f"DamageInstead.factor: 1, 2 or 3, got {self.factor!r}")
        if self.factor == 1 and self.plus == 0:
            raise ValueError("DamageInstead.factor/plus: the replacement changes no amount")
        bad = [t for t in self.to if isinstance(t, str) and t not in ("player", "opponent", "you", "self")]
        if bad:
            raise ValueError(f"DamageInstead.to: recipients are 'player', 'opponent', 'you', 'self' or Filters, got {bad!r}")
        return self


class DamageRedirect(Node):
    """Rule 614.9, a redirection effect: "All damage that would be dealt to you is dealt to
    enchanted creature instead." — damage that would be dealt to one of ``to`` ("you" or a Filter of
    permanents: "you and other permanents you control") by a source matching ``source`` (None: any;
    "… by artifacts") is dealt to ``instead`` ("self", "enchanted" or "equipped": the object the
    static's permanent is or is attached to) instead; ``combat``: only combat damage (True)."""
    kind: Literal["DamageRedirect"] = "DamageRedirect"
    to: tuple[Union[str, Filter], ...]
    instead: str
    source: Filter | None = None
    combat: bool | None = None

    @model_validator(mode="after")
    def _redirects(self):
        if self.instead not in ("self", "enchanted", "equipped"):
            raise ValueError(f"DamageRedirect.instead: 'self', 'enchanted' or 'equipped', got {self.instead!r}")
        if not self.to or any(isinstance(t, str) and t != "you" for t in self.to):
            raise ValueError(f"DamageRedirect.to: 'you' or Filters of permanents, got {self.to!r}")
        return self


class CountersInstead(Node):
    """Rules 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you control,
    that many plus one +1/+1 counters are put on it instead." — counters of kind ``counter`` (None:
    of any kind) put on ``on`` ("self" or a Filter) are that many times ``factor`` plus ``plus``
    instead; ``effect_only``: "If an effect would put …" (not counters put to pay a cost)."""
    kind: Literal["CountersInstead"] = "CountersInstead"
    on: Union[str, Filter]
    counter: str | None = None
    factor: int = 1
    plus: int = 0
    effect_only: bool = False

    @model_validator(mode="after")
    def _changes_count(self):
        if isinstance(self.on, str) and self.on != "self":
            raise ValueError(f"CountersInstead.on: 'self' or a Filter, got {self.on!r}")
        if self.factor not in (1, 2, 3) or (self.factor == 1 and self.plus == 0):
            raise ValueError(f"CountersInstead.factor/plus: no change of the count ({self.factor}, {self.plus})")
        return self


class TokensInstead(Node):
    """Rules 614.1a, 111.1: "If one or more tokens would be created under your control, twice that
    many of those tokens are created instead." — tokens matching ``filter`` (None: any) created
    under ``controller``'s control (None: anyone's) are made ``factor`` times as many."""
    kind: Literal["TokensInstead"] = "TokensInstead"
    controller: str | None = None
    filter: Filter | None = None
    factor: int

    @model_validator(mode="after")
    def _multiplies(self):
        if self.factor not in (2, 3):
            raise ValueError(f"TokensInstead.factor: 2 or 3, got {self.factor!r}")
        if self.controller not in (None, "you"):
            raise ValueError(f"TokensInstead.controller: None or 'you', got {self.controller!r}")
        return self


class LifeGainInstead(Node):
    """Rules 614.1a, 119.3: "If you would gain life, you gain that much life plus 1 instead.",
    "… you gain twice that much life instead.", "If a player would gain life, that player gains
    no life instead.", "If an opponent would gain life, that player loses that much life
    instead." — life ``who`` would gain (relative to the source's controller: "you", "opponent",
    "any") is that much times ``factor`` plus ``plus`` instead (``factor`` 0: none); ``lose``:
    the player loses that much life instead of gaining it."""
    kind: Literal["LifeGainInstead"] = "LifeGainInstead"
    who: str
    factor: int = 1
    plus: int = 0
    lose: bool = False

    @model_validator(mode="after")
    def _changes_gain(self):
        if self.who not in ("you", "opponent", "any"):
            raise ValueError(f"LifeGainInstead.who: 'you', 'opponent' or 'any', got {self.who!r}")
        if self.factor not in (0, 1, 2) or (self.factor == 1 and self.plus == 0 and not self.lose):
            raise ValueError(f"LifeGainInstead: no change of the life gained ({self.factor}, {self.plus})")
        if self.lose and (self.factor, self.plus) != (1, 0):
            raise ValueError("LifeGainInstead.lose: that much life lost, not a changed amount")
        return self


class CastRestriction(Node):
    """Rule 307.5: "Cast ~ only during combat." — this spell can be cast only while ``condition``
    holds."""
    kind: Literal["CastRestriction"] = "CastRestriction"
    condition: Condition


class AdditionalCost(Node):
    """Rules 601.2f, 118.8: "As an additional cost to cast this spell, sacrifice a creature." """
    kind: Literal["AdditionalCost"] = "AdditionalCost"
    cost: Cost
    per_extra_mode: bool = False    # once for each mode chosen beyond the first (escalate 702.120a)


class Prototype(Node):
    """Rule 718.3b: a prototyped spell, and the permanent it becomes, have this ``power`` and
    ``toughness`` (and the colors of the prototype's mana cost, the permission's cost)."""
    kind: Literal["Prototype"] = "Prototype"
    power: int
    toughness: int


class CastPermission(Node):
    """Rules 601.2b, 601.3, 118.9: a way to cast this card: from ``zone``, paying ``cost`` rather
    than its mana cost (None: the mana cost) and ``additional`` on top, while ``condition`` holds,
    if the resulting spell is one of ``spell_types``.  ``label`` names it for the abilities linked
    to it (607: "if its evoke cost was paid"): the keyword whose rule says it, or ""."""
    kind: Literal["CastPermission"] = "CastPermission"
    label: str = ""
    zone: str = "hand"
    cost: Cost | None = None
    additional: Cost | None = None
    condition: Condition | None = None
    spell_types: tuple[str, ...] = ()
    face_down: FaceDown | None = None        # cast face down (morph 702.37a, disguise 702.168a)
    prototype: Prototype | None = None       # cast prototyped (702.160a, 718.3)
    transformed: bool = False                # cast with its back face up (disturb 702.146a, 712.11a)
    bestow: bool = False                     # cast bestowed: an Aura spell with enchant creature (702.103a-b)


class DrawInstead(Node):
    """Dredge 702.52a (614.11): while this card is in its owner's graveyard and they have at least
    ``mill`` cards in their library, they may instead of drawing a card mill that many and return
    this card to their hand."""
    kind: Literal["DrawInstead"] = "DrawInstead"
    mill: int


class DrawReplacement(Node):
    """Rules 614.11, 121.6: while the source is on the battlefield, each card its controller would
    draw is ``draws`` cards instead — except the first one drawn in each of their draw steps (the
    draw step's turn-based draw, 504.1) with ``except_first_in_draw_step``."""
    kind: Literal["DrawReplacement"] = "DrawReplacement"
    draws: int
    except_first_in_draw_step: bool = False

    @model_validator(mode="after")
    def _draws(self):
        if self.draws < 2:
            raise ValueError(f"DrawReplacement.draws: {self.draws} (a draw replaced by more draws)")
        return self


class BeginOnBattlefield(Node):
    """Rules 103.6, 103.6a: "If this card is in your opening hand, you may begin the game with it
    on the battlefield." — an action its owner may take with it from their opening hand."""
    kind: Literal["BeginOnBattlefield"] = "BeginOnBattlefield"


class RevealAsDrawn(Node):
    """Miracle 702.94a (603.11): "You may reveal this card from your hand as you draw it if it's the
    first card you've drawn this turn." — as its owner draws it, the engine offers the reveal; its
    linked ability "When you reveal this card this way" triggers on it."""
    kind: Literal["RevealAsDrawn"] = "RevealAsDrawn"


class PayInstead(Node):
    """Rule 601.2h (convoke 702.51a, delve 702.66a, improvise 702.126a): for each ``mana``
    ("generic" or "colored") mana of the spell's total cost, the caster may pay ``cost`` instead
    (one creature tapped, one card exiled); ``same_color``: an object of that mana's color."""
    kind: Literal["PayInstead"] = "PayInstead"
    mana: str
    cost: Cost
    same_color: bool = False


class OptionalCost(Node):
    """Rules 118.8, 601.2b: an additional cost the caster may pay (kicker 702.33a), any number
    of times if ``repeatable`` (multikicker 702.33c)."""
    kind: Literal["OptionalCost"] = "OptionalCost"
    label: str
    cost: Cost
    repeatable: bool = False
    all_modes: bool = False     # paid, every mode is chosen (entwine 702.42a)
    choose: str | None = None   # "opponent": the cost is choosing an opponent (gift 702.174a)
    # one of two costs of a keyword ("Kicker {B} and/or {R}", 702.33b): the keyword, whose
    # "if it was kicked" and "for each time it was kicked" count each cost paid (702.33d)
    group: str = ""


class PlayFrom(Node):
    """Rules 601.3, 305.1: "You may play lands and cast creature spells from the top of your
    library." — while the source is on the battlefield, its controller may play the land cards
    matching ``lands`` and cast the spells matching ``spells`` from ``zone`` ("graveyard", or
    "library_top": the top card of their library), following the usual timing and paying the
    usual costs; ``once_each_turn``: "Once during each of your turns, …" (one card a turn by this
    source, during that player's turns only).  ``free``: "… without paying their mana costs" — an
    alternative cost of nothing (118.9, 601.2b); zone "hand": "You may cast spells from your hand
    without paying their mana costs." (a permission that is only that alternative cost)."""
    kind: Literal["PlayFrom"] = "PlayFrom"
    zone: Literal["graveyard", "library_top", "hand"]
    lands: Filter | None = None
    spells: Filter | None = None
    once_each_turn: bool = False
    free: bool = False

    @model_validator(mode="after")
    def _what(self):
        if self.lands is None and self.spells is None:
            raise ValueError("PlayFrom.lands/spells: a permission to play nothing")
        if self.lands is not None and "land" not in self.lands.types:
            raise ValueError(f"PlayFrom.lands: land cards, got types {self.lands.types!r}")
        if self.zone == "hand" and (not self.free or self.lands is not None):
            raise ValueError("PlayFrom.zone 'hand': only spells cast without paying their mana costs "
                             "(every card in the hand may be cast for its costs)")
        if self.free and self.lands is not None:
            raise ValueError("PlayFrom.free: lands are played, not cast for a cost (305.1)")
        return self


class SpellsOptionalCost(Node):
    """Rules 118.8, 601.2b, 601.2f: "As an additional cost to cast black permanent spells, you may
    pay 2 life. Those spells cost {B} less to cast if you paid life this way. This effect reduces
    only the amount of black mana you pay." — while the source is on the battlefield, its
    controller may announce and pay ``cost`` as an additional cost of each spell matching
    ``spells`` they cast; a spell it was paid for costs the mana symbols ``colored_less`` less,
    taken off that color's part of its cost only (never off the generic part, as 118.7c would)."""
    kind: Literal["SpellsOptionalCost"] = "SpellsOptionalCost"
    spells: Filter
    cost: Cost
    colored_less: tuple[str, ...]

    @model_validator(mode="after")
    def _reduction(self):
        if not self.colored_less or any(c not in ("W", "U", "B", "R", "G") for c in self.colored_less):
            raise ValueError(f"SpellsOptionalCost.colored_less: colored mana symbols it takes off, got "
                             f"{self.colored_less!r}")
        if self.cost.mana:
            raise ValueError(f"SpellsOptionalCost.cost: an optional cost of mana ({self.cost.mana!r}) is not "
                             f"this shape (life or another resource)")
        return self


Continuous = Annotated[Union[PTModify, PTSet, GrantKeywords, GrantAbility, RemoveKeywords, RemoveAllAbilities, AddTypes, ControlledBy, Restriction,
                             PreventDamageStatic, EntersTapped, PermanentsEnter, DrawReplacement, EntersWithCounters, FaceUpCounters, EntersAsCopy, EntersChoice, PlayerRule, CostModifier,
                             ActivationCostModifier, AdditionalCost, CastRestriction, ZoneReplacement, DamageInstead, DamageRedirect, CountersInstead, TokensInstead, LifeGainInstead, CastPermission, OptionalCost, PayInstead,
                             SpellsOptionalCost, PlayFrom, DrawInstead, CrewPower, BeginOnBattlefield, RevealAsDrawn],
                       Field(discriminator="kind")]


# ---- one-shot effects: each becomes a call of the runtime verb of the same name --------------
class Effect(Node):
    """Base of effect nodes.  ``verb`` is the runtime API function it calls."""


class Damage(Effect):
    kind: Literal["Damage"] = "Damage"
    amount: Quantity
    to: Operand
    source: str = "self"


class DamageDivided(Effect):
    """Damage divided among the targets of slot ``target`` as announced (601.2d), or ``evenly``
    ("divided evenly, rounded down": each is dealt the amount // the number of targets)."""
    kind: Literal["DamageDivided"] = "DamageDivided"
    amount: Quantity
    target: int = 0
    evenly: bool = False


class CountersDivided(Effect):
    """``amount`` counters of kind ``counter`` distributed among the targets of slot ``target`` as
    announced (601.2d: each target gets at least one), or as evenly as possible when no division
    was announced."""
    kind: Literal["CountersDivided"] = "CountersDivided"
    amount: Quantity
    counter: str
    target: int = 0


class Destroy(Effect):
    kind: Literal["Destroy"] = "Destroy"
    what: Operand
    can_regenerate: bool = True


class Exile(Effect):
    kind: Literal["Exile"] = "Exile"
    what: Operand


class Sacrifice(Effect):
    kind: Literal["Sacrifice"] = "Sacrifice"
    what: Operand


class SacrificeChoice(Effect):
    kind: Literal["SacrificeChoice"] = "SacrificeChoice"
    who: Operand
    filter: Filter
    amount: Quantity


class ReturnToHand(Effect):
    kind: Literal["ReturnToHand"] = "ReturnToHand"
    what: Operand


class PutFromAmong(Effect):
    """"put a land card from among the cards milled this way into your hand": ``who`` chooses up
    to ``count`` of the objects the effect before acted on that match ``filter`` and puts them
    into their owner's hand; ``did()`` tells whether one was put ("If you don't, …")."""
    kind: Literal["PutFromAmong"] = "PutFromAmong"
    who: Operand
    filter: Filter
    count: int = 1


class PutOnLibrary(Effect):
    """"Put that card on top of its owner's library"; ``any_order``: "Put them on top of that
    player's library in any order." (the ability's controller orders them, 401.4)."""
    kind: Literal["PutOnLibrary"] = "PutOnLibrary"
    what: Operand
    position: str = "top"
    any_order: bool = False


class PutOntoBattlefield(Effect):
    kind: Literal["PutOntoBattlefield"] = "PutOntoBattlefield"
    what: Operand
    controller: str | None = None      # a player reference, or "owner": each object's owner (110.2a)
    tapped: bool = False
    counters: tuple[str, int] | None = None     # "with a +1/+1 counter on it" (122.6)
    # "return it to the battlefield transformed": back face up (712.14a; a card that isn't a
    # transforming double-faced card stays where it is)
    transformed: bool = False
    # "put … onto the battlefield tapped and attacking" (508.4: never declared as an attacker)
    attacking: bool = False
    # "Put this card onto the battlefield from your hand" (ninjutsu 702.49a): only from that zone
    from_zone: Literal["hand"] | None = None

    @model_validator(mode="after")
    def _attacking_tapped(self):
        if self.attacking and not self.tapped:
            raise ValueError("PutOntoBattlefield.attacking: a permanent put onto the battlefield attacking "
                             "here is tapped (508.4)")
        return self


class Draw(Effect):
    kind: Literal["Draw"] = "Draw"
    who: Operand
    amount: Quantity


class Discard(Effect):
    """``amount`` cards of each player's choice (or at random); ``hand``: their whole hand."""
    kind: Literal["Discard"] = "Discard"
    who: Operand
    amount: Quantity | None = None
    random: bool = False
    hand: bool = False


class DiscardCards(Effect):
    """"Discard a creature card", "discard any number of creature cards": the chosen cards."""
    kind: Literal["DiscardCards"] = "DiscardCards"
    what: Operand


class Mill(Effect):
    kind: Literal["Mill"] = "Mill"
    who: Operand
    amount: Quantity


class GainLife(Effect):
    kind: Literal["GainLife"] = "GainLife"
    who: Operand
    amount: Quantity


class LoseLife(Effect):
    kind: Literal["LoseLife"] = "LoseLife"
    who: Operand
    amount: Quantity


class LoseGame(Effect):
    """"Target player loses the game", "If you don't, you lose the game" (104.3e): each player
    ``who`` names loses, unless a rule says they can't ("You can't lose the game")."""
    kind: Literal["LoseGame"] = "LoseGame"
    who: Operand


class WinGame(Effect):
    """"At the beginning of your upkeep, if you have 40 or more life, you win the game." (104.2b):
    the player ``who`` names wins — every other player loses — unless a rule says they can't
    ("Your opponents can't win the game", 104.3)."""
    kind: Literal["WinGame"] = "WinGame"
    who: Operand


class MoveCounters(Effect):
    """"move a +1/+1 counter from ~ onto that creature" (graft 702.58a, rule 122.5)."""
    kind: Literal["MoveCounters"] = "MoveCounters"
    source: Operand
    to: Operand
    counter: str
    amount: Quantity


class PutCountersOf(Effect):
    """Rule 122.8: "When this creature dies, put its counters on target creature you control." —
    the same number of each kind of counter ``source`` had as it last existed on the battlefield
    put on ``to`` (``source`` left the battlefield: the counters are not moved)."""
    kind: Literal["PutCountersOf"] = "PutCountersOf"
    source: Operand
    to: Operand

    @model_validator(mode="after")
    def _two_objects(self):
        if self.source == self.to:
            raise ValueError(f"PutCountersOf.to: the counters of {self.source!r} put on itself")
        return self


class ExileTop(Effect):
    """"that player exiles the top card of their library" (ingest, 702.115a)."""
    kind: Literal["ExileTop"] = "ExileTop"
    who: Operand
    amount: Quantity


class Manifest(Effect):
    """Manifest 701.34a / cloak 701.56a: ``who`` puts the top ``amount`` cards of their library
    onto the battlefield face down with the characteristics ``face_down`` (708.2a)."""
    kind: Literal["Manifest"] = "Manifest"
    who: Operand
    amount: Quantity
    face_down: FaceDown
    cloak: bool = False
    dread: bool = False     # manifest dread 701.62a: ``amount`` times, one of the top two each time


class Learn(Effect):
    """Learn 701.45a: ``who`` may discard a card to draw a card, or else put a Lesson card they
    own from outside the game into their hand."""
    kind: Literal["Learn"] = "Learn"
    who: Operand = "you"


class Designate(Effect):
    """"it becomes renowned" (renown, 702.112a-b): ``what`` gets the designation."""
    kind: Literal["Designate"] = "Designate"
    what: Operand
    designation: str


class BecomeMonarch(Effect):
    """Rule 724.1: ``who`` becomes the monarch (one monarch at a time, 724.3); the monarch's
    inherent triggered abilities (724.2) are the engine's."""
    kind: Literal["BecomeMonarch"] = "BecomeMonarch"
    who: Operand


class RingTempts(Effect):
    """"The Ring tempts you." (701.52a): ``who`` gets the emblem named The Ring if they have none
    (701.52c) and chooses a creature they control as their Ring-bearer; the Ring's abilities
    (701.52c) are the engine's."""
    kind: Literal["RingTempts"] = "RingTempts"
    who: Operand


class RemoveCounters(Effect):
    """"Remove a time counter from it" (rule 122): ``did`` afterwards tells whether one was.
    ``zone``: where the object is (a suspended card in exile, 702.62a)."""
    kind: Literal["RemoveCounters"] = "RemoveCounters"
    what: Operand
    counter: str
    amount: Quantity
    zone: str = "battlefield"


class BecomeLevel(Effect):
    """A Class's level bar (716.2a): "This Class's level becomes N"."""
    kind: Literal["BecomeLevel"] = "BecomeLevel"
    level: int


class AddCounters(Effect):
    """``zone``: where the object is — a permanent, or a card "exiled with N time counters on it"
    (suspend 702.62a)."""
    kind: Literal["AddCounters"] = "AddCounters"
    what: Operand
    counter: str
    amount: Quantity
    zone: str = "battlefield"


class ModifyPT(Effect):
    kind: Literal["ModifyPT"] = "ModifyPT"
    what: Operand
    power: Quantity
    toughness: Quantity
    duration: str = "end_of_turn"


class GrantKeywordsUntil(Effect):
    kind: Literal["GrantKeywordsUntil"] = "GrantKeywordsUntil"
    what: Operand
    keywords: tuple[str, ...]
    duration: str | None = "end_of_turn"    # None: with no end (611.2a: "becomes … with flying")


class RemoveKeywordsUntil(Effect):
    """Rule 613.1f (layer 6): "Target creature loses flying until end of turn." — the objects
    lose those keywords for the duration (keywords the engine implements natively)."""
    kind: Literal["RemoveKeywordsUntil"] = "RemoveKeywordsUntil"
    what: Operand
    keywords: tuple[str, ...]
    duration: str | None = "end_of_turn"    # None: with no end (611.2a: "When ~ blocks, it loses defender.")


class GrantKeywordChoiceUntil(Effect):
    """"gains your choice of flying, vigilance, or lifelink until end of turn": the controller
    chooses one of ``keywords`` as the effect happens (608.2d); it is granted (611.2a, layer 6)."""
    kind: Literal["GrantKeywordChoiceUntil"] = "GrantKeywordChoiceUntil"
    what: Operand
    keywords: tuple[str, ...]
    duration: str | None = "end_of_turn"

    @model_validator(mode="after")
    def _two_or_more(self):
        if len(self.keywords) < 2:
            raise ValueError(f"GrantKeywordChoiceUntil.keywords: a choice needs two or more keywords, got {self.keywords!r}")
        return self


class GrantAbilityUntil(Effect):
    """"Target creature gains "{T}: …" until end of turn" (rules 611.2a, 613.1f: layer 6)."""
    kind: Literal["GrantAbilityUntil"] = "GrantAbilityUntil"
    what: Operand
    ability: "AnyAbility"
    duration: str | None = "end_of_turn"


class GetEmblem(Effect):
    """"You get an emblem with "…"" (rules 114.1-114.4): ``who`` puts into the command zone an
    emblem, owned and controlled by them, whose only characteristics are ``abilities``; they
    function there."""
    kind: Literal["GetEmblem"] = "GetEmblem"
    who: Operand = "you"
    abilities: list["AnyAbility"] = Field(min_length=1)     # 114.1: one or more abilities


class LoseAllAbilities(Effect):
    """Layer 6 (613.1f), from a resolving effect: "Target creature loses all abilities until end
    of turn." """
    kind: Literal["LoseAllAbilities"] = "LoseAllAbilities"
    what: Operand
    duration: str | None = "end_of_turn"


class Restrict(Effect):
    kind: Literal["Restrict"] = "Restrict"
    what: Operand
    restriction: str
    duration: str = "end_of_turn"
    # "cant_be_blocked_except_by": the creatures that can still block it (509.1b);
    # "cant_cast_spells": only the spells described ("can't cast noncreature spells", 101.2)
    by: Filter | None = None
    # "attacks_player": the player it attacks if able (508.1d: "… that attacks that opponent this
    # turn if able", encore 702.141a)
    player: Operand | None = None

    @model_validator(mode="after")
    def _by(self):
        if self.restriction == "cant_be_blocked_except_by" and self.by is None or \
                self.by is not None and self.restriction not in ("cant_be_blocked_except_by", "cant_cast_spells"):
            raise ValueError(f"Restrict.by: {self.by!r} with restriction {self.restriction!r} (a filter of "
                             "blockers goes with 'cant_be_blocked_except_by' (509.1b), of spells with "
                             "'cant_cast_spells' (101.2), only)")
        if (self.player is not None) != (self.restriction == "attacks_player"):
            raise ValueError(f"Restrict.player: {self.player!r} with restriction {self.restriction!r} (the "
                             "player attacked goes with 'attacks_player' only, 508.1d)")
        return self


class CreateTokens(Effect):
    """Rule 111.2: ``amount`` tokens ``token`` for ``who``; ``attached_to``: an Aura token (a Role,
    111.10j-r) enters attached to that object, and isn't created if it can't enchant it (303.4i);
    ``attacking``: they enter tapped and attacking (508.4)."""
    kind: Literal["CreateTokens"] = "CreateTokens"
    who: Operand
    amount: Quantity
    token: TokenDef
    tapped: bool = False
    attached_to: Operand | None = None
    attacking: bool = False

    @model_validator(mode="after")
    def _attacking_tapped(self):
        if self.attacking and not self.tapped:
            raise ValueError("CreateTokens.attacking: tokens put onto the battlefield attacking here are tapped")
        return self


class CreateTokenCopy(Effect, CopyExceptions):
    """Rules 111.9, 707.2: "create a token that's a copy of target creature" — tokens with the
    copiable values of ``what``, with the exceptions of 707.9b (:class:`CopyExceptions`), granted
    ``abilities`` ("except it has '…'") and ``no_mana_cost`` ("it has no mana cost", embalm
    702.128a)."""
    kind: Literal["CreateTokenCopy"] = "CreateTokenCopy"
    who: Operand
    what: Operand
    amount: Quantity
    tapped: bool = False
    abilities: tuple["AnyAbility", ...] = ()
    no_mana_cost: bool = False


class BecomeCopy(Effect, CopyExceptions):
    """Rules 707.2, 613.2a: "~ becomes a copy of target creature until end of turn" — a copy effect
    (layer 1) on the permanents ``what``: their copiable values become those of ``of`` (as it is
    now, or as it last existed if it left its zone: 608.2h), with the exceptions of 707.9b
    (:class:`CopyExceptions`) and ``this_ability`` ("…, except it has this ability": the ability
    making the copy); ``duration`` None: for as long as each stays on the battlefield (611.2a,
    400.7)."""
    kind: Literal["BecomeCopy"] = "BecomeCopy"
    what: Operand
    of: Operand
    duration: str | None = None
    this_ability: bool = False


class ReplaceZoneChange(Effect):
    """Rule 614.1a, created by a resolving spell or ability: "If that creature would die this
    turn, exile it instead." (``this_turn``), "If it would leave the battlefield, exile it instead
    of putting it anywhere else." (unearth 702.84a: while it is that permanent, 400.7);
    ``to_zone`` None: anywhere else."""
    kind: Literal["ReplaceZoneChange"] = "ReplaceZoneChange"
    what: Operand
    from_zone: str | None = None
    to_zone: str | None = None
    instead: str
    this_turn: bool = True
    # "If a creature dealt damage this way would die this turn": only those of the objects that
    # have one of these card types (a planeswalker dealt damage is not one)
    types: tuple[str, ...] = ()


class GetPlayerCounters(Effect):
    """Rule 122.1: the player gets that many counters of a kind players have — energy ("you get
    {E}{E}", 107.14, 122.1e) or poison ("that player gets two poison counters", 122.1f, 704.5c)."""
    kind: Literal["GetPlayerCounters"] = "GetPlayerCounters"
    who: Operand
    amount: Quantity
    counter: Literal["energy", "poison"] = "energy"


class RollDie(Effect):
    """Rule 706.1: "Roll a d20." — the result (706.2: no modifiers here) is what the results
    table's rows read (``Condition`` "die_result", 706.3a)."""
    kind: Literal["RollDie"] = "RollDie"
    sides: int
    who: Operand = "you"

    @model_validator(mode="after")
    def _die(self):
        if self.sides not in (4, 6, 8, 10, 12, 20):
            raise ValueError(f"RollDie.sides: no d{self.sides} (706.1)")
        return self


class FlipCoin(Effect):
    """Rule 705.2: "Flip a coin." — the player calls heads or tails and wins the flip if the call
    matches; what follows reads the result (``Condition`` "coin_flip")."""
    kind: Literal["FlipCoin"] = "FlipCoin"
    who: Operand = "you"


class CounterSpell(Effect):
    """701.5a: ``what`` leaves the stack; a countered spell goes to its owner's graveyard, or
    where ``to`` says ("If that spell is countered this way, exile it instead …": a replacement
    of that zone change, 614.1a) — "exile", "top" / "bottom" of its owner's library, "hand"."""
    kind: Literal["CounterSpell"] = "CounterSpell"
    what: Operand
    to: Literal["graveyard", "exile", "top", "bottom", "hand"] = "graveyard"


class Tap(Effect):
    kind: Literal["Tap"] = "Tap"
    what: Operand


class Transform(Effect):
    """Rule 701.28a: turn a transforming double-faced permanent over to its other face."""
    kind: Literal["Transform"] = "Transform"
    what: Operand


class TapOrUntap(Effect):
    """"tap or untap target creature": the controller chooses which as it resolves."""
    kind: Literal["TapOrUntap"] = "TapOrUntap"
    what: Operand


class Untap(Effect):
    kind: Literal["Untap"] = "Untap"
    what: Operand


class Regenerate(Effect):
    kind: Literal["Regenerate"] = "Regenerate"
    what: Operand


class SearchLibrary(Effect):
    """Rule 701.19: ``who`` searches ``zones`` for ``amount`` cards matching ``filter``; with
    two zones ("your library and/or graveyard") the player chooses which to search (either or
    both, 608.2d), and ``shuffle`` shuffles the library only if it was searched (701.20a)."""
    kind: Literal["SearchLibrary"] = "SearchLibrary"
    who: Operand
    filter: Filter
    amount: Quantity
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    zones: tuple[str, ...] = ("library",)
    # "…, reveal those cards, put one onto the battlefield tapped and the other into your hand"
    # (701.23): ``split`` of the cards found (the searcher chooses which) go to ``split_to``
    # (``split_tapped``), the others to ``to``
    split: int = 0
    split_to: str = "hand"
    split_tapped: bool = False
    # "Search target opponent's library for …" (701.19a): the library searched is that player's,
    # not the searcher's; its cards found go onto the battlefield under the searcher's control,
    # into exile or into their owner's graveyard, and the library's owner shuffles it (701.20a)
    library: Operand | None = None
    # "for a card named ‹A› and/or a card named ‹B›" (701.19a-b): up to one card of each of the
    # filter's ``any_of`` descriptions
    each_of: bool = False

    @model_validator(mode="after")
    def _each_of(self):
        if self.each_of and (len(self.filter.any_of) < 2 or self.amount != Fixed(value=len(self.filter.any_of))
                             or self.split):
            raise ValueError("SearchLibrary.each_of: one card of each of two or more described kinds")
        return self

    @model_validator(mode="after")
    def _split(self):
        if self.split < 0:
            raise ValueError(f"SearchLibrary.split: {self.split} is not a number of cards")
        if self.split and (self.split_to not in ("hand", "battlefield", "graveyard") or self.split_to == self.to
                           or self.to not in ("hand", "battlefield", "graveyard")):
            raise ValueError(f"SearchLibrary.split_to: the found cards divided between {self.split_to!r} and "
                             f"{self.to!r}, not two of the hand, the battlefield and the graveyard")
        if self.split_tapped and (not self.split or self.split_to != "battlefield"):
            raise ValueError("SearchLibrary.split_tapped: only cards put onto the battlefield enter tapped")
        return self

    @model_validator(mode="after")
    def _zones(self):
        z = self.zones
        if "library" not in z or not set(z) <= {"library", "graveyard"} or len(set(z)) != len(z):
            raise ValueError(f"SearchLibrary.zones: {z!r} is not the library, or the library and/or the graveyard")
        if self.to == "top" and len(z) > 1:
            raise ValueError("SearchLibrary.to: a card found in a graveyard is not put on top of the library")
        return self


class Shuffle(Effect):
    kind: Literal["Shuffle"] = "Shuffle"
    who: Operand


class ShuffleInto(Effect):
    """"Shuffle ~ into its owner's library" (rule 701.20c)."""
    kind: Literal["ShuffleInto"] = "ShuffleInto"
    what: Operand


class ShuffleZones(Effect):
    """"Each player shuffles their hand and graveyard into their library" (701.20a, 400.3): all
    the cards of those zones of each player ``who`` names into that player's library, shuffled."""
    kind: Literal["ShuffleZones"] = "ShuffleZones"
    who: Operand
    zones: tuple[Literal["hand", "graveyard"], ...]

    @model_validator(mode="after")
    def _zones(self):
        if not self.zones or len(set(self.zones)) != len(self.zones):
            raise ValueError(f"ShuffleZones.zones: one or both of hand and graveyard, got {self.zones!r}")
        return self


class RevealUntil(Effect):
    """Rule 701.16a: ``who`` reveals cards from the top of their library until ``count`` cards
    matching ``filter`` are revealed (or the library runs out); those go ``to`` the hand, the
    battlefield (``tapped``) or the graveyard, the others ``rest``: the bottom in a random order
    (``bottom_random``), the graveyard, or shuffled into the library (``shuffle``)."""
    kind: Literal["RevealUntil"] = "RevealUntil"
    who: Operand
    filter: Filter
    count: int = 1
    to: Literal["hand", "battlefield", "graveyard"]
    tapped: bool = False
    rest: Literal["bottom_random", "bottom_any", "graveyard", "shuffle"]


class ReorderTop(Effect):
    kind: Literal["ReorderTop"] = "ReorderTop"
    who: Operand
    amount: Quantity


class GainControl(Effect):
    kind: Literal["GainControl"] = "GainControl"
    what: Operand
    duration: str | None = None


class PreventDamage(Effect):
    kind: Literal["PreventDamage"] = "PreventDamage"
    to: Operand | None = None
    combat_only: bool = False
    duration: str = "end_of_turn"
    amount: Quantity | None = None      # "the next 3 damage" (615.7); None: all
    # "The next time a red source of your choice would deal damage …" (609.7a, 615.8): the
    # controller chooses a source with these properties as the shield is created; it prevents
    # the next instance of damage from it, rechecking the properties then (615.9)
    from_chosen: Filter | None = None
    # "… that would be dealt by target creature this turn", "… by creatures with flying": only
    # damage these sources deal (615.1a); objects named are fixed as it resolves, a group
    # (All) is matched as the damage would be dealt
    by: Operand | None = None

    @model_validator(mode="after")
    def _one_source(self):
        if self.by is not None and (self.from_chosen is not None or self.amount is not None):
            raise ValueError("PreventDamage.by: the sources of all damage prevented, not with "
                             "from_chosen or amount (615.7, 615.8)")
        return self


class AddMana(Effect):
    kind: Literal["AddMana"] = "AddMana"
    who: Operand
    mana: str
    options: tuple[str, ...] = Field(default=(), exclude=False)
    per: Quantity | None = None


class EndTurn(Effect):
    """Rule 721.1: "End the turn." — the triggered abilities waiting cease to exist, every object
    on the stack is exiled, state-based actions are checked and the game skips to the cleanup
    step."""
    kind: Literal["EndTurn"] = "EndTurn"


class ExtraTurn(Effect):
    kind: Literal["ExtraTurn"] = "ExtraTurn"
    who: Operand


class Attach(Effect):
    kind: Literal["Attach"] = "Attach"
    what: Operand
    to: Operand


class Unattach(Effect):
    """Rule 701.3d: "Unattach ~." — the Aura, Equipment or Fortification stays on the battlefield,
    attached to nothing."""
    kind: Literal["Unattach"] = "Unattach"
    what: Operand


class Scry(Effect):
    kind: Literal["Scry"] = "Scry"
    who: Operand
    amount: Quantity


class AddTypesUntil(Effect):
    kind: Literal["AddTypesUntil"] = "AddTypesUntil"
    what: Operand
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    # "becomes an X/X Treefolk creature …, where X is …": the size as the effect begins (608.2h)
    power: Union[int, Quantity, None] = None
    toughness: Union[int, Quantity, None] = None
    duration: str | None = None
    replace_colors: bool = False       # "becomes red": its colors are only these (105.3)
    # "becomes a Human Faerie Detective": these creature types replace its others (205.1a)
    replace_creature_types: bool = False
    # "It's an enchantment." (of a permanent put onto the battlefield): these card types replace
    # its others, and the subtypes of the card types it no longer has go with them (205.1a)
    replace_types: bool = False
    # "becomes an Island until end of turn" (305.7): see AddTypes.replace_land_types
    replace_land_types: bool = False

    @model_validator(mode="after")
    def _replaced_by_some(self):
        if self.replace_types and not self.types:
            raise ValueError("AddTypesUntil.replace_types: card types replaced by none (types is empty)")
        if self.replace_land_types:
            _basic_land_types_set(self, "AddTypesUntil")
        return self


class Pay(Effect):
    """"[who] may pay {1}" / "… unless [who] pays {3}" (rule 118.12, 118.12a): ``who`` chooses
    whether to pay the cost, and can only if able to pay it fully (rule 118.3); ``did()`` then
    tells whether it was paid ("If you do", "unless")."""
    kind: Literal["Pay"] = "Pay"
    who: Operand
    mana: str = ""
    life: int = 0
    energy: int = 0                  # "you may pay {E}{E}" (107.14)
    times: Quantity | None = None    # "pay {2} for each age counter on it" (702.24a)
    evidence: int = 0                # "you may collect evidence 4" (701.57a)
    # an action as the cost (118.12a): "… unless that player discards a card" (cards of the payer's
    # hand, chosen), "… unless that player sacrifices a creature" (ward 702.21a)
    discard: int = Field(default=0, ge=0)
    # "… unless you discard a creature card": the discarded cards must match; "… unless you
    # discard a card at random": picked at random, not chosen (701.8a)
    discard_filter: Filter | None = None
    discard_random: bool = False
    sacrifice: Filter | None = None
    sacrifice_count: int = Field(default=0, ge=0)
    # "… unless they sacrifice a nonland permanent of their choice or discard a card": the discard
    # and the sacrifice are alternatives, the payer takes one (118.12a)
    either: bool = False

    @model_validator(mode="after")
    def _either(self):
        if self.either and not (self.discard and self.sacrifice_count) or self.either and (
                self.mana or self.life or self.energy or self.evidence or self.times is not None):
            raise ValueError("Pay.either: a discard or a sacrifice, and nothing else (118.12a)")
        return self

    @model_validator(mode="after")
    def _discard_kind(self):
        if (self.discard_filter is not None or self.discard_random) and not self.discard:
            raise ValueError("Pay.discard_filter / Pay.discard_random: a kind or a random pick of discarded "
                             "cards needs Pay.discard (how many), got 0")
        if self.discard_filter is not None and self.discard_random:
            raise ValueError("Pay.discard_random: cards of a kind are chosen (Pay.discard_filter), not picked at random")
        return self


class Surveil(Effect):
    """Rule 701.42a: look at the top ``amount`` cards, put any number into the graveyard and the
    rest back on top in any order."""
    kind: Literal["Surveil"] = "Surveil"
    who: Operand
    amount: Quantity


class Fight(Effect):
    """Rule 701.12a: ``what`` and ``other`` each deal damage equal to its power to the other
    (simultaneously; no damage if either is no longer on the battlefield, rule 701.12b)."""
    kind: Literal["Fight"] = "Fight"
    what: Operand
    other: Operand


class Dig(Effect):
    """Look at (``revealed``: reveal) the top ``amount`` cards of ``who``'s library, put ``take``
    of them (``up_to``: up to that many, possibly none; ``filter``: only cards that match) into
    ``to`` (the hand, or the battlefield, ``tapped`` or not, or ``"top"``: left on top of the
    library, "put one of those cards back on top of your library"), then put the rest in ``rest``: ``"bottom_any"`` (bottom of the library in any
    order), ``"bottom_random"`` (in a random order), ``"graveyard"`` or ``"hand"`` ("and the other
    into your hand").  ``reveal_taken``: the
    taken cards are revealed ("You may reveal a creature card from among them and put it into
    your hand")."""
    kind: Literal["Dig"] = "Dig"
    who: Operand
    amount: Quantity
    take: int = 1
    up_to: bool = False
    filter: Filter | None = None
    reveal_taken: bool = False
    revealed: bool = False
    to: str = "hand"
    rest: str = "bottom_any"
    tapped: bool = False

    @model_validator(mode="after")
    def _destination(self):
        # the taken cards go into the hand, or onto the battlefield (tapped) under the control of
        # the player who puts them there (110.2a)
        if self.to not in ("hand", "battlefield", "top"):
            raise ValueError(f"Dig.to: {self.to!r} is not 'hand', 'battlefield' or 'top'")
        if self.tapped and self.to != "battlefield":
            raise ValueError("Dig.tapped: only cards put onto the battlefield enter tapped")
        return self


class ForEachPlayer(Effect):
    """"Each player loses 1 life for each creature they control.", "Each opponent sacrifices a
    permanent unless they pay {3}.": ``effects`` happen for each player ``who`` names in turn, in
    APNAP order (101.4), the reference ``"each:player"`` ("they", "their", "that player") naming
    the player whose turn of it it is."""
    kind: Literal["ForEachPlayer"] = "ForEachPlayer"
    who: EachPlayer
    effects: list["AnyEffect"]
    # "For each opponent, create a token … The tokens gain haste.": after the loop "it" names the
    # objects every turn of it acted on (the tokens each turn created), not the last turn's
    gather: bool = False


class ForEachObject(Effect):
    """"For each creature exiled this way, its controller creates a 2/2 green Boar creature
    token.", "For each creature token you control, create a token that's a copy of that
    creature.": ``effects`` happen once for each object ``filter`` matches — among the objects the
    effect just before acted on (``this_way``: "destroyed this way") or on the battlefield —
    one object after another, the reference ``"each:object"`` ("it", "its controller", "that
    creature") naming the one whose turn of it it is (608.2c; an object that left the
    battlefield is read as it last existed there, 608.2h)."""
    kind: Literal["ForEachObject"] = "ForEachObject"
    filter: "Filter"
    this_way: bool = False
    effects: list["AnyEffect"]


class Reveal(Effect):
    """Reveal (701.16a) the objects ``what`` names ("Target player reveals a card at random from
    their hand."): they stay where they are; the text after refers to them (608.2c)."""
    kind: Literal["Reveal"] = "Reveal"
    what: Operand


class ChooseQuality(Effect):
    """Rule 608.2d: "Choose a color." / "Choose a creature type." as the ability resolves, among
    ``options``; the later words' "the chosen color", "that type" name it (``Filter.chosen``)."""
    kind: Literal["ChooseQuality"] = "ChooseQuality"
    quality: Literal["color", "creature_type"]
    options: tuple[str, ...]


class LookAtHand(Effect):
    """"Look at target player's hand." — the hand is shown to the ability's controller only (no
    other change of the game)."""
    kind: Literal["LookAtHand"] = "LookAtHand"
    who: Operand


class LookAtTop(Effect):
    """Look at (``revealed``: reveal, 701.16a) the top card of ``who``'s library and leave it
    there: the text after it refers to that card ("If it's a land card, you may put it onto the
    battlefield", "put that card into your hand", "that card's mana value": 608.2c)."""
    kind: Literal["LookAtTop"] = "LookAtTop"
    who: Operand = "you"
    revealed: bool = False


class Proliferate(Effect):
    """Rule 701.27a: choose any number of permanents and/or players with counters; give each
    another counter of each kind already there."""
    kind: Literal["Proliferate"] = "Proliferate"
    who: Operand = "you"


class Explore(Effect):
    """Rule 701.40a: reveal the top card; a land goes to the hand, otherwise a +1/+1 counter on
    the exploring permanent and the card may be put into the graveyard."""
    kind: Literal["Explore"] = "Explore"
    what: Operand = "self"


class Connive(Effect):
    """Rule 701.47a: draw a card, then discard a card; a nonland card discarded puts a +1/+1
    counter on the conniving permanent."""
    kind: Literal["Connive"] = "Connive"
    what: Operand = "self"


class Adapt(Effect):
    """Rule 701.43a: if the permanent has no +1/+1 counters, put ``amount`` of them on it."""
    kind: Literal["Adapt"] = "Adapt"
    what: Operand = "self"
    amount: Quantity


class Bolster(Effect):
    """Rule 701.33a: ``amount`` +1/+1 counters on a creature with the least toughness among
    creatures ``who`` controls (their choice among ties)."""
    kind: Literal["Bolster"] = "Bolster"
    who: Operand = "you"
    amount: Quantity


class Monstrosity(Effect):
    """Rule 701.31a: if the permanent isn't monstrous, put ``amount`` +1/+1 counters on it and
    it becomes monstrous."""
    kind: Literal["Monstrosity"] = "Monstrosity"
    what: Operand = "self"
    amount: Quantity


class Incubate(Effect):
    """Rule 701.51a-b: ``who`` creates an Incubator token (an artifact with "{2}: Transform this
    artifact.", its back face a 0/0 Phyrexian artifact creature) that enters with ``amount``
    +1/+1 counters."""
    kind: Literal["Incubate"] = "Incubate"
    who: Operand = "you"
    amount: Quantity


class Amass(Effect):
    """Rule 701.44a: with no Army, create a 0/0 black ``subtype`` Army creature token; put
    ``amount`` +1/+1 counters on an Army ``who`` controls (which becomes a ``subtype``)."""
    kind: Literal["Amass"] = "Amass"
    who: Operand = "you"
    subtype: str
    amount: Quantity


class Detain(Effect):
    """Rule 701.29a: until the controller's next turn, the permanents can't attack or block
    and their activated abilities can't be activated."""
    kind: Literal["Detain"] = "Detain"
    what: Operand


class Fateseal(Effect):
    """Rule 701.22a: look at the top ``amount`` cards of an opponent's library, put any number
    on the bottom and the rest on top in any order."""
    kind: Literal["Fateseal"] = "Fateseal"
    who: Operand = "you"
    amount: Quantity


class ExileUntilLeaves(Effect):
    """Rule 610.3: "Exile target creature an opponent controls until ~ leaves the battlefield." —
    when the source leaves the battlefield, the exiled cards return to the battlefield under their
    owners' control; if it already left, nothing is exiled (610.3c)."""
    kind: Literal["ExileUntilLeaves"] = "ExileUntilLeaves"
    what: Operand


class PutOnLibraryChoice(Effect):
    """"Target creature's owner puts it on their choice of the top or bottom of their library.":
    each object's owner chooses top or bottom (rule 401.4 for several)."""
    kind: Literal["PutOnLibraryChoice"] = "PutOnLibraryChoice"
    what: Operand
    second: bool = False     # "… into their library second from the top or on the bottom"


class ChooseCard(Effect):
    """"Target opponent reveals their hand. You choose a nonland card from it. [That player
    discards that card.]" (rule 701.16a): the controller chooses a card matching ``filter`` in
    ``who``'s hand; it is "chosen" for later effects ("Exile that card."); ``then``: "discard"."""
    kind: Literal["ChooseCard"] = "ChooseCard"
    who: Operand
    filter: Filter
    then: str | None = None
    amount: Quantity = Fixed(value=1)      # "choose X cards from it" (as many as there are, 609.3)
    up_to: bool = False                    # "choose up to two cards from it"


class DoublePT(Effect):
    """Rule 701.9b-c: each object gets +X/+0 (+0/+Y, +X/+Y) where X is its power (Y its
    toughness) as the effect resolves."""
    kind: Literal["DoublePT"] = "DoublePT"
    what: Operand
    power: bool = True
    toughness: bool = False
    duration: str | None = "end_of_turn"


class DoubleCounters(Effect):
    """Doubling counters (701.9): each object gets as many more counters of the kind (``None``:
    of each kind) as it has."""
    kind: Literal["DoubleCounters"] = "DoubleCounters"
    what: Operand
    counter: str | None = None


class DoubleLife(Effect):
    """Rule 701.9d: the player gains or loses life so that their life total is twice what it was."""
    kind: Literal["DoubleLife"] = "DoubleLife"
    who: Operand


class Populate(Effect):
    """Rule 701.30a-b: choose a creature token you control and create a token that's a copy of it."""
    kind: Literal["Populate"] = "Populate"
    who: Operand = "you"


class Suspect(Effect):
    """Rule 701.58a-c: the creature becomes suspected (menace, "can't block") until it leaves."""
    kind: Literal["Suspect"] = "Suspect"
    what: Operand


class Goad(Effect):
    """Rule 701.38a-b: until the goading player's next turn, the creature attacks each combat if
    able and attacks a player other than the goading player if able."""
    kind: Literal["Goad"] = "Goad"
    what: Operand


class ExchangeControl(Effect):
    """Rule 701.10a-b: the controllers of two permanents exchange them; if the whole exchange
    can't happen, none of it does."""
    kind: Literal["ExchangeControl"] = "ExchangeControl"
    what: Operand
    other: Operand


class Clash(Effect):
    """Rule 701.23a-d: "clash with an opponent": both reveal their top card and each may put it on
    the bottom; ``did()`` tells whether ``who`` won (a higher mana value than the other card)."""
    kind: Literal["Clash"] = "Clash"
    who: Operand = "you"


class Discover(Effect):
    """Rule 701.55a: exile from the top until a nonland card with mana value ``amount`` or less;
    cast it without paying its mana cost or put it into the hand; the rest on the bottom in a
    random order."""
    kind: Literal["Discover"] = "Discover"
    who: Operand = "you"
    amount: Quantity


class TimeTravel(Effect):
    """Rule 701.54a: for each chosen permanent ``who`` controls and suspended card they own with a
    time counter, put a time counter on it or remove one."""
    kind: Literal["TimeTravel"] = "TimeTravel"
    who: Operand = "you"


class VillainousChoice(Effect):
    """Rule 701.53a: ``who`` chooses ``first`` or ``second``, then all of that option happens."""
    kind: Literal["VillainousChoice"] = "VillainousChoice"
    who: Operand
    first: list["AnyEffect"]
    second: list["AnyEffect"]


class Vote(Effect):
    """Rule 701.32a: each player, starting with the controller and in turn order, votes for one
    of ``options``; the votes are counted for "for each … vote" and "if … gets more votes"."""
    kind: Literal["Vote"] = "Vote"
    options: tuple[str, ...]


class Forage(Effect):
    """Rule 701.59a: exile three cards from your graveyard or sacrifice a Food."""
    kind: Literal["Forage"] = "Forage"
    who: Operand = "you"


class ChoosePlayer(Effect):
    """"choose an opponent" (demonstrate 702.144a): the player chosen is "that player"."""
    kind: Literal["ChoosePlayer"] = "ChoosePlayer"
    who: str = "opponent"


class ChooseOneOf(Effect):
    """Rule 608.2d: "Choose one of them." — the controller chooses one of the objects the effect
    before acted on ("it", ``ctx.it``: the cards just exiled); it alone is "that card" after."""
    kind: Literal["ChooseOneOf"] = "ChooseOneOf"


class GrantPlay(Effect):
    """Rules 601.3, 305.1 (play 701.14, cast 701.4): the controller may play (``cast_only``: cast)
    the cards ``what`` — each as long as it stays in its zone (400.7) — until ``duration`` ends
    ("this turn": ``end_of_turn``; "until the end of your next turn": ``your_next_turn``)."""
    kind: Literal["GrantPlay"] = "GrantPlay"
    what: Operand
    duration: str = "end_of_turn"
    cast_only: bool = False


class CastFree(Effect):
    """Rules 608.2g, 118.9 (cast 701.4): the controller casts ``what`` while the ability resolves,
    without paying its mana cost (if its mana value is less than ``below``, when given)."""
    kind: Literal["CastFree"] = "CastFree"
    what: Operand
    below: Quantity | None = None
    # cast by an ability whose alternative cost this is (suspend 702.62d): "if it was cast with
    # suspend" reads it ("cost_paid")
    label: str | None = None
    # "play that card" (701.14b): a land card is played as a land (305.3: on its controller's turn,
    # with a land play left, 305.2), another card cast
    play: bool = False


class PutIntoGraveyard(Effect):
    """"They put ~ into their graveyard." — into its owner's graveyard (400.3)."""
    kind: Literal["PutIntoGraveyard"] = "PutIntoGraveyard"
    what: Operand


class CastPaying(Effect):
    """Rules 608.2g, 702.35b (madness): the controller may cast ``what`` while the ability
    resolves, paying ``cost`` rather than its mana cost (601.2f-h: cost increases and reductions
    apply, mana abilities may be activated); "If that player doesn't, …" reads whether it was cast.
    ``who`` casts it ("its owner")."""
    kind: Literal["CastPaying"] = "CastPaying"
    what: Operand
    cost: str
    who: str = "you"


class ExileUntil(Effect):
    """Exile cards from the top of ``who``'s library until one matching ``filter`` is exiled
    (cascade 702.85a); "that card" is it, "cards exiled this way" all of them."""
    kind: Literal["ExileUntil"] = "ExileUntil"
    who: Operand = "you"
    filter: Filter


class PutExiledBottom(Effect):
    """"put all cards exiled this way that weren't cast on the bottom of your library in a
    random order" (cascade 702.85a)."""
    kind: Literal["PutExiledBottom"] = "PutExiledBottom"
    who: Operand = "you"


class CopySpell(Effect):
    """Rule 707.10: put ``times`` copies of the spell(s) ``what`` onto the stack under the
    controller's control, with its choices (modes, targets, X, costs paid); ``new_targets``: the
    controller may choose new targets for each copy (707.10c).  A copy of a permanent spell
    becomes a token as it resolves (608.3f)."""
    kind: Literal["CopySpell"] = "CopySpell"
    what: Operand
    times: Quantity | None = None
    new_targets: bool = False
    controller: Operand = "you"          # who copies it (702.144a: "That player copies the spell")


class May(Effect):
    """"you may …": the effects happen only if the player chooses to (rule 608.2d)."""
    kind: Literal["May"] = "May"
    who: str = "you"
    effects: list["AnyEffect"]
    # "… you may …. Do this only once each turn.": offered only if this object's ability has not
    # taken it this turn
    once_each_turn: bool = False


class ReduceSpellCosts(Effect):
    """Rules 601.2f, 611.2a: "Artifact spells you cast this turn cost {1} less to cast." — until
    ``duration`` ends, the spells matching ``spells`` that the ability's controller casts cost
    ``amount`` (< 0) generic mana less, ``times`` times (its value as the effect is created, 608.2h:
    "{X} less …, where X is the amount of life you lost this turn")."""
    kind: Literal["ReduceSpellCosts"] = "ReduceSpellCosts"
    spells: Filter
    amount: int
    times: Quantity | None = None
    duration: str = "end_of_turn"

    @model_validator(mode="after")
    def _reduction(self):
        if self.amount >= 0:
            raise ValueError(f"ReduceSpellCosts.amount: {self.amount} is no reduction (it must be < 0)")
        if self.spells.zone != "any":
            raise ValueError(f"ReduceSpellCosts.spells: spells are described wherever they are, not in {self.spells.zone!r}")
        return self


class IfResult(Effect):
    """"If you do, …" / "If you don't, …": depends on the previous optional effect."""
    kind: Literal["IfResult"] = "IfResult"
    did: bool
    effects: list["AnyEffect"]


class IfCondition(Effect):
    """"If you control a blue creature, draw a card, then discard a card.": the effects happen
    only if the condition (a static ability's, ``Condition``) holds as they would; ``otherwise``:
    the effects of "Otherwise, …" when it does not."""
    kind: Literal["IfCondition"] = "IfCondition"
    condition: Condition
    effects: list["AnyEffect"]
    otherwise: list["AnyEffect"] = []


class DelayedTrigger(Effect):
    """Rule 603.7: a delayed triggered ability the effect creates; ``watch``: the object(s) whose
    event triggers it ("When that creature dies this turn"), fixed as it is created;
    ``this_turn``: it can trigger only during this turn; ``each_time``: it triggers each time its
    event occurs until then, not only the next time (603.7b: a stated duration, "Until end of
    turn, whenever …", "Whenever … this turn, …")."""
    kind: Literal["DelayedTrigger"] = "DelayedTrigger"
    trigger: Trigger
    effects: list["AnyEffect"]
    watch: str | None = None
    this_turn: bool = False
    each_time: bool = False

    @model_validator(mode="after")
    def _duration_stated(self):
        if self.each_time and not self.this_turn:
            # 603.7b: only a stated duration lets a delayed triggered ability trigger more than once
            raise ValueError("DelayedTrigger.each_time: a delayed triggered ability triggers more than "
                             "once only for a stated duration (this_turn, 603.7b)")
        return self


class IfActed(Effect):
    """"Sacrifice it. When you do, …", "Mill three cards. When you do, …" (603.12): after an action
    that is not a choice, the reflexive ability (``effects``) triggers only if the ``action`` was
    performed (it sacrificed, milled, created … at least one object, or drew a card).  Also "If you
    do, …" after such an action ("Sacrifice a creature. If you do, …", "Remove a +1/+1 counter from
    it. If you do, …": it may be impossible, 609.3, and then "if you do" is false); ``otherwise``:
    the effects of "If you don't, …" or "Otherwise, …" when it was not performed."""
    kind: Literal["IfActed"] = "IfActed"
    action: list["AnyEffect"]
    effects: list["AnyEffect"]
    otherwise: list["AnyEffect"] = []


class ReflexiveTrigger(Effect):
    """Rule 603.12: "When you do, …" — a triggered ability that triggers as the effect before it
    happens, put on the stack the next time a player would receive priority, with its own
    ``targets``."""
    kind: Literal["ReflexiveTrigger"] = "ReflexiveTrigger"
    targets: list[Target] = []
    effects: list["AnyEffect"]


AnyEffect = Annotated[Union[ReflexiveTrigger, IfActed, ChooseCard, ExileUntilLeaves, PutOnLibraryChoice, IfCondition, Damage, DamageDivided, CountersDivided, Destroy, Exile, Sacrifice, SacrificeChoice, ReturnToHand,
                            PutOnLibrary, PutFromAmong, PutOntoBattlefield, Draw, Discard, DiscardCards, Mill, GainLife, LoseLife, LoseGame, WinGame,
                            AddCounters, RemoveCounters, Designate, BecomeMonarch, RingTempts, MoveCounters, PutCountersOf, ExileTop, Manifest, BecomeCopy, Learn, ModifyPT, GrantKeywordsUntil, RemoveKeywordsUntil, GrantKeywordChoiceUntil, GrantAbilityUntil, LoseAllAbilities, GetEmblem, Restrict, CreateTokens, CreateTokenCopy, ReplaceZoneChange, GetPlayerCounters, FlipCoin, RollDie, CounterSpell,
                            Tap, Untap, TapOrUntap, Transform, Regenerate, SearchLibrary, Shuffle, ShuffleInto, ShuffleZones, ReorderTop, GainControl,
                            PreventDamage, RevealUntil, AddMana, ExtraTurn, EndTurn, Attach, Unattach, Scry, AddTypesUntil, May, IfResult,
                            DelayedTrigger, Pay, Surveil, Fight, Dig, LookAtTop, LookAtHand, ChooseQuality, Reveal, ForEachPlayer, ForEachObject, Proliferate, Explore, Connive,
                            Adapt, Bolster, Monstrosity, Amass, Incubate, Detain, Fateseal, DoublePT, DoubleCounters,
                            DoubleLife, Populate, Suspect, Goad, ExchangeControl, Clash, Discover,
                            TimeTravel, CopySpell, GrantPlay, CastFree, CastPaying, PutIntoGraveyard,
                            ExileUntil, PutExiledBottom, ChoosePlayer, ChooseOneOf, VillainousChoice, Vote, Forage, BecomeLevel,
                            ReduceSpellCosts],
                      Field(discriminator="kind")]


# ---- abilities ---------------------------------------------------------------------------------
class Ability(Node):
    line: int = 0
    text: str = ""


class Mode(Node):
    kind: Literal["Mode"] = "Mode"
    targets: list[Target] = []
    effects: list[AnyEffect]
    text: str = ""
    pawprints: int = 0          # "{P}{P} — …": the mode's pawprints (rule 700.2i)

    @model_validator(mode="after")
    def _pawprints(self):
        if self.pawprints < 0:
            raise ValueError(f"Mode.pawprints: {self.pawprints} is negative")
        return self


class SpellAbility(Ability):
    """``choose``: how many modes (instances of modes, with ``repeat``); ``repeat``: "You may
    choose the same mode more than once" (700.2d); ``worth``: "Choose up to N {P} worth of
    modes" — the chosen modes' pawprints total at most N (700.2i)."""
    kind: Literal["SpellAbility"] = "SpellAbility"
    targets: list[Target] = []
    effects: list[AnyEffect] = []
    modes: list[Mode] = []
    choose: tuple[int, int] = (1, 1)
    repeat: bool = False
    worth: int = 0

    @model_validator(mode="after")
    def _modes(self):
        if (self.repeat or self.worth) and not self.modes:
            raise ValueError("SpellAbility.repeat/worth: a spell without modes (700.2)")
        if self.worth and any(m.pawprints < 1 for m in self.modes):
            raise ValueError("SpellAbility.worth: every mode needs its pawprints (700.2i)")
        if not self.worth and any(m.pawprints for m in self.modes):
            raise ValueError("Mode.pawprints: a mode with pawprints in a spell without a {P} worth (700.2i)")
        return self


class ActivatedAbility(Ability):
    kind: Literal["ActivatedAbility"] = "ActivatedAbility"
    cost: Cost
    targets: list[Target] = []
    effects: list[AnyEffect]
    timing: str = "instant"
    zone: str = "battlefield"
    once_per_turn: bool = False
    only_once: bool = False                 # "Activate only once." (this object, rule 400.7)
    condition: Condition | None = None      # "Activate only if …" (rule 602.5b)
    special: bool = False                   # a special action (116.2): no stack; the source after its cost
    # "This ability costs {1} less to activate for each Shrine you control." (602.2b, 601.2f)
    cost_change: CostModifier | None = None
    # "Any player may activate this ability." (602.2: not only its controller; the player who
    # activates it controls the ability, 113.8)
    any_player: bool = False
    modes: list[Mode] = []                  # a modal activated ability (rule 700.2): no effects
    choose: tuple[int, int] = (1, 1)

    @model_validator(mode="after")
    def _activated_modes(self):
        if self.modes and (self.effects or self.targets):
            raise ValueError("ActivatedAbility.modes: a modal ability's effects and targets are its modes' (700.2)")
        return self


class ManaSpend(Node):
    """Rule 106.6: what the mana may be spent on — casting spells matching ``spells``,
    activating abilities of sources matching ``abilities`` (None: not that)."""
    kind: Literal["ManaSpend"] = "ManaSpend"
    spells: Filter | None = None
    abilities: Filter | None = None


class ManaAbility(Ability):
    kind: Literal["ManaAbility"] = "ManaAbility"
    cost: Cost
    produces: tuple[str, ...]
    amount: Quantity | None = None
    condition: Condition | None = None      # "Activate only if …" (rule 602.5b)
    effects: list[AnyEffect] = []           # what else it does as it resolves (rule 605.3a)
    spend: ManaSpend | None = None          # "Spend this mana only to cast creature spells" (106.6)


class TriggeredAbility(Ability):
    kind: Literal["TriggeredAbility"] = "TriggeredAbility"
    trigger: Trigger
    zone: str = "battlefield"       # "graveyard": it triggers there (recover 702.59a, 113.6)
    targets: list[Target] = []
    effects: list[AnyEffect]
    condition: Condition | None = None
    modes: list[Mode] = []               # a modal triggered ability (rule 700.2)
    choose: tuple[int, int] = (1, 1)
    once_each_turn: bool = False         # "This ability triggers only once each turn."
    once: bool = False                   # "This ability triggers only once." (this object, 400.7)
    mana: bool = False                   # a triggered mana ability (605.1b): resolves at once
    # "choose one that hasn't been chosen" ("ever": for as long as it is this object, 400.7) /
    # "… this turn" ("turn"): a mode this object's ability chose before is not offered (700.2)
    unchosen: Literal["ever", "turn"] | None = None

    @model_validator(mode="after")
    def _unchosen_modes(self):
        if self.unchosen is not None and (not self.modes or self.choose != (1, 1)):
            raise ValueError(f"TriggeredAbility.unchosen: {self.unchosen!r} on an ability that does not choose "
                             "one of several modes (700.2)")
        return self


class StaticAbility(Ability):
    kind: Literal["StaticAbility"] = "StaticAbility"
    effects: list[Continuous]
    condition: Condition | None = None


class AsResolves(Ability):
    """A permanent spell's static ability acting as the spell resolves (608.3), when
    ``condition`` holds: "If this spell's dash cost was paid, return the permanent this spell
    becomes to its owner's hand at the beginning of the next end step" (702.109a)."""
    kind: Literal["AsResolves"] = "AsResolves"
    effects: list[AnyEffect]
    condition: Condition | None = None


class KeywordAbility(Ability):
    kind: Literal["KeywordAbility"] = "KeywordAbility"
    name: str
    param: Union[str, int, Filter, PlayerFilter, Cost, None] = None   # PlayerFilter: "Enchant player" (303.4)
    rule: str = ""


AnyAbility = Annotated[Union[SpellAbility, ActivatedAbility, ManaAbility, TriggeredAbility, StaticAbility,
                             KeywordAbility, AsResolves], Field(discriminator="kind")]


class Gap(BaseModel):
    """Something the compiler cannot express yet: the exact wording and the reason."""
    model_config = ConfigDict(frozen=True)
    line: int
    column: int
    wording: str
    reason: str
    blocker: str      # the construct, for ranking blockers across the corpus
    face: str | None = None   # on a card compiled from all its faces: the face whose line it is


class CardIR(Node):
    kind: Literal["Card"] = "Card"
    schema_version: int = SCHEMA_VERSION
    name: str
    mana_cost: str | None = None
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    # the card file does not give the face's color indicator (a back face of the shipped
    # snapshot, 204.1): its colors are unknown, not ``colors``
    colors_unknown: bool = False
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    pt_defined_by_text: bool = False
    deck_limit: int | None = 4
    x_color: str | None = None      # "Spend only black mana on X." (107.3): the spell's X
    abilities: list[AnyAbility] = []
    # a card compiled from all its faces: its layout, and the faces that may be cast on their own
    # (the halves of a split card, 709.3; an adventurer card's Adventure, 715.3; a modal
    # double-faced card's back face, 712.11b, 712.12), each a CardIR
    # of the face's characteristics and abilities; the card's own fields are its characteristics
    # in the other zones (709.4: both halves combined; 715.4: the normal ones)
    layout: Literal["split", "aftermath", "adventure", "modal_dfc", "transform"] | None = None
    faces: list["CardIR"] = []


def _dump(value):
    if isinstance(value, BaseModel):
        out = {}
        for name, field in type(value).model_fields.items():
            if field.exclude:
                continue
            v = getattr(value, name)
            if name != "kind" and v == field.default:
                continue
            out[name] = _dump(v)
        return out
    if isinstance(value, (list, tuple)):
        return [_dump(v) for v in value]
    return value


for _model in list(globals().values()):
    if isinstance(_model, type) and issubclass(_model, BaseModel) and _model is not BaseModel:
        _model.model_rebuild()
