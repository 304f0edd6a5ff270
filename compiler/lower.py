"""Lowering: typed AST → ability IR (``ir.CardIR``).

One function per grammar rule, ``lower_<rule>``, found by name.  A construct that has no IR yet
is reported with :func:`unsupported`, which records a :class:`~oraclec.compiler.ir.Gap` with the
exact wording, its column and the reason, and abandons that ability only: the card's other
lines are still lowered, so a corpus run lists every gap of every card.

Lowering also resolves what the wording leaves implicit:

* targets — each "target …" phrase becomes a :class:`ir.Target` of the ability and the
  reference ``"target:N"`` (rule 115.1);
* antecedents — "it", "that creature", "that player", "its controller" refer to the object or
  player the previous phrase named (the target, the triggering object, the searched card);
* subjects — a clause with no subject is done by the ability's controller (rule 608.2c), and a
  clause joined by "and" shares the subject of the one before ("Target player draws two cards
  and loses 2 life").
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, fields as dc_fields, is_dataclass, replace
from functools import lru_cache, partial
from importlib import resources
from types import FunctionType

from lark import Token
from pydantic import BaseModel

from oraclec.corpus.cards import CardFace

from . import ast as A
from . import ir
from .normalize import SELF as SELF_MARK
from .normalize import Line, normalize
from .subtypes import creature_types, land_subtypes
from .parser import ParseError, parse_line

__all__ = ["Unsupported", "LineResult", "lower_line", "lower_face", "card_header"]


class Unsupported(Exception):
    """Raised inside lowering; caught per ability and turned into a Gap."""

    def __init__(self, node, reason: str, blocker: str, gap: "ir.Gap | None" = None):
        super().__init__(reason)
        self.node = node
        self.reason = reason
        self.blocker = blocker
        self.gap = gap          # the gap of a quoted ability, reported as it is


def unsupported(node, reason: str, blocker: str | None = None):
    """Stop lowering this ability: ``node``'s wording has no IR yet, for ``reason``."""
    raise Unsupported(node, reason, blocker or (type(node).__name__ if node is not None else "?"))


# Keywords the engine implements natively (rule 702).  Anything else on a keyword line is a gap.
NATIVE_KEYWORDS = {
    "flying": "702.9", "first strike": "702.7", "double strike": "702.4", "deathtouch": "702.2",
    "defender": "702.3", "haste": "702.10", "vigilance": "702.20", "trample": "702.19",
    "lifelink": "702.15", "reach": "702.17", "flash": "702.8", "hexproof": "702.11",
    "shroud": "702.18", "indestructible": "702.12", "intimidate": "702.13", "fear": "702.36",
    "protection": "702.16", "enchant": "702.5", "equip": "702.6", "menace": "702.111",
    "plainswalk": "702.14", "islandwalk": "702.14", "swampwalk": "702.14",
    "mountainwalk": "702.14", "forestwalk": "702.14",
    "shadow": "702.28", "horsemanship": "702.31", "wither": "702.80", "infect": "702.90",
    "skulk": "702.118", "toxic": "702.164", "split second": "702.61",
    "umbra armor": "702.89", "read ahead": "702.155",
    "foretell": "702.143", "ascend": "702.131", "forecast": "702.57", "prototype": "702.160",
    "bestow": "702.103",
    "start your engines!": "702.179",
    "banding": "702.22",        # runtime/combat.py; "bands with other" (702.22c) is not
    # day and night (runtime/daynight.py): 702.145b, 702.145e
    "daybound": "702.145b", "nightbound": "702.145e",
    # "Partner" (702.124h) lets a Commander deck have two commanders: it functions before the
    # game begins (702.124a) and does nothing in a game (runtime/keywords.py)
    "partner": "702.124h",
    # suspend 702.62a: its three abilities built from the rule with N and the cost bound (_suspend)
    "suspend": "702.62a",
    # myriad 702.116a: token copies attacking each opponent other than the defending player —
    # none in a two-player game; runtime/combat.py raises with more opponents
    "myriad": "702.116a",
    # assist 702.132a: another player chosen may pay generic mana of the spell's total cost
    # (runtime/casting.py _assist)
    "assist": "702.132a",
    # compleated 702.150a: a planeswalker enters with two fewer loyalty counters for each
    # Phyrexian mana symbol paid with life (runtime/zones.py, casting.pay_mana)
    "compleated": "702.150a",
}

_TYPE_WORDS = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
               "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent",
               "instants": "instant", "sorceries": "sorcery", "battles": "battle"}
_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty".split())}


def _type_word(word: str) -> str:
    w = word.lower()
    return _TYPE_WORDS.get(w, w)


@lru_cache(maxsize=1)
def _subtype_words() -> frozenset[str]:
    text = (resources.files("oraclec.grammar") / "subtypes.lark").read_text(encoding="utf-8")
    body = re.search(r"/\(\?:(.*)\)\(\?!", text).group(1)
    return frozenset(w.replace("\\", "") for w in body.split("|"))


_IRREGULAR_SINGULAR = {"elves": "elf", "wolves": "wolf", "dwarves": "dwarf", "werewolves": "werewolf",
                       "oxen": "ox", "mice": "mouse", "fungi": "fungus", "cyclopes": "cyclops",
                       "homunculi": "homunculus", "loci": "locus", "leeches": "leech"}


def singular_subtype(word: str) -> str:
    """"Elves" → "elf", "Zombies" → "zombie", "Plains" → "plains" (the corpus decides)."""
    w = word.lower()
    if w in _IRREGULAR_SINGULAR:
        return _IRREGULAR_SINGULAR[w]
    words = _subtype_words()
    for cand in ((w[:-3] + "y") if w.endswith("ies") else None,
                 w[:-2] if w.endswith("es") else None,
                 w[:-1] if w.endswith("s") else None):
        if cand and cand in words:
            # "plains" is itself a subtype: keep it
            if w in words and not _is_plural_form(w):
                return w
            return cand
    return w


def _is_plural_form(w: str) -> bool:
    return w not in {"plains", "djinn", "efreet", "merfolk", "kithkin", "sheep", "fish", "moonfolk",
                     "samurai", "kor", "elk", "deer", "zubera", "thalakos", "cyclops", "octopus"}


# ---------------------------------------------------------------------------------------------
# The lowering environment of one ability
# ---------------------------------------------------------------------------------------------
@dataclass
class Env:
    face: CardFace
    line: Line
    targets: list[ir.Target] = field(default_factory=list)
    it: str | None = None            # the object antecedent of "it", "that creature"
    # the object a bare "its" names where it is not ``it``: the source in "deals damage equal to
    # its power to …" (set only while that amount is lowered)
    its: str | None = None
    player_it: str | None = None     # the player antecedent of "that player", "they"
    each_opponent: bool = False      # inside "For each opponent, …": "that opponent" is that player (101.4)
    tokens_made: bool = False        # the ability created tokens: "the tokens" (111.1)
    reflexive: object = None         # what "itself" names: the object subject of the clause
    # "target creature an opponent controls": the opponent it names, its controller (the antecedent
    # of a later "that player" when no player was named)
    target_controller: str | None = None
    # "each opponent" among the recipients of damage: who "they control" names after it
    recipients_players: str | None = None
    group: object | None = None      # a plural object antecedent of "they" ("Create two tokens. They gain haste.")
    # "For each creature exiled this way, its controller creates …": the filter of the objects the
    # sentence loops over, while "it" is each of them (``EACH_OBJECT``)
    each_filter: object | None = None
    top_card: object | None = None   # whose library's top card "it" is, while nothing else acted on it
    before_top: object | None = None  # the object antecedent before that card was looked at
    sacrificed: str | None = None    # "the sacrificed creature": the one sacrificed to pay the cost or by an effect
    cost_exiled: str | None = None   # "the exiled card": the one card exiled to pay the cost (601.2h)
    blocker: str | None = None       # "the blocking creature" (a "becomes blocked by" trigger)
    blocked: str | None = None       # "that creature" of a "blocks" trigger: the one it blocked
    moved: str | None = None         # the new object of "it" after a "dies" trigger's zone change
    # "Each player discards their hand, then draws that many cards": the amount was each player's
    # own (608.2c), while the engine records one total for the effect — "that many" is a gap
    amount_per_player: bool = False
    left_face_down: bool = False     # "Whenever a face-down creature … dies": it left face down (708.9)
    targeting: str | None = None     # "that spell or ability" (a "becomes the target" trigger)
    tapped: str | None = None        # "the tapped creature" (enlist's trigger, 702.154a)
    x_def: object | None = None      # "where X is …"
    trigger_subject: str | None = None
    trigger_event: str | None = None  # the event of the triggered ability being read
    fronted: str | None = None       # "Until end of turn, …": the duration of the sentence
    kind: str = "spell"              # spell | activated | triggered | static | loyalty
    chooser: object = "you"          # who chooses "a creature card from your graveyard" (608.2d)
    zone: str = "battlefield"        # where an activated ability works from
    revealing: bool = False          # after "reveal cards … until you reveal …": "that card" is what was found
    grant_self: bool = False         # the quoted abilities being read are given to the card itself
    # "enchanted creature" named while "it" is an Aura or Equipment that is no creature ("When this
    # Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that creature"):
    # the one creature named, what a later "that creature" means (608.2c)
    attached_topic: str | None = None
    cost_x: bool = False             # X in the ability's cost other than its mana, announced (602.2b)
    self_damaged: list = field(default_factory=list)   # what "~ deals N damage to …" named so far
    damage_source: object | None = None  # the source of the damage being read ("any other target")
    cast_condition: bool = False     # a condition on how the spell was cast was read (addendum)
    granter_static: bool = False     # the quoted abilities being read are given by a static ability
    names_granter: bool = False      # … and one of them names the object that gives it (201.5a)
    # the positions of ``line.granter`` read so far, each as "object" (the granter itself,
    # "Sacrifice <its name>") or "name" ("a card named …", 201.2)
    granter_used: dict = field(default_factory=dict)

    def add_target(self, target: ir.Target) -> str:
        self.targets.append(target)
        return f"target:{len(self.targets) - 1}"


@dataclass
class LineResult:
    abilities: list = field(default_factory=list)
    gaps: list[ir.Gap] = field(default_factory=list)
    ast: A.Node | None = None
    granter_uses: frozenset = frozenset()    # how the line's names of the giving object were read


def _dispatch(prefix: str, node, *args):
    node.mark()     # its own words are what the rule means; its parts are read one by one
    fn = globals().get(f"{prefix}_{node.rule}")
    if fn is None:
        unsupported(node, f"no lowering for '{node.rule}' ({node.words!r})", node.rule)
    return fn(node, *args)


# ---------------------------------------------------------------------------------------------
# Numbers and quantities (rule 107)
# ---------------------------------------------------------------------------------------------
def _mark_count(node: A.Node) -> None:
    """The count of "a creature" / "any number of creatures" was read."""
    c = node.find(A.Count)
    if c is not None:
        c.mark(deep=True)
    else:
        node.token("ANY_NUMBER_OF")


def number_value(node: A.Node, env: Env):
    if node is None:            # "any number of …" where the wording needs a number
        unsupported(None, "'any number of' where a number is needed", "any_number")
    word = node.words
    if word in ("a", "an"):
        return ir.Fixed(value=1)
    if word.isdigit():
        return ir.Fixed(value=int(word))
    if word in _NUMBER_WORDS:
        return ir.Fixed(value=_NUMBER_WORDS[word])
    if word == "x":
        return env.x_def if env.x_def is not None else ir.XValue()
    unsupported(node, f"not a number: {word!r}", "number")


def _cost_count(node: A.Node, env: Env) -> int:
    """A number in an activated ability's cost: a fixed one, or X (``_X_COUNT``), the value its
    controller announces as they activate it (107.3a, 602.2b: "{T}, Remove X +1/+1 counters from
    ~:", "Sacrifice X creatures:", "Pay X life:"); in a spell's additional cost, the X announced as
    it is cast (601.2b: "As an additional cost to cast this spell, pay X life.")."""
    q = number_value(node, env)
    if isinstance(q, ir.XValue) and env.kind in ("activated", "additional_cost") and env.x_def is None:
        env.cost_x = True
        return _X_COUNT
    return int_value(node, env)


def int_value(node: A.Node, env: Env) -> int:
    q = number_value(node, env)
    if not isinstance(q, ir.Fixed):
        unsupported(node, "a fixed number is needed here", "x_in_fixed_place")
    return q.value


def quantity(node, env: Env):
    if isinstance(node, (A.Number, A.Count, A.Article)):
        return number_value(node, env)
    return _dispatch("quantity", node, env)


def quantity_number_of(node: A.NumberOf, env: Env):
    # "where X is the number of cards revealed this way": those the effect before acted on
    return _count(object_filter(node.find(A.Object), env))


def quantity_stat_of(node: A.StatOf, env: Env):
    ref = _possessor_ref(node, env)
    stat = node.token("STAT")
    if not isinstance(ref, str):
        # "the exiled card's mana value" naming every card another ability exiled: one number of
        # several objects is no value the wording gives (a gap, not a guess)
        unsupported(node, f"{node.words!r} of several objects", "antecedent")
    if stat == "power":
        return ir.PowerOf(ref=ref)
    if stat == "toughness":
        return ir.ToughnessOf(ref=ref)
    return ir.ManaValueOf(ref=ref)          # rule 202.3


def _possessor_ref(node: A.Node, env: Env) -> str:
    sub = [c for c in node.nodes()]
    if sub:
        return object_ref(sub[0], env)
    if env.its is not None:
        return env.its
    if env.it is None:
        unsupported(node, "'its' has no antecedent", "antecedent")
    return env.it


def quantity_life_total(node: A.LifeTotal, env: Env):
    return ir.LifeOf(ref=possessive_player(node.find(A.PlayerrefPossessive), env))


def quantity_speed_of(node: A.SpeedOf, env: Env):
    """"your speed" (702.179: 0 for a player with no speed)."""
    return ir.SpeedOf(ref=possessive_player(node.find(A.PlayerrefPossessive), env))


def quantity_that_much(node: A.ThatMuch, env: Env):
    if env.amount_per_player:
        unsupported(node, "'that many' after an effect each of several players did (each one's own amount)",
                    "that_much")
    return ir.Prev(key="amount")


def quantity_excess_damage(node: A.ExcessDamage, env: Env):
    """Rules 120.4a, 120.10: the excess damage the damage just dealt was (its effect records it)."""
    node.mark(deep=True)
    return ir.Prev(key="excess")


def quantity_opponents_count(node: A.OpponentsCount, env: Env):
    """"the number of opponents you have" (102.3: those still in the game, 800.4a)."""
    return ir.PlayersCount(who="opponent")


def quantity_half_of(node: A.HalfOf, env: Env):
    """Rule 107.1a: "half their life, rounded up", "half the number of Forests you control,
    rounded down"; with no rounding stated, the "Round up each time." after it decides
    (``_apply_rounding``), in a resolving ability only."""
    qn = node.find(A.QuantityNoun)
    rounding = node.token("ROUNDING")
    if rounding is None and env.kind not in ("spell", "activated", "triggered", "loyalty"):
        unsupported(node, "half of a number with no rounding stated", "half_of")
    round_up = None if rounding is None else rounding == "rounded up"
    if qn is None:
        # "half the number of Forests you control", "half your life total", "half its power"
        of = quantity(next(n for n in node.nodes() if isinstance(n, A.Node)), env)
        return ir.HalfOf(of=of, round_up=round_up)
    words = qn.words
    who = possessive_player(qn.find(A.PlayerrefPossessive), env) if qn.find(A.PlayerrefPossessive) else env.player_it
    if who is None:
        unsupported(node, "'their' has no antecedent", "antecedent")
    if words.endswith("life"):
        of = ir.LifeOf(ref=who)
    elif words.endswith("library"):
        of = ir.LibrarySize(ref=who)
    elif words.endswith("hand"):
        of = ir.HandSizeOf(ref=who)
    else:
        unsupported(node, f"half of {words!r}", "half_of")
    return ir.HalfOf(of=of, round_up=round_up)


@dataclass
class _RoundEachTime:
    """"Round up each time." — the rounding of the halves of the sentences before (107.1a)."""
    node: object
    up: bool


def effect_round_each_time(node: A.RoundEachTime, env, subject):
    return _RoundEachTime(node=node, up=node.token("ROUND_WAY") == "round up")


def _unrounded(value) -> bool:
    return isinstance(value, ir.HalfOf) and value.round_up is None


def _apply_rounding(effects: list, node) -> list:
    """"Round up each time." rounds every half before it whose rounding is unstated (107.1a); a
    half left unrounded, or a rounding with no half before it, is a gap."""
    out: list = []
    for e in effects:
        if isinstance(e, _RoundEachTime):
            if not any(_mentions_match(x, _unrounded) for x in out):
                raise Unsupported(e.node, "'round … each time' with no half before it", "half_of")
            out = [_replace_in(x, _unrounded, lambda h, up=e.up: h.model_copy(update={"round_up": up}))
                   for x in out]
            continue
        out.append(e)
    if any(_mentions_match(x, _unrounded) for x in out):
        raise Unsupported(node, "half of a number with no rounding stated", "half_of")
    return out


def quantity_cards_in_zone(node: A.CardsInZone, env: Env):
    zone = node.find(A.ZoneRef)
    z = zone.token("ZONE")
    ppos = zone.find(A.PlayerrefPossessive)
    if ppos is None:
        unsupported(node, f"cards in {zone.words!r}", "cards_in_zone")
    who = possessive_player(ppos, env)
    if z == "hand":
        return ir.HandSizeOf(ref=who)
    if z == "library":
        return ir.LibrarySize(ref=who)
    if z == "graveyard":
        return ir.Count(filter=ir.Filter(zone="graveyard", owner=who))
    unsupported(node, f"cards in {zone.words!r}", "cards_in_zone")


ANY_KIND = "any"       # CountersOn.counter: counters of every kind (122.1)


def each_count(node: A.Node, env: Env):
    """"for each Forest you control" → Count; "for each charge counter on ~" → CountersOn."""
    if isinstance(node, A.PerOpponentAttacked):   # melee, 702.121a
        node.mark(deep=True)
        return ir.OpponentsAttacked(ref="you")
    if isinstance(node, A.PerBlocker):     # "for each creature blocking it beyond the first" (702.23a)
        node.mark(deep=True)
        ref = object_ref(node.nodes()[0], env)
        if not isinstance(ref, str):
            unsupported(node, "creatures blocking a group", "per_blocker")
        return ir.BlockersOf(ref=ref, beyond=1)
    if isinstance(node, A.PerVote):               # "for each death vote" (701.32)
        node.mark()
        return ir.VotesFor(option=str(node.token("VOTE_WORD")))
    if isinstance(node, A.PerSpellCastBefore):    # storm 702.40a
        node.mark(deep=True)
        return ir.EventsThisTurn(event="cast", before_trigger=True)
    if isinstance(node, A.PerPermanentDied):      # gravestorm 702.69a
        node.mark(deep=True)
        return ir.EventsThisTurn(event="put_into_graveyard", from_zone="battlefield")
    if isinstance(node, A.PerDiedThisTurn):       # "for each creature that died this turn" (700.4)
        return _died_this_turn(node, env)
    if isinstance(node, A.PerEach) and isinstance(node.nodes()[0], A.DistinctAmong):
        node.mark()
        return quantity(node.nodes()[0], env)     # "for each color among permanents you control"
    if isinstance(node, A.PerEach) and node.find(A.ColorsSpent) is not None:
        node = node.find(A.ColorsSpent)
    if isinstance(node, A.ColorsSpent):    # "for each color of mana spent to cast it" (702.44a)
        node.mark(deep=True)
        if env.it not in (None, "self") and node.token("SELF") is None:
            unsupported(node, "mana spent to cast another object", "colors_spent")
        return ir.ColorsSpent()
    if isinstance(node, A.PerEach) and node.find(A.TimesPaid) is not None:
        node = node.find(A.TimesPaid)
    if isinstance(node, A.TimesPaid):      # "for each time it was kicked" (702.33c)
        node.mark()
        for ref in node.nodes():
            if object_ref(ref, env) != "self":
                unsupported(node, "the costs paid for another object", "times_paid")
        label = node.token("COST_LABEL")
        return ir.TimesPaid(label=str(label).lower() if label is not None else "kicker")
    if isinstance(node, (A.PerEach, A.PerEachStatic)) and node.find(A.PerBasicLandType) is not None:
        node = node.find(A.PerBasicLandType)
    if isinstance(node, A.PerBasicLandType):    # "for each basic land type among lands you control"
        node.mark()
        return _domain(node, env)
    if isinstance(node, A.PerRemoved):          # "for each counter removed this way"
        node.mark(deep=True)
        return ir.Prev(key="amount")
    ck = node.find(A.CounterKind)
    if ck is not None or (node.find(A.Object) is None and node.nodes()):
        # "for each charge counter on ~"; "for each counter on this creature": of any kind (122.1)
        ref = object_ref(node.nodes()[-1], env)
        if not isinstance(ref, str):
            unsupported(node, "counters on each of a group", "counters_on")
        return ir.CountersOn(ref=ref, counter=ck.words if ck is not None else ANY_KIND)
    return _count(object_filter(node.find(A.Object), env, card_zone="any"))


def _count(flt: ir.Filter):
    """Count(filter), or — "for each creature card exiled this way" — the objects the effect
    just before acted on that match (CountIt)."""
    if flt.this_way:
        return ir.CountIt(filter=flt.model_copy(update={"this_way": False, "zone": "any"}))
    return ir.Count(filter=flt)


def quantity_basic_land_types(node: A.BasicLandTypes, env: Env):
    return _domain(node, env)


def quantity_party_size(node: A.PartySize, env: Env):
    """"the number of creatures in your party" (700.8)."""
    return ir.PartySize(ref="you")


def _domain(node: A.BasicLandTypes | A.PerBasicLandType, env: Env):
    """Domain (207.2c): the basic land types among the lands a player controls (305.6); or "for
    each creature in your party" (700.8), a count of the player's own in the same places."""
    if node.find(A.PerParty) is not None:
        node.mark(deep=True)
        return ir.PartySize(ref="you")
    who = _player_filter_word(node.nodes()[0], env)
    if who != "you":
        unsupported(node, "basic land types among another player's lands", "domain")
    return ir.BasicLandTypes(ref="you")


def quantity_died_this_turn_count(node: A.DiedThisTurnCount, env: Env):
    return _died_this_turn(node, env)


def _died_this_turn(node: A.PerDiedThisTurn | A.DiedThisTurnCount, env: Env) -> ir.EventsThisTurn:
    """"for each creature that died this turn", "the number of creatures that died under your
    control this turn": this turn's dies events (700.4) of objects matching as they last existed
    on the battlefield, controlled then by that player — what the condition "if a creature died
    this turn" counts."""
    flt = object_filter(node.find(A.Object), env)
    if "creature" not in flt.types:
        unsupported(node, "a noncreature object that 'died'", "died_this_turn")
    under = node.find(A.DiedUnder)
    who = _owner_word(under.find(A.PlayerrefPossessive), env) if under is not None else None
    return ir.EventsThisTurn(event="dies", filter=flt.model_copy(update={"zone": "any"}), player=who)


def quantity_life_this_turn(node: A.LifeThisTurn, env: Env):
    """"the amount of life you gained this turn" (119.9), "the total amount of life your
    opponents lost this turn" (119.3): the sum of this turn's life events of those players."""
    node.token("TOTAL_AMOUNT")
    who = _player_filter_word(node.nodes()[0], env)
    event = "gain_life" if "gained" in str(node.token("LIFE_CHANGED")) else "lose_life"
    return ir.EventsThisTurn(event=event, player=who)


def quantity_devotion(node: A.Devotion, env: Env):
    """Rule 700.5: "your devotion to black", "… to white and black" (a player's, 700.5a)."""
    who = possessive_player(node.find(A.PlayerrefPossessive), env)
    return ir.Devotion(ref=who, colors=tuple(c.words for c in node.find_all(A.Color)))


def quantity_plus_quantity(node: A.PlusQuantity, env: Env):
    return ir.Sum(parts=(number_value(node.find(A.Number), env), quantity(node.nodes()[-1], env)))


def quantity_twice_quantity(node: A.TwiceQuantity, env: Env):
    return ir.Times(factor=2, of=quantity(node.nodes()[-1], env))


def quantity_counters_on(node: A.CountersOn, env: Env):
    return each_count(node, env)


# per_each and the rules its alternatives are renamed to ("for each creature blocking it beyond the first")
_PER_EACH = (A.PerEach, A.PerBlocker, A.PerOpponentAttacked, A.PerVote, A.PerSpellCastBefore, A.PerPermanentDied,
             A.PerDiedThisTurn)


def _find_per_each(node: A.Node):
    """The "for each …" of an effect: a per_each node, or one of its renamed alternatives."""
    for c in node.children:
        if isinstance(c, _PER_EACH):
            return c
    return None


def _per_each(node: A.Node | None, base, env: Env):
    """"… for each Forest you control": ``base`` times the count."""
    if node is None:
        return base
    count = each_count(node, env)
    if isinstance(count, ir.Count) and count.filter.zone == "battlefield":
        env.it = ir.All(filter=count.filter)    # "… for each creature you control with …. Those creatures …"
    if isinstance(base, ir.Fixed):
        return count if base.value == 1 else ir.Times(factor=base.value, of=count)
    unsupported(node, "a variable amount for each object", "per_each")


# ---------------------------------------------------------------------------------------------
# Objects (rule 109) → Filter
# ---------------------------------------------------------------------------------------------
def _at_random(some: A.Node) -> bool:
    """Does "a card [...] at random" (an object suffix of ``some``'s description) pick at random?"""
    obj = some.find(A.Object)
    return obj is not None and any(isinstance(s.nodes()[0], A.AtRandom) for s in obj.find_all(A.ObjSuffix))


def object_filter(node: A.Object, env: Env, **extra) -> ir.Filter:
    at_random = extra.pop("at_random", False)     # the caller reads "at random" (a Choose's)
    totals = extra.pop("totals", None)            # the caller reads "with total …" (a Target's)
    f: dict = {}
    types: list[str] = []
    all_types: list[str] = []
    subtypes: list[str] = []
    kind = None
    listed: list[str] = []      # the card types of a list "A, B, or C", in order
    historic = None             # "historic" (700.6): the alternatives it sets
    for child in node.children:
        if isinstance(child, A.Colors):
            words = child.words
            if words == "colorless":
                f["colorless"] = True
            elif words == "multicolored":
                f["multicolored"] = True
            elif words == "monocolored":
                unsupported(child, "'monocolored' filter", "monocolored")
            else:
                f["colors"] = tuple(c.words for c in child.find_all(A.Color))
        elif isinstance(child, A.Noncolor):
            f.setdefault("not_colors", ())
            f["not_colors"] += (child.words[3:],)
        elif isinstance(child, A.Status):
            words = [str(t) for t in child.tokens("STATUS")]
            if len(words) > 1:
                if set(words) == {"attacking", "blocking"}:
                    f["attacking_or_blocking"] = True
                    continue
                if set(words) <= set(_STATUS_ANY) and len(set(words)) == len(words):
                    # "target attacking, blocking, or tapped creature": any one of them
                    f["status_any"] = tuple(words)
                    continue
                unsupported(child, f"status {' or '.join(words)}", "status")
            w = words[0]
            if w in ("tapped", "untapped"):
                f["tapped"] = w == "tapped"
            elif w == "attacking":
                f["attacking"] = True
            elif w == "blocking":
                f["blocking"] = True
            elif w == "nontoken":
                f["token"] = False
            elif w == "suspected":          # 701.58b: a designation of a permanent
                f["designation"] = "suspected"
            elif w in ("face-down", "face-up"):     # 708.2: a face-down spell or permanent
                f["face_down"] = w == "face-down"
            elif w in ("enchanted", "equipped"):     # 303.4, 301.5: an Aura / Equipment attached to it
                f[w] = True
            elif w == "unblocked":          # 509.1h: attacking, no blocker declared for it
                f["unblocked"] = True
            else:
                unsupported(child, f"status {w!r}", "status")
        elif isinstance(child, A.Supertype):
            w = child.words
            if w.startswith("non"):
                f.setdefault("not_supertypes", ())
                f["not_supertypes"] += (w[3:],)
            else:
                f.setdefault("supertypes", ())
                f["supertypes"] += (w,)
        elif isinstance(child, A.Nontype):
            sub = child.token("SUBTYPE")
            if sub is not None:
                f.setdefault("not_subtypes", ())
                f["not_subtypes"] += (singular_subtype(sub),)
            else:
                f.setdefault("not_types", ())
                f["not_types"] += (child.words[3:],)
        elif isinstance(child, A.Other):
            f["other"] = True
        elif isinstance(child, A.Historic):
            # rule 700.6: an object is historic if it has the legendary supertype, the artifact
            # card type, or the Saga subtype
            child.mark(deep=True)
            f["any_of"] = historic = (ir.Filter(zone="any", supertypes=("legendary",)),
                                      ir.Filter(zone="any", types=("artifact",)), ir.Filter(zone="any", subtypes=("saga",)))
        elif isinstance(child, A.SubtypePrefix):
            subtypes.append(singular_subtype(child.token("SUBTYPE")))
        elif isinstance(child, A.ObjNoun):
            kind_tok = child.token("KIND")
            kind = str(kind_tok).rstrip("s") if kind_tok else None
            if child.token("SOURCES") is not None:
                # "sources with the chosen name": objects of any kind in any zone (113.7)
                f["zone"] = "any"
            if len(child.tokens("KIND")) == 2:
                kind = None         # "a card or token": either kind of object
            or_type = child.token("TYPE")
            if or_type is not None:
                # "target spell or permanent": an object on the stack or the battlefield;
                # "target spell or creature": any spell, or a creature permanent (115.1, 110.1)
                ot = _type_word(str(or_type))
                if kind != "spell" or ot not in ("permanent", "creature", "artifact", "enchantment",
                                                 "planeswalker", "land"):
                    unsupported(child, f"'{child.words}'", "kind_or_type")
                kind = None
                f["zone"] = "stack_or_battlefield"
                if ot != "permanent":
                    f["any_of"] = (ir.Filter(zone="stack"), ir.Filter(types=(ot,)))
            pair = child.find(A.KindOrKind)
            if pair is not None:
                # "a land card or Shrine card": a card of either description (both cards)
                pair.mark(deep=True)
                kinds = {str(k).rstrip("s") for k in pair.tokens("KIND")}
                if len(kinds) != 1:
                    unsupported(pair, f"'{pair.words}'", "kind_or_type")
                kind = kinds.pop()
                alts = []
                for unit in pair.find_all(A.TypeUnit):
                    ts = [_type_word(t) for t in unit.tokens("TYPE")]
                    if len(ts) > 1 or unit.token("TOKEN_UNIT") is not None:
                        unsupported(pair, f"'{pair.words}'", "kind_or_type")
                    alts.append(ir.Filter(types=tuple(ts),
                                          subtypes=tuple(singular_subtype(x) for x in unit.tokens("SUBTYPE"))))
                f["any_of"] = tuple(alts)
            either = child.find(A.NontypeOr)
            if either is not None:
                # "a noncreature or Otter spell": not of that card type, or of the type / subtype
                # the unit names (either description)
                either.mark(deep=True)
                unit = either.find(A.TypeUnit)
                ts = [_type_word(t) for t in unit.tokens("TYPE")]
                ss = [singular_subtype(s) for s in unit.tokens("SUBTYPE")]
                if len(ts) > 1 or unit.token("TOKEN_UNIT") is not None:
                    unsupported(either, f"'{either.words}'", "kind_or_type")
                f["any_of"] = (ir.Filter(zone="any", not_types=(str(either.token("NONTYPE"))[3:],)),
                               ir.Filter(zone="any", types=tuple(ts), subtypes=tuple(ss)))
            pair = child.find(A.NontypePair)
            if pair is not None:
                # "noncreature artifact or noncreature enchantment": of the first type and not
                # the first negated one, or of the second and not the second negated one
                pair.mark(deep=True)
                alts = []
                for non, unit in zip(pair.tokens("NONTYPE"), pair.find_all(A.TypeUnit)):
                    ts = [_type_word(t) for t in unit.tokens("TYPE")]
                    if len(ts) != 1 or unit.token("TOKEN_UNIT") is not None or unit.tokens("SUBTYPE"):
                        unsupported(pair, f"'{pair.words}'", "kind_or_type")
                    alts.append(ir.Filter(zone="any", types=tuple(ts), not_types=(str(non)[3:],)))
                f["any_of"] = tuple(alts)
            tl = child.find(A.TypeList)
            if tl is not None:
                units = tl.find_all(A.TypeUnit)
                unit_types = []
                unit_subs = []
                unit_token = []
                for u in units:
                    ts = [_type_word(t) for t in u.tokens("TYPE")]
                    ss = [singular_subtype(s) for s in u.tokens("SUBTYPE")]
                    unit_types.append(ts)
                    unit_subs.append(ss)
                    unit_token.append(u.token("TOKEN_UNIT") is not None)
                if len(units) == 1:
                    ts, ss = unit_types[0], unit_subs[0]
                    if unit_token[0]:
                        # the noun "token" alone ("if it isn't a token", 111.1): a token
                        f["token"] = True
                    if len(ts) == 2:
                        all_types.extend(ts)
                    else:
                        types.extend(ts)
                    subtypes.extend(ss)
                else:
                    if any(unit_token):     # "an artifact, enchantment, or token" (702.166a)
                        tl.mark(deep=True)
                        kinds = [t[0] for t, tok in zip(unit_types, unit_token) if not tok and len(t) == 1]
                        if len(kinds) != len(units) - 1 or any(unit_subs):
                            unsupported(tl, "a token in a list of other kinds", "token_unit")
                        f["any_of"] = (ir.Filter(types=tuple(kinds)), ir.Filter(token=True))
                    elif all(len(t) == 1 and not s for t, s in zip(unit_types, unit_subs)):
                        types.extend(t[0] for t in unit_types)
                        listed = [t[0] for t in unit_types]
                    elif all(not t and s for t, s in zip(unit_types, unit_subs)):
                        subtypes.extend(s[0] for s in unit_subs)
                    else:
                        # "creature or Vehicle": a card type or a subtype — either description
                        tl.mark(deep=True)
                        f["any_of"] = tuple(
                            ir.Filter(**({"all_types": tuple(t)} if len(t) == 2 else {"types": tuple(t)}),
                                      subtypes=tuple(s))
                            for t, s in zip(unit_types, unit_subs))
        elif isinstance(child, A.ObjSuffix) and isinstance(child.nodes()[0], A.AtRandom):
            if not at_random:
                unsupported(child, f"'at random' in {node.words!r}", "at_random")
        elif isinstance(child, A.ObjSuffix) and isinstance(child.nodes()[0], (A.WithTotal, A.DifferentControllers)):
            if totals is None:
                unsupported(child, f"'{child.words}': a total of objects chosen together, not of targets",
                            "total_of_chosen")
            totals.append(child.nodes()[0])
        elif isinstance(child, A.ObjSuffix):
            _object_suffix(child.nodes()[0], f, env)
        else:
            unsupported(child, f"object word {child.words!r}", "object_part")
        if isinstance(child, A.Node):
            child.mark(deep=True)     # each branch above read it whole, or raised
    if historic is not None and f.get("any_of") is not historic:
        unsupported(node, f"'historic' with other alternatives in {node.words!r}", "historic")
    if "permanent" in types:
        types.remove("permanent")
        if kind in ("card", "spell"):
            # "permanent card" / "permanent spell" (110.4a): an artifact, battle, creature,
            # enchantment, land or planeswalker card — an instant or sorcery card is not one.  On
            # the battlefield every object is a permanent, so there the word restricts nothing.
            if types:
                unsupported(node, f"'permanent' with another card type in {node.words!r}", "permanent_card")
            types = list(PERMANENT_TYPES)
    if len(listed) > 1 and listed[-1] == "creature" and ("power" in f or "toughness" in f):
        # "target artifact, enchantment, or creature with power 4 or greater": only creatures have
        # power and toughness (208.3), so the comparison qualifies the last noun of the list, the
        # creature; the other kinds are targets whatever they are
        stats = {k: f.pop(k) for k in ("power", "toughness") if k in f}
        f["any_of"] = (ir.Filter(types=tuple(listed[:-1])), ir.Filter(types=("creature",), **stats))
        types = [t for t in types if t not in listed]
    if f.get("other") and f.get("shares_type_with") not in (None, "self"):
        # "each other creature … that shares a creature type with it": other than that creature (the
        # one the effect applies to, the equipped one, the attacking one), not other than the source
        f["other"] = False
        f["other_than"] = f["shares_type_with"]
    if f.get("other") and f.get("same_name_as") not in (None, "self"):
        # "all other permanents with the same name as that permanent": other than that object
        # (the one the name is compared with), not other than the source
        f["other"] = False
        f["other_than"] = f["same_name_as"]
    if types:
        f["types"] = tuple(types)
    if all_types:
        f["all_types"] = tuple(all_types)
    if subtypes:
        if len(subtypes) > 1 and len(node.find_all(A.SubtypePrefix)) > 0:
            unsupported(node, "several subtypes at once", "subtypes")
        f["subtypes"] = tuple(subtypes)
    if kind == "token":
        f["token"] = True
    elif kind == "spell" and f.get("zone", "stack") != "stack":
        # "cast a spell from your hand": a card in that zone, cast as a spell — never a land (305.1)
        if "types" not in f:
            f["not_types"] = tuple(dict.fromkeys(tuple(f.get("not_types", ())) + ("land",)))
    elif kind == "spell":
        f["zone"] = "stack"
    elif kind == "card" and "zone" not in f:
        f["zone"] = extra.pop("card_zone", "any")
    f.update({k: v for k, v in extra.items() if k != "card_zone"})
    if f.get("controller") not in (None, "any") and f.get("zone") in ("hand", "graveyard", "library"):
        # "lands you control from your hand": only permanents (and spells) have controllers
        # (108.4, 108.4a); the words go with another noun of the sentence (a misreading: a gap)
        unsupported(node, f"{node.words!r}: a controller for cards in a {f['zone']}", "object_part")
    return ir.Filter(**f)


# rule 110.4a: the card types a permanent can have
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def _object_suffix(node: A.Node, f: dict, env: Env) -> None:
    if isinstance(node, A.ThatsColors) and node.token("ONE_OR_MORE_COLORS") is not None:
        f["colorless"] = False                  # "that's one or more colors": colored (105.2)
    elif isinstance(node, A.ThatsColors):         # "a spell that's black or red"
        cs = node.find(A.Colors)
        if "colors" in f or not cs.find_all(A.Color):
            unsupported(node, f"'{node.words}'", "thats_colors")
        f["colors"] = tuple(c.words for c in cs.find_all(A.Color))
    elif isinstance(node, A.ControlledBy):
        f["controller"] = _player_filter_word(node.nodes()[0], env)
    elif isinstance(node, A.NotControlledBy):
        who = _player_filter_word(node.nodes()[0], env)
        if who != "you":
            unsupported(node, f"'{node.words}'", "not_controlled_by")
        f["controller"] = "not_you"
    elif isinstance(node, A.OwnedBy):
        f["owner"] = _player_filter_word(node.nodes()[0], env)
    elif isinstance(node, A.WithKeyword):
        f["with_keywords"] = tuple(k.words for k in node.find_all(A.KeywordName))
    elif isinstance(node, A.WithBasicLandType):
        # 205.3i: any of the five basic land types (the subtypes of a filter: one of them)
        if f.get("subtypes"):
            unsupported(node, "'with a basic land type' of an object that names subtypes", "basic_land_type")
        f["subtypes"] = tuple(sorted(_BASIC_LAND_TYPES))
    elif isinstance(node, A.WithoutKeyword):
        f["without_keywords"] = tuple(k.words for k in node.find_all(A.KeywordName))
    elif isinstance(node, A.WithNoAbilities):
        node.mark(deep=True)
        f["no_abilities"] = True
    elif isinstance(node, A.EnteredThisTurn):
        # 603.6a: one of this turn's entering events is this very object (a new object after
        # each zone change, 400.7: a permanent that left and came back entered anew)
        node.mark(deep=True)
        f["entered_this_turn"] = True
    elif isinstance(node, A.WithStat) and node.token("LESSER_GREATER") is not None:
        _lesser_stat(node, f, env)
    elif isinstance(node, A.WithStat):
        _stat_requirement(node, str(node.token("STAT")), node.find(A.Comparison), f, env)
    elif isinstance(node, A.WithTotalPt):
        # "with total power and toughness 5 or less": the sum compared (208.1)
        part: dict = {}
        _stat_requirement(node, "power", node.find(A.Comparison), part, env)
        if set(part) != {"power"}:
            unsupported(node, f"{node.words!r}", "stat")
        node.mark()
        f["total_pt"] = part["power"]
    elif isinstance(node, A.WithEitherStat):
        # "with power or toughness 4 or greater": the object meets one of the two requirements
        if f.get("any_of"):
            unsupported(node, "'with power or toughness …' on a description with alternatives", "stat")
        alts = []
        for stat in ("power", "toughness"):
            part: dict = {}
            _stat_requirement(node, stat, node.find(A.Comparison), part, env)
            if set(part) != {stat}:
                unsupported(node, f"'with power or toughness {node.find(A.Comparison).words}'", "stat")
            alts.append(ir.Filter(zone="any", **part))
        node.mark()
        f["any_of"] = tuple(alts)
    elif isinstance(node, A.InZone):
        zone = node.find(A.ZoneRef)
        z = zone.token("ZONE") or zone.token("ZONES")
        zname = str(z).rstrip("s") if str(z) != "graveyards" else "graveyard"
        if zname == "librarie":
            zname = "library"
        f["zone"] = zname
        if zone.token("SINGLE") is not None:
            f["single_zone"] = True     # a target's: all the targets in one player's zone
        ppos = zone.find(A.PlayerrefPossessive)
        if ppos is not None:
            f["owner"] = _owner_word(ppos, env)
        elif zone.words.startswith("~"):
            f["owner"] = "self:owner"
    elif isinstance(node, A.SameManaValueAsDiscarded):
        # transmute 702.53a: the discarded card is this card, whose mana value is printed;
        # transfigure 702.71a: "as ~", this permanent (sacrificed: its last mana value, 202.3)
        if (env.zone != "hand" and node.token("SELF") is None) or not env.face.mana_cost \
                or "X" in env.face.mana_cost.upper():
            unsupported(node, "the mana value of a card discarded other than by 'Discard ~'", "same_mana_value")
        node.mark(deep=True)
        f["mana_value"] = ("==", _printed_mana_value(env.face.mana_cost))
    elif isinstance(node, A.NamedSelf):
        if _names_granter(node, env, "name"):
            f["named"] = env.face.name         # 201.2: "a card named <the card that gives it>"
        else:
            f["same_name_as"] = "self"
    elif isinstance(node, A.NamedCard):
        # rule 201.2: "a card named Ajani, Valiant Protector" — the name as the card prints it
        tok = node.token("CARD_NAME")
        f["named"] = env.line.text[tok.start_pos + 1:tok.end_pos - 1]
    elif isinstance(node, A.WithGreatest):
        # "with the greatest power among creatures that player controls" (the greatest of that
        # group; every tied object has it); without "among": of the objects the filter describes
        among = node.find(A.Object)
        f["greatest"] = (str(node.token("STAT")), object_filter(among, env) if among is not None else None)
    elif isinstance(node, A.SameNameAs):
        # rule 201.2: "with the same name as that creature" — a target named before it, the object
        # of the trigger event, or this object; "the exiled card", "the chosen card" and the like
        # name an object this lowering does not follow
        ref = node.nodes()[0]
        that = ref.token("THAT") if isinstance(ref, A.PronounRef) else None
        what = object_ref(ref, env) if that is None or str(that) == "that" else None
        if not (isinstance(what, str) and (what == "self" or what.startswith(("target:", "trigger:")))):
            unsupported(node, f"'with the same name as {ref.words}': which object it names", "antecedent")
        f["same_name_as"] = what
    elif isinstance(node, A.OtherThanSelf):
        attached = node.find(A.AttachedRef)
        if attached is not None:
            attached.mark(deep=True)
            f["other_than"] = attached_word(attached)
        else:
            f["other"] = True
    elif isinstance(node, A.OnBattlefield):
        f["zone"] = "battlefield"
    elif isinstance(node, A.OfChoice):
        return
    elif isinstance(node, A.ThatTargets):
        what = node.nodes()[0]
        if isinstance(what, A.SelfRef):
            what.mark(deep=True)
            f["targets"] = "self"
        else:
            _mark_count(what)
            f["targets"] = object_filter(what.find(A.Object), env)
    elif isinstance(node, A.ThisWay):
        f["this_way"] = True            # read by each_count (the objects the effect before acted on)
    elif isinstance(node, A.OfChosen):
        q = str(node.token("CHOSEN_QUALITY"))
        f["chosen"] = "color" if q == "color" else "creature_type"
        # the choice must be the card's: "As ~ enters, choose a creature type." or "Choose a color."
        # (608.2d); "that type" after "Choose a card type" is another choice
        wanted = "color" if q == "color" else "creature type"
        if not re.search(rf"\bchoose an? {wanted}\b", env.face.text or "", re.I) or \
                (q == "type" and re.search(r"\bchoose an? (card|basic land) type\b", env.face.text or "", re.I)):
            unsupported(node, f"{node.words!r}: no choice of a {wanted} on the card", "chosen_quality")
    elif isinstance(node, (A.SharesType, A.SharesColor)):
        # "that shares at least one creature type with it" (205.3m): "it" the object named before —
        # in "Each creature gets +1/+1 for each other creature … with it", each creature affected;
        # "that each share a color with this spell" (conspire 702.78a; 105.2: a color in common)
        node.mark(deep=True)
        ref = "self" if node.token("SELF") is not None else env.it
        if not isinstance(ref, str):
            unsupported(node, f"{node.words!r} with no one object before", "antecedent")
        f["shares_type_with" if isinstance(node, A.SharesType) else "shares_color_with"] = ref
    elif isinstance(node, A.WithChosenName):
        # "with the chosen name": the card name its source chose as it entered (201.4, 614.12)
        node.mark(deep=True)
        f["chosen"] = "card_name"
    elif isinstance(node, A.AttachedToObj):
        # "all Equipment attached to that creature", "for each Aura attached to it" (301.5, 303.4)
        node.mark()
        host = node.nodes()[0]
        if isinstance(host, A.SomeRef):
            _mark_count(host)
            f["attached_to"] = object_filter(host.find(A.Object), env)
        elif isinstance(host, A.PronounRef) and host.words == "them" and _enchants_player(env) \
                and isinstance(env.player_it, str) and env.player_it != "you":
            # "the number of Curses attached to them" on an Aura enchanting a player: "them" is
            # the player named before (608.2c; 303.4b: Auras attached to a player)
            host.mark(deep=True)
            f["attached_to"] = env.player_it
        else:
            ref = object_ref(host, env)
            if not isinstance(ref, str):
                unsupported(node, f"attached to {host.words!r}", "attached_to")
            f["attached_to"] = ref
    elif isinstance(node, A.ExiledWith):
        # rule 607.2a: the cards in exile that an ability of this object exiled (linked abilities;
        # a new object after a zone change has exiled none, 400.7)
        f["zone"] = "exile"
        f["exiled_with"] = "self"
    elif isinstance(node, A.DealtDamageThisTurn):
        # this turn's damage events (120.3): dealt by any source, or by this object ("by ~")
        f["dealt_damage"] = "self" if node.token("SELF") is not None else "any"
    elif isinstance(node, A.HavingCounters):
        ck = node.find(A.CounterKind)
        f["counter"] = ck.words if ck is not None else "any"
    else:
        unsupported(node, f"object condition {node.words!r}", node.rule)


def _lesser_stat(node: A.WithStat, f: dict, env: Env) -> None:
    """"with lesser mana value", "with greater power": than the object of the trigger event (the
    creature that died or entered, as it last existed: 608.2h); elsewhere it compares with nothing
    the wording names."""
    stat = " ".join(str(node.token("STAT")).split())
    ref = env.trigger_subject if env.kind == "triggered" else None
    if ref not in ("self", "trigger:object"):
        unsupported(node, f"'with {node.token('LESSER_GREATER')} {stat}' than no trigger object", "lesser_stat")
    key, q = {"power": ("power", ir.PowerOf), "toughness": ("toughness", ir.ToughnessOf),
              "mana value": ("mana_value", ir.ManaValueOf)}[stat]
    f[key] = ("<" if str(node.token("LESSER_GREATER")) == "lesser" else ">", q(ref=ref))


def _stat_requirement(node, stat: str, cmp: A.Comparison, f: dict, env: Env) -> None:
    """"with power 2 or less", "with mana value 1", "with power greater than ~'s power": the
    filter's requirement on the stat."""
    stat = " ".join(stat.split())
    order = cmp.token("ORDER")
    key = {"power": "power", "toughness": "toughness", "mana value": "mana_value"}[stat]
    if order is None and cmp.token("ORDER_PREFIX") is None:
        f[key] = ("==", _cmp_number(cmp.find(A.Number), env))    # "with mana value 1", "… X"
        return
    if order is None:
        prefix = cmp.token("ORDER_PREFIX")
        q = cmp.nodes()[0]
        ops = {"less than": "<", "greater than": ">", "equal to": "==", "less than or equal to": "<=",
               "greater than or equal to": ">="}
        if isinstance(q, A.StatOf) and not q.nodes() and stat in ("power", "toughness") \
                and q.token("STAT") in ("power", "toughness") and q.token("STAT") != stat:
            # "creature you control with toughness greater than its power": "its" is the object
            # described, its two stats compared (208.1)
            q.mark(deep=True)
            f["own_stats"] = (stat, ops[" ".join(str(prefix).split())], str(q.token("STAT")))
            return
        # "with power greater than ~'s power" (training, 702.149a)
        if stat == "power" and prefix == "greater than" and isinstance(q, A.StatOf) \
                and q.token("STAT") == "power":
            f["power_greater_than_ref"] = _one_possessor(q, env)
            return
        # "with power less than ~'s power" (mentor, 702.134a)
        if stat in ("toughness", "power") and prefix == "less than" and isinstance(q, A.StatOf) \
                and q.token("STAT") == "power":
            f["power_less_than_ref"] = _one_possessor(q, env)
            return
        # "with mana value equal to the number of charge counters on ~", "with power greater
        # than the number of cards in your hand": compared with the quantity as it is then
        f[key] = (ops[" ".join(str(prefix).split())], quantity(q, env))
        return
    op = "<=" if order == "or less" else ">="
    f[key] = (op, _cmp_number(cmp.find(A.Number), env))


def _one_possessor(q: A.StatOf, env: Env) -> str:
    """The one object whose power a comparison names ("greater than ~'s power"); "greater than
    each other creature's power" compares with every one of a group, which no filter states."""
    ref = _possessor_ref(q, env)
    if not isinstance(ref, str):
        unsupported(q, f"a comparison with {q.words!r} of several objects", "stat_compare")
    return ref


def _cmp_number(node: A.Number, env: Env):
    """The number of a comparison: an int, or X (its value when the filter is used)."""
    q = number_value(node, env)
    return q.value if isinstance(q, ir.Fixed) else q


def _printed_mana_value(cost: str) -> int:
    """Rule 202.3: the mana value of a printed mana cost ("{2}{U}{B}" → 4, "{2/W}" → 2)."""
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost):
        parts = sym.upper().split("/")
        total += max(int(p) if p.isdigit() else 1 for p in parts)
    return total


def _player_filter_word(node: A.Node, env: Env) -> str:
    """The player in "you control", "an opponent controls", "target player controls"."""
    node.mark(deep=not isinstance(node, (A.TargetPlayer, A.ControllerOf, A.OwnerOf)))
    if isinstance(node, A.You):
        return "you"
    if isinstance(node, A.AnOpponent):
        return "opponent" if "opponent" in node.words else "any"
    if isinstance(node, A.EachPlayer):
        w = node.words
        if "opponent" in w:
            return "opponent"
        return "any"
    if isinstance(node, A.Playerref) and isinstance(node.nodes()[0], A.ThatPlayer):
        node = node.nodes()[0]
    if isinstance(node, A.ThatPlayer) and env.recipients_players is not None and env.player_it is None:
        node.mark(deep=True)
        return env.recipients_players
    return player_ref(node, env)


def _owner_word(ppos: A.PlayerrefPossessive, env: Env) -> str:
    ppos.mark(deep=True)
    if ppos.token("YOUR"):
        return "you"
    if ppos.token("THEIR") and isinstance(env.player_it, str):
        # "Target opponent exiles a card from their graveyard", "Each player draws a card for each
        # creature card in their graveyard": the player named before (608.2c), not any player
        return env.player_it
    if ppos.token("THEIR") or ppos.token("ITS_OWNERS"):
        return "any"
    who = possessive_player(ppos, env)
    if isinstance(who, ir.EachPlayer):
        # "Cards in each player's hand have cycling {2}", "cards in each opponent's graveyard":
        # the cards of any of those players
        if who.who not in ("any", "opponent"):
            unsupported(ppos, f"cards in the zones of {ppos.words!r}", "owner")
        return who.who
    if not isinstance(who, str):
        unsupported(ppos, f"cards in the zone of {ppos.words!r}", "owner")
    return who


# ---------------------------------------------------------------------------------------------
# References to objects and players
# ---------------------------------------------------------------------------------------------
def target_count(node: A.TargetCount | None, env: Env) -> tuple[int, int]:
    if node is None:
        return 1, 1
    if node.token("ANY_NUMBER_OF") is not None:
        return 0, _ANY_NUMBER
    nums = [number_value(n, env) for n in node.find_all(A.Number)]
    if len(nums) == 1 and isinstance(nums[0], ir.XValue):
        # "X target creatures" / "up to X target creatures": X as announced (601.2b-c)
        return (0 if node.words.startswith("up to") else _X_COUNT), _X_COUNT
    nums = [int_value(n, env) for n in node.find_all(A.Number)]
    if node.words.startswith("up to"):
        return 0, nums[0]
    if len(nums) > 1:
        return min(nums), max(nums)
    return nums[0], nums[0]


def _target_total(node: A.WithTotal, hi: int, env: Env) -> tuple[str, int]:
    """"any number of target creature cards with total mana value 6 or less" (601.2c): the stat
    the targets chosen together add up and its most — of several targets only."""
    if hi == 1:
        unsupported(node, f"'{node.words}' of a single target", "total_of_chosen")
    stat = str(node.token("STAT")).lower()
    if stat not in ("mana value", "power"):
        unsupported(node, f"a total {stat} of targets", "total_of_chosen")
    return stat.replace(" ", "_"), int_value(node.find(A.Number), env)


_X_COUNT = -1     # Target.min_count / max_count: X, the value announced for the spell (601.2b)
_ANY_NUMBER = 99  # "any number of": as many as there are (the runtime bounds it by the candidates)
def attached_word(node: A.AttachedRef) -> str:
    """"enchanted creature", "equipped creature", "fortified land": the object the source is
    attached to (an Aura 303.4, an Equipment 301.5, a Fortification 301.6)."""
    for word in ("ENCHANTED", "EQUIPPED", "FORTIFIED"):
        if node.token(word) is not None:
            return word.lower()
    raise AssertionError(node.words)


def _names_granter(node: A.Node, env: Env, use: str = "object") -> bool:
    """Whether ``node``'s "~" is the card's name inside an ability the card gives another object
    (201.5a: it means the object whose ability gives it); that use of it is recorded."""
    if not env.line.granter:
        return False
    tok = node.token("SELF")
    if tok is None or tok.start_pos not in env.line.granter:
        return False
    env.granter_used[tok.start_pos] = use
    return True


def _described_target(node: A.DescribedTargetRef, env: Env) -> str:
    """"the creature you control", "the creature you don't control", "the creature an opponent
    controls" after "Choose target creature you control and target creature you don't control":
    the one target object chosen with that card type and that controller (115.1)."""
    node.mark(deep=True)
    part = node.find(A.ControlledBy) or node.find(A.NotControlledBy)
    who = _player_filter_word(part.nodes()[0], env)
    if isinstance(part, A.NotControlledBy):
        if who != "you":
            unsupported(node, f"{node.words!r}", "antecedent")
        who = "not_you"
    kind = _type_word(node.token("TYPE"))
    found = [i for i, t in enumerate(env.targets) if t.objects is not None and kind in t.objects.types
             and t.objects.controller == who and t.min_count == t.max_count == 1]
    if len(found) != 1:
        unsupported(node, f"{node.words!r}: not one target so described before", "antecedent")
    return f"target:{found[0]}"


def object_ref(node: A.Node, env: Env, *, card_zone: str = "any"):
    """An object operand: a reference name or ``All(filter)``."""
    if isinstance(node, A.Objref):
        node = node.nodes()[0]
    node.mark()
    if isinstance(node, A.OneOfThemRandom):
        # "Destroy one of them at random": one of the targets chosen together before (608.2d)
        group = (env.group,) if isinstance(env.group, str) else env.group
        if not isinstance(group, tuple) or not group or not all(
                isinstance(r, str) and r.startswith("target:") for r in group):
            unsupported(node, "'one of them' with no targets chosen together before", "antecedent")
        return ir.Choose(filter=ir.Filter(zone="any"), among=group, random=True)
    if isinstance(node, (A.SelfRef, A.PronounRef, A.AttachedRef, A.ChosenRef)):
        node.mark(deep=True)      # one word, or words whose meaning is the reference itself
    if isinstance(node, A.SelfRef):
        return "granter" if _names_granter(node, env) else "self"
    if isinstance(node, (A.TargetRef, A.AnotherTargetRef)):
        lo, hi = target_count(node.find(A.TargetCount), env)
        other = isinstance(node, A.AnotherTargetRef) or node.token("OTHER_TARGET") is not None
        node.token("EACH_OF")     # "each of up to two target creatures": the same targets
        obj = node.find(A.Object)
        choice = next((n for n in obj.walk() if isinstance(n, A.OfChoice)), None) if obj is not None else None
        if choice is not None and "your" not in choice.words:
            # "that attacking player may tap or untap target permanent of their choice": another
            # player chooses the target (the engine's targets are the ability's controller's, 601.2c)
            unsupported(choice, f"a target chosen by another player ({node.words!r})", "target_chooser")
        # "another target creature" after an earlier target object ("Target creature … to
        # another target creature"): a different object than those (115.3 lets one object be
        # chosen for each "target"; "another" forbids it).  With no earlier target object it
        # means other than the source ("another target creature you control", 109.5-style).
        earlier = tuple(i for i, t in enumerate(env.targets) if t.objects is not None)
        different = earlier if isinstance(node, A.AnotherTargetRef) else ()
        extra = {"other": True} if other and not different else {}
        totals: list = []
        flt = object_filter(node.find(A.Object), env, card_zone="graveyard", totals=totals, **extra)
        single = flt.single_zone        # "up to two target cards from a single graveyard"
        if single:
            flt = flt.model_copy(update={"single_zone": False})
        # "controlled by different players" (601.2c): a requirement on the targets chosen together
        apart = [n for n in totals if isinstance(n, A.DifferentControllers)]
        totals = [n for n in totals if not isinstance(n, A.DifferentControllers)]
        for n in apart:
            n.mark(deep=True)
        if apart and (hi < 2 or flt.zone not in (None, "battlefield")):
            unsupported(apart[0], "'controlled by different players' of fewer than two targets or of cards",
                        "different_controllers")
        total = _target_total(totals[0], hi, env) if totals else None
        ref = env.add_target(ir.Target(objects=flt, min_count=lo, max_count=hi, different_from=different,
                                       same_owner=single, text=node.text, total=total,
                                       different_controllers=bool(apart)))
        env.it = ref
        env.blocked = None
        if flt.controller == "opponent" and lo == hi == 1:
            env.target_controller = f"{ref}:controller"
        return ref
    if isinstance(node, A.DescribedTargetRef):
        return _described_target(node, env)
    if isinstance(node, A.PronounRef) and _raw(node).lower().startswith("the sacrificed"):
        # the object sacrificed to pay the cost (as it last existed, 608.2h): an activated
        # ability's "Sacrifice a creature:", a spell's "As an additional cost to cast ~,
        # sacrifice a creature." (601.2h); never the source
        sacrificed = env.sacrificed or (_spell_cost_object(env, "sacrifice") if env.kind == "spell" else None)
        if sacrificed is None:
            unsupported(node, f"{node.words!r} with no cost or effect before that sacrifices one object", "antecedent")
        if sacrificed == _TWO_SACRIFICED:
            unsupported(node, f"{node.words!r}: a cost and an effect each sacrificed an object", "antecedent")
        if env.it is None:
            # the one object the spell has named: a later "its" means it too ("You draw cards
            # equal to the sacrificed creature's power, then you gain life equal to its toughness.")
            env.it = sacrificed
        return sacrificed
    if isinstance(node, A.PronounRef) and _raw(node).lower().startswith("the exiled"):
        exiled = env.cost_exiled or (_spell_cost_object(env, "exile") if env.kind == "spell" else None)
        if exiled is not None:
            # "Exile a creature card from your graveyard: Target opponent loses life equal to the
            # exiled card's power.", "~ deals damage equal to the exiled card's power to target
            # creature.": the card exiled to pay the cost (601.2h, 602.2b); when an effect of the
            # ability exiles one before these words, which card is meant is a guess (a gap)
            before = node.source.text[:node.span[0]].lower()
            if _EXILE_VERB.search(before.rsplit(":", 1)[-1] if env.kind != "spell" else before):
                unsupported(node, f"{node.words!r}: a cost and an effect each exile a card", "antecedent")
            if env.it is None:
                env.it = exiled     # the one object the spell has named (as "the sacrificed" above)
            return exiled
    if isinstance(node, A.PronounRef) and _raw(node).lower() == "itself":
        # a reflexive pronoun names the subject of its own clause: "~ deals 2 damage to itself"
        # (the source), not the object named before
        if not isinstance(env.reflexive, str):
            unsupported(node, "'itself' in a clause whose subject is no one object", "antecedent")
        return env.reflexive
    if isinstance(node, A.PronounRef):
        if env.blocked is not None and node.token("THAT") is not None:
            return env.blocked       # "Whenever ~ blocks a creature, destroy that creature"
        if env.top_card is not None and node.token("TYPE") is not None and node.token("KIND") is None:
            # "Choose target creature. … reveal the top card of your library. ~ deals damage equal
            # to that card's mana value to that creature.": a card in a library is no creature
            # (110.1); "that creature" is the object named before it
            if env.before_top is None:
                unsupported(node, f"{node.words!r} after looking at a card, with no object named before", "antecedent")
            return env.before_top
        if env.it is None and isinstance(env.group, str) and env.group.startswith("target:") \
                and (_raw(node).lower().startswith("those ") or _raw(node).lower() == "them"):
            # "Choose two target creatures controlled by different players. Return those creatures
            # to their owners' hands.": the targets of the one description chosen together (608.2c)
            return env.group
        if env.it is None:
            unsupported(node, f"{node.words!r} has no antecedent", "antecedent")
        if node.token("THE_TOKENS") is not None and not (env.it == "it" and env.tokens_made):
            unsupported(node, f"{node.words!r} when what was named last is no token made", "antecedent")
        if env.it == "self" and str(node.token("THAT") or "").lower() in ("that", "those", "the exiled") \
                and (node.token("TYPE") or node.token("SUBTYPE") or node.token("KIND")) is not None:
            return _that_after_self(node, env)
        if env.it == EACH_OBJECT:
            _check_each_antecedent(node, env)
        _check_typed_antecedent(node, env)
        ty = node.token("TYPE")
        if env.it == "self" and ty is not None and _type_word(ty) == "creature" and _never_creature(env):
            # "that creature" can't be ~, an Aura or Equipment: the one creature the ability named
            # ("if enchanted creature has flying, … deals 2 damage to that creature", "attach it
            # to target creature you control. Untap that creature."), which a later "it" means
            # too; none or two of them is a guess (a gap)
            named = ([env.attached_topic] if env.attached_topic else []) + [
                f"target:{i}" for i, t in enumerate(env.targets)
                if t.objects is not None and "creature" in t.objects.types]
            if len(named) != 1:
                unsupported(node, f"{node.words!r} when ~ is no creature and "
                            f"{'no creature was' if not named else 'several creatures were'} named",
                            "antecedent")
            env.it = named[0]
            return env.it
        return env.it
    if isinstance(node, A.AttachedRef):
        return attached_word(node)
    if isinstance(node, A.AllRef):
        return ir.All(filter=object_filter(node.find(A.Object), env, card_zone=card_zone))
    if isinstance(node, A.ChosenRef):
        return "chosen"
    if isinstance(node, A.TargetingRef):
        if env.targeting is None:
            unsupported(node, "'that spell or ability' outside a 'becomes the target' trigger", "antecedent")
        return env.targeting
    if isinstance(node, A.TappedRef):
        if env.tapped is None:
            unsupported(node, "'the tapped creature' outside enlist's trigger", "antecedent")
        return env.tapped
    if isinstance(node, A.BlockingRef):
        if env.blocker is None:
            unsupported(node, "'the blocking creature' outside a 'becomes blocked by' trigger", "antecedent")
        return env.blocker
    if isinstance(node, A.GroupRef):
        return ir.All(filter=object_filter(node.find(A.Object), env, card_zone=card_zone))
    if isinstance(node, A.TheSpellRef):         # the spell of a "When you cast …" trigger
        if env.trigger_subject not in ("self", "trigger:object") or env.kind != "triggered":
            unsupported(node, "'the spell' outside a cast trigger", "antecedent")
        return env.trigger_subject
    if isinstance(node, A.SomeRef):
        # "Return a creature card from your graveyard to your hand": the player doing it chooses
        # one as it happens (608.2d), not a target
        chooser = env.chooser
        if isinstance(chooser, ir.EachPlayer) and env.player_it == EACH_PLAYER:
            # "Each player puts a creature card from their graveyard onto the battlefield": each
            # of them chooses one of their own, in turn (101.4; ``_each_player_runs`` loops)
            chooser = EACH_PLAYER
        if not isinstance(chooser, str):
            unsupported(node, f"each of several players choosing {node.words!r}", "some_ref")
        rnd = _at_random(node)          # "a creature card at random from your graveyard"
        flt = object_filter(node.find(A.Object), env, card_zone=card_zone, at_random=rnd)
        if chooser == EACH_PLAYER:
            ppos = next((n for n in node.walk() if isinstance(n, A.PlayerrefPossessive)), None)
            if flt.owner == "any" and ppos is not None and ppos.token("THEIR") is not None:
                flt = flt.model_copy(update={"owner": EACH_PLAYER})     # "from their hand": the chooser's
            if (flt.owner or flt.controller) != EACH_PLAYER:
                unsupported(node, f"each of several players choosing {node.words!r} not of their own", "some_ref")
        if node.token("ANY_NUMBER_OF") is not None:      # as many as they choose, maybe none
            if rnd:
                unsupported(node, "any number of objects at random", "at_random")
            return ir.Choose(filter=flt, count=_ANY_NUMBER, who=chooser, up_to=True)
        _mark_count(node)
        n = int_value(node.find(A.Count), env)
        return ir.Choose(filter=flt, count=n, who=chooser, random=rnd)
    if isinstance(node, A.UpToRef):
        # "Untap up to four lands.": chosen as it happens (608.2d), from none up to that many
        if not isinstance(env.chooser, str):
            unsupported(node, f"each of several players choosing {node.words!r}", "some_ref")
        return ir.Choose(filter=object_filter(node.find(A.Object), env, card_zone=card_zone),
                         count=int_value(node.find(A.Number), env), who=env.chooser, up_to=True)
    unsupported(node, f"object reference {node.words!r}", node.rule)


def _that_after_self(node: A.PronounRef, env: Env) -> str:
    """"that creature", "that Equipment", "the exiled card" when the last object named is the
    object itself: the object itself is "this …" or "~" (201.4b), so these name another object
    named before (608.2c) — the blocker of a "becomes blocked by" trigger ("Whenever this creature
    becomes blocked by a creature, destroy that creature."), the one target of that type
    ("Destroy target artifact. This creature gets +X/+0 …, where X is that artifact's mana
    value."), the object of the trigger event ("When a nonblack creature enters, sacrifice this
    enchantment. If you do, destroy that creature."); the object itself only in its own trigger,
    if it is of that kind ("Whenever this creature or another creature you control enters, that
    creature fights …"). "The exiled card" is never the object itself. Anything else is a gap."""
    word = str(node.token("TYPE") or node.token("SUBTYPE") or node.token("KIND")).lower()
    if str(node.token("THAT")).lower() == "the exiled":
        if env.kind == "triggered" and word in ("card", "cards"):
            # "III — Return the exiled card to the battlefield under its owner's control.": the card
            # another ability of this object exiled (linked abilities, 607.2a); a triggered ability
            # has no cost that could have exiled one instead
            return ir.All(filter=ir.Filter(zone="exile", exiled_with="self"))
        unsupported(node, f"{node.words!r} after the object itself: the card exiled is another one", "antecedent")
    if node.token("TYPE") is not None:
        kind = _type_word(word)
        of_kind = lambda flt: kind in flt.types                     # noqa: E731
        is_self = kind in {t.lower() for t in env.face.types}
    elif node.token("SUBTYPE") is not None:
        kind = singular_subtype(word)
        of_kind = lambda flt: kind in flt.subtypes                  # noqa: E731
        is_self = kind in {t.lower() for t in env.face.subtypes or ()}
    else:                       # "that card", "those cards", "that token"
        word = word.removesuffix("s")
        of_kind = lambda flt: word != "token" or flt.token is True  # noqa: E731
        is_self = word in ("card", "permanent", "spell")
    if env.blocker is not None:
        return env.blocker
    if node.token("TYPE") is not None and kind == "creature" and _never_creature(env):
        # an Aura or Equipment that is no creature: the one creature the ability named ("When this
        # Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that
        # creature."), which a later "it" means too; none or two of them is a guess (a gap)
        named = ([env.attached_topic] if env.attached_topic else []) + [
            f"target:{i}" for i, t in enumerate(env.targets) if t.objects is not None and "creature" in t.objects.types]
        if len(named) != 1:
            unsupported(node, f"{node.words!r} when ~ is no creature and "
                        f"{'no creature was' if not named else 'several creatures were'} named", "antecedent")
        env.it = named[0]
        return env.it
    typed = [i for i, t in enumerate(env.targets) if t.objects is not None and of_kind(t.objects)]
    if len(typed) == 1 and len(env.targets) == 1:
        return f"target:{typed[0]}"
    if env.kind == "triggered" and env.trigger_subject == "trigger:object":
        return env.trigger_subject
    if env.kind == "triggered" and env.trigger_subject == "self" and is_self:
        return "self"
    unsupported(node, f"{node.words!r} after the object itself: the object meant is another one", "antecedent")


def _check_each_antecedent(node: A.PronounRef, env: Env) -> None:
    """"that creature" in "For each creature token you control, create a token that's a copy of
    that creature": the object of the loop when it is of the kind the pronoun names; "that
    creature" after "For each Spirit sacrificed this way" (Devouring Rage's target) or a plural
    "those" is not it — a gap, never the wrong one."""
    flt = env.each_filter
    words = _raw(node).lower().split()
    if words and words[0] in ("those", "they", "them", "their", "these"):
        unsupported(node, f"{node.words!r} inside a sentence done for each object", "antecedent")
    ty, sub = node.token("TYPE"), node.token("SUBTYPE")
    if ty is not None:
        kind = _type_word(str(ty).lower())
        if kind not in ("card", "permanent") and kind not in flt.types:
            unsupported(node, f"{node.words!r} inside 'for each' over objects of another kind", "antecedent")
    elif sub is not None and singular_subtype(str(sub).lower()) not in flt.subtypes:
        unsupported(node, f"{node.words!r} inside 'for each' over objects of another kind", "antecedent")


def _check_typed_antecedent(node: A.PronounRef, env: Env) -> None:
    """"that creature" after "target Equipment attached to that creature": the last target is
    no creature, so it is not what "that creature" names (608.2c) but the one creature target the
    ability named ("~ deals 5 damage to target creature. Exile up to one target Equipment
    attached to that creature. If that creature would die this turn, exile it instead."), which a
    later "it" means too; none or two of them — a gap, never the wrong one."""
    ty = node.token("TYPE")
    if ty is None or not isinstance(env.it, str) or not env.it.startswith("target:") or ":" in env.it[7:]:
        return
    flt = env.targets[int(env.it[7:])].objects
    if flt is None:
        return
    # (only an attached object's kinds: a Vehicle may become a creature before "that creature")
    if _type_word(ty) == "creature" and not flt.types and set(flt.subtypes) and \
            set(flt.subtypes) <= _ATTACHED_KINDS:
        named = [f"target:{i}" for i, t in enumerate(env.targets)
                 if t.objects is not None and "creature" in t.objects.types]
        if len(named) != 1:
            unsupported(node, f"{node.words!r} after a target that is no creature", "antecedent")
        env.it = named[0]


_ATTACHED_KINDS = frozenset(("equipment", "aura", "fortification"))     # 301.5, 303.4, 301.6


def name_topic(env: Env, ref) -> None:
    """The object a sentence is about becomes the antecedent of a later "it" (608.2c: the text
    refers back to what the earlier text named) when it is the only object named so far: the
    subject of a condition ("As long as enchanted permanent is a creature, it gets +2/+1", "If ~
    was kicked, it deals 4 damage …", "if ~ didn't attack this turn, put a +1/+1 counter on it"),
    the possessor of an acting player ("~'s owner shuffles it into their library"), the single
    object a static ability affects ("~ gets +1/+1 for each oil counter on it").  An object named
    before it keeps "it" (which one the later "it" means would then be a guess: see
    ``object_ref``), and a group is never the antecedent of "it"."""
    if env.it is None and isinstance(ref, str):
        env.it = ref
    elif env.it == "self" and ref in ("enchanted", "equipped") and _never_creature(env):
        env.attached_topic = ref


def _never_creature(env: Env) -> bool:
    """The card is an Aura or Equipment that is no creature (303.4, 301.5): "that creature" can't
    name it (a Vehicle or a bestow card could be one)."""
    types = {t.lower() for t in env.face.types}
    subtypes = {t.lower() for t in env.face.subtypes or ()}
    return "creature" not in types and bool(subtypes & {"aura", "equipment"})


# "As an additional cost to cast this spell, sacrifice a creature." / "…, exile a creature card
# from your graveyard.": one object paid for the cost
_ADDITIONAL_ONE = re.compile(r"as an additional cost to cast ~, (sacrifice|exile) (?:a|an|another) [^,.]+\.$")
# "sacrifice a creature or pay 3 life": a choice of costs, not one sacrifice
_OR_ANOTHER_COST = re.compile(r" or (?:pay|discard|exile|return|tap|reveal|sacrifice|remove|put)\b")
_COST_REFS = {"sacrifice": "cost:sacrificed", "exile": "cost:exiled"}
_EXILE_VERB = re.compile(r"\bexiles?\b")     # "exile", "exiles"; not "the exiled card"


def _spell_cost_object(env: Env, verb: str) -> str | None:
    """"cost:sacrificed" ("cost:exiled") if the spell's additional cost sacrifices (exiles) one
    object (its own line, lowered as ``ability_additional_cost``; "sacrifice a creature or pay 3
    life" is a choice, not this)."""
    for line in normalize(env.face).lines:
        text = line.text.lower()
        m = _ADDITIONAL_ONE.match(text)
        if m and m.group(1) == verb and not _OR_ANOTHER_COST.search(text):
            return _COST_REFS[verb]
    return None


def player_ref(node: A.Node, env: Env):
    """A player operand: a reference name or ``EachPlayer``."""
    if isinstance(node, A.Playerref):
        node = node.nodes()[0]
    node.mark(deep=not isinstance(node, (A.ControllerOf, A.OwnerOf)))
    if isinstance(node, A.You):
        return "you"
    if isinstance(node, A.YouAndPlayer):      # "you and target opponent each": both, you first
        return ("you", player_ref(node.nodes()[1], env))
    if isinstance(node, A.TargetPlayer):
        who = "opponent" if node.token("PLAYER_NOUN") == "opponent" else "any"
        ref = env.add_target(ir.Target(players=ir.PlayerFilter(who=who), text=node.text))
        env.player_it = ref
        return ref
    if isinstance(node, A.EachPlayer):
        w = node.words
        who = "opponent" if "opponent" in w else ("other" if "other" in w else "any")
        return ir.EachPlayer(who=who)
    if isinstance(node, A.EachPlayerWhoCant):
        # 609.3: the players of the sentence before who couldn't (lower_sentences checks that it
        # is a discard or sacrifice each player does)
        return ir.EachPlayer(who=_COULDNT + ("opponent" if "opponent" in node.words else "any"))
    if isinstance(node, A.ThatPlayer):
        if env.player_it is None and env.target_controller is not None \
                and _raw(node).lower() == "that player":
            # "Destroy target creature an opponent controls. Each other creature that player
            # controls gets -2/-0 …": the opponent the target's description names
            return env.target_controller
        if env.player_it is None:
            unsupported(node, f"{node.words!r} has no antecedent", "antecedent")
        return env.player_it
    if isinstance(node, A.ControllerOf):
        sub = node.nodes()
        base = object_ref(sub[0], env) if sub else env.it
        if base is None or not isinstance(base, str):
            unsupported(node, "'its controller' has no single antecedent", "antecedent")
        name_topic(env, base)          # "enchanted creature's controller sacrifices it"
        return f"{base}:controller"
    if isinstance(node, A.OwnerOf):
        sub = node.nodes()
        base = object_ref(sub[0], env) if sub else env.it
        if base is None or not isinstance(base, str):
            unsupported(node, "'its owner' has no single antecedent", "antecedent")
        name_topic(env, base)          # "~'s owner shuffles it into their library"
        return f"{base}:owner"
    if isinstance(node, A.DefendingPlayer):
        return "defending"
    if isinstance(node, A.EnchantedPlayer):
        # 303.4b: the player the Aura is attached to ("enchant player" / "enchant opponent")
        if not _enchants_player(env):
            unsupported(node, f"{node.words!r} without 'Enchant player'", "enchanted_player")
        return "enchanted"
    if isinstance(node, A.PlayerOrController):
        # after "target player or planeswalker": that target if a player, else its controller
        # (a player's "controller" is the player itself: runtime ``_relation``)
        ref = env.player_it
        t = env.targets[int(ref.split(":")[1])] if isinstance(ref, str) and ref.count(":") == 1 \
            and ref.startswith("target:") else None
        if t is None or t.players is None or t.objects is None or "planeswalker" not in t.objects.types:
            unsupported(node, "'that player or that planeswalker's controller' with no target player or planeswalker",
                        "antecedent")
        return f"{ref}:controller"
    if isinstance(node, A.ChosenPlayer):
        if not cost_label(env) and _ENTERS_PLAYER.search(env.face.text or ""):
            # "As ~ enters, choose an opponent. … the chosen player's hand" (614.12): the player
            # the permanent keeps as chosen
            env.player_it = "chosen_player"
            return env.player_it
        # gift 702.174d-i: the opponent chosen as its cost was paid (702.174a)
        label = cost_label(env)
        if not label:
            unsupported(node, "'the chosen player' outside a keyword's meaning", "antecedent")
        env.player_it = f"cost_choice:{label}"
        return env.player_it
    if isinstance(node, A.AnOpponent):
        if "opponent" not in node.words:
            unsupported(node, f"{node.words!r} as an actor (which player?)", "an_opponent")
        env.player_it = "an_opponent"
        return "an_opponent"             # chosen by the ability's controller as it resolves
    unsupported(node, f"player reference {node.words!r}", node.rule)


_ENCHANT_PLAYER = re.compile(r"^enchant (?:player|opponent)$", re.I | re.M)


def _enchants_player(env: Env) -> bool:
    """Does the face have "Enchant player" / "Enchant opponent" (702.5, 303.4): is its
    "enchanted player" the player it is attached to."""
    return bool(_ENCHANT_PLAYER.search(env.face.text or ""))


def possessive_player(node: A.PlayerrefPossessive, env: Env):
    node.mark()
    for t in node.tokens():
        pass      # "your", "their", "'s": read here
    if node.token("YOUR"):
        return "you"
    if node.token("THEIR"):
        if env.player_it is None:
            unsupported(node, "'their' has no antecedent", "antecedent")
        return env.player_it
    its = node.token("ITS_OWNERS")
    if its is not None:
        if env.it is None:
            unsupported(node, f"{node.words!r} has no antecedent", "antecedent")
        return f"{env.it}:{'controller' if 'controller' in its else 'owner'}"
    sub = node.nodes()
    return player_ref(sub[0], env)


def recipient(node: A.Recipient, env: Env):
    sub = node.nodes()[0]
    if isinstance(sub, A.AnyTarget):
        return _any_target(sub, env)
    if isinstance(sub, A.TargetPlayerOr):
        nouns = {t.words for t in sub.find_all(A.TargetNoun)}
        players = None
        if "player" in nouns or "opponent" in nouns:
            players = ir.PlayerFilter(who="opponent" if "opponent" in nouns else "any")
        objs = tuple(n for n in ("creature", "planeswalker") if n in nouns)
        flt = ir.Filter(types=objs) if objs else None
        ref = env.add_target(ir.Target(objects=flt, players=players, text=sub.text))
        env.it = ref
        env.player_it = ref
        return ref
    if isinstance(sub, (A.You, A.TargetPlayer, A.EachPlayer, A.ThatPlayer, A.ControllerOf,
                        A.OwnerOf, A.DefendingPlayer, A.EnchantedPlayer, A.AnOpponent, A.ChosenPlayer, A.Playerref)):
        return player_ref(sub, env)
    if isinstance(sub, A.PronounRef) and sub.words.lower() == "them" and env.trigger_event == "cast" \
            and env.it == "trigger:object" and env.player_it == "trigger:player":
        # "Whenever a player casts a spell, if it's not their turn, ~ deals 4 damage to them.": a
        # spell is dealt no damage (120.1: creatures, planeswalkers, battles and players are);
        # "them" is the player who cast it
        sub.mark(deep=True)
        return env.player_it
    return object_ref(sub, env)


# statuses a filter may join with "or" ("an attacking or tapped creature"; 506.4, 509.1g, 110.5)
_STATUS_ANY = ("attacking", "blocking", "tapped", "untapped")


_ANY_TARGET_FILTER = ir.Filter(types=("creature", "planeswalker", "battle"))


def _any_target(node: A.AnyTarget, env: Env, divided: bool = False):
    words = node.words
    nums = [int_value(n, env) for n in node.find_all(A.Number)]
    different: tuple = ()
    flt = _ANY_TARGET_FILTER
    if node.token("EACH_OF_UP_TO") is not None:
        # "each of up to two other targets": other than the targets chosen before (115.3)
        node.token("OTHER_TARGET")
        different = tuple(range(len(env.targets)))
        if not different:
            unsupported(node, f"{words!r} with no target before", "antecedent")
        lo, hi = 0, nums[0]
    elif node.token("OTHER_TARGET") is not None:
        # "~ deals 2 damage to any target and 1 damage to any other target": not a target chosen
        # before (115.3); "Whenever ~ is dealt damage, it deals that much damage to any other
        # target", "Target creature you control deals X damage to any other target": not the
        # source of the damage either (the source named by the sentence, 109.5-style)
        lo, hi = 1, 1
        different = tuple(range(len(env.targets)))
        source = env.damage_source
        if source == "self":
            flt = flt.model_copy(update={"other": True})
        elif not (isinstance(source, str) and source.startswith("target:")):
            unsupported(node, f"{words!r} other than a source that is neither ~ nor a target",
                        "other_than_source")
    elif words == "any target":
        lo, hi = 1, 1
    elif words.startswith("any number"):
        lo, hi = 1, 99
    elif len(nums) == 1:
        lo, hi = nums[0], nums[0]
    elif len(nums) > 1:
        lo, hi = min(nums), max(nums)
    else:
        lo, hi = 1, 1
    ref = env.add_target(ir.Target(objects=flt, players=ir.PlayerFilter(who="any"),
                                   min_count=lo, max_count=hi, divided=divided, text=node.text,
                                   different_from=different))
    env.it = ref
    env.player_it = ref
    return ref


# ---------------------------------------------------------------------------------------------
# Effects (rule 610)
# ---------------------------------------------------------------------------------------------
@dataclass
class Subject:
    """Who does a clause: a player operand, or an object operand (which acts, e.g. deals damage)."""
    player: object = "you"
    obj: object = None
    explicit: bool = False


def _pending(e) -> bool:
    """A part lowered from one sentence that a later sentence completes (``_RevealUntil`` before
    "Put that card onto the battlefield", ``_Look`` before "Put one of them into your hand")."""
    return not isinstance(e, (ir.Effect, str))


def _complete(effects: list, node) -> list | None:
    """``effects`` merged into IR, or None when a part of them waits for a later sentence."""
    try:
        merged = _merge_effects(effects, node)
    except Unsupported:
        if any(_pending(e) for e in effects):
            return None
        raise
    return None if merged and isinstance(merged[-1], _OpenBranch) else merged


@dataclass
class _OpenBranch:
    """"If you do, <a part a later sentence completes>. <that sentence>." — the later sentences
    belong to the branch until what it began is complete (608.2c: the text is read as a whole;
    "that card" names a card only the branch reveals). ``make`` builds the branch's effect from
    its merged effects: the "if you do" result, the "you may" choice, the "if …" condition."""
    effects: list
    make: object

    def close(self, node):
        if self.effects and isinstance(self.effects[-1], _OpenBranch):
            self.effects[-1] = self.effects[-1].close(node)     # "If …, you may reveal … until …"
        return self.make(_merge_effects(self.effects, node))


def _if_result(did: bool, effects: list) -> ir.IfResult:
    return ir.IfResult(did=did, effects=effects)


def _if_condition(condition, effects: list) -> ir.IfCondition:
    return ir.IfCondition(condition=condition, effects=effects)


# the parts a later sentence completes, and the construct each is a gap of when none does
_PENDING_PARTS = {"_Look": "look_at_top", "_Take": "dig", "_Rest": "dig", "_RevealUntil": "reveal_until",
                  "_Found": "reveal_until", "_RevealHand": "reveal_hand", "_ChooseFrom": "choose_from",
                  "_DiscardChosen": "choose_from", "_ManaSpend": "mana_restriction", "_RoundEachTime": "half_of"}


def _reject_pending(effects: list, reason: str) -> None:
    """A part no later sentence completed where an effect must be whole: a gap naming it."""
    for e in effects:
        if _pending(e):
            name = type(e).__name__
            unsupported(getattr(e, "node", None), f"{reason} ({name.strip('_')})",
                        _PENDING_PARTS.get(name, "pending_part"))


def lower_effects(node: A.Effects, env: Env) -> list:
    table = node.find(A.ResultsTable)
    sentences = [s for s in node.children if s is not table]
    out = lower_sentences(sentences, env, node)
    if table is not None:
        table.mark()
        out = out + results_table(table, env, out)
    return out


def _once_each_turn(sentence: A.OnceEachTurn, out: list) -> None:
    """"… you may discard a card. If you do, draw a card. Do this only once each turn.": the one
    "you may" of the sentences before (with what "If you do" makes of it) is taken at most once each
    turn; anything else "this" could name is not read."""
    sentence.mark(deep=True)
    mays = [i for i, e in enumerate(out) if isinstance(e, ir.May)]
    if len(mays) != 1 or any(_pending(e) or isinstance(e, _OpenBranch) for e in out):
        unsupported(sentence, "'Do this only once each turn' after no single 'you may'", "once_each_turn")
    out[mays[0]] = out[mays[0]].model_copy(update={"once_each_turn": True})


def lower_sentences(sentences: list, env: Env, node) -> list:
    """The effects of sentences read in order (608.2c), each with the antecedents of those before."""
    out: list = []
    start = 0                   # where the effects of the sentence before begin
    for i, sentence in enumerate(sentences):
        if i and any(isinstance(n, A.EachPlayerWhoCant) for n in sentence.walk()) \
                and not _players_may_fail(out[start:]):
            # "Each opponent who can't …" (609.3) names the players who couldn't do what the
            # sentence just before told each of them to: a discard or a sacrifice of one
            unsupported(sentence, "'who can't' after no discard or sacrifice each player does", "who_cant")
        if isinstance(sentence, (A.DelayedWhenever, A.DelayedNextCast)) and i + 1 < len(sentences) and not (
                i + 2 == len(sentences) and _new_targets_sentence(sentences[i + 1])):
            # "Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may
            # choose new targets for the copy.": whether a later sentence is the delayed ability's
            # (603.7b) or the ability's own is not read
            unsupported(sentences[i + 1], "a sentence after a delayed triggered ability (603.7b: its own "
                        "or the ability's)", sentence.rule)
        if isinstance(sentence, A.CounteredInstead):
            out[start:] = countered_instead(sentence, out[start:])
            continue
        if isinstance(sentence, A.OnceEachTurn):
            _once_each_turn(sentence, out)
            continue
        if isinstance(sentence, A.Instead):
            if out and isinstance(out[-1], _OpenBranch):
                unsupported(sentence, "'… instead' after an unfinished 'if you do'", "instead")
            look = start - 1 if start > 0 and isinstance(out[start - 1], _Look) else start
            parts = sentence.nodes()
            # "Look at …. Put one of those cards into your hand …. If …, put each of those cards
            # into your hand instead.": the look two sentences before is part of what is replaced
            dig_all = _dig_all_instead(sentence, parts[0].nodes()[0], parts[1], env, out[look:]) \
                if not isinstance(parts[1], A.UnlessRestated) else None
            if dig_all is not None:
                out[look:] = dig_all
                start = look
                continue
            out[start:] = instead(sentence, env, out[start:])
        elif isinstance(sentence, A.Node):
            if out and isinstance(out[-1], _OpenBranch):
                # the innermost open branch takes the sentence ("If it was kicked, you may reveal
                # cards … until …. If you do, put that card …": the choice's, inside the condition's)
                chain = [out]
                while isinstance(chain[-1][-1], _OpenBranch) and chain[-1][-1].effects:
                    chain.append(chain[-1][-1].effects)
                inner = chain[-2][-1]
                inner.effects.extend(_you_do_part(sentence, env, inner) or
                                     lower_sentence(sentence, env, inner.effects))
                for holder in reversed(chain[:-1]):
                    branch = holder[-1]
                    done = _complete(branch.effects, node)
                    if done is None:
                        break
                    holder[-1] = branch.make(done)      # merged once: the branch is complete
                continue
            start = len(out)
            out.extend(lower_sentence(sentence, env, out))
    if out and isinstance(out[-1], _OpenBranch):
        out[-1] = out[-1].close(node)
    return _merge_effects(out, node)


_COULDNT = "couldnt:"     # EachPlayer.who: the players who couldn't (609.3), then "any" / "opponent"


def _players_may_fail(effects: list) -> bool:
    """Whether ``effects`` (a sentence's) end with one card discarded or one permanent sacrificed
    by each of several players: what "Each player who can't …" refers to (609.3)."""
    last = effects[-1] if effects else None
    if isinstance(last, ir.Discard) and not last.hand and not last.random:
        return isinstance(last.who, ir.EachPlayer) and last.amount == ir.Fixed(value=1)
    if isinstance(last, ir.SacrificeChoice):
        return isinstance(last.who, ir.EachPlayer) and last.amount == ir.Fixed(value=1)
    return False


def _new_targets_sentence(sentence) -> bool:
    """"You may choose new targets for the copy." (707.10c) — about the copy made just before,
    inside a delayed ability too ("When you next cast …, copy that spell. You may choose new
    targets for the copy.")."""
    return isinstance(sentence, A.ClauseChain) and len(sentence.find_all(A.Clause)) == 1 \
        and any(isinstance(n, A.ChooseNewTargets) for n in sentence.walk())


def _you_do_part(sentence, env: Env, branch: _OpenBranch) -> list | None:
    """"You may reveal cards from the top of your library until you reveal a creature card. If
    you do, put that card onto the battlefield and shuffle …": while the choice is unfinished,
    "if you do" names that choice, and what it says is the rest of what the player may do
    (608.2c: the text is read as a whole; those effects happen only if the choice was taken)."""
    if not (isinstance(branch.make, partial) and branch.make.func is _may_of
            and isinstance(sentence, A.Conditional) and isinstance(sentence.nodes()[0], A.Condition)):
        return None
    condition = sentence.find(A.Condition)
    if not isinstance(condition.nodes()[0], A.YouDo):
        return None
    condition.mark(deep=True)
    return clause_chain(sentence.find(A.ClauseChain), env)


_COUNTERED_DEST = {"exile it": "exile", "put it on top of its owner's library": "top",
                   "put it on the bottom of its owner's library": "bottom", "put it into its owner's hand": "hand"}


def countered_instead(node: A.CounteredInstead, prev: list) -> list:
    """"Counter target spell. If that spell is countered this way, exile it instead of putting it
    into its owner's graveyard." (701.5a, 614.1a): the counter of the sentence before puts the
    spell elsewhere — also when the counter happens only if a player doesn't pay ("Counter target
    spell unless its controller pays {X}. If that spell is countered this way, …")."""
    node.token("COUNTERED_THIS_WAY")
    node.token("NOT_GRAVEYARD")
    to = _COUNTERED_DEST[" ".join(str(node.token("COUNTERED_DEST")).split())]
    found = []

    def redirect(effects: list) -> list:
        out = []
        for e in effects:
            if isinstance(e, ir.CounterSpell):
                found.append(e)
                e = e.model_copy(update={"to": to})
            elif isinstance(e, (ir.IfResult, ir.IfCondition, ir.May)):
                e = e.model_copy(update={"effects": redirect(e.effects)})
            out.append(e)
        return out

    effects = redirect(prev)
    if len(found) != 1 or found[0].to != "graveyard" or not isinstance(found[0].what, str) \
            or not found[0].what.startswith("target:"):
        unsupported(node, "'countered this way' after other than one spell countered by the sentence before",
                    "countered_instead")
    return effects


# what a sentence replaced by "… instead" may not hold: its own condition, choice or later ability
# (which of them the new wording replaces would be a guess)
_NOT_REPLACED = (ir.IfResult, ir.IfCondition, ir.May, ir.Pay, ir.DelayedTrigger, ir.ReflexiveTrigger)


def instead(node: A.Instead, env: Env, prev: list) -> list:
    """"You gain 4 life. If a creature died this turn, you gain 8 life instead." — the sentence
    before happens unless the condition holds as the effects happen, then the new wording does
    (608.2c: the text is read as a whole; the condition is a static ability's, checked on
    resolution). "If ~ was kicked, it deals 4 damage instead." restates the amount only: the damage
    of the sentence before, to its recipients (kicker 702.33d)."""
    parts = node.nodes()
    cond = parts[0].nodes()[0]
    if not prev:
        unsupported(node, "'… instead' after a sentence with no effect", "instead")
    if isinstance(parts[1], A.UnlessRestated):
        return [_unless_instead(node, cond, parts[1], env, prev)]
    if _mentions(prev, _NOT_REPLACED):
        unsupported(node, "'… instead' after a sentence with its own condition, choice or later ability",
                    "instead")
    # "Look at the top four cards …. If this spell was bargained, look at the top eight cards
    # … instead. Put two of them …": the part replaced waits for a later sentence
    _reject_pending(prev, "'… instead' replacing a part that a later sentence completes")
    if not cond.rule.startswith("cond_"):
        unsupported(cond, f"condition 'if {cond.words}' of '… instead'", cond.rule)
    node.mark()
    condition = _dispatch("condition", cond, env)
    restated = parts[1]
    if isinstance(restated, A.DamageRestated):
        subject = restated.nodes()[0]
        if len(prev) != 1 or not isinstance(prev[0], ir.Damage) or prev[0].source != "self" \
                or subject.words not in ("it", "~"):
            unsupported(restated, "'it deals N damage instead' after other than damage dealt by ~", "instead")
        restated.mark()
        subject.mark(deep=True)
        effects = [prev[0].model_copy(update={"amount": number_value(restated.find(A.Count), env)})]
    else:
        before = len(env.targets)
        effects = clause_chain(restated, env)
        if len(env.targets) > before:
            # "Destroy target creature with mana value 2 or less. If ~ was kicked, instead destroy
            # target creature.", "Exile target artifact or enchantment. If this spell was kicked,
            # exile target nonland permanent instead.": which targets are chosen depends on the
            # condition (601.2c)
            _targets_by_cost_paid(restated, env, condition, prev, effects, before)
        _reject_pending(effects, "'… instead' with a part that a later sentence completes")
        if _mentions(effects, ir.Prev):
            # "that much" in the new wording: the amount of the effect it replaces, or of the event?
            unsupported(restated, "'that much' in the wording of '… instead'", "instead")
        if len(effects) == 1 and isinstance(effects[0], ir.May) and not effects[0].once_each_turn:
            # "Return target creature to its owner's hand. If that creature is attacking, you may
            # put it on top of its owner's library instead." (608.2c-d): the new wording replaces
            # the sentence before only if the player chooses it; declined, the sentence happens
            effects = effects + [ir.IfResult(did=False, effects=list(prev))]
        elif any(isinstance(e, ir.May) for e in effects):
            unsupported(restated, "an optional part among the wording of '… instead'", "instead")
    if any(isinstance(e, str) or isinstance(e, ir.SearchLibrary) and e.library is not None for e in prev + effects):
        # "Search your library for a basic land card, reveal it, …. If …, instead search …, reveal
        # it, …": each wording's "reveal it" folds into its own search before they become branches
        # (as "exile them, then that player shuffles" into a search of another player's library)
        prev, effects = _merge_effects(prev, node), _merge_effects(effects, node)
    return [ir.IfCondition(condition=condition, effects=effects, otherwise=prev)]


def _dig_all_instead(node: A.Instead, cond, restated, env: Env, prev: list) -> list | None:
    """"Look at the top three cards of your library. Put one of those cards into your hand and the
    rest on the bottom of your library in any order. If this spell was cast from anywhere other
    than your hand, put each of those cards into your hand instead." (608.2c): under the condition
    every card looked at goes into the hand; otherwise the look-and-take happens.  None: not this
    shape."""
    if not (len(prev) in (2, 3) and isinstance(prev[0], _Look) and isinstance(prev[1], _Take)
            and all(isinstance(e, _Rest) for e in prev[2:])):
        return None
    put = restated.nodes()[0].nodes()[0] if isinstance(restated, A.ClauseChain) and \
        len(restated.nodes()) == 1 and restated.nodes()[0].nodes() else None
    if not isinstance(put, A.PutInto):
        return None
    ref = put.nodes()[0]
    if isinstance(ref, A.Objref):
        ref = ref.nodes()[0]
    if not (isinstance(ref, A.PronounRef) and _raw(ref).lower() in ("each of those cards", "those cards", "them")
            and put.words.lower().endswith("into your hand")):
        return None
    if not isinstance(prev[0].amount, ir.Fixed):
        unsupported(restated, "every card of a number looked at not fixed put into the hand", "instead")
    if not cond.rule.startswith("cond_"):
        unsupported(cond, f"condition 'if {cond.words}' of '… instead'", cond.rule)
    node.mark()
    restated.mark(deep=True)
    condition = _dispatch("condition", cond, env)
    dig = _merge_digs(list(prev))[0]
    every = dig.model_copy(update={"take": prev[0].amount.value, "up_to": False, "filter": None,
                                   "reveal_taken": False, "to": "hand", "tapped": False})
    return [ir.IfCondition(condition=condition, effects=[every], otherwise=[dig])]


def _unless_instead(node: A.Instead, cond, restated: A.UnlessRestated, env: Env, prev: list) -> ir.IfCondition:
    """"Counter target spell unless its controller pays {1}. If you control a creature with flying,
    counter that spell unless its controller pays {4} instead." (608.2c, 118.12a): under the
    condition (checked on resolution) the new "unless" sentence happens in place of the one before,
    each a payment offered and what follows if it isn't made."""
    if len(prev) != 2 or not isinstance(prev[0], ir.Pay) or not (
            isinstance(prev[1], ir.IfResult) and not prev[1].did):
        unsupported(restated, "'… unless … pays … instead' after other than an 'unless' sentence", "instead")
    if not cond.rule.startswith("cond_"):
        unsupported(cond, f"condition 'if {cond.words}' of '… instead'", cond.rule)
    node.mark()
    restated.mark()
    condition = _dispatch("condition", cond, env)
    before = len(env.targets)
    effects = clause_chain(restated.find(A.ClauseChain), env)
    payer_node = [n for n in restated.nodes() if not isinstance(n, A.ClauseChain)][0]
    pay = _unless_cost([restated.find(A.Pay)], env, player_ref(payer_node, env))
    if len(env.targets) > before:
        unsupported(restated, "a new target in '… unless … pays … instead'", "instead")
    return ir.IfCondition(condition=condition, effects=[pay, ir.IfResult(did=False, effects=effects)],
                          otherwise=prev)


def _target_indices(value) -> set[int]:
    """The targets (their numbers) that ``value`` (an IR node, list, tuple or reference) names."""
    if isinstance(value, str):
        m = re.match(r"target:(\d+)", value)
        return {int(m.group(1))} if m else set()
    if isinstance(value, ir.Node):
        return set().union(*(_target_indices(getattr(value, k)) for k in type(value).model_fields
                             if k not in ("kind", "span")))
    if isinstance(value, (list, tuple)):
        return set().union(*(_target_indices(v) for v in value))
    return set()


def _targets_by_cost_paid(node, env: Env, condition: ir.Condition, prev: list, effects: list,
                          before: int) -> None:
    """"Return target creature …. If the gift was promised, instead return target nonland
    permanent …", "Destroy target creature with mana value 2 or less. If this spell was kicked,
    instead destroy target creature or planeswalker.": a spell may require some targets only if an
    optional additional cost was paid, the others only if it wasn't (601.2c; gift 702.174m) —
    the cost is announced before the targets are chosen (601.2b), so the targets chosen are those
    of the wording that will happen: the new wording's only if the cost was paid, the replaced
    wording's only if it wasn't."""
    if env.kind != "spell" or condition.condition != "cost_paid" or condition.negate or not condition.ref \
            or condition.count != 1:
        # (a target chosen only if kicked twice, 702.33d, is not expressible: Target.if_paid is
        # "paid at least once")
        unsupported(node, "targets of '… instead' chosen in place of the targets before", "instead")
    new = set(range(before, len(env.targets)))
    old = _target_indices(prev)
    if any(i >= before for i in old) or _target_indices(effects) & old \
            or any(t.if_paid or t.unless_paid for t in env.targets):
        unsupported(node, "targets of '… instead' chosen in place of the targets before", "instead")
    for i in new:
        env.targets[i] = env.targets[i].model_copy(update={"if_paid": condition.ref})
    for i in old:
        env.targets[i] = env.targets[i].model_copy(update={"unless_paid": condition.ref})


def _merge_effects(out: list, node) -> list:
    """The parts lowered sentence by sentence that make one effect together."""
    merged = _merge_new_targets(_merge_token_abilities(_merge_hand_choices(_merge_digs(_merge_reveal_until(
        _merge_searches(_apply_cant_be_regenerated(_apply_rounding(out, node), node)))))))
    _check_chosen_qualities(merged, node)
    _check_searches_of_others(merged)
    return merged


def _check_searches_of_others(effects) -> None:
    """A search of another player's library (701.19a) whose found cards no clause put onto the
    battlefield, into exile or into a graveyard (_merge_searches) — in a branch or an optional
    part too — is not expressible: the searcher never takes another player's cards in hand."""
    for e in effects:
        if isinstance(e, ir.SearchLibrary) and e.library is not None \
                and e.to not in ("battlefield", "exile", "graveyard"):
            raise Unsupported(None, f"the cards found in another player's library put {e.to!r}", "search_other")
        if isinstance(e, ir.Node):
            for name in type(e).model_fields:
                v = getattr(e, name)
                if isinstance(v, (list, tuple)):
                    _check_searches_of_others([x for x in v if isinstance(x, ir.Node)])


# effects that make an ability of their own, which resolves with its own context
_OWN_ABILITY = ("DelayedTrigger", "ReflexiveTrigger", "GrantAbilityUntil", "GetEmblem", "CreateTokens",
                "CreateTokenCopy")


def _check_chosen_qualities(effects: list, node) -> None:
    """A color or creature type chosen as the effect resolves (608.2d) is known to that
    resolution only: "the chosen color" inside an ability the effect creates (a delayed trigger,
    a granted ability, an emblem, a token's) is not read."""
    if not any(isinstance(e, ir.ChooseQuality) for e in _walk_effects(effects)):
        return
    for e in _walk_effects(effects):
        if type(e).__name__ in _OWN_ABILITY and re.search(r'"chosen":"(color|creature_type)"', e.model_dump_json()):
            unsupported(node, "the chosen color or type inside an ability the effect creates", "chosen_quality")


def _walk_effects(effects):
    """Every effect of ``effects`` and of the effects nested in theirs (branches, each player)."""
    for e in effects:
        if not isinstance(e, ir.Node):
            continue
        yield e
        for name in ("effects", "otherwise", "action"):
            sub = getattr(e, name, None)
            if isinstance(sub, list):
                yield from _walk_effects(sub)


# rule 603.7: when a delayed triggered ability triggers — the next such step ("next": of any
# player; "you": the controller's next one)
# warp 702.185a: the designation of a card the warp's delayed ability exiled (runtime/casting.py)
WARP_EXILED = "warp exiled"

_DELAYED_WHEN = {"at the beginning of the next end step": ("end", "next"),
                 "at the beginning of the end step": ("end", "next"),
                 "at the beginning of your next end step": ("end", "you"),
                 "at the beginning of the next turn's upkeep": ("upkeep", "next"),
                 "at the beginning of your next upkeep": ("upkeep", "you"),
                 "at end of combat": ("end_combat", "next")}


def lower_sentence(sentence: A.Node, env: Env, before: list) -> list:
    """One sentence of effects; ``before``: the effects of the sentences before it."""
    if isinstance(sentence, A.ClauseChain):
        return clause_chain(sentence, env)
    if isinstance(sentence, A.Conditional):
        return conditional(sentence, env, before)
    if isinstance(sentence, A.UnlessCondition):
        # "Then discard a card unless there are seven or more cards in your graveyard." — the
        # effects only if the condition does not hold as they would happen (608.2c)
        # ("Draw a card. Then discard a card unless …": the condition is the last sentence's only)
        starts: list = []
        effects = clause_chain(sentence.find(A.ClauseChain), env, starts)
        unconditional, effects = (effects[:starts[-1]], effects[starts[-1]:]) if starts else ([], effects)
        if any(_pending(e) for e in unconditional + effects):
            unsupported(sentence, "'… unless …' with a part a later sentence completes", "unless_condition")
        cond = next(n for n in sentence.nodes() if n.rule.startswith("cond_"))
        return unconditional + [ir.IfCondition(condition=_dispatch("condition", cond, env), effects=[],
                                               otherwise=effects)]
    if isinstance(sentence, A.Delayed):
        # "It can't be regenerated" reads a destroy of the same delayed ability (701.19c)
        effects = _apply_cant_be_regenerated(clause_chain(sentence.find(A.ClauseChain), env), sentence)
        cond = sentence.find(A.Condition)
        if cond is not None:              # checked as the delayed ability resolves
            c = cond.nodes()[0]
            if not c.rule.startswith("cond_"):
                unsupported(c, f"condition 'if {c.words}'", c.rule)
            effects = [ir.IfCondition(condition=_dispatch("condition", c, env), effects=effects)]
        later = sentence.find(A.CastLater)
        if later is not None:
            # warp 702.185a: the card the delayed ability exiled ("it") may be cast by its owner
            # after this turn, as long as it stays in exile (400.7): a designation of the card
            # in exile, read by the engine's casting (runtime/casting.py designated_ways)
            if not (len(effects) == 1 and isinstance(effects[0], ir.Exile)):
                unsupported(later, "a permission to cast a card the delayed ability did not exile", "cast_later")
            later.mark(deep=True)
            effects = effects + [ir.Designate(what="it", designation=WARP_EXILED)]
        when = " ".join(str(sentence.token("DELAYED_WHEN")).split())
        step, whose = _DELAYED_WHEN[when]
        return [ir.DelayedTrigger(trigger=ir.Trigger(event="beginning_of_step", step=step, whose=whose),
                                  effects=effects)]
    if isinstance(sentence, A.IfDelayed):
        # "If this ability has been activated four or more times this turn, sacrifice this
        # creature at the beginning of the next end step.", "If you do, sacrifice it at the
        # beginning of the next end step.": the condition is checked as the ability resolves
        # (608.2c), the delayed ability created only if it holds (603.7)
        out = _conditional(sentence, env, before, [],
                           effects_of=lambda: lower_sentence(sentence.find(A.Delayed), env, before))
        # a later sentence's "it" ("… return it to the battlefield … at the beginning of your next
        # upkeep. It gains haste.") may name what the delayed ability acts on later (a new object,
        # 400.7), which this reading can't tell: no antecedent, so it stays a gap
        env.it = None
        return out
    if isinstance(sentence, A.UnlessPays):
        return unless_pays(sentence, env)
    if isinstance(sentence, A.FrontedDuration):
        return fronted_duration(sentence, env)
    if isinstance(sentence, A.TokenAbilities):
        return [token_abilities(sentence, env)]
    if isinstance(sentence, A.Reflexive):
        return reflexive(sentence, env, before)
    if isinstance(sentence, A.DelayedObject):
        return delayed_object(sentence, env)
    if isinstance(sentence, A.DelayedWhenever):
        return delayed_whenever(sentence, env)
    if isinstance(sentence, A.DelayedNextCast):
        return delayed_next_cast(sentence, env)
    if isinstance(sentence, A.ZoneReplacement):
        return zone_replacement_effect(sentence, env, before)
    if isinstance(sentence, A.ForEachSentence):
        return for_each_sentence(sentence, env)
    if isinstance(sentence, A.ForEachPlayer):
        return for_each_player(sentence, env, before)
    if isinstance(sentence, A.StillLand):
        # rule 205.1b: the land that became a creature keeps its types (AddTypesUntil only adds);
        # the sentence just before made it a creature, maybe inside "you may have it become …"
        # or "If this land isn't a creature, it becomes …" ("Put two +1/+1 counters on this land.
        # Then you may have it become a 0/0 Elemental creature until end of turn."); "… with
        # haste" and quoted abilities come after the types it gets
        effects = before
        while effects and isinstance(effects[-1], (ir.May, ir.IfCondition, ir.IfResult)) \
                and effects[-1].effects and not getattr(effects[-1], "otherwise", None):
            effects = effects[-1].effects
        rest = list(effects)
        while rest and isinstance(rest[-1], (ir.GrantKeywordsUntil, ir.GrantAbilityUntil)):
            rest.pop()
        last = rest[-1] if rest else None
        if not isinstance(last, ir.AddTypesUntil) or "creature" not in last.types:
            unsupported(sentence, "'It's still a land.' after no land becoming a creature", "still_land")
        # (205.1a: without it, the card types named would replace the land's)
        effects[next(i for i, e in enumerate(effects) if e is last)] = last.model_copy(update={"replace_types": False})
        sentence.mark(deep=True)
        return []
    if isinstance(sentence, A.PutObjectIs):
        return put_object_is(sentence, env, before)
    if isinstance(sentence, A.ManaRestriction):
        return [mana_restriction(sentence, env)]
    if isinstance(sentence, A.PlayFronted):
        # "Until the end of your next turn, you may play those cards." (701.14)
        sentence.mark()
        if _player_filter_word(sentence.nodes()[0], env) != "you":
            unsupported(sentence, "another player allowed to play cards", "grant_play")
        return [ir.GrantPlay(what=object_ref(sentence.nodes()[1], env),
                             duration=_PLAY_DURATIONS[str(sentence.token("PLAY_DURATION"))],
                             cast_only=str(sentence.token("PLAY_CAST")) == "cast")]
    if isinstance(sentence, A.VillainousChoice):
        return [villainous_choice(sentence, env)]
    if isinstance(sentence, A.PreventNextTime):
        return [prevent_next_time(sentence, env)]
    if isinstance(sentence, A.Otherwise):
        # "If you do, return ~ … . Otherwise, exile ~." (recover 702.59a): the other outcome;
        # "If it's a creature card, put it onto the battlefield. Otherwise, …": the other branch
        # of the same check (not the condition checked again after the first branch)
        last = before[-1] if before else None
        if ". then " in " ".join(sentence.words.split()):
            # "Otherwise, put it into your hand. Then shuffle.": the sentence after is not part
            # of the branch (the grammar joins ". Then" into one chain)
            unsupported(sentence, "a sentence after 'Otherwise, …' joined by '. Then'", "otherwise")
        if isinstance(last, ir.IfCondition) and not last.otherwise:
            sentence.mark()
            other = clause_chain(sentence.find(A.ClauseChain), env)
            if _mentions(other, ir.Prev):
                # "If this spell was kicked, you gain life equal to that card's mana value.
                # Otherwise, you lose that much life.": "that much" is the amount the first branch
                # names (that branch did not happen, so no amount was recorded, 608.2c) — the same
                # quantity, evaluated in this branch
                named = [e.amount for e in last.effects if isinstance(getattr(e, "amount", None), ir.Node)
                         and not _mentions(e.amount, ir.Prev)]
                if len(named) != 1 or _mentions_match(
                        other, lambda v: isinstance(v, ir.Prev) and v.key != "amount"):
                    unsupported(sentence, "'that much' in an 'Otherwise' branch", "otherwise")
                other = _replace_in(other, lambda v: isinstance(v, ir.Prev) and v.key == "amount", named[0])
            before[-1] = last.model_copy(update={"otherwise": other})
            return []
        if isinstance(last, ir.IfActed) and last.effects and not last.otherwise \
                and not any(isinstance(e, ir.ReflexiveTrigger) for e in last.effects):
            # "Exile a creature card from your graveyard. If you do, put a +1/+1 counter on ~.
            # Otherwise, sacrifice it.": the action was not performed
            sentence.mark()
            before[-1] = last.model_copy(update={"otherwise": clause_chain(sentence.find(A.ClauseChain), env)})
            return []
        if not isinstance(last, ir.IfResult) or not last.did:
            unsupported(sentence, "'Otherwise' after something else than a condition or 'If you do'", "otherwise")
        sentence.mark()
        return [ir.IfResult(did=False, effects=clause_chain(sentence.find(A.ClauseChain), env))]
    unsupported(sentence, f"sentence {sentence.words!r}", sentence.rule)


def for_each_sentence(node: A.ForEachSentence, env: Env) -> list:
    """"For each creature card exiled this way, create a 2/2 black Zombie creature token.": each
    effect's amount times the number of those objects.  When the sentence names each of them
    ("For each creature exiled this way, its controller creates a 2/2 green Boar creature token.",
    "For each creature token you control, create a token that's a copy of that creature."), its
    effects happen once for each of them in turn (``ForEachObject``; 608.2c: "it", "its", "that
    creature" name the object the sentence is about, not one named before)."""
    node.mark()
    flt = object_filter(node.find(A.Object), env, card_zone="any")
    count = _count(flt)
    saved_it, saved_group, saved_each = env.it, env.group, env.each_filter
    n_targets = len(env.targets)
    env.it, env.group, env.each_filter = EACH_OBJECT, None, flt
    sentences: list = []
    effects = clause_chain(node.find(A.ClauseChain), env, sentences)
    env.each_filter = saved_each
    names_each = lambda v: isinstance(v, str) and v.split(":")[:2] == ["each", "object"]  # noqa: E731
    after: list = []
    if sentences:
        # "For each nonland card revealed this way, you create a … token. Then each player draws
        # a card.": the sentence after ". Then" (the grammar's chain goes on across it) happens
        # once, not for each object
        effects, after = effects[:sentences[0]], effects[sentences[0]:]
        if not effects or _mentions_match(after, names_each):
            unsupported(node, "a sentence after 'for each …' naming each of its objects", "for_each")
    each = _mentions_match(effects, names_each)
    # after it, what the sentence acted on ("… create a 3/1 red Elemental creature token …. Exile
    # those tokens …"), else the antecedents before it
    if env.it == EACH_OBJECT:
        env.it = None if each else saved_it
    env.it = saved_it if env.it is None else env.it
    env.group = saved_group if env.group is None else env.group
    if each:
        if len(env.targets) != n_targets:
            unsupported(node, "a target chosen in a sentence done for each of several objects", "for_each")
        if flt.this_way and _mentions_match(effects, lambda v: isinstance(v, (ir.PowerOf, ir.ToughnessOf, ir.ManaValueOf))
                                            and v.ref == EACH_OBJECT):
            # the card in its new zone would be read, not the permanent as it last existed (608.2h)
            unsupported(node, "a characteristic of each object moved 'this way'", "for_each")
        this_way = isinstance(count, ir.CountIt)
        return [ir.ForEachObject(filter=count.filter, this_way=this_way, effects=effects)] + after
    out = []
    for e in effects:
        amount = getattr(e, "amount", None)
        if not isinstance(amount, ir.Fixed):
            unsupported(node, f"'for each' on an effect with no fixed amount ({type(e).__name__})", "for_each")
        out.append(e.model_copy(update={"amount": count if amount.value == 1 else
                                        ir.Times(factor=amount.value, of=count)}))
    return out + after


def for_each_player(node: A.ForEachPlayer, env: Env, before: list) -> list:
    """"For each opponent, you create a 2/2 black Zombie creature token unless that player
    sacrifices a creature of their choice.": the sentence happens once for each of those players,
    in APNAP order (101.4), "that player" / "they" naming the one whose turn of it it is
    (``ForEachPlayer``, the reference "each:player").  A target in the sentence ("for each
    opponent, destroy up to one target creature that player controls") is chosen as the spell is
    cast, once for each of those players among that player's objects (601.2c,
    ``Target.each_player``); in each turn of the loop it names the one chosen for that player."""
    node.mark()
    who = "opponent" if str(node.token("EACH_ONE_PLAYER")) == "opponent" else "any"
    inner = node.nodes()[0]
    saved = (env.player_it, env.target_controller)     # restored: the target's controller only
    n_targets = len(env.targets)
    env.player_it, env.target_controller = EACH_PLAYER, None
    env.each_opponent = who == "opponent"
    try:
        effects = lower_sentence(inner, env, before)
    finally:
        env.each_opponent = False
    for i in range(n_targets, len(env.targets)):
        t = env.targets[i]
        if t.objects is None or t.players is not None or EACH_PLAYER not in repr(t.objects) \
                or t.min_count < 0 or t.max_count < 0 or t.divided or t.if_paid or t.unless_paid:
            unsupported(node, f"target {t.text!r} in 'for each player' not among that player's objects",
                        "for_each_player_target")
        if who == "any" and t.min_count > 0:
            # whether a player with no such object lets the spell be cast is not read
            unsupported(node, f"target {t.text!r} required for each player (601.2c)", "for_each_player_target")
        # 601.2c: one set of these targets for each of those players, among that player's objects
        env.targets[i] = t.model_copy(update={"each_player": who})
    if any(isinstance(e, _OpenBranch) for e in effects):
        unsupported(node, "'for each player' with a choice a later sentence completes", "for_each_player")
    # after the sentence "that player" names none of them, nor "it" one object the sentence acted
    # on once for each player (608.2c)
    env.player_it, env.target_controller = None, saved[1]
    env.it = env.group = None
    gather = False
    if len(env.targets) == n_targets + 1:
        # "For each opponent, gain control of up to one target creature that player controls …
        # Untap those creatures.": the targets chosen for all of them (608.2c)
        env.it = env.group = f"target:{n_targets}"
    elif len(env.targets) == n_targets and effects and \
            all(isinstance(e, (ir.CreateTokens, ir.CreateTokenCopy, ir.Restrict)) for e in effects) and \
            isinstance(effects[0], (ir.CreateTokens, ir.CreateTokenCopy)):
        # "For each opponent, create a token that's a copy of this card … The tokens gain haste.
        # Sacrifice them at the beginning of the next end step." (encore 702.141a): the tokens
        # every turn of the loop created (``gather``: the runtime keeps them all as "it")
        env.it = env.group = "it"
        gather = True
    return [ir.ForEachPlayer(who=ir.EachPlayer(who=who), effects=effects, gather=gather)]


def _mentions_match(value, match) -> bool:
    """Whether ``value`` (an IR node, list or tuple) has a part that ``match``es anywhere in it."""
    if match(value):
        return True
    if isinstance(value, ir.Node):
        return any(_mentions_match(getattr(value, k), match) for k in type(value).model_fields
                   if k not in ("kind", "span"))
    if isinstance(value, (list, tuple)):
        return any(_mentions_match(v, match) for v in value)
    return False


def _mentions(value, cls) -> bool:
    """Whether ``value`` (an IR node, list or tuple) has a node of class ``cls`` anywhere in it."""
    if isinstance(value, cls):
        return True
    if isinstance(value, ir.Node):
        return any(_mentions(getattr(value, k), cls) for k in type(value).model_fields if k not in ("kind", "span"))
    if isinstance(value, (list, tuple)):
        return any(_mentions(v, cls) for v in value)
    return False


def _with_x(value, q):
    """``value`` (an IR node, list or tuple) with each X replaced by the quantity ``q``."""
    return _replace_in(value, lambda v: isinstance(v, ir.XValue), q)


def _replace_in(value, match, new):
    """``value`` (an IR node, list or tuple, walked through) with each part that ``match``es
    replaced by ``new``."""
    if match(value):
        return new(value) if isinstance(new, FunctionType) else new
    if isinstance(value, ir.Node):
        changed = {k: _replace_in(getattr(value, k), match, new) for k in type(value).model_fields
                   if k not in ("kind", "span")}
        return value.model_copy(update={k: v for k, v in changed.items() if v is not getattr(value, k)})
    if isinstance(value, list):
        return [_replace_in(v, match, new) for v in value]
    if isinstance(value, tuple):
        return tuple(_replace_in(v, match, new) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        # a part lowered sentence by sentence and merged later ("look at the top X cards of your
        # library, where X is …" before "Put one of them into your hand …": ``_Look``)
        changed = {f.name: _replace_in(getattr(value, f.name), match, new) for f in dc_fields(value)
                   if f.name != "node"}
        return replace(value, **{k: v for k, v in changed.items() if v is not getattr(value, k)})
    return value


@dataclass
class _ManaSpend:
    """"Spend this mana only …" (106.6), taken into the mana ability by ``ability_activated``."""
    node: object
    spend: object


def mana_restriction(node: A.ManaRestriction, env: Env) -> _ManaSpend:
    """"Spend this mana only to cast creature spells [or activate abilities of creatures]",
    "This mana can't be spent to cast nonartifact spells" (rule 106.6)."""
    if env.kind in ("triggered", "loyalty"):
        # the mana of a triggered or loyalty ability (not a mana ability, 605.1): the engine's
        # mana pool keeps no restriction (restricted mana is made only while a cost it may pay
        # is paid, by a mana ability)
        unsupported(node, "'spend this mana only …' of mana a triggered or loyalty ability adds (106.6)",
                    "mana_restriction")
    node.mark()
    if node.token("CANT_BE_COUNTERED") is not None or node.token("MANA_USE_OTHER") is not None:
        unsupported(node, "mana with other powers or uses (106.6)", "mana_restriction")
    cant = str(node.token("MANA_SPENT")).startswith("this mana can't")
    spells, abilities = [], []
    for use in node.nodes():
        use.mark()
        art = use.find(A.Article)
        if art is not None:
            art.mark(deep=True)
        obj = use.find(A.Object)
        if obj is None and isinstance(use, A.ManaActivate) and use.token("SOURCE_NOUN") is not None:
            # "activate an ability of an artifact source [of the chosen type]" (113.7: the object
            # the ability comes from, of that card type)
            flt = ir.Filter(zone="any", types=(_type_word(str(use.token("TYPE"))),))
            chosen = use.find(A.OfChosen)
            if chosen is not None:
                f = {}
                _object_suffix(chosen, f, env)
                flt = flt.model_copy(update=f)
        elif obj is None and isinstance(use, A.ManaActivate):
            flt = ir.Filter(zone="any")         # "only to activate abilities": of any object
        elif obj is None:
            unsupported(use, f"spending mana on {use.words!r}", "mana_restriction")
        else:
            flt = object_filter(obj, env, card_zone="any").model_copy(update={"zone": "any"})
        (spells if isinstance(use, A.ManaCast) else abilities).append(flt)
    if cant:
        # "can't be spent to cast nonartifact spells": spells other than those, and abilities
        if len(spells) != 1 or abilities:
            unsupported(node, f"mana that can't be spent on {node.words!r}", "mana_restriction")
        return _ManaSpend(node, ir.ManaSpend(spells=_complement_types(spells[0], node), abilities=ir.Filter(zone="any")))
    return _ManaSpend(node, ir.ManaSpend(spells=_either(spells, node), abilities=_either(abilities, node)))


def _either(flts: list, node) -> ir.Filter | None:
    if not flts:
        return None
    return flts[0] if len(flts) == 1 else ir.Filter(zone="any", any_of=tuple(flts))


def _complement_types(flt: ir.Filter, node) -> ir.Filter:
    """"nonartifact spells" → artifact spells (the spells the mana may still be spent on)."""
    if flt.not_types and flt == ir.Filter(zone="any", not_types=flt.not_types):
        return ir.Filter(zone="any", types=flt.not_types)
    unsupported(node, f"all spells but {flt!r}", "mana_restriction")


def reflexive(node: A.Reflexive, env: Env, before: list) -> list:
    """"You may pay {2}. When you do, <effects>." (rule 603.12): a reflexive triggered ability,
    created when the optional action before it is taken; its targets are its own (chosen as it
    is put on the stack), the objects the ability named before are still its antecedents."""
    node.mark()
    if not before or not (isinstance(before[-1], (ir.May, ir.Pay)) or _reflexive_action(before[-1])):
        unsupported(node, f"'When you do' after an action that is not a choice ({type(before[-1]).__name__ if before else None})", "reflexive")
    renv = replace(env, targets=[])
    if isinstance(env.it, str) and env.it.startswith("target:"):
        renv.it = None        # the parent ability's targets are not the reflexive ability's
    if isinstance(env.player_it, str) and env.player_it.startswith("target:"):
        renv.player_it = None
    sentence = node.nodes()[0]
    effects = _merge_effects(lower_sentence(sentence, renv, []), node)
    trigger = ir.ReflexiveTrigger(targets=renv.targets, effects=effects)
    if isinstance(before[-1], (ir.May, ir.Pay)):
        return [ir.IfResult(did=True, effects=[trigger])]
    # "Sacrifice it. When you do, …": the action itself, then the ability if it was performed
    before[-1] = ir.IfActed(action=[before[-1]], effects=[trigger])
    return []


# Actions after which "When you do" asks whether they were performed (603.12): the verbs that
# record how many objects they acted on (or cards drawn); "Sacrifice it if …" is one of them too.
_REFLEXIVE_ACTIONS = (ir.Sacrifice, ir.SacrificeChoice, ir.Mill, ir.Exile, ir.Destroy, ir.Draw, ir.Discard,
                      ir.CreateTokens, ir.AddCounters, ir.PutOntoBattlefield, ir.ReturnToHand,
                      ir.RemoveCounters)
# "Tap target untapped creature you control. If you do, …" (609.3); not yet "Tap any number of …
# When you do, …" ("where X is the number of creatures tapped this way" in the reflexive
# ability's target is not read there)
_IF_DONE_ACTIONS = _REFLEXIVE_ACTIONS + (ir.Tap,)


def _if_cant_sacrifice(cond: A.YouCantSacrifice, env: Env, before: list, effects) -> list:
    """"Sacrifice a creature other than ~, then each opponent loses life equal to the sacrificed
    creature's power. If you can't sacrifice a creature, …": the restated instruction is the last
    sacrifice of one object before (the same kind of object); it is impossible exactly when it is
    not performed (609.3).  The effects between it and the condition happen only if it was (they
    must act on the sacrificed object: with none, they do nothing), the condition's otherwise."""
    at = next((i for i in range(len(before) - 1, -1, -1)
               if isinstance(before[i], ir.SacrificeChoice) and _single_sacrifice(before[i])), None)
    if at is None or effects is None or any(_pending(e) for e in effects):
        unsupported(cond, f"'if {cond.words}' with no sacrifice of one object before it", "you_cant")
    restated = object_filter(cond.find(A.Object), env)
    cond.mark(deep=True)
    if restated.types != before[at].filter.types or restated.subtypes != before[at].filter.subtypes:
        unsupported(cond, f"'if {cond.words}' restating another sacrifice than {before[at].filter!r}", "you_cant")
    between = before[at + 1:]
    if any(_SACRIFICED_REF not in e.model_dump_json() for e in between):
        unsupported(cond, f"'if {cond.words}' after effects that do not act on the sacrificed object", "you_cant")
    before[at:] = [ir.IfActed(action=[before[at]], effects=between, otherwise=effects)]
    return []


# "the sacrificed creature" after an effect that sacrificed one object (608.2h: as it last existed)
_SACRIFICED_REF = "effect:sacrificed"
_TWO_SACRIFICED = "two_sacrificed"       # (never emitted: names the gap)


def _single_sacrifice(e) -> bool:
    """"Sacrifice a creature", "sacrifice ~": one object to sacrifice, so that doing as much as
    possible (609.3) is doing it or not."""
    if isinstance(e, ir.SacrificeChoice):
        return e.amount == ir.Fixed(value=1)
    return isinstance(e, ir.Sacrifice) and isinstance(e.what, str)


def _reflexive_action(e, actions=_REFLEXIVE_ACTIONS) -> bool:
    if isinstance(e, ir.IfCondition) and not e.otherwise:
        return len(e.effects) == 1 and _reflexive_action(e.effects[0], actions)
    return isinstance(e, actions)


_OBJECT_EVENTS = {"dies": "dies", "leaves the battlefield": "leaves"}


def delayed_object(node: A.DelayedObject, env: Env) -> list:
    """"When that creature dies this turn, create a 1/1 …" (rule 603.7): a delayed triggered
    ability waiting for the event of the object the ability named (fixed as it is created,
    603.7c), once; in its effects "it", "that creature" are that object as the event saw it (its
    new object in a public zone for a zone change, 400.7d).  A target of its own would be chosen
    as it triggers: not supported."""
    node.mark()
    ref = object_ref(node.nodes()[0], env)
    if not isinstance(ref, str):
        unsupported(node, "a delayed ability waiting for a group of objects", "delayed_object")
    event = node.token("OBJECT_EVENT")
    when = node.token("THIS_TURN")
    for tok in (event, when):
        if tok is not None:
            node.source.used.add(id(tok))
    denv = replace(env, it="trigger:object", trigger_subject="trigger:object", kind="triggered",
                   targets=list(env.targets))
    effects = clause_chain(node.find(A.ClauseChain), denv)
    if len(denv.targets) > len(env.targets):
        unsupported(node, "a target of a delayed triggered ability (chosen as it triggers, 603.7)", "delayed_object")
    return [ir.DelayedTrigger(trigger=ir.Trigger(event=_OBJECT_EVENTS[" ".join(str(event).split())]),
                              effects=effects, watch=ref, this_turn=when is not None)]


def delayed_whenever(node: A.DelayedWhenever, env: Env) -> list:
    """"Until end of turn, whenever a creature you control dies, draw a card.", "Whenever you cast
    a creature spell this turn, draw a card." (rule 603.7b): a delayed triggered ability with a
    stated duration — it triggers each time its event occurs this turn.  Its event is read as a
    triggered ability's (603.2), its "it" and "that creature" are the event's object; a target of
    its own would be chosen as it triggers (not supported), and so would "When … this turn"
    (603.7b: one trigger, the next time — another construct)."""
    node.mark()
    if str(node.token("WHEN")) != "whenever":
        unsupported(node, "'When … this turn, …' (a delayed ability that triggers once, 603.7b)",
                    "delayed_whenever")
    for tok in (node.token("UNTIL_EOT"), node.token("THIS_TURN")):
        if tok is not None:
            node.source.used.add(id(tok))
    denv = replace(env, kind="triggered", targets=list(env.targets))
    event = [n for n in node.nodes() if not isinstance(n, A.ClauseChain)][0]
    got = _dispatch("event", event, denv)
    got = got if isinstance(got, list) else [(got, denv)]
    if len(got) != 1:
        unsupported(node, "a delayed triggered ability with several trigger events", "delayed_whenever")
    trigger, tenv = got[0]
    tenv.trigger_event = trigger.event
    effects = clause_chain(node.find(A.ClauseChain), tenv)
    if len(tenv.targets) > len(env.targets):
        unsupported(node, "a target of a delayed triggered ability (chosen as it triggers, 603.7)",
                    "delayed_whenever")
    if trigger.event == "tap_for_mana" and any(isinstance(e, ir.AddMana) for e in effects):
        # "Until end of turn, whenever a player taps an Island for mana, that player adds an
        # additional {U}.": a delayed triggered mana ability (605.1b), which would resolve at once
        # (605.4a) — the engine's delayed abilities use the stack
        unsupported(node, "a delayed triggered mana ability (605.1b)", "delayed_whenever")
    return [ir.DelayedTrigger(trigger=trigger, effects=effects, this_turn=True, each_time=True)]


def delayed_next_cast(node: A.DelayedNextCast, env: Env) -> list:
    """"When you next cast an instant or sorcery spell this turn, copy that spell." (rule 603.7b): a
    delayed triggered ability that triggers once, the next time its controller casts such a spell
    (601.2i; "this turn": only during this turn); "that spell", "it" are that spell."""
    node.mark()
    node.find(A.You).mark(deep=True)
    _read_articles(node)
    when = node.token("THIS_TURN")
    if when is not None:
        node.source.used.add(id(when))
    denv = replace(env, kind="triggered", targets=list(env.targets))
    flt = object_filter(node.find(A.Object), denv)
    if flt.zone not in (None, "stack"):
        unsupported(node, f"a spell cast from a zone ({flt.zone}, {node.words!r})", "cast_from_zone")
    denv.player_it = "trigger:player"
    denv.it = denv.trigger_subject = "trigger:object"
    denv.trigger_event = "cast"
    effects = clause_chain(node.find(A.ClauseChain), denv)
    if len(denv.targets) > len(env.targets):
        unsupported(node, "a target of a delayed triggered ability (chosen as it triggers, 603.7)",
                    "delayed_next_cast")
    return [ir.DelayedTrigger(trigger=ir.Trigger(event="cast", player="you", spell=flt.model_copy(update={"zone": "stack"})),
                              effects=effects, this_turn=when is not None)]


def fronted_duration(node: A.FrontedDuration, env: Env) -> list:
    """"Until end of turn, <effects>." (rule 611.2a): each effect of the sentence lasts that long;
    an effect that has no duration cannot take one."""
    tok = node.token("UNTIL_EOT") or node.token("UNTIL_EOC") or node.token("UNTIL_NEXT_TURN")
    env.fronted = _DURATIONS[" ".join(str(tok).split())]
    try:
        effects = clause_chain(node.find(A.ClauseChain), env)
    finally:
        env.fronted = None
    for e in effects:
        if not hasattr(e, "duration"):
            unsupported(node, f"'until end of turn' on an effect with no duration ({type(e).__name__})",
                        "fronted_duration")
        if e.duration is None:
            e_update = e.model_copy(update={"duration": _DURATIONS["until end of turn"]})
            effects[effects.index(e)] = e_update
    return effects


def _apply_cant_be_regenerated(effects: list, node) -> list:
    """"Destroy target creature. It can't be regenerated." (rule 701.19c) marks the destroy."""
    out: list = []
    for e in effects:
        if e == "cant_be_regenerated":
            _forbid_regeneration(out, node)
        else:
            out.append(e)
    return out


def conditional(node: A.Conditional, env: Env, before: list) -> list:
    """A sentence with a condition; the sentences after it that the grammar joined with ". Then"
    are not part of its branch ("If it's a land, you gain 1 life. Then that player shuffles.":
    the shuffle happens either way, 608.2c)."""
    tail: list = []
    out = _conditional(node, env, before, tail) + tail
    if node.token("THEN_AFTER") is not None:
        # "… if it's legendary. Then it fights target creature an opponent controls.": the sentence
        # after the trailing condition happens either way (608.2c)
        after = clause_chain([n for n in node.nodes() if isinstance(n, A.ClauseChain)][-1], env)
        if any(_pending(e) for e in out + after):
            unsupported(node, "a sentence after '… if …. Then' with a part the other completes", "if_then")
        out += after
    return out


def _conditional(node: A.Conditional | A.IfDelayed, env: Env, before: list, tail: list,
                 effects_of=None) -> list:
    """``effects_of``: the effects of the branch when they are not the node's clause chain (a
    delayed triggered ability, ``if_delayed``), read after the condition."""
    cond = node.find(A.Condition).nodes()[0]
    leading = isinstance(node.nodes()[0], A.Condition)
    early = None
    if leading and cond.rule.startswith("cond_"):
        # "Then if it has three or more +1/+1 counters on it, sacrifice ~.": the condition's
        # antecedents are those before it; a condition after the effects reads theirs
        early = _dispatch("condition", cond, env)
    # "If it's a creature card, you may reveal it and put a quest counter on ~": a leading "it"
    # names the object before the effects (which may name another)
    it_before = env.it if leading else None
    targets_before = len(env.targets)
    starts: list = []
    raw = effects_of() if effects_of is not None else \
        _apply_cant_be_regenerated(clause_chain(node.find(A.ClauseChain), env, starts), node)
    unconditional: list = []
    if leading and starts:
        raw, after = raw[:starts[0]], raw[starts[0]:]
        if any(_pending(e) for e in raw + after):
            unsupported(node, "a sentence after 'If …' joined by '. Then' with a part of the branch "
                        "it would complete", "if_then")
        tail.extend(_merge_hand_choices(_merge_digs(_merge_searches(after))))
    if not leading and starts and cond.rule.startswith("cond_"):
        # "Put a bloodstain counter on ~. Then sacrifice it if it has five or more bloodstain
        # counters on it.": a trailing condition is the last sentence's only
        unconditional, raw = raw[:starts[-1]], raw[starts[-1]:]
    if len(env.targets) > targets_before and isinstance(cond, A.CondCostPaid) and (
            cond.token("GIFT") is not None or env.kind == "spell" and env.line.synthetic == "702.113"):
        # 702.174m: targets of a part that happens only if the gift was promised are chosen only
        # then (the gift is announced before targets are chosen, 601.2b-c); 601.2c: "A spell may
        # require some targets only if an alternative or additional cost … was chosen for it"
        # (awaken 702.113a: "If this spell's awaken cost was paid, put N +1/+1 counters on target
        # land you control")
        paid = early or _dispatch("condition", cond, env)
        if paid.condition != "cost_paid" or not paid.ref or paid.negate:
            unsupported(cond, "a target chosen only if the cost was paid (601.2c)", "gift_target")
        early = paid
        env.targets[targets_before:] = [t.model_copy(update={"if_paid": paid.ref})
                                        for t in env.targets[targets_before:]]
    if isinstance(cond, (A.YouDo, A.YouDont)):
        effects = _complete(raw, node)
        if before and isinstance(before[-1], ir.DelayedTrigger) and before[-1].effects \
                and isinstance(before[-1].effects[-1], (ir.May, ir.Pay)) and effects is not None:
            # "At the beginning of your next upkeep, pay {2}{U}. If you don't, you lose the game."
            # — the choice is the delayed ability's (603.7), and so is what follows from it: the
            # sentence joins that ability (the list of the sentences before is updated in place)
            delayed = before[-1]
            before[-1] = delayed.model_copy(update={"effects": delayed.effects + [
                ir.IfResult(did=isinstance(cond, A.YouDo), effects=effects)]})
            return []
        if before and isinstance(before[-1], ir.DelayedTrigger) and before[-1].effects \
                and _reflexive_action(before[-1].effects[-1], _IF_DONE_ACTIONS) and effects is not None \
                and cond.words.lower() in ("you do", "you don't"):
            # "At the beginning of the next end step, return that creature to its owner's hand. If
            # you do, each opponent loses 2 life.": the delayed ability's own action (603.7), which
            # may be impossible by then (609.3) — the sentence joins that ability, as above
            delayed, did = before[-1], isinstance(cond, A.YouDo)
            before[-1] = delayed.model_copy(update={"effects": delayed.effects[:-1] + [
                ir.IfActed(action=[delayed.effects[-1]], effects=effects if did else [],
                           otherwise=[] if did else effects)]})
            return []
        optional = [e for e in before if isinstance(e, (ir.May, ir.Pay))]
        if before and isinstance(before[-1], ir.IfCondition):   # "If …, …, then you may pay …"
            optional += [e for e in before[-1].effects if isinstance(e, (ir.May, ir.Pay))]
        if before and not isinstance(before[-1], (ir.May, ir.Pay)) and _reflexive_action(before[-1], _IF_DONE_ACTIONS) \
                and effects is not None:
            # "Sacrifice a non-Demon creature. If you do, …", "Remove a +1/+1 counter from it. If
            # you do, …": "you do" is the instruction just before, which may be impossible (609.3:
            # nothing to sacrifice, no counter to remove) — the effects depend on its having
            # been performed (the same test as "When you do", 603.12)
            did = isinstance(cond, A.YouDo)
            before[-1] = ir.IfActed(action=[before[-1]], effects=effects if did else [],
                                    otherwise=[] if did else effects)
            return []
        if not optional:
            unsupported(cond, f"'if {cond.words}' without an optional action before it", "if_you_do")
        if effects is None:
            # "If you do, reveal cards from the top of your library until you reveal a nonland
            # permanent card. Put that card onto the battlefield …": the next sentences finish
            # what the branch began (lower_effects closes it)
            return [_OpenBranch(effects=raw, make=partial(_if_result, isinstance(cond, A.YouDo)))]
        return [ir.IfResult(did=isinstance(cond, A.YouDo), effects=effects)]
    try:
        effects = _merge_hand_choices(_merge_digs(_merge_searches(raw)))
    except Unsupported:
        # "When ~ enters, if it was kicked, look at the top three cards of your library. Put one
        # of them into your hand and the rest on the bottom …": the look waits for the next
        # sentence, which the condition's branch takes (608.2c; _if_or_open leaves it open)
        if not (cond.rule.startswith("cond_") and any(_pending(e) for e in raw)):
            raise
        effects = raw
    if isinstance(cond, A.TookNone):
        # "If you didn't put a card into your hand this way, draw a card." (608.2c): the look at
        # the top cards and what was taken from them, just before, put none into the hand
        cond.mark()
        before[:] = _merge_digs(before)
        dig = before[-1] if before else None
        if not isinstance(dig, ir.Dig) or dig.to != "hand" or any(_pending(e) for e in effects):
            unsupported(cond, "'if you didn't put a card into your hand this way' after no look-and-take",
                        "took_none")
        before[-1] = ir.IfActed(action=[dig], effects=[], otherwise=effects)
        return []
    if isinstance(cond, A.SpellHasTargets):
        # 702.40a "If the spell has any targets, you may choose new targets for any of the
        # copies": with no targets there is nothing to choose (707.10c)
        cond.mark()
        if not all(isinstance(e, _NewTargets) for e in effects):
            unsupported(cond, "'if the spell has any targets' before other effects", "spell_has_targets")
        return effects
    if cond.rule.startswith("cond_") or isinstance(cond, (A.VoteWon, A.ActivatedTimes)):
        # "If you control a blue creature, draw a card." — checked as the sentence happens
        return unconditional + [_if_or_open(partial(_if_condition, early or _dispatch("condition", cond, env)),
                                            raw, effects, node)]
    if isinstance(cond, A.YouCant) and before and _single_sacrifice(before[-1]) and not any(_pending(e) for e in effects):
        # "At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, ~
        # deals 7 damage to you.": a mandatory instruction for one object is impossible exactly
        # when it is not performed (609.3), the same test as "If you don't"
        cond.mark(deep=True)
        before[-1] = ir.IfActed(action=[before[-1]], effects=[], otherwise=effects)
        return []
    if isinstance(cond, A.YouCantSacrifice):
        return _if_cant_sacrifice(cond, env, before, _complete(raw, node))
    if isinstance(cond, A.YouCant) and before and isinstance(before[-1], ir.RemoveCounters):
        # "Remove a fade counter from ~. If you can't, sacrifice ~." (fading, 702.32a)
        cond.mark(deep=True)
        return [ir.IfResult(did=False, effects=effects)]
    if isinstance(cond, A.ItIs):
        # "If it's a creature card, put it onto the battlefield": the object the effects before
        # acted on matches (as it is now, or as it last existed: 608.2h)
        art = cond.find(A.Article)
        if art is not None:
            art.mark(deep=True)
        it = it_before if leading else env.it
        if not isinstance(it, str):
            unsupported(cond, "'it' names no single object", "antecedent")
        reveals = bool(effects) and isinstance(effects[0], ir.May) and effects[0].effects[:1] == [
            ir.LookAtTop(who=env.top_card or "you", revealed=True)]
        if before and isinstance(before[-1], ir.May) and all(isinstance(e, ir.LookAtTop) for e in before[-1].effects) \
                and not reveals:
            # "You may reveal the top card of your library. If it's a creature card, draw a card."
            # — what the player knows of the card depends on the choice the condition ignores;
            # "If it's a creature card, you may reveal it and …" shows the card it acts on
            unsupported(cond, "'if it's …' after an optional look at the top card, with no 'if you do'",
                        "look_at_top")
        _not_left_face_down(it, cond, env)
        flt = object_filter(cond.find(A.Object), env, card_zone="any")
        return [_if_or_open(partial(_if_condition, _matches_condition(it, flt.model_copy(update={"zone": "any"}),
                                                                      cond)), raw, effects, node)]
    if isinstance(cond, A.SearchedLibrary):
        # "If you search your library this way, shuffle." (701.19a, 701.20a): the search before
        # shuffles the library if the player searched it (_merge_searches folds it in)
        cond.mark(deep=True)
        if len(effects) != 1 or not isinstance(effects[0], ir.Shuffle):
            unsupported(node, "'if you search your library this way' with another effect than a shuffle",
                        "searched_library")
        return [_ShuffleIfSearched(node=cond, who=effects[0].who)]
    if isinstance(cond, A.ExcessDealt):
        # rule 120.10: "If excess damage was dealt to that creature this way, investigate." — of
        # the damage the sentence before dealt (a damage effect records the excess it dealt)
        cond.mark(deep=True)
        if not before or not _deals_damage(before[-1]):
            unsupported(cond, "'if excess damage was dealt this way' after no damage dealt", "excess_damage")
        excess = ir.Condition(condition="at_least", values=(ir.Prev(key="excess"),), count=1)
        # "…, create that many tapped Treasure tokens": "that many" is the excess damage
        amount = ir.Prev(key="amount")
        if any(amount in _flatten_nodes(e) for e in effects[1:]) or any(amount in _flatten_nodes(e) for e in raw[1:]):
            unsupported(cond, "'that many' after 'if excess damage was dealt this way' past its first effect",
                        "excess_damage")
        effects = [_replace_in(e, lambda v: v == amount, ir.Prev(key="excess")) for e in effects]
        raw = [_replace_in(e, lambda v: v == amount, ir.Prev(key="excess")) for e in raw]
        return [_if_or_open(partial(_if_condition, excess), raw, effects, node)]
    if isinstance(cond, A.ActedThisWay):
        # "If a creature card was exiled this way, each opponent loses 2 life …" (608.2c): one of
        # the objects the effect just before acted on matches (as it is now, 608.2h)
        cond.mark(deep=True)
        verb = str(cond.token("THIS_WAY")).split(" this way")[0]
        # "Look at the top card of your library. You may reveal that card. If an instant or sorcery
        # card is revealed this way, …" (701.16a): only if the player revealed it — declined, the
        # card looked at is no card revealed
        optional_reveal = verb == "revealed" and bool(before) and isinstance(before[-1], ir.May) \
            and len(before[-1].effects) == 1 and _acts_on_objects(before[-1].effects[0], verb)
        if not before or not (_acts_on_objects(before[-1], verb) or optional_reveal):
            unsupported(cond, f"'if … was {verb} this way' after no effect that {verb} objects", "acted_this_way")
        flt = object_filter(cond.find(A.Object), env, card_zone="any")
        found = ir.Condition(condition="at_least", values=(ir.CountIt(filter=flt.model_copy(update={"zone": "any"})),),
                             count=1)
        if optional_reveal:
            if any(_pending(e) for e in effects):
                unsupported(cond, "'if … was revealed this way' after an optional reveal, with a part a later "
                                  "sentence completes", "acted_this_way")
            return [ir.IfResult(did=True, effects=[_if_condition(found, effects)])]
        return [_if_or_open(partial(_if_condition, found), raw, effects, node)]
    if isinstance(cond, A.FlipResult):
        # 705.2: "If you win the flip" / "If you lose the flip" — of the coin this ability flipped
        # before (not inside an optional or conditional part: the flip happened)
        if not any(isinstance(e, ir.FlipCoin) for e in before):
            unsupported(cond, "'if you win/lose the flip' without a coin flipped before it", "flip_coin")
        result = str(cond.token("FLIP_WIN_LOSE"))
        flip = ir.Condition(condition="coin_flip", ref="won" if result == "win" else "lost")
        return [_if_or_open(partial(_if_condition, flip), raw, effects, node)]
    if isinstance(cond, A.YouWin):
        # rule 701.23d: "If you win" reads the result of the clash before it
        if not before or not isinstance(before[-1], ir.Clash):
            unsupported(cond, "'if you win' without a clash just before it", "if_you_win")
        return [ir.IfResult(did=True, effects=effects)]
    unsupported(cond, f"condition 'if {cond.words}'", cond.rule)


# "… was exiled this way": the effects whose objects acted on ("it") the condition reads
_THIS_WAY_EFFECTS = {"exiled": (ir.Exile,), "milled": (ir.Mill,), "discarded": (ir.Discard,),
                     "destroyed": (ir.Destroy,), "sacrificed": (ir.Sacrifice,)}


def _acts_on_objects(effect, verb: str) -> bool:
    """Is ``effect`` one that ``verb``s objects ("exiled": an Exile), whose objects the next
    sentence's "… this way" names (608.2c)?  "revealed": the top card of a library revealed
    (701.16a; the card stays there, ``LookAtTop`` records it)."""
    if verb == "revealed":
        return isinstance(effect, ir.LookAtTop) and effect.revealed
    return isinstance(effect, _THIS_WAY_EFFECTS.get(verb, ()))


def _flatten_nodes(value) -> list:
    """Every IR node inside ``value`` (itself included)."""
    out = []
    if isinstance(value, ir.Node):
        out.append(value)
        for k in type(value).model_fields:
            if k not in ("kind", "span"):
                out += _flatten_nodes(getattr(value, k))
    elif isinstance(value, (list, tuple)):
        for v in value:
            out += _flatten_nodes(v)
    return out


def _deals_damage(e) -> bool:
    """Is ``e`` an effect dealing damage that records the excess it dealt (120.10)?"""
    return isinstance(e, (ir.Damage, ir.DamageDivided))


def _if_or_open(make, raw: list, effects: list, node):
    """The "if …" branch of a sentence, or, when a part of it waits for the next sentence ("If ~
    is tapped, reveal cards … until you reveal a land card. Put that card into your hand …"), the
    branch left open for it (``lower_effects`` closes it)."""
    if not any(_pending(e) for e in effects):
        return make(effects)
    done = _complete(raw, node)
    return make(done) if done is not None else _OpenBranch(effects=raw, make=make)


_PENDING = "pending"


def clause_chain(node: A.ClauseChain, env: Env, sentences: list | None = None) -> list:
    """The effects of clauses joined by "and", "then", ", then" and ". Then"; ``sentences``, if
    given, receives the index in the result where each sentence after the first begins."""
    out: list = []
    subject: Subject | None = None
    may: ir.May | None = None
    prev = None
    runs: list = []         # (start, players): where a run of clauses by "each player" begins
    player_it = env.player_it
    for clause in node.find_all(A.Clause):
        if sentences is not None and prev is not None and "." in node.source.text[prev.span[1]:clause.span[0]]:
            sentences.append(len(out))      # "Draw a card. Then …": a new sentence
        prev = clause
        implicit = len(clause.nodes()) == 1 and not isinstance(clause.nodes()[0], A.MayClause)
        start = len(out)
        effects, subject = lower_clause(clause, env, subject)
        if not implicit:
            if runs and runs[-1][1] is not None:
                runs.append((start, None))      # another subject: the run before ends here
            if isinstance(subject.player, ir.EachPlayer):
                runs.append((start, subject.player))
        if may is not None and implicit and not isinstance(clause.nodes()[0], A.PutExiledBottom):
            # "you may search …, reveal it, put it into your hand, then shuffle": the clauses
            # after "you may" with the same subject are part of what the player may do
            joined = ([may] if isinstance(may, ir.Pay) else may.effects) + list(effects)
            if any(isinstance(e, ir.Pay) for e in joined):
                # "you may pay {1} and sacrifice an artifact. If you do, …" / "You may sacrifice ~
                # and pay {2}{G}{G}": one choice of both, which the player can make only if able
                # to do both (118.3, 118.12); "If you do" reads that one choice
                may = _joined_cost(clause, may, effects)
            else:
                may = may.model_copy(update={"effects": joined})
            out[-1] = may
            continue
        out.extend(effects)
        if out and isinstance(out[-1], ir.May):
            may = out[-1]
        elif len(effects) == 1 and isinstance(effects[0], ir.Pay) and isinstance(clause.nodes()[0], A.MayClause):
            may = effects[0]                      # "you may pay {1}" — and what it joins
        else:
            may = None
    out = _finish_mays(out, node)
    where = next((n for n in node.nodes() if isinstance(n, A.WhereX)), None)
    if where is not None:
        # "… gets +X/+0 until end of turn, where X is its power" (107.3a-b): the effects first
        # (their antecedents and targets come first in the text), then X is what the chain's
        # last words define; a later sentence's X is the same X
        where.mark()
        # "Target creature you control deals X damage to any other target and X damage to
        # itself, where X is its power": "its" is the subject's, the object dealing the damage
        sources = {e.source for e in out if isinstance(e, ir.Damage)}
        its, src = env.its, next(iter(sources)) if len(sources) == 1 else None
        if isinstance(src, str) and src.startswith("target:"):
            env.its = src
        try:
            env.x_def = quantity(where.nodes()[-1], env)
        finally:
            env.its = its
        out = [_with_x(e, env.x_def) for e in out]
    if runs:
        out = _each_player_runs(out, runs, node)
        env.player_it = player_it           # "they" of the run names no player after it
    # a duration stated once at the end of the chain covers every effect of it (rule 611.2a)
    for i, e in enumerate(out):
        if getattr(e, "duration", None) == _PENDING:
            later = [getattr(n, "duration", None) for n in out[i + 1:]]
            stated = [d for d in later if d not in (None, _PENDING)] or ([env.fronted] if env.fronted else [])
            if not stated and not isinstance(e, (ir.GrantKeywordsUntil, ir.GrantKeywordChoiceUntil, ir.GrantAbilityUntil,
                                                 ir.RemoveKeywordsUntil)):
                unsupported(node, "a P/T change with no duration", "no_duration")
            # 611.2a: an ability granted with no duration stated lasts as long as the object is
            # that object ("Return ~ … to the battlefield. It gains haste.", unearth 702.84a)
            out[i] = e.model_copy(update={"duration": stated[0] if stated else None})
    return out


def _finish_mays(out: list, node) -> list:
    """The "you may …" choices of a chain, their parts merged and validated. A choice whose part
    waits for a later sentence ("You may reveal cards from the top of your library until you
    reveal a creature card. Put that card into your hand and the rest …") stays open: the later
    sentences are part of what the player may do (``lower_effects`` closes it; 608.2c: the text
    is read as a whole, and "that card" names a card only the choice reveals)."""
    result = []
    for i, m in enumerate(out):
        if not isinstance(m, ir.May):
            result.append(m)
            continue
        done = _complete(_apply_cant_be_regenerated(list(m.effects), node), node)
        if done is None:
            if i != len(out) - 1:
                _reject_pending(m.effects, "a 'you may' choice left unfinished before another clause")
            result.append(_OpenBranch(effects=list(m.effects), make=partial(_may_of, m.who)))
            continue
        result.append(_may_of(m.who, done))
    return result


def _may_of(who, effects: list) -> ir.May:
    return ir.May(who=who, effects=effects)


EACH_PLAYER = "each:player"     # the player of a ForEachPlayer's current turn ("they", "their")
EACH_OBJECT = "each:object"     # the object of a ForEachObject's current turn ("it", "that creature")


def _each_player_runs(out: list, runs: list, node) -> list:
    """"Each player searches their library for a basic land card, puts it onto the battlefield,
    then shuffles.": the clauses by "each player" that refer to that player ("they", "their",
    "that player" lowered as "each:player") happen for each player in turn (ForEachPlayer); a run
    that never refers to the player stays as it is (each verb acts on all of them at once)."""
    ends = [s for s, _ in runs[1:]] + [len(out)]
    result = list(out)
    for (start, players), end in reversed(list(zip(runs, ends))):
        if players is None:
            continue
        seg = out[start:end]
        if EACH_PLAYER not in repr(seg):
            continue
        result[start:end] = [ir.ForEachPlayer(who=players, effects=_merge_effects(_as_each_all(seg, players),
                                                                                 node))]
    if EACH_PLAYER in repr(result) and not all(isinstance(e, ir.ForEachPlayer) or EACH_PLAYER not in repr(e)
                                               for e in result):
        unsupported(node, "'they' of 'each player' outside the clauses by those players", "each_player")
    return result


def _each_player_subject(chain: A.ClauseChain, env: Env):
    """The players of a chain whose clauses are all by "each player" / "each opponent" (the first
    names them, the others have no subject of their own), else None."""
    clauses = chain.find_all(A.Clause)
    first = clauses[0].nodes()
    if len(first) != 2 or any(len(c.nodes()) != 1 or isinstance(c.nodes()[0], A.MayClause) for c in clauses[1:]):
        return None
    subj = first[0].nodes()[0] if isinstance(first[0], A.Playerref) else first[0]
    if not isinstance(subj, A.EachPlayer):
        return None
    return player_ref(subj, env)


def _own(who, subject: "Subject") -> bool:
    """Is ``who`` (a possessive: "their library") the player of the clause's subject?  "Each
    player searches their library": "their" is each of them ("each:player")."""
    return who == subject.player or (who == EACH_PLAYER and isinstance(subject.player, ir.EachPlayer))


def _as_each(value, players):
    """``value`` with the "each player" operand of the run replaced by "each:player"; a run of
    those players already inside it ("… unless they pay 2 life": the branch was made a run of its
    own first) is now that player's own effects."""
    return _splice_own_runs(_replace_in(value, lambda v: isinstance(v, ir.EachPlayer) and v == players,
                                        EACH_PLAYER))


def _as_each_all(effects: list, players) -> list:
    """:func:`_as_each` of each effect, a run of the current player among them spliced in."""
    return _splice_own_runs([_as_each(e, players) for e in effects])


def _splice_own_runs(value):
    """``value`` with every ForEachPlayer of "each:player" (the current player's run inside the
    run of every player) replaced by its effects, in place."""
    if isinstance(value, list):
        out = []
        for v in value:
            if isinstance(v, ir.ForEachPlayer) and v.who == EACH_PLAYER:
                out += [_splice_own_runs(e) for e in v.effects]
            else:
                out.append(_splice_own_runs(v))
        return out
    if isinstance(value, ir.Node):
        changed = {k: _splice_own_runs(getattr(value, k)) for k in type(value).model_fields
                   if k not in ("kind", "span") and isinstance(getattr(value, k), (list, ir.Node))}
        changed = {k: v for k, v in changed.items() if v != getattr(value, k)}
        return value.model_copy(update=changed) if changed else value
    return value


def _joined_cost(node, may, effects: list) -> ir.Pay:
    """Payments and actions joined under one "you may" ("you may pay {1} and sacrifice an
    artifact", "You may sacrifice ~ and pay {2}{G}{G}") are one cost (118.12): the player is
    asked once, can say yes only if able to do all of it (118.3), and "If you do" reads that
    answer.  The parts merge into one ``Pay``; a part a ``Pay`` cannot hold stays a gap."""
    parts = ([may] if isinstance(may, ir.Pay) else list(may.effects)) + list(effects)
    pieces: list[dict] = []
    who = None
    for e in parts:
        if isinstance(e, ir.Pay):
            fields = _stated_fields(e, {"kind", "span", "who"})
            if "times" in fields:
                unsupported(node, "a payment for each joined to another action", "pay_joined")
        elif isinstance(e, ir.SacrificeChoice) and isinstance(e.amount, ir.Fixed) and e.filter is not None:
            fields = {"sacrifice": e.filter, "sacrifice_count": e.amount.value}
        elif isinstance(e, ir.Discard) and isinstance(e.amount, ir.Fixed) and not e.random and not e.hand:
            fields = {"discard": e.amount.value}
        else:
            unsupported(node, f"{type(e).__name__} joined to a payment under one 'you may'", "pay_joined")
        actor = getattr(e, "who", "you")
        if who is not None and actor != who:
            unsupported(node, "a payment joined to another player's action", "pay_joined")
        who = actor
        pieces.append(fields)
    return ir.Pay(who=who or "you", **_merge_disjoint(node, pieces, "two payments of one kind under one 'you may'",
                                                      "pay_joined"))


def _stated_fields(model, exclude: set) -> dict:
    """The fields of an IR node that differ from their defaults (what its wording stated)."""
    return {k: getattr(model, k) for k in model.model_dump(exclude=exclude, exclude_defaults=True)}


def _merge_disjoint(node, pieces: list[dict], reason: str, blocker: str) -> dict:
    """One set of fields from parts that each state different ones; a field stated twice is a gap."""
    merged: dict = {}
    for fields in pieces:
        if set(fields) & set(merged):
            unsupported(node, reason, blocker)
        merged.update(fields)
    return merged


def _forbid_regeneration(out: list, node) -> None:
    for i in range(len(out) - 1, -1, -1):
        if isinstance(out[i], ir.Destroy):
            out[i] = out[i].model_copy(update={"can_regenerate": False})
            return
    unsupported(node, "'can't be regenerated' without a destroy before it", "cant_be_regenerated")


def lower_clause(node: A.Clause, env: Env, prev: Subject | None) -> tuple[list, Subject]:
    parts = node.nodes()
    if len(parts) == 1 and isinstance(parts[0], A.FightEachOther):
        return [_fight_each_other(parts[0], env)], Subject(player="you")
    if len(parts) == 1 and isinstance(parts[0], A.MayClause):
        may = parts[0]
        sub = may.nodes()
        if may.words.startswith("you may have"):
            subject = Subject(player="you", obj=object_ref(sub[0], env), explicit=True)
        else:
            subject = Subject(player=player_ref(sub[0], env), explicit=True)
            if isinstance(subject.player, str) and subject.player != "you":
                env.player_it = subject.player     # "Its controller may search their library"
            elif isinstance(subject.player, ir.EachPlayer):
                env.player_it = EACH_PLAYER        # "Each player may search their library …"
        if isinstance(sub[-1], A.EitherAction):
            # "You may sacrifice an artifact or discard a card. If you do, …": the player may take
            # one of the two actions, one they can take fully (118.3) — a payment (118.12), which
            # "If you do" reads
            sub[-1].mark()
            return [_unless_cost(sub[-1].nodes(), env, subject.player)], subject
        effects = predicate(sub[-1], env, subject)
        if len(effects) == 1 and isinstance(effects[0], ir.Pay):
            return effects, subject      # "you may pay {1}": paying is itself the choice (118.12)
        if len(effects) == 1 and isinstance(effects[0], _Take):
            # "You may reveal a creature card from among them and put it into your hand": the
            # dig's choice may take none
            effects[0].up_to = True
            return effects, subject
        if isinstance(subject.player, ir.EachPlayer):
            who = EACH_PLAYER       # each of them chooses (``_each_player_runs`` makes it a loop)
        else:
            who = subject.player if isinstance(subject.player, str) else "you"
        # not validated yet: its effects may hold parts a later clause or sentence completes
        # ("you may reveal cards … until you reveal a creature card. Put that card …");
        # ``_finish_mays`` validates it at the end of the chain
        return [ir.May.model_construct(who=who, effects=effects)], subject
    if len(parts) == 2 and isinstance(parts[0], A.YouAndPlayer):
        # "You and target opponent each draw a card": the effect for each of the two players
        subject = Subject(player=player_ref(parts[0], env), explicit=True)
        effects = predicate(parts[1], env, subject)
        if not all(isinstance(e, _EACH_OF_TWO) and e.who == subject.player for e in effects):
            unsupported(parts[0], "an effect for 'you and that player' other than drawing, milling, "
                                  "creating tokens, or gaining or losing life", "you_and_player")
        return effects, subject
    if len(parts) == 2:
        subj_node, pred = parts
        if isinstance(subj_node, A.Playerref) and isinstance(subj_node.nodes()[0], A.ThatPlayer):
            subj_node = subj_node.nodes()[0]
        if isinstance(subj_node, A.ThatPlayer) and _raw(subj_node).lower() == "they" and env.player_it is None \
                and env.group is not None:
            # "They gain haste until end of turn." after an effect on several objects and with no
            # player named before: those objects (608.2c)
            subj_node.mark(deep=True)
            subject = Subject(player="you", obj=env.group, explicit=True)
        elif isinstance(subj_node, (A.You, A.TargetPlayer, A.EachPlayer, A.ThatPlayer, A.ControllerOf,
                                  A.OwnerOf, A.DefendingPlayer, A.EnchantedPlayer, A.AnOpponent, A.ChosenPlayer, A.Playerref,
                                  A.EachPlayerWhoCant)):
            subject = Subject(player=player_ref(subj_node, env), explicit=True)
            if isinstance(subject.player, str) and subject.player != "you":
                env.player_it = subject.player     # "Its controller reveals their hand"
            elif isinstance(subject.player, ir.EachPlayer):
                env.player_it = EACH_PLAYER        # "Each player loses 1 life for each creature they control"
        else:
            obj = object_ref(subj_node, env)
            if isinstance(subj_node, A.PronounRef) and _raw(subj_node).lower() == "it" and isinstance(obj, str) \
                    and obj in env.self_damaged and isinstance(pred, A.DealDamage):
                # "~ deals X damage to target creature. If this spell was kicked, it deals X damage to
                # that creature's controller.": "it" that deals damage is what dealt the damage
                # before, not the creature dealt it ("that creature" names that one, 608.2c)
                obj = "self"
            name_topic(env, obj)           # "~ deals damage equal to the number of charge counters on it …"
            subject = Subject(player="you", obj=obj, explicit=True)
    else:
        pred = parts[0]
        subject = prev if prev is not None and prev.explicit else Subject()
    node.token("ALSO")      # "it also gets +1/+0": in addition to the effects before (608.2c)
    effects = predicate(pred, env, subject)
    if node.token("EACH_OF_THEM") is not None and not all(isinstance(e, _SAME_FOR_EACH) for e in effects):
        # "They each deal damage equal to their power …": each object's own amount
        unsupported(node, f"'… each {pred.words}': an effect that differs for each object", "each_subject")
    return effects, subject


# what "<objects> each …" may do: the same change to every one of them ("Two target creatures
# each get +2/+0 and gain trample until end of turn", 611.2a)
_SAME_FOR_EACH = (ir.ModifyPT, ir.GrantKeywordsUntil, ir.GrantAbilityUntil, ir.AddTypesUntil)


# the effects that happen to each player their ``who`` names, one after the other: what "you and
# target opponent each …" may do
_EACH_OF_TWO = (ir.Draw, ir.CreateTokens, ir.GainLife, ir.LoseLife, ir.Mill)


def predicate(node: A.Node, env: Env, subject: Subject) -> list:
    env.chooser = subject.player
    env.reflexive = subject.obj         # "itself": the object doing it ("~ deals 2 damage to itself")
    try:
        result = _dispatch("effect", node, env, subject)
    finally:
        env.reflexive = None
    effects = result if isinstance(result, list) else [result]
    if env.trigger_event == "cast" and any(
            hasattr(e, "duration") and (getattr(e, "what", None) == "trigger:object"
                                        or env.trigger_subject == "self" and getattr(e, "what", None) == "self")
            for e in effects):
        # "When you cast this spell, … If you do, ~ gains …", "Whenever you cast a Dragon creature
        # spell from your graveyard, it gains …": the spell on the stack would get it (400.7a
        # carries it to the permanent); the engine applies such effects to permanents only
        unsupported(node, "a continuous effect on the spell cast while it is on the stack (400.7a)",
                    "spell_on_stack")
    for e in effects:
        what = getattr(e, "what", None)
        if isinstance(e, (ir.CreateTokens, ir.CreateTokenCopy)) or isinstance(e, ir.ForEachPlayer) and e.gather:
            env.tokens_made = True
        if isinstance(e, ir.PutOntoBattlefield):
            env.it = "it"       # the new permanent (400.7): "… to the battlefield. It gains haste."
        elif isinstance(e, ir.CreateTokenCopy):
            # "Create a token that's a copy of target creature. It gains haste. Sacrifice it at the
            # beginning of the next end step.": the token made (111.9), never the object copied
            env.it = "it"
        elif isinstance(e, ir.Attach) and isinstance(e.to, str) and e.to.startswith("target:"):
            # "attach it to target creature you control. That creature gains first strike …": the
            # object attached to is what the next sentence names
            env.it = e.to
        elif (isinstance(what, str) and what not in ("you",)) or isinstance(what, ir.All):
            env.it = what
        elif isinstance(what, ir.Choose):
            env.it = "it"           # the chosen objects the verb acted on ("… and it gains haste")
        elif isinstance(e, ir.SacrificeChoice) and isinstance(e.who, str) and e.amount == ir.Fixed(value=1):
            # "Target player sacrifices a creature of their choice. You gain life equal to that
            # creature's toughness.": one player sacrificed one object (as it last existed, 608.2h)
            env.it = "it"
        sac = e.effects[-1] if isinstance(e, ir.May) and e.effects else e
        if isinstance(sac, ir.SacrificeChoice) and sac.who == "you" and sac.amount == ir.Fixed(value=1):
            # "sacrifice a creature …, then each opponent loses life equal to the sacrificed
            # creature's power", "you may sacrifice another creature. When you do, …": the one object
            # the effect sacrificed; with a cost that sacrificed one too, two candidates (a gap)
            env.sacrificed = _SACRIFICED_REF if env.sacrificed in (None, _SACRIFICED_REF) else _TWO_SACRIFICED
        env.group = _plural_operand(e, env)
        if not isinstance(e, (_Look, ir.LookAtTop)):
            env.top_card = None     # the card looked at has moved, or "it" names another object
    return effects


def _plural_operand(e, env: Env):
    """The objects an effect acted on, when the wording named several (the antecedent of a later
    "they": "Untap all creatures you control. They gain flying …", "Create two 1/1 … tokens. They
    gain haste …", "Put a +1/+1 counter on each of up to two target creatures. They gain …")."""
    what = getattr(e, "what", None)
    if isinstance(what, ir.All):
        return what
    if isinstance(e, ir.CountersDivided):
        # "Distribute two +1/+1 counters among up to two target creatures. They gain trample …"
        what = f"target:{e.target}"
    if isinstance(e, (ir.CreateTokens, ir.CreateTokenCopy)) and e.amount != ir.Fixed(value=1):
        return "it"
    if isinstance(what, ir.Choose) and (what.count > 1 or what.up_to):
        return "it"
    if isinstance(what, str) and what.startswith("target:"):
        t = env.targets[int(what.split(":")[1])]
        if (t.max_count != 1 or t.each_player is not None) and t.players is None:
            return what         # (one for each player: several, 601.2c)
    return None


def _obj_subject(node, subject: Subject, env: Env):
    if subject.obj is None:
        unsupported(node, f"{node.words!r} needs an object subject", "subject")
    return subject.obj


def effect_deal_damage(node: A.DealDamage, env: Env, subject: Subject):
    source = subject.obj if subject.obj is not None else "self"
    if not isinstance(source, str):
        unsupported(node, "damage dealt by each of a group", "group_damage_source")
    amount = _count_or_that_much(node, env)
    if node.token("TWICE") is not None:     # "deals twice X damage"
        amount = ir.Times(factor=2, of=amount)
    tos = []
    env.damage_source = source
    for r in node.find(A.Recipients).find_all(A.Recipient):
        tos.append(recipient(r, env))
        if isinstance(tos[-1], ir.EachPlayer) and env.player_it is None:
            # "… to each opponent and each creature and planeswalker they control": "they" are
            # those players (all of them: the damage is dealt at once, 120.3)
            env.recipients_players = tos[-1].who
    env.recipients_players = None
    to = tos[0] if len(tos) == 1 else tuple(tos)
    out = [ir.Damage(amount=amount, to=to, source=source)]
    if source == "self":
        env.self_damaged += [t for t in tos if isinstance(t, str)]
    for also in node.find_all(A.DamageAlso):
        tos = [recipient(r, env) for r in also.find(A.Recipients).find_all(A.Recipient)]
        out.append(ir.Damage(amount=number_value(also.find(A.Count), env),
                             to=tos[0] if len(tos) == 1 else tuple(tos), source=source))
    env.damage_source = None
    return out


def effect_deal_damage_equal(node: A.DealDamageEqual, env: Env, subject: Subject):
    source = subject.obj if subject.obj is not None else "self"
    if not isinstance(source, str):
        unsupported(node, "damage dealt by each of a group", "group_damage_source")
    env.damage_source = source
    tos = [recipient(r, env) for r in node.find(A.Recipients).find_all(A.Recipient)]
    env.damage_source = None
    qnode = [c for c in node.nodes() if not isinstance(c, A.Recipients)][0]
    to = tos[0] if len(tos) == 1 else tuple(tos)
    if isinstance(to, ir.EachPlayer) and env.player_it is None:
        # "~ deals damage to each opponent equal to the number of Islands that player controls"
        # ("… they control"): each player is dealt the amount counted for them, one player
        # after another (ForEachPlayer, 101.4)
        env.player_it = EACH_PLAYER
        try:
            amount = quantity(qnode, env)
        finally:
            env.player_it = None
        if EACH_PLAYER in repr(amount):
            return ir.ForEachPlayer(who=to, effects=[ir.Damage(amount=amount, to=EACH_PLAYER, source=source)])
        return ir.Damage(amount=amount, to=to, source=source)
    # "It deals damage equal to its power to target creature", "Target creature deals damage to
    # itself equal to its power": a bare "its" is the source's, whichever comes first ("that
    # card's mana value" still names its antecedent)
    env.its = source
    try:
        amount = quantity(qnode, env)
    finally:
        env.its = None
    return ir.Damage(amount=amount, to=to, source=source)


def effect_deal_damage_divided(node: A.DealDamageDivided, env: Env, subject: Subject):
    # "divided evenly, rounded down" (Fireball): each target is dealt the amount divided by the
    # number of targets, rounded down — nothing is announced (601.2d is the division "as you
    # choose")
    evenly = " evenly" in node.words
    if evenly and "rounded down" not in " ".join(node.words.split()):
        unsupported(node, "damage divided evenly without saying how it is rounded", "damage_divided_evenly")
    amount = number_value(node.find(A.Count), env)
    any_t = node.find(A.AnyTarget)
    if any_t is not None:
        _any_target(any_t, env, divided=not evenly)
    else:
        tref = node.find(A.TargetRef)
        lo, hi = target_count(tref.find(A.TargetCount), env)
        lo = max(lo, 1)             # damage is divided among one or more targets (601.2d)
        flt = object_filter(tref.find(A.Object), env)
        env.add_target(ir.Target(objects=flt, min_count=lo, max_count=hi, divided=not evenly, text=tref.text))
    return ir.DamageDivided(amount=amount, target=len(env.targets) - 1, evenly=evenly)


def effect_distribute_counters(node: A.DistributeCounters, env: Env, subject: Subject):
    """Rule 601.2d: "Distribute three +1/+1 counters among one, two, or three target creatures" —
    the player announces the division as the targets are chosen, each target getting at least
    one: no more targets than counters."""
    amount = number_value(node.find(A.Count), env)
    if not isinstance(amount, ir.Fixed):
        unsupported(node, "counters distributed in a number not known as targets are chosen", "distribute_counters")
    tref = node.find(A.TargetRef)
    if tref.token("EACH_OF") is not None:
        unsupported(tref, f"distributed among {tref.words!r}", "distribute_counters")
    ref = object_ref(tref, env)
    i = len(env.targets) - 1
    t = env.targets[i]
    if t.min_count < 0 or t.max_count < 0:
        unsupported(tref, "counters distributed among X targets", "distribute_counters")
    env.targets[i] = t.model_copy(update={"divided": True, "min_count": min(t.min_count, amount.value),
                                          "max_count": min(t.max_count, amount.value)})
    env.it = ref
    return ir.CountersDivided(amount=amount, counter=node.find(A.CounterKind).words, target=i)


def _object_refs(nodes, env, **kw):
    """One object operand, or a tuple of them for "A and B" (each of them)."""
    refs = [object_ref(n, env, **kw) for n in nodes]
    return refs[0] if len(refs) == 1 else tuple(refs)


def effect_destroy(node, env, subject):
    return ir.Destroy(what=_object_refs(node.nodes(), env))


def effect_cant_be_regenerated(node, env, subject):
    return "cant_be_regenerated"


def effect_exile_graveyard(node, env, subject):
    """"Exile target player's graveyard": every card in it (rule 404); "Exile all graveyards.",
    "Exile each opponent's graveyard." (every card its owner, each opponent, has there: 404.1)."""
    every = node.token("EVERY_GRAVEYARD")
    if every is not None:
        owner = "opponent" if "opponent" in str(every) else None
        return ir.Exile(what=ir.All(filter=ir.Filter(zone="graveyard", owner=owner)))
    who = possessive_player(node.find(A.PlayerrefPossessive), env)
    if not isinstance(who, str):
        unsupported(node, "exiling several graveyards", "exile_graveyard")
    return ir.Exile(what=ir.All(filter=ir.Filter(zone="graveyard", owner=who)))


def effect_exile(node, env, subject):
    what = _object_refs(node.nodes(), env)
    if isinstance(what, tuple) and any(isinstance(w, ir.Choose) for w in what):
        # "You may exile ~ and four cards named ~ from your graveyard. If you do, …": a number of
        # cards the player must have to do it at all, which "If you do" would read
        unsupported(node, f"exiling {node.words!r}: a chosen number of objects with others", "exile_choice")
    if node.token("UNTIL_SELF_LEAVES") is not None:
        # rule 610.3: the card returns when this permanent leaves the battlefield
        if env.kind not in ("triggered", "activated"):
            unsupported(node, "exiling until a spell leaves the battlefield", "exile_until")
        return ir.ExileUntilLeaves(what=what)
    return ir.Exile(what=what)


def effect_return_to(node: A.ReturnTo, env, subject):
    what = _object_refs([n for n in node.nodes() if not isinstance(n, (A.FromZone, A.Destination))], env,
                        card_zone="graveyard")
    fz = node.find(A.FromZone)
    if fz is not None:
        zr = fz.find(A.ZoneRef)
        if (what != "self" or env.kind not in ("activated", "triggered") or zr.token("ZONE") != "graveyard"
                or _owner_word(zr.find(A.PlayerrefPossessive), env) != "you"):
            unsupported(fz, f"return {node.nodes()[0].words} {fz.words}", "return_from_zone")
        env.zone = "graveyard"
    dest = node.find(A.Destination)
    words = dest.words
    if what == "self" and env.moved is not None and fz is None:
        what = env.moved          # "When ~ dies, return it …" (rule 400.7d; persist 702.79a)
    if words.endswith("hand") or words.endswith("hands"):
        if env.player_it is None and isinstance(what, str) and what != "self" and \
                " ".join(words.split()) == "its owner's hand":
            # "Return target permanent to its owner's hand. Then that player discards a card.":
            # the owner is the one player named (608.2c)
            env.player_it = f"{what}:owner"
        return ir.ReturnToHand(what=what)
    if words.startswith("the battlefield"):
        controller = _under_control(dest.find(A.UnderControl), env)
        wc = dest.find(A.WithCounter)
        counters = (wc.find(A.CounterKind).words, int_value(wc.find(A.Count), env)) if wc is not None else None
        return ir.PutOntoBattlefield(what=what, controller=controller, tapped=dest.token("TAPPED") is not None,
                                     counters=counters, transformed=dest.token("TRANSFORMED") is not None)
    unsupported(dest, f"return to {words!r}", "return_to")


def _under_control(under: A.UnderControl | None, env: Env):
    """"under your control", "under that player's control"; "under its owner's control" / "under
    their owners' control": each object's own owner ("owner"; 110.2a: the effect states under
    whose control the object enters)."""
    if under is None:
        return None
    if " ".join(_raw(under).lower().split()) in ("under its owner's control", "under their owner's control",
                                                 "under their owners' control", "under their owners's control"):
        under.mark(deep=True)
        return "owner"
    ppos = under.find(A.PlayerrefPossessive)
    return possessive_player(ppos, env) if ppos is not None else None


def effect_put_onto_battlefield(node: A.PutOntoBattlefield, env, subject):
    what = object_ref(node.nodes()[0], env, card_zone="any")
    controller = _under_control(node.find(A.UnderControl), env)
    if node.token("OUT_OF_HAND") is not None and (what != "self" or env.zone != "hand"):
        # ninjutsu 702.49a: this card, by an ability activated from the hand
        unsupported(node, f"put {node.nodes()[0].words!r} onto the battlefield from your hand", "put_from_hand")
    # "… onto the battlefield tapped and attacking" (508.4)
    return ir.PutOntoBattlefield(what=what, controller=controller, tapped=node.token("TAPPED") is not None,
                                 transformed=node.token("TRANSFORMED") is not None,
                                 attacking=node.token("AND_ATTACKING") is not None,
                                 from_zone="hand" if node.token("OUT_OF_HAND") is not None else None)


def effect_put_into(node: A.PutInto, env, subject):
    what = object_ref(node.nodes()[0], env)
    zone = node.token("ZONE")
    ppos = node.find(A.PlayerrefPossessive)
    ppos.mark(deep=True)
    if zone == "hand" and ppos.token("THEIR") is not None and what == "it" and env.player_it == EACH_PLAYER \
            and isinstance(subject.player, ir.EachPlayer):
        # "Each player may search their library for a basic land card, reveal it, put it into
        # their hand": the card each of them found in their own library (400.3: its owner's hand)
        return ir.ReturnToHand(what=what)
    # a card goes to its owner's hand (rule 400.3): "your hand" names the owner
    if zone == "hand" and (ppos.token("YOUR") is None or _may_be_anothers(what, env)):
        unsupported(node, "put into another player's hand", "put_into_other")
    if zone == "hand":
        return ir.ReturnToHand(what=what)
    if zone == "graveyard":
        # "they put ~ into their graveyard" (madness 702.35a): a card goes to its owner's (400.3)
        return ir.PutIntoGraveyard(what=what)
    unsupported(node, f"put into {zone}", "put_into")


def effect_put_from_among(node: A.PutFromAmong, env, subject):
    """"You may put a land card from among the cards milled this way into your hand." — one of
    the cards the effect just before moved (its owner's: "your hand" after "mill three cards")."""
    node.mark()
    ppos = node.find(A.PlayerrefPossessive)
    ppos.mark(deep=True)
    if subject.player != "you" or ppos.token("YOUR") is None:
        unsupported(node, "another player taking cards from among them", "put_from_among")
    _mark_count(node)
    n = int_value(node.find(A.Count), env)
    flt = object_filter(node.find(A.Object), env, card_zone="graveyard").model_copy(update={"zone": "any"})
    return ir.PutFromAmong(who="you", filter=flt, count=n)


_OWNED_ZONES = ("graveyard", "hand", "library")     # a card there is its owner's (400.3, 404.2)


def _may_be_anothers(what, env: Env | None = None) -> bool:
    """Whether the object could be owned by someone other than the ability's controller: not
    "it" or the object itself, nor cards in the controller's own graveyard, hand or library
    ("Shuffle up to three target cards from your graveyard into your library", 400.3)."""
    if what in ("it", "self"):
        return False
    flt = getattr(what, "filter", None)
    if isinstance(what, str) and what.startswith("target:") and what.count(":") == 1 and env is not None:
        flt = env.targets[int(what.split(":")[1])].objects
    return not (flt is not None and flt.zone in _OWNED_ZONES and flt.owner == "you")


def effect_put_on_library(node: A.PutOnLibrary, env, subject):
    what = object_ref(node.nodes()[0], env)
    return ir.PutOnLibrary(what=what, position="bottom" if "bottom" in node.words else "top",
                           any_order=node.token("IN_ANY_ORDER") is not None)


def effect_put_on_library_choice(node: A.PutOnLibraryChoice, env, subject):
    """"Target creature's owner puts it on their choice of the top or bottom of their library."
    — the owner is the one who puts it there and chooses."""
    what = object_ref(node.nodes()[0], env)
    if subject.player != f"{what}:owner":
        unsupported(node, "another player than its owner putting it into the library", "library_choice")
    return ir.PutOnLibraryChoice(what=what, second=node.token("SECOND_OR_BOTTOM") is not None)


def effect_sacrifice(node: A.Sacrifice, env, subject):
    target = node.nodes()[0]
    if isinstance(target, A.Objref):
        target = target.nodes()[0]
    if isinstance(target, A.SomeRef):
        return ir.SacrificeChoice(who=subject.player, filter=object_filter(target.find(A.Object), env),
                                  amount=number_value(target.find(A.Count), env))
    return ir.Sacrifice(what=object_ref(target, env))


def effect_shuffle(node, env, subject):
    return ir.Shuffle(who=subject.player)


def effect_shuffle_into(node, env, subject):
    """"Shuffle ~ into its owner's library" (701.20c: that library is shuffled even if the
    object is not there any more). A card goes to its owner's library (400.3)."""
    what = object_ref(node.nodes()[0], env, card_zone="any")
    ppos = node.find(A.PlayerrefPossessive)
    ppos.mark(deep=True)
    owners = ppos.words in ("its owner's", "their owner's", "their owners'") or ppos.token("THEIR")
    if not (owners or (ppos.token("YOUR") and not _may_be_anothers(what, env))):
        unsupported(node, "shuffling an object into another player's library than its owner's", "shuffle_into")
    return ir.ShuffleInto(what=what)


def effect_shuffle_zones(node: A.ShuffleZones, env, subject):
    """"Each player shuffles their hand and graveyard into their library", "Target player shuffles
    their graveyard into their library" (701.20a): a player's own zones into their own library
    (400.3), so both possessives name the same player."""
    owner, library = (possessive_player(p, env) for p in node.find_all(A.PlayerrefPossessive))
    # "their" is the subject's own ("Each player shuffles their hand …": that player, 101.4)
    if owner != library or owner not in (subject.player, env.player_it):
        unsupported(node, "cards shuffled into another player's library than their owner's", "shuffle_into")
    zones = tuple(z for z in ("hand", "graveyard") if z in str(node.token("SHUFFLED_ZONES")))
    return ir.ShuffleZones(who=subject.player, zones=zones)


def effect_search(node: A.Search, env, subject):
    who = possessive_player(node.find(A.PlayerrefPossessive), env)
    ref = node.nodes()[-1]
    if isinstance(ref, A.SearchEach):
        return _search_each(node, ref, who, env, subject)
    if isinstance(ref, A.Objref):
        ref = ref.nodes()[0]
    if isinstance(ref, (A.UpToCards, A.UpToRef)):     # "up to two basic land cards" (701.23b)
        ref.mark()
        num = ref.find(A.Number)
        amount = number_value(num, env) if num is not None else ir.Fixed(value=_ANY_NUMBER)
    elif isinstance(ref, A.SomeRef):
        amount = ir.Fixed(value=_ANY_NUMBER) if ref.token("ANY_NUMBER_OF") is not None \
            else number_value(ref.find(A.Count), env)
    if not isinstance(ref, (A.SomeRef, A.UpToCards, A.UpToRef)):
        unsupported(ref, f"search for {ref.words!r}", "search")
    library = None
    if who != "you" and not _own(who, subject):
        # "Search target opponent's library for a creature card and put that card onto the
        # battlefield under your control. Then that player shuffles." (701.19a: a player may
        # search another player's library; 701.20a: that player shuffles it, a clause of its own)
        if subject.player != "you" or node.token("LIBRARY_ANDOR_GRAVEYARD") is not None:
            unsupported(node, "another player than you searching another player's library", "search_other")
        library = who
    flt = object_filter(ref.find(A.Object), env, card_zone="library")
    flt = flt.model_copy(update={"zone": "library"})
    env.it = "it"
    # "your library and/or graveyard" (701.19a): the player searches either zone or both
    zones = ("library", "graveyard") if node.token("LIBRARY_ANDOR_GRAVEYARD") is not None else ("library",)
    return ir.SearchLibrary(who=subject.player, filter=flt, amount=amount, zones=zones, library=library)


def _search_each(node: A.Search, each: A.SearchEach, who, env, subject):
    """"Search your library for a card named ‹A› and/or a card named ‹B›" (701.19a-b): one search
    that finds up to one card of each description; "them" after it are the cards found."""
    if who != "you" and not _own(who, subject):
        unsupported(node, "searching another player's library", "search_other")
    if node.token("LIBRARY_ANDOR_GRAVEYARD") is not None:
        unsupported(node, "one card of each description from a library and/or graveyard", "search")
    flts = []
    for objref in each.nodes():
        some = objref.nodes()[0] if isinstance(objref, A.Objref) else objref
        if not isinstance(some, A.SomeRef) or some.token("ANY_NUMBER_OF") is not None or \
                number_value(some.find(A.Count), env) != ir.Fixed(value=1):
            unsupported(objref, f"search for {objref.words!r} and/or another: not one card of a description",
                        "search")
        some.mark()
        flts.append(object_filter(some.find(A.Object), env, card_zone="library").model_copy(update={"zone": "library"}))
    env.it = "it"
    return ir.SearchLibrary(who=subject.player, filter=ir.Filter(zone="library", any_of=tuple(flts)),
                            amount=ir.Fixed(value=len(flts)), each_of=True)


@dataclass
class _ShuffleIfSearched:
    """"If you search your library this way, shuffle." — folded into the search of a library
    and/or a graveyard before it (701.19a, 701.20a)."""
    node: object
    who: object


def _fold_shuffle_if_searched(search, marker: "_ShuffleIfSearched"):
    if not (isinstance(search, ir.SearchLibrary) and len(search.zones) > 1 and search.who == marker.who):
        raise Unsupported(marker.node, "'if you search your library this way' after no search of a library "
                          "and/or a graveyard by that player", "searched_library")
    return search.model_copy(update={"shuffle": True})


def _search_split(search: ir.SearchLibrary, take: "_Take") -> dict:
    """A search's found cards divided by the clause after it: "put one onto the battlefield
    tapped and the other into your hand", "Put one into your hand and the other into your
    graveyard" — ``take.take`` of them where it puts them, the others where its rest goes."""
    if take.filter is not None or take.up_to or take.reveal_taken or take.rest not in ("hand", "graveyard") \
            or take.rest == take.to:
        raise Unsupported(take.node, "dividing the cards found other than 'put N … and the other(s) into "
                          "your hand / graveyard'", "search_split")
    if not isinstance(search.amount, ir.Fixed) or search.amount.value <= take.take:
        raise Unsupported(take.node, "dividing a number of found cards not greater than the number put "
                          "the first way", "search_split")
    return {"to": take.rest, "split": take.take, "split_to": take.to, "split_tapped": take.tapped}


def _merge_searches(effects: list) -> list:
    """"Search …, put that card onto the battlefield tapped, then shuffle": one search whose
    destination is where the next clause puts the found card (rule 701.23)."""
    out: list = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if isinstance(e, ir.SearchLibrary):
            update: dict = {"shuffle": False}
            j = i + 1
            while j < len(effects):
                n = effects[j]
                if isinstance(n, ir.PutOntoBattlefield) and n.what == "it":
                    update.update(to="battlefield", tapped=n.tapped)
                elif isinstance(n, ir.ReturnToHand) and n.what == "it":
                    update["to"] = "hand"
                elif isinstance(n, ir.PutOnLibrary) and n.what == "it":
                    update["to"] = "top"
                elif n == "reveal_it":
                    update["reveal"] = True
                elif isinstance(n, _Take) and "split" not in update and "to" not in update:
                    # "…, reveal those cards, put one onto the battlefield tapped and the other
                    # into your hand" (701.23): some of the cards found go one way, the rest another
                    update.update(_search_split(e, n))
                elif isinstance(n, ir.Exile) and n.what == "it" and e.library is not None:
                    # "Search target player's library for a card and exile it" (406.2)
                    update["to"] = "exile"
                elif isinstance(n, ir.PutIntoGraveyard) and n.what == "it" and e.library is not None:
                    # "… for up to three creature cards and put them into their graveyard" (404.1)
                    update["to"] = "graveyard"
                elif isinstance(n, ir.Shuffle) and n.who == (e.library or e.who):
                    # "Then that player shuffles.": the owner of the library searched (701.20a)
                    update["shuffle"] = True
                elif isinstance(n, _ShuffleIfSearched):
                    update["shuffle"] = _fold_shuffle_if_searched(e, n).shuffle
                else:
                    break
                j += 1
            if e.library is not None and update.get("to", e.to) not in ("battlefield", "exile", "graveyard"):
                # (the searcher never holds another player's cards in hand or on top of a library)
                raise Unsupported(None, "the cards found in another player's library put "
                                  f"{update.get('to', e.to)!r}", "search_other")
            out.append(e.model_copy(update=update))
            i = j
            continue
        if isinstance(e, _ShuffleIfSearched):
            # "You may search your library and/or graveyard …. If you search your library this
            # way, shuffle.": the search the player may make, just before
            prev = out[-1] if out else None
            if isinstance(prev, ir.May) and prev.effects:
                out[-1] = prev.model_copy(update={"effects": prev.effects[:-1]
                                                  + [_fold_shuffle_if_searched(prev.effects[-1], e)]})
            else:
                out[-1:] = [_fold_shuffle_if_searched(prev, e)]
            i += 1
            continue
        if e == "reveal_it":
            raise Unsupported(None, "'reveal it' with nothing found before it", "reveal")
        out.append(e)
        i += 1
    return out


def effect_reveal(node, env, subject):
    if env.top_card is not None and env.it == "it" and isinstance(node.nodes()[0], (A.PronounRef, A.Objref)) \
            and subject.player == env.top_card:
        # "Look at the top card of your library. If it's a land card, you may reveal it and put it
        # into your hand.": the card looked at is still on top; revealing shows it (701.16a)
        node.mark(deep=True)
        return ir.LookAtTop(who=env.top_card, revealed=True)
    ref = node.nodes()[0]
    if isinstance(ref.nodes()[0] if isinstance(ref, A.Objref) else ref, A.SomeRef):
        # "Target player reveals a card at random from their hand.": the card stays there; the
        # text after refers to it ("that card's mana value", 608.2c)
        what = object_ref(ref, env, card_zone="hand")
        if not (isinstance(what, ir.Choose) and what.filter.zone == "hand" and isinstance(subject.player, str)
                and (what.random or subject.player == "you")):
            unsupported(node, f"revealing {ref.words!r} (which of them is a choice)", "reveal")
        # a player reveals a card of their own hand ("their hand" is the revealing player's)
        if what.filter.owner not in (None, "any", subject.player):
            unsupported(node, "revealing a card from another player's hand", "reveal")
        flt = what.filter.model_copy(update={"owner": subject.player})
        # "Reveal any number of blue cards in your hand." (701.16a): the revealing player chooses
        # them; they stay in the hand, and "the number of cards revealed this way" counts them
        return ir.Reveal(what=what.model_copy(update={"filter": flt}))
    if env.it == "it" and isinstance(node.nodes()[0], (A.PronounRef, A.Objref)):
        node.mark(deep=True)
        return "reveal_it"      # folded into the search before it (rule 701.23: reveal the found card)
    unsupported(node, "revealing cards", "reveal")


def effect_reveal_hand(node, env, subject):
    """"Target opponent reveals their hand." — only as the first part of choosing a card from
    it (merged by ``_merge_hand_choices``)."""
    node.find(A.PlayerrefPossessive).mark(deep=True)    # "their": the subject's own hand
    return _RevealHand(node=node, who=subject.player)


def effect_choose_quality(node: A.ChooseQuality, env, subject):
    """Rule 608.2d: "Choose a color." / "Choose a creature type." — the controller chooses as the
    ability resolves; "the chosen color", "that type" later in the ability name the choice."""
    if subject.player != "you":
        unsupported(node, "another player choosing a color or type", "choose_quality")
    node.mark(deep=True)
    kind = str(node.token("CHOSEN_KIND"))
    if kind == "color":
        return ir.ChooseQuality(quality="color", options=("white", "blue", "black", "red", "green"))
    return ir.ChooseQuality(quality="creature_type", options=creature_types())


def effect_look_at_hand(node: A.LookAtHand, env, subject):
    """"Look at target player's hand." — alone, or the first part of choosing a card from it
    ("… and choose a card from it. That player discards that card."): merged by
    ``_merge_hand_choices``."""
    if subject.player != "you":
        unsupported(node, "another player looking at a hand", "look_at_hand")
    ppos = node.find(A.PlayerrefPossessive)
    ppos.mark(deep=True)
    who = possessive_player(ppos, env)
    if not isinstance(who, str) or who == "you":
        unsupported(node, f"looking at {ppos.words!r} hand", "look_at_hand")
    return _RevealHand(node=node, who=who, look=True)


def effect_choose_from(node: A.ChooseFrom, env, subject):
    """"You choose a nonland card from it." — a card of the hand revealed just before."""
    ref = node.find(A.SomeRef) or node.find(A.UpToRef)
    ref.mark()
    if subject.player != "you" or ref.find(A.Count) is None and ref.find(A.Number) is None:
        unsupported(node, "another player choosing, or any number of cards", "choose_from")
    amount = number_value(ref.find(A.Count) or ref.find(A.Number), env)
    env.it = "chosen"
    return _ChooseFrom(node=node, filter=object_filter(ref.find(A.Object), env, card_zone="hand"),
                       amount=amount, up_to=isinstance(ref, A.UpToRef))


@dataclass
class _RevealHand:
    node: object
    who: object
    look: bool = False          # "Look at target player's hand" (the looking player only)


@dataclass
class _ChooseFrom:
    node: object
    filter: object
    amount: object = None
    up_to: bool = False


@dataclass
class _DiscardChosen:
    node: object
    who: object


def _merge_hand_choices(effects: list) -> list:
    """[reveal hand, choose a card from it, (discard that card)] → one ``ir.ChooseCard``."""
    out: list = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if isinstance(e, _RevealHand):
            choose = effects[i + 1] if i + 1 < len(effects) else None
            if e.look and not isinstance(choose, (_ChooseFrom, _DiscardChosen)):
                out.append(ir.LookAtHand(who=e.who))        # "Look at target player's hand."
                i += 1
                continue
            if not isinstance(choose, _ChooseFrom):
                unsupported(e.node, "revealing a hand without choosing a card from it", "reveal_hand")
            discard = i + 2 < len(effects) and isinstance(effects[i + 2], _DiscardChosen)
            if discard and effects[i + 2].who != e.who:
                unsupported(effects[i + 2].node, "another player discarding the chosen card", "choose_from")
            out.append(ir.ChooseCard(who=e.who, filter=choose.filter, then="discard" if discard else None,
                                     amount=choose.amount or ir.Fixed(value=1), up_to=choose.up_to))
            i += 3 if discard else 2
            continue
        if isinstance(e, (_ChooseFrom, _DiscardChosen)):
            unsupported(e.node, "choosing a card from a hand nobody revealed", "choose_from")
        out.append(e)
        i += 1
    return out


def effect_draw(node: A.Draw, env, subject):
    count = node.find(A.Count)
    if count is None and node.find(A.ThatMuch) is None:      # "draw cards equal to the number of …"
        return ir.Draw(who=subject.player, amount=quantity(node.nodes()[-1], env))
    return ir.Draw(who=subject.player, amount=_per_each(_find_per_each(node), _count_or_that_much(node, env), env))


def effect_discard(node: A.Discard, env, subject):
    count = node.find(A.Count) or node.find(A.ThatMuch)     # "discards that many cards" (608.2c)
    if count is None and env.it == "chosen" and object_ref(node.nodes()[0], env) == "chosen":
        return _DiscardChosen(node=node, who=subject.player)     # "That player discards that card."
    if count is None:
        # "discard any number of creature cards", "discard a creature card": chosen from their hand
        what = object_ref(node.nodes()[0], env, card_zone="hand")
        if not isinstance(what, ir.Choose) or not isinstance(subject.player, str):
            unsupported(node, f"discarding {node.words!r}", "discard_object")
        flt = what.filter.model_copy(update={"zone": "hand", "owner": what.filter.owner or subject.player})
        return ir.DiscardCards(what=what.model_copy(update={"filter": flt}))
    return ir.Discard(who=subject.player, amount=_per_each(_find_per_each(node), quantity(count, env), env),
                      random=node.token("AT_RANDOM") is not None)


def effect_discard_hand(node, env, subject):
    """"Discard your hand", "Each player discards their hand": every card in it."""
    ppos = node.find(A.PlayerrefPossessive)
    ppos.mark(deep=True)
    if not (ppos.token("THEIR") or (ppos.token("YOUR") and subject.player == "you")):
        unsupported(node, "discarding another player's hand", "discard_hand")
    env.amount_per_player = not isinstance(subject.player, str)
    return ir.Discard(who=subject.player, hand=True)


def effect_mill(node: A.Mill, env, subject):
    q = node.nodes()[0]
    return ir.Mill(who=subject.player, amount=_per_each(_find_per_each(node), quantity(q, env), env))


def effect_investigate(node, env, subject):
    """Rule 701.36a: "Investigate" means "Create a Clue token." (rule 111.10f)."""
    token, why = predefined_token("clue")
    if token is None:
        unsupported(node, f"investigate: the Clue token: {why}", "token:clue")
    if node.token("TWICE") is not None:
        amount = ir.Fixed(value=2)
    elif node.find(A.Number) is not None:
        amount = number_value(node.find(A.Number), env)      # "investigate three times", "X times"
    else:
        amount = ir.Fixed(value=1)
    return ir.CreateTokens(who=subject.player, amount=amount, token=token)


def effect_scry(node, env, subject):
    return ir.Scry(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_surveil(node, env, subject):
    return ir.Surveil(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_pay(node: A.Pay, env, subject):
    """"you may pay {1}" (rule 118.12): the choice is the player's, the result is what "If you
    do" reads."""
    who = subject.player
    if not isinstance(who, str):
        unsupported(node, "several players paying", "pay_group")
    mc = node.find(A.ManaCost)
    per = _find_per_each(node)
    if mc is not None and per is not None:
        # "pay {2} for each age counter on it" (cumulative upkeep, 702.24a)
        return ir.Pay(who=who, mana=mana_string(mc), times=each_count(per, env))
    if per is not None:
        unsupported(per, "paying life for each", "pay_per_each")
    if mc is not None:
        return ir.Pay(who=who, mana=mana_string(mc))
    en = node.find(A.Energy)
    if en is not None:
        return ir.Pay(who=who, energy=energy_amount(en))       # "you may pay {E}{E}" (107.14)
    return ir.Pay(who=who, life=int_value(node.find(A.Number), env))


def effect_collect_evidence(node: A.CollectEvidence, env, subject):
    """"you may collect evidence 4" (701.57a): a cost the player may pay as the effect happens
    (118.12), able only with that much mana value in their graveyard; "If you do" / "When you do"
    read whether they did."""
    who = subject.player
    if not isinstance(who, str):
        unsupported(node, "several players collecting evidence", "pay_group")
    return ir.Pay(who=who, evidence=int_value(node.find(A.Number), env))


def energy_amount(node: A.Energy) -> int:
    """"{E}{E}" → 2, "six {E}" → 6 (rule 107.14)."""
    node.mark(deep=True)
    word = node.token("NUMBER_WORD")
    if word is not None:
        return _NUMBER_WORDS[str(word)]
    return len(node.tokens("ENERGY_SYMBOL"))


def effect_get_energy(node: A.GetEnergy, env, subject):
    """"you get {E}{E}": that many energy counters (rules 107.14, 122.1e)."""
    return ir.GetPlayerCounters(who=subject.player, amount=ir.Fixed(value=energy_amount(node.find(A.Energy))))


def effect_get_poison(node: A.GetPoison, env, subject):
    """"that player gets two poison counters" (122.1f; ten or more lose the game, 704.5c)."""
    node.token("POISON_COUNTERS")
    return ir.GetPlayerCounters(who=subject.player, counter="poison",
                                amount=number_value(node.find(A.Count), env))


def unless_pays(node: A.UnlessPays, env: Env) -> list:
    """"<effects> unless <player> pays <cost>" = "<player> may pay <cost>. If they don't,
    <effects>." (rule 118.12a)."""
    sentences: list = []
    effects = _merge_searches(_apply_cant_be_regenerated(clause_chain(node.find(A.ClauseChain), env, sentences), node))
    # "Return target creature to its owner's hand. Then return another target creature to its
    # owner's hand unless its controller pays {1}.": "unless" is the last sentence's; the one
    # before happens whatever the player does
    first = sentences[-1] if sentences else 0
    before, effects = effects[:first], effects[first:]
    if any(isinstance(e, ir.May) for e in before):
        unsupported(node, "'you may' in the sentence before an 'unless' sentence", "unless_pays")
    payer_node = [n for n in node.nodes() if not isinstance(n, A.ClauseChain)][0]
    costs = node.nodes()[node.nodes().index(payer_node) + 1:]
    players = _each_player_subject(node.find(A.ClauseChain), env)
    if players is not None and not before and _raw(payer_node).lower() in ("they", "that player"):
        # "Each opponent sacrifices a permanent of their choice unless they pay {3}.": each of
        # them may pay; for each one who doesn't, the effect (118.12a), player by player
        env.player_it = EACH_PLAYER
        payer = player_ref(payer_node, env)
        pay = _unless_cost(costs, env, payer)
        return [ir.ForEachPlayer(who=players, effects=[pay, ir.IfResult(
            did=False, effects=_as_each_all(effects, players))])]
    payer = player_ref(payer_node, env)
    pay = _unless_cost(costs, env, payer)
    return before + [pay, ir.IfResult(did=False, effects=effects)]


def _unless_cost(costs: list, env: Env, payer) -> ir.Pay:
    """The cost after "unless" (118.12a): a payment, an action, or either of two actions ("unless
    they sacrifice a nonland permanent of their choice or discard a card": the payer picks one
    they can take fully, 118.3)."""
    for c in costs:
        c.mark()
    if len(costs) == 1:
        cost = costs[0]
        return effect_pay(cost, env, Subject(player=payer, explicit=True)) if isinstance(cost, A.Pay) \
            else _action_cost(cost, env, payer)
    one, other = (_action_cost(c, env, payer) for c in costs)
    parts = {**{k: v for k, v in one.model_dump(exclude_defaults=True).items() if k not in ("kind", "who")},
             **{k: v for k, v in other.model_dump(exclude_defaults=True).items() if k not in ("kind", "who")}}
    if not (one.discard and other.sacrifice_count or one.sacrifice_count and other.discard):
        unsupported(costs[1], "two actions of one kind after 'unless … or'", "unless_action_cost")
    return ir.Pay(who=payer, either=True, **{k: getattr(one if getattr(one, k) else other, k) for k in parts})


def _action_cost(node: A.Node, env: Env, payer) -> ir.Pay:
    """"… unless that player discards a card" / "sacrifices a creature" (118.12a; ward 702.21a
    with such a cost): an action the payer may take only if able to take it fully (118.3)."""
    if not isinstance(payer, str):
        unsupported(node, "several players paying", "pay_group")
    action = _dispatch("effect", node, env, Subject(player=payer, explicit=True))
    if isinstance(action, ir.Discard) and not action.hand and isinstance(action.amount, ir.Fixed):
        # "… unless you discard a card at random" (701.8a: picked at random)
        return ir.Pay(who=payer, discard=action.amount.value, discard_random=action.random)
    if isinstance(action, ir.DiscardCards) and isinstance(action.what, ir.Choose) and not action.what.up_to \
            and not action.what.random and action.what.filter.owner == payer:
        # "Then discard two cards unless you discard an artifact card": cards of that kind from
        # the payer's hand, chosen (701.8a)
        return ir.Pay(who=payer, discard=action.what.count, discard_filter=action.what.filter)
    if isinstance(action, ir.SacrificeChoice) and isinstance(action.amount, ir.Fixed):
        return ir.Pay(who=payer, sacrifice=action.filter, sacrifice_count=action.amount.value)
    unsupported(node, f"the cost {node.words!r} after 'unless'", "unless_action_cost")


def _life_amount(node, env):
    count = node.find(A.Count)
    if count is not None:
        return _per_each(_find_per_each(node), number_value(count, env), env)
    q = [c for c in node.nodes()][0]
    return quantity(q, env)


def effect_gain_life(node, env, subject):
    return ir.GainLife(who=subject.player, amount=_life_amount(node, env))


def effect_lose_life(node, env, subject):
    half = node.nodes()[0]
    if isinstance(half, A.HalfOf) and not (half.find(A.QuantityNoun) and half.find(A.QuantityNoun).words.endswith("life")):
        unsupported(node, f"'loses {half.words}'", "half_of")      # "loses half their life" only
    return ir.LoseLife(who=subject.player, amount=_life_amount(node, env))


def effect_lose_game(node, env, subject):
    """"Target player loses the game", "you lose the game" (104.3e)."""
    return ir.LoseGame(who=subject.player)


def effect_win_game(node, env, subject):
    """"you win the game" (104.2b)."""
    node.token("WIN")
    return ir.WinGame(who=subject.player)


def effect_exchange_life(node, env, subject):
    unsupported(node, "exchanging life totals", "exchange_life")


def _count_or_that_much(node, env):
    """"two", "a" — or "that many" (the amount of the triggering event or the effect before)."""
    count = node.find(A.Count)
    if count is not None:
        return number_value(count, env)
    return quantity(node.find(A.ThatMuch), env)


def effect_force_block(node: A.ForceBlock, env, subject):
    """Provoke 702.39a: "… target creature defending player controls block ~ this combat if
    able" — a requirement on that creature to block this one (509.1c), for this turn."""
    what = object_ref(node.nodes()[0], env)
    node.find(A.SelfRef).mark(deep=True)
    return ir.Restrict(what=what, restriction="must_block_source", duration="end_of_turn")


def effect_move_counter(node: A.MoveCounter, env, subject):
    """"move a +1/+1 counter from ~ onto that creature" (graft, 702.58a; rule 122.5)."""
    node.mark(deep=True)
    src, to = [n for n in node.nodes() if not isinstance(n, (A.Count, A.CounterKind))]
    return ir.MoveCounters(source=object_ref(src, env), to=object_ref(to, env),
                           counter=_counter_kind(node, env), amount=number_value(node.find(A.Count), env))


def effect_put_counters_of(node: A.PutCountersOf, env, subject):
    """"When this creature dies, put its counters on target creature you control." (rule 122.8): a
    leaves-the-battlefield trigger puts on the other object the same number of each kind of
    counter the object that left had (603.10a: as it last existed); elsewhere the rule would move
    them (122.5), which is another effect — a gap."""
    node.mark(deep=True)
    refs = node.nodes()
    if len(refs) == 1 and env.it is None:
        unsupported(node, "'its' has no antecedent", "antecedent")
    source = object_ref(refs[0], env) if len(refs) == 2 else env.it
    to = object_ref(refs[-1], env)
    if env.kind != "triggered" or env.trigger_event not in ("dies", "leaves") or source != env.trigger_subject:
        unsupported(node, f"{node.words!r} where the object with the counters did not leave the battlefield "
                          "as the trigger event (122.8)", "put_counters_of")
    return ir.PutCountersOf(source=source, to=to)


def effect_exile_top(node: A.ExileTop, env, subject):
    """"that player exiles the top card of their library" (ingest, 702.115a)."""
    node.mark(deep=True)
    whose = possessive_player(node.find(A.PlayerrefPossessive), env)
    if not _own(whose, subject):
        unsupported(node, "exiling the top of another player's library", "exile_top_other")
    env.it = "it"       # "You may play that card this turn." (the exiled cards, 701.14)
    return ir.ExileTop(who=subject.player, amount=_top_amount(node, env, A.Count))


def face_down_chars(node: A.Node | None, env, power: int = 2, toughness: int = 2,
                    ward: str | None = None) -> ir.FaceDown:
    """Rule 708.2a: a 2/2 face-down creature with no text, no name, no subtypes and no mana cost;
    "with ward {2}" (disguise 702.168a, cloak 701.56a) its one ability, compiled as the keyword
    line "Ward {2}" is (702.21a)."""
    if node is not None:
        node.mark(deep=True)
        ward_node = node.find(A.FaceDownWard)
        ward = ward_node.find(A.ManaCost).text if ward_node is not None else None
        p, t = str(node.token("PT_SIZE")).split("/")
        if not (p.isdigit() and t.isdigit()):
            unsupported(node, f"a {p}/{t} face-down creature", "face_down_pt")
        power, toughness = int(p), int(t)
    abilities = ()
    if ward is not None:
        res = lower_line(env.face, Line(index=env.line.index, text=f"Ward {ward}", oracle=env.line.oracle,
                                        synthetic="702.21"))
        if res.gaps:
            unsupported(node, f"a face-down creature with ward {ward}: {res.gaps[0].reason.splitlines()[0]}",
                        "face_down_ward")
        abilities = tuple(a.model_copy(update={"line": 0}) for a in res.abilities)
    return ir.FaceDown(power=power, toughness=toughness, abilities=abilities)


def effect_manifest(node: A.Manifest, env, subject):
    """"manifest the top card of your library" (701.34a), "cloak the top two cards of your
    library" (701.56a: with ward {2}): face down onto the battlefield as 2/2 creatures."""
    node.mark(deep=True)
    whose = possessive_player(node.find(A.PlayerrefPossessive), env)
    if not _own(whose, subject):
        unsupported(node, "manifesting the top of another player's library", "manifest_other")
    count = node.find(A.Count)
    cloak = str(node.token("FACE_DOWN_VERB")).lower().startswith("cloak")
    env.it = "it"       # "then put a +1/+1 counter on it" (the manifested permanent)
    return ir.Manifest(who=subject.player, amount=number_value(count, env) if count else ir.Fixed(value=1),
                       face_down=face_down_chars(None, env, ward="{2}" if cloak else None), cloak=cloak)


def effect_manifest_dread(node: A.ManifestDread, env, subject):
    """"manifest dread" (701.62a: "Look at the top two cards of your library. Manifest one of them,
    then put the cards you looked at that were not manifested this way into your graveyard."),
    "manifest dread twice", "manifest dread X times"."""
    node.mark(deep=True)
    times = node.find(A.Number)
    amount = ir.Fixed(value=2) if node.token("DREAD_TWICE") is not None else \
        number_value(times, env) if times is not None else ir.Fixed(value=1)
    env.it = "it"       # "then attach this Equipment to that creature" (the manifested permanent)
    return ir.Manifest(who=subject.player, amount=amount, face_down=face_down_chars(None, env), dread=True)


def effect_learn(node: A.Learn, env, subject):
    """"learn" (701.45a)."""
    node.mark(deep=True)
    if subject.player != "you":
        unsupported(node, "another player learning", "learn")
    return ir.Learn(who=subject.player)


def effect_ring_tempts(node: A.RingTempts, env, subject):
    """"The Ring tempts you." (701.52a): its only form names the ability's controller (an
    imperative's subject, 608.2c); the emblem and the Ring-bearer are the engine's (701.52c)."""
    node.mark(deep=True)
    if subject.player not in (None, "you"):
        unsupported(node, f"the Ring tempting {subject.player!r}", "ring_tempts")
    return ir.RingTempts(who="you")


def effect_become_monarch(node: A.BecomeMonarch, env, subject):
    """"You become the monarch.", "Target player becomes the monarch." (724.1, 724.3: the player
    who was the monarch stops being it)."""
    node.mark(deep=True)
    if not isinstance(subject.player, str):
        unsupported(node, f"the monarch named as {node.words!r}", "monarch")
    return ir.BecomeMonarch(who=subject.player)


def effect_designate(node: A.Designate, env, subject):
    """"it becomes renowned" (renown, 702.112a)."""
    node.mark(deep=True)
    if node.token("SADDLED") is not None:
        # 702.171b: saddled until the end of the turn (or until it leaves the battlefield)
        return ir.Designate(what=_obj_subject(node, subject, env), designation="saddled")
    return ir.Designate(what=_obj_subject(node, subject, env), designation=str(node.token("DESIGNATION")))


def effect_remove_counters(node: A.RemoveCounters, env, subject):
    """"remove a time counter from it" (vanishing 702.63a, fading 702.32a); "remove a counter from
    target permanent" (of any kind, chosen as it happens)."""
    node.mark(deep=True)
    return ir.RemoveCounters(what=object_ref(node.nodes()[-1], env), counter=_counter_kind(node, env),
                             amount=number_value(node.find(A.Count), env))


ANY_COUNTER = "any"     # "a counter" of no named kind (122.1): the player chooses which to remove


def _counter_kind(node, env) -> str:
    """The kind of counter "remove a +1/+1 counter" names, or ``ANY_COUNTER`` for "remove a
    counter": only one at a time (several could be of several kinds, each chosen: a gap)."""
    ck = node.find(A.CounterKind)
    if ck is not None:
        return ck.words
    if int_value(node.find(A.Count), env) != 1:
        unsupported(node, "several counters of any kinds", "any_counters")
    return ANY_COUNTER


def effect_put_counters_equal(node: A.PutCountersEqual, env, subject):
    """"Put a number of +1/+1 counters equal to <quantity> on <object>" (scavenge, 702.97a)."""
    ck = node.find(A.CounterKind)
    q = node.nodes()[1]
    amount = quantity_exiled_stat(q, env) if isinstance(q, A.ExiledStat) else quantity(q, env)
    return ir.AddCounters(what=object_ref(node.nodes()[-1], env), counter=ck.words, amount=amount)


def quantity_exiled_stat(node: A.ExiledStat, env: Env):
    """"the power of the card you exiled" (scavenge, 702.97a): the card itself, exiled from the
    graveyard to pay the cost (its last known information, 608.2h)."""
    if env.zone != "graveyard":
        unsupported(node, "'the card you exiled' without an 'Exile ~ from your graveyard' cost", "exiled_stat")
    node.mark(deep=True)
    stat = str(node.token("STAT"))
    if stat == "power":
        return ir.PowerOf(ref="self")
    if stat == "toughness":
        return ir.ToughnessOf(ref="self")
    unsupported(node, f"the {stat} of the card you exiled", "exiled_stat")


def effect_put_counters(node: A.PutCounters, env, subject):
    amount = _per_each(_find_per_each(node), _count_or_that_much(node, env), env)
    ck = node.find(A.CounterKind)
    what = object_ref([c for c in node.nodes() if not isinstance(c, (A.Count, A.ThatMuch, A.CounterKind, A.PerEach))][0], env)
    return ir.AddCounters(what=what, counter=ck.words, amount=amount)


_DURATIONS = {"until end of turn": "end_of_turn", "this turn": "end_of_turn",
              "until end of combat": "end_of_combat", "until your next turn": "your_next_turn",
              "until the end of your next turn": "end_of_your_next_turn"}


def _duration(node, env, default="end_of_turn"):
    d = node.find(A.Duration) if node is not None else None
    if d is None:
        return default
    w = d.words
    if w in _DURATIONS:
        return _DURATIONS[w]
    if w.startswith("for as long as"):
        # rule 611.2b: the effect ends when its source leaves, untaps, or changes control
        return {"~ remains tapped": "while_tapped", "you control ~": "while_controlled"}.get(
            w[len("for as long as "):], "while_source")
    unsupported(d, f"duration {w!r}", "duration")


def _pt(token: str, env: Env, node) -> tuple:
    p, t = token.split("/")

    def one(s):
        sign = -1 if s[0] == "-" else 1
        v = s.lstrip("+-")
        if v == "x":
            q = env.x_def if env.x_def is not None else ir.XValue()
            return ir.Times(factor=-1, of=q) if sign < 0 else q     # "-X/-X"
        return ir.Fixed(value=sign * int(v))
    return one(p), one(t)


def effect_gets_pt(node: A.GetsPt, env, subject):
    what = _obj_subject(node, subject, env)
    p, t = _pt(str(node.token("PT_CHANGE")), env, node)
    per = _find_per_each(node)
    if per is not None:
        count = each_count(per, env)
        p = _scale(p, count, node)
        t = _scale(t, count, node)
    # "gets +3/+3 and gains trample until end of turn": the duration closing the chain applies
    duration = _duration(node, env) if node.find(A.Duration) is not None else _PENDING
    return ir.ModifyPT(what=what, power=p, toughness=t, duration=duration)


def _scale(q, count, node):
    if isinstance(q, ir.Fixed):
        if q.value == 0:
            return q
        return count if q.value == 1 else ir.Times(factor=q.value, of=count)
    unsupported(node, "X for each", "per_each")


def granted_abilities(node: A.GrantedAbilities, env: Env) -> tuple[tuple[str, ...], list]:
    """"flying and "{T}: Add {G}."": the keywords (each one the engine implements, rule 702)
    and the abilities of the quoted texts, each lowered as an ability line of its own."""
    node.mark()
    kws: list[str] = []
    abilities: list = []
    for item in node.nodes():
        if isinstance(item, A.KeywordName):
            k = item.words
            if k in NATIVE_KEYWORDS:
                kws.append(k)
            else:
                abilities += _rules_keyword_abilities(k, item, env)
        elif isinstance(item, (A.Protection, A.HexproofFrom)):
            abilities.append(_keyword(item, env))       # rules 702.16, 702.11d, with their qualities
        elif isinstance(item, A.GrantedCostKeyword):
            # "has ward {1}": the keyword and the triggered ability its rule means with that cost
            item.mark(deep=True)
            abilities += _rules_keyword_abilities(str(item.token("KW_COST")), item, env,
                                                  param=item.find(A.ManaCost).text)
        elif isinstance(item, A.GrantedNumberKeyword):
            # "a … token with crew 1", "have toxic 1": the keyword and what its rule means with N
            n = number_value(item.find(A.Number), env)
            if not isinstance(n, ir.Fixed):
                unsupported(item, f"{item.words!r}: a keyword with a number not fixed", f"keyword:{item.words}")
            item.mark(deep=True)
            abilities += _rules_keyword_abilities(str(item.token("KW_N")).lower(), item, env,
                                                  param=str(n.value), param_kind="N")
        else:
            abilities.extend(quoted_ability(item, env))
    return tuple(kws), abilities


def _rules_keyword_abilities(name: str, node, env: Env, param: str | None = None, param_kind: str = "cost") -> list:
    """A keyword an object is given or made with ("a 2/2 black Zombie creature token with
    decayed") that its rule defines by wording with no parameter (decayed 702.147a), with a
    mana cost ("has ward {1}", 702.21a) or a number (``param_kind`` "N": "with crew 1",
    702.122a): the keyword and the abilities it means, compiled as that keyword line is ("this
    creature": the object)."""
    from .keywords import expand, find_rule
    kw = find_rule(name)
    if kw is None or not kw.meaning or kw.param != (param_kind if param is not None else None):
        unsupported(node, f"keyword {name!r} is not implemented by the engine", f"keyword:{name}")
    text_of = f"{name} {param}" if param is not None else name
    out = [ir.KeywordAbility(name=kw.key, param=param, rule=kw.rule, text=text_of)]
    for text in expand(kw, param):
        res = lower_line(env.face, Line(index=env.line.index, text=text, oracle=env.line.oracle, synthetic=kw.rule))
        if res.gaps:
            unsupported(node, f"{name}: {res.gaps[0].reason.splitlines()[0]}", f"keyword:{name}")
        if param is not None and not all(isinstance(a, ir.TriggeredAbility) or isinstance(a, ir.ActivatedAbility)
                                         and a.zone == "battlefield" for a in res.abilities):
            # "Each card in your hand has cycling {2}": an ability that works from another zone
            # (crew's activated ability works on the battlefield, 702.122a)
            unsupported(node, f"{name} {param} given to an object: only a keyword meaning a triggered "
                              f"ability or one activated on the battlefield is given", f"keyword:{name}")
        out += [a.model_copy(update={"line": 0, "text": text_of}) for a in res.abilities]
    return out


_GRANTER_PRONOUN = re.compile(r"\bits?\b", re.I)
_OWNERS_HAND = re.compile(r"\bits owner's hand\b", re.I)


def quoted_ability(node: A.QuotedAbility, env: Env) -> list:
    """The ability a quotation gives an object (rule 113.2c): its text is an ability line,
    parsed and lowered on its own, in which "this creature" (``~``) is the object that has it.
    Its gaps are the card's (an unknown wording inside a quotation leaves the card unparsed)."""
    tok = node.token("QUOTED") or node.token("SQUOTED")
    line = env.line
    start, end = tok.start_pos + 1, tok.end_pos - 1
    text = line.text[start:end]
    if line.synthetic:
        # a keyword's meaning in the rules (blitz 702.152a: "… has 'When ~ is put into a
        # graveyard …'"): "~" is the object, and the card's line is the wording
        inner = Line(index=line.index, text=text, oracle=line.oracle, synthetic=line.synthetic)
        wording = line.oracle
    else:
        # the card's own name inside the quotation names the card (201.5a), not the object given
        # the ability ("this creature"); the ability's lowering must read each such name
        granter = frozenset(i for i, ch in enumerate(text) if ch == SELF_MARK and not env.grant_self
                            and not line.oracle[line.oracle_column(start + i):][:5].lower().startswith("this "))
        origin = [line.oracle_column(p) for p in range(start, end)]
        if text and not text.endswith((".", "!")):
            # '"{T}: This creature deals 2 damage to any target" until end of turn': the quoted
            # ability's sentence ends where the quotation does
            text, origin = text + ".", origin + origin[-1:]
        inner = Line(index=line.index, text=text, oracle=line.oracle, origin=origin, granter=granter)
        wording = line.oracle[origin[0]:origin[-1] + 1] if text else ""
    res = lower_line(env.face, inner, spell=False)
    if res.gaps:
        g = res.gaps[0]
        raise Unsupported(node, g.reason, g.blocker, gap=g)
    if "object" in res.granter_uses:
        if _GRANTER_PRONOUN.search(_OWNERS_HAND.sub("", text)):
            # "<the Aura's name>'s controller sacrifices it", "… Unattach <the Equipment's name>: It deals 1
            # damage": two objects are named, so "it" may mean either (608.2c)
            unsupported(node, "'it' in an ability naming both the object with it and the one giving it",
                        "antecedent")
        if not env.granter_static:
            # a token's ability or one an effect gives ("gain '… the player who cast ~'"): the
            # engine binds the giving object only to abilities its static abilities give
            unsupported(node, "the card's name inside an ability an effect or a token gets (201.5a)",
                        "grant_named_self")
        env.names_granter = True
    out = []
    for a in res.abilities:
        if not isinstance(a, ir.Ability) or isinstance(a, ir.SpellAbility):
            unsupported(node, f"{a!r} in a quoted ability", "grant_quoted")
        out.append(a.model_copy(update={"line": 0, "text": wording}))
    return out


def effect_gains_keywords(node: A.GainsKeywords, env, subject):
    what = _obj_subject(node, subject, env)
    # "it gains "Whenever ~ deals combat damage …"" given to the card itself: its name in
    # the quotation names the object that has the ability (201.5)
    env.grant_self = what == "self"
    try:
        kws, abilities = granted_abilities(node.find(A.GrantedAbilities), env)
    finally:
        env.grant_self = False
    duration = _duration(node, env) if node.find(A.Duration) is not None else _PENDING
    out = [ir.GrantKeywordsUntil(what=what, keywords=kws, duration=duration)] if kws else []
    # rule 611.2a: a resolving effect gives the quoted ability for its duration (layer 6)
    _check_granted_statics(abilities, node)
    out += [ir.GrantAbilityUntil(what=what, ability=a, duration=duration) for a in abilities]
    return out


def effect_loses_keywords(node: A.LosesKeywords, env, subject):
    """Rule 613.1f (layer 6): "Target creature loses flying until end of turn." — a keyword the
    engine implements natively (a keyword compiled into abilities would need them removed)."""
    what = _obj_subject(node, subject, env)
    node.token("LOSES_KW")
    kws = []
    for item in node.find_all(A.KeywordName):
        item.mark(deep=True)
        if item.words not in NATIVE_KEYWORDS or item.words in ("protection", "enchant", "equip"):
            unsupported(item, f"losing the keyword {item.words!r}", "loses_keyword")
        kws.append(item.words)
    duration = _duration(node, env) if node.find(A.Duration) is not None else _PENDING
    return ir.RemoveKeywordsUntil(what=what, keywords=tuple(kws), duration=duration)


def effect_gains_keyword_choice(node: A.GainsKeywordChoice, env, subject):
    """"gains your choice of flying, vigilance, or lifelink until end of turn": the controller
    chooses one of the keywords as the effect happens (608.2d), then it is granted (611.2a, layer 6)."""
    what = _obj_subject(node, subject, env)
    kws = []
    for item in node.find_all(A.KeywordName):
        item.mark(deep=True)
        if item.words not in NATIVE_KEYWORDS:
            unsupported(item, f"a choice of keyword {item.words!r}, which the engine does not implement",
                        f"keyword:{item.words}")
        kws.append(item.words)
    duration = _duration(node, env) if node.find(A.Duration) is not None else _PENDING
    return [ir.GrantKeywordChoiceUntil(what=what, keywords=tuple(kws), duration=duration)]


def _fixed_pt(node, token) -> tuple[int, int]:
    p, t = str(token).split("/")
    if not (p.isdigit() and t.isdigit()):
        unsupported(node, f"a size of {token}", "becomes_pt")
    return int(p), int(t)


def effect_becomes(node: A.Becomes, env, subject):
    """"~ becomes a 3/3 Elemental creature with haste until end of turn" (layers 4, 5, 6, 7b);
    "becomes red" (its colors are only that, 105.3). The card types named replace the object's
    others (205.1a: "When an opponent casts a creature spell, if this permanent is an enchantment,
    it becomes a 3/3 Knight creature" — no longer an enchantment) unless the text keeps them
    ("in addition to its other types", "that's still a land", "It's still a land.", "artifact
    creature": 205.1b)."""
    return _becomes(node, _obj_subject(node, subject, env), env, _duration(node, env, default=None), set_types=True)


def put_object_is(node: A.PutObjectIs, env, before: list) -> list:
    """"… return it to the battlefield under its owner's control. It's an enchantment." — the new
    permanent (400.7) has these types from then on (611.2a: no duration), its card types replaced
    by the ones named (205.1a) unless "in addition to its other types" (205.1b)."""
    last = before[-1] if before else None
    # "if it was a creature, return it …. It's an enchantment.": the permanent exists only if the
    # condition held; its types change inside the condition
    cond = last if isinstance(last, ir.IfCondition) and not last.otherwise and last.effects else None
    put = cond.effects[-1] if cond is not None else last
    if not isinstance(put, ir.PutOntoBattlefield) or env.it != "it":
        unsupported(node, f"{node.words!r} after no permanent put onto the battlefield", "put_object_is")
    node.mark()
    effects = _becomes(node, "it", env, None, set_types=True)
    granted = node.find(A.GrantedAbilities)
    if granted is not None:
        # "It has flying and is an Angel …": the abilities it has from then on, as its types
        kws, abilities = granted_abilities(granted, env)
        _check_granted_statics(abilities, node)
        if kws:
            effects.append(ir.GrantKeywordsUntil(what="it", keywords=kws, duration=None))
        effects += [ir.GrantAbilityUntil(what="it", ability=a, duration=None) for a in abilities]
    if cond is None:
        return effects
    before[-1] = cond.model_copy(update={"effects": [*cond.effects, *effects]})
    return []


def _becomes(node, what, env, duration, set_types: bool = False) -> list:
    """The types, colors, size and abilities an object gets ("becomes a 3/3 … creature", "It's an
    enchantment"); ``set_types``: card types named without "in addition" replace its others
    (205.1a), which the engine then does."""
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
    pt = node.token("PT_SIZE")
    power = toughness = None
    if pt is not None and str(pt).lower() == "x/x":
        # "becomes an X/X Treefolk creature …, where X is the number of Elves you control" (X
        # defined by the sentence, or the X paid: 107.3), its value as the effect begins (608.2h)
        power = toughness = env.x_def if env.x_def is not None else ir.XValue()
    elif pt is not None:
        power, toughness = _fixed_pt(node, pt)
    colors = tuple(c.words for c in node.find(A.Colors).find_all(A.Color)) if node.find(A.Colors) else ()
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    types = tuple(_type_word(t) for t in node.tokens("TYPE"))
    kws, abilities = (), []
    bw = node.find(A.BecomesWith)
    if bw is not None and bw.token("ALL_CREATURE_TYPES") is not None:
        if subs:
            unsupported(bw, "creature types named and all creature types", "becomes")
        subs = creature_types()         # "… with vigilance and all creature types" (205.3m)
    if bw is not None:
        bw.mark()
        base = bw.find(A.BasePt)
        if base is not None:
            base.mark()
            power, toughness = _fixed_pt(base, base.token("PT_SIZE"))
        items = [n for n in bw.nodes() if not isinstance(n, A.BasePt)]
        if items:
            ga = A.GrantedAbilities(items, bw.span, bw.source)
            kws, abilities = granted_abilities(ga, env)
    addition = node.token("ADDITION_OTHER") is not None or node.token("STILL_LAND") is not None
    if not (types or subs or colors or power is not None):
        unsupported(node, "becoming nothing the engine can change", "becomes")
    # 205.1a: "becomes a Werewolf", "becomes a Human Faerie Detective": the creature types given
    # replace its creature types (its card types and other subtypes stay)
    sets_creature_types = bool(subs) and not addition and set(subs) <= set(creature_types())
    # "becomes an Island until end of turn": a basic land type set (305.7) also takes away the
    # land's abilities and gives it the basic land type's mana ability (layers.set_land_types)
    sets_land_types = bool(subs) and not addition and set(subs) <= _BASIC_LAND_TYPES and not (
        types or colors or power is not None or kws or abilities)
    if subs and not addition and not sets_creature_types and not sets_land_types:
        unsupported(node, "a land type in place of its others (305.7)", "becomes_replace")
    # "becomes red" (105.3); "becomes a black Shade": its colors are only those
    replace_colors = bool(colors) and (sets_creature_types or not (types or subs or power is not None)) \
        and not addition
    # 205.1b: "becomes an artifact creature" keeps its prior card types (and a Vehicle that
    # "becomes an artifact creature", crew 702.122a); setting them adds creature
    keeps_own = {"artifact", "creature"} <= set(types) or (
        what == "self" and {t.lower() for t in env.face.types} <= set(types))
    replace_types = bool(types) and not addition and set_types and not keeps_own
    if types and not addition and power is None and not keeps_own and not replace_types:
        unsupported(node, "becoming a card type in place of its others", "becomes_replace")
    out = [ir.AddTypesUntil(what=what, types=types, subtypes=subs, colors=colors, power=power,
                            toughness=toughness, duration=duration, replace_colors=replace_colors,
                            replace_creature_types=sets_creature_types, replace_types=replace_types,
                            replace_land_types=sets_land_types)]
    if kws:
        out.append(ir.GrantKeywordsUntil(what=what, keywords=kws, duration=duration))
    _check_granted_statics(abilities, node)
    out += [ir.GrantAbilityUntil(what=what, ability=a, duration=duration) for a in abilities]
    return out


def effect_is_also(node: A.IsAlso, env, subject):
    """"That creature is a black Zombie in addition to its other colors and types." — what
    "becomes … in addition to …" gives, with no duration: indefinitely (611.2a)."""
    return effect_becomes(node, env, subject)


# Rule 111.10: "A Food token is a colorless Food artifact token with "{2}, {T}, Sacrifice this
# artifact: You gain 3 life."" — the predefined tokens are read from the shipped rules, their
# ability compiled from the rule's own wording.
# (a cross-reference may follow: '… with "{1}, {T}, Sacrifice this artifact: Target creature you
# control explores. …" See rule 701.40, "Explore."')
_PREDEFINED_RULE = re.compile(r'^A (\w+) token is a colorless \1 (artifact|enchantment) token with "([^"]+)"'
                              r'(?: See rule [^"]*"[^"]*"\.?)?$')


def _predefined_entries():
    """The lettered entries of rule 111.10 ("111.10b", text); the shipped rules skip letters."""
    from oraclec.corpus.rules import load_rules
    rules = load_rules()
    for letter in "abcdefghijklmnopqrstuvwxyz":
        try:
            yield f"111.10{letter}", rules[f"111.10{letter}"].text.strip()
        except KeyError:
            continue


def _predefined_abilities(face: CardFace, number: str) -> tuple[tuple | None, str]:
    """The abilities of a predefined token written as ``face`` (its rule's wording), or None and
    why not."""
    card, gaps, _ = lower_face(face)
    if gaps:
        return None, f"its ability {gaps[0].wording!r} (rule {number}): {gaps[0].reason.splitlines()[0]}"
    return tuple(a.model_copy(update={"line": 0}) for a in card.abilities), ""


@lru_cache(maxsize=None)
def predefined_token(sub: str) -> tuple[ir.TokenDef | None, str]:
    """The predefined token ``sub`` ("food") of rule 111.10, or None and why not."""
    for number, rule in _predefined_entries():
        m = _PREDEFINED_RULE.match(rule)
        if m is None or m.group(1).lower() != sub:
            continue
        name, kind, text = m.group(1), m.group(2), m.group(3)
        face = CardFace(name=f"{name} Token", type_line=f"Token {kind.title()} — {name}", text=text,
                        types=(kind.title(),), subtypes=(name,))
        abilities, why = _predefined_abilities(face, number)
        if abilities is None:
            return None, why
        return ir.TokenDef(name=f"{name} Token", types=(kind,), subtypes=(sub,), abilities=abilities), ""
    return None, "rule 111.10 defines no such colorless artifact or enchantment token"


# Rules 111.10j-r: "A Wicked Role token is a colorless Aura Role enchantment token named Wicked
# with enchant creature, "Enchanted creature gets +1/+1," and "When this Aura is put into a
# graveyard from the battlefield, each opponent loses 1 life."" — the Role tokens are read from
# the shipped rules too (the source lost some spaces at line breaks: "withenchant"), their
# abilities compiled from the rule's own wording, a quotation inside a quotation ('Whenever this
# creature attacks, scry 1.') as a quoted ability.
_ROLE_RULE = re.compile(r'^A (.+?) Role token is a colorless Aura Role enchantment token named (.+?) ?with ?'
                        r'enchant (\w+)(.*)$')
_QUOTED_IN_RULE = re.compile(r'"([^"]+)"')


@lru_cache(maxsize=None)
def role_token(name: str) -> tuple[ir.TokenDef | None, str]:
    """The predefined Role token named ``name`` ("young hero") of rule 111.10, or None and why not."""
    for number, rule in _predefined_entries():
        m = _ROLE_RULE.match(rule)
        if m is None or m.group(1).lower() != name:
            continue
        texts = [q.strip().rstrip(",") for q in _QUOTED_IN_RULE.findall(m.group(4))]
        lines = [f"Enchant {m.group(3)}"] + [
            (t if t.endswith(".") else t + ".").replace("'", '"') for t in texts]
        face = CardFace(name=m.group(2), type_line="Token Enchantment — Aura Role", text="\n".join(lines),
                        types=("Enchantment",), subtypes=("Aura", "Role"))
        abilities, why = _predefined_abilities(face, number)
        if abilities is None:
            return None, why
        return ir.TokenDef(name=m.group(2), types=("enchantment",), subtypes=("aura", "role"),
                           abilities=abilities), ""
    return None, "rule 111.10 defines no Role token of that name"


def effect_create_role(node: A.CreateRole, env, subject):
    """"Create a Wicked Role token attached to up to one target creature you control." (111.10j-r):
    one Role token, entering attached to that object (303.4i: not created if it can't enchant it,
    or with no object); a player's older Role on the same permanent goes (704.5y)."""
    node.mark()
    name = " ".join(str(node.token("ROLE_NAME")).split())
    token, why = role_token(name)
    if token is None:
        unsupported(node, f"the {name} Role token: {why}", f"role:{name}")
    to = object_ref(node.nodes()[-1], env)
    return ir.CreateTokens(who=subject.player, amount=ir.Fixed(value=1), token=token, attached_to=to)


def effect_create_token(node: A.CreateToken, env, subject):
    legendary = node.token("TOKEN_LEGENDARY") is not None
    if legendary:
        # "create Marit Lage, a legendary 20/20 black Avatar creature token" (111.4): one token
        node.token("ARTICLE")
        amount = ir.Fixed(value=1)
    elif node.find(A.Count) is None and node.find(A.ThatMuch) is None:
        # "create a number of 1/1 white Rabbit creature tokens equal to …"
        amount = quantity([n for n in node.nodes() if not isinstance(n, (A.TokenDesc, A.PredefinedToken))][-1], env)
    else:
        amount = _per_each(_find_per_each(node), _count_or_that_much(node, env), env)
    tapped = node.token("TAPPED") is not None      # "create a tapped Treasure token"
    # 508.4: "a tapped and attacking 1/1 … token", "… token with flying that's tapped and attacking"
    attacking = node.token("AND_ATTACKING") is not None or node.token("ENTERS_ATTACKING") is not None
    if node.token("AND_ATTACKING") is not None and not tapped:
        unsupported(node, "a token attacking but not tapped", "token_attacking")
    tapped = tapped or attacking
    pre = node.find(A.PredefinedToken)
    if pre is not None:
        sub = singular_subtype(pre.token("SUBTYPE"))
        token, why = predefined_token(sub)
        if token is None:
            unsupported(pre, f"the predefined {sub} token: {why}", f"token:{sub}")
        return _with_attack_requirement(node, env, ir.CreateTokens(
            who=subject.player, amount=amount, token=token, tapped=tapped, attacking=attacking))
    desc = node.find(A.TokenDesc)
    pt = desc.token("PT_SIZE")
    power = toughness = None
    if pt is not None:
        p, t = str(pt).split("/")
        if not all(v.isdigit() or v == "x" for v in (p, t)):
            unsupported(desc, f"a {pt} token", "token_pt")
        # "an X/X green Ooze creature token": X as the effect creates it
        x = env.x_def if env.x_def is not None else ir.XValue()
        power, toughness = (int(p) if p.isdigit() else x), (int(t) if t.isdigit() else x)
    tc = desc.find(A.TokenColors)
    colors = tuple(c.words for c in tc.find_all(A.Color)) if tc is not None else ()
    if tc is not None and tc.token("COLORLESS_WORD") is not None:
        colors = ()
    subs = tuple(singular_subtype(s) for s in desc.tokens("SUBTYPE"))
    types = tuple(_type_word(t) for t in desc.tokens("TYPE"))
    ga = desc.find(A.GrantedAbilities)
    kws, abilities = granted_abilities(ga, env) if ga is not None else ((), [])
    if not types:
        unsupported(desc, "a token with no card type", "token_type")
    # rule 111.4: a token's name is the one the effect gives it ("… token with flying named Wasp"),
    # else its subtypes followed by "Token"
    named = desc.find_all(A.TokenNamed)
    if len(named) > 1 or (named and legendary):
        unsupported(desc, "a token given two names", "token_named")
    if legendary:
        tok = node.token("CARD_NAME")
        name = env.line.text[tok.start_pos + 1:tok.end_pos - 1]
    elif named:
        tok = named[0].token("CARD_NAME")
        named[0].mark(deep=True)
        name = env.line.text[tok.start_pos + 1:tok.end_pos - 1]
    else:
        name = " ".join(s.title() for s in subs) + " Token" if subs else "Token"
    token = ir.TokenDef(name=name, types=types, subtypes=subs, colors=colors, power=power,
                        toughness=toughness, keywords=kws, abilities=tuple(abilities),
                        supertypes=("legendary",) if legendary else ())
    who = subject.player
    env.it = "it"       # "create a 0/0 Germ token, then attach this Equipment to it" (702.92a)
    return _with_attack_requirement(node, env, ir.CreateTokens(who=who, amount=amount, token=token, tapped=tapped,
                                                               attacking=attacking))


@dataclass
class _TokenHas:
    node: object
    keywords: tuple
    abilities: list


def token_abilities(node: A.TokenAbilities, env: Env):
    """"It has "Sacrifice ~: Add {C}."" right after creating tokens: part of the tokens'
    definition (rule 111.3), merged into it by ``_merge_token_abilities``."""
    node.mark()
    kws, abilities = granted_abilities(node.find(A.GrantedAbilities), env)
    return _TokenHas(node=node, keywords=kws, abilities=abilities)


def _merge_token_abilities(effects: list) -> list:
    out: list = []
    for e in effects:
        if isinstance(e, _TokenHas):
            if not out or not isinstance(out[-1], ir.CreateTokens):
                unsupported(e.node, "abilities of tokens not created just before", "has_abilities")
            tok = out[-1].token
            tok = tok.model_copy(update={"keywords": tok.keywords + e.keywords,
                                         "abilities": tok.abilities + tuple(e.abilities)})
            out[-1] = out[-1].model_copy(update={"token": tok})
            continue
        out.append(e)
    return out


def effect_get_emblem(node: A.GetEmblem, env, subject):
    """Rules 114.1-114.4: "You get an emblem with "…"": an emblem in the command zone, owned
    and controlled by that player, with the quoted abilities, which function there.  Its
    static and triggered abilities work; an activated one would need the command zone among
    the places abilities are activated from (a gap)."""
    kws, abilities = granted_abilities(node.find(A.GrantedAbilities), env)
    if kws:
        unsupported(node, "an emblem with a keyword ability", "emblem")
    if any(isinstance(a, (ir.ActivatedAbility, ir.ManaAbility)) for a in abilities):
        unsupported(node, "an activated ability of an emblem (114.4: activated from the command zone)", "emblem")
    if not isinstance(subject.player, str):
        unsupported(node, f"an emblem for {node.words!r}", "emblem")
    return ir.GetEmblem(who=subject.player, abilities=abilities)


def effect_create_copy(node: A.CreateCopy, env, subject):
    """"create a token that's a copy of target creature[, except …]" (111.9, 707.2, 707.9b): the
    copiable values with those exceptions; "… a copy of it for each time its squad cost was paid"
    (squad 702.157a)."""
    per_each = _find_per_each(node)
    amount = _per_each(per_each, _count_or_that_much(node, env), env)
    what = object_ref(node.find(A.Objref) or [n for n in node.nodes()
                                                if not isinstance(n, (A.Count, A.ThatMuch, A.CopyExcept))
                                                and n is not per_each][0], env)
    if not isinstance(what, str):
        unsupported(node, "copies of each of a group", "copy_group")
    f = _copy_exceptions(node.find(A.CopyExcept), env)
    if f.pop("this_ability", False):
        unsupported(node.find(A.CopyExcept), "a token copy that has the ability making it", "copy_except")
    env.it = "it"           # "That token gains haste."
    return _with_attack_requirement(node, env, ir.CreateTokenCopy(
        who=subject.player, what=what, amount=amount, tapped=node.token("TAPPED") is not None, **f))


def effect_becomes_copy(node: A.BecomesCopy, env, subject):
    """"~ becomes a copy of target creature until end of turn" (707.2, 613.2a): a copy effect on
    the subject, with the exceptions of 707.9b; with no duration it lasts as long as the permanent
    stays on the battlefield (611.2a, 400.7)."""
    what = _obj_subject(node, subject, env)
    of = object_ref([n for n in node.nodes() if not isinstance(n, (A.CopyExcept, A.Duration))][0], env)
    if not isinstance(of, str):
        unsupported(node, "a copy of each of a group", "copy_group")
    f = _copy_exceptions(node.find(A.CopyExcept), env)
    if f.pop("abilities", ()) or f.pop("no_mana_cost", False):
        unsupported(node.find(A.CopyExcept), "a copy effect that grants a non-keyword ability or "
                    "takes the mana cost", "copy_except")
    d = node.find(A.Duration)
    return ir.BecomeCopy(what=what, of=of, duration=_duration(node, env) if d is not None else None, **f)


def _with_attack_requirement(node, env: Env, create) -> list:
    """Tokens made "that attack that opponent this turn if able" (508.1d; encore 702.141a, in a
    "For each opponent" loop, 101.4): the creation, then that requirement on the tokens made,
    naming the opponent of the loop's turn as the player they attack."""
    req = node.find(A.TokenAttacks)
    if req is None:
        return [create]
    req.mark()
    if not env.each_opponent or env.player_it != EACH_PLAYER:
        unsupported(req, "'that opponent' outside a 'for each opponent' sentence", "antecedent")
    return [create, ir.Restrict(what="it", restriction="attacks_player", player=EACH_PLAYER,
                                duration=_duration(req, env))]


def _copy_exceptions(exc: A.CopyExcept | None, env: Env) -> dict:
    """The exceptions of a copy effect (707.9b), as fields of the copy's node: ``keywords`` and
    ``abilities`` ("except it has haste"), ``not_legendary``, ``no_mana_cost``, and new or added
    values ("except it's a 4/4 black Zombie", "… a Spirit in addition to its other types")."""
    f: dict = {}
    for ch in (exc.nodes() if exc is not None else []):
        ch.mark()
        if isinstance(ch, A.CopyHas):
            kws, abilities = granted_abilities(ch.find(A.GrantedAbilities), env)
            f["keywords"] = f.get("keywords", ()) + kws
            f["abilities"] = f.get("abilities", ()) + tuple(abilities)
        elif isinstance(ch, A.CopyNotLegendary):
            f["not_legendary"] = True
        elif isinstance(ch, A.CopyNoManaCost):       # embalm 702.128a, eternalize 702.129a
            f["no_mana_cost"] = True
        elif isinstance(ch, A.CopyThisAbility):      # "…, except it has this ability"
            f["this_ability"] = True
        else:
            _copy_is(ch, f, env)
    return f


def _copy_is(node: A.CopyIs, f: dict, env: Env) -> None:
    """"except it's a 4/4 black Zombie" (new values) / "… a Spirit in addition to its other types"."""
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    types = tuple(_type_word(t) for t in node.tokens("TYPE"))
    colors = node.find(A.Colors)
    pt = node.token("PT_SIZE")
    if node.token("ADDITION") is not None:
        if pt is not None or colors is not None:
            unsupported(node, "new values together with types in addition", "copy_except")
        f["add_types"], f["add_subtypes"] = types, subs
        return
    if pt is not None:
        p, t = str(pt).split("/")
        if not (p.isdigit() and t.isdigit()):
            unsupported(node, f"a copy that is {pt}", "copy_except")
        f["power"], f["toughness"] = int(p), int(t)
    if colors is not None:
        colors.mark(deep=True)
        if colors.words != "colorless" and not colors.find_all(A.Color):
            unsupported(colors, f"a copy that is {colors.words}", "copy_except")
        f["colors"] = tuple(c.words for c in colors.find_all(A.Color))
    if subs:
        f["subtypes"] = subs          # "a 4/4 black Zombie": its creature types are these (707.9b)
    if types:
        f["types"] = types


_PLAY_DURATIONS = {"this turn": "end_of_turn", "until end of turn": "end_of_turn",
                   "until the end of your next turn": "your_next_turn"}


def effect_grant_play(node, env, subject):
    """"You may play that card this turn." (play 701.14, 601.3): a permission, used later."""
    if subject.player not in (None, "you"):
        unsupported(node, "another player allowed to play cards", "grant_play")
    what = object_ref(node.find(A.Objref) or node.nodes()[-1], env)
    return ir.GrantPlay(what=what, duration=_PLAY_DURATIONS[str(node.token("PLAY_DURATION"))],
                        cast_only=str(node.token("PLAY_CAST")) == "cast")


def effect_cast_free(node, env, subject):
    """"cast that card without paying its mana cost" (608.2g, 118.9; cast 701.4)."""
    if subject.player not in (None, "you"):
        unsupported(node, "another player casting a card", "cast_free")
    refs = node.nodes()
    what = object_ref(refs[0], env)
    if what == "self" and env.kind == "spell":
        # a spell is on the stack as it resolves (608.2): "you may cast ~ without paying its mana
        # cost" in its own text is how it may be cast (a casting line), never an effect of it
        unsupported(node, "a spell casting itself as it resolves", "cast_free")
    below = quantity(refs[1], env) if len(refs) > 1 else None
    return ir.CastFree(what=what, below=below, play=node.token("PLAY_FREE") is not None)


def effect_cast_paying(node: A.CastPaying, env, subject):
    """"its owner may cast it by paying {1}{R} rather than paying its mana cost" (madness
    702.35a-b): cast while the ability resolves (608.2g) for that alternative cost (601.2f-h)."""
    who = subject.player if subject.player is not None else "you"
    if not isinstance(who, str):
        unsupported(node, "several players casting a card", "cast_paying")
    cost = "".join(str(t) for t in node.find(A.ManaCost).tokens("MANA_SYMBOL"))
    node.find(A.ManaCost).mark(deep=True)
    if "{x}" in cost.lower():
        unsupported(node, "an alternative cost with X paid during a resolution", "cast_paying")
    return ir.CastPaying(what=object_ref(node.nodes()[0], env), cost=cost.upper(), who=who)


def effect_exile_until(node, env, subject):
    """"exile cards from the top of your library until you exile a nonland card whose mana
    value is less than ~'s mana value" (cascade 702.85a)."""
    whose, who = node.nodes()[0], node.nodes()[1]
    if _owner_word(whose, env) != "you" or _player_filter_word(who, env) != "you":
        unsupported(node, "exiling from another player's library", "exile_until")
    node.find(A.Article).mark(deep=True)
    flt = object_filter(node.find(A.Object), env).model_copy(update={"zone": "any"})
    env.it = "it"
    return ir.ExileUntil(who="you", filter=flt)


def effect_put_exiled_bottom(node, env, subject):
    return ir.PutExiledBottom(who="you")


def effect_counter_spell(node, env, subject):
    return ir.CounterSpell(what=object_ref(node.nodes()[0], env))


def effect_counter_ability(node: A.CounterAbility, env, subject):
    """Rules 701.5a, 113.7a, 115.1: "Counter target activated or triggered ability." — an ability
    on the stack is the target (a mana ability never is one: 605.3b); "Counter target spell,
    activated ability, or triggered ability." — a spell or one of them."""
    node.mark(deep=True)
    words = " ".join(str(node.token("STACK_ABILITIES")).split())
    kinds = tuple(k for k in ("activated", "triggered") if k in words)
    ctl = "not_you" if node.token("ABILITY_NOT_YOURS") is not None else None
    abilities = ir.Filter(zone="stack_all", ability_kinds=kinds, controller=ctl)
    if words.startswith("spell"):
        if ctl is not None:
            unsupported(node, f"'{words} you don't control'", "counter_ability")
        flt = ir.Filter(zone="stack_all", any_of=(ir.Filter(zone="stack"), abilities))
    else:
        flt = abilities
    ref = env.add_target(ir.Target(objects=flt, text=f"target {words}"))
    env.it = ref
    return ir.CounterSpell(what=ref)


def effect_tap(node, env, subject):
    return ir.Tap(what=object_ref(node.nodes()[0], env))


def effect_transform_permanent(node, env, subject):
    """701.28a: "transform this creature" turns the permanent over to its other face."""
    return ir.Transform(what=object_ref(node.nodes()[0], env))


def effect_tap_or_untap(node: A.TapOrUntap, env, subject):
    """"tap or untap target creature": the controller chooses which as it resolves."""
    return ir.TapOrUntap(what=object_ref(node.nodes()[0], env))


def effect_untap(node, env, subject):
    return ir.Untap(what=object_ref(node.nodes()[0], env))


def effect_regenerate(node, env, subject):
    return ir.Regenerate(what=object_ref(node.nodes()[0], env))


def effect_gain_control(node: A.GainControl, env, subject):
    what = object_ref(node.nodes()[0], env)
    d = node.find(A.Duration)
    return ir.GainControl(what=what, duration=_duration(node, env) if d is not None else None)


_RESTRICTIONS = {"attack": "cant_attack", "block": "cant_block", "be blocked": "cant_be_blocked",
                 "attack or block": "cant_attack_or_block"}


def effect_cant(node: A.Cant, env, subject):
    rnode = node.find(A.Restriction)
    r = rnode.words
    obj = rnode.find(A.Object)
    if r == "cast spells" or obj is not None:
        # "Your opponents can't cast spells this turn.", "Target player can't cast spells this
        # turn." (a resolving spell's restriction on players, 611.2a; checked as a spell is cast,
        # 601.2); "Players can't cast noncreature spells this turn." (only those, 101.2)
        if subject.obj is not None or node.find(A.Duration) is None:
            unsupported(node, "a player can't cast spells (with no duration, or said of an object)", "cant_cast")
        if obj is not None and str(obj.find(A.ObjNoun).token("KIND") or "") not in ("spells", "spell"):
            unsupported(obj, f"can't cast {obj.words!r}", "cant_cast")
        flt = None if obj is None else _cast_filter(obj, env, "cant_cast")
        return ir.Restrict(what=subject.player, restriction="cant_cast_spells", duration=_duration(node, env),
                           by=flt)
    what = _obj_subject(node, subject, env)
    return ir.Restrict(what=what, restriction=_RESTRICTIONS[r], duration=_duration(node, env))


def effect_cant_blocked_by(node: A.CantBlockedBy, env, subject):
    """Rule 509.1b (611.2a): "~ can't be blocked by creatures with power 2 or less this turn." —
    until the duration ends, only the other creatures can block it (the complement of those)."""
    node.mark()
    obj = node.find(A.Object)
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="cant_be_blocked_except_by",
                       by=_complement(object_filter(obj, env), obj), duration=_duration(node, env))


def effect_cant_blocked_except(node: A.CantBlockedExcept, env, subject):
    """Rule 509.1b (611.2a): "~ can't be blocked this turn except by creatures with haste." — until
    the duration ends, only those creatures can block it."""
    node.mark()
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="cant_be_blocked_except_by",
                       by=object_filter(node.find(A.Object), env), duration=_duration(node, env))


def effect_regeneration_ban(node: A.RegenerationBan, env, subject):
    """Rule 701.19c: "Target creature can't be regenerated this turn." — a restriction of the
    resolving effect on those permanents until end of turn (611.2a): their regeneration shields
    don't replace their destruction."""
    node.mark(deep=True)
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="cant_be_regenerated",
                       duration="end_of_turn")


def effect_attacks_if_able(node, env, subject):
    what = _obj_subject(node, subject, env)
    if "you" in node.words.split():
        # "Target creature an opponent controls attacks you this turn if able." (508.1d: a
        # requirement naming the player it attacks, the effect's controller)
        if node.find(A.Duration) is None:
            unsupported(node, "attacks you if able, with no duration", "attacks_you")
        return ir.Restrict(what=what, restriction="attacks_you", duration=_duration(node, env))
    return ir.Restrict(what=what, restriction="attacks_each_combat", duration=_duration(node, env))


def effect_must_be_blocked(node: A.MustBeBlocked, env, subject):
    """Rule 509.1c: "Target creature must be blocked this turn if able." — a requirement its
    defending player's declaration of blockers obeys, for the duration."""
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="must_be_blocked",
                       duration=_duration(node, env))


def effect_blocks_if_able(node: A.BlocksIfAble, env, subject):
    """Rule 509.1c: "Target creature blocks this turn if able." — a requirement its controller's
    declaration of blockers obeys, for the duration (it blocks some attacker if it can)."""
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="blocks_each_combat",
                       duration=_duration(node, env))


def effect_attacks_despite_defender(node: A.AttacksDespiteDefender, env, subject):
    """Rule 702.3b: "~ can attack this turn as though it didn't have defender." — for the
    duration, its defender doesn't stop it attacking."""
    node.token("DESPITE_DEFENDER")
    return ir.Restrict(what=_obj_subject(node, subject, env), restriction="can_attack_despite_defender",
                       duration=_duration(node, env))


def effect_doesnt_untap(node: A.DoesntUntap, env, subject):
    what = _obj_subject(node, subject, env)
    # "during its controller's / that player's next untap step": the untap step of the player who
    # controls the permanent then — the only player whose untap step untaps it (rule 502.3)
    node.find(A.UntapStep).mark(deep=True)
    return ir.Restrict(what=what, restriction="doesnt_untap_next", duration="next_untap")


def effect_doesnt_untap_while(node: A.DoesntUntapWhile, env, subject):
    """"It doesn't untap during its controller's untap step for as long as ~ remains tapped" /
    "… as long as you control ~" / "… as long as ~ remains on the battlefield" (rules 502.3,
    611.2b): a restriction on the object in every untap step of whoever controls it, lasting
    while the source keeps it going."""
    what = _obj_subject(node, subject, env)
    node.token("WHOSE_UNTAP_STEP")
    w = " ".join(str(node.token("FOR_AS_LONG")).split())[len("for as long as "):]
    duration = {"~ remains tapped": "while_tapped", "you control ~": "while_controlled",
                "~ remains on the battlefield": "while_source"}[w]
    return ir.Restrict(what=what, restriction="doesnt_untap", duration=duration)


def effect_end_turn(node: A.EndTurn, env, subject):
    """Rule 721.1: "End the turn." — whoever's turn it is (its imperative names no player)."""
    if subject.player != "you":
        unsupported(node, "a player other than the ability's controller ending the turn", "end_turn")
    return ir.EndTurn()


def effect_takes_extra_turn(node, env, subject):
    return ir.ExtraTurn(who=subject.player)


def _prevent_to(node, env):
    """The recipients of "… damage that would be dealt to X and Y" (None: any)."""
    to = node.find(A.PreventTo)
    if to is None:
        return None
    recips = [recipient(r, env) for r in to.find_all(A.Recipient)]
    return recips[0] if len(recips) == 1 else tuple(recips)


def _prevent_combat(node) -> bool:
    combat = node.token("COMBAT")
    if combat == "noncombat":
        unsupported(node, "preventing noncombat damage only", "prevent_noncombat")
    return combat == "combat"


def _damage_dealers(node: A.DamageDealers | None, env):
    """The sources whose damage a prevention effect prevents (615.1a): an object named
    ("target creature", "that creature", "it") or a group ("creatures with flying")."""
    if node is None:
        return None
    node.mark()
    return object_ref(node.nodes()[0], env)


def effect_prevent(node: A.Prevent, env, subject):
    target = _prevent_to(node, env)
    by = node.find(A.PreventBy)
    if by is not None:
        by.mark()
        by = _damage_dealers(by.find(A.DamageDealers), env)
    return ir.PreventDamage(to=target, combat_only=_prevent_combat(node), duration=_duration(node, env), by=by)


def effect_prevent_to_and_by(node: A.PreventToAndBy, env, subject):
    """Rule 615: "Prevent all combat damage that would be dealt to and dealt by that creature this
    turn." — two shields: the damage dealt to it, and the damage it deals."""
    ref = object_ref(node.nodes()[0], env)
    combat, duration = _prevent_combat(node), _duration(node, env)
    return [ir.PreventDamage(to=ref, combat_only=combat, duration=duration),
            ir.PreventDamage(by=ref, combat_only=combat, duration=duration)]


def effect_prevent_dealt_by(node: A.PreventDealtBy, env, subject):
    """Rule 615: "Prevent all damage target creature would deal this turn.", "… that creatures
    would deal to players this turn." (the sources named first)."""
    node.token("THAT_W")
    by = _damage_dealers(node.find(A.DamageDealers), env)
    return ir.PreventDamage(to=_prevent_to(node, env), combat_only=_prevent_combat(node),
                            duration=_duration(node, env), by=by)


def effect_prevent_next(node: A.PreventNext, env, subject):
    """Rule 615.7: a shield that prevents the next N damage to the object or player."""
    recips = [recipient(r, env) for r in node.find(A.PreventTo).find_all(A.Recipient)]
    return ir.PreventDamage(to=recips[0] if len(recips) == 1 else tuple(recips),
                            amount=number_value(node.find(A.Number), env), duration=_duration(node, env))


def prevent_next_time(node: A.PreventNextTime, env: Env) -> ir.PreventDamage:
    """Rules 609.7a, 615.8, 615.9: "The next time a red source of your choice would deal damage
    to you this turn, prevent that damage." — the source is chosen as the shield is created;
    the shield prevents the next instance of damage from it (to the recipients named, or to
    anything), if the source still has the properties then."""
    node.mark()
    src = node.find(A.ChosenSource)
    src.mark()
    src.token("ARTICLE")
    colors = src.find(A.Colors)
    flt = object_filter_colors(colors) if colors is not None else ir.Filter()
    kind = src.token("SOURCE_TYPE")
    if kind is not None:
        flt = flt.model_copy(update={"types": (str(kind).lower(),)})
    return ir.PreventDamage(to=_prevent_to(node, env), duration=_duration(node, env), from_chosen=flt)


def effect_add_mana(node: A.AddMana, env, subject):
    choice = node.find(A.ManaChoice) or node.find(A.AnyColor) or node.find(A.AnyOneColor) \
        or node.find(A.AnyCombination) or node.find(A.ChosenColor) or node.find(A.TypeProduced)
    if isinstance(choice, A.TypeProduced):
        # "one mana of any type that land produced" (106.7): a type of the mana its mana ability
        # just made — only a "tapped for mana" trigger has that mana
        if env.kind != "triggered" or env.trigger_event != "tap_for_mana":
            unsupported(choice, "mana of a type produced outside a \"tapped for mana\" trigger", "mana_choice")
        return ir.AddMana(who=subject.player, mana="produced", per=_mana_per(node, env))
    if isinstance(choice, A.ChosenColor):
        # "Add one mana of the chosen color": the color chosen as the permanent entered (614.12);
        # none chosen, no mana (106.5)
        if not _ENTERS_COLOR.search(env.face.text or ""):
            unsupported(choice, "a chosen color not chosen as the permanent entered", "chosen_color")
        return ir.AddMana(who=subject.player, mana="chosen", per=_mana_per(node, env))
    if isinstance(choice, A.AnyCombination):
        # every combination of N colored mana (N fixed): one option each
        n = int_value(choice.find(A.Count), env)
        if n > (3 if env.kind == "activated" else 5):
            unsupported(choice, f"{n} mana in any combination of colors", "mana_choice")
        options = tuple("".join(f"{{{c}}}" for c in combo)
                        for combo in itertools.combinations_with_replacement("WUBRG", n))
        return ir.AddMana(who=subject.player, mana=options[0], options=options, per=_mana_per(node, env))
    if isinstance(choice, A.AnyColor):
        mana = "any"
    elif isinstance(choice, A.AnyOneColor):
        # "Add three mana of any one color": one choice among five, each N mana of one color;
        # "Add X mana of any one color, where X is …": one mana of the color, X times
        q = number_value(choice.find(A.Count), env)
        if not isinstance(q, ir.Fixed):
            if node.find(A.PerEach) is not None:
                unsupported(node, "X mana for each", "mana_per_each")
            options = tuple(f"{{{c}}}" for c in "WUBRG")
            return ir.AddMana(who=subject.player, mana=options[0], options=options, per=q)
        options = tuple("".join(f"{{{c}}}" for _ in range(q.value)) for c in "WUBRG")
        return ir.AddMana(who=subject.player, mana=options[0], options=options, per=_mana_per(node, env))
    else:
        options = tuple(mana_string(c) for c in choice.find_all(A.ManaCost))
        mana = options[0]
        if len(options) > 1:
            # "Add {B} or {R}." — the player chooses as the ability or spell resolves (106.4)
            return ir.AddMana(who=subject.player, mana=mana, options=options,
                              per=_mana_per(node, env))
    return ir.AddMana(who=subject.player, mana=mana, per=_mana_per(node, env))


def effect_add_mana_amount(node: A.AddManaAmount, env, subject):
    """"Add an amount of {G} equal to ~'s power." (106.1): one mana symbol, that many times; an
    amount of nothing adds no mana (106.5)."""
    node.token("ADD")
    cost = node.find(A.ManaCost)
    mana = mana_string(cost)
    if mana.count("{") != 1:
        unsupported(cost, f"an amount of {mana}", "mana_amount")
    return ir.AddMana(who=subject.player, mana=mana, per=quantity(node.nodes()[-1], env))


def _mana_per(node, env):
    per = _find_per_each(node)
    if per is None:
        return None
    return each_count(per, env)


def effect_attach(node, env, subject):
    sub = node.nodes()
    return ir.Attach(what=object_ref(sub[0], env), to=object_ref(sub[1], env))


def effect_unattach(node, env, subject):
    """701.3d: "Unattach ~." (reconfigure 702.151a)."""
    return ir.Unattach(what=object_ref(node.nodes()[0], env))


def _top_amount(node, env, count=A.Number) -> ir.Quantity:
    """How many cards of the top of a library: "the top three cards", "the top card", "that many
    cards from the top" (608.2c: the amount of the event or of the effect before)."""
    n = node.find(count)
    if n is not None:
        return number_value(n, env)
    much = node.find(A.ThatMuch)
    return quantity(much, env) if much is not None else ir.Fixed(value=1)


def effect_look_at_top(node, env, subject):
    amount = _top_amount(node, env)
    if "any order" in node.words:
        return ir.ReorderTop(who=subject.player, amount=amount)
    who = possessive_player(node.find(A.PlayerrefPossessive), env)
    if (who != "you" or subject.player != "you") and amount != ir.Fixed(value=1):
        unsupported(node, "looking at several cards of another player's library", "look_at_top")
    if _own(who, subject) and isinstance(subject.player, ir.EachPlayer) and node.token("REVEAL") is not None \
            and amount == ir.Fixed(value=1):
        # "Each player reveals the top card of their library." (parley; 701.16a): each the top
        # card of their own library, which stays there
        who = subject.player
    elif who != subject.player and subject.player != "you":
        # "Target player reveals the top card of your library"? (only the subject's own library
        # or, for "you", any player's: "look at the top card of target player's library")
        unsupported(node, "a player looking at a third player's library", "look_at_top")
    if isinstance(who, ir.EachPlayer):
        # "that card" after it would be each player's own card, which no effect names one by one
        # ("… loses life equal to that card's mana value": a gap, 'it' has no antecedent); "…
        # revealed this way" counts them all (608.2c)
        env.it = None
    elif amount == ir.Fixed(value=1):
        env.before_top = env.it
        env.it = "it"       # "the top card of your library": "If it's a land card, …", "put that card …"
        env.top_card = who
    return _Look(node=node, who=who, amount=amount, revealed=node.token("REVEAL") is not None)


# "Look at the top four cards …. Put one of them into your hand and the rest on the bottom …":
# the sentences are one dig (``ir.Dig``); each is lowered to its part, then merged.
@dataclass
class _Look:
    node: object
    who: object
    amount: object
    revealed: bool


@dataclass
class _Take:
    node: object
    take: int
    up_to: bool
    filter: object
    reveal_taken: bool
    rest: str | None
    to: str = "hand"
    tapped: bool = False


@dataclass
class _Rest:
    node: object
    rest: str


def _rest_dest(node: A.RestDest) -> str:
    node.mark(deep=True)
    w = node.words
    if "graveyard" in w:
        return "graveyard"
    if w.endswith("hand"):           # "and the other into your hand"
        return "hand"
    return "bottom_random" if "random" in w else "bottom_any"


def effect_take_among(node: A.TakeAmong, env, subject):
    if subject.player != "you":
        unsupported(node, "another player taking cards", "dig")
    tw = node.find(A.TakeWhat)
    tw.mark()
    flt = None
    up_to = False
    some = tw.find(A.SomeRef)
    obj = some.find(A.Object) if some is not None else next((n for n in tw.nodes() if isinstance(n, A.Object)), None)
    if some is not None:
        some.mark()
        if some.token("ANY_NUMBER_OF") is not None:
            take, up_to = _ANY_NUMBER, True         # "any number of artifact cards from among them"
        else:
            take = int_value(some.find(A.Count), env)
    elif tw.token("ALL_AMONG") is not None:
        take = _ANY_NUMBER                          # "all land cards from among them": every one
        if tw.token("FROM_AMONG") is None:
            # "all creature cards revealed this way": the cards the reveal before showed
            how = next((n for n in obj.walk() if isinstance(n, A.ThisWay)), None)
            if how is None or not how.words.startswith("revealed"):
                unsupported(tw, f"taking {tw.words!r}: not the cards looked at or revealed", "dig")
    elif tw.words.startswith("up to"):
        take, up_to = int_value(tw.find(A.Number), env), True
    else:
        # "Put two of them …"; "put one onto the battlefield tapped …" (a bare number)
        take = int_value(tw.find(A.Count) or tw.find(A.Number), env)
    if obj is not None:
        flt = object_filter(obj, env, card_zone="library").model_copy(update={"zone": "library", "this_way": False})
    rd = node.find(A.RestDest)
    to = "battlefield" if node.token("DIG_BATTLEFIELD") is not None else \
        "top" if node.token("DIG_TOP") is not None else "hand"
    return _Take(node=node, take=take, up_to=up_to, filter=flt, reveal_taken=node.token("REVEAL") is not None,
                 rest=_rest_dest(rd) if rd is not None else None, to=to, tapped=node.token("TAPPED") is not None)


def effect_put_rest(node: A.PutRest, env, subject):
    return _Rest(node=node, rest=_rest_dest(node.find(A.RestDest)))


# "Reveal cards from the top of your library until you reveal a creature card. Put that card
# into your hand and the rest on the bottom of your library in a random order." (701.16a): the
# reveal, where the found cards go and where the others go are one ``ir.RevealUntil``.
@dataclass
class _RevealUntil:
    node: object
    who: object
    filter: object
    count: int


@dataclass
class _Found:
    node: object
    who: object
    to: str
    tapped: bool
    rest: str | None


def effect_reveal_until(node: A.RevealUntil, env, subject):
    """Rule 701.16a: revealing cards from the top of a library until N cards of a kind are."""
    who = possessive_player(node.find(A.PlayerrefPossessive), env)
    revealer = str(node.token("REVEALER")).lower()
    if who != subject.player or (revealer == "you") != (who == "you"):
        unsupported(node, "revealing cards from another library than the revealing player's", "reveal_until")
    count = node.find(A.Count)
    count.mark(deep=True)
    flt = object_filter(node.find(A.Object), env, card_zone="library").model_copy(update={"zone": "library"})
    env.it = "it"           # the found cards (ctx.it of ``reveal_until``)
    env.revealing = True
    return _RevealUntil(node=node, who=who, filter=flt, count=int_value(count, env))


def effect_put_found(node: A.PutFound, env, subject):
    """"Put that card into your hand / onto the battlefield (tapped) [and the rest …]"."""
    dest = str(node.token("FOUND_DEST")).lower()
    cards = str(node.token("FOUND_CARDS")).lower()
    rd = node.find(A.RestDest)
    if not env.revealing:
        # not after a reveal: "Search …, put that card onto the battlefield tapped" — "that
        # card" is the antecedent's object, put where the clause says
        if env.it is None or rd is not None or cards not in ("that card", "those cards") or "their" in dest:
            unsupported(node, f"{node.words!r} with no reveal before", "antecedent")
        if "hand" in dest:
            if _may_be_anothers(env.it, env):
                unsupported(node, "put into another player's hand", "put_into_other")
            return ir.ReturnToHand(what=env.it)
        return ir.PutOntoBattlefield(what=env.it, tapped=dest.endswith("tapped"))
    if "hand" in dest and ("their hand" in dest) == (subject.player == "you"):
        unsupported(node, "putting the found card into another player's hand", "reveal_until")
    env.revealing = False
    return _Found(node=node, who=subject.player, to="hand" if "hand" in dest else "battlefield",
                  tapped=dest.endswith("tapped"), rest=_rest_dest(rd) if rd is not None else None)


def effect_put_revealed(node: A.PutRevealed, env, subject):
    """"…, then puts those cards into their graveyard": every card revealed."""
    if not env.revealing:
        unsupported(node, f"{node.words!r} with no reveal before", "antecedent")
    env.revealing = False
    return _Found(node=node, who=subject.player, to="graveyard", tapped=False, rest="graveyard")


def effect_shuffle_others(node: A.ShuffleOthers, env, subject):
    """"…, then shuffles all other cards revealed this way into their library" (701.20a)."""
    node.token("SHUFFLE_OTHERS")
    return _Rest(node=node, rest="shuffle")


def _merge_reveal_until(effects: list) -> list:
    out: list = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if isinstance(e, _RevealUntil):
            found = effects[i + 1] if i + 1 < len(effects) else None
            if not isinstance(found, _Found):
                unsupported(e.node, "revealing cards until one is found, with no place for it", "reveal_until")
            if found.who != e.who:
                unsupported(found.node, "another player than the revealing one putting the found card", "reveal_until")
            rest, j = found.rest, i + 2
            if rest is None:
                nxt = effects[j] if j < len(effects) else None
                if not isinstance(nxt, _Rest):
                    unsupported(found.node, "the other revealed cards with no place to go", "reveal_until")
                rest, j = nxt.rest, j + 1
            if rest == "hand":
                unsupported(found.node, "the other revealed cards put into a hand", "reveal_until")
            out.append(ir.RevealUntil(who=e.who, filter=e.filter, count=e.count, to=found.to,
                                      tapped=found.tapped, rest=rest))
            i = j
            continue
        if isinstance(e, _Found):
            unsupported(e.node, "putting found cards with no reveal before", "reveal_until")
        if isinstance(e, _Rest) and e.rest == "shuffle":
            unsupported(e.node, "shuffling the other revealed cards with no reveal before", "reveal_until")
        out.append(e)
        i += 1
    return out


def _merge_digs(effects: list) -> list:
    out: list = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if isinstance(e, _Look):
            take = effects[i + 1] if i + 1 < len(effects) else None
            if not isinstance(take, _Take) and e.amount == ir.Fixed(value=1):
                # "Reveal the top card of your library. If it's a creature card, put it onto the
                # battlefield. Otherwise, …": the card stays on top; what follows acts on it
                out.append(ir.LookAtTop(who=e.who, revealed=e.revealed))
                i += 1
                continue
            if not isinstance(take, _Take):
                unsupported(e.node, "looking at the top cards without taking one of them", "look_at_top")
            rest, j = take.rest, i + 2
            if rest is None:
                nxt = effects[j] if j < len(effects) else None
                if not isinstance(nxt, _Rest):
                    unsupported(take.node, "taking cards with no place for the rest", "dig")
                rest, j = nxt.rest, j + 1
            out.append(ir.Dig(who=e.who, amount=e.amount, take=take.take, up_to=take.up_to, filter=take.filter,
                              reveal_taken=take.reveal_taken, revealed=e.revealed, rest=rest, to=take.to,
                              tapped=take.tapped))
            i = j
            continue
        if isinstance(e, (_Take, _Rest)):
            unsupported(e.node, "taking cards with no look at the top cards before", "dig")
        out.append(e)
        i += 1
    return out


def _fight_each_other(node: A.FightEachOther, env: Env) -> ir.Fight:
    """"Then those creatures fight each other." (701.12a): the two target creatures chosen before,
    one each (115.1: "Choose target creature you control and target creature you don't control")."""
    node.mark(deep=True)
    found = [i for i, t in enumerate(env.targets) if t.objects is not None]
    if len(found) != 2 or any(not (env.targets[i].min_count == env.targets[i].max_count == 1)
                              or "creature" not in env.targets[i].objects.types for i in found):
        unsupported(node, "'those creatures' other than two target creatures chosen before", "fight")
    return ir.Fight(what=f"target:{found[0]}", other=f"target:{found[1]}")


def effect_fight(node, env, subject):
    """Rule 701.12a: "~ fights target creature you don't control"."""
    what = subject.obj if subject.obj is not None else None
    if what is None:
        unsupported(node, "'fight' with no creature as its subject", "fight")
    if not isinstance(what, str):
        unsupported(node, "a group fighting", "fight")
    return ir.Fight(what=what, other=object_ref(node.nodes()[0], env))


# ---- keyword actions (rule 701) ---------------------------------------------------------------
def _actor(subject) -> object:
    """The permanent that carries out a keyword action: the clause's subject, or this object."""
    return subject.obj if subject.obj is not None else "self"


def effect_proliferate(node, env, subject):
    return ir.Proliferate(who=subject.player)


def effect_explore(node, env, subject):
    return ir.Explore(what=_actor(subject))


def effect_connive(node, env, subject):
    return ir.Connive(what=_actor(subject))


def effect_adapt(node, env, subject):
    return ir.Adapt(what=_actor(subject), amount=number_value(node.find(A.Number), env))


def effect_bolster(node, env, subject):
    return ir.Bolster(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_monstrosity(node, env, subject):
    return ir.Monstrosity(what=_actor(subject), amount=number_value(node.find(A.Number), env))


def effect_amass(node, env, subject):
    sub = singular_subtype(str(node.token("SUBTYPE")))
    return ir.Amass(who=subject.player, subtype=sub, amount=number_value(node.find(A.Number), env))


def effect_incubate(node, env, subject):
    """701.51a: "Incubate 3." — an Incubator token with that many +1/+1 counters."""
    return ir.Incubate(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_detain(node, env, subject):
    return ir.Detain(what=object_ref(node.nodes()[0], env))


def effect_fateseal(node, env, subject):
    return ir.Fateseal(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_double_pt(node, env, subject):
    """Rule 701.9b: "double target creature's power until end of turn"."""
    refs = node.nodes()
    ref = object_ref(refs[0], env) if refs and not isinstance(refs[0], A.Duration) else _possessor_ref(node, env)
    stats = " ".join(str(node.token("DOUBLED_STATS")).split())
    return ir.DoublePT(what=ref, power="power" in stats, toughness="toughness" in stats,
                       duration=_duration(node, env))


def effect_double_counters(node, env, subject):
    ck = node.find(A.CounterKind)
    if ck is None:
        node.token("EACH_KIND")
    return ir.DoubleCounters(what=object_ref(node.nodes()[-1], env), counter=ck.words if ck is not None else None)


def effect_double_life(node, env, subject):
    return ir.DoubleLife(who=possessive_player(node.find(A.PlayerrefPossessive), env))


def effect_populate(node, env, subject):
    return ir.Populate(who=subject.player)


def effect_suspect(node, env, subject):
    return ir.Suspect(what=object_ref(node.nodes()[0], env))


def effect_goad(node, env, subject):
    return ir.Goad(what=object_ref(node.nodes()[0], env))


def effect_exchange_control(node, env, subject):
    a, b = node.nodes()[:2]
    return ir.ExchangeControl(what=object_ref(a, env), other=object_ref(b, env))


def effect_support(node, env, subject):
    """Rule 701.35a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N other
    target creatures", on an instant or sorcery "… up to N target creatures"."""
    n = int_value(node.find(A.Number), env)
    spell = bool({t.lower() for t in env.face.types} & {"instant", "sorcery"})
    ref = env.add_target(ir.Target(objects=ir.Filter(types=("creature",), other=not spell),
                                   min_count=0, max_count=n, text=node.text))
    return ir.AddCounters(what=ref, counter="+1/+1", amount=ir.Fixed(value=1))


def effect_roll_die(node: A.RollDie, env, subject):
    """"Roll a d20." (706.1): its results table (706.3a) reads the result."""
    if subject.player != "you":
        unsupported(node, "a die rolled by another player than you", "roll_die")
    die = str(node.token("DIE")).lower()
    return ir.RollDie(sides=6 if die == "six-sided die" else int(die[1:]))


def results_table(node: A.ResultsTable, env: Env, before: list) -> list:
    """Rule 706.3a: each row of a die roll's results table means "If the result was in this range,
    [effect]" — "1—9 | …" (N1-N2), "20 | …" (a single number), "15+ | …" (N+) — of the one die
    the ability rolled before it (706.3b: the roll and its table are one ability).  Each row reads
    the antecedents named before the table, not those of the rows above it."""
    rolls = [e for e in before if isinstance(e, ir.RollDie)]
    if len(rolls) != 1:
        unsupported(node, "a results table without exactly one die rolled before it", "roll_die")
    sides = rolls[0].sides
    it, player_it = env.it, env.player_it
    out, seen = [], set()
    for row in node.find_all(A.ResultsRow):
        words = str(row.token("DIE_RESULTS"))
        lo, _, hi = words.rstrip("+").partition("—")
        lo, hi = int(lo), (sides if words.endswith("+") else int(hi or lo))
        span = set(range(lo, hi + 1))
        if not 1 <= lo <= hi <= sides or span & seen:
            unsupported(row, f"results {words!r} of a d{sides} (706.3a)", "roll_die")
        seen |= span
        env.it, env.player_it = it, player_it
        effects = lower_sentences([s for s in row.children if isinstance(s, A.Node)], env, row)
        out.append(ir.IfCondition(condition=ir.Condition(condition="die_result", count=lo,
                                                         at_most=None if words.endswith("+") else hi),
                                  effects=effects))
    return out


def effect_flip_coin(node: A.FlipCoin, env, subject):
    """"Flip a coin." (705.2): the flipping player's win or loss is read by "If you win the flip"."""
    if subject.player != "you":
        unsupported(node, "a coin flipped by another player than you", "flip_coin")
    return ir.FlipCoin(who="you")


def effect_clash(node, env, subject):
    return ir.Clash(who=subject.player)


def effect_discover(node, env, subject):
    return ir.Discover(who=subject.player, amount=number_value(node.find(A.Number), env))


def effect_time_travel(node, env, subject):
    return ir.TimeTravel(who=subject.player)


def villainous_choice(node: A.VillainousChoice, env: Env) -> ir.VillainousChoice:
    """Rule 701.53a: the player chooses option A or B, then does all of it; "they" in the
    options is that player."""
    who = player_ref(node.nodes()[0], env)
    if not isinstance(who, str) or who in ("you",):
        unsupported(node, "a villainous choice faced by several players or by you", "villainous_choice")
    options = []
    for chain in node.find_all(A.ClauseChain):
        env.player_it = who
        options.append(clause_chain(chain, env))
    return ir.VillainousChoice(who=who, first=options[0], second=options[1])


def effect_vote(node: A.Vote, env, subject):
    """Rule 701.32a: each player, from the controller in turn order, votes for one option."""
    if subject.player not in (None, "you"):
        unsupported(node, "a vote started by another player", "vote")
    return ir.Vote(options=tuple(str(o.token("VOTE_WORD")) for o in node.find_all(A.VoteOption)))


def effect_forage(node, env, subject):
    """Rule 701.59a: exile three cards from your graveyard or sacrifice a Food; ``did()`` tells
    whether the player foraged."""
    if subject.player not in (None, "you"):
        unsupported(node, "another player foraging", "forage")
    return ir.Forage()


def condition_activated_times(node: A.ActivatedTimes, env: Env) -> ir.Condition:
    """"If this ability has been activated four or more times this turn" (602.1): the
    activations this turn of this activated ability of its source, the resolving one included."""
    if env.kind != "activated":
        unsupported(node, "'this ability has been activated' outside an activated ability", "activated_times")
    node.mark(deep=True)
    return ir.Condition(condition="activated_times", count=int_value(node.find(A.Number), env))


def condition_vote_won(node: A.VoteWon, env: Env) -> ir.Condition:
    """"if time gets more votes" (more than any other option), "… or the vote is tied" (at least
    as many as any other, 701.32)."""
    node.mark()
    tied = node.token("TIED") is not None
    return ir.Condition(condition="votes", ref=str(node.token("VOTE_WORD")), count=0 if tied else 1)


def effect_choose_player(node, env, subject):
    """"choose an opponent" (demonstrate 702.144a): "that player" is then the one chosen."""
    who = _player_filter_word(node.nodes()[0], env)
    if who != "opponent":
        unsupported(node, f"choosing {node.words!r}", "choose_player")
    env.player_it = "chosen"
    return ir.ChoosePlayer(who="opponent")


def effect_choose_one_of_them(node: A.ChooseOneOfThem, env, subject):
    """"Exile the top two cards of your library. Choose one of them. … you may play that card."
    (608.2d): a choice among the objects the effect before acted on; "that card" is the one chosen."""
    if subject.player != "you" or env.it != "it":
        unsupported(node, "'choose one of them' with no objects acted on just before", "antecedent")
    return ir.ChooseOneOf()


def effect_choose_target(node: A.ChooseTarget, env, subject):
    """"Choose target creature." (115.1): the target is chosen as the spell is cast or the ability
    put on the stack (601.2c, 603.3d); the clause does nothing else as it resolves, and the text
    after refers to the target ("that creature", "it", "that player", 608.2c)."""
    if subject.player != "you":
        unsupported(node, "another player choosing a target", "choose_target")
    ref = node.nodes()[0]
    if isinstance(ref, A.TargetPlayer):
        player_ref(ref, env)
        return []
    refs = [r for r in node.nodes() if isinstance(r, (A.TargetRef, A.AnotherTargetRef))]
    several = len(refs) > 1 or refs[0].find(A.TargetCount) is not None
    names = tuple(object_ref(r, env) for r in refs)
    if several:
        # "Choose three target …", "choose target … and up to two target …": the text after names
        # them together ("one of them at random"); which one "it" or "that creature" would be is
        # not told (two candidates: no antecedent)
        env.group = names if len(names) > 1 else names[0]
        env.it = None
    return []


def effect_copy_spell(node: A.CopySpell, env, subject):
    """Rule 707.10: "Copy target instant or sorcery spell", "copy it for each other spell that
    was cast before it this turn" (storm 702.40a); "That player copies the spell" (702.144a)."""
    controller = subject.player if subject.player is not None else "you"
    if not isinstance(controller, str):
        unsupported(node, "several players copying a spell", "copy_spell")
    ref = node.nodes()[0]
    what = object_ref(ref, env)
    if isinstance(ref, A.TargetRef):
        spec = env.targets[-1]
        if spec.objects is None or spec.objects.zone not in ("stack", "any"):
            unsupported(node, "copying something other than a spell", "copy_spell")
        env.targets[-1] = spec.model_copy(update={"objects": spec.objects.model_copy(update={"zone": "stack"})})
    per = node.nodes()[1] if len(node.nodes()) > 1 else None      # "for each …" (per_each)
    return ir.CopySpell(what=what, times=each_count(per, env) if per is not None else None,
                        controller=controller)


class _NewTargets:
    """"You may choose new targets for the copy" (707.10c): said of the copy just made."""
    def __init__(self, node):
        self.node = node


def effect_choose_new_targets(node, env, subject):
    return _NewTargets(node)


def _merge_new_targets(effects: list) -> list:
    """"Copy target instant or sorcery spell. You may choose new targets for the copy.": the
    controller of the copy may choose new targets for it (707.10c)."""
    def with_new_targets(e):
        if isinstance(e, ir.CopySpell):
            return e.model_copy(update={"new_targets": True})
        # "if …, copy it.", "When you next cast …, copy that spell." (a delayed ability's copy, 603.7)
        if isinstance(e, (ir.IfCondition, ir.May, ir.IfResult, ir.DelayedTrigger)) and e.effects:
            last = with_new_targets(e.effects[-1])
            return e.model_copy(update={"effects": e.effects[:-1] + [last]}) if last is not None else None
        return None

    out: list = []
    for e in effects:
        if isinstance(e, _NewTargets):
            changed = with_new_targets(out[-1]) if out else None
            if changed is None:
                unsupported(e.node, "new targets for no copy made just before", "choose_new_targets")
            out[-1] = changed
            continue
        out.append(e)
    return out


# ---------------------------------------------------------------------------------------------
# Costs (rule 118)
# ---------------------------------------------------------------------------------------------
def mana_string(node: A.ManaCost) -> str:
    return "".join(str(t).upper() for t in node.tokens("MANA_SYMBOL"))


def lower_cost(node: A.Cost, env: Env, parts=None) -> ir.Cost:
    """A cost's parts (``parts``: some of them, from a rule that is not a cost)."""
    c: dict = {}
    selves: list[bool] = []     # per part paid with "~": whether it names the granter (201.5a)
    for part in node.children if parts is None else parts:
        if isinstance(part, A.Node):
            part.mark(deep=True)    # every branch below reads the whole part or raises
        if isinstance(part, A.ManaCost):
            c["mana"] = c.get("mana", "") + mana_string(part)
        elif isinstance(part, A.TapCost):
            c["tap"] = True
        elif isinstance(part, A.UntapCost):
            c["untap"] = True
        elif isinstance(part, A.SacrificeCost):
            what = part.nodes()[0]
            if isinstance(what, A.SelfRef):
                c["sacrifice_self"] = True
                selves.append(_names_granter(what, env))
            else:
                c["sacrifice"] = (object_filter(what.find(A.Object), env),
                                  _cost_count(what.find(A.Count), env))
        elif isinstance(part, A.DiscardCost):
            what = part.nodes()[0] if part.nodes() else None
            if what is None:
                # "{2}, {T}, Discard your hand: Counter target noncreature spell." (701.9a)
                c["discard_hand"] = True
                continue
            rnd = _at_random(what)          # "Discard a card at random:"
            c["discard"] = (object_filter(what.find(A.Object), env, card_zone="hand", at_random=rnd),
                            _cost_count(what.find(A.Count), env))
            if rnd:
                c["discard_random"] = True
        elif isinstance(part, A.PayEnergyCost):
            c["energy"] = energy_amount(part.find(A.Energy))
        elif isinstance(part, A.PayLifeCost):
            c["pay_life"] = _cost_count(part.find(A.Number), env)
        elif isinstance(part, A.RemoveCountersCost):
            c["remove_counters"] = (_counter_kind(part, env), _cost_count(part.find(A.Count), env))
            selves.append(_names_granter(part.find(A.SelfRef), env))
        elif isinstance(part, A.PutCountersCost):
            part.find(A.SelfRef).mark(deep=True)
            selves.append(_names_granter(part.find(A.SelfRef), env))
            c["put_counters"] = (part.find(A.CounterKind).words, int_value(part.find(A.Count), env))
        elif isinstance(part, A.DiscardSelfCost):
            c["discard_self"] = True
            env.zone = "hand"              # "Discard ~:": activated from the hand (cycling, 702.29a)
        elif isinstance(part, A.RevealSelfCost):
            # "Reveal ~ from your hand": activated from the hand, where it stays (forecast
            # 702.57b; the engine keeps no hidden information to reveal)
            part.mark(deep=True)
            env.zone = "hand"
        elif isinstance(part, (A.TapUntappedCost, A.TapPowerCost)):
            # "Tap two untapped Elves you control"; crew 702.122a "Tap any number of other untapped
            # creatures you control with total power N or greater"
            # "Tap another untapped creature you control" (one other than this permanent)
            another = part.token("ANOTHER_UNTAPPED") is not None
            other = {"other": True} if another or str(part.token("OTHER_UNTAPPED")).startswith("other") else {}
            flt = object_filter(part.find(A.Object), env, **other).model_copy(update={"tapped": False})
            if flt.controller != "you":
                unsupported(part, "tapping permanents other than untapped ones you control", "tap_cost")
            if isinstance(part, A.TapPowerCost):
                c["tap_power"] = (flt, int_value(part.find(A.Number), env))
            else:
                c["tap_untapped"] = (flt, 1 if another else _cost_count(part.find(A.Count), env))
        elif isinstance(part, A.ForageCost):         # 701.59a
            c["forage"] = True
        elif isinstance(part, A.CollectEvidenceCost):     # 701.57a
            c["collect_evidence"] = int_value(part.find(A.Number), env)
        elif isinstance(part, A.ExileCardsCost):     # "Exile five other cards from your graveyard"
            what = part.find(A.SomeRef)
            zone = "hand" if part.token("FROM_YOUR_HAND") is not None else "graveyard"
            c[f"exile_from_{zone}"] = (object_filter(what.find(A.Object), env, card_zone=zone),
                                       _cost_count(what.find(A.Count), env))
        elif isinstance(part, A.UnattachCost):       # "Unattach ~" (701.3d): the Equipment that gives it
            if not _names_granter(part.find(A.SelfRef), env):
                unsupported(part, "unattaching an object other than the Equipment giving the ability", "unattach_cost")
            c["unattach"] = True
            selves.append(True)
        elif isinstance(part, A.TapSelfCost):        # "Tap <its name>" (201.5a): the Equipment that gives it
            if not _names_granter(part.find(A.SelfRef), env):
                unsupported(part, "'Tap ~' other than of the object giving the ability", "tap_cost")
            c["tap_named"] = True
            selves.append(True)
        elif isinstance(part, A.ReturnCost):         # "Return a land you control to its owner's hand"
            what = part.find(A.SomeRef)
            flt = object_filter(what.find(A.Object), env)
            if flt.controller != "you" or flt.zone not in (None, "battlefield"):
                unsupported(part, "returning permanents the payer doesn't control", "return_cost")
            c["return_to_hand"] = (flt, _cost_count(what.find(A.Count), env))
        elif isinstance(part, A.OrPayCost):
            # "sacrifice a creature or pay {3}{B}": the way announced as the spell is cast (601.2b)
            if env.kind != "additional_cost":
                unsupported(part, f"either cost {part.words!r} other than a spell's additional cost", "either_cost")
            way = lower_cost(node, env, parts=[n for n in part.nodes() if not isinstance(n, A.ManaCost)])
            if set(way.model_fields_set) & set(c):
                unsupported(part, f"either cost {part.words!r} beside another cost of its kind", "either_cost")
            c.update({k: getattr(way, k) for k in way.model_fields_set if k != "kind"},
                     or_mana=mana_string(part.find(A.ManaCost)))
        elif isinstance(part, A.RevealCardsCost):     # "reveal an Elf card from your hand"
            what = part.find(A.SomeRef)
            c["reveal_from_hand"] = (object_filter(what.find(A.Object), env, card_zone="hand"),
                                     _cost_count(what.find(A.Count), env))
        elif isinstance(part, A.EitherCost):
            # "sacrifice a creature or discard a card" (118.3): the payer takes one of the two
            one = lower_cost(node, env, parts=part.nodes())
            if one.sacrifice is None or one.discard is None or one.discard_random or "sacrifice" in c \
                    or "discard" in c:
                unsupported(part, f"either cost {part.words!r}", "either_cost")
            c.update(sacrifice=one.sacrifice, discard=one.discard, either=True)
        elif isinstance(part, A.ExileSelfCost):
            c["exile_self"] = True
            selves.append(_names_granter(part.find(A.SelfRef), env))
            if part.token("FROM_YOUR_GRAVEYARD") is not None:
                env.zone = "graveyard"     # "Exile ~ from your graveyard:": activated from there
        else:
            unsupported(part, f"cost {part.words!r}", part.rule)
    if any(selves):
        # "{T}, Sacrifice <its name>:" given to the equipped creature: "~" is the Equipment
        # (201.5a); {T} stays the creature's
        if not all(selves):
            unsupported(node, "a cost naming both the object with the ability and the one giving it",
                        "grant_named_self")
        c["granter"] = True
    return ir.Cost(**c)


# ---------------------------------------------------------------------------------------------
# Triggers (rule 603)
# ---------------------------------------------------------------------------------------------
def _subject_filter(node, env: Env) -> ir.Filter:
    if isinstance(node, A.Objref):
        node = node.nodes()[0]
    if isinstance(node, A.OneOrMore):
        node.mark()
        return object_filter(node.find(A.Object), env)
    node.mark(deep=isinstance(node, (A.SelfRef, A.AttachedRef)))
    if isinstance(node, A.SomeRef):
        _mark_count(node)    # "a creature", "another creature": the subject
    if isinstance(node, A.SelfRef):
        return ir.Filter(is_self=True)
    if isinstance(node, A.SomeRef):
        return object_filter(node.find(A.Object), env)
    if isinstance(node, A.AttachedRef):
        return ir.Filter(is_self=None, named=None, same_name_as=attached_word(node))
    if isinstance(node, A.AllRef):
        return object_filter(node.find(A.Object), env)
    unsupported(node, f"trigger subject {node.words!r}", "trigger_subject")


def _set_trigger_antecedent(flt: ir.Filter, env: Env) -> None:
    env.it = "self" if flt.is_self else "trigger:object"
    env.trigger_subject = env.it


def lower_trigger(node: A.Trigger, env: Env) -> tuple[list[tuple[ir.Trigger, Env]], list[ir.Condition | None]]:
    """The trigger event(s) — several when the wording names several ("enters or attacks"), each
    with the environment its effects are lowered in — and the intervening "if" condition of
    each."""
    node.mark()     # "when", "whenever", "at the beginning of"
    sr = node.find(A.StepRef) or node.find(A.StepOfEnchantedController) or node.find(A.CombatOnYourTurn)
    if sr is not None:
        got = [(_step_trigger(sr, env), env)]
    else:
        event = [n for n in node.nodes() if not isinstance(n, (A.InterveningIf, A.WhileCondition, A.DuringTurn))][0]
        got = _dispatch("event", event, env)
        got = got if isinstance(got, list) else [(got, env)]
    wc = node.find(A.WhileCondition)
    dt = node.find(A.DuringTurn)
    if wc is not None:
        # "attacks while you control a creature with power 4 or greater": the event happens
        # only in that state (603.2); its "it" is the event's object, as for an "if"
        wc.mark()
        state = _dispatch("condition", wc.nodes()[0], got[0][1] if len(got) == 1 else env)
        got = [(t.model_copy(update={"while_condition": state}), e) for t, e in got]
    elif dt is not None:
        state = _during_turn(dt)
        got = [(t.model_copy(update={"while_condition": state}), e) for t, e in got]
    conds: list = [None] * len(got)
    ii = node.find(A.InterveningIf)
    if ii is not None:
        # rule 603.4: checked when the event happens and again on resolution; its "it" is the
        # event's object ("if it had no -1/-1 counters on it", persist 702.79a) — of each event
        # of a trigger with several: "Whenever ~ or another creature you control dies, if it had
        # a +1/+1 counter on it" (this object, or the other creature)
        subject = ii.nodes()[0].nodes()[0] if ii.nodes()[0].nodes() else None
        for i, (trigger, cenv) in enumerate(got):
            cenv.trigger_event = trigger.event     # (what the condition's object went through)
            conds[i] = _dispatch("condition", ii.nodes()[0], cenv)
            if isinstance(subject, A.SelfRef):
                # "When a creature attacks you …, if this creature has defender, it loses defender",
                # "When an opponent casts a spell, if this permanent is an enchantment, it becomes …":
                # the condition names the object itself, the nearest antecedent of "it"
                cenv.it = "self"
    return got, conds


_STEPS = {"upkeep": "upkeep", "draw step": "draw", "end step": "end", "combat": "combat",
          "precombat main phase": "main1", "first main phase": "main1", "second main phase": "main2",
          "postcombat main phase": "main2"}


def _step_trigger(node, env: Env) -> ir.Trigger:
    if isinstance(node, A.CombatOnYourTurn):
        return ir.Trigger(event="beginning_of_step", step="begin_combat", whose="you")
    step = _STEPS[str(node.token("STEP"))]
    if isinstance(node, A.StepOfEnchantedController):
        node.mark(deep=True)
        env.player_it = "enchanted:controller"
        name_topic(env, "enchanted")   # "… of enchanted creature's controller, put a -1/-1 counter on that creature"
        return ir.Trigger(event="beginning_of_step", step=step, whose="enchanted:controller")
    ws = node.find(A.WhoseStep)
    w = ws.words if ws is not None else "the"
    if w in ("enchanted player's", "enchanted opponent's"):
        # "At the beginning of enchanted player's upkeep" (303.4b: the player the Curse enchants)
        if not _enchants_player(env):
            unsupported(ws, f"{w!r} step without 'Enchant player'", "enchanted_player")
        env.player_it = "enchanted"
        return ir.Trigger(event="beginning_of_step", step=step, whose="enchanted")
    whose = {"your": "you", "each": "each", "the": "each", "the next": "next", "each player's": "each",
             "each opponent's": "opponent"}[w]
    if whose == "next":
        unsupported(node, "a trigger on the next step only (a delayed trigger)", "next_step_trigger")
    if whose == "each":
        env.player_it = "active"
    elif whose == "opponent":
        env.player_it = "active"
    return ir.Trigger(event="beginning_of_step", step=step, whose=whose)


def event_enters(node: A.Enters, env: Env):
    subj = node.nodes()[0]
    flt = _subject_filter(subj, env)
    ppos = node.find(A.PlayerrefPossessive)
    if ppos is not None:
        flt = flt.model_copy(update={"controller": _owner_word(ppos, env)})
    return _batch(subj, _verb_trigger("enters", flt, env), env)


def event_dies(node, env):
    flt = _subject_filter(node.nodes()[0], env)
    if node.token("YOUR") is not None:      # "… into your graveyard …" (recover 702.59a)
        flt = flt.model_copy(update={"owner": "you"})
    if flt.is_self:
        env.moved = "trigger:new"   # rule 400.7d: "return it" finds the card it became
    env.left_face_down = bool(flt.face_down)
    return _batch(node.nodes()[0], _verb_trigger("dies", flt, env), env)


def event_state_trigger(node: A.StateTrigger, env):
    """Rule 603.8: "When you control no Islands, sacrifice ~.": a state trigger, checked as a
    player would receive priority (the engine's ``state_triggers``)."""
    if env.kind != "triggered":
        unsupported(node, "a state trigger outside a triggered ability", "state_trigger")
    return ir.Trigger(event="state", state=_dispatch("condition", node.nodes()[0], env))


def event_ring_tempts_you(node: A.RingTemptsYou, env):
    """"Whenever the Ring tempts you" (701.52d): each time the Ring tempts the controller, even
    if they had no creature to choose as their Ring-bearer."""
    node.mark(deep=True)
    env.player_it = "trigger:player"
    return ir.Trigger(event="action", player="you", keyword="the ring tempts you")


def event_performs_action(node: A.PerformsAction, env):
    """"Whenever you scry", "Whenever you scry or surveil" (one trigger per action, 603.2): the
    player performed that keyword action (701; scrying or surveilling 0 is no such event)."""
    who = _trigger_player(node.nodes()[0], env)
    env.player_it = "trigger:player"
    out = []
    for tok in node.tokens("ACTION_DONE"):
        sub = _alternative_env(env)
        sub.player_it = "trigger:player"
        out.append((ir.Trigger(event="action", player=who, keyword=" ".join(str(tok).lower().split()),
                               nth=_nth(node)), sub))
    node.mark(deep=True)
    return out[0][0] if len(out) == 1 else out


def _player_does_to_one(node, env, blocker: str):
    """"Whenever you turn a permanent face up", "… cycle another card": the player (first node)
    and the object description of the one object (some_ref) the player acts on."""
    _read_articles(node)
    who = _trigger_player(node.nodes()[0], env)
    ref = node.find(A.SomeRef)
    _mark_count(ref)
    if int_value(ref.find(A.Count), env) != 1:
        unsupported(ref, f"several objects in {node.words!r}", blocker)
    return who, ref.find(A.Object)


def event_turns_face_up(node: A.TurnsFaceUp, env):
    """"Whenever you turn a permanent face up" (its controller turns it face up: 702.37e, 708.8):
    "it" is that permanent."""
    who, obj = _player_does_to_one(node, env, "face_up_trigger")
    trig = _verb_trigger("is turned face up", object_filter(obj, env), env)
    node.mark()
    return trig.model_copy(update={"player": who})


def event_cycles_card(node: A.CyclesCard, env):
    """"Whenever you cycle a card" / "… another card" (702.29c: the card was cycled, "it" being
    that card); "Whenever you cycle or discard a card" is a discard trigger (702.29e: cycling a
    card discards it, and such an ability triggers only once for it)."""
    who, obj = _player_does_to_one(node, env, "cycle_trigger")
    flt = object_filter(obj, env, card_zone="any")
    env.it = "trigger:object"
    env.player_it = "trigger:player"
    node.mark()
    if node.token("OR_DISCARD") is not None:
        return ir.Trigger(event="discard", player=who, subject=flt, nth=_nth(node))
    return ir.Trigger(event="cycled", player=who, subject=flt, nth=_nth(node))


def event_collects_evidence(node: A.CollectsEvidence, env):
    """"Whenever you collect evidence" (701.57a: as a cost or as an effect)."""
    node.mark(deep=True)
    env.player_it = "trigger:player"
    return ir.Trigger(event="collected_evidence", player="you")


def event_leaves_graveyard(node: A.LeavesGraveyard, env):
    """"Whenever one or more creature cards leave your graveyard" (a card in its owner's
    graveyard moves to another zone, 400.7; once for the cards that leave at once, 603.2c)."""
    subj = node.nodes()[0]
    if isinstance(subj, A.SomeRef):
        _mark_count(subj)           # "an instant or sorcery card"
    subj.mark()
    flt = object_filter(subj.find(A.Object), env, card_zone="graveyard")
    env.it = "trigger:object"
    return _batch(subj, ir.Trigger(event="leaves_graveyard", player="you", subject=flt), env)


def event_put_into_graveyard(node: A.PutIntoGraveyard, env):
    """"Whenever a card is put into your graveyard from anywhere", "… into an opponent's
    graveyard …", "Whenever one or more creature cards are put into your graveyard from your
    library": a card put into its owner's graveyard (400.3) from any zone, or from the library
    only; "one or more" once for those put there at once (603.2c)."""
    subj = node.nodes()[0]
    if isinstance(subj, A.SelfRef):
        # the card's own ability would trigger as it reaches the graveyard from the hand or the
        # library (not from the battlefield, 603.10a): the engine looks there only at abilities
        # that say they work in a graveyard
        unsupported(node, "'when ~ is put into a graveyard' from a zone other than the battlefield: "
                          "its own ability triggering from the graveyard", "put_into_graveyard")
    if not isinstance(subj, (A.SomeRef, A.OneOrMore)):
        unsupported(subj, "a card put into a graveyard named other than by a description", "put_into_graveyard")
    if isinstance(subj, A.SomeRef):
        if int_value(subj.find(A.Count), env) != 1:
            unsupported(subj, "several cards put into a graveyard", "put_into_graveyard")
        _mark_count(subj)           # "a creature card"
    subj.mark()
    obj = subj.find(A.Object)
    if not re.search(r"\bcards?\b", obj.words):
        unsupported(obj, "a permanent, not a card, put into a graveyard from anywhere", "put_into_graveyard")
    # 108.2: a "card" is not a token (a token put into a graveyard is no card put there)
    flt = object_filter(obj, env, card_zone="graveyard").model_copy(update={"token": False})
    whose = node.token("GRAVEYARD_WHOSE")
    owner = {"a": None, "your": "you", "an opponent's": "opponent"}[whose]
    if owner is not None:
        if flt.owner is not None:
            unsupported(node, "a card of a stated owner put into a stated graveyard", "put_into_graveyard")
        flt = flt.model_copy(update={"owner": owner})   # 400.3: its owner's graveyard
    frm = node.token("GRAVEYARD_FROM")
    # 400.7d: "return it to your hand" finds the card it became in the graveyard
    env.it = "trigger:new"
    trig = ir.Trigger(event="put_into_graveyard", subject=flt,
                      from_zone="library" if frm == "from your library" else None)
    return _batch(subj, trig, env)


def _batch(subject, trig: ir.Trigger, env: Env) -> ir.Trigger:
    """"Whenever one or more creatures you control die": once for each event, however many
    objects it affects (rules 603.2c, 603.6a); "it" names none of them."""
    if not isinstance(subject, A.OneOrMore):
        return trig
    env.it = None
    env.trigger_subject = None
    return trig.model_copy(update={"batch": True})


def event_some_attack(node: A.SomeAttack, env):
    """"Whenever one or more creatures you control attack" (rule 508.3d): once, as attackers are
    declared, if one or more of them match."""
    flt = _subject_filter(node.nodes()[0], env)
    player = flt.controller or "any"
    if player not in ("you", "opponent", "any"):
        unsupported(node, f"attackers controlled by {player!r}", "some_attack")
    return ir.Trigger(event="you_attack", player=player, subject=flt.model_copy(update={"controller": None}))


def event_counters_put(node: A.CountersPut, env):
    """"Whenever one or more +1/+1 counters are put on ~ / a creature you control" (122.6): once
    for each event that puts them."""
    # "Whenever you put one or more +1/+1 counters on ~": only counters that player put (122.6)
    first = node.nodes()[0]
    who = None if isinstance(first, A.CounterKind) else _trigger_player(first, env)
    flt = _subject_filter(node.nodes()[-1], env)
    _set_trigger_antecedent(flt, env)
    return ir.Trigger(event="counter_added", subject=flt, counter=node.find(A.CounterKind).words,
                      batch=not flt.is_self, player=who)


def event_leaves(node, env):
    """"When ~ leaves the battlefield"; "… without dying" (700.4: to a zone other than a
    graveyard); "one or more …" once for those that leave at once (603.2c)."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    event = "leaves_without_dying" if node.token("WITHOUT_DYING") is not None else "leaves"
    return _batch(node.nodes()[0], ir.Trigger(event=event, subject=flt), env)


def event_attacks(node, env):
    trig = _verb_trigger("attacks", _subject_filter(node.nodes()[0], env), env)
    if node.token("ALONE") is not None:          # exalted (702.83a): the only attacker
        return trig.model_copy(update={"event": "attacks_alone"})
    if node.token("MOST_LIFE") is not None:      # dethrone (702.105a)
        return trig.model_copy(update={"event": "attacks_most_life"})
    if node.token("WHILE_SADDLED") is not None:  # 702.171b: the attacker is saddled
        return trig.model_copy(update={"subject": trig.subject.model_copy(update={"designation": "saddled"})})
    return trig


def _attacked_player(node, env) -> str:
    """The player an attack trigger names as attacked: "you", "enchanted player" (303.4b), "a
    player" (any), "an opponent"."""
    if isinstance(node, A.AnOpponent):
        node.mark(deep=True)
        return "opponent" if "opponent" in node.words else "any"
    return player_ref(node, env)


def event_attacks_player(node: A.AttacksPlayer, env):
    """"Whenever a creature attacks you or a planeswalker you control", "Whenever a creature
    attacks enchanted player", "Whenever this creature attacks a player" (506.2, 508.1b): a
    creature declared as an attacker attacking that player (or one of their planeswalkers)."""
    subj, who = node.nodes()
    trig = _verb_trigger("attacks", _subject_filter(subj, env), env)
    return trig.model_copy(update={"attacked": _attacked_player(who, env),
                                   "attacked_planeswalker": node.token("ATTACKED_PW") is not None})


def event_player_attacks_player(node: A.PlayerAttacksPlayer, env):
    """"Whenever you attack a player", "Whenever a player attacks enchanted player with one or
    more creatures" (508.1): once as that player declares attackers, if any of them attacks the
    player named; "that attacking player" is the one who attacked."""
    attacker, who = node.nodes()
    node.token("WITH_CREATURES")
    player = _trigger_player(attacker, env)
    env.it = env.trigger_subject = None
    env.player_it = "trigger:player"
    return ir.Trigger(event="you_attack", player=player, attacked=_attacked_player(who, env))


def event_some_attack_player(node: A.SomeAttackPlayer, env):
    """"Whenever one or more Halflings you control attack a player", "Whenever two or more
    creatures you control attack a player" (508.1, 603.2c): once as attackers are declared, if
    that many of them attack the player named.  "That player" (the one attacked) is left a gap."""
    *subj, who = node.nodes()
    if isinstance(subj[0], A.OneOrMore):
        flt, count = _subject_filter(subj[0], env), 1
    else:
        count = int_value(subj[0], env)
        flt = object_filter(subj[1], env)
    player = flt.controller or "any"
    if player not in ("you", "opponent", "any"):
        unsupported(node, f"attackers controlled by {player!r}", "some_attack")
    env.it = env.trigger_subject = None
    env.player_it = None
    return ir.Trigger(event="you_attack", player=player, subject=flt.model_copy(update={"controller": None}),
                      count=count, attacked=_attacked_player(who, env))


def event_exploits(node, env):
    """"When ~ exploits a creature" (702.110b); "that creature" would be the sacrificed one."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    env.it = "trigger:other"
    return ir.Trigger(event="exploits", subject=flt)


def event_attacks_with(node, env):
    """"Whenever ~ and at least one other creature with power greater than ~'s power attack"
    (training, 702.149a), "Whenever ~ and at least two other creatures attack" (battalion): ~
    attacks, and at least that many other attackers match (~ is named apart: "other", or not,
    the creatures counted are the others, 508.1)."""
    subj, num, other = node.nodes()
    node.token("OTHER_ATTACKER")
    n = int_value(num, env)
    if n < 1:
        unsupported(num, "at least no other attacker", "attacks_with")
    trig = _verb_trigger("attacks", _subject_filter(subj, env), env)
    flt = object_filter(other, env).model_copy(update={"other": False})
    return trig.model_copy(update={"event": "attacks_with", "other": flt, "count": n})


def event_becomes_blocked_by(node, env):
    """"Whenever ~ becomes blocked by a creature without flanking" (702.25a): once for each
    blocker that matches; "the blocking creature" is that blocker."""
    subj, by = node.nodes()
    flt = _subject_filter(subj, env)
    if not flt.is_self:
        unsupported(node, "'becomes blocked by' of another creature", "becomes_blocked_by")
    env.trigger_subject = "self"
    env.it = "self"
    env.player_it = "defending"
    env.blocker = "trigger:object"
    other = object_filter(by.find(A.Object), env)
    if int_value(by.find(A.Count), env) != 1:
        unsupported(by, "'becomes blocked by' several creatures", "becomes_blocked_by")
    return ir.Trigger(event="blocked_by", subject=flt, other=other)


def event_you_attack(node: A.YouAttack, env):
    """"Whenever you attack [with N or more <creatures>]": once per combat, when that player
    declares attackers (rule 508.1) — N of them matching."""
    node.find(A.You).mark(deep=True)
    obj = node.find(A.Object)
    if obj is None:
        return ir.Trigger(event="you_attack", player="you")
    return ir.Trigger(event="you_attack", player="you", subject=object_filter(obj, env),
                      count=int_value(node.find(A.Number), env))


def event_dealt_damage(node: A.DealtDamage, env):
    """"Whenever ~ is dealt damage" (120.3): "it" is the object dealt damage; "that much" the
    amount."""
    flt = _subject_filter(node.nodes()[0], env)
    env.it = env.trigger_subject = "self" if flt.is_self else "trigger:to"
    return ir.Trigger(event="dealt_damage", subject=flt)


def event_you_dealt_damage(node: A.YouDealtDamage, env):
    """"Whenever you're dealt damage" (120.3a): once for all the damage dealt to you at once
    (603.2c; as "is dealt damage" triggers once however many sources, 510.2), "that many" its
    total; no object is named."""
    node.mark(deep=True)
    env.it = env.trigger_subject = None
    env.player_it = "you"
    return ir.Trigger(event="player_dealt_damage", player="you")


def event_becomes_tapped(node: A.BecomesTapped, env):
    """"Whenever ~ becomes tapped" (603.2f: when it happens, not while it is tapped; 701.21a:
    whatever taps it, a cost or an effect)."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    env.player_it = "trigger:object:controller"
    untapped = str(node.token("BECOMES_TAPPED")).lower() == "untapped"
    return ir.Trigger(event="becomes_untapped" if untapped else "becomes_tapped", subject=flt)


def event_attacks_unblocked(node: A.AttacksUnblocked, env):
    """"Whenever ~ attacks and isn't blocked" (508.3f, 509.5g): as blockers are declared."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    env.player_it = "defending"
    return ir.Trigger(event="unblocked", subject=flt)


def event_cycle_self(node: A.CycleSelf, env):
    """Rule 702.29c: "When you cycle ~" — it triggers from wherever the card went (its
    graveyard); "it" is that card."""
    node.find(A.You).mark(deep=True)
    node.find(A.SelfRef).mark(deep=True)
    env.it = env.trigger_subject = "trigger:object"
    return ir.Trigger(event="cycled_self", player="you")


def event_sacrifices(node: A.Sacrifices, env):
    """"Whenever you sacrifice a Clue" (701.17a): "it" is the sacrificed permanent."""
    _read_articles(node)
    who = _trigger_player(node.nodes()[0], env)
    flt = _subject_filter(node.nodes()[-1], env)
    env.it = env.trigger_subject = "self" if flt.is_self else "trigger:object"
    env.player_it = "trigger:player"
    return _batch(node.nodes()[-1], ir.Trigger(event="sacrificed", player=who, subject=flt), env)


def event_crews(node: A.Crews, env: Env):
    """"Whenever this creature crews a Vehicle" (702.122d: it was tapped to pay the cost of a
    Vehicle's crew ability), "… saddles a Mount or crews a Vehicle" (702.171d, a Mount's saddle
    ability): one trigger per event (603.2); "that Vehicle" is the Vehicle (or Mount) crewed."""
    subj = node.nodes()[0]
    out = []
    for verb in node.tokens("CREWS"):
        sub = _alternative_env(env)
        flt = _subject_filter(subj, sub)
        if not flt.is_self:
            unsupported(subj, f"{subj.words!r} crewing or saddling: only ~'s own", "trigger_subject")
        sub.it = sub.trigger_subject = "self"
        sub.blocked = "trigger:other"      # "that Vehicle", "that Mount or Vehicle"
        event = "crews" if str(verb).lower().startswith("crews") else "saddles"
        out.append((ir.Trigger(event=event, subject=flt), sub))
    return out


def event_you_sacrifice_it(node: A.YouSacrificeIt, env: Env):
    """"… and when you sacrifice it" (701.17a): ~, named by the event before ("When ~ enters");
    it triggers as ~ leaves the battlefield (603.10a: it looks back in time)."""
    node.mark()
    node.find(A.You).mark(deep=True)
    if env.it != "self":
        unsupported(node, "'when you sacrifice it' after an event naming another object than ~", "trigger_subject")
    env.trigger_subject = "self"
    env.player_it = "trigger:player"
    return ir.Trigger(event="sacrificed", player="you", subject=ir.Filter(is_self=True))


def event_blocks(node, env):
    """"Whenever ~ blocks", "Whenever ~ blocks a creature with flying" (509.1a: once for each
    creature it blocks that matches)."""
    trig = _verb_trigger("blocks", _subject_filter(node.nodes()[0], env), env)
    blocked = node.find(A.SomeRef)
    if blocked is None:
        return trig
    if int_value(blocked.find(A.Count), env) != 1:
        unsupported(blocked, "'blocks' several creatures", "blocks")
    _mark_count(blocked)
    other = object_filter(blocked.find(A.Object), env)
    return trig if other == ir.Filter(types=("creature",)) else trig.model_copy(update={"other": other})


def _verb_trigger(verb: str, flt: ir.Filter, env: Env) -> ir.Trigger:
    """The trigger of "<subject> enters / dies / attacks / blocks", with its antecedents."""
    if verb == "blocks":
        env.trigger_subject = "self" if flt.is_self else "trigger:object"
        env.it = env.trigger_subject     # "When ~ blocks, sacrifice it"
        env.blocked = "trigger:other"    # "that creature": the creature it blocked
        return ir.Trigger(event="blocks", subject=flt)
    if verb == "transforms into ~":
        # 701.28e: it transformed (or converted) and has the face's name after (the ~ of the
        # face whose text this is)
        flt = flt.model_copy(update={"named": env.face.oracle_name})
    _set_trigger_antecedent(flt, env)
    if verb == "attacks":
        env.player_it = "defending"
    elif flt.controller == "opponent":
        # "Whenever a creature an opponent controls dies, that player loses 2 life": the
        # opponent named is the one who controlled it
        env.player_it = "trigger:object:controller"
    elif flt.controller == "enchanted":
        # "Whenever a creature enchanted player controls enters, that player loses 1 life" (303.4b)
        env.player_it = "enchanted"
    return ir.Trigger(event=_VERB_EVENTS.get(verb, verb), subject=flt)


# 708.8, 701.28e, 700.4
_VERB_EVENTS = {"is turned face up": "turned_face_up", "transforms into ~": "transforms",
                "leaves the battlefield without dying": "leaves_without_dying",
                "leaves the battlefield": "leaves", "is put into a graveyard from the battlefield": "dies",
                "is put into exile from the battlefield": "exiled_from_battlefield"}


def event_transforms_into(node: A.TransformsInto, env: Env):
    """"Whenever this creature transforms into ~" (701.28e)."""
    node.token("SELF")
    return _verb_trigger("transforms into ~", _subject_filter(node.nodes()[0], env), env)


def event_turned_face_up(node: A.TurnedFaceUp, env: Env):
    """"When ~ is turned face up" (708.8: it doesn't enter the battlefield; the face-up
    permanent's ability triggers)."""
    return _verb_trigger("is turned face up", _subject_filter(node.nodes()[0], env), env)


def _alternative_env(env: Env) -> Env:
    """A fresh environment for one event of a trigger with several: each becomes an ability of
    its own, with its own targets and antecedents."""
    return Env(face=env.face, line=env.line, kind=env.kind, zone=env.zone)


def event_shared_subject_events(node: A.SharedSubjectEvents, env: Env):
    """"Whenever ~ enters or attacks": one trigger per event (rule 603.2), the same subject."""
    subj = node.nodes()[0]
    out = []
    for verb in node.find_all(A.EventVerb):
        sub = _alternative_env(env)
        verb.mark(deep=True)
        out.append((_verb_trigger(verb.words, _subject_filter(subj, sub), sub), sub))
    return out


def event_shared_event_subjects(node: A.SharedEventSubjects, env: Env):
    """"Whenever ~ or another creature you control dies": one trigger per subject; "… is put into
    a graveyard from the battlefield or is put into exile from the battlefield": per subject and
    event (603.2)."""
    verbs = node.find_all(A.EventVerb)
    out = []
    for subj in [n for n in node.nodes() if not isinstance(n, A.EventVerb)]:
        for verb in verbs:
            verb.mark(deep=True)
            sub = _alternative_env(env)
            out.append((_verb_trigger(verb.words, _subject_filter(subj, sub), sub), sub))
    return out


def event_subjects_deal_combat_damage(node: A.SubjectsDealCombatDamage, env: Env):
    """"Whenever ~ or equipped creature deals combat damage to a player": one trigger per subject
    (603.2), "that player" the player dealt the damage (510.2)."""
    opponent = str(node.token("DAMAGED_PLAYER")).lower() == "an opponent"
    out = []
    for subj in node.nodes():
        sub = _alternative_env(env)
        flt = _subject_filter(subj, sub)
        _set_trigger_antecedent(flt, sub)
        sub.player_it = "trigger:player"
        out.append((ir.Trigger(event="deals_combat_damage_to_player", subject=flt,
                               player="opponent" if opponent else None), sub))
    return out


def event_either_event(node: A.EitherEvent, env: Env):
    """"Whenever you cast a white spell or a Plains you control enters": one trigger per event.
    "When ~ enters and when you sacrifice it": the second event's "it" is what the first named."""
    out = []
    for ev in node.nodes():
        sub = _alternative_env(env)
        if out:
            sub.it = out[0][1].trigger_subject
        got = _dispatch("event", ev, sub)
        out.extend(got if isinstance(got, list) else [(got, sub)])
    return out


def event_blocks_or_blocked(node, env):
    flt = _subject_filter(node.nodes()[0], env)
    env.trigger_subject = "self" if flt.is_self else "trigger:object"
    by = node.find(A.SomeRef)
    other = None
    if by is not None:
        # "… blocks or becomes blocked by a non-Wall creature": once for each creature it blocks
        # or is blocked by that matches (509.1a, 509.3), "that creature" being that one
        by.mark()
        if int_value(by.find(A.Count), env) != 1:
            unsupported(by, "'blocks or becomes blocked by' several creatures", "blocks_or_blocked")
        _mark_count(by)
        other = object_filter(by.find(A.Object), env)
        if other == ir.Filter(types=("creature",)):
            other = None            # "by a creature": as BY_A_CREATURE
        else:
            env.it = "trigger:facing"
            return ir.Trigger(event="blocks_or_blocked", subject=flt, other=other)
    # "it gets +N/+N" is the subject; "that creature" (with "by a creature") the other creature
    env.it = "trigger:other" if node.token("BY_A_CREATURE") is not None or by is not None else env.trigger_subject
    return ir.Trigger(event="blocks_or_blocked", subject=flt)


def event_becomes_blocked(node, env):
    """Rule 509.1h: an attacking creature becomes blocked once, however many creatures block it."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    env.player_it = "defending"
    return ir.Trigger(event="becomes_blocked", subject=flt)


def event_deals_combat_damage(node, env):
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    if isinstance(node.nodes()[0], A.OneOrMore):
        # "Whenever one or more creatures you control deal combat damage to a player": once for
        # each player dealt combat damage at once (510.2, 603.2c)
        if not node.words.endswith(("a player", "an opponent")):
            unsupported(node, "one or more creatures dealing combat damage to a creature", "batch_damage")
        env.it = env.trigger_subject = None
        env.player_it = "trigger:player"
        return ir.Trigger(event="deals_combat_damage_to_player", subject=flt, batch=True,
                          player="opponent" if node.words.endswith("an opponent") else None)
    w = node.words
    if w.endswith("a creature"):
        env.it = "trigger:other"
        return ir.Trigger(event="deals_combat_damage_to_creature", subject=flt)
    pw = _damaged_planeswalker(node, "deals_combat_damage", env)
    if pw is not None:
        return ir.Trigger(event=pw, subject=flt)
    env.player_it = "trigger:player"
    enchanted = node.find(A.EnchantedPlayer)
    if enchanted is not None:      # "… deals combat damage to enchanted player" (303.4b)
        return ir.Trigger(event="deals_combat_damage_to_player", subject=flt, player=player_ref(enchanted, env))
    return ir.Trigger(event="deals_combat_damage_to_player", subject=flt,
                      player="opponent" if w.endswith("an opponent") else None)


def _damaged_planeswalker(node, event: str, env) -> str | None:
    """"… deals (combat) damage to a player or planeswalker": either dealt damage (no "that
    player": it may be a planeswalker); "… to a planeswalker": "that planeswalker" is the one
    dealt damage (120.3)."""
    pw = node.token("DAMAGED_PW")
    if pw is None:
        return None
    if str(pw).lower().endswith("player or planeswalker"):
        return event + "_to_player_or_planeswalker"
    env.it = "trigger:other"
    return event + "_to_planeswalker"


def _source_filter(node: A.SourceRef, env: Env) -> ir.Filter:
    """"a source you control", "a red source an opponent controls": any object that deals
    damage (609.7), of those colors and controlled by that player (the spell's or ability's
    controller for a spell or an ability's source off the battlefield, 110.2, 112.2)."""
    node.mark(deep=True)    # the article says "one": each such event triggers
    f: dict = {}
    cs = node.find(A.Colors)
    if cs is not None:
        if cs.words in ("colorless", "multicolored", "monocolored"):
            unsupported(cs, f"a {cs.words} source", "source_ref")
        f["colors"] = tuple(c.words for c in cs.find_all(A.Color))
    if node.find(A.Other) is not None:          # "another red source you control": not this one
        f["other"] = True
    nt = node.find(A.Nontype)                   # "a noncreature source you control"
    if nt is not None:
        if nt.token("SUBTYPE") is not None:
            unsupported(nt, f"a {nt.words} source", "source_ref")
        f["not_types"] = (nt.words[3:],)
    tl = node.find(A.TypeList)                  # "an instant or sorcery source", "a Giant source"
    if tl is not None:
        units = tl.find_all(A.TypeUnit)
        ts = [[_type_word(t) for t in u.tokens("TYPE")] for u in units]
        ss = [[singular_subtype(x) for x in u.tokens("SUBTYPE")] for u in units]
        if all(len(t) == 1 and not s for t, s in zip(ts, ss)):
            f["types"] = tuple(t[0] for t in ts)
        elif all(not t and len(s) == 1 for t, s in zip(ts, ss)):
            f["subtypes"] = tuple(s[0] for s in ss)
        else:
            unsupported(tl, f"a {tl.words} source", "source_ref")
    cb = node.find(A.ControlledBy)
    if cb is not None:
        f["controller"] = _player_filter_word(cb.nodes()[0], env)
    return ir.Filter(**f)


def event_deals_damage(node, env):
    subj = node.nodes()[0]
    flt = _source_filter(subj, env) if isinstance(subj, A.SourceRef) else _subject_filter(subj, env)
    _set_trigger_antecedent(flt, env)
    if node.token("DEALS_DAMAGE_ANY") is not None:
        # "Whenever ~ deals damage, you gain that much life." (120.2, 603.2c): no recipient, so
        # no "that player" or "that creature"; "that much" is the damage that source dealt at once
        env.player_it = None
        combat = "combat" in str(node.token("DEALS_DAMAGE_ANY"))
        return ir.Trigger(event="deals_combat_damage" if combat else "deals_damage", subject=flt)
    w = node.words
    if w.endswith("a creature"):
        env.it = "trigger:other"
        return ir.Trigger(event="deals_damage_to_creature", subject=flt)
    pw = _damaged_planeswalker(node, "deals_damage", env)
    if pw is not None:
        return ir.Trigger(event=pw, subject=flt)
    env.player_it = "trigger:player"
    # "deals noncombat damage" (120.2b): damage not dealt as combat damage (510.2)
    event = "deals_noncombat_damage_to_player" if node.token("NONCOMBAT") is not None \
        else "deals_damage_to_player"
    player = "opponent" if w.endswith("an opponent") else "you" if node.token("DEALT_YOU") is not None \
        else None
    return ir.Trigger(event=event, subject=flt, player=player)


def _trigger_player(node, env) -> str:
    if isinstance(node, A.Playerref):
        node = node.nodes()[0]
    node.mark(deep=True)
    if isinstance(node, A.You):
        return "you"
    if isinstance(node, A.AnOpponent):
        return "opponent" if "opponent" in node.words else "any"
    if isinstance(node, A.EachPlayer):
        return "opponent" if "opponent" in node.words else "any"
    if isinstance(node, A.EnchantedPlayer):
        # "Whenever enchanted player casts a spell", "… draws a card" (303.4b: the player the
        # Aura is attached to as the event happens)
        return player_ref(node, env)
    unsupported(node, f"trigger player {node.words!r}", "trigger_player")


def _read_articles(node) -> None:
    """"a player casts a spell", "taps a land": the article only says "one"."""
    for a in node.find_all(A.Article):
        a.mark(deep=True)


def event_casts(node: A.Casts, env):
    _read_articles(node)
    who = _trigger_player(node.nodes()[0], env)
    if node.find(A.Object) is None:
        # "When you cast ~": a triggered ability of the spell, on the stack (702.40a)
        node.token("SELF")
        env.it = env.trigger_subject = "self"
        return ir.Trigger(event="cast", player=who, spell=ir.Filter(is_self=True, zone="stack"))
    flt = object_filter(node.find(A.Object), env)
    cast_from = None
    if node.token("CAST_ELSEWHERE") is not None:
        cast_from = "not_hand"          # "from anywhere other than your hand" (601.2a)
    elif flt.zone not in (None, "stack"):
        # "Whenever you cast an instant or sorcery spell from your hand", "… from your graveyard"
        # (601.2a: the zone it was cast from; "your graveyard": a card you own, "a graveyard": any)
        if flt.zone not in ("hand", "graveyard", "library", "exile") or \
                flt.owner not in (None, "you") and flt.zone != "hand":
            unsupported(node, f"a spell cast from a zone ({flt.zone}, {node.words!r})", "cast_from_zone")
        cast_from = flt.zone
        if flt.zone == "hand":
            flt = flt.model_copy(update={"owner": None})       # a hand holds its owner's cards (400.3)
    env.player_it = "trigger:player"
    # the spell cast is the trigger's object: "that spell" names it even after "this creature"
    # ("Whenever you cast a spell, this creature gets +X/+X …, where X is that spell's mana value")
    env.it = env.trigger_subject = "trigger:object"
    dt = node.find(A.DuringTurn)      # "your first spell during each opponent's turn"
    return ir.Trigger(event="cast", player=who, spell=flt.model_copy(update={"zone": "stack"}), nth=_nth(node),
                      while_condition=_during_turn(dt) if dt is not None else None, cast_from=cast_from)


def event_casts_or_copies(node: A.CastsOrCopies, env):
    """"Whenever you cast or copy an instant or sorcery spell": a spell cast (601.2i) or a copy of
    a spell put on the stack (707.10) — each is an event."""
    _read_articles(node)
    who = _trigger_player(node.nodes()[0], env)
    flt = object_filter(node.find(A.Object), env)
    if flt.zone not in (None, "stack"):
        unsupported(node, f"a spell cast or copied from a zone ({flt.zone})", "cast_from_zone")
    env.player_it = "trigger:player"
    env.it = env.trigger_subject = "trigger:object"     # "that spell" (as in event_casts)
    return ir.Trigger(event="cast_or_copy", player=who, spell=flt.model_copy(update={"zone": "stack"}))


def _during_turn(node: A.DuringTurn) -> ir.Condition:
    """"… during an opponent's turn": the ability's controller isn't the active player as the
    event happens (500.1; every other player is an opponent, 102.3); "during your turn": is."""
    node.mark(deep=True)
    if node.words == "during your main phase":         # 505.1: either main phase of the turn
        return ir.Condition(condition="timing", event="main", player="you")
    return ir.Condition(condition="your_turn", negate="opponent" in node.words)


def _nth(node) -> int | None:
    """"for the first time each turn" (1), "your second card each turn" (2)."""
    if node.token("FIRST_TIME") is not None:
        return 1
    o = node.token("ORDINAL") or node.token("CAST_ORDINAL")
    return {"first": 1, "second": 2, "third": 3}[str(o)] if o is not None else None


def event_gains_life(node, env):
    env.player_it = "trigger:player"
    if node.token("FIRST_IN_YOUR_TURN") is not None:
        # "for the first time during each of your turns": the first of the turn, in your turn
        return ir.Trigger(event="gain_life", player=_trigger_player(node.nodes()[0], env), nth=1,
                          while_condition=ir.Condition(condition="your_turn"))
    return ir.Trigger(event="gain_life", player=_trigger_player(node.nodes()[0], env), nth=_nth(node))


def event_activates(node: A.Activates, env):
    """"Whenever you activate an exhaust ability" (602.2; exhaust 702.177a): the ability is put on
    the stack (mana abilities, 605, are not: runtime/UNIMPLEMENTED.md)."""
    node.mark(deep=True)
    return ir.Trigger(event="activated", player="you", keyword=str(node.token("ABILITY_KEYWORD")).lower())


def event_expends(node: A.Expends, env):
    """"Whenever you expend 4": as its controller spends their fourth total mana to cast spells
    during a turn (the cards' reminder text; the shipped rules predate it)."""
    node.mark(deep=True)
    return ir.Trigger(event="expend", player="you", count=int_value(node.find(A.Number), env))


def event_gives_gift(node: A.GivesGift, env):
    """"Whenever you give a gift" (702.174c): an instant or sorcery spell you control whose gift
    cost was paid resolves, or the gift triggered ability of a permanent you control resolves."""
    node.mark(deep=True)
    return ir.Trigger(event="gift_given", player="you")


def event_exiled_this_way(node: A.ExiledThisWay, env):
    """"When ~ is exiled this way" (madness 702.35a): the card exiled by its own replacement of
    its discard (the ability before it, linked, 607.2); it triggers from exile, "it" is that card."""
    node.mark(deep=True)
    env.it = env.trigger_subject = "trigger:object"
    return ir.Trigger(event="exiled_this_way")


def event_revealed_this_way(node: A.RevealedThisWay, env):
    """"When you reveal this card this way" (miracle 702.94a): the card its owner revealed as they
    drew it (the static ability before it, linked, 603.11); it triggers from the hand, "it" is
    that card."""
    node.mark(deep=True)
    env.it = env.trigger_subject = "trigger:object"
    return ir.Trigger(event="revealed_this_way")


def event_fully_unlocks(node: A.FullyUnlocks, env):
    """"Whenever you fully unlock a Room" (eerie): as the last locked door of a Room its
    controller controls becomes unlocked (the cards' reminder text; the shipped rules predate
    Rooms).  The engine has no Rooms (runtime/UNIMPLEMENTED.md): the event never happens in its
    games, as in a game without Rooms."""
    node.mark(deep=True)
    return ir.Trigger(event="room_fully_unlocked", player="you")


def event_gains_or_loses_life(node: A.GainsOrLosesLife, env):
    """"Whenever you gain or lose life": either event (119.3, 119.9), one ability (its "This
    ability triggers only once each turn" counts both)."""
    env.player_it = "trigger:player"
    return ir.Trigger(event="gain_or_lose_life", player=_trigger_player(node.nodes()[0], env))


def event_loses_life(node, env):
    env.player_it = "trigger:player"
    return ir.Trigger(event="lose_life", player=_trigger_player(node.nodes()[0], env))


def event_draws(node, env):
    _read_articles(node)
    env.player_it = "trigger:player"
    return ir.Trigger(event="draw", player=_trigger_player(node.nodes()[0], env), nth=_nth(node))


def event_discards(node, env):
    _read_articles(node)
    env.player_it = "trigger:player"
    oom = node.find(A.OneOrMore)
    if oom is not None:
        oom.mark()
    obj = (oom or node).find(A.Object)
    flt = object_filter(obj, env, card_zone="any") if obj is not None else None
    if flt is not None:
        env.it = "trigger:object"
    trig = ir.Trigger(event="discard", player=_trigger_player(node.nodes()[0], env), subject=flt)
    return _batch(node.nodes()[-1], trig, env)


def event_player_taps(node: A.PlayerTaps, env):
    """"Whenever you tap an untapped creature an opponent controls" (701.21a: tapped by that
    player, by an effect they control or a cost they pay; "untapped" is its state before, so the
    tapped creature is described without it); "one or more …" once for those tapped at once
    (603.2c). "It" is the tapped permanent."""
    _read_articles(node)
    node.token("TAP_UNTAPPED")
    who = _trigger_player(node.nodes()[0], env)
    flt = object_filter(node.find(A.Object), env)
    env.player_it = "trigger:object:controller"
    trig = ir.Trigger(event="player_taps", player=who, subject=flt)
    if node.token("TAP_ONE_OR_MORE") is not None:
        return trig.model_copy(update={"batch": True})
    env.it = env.trigger_subject = "trigger:object"
    return trig


def event_taps_for_mana(node, env):
    _read_articles(node)
    who = _trigger_player(node.nodes()[0], env)
    flt = object_filter(node.find(A.Object), env)
    env.player_it = "trigger:player"
    env.it = "trigger:object"
    return ir.Trigger(event="tap_for_mana", player=who, subject=flt)


def event_tapped_for_mana(node: A.TappedForMana, env):
    """"Whenever enchanted land / a Forest is tapped for mana" (106.12): its mana ability with
    {T} in the cost was activated, by whoever activated it ("that player")."""
    flt = _subject_filter(node.nodes()[0], env)
    env.player_it = "trigger:player"
    env.it = "trigger:object"
    return ir.Trigger(event="tap_for_mana", subject=flt)


def event_becomes_target(node, env):
    """"Whenever ~ becomes the target of a spell or ability [you control] [for the first time
    each turn]" (``player``: the controller of that spell or ability)."""
    flt = _subject_filter(node.nodes()[0], env)
    _set_trigger_antecedent(flt, env)
    parts = node.nodes()
    player = _trigger_player(parts[1], env) if len(parts) > 1 else None
    env.targeting = "trigger:by"     # "counter that spell or ability unless that player pays" (702.21a)
    if env.player_it is None:
        env.player_it = "trigger:player"
    # "… of a spell": only a spell targets it, not an ability (115.1)
    by_spell = str(node.token("TARGETED_BY")) == "a spell"
    return ir.Trigger(event="becomes_target", subject=flt, player=player, nth=_nth(node),
                      spell=ir.Filter(zone="stack") if by_spell else None)


def event_counter_removed(node, env):
    _read_articles(node)
    flt = _subject_filter(node.nodes()[-1], env)
    _set_trigger_antecedent(flt, env)
    last = node.token("LAST") is not None      # "the last time counter" (vanishing, 702.63a)
    return ir.Trigger(event="last_counter_removed" if last else "counter_removed", subject=flt,
                      counter=node.find(A.CounterKind).words)


# ---------------------------------------------------------------------------------------------
# Static abilities (rule 604)
# ---------------------------------------------------------------------------------------------
def affected(node: A.Affected, env: Env):
    sub = node.nodes()[0]
    if isinstance(sub, A.Object):
        return object_filter(sub, env)
    ref = object_ref(sub, env)
    if isinstance(ref, ir.All):
        return ref.filter
    if ref in ("self", "enchanted", "equipped", "fortified"):
        name_topic(env, ref)           # "~ gets +1/+1 for each oil counter on it"
        return ref
    unsupported(node, f"affected objects {node.words!r}", "affected")


def _static_pt(node, env) -> ir.PTModify:
    who = affected(node.find(A.Affected), env)
    p, t = str(node.token("PT_CHANGE")).split("/")
    per = node.find(A.PerEachStatic)
    if per is not None:
        # "Each creature gets +1/+1 for each other creature … that shares a creature type with it":
        # "it" in the count is the object the effect applies to (one count for each)
        env.it = who if isinstance(who, str) else "affected"
    per_q = each_count(per, env) if per is not None else None
    if "x" in p or "x" in t:
        # "gets +X/+X, where X is …": +1/+1 times X (each part X or 0)
        if env.x_def is None or per_q is not None or any(v.lstrip("+-") not in ("x", "0") for v in (p, t)):
            unsupported(node, "a static +X/+X with no X defined", "static_x")
        one = {"+x": 1, "-x": -1, "+0": 0, "-0": 0}
        return ir.PTModify(affected=who, power=one[p], toughness=one[t], per=env.x_def)
    return ir.PTModify(affected=who, power=int(p), toughness=int(t), per=per_q)


def static_anthem(node, env):
    return [_static_pt(node, env)]


# Static effects the engine reads from the abilities an object has after the layers (613.1f:
# abilities it gained): prevention and replacement effects (615, 614; a permanent's own zone
# changes too) and cost changes of other spells (601.2f) — "Equipped creature has 'Prevent all
# damage that would be dealt to this creature.'", "It gains 'If this creature would die, exile it
# instead.'", "Creatures you control with flying have 'Spells your opponents cast that target this
# creature cost {2} more to cast.'".  The others (layered effects, rules restrictions, player rules,
# casting permissions) it applies only from printed abilities (runtime/UNIMPLEMENTED.md).
_GAINED_STATICS_APPLIED = (ir.PreventDamageStatic, ir.DamageInstead, ir.CountersInstead, ir.TokensInstead,
                           ir.LifeGainInstead)


def _applied_when_gained(e) -> bool:
    if isinstance(e, ir.ZoneReplacement):
        return True                  # its own: read from the permanent's abilities after the layers
    if isinstance(e, ir.CostModifier):
        return e.spells is not None
    return isinstance(e, _GAINED_STATICS_APPLIED)


def _check_granted_statics(abilities: list, node) -> None:
    for a in abilities:
        if isinstance(a, ir.StaticAbility) and not all(_applied_when_gained(e) for e in a.effects):
            unsupported(node, "a static ability given to an object that the engine applies from printed "
                              "abilities only", "grant_static")


def _grant_tail(node, who, env) -> list:
    ban = node.find(A.ActivationBan)
    if ban is not None:
        return [_activation_ban(ban, who)]       # "…, and its activated abilities can't be activated"
    restr = node.find(A.StaticRestriction)
    if restr is not None:
        r = restr.words
        if r not in _STATIC_RESTRICTIONS:
            unsupported(node, f"can't {r}", "static_cant")
        return [ir.Restriction(affected=who, what=_STATIC_RESTRICTIONS[r])]
    if node.token("EACH_COMBAT") is not None:
        return [ir.Restriction(affected=who, what="attacks_each_combat")]     # rule 508.1d
    if node.token("DOESNT_UNTAP_TAIL") is not None:
        return [ir.Restriction(affected=who, what="doesnt_untap")]            # rule 502.3
    if node.token("DESPITE_DEFENDER") is not None:
        return [ir.Restriction(affected=who, what="can_attack_despite_defender")]     # rule 702.3b
    if node.token("BLOCK_LIMIT") is not None:
        return static_block_limit(node, env, who)
    if node.find(A.TypeTail) is not None:
        return _type_tail(node.find(A.TypeTail), who, env)
    if node.token("LOSES_ALL") is not None:     # "… and loses all abilities" (613.1f, layer 6)
        return [ir.RemoveAllAbilities(affected=who)]
    if node.words.startswith("loses"):
        kws = tuple(k.words for k in node.find_all(A.KeywordName))
        return [ir.RemoveKeywords(affected=who, keywords=kws)]
    env.granter_static, env.names_granter = True, False
    try:
        kws, abilities = granted_abilities(node.find(A.GrantedAbilities), env)
    finally:
        env.granter_static = False
    _check_granted_statics(abilities, node)
    out = [ir.GrantKeywords(affected=who, keywords=kws)] if kws else []
    return out + [ir.GrantAbility(affected=who, ability=a, granter=env.names_granter) for a in abilities]


def static_static_pt_and_grant(node, env):
    pt = _static_pt(node, env)
    return [pt] + [e for tail in node.find_all(A.GrantTail) for e in _grant_tail(tail, pt.affected, env)]


def static_grant_keywords(node, env):
    who = affected(node.find(A.Affected), env)
    return _grant_tail(node, who, env)


def static_grant_and_type(node: A.GrantAndType, env):
    """"… has flying and is a Knight in addition to its other types": the abilities granted
    (layer 6) and the types added (layer 4), each to the same objects."""
    who = affected(node.find(A.Affected), env)
    kws, abilities = granted_abilities(node.find(A.GrantedAbilities), env)
    if any(isinstance(a, ir.StaticAbility) for a in abilities):
        unsupported(node, "a static ability granted to other objects", "grant_static")
    out = [ir.GrantKeywords(affected=who, keywords=kws)] if kws else []
    out += [ir.GrantAbility(affected=who, ability=a) for a in abilities]
    return out + _type_tail(node.find(A.TypeTail), who, env)


def static_keeps_source(node: A.KeepsSource, env):
    """Rule 702.16n: "… has protection from white. This effect doesn't remove ~." — the
    protection granted doesn't apply to this Aura (it stays attached; another instance of
    protection from the same quality still removes it)."""
    node.token("SELF")
    effects = _dispatch("static", node.nodes()[0], env)
    out = []
    for e in effects:
        if isinstance(e, ir.GrantAbility) and isinstance(e.ability, ir.KeywordAbility) \
                and e.ability.name == "protection":
            e = e.model_copy(update={"keeps_source": True})
        out.append(e)
    if not any(getattr(e, "keeps_source", False) for e in out):
        unsupported(node, "'This effect doesn't remove ~' after no protection", "keeps_source")
    if env.face.subtypes is None or "Aura" not in env.face.subtypes:
        unsupported(node, "'This effect doesn't remove ~' on something else than an Aura", "keeps_source")
    return out


def static_lose_all_static(node: A.LoseAllStatic, env):
    """Rule 613.1f (layer 6) and 613.4b (layer 7b): "Enchanted creature loses all abilities and
    has base power and toughness 1/1." """
    who = affected(node.find(A.Affected), env)
    out = [ir.RemoveAllAbilities(affected=who)]
    base = node.find(A.BasePt)
    if base is not None:
        out.append(_base_pt_set(base, who))
    for tail in node.find_all(A.GrantTail):      # "… and can't attack or block"
        out += _grant_tail(tail, who, env)
    return out


def _base_pt_set(base: A.BasePt, who) -> ir.PTSet:
    """"base power and toughness 1/1" of a static ability: set in layer 7b (613.4b), not a CDA."""
    base.mark()
    p, t = _fixed_pt(base, base.token("PT_SIZE"))
    return ir.PTSet(affected=who, power=ir.Fixed(value=p), toughness=ir.Fixed(value=t), cda=False)


def static_base_pt_static(node: A.BasePtStatic, env):
    """Rule 613.4b (layer 7b): "Enchanted creature has base power and toughness 1/1[, has
    deathtouch, and is an Assassin in addition to its other types]." """
    who = affected(node.find(A.Affected), env)
    out = [_base_pt_set(node.find(A.BasePt), who)]
    return out + [e for tail in node.find_all(A.GrantTail) for e in _grant_tail(tail, who, env)]


def effect_loses_all(node: A.LosesAll, env, subject):
    """Rule 613.1f: "Target creature loses all abilities until end of turn." (layer 6)."""
    return ir.LoseAllAbilities(what=_obj_subject(node, subject, env), duration=_duration(node, env))


def effect_has_base_pt(node: A.HasBasePt, env, subject):
    """Rule 613.4b: "… has base power and toughness 0/2 until end of turn." (layer 7b)."""
    base = node.find(A.BasePt)
    base.mark()
    if str(base.token("PT_SIZE")).lower() == "x/x":
        # "creatures you control have base power and toughness X/X, where X is the number of
        # cards in your hand" (X defined by the sentence, or the X paid: 107.3), its value as the
        # effect begins (608.2h), as for "becomes an X/X …"
        p = t = env.x_def if env.x_def is not None else ir.XValue()
    else:
        p, t = _fixed_pt(base, base.token("PT_SIZE"))
    return ir.AddTypesUntil(what=_obj_subject(node, subject, env), power=p, toughness=t,
                            duration=_duration(node, env, default=None))


def static_lose_keywords(node, env):
    who = affected(node.find(A.Affected), env)
    kws = tuple(k.words for k in node.find_all(A.KeywordName))
    return [ir.RemoveKeywords(affected=who, keywords=kws)]


_STATIC_RESTRICTIONS = {"attack or block": "cant_attack_or_block", "attack": "cant_attack",
                        "block": "cant_block", "attack or block alone": "cant_attack_or_block_alone",
                        "be blocked": "cant_be_blocked"}


def static_static_cant(node, env):
    who = affected(node.find(A.Affected), env)
    r = next(n for n in node.nodes() if isinstance(n, A.StaticRestriction)).words
    if r not in _STATIC_RESTRICTIONS:
        unsupported(node, f"can't {r}", "static_cant")
    out = [ir.Restriction(affected=who, what=_STATIC_RESTRICTIONS[r])]
    if node.find(A.GrantTail) is not None:      # "… can't block and can't be blocked"
        return out + _grant_tail(node.find(A.GrantTail), who, env)
    ban = node.find(A.ActivationBan)
    if ban is not None:
        out.append(_activation_ban(ban, who))
    return out


def _activation_ban(node, who) -> ir.Restriction:
    """Rule 602.5: "its activated abilities can't be activated" — every one; "… unless they're
    mana abilities" — those that are not mana abilities (605.1a); "… with {T} in their costs
    can't be activated" — those whose cost has the tap symbol."""
    node.mark()
    node.token("ITS_THEIR")
    if node.token("TAP_COSTS") is not None:
        if node.token("UNLESS_MANA") is not None:
            unsupported(node, "abilities with {T} in their costs that are not mana abilities", "activation_ban")
        return ir.Restriction(affected=who, what="tap_activated_abilities_cant_be_activated")
    if node.token("UNLESS_MANA") is not None:
        return ir.Restriction(affected=who, what="nonmana_activated_abilities_cant_be_activated")
    return ir.Restriction(affected=who, what="activated_abilities_cant_be_activated")


def static_attacks_despite_defender_static(node: A.AttacksDespiteDefenderStatic, env):
    """Rule 702.3b: "~ can attack as though it didn't have defender." (often under "As long as
    …"), "Creatures you control can attack as though they didn't have defender." """
    node.token("DESPITE_DEFENDER")
    return [ir.Restriction(affected=affected(node.find(A.Affected), env), what="can_attack_despite_defender")]


def static_activation_ban_static(node: A.ActivationBanStatic, env):
    """Rule 602.5: "Activated abilities of artifacts can't be activated.", "Enchanted creature's
    activated abilities can't be activated." — a restriction on the permanents described."""
    node.token("POSSESSIVE")
    return [_activation_ban(node, affected(node.find(A.Affected), env))]


def static_cant_be_blocked_static(node, env):
    who = affected(node.find(A.Affected), env)
    obj = node.find(A.Object)
    if obj is not None and node.token("BLOCKED_BY") is not None:
        out = [ir.Restriction(affected=who, what="cant_be_blocked_except_by",
                              by=_complement(object_filter(obj, env), obj))]
    elif obj is not None:
        out = [ir.Restriction(affected=who, what="cant_be_blocked_except_by", by=object_filter(obj, env))]
    else:
        out = [ir.Restriction(affected=who, what="cant_be_blocked")]
    tail = node.find(A.GrantTail)
    return out + (_grant_tail(tail, who, env) if tail is not None else [])


_INVERSE = {"<=": ">", ">=": "<", "<": ">=", ">": "<=", "==": "!="}


def _complement(flt: ir.Filter, node) -> ir.Filter:
    """The creatures a filter of one requirement does not match: "Walls" → non-Walls,
    "creatures with power 2 or less" → power greater than 2, "with flying" → without flying."""
    set_fields = {k for k, v in flt if k not in ("kind", "span") and v != ir.Filter.model_fields[k].default}
    set_fields -= {"types"} if flt.types == ("creature",) else set()
    if set_fields == {"subtypes"}:
        return ir.Filter(not_subtypes=flt.subtypes)
    if set_fields == {"colors"}:
        return ir.Filter(not_colors=flt.colors)
    if set_fields == {"all_types"} and "creature" in flt.all_types and len(flt.all_types) == 2:
        # "can't be blocked by artifact creatures": by creatures that aren't artifacts
        return ir.Filter(not_types=tuple(t for t in flt.all_types if t != "creature"))
    if set_fields == {"with_keywords"} and len(flt.with_keywords) == 1:
        return ir.Filter(without_keywords=flt.with_keywords)
    if set_fields in ({"power"}, {"toughness"}):
        key = next(iter(set_fields))
        op, n = getattr(flt, key)
        return ir.Filter(**{key: (_INVERSE[op], n)})
    unsupported(node, f"all creatures but {node.words!r}", "cant_be_blocked_by")


def static_cant_be_countered(node, env):
    return [ir.Restriction(affected="self", what="cant_be_countered")]


def static_spells_cant_be_countered(node: A.SpellsCantBeCountered, env):
    """"Creature spells you control can't be countered." (101.2: the "can't" wins over any effect
    that would counter them; 701.5a): while the source is on the battlefield, spells matching the
    description — on the stack — can't be countered."""
    flt = object_filter(node.nodes()[0], env)
    if flt.zone != "stack" or flt.controller not in (None, "you") or flt.owner is not None or flt.is_self:
        unsupported(node, f"{node.nodes()[0].words!r} can't be countered (not a description of spells)",
                    "cant_be_countered")
    return [ir.Restriction(affected=flt, what="cant_be_countered")]


def static_enters_tapped(node, env):
    """Rule 614.1c: "~ enters tapped [unless you control a Swamp or a Mountain]", "… enters tapped
    if it's not your turn" (unless the condition does not hold)."""
    conds = [n for n in node.nodes() if n.rule.startswith("cond_")]
    if not conds:
        return [ir.EntersTapped()]
    cond = _dispatch("condition", conds[0], env)
    if str(node.token("TAPPED_UNLESS_IF")) == "if":
        cond = cond.model_copy(update={"negate": not cond.negate})
    return [ir.EntersTapped(unless=cond)]


def _entering_permanents(node, env) -> ir.Filter:
    """The permanents a "… enter tapped / with an additional counter" replacement applies to:
    described by their characteristics and controller as they would exist on the battlefield
    (614.12); the source itself is not among them (its static ability applies once it is on the
    battlefield: another permanent entering, 614.12)."""
    sub = node.find(A.Affected) or node
    flt = affected(sub, env) if isinstance(sub, A.Affected) else object_filter(node.find(A.Object), env)
    if not isinstance(flt, ir.Filter) or flt.zone != "battlefield" or flt.is_self:
        unsupported(node, f"permanents entering described as {sub.words!r}", "permanents_enter")
    return flt


def static_draws_instead(node: A.DrawsInstead, env):
    """Rules 614.11, 121.6: "If you would draw a card [except the first one you draw in each of
    your draw steps], draw two cards instead." """
    node.mark(deep=True)
    return [ir.DrawReplacement(draws=int_value(node.find(A.Number), env),
                               except_first_in_draw_step=node.token("EXCEPT_FIRST_DRAW") is not None)]


def static_permanents_enter_tapped(node: A.PermanentsEnterTapped, env):
    """Rules 614.1c, 614.12: "Creatures your opponents control enter tapped." """
    return [ir.PermanentsEnter(affected=_entering_permanents(node, env), tapped=True)]


def static_permanents_enter_with(node: A.PermanentsEnterWith, env):
    """Rules 614.1c, 614.12, 122.6: "Each other creature you control enters with an additional
    +1/+1 counter on it." (one more counter of that kind)."""
    per = None
    already = node.find(A.AlreadyControlled)
    if already is not None:
        # "… for each Angel you already control" (614.12): the permanents of the source's
        # controller on the battlefield as the permanent would enter, not counting it
        already.mark()
        per = object_filter(already.find(A.Object), env)
        if not isinstance(per, ir.Filter) or per.is_self or per.controller not in (None, "you") or \
                per.zone != "battlefield":
            unsupported(already, f"counters for each {already.find(A.Object).words!r}", "permanents_enter")
        per = per.model_copy(update={"controller": "you"})
    return [ir.PermanentsEnter(affected=_entering_permanents(node, env),
                               counter=node.find(A.CounterKind).words, counters=1, per=per)]


def static_enters_tapped_unless_paid(node: A.EntersTappedUnlessPaid, env):
    """Rule 614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped.", "… you
    may reveal a Goblin card from your hand. If you don't, ~ enters tapped." — the choice is
    made as it enters (the life paid then, 119.4; the card revealed from the hand, 701.16a)."""
    node.mark(deep=False)
    for ref in node.find_all(A.SelfRef):
        ref.mark(deep=True)
    life = node.find(A.LifePayment)
    if life is not None:
        life.mark()
        return [ir.EntersTapped(unless_life=int_value(life.find(A.Number), env))]
    reveal = node.find(A.RevealFromHand)
    reveal.mark()
    _read_articles(reveal)
    flt = object_filter(reveal.find(A.Object), env, card_zone="hand")
    return [ir.EntersTapped(unless_reveal=flt.model_copy(update={"zone": "hand", "owner": "you"}))]


def static_enters_with_counters(node, env):
    count = node.find(A.Count)
    amount = number_value(count, env) if count is not None else quantity(node.nodes()[-1], env)
    node.token("IT_ENTERS")
    env.it = env.it or "self"
    # "… for each other red creature you control", "… for each time it was kicked"
    amount = _per_each(node.find(A.PerEachStatic) or node.find(A.TimesPaid) or node.find(A.ColorsSpent), amount, env)
    counters = ir.EntersWithCounters(counter=node.find(A.CounterKind).words, amount=amount)
    # "~ enters tapped with three stun counters on it": it also enters tapped (614.1c)
    return [ir.EntersTapped(), counters] if node.token("ENTERS_TAPPED_WITH") is not None else [counters]


def static_cda_pt(node, env):
    name_topic(env, "self")        # "~'s power and toughness are each equal to the number of … counters on it"
    q = quantity(node.nodes()[-1], env)
    return [ir.PTSet(affected="self", power=q, toughness=q, cda=True)]


def static_cda_power(node, env):
    """Rule 604.3: a characteristic-defining ability setting power only (toughness is printed)."""
    name_topic(env, "self")
    return [ir.PTSet(affected="self", power=quantity(node.nodes()[-1], env), cda=True)]


# rule 305.6: the basic land types, each with its intrinsic mana ability
_BASIC_LAND_TYPES = {"plains", "island", "swamp", "mountain", "forest"}


def _type_tail(node: A.TypeTail, who, env) -> list:
    node.mark()
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
    if node.token("CHOSEN_TYPE") is not None:
        return [ir.AddTypes(affected=who, chosen=True)]      # the creature type chosen (614.12)
    # a basic land type added to a land also gives its mana ability (305.7: the engine's
    # layers.add_intrinsic_mana)
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    types = tuple(_type_word(str(t)) for t in node.tokens("TYPE"))     # 205.2a: card types
    return [ir.AddTypes(affected=who, types=types, subtypes=subs)]


def static_add_types_static(node, env):
    who = affected(node.find(A.Affected), env)
    return _type_tail(node.find(A.TypeTail), who, env)


_ENCHANT_LAND = re.compile(r"^Enchant (?:nonbasic |basic )?land(?: \(|$)", re.M | re.I)


def _lands_only(who, node, env) -> None:
    """The objects a land-type or land-creature static names are lands (its enchanted land, or
    a filter of lands or of land types): else the wording is not the one read here."""
    if who == "enchanted" and _ENCHANT_LAND.search(env.face.text or ""):
        return
    if isinstance(who, ir.Filter) and ("land" in who.types or (
            who.subtypes and set(who.subtypes) <= set(land_subtypes()))):
        return
    unsupported(node, f"a land type given to {node.find(A.Affected).words!r}, not lands", "becomes_replace")


def static_land_type_static(node: A.LandTypeStatic, env):
    """Rule 305.7 (layer 4): "Enchanted land is a Swamp.", "Nonbasic lands are Mountains.": the
    basic land types replace the lands' land types; the lands lose their rules-text abilities and
    gain the new types' mana abilities (the engine: ``layers.set_land_types``)."""
    who = affected(node.find(A.Affected), env)
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    if not set(subs) <= _BASIC_LAND_TYPES:
        unsupported(node, f"{node.words!r}: a subtype other than a basic land type set", "becomes_replace")
    _lands_only(who, node, env)
    node.mark(deep=True)
    return [ir.AddTypes(affected=who, subtypes=subs, replace_land_types=True)]


def static_still_lands_static(node: A.StillLandsStatic, env):
    """Rule 205.1b (layers 4, 5, 7b): "All Forests are 1/1 creatures that are still lands.",
    "All Swamps are 1/1 black creatures that are still lands." — the lands keep their types and
    are also creatures of that size (and those colors: 105.3, the colors named are theirs)."""
    who = affected(node.find(A.Affected), env)
    _lands_only(who, node, env)
    power, toughness = _fixed_pt(node, node.token("PT_SIZE"))
    colors = tuple(c.words for c in node.find(A.Colors).find_all(A.Color)) if node.find(A.Colors) else ()
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    types = tuple(_type_word(str(t)) for t in node.tokens("TYPE"))
    if "creature" not in types or not set(types) <= {"creature", "artifact"} or \
            not set(subs) <= set(creature_types()):
        unsupported(node, f"{node.words!r}: lands made into other than creatures", "becomes_replace")
    node.mark(deep=True)
    return [ir.AddTypes(affected=who, types=types, subtypes=subs, colors=colors, replace_colors=bool(colors)),
            ir.PTSet(affected=who, power=ir.Fixed(value=power), toughness=ir.Fixed(value=toughness), cda=False)]


_ENCHANT_CREATURE = re.compile(r"^Enchant creature(?: \(|$)", re.M | re.I)


def _creatures_only(who, env) -> bool:
    """Are the objects a static names creatures whatever it does (its enchanted creature, the
    creature it equips, a filter of creatures)?"""
    if who == "enchanted":
        return bool(_ENCHANT_CREATURE.search(env.face.text or ""))
    if who == "equipped":
        return True
    return isinstance(who, ir.Filter) and "creature" in who.types


def static_is_with_base_pt_static(node: A.IsWithBasePtStatic, env):
    """Rules 205.1a-b, 105.3, 613.1f, 613.4b (layers 4, 5, 6, 7b): "Enchanted creature loses all
    abilities and is a blue Frog creature with base power and toughness 1/1.", "Enchanted artifact
    is a creature with base power and toughness 5/5 in addition to its other types.", "Enchanted
    creature is a Treefolk with base power and toughness 0/4 and loses all abilities."

    Without "in addition", the card types named replace its card types, the creature types named
    its creature types (205.1a: "It loses all other card types and creature types.", the
    reminder text says) and the colors named its colors (105.3); its supertypes stay (205.4b). With
    no card type named ("is a Treefolk with …") only what it is enchanting or equipping, a creature,
    is read."""
    who = affected(node.find(A.Affected), env)
    addition = node.token("IN_ADDITION_TYPES") is not None
    cnode = node.find(A.Colors)
    colors = tuple(c.words for c in cnode.find_all(A.Color)) if cnode is not None else ()
    # "is a colorless Noggle" (105.2c): no colors, in place of its colors
    colorless = cnode is not None and cnode.token("COLORLESS") is not None
    if cnode is not None and not colors and not colorless:
        unsupported(node, f"{cnode.words!r} as the colors an object is", "becomes_replace")
    subs = tuple(singular_subtype(s) for s in node.tokens("SUBTYPE"))
    types = tuple(_type_word(str(t)) for t in node.tokens("TYPE"))
    if colorless and addition:
        unsupported(node, "colorless 'in addition to its other types'", "becomes_replace")
    if not set(subs) <= set(creature_types()) or not set(types) <= {"creature", "artifact"}:
        unsupported(node, f"{node.words!r}: types other than creature and artifact types given", "becomes_replace")
    if "creature" not in types and not _creatures_only(who, env):
        unsupported(node, f"{node.words!r}: a base size given to what may not be a creature", "becomes_replace")
    node.mark(deep=True)
    out = []
    if node.token("LOSES_ALL") is not None:
        out.append(ir.RemoveAllAbilities(affected=who))
    if types or subs or colors or colorless:
        out.append(ir.AddTypes(affected=who, types=types, subtypes=subs, colors=colors,
                               replace_colors=(bool(colors) or colorless) and not addition,
                               replace_creature_types=bool(subs) and not addition,
                               replace_types=bool(types) and not addition))
    out.append(_base_pt_set(node.find(A.BasePt), who))
    return out + [e for tail in node.find_all(A.GrantTail) for e in _grant_tail(tail, who, env)]


def static_control_enchanted(node, env):
    return [ir.ControlledBy(affected=object_ref(node.find(A.AttachedRef), env), controller="you")]


def static_can_block_any(node, env):
    return [ir.Restriction(affected="self", what="can_block_any_number")]


def static_block_limit(node: A.BlockLimit, env, who=None):
    """Rule 509.1b-c: "can block only creatures with flying", "can't block creatures with power
    2 or greater", "can block an additional creature each combat", "can't be blocked by more
    than one creature"."""
    if who is None:
        who = affected(node.find(A.Affected), env)
    obj = node.find(A.Object)
    if obj is not None and node.token("CANT_BLOCK_THOSE") is not None:
        # "can't block creatures with power 2 or greater": the attackers it can't block
        return [ir.Restriction(affected=who, what="cant_block_matching", by=object_filter(obj, env))]
    if obj is not None:
        return [ir.Restriction(affected=who, what="can_block_only", by=object_filter(obj, env))]
    lim = " ".join(str(node.token("BLOCK_LIMIT")).split())
    what = "can_block_additional" if lim.startswith("can block") else "cant_be_blocked_by_more_than_one"
    return [ir.Restriction(affected=who, what=what)]


def static_attacks_each_combat(node, env):
    return [ir.Restriction(affected=affected(node.find(A.Affected), env), what="attacks_each_combat")]


def static_must_be_blocked_static(node, env):
    """Rule 509.1c: "This creature must be blocked if able." """
    return [ir.Restriction(affected=affected(node.find(A.Affected), env), what="must_be_blocked")]


def static_blocked_by_all(node, env):
    return [ir.Restriction(affected=affected(node.find(A.Affected), env), what="must_be_blocked_by_all")]


def static_cant_attack_unless(node, env):
    ref = node.find(A.SomeRef)
    if int_value(ref.find(A.Count), env) != 1:
        unsupported(ref, "controls N or more", "controls_count")
    # "can't attack if defending player controls …": the same check, negated
    cond = ir.Condition(condition="opponent_controls", filter=object_filter(ref.find(A.Object), env),
                        ref="defending", negate=str(node.token("ATTACK_UNLESS")) == "if")
    return [ir.Restriction(affected="self", what="cant_attack_unless", condition=cond)]


def static_cant_attack_unless_condition(node: A.CantAttackUnlessCondition, env):
    """Rules 508.1c, 509.1b: "~ can't attack unless you control four or more artifacts.", "~ can't
    attack or block unless …" — checked as attackers (blockers) are declared, for its controller."""
    node.token("SELF")
    cond = _dispatch("condition", next(n for n in node.nodes() if n.rule.startswith("cond_")), env)
    words = str(node.token("CANT_UNLESS"))
    return [ir.Restriction(affected="self", what=what, condition=cond)
            for what, verb in (("cant_attack_unless", "attack"), ("cant_block_unless", "block")) if verb in words]


def static_damage_instead(node: A.DamageInstead, env):
    """Rules 614.1a, 614.5: "If a source you control would deal damage to a permanent or player,
    it deals double that damage to that permanent or player instead." — the damage a source of
    that description would deal to one of the recipients named is changed as it is dealt."""
    src = node.find(A.DamageSource).nodes()
    if not src:                                 # "If ~ would deal damage …"
        node.find(A.DamageSource).token("SELF")
        source: str | ir.Filter = "self"
    elif isinstance(src[0], A.SourceRef):
        source = _source_filter(src[0], env)
    else:                                       # "a creature you control", "an instant or sorcery spell"
        source = _each_one_filter(src[0], env)
    recips = node.find(A.DamageRecipients)
    to = () if recips is None else tuple(_damage_recipient(r, env) for r in recips.find_all(A.DamageRecipient))
    change = node.find(A.DamageChange)
    factor_word = change.token("DAMAGE_FACTOR")
    if factor_word is not None:
        factor, plus = (3 if str(factor_word).lower().startswith("triple") else 2), 0
    else:
        n = int_value(change.find(A.Number), env)
        factor, plus = 1, (n if str(change.token("DAMAGE_SIGN")).lower() == "plus" else -n)
    node.token("DAMAGE_DEALER")                 # "it" / "that source": the source named before
    again = node.find(A.DamageToAgain)
    if again is not None:
        _check_recipient_again(again, to)
    return [ir.DamageInstead(source=source, to=to, factor=factor, plus=plus)]


_MANY_INSTEAD = {"that many plus one": (1, 1), "twice that many": (2, 0), "three times that many": (3, 0)}


def static_counters_instead(node: A.CountersInstead, env, effect_only=False):
    """Rules 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you control,
    that many plus one +1/+1 counters are put on it instead." — and "… of each of those kinds of
    counters …", "If an effect would put one or more counters on …, it puts twice that many …"."""
    kinds = [k.words for k in node.find_all(A.CounterKind)]
    those = node.find(A.ThoseCounters)
    if those is not None:
        those.mark(deep=True)
        kinds += [k.words for k in those.find_all(A.CounterKind)]
    if len(set(kinds)) > 1 or (those is not None and those.find(A.CounterKind) is not None and len(kinds) < 2):
        unsupported(node, "counters of another kind put instead", "counters_instead")
    factor, plus = _MANY_INSTEAD[" ".join(str(node.token("MANY_INSTEAD")).lower().split())]
    node.token("COUNTERS_AGAIN")                # "it" / "that creature": the permanent named
    return [ir.CountersInstead(on=_counters_put_on(node.find(A.CountersPutOn), env),
                               counter=kinds[0] if kinds else None, factor=factor, plus=plus,
                               effect_only=effect_only)]


def static_counters_instead_effect(node: A.CountersInsteadEffect, env):
    return static_counters_instead(node, env, effect_only=True)


def static_counters_minus_one(node: A.CountersMinusOne, env):
    """"If one or more -1/-1 counters would be put on a creature you control, that many -1/-1
    counters minus one are put on it instead." (614.1a)"""
    kinds = {k.words for k in node.find_all(A.CounterKind)}
    if len(kinds) != 1:
        unsupported(node, "counters of another kind put instead", "counters_instead")
    node.token("COUNTERS_AGAIN")
    return [ir.CountersInstead(on=_counters_put_on(node.find(A.CountersPutOn), env), counter=kinds.pop(),
                               plus=-1)]


def _counters_put_on(node: A.CountersPutOn, env: Env):
    ref = node.nodes()
    if not ref:
        node.token("SELF")
        return "self"
    return _each_one_filter(ref[0], env)


def static_tokens_instead(node: A.TokensInstead, env):
    """Rules 614.1a, 111.1: "If one or more tokens would be created under your control, twice that
    many of those tokens are created instead." (any effect creating tokens: "If an effect would
    create one or more tokens …" says the same)"""
    kind = node.token("TOKEN_KIND")
    flt = ir.Filter(types=(str(kind).lower(),)) if kind is not None else None
    factor, plus = _MANY_INSTEAD[" ".join(str(node.token("MANY_INSTEAD")).lower().split())]
    if plus:
        unsupported(node, "one more token than that many", "tokens_instead")
    yours = node.token("UNDER_YOUR_CONTROL") is not None
    return [ir.TokensInstead(controller="you" if yours else None, filter=flt, factor=factor)]


def static_tokens_instead_effect(node: A.TokensInsteadEffect, env):
    return static_tokens_instead(node, env)


def static_life_gain_instead(node: A.LifeGainInstead, env):
    """Rules 614.1a, 119.3: "If you would gain life, you gain that much life plus 1 instead.",
    "… you gain twice that much life instead.", "If a player would gain life, that player gains
    no life instead.", "If an opponent would gain life, that player loses that much life
    instead." (a player's own wording for "you", "that player" for the others)"""
    who = {"you": "you", "a player": "any", "an opponent": "opponent"}[
        " ".join(str(node.token("LIFE_GAINER")).lower().split())]
    yours = node.token("LIFE_PLUS") is not None or node.token("LIFE_TWICE") is not None
    if yours != (who == "you"):
        unsupported(node, "a gain of life of another player than the one who would gain it", "life_gain_instead")
    if node.token("LIFE_PLUS") is not None:
        return [ir.LifeGainInstead(who=who, plus=int_value(node.find(A.Number), env))]
    if node.token("LIFE_TWICE") is not None:
        return [ir.LifeGainInstead(who=who, factor=2)]
    if node.token("LIFE_NONE") is not None:
        return [ir.LifeGainInstead(who=who, factor=0)]
    node.token("LIFE_LOST")
    return [ir.LifeGainInstead(who=who, lose=True)]


def _each_one_filter(ref: A.SomeRef, env: Env) -> ir.Filter:
    """"a creature you control" in "If a creature you control would …": any one such object (the
    article names each of them, not a choice)."""
    count = ref.find(A.Count)
    if count is None or int_value(count, env) != 1 or not count.words in ("a", "an"):
        unsupported(ref, f"{ref.words!r} as the subject of a replacement", "damage_instead")
    _mark_count(ref)
    return object_filter(ref.find(A.Object), env)


def _damage_recipient(node: A.DamageRecipient, env: Env):
    """One recipient of "to an opponent or a permanent an opponent controls" (120.1: a player, a
    creature, a planeswalker or a battle)."""
    part = node.nodes()
    if node.token("SELF") is not None:          # "If a source would deal damage to ~"
        return "self"
    if not part:                                # "player" / "opponent" after "or"
        return "opponent" if str(node.token("DAMAGE_PLAYER")).lower() == "opponent" else "player"
    part = part[0]
    if isinstance(part, A.You):
        part.mark(deep=True)
        return "you"
    if isinstance(part, A.AnOpponent):
        return "opponent" if _player_filter_word(part, env) == "opponent" else "player"
    if isinstance(part, A.SomeRef):
        return _each_one_filter(part, env)
    part.mark(deep=True)
    return object_filter(part, env)


def _check_recipient_again(node: A.DamageToAgain, to: tuple) -> None:
    """"… it deals double that damage to that permanent or player instead": the words after the
    new amount name again the recipient of the damage; any other recipient is not understood."""
    if node.token("SELF") is not None:
        ok = to == ("self",)
        words = "~"
    else:
        words = " ".join(str(node.token("DAMAGE_RESTATED")).lower().split())
        players = all(isinstance(t, str) and t != "self" for t in to)
        if words in ("that permanent or player", "that player or permanent"):
            ok = True
        elif words == "that player":
            ok = bool(to) and players
        elif words == "that creature":
            ok = bool(to) and all(isinstance(t, ir.Filter) and t.types == ("creature",) for t in to)
        else:                                   # "you"
            ok = to == ("you",)
    if not ok:
        unsupported(node, f"damage dealt instead 'to {words}', not the recipient named", "damage_instead")


def _static_combat(node):
    combat = node.token("COMBAT")
    return None if combat is None else combat == "combat"


def static_damage_redirect(node: A.DamageRedirect, env):
    """Rule 614.9: "All damage that would be dealt to you is dealt to enchanted creature instead.",
    "All damage that would be dealt to you and other permanents you control is dealt to ~
    instead.", "… to you by artifacts …" (its sources) — a redirection effect of a static ability."""
    node.find(A.You).mark(deep=True)
    to: list = ["you"]
    if node.token("REDIRECT_OTHERS") is not None:
        to.append(ir.Filter(controller="you", other=True))
    by = node.find(A.Object)
    dest = node.find(A.SelfRef) or node.find(A.AttachedRef)
    instead = object_ref(dest, env)
    if instead not in ("self", "enchanted", "equipped"):
        unsupported(dest, f"damage redirected to {dest.words!r}", "damage_redirect")
    return [ir.DamageRedirect(to=tuple(to), instead=instead, combat=_static_combat(node),
                              source=None if by is None else object_filter(by, env))]


def static_prevent_static(node, env):
    ref = affected(node.find(A.Affected), env)
    by = node.find(A.Object)            # "… to ~ by creatures" (its sources, 615.1a)
    return [ir.PreventDamageStatic(to=ref, combat=_static_combat(node),
                                   source=None if by is None else object_filter(by, env))]


def static_prevent_static_by(node, env):
    """Rule 615: "Prevent all damage that would be dealt by enchanted creature." """
    return [ir.PreventDamageStatic(to=None, source=affected(node.find(A.Affected), env),
                                   combat=_static_combat(node))]


def static_prevent_static_to_and_by(node, env):
    """Rule 615: "Prevent all combat damage that would be dealt to and dealt by ~." — the
    damage dealt to it and the damage it deals."""
    ref = affected(node.find(A.Affected), env)
    combat = _static_combat(node)
    return [ir.PreventDamageStatic(to=ref, combat=combat), ir.PreventDamageStatic(to=None, source=ref, combat=combat)]


def static_prevent_then_counters(node: A.PreventThenCounters, env):
    """Rule 615.5: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter
    from ~.", "… while it has a +1/+1 counter on it, prevent that damage and remove that many
    +1/+1 counters from it.", "If a source would deal damage to you, prevent that damage and put
    an incarnation counter on ~." — the prevention, then counters on the permanent itself (one,
    or one for each 1 damage prevented)."""
    aff = node.find(A.Affected)
    to = "you" if aff is None else affected(aff, env)
    if aff is None:
        node.find(A.You).mark(deep=True)
    if to != "self" and aff is not None:
        unsupported(aff, f"damage to {aff.words!r} prevented with counters after (615.5)", "prevent_then")
    env.it = "self"
    cond = node.find(A.CondCounters)
    while_condition = None if cond is None else _dispatch("condition", cond, env)
    then = node.find(A.PreventedCounters)
    if aff is None and then.token("SELF") is None:
        unsupported(then, f"{then.words!r}: counters on an object damage to you names no antecedent for", "prevent_then")
    then.mark(deep=True)
    per = then.token("THAT_MANY") is not None or then.token("PER_PREVENTED") is not None
    sign = 1 if str(then.token("PUT_REMOVE")) == "put" else -1
    return [ir.PreventDamageStatic(to=to, combat=_static_combat(node), counter=then.find(A.CounterKind).words,
                                   counters=sign, per_prevented=per, while_condition=while_condition)]


def static_prevent_from_source(node, env):
    who = _player_filter_word(node.nodes()[0], env)
    return [ir.PreventDamageStatic(to="you", amount=int_value(node.find(A.Number), env),
                                   source=ir.Filter(controller=who))]


def static_doesnt_untap_static(node, env):
    who = affected(node.find(A.Affected), env)
    out = [ir.Restriction(affected=who, what="doesnt_untap")]
    if node.token("NO_ACTIVATION") is not None:
        out.append(ir.Restriction(affected=who, what="activated_abilities_cant_be_activated"))
    return out


def static_extra_land(node: A.ExtraLand, env):
    """Rule 305.2: "You may play an additional land on each of your turns." """
    n = node.find(A.Number)
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
    return [ir.PlayerRule(who="you", rule="extra_land", amount=int_value(n, env) if n is not None else 1)]


def static_crews_as_though(node: A.CrewsAsThough, env):
    """"~ saddles Mounts and crews Vehicles as though its power were 2 greater": the power it
    counts with when tapped to pay a crew cost (702.122b) or a saddle cost (702.171c)."""
    node.mark(deep=True)
    return [ir.CrewPower(bonus=int_value(node.find(A.Number), env), saddle=node.token("SADDLES_MOUNTS") is not None)]


def static_may_not_untap(node: A.MayNotUntap, env):
    """Rule 502.3: its controller chooses whether it untaps during their untap step."""
    node.mark(deep=True)
    return [ir.Restriction(affected="self", what="may_not_untap")]


def static_no_max_hand(node, env):
    return [ir.PlayerRule(who="you", rule="no_max_hand_size")]


def static_spend_as_any_color(node, env):
    """"You may spend mana as though it were mana of any color." — a rules change for the source's
    controller: each colored mana symbol of what they pay may be paid with mana of any type."""
    return [ir.PlayerRule(who="you", rule="spend_as_any_color")]


def static_cant_lose(node, env):
    return [ir.PlayerRule(who="you", rule="cant_lose"), ir.PlayerRule(who="opponent", rule="cant_win")]


def static_player_hexproof(node, env):
    """Rules 702.11c, 702.18c: "You have hexproof." (spells and abilities your opponents control
    can't target you), "You have shroud." (no spell or ability can)."""
    return [ir.PlayerRule(who="you", rule=str(node.token("PLAYER_KEYWORD")).lower())]


def static_hand_revealed(node, env):
    return [ir.PlayerRule(who=_player_filter_word(node.nodes()[0], env), rule="hand_revealed")]


def static_player_cant_gain_life(node, env):
    """Rule 119.7: "Players can't gain life.", "Your opponents can't gain life." — a rules change
    for those players while the source is on the battlefield."""
    who = node.nodes()[0]
    if isinstance(who, A.EachPlayer) and "other" in who.words:
        unsupported(node, f"'{who.words} can't gain life': players other than you", "player_cant_gain_life")
    word = _player_filter_word(who, env)
    if word not in ("you", "opponent", "any", "enchanted"):     # "Enchanted player can't gain life" (303.4b)
        unsupported(node, f"'{who.words} can't gain life'", "player_cant_gain_life")
    return [ir.PlayerRule(who=word, rule="cant_gain_life")]


def static_flash_permission(node: A.FlashPermission, env):
    """Rule 601.3b: "You may cast creature spells as though they had flash." — while the source
    is on the battlefield, the players named may begin to cast the spells described any time they
    could cast an instant (the spells don't gain flash: "spells with flash" won't find them)."""
    who_node = node.nodes()[0]
    who = "any" if node.token("ANY_PLAYER") is not None else _player_filter_word(who_node, env)
    if who not in ("you", "opponent", "any"):
        unsupported(node, f"{who_node.words!r} may cast spells as though they had flash", "flash_permission")
    return [ir.PlayerRule(who=who, rule="flash", spells=_cast_filter(node.find(A.Object), env, "flash_permission"))]


def static_play_from_zone(node: A.PlayFromZone, env):
    """Rules 601.3, 305.1: "You may play lands from your graveyard.", "You may cast creature spells
    from the top of your library.", "Once during each of your turns, you may cast a Dragon creature
    spell from your graveyard." — a permission of the source's controller while it is on the
    battlefield (the usual timing, costs and land plays still apply)."""
    for art in node.find_all(A.Article) + [a for n in node.nodes() for a in n.find_all(A.Article)]:
        art.mark(deep=True)
    lands = spells = None
    play = node.find(A.PlayLandsFrom)
    if play is not None:
        play.mark()
        lands = _cast_filter(play.find(A.Object), env, "play_from_zone")
        if not lands.types and lands.subtypes and set(lands.subtypes) <= set(land_subtypes()):
            # "play Forests" (205.3i: a land type is only a land's)
            lands = lands.model_copy(update={"types": ("land",)})
        if "land" not in lands.types or set(lands.types) - {"land"}:
            unsupported(play, f"'play {play.find(A.Object).words}' (land cards only are played, 305.1)",
                        "play_from_zone")
    cast = node.find(A.CastSpellsFrom)
    if cast is not None:
        cast.mark()
        spells = _cast_filter(cast.find(A.Object), env, "play_from_zone")
    free = node.token("WITHOUT_PAYING_MANA_COST") is not None
    if free:
        # "You may cast spells [from your hand] without paying their mana costs." (118.9): from
        # the hand, where spells are cast from when no zone is named (601.3)
        node.token("FROM_YOUR_HAND")
        zone = "hand"
    else:
        zone = "graveyard" if str(node.token("PLAY_FROM_ZONE")).lower() == "your graveyard" else "library_top"
    return [ir.PlayFrom(zone=zone, lands=lands, spells=spells, free=free,
                        once_each_turn=node.token("ONCE_EACH_OF_YOUR_TURNS") is not None)]


# what a spell description of "can't cast … spells" may say for the engine to check it on the card
# being cast (its characteristics alone: no reference to another object or a choice)
_CAST_FILTER_FIELDS = frozenset(("types", "not_types", "subtypes", "colors", "not_colors", "colorless",
                                 "multicolored", "mana_value", "zone"))


def static_skip_untap(node: A.SkipUntap, env):
    """Rules 614.10, 502: "Players skip their untap steps.", "Skip your untap step." — nothing of
    those players' untap steps happens."""
    who_node = node.find(A.Playerref) or node.find(A.EachPlayer) or node.find(A.You)
    who = _player_filter_word(who_node, env) if who_node is not None else "you"
    steps = str(node.token("UNTAP_STEPS"))
    if who not in ("you", "opponent", "any") or steps.startswith("your") != (who == "you"):
        unsupported(node, f"{node.words!r}", "skip_untap")
    return [ir.PlayerRule(who=who, rule="skip_untap")]


def static_untap_limit(node: A.UntapLimit, env):
    """Rules 502.3, 101.2: "Players can't untap more than one creature during their untap steps."
    — a limit on the permanents of the kind each of those players untaps in their untap step
    (the active player chooses which)."""
    who = _player_filter_word(node.nodes()[0], env)
    steps = str(node.token("UNTAP_STEPS"))
    if who not in ("you", "opponent", "any") or steps.startswith("your") != (who == "you"):
        unsupported(node, f"{node.nodes()[0].words!r} with {steps!r}", "untap_limit")
    n = number_value(node.find(A.Number), env)
    flt = object_filter(node.find(A.Object), env)
    if not isinstance(n, ir.Fixed) or not flt.model_dump(exclude_defaults=True).keys() <= _UNTAP_LIMIT_FIELDS:
        unsupported(node, f"untapping no more than {node.words!r}", "untap_limit")
    return [ir.PlayerRule(who=who, rule="untap_limit", amount=n.value, objects=flt)]


# what "can't untap more than one nonbasic land" may say of the permanents (their own characteristics)
_UNTAP_LIMIT_FIELDS = frozenset(("kind", "types", "subtypes", "supertypes", "not_supertypes", "not_types", "zone"))


def static_player_cant(node, env):
    """Rule 101.2: "You can't cast creature spells.", "Your opponents can't cast noncreature
    spells.", "You can't cast spells." — a static ability that keeps players from casting the
    spells it describes (checked as a spell is proposed, 601.2)."""
    if node.words.endswith("this turn"):
        unsupported(node, "a static 'can't cast … this turn'", "player_cant")
    who = _player_filter_word(node.nodes()[0], env)
    if who not in ("you", "opponent", "any"):
        unsupported(node, f"{node.nodes()[0].words!r} can't cast spells", "player_cant")
    obj = node.find(A.Object)
    flt = None if obj is None else _cast_filter(obj, env, "player_cant", chosen_ok=True)
    return [ir.Restriction(affected=ir.PlayerFilter(who=who), what="cant_cast_spells", by=flt)]


def static_spells_cant_be_cast(node: A.SpellsCantBeCast, env):
    """Rule 101.2: "Spells with the chosen name can't be cast.", "Creature spells can't be cast." —
    no player may cast the spells described (checked as a spell is proposed, 601.2)."""
    obj = node.find(A.Object)
    kind = obj.find(A.ObjNoun).token("KIND")
    if kind is None or str(kind) not in ("spells", "spell"):
        unsupported(node, f"{obj.words!r} can't be cast", "spells_cant_be_cast")
    flt = _cast_filter(obj, env, "spells_cant_be_cast", chosen_ok=True)
    return [ir.Restriction(affected=ir.PlayerFilter(who="any"), what="cant_cast_spells", by=flt)]


def _cast_filter(obj: A.Object, env, blocker: str, chosen_ok: bool = False) -> ir.Filter:
    """The spells an object description ("creature spells", "green spells with mana value 3 or
    less") names, as a filter the engine checks on the card being cast (its characteristics
    alone, 601.2): a description by other objects or choices stays a gap."""
    flt = object_filter(obj, env, card_zone="any")
    stated = {k for k in type(flt).model_fields if k != "kind" and getattr(flt, k) != type(flt).model_fields[k].default}
    if chosen_ok:
        # "can't cast spells with the chosen name" (201.4): the engine compares with the choice of
        # the restriction's own source
        stated.discard("chosen")
    if not stated <= _CAST_FILTER_FIELDS or isinstance((flt.mana_value or (None, 0))[1], ir.Node):
        unsupported(obj, f"spells described as {obj.words!r} (by other objects or choices)", blocker)
    return flt.model_copy(update={"zone": "any"})


def static_enters_as_copy(node, env):
    """Rule 707.9 (614.1c): "You may have ~ enter as a copy of any creature on the battlefield."
    — it copies the copiable values (707.2) of the permanent chosen as it enters."""
    flt = object_filter(node.find(A.Object), env)
    if flt.zone != "battlefield":
        unsupported(node, "entering as a copy of a card not on the battlefield", "enters_as_copy")
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
    exc = node.find(A.CopyExcept)
    f = _copy_exceptions(exc, env)
    if f.pop("abilities", ()) or f.pop("no_mana_cost", False) or f.pop("this_ability", False):
        unsupported(exc, "a copy entering with other abilities or no mana cost", "enters_as_copy")
    return [ir.EntersAsCopy(filter=flt, **f)]


def static_every_creature_type(node, env):
    """"~ is every creature type" (changeling, 702.73a): each creature type of rule 205.3m, a
    characteristic-defining ability (604.3; applied while it is on the battlefield)."""
    node.mark(deep=True)
    return [ir.AddTypes(affected="self", subtypes=creature_types())]


def static_amplify_static(node, env):
    """Amplify 702.38a: N +1/+1 counters for each card revealed from the hand that shares a
    creature type with it, as it enters (614.1c); cards entering with it are not in the hand."""
    node.mark(deep=True)
    return [ir.EntersWithCounters(counter=node.find(A.CounterKind).words, amount=number_value(node.find(A.Count), env),
                                  reveal_shared_type=True)]


def static_tribute_static(node, env):
    """Tribute 702.104a: an opponent may have it enter with N more +1/+1 counters (614.1c)."""
    node.mark(deep=True)
    return [ir.EntersWithCounters(counter=node.find(A.CounterKind).words, amount=number_value(node.find(A.Count), env),
                                  chooser="opponent")]


def condition_cond_tribute(node: A.CondTribute, env: Env) -> ir.Condition:
    """"if tribute wasn't paid" (702.104b): the counters of its tribute were not put on it."""
    node.mark(deep=True)
    return ir.Condition(condition="designation", ref="self", counter="tribute paid",
                        negate=node.token("WASNT") is not None)


def static_devour_static(node, env):
    """Devour 702.82a: "As ~ enters, you may sacrifice any number of creatures. ~ enters with N
    +1/+1 counters on it for each creature sacrificed this way." (a replacement effect, 614.1c)."""
    node.mark(deep=True)
    what, per = node.find_all(A.Object)
    flt = object_filter(what, env)
    if object_filter(per, env).types != flt.types:
        unsupported(node, "counting other objects than those sacrificed", "devour")
    return [ir.EntersWithCounters(counter=node.find(A.CounterKind).words, amount=number_value(node.find(A.Count), env),
                                  sacrifice=flt.model_copy(update={"controller": "you"}))]


def static_may_enter_with(node, env):
    """"You may have ~ enter with an additional +1/+1 counter on it." (unleash 702.98a, 614.1c)."""
    node.mark(deep=True)
    other = node.find(A.OtherwiseGains)
    kws = tuple(k.words for k in other.find_all(A.KeywordName)) if other is not None else ()
    for k in kws:
        if k not in NATIVE_KEYWORDS:
            unsupported(other, f"keyword {k!r} is not implemented by the engine", f"keyword:{k}")
    return [ir.EntersWithCounters(counter=node.find(A.CounterKind).words, amount=ir.Fixed(value=1),
                                  optional=True, otherwise_keywords=kws)]


_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
               "sorcery")    # rule 205.2a (of cards in a game)
_ENTERS_CHOICES = {"a color": ("color", ("white", "blue", "black", "red", "green")),
                   "a creature type": ("creature_type", None),
                   "a card type": ("card_type", _CARD_TYPES),
                   "a basic land type": ("basic_land_type", ("plains", "island", "swamp", "mountain", "forest")),
                   "an opponent": ("opponent", ()), "a player": ("player", ()),
                   # 201.4: the names of cards of the Oracle card reference (the engine offers the
                   # names of the cards in the game); 201.4a: "nonland" — of a nonland card
                   "a card name": ("card_name", ()), "a nonland card name": ("card_name", ())}


# "As ~ enters, choose a color." (614.12) on the face: what "the chosen color" of its mana is
_ENTERS_COLOR = re.compile(r"\bAs (?:this [a-z]+|it|.+?) enters, choose a color(?: other than [a-z]+)?\.", re.I)
# … "choose a player" / "choose an opponent": what "the chosen player" names (one choice only)
_ENTERS_PLAYER = re.compile(r"\bAs (?:this [a-z]+|it|.+?) enters, choose (?:a player|an opponent)\.(?!.*\bchoose (?:a player|an opponent)\b)",
                            re.I | re.S)


def static_enters_choice(node: A.EntersChoice, env):
    """Rule 614.12: "As ~ enters, choose a creature type." — the permanent keeps the choice;
    "choose a color other than green": among the other colors."""
    node.mark(deep=True)
    choice, options = _ENTERS_CHOICES[" ".join(str(node.token("ENTERS_CHOICE")).split())]
    if options is None:
        options = creature_types()
    other = node.find(A.OtherThanColor)
    if other is not None:
        if choice != "color":
            unsupported(other, f"'other than' a color after choosing {choice}", "enters_choice")
        options = tuple(o for o in options if o != str(other.token("COLOR")).lower())
    if str(node.token("ENTERS_CHOICE")).startswith("a nonland"):
        return [ir.EntersChoice(choice=choice, not_types=("land",))]      # 201.4a
    return [ir.EntersChoice(choice=choice, options=options)]


def static_enters_tapped_choice(node: A.EntersTappedChoice, env):
    """"This land enters tapped. As it enters, choose a color [other than green]." — two
    replacement effects of one static line: it enters tapped (614.1c), and the choice is made as
    it enters (614.12); "it" is ~."""
    return [ir.EntersTapped(), *static_enters_choice(node, env)]


def static_is_colorless(node, env):
    """"~ is colorless" (devoid, 702.114a): its colors are none, in layer 5 (613.1e)."""
    node.mark(deep=True)
    return [ir.AddTypes(affected="self", colors=(), replace_colors=True)]


def static_discard_exile_instead(node: A.DiscardExileInstead, env):
    """"If a player would discard ~, that player discards it, but exiles it instead of putting it
    into their graveyard." (madness 702.35a; 614.1a): the card is discarded, and goes to exile."""
    node.mark(deep=True)
    return [ir.ZoneReplacement(affected="self", from_zone="hand", to_zone="graveyard", instead="exile",
                               discard=True)]


def static_reveal_as_drawn(node: A.RevealAsDrawn, env):
    """Miracle 702.94a: "You may reveal this card from your hand as you draw it if it's the first
    card you've drawn this turn." (603.11: linked to "When you reveal this card this way")."""
    node.mark(deep=True)
    return [ir.RevealAsDrawn()]


def static_opening_hand_begin(node: A.OpeningHandBegin, env):
    """"If this card is in your opening hand, you may begin the game with it on the battlefield."
    (103.6a: once the mulligans are done, the starting player first, then each other player in
    turn order, may put such cards of their opening hands onto the battlefield, 103.6)."""
    node.mark(deep=True)
    return [ir.BeginOnBattlefield()]


# "As this Aura enters, choose a basic land type." (614.12): the one choice its "chosen type" names
_ENTERS_LAND_TYPE = re.compile(r"\bAs (?:this [a-z]+|it|.+?) enters, choose a basic land type\.", re.I)


def static_is_chosen_type(node, env):
    """Rule 305.7: "Enchanted land is the chosen type." after "As this Aura enters, choose a
    basic land type." (614.12): that basic land type replaces the land's land types."""
    text = env.face.text or ""
    if len(re.findall(r"\bchoose\b", text, re.I)) != 1 or not _ENTERS_LAND_TYPE.search(text):
        unsupported(node, "choosing a type as it enters", "chosen_type")
    who = object_ref(node.find(A.AttachedRef), env)
    _lands_only(who, node, env)
    node.mark(deep=True)
    return [ir.AddTypes(affected=who, chosen=True, replace_land_types=True)]


def static_self_cost_increase(node: A.SelfCostIncrease, env):
    """Rule 601.2f: the cost increase applies while the spell is being cast (strive: "{2}{R}
    more … for each target beyond the first", colored mana included)."""
    generic, colored = _cost_mana(node)
    per = "extra_target" if node.token("EXTRA_TARGET") is not None else None
    if node.find(A.IfItTargets) is not None:
        return [ir.CostModifier(amount=generic, colored=colored,
                                targeting=_if_it_targets(node.find(A.IfItTargets), env))]
    return [ir.CostModifier(amount=generic, colored=colored, per=per)]


def _if_it_targets(node: A.IfItTargets, env) -> ir.Filter:
    """"if it targets a tapped creature": one of the spell's targets, chosen before its total
    cost is determined (601.2c, 601.2f), matches."""
    node.mark()
    ref = node.find(A.SomeRef)
    count = ref.find(A.Count)
    if count is not None and count.words not in ("a", "an"):
        unsupported(ref, f"a cost change if it targets {ref.words!r}", "cost_change")
    _mark_count(ref)
    return object_filter(ref.find(A.Object), env)


def _generic_amount(node) -> int:
    sym = str(node.token("MANA_SYMBOL"))[1:-1]
    if not sym.isdigit():
        unsupported(node, f"a cost change of {{{sym}}}", "cost_change")
    return int(sym)


def _cost_mana(node) -> tuple[int, tuple[str, ...]]:
    """The mana of a cost change: its generic amount and its colored (or colorless) symbols
    ("{2}{U}{U}": 2, ("U", "U")); rules 118.7a-c say how each part changes a cost."""
    cost = node.find(A.ManaCost)
    cost.mark()
    generic, colored = 0, []
    for t in cost.tokens("MANA_SYMBOL"):
        sym = str(t)[1:-1].upper()
        if sym.isdigit():
            generic += int(sym)
        elif sym in ("W", "U", "B", "R", "G", "C"):
            colored.append(sym)
        else:
            unsupported(cost, f"a cost change of {{{sym}}}", "cost_change")
    return generic, tuple(colored)


def static_self_cost_reduction(node: A.SelfCostReduction, env):
    """Rule 601.2f: "~ costs {1} less to cast for each creature card in your graveyard" / "… if
    you control a Wizard" (generic mana only, never below zero)."""
    cost = node.find(A.ManaCost)
    if cost is None or _raw(cost).lower() == "{x}":
        # "~ costs {X} less to cast, where X is the total power of creatures you control": {1}
        # less that many times (X defined in the rule, or by the line's "…, where X is …")
        node.token("MANA_SYMBOL")
        if cost is not None:
            cost.mark(deep=True)
        q = [n for n in node.nodes() if n is not cost]
        if not q and env.x_def is not None:
            return [ir.CostModifier(amount=-1, times=env.x_def)]
        if len(q) != 1 or q[0].rule in ("object",) or q[0].rule.startswith("cond_"):
            unsupported(node, "a reduction of {X} with no X defined", "cost_change")
        return [ir.CostModifier(amount=-1, times=quantity(q[0], env))]
    generic, colored = _cost_mana(node)
    if node.token("OPPONENTS_YOU_HAVE") is not None:        # undaunted 702.125a
        return [ir.CostModifier(amount=-generic, colored_less=colored, times=ir.PlayersCount(who="opponent"))]
    return [_reduction(node, -generic, env).model_copy(update={"colored_less": colored})]


def static_cost_reduced_by_sacrificed(node: A.CostReducedBySacrificed, env):
    """Emerge 702.119a: "If you chose to pay ~'s emerge cost, its total cost is reduced by an amount
    of generic mana equal to the sacrificed creature's mana value." — {1} less for each point of
    the mana value of the permanent chosen to be sacrificed for that cost (601.2b, 702.119c),
    generic mana only (601.2f); the type names the permanent the cost sacrifices."""
    node.token("TYPE")
    node.token("POSSESSIVE")
    conds = [n for n in node.nodes() if n.rule.startswith("cond_")]
    if len(conds) != 1:
        unsupported(node, "a reduction by the sacrificed permanent under no single condition", "cost_change")
    return [ir.CostModifier(amount=-1, per="sacrificed_mana_value", condition=_dispatch("condition", conds[0], env))]


def static_cost_reduction_targets(node: A.CostReductionTargets, env):
    """"~ costs {3} less to cast if it targets a tapped creature." (601.2f): the reduction applies
    if one of the spell's targets, chosen before its total cost is determined (601.2c), matches."""
    node.token("ARTICLE")
    flt = object_filter(node.find(A.Object), env)
    generic, colored = _cost_mana(node)
    return [ir.CostModifier(amount=-generic, colored_less=colored, targeting=flt)]


def _reduction(node, amount: int, env) -> ir.CostModifier:
    """A cost reduction "for each <object>" or "for each basic land type among lands you control"
    (that many times) or "if <condition>"."""
    per = node.find(A.PerBasicLandType)
    if per is not None:
        return ir.CostModifier(amount=amount, times=each_count(per, env))
    among = node.find(A.DistinctAmong)
    if among is not None:       # "for each color among permanents you control" (105.2)
        return ir.CostModifier(amount=amount, times=quantity(among, env))
    obj = node.find(A.Object)
    if obj is not None:
        return ir.CostModifier(amount=amount, times=ir.Count(filter=object_filter(obj, env)))
    conds = [n for n in node.nodes() if n.rule.startswith("cond_")]
    if not conds:               # "During your turn, ~ costs {2}{U}{U} less to cast." (the ability's condition)
        return ir.CostModifier(amount=amount)
    return ir.CostModifier(amount=amount, condition=_dispatch("condition", conds[0], env))


def static_spells_cost(node: A.SpellsCost, env):
    """Rule 601.2f: "Artifact spells you cast cost {1} less to cast." — while the source is on the
    battlefield, spells matching the description cost that much more or less (generic mana)."""
    flt = object_filter(node.nodes()[0], env)
    if flt.zone not in ("battlefield", "stack") or flt.controller or flt.owner:
        unsupported(node, "spells described by where they are or whose they are", "spells_cost")
    life = 0
    if node.find(A.ManaCost) is None:
        # "… cost an additional 3 life to cast." (601.2f: an additional cost, paid with the rest, 119.4)
        amount, colored, life = 0, (), int_value(node.find(A.Number), env)
    else:
        amount, colored = _cost_mana(node)
    less = str(node.token("MORE_LESS")) == "less"
    if less:
        amount = -amount
    who = "you" if node.token("SPELLS_YOU_CAST") is not None else \
        "opponent" if node.token("SPELLS_OPPONENTS_CAST") is not None else "any"
    targeting = None
    that = node.find(A.SpellsTargeting)
    if that is not None:
        # "… that target ~" / "… that target a Merfolk you control" (601.2c, 601.2f)
        that.mark(deep=that.find(A.Object) is None)
        obj = that.find(A.Object)
        targeting = ir.Filter(is_self=True) if obj is None else object_filter(obj, env)
    return [ir.CostModifier(amount=amount, spells=flt.model_copy(update={"zone": "any"}), who=who,
                            targeting=targeting, life=life,
                            **({"colored_less": colored} if less else {"colored": colored}))]


def static_activation_cost_static(node: A.ActivationCostStatic, env):
    """Rules 602.2b, 601.2f: "Activated abilities of creatures you control cost {2} less to
    activate." — the generic mana of those abilities' costs, never below zero; "This effect can't
    reduce the mana in that cost to less than one mana." (floor 1); "{X} less …, where X is ~'s
    power" ({1} less X times: X of the line, or before the floor sentence)."""
    flt = object_filter(node.nodes()[0], env)
    if flt.zone != "battlefield":
        unsupported(node, "activated abilities of cards not on the battlefield", "activation_cost")
    floor = node.find(A.ActivationFloor)
    if floor is not None:
        floor.mark()
    cost = node.find(A.ManaCost)
    if _raw(cost).lower() == "{x}":
        cost.mark(deep=True)
        where = [n for n in floor.nodes()] if floor is not None else []
        times = quantity(where[0], env) if where else env.x_def
        if times is None:
            unsupported(node, "a reduction of {X} with no X defined", "cost_change")
        amount = -1
    else:
        generic, colored = _cost_mana(node)
        if colored or not generic:
            unsupported(cost, "a reduction of colored mana in activation costs", "cost_change")
        amount, times = -generic, None
    return [ir.ActivationCostModifier(of=flt, amount=amount, times=times, floor=1 if floor is not None else 0)]


def effect_spells_cost_this_turn(node: A.SpellsCostThisTurn, env, subject):
    """"Artifact spells you cast this turn cost {1} less to cast." (601.2f, 611.2a): for the rest
    of the turn, the spells matching the description that the ability's controller casts cost less
    generic mana; "… that are black and/or red …" (any of the colors); "{X} less …, where X is …"
    ({1} less X times, X as the effect is created, 608.2h)."""
    flt = object_filter(node.nodes()[0], env)
    if flt.zone not in ("battlefield", "stack") or flt.controller or flt.owner or subject.obj is not None:
        unsupported(node, "spells described by where they are or whose they are", "spells_cost")
    cols = node.find(A.Colors)
    if cols is not None:
        cols.mark(deep=True)
        if cols.find(A.Color) is None or flt.colors:
            unsupported(cols, f"spells that are {cols.words!r}", "spells_cost")
        flt = flt.model_copy(update={"colors": tuple(c.words for c in cols.find_all(A.Color))})
    cost = node.find(A.ManaCost)
    if _raw(cost).lower() == "{x}":
        cost.mark(deep=True)
        amount, times = -1, (env.x_def if env.x_def is not None else ir.XValue())
    else:
        generic, colored = _cost_mana(node)
        if colored or not generic:
            unsupported(cost, "a reduction of colored mana in spells' costs", "cost_change")
        amount, times = -generic, None
    return ir.ReduceSpellCosts(spells=flt.model_copy(update={"zone": "any"}), amount=amount, times=times)


def static_top_revealed(node, env):
    """Rule 401.5 (an effect may have a player play with the top card of their library revealed):
    a rule no decision of the engine consults — the players' agents see every card (as
    "play with your hand revealed")."""
    node.mark(deep=True)
    return [ir.PlayerRule(who="you", rule="top_revealed")]


def static_look_at_top_any_time(node, env):
    """Rule 401.3: "You may look at the top card of your library any time." — the owner may see a
    card of a hidden zone; no decision of the engine consults it (the agents see every card)."""
    node.mark(deep=True)
    return [ir.PlayerRule(who="you", rule="look_at_top")]


# ---------------------------------------------------------------------------------------------
# Abilities (rule 113) and keyword lines (rule 702)
# ---------------------------------------------------------------------------------------------
def ability_keyword_line(node: A.KeywordLine, env: Env) -> list:
    out = []
    for kw in node.find(A.KeywordList).nodes():
        got = _keyword(kw, env)
        out.extend(got if isinstance(got, list) else [got])
    return out


def _keyword(node, env: Env) -> ir.KeywordAbility:
    text = node.text
    if isinstance(node, A.SimpleKeyword):
        name = node.words
        if name not in NATIVE_KEYWORDS:
            return _rules_keyword(node, env)
        return ir.KeywordAbility(name=name, rule=NATIVE_KEYWORDS[name], text=text)
    if isinstance(node, (A.Protection, A.HexproofFrom)):
        quals = []
        for q in node.find_all(A.Quality):
            c = q.find(A.Color)
            if q.token("COLOR_OF_CHOICE") is not None:
                # chosen as the effect giving it resolves (the runtime asks, 702.16)
                if env.kind == "static" or isinstance(node, A.HexproofFrom):
                    unsupported(q, f"{node.words!r}: a color chosen by a static ability", "protection_choice")
                quals.append("color_of_choice")
            elif q.token("CHOSEN_COLOR") is not None:
                # "Choose a color. … gain protection from the chosen color until end of turn": the
                # color the resolving ability chose (608.2d; the runtime puts it in)
                if env.kind == "static" or isinstance(node, A.HexproofFrom) or \
                        not re.search(r"\bchoose a color\.", env.face.text or "", re.I):
                    unsupported(q, f"{node.words!r}: a color chosen other than as the effect resolves",
                                "protection_choice")
                quals.append("chosen_color")
            elif c is not None:
                quals.append(c.words)
            elif q.token("SUBTYPE") is not None:
                quals.append(singular_subtype(q.token("SUBTYPE")))
            else:
                quals.append(_type_word(q.words))
        if isinstance(node, A.HexproofFrom):        # 702.11d: a hexproof ability
            return ir.KeywordAbility(name="hexproof from", param=",".join(quals), rule="702.11d", text=text)
        return ir.KeywordAbility(name="protection", param=",".join(quals), rule="702.16", text=text)
    if isinstance(node, A.Enchant):
        who = node.token("ENCHANT_PLAYER")
        if who is not None:
            # "Enchant player", "Enchant opponent" (702.5, 303.4a: the Aura spell targets a
            # player; "opponent" of the Aura's controller)
            who = "opponent" if str(who).lower() == "opponent" else "any"
            return ir.KeywordAbility(name="enchant", param=ir.PlayerFilter(who=who), rule="702.5", text=text)
        return ir.KeywordAbility(name="enchant", param=object_filter(node.find(A.Object), env),
                                 rule="702.5", text=text)
    if isinstance(node, A.Equip):
        return ir.KeywordAbility(name="equip", param=lower_cost(node.find(A.Cost), env), rule="702.6",
                                 text=text)
    if isinstance(node, A.Prototype):
        # 702.160a, 718.3: cast "prototyped" for the other mana cost, with the other size and the
        # colors of that cost (the card keeps its abilities and types, 718.5)
        cost = node.find(A.ManaCost)
        cost.mark(deep=True)
        p, t = _fixed_pt(node, node.token("PT_SIZE"))
        way = ir.CastPermission(label="prototype", cost=ir.Cost(mana=mana_string(cost)),
                                prototype=ir.Prototype(power=p, toughness=t))
        return [ir.KeywordAbility(name="prototype", rule="702.160", text=text),
                ir.StaticAbility(effects=[way], text=text)]
    if isinstance(node, A.CommanderPairing):
        # 702.124a: Commander deck construction, nothing in a game (runtime/keywords.py "partner")
        node.mark(deep=True)
        rule = {"choose a background": "702.124k", "doctor's companion": "702.124m"}.get(node.words, "702.124j")
        return ir.KeywordAbility(name="partner", param=node.words, rule=rule, text=text)
    if isinstance(node, A.NumberCostKeyword) and str(node.token("KW_N_COST")).lower() == "suspend":
        return _suspend(node, env, text)
    if isinstance(node, A.CostPairKeyword):
        return _paired_keyword(node, env)
    if isinstance(node, (A.ForKeyword, A.NumberCostKeyword, A.GiftKeyword, A.TypeCostKeyword)):
        return _rules_keyword(node, env)
    if isinstance(node, (A.CostKeyword, A.NumberKeyword, A.PlainKeyword)):
        name_tok = node.token("KW_COST") or node.token("KW_N") or node.token("KW_PLAIN")
        name = str(name_tok).lower() if name_tok is not None else ""
        if name == "bestow" and isinstance(node, A.CostKeyword):
            # 702.103a: "As you cast this spell, you may choose to cast it bestowed. If you do, you
            # pay [cost] rather than its mana cost." — an alternative cost (601.2b, 601.2f-h); cast
            # so, the spell is an Aura spell with enchant creature (702.103b), and what follows
            # (702.103e-f) is the engine's (runtime/casting.py bestowed)
            node.mark(deep=True)
            cost = lower_cost(node.find(A.Cost), env)
            if cost != ir.Cost(mana=cost.mana):
                unsupported(node, "a bestow cost other than mana", "keyword:bestow")
            if "{X}" in (cost.mana or "").upper():
                unsupported(node, "a bestow cost with {X} (X announced for an alternative cost, 601.2b)",
                            "keyword:bestow")
            way = ir.CastPermission(label="bestow", cost=cost, bestow=True)
            return [ir.KeywordAbility(name="bestow", rule=NATIVE_KEYWORDS["bestow"], text=text),
                    ir.StaticAbility(effects=[way], text=text)]
        if name in NATIVE_KEYWORDS:          # engine keywords with a parameter: "Toxic 2" (702.164)
            node.mark(deep=True)
            param = None
            if isinstance(node, A.NumberKeyword):
                param = int_value(node.find(A.Number), env)
            elif isinstance(node, A.CostKeyword):
                param = lower_cost(node.find(A.Cost), env)
            return ir.KeywordAbility(name=name, param=param, rule=NATIVE_KEYWORDS[name], text=text)
        return _rules_keyword(node, env)
    if isinstance(node, A.SimpleKeyword):
        return _rules_keyword(node, env)
    unsupported(node, f"keyword {node.words!r}", node.rule)


def _suspend(node: A.NumberCostKeyword, env: Env, text: str) -> list:
    """"Suspend N—[cost]" (702.62a) represents three abilities, built here from the rule's wording
    with N and the cost bound:

    * "If you could begin to cast this card by putting it onto the stack from your hand, you may
      pay [cost] and exile it with N time counters on it. This action doesn't use the stack." —
      a special action (116.2f) from the hand, when the card could be cast (601.2a timing and
      restrictions, 702.62c: condition ``could_cast``);
    * "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
      — it functions in exile (702.62a); "suspended": in exile with suspend and a time counter
      (702.62b), the intervening "if" (603.4);
    * "When the last time counter is removed from this card, if it's exiled, you may play it
      without paying its mana cost if able. If you don't, it remains exiled. If you cast a
      creature spell this way, it gains haste until you lose control of the spell or the
      permanent it becomes." — in exile too; cast by its suspend ability, it is cast for an
      alternative cost (702.62d, 118.9), read as the permanent enters (608.3: ``AsResolves``),
      the haste lasting while its caster controls it.

    The keyword itself stays on the card: a card "has suspend" (702.62b, time travel 701.54a)."""
    node.mark(deep=True)
    n = int_value(node.find(A.Number), env)
    cost = lower_cost(node.find(A.Cost), env)
    if cost != ir.Cost(mana=cost.mana):
        unsupported(node, "a suspend cost other than mana", "keyword:suspend")
    if "{X}" in (cost.mana or "").upper():
        unsupported(node, "a suspend cost with {X}", "keyword:suspend")
    me = ir.Filter(is_self=True)
    time = dict(what="self", counter="time", zone="exile")
    suspended = ir.Condition(condition="counters_on", ref="self", counter="time", count=1)
    creature_cast = ir.Condition(condition="all", all_of=(
        ir.Condition(condition="cost_paid", ref="suspend"),
        ir.Condition(condition="matches", ref="self", filter=ir.Filter(types=("creature",)))))
    # (a creature spell: the card is a permanent card, 608.3; an instant or sorcery never is)
    permanent = not {t.lower() for t in env.face.types} & {"instant", "sorcery"}
    return [
        ir.KeywordAbility(name="suspend", param=n, rule="702.62a", text=text),
        ir.ActivatedAbility(cost=ir.Cost(mana=cost.mana, exile_self=True), zone="hand", special=True,
                            condition=ir.Condition(condition="could_cast"),
                            effects=[ir.AddCounters(amount=ir.Fixed(value=n), **time)], text=text),
        ir.TriggeredAbility(trigger=ir.Trigger(event="beginning_of_step", step="upkeep", whose="you"),
                            zone="exile", condition=suspended,
                            effects=[ir.RemoveCounters(amount=ir.Fixed(value=1), **time)], text=text),
        ir.TriggeredAbility(trigger=ir.Trigger(event="last_counter_removed", counter="time", subject=me),
                            zone="exile", effects=[ir.May(effects=[ir.CastFree(what="self", label="suspend")])],
                            text=text),
    ] + ([ir.AsResolves(condition=creature_cast, text=text, effects=[
            ir.GrantKeywordsUntil(what="self", keywords=("haste",), duration="while_controlled")])]
         if permanent else [])


# Keywords whose cost turns a face-down permanent face up (702.37e, 702.168d; the engine's special
# action, runtime/facedown.py): the cost is kept as the keyword's parameter.
FACE_UP_COSTS = ("morph", "megamorph", "disguise")


def paired_cost_label(keyword: str, cost: str) -> str:
    """The label of one of two costs of a keyword on one line ("Kicker {B} and/or {R}",
    702.33b): "kicker {b}", named by "if it was kicked with its {B} kicker" (702.33f, 607)."""
    return f"{keyword} {cost}".lower()


def _paired_keyword(node: A.CostPairKeyword, env: Env) -> list:
    """"Kicker {B} and/or {R}" means "Kicker {B}, kicker {R}" (702.33b): each instance compiled as
    its own keyword line, its optional cost labelled with its cost ("kicker {b}": what "if it was
    kicked with its {B} kicker" names, 702.33f) and grouped under the keyword, so that "if it was
    kicked", "kicked twice" and "for each time it was kicked" count both (702.33d)."""
    from .keywords import paired_keywords
    name = str(node.token("KW_COST")).lower()
    if name not in paired_keywords():
        unsupported(node, f"'{name} [cost 1] and/or [cost 2]': the rules give this phrase no meaning "
                          f"for {name}", f"keyword:{name}")
    out = []
    for cost in node.find_all(A.ManaCost):
        label = paired_cost_label(name, cost.text)
        got = _rules_keyword(node, env, param=cost.text)
        costs = [e for a in got if isinstance(a, ir.StaticAbility) for e in a.effects
                 if isinstance(e, ir.OptionalCost) and e.label == name]
        if len(costs) != 1:
            unsupported(node, f"{name} {cost.text} does not mean one optional cost", f"keyword:{name}")
        for a in got:
            if isinstance(a, ir.StaticAbility):
                a = a.model_copy(update={"effects": [
                    e.model_copy(update={"label": label, "group": name}) if isinstance(e, ir.OptionalCost) else e
                    for e in a.effects]})
            out.append(a)
    return out


def _rules_keyword(node, env: Env, param: str | None = None) -> list:
    """A keyword compiled from its defining wording in rule 702 (``keywords.py``): "Bushido 2"
    is lowered as "Whenever ~ blocks or becomes blocked, it gets +2/+2 until end of turn.".
    ``param``: the parameter of one instance of a line with two (702.33b)."""
    from .keywords import PRINTED_BELOW, bind_printed_below, expand, find_rule, keyword_variants, text_change
    node.mark(deep=True)
    name_tok = node.token("KW_COST") or node.token("KW_N") or node.token("KW_PLAIN") or node.token("KW_FOR") \
        or node.token("KW_N_COST")
    name = str(name_tok) if name_tok is not None else "gift" if isinstance(node, A.GiftKeyword) else node.words
    kind = None
    if isinstance(node, A.TypeCostKeyword):
        # 702.29e: "Basic landcycling {1}" is typecycling with the type "basic land"
        written = str(node.token("KW_TYPE_COST"))
        name = next((k.name for k in keyword_variants() if k.param == "type-cost"
                     and written.lower().endswith(k.key.removeprefix("type"))), written)
        kind = written[:len(written) - len(name) + len("type")]
    kw = find_rule(name)
    if kw is None or not kw.meaning:
        unsupported(node, f"keyword {name!r} is not implemented by the engine and rule 702 gives it "
                          f"no defining wording", f"keyword:{name}")
    if param is not None:
        pass
    elif isinstance(node, A.CostKeyword):
        param = node.find(A.Cost).text
    elif isinstance(node, A.NumberKeyword):
        param = node.find(A.Number).text
    elif isinstance(node, A.ForKeyword):
        param = node.find(A.Object).text       # "Affinity for artifacts"
    elif isinstance(node, A.NumberCostKeyword):
        param = f"{node.find(A.Number).text}—{node.find(A.Cost).text}"     # "Reinforce 2—{2}{W}"
    elif isinstance(node, A.GiftKeyword):
        param = str(node.token("GIFT_WHAT"))       # "Gift a tapped Fish" (702.174a)
    elif isinstance(node, A.TypeCostKeyword):
        param = f"{kind}—{node.find(A.Cost).text}"     # "Swampcycling {2}": "Swamp—{2}"
    if kw.key in FACE_UP_COSTS and not re.fullmatch(r"(?:\{[^{}]+\})+", param or ""):
        # the engine turns the permanent face up for this cost (702.37e, 702.168d): mana only
        unsupported(node, f"a {name} cost that isn't mana ({param!r})", f"keyword:{name}")
    try:
        texts = expand(kw, param, spell=bool({"instant", "sorcery"} & {t.lower() for t in env.face.types}))
    except ValueError as exc:
        unsupported(node, f"keyword {name!r} ({kw.rule}): {exc}", f"keyword:{name}")
    try:
        texts = [bind_printed_below(t, kw.key, _printed_below(node, env, kw)) if PRINTED_BELOW.search(t) else t
                 for t in texts]
    except ValueError as exc:
        unsupported(node, f"keyword {name!r} ({kw.rule}): {exc}", f"keyword:{name}")
    # the object has the keyword, for "a creature without flanking" (702.25a) and the like;
    # typecycling is cycling for what looks for "a card with cycling" (702.29f)
    out = [ir.KeywordAbility(name=kw.key.removeprefix("type") if kw.param == "type-cost" else kw.key, param=int(param) if param and param.isdigit() else param,
                             rule=kw.rule, text=node.text)]
    for text in texts:
        change = text_change(kw, text)
        if change is not None:
            # 612: the spell's text as changed when this keyword's cost was paid (overload 702.96a,
            # cleave 702.148a) — applied to the face's other lines once they are all lowered
            # (``_apply_text_change``)
            out.append(("text_change", change))
            continue
        line = Line(index=env.line.index, text=text, oracle=env.line.oracle, synthetic=kw.rule)
        res = lower_line(env.face, line)
        if res.gaps:
            inner = res.gaps[0].reason.splitlines()[0]
            unsupported(node, f"keyword {name!r} means {text!r} (rule {kw.rule}); {inner}",
                        f"keyword:{name}")
        out.extend(a.model_copy(update={"text": node.text}) if isinstance(a, ir.Ability) else a
                   for a in res.abilities)
    return out


def _printed_below(node, env: Env, kw) -> list[str]:
    """Backup 702.165a: "the non-backup abilities of this creature printed below this one" — the
    face's lines after the keyword's line that are not that keyword (702.165c: printed ones only),
    as what "it gains …" names: a line of keywords as its words ("flying, first strike"), another
    ability quoted, its self-references (``~``, "this creature") naming the creature that gains
    it.  A line that names the card by name, or has quotes of its own, is not bound."""
    out = []
    face = env.face
    for line in normalize(face).lines:
        if line.index <= env.line.index or line.synthetic or re.match(rf"{re.escape(kw.key)}\b", line.text, re.I):
            continue
        if face.name in line.oracle.split("(")[0] or '"' in line.text:
            unsupported(node, f"an ability printed below {kw.key} that names the card or quotes an ability "
                              f"({line.text!r})", f"keyword:{kw.key}")
        res = lower_line(face, line)
        if not res.gaps and res.abilities and all(isinstance(a, ir.KeywordAbility) for a in res.abilities):
            out += [w.strip() for w in re.split(r",\s*(?:and\s+)?", line.text.rstrip(".")) if w.strip()]
        else:
            out.append(f'"{line.text}"')
    return [w[0].lower() + w[1:] if not w.startswith('"') else w for w in out]


def ability_spell(node: A.Spell, env: Env) -> list:
    kinds = {t.lower() for t in env.face.types}
    if not kinds & {"instant", "sorcery"}:
        unsupported(node, "a one-shot effect line on a permanent card", "effect_on_permanent")
    effects = lower_effects(node.find(A.Effects), env)
    for e in effects:
        if isinstance(e, _ManaSpend):       # the restriction belongs to a mana ability's mana
            unsupported(e.node, "'spend this mana only …' of mana a spell adds (106.6)", "mana_restriction")
    return [ir.SpellAbility(targets=env.targets, effects=effects)]


_MODE_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "four": (4, 4), "five": (5, 5),
                "one or both": (1, 2), "one or more": (1, 99), "any number": (0, 99), "up to one": (0, 1),
                "up to two": (0, 2), "up to four": (0, 4)}


def _modes(node, env: Env) -> tuple[list, tuple[int, int]]:
    """The modes of a modal spell or ability (rule 700.2), each lowered with its own targets in
    a copy of ``env`` (a triggered ability's antecedents hold in every mode); a pawprint mode
    ("{P}{P} — …", 700.2i) with its pawprints."""
    modes = []
    for m in node.find_all(A.Mode) + node.find_all(A.PawprintMode):
        menv = replace(env, targets=[])
        effects = lower_effects(m.find(A.Effects), menv)
        paws = m.token("PAWPRINTS")
        modes.append(ir.Mode(targets=menv.targets, effects=effects, text=m.text.lstrip("• ").strip(),
                             pawprints=str(paws).count("{") if paws is not None else 0))
    worth = node.find(A.PawprintWorth)
    if worth is not None:
        # "Choose up to five {P} worth of modes" (700.2i): one mode or more, their pawprints
        # totalling five at most (so at most five modes)
        n = _NUMBER_WORDS[str(worth.token("NUMBER_WORD")).lower()]
        return modes, (1, n)
    lo, hi = _MODE_COUNTS[str(node.token("MODE_COUNT")).lower()]
    repeat = node.find(A.SameModeAgain) is not None
    return modes, (lo, hi if repeat else min(hi, len(modes)))


def ability_modal(node: A.Modal, env: Env) -> list:
    """"Choose one — • … • …" (rule 700.2); "Choose three. You may choose the same mode more
    than once." (700.2d: a mode chosen twice is done twice, in sequence); "Choose up to five {P}
    worth of modes." with "{P} — …" modes (700.2i)."""
    kinds = {t.lower() for t in env.face.types}
    if not kinds & {"instant", "sorcery"}:
        unsupported(node, "a modal triggered or activated ability", "modal_ability")
    modes, choose = _modes(node, Env(face=env.face, line=env.line))
    again = node.find(A.SameModeAgain)
    if again is not None:
        again.mark()
    worth = node.find(A.PawprintWorth)
    return [ir.SpellAbility(modes=modes, choose=choose, repeat=again is not None,
                            worth=choose[1] if worth is not None else 0)]


def _one_exiled(cost: ir.Cost) -> bool:
    """The cost exiles one card, from a graveyard or a hand (118.9), and nothing else."""
    exiles = [c for c in (cost.exile_from_graveyard, cost.exile_from_hand) if c is not None]
    return len(exiles) == 1 and exiles[0][1] == 1


def ability_activated(node: A.Activated, env: Env) -> list:
    env.kind = "activated"
    env.it = "self"
    cost = lower_cost(node.find(A.Cost), env)
    if cost.sacrifice is not None and cost.sacrifice[1] == 1:
        env.sacrificed = "cost:sacrificed"  # "Sacrifice a creature: … the sacrificed creature's power"
    if _one_exiled(cost):
        env.cost_exiled = "cost:exiled"     # "Exile a creature card from your graveyard: … the exiled card's power"
    effects = lower_effects(node.find(A.Effects), env)
    spends = [e for e in effects if isinstance(e, _ManaSpend)]
    effects = [e for e in effects if not isinstance(e, _ManaSpend)]
    restr = node.find(A.ActivationRestriction)
    sorcery = restr is not None and restr.find(A.SorcerySpeed) is not None
    once = restr is not None and restr.find(A.OnceEachTurn) is not None
    only_once = restr is not None and restr.find(A.OnlyOnce) is not None
    condition = activation_condition(restr, env) if restr is not None else None
    if env.cost_x and env.x_def is not None:
        # "Pay X life …, where X is …": X is defined, not announced
        unsupported(node, "X in a cost defined by a 'where X is' clause", "x_in_fixed_place")
    if env.cost_x and any(isinstance(e, ir.AddMana) for e in effects):
        # a mana ability is activated without announcing anything but its mana choice (605.3a)
        unsupported(node, "a mana ability with X in its cost", "x_in_fixed_place")
    if (len(effects) == 1 and isinstance(effects[0], ir.AddMana) and not env.targets
            and not sorcery and not once and not only_once):
        # rule 605.1a: an activated ability without a target that could add mana is a mana ability
        e = effects[0]
        return [ir.ManaAbility(cost=cost, produces=e.options or (e.mana,), amount=e.per, condition=condition,
                               spend=_spend(spends))]
    if (len(effects) > 1 and isinstance(effects[0], ir.AddMana) and not env.targets and not sorcery
            and not once and not only_once
            and not any(isinstance(e, ir.AddMana) for e in effects[1:])):
        # rule 605.1a: still a mana ability; the rest happens as it resolves ("{T}: Add {R} or
        # {W}. ~ deals 1 damage to you.")
        e = effects[0]
        return [ir.ManaAbility(cost=cost, produces=e.options or (e.mana,), amount=e.per, condition=condition,
                               effects=effects[1:], spend=_spend(spends))]
    if any(isinstance(e, ir.AddMana) and (e.options or e.per) for e in effects):
        unsupported(node, "a mana ability with other effects", "mana_ability_mixed")
    if spends:
        unsupported(spends[0].node, "mana restricted in a spell or an ability that isn't a mana ability", "mana_restriction")
    change = node.find(A.ActivationCostChange)
    if change is not None:
        # rules 602.2b, 601.2f: "This ability costs {1} less to activate for each Shrine you control."
        change.mark()
        if not cost.mana:
            unsupported(change, "a reduction of an ability's cost with no mana in it", "cost_change")
        change = _reduction(change, -_generic_amount(change), env)
    any_player = node.token("ANY_PLAYER_MAY") is not None    # 602.2
    if any_player and (env.zone != "battlefield" or cost.loyalty is not None):
        unsupported(node, "any player activating an ability of a card not on the battlefield", "any_player")
    return [ir.ActivatedAbility(cost=cost, targets=env.targets, effects=effects, zone=env.zone,
                                timing="sorcery" if sorcery else "instant", once_per_turn=once,
                                only_once=only_once, condition=condition, cost_change=change,
                                any_player=any_player)]


def ability_activated_modal(node: A.ActivatedModal, env: Env) -> list:
    """"{2}, Sacrifice ~: Choose one — • … • …" (rule 700.2): the modes are chosen as the ability
    is activated (700.2b, 602.2b), each with its own targets; "Activate only …" after them
    (602.5b)."""
    env.kind = "activated"
    env.it = "self"
    cost = lower_cost(node.find(A.Cost), env)
    if cost.sacrifice is not None and cost.sacrifice[1] == 1:
        env.sacrificed = "cost:sacrificed"
    if _one_exiled(cost):
        env.cost_exiled = "cost:exiled"     # "Exile a creature card from your graveyard: … the exiled card's power"
    modes, choose = _modes(node, env)
    for m in modes:
        if any(isinstance(e, (ir.AddMana, _ManaSpend)) for e in m.effects):
            # 605.1a: an ability without a target that could add mana is a mana ability
            unsupported(node, "a modal activated ability with a mode that adds mana", "modal_mana_ability")
    if env.cost_x and env.x_def is not None:
        unsupported(node, "X in a cost defined by a 'where X is' clause", "x_in_fixed_place")
    restr = node.find(A.ActivationRestriction)
    sorcery = restr is not None and restr.find(A.SorcerySpeed) is not None
    once = restr is not None and restr.find(A.OnceEachTurn) is not None
    only_once = restr is not None and restr.find(A.OnlyOnce) is not None
    condition = activation_condition(restr, env) if restr is not None else None
    return [ir.ActivatedAbility(cost=cost, effects=[], modes=modes, choose=choose, zone=env.zone,
                                timing="sorcery" if sorcery else "instant", once_per_turn=once,
                                only_once=only_once, condition=condition)]


# rules 602.5b, 307.5: when an ability may be activated or a spell cast — (steps, whose turn)
_TIME_WINDOWS = {
    "during your turn": ("turn", "you"), "during an opponent's turn": ("turn", "opponent"),
    "during your upkeep": ("upkeep", "you"), "during combat": ("combat", None),
    "during combat on an opponent's turn": ("combat", "opponent"),
    "during combat before blockers are declared": ("combat_before_blockers", None),
    "during combat after blockers are declared": ("combat_after_blockers", None),
    "during your turn, before attackers are declared": ("before_attackers", "you"),
    "during an opponent's turn, before attackers are declared": ("before_attackers", "opponent"),
    "before attackers are declared": ("before_attackers", None),
    "before the combat damage step": ("before_combat_damage", None),
    "during the declare attackers step": ("declare_attackers", None),
    "during the declare blockers step": ("declare_blockers", None),
}


def time_window(node) -> ir.Condition:
    """"only during your upkeep" → the condition on the step and whose turn it is."""
    window, whose = _TIME_WINDOWS[" ".join(str(node.token("TIME_WINDOW")).split())]
    if (window, whose) == ("turn", "you"):
        return ir.Condition(condition="your_turn")
    return ir.Condition(condition="timing", event=window, player=whose)


_WOULD_MOVE = {"die": ("battlefield", "graveyard"), "be put into a graveyard from anywhere": (None, "graveyard"),
               "be put into a graveyard": (None, "graveyard"),
               "be put into your graveyard from anywhere": (None, "graveyard"),
               "be put into your graveyard": (None, "graveyard"),
               "leave the battlefield": ("battlefield", None)}     # None: anywhere else
_REPLACE_WITH = {"exile it": "exile", "exile that card": "exile", "exile that creature": "exile",
                 "shuffle it into its owner's library": "shuffle_into_library",
                 "reveal ~ and shuffle it into its owner's library": "shuffle_into_library",
                 "put it on the bottom of its owner's library": "library_bottom",
                 "put it on top of its owner's library": "library", "return it to its owner's hand": "hand"}


def _zone_replacement(node: A.ZoneReplacement, env: Env, before: list | None = None):
    """The parts of "If <object> would die [this turn], exile it instead." (rule 614.1a):
    (the object operand, from zone, to zone, instead, this turn)."""
    move = " ".join(str(node.token("WOULD_MOVE")).split())
    frm, to = _WOULD_MOVE[move]
    action = node.find(A.ReplacementAction)
    action.mark(deep=True)
    instead = _REPLACE_WITH[" ".join(action.words.split())]
    subj = node.nodes()[0]
    if isinstance(subj, A.Objref):
        subj = subj.nodes()[0]
    cast = _cast_just_before(before)
    if cast is not None and isinstance(subj, A.PronounRef) and _raw(subj).lower() in ("that spell", "it"):
        # "You may cast target instant or sorcery card from your graveyard without paying its mana
        # cost. If that spell would be put into your graveyard, exile it instead.": the spell cast,
        # a new object (400.7) — what the cast just before recorded, not the card targeted
        subj.mark(deep=True)
        return "it", frm, to, instead, node.token("THIS_TURN_W") is not None, ()
    only: tuple = ()
    if isinstance(subj, A.DealtDamageThisWay):
        subj.mark(deep=True)
        if not before or not isinstance(before[-1], ir.Damage):
            unsupported(subj, "'dealt damage this way' with no damage just before it", "antecedent")
        what = "it"          # the objects the damage just before was dealt to
        word = _type_word(subj.token("TYPE"))
        if word != "permanent":
            only = (word,)   # "a creature dealt damage this way": not a planeswalker dealt damage
    elif isinstance(subj, A.SomeRef):
        _mark_count(subj)
        what = object_filter(subj.find(A.Object), env, card_zone="any")
    else:
        what = object_ref(subj, env)
        if isinstance(what, ir.All):
            what = what.filter
    if move.startswith("be put into your graveyard") and not (isinstance(what, ir.Filter) and what.owner == "you"):
        if isinstance(what, ir.Filter):
            what = what.model_copy(update={"owner": "you"})
        else:
            unsupported(node, "'your graveyard' of an object another player may own", "zone_replacement")
    if node.token("ANYWHERE_ELSE") is not None and to is not None:
        unsupported(node, "'instead of putting it anywhere else' after a named zone", "zone_replacement")
    return what, frm, to, instead, node.token("THIS_TURN_W") is not None, only


def static_zone_replacement(node: A.ZoneReplacement, env):
    """Rule 614.1a: "If ~ would be put into a graveyard from anywhere, shuffle it into its
    owner's library instead." / "If a creature an opponent controls would die, exile it instead."."""
    what, frm, to, instead, this_turn, _only = _zone_replacement(node, env)
    if this_turn or not (what == "self" or isinstance(what, ir.Filter)):
        unsupported(node, "a replacement effect of a static ability on other objects", "zone_replacement")
    return [ir.ZoneReplacement(affected=what, from_zone=frm, to_zone=to, instead=instead)]


def _cast_just_before(before) -> ir.Effect | None:
    """The effect just before that casts a card now ("you may cast …": inside the May), if any."""
    last = before[-1] if before else None
    if isinstance(last, ir.May) and last.effects:
        last = last.effects[-1]
    return last if isinstance(last, ir.CastFree) else None


def zone_replacement_effect(node: A.ZoneReplacement, env: Env, before: list) -> list:
    """"If that creature would die this turn, exile it instead." (614.1a): a replacement effect
    a resolving spell or ability creates, for this turn; "If it would leave the battlefield, exile
    it instead of putting it anywhere else." (unearth 702.84a): with no duration it lasts (611.2a)
    while the object is that object (400.7)."""
    node.mark()
    what, frm, to, instead, this_turn, only = _zone_replacement(node, env, before)
    if isinstance(what, ir.Filter):
        unsupported(node, "a replacement effect of a resolving spell on a group", "zone_replacement")
    out = ir.ReplaceZoneChange(what=what, from_zone=frm, to_zone=to, instead=instead, this_turn=this_turn,
                               types=only)
    if _cast_just_before(before) is not None and isinstance(before[-1], ir.May) and what == "it":
        # only a spell that was cast has it: the replacement belongs to the choice to cast
        before[-1] = before[-1].model_copy(update={"effects": before[-1].effects + [out]})
        return []
    return [out]


def static_cast_only(node: A.CastOnly, env):
    """Rule 307.5: "Cast ~ only during combat." — the spell can be cast only then."""
    return [ir.CastRestriction(condition=time_window(node))]


def _spend(spends: list) -> ir.ManaSpend | None:
    if len(spends) > 1:
        unsupported(spends[1].node, "two restrictions on spending mana", "mana_restriction")
    return spends[0].spend if spends else None


def activation_condition(node: A.ActivationRestriction, env: Env) -> ir.Condition | None:
    """Rule 602.5b: "Activate only during your turn" / "Activate only if …" as the condition
    the ability's activation needs (timing and once-each-turn are fields of their own)."""
    conds = []
    for r in node.nodes():
        r.mark()
        if isinstance(r, A.OnlyDuring):
            conds.append(time_window(r))
        elif isinstance(r, A.OnlyIf):
            conds.append(_dispatch("condition", r.nodes()[0], env))
    if len(conds) > 1:
        unsupported(node, "two conditions on activating", "activation_conditions")
    return conds[0] if conds else None


def ability_loyalty(node: A.Loyalty, env: Env) -> list:
    env.kind = "loyalty"
    tok = str(node.token("LOYALTY_COST"))[1:-1]
    if "x" in tok:
        cost = ir.Cost(loyalty_x=True, loyalty=0)
        env.x_def = None
    else:
        cost = ir.Cost(loyalty=int(tok))
    effects = lower_effects(node.find(A.Effects), env)
    # 605.1a: a loyalty ability is not a mana ability; mana it adds is in the pool, which keeps
    # no restriction (106.6)
    _reject_pending(effects, "mana restricted in an ability that isn't a mana ability")
    # rule 606.3: loyalty abilities are activated only at sorcery speed, once per turn
    return [ir.ActivatedAbility(cost=cost, targets=env.targets, effects=effects, timing="sorcery",
                                once_per_turn=True)]


def ability_triggered(node: A.Triggered, env: Env) -> list:
    limit = node.find(A.TriggerLimit)     # "This ability triggers only once [each turn]."
    env.kind = "triggered"
    alternatives, conds = lower_trigger(node.find(A.Trigger), env)
    out = []
    for (trigger, tenv), cond in zip(alternatives, conds):
        tenv.trigger_event = trigger.event
        effects = lower_effects(node.find(A.Effects), tenv)
        # mana with a spending restriction (106.6): the pool keeps no restriction
        _reject_pending(effects, "mana restricted in an ability that isn't a mana ability")
        # rule 605.1b: a triggered ability without a target that triggers from activating a mana
        # ability and could add mana is a mana ability: it resolves at once (605.4a)
        mana = trigger.event == "tap_for_mana" and not tenv.targets and any(
            isinstance(e, ir.AddMana) for e in effects)
        tcond = cond
        first = node.find(A.Effects).nodes()[0]
        if tcond is None and isinstance(first, A.Conditional) and isinstance(first.nodes()[0], A.Condition) \
                and effects and isinstance(effects[0], ir.IfCondition) and not effects[0].otherwise:
            # "At the beginning of your upkeep, if ~ is on the battlefield, …": the "if" right
            # after the trigger is its intervening "if" (rule 603.4; cumulative upkeep 702.24a)
            tcond, effects = effects[0].condition, effects[0].effects + effects[1:]
        # an ability that returns its card from the graveyard works there (recover 702.59a, 113.6)
        zone = "graveyard" if tenv.zone == "graveyard" else "battlefield"
        out.append(ir.TriggeredAbility(trigger=trigger, targets=tenv.targets, effects=effects, condition=tcond,
                                       once_each_turn=limit is not None and limit.token("EACH_TURN_LIMIT") is not None,
                                       once=limit is not None and limit.token("EACH_TURN_LIMIT") is None,
                                       zone=zone, mana=mana))
    return out


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}       # rule 714.2a


def ability_chapter(node: A.Chapter, env: Env) -> list:
    """A Saga's chapter ability (rule 714.2b): "{rN} — [Effect]" means "When one or more lore
    counters are put onto this Saga, if the number of lore counters on it was less than N and
    became at least N, [effect]"; "I, II — [Effect]" is one such ability per numeral (714.2c),
    each with its own text ("II — …")."""
    env.kind = "triggered"
    numerals = [str(t) for t in node.tokens("CHAPTER_NUMBER")]
    _set_trigger_antecedent(ir.Filter(is_self=True), env)
    effects = lower_effects(node.find(A.Effects), env)
    body = env.line.oracle.split("\u2014", 1)[1].strip() if "\u2014" in env.line.oracle else ""
    return [ir.TriggeredAbility(trigger=ir.Trigger(event="chapter", counter="lore", count=_ROMAN[n]),
                                targets=env.targets, effects=effects, text=f"{n.upper()} \u2014 {body}")
            for n in numerals]


def ability_chapter_modal(node: A.ChapterModal, env: Env) -> list:
    """A modal chapter ability (rules 714.2b, 700.2): "I, II — Choose one — • … • …", its modes
    chosen as it is put on the stack (700.2b); one ability per numeral (714.2c)."""
    env.kind = "triggered"
    numerals = [str(t) for t in node.tokens("CHAPTER_NUMBER")]
    _set_trigger_antecedent(ir.Filter(is_self=True), env)
    modes, choose = _modes(node, env)
    body = env.line.oracle.split("\u2014", 1)[1].strip() if "\u2014" in env.line.oracle else ""
    return [ir.TriggeredAbility(trigger=ir.Trigger(event="chapter", counter="lore", count=_ROMAN[n]),
                                effects=[], modes=modes, choose=choose, text=f"{n.upper()} \u2014 {body}")
            for n in numerals]


def _class_level(n: int) -> ir.Condition:
    """Rule 716.2a: "this Class is level N or greater" (716.2d: with no level, it is level 1)."""
    return ir.Condition(condition="class_level", count=n)


def ability_class_level(node: A.ClassLevel, env: Env) -> list:
    """A Class's level bar (rule 716.2a): "[Cost]: Level N" means "[Cost]: This Class's level
    becomes N. Activate only if this Class is level N-1 and only as a sorcery"; the abilities
    printed after it are the level's (lower_face gives them the condition "level N or greater")."""
    env.kind = "activated"
    n = int(str(node.token("DIGITS")))
    cost = lower_cost(node.find(A.Cost), env)
    exactly = ir.Condition(condition="all", all_of=(_class_level(n - 1), _class_level(n).model_copy(
        update={"negate": True})))
    return [ir.ActivatedAbility(cost=cost, effects=[ir.BecomeLevel(level=n)], timing="sorcery",
                                condition=exactly)]


def event_becomes_level(node: A.BecomesLevel, env: Env) -> ir.Trigger:
    """"When this Class becomes level N" (716.2a)."""
    flt = ir.Filter(is_self=True)
    _set_trigger_antecedent(flt, env)
    return ir.Trigger(event="class_level", subject=flt, count=int(str(node.token("DIGITS"))))


_SOLVED = ir.Condition(condition="designation", ref="self", counter="solved")      # 719.3b


def ability_to_solve(node: A.ToSolve, env: Env) -> list:
    """A Case's "To solve — [Condition]" (rule 719.3a): "At the beginning of your end step, if
    [condition] and this Case is not solved, this Case becomes solved." (719.3b: a designation)."""
    env.kind = "triggered"
    cond = _dispatch("condition", node.nodes()[0], env)
    return [ir.TriggeredAbility(
        trigger=ir.Trigger(event="beginning_of_step", step="end", whose="you"),
        condition=ir.Condition(condition="all", all_of=(cond, _SOLVED.model_copy(update={"negate": True}))),
        effects=[ir.Designate(what="self", designation="solved")])]


def ability_solved(node: A.Solved, env: Env) -> list:
    """A Case's "Solved — [Ability]" (rule 719.3c): the ability works only while the Case has the
    solved designation (see _gated)."""
    return _gated_line(node, _SOLVED, env)


def _gated_line(node, cond: ir.Condition, env: Env) -> list:
    """The abilities of the ability after a dash ("Solved —", "Max speed —"), each under ``cond``."""
    out = []
    for a in _dispatch("ability", node.nodes()[0], env):
        gated = _gated(a, cond, env.line) if isinstance(a, ir.Ability) else a
        if isinstance(gated, ir.Gap):
            unsupported(node, gated.reason, gated.blocker)
        out.append(gated)
    return out


# 702.178a-b: "you have max speed" — your speed is 4
_MAX_SPEED = ir.Condition(condition="max_speed")


def ability_max_speed(node: A.MaxSpeed, env: Env) -> list:
    """"Max speed — [ability]" (rule 702.178a) means "As long as you have max speed, this object
    has [ability]": the ability works only while its controller's speed is 4 (see _gated; in any
    zone its ability works in: "Max speed — {3}, Exile this card from your graveyard: …")."""
    return _gated_line(node, _MAX_SPEED, env)


def ability_exert_ability(node: A.ExertAbility, env: Env) -> list:
    """"You may exert ~ as it attacks. When you do, <effects>." (rules 508.1g, 701.39a): the
    choice is offered as attackers are declared; "When you do" is a reflexive triggered ability
    (603.12) of the exerting, lowered as the trigger "exerted" of this object."""
    env.kind = "triggered"
    flt = ir.Filter(is_self=True)
    _set_trigger_antecedent(flt, env)
    effects = lower_effects(node.find(A.Effects), env)
    return [ir.TriggeredAbility(trigger=ir.Trigger(event="exerted", subject=flt), targets=env.targets,
                                effects=effects)]


def ability_enlist_ability(node: A.EnlistAbility, env: Env) -> list:
    """Enlist 702.154a: "As ~ attacks, you may tap up to one untapped creature you control that
    you didn't choose to attack with and that either has haste or has been under your control
    continuously since this turn began. When you do, <effects>." — the optional cost is offered
    as attackers are declared (508.1g, runtime/combat.py); "When you do" is its linked trigger
    (607.2h), lowered as the trigger "enlisted" of this object, in which "the tapped creature" is
    the creature tapped (the event's other object)."""
    node.mark()
    env.kind = "triggered"
    flt = ir.Filter(is_self=True)
    _set_trigger_antecedent(flt, env)
    env.tapped = "trigger:other"
    effects = lower_effects(node.find(A.Effects), env)
    return [ir.TriggeredAbility(trigger=ir.Trigger(event="enlisted", subject=flt), targets=env.targets,
                                effects=effects)]


def ability_additional_cost(node: A.AdditionalCost, env: Env) -> list:
    """"As an additional cost to cast this spell, sacrifice a creature." (rules 601.2f, 118.8):
    paid with the spell's mana cost as it is cast; X in it ("pay X life", "discard X cards") is the
    spell's X, announced as it is cast (601.2b, 107.3a) — the X of its mana cost if it has one."""
    kind, env.kind = env.kind, "additional_cost"
    try:
        cost = lower_cost(node.find(A.Cost), env)
    finally:
        env.kind = kind
    if _mentions(cost, ir.XValue):
        # "… sacrifice an artifact or creature with mana value X." (601.2b: X announced as it is
        # cast): the engine announces X only for an X count of a cost ("pay X life")
        unsupported(node, "X in the description of an additional cost's object", "x_in_fixed_place")
    if (cost.mana or cost.tap or cost.untap or cost.sacrifice_self or cost.exile_self or cost.discard_self
            or cost.remove_counters or cost.put_counters):
        unsupported(node, "an additional cost of mana, tapping or the spell itself", "additional_cost")
    return [ir.StaticAbility(effects=[ir.AdditionalCost(cost=cost)])]


# ---- other ways to cast a card (casting.lark; rules 601.2b, 601.3, 118.8, 118.9) -------------
def ability_casting_line(node: A.CastingLine, env: Env) -> list:
    out = [a for part in node.nodes() for a in _dispatch("casting", part, env)]
    if len(node.nodes()) > 1:    # convoke 702.51a: two sentences, one static ability
        out = [ir.StaticAbility(effects=[e for a in out for e in a.effects])]
    return out


def cost_label(env: Env) -> str:
    """The name linking a cost to the abilities that ask whether it was paid (607): the keyword
    whose rule the line comes from ("kicker" for "Kicker {2}" and "Multikicker {1}", 702.33c), or
    "" for a card's own wording."""
    if not env.line.synthetic:
        return ""
    from .keywords import rule_keyword
    return rule_keyword(env.line.synthetic)


def _paid_cost(node: A.Node, env: Env) -> ir.Cost:
    """"paying {1}{B} and sacrificing a creature", "discarding a land card" (a cost's parts)."""
    cost = lower_cost(node, env)
    if cost.tap or cost.untap or cost.sacrifice_self or cost.exile_self or cost.discard_self:
        unsupported(node, "a cost of the spell itself", "cast_cost_self")
    return cost


def _joined_costs(node, costs: list[ir.Cost]) -> ir.Cost:
    """"pay 1 life and exile a blue card from your hand": one cost of both parts (118.9)."""
    return ir.Cost(**_merge_disjoint(node, [_stated_fields(c, {"kind", "span"}) for c in costs],
                                     "two costs of one kind joined by 'and'", "joined_cost"))


def casting_cast_permission(node: A.CastPermission, env: Env) -> list:
    """"You may cast ~ [from your graveyard] [if the resulting spell is …] [by paying [cost] rather
    than paying its mana cost | by discarding … as an additional cost to cast it]" (601.3, 118.9)."""
    zone_node = node.find(A.CastZone)
    zone = str(zone_node.token("ZONE")).lower() if zone_node is not None else "hand"
    if zone_node is not None:
        zone_node.mark()
    types = ()
    res = node.find(A.ResultingSpell)
    if res is not None:
        res.mark()
        res.find(A.Article).mark(deep=True)
        flt = object_filter(res.find(A.Object), env)
        if flt.model_dump(exclude={"types", "zone"}) != ir.Filter().model_dump(exclude={"types", "zone"}):
            unsupported(res, "a resulting spell other than of some card types", "resulting_spell")
        types = flt.types
    cost = additional = None
    alt = node.find(A.AlternativePayment)
    if alt is not None:
        alt.mark()
        cost = _paid_cost(alt.find(A.PaidCost) or alt.find(A.Cost), env)
    extra = node.find(A.AdditionalPayment)
    if extra is not None:
        extra.mark()
        additional = _paid_cost(extra.find(A.PaidCost), env)
    fd = node.find(A.FaceDownSpell)
    face_down = face_down_chars(fd, env) if fd is not None else None
    if face_down is not None and (zone != "hand" or types or cost is None or additional is not None):
        unsupported(fd, "casting face down other than from the hand for an alternative cost", "face_down_cast")
    if zone == "hand" and cost is None and additional is None:
        unsupported(node, "a permission to cast from the hand (every card has it)", "cast_permission")
    # "cast ~ transformed" (712.11a: on the stack with its back face up): a transforming
    # double-faced card's front face only (712.11d)
    transformed = node.token("CAST_TRANSFORMED") is not None
    if transformed and (env.face.layout != "transform" or face_down is not None):
        unsupported(node, "casting transformed a card that is not the front face of a transforming "
                          "double-faced card (712.11a)", "cast_transformed")
    return [ir.StaticAbility(effects=[ir.CastPermission(label=cost_label(env), zone=zone, cost=cost,
                                                        additional=additional, spell_types=types,
                                                        face_down=face_down, transformed=transformed)])]


def casting_alternative_cost(node: A.AlternativeCost, env: Env) -> list:
    """"You may pay [cost] rather than pay ~'s mana cost [as you cast ~] [if …]" (118.9):
    spectacle 702.137a, surge 702.117a; Fireblast's "You may sacrifice two Mountains …"."""
    cost = _joined_costs(node, [_paid_cost(c, env) for c in node.find_all(A.Cost)])
    node.token("AS_YOU_CAST")
    cond_node = next((n for n in node.nodes() if n.rule.startswith("cond_")), None)
    condition = _dispatch("condition", cond_node, env) if cond_node is not None else None
    return [ir.StaticAbility(effects=[ir.CastPermission(label=cost_label(env), cost=cost, condition=condition)])]


def casting_free_cast(node: A.FreeCast, env: Env) -> list:
    """"If …, you may cast this spell without paying its mana cost." (118.9): an alternative cost
    of nothing, usable while the condition holds as the spell is cast (601.2b)."""
    node.token("SELF")
    cond_node = next(n for n in node.nodes() if n.rule.startswith("cond_"))
    condition = _dispatch("condition", cond_node, env)
    return [ir.StaticAbility(effects=[ir.CastPermission(label=cost_label(env), cost=ir.Cost(), condition=condition)])]


def casting_optional_cost(node: A.OptionalCost, env: Env) -> list:
    """"You may pay an additional [cost] [any number of times] as you cast ~" (kicker 702.33a,
    multikicker 702.33c), "As an additional cost to cast ~, you may pay [cost] any number of
    times" (replicate 702.56a): announced as the spell is cast (601.2b), paid with it (601.2h)."""
    cost = _paid_cost(node.find(A.Cost), env)
    label = cost_label(env) or ("collect evidence" if cost.collect_evidence else "")    # 701.57c
    if not label:
        unsupported(node, "an optional cost no ability of the card refers to", "optional_cost")
    return [ir.StaticAbility(effects=[ir.OptionalCost(label=label, cost=cost,
                                                      repeatable=node.token("ANY_NUMBER_OF_TIMES") is not None)])]


_COLOR_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def casting_spells_optional_cost(node: A.SpellsOptionalCost, env: Env) -> list:
    """The Defilers' line (118.8, 601.2b, 601.2f): "As an additional cost to cast black permanent
    spells, you may pay 2 life. Those spells cost {B} less to cast if you paid life this way. This
    effect reduces only the amount of black mana you pay." — an optional additional cost of the
    controller's spells matching the description, each announced with the spell (601.2b); paid, it
    takes those colored symbols off that color's mana only (no generic mana instead, 118.7c)."""
    spells = _cast_filter(node.find(A.Object), env, "spells_optional_cost")
    cost = _paid_cost(node.find(A.Cost), env)
    generic, colored = _cost_mana(node)
    paid_what = str(node.token("PAID_WHAT")).lower()
    color = _COLOR_SYMBOL[str(node.token("COLOR")).lower()]
    if generic or not colored or set(colored) != {color}:
        unsupported(node, f"a reduction of {node.find(A.ManaCost).words!r} with 'reduces only the amount of "
                          f"{str(node.token('COLOR')).lower()} mana'", "spells_optional_cost")
    if paid_what == "life" and (not cost.pay_life or _stated_fields(cost, {"kind", "span", "pay_life"})):
        unsupported(node, f"'if you paid life this way' after the cost {node.find(A.Cost).words!r}",
                    "spells_optional_cost")
    return [ir.StaticAbility(effects=[ir.SpellsOptionalCost(spells=spells, cost=cost, colored_less=colored)])]


def casting_choice_cost(node: A.ChoiceCost, env: Env) -> list:
    """Gift 702.174a: "As an additional cost to cast this spell, you may choose an opponent." — an
    optional cost (601.2b) that is a choice: announced, the caster chooses an opponent (601.2f-h),
    whom "the chosen player" of its other ability names."""
    node.mark(deep=True)
    label = cost_label(env)
    if not label:
        unsupported(node, "a choice as a cost no ability of the card refers to", "optional_cost")
    return [ir.StaticAbility(effects=[ir.OptionalCost(label=label, cost=ir.Cost(), choose="opponent")])]


def _modal_spell(node, env: Env) -> None:
    if not {t.lower() for t in env.face.types} & {"instant", "sorcery"} and not env.line.synthetic:
        unsupported(node, "modes of a spell that is not an instant or sorcery", "modal_cost")


def casting_all_modes_cost(node: A.AllModesCost, env: Env) -> list:
    """Entwine 702.42a: an optional additional cost (118.8) that, paid, has every mode chosen
    (700.2)."""
    _modal_spell(node, env)
    return [ir.StaticAbility(effects=[ir.OptionalCost(label=cost_label(env) or "entwine",
                                                      cost=_paid_cost(node.find(A.Cost), env), all_modes=True)])]


def casting_per_mode_cost(node: A.PerModeCost, env: Env) -> list:
    """Escalate 702.120a: an additional cost (601.2f) paid once for each mode chosen beyond the
    first."""
    _modal_spell(node, env)
    return [ir.StaticAbility(effects=[ir.AdditionalCost(cost=_paid_cost(node.find(A.Cost), env), per_extra_mode=True)])]


def casting_leave_stack_instead(node: A.LeaveStackInstead, env: Env) -> list:
    """"If the flashback cost was paid, exile ~ instead of putting it anywhere else any time it
    would leave the stack." (702.34a); "If the buyback cost was paid, put ~ into its owner's hand
    instead of into that player's graveyard as it resolves." (702.27a): replacement effects on
    the spell's own zone change (614.1a)."""
    condition = _dispatch("condition", node.nodes()[0], env)
    if node.token("EXILE_INSTEAD") is not None:
        eff = ir.ZoneReplacement(affected="self", from_zone="stack", instead="exile")
    else:
        node.token("HAND_INSTEAD")
        eff = ir.ZoneReplacement(affected="self", from_zone="stack", to_zone="graveyard", instead="hand",
                                 resolving=True)
    return [ir.StaticAbility(effects=[eff], condition=condition)]


def casting_plot_action(node: A.PlotAction, env: Env) -> list:
    """Plot 702.170a: a special action (116.2, no stack) from the hand at sorcery speed: exile
    the card and pay the cost; it becomes plotted (cast later without paying its mana cost on a
    later turn, 702.170d)."""
    node.token("SELF")
    cost = _paid_cost(node.find(A.Cost), env).model_copy(update={"exile_self": True})
    return [ir.ActivatedAbility(cost=cost, effects=[ir.Designate(what="self", designation="plotted")],
                                zone="hand", timing="sorcery", special=True)]


def casting_dredge_instead(node: A.DredgeInstead, env: Env) -> list:
    """Dredge 702.52a: while the card is in its owner's graveyard and they have at least N cards
    in their library, they may replace a draw with milling N cards and returning it to their hand."""
    node.mark()
    n, m = (int_value(x, env) for x in node.find_all(A.Number))
    node.token("SELF")
    if n != m:
        unsupported(node, "milling another number than the cards needed", "dredge")
    return [ir.StaticAbility(effects=[ir.DrawInstead(mill=n)])]


def casting_rebound_exile(node: A.ReboundExile, env: Env) -> list:
    """Rebound 702.88a: as the spell resolves (608.2n), if cast from the hand, it is exiled
    instead of put into the graveyard, with a delayed trigger (603.7) at its controller's next
    upkeep: "you may cast [it] from exile without paying its mana cost" (608.2g)."""
    if not {t.lower() for t in env.face.types} & {"instant", "sorcery"} and not env.line.synthetic:
        unsupported(node, "rebound on a permanent spell", "rebound")
    condition = _dispatch("condition", node.nodes()[0], env)
    node.token("SELF")
    cast = ir.May(effects=[ir.CastFree(what="it")])
    return [ir.AsResolves(condition=condition, effects=[
        ir.Exile(what="self"),
        ir.DelayedTrigger(trigger=ir.Trigger(event="beginning_of_step", step="upkeep", whose="you"),
                          effects=[cast])])]


def condition_cond_mana_spent(node: A.CondManaSpent, env: Env) -> ir.Condition:
    """"if {W} was spent to cast this spell", "When this creature enters, if {R} was spent to cast
    it, …": a mana of that color was spent on the total cost as the spell — or the spell that
    became this permanent — was cast (601.2h); a permanent that wasn't cast had none spent."""
    node.mark(deep=True)
    if node.token("SELF") is None and env.it not in (None, "self"):
        unsupported(node, f"the mana spent to cast another object ({node.words!r})", "mana_spent")
    name_topic(env, "self")
    word = node.token("COLOR")
    if node.token("SAME_COLOR") is not None:     # adamant: "at least three mana of the same color"
        return ir.Condition(condition="mana_spent", ref="same", count=int_value(node.find(A.Number), env))
    if word is not None:            # adamant: "at least three white mana"
        colors = [next(k for k, v in _COLOR_OF.items() if v == str(word).lower())] * int_value(node.find(A.Number), env)
    else:                           # "{W}", "{R}{R}": that much of that color
        colors = [str(t).strip("{}").upper() for t in node.tokens("MANA_SYMBOL")]
    if len(set(colors)) != 1 or colors[0] not in ("W", "U", "B", "R", "G"):
        unsupported(node, f"{node.words!r}: mana of one of the five colors is what is recorded", "mana_spent")
    return ir.Condition(condition="mana_spent", ref=colors[0], count=len(colors))


def condition_cond_cast_from(node: A.CondCastFrom, env: Env) -> ir.Condition:
    """"if ~ was cast from your hand" (rebound 702.88a): the zone the spell was cast from."""
    node.mark()
    if object_ref(node.nodes()[0], env) != "self":
        unsupported(node, f"where another object was cast from ({node.words!r})", "cast_from")
    return ir.Condition(condition="cast_from", ref=_cast_zone(node, env))


def casting_resolves_into_permanent(node: A.ResolvesIntoPermanent, env: Env) -> list:
    """"If ~'s dash cost was paid, return the permanent ~ becomes to its owner's hand at the
    beginning of the next end step." (702.109a): a static ability of the spell that acts as it
    resolves and becomes a permanent (608.3), "~" then being that permanent."""
    if not {t.lower() for t in env.face.types} & {"creature", "artifact", "enchantment", "planeswalker",
                                                 "land", "battle"}:
        unsupported(node, "a spell that does not become a permanent", "as_resolves")
    env.it = "self"
    condition = _dispatch("condition", node.nodes()[0], env)
    delayed = node.find(A.Delayed)
    delayed.mark()
    effects = lower_sentence(delayed, env, [])
    return [ir.AsResolves(effects=effects, condition=condition)]


def casting_pay_instead(node: A.PayInstead, env: Env) -> list:
    """"For each generic mana in ~'s total cost, you may exile a card from your graveyard rather
    than pay that mana." (delve 702.66a), "… tap an untapped creature [of that color] you control
    …" (convoke 702.51a), "… tap an untapped artifact you control …" (improvise 702.126a): paid as
    the total cost is (601.2h); not an additional or alternative cost."""
    mana = str(node.token("MANA_KIND"))
    tap = node.find(A.TapInstead)
    if tap is not None:
        tap.mark()
        flt = ir.Filter(types=(_type_word(str(tap.token("TYPE"))),), controller="you", tapped=False)
        cost = ir.Cost(tap_untapped=(flt, 1))
        same = tap.token("THAT_COLOR") is not None
    else:
        cost = lower_cost(node, env, [node.find(A.ExileCardsCost)])     # "exile a card from your graveyard"
        same = False
        if cost.exile_from_hand:
            unsupported(node, "cards from the hand paying for mana", "pay_instead")
    if (mana == "colored") != same:
        unsupported(node, "colored mana paid by an object of any color", "pay_instead")
    if cost.exile_from_graveyard and cost.exile_from_graveyard[1] != 1:
        unsupported(node, "more than one object for one mana", "pay_instead")
    return [ir.StaticAbility(effects=[ir.PayInstead(mana=mana, cost=cost, same_color=same)])]


def casting_sunburst_counters(node: A.SunburstCounters, env: Env) -> list:
    """Sunburst 702.44a: a creature card enters with +1/+1 counters, any other with charge
    counters, one for each color of mana spent to cast it (as printed: "ignoring any
    type-changing effects"; 702.44b: none if it was not cast)."""
    node.mark()
    out = []
    for i, kind in enumerate(node.find_all(A.CounterKind)):
        count = node.find_all(A.Count)[i]
        kind.mark(deep=True)
        env.it = "self"
        amount = _per_each(node.find_all(A.ColorsSpent)[i], number_value(count, env), env)
        out.append(ir.StaticAbility(effects=[ir.EntersWithCounters(counter=kind.words, amount=amount)],
                                    condition=ir.Condition(condition="printed_types", negate=i == 1,
                                                           filter=ir.Filter(types=("creature",)))))
    return out


def casting_face_up_counters(node: A.FaceUpCounters, env: Env) -> list:
    """Megamorph 702.37b: "As ~ is turned face up, put a +1/+1 counter on it if its megamorph cost
    was paid to turn it face up."."""
    node.mark(deep=True)
    return [ir.StaticAbility(effects=[ir.FaceUpCounters(counter=node.find(A.CounterKind).words,
                                                        label=str(node.token("FACE_UP_COST")).lower())])]


def casting_escapes_with(node: A.EscapesWith, env: Env) -> list:
    """"~ escapes with three +1/+1 counters on it" (702.138c): "If this permanent escaped, it
    enters with those counters" — escaped: cast with its escape ability (702.138b)."""
    node.mark(deep=True)
    return [ir.StaticAbility(effects=[ir.EntersWithCounters(counter=node.find(A.CounterKind).words,
                                                            amount=number_value(node.find(A.Count), env))],
                             condition=ir.Condition(condition="cost_paid", ref="escape"))]


def condition_cond_cost_paid(node: A.CondCostPaid, env: Env) -> ir.Condition:
    """"if it was kicked" (702.33d), "if its evoke cost was paid", "if the buyback cost was
    paid", "if a replicate cost was paid for it", "if ~ was cast using its jump-start ability":
    the cost of that name was paid as the spell — or the spell that became this permanent — was
    cast (607)."""
    node.mark()
    for ref in node.nodes():
        if isinstance(ref, A.ManaCost):
            continue        # "with its {W} kicker" (below)
        if isinstance(ref.nodes()[0] if isinstance(ref, A.Objref) else ref, A.PronounRef) and env.it is None:
            # "If it was kicked, it deals 2 damage to each creature instead.": with nothing named
            # before, "it" is the spell itself (its costs are what was paid, 601.2b, 607)
            name_topic(env, "self")
        if object_ref(ref, env) != "self":
            unsupported(node, f"whether a cost was paid for another object ({node.words!r})", "cost_paid")
        name_topic(env, "self")    # "If ~ was kicked, it deals 4 damage to each creature …"
    label = node.token("COST_LABEL") or node.token("CHOSEN_COST")     # "you chose to pay ~'s impending cost"
    negate = node.token("WASNT") is not None
    node.token("WAS")
    node.token("IT_IS")
    node.token("KICKED")
    node.tokens("ARTICLE")
    if label is not None:
        ref = str(label).lower()
    elif node.token("BARGAINED") is not None:
        ref = "bargain"             # 702.166b: bargained if its bargain cost was paid
    elif node.token("EVIDENCE_COLLECTED") is not None:
        ref = "collect evidence"    # 701.57c
    elif node.token("GIFT") is not None:
        ref = "gift"                # 702.174k: promised if its gift cost was paid
    else:
        ref = "kicker"              # 702.33d: kicked if a kicker cost was paid
    count = 1
    if node.token("KICKED_TWICE") is not None:
        count = 2                   # 702.33d: a spell with two kicker costs may be kicked twice
    which = node.find(A.ManaCost)
    if which is not None:
        # 702.33f: "if it was kicked with its {W} kicker" — the ability is linked to that one of the
        # card's two kicker costs (607)
        which.mark(deep=True)
        ref = paired_cost_label("kicker", which.text)
    if count > 1 or which is not None:
        if not any(_two_kicker_costs(line, which.text if which is not None else None)
                   for line in env.face.text.splitlines()):
            unsupported(node, f"{node.words!r} on a card without two kicker costs (702.33b)", "cost_paid")
    return ir.Condition(condition="cost_paid", ref=ref, negate=negate, count=count)


def _two_kicker_costs(line: str, cost: str | None) -> bool:
    """The face's line "Kicker [cost 1] and/or [cost 2]" (702.33b), with ``cost`` one of the two."""
    m = re.match(r"kicker ((?:\{[^{}]+\})+) and/or ((?:\{[^{}]+\})+)", line.strip().lower())
    return m is not None and (cost is None or cost.lower() in m.groups())


def condition_cond_both(node: A.CondBoth, env: Env) -> ir.Condition:
    """"~'s impending cost was paid and it has a time counter on it": both hold (each read with
    the antecedents the first names: "it" is ~)."""
    node.mark()
    first, second = node.nodes()
    return ir.Condition(condition="all", all_of=(_dispatch("condition", first, env),
                                                 _dispatch("condition", second, env)))


def static_not_type_static(node: A.NotTypeStatic, env: Env) -> list:
    """"As long as …, it's not a creature." (205.1a, layer 4): the object loses that card type
    while the condition holds (and the creature types with it, 205.1a)."""
    aff = node.find(A.Affected)
    if aff is not None:
        who = affected(aff, env)
    elif env.it == "self":
        who = "self"             # "As long as ~'s … and it has a time counter on it, it's not …"
    else:
        unsupported(node, f"{node.words!r} of an object named by no antecedent", "not_type")
    node.token("IT_IS_NOT")
    node.find(A.Article).mark(deep=True)
    return [ir.AddTypes(affected=who, remove_types=(_type_word(node.token("TYPE")),))]


def ability_triggered_modal(node: A.TriggeredModal, env: Env) -> list:
    """"When ~ enters, choose one — • … • …" (rule 700.2): the modes are chosen as the ability
    is put on the stack (700.2b)."""
    env.kind = "triggered"
    alternatives, conds = lower_trigger(node.find(A.Trigger), env)
    unchosen = node.token("UNCHOSEN")
    if unchosen is not None and str(node.token("MODE_COUNT")).lower() != "one":
        unsupported(node, f"'choose {node.token('MODE_COUNT')} {unchosen}'", "modal_unchosen")
    # "choose one that hasn't been chosen [this turn]": the modes this object's ability chose
    # before (this turn) are not offered (700.2, 400.7)
    once = None if unchosen is None else "turn" if str(unchosen).endswith("this turn") else "ever"
    out = []
    for (trigger, tenv), cond in zip(alternatives, conds):
        modes, choose = _modes(node, tenv)
        out.append(ir.TriggeredAbility(trigger=trigger, modes=modes, choose=choose, effects=[], condition=cond,
                                       unchosen=once))
    return out


def ability_static_lines(node: A.StaticLines, env: Env) -> list:
    """Two static abilities in one paragraph (113.2a): each sentence its own ability, "~" and "it"
    read in each as in a line of its own."""
    node.mark()
    out = []
    for line in node.nodes():
        env.x_def = None
        env.it = None
        out += ability_static_line(line, env)
    return out


def ability_static_line(node: A.StaticLine, env: Env) -> list:
    env.kind = "static"
    nodes = node.nodes()
    if len(nodes) > 1:                    # "…, where X is your life total."
        env.x_def = quantity(nodes[-1], env)
    body = nodes[0]
    if isinstance(body, A.Static):
        body = body.nodes()[0]
    if isinstance(body, A.DeckLimit):
        body.mark(deep=True)
        return ["deck_limit"]
    condition = None
    if isinstance(body, (A.ConditionalStatic, A.DuringYourTurn)):
        condition, body = static_condition(body, env)
    effects = _dispatch("static", body, env)
    if condition is not None and any(isinstance(e, ir.EntersTapped) for e in effects):
        unsupported(node, "a replacement effect of entering under a condition", "conditional_static")
    return [ir.StaticAbility(effects=effects, condition=condition)]


def _raw(node: A.Node) -> str:
    """A node's text, not marking it read (to decide how to read it)."""
    return node.source.text[node.span[0]:node.span[1]]


def static_condition(node, env: Env) -> tuple[ir.Condition, A.Node]:
    """"As long as …, <static>" / "<static> as long as …" / "During your turn, <static>"
    (rule 611.3a): the condition the engine checks, and the static ability it gates."""
    node.mark()
    if isinstance(node, A.DuringYourTurn):
        return ir.Condition(condition="your_turn"), node.nodes()[0]
    cond_node = next(n for n in node.nodes() if n.rule.startswith("cond_"))
    body = next(n for n in node.nodes() if n is not cond_node)
    if isinstance(body, A.Static):
        body = body.nodes()[0]
    if env.it is None and (_raw(body).startswith("~") or _raw(cond_node).startswith("~")):
        # "~ can't block as long as it has a +1/+1 counter on it" (702.98a), "As long as ~'s
        # dash cost was paid, it has haste" (702.109a)
        env.it = "self"
    if isinstance(body, (A.ConditionalStatic, A.DuringYourTurn, A.DeckLimit)):
        unsupported(body, "a condition inside a condition", "conditional_static")
    return _dispatch("condition", cond_node, env), body


def _at_least_condition(cond: ir.Condition, node) -> ir.Condition:
    """"N or more" as it is; "N or fewer" is "not N + 1 or more"."""
    if str(node.token("MORE_FEWER")) == "or fewer":
        return cond.model_copy(update={"count": cond.count + 1, "negate": not cond.negate})
    return cond


def condition_cond_controls_more(node: A.CondControlsMore, env: Env) -> ir.Condition:
    """"if an opponent controls more lands than you", "if you control fewer creatures than an
    opponent": one of those players controls more of the permanents described than the ability's
    controller (``player``: who they are; ``filter``: the permanents, anyone's)."""
    node.mark()
    who_node = node.find(A.Playerref) or next(n for n in node.nodes() if not isinstance(n, A.Object))
    who = _player_filter_word(who_node, env)
    if who in ("you", "any") or "each" in who_node.words:
        unsupported(node, f"more permanents than you of {who_node.words!r}", "controls_more")
    flt = object_filter(node.find(A.Object), env)
    if flt.controller is not None or flt.zone != "battlefield":
        unsupported(node, f"{node.words!r}: permanents described by whose they are", "controls_more")
    return ir.Condition(condition="controls_more", player=who, filter=flt)


def condition_cond_more_life(node: A.CondMoreLife | A.CondMoreCards, env: Env) -> ir.Condition:
    """"if an opponent has more life than you", "if you have less life than an opponent": one of
    those players has a greater life total than the ability's controller (119.1); "if an opponent
    has more cards in hand than you": more cards in their hand (402.1)."""
    node.mark()
    what = "life" if isinstance(node, A.CondMoreLife) else "cards in hand"
    who_node = node.find(A.Playerref) or node.nodes()[0]
    who = _player_filter_word(who_node, env)
    if who in ("you", "any") or "each" in who_node.words:
        unsupported(node, f"more {what} than you of {who_node.words!r}", "controls_more")
    return ir.Condition(condition="more_life" if what == "life" else "more_cards_in_hand", player=who)


condition_cond_more_cards = condition_cond_more_life


def condition_cond_control(node: A.CondControl, env: Env) -> ir.Condition:
    who = node.nodes()[0]
    word = _player_filter_word(who, env)
    refs = node.find_all(A.SomeRef)
    if word == "opponent" and len(refs) == 1:
        # "if an opponent controls a nontoken red permanent" (any of them)
        _mark_count(refs[0])
        if int_value(refs[0].find(A.Count), env) != 1:
            unsupported(node, "an opponent controlling several of them", "condition_player")
        return ir.Condition(condition="opponent_controls", filter=object_filter(refs[0].find(A.Object), env))
    if word != "you":
        return _other_player_controls(node, who, refs, env)
    if node.token("MORE_FEWER") is not None:
        # "if you control three or more artifacts", "unless you control two or fewer other lands"
        flt = object_filter(node.find(A.Object), env).model_copy(update={"controller": "you"})
        return _at_least_condition(ir.Condition(condition="control", filter=flt,
                                                count=int_value(node.find(A.Number), env)), node)
    refs = node.find_all(A.SomeRef)
    for ref in refs:
        _mark_count(ref)
    count = int_value(refs[0].find(A.Count), env)
    if len(refs) > 1:
        if count != 1 or any(int_value(r.find(A.Count), env) != 1 for r in refs):
            unsupported(node, "control several of either kind", "condition_either")
        flt = _either_filter([object_filter(r.find(A.Object), env) for r in refs], node)
    else:
        flt = object_filter(refs[0].find(A.Object), env)
    return ir.Condition(condition="control", filter=flt.model_copy(update={"controller": "you"}), count=count)


def condition_cond_control_named(node: A.CondControlNamed, env: Env) -> ir.Condition:
    """Rule 201.2: "If you control creatures named Mine Worker and Tower Worker" — you control a
    permanent of the kind with the first name and one with the second (both must be there)."""
    obj = node.find(A.Object)
    flt = object_filter(obj, env)
    if flt.named is None or obj.words.split()[0][-1:] != "s":
        unsupported(node, f"'you control {obj.words} and …' (not a plural kind with a name)", "condition_named")
    tok = node.token("CARD_NAME")
    second = env.line.text[tok.start_pos + 1:tok.end_pos - 1]
    mine = flt.model_copy(update={"controller": "you"})
    return ir.Condition(condition="all", all_of=(
        ir.Condition(condition="control", filter=mine),
        ir.Condition(condition="control", filter=mine.model_copy(update={"named": second}))))


_LOOK_BACK_EVENTS = ("leaves", "dies", "put_into_graveyard", "sacrificed", "leaves_without_dying",
                     "exiled_from_battlefield")


def condition_cond_control_ref(node: A.CondControlRef, env: Env) -> ir.Condition:
    """"If you control that creature, draw two cards.", "If you don't control it, …", "If an
    opponent controls that creature, …": the object referred to is a permanent you (an opponent)
    control (108.4: only objects on the battlefield have a controller; one that left has none)."""
    node.mark(deep=True)
    ref = object_ref(node.find(A.PronounRef), env)
    if not isinstance(ref, str):
        unsupported(node, f"control of several objects ({node.words!r})", "condition_object")
    if env.kind == "triggered" and env.trigger_event in _LOOK_BACK_EVENTS and ref in ("self", env.trigger_subject):
        # the object left the battlefield: whether "you control it" looks back (603.10a) is not read
        unsupported(node, f"{node.words!r} of an object that left the battlefield", "condition_object")
    name_topic(env, ref)
    if node.token("OPPONENT_CONTROLS") is not None:     # "If an opponent controls that creature"
        return ir.Condition(condition="controls_ref", ref=ref, player="opponent")
    return ir.Condition(condition="controls_ref", ref=ref, negate="don't" in str(node.token("CONTROL_OR_NOT")))


def _controlling_players(node, who) -> dict | None:
    """Whose permanents a condition counts ("defending player", "an opponent", "your opponents",
    "that player"): the Condition fields naming them — ``ref`` (None: all opponents) and
    ``by_one_player`` (some one of them controls the count; else they do together)."""
    player = who.nodes()[0] if isinstance(who, A.Playerref) and who.nodes() else who
    if isinstance(player, A.DefendingPlayer):
        # 506.2: the player the creature attacks ("can't be blocked as long as defending player
        # controls an artifact")
        return {"ref": "defending", "by_one_player": True}
    if isinstance(player, A.AnOpponent) and "opponent" in player.words:
        return {"ref": None, "by_one_player": True}     # "if an opponent controls four or more lands"
    if isinstance(player, A.EachPlayer) and player.words == "your opponents":
        return {"ref": None, "by_one_player": False}    # "unless your opponents control eight or more lands"
    return None


def _other_player_controls(node: A.CondControl, who, refs: list, env: Env) -> ir.Condition:
    """"defending player controls an artifact", "an opponent controls four or more lands", "your
    opponents control eight or more lands", "that player controls a Plains": the permanents
    those players control (108.4) counted against the number."""
    players = _controlling_players(node, who)
    if players is None:
        ref = player_ref(who, env)
        if not isinstance(ref, str) or ref not in ("active", "each:player") and not ref.startswith("target:"):
            unsupported(node, f"'{who.words} control …' as a condition", "condition_player")
        players = {"ref": ref, "by_one_player": True}     # "if that player controls a Plains"
    if node.token("MORE_FEWER") is not None:
        if str(node.token("MORE_FEWER")) == "or fewer" and players["by_one_player"] and players["ref"] is None:
            # "an opponent controls two or fewer lands" is not "no opponent controls three or more"
            unsupported(node, f"'{who.words} control N or fewer …' (some one of several players)", "condition_player")
        flt = object_filter(node.find(A.Object), env)
        return _at_least_condition(ir.Condition(condition="opponent_controls", filter=flt,
                                                count=int_value(node.find(A.Number), env), **players), node)
    if len(refs) != 1:
        unsupported(node, f"'{who.words} control' either of several descriptions", "condition_either")
    _mark_count(refs[0])
    count = int_value(refs[0].find(A.Count), env)
    return ir.Condition(condition="opponent_controls", filter=object_filter(refs[0].find(A.Object), env),
                        count=count, **players)


def _either_filter(flts: list, node) -> ir.Filter:
    """"a Swamp or a Mountain" as one filter: descriptions that differ only in their subtypes (or
    only in their card types) become one whose subtypes (types) are any of theirs."""
    for key in ("subtypes", "types"):
        rest = [f.model_copy(update={key: ()}) for f in flts]
        if all(r == rest[0] for r in rest) and all(getattr(f, key) for f in flts):
            return rest[0].model_copy(update={key: tuple(x for f in flts for x in getattr(f, key))})
    unsupported(node, "either of two different descriptions", "condition_either")


def condition_cond_none_on_battlefield(node: A.CondNoneOnBattlefield, env: Env) -> ir.Condition:
    """"if no creatures are on the battlefield": none of the objects described is there (anyone's)."""
    flt = object_filter(node.find(A.Object), env)
    if flt.zone != "battlefield" or flt.controller is not None:
        unsupported(node, f"'no {node.find(A.Object).words}' as a condition", "condition_none")
    return ir.Condition(condition="at_least", values=(ir.Count(filter=flt),), count=1, negate=True)


def condition_cond_controls_no(node: A.CondControlsNo, env: Env) -> ir.Condition:
    """"if you control no Islands" / "if defending player controls no Walls"; "if you don't control
    a Food" (the same: none)."""
    node.token("DONT_CONTROL")
    node.token("ARTICLE")
    who = node.nodes()[0]
    flt = object_filter(node.find(A.Object), env)
    if isinstance(who, A.Playerref):
        who = who.nodes()[0]
    if isinstance(who, A.You):
        who.mark(deep=True)
        return ir.Condition(condition="not_control", filter=flt)
    if isinstance(who, A.DefendingPlayer):
        who.mark(deep=True)
        return ir.Condition(condition="opponent_controls", filter=flt, ref="defending", negate=True)
    if isinstance(who, A.EachPlayer) and who.words == "your opponents":
        # "if your opponents control no creatures": none of them controls one
        who.mark(deep=True)
        return ir.Condition(condition="opponent_controls", filter=flt, negate=True)
    unsupported(node, f"'{who.words} controls no …' as a condition", "condition_player")


def condition_cond_starting_life(node: A.CondStartingLife, env: Env) -> ir.Condition:
    """Rule 103.4: "your life total is greater than [or equal to] your starting life total", "…
    less than or equal to half your starting life total", "you have at least 7 life more than your
    starting life total" — the comparison of two quantities ("greater": life > bound)."""
    node.mark(deep=True)
    start = ir.StartingLife(ref="you")
    if node.token("HALF") is not None:
        start = ir.HalfOf(of=start)
    life = ir.LifeOf(ref="you")
    num = node.find(A.Number)
    if num is not None:             # at least N more: life > start + N - 1
        return ir.Condition(condition="greater", values=(life, ir.Sum(parts=(start, ir.Fixed(value=int_value(num, env) - 1)))))
    word = " ".join(str(node.token("LIFE_COMPARED")).split())
    below = ir.Sum(parts=(start, ir.Fixed(value=-1)))       # life > start - 1: at least the start
    return {"greater than": ir.Condition(condition="greater", values=(life, start)),
            "greater than or equal to": ir.Condition(condition="greater", values=(life, below)),
            "less than": ir.Condition(condition="greater", values=(life, below), negate=True),
            "less than or equal to": ir.Condition(condition="greater", values=(life, start), negate=True)}[word]


def condition_cond_life(node: A.CondLife, env: Env) -> ir.Condition:
    return ir.Condition(condition="life_at_least", count=int_value(node.find(A.Number), env))


def condition_cond_life_at_most(node: A.CondLifeAtMost, env: Env) -> ir.Condition:
    """"a player has 13 or less life" (any player), "you have 5 or less life"."""
    who = _player_filter_word(node.nodes()[0], env)
    if who not in ("you", "any", "opponent"):
        unsupported(node, f"the life of {who!r}", "condition_player")
    return ir.Condition(condition="life_at_most", count=int_value(node.find(A.Number), env),
                        player=None if who == "you" else who)


def condition_cond_life_exactly(node: A.CondLifeExactly, env: Env) -> ir.Condition:
    """"if target player has exactly 10 life" (119.1): the life total is more than N - 1 and not
    more than N."""
    who = player_ref(node.nodes()[0], env)
    n = int_value(node.find(A.Number), env)
    life = ir.LifeOf(ref=who)
    return ir.Condition(condition="all", all_of=(
        ir.Condition(condition="greater", values=(life, ir.Fixed(value=n - 1))),
        ir.Condition(condition="greater", values=(life, ir.Fixed(value=n)), negate=True)))


def condition_cond_has(node: A.CondHas, env: Env) -> ir.Condition:
    """"if it has mana value 2 or less", "if that creature has flying": the object matches."""
    ref = object_ref(node.nodes()[0], env)
    name_topic(env, ref)
    f: dict = {}
    kw = node.find(A.KeywordName)
    if kw is not None:
        f["with_keywords"] = (kw.words,)
        kw.mark(deep=True)
    else:
        _stat_requirement(node, str(node.token("STAT")), node.find(A.Comparison), f, env)
    return _matches_condition(ref, ir.Filter(zone="any", **f), node)


def condition_cond_stat_is(node: A.CondStatIs, env: Env) -> ir.Condition:
    """"if its power is 4 or greater", "if that creature's mana value is X"; "Destroy target
    artifact. If its mana value was 1 or less, …": of the object as it last existed in the zone it
    left (608.2h; the engine's characteristics of an object that left its zone are its last
    known ones)."""
    so = node.find(A.StatOf)
    so.mark()
    ref = _possessor_ref(so, env)
    f: dict = {}
    _stat_requirement(node, str(so.token("STAT")), node.find(A.Comparison), f, env)
    return _matches_condition(ref, ir.Filter(zone="any", **f), node)


def condition_cond_cast_during(node: A.CondCastDuring, env: Env) -> ir.Condition:
    """"If you cast this spell during your main phase" (addendum, 207.2c): it was cast while its
    controller was the active player in a main phase (505.1, 601.2); "if you cast it during your
    main phase" of a permanent: the spell it was (608.3)."""
    node.mark(deep=True)
    if env.kind not in ("spell", "triggered"):
        unsupported(node, "when another object was cast", "cast_from")
    env.cast_condition = True
    return ir.Condition(condition="cast_in_main")


_TARGET_REF = re.compile(r"'target:(\d+)")


def _targets_only_when_cast_in_main(effects) -> list[int]:
    """The targets named only in the effects of "If you cast this spell during your main phase":
    whether they are chosen is decided as the spell is cast (601.2c), which the engine does not
    do (it would choose them, and they would become targets, in any phase)."""
    inside, outside = set(), set()

    def walk(es, under):
        for e in es:
            if isinstance(e, ir.IfCondition) and e.condition.condition == "cast_in_main":
                walk(e.effects, True)
                walk(e.otherwise, under)
                continue
            (inside if under else outside).update(int(n) for n in _TARGET_REF.findall(repr(e)))
    walk(effects, False)
    return sorted(inside - outside)


def condition_cond_cast_it(node: A.CondCastIt, env: Env) -> ir.Condition:
    """"if you cast it": the permanent entered from the stack as a spell (608.3); "if you cast it
    from your hand / from anywhere other than your hand": the zone it was cast from (601.2a)."""
    name_topic(env, "self")
    negate = "didn't" in str(node.token("CAST_IT"))
    zone = _cast_zone(node, env)
    if zone is not None:
        return ir.Condition(condition="cast_from", ref=zone, negate=negate)
    return ir.Condition(condition="was_cast", negate=negate)


def _cast_zone(node, env) -> str | None:
    """The zone of "… cast from your hand", "… from anywhere other than your hand" ("not_hand"),
    "… from a graveyard" (any player's: the zone recorded as the spell was cast, 601.2a), or None
    when none is said (601.2a: a card is cast from its owner's zone)."""
    if node.token("FROM_ELSEWHERE") is not None:
        return "not_hand"
    if node.token("A_GRAVEYARD") is not None:
        return "graveyard"
    ppos = node.find(A.PlayerrefPossessive)
    if ppos is None:
        return None
    if _owner_word(ppos, env) != "you":
        unsupported(node, f"where another player's card was cast from ({node.words!r})", "cast_from")
    return str(node.token("ZONE_CAST"))


def condition_cond_obj_attacked(node: A.CondObjAttacked, env: Env) -> ir.Condition:
    """"if it attacked this turn" (508.1), "if ~ attacked or blocked this turn" (509.1)."""
    ref = object_ref(node.nodes()[0], env)
    if not isinstance(ref, str):
        unsupported(node, "attacks of several objects", "condition_object")
    name_topic(env, ref)           # "if ~ didn't attack this turn, put a +1/+1 counter on it"
    events = {"attacked": ("attacks",), "blocked": ("blocks",), "attacked or blocked": ("attacks", "blocks"),
              "didn't attack": ("attacks",)}
    word = " ".join(str(node.token("ATTACKED_BLOCKED")).split())
    return ir.Condition(condition="object_did", ref=ref, event=",".join(events[word]),
                        negate=word.startswith("didn't"))


def condition_cond_is_a(node: A.CondIsA, env: Env) -> ir.Condition:
    """"if ~ is a Spirit", "if it isn't a token": the object matches the description.  "If that
    creature was a Human", "When ~ dies, if it was a creature": the same test, of the object as
    it last existed in the zone it left (608.2h, 603.10a; the engine's characteristics of an
    object that left its zone are its last known ones)."""
    ref = object_ref(node.nodes()[0], env)
    _not_left_face_down(ref, node, env)
    name_topic(env, ref)           # "As long as enchanted permanent is a creature, it gets +2/+1."
    node.find(A.Article).mark(deep=True)
    flt = object_filter(node.find(A.Object), env, card_zone="any").model_copy(update={"zone": "any"})
    cond = _matches_condition(ref, flt, node)
    return cond.model_copy(update={"negate": True}) if node.token("ISNT") is not None else cond


def condition_cond_attached(node: A.CondAttached, env: Env) -> ir.Condition:
    """"Activate only if ~ is attached to a creature" (reconfigure 702.151a), "As long as ~ is
    attached to a creature": the object is attached to an object of that description (301.5, 303.4)."""
    ref = object_ref(node.nodes()[0], env)
    node.find(A.Article).mark(deep=True)
    host = object_filter(node.find(A.Object), env)
    cond = _matches_condition(ref, ir.Filter(zone="any", attached_to=host), node)
    return cond.model_copy(update={"negate": True}) if node.token("ISNT") is not None else cond


def condition_cond_is_supertype(node: A.CondIsSupertype, env: Env) -> ir.Condition:
    """"as long as equipped creature is legendary", "if that card is legendary": the object has
    the supertype (205.4)."""
    ref = object_ref(node.nodes()[0], env)
    if env.it is None and isinstance(ref, str):
        env.it = ref      # "…, it has trample and haste": the object the condition names (608.2c)
    st = node.find(A.Supertype)
    st.mark(deep=True)
    w = st.words
    flt = ir.Filter(zone="any", **({"not_supertypes": (w[3:],)} if w.startswith("non") else {"supertypes": (w,)}))
    cond = _matches_condition(ref, flt, node)
    return cond.model_copy(update={"negate": True}) if node.token("ISNT") is not None else cond


def _not_left_face_down(ref, node, env: Env) -> None:
    """"Whenever a face-down creature you control dies, exile it if it's an instant or sorcery
    card": the quality of the card it was (revealed as it left, 708.9), which its last known
    face-down characteristics (708.2a) do not give: a gap."""
    if env.left_face_down and ref == "trigger:object":
        unsupported(node, "a quality of the card a face-down permanent was, after it left", "face_down_left")


def _matches_condition(ref, flt: ir.Filter, node) -> ir.Condition:
    if not isinstance(ref, str):
        unsupported(node, "a quality of several objects", "matches")
    return ir.Condition(condition="matches", ref=ref, filter=flt)


def condition_cond_counters(node: A.CondCounters, env: Env) -> ir.Condition:
    """"if it had no -1/-1 counters on it" (persist, 702.79a), "if ~ has a time counter on it"
    (vanishing, 702.63a): counters on the object (as it last existed, rule 608.2h)."""
    ref = object_ref(node.nodes()[0], env)
    if not isinstance(ref, str):
        unsupported(node, "counters on several objects", "cond_counters")
    name_topic(env, ref)           # "if ~ has a time counter on it, remove a time counter from it"
    num = node.find(A.Number)
    if num is not None:           # "if it has three or more +1/+1 counters on it"
        return _at_least_condition(ir.Condition(condition="counters_on", ref=ref, counter=node.find(A.CounterKind).words,
                                                count=int_value(num, env)), node)
    return ir.Condition(condition="counters_on", ref=ref, counter=node.find(A.CounterKind).words,
                        negate=node.token("NO") is not None)


def condition_cond_combat_damage_by(node: A.CondCombatDamageBy, env: Env) -> ir.Condition:
    """Prowl 702.76a: "if a player was dealt combat damage this turn by a source that, at the time
    it dealt that damage, was under your control and had any of ~'s creature types" (ref
    "source_creature_types"); freerunning 702.173a: "… by a creature that, at the time it dealt
    that damage, was an Assassin creature or a commander under your control" (``filter``: a
    creature of that subtype).  The engine plays no Commander game (903), so no object is a
    commander: "or a commander" adds none."""
    node.mark(deep=True)
    sub = node.token("SUBTYPE")
    if sub is None:
        return ir.Condition(condition="combat_damage_by", ref="source_creature_types")
    return ir.Condition(condition="combat_damage_by",
                        filter=ir.Filter(types=("creature",), subtypes=(str(sub).lower(),)))


def condition_cond_dealt_damage(node: A.CondDealtDamage, env: Env) -> ir.Condition:
    """"if an opponent was dealt damage this turn" (bloodthirst, 702.54a)."""
    return ir.Condition(condition="dealt_damage_this_turn", player=_player_filter_word(node.nodes()[0], env))


def condition_cond_devotion(node: A.CondDevotion, env: Env) -> ir.Condition:
    """"your devotion to blue is less than five" (700.5: the mana symbols of that color among the
    mana costs of the permanents that player controls), compared with a number as "greater" is:
    "less than N" holds when devotion > N - 1 does not."""
    node.token("LIFE_COMPARED")
    devotion = quantity(node.find(A.Devotion), env)
    n = int_value(node.find(A.Number), env)
    word = " ".join(str(node.token("LIFE_COMPARED")).split())
    return {"greater than": ir.Condition(condition="greater", values=(devotion, ir.Fixed(value=n))),
            "greater than or equal to": ir.Condition(condition="greater", values=(devotion, ir.Fixed(value=n - 1))),
            "less than": ir.Condition(condition="greater", values=(devotion, ir.Fixed(value=n - 1)), negate=True),
            "less than or equal to": ir.Condition(condition="greater", values=(devotion, ir.Fixed(value=n)),
                                                  negate=True)}[word]


def condition_cond_greater(node: A.CondGreater, env: Env) -> ir.Condition:
    """"if that creature's power is greater than ~'s power and/or that creature's toughness is
    greater than ~'s toughness" (evolve, 702.100a): any of the comparisons holds."""
    return ir.Condition(condition="greater", values=tuple(quantity(n, env) for n in node.nodes()))


def condition_cond_on_battlefield(node: A.CondOnBattlefield, env: Env) -> ir.Condition:
    """"if ~ is on the battlefield" (cumulative upkeep, 702.24a)."""
    node.mark(deep=True)
    name_topic(env, "self")
    return ir.Condition(condition="on_battlefield")


def condition_cond_in_graveyard(node: A.CondInGraveyard, env: Env) -> ir.Condition:
    """"if ~ is in your graveyard": the ability works from its owner's graveyard (113.6k), and
    the condition holds while the card is still there (an intervening "if", 603.4)."""
    node.mark(deep=True)
    if env.kind not in ("triggered", "activated"):
        # "As long as ~ is in your graveyard and you control a Mountain, creatures you control
        # have haste": the engine applies static abilities of permanents and emblems only
        unsupported(node, "a static ability that works from the graveyard (113.6k)", "static_in_graveyard")
    name_topic(env, "self")
    env.zone = "graveyard"
    return ir.Condition(condition="in_graveyard")


def condition_cond_x_at_least(node: A.CondXAtLeast, env: Env) -> ir.Condition:
    """"if X is 5 or more" (ravenous, 702.156a): the X of the spell it was (rule 107.3m)."""
    node.mark(deep=True)
    return ir.Condition(condition="x_at_least", count=int_value(node.find(A.Number), env))


def condition_cond_designation(node: A.CondDesignation, env: Env) -> ir.Condition:
    """"if it isn't renowned" (renown, 702.112a), "if this creature is suspected" (701.58b): a
    designation of the object (702.112b)."""
    node.mark(deep=True)
    ref = object_ref(node.nodes()[0], env)
    if not isinstance(ref, str):
        unsupported(node, "a designation of several objects", "cond_designation")
    name_topic(env, ref)
    return ir.Condition(condition="designation", ref=ref, counter=str(node.token("COND_DESIGNATION")),
                        negate=node.token("ISNT") is not None)


def condition_cond_chose_ring_bearer(node: A.CondChoseRingBearer, env: Env) -> ir.Condition:
    """"Whenever the Ring tempts you, if you chose a creature other than ~ as your Ring-bearer"
    (701.52a): the creature chosen as the Ring tempted you — the trigger event's object, none if
    there was no creature to choose (701.52d) — is another object than this one."""
    if env.trigger_event != "action":
        unsupported(node, "the Ring-bearer chosen, outside a 'Whenever the Ring tempts you' ability",
                    "cond_chose_ring_bearer")
    node.mark(deep=True)
    return ir.Condition(condition="matches", ref="trigger:object",
                        filter=ir.Filter(types=("creature",), other=True, zone="any"))


def condition_cond_monarch(node: A.CondMonarch, env: Env) -> ir.Condition:
    """"if you're the monarch", "if an opponent is the monarch", "if there is no monarch" (724.1,
    724.3)."""
    who = {"you're the monarch": "you", "an opponent is the monarch": "opponent",
           "there is no monarch": "none"}[str(node.token("MONARCH_WHO"))]
    return ir.Condition(condition="monarch", ref=who)


def condition_cond_city_blessing(node: A.CondCityBlessing, env: Env) -> ir.Condition:
    """"as long as you have the city's blessing" (ascend 702.131c)."""
    node.mark(deep=True)
    return ir.Condition(condition="city_blessing")


def condition_cond_new_control(node: A.CondNewControl, env: Env) -> ir.Condition:
    """"if ~ came under your control since the beginning of your last upkeep" (echo, 702.30a)."""
    node.mark(deep=True)
    name_topic(env, "self")        # "…, sacrifice it unless you pay [cost]"
    return ir.Condition(condition="new_control")


_STATUS_STATES = {"attacking": {"attacking": True}, "blocking": {"blocking": True},
                  "attacking or blocking": {"attacking_or_blocking": True},
                  "equipped": {"equipped": True}, "enchanted": {"enchanted": True}}


def condition_cond_status(node: A.CondStatus, env: Env) -> ir.Condition:
    """"as long as ~ is equipped" (301.5), "as long as it's attacking", "if that creature is
    attacking" (506.4), "as long as enchanted creature is blocking": the object's status now."""
    if node.token("IT_IS") is not None:
        ref = env.it        # "~ has first strike as long as it's attacking": the object named (608.2c)
        if ref is None:
            unsupported(node, f"{node.words!r} of an object named by no antecedent", "antecedent")
    else:
        ref = object_ref(node.nodes()[0], env)
        name_topic(env, ref)
    flt = ir.Filter(zone="any", **_STATUS_STATES[" ".join(str(node.token("STATUS_STATE")).split())])
    cond = _matches_condition(ref, flt, node)
    return cond.model_copy(update={"negate": True}) if node.token("STATUS_ISNT") is not None else cond


def condition_cond_untapped(node: A.CondUntapped, env: Env) -> ir.Condition:
    """"if ~ is untapped" / "if ~ is tapped" (the source)."""
    name_topic(env, "self")        # "if ~ is tapped, it deals 1 damage to you"
    return ir.Condition(condition=str(node.token("TAP_STATE")))


def condition_cond_top_card(node: A.CondTopCard, env: Env) -> ir.Condition:
    colors = node.find(A.Colors)
    if colors is not None:
        colors.mark(deep=True)
        flt = object_filter_colors(colors)
    else:
        node.find(A.Article).mark(deep=True)
        flt = object_filter(node.find(A.Object), env)
    return ir.Condition(condition="top_of_library", filter=flt.model_copy(update={"zone": "library"}))


def object_filter_colors(node: A.Colors) -> ir.Filter:
    words = node.words
    if words == "colorless":
        return ir.Filter(colorless=True)
    if words == "multicolored":
        return ir.Filter(multicolored=True)
    if words == "monocolored":
        unsupported(node, "'monocolored' filter", "monocolored")
    return ir.Filter(colors=tuple(c.words for c in node.find_all(A.Color)))


def condition_cond_there_are(node: A.CondThereAre, env: Env) -> ir.Condition:
    """"there are seven or more cards in your graveyard" (threshold), "… four or more card types
    among cards in your graveyard" (delirium, 205.2a), "… two or more ki counters on ~"."""
    n = int_value(node.find(A.Number), env)
    what = node.nodes()[-1]
    if isinstance(what, A.Object):
        flt = object_filter(what, env, card_zone="any")
        if flt == ir.Filter(zone="graveyard", owner="you"):
            return _at_least_condition(ir.Condition(condition="graveyard_size", count=n), node)
        q = ir.Count(filter=flt)
    elif isinstance(what, A.CountersThere):
        what.mark()
        ref = object_ref(what.nodes()[-1], env)
        if not isinstance(ref, str):
            unsupported(what, "counters on several objects", "counters_on")
        q = ir.CountersOn(ref=ref, counter=what.find(A.CounterKind).words)
        name_topic(env, ref)        # "When there are four or more page counters on ~, exile it."
    else:
        q = quantity(what, env)
    return _at_least_condition(ir.Condition(condition="at_least", values=(q,), count=n), node)


def condition_cond_all_basic_types(node: A.CondAllBasicTypes, env: Env) -> ir.Condition:
    """"if there are five basic land types among lands you control" (domain 207.2c; the five of
    205.3i: at least five is all of them)."""
    node.mark(deep=True)
    if _player_filter_word(node.nodes()[0], env) != "you":
        unsupported(node, "basic land types among another player's lands", "domain")
    return ir.Condition(condition="at_least", values=(ir.BasicLandTypes(ref="you"),), count=5)


def condition_cond_player_cards(node: A.CondPlayerCards, env: Env) -> ir.Condition:
    """"you have no cards in hand" (hellbent), "that player has two or fewer cards in hand"."""
    who = player_ref(node.nodes()[0], env)
    if not isinstance(who, str):
        unsupported(node, "cards of several players", "condition_player")
    ppos = node.find(A.PlayerrefPossessive)
    if ppos is not None:
        if possessive_player(ppos, env) != who:
            unsupported(node, "cards in another player's zone", "condition_player")
        zone = str(node.token("ZONE"))
    else:
        zone = str(node.token("HAND"))
    q = ir.HandSizeOf(ref=who) if zone == "hand" else ir.LibrarySize(ref=who) if zone == "library" \
        else ir.Count(filter=ir.Filter(zone=zone, owner=who))
    # "an opponent has …": true if one of them has (the runtime tries each, asking nothing)
    player = "an_opponent" if who == "an_opponent" else None
    if node.token("NO") is not None:
        return ir.Condition(condition="at_least", values=(q,), count=1, negate=True, player=player)
    return _at_least_condition(ir.Condition(condition="at_least", values=(q,), player=player,
                                            count=int_value(node.find(A.Number), env)), node)


def quantity_greatest_among(node: A.GreatestAmong, env: Env):
    """"the greatest power among creatures you control" (0 if there are none)."""
    stat = " ".join(str(node.token("STAT")).split()).replace(" ", "_")
    flt = object_filter(node.find(A.Object), env, card_zone="any")
    if flt.this_way:
        # "among cards discarded this way": the objects an earlier effect acted on, which this
        # quantity's filter can't name (it would read every card in every zone)
        unsupported(node, "the greatest value among the objects an effect acted on 'this way'", "among_this_way")
    return ir.GreatestAmong(stat=stat, filter=flt)


def quantity_total_of(node: A.TotalOf, env: Env):
    """"the total power of creatures you control" (0 if there are none)."""
    stat = " ".join(str(node.token("STAT")).split()).replace(" ", "_")
    return ir.TotalOf(stat=stat, filter=object_filter(node.find(A.Object), env, card_zone="any"))


def quantity_distinct_among(node: A.DistinctAmong, env: Env):
    """"the number of colors among permanents you control" (105.2), "for each different mana value
    among nonland permanents you control" (202.3), "… different power among …": how many
    different values the objects have."""
    words = str(node.token("DISTINCT_STAT"))
    stat = "color" if words.startswith("color") else "mana_value" if "mana value" in words else "power"
    flt = object_filter(node.find(A.Object), env, card_zone="any")
    if flt.this_way:
        unsupported(node, f"{words} among the objects an effect acted on 'this way'", "among_this_way")
    return ir.DistinctAmong(stat=stat, filter=flt)


def quantity_card_types_among(node: A.CardTypesAmong, env: Env):
    """Rule 205.2a: the number of card types among the objects ("cards in your graveyard")."""
    flt = object_filter(node.find(A.Object), env, card_zone="any")
    if flt.this_way:
        unsupported(node, "card types among the objects an effect acted on 'this way'", "among_this_way")
    return ir.CardTypesAmong(filter=flt)


def _at_least(node: A.Node, env: Env) -> int:
    """"a creature died" (1) / "five or more creatures died" (5)."""
    art = node.find(A.Article)
    if art is not None:
        art.mark(deep=True)
        return 1
    return int_value(node.find(A.Number), env)


def condition_cond_attacked_this_turn(node: A.CondAttackedThisTurn, env: Env) -> ir.Condition:
    """"if you attacked this turn": a creature of that player's attacked (rule 508.1); "if ~
    attacked this turn" (boast 702.142a): this creature did."""
    if isinstance(node.nodes()[0], A.SelfRef):
        node.nodes()[0].mark(deep=True)
        name_topic(env, "self")    # "if ~ attacked this turn, return it to its owner's hand"
        return ir.Condition(condition="this_turn", event="attacks", filter=ir.Filter(is_self=True, zone="any"))
    who = _player_filter_word(node.nodes()[0], env)
    return ir.Condition(condition="this_turn", event="attacks", player=who)


def condition_cond_died_this_turn(node: A.CondDiedThisTurn, env: Env) -> ir.Condition:
    """"if a creature died this turn" (rule 700.4: put into a graveyard from the battlefield);
    "… died under your control this turn": its controller then was that player."""
    flt = object_filter(node.find(A.Object), env)
    if "creature" not in flt.types:
        unsupported(node, "a noncreature object that 'died'", "died_this_turn")
    ppos = node.find(A.PlayerrefPossessive)
    who = _owner_word(ppos, env) if ppos is not None else None
    return ir.Condition(condition="this_turn", event="dies", filter=flt.model_copy(update={"zone": "any"}),
                        player=who, count=_at_least(node, env))


def condition_cond_your_turn(node: A.CondYourTurn, env: Env) -> ir.Condition:
    """"if it's your turn" / "as long as it isn't your turn": the ability's controller is (not)
    the active player (rule 500.1)."""
    node.mark(deep=True)
    word = str(node.token("WHOSE_TURN"))
    negate = "not" in word or "n't" in word
    return ir.Condition(condition="your_turn", negate=negate)


def condition_cond_their_turn(node: A.CondTheirTurn, env: Env) -> ir.Condition:
    """"Whenever a player casts a spell, if it's not their turn, …" (500.1): the player the
    trigger event names ("that player") is (not) the active player."""
    node.mark(deep=True)
    if env.kind != "triggered" or env.player_it is None or not env.player_it.startswith("trigger:"):
        unsupported(node, f"whose turn {node.words!r} names: no player named by a trigger event before it",
                    "antecedent")
    word = str(node.token("WHOSE_TURN"))
    return ir.Condition(condition="your_turn", ref=env.player_it, negate="not" in word or "n't" in word)


def condition_cond_self_entered(node: A.CondSelfEntered, env: Env) -> ir.Condition:
    """"As long as ~ entered this turn": one of this turn's entering events is this very object
    (603.6a; 400.7: not if it left and came back as a new object since)."""
    node.mark(deep=True)
    return _matches_condition("self", ir.Filter(zone="any", entered_this_turn=True), node)


def condition_cond_control_different(node: A.CondControlDifferent, env: Env) -> ir.Condition:
    """Coven: "if you control three or more creatures with different powers" — that many of your
    permanents matching whose powers (208.1) are all different: at least that many different
    powers among them."""
    node.mark()
    flt = object_filter(node.find(A.Object), env).model_copy(update={"controller": "you"})
    return ir.Condition(condition="control_different", filter=flt, ref="power",
                        count=int_value(node.find(A.Number), env))


def condition_cond_entered_this_turn(node: A.CondEnteredThisTurn, env: Env) -> ir.Condition:
    """"if two or more nonland permanents entered the battlefield under your control this turn"
    (celebration): at least that many of this turn's entering events (603.6a) of objects matching,
    under that player's control as they entered."""
    flt = object_filter(node.find(A.Object), env)
    ppos = node.find(A.PlayerrefPossessive)
    who = _owner_word(ppos, env) if ppos is not None else None
    return ir.Condition(condition="this_turn", event="enters", filter=flt.model_copy(update={"zone": "any"}),
                        player=who, count=_at_least(node, env))


def condition_cond_left_this_turn(node: A.CondLeftThisTurn, env: Env) -> ir.Condition:
    """Revolt: "if a permanent left the battlefield under your control this turn": at least that
    many of this turn's events of objects matching leaving the battlefield (603.6c), under that
    player's control as they left."""
    flt = object_filter(node.find(A.Object), env)
    ppos = node.find(A.PlayerrefPossessive)
    who = _owner_word(ppos, env) if ppos is not None else None
    return ir.Condition(condition="this_turn", event="leaves", filter=flt.model_copy(update={"zone": "any"}),
                        player=who, count=_at_least(node, env))


def condition_cond_returned_this_turn(node: A.CondReturnedThisTurn, env: Env) -> ir.Condition:
    """"if a permanent was put into your hand from the battlefield this turn": this turn's events
    of objects matching leaving the battlefield (603.6c) for a hand — their owner's (404.1, 400.3),
    so the hand named is that of the owner the filter requires."""
    flt = object_filter(node.find(A.Object), env)
    owner = _owner_word(node.find(A.PlayerrefPossessive), env)
    if owner not in ("you", "opponent"):
        unsupported(node, f"put into {node.find(A.PlayerrefPossessive).words!r} hand", "returned_this_turn")
    return ir.Condition(condition="this_turn", event="leaves_to_hand",
                        filter=flt.model_copy(update={"zone": "any", "owner": owner}), count=_at_least(node, env))


def condition_cond_did_this_turn(node: A.CondDidThisTurn, env: Env) -> ir.Condition:
    """"you've drawn two or more cards this turn" (draw events), "you've cast a noncreature spell
    this turn" (cast events of spells matching), "you've sacrificed an artifact this turn"
    (sacrifice events, 701.17a, of permanents matching)."""
    obj = node.find(A.Object)
    if obj is None:
        return ir.Condition(condition="this_turn", event="draw", player="you",
                            count=int_value(node.find(A.Number), env))
    flt = object_filter(obj, env, card_zone="any").model_copy(update={"zone": "any"})
    if node.token("TEAM_HAS") is not None:      # surge 702.117a: no teammates in a two-player game
        return ir.Condition(condition="this_turn", event="cast", player="you", filter=flt)
    done = node.token("PAST_DONE")
    if done is not None:
        # "if an opponent cast two or more spells this turn": one of those players did it that
        # many times; "if a player discarded a card this turn"; "you sacrificed a permanent"
        who = _player_filter_word(node.nodes()[0], env)
        event = {"cast": "cast", "discarded": "discard", "sacrificed": "sacrificed"}[str(done)]
        return ir.Condition(condition="this_turn", event=event, player=who, filter=flt,
                            count=_at_least(node, env), by_one_player=who in ("opponent", "any"))
    event = "sacrificed" if node.token("SACRIFICED") is not None else \
        "discard" if node.token("DISCARDED") is not None else "cast"
    return ir.Condition(condition="this_turn", event=event, player="you", filter=flt, count=_at_least(node, env))


_LIFE_CHANGES = {"gained": "gain_life", "lost": "lose_life", "gained or lost": "gain_or_lose_life"}


def condition_cond_life_this_turn(node: A.CondLifeThisTurn, env: Env) -> ir.Condition:
    """"if an opponent lost life this turn", "if you gained 3 or more life this turn"."""
    who = "you" if node.token("YOUVE") is not None else _player_filter_word(node.nodes()[0], env)
    num = node.find(A.Number)
    count = int_value(num, env) if num is not None else 1
    change = str(node.token("LIFE_CHANGE"))
    if change == "gained and lost":
        # "if you gained and lost life this turn": both events happened (119.3, 119.9)
        if num is not None:
            unsupported(node, f"{node.words!r}: an amount of both", "life_this_turn")
        return ir.Condition(condition="all", all_of=tuple(
            ir.Condition(condition=_turn_of(node), event=_LIFE_CHANGES[c], player=who) for c in ("gained", "lost")))
    return ir.Condition(condition=_turn_of(node), event=_LIFE_CHANGES[change], player=who, count=count)


def _turn_of(node: A.Node) -> str:
    """The turn whose events a condition counts: "this turn", or "last turn" (the turn before
    this one, whoever's it was)."""
    return "last_turn" if node.token("LAST_TURN") is not None else "this_turn"


def condition_cond_cast_last_turn(node: A.CondCastLastTurn, env: Env) -> ir.Condition:
    """Werewolves: "if no spells were cast last turn" (no cast event, 601.2i, in the turn before
    this one); "if a player cast two or more spells last turn" (one player cast that many)."""
    node.token("LAST_TURN")
    if node.token("NO") is not None:
        return ir.Condition(condition="last_turn", event="cast", negate=True)
    who = _player_filter_word(node.nodes()[0], env)
    return ir.Condition(condition="last_turn", event="cast", player=who, by_one_player=who == "any",
                        count=int_value(node.find(A.Number), env))


def ability_activation_note(node: A.ActivationNote, env: Env) -> list:
    return [("x_color", str(node.token("COLOR_WORD")))]


# ---------------------------------------------------------------------------------------------
# Lines and faces
# ---------------------------------------------------------------------------------------------
def _gap_from(exc: Unsupported, line: Line) -> ir.Gap:
    if exc.gap is not None:
        return exc.gap
    node = exc.node
    if node is not None and getattr(node, "span", None) is not None:
        start, end = node.span
        wording = line.text[start:end]
        column = line.oracle_column(start) + 1
    else:
        wording, column = line.text, 1
    return ir.Gap(line=line.index + 1, column=column, wording=wording, reason=exc.reason,
                  blocker=exc.blocker)


def _forecast(face: CardFace, line: Line) -> LineResult:
    """Forecast 702.57a-b: "Forecast — [Activated ability]" is an activated ability that works
    from the hand (its cost reveals the card from there), only during its owner's upkeep and
    only once each turn."""
    inner = lower_line(face, Line(index=line.index, text=line.text[len("forecast — "):], oracle=line.oracle,
                                  synthetic="702.57"))
    result = LineResult(abilities=[ir.KeywordAbility(name="forecast", rule="702.57", text=line.oracle,
                                                     line=line.index + 1)], gaps=inner.gaps)
    for a in inner.abilities:
        if not isinstance(a, ir.ActivatedAbility) or a.zone != "hand" or a.condition is not None:
            result.gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                      reason="a forecast ability that is not activated from the hand (702.57a)",
                                      blocker="keyword:forecast"))
            continue
        result.abilities.append(a.model_copy(update={"once_per_turn": True, "text": line.oracle,
                                                     "condition": ir.Condition(condition="your_upkeep")}))
    return result


def _this_way_left(o, path: str = "", mark: str = "this_way") -> str | None:
    """Where in lowered IR a filter still carries a lowering-only ``mark`` ("this way", "a single
    graveyard": the IR field is not written out, so such a filter would lose its restriction),
    or None."""
    if isinstance(o, ir.Filter) and getattr(o, mark):
        return path.lstrip(".") or "filter"
    if isinstance(o, BaseModel):
        for k in type(o).model_fields:
            v = getattr(o, k)
            if isinstance(v, (BaseModel, list, tuple)):
                found = _this_way_left(v, f"{path}.{k}", mark)
                if found:
                    return found
    elif isinstance(o, (list, tuple)):
        for x in o:
            found = _this_way_left(x, path, mark)
            if found:
                return found
    return None


# The effects whose objects acted on are what "… this way" after them counts ("Destroy all
# creatures, then … the number of creatures destroyed this way"): each records the objects it
# destroyed, exiled, moved, tapped or revealed.  Others record something else ("Reveal cards …
# until you reveal an artifact card" records the card found, not every card revealed).
_ACTED_ON = frozenset((
    "Destroy", "Exile", "Sacrifice", "SacrificeChoice", "ReturnToHand", "PutOntoBattlefield", "Discard",
    "DiscardCards", "Mill", "ExileTop", "Tap", "Untap", "TapOrUntap", "Reveal", "PutIntoGraveyard",
    "PutOnLibrary", "CounterSpell", "ShuffleInto", "GainControl", "CreateTokens", "ExileUntilLeaves",
    "LookAtTop"))
_REVEALS = frozenset(("Reveal", "LookAtTop"))
# effects that leave what the effect before acted on as it was ("For each card exiled this way,
# that player loses 1 life and you gain 1 life.": both count the exiled cards)
_KEEPS_ACTED_ON = frozenset(("GainLife", "LoseLife"))


def _has_count_it(node) -> bool:
    if isinstance(node, ir.CountIt):
        return True
    if isinstance(node, ir.Node):
        return any(_has_count_it(getattr(node, k)) for k in type(node).model_fields
                   if k not in ("effects", "otherwise", "kind", "span"))
    if isinstance(node, (list, tuple)):
        return any(_has_count_it(x) for x in node)
    return False


def _last_acted(e) -> str:
    inner = getattr(e, "effects", None)
    return _last_acted(inner[-1]) if isinstance(inner, list) and inner else type(e).__name__


def _count_it_misread(effects, prev=None, acted=_ACTED_ON) -> str | None:
    """The first "… this way" count (CountIt) whose effect just before is not one that records the
    objects it acted on (``acted``, by default ``_ACTED_ON``): it would count something else."""
    for e in effects:
        if _has_count_it(e) and (prev is None or _last_acted(prev) not in acted):
            return f"{type(e).__name__} after {_last_acted(prev) if prev is not None else 'nothing'}"
        for k in ("effects", "otherwise"):
            inner = getattr(e, k, None)
            if isinstance(inner, list) and inner:
                found = _count_it_misread(inner, prev, acted)
                if found:
                    return found
        if type(e).__name__ not in _KEEPS_ACTED_ON:
            prev = e
    return None


def lower_line(face: CardFace, line: Line, spell: bool | None = None) -> LineResult:
    """Parse and lower one ability line; never raises for unsupported wording.  ``spell``: the
    line is a spell ability (default: the face is an instant or sorcery)."""
    from .keywords import ability_form, expand
    if not line.synthetic and line.text.lower().startswith("forecast — "):
        return _forecast(face, line)
    form = ability_form(line.text) if not line.synthetic and " — " in line.text else None
    if form is not None:
        # "Boast — {1}{R}: …" (702.142a): the keyword's meaning with the ability bound in
        kw, ability = form
        result = LineResult(abilities=[ir.KeywordAbility(name=kw.key, rule=kw.rule, text=line.oracle,
                                                          line=line.index + 1)])
        for text in expand(kw, ability):
            inner = lower_line(face, Line(index=line.index, text=text, oracle=line.oracle, synthetic=kw.rule))
            result.gaps += inner.gaps
            result.abilities += [a.model_copy(update={"text": line.oracle}) for a in inner.abilities]
        return result
    result = LineResult()
    if spell is None:
        spell = bool({"Instant", "Sorcery"} & set(face.types))
    try:
        tree = parse_line(line.text, spell=spell)
    except ParseError as exc:
        col = line.oracle_column(exc.position) + 1
        caret = " " * (col - 1) + "^"
        result.gaps.append(ir.Gap(
            line=line.index + 1, column=col, wording=line.text,
            reason=(f"the grammar does not know this wording: unexpected {exc.found!r}; expected "
                    f"{_expected(exc.expected)}\n    {line.oracle}\n    {caret}"),
            blocker=f"parse:{_failure_phrase(line.text, exc.position)}"))
        return result
    source = A.Source(face.oracle_name, line.index + 1, line.text, line)
    ast = A.build_ast(tree, source)
    result.ast = ast
    ability = ast.nodes()[0] if isinstance(ast, A.Start) else ast
    if isinstance(ability, A.Ability):
        ability = ability.nodes()[0]
    env = Env(face=face, line=line)
    try:
        out = _dispatch("ability", ability, env)
    except Unsupported as exc:
        result.gaps.append(_gap_from(exc, line))
        return result
    lost = _this_way_left(out) if "this way" in line.text else None
    if lost:
        # "the number of Mountains put into a graveyard this way": a filter that names the objects
        # an earlier effect acted on, which nothing here narrowed to them — read as is, it would
        # count or choose every such object (an over-claim)
        result.gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                  reason=f"'… this way' ({lost}) would read every object, not those the "
                                         "effect before acted on", blocker="this_way"))
        return result
    if env.cast_condition and any(_targets_only_when_cast_in_main(getattr(a, "effects", None) or []) for a in out):
        result.gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                  reason="a target chosen only if the spell is cast during its controller's main "
                                         "phase (601.2c: chosen as it is cast)", blocker="cast_condition_target"))
        return result
    for effects in ([getattr(a, "effects", None) or []] + [m.effects for m in getattr(a, "modes", None) or []]
                    for a in out if "this way" in line.text):
        # "… revealed this way" only after a reveal: "For each land card revealed this way, you
        # create a … token. Then creatures you control get +1/+1 … for each nonland card revealed
        # this way" would count the tokens
        acted = _REVEALS if {m.group(1) for m in re.finditer(r"(\w+) this way", line.text)} == {"revealed"} \
            else _ACTED_ON
        misread = next(filter(None, (_count_it_misread(e, None, acted) for e in effects)), None)
        if misread:
            result.gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                      reason=f"'… this way' counts the objects the effect before acted on, "
                                             f"and that effect does not record them ({misread})",
                                      blocker="this_way"))
            return result
    lost = _this_way_left(out, mark="single_zone") if "a single" in line.text else None
    if lost:
        # "from a single graveyard" other than of a target: nothing would keep the objects in one
        result.gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                  reason=f"'a single' zone ({lost}) other than a target's", blocker="single_zone"))
        return result
    missed = sorted(line.granter - env.granter_used.keys())
    if missed:
        # the card's name in an ability it gives another object where this lowering would read
        # it as the object that has the ability (201.5a): each such name must be read as the giver
        col = line.oracle_column(missed[0])
        result.gaps.append(ir.Gap(line=line.index + 1, column=col + 1, wording=line.text,
                                  reason=f"the card's name inside an ability it gives another object, at "
                                         f"column {col + 1}: {line.oracle[max(0, col - 20):col + 20]!r}",
                                  blocker="grant_named_self"))
        return result
    result.granter_uses = frozenset(env.granter_used.values())
    unread = ast.unread()
    if unread:
        # a clause the parser matched but lowering never read: the card must not claim it
        first = unread[0]
        span = first.span if isinstance(first, A.Node) else (first.start_pos, first.end_pos)
        words = ", ".join(repr(line.text[u.span[0]:u.span[1]] if isinstance(u, A.Node)
                               else line.text[u.start_pos:u.end_pos]) for u in unread[:4])
        result.gaps.append(ir.Gap(line=line.index + 1, column=line.oracle_column(span[0]) + 1,
                                  wording=line.text[span[0]:span[1]],
                                  reason=f"lowering did not account for {words}", blocker="swallowed"))
        return result
    text = line.oracle if not line.synthetic else line.text
    for a in out:
        if isinstance(a, ir.Ability):
            # a chapter ability keeps its own numeral ("I, II — …" is two abilities, 714.2c)
            chapter = isinstance(a, ir.TriggeredAbility) and a.trigger.event == "chapter"
            a = a.model_copy(update={"line": line.index + 1, "text": a.text if chapter else text})
        result.abilities.append(a)
    return result


def _expected(names: tuple[str, ...]) -> str:
    return ", ".join(names[:8]) + (" …" if len(names) > 8 else "")


_WORD = re.compile(r"[\w'~{}+/-]+|[,.:;\"—•]")


def _failure_phrase(text: str, pos: int) -> str:
    """The construct a parse failure stands for, to rank blockers across the corpus: the word
    before the failure, the unexpected word in «», and the word after — "one «or» more",
    "spell «was» kicked", ". «when» you" — with numbers and mana symbols generalised (N, {M}),
    so one construct groups the lines that need it.  ``«end»``: the line ended too soon."""
    while pos > 0 and (text[pos - 1].isalnum() or text[pos - 1] in "'-"):
        pos -= 1          # the dynamic lexer can stop inside a word ("As" read as "a" + "s")

    def words(s: str) -> list[str]:
        out = []
        for w in _WORD.findall(s.lower()):
            if re.fullmatch(r"\d+|x", w):
                w = "N"
            elif re.fullmatch(r"(?:\{[^}]*\})+", w):
                w = "{M}"
            out.append(w)
        return out
    before, after = words(text[:pos]), words(text[pos:])
    if not after:
        return " ".join(before[-2:] + ["«end»"])
    return " ".join(before[-1:] + [f"«{after[0]}»"] + after[1:2])


_COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _colors(mana_cost: str | None, indicator: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Rule 202.2: an object's colors are the colors of the mana symbols in its mana cost, and
    those of its color indicator (204.1)."""
    found = [_COLOR_OF[c] for c in indicator if c in _COLOR_OF]
    for sym in re.findall(r"\{([^}]*)\}", mana_cost or ""):
        for ch in sym:
            c = _COLOR_OF.get(ch)
            if c and c not in found:
                found.append(c)
    order = ["white", "blue", "black", "red", "green"]
    return tuple(c for c in order if c in found)


def _int_or_none(v: str | None):
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return None


def card_header(face: CardFace) -> dict:
    """The printed characteristics (rule 109.3) as CardIR fields."""
    basic = "Basic" in face.supertypes and "Land" in face.types
    pt_text = face.power is not None and _int_or_none(face.power) is None
    return dict(
        name=face.oracle_name, mana_cost=face.mana_cost or None,
        types=tuple(t.lower() for t in face.types), subtypes=tuple(s.lower() for s in face.subtypes),
        supertypes=tuple(s.lower() for s in face.supertypes), colors=_colors(face.mana_cost, face.color_indicator),
        colors_unknown=not face.color_indicator_known,
        power=_int_or_none(face.power), toughness=_int_or_none(face.toughness),
        loyalty=_int_or_none(face.loyalty), pt_defined_by_text=pt_text,
        deck_limit=None if basic else 4, x_color=None,
    )


# Card layouts whose rules the engine does not implement (nor does a face of them work alone):
# layout → (rule, what it is).  A face of one is reported with blocker ``layout_<layout>`` even
# when every line compiles — it is never counted as compiled.  Reversible cards whose two faces
# are the same card (named "A // A"), Unstable hosts (a creature that
# only matters to augment) and mutate (its keyword blocks it) are not listed.
LAYOUTS = {
    "split": ("709", "a split card: casting either half, or both with fuse"),
    "aftermath": ("702.127", "a split card with aftermath: its second half is cast from the graveyard"),
    "flip": ("710", "a flip card: turning it over"),
    "transform": ("712", "a transforming double-faced card: its back face and transforming"),
    "modal_dfc": ("712", "a modal double-faced card: playing or casting its back face"),
    "meld": ("712.4", "a meld card: melding with its pair"),
    "reversible_card": ("712", "a reversible card with two different faces"),
    "adventure": ("715", "an adventurer card: casting its Adventure and then the card from exile"),
    "prepare": ("", "a prepare card: casting a copy of its spell face while it is prepared"),
    "augment": ("702.145", "an augment card: combining with a host (Unstable)"),
    "planar": ("901", "a Planechase card (plane or phenomenon), a casual variant"),
    "vanguard": ("902", "a Vanguard card, a casual variant"),
    "scheme": ("904", "an Archenemy scheme, a casual variant"),
}


# Layouts compiled from all their faces when the card file carries them (``lower_card_faces``):
# layout → the rule that says how its faces are cast.
FACE_LAYOUTS = {"split": "709", "aftermath": "709", "adventure": "715", "modal_dfc": "712", "transform": "712"}


def _missing_faces(face: CardFace) -> list[str]:
    """The names of the card's faces the card file does not hold ("the shipped snapshot carries
    front faces only")."""
    names = face.oracle_name.split(" // ") if " // " in face.oracle_name else face.name.split(" // ")
    have = {face.face_name or names[0], *face.other_faces}
    if face.card_faces:
        have |= {f.oracle_name for f in face.card_faces}
    return [n for n in names if n not in have]


def layout_gap(face: CardFace) -> ir.Gap | None:
    """The gap of a face whose layout the engine does not implement (``LAYOUTS``), or of one of a
    layout it implements (``FACE_LAYOUTS``) whose other faces the card file lacks, naming them."""
    entry = LAYOUTS.get(face.layout)
    if entry is None:
        return None
    names = face.oracle_name.split(" // ")
    if face.layout == "reversible_card" and len(set(names)) == 1:
        return None
    rule, what = entry
    missing = _missing_faces(face)
    if face.layout in FACE_LAYOUTS:
        if not missing and face.card_faces:
            return None
        reason = f"{what} needs every face of the card (rule {rule})"
    else:
        reason = f"{what} is not implemented by the engine" + (f" (rule {rule})" if rule else "")
    if missing:
        reason += (f"; the card file holds only this face, not {', '.join(repr(n) for n in missing)}"
                   " (MTGJSON AtomicCards.json or Scryfall data carry every face)")
    return ir.Gap(line=0, column=1, wording=f"layout: {face.layout}", reason=reason,
                  blocker=f"layout_{face.layout}")


def _face_gap(gap: ir.Gap, face: CardFace) -> ir.Gap:
    """A gap of one face of a multi-face card: it names the face (its line numbers count that
    face's lines)."""
    return gap.model_copy(update={"face": face.oracle_name})


def _combined_cost(costs) -> str | None:
    """709.4b: a split card's mana cost is the combined mana costs of its halves."""
    joined = "".join(c for c in costs if c)
    return joined or None


def lower_card_faces(face: CardFace) -> tuple[ir.CardIR, list[ir.Gap], list[LineResult]]:
    """A card compiled from all its faces (``face.card_faces``, in printed order).

    * Split cards (709): each half is a face that may be cast on its own (709.3); in every other
      zone the card has both halves' characteristics combined (709.4): both names, the combined
      mana cost (and so colours and mana value, 709.4b), every card type and every ability of
      either half (709.4c).  Aftermath (702.127) is a split card whose second half's keyword
      says where it is cast from.
    * Adventurer cards (715): the card's normal characteristics are its first face's (715.4);
      the Adventure (an instant or sorcery with the subtype Adventure, 715.2) is a face that may
      be cast instead (715.3).
    * Modal double-faced cards (712.3): the front face's characteristics outside the stack and
      the battlefield (712.8a); the back face may be cast or played instead (712.11b, 712.12).
    * Transforming double-faced cards (712.2): the front face's characteristics, except on the
      battlefield with its back face up (712.8d-e), which only transforming turns up (701.28a)."""
    faces = face.card_faces
    lowered = [_lower_face_lines(f) for f in faces]
    gaps: list[ir.Gap] = []
    results: list[LineResult] = []
    for f, (_, fgaps, fres) in zip(faces, lowered):
        gaps += [_face_gap(g, f) for g in fgaps]
        results += fres
    irs = [card for card, _, _ in lowered]
    if face.layout == "adventure":
        creature, adventure = irs[0], irs[1:]
        if len(faces) != 2 or "adventure" not in adventure[0].subtypes or \
                not {"instant", "sorcery"} & set(adventure[0].types):
            gaps.append(ir.Gap(line=0, column=1, wording=f"layout: {face.layout}", blocker="layout_adventure",
                               reason="an adventurer card whose second face is not an instant or sorcery "
                                      "Adventure (715.2)"))
        card = creature.model_copy(update={"layout": "adventure", "faces": adventure})
        return card, gaps, results
    if face.layout in ("modal_dfc", "transform"):
        if len(faces) != 2:
            gaps.append(ir.Gap(line=0, column=1, wording=f"layout: {face.layout}", blocker=f"layout_{face.layout}",
                               reason="a double-faced card without exactly two faces (712.1)"))
        return irs[0].model_copy(update={"layout": face.layout, "faces": irs[1:]}), gaps, results
    # split and aftermath (709)
    if any(not {"instant", "sorcery"} & set(c.types) for c in irs):
        # a Room (an enchantment whose halves are doors to unlock): not in the shipped rules' 709
        gaps.append(ir.Gap(line=0, column=1, wording=f"layout: {face.layout}", blocker=f"layout_{face.layout}",
                           reason="a split card with a permanent half (a Room and its doors) is not "
                                  "implemented by the engine"))

    def union(key):
        return tuple(dict.fromkeys(x for c in irs for x in getattr(c, key)))
    cost = _combined_cost(f.mana_cost for f in faces)
    card = ir.CardIR(name=face.name, mana_cost=cost, types=union("types"), subtypes=union("subtypes"),
                     supertypes=union("supertypes"), colors=_colors(cost),
                     deck_limit=None if any(c.deck_limit is None for c in irs) else 4,
                     abilities=[a for c in irs for a in c.abilities if not isinstance(a, ir.SpellAbility)],
                     layout=face.layout, faces=irs)
    return card, gaps, results


# A leveler card's level symbols (rule 711.2): "LEVEL 2-3", "LEVEL 4+", then its P/T box "2/4"
_LEVEL_SYMBOL = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_PT_BOX = re.compile(r"^(\d+)/(\d+)$")


def _level_band(low: int, high: int | None) -> ir.Condition:
    """Rule 711.2a-b: at least ``low`` level counters on it (and no more than ``high``)."""
    at_least = ir.Condition(condition="counters_on", ref="self", counter="level", count=low)
    if high is None:
        return at_least
    return ir.Condition(condition="all", all_of=(at_least, ir.Condition(
        condition="counters_on", ref="self", counter="level", count=high + 1, negate=True)))


def _gated(a, cond: ir.Condition, line: Line):
    """An ability printed in a leveler's band (711.2), after a Class level bar (716.2a) or after
    "Solved —" (719.3c): it exists only while ``cond`` holds.  A static or activated ability gets
    the condition; a triggered one gets it as its intervening "if" (603.4); a keyword becomes a
    static ability granting it.  Returns the ability, or a Gap."""
    def both(c):
        return cond if c is None else ir.Condition(condition="all", all_of=(cond, c))
    if isinstance(a, ir.KeywordAbility):
        if a.name in NATIVE_KEYWORDS and a.param is not None:
            return ir.Gap(line=line.index + 1, column=1, wording=line.text, blocker="gated_keyword",
                          reason=f"the keyword {a.name!r} with a parameter granted only under a condition")
        return ir.StaticAbility(effects=[ir.GrantKeywords(affected="self", keywords=(a.name,))],
                                condition=cond, line=a.line, text=a.text)
    if isinstance(a, (ir.StaticAbility, ir.TriggeredAbility, ir.ActivatedAbility, ir.ManaAbility)):
        return a.model_copy(update={"condition": both(a.condition)})
    return ir.Gap(line=line.index + 1, column=1, wording=line.text, blocker="gated_ability",
                  reason="this kind of ability under a level or solved condition")


def lower_face(face: CardFace) -> tuple[ir.CardIR, list[ir.Gap], list[LineResult]]:
    """Lower every line of a face (of every face, for a multi-face card whose faces the card file
    carries: ``lower_card_faces``).  Gaps list what could not be lowered, with reasons."""
    if face.card_faces and face.layout in FACE_LAYOUTS:
        return lower_card_faces(face)
    card, gaps, results = _lower_face_lines(face)
    layout = layout_gap(face)
    if layout is not None:
        gaps.append(layout)
    return card, gaps, results


def _cleave_brackets(lines: list[Line]) -> bool:
    """Whether a line of the face is a keyword whose text change removes the text in square
    brackets (cleave 702.148a): the brackets are then the keyword's marks, not words."""
    from .keywords import text_changing_keywords
    keys = [k for k, c in text_changing_keywords().items() if c.kind == "brackets"]
    return any(re.match(rf"{re.escape(k)}\b", line.text, re.I) for k in keys for line in lines)


def _without_brackets(line: Line) -> Line:
    """``line`` with its square brackets taken out and the words in them kept: the text of a
    spell with cleave when its cleave cost wasn't paid (702.148a); positions still point into the
    Oracle line."""
    keep = [i for i, ch in enumerate(line.text) if ch not in "[]"]
    new_pos = {old: new for new, old in enumerate(keep)}
    return replace(line, text="".join(line.text[i] for i in keep),
                   origin=[line.oracle_column(i) for i in keep],
                   granter=frozenset(new_pos[p] for p in line.granter if p in new_pos))


def _changed_line(line: Line, change) -> Line:
    """``line`` as a text change (612) leaves it (``keywords.TextChange``), its positions still
    pointing into the Oracle line (an inserted word at the position of the words it replaces)
    and the positions of the card's name in an ability it gives (201.5a) moved with the text."""
    text, origin = line.text, [line.oracle_column(i) for i in range(len(line.text))]
    granter = set(line.granter)
    for pattern, repl in change.steps():
        out, out_origin, moved, last = [], [], {}, 0
        for m in pattern.finditer(text):
            for i in range(last, m.start()):
                moved[i] = len(out)
                out.append(text[i])
                out_origin.append(origin[i])
            new = repl(m) if callable(repl) else repl
            out.extend(new)
            out_origin.extend([origin[m.start()] if m.start() < len(origin) else len(line.oracle)] * len(new))
            last = m.end()
        for i in range(last, len(text)):
            moved[i] = len(out)
            out.append(text[i])
            out_origin.append(origin[i])
        text, origin = "".join(out), out_origin
        granter = {moved[p] for p in granter if p in moved}
    return replace(line, text=text, origin=origin, granter=frozenset(granter))


def _shift_targets(value, n: int):
    """``value`` (IR) with each target it names numbered ``n`` higher ("target:0" → "target:2"):
    the targets of a second version of a spell's text put after the first version's."""
    if isinstance(value, str):
        return re.sub(r"\btarget:(\d+)", lambda m: f"target:{int(m.group(1)) + n}", value)
    if isinstance(value, (list, tuple)):
        return type(value)(_shift_targets(v, n) for v in value)
    if isinstance(value, ir.Node):
        update = {}
        for k in type(value).model_fields:
            v = getattr(value, k)
            if k in ("kind", "span", "text"):
                continue
            if k == "different_from":
                update[k] = tuple(i + n for i in v)
            elif k == "target" and isinstance(value, (ir.DamageDivided, ir.CountersDivided)):
                update[k] = v + n
            else:
                update[k] = _shift_targets(v, n)
        return value.model_copy(update=update)
    return value


def _apply_text_change(face: CardFace, change, lines: list[Line], results: list[LineResult],
                       abilities: list) -> list[ir.Gap]:
    """Rule 612 (text-changing effects) for overload (702.96a: "change its text by replacing all
    instances of the word 'target' with the word 'each'") and cleave (702.148a: "by removing all
    text found within square brackets"), which apply only if the keyword's cost was paid: each
    spell line whose text the change alters is lowered a second time, changed, and the spell
    ability does the changed effects if that cost was paid, the printed ones otherwise.  The cost
    is chosen before targets (601.2b-c), so the printed text's targets are chosen only if it
    wasn't paid (702.96b: an overloaded spell requires no targets), the changed text's only if it
    was.  A changed line other than one spell ability without modes is a gap."""
    gaps = []
    label = change.label
    for line, res in zip(lines, results):
        if line.synthetic or res.gaps:
            continue
        printed = _without_brackets(line).text if change.kind == "brackets" else line.text
        changed = change.apply(line.text)
        if changed == printed:
            continue
        spells = [a for a in res.abilities if isinstance(a, ir.SpellAbility)]
        if len(res.abilities) != 1 or len(spells) != 1 or spells[0].modes:
            gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                               reason=f"{label} ({change.rule}) changes the text of a line that is not one spell "
                                      f"ability without modes (612)", blocker=f"keyword:{label}"))
            continue
        base = spells[0]
        alt = lower_line(face, _changed_line(line, change))
        alt_spells = [a for a in alt.abilities if isinstance(a, ir.SpellAbility)]
        if alt.gaps or len(alt.abilities) != 1 or len(alt_spells) != 1 or alt_spells[0].modes:
            inner = alt.gaps[0].reason.splitlines()[0] if alt.gaps else "not one spell ability without modes"
            gaps.append(ir.Gap(line=line.index + 1, column=1, wording=changed,
                               reason=f"the text as {label} changes it ({change.rule}, 612): {inner}",
                               blocker=f"keyword:{label}"))
            continue
        other = alt_spells[0]
        if any(t.if_paid or t.unless_paid for t in base.targets + other.targets):
            gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                               reason=f"targets chosen only if a cost was paid in a spell whose text {label} "
                                      f"changes (601.2c)", blocker=f"keyword:{label}"))
            continue
        n = len(base.targets)
        spell = base.model_copy(update={
            "targets": [t.model_copy(update={"unless_paid": label}) for t in base.targets]
                       + [_shift_targets(t, n).model_copy(update={"if_paid": label}) for t in other.targets],
            "effects": [ir.IfCondition(condition=ir.Condition(condition="cost_paid", ref=label),
                                       effects=_shift_targets(other.effects, n), otherwise=base.effects)]})
        abilities[:] = [spell if a is base else a for a in abilities]
        res.abilities = [spell]
    return gaps


def _lower_face_lines(face: CardFace) -> tuple[ir.CardIR, list[ir.Gap], list[LineResult]]:
    """The IR of one face's characteristics and lines."""
    header = card_header(face)
    abilities: list = []
    gaps: list[ir.Gap] = []
    results = []
    nf = normalize(face)
    section = None          # the condition the abilities of the lines below exist under
    changes = []            # text changes of the spell (612): overload, cleave
    bracketed = _cleave_brackets(nf.lines)
    for line in nf.lines:
        level = _LEVEL_SYMBOL.match(line.text) if face.layout == "leveler" else None
        if level is not None:                    # 711.2: a level symbol starts a band
            section = _level_band(int(level.group(1)), int(level.group(2)) if level.group(2) else None)
            results.append(LineResult())
            continue
        box = _PT_BOX.match(line.text) if section is not None and face.layout == "leveler" else None
        if box is not None:                      # 711.2a: the band's base power and toughness
            abilities.append(ir.StaticAbility(
                effects=[ir.PTSet(affected="self", power=ir.Fixed(value=int(box.group(1))),
                                  toughness=ir.Fixed(value=int(box.group(2))), cda=False)],
                condition=section, line=line.index + 1, text=line.oracle))
            results.append(LineResult())
            continue
        res = lower_line(face, _without_brackets(line) if bracketed and "[" in line.text else line)
        results.append(res)
        gaps.extend(res.gaps)
        bar = next((e.level for a in res.abilities if isinstance(a, ir.ActivatedAbility)
                    for e in a.effects if isinstance(e, ir.BecomeLevel)), None)
        if bar is not None:                      # 716.2a: the lines below are level N's
            section = _class_level(bar)
        elif section is not None:
            gated = [_gated(a, section, line) if isinstance(a, ir.Ability) else a for a in res.abilities]
            gaps.extend(g for g in gated if isinstance(g, ir.Gap))
            res.abilities = [a for a in gated if not isinstance(a, ir.Gap)]
        for a in res.abilities:
            if a == "deck_limit":
                header["deck_limit"] = None
            elif isinstance(a, tuple) and a[0] == "x_color":
                # rule 107.3: "Spend only black mana on X" — the X of the spell's mana cost is
                # paid with mana of that color (a line of its own: the spell's, not an ability's)
                if "{X}" not in (face.mana_cost or "") or "Instant" not in face.types and "Sorcery" not in face.types:
                    gaps.append(ir.Gap(line=line.index + 1, column=1, wording=line.text,
                                       reason="'Spend only … mana on X' on a card whose spell has no X",
                                       blocker="x_color"))
                else:
                    header["x_color"] = a[1]
            elif isinstance(a, tuple) and a[0] == "text_change":
                changes.append(a[1])
            else:
                abilities.append(a)
    for change in changes:
        gaps.extend(_apply_text_change(face, change, nf.lines, results, abilities))
    if header["pt_defined_by_text"] and not any(
            isinstance(a, ir.StaticAbility) and any(isinstance(e, ir.PTSet) for e in a.effects)
            for a in abilities) and not gaps:
        gaps.append(ir.Gap(line=0, column=1, wording=f"{face.power}/{face.toughness}",
                           reason="power/toughness defined by text the compiler did not find",
                           blocker="cda_missing"))
    card = ir.CardIR(**header, abilities=abilities)
    return card, gaps, results
