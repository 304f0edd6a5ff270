"""The targeted smoke game: what a card needs around it to use an ability the generic game could not.

``smoke.py`` plays a generic game first.  For the abilities it could not exercise, :func:`plan`
reads the card's own data (its targets, costs, trigger events and conditions: the same records the
engine interprets) and asks for what they need: real corpus cards that satisfy a filter
("target Wall", "another Elf you control", "a black spell", "Sacrifice a Food"), placed where the
filter says (your battlefield, an opponent's, your graveyard, a hand to cast from), and events the
players make on purpose (play a land each turn, gain life, make an opponent discard, destroy the
creature a "dies" trigger watches, block or be blocked, target the card as an opponent, try to
counter it).  The support cards are found by :class:`SupportFinder`: the simplest real cards of the
corpus that match the filter's printed requirements and compile.  Nothing here decides that an
ability worked: the game still has to cast, activate, trigger and apply it.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field, fields

from oraclec.runtime import defs as D

__all__ = ["Plan", "plan", "SupportFinder", "static_match", "DRIVERS"]

# Real cards that make events on purpose (all compile): gain life (Angel's Mercy: 7 life, enough for
# "if you gained 3 or more life"), make a player discard, destroy a creature / an artifact or
# enchantment / a land / any permanent, target a creature (Giant Growth), counter a spell, create
# creature tokens, a creature with an activated (mana) ability, exile a card from a graveyard,
# deal damage to a creature, an Aura and an Equipment to attach ("enchanted creatures you control").
# A real card with an ability of a keyword "Whenever you activate a[n] … ability" names (702.177a)
_KEYWORD_ABILITY_CARDS = {"exhaust": "Prowcatcher Specialist", "crew": "Cultivator's Caravan", "saddle": "Bulwark Ox",
                          "cycling": "Forgotten Cave"}
# a permanent spell with gift (702.174a-b): cast with its gift promised, its gift triggered ability
# resolves ("Whenever you give a gift", 702.174c)
_GIFT_PERMANENT = "Octomancer"
# A spell without targets performing each keyword action a "Whenever you [action]" trigger names (701)
_ACTION_SPELLS = {"scry": "Opt", "surveil": "Consider", "proliferate": "Tezzeret's Gambit",
                  "manifest dread": "Manifest Dread", "discover": "Geological Appraiser"}
DRIVERS = {"gain_life": "Angel's Mercy", "lose_life": "Night's Whisper", "discard": "Mind Rot", "kill_creature": "Murder",
           "kill_artifact": "Naturalize", "kill_land": "Stone Rain", "kill_any": "Vindicate",
           "target_creature": "Giant Growth", "counter": "Cancel", "tokens": "Raise the Alarm",
           "mana_creature": "Llanowar Elves", "exile_from_graveyard": "Cremate",
           "damage": "Shock", "plus_counter": "Battlegrowth", "kill_all_creatures": "Day of Judgment",
           "aura": "Holy Strength", "equipment": "Bonesplitter", "bounce": "Unsummon",
           "exile": "Utter End"}
# Spells with generic mana in their costs, which mana of any color pays (a spell for mana that may
# be spent only on some spells, 106.6)
_GENERIC_SPELLS = ("Divination", "Grizzly Bears", "Bonesplitter")
# a permanent whose controller wins the game at their upkeep with 40 or more life (104.2b): B's,
# at 50 life in a targeted game, for "Your opponents can't win the game"
_WINS_AT_UPKEEP = "Felidar Sovereign"

# A card of each other card type than creature (a land, an instant, a sorcery, an artifact, an
# enchantment): "N or more card types among cards in your graveyard"
_CARD_TYPE_CARDS = ("Forest", "Giant Growth", "Divination", "Ornithopter", "Pacifism")

# a creature with an activated ability each kind of activation ban (602.5) forbids: a mana
# ability with {T}, an ability that isn't a mana ability; an artifact with an activated ability
_ACTIVATION_BANS = {"activated_abilities_cant_be_activated": "Llanowar Elves",
                    "tap_activated_abilities_cant_be_activated": "Llanowar Elves",
                    "nonmana_activated_abilities_cant_be_activated": "Prodigal Pyromancer"}
_ARTIFACT_ACTIVATED = "Rod of Ruin"
# a permanent of each kind with an activated ability whose cost has two or more generic mana in it
# (more than the one mana a reduction may have to leave, 602.2b), which a
# reduction of activation costs ("Activated abilities of lands you control cost {1} less to
# activate", 602.2b) changes
_GENERIC_ACTIVATED = ("Burnished Hart", "Rod of Ruin", "Mishra's Factory")

_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PERMANENT_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_COLOR_OF_BASIC = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}    # 305.6
_COLOR_OF_LETTER = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
_REMINDER = re.compile(r"\([^)]*\)")


@dataclass
class Plan:
    """A targeted smoke game: extra cards per player and zone, and the events to make.

    ``zones[(player, zone)]`` lists card names ("A"/"B"; battlefield, hand, graveyard, library —
    library cards go on top) or scenario entries (mappings with counters, tokens).  ``casts`` are
    spells a player casts on purpose, with a target preference: ``(player, card name, prefer, turn)``,
    ``prefer`` one of "card" (the card under test), "opponent" (the other player or what they
    control), "opponent_player" (the other player itself), "own" (the caster's own permanents),
    "support:NAME" (a support permanent), "paid:LABEL" (cast with that optional cost paid) or None."""
    zones: dict = field(default_factory=dict)
    casts: list = field(default_factory=list)
    flags: set = field(default_factory=set)
    life: dict = field(default_factory=dict)
    speed: dict = field(default_factory=dict)     # a player's speed at the start (702.179)
    card_target: str | None = None    # the card's own targets: "own" or "opponent"
    keep: set = field(default_factory=set)       # cards A keeps in its hand (not cast)
    block: str | None = None      # B blocks an attacker of this name (else the card)
    notes: list = field(default_factory=list)    # needs no support card could meet

    def add(self, player: str, zone: str, entry, count: int = 1):
        self.zones.setdefault((player, zone), []).extend([entry] * count)

    def cast(self, player: str, name: str, prefer=None, turn: int = 1, copies: int = 1):
        """``turn``: not before that turn (the card's {T} abilities wait for its summoning
        sickness to end, 302.6: an event their "Activate only if" needs is made then);
        ``copies``: cast that many ("if you've cast four or more instant and sorcery spells")."""
        if copies > 1 or all(c[:3] != (player, name, prefer) for c in self.casts):
            self.casts.extend([(player, name, prefer, turn)] * copies)
            self.add(player, "hand", name, copies)

    def names(self) -> set[str]:
        out = set()
        for entries in self.zones.values():
            for e in entries:
                if isinstance(e, str):
                    out.add(e)
                elif isinstance(e, dict) and "name" in e:
                    out.add(e["name"])
        return out


# ------------------------------------------------------------------------------ filters
# an instant cast from the graveyard (flashback {2}{U}, 702.34a): a spell cast from anywhere other
# than the hand (601.2a)
_FLASHBACK_SPELL = "Think Twice"
def _starting_life_in(q) -> bool:
    """Is the quantity the starting life total (103.4), or a sum or half of it?"""
    if isinstance(q, D.StartingLife):
        return True
    if isinstance(q, D.HalfOf):
        return _starting_life_in(q.of)
    return isinstance(q, D.Sum) and any(_starting_life_in(p) for p in q.parts)


_BASIC_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _face_colors(cost: str | None) -> set[str]:
    return {_COLOR_OF_LETTER[ch] for ch in re.findall(r"[WUBRG]", cost or "")}


def static_match(card: D.CardDef, flt: D.Filter | None, keywords=None) -> bool:
    """Does the card, as printed, satisfy the filter's printed requirements?  Where it is, who
    controls it, whether it is tapped or attacking is the placement's business, not the card's."""
    from oraclec.runtime.game import mana_value
    if flt is None:
        return True
    kws = keywords if keywords is not None else {a.name for a in card.abilities
                                                 if isinstance(a, D.KeywordAbility)}
    return _printed_match(flt, card.name, set(card.types), set(card.subtypes), set(card.supertypes),
                          set(card.colors), kws, card.power, card.toughness, mana_value(card.mana_cost))


def _face_match(face, flt: D.Filter) -> bool:
    """The same test on a corpus face, before compiling it."""
    from oraclec.runtime.game import mana_value

    def number(v):
        return int(v) if v is not None and v.isdigit() else None
    low = lambda xs: {x.lower() for x in xs}     # noqa: E731
    return _printed_match(flt, face.name, low(face.types), low(face.subtypes), low(face.supertypes),
                          _face_colors(face.mana_cost), low(face.keywords), number(face.power),
                          number(face.toughness), mana_value(face.mana_cost))


def _printed_match(flt: D.Filter, name, types, subtypes, supertypes, colors, kws, power, toughness,
                   mv) -> bool:
    from oraclec.runtime.references import _CMP
    if flt.token or flt.is_self:
        return False
    if flt.any_of and not any(_printed_match(alt, name, types, subtypes, supertypes, colors, kws,
                                             power, toughness, mv) for alt in flt.any_of):
        return False
    if flt.types and not any(t in types or (t == "permanent" and types & set(_PERMANENT_TYPES))
                             for t in flt.types):
        return False
    for want, have in ((flt.all_types, types),):
        if want and not all(t in have for t in want):
            return False
    for want, have in ((flt.subtypes, subtypes), (flt.supertypes, supertypes), (flt.colors, colors)):
        if want and not have & set(want):
            return False
    for unwanted, have in ((flt.not_types, types), (flt.not_subtypes, subtypes),
                           (flt.not_supertypes, supertypes), (flt.not_colors, colors),
                           (flt.without_keywords, kws)):
        if unwanted and have & set(unwanted):
            return False
    if flt.colorless is not None and flt.colorless != (not colors):
        return False
    if flt.multicolored is not None and flt.multicolored != (len(colors) > 1):
        return False
    if flt.with_keywords and not all(k in kws for k in flt.with_keywords):
        return False
    for want, have in ((flt.power, power), (flt.toughness, toughness), (flt.mana_value, mv)):
        # a comparison with a quantity ("with mana value X") is not a printed requirement
        if want is not None and isinstance(want[1], int) and (have is None or not _CMP[want[0]](have, want[1])):
            return False
    if flt.total_pt is not None and isinstance(flt.total_pt[1], int) and (
            power is None or toughness is None or not _CMP[flt.total_pt[0]](power + toughness, flt.total_pt[1])):
        return False                    # "with total power and toughness 5 or less" (208.1)
    if flt.own_stats is not None:       # "with toughness greater than its power"
        stats = {"power": power, "toughness": toughness}
        a, b = stats[flt.own_stats[0]], stats[flt.own_stats[2]]
        if a is None or b is None or not _CMP[flt.own_stats[1]](a, b):
            return False
    return flt.named is None or name.lower() == flt.named.lower()


_UNUSED = {"zone", "controller", "owner", "other", "tapped", "attacking", "blocking",
           "attacking_or_blocking", "same_name_as", "power_less_than_ref", "power_greater_than_ref",
           "is_self", "counter", "chosen", "targets", "shares_type_with", "shares_color_with"}


def _printed_requirements(flt: D.Filter) -> bool:
    """Does the filter ask anything of the card itself (beyond where it is and whose it is)?"""
    return any(getattr(flt, f.name) not in (None, (), False) for f in fields(flt)
               if f.name not in _UNUSED)


class SupportFinder:
    """The simplest real corpus cards (shortest rules text, then lowest mana value, then name)
    that satisfy a filter's printed requirements, compiled on demand (through the compile cache)
    and kept only if they compile."""

    _instance = None

    def __init__(self):
        from oraclec.compiler.api import _index
        faces = [f for f in _index(None).values() if f.layout == "normal" and not (
            {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon"} & set(f.types))
            and "{X}" not in (f.mana_cost or "") and (f.mana_cost is not None or "Land" in f.types)]
        from oraclec.runtime.game import mana_value
        self.faces = sorted(faces, key=lambda f: (len(_REMINDER.sub("", f.text)),
                                                  mana_value(f.mana_cost), f.name))
        self.defs: dict[str, D.CardDef | None] = {}
        self.memo: dict = {}

    @classmethod
    def get(cls) -> "SupportFinder":
        if cls._instance is None:
            cls._instance = SupportFinder()
        return cls._instance

    def land_making(self, letter: str, avoid: D.Filter) -> str | None:
        """The simplest land whose one ability is "{T}: Add {<letter>}." and that ``avoid`` does not
        match (a land of no basic land type, for "When you control no Islands")."""
        key = ("land_making", letter, avoid)
        if key not in self.memo:
            self.memo[key] = next((f.name for f in self.faces if "Land" in f.types and
                                   _REMINDER.sub("", f.text).strip() == f"{{T}}: Add {{{letter}}}." and
                                   (cd := self.compile(f.name)) is not None and not static_match(cd, avoid)),
                                  None)
        return self.memo[key]

    def compile(self, name: str) -> D.CardDef | None:
        if name not in self.defs:
            from oraclec.compiler.api import compile_cards
            cd = compile_cards([name]).get(name)
            self.defs[name] = cd if cd is not None and cd.support != "unsupported" else None
        return self.defs[name]

    def find(self, flt: D.Filter, avoid: str = "", castable: bool = False,
             needs: str = "") -> str | None:
        """A card name for ``flt`` (None if no compiled corpus card matches).  ``castable``: it
        must have a mana cost and no targets of its own (a spell cast to make an event);
        ``needs``: "sacrifice_self", a permanent with an ability, without targets, whose cost
        sacrifices it (a sacrifice made on purpose, 701.17a); "face_down", a card that can be
        cast face down (morph 702.37a, disguise 702.168a)."""
        key = (flt, avoid, castable, needs)
        if key in self.memo:
            return self.memo[key]
        found, tried = None, 0
        for face in self.faces:
            if face.name == avoid or not _face_match(face, flt):
                continue
            if castable and (face.mana_cost is None or "Land" in face.types):
                continue
            if needs and not _NEEDS_TEXT[needs](face):
                continue
            cd = self.compile(face.name)
            if cd is None or not static_match(cd, flt, {k.lower() for k in face.keywords}) or (
                    castable and _has_targets(cd)) or (needs and not _NEEDS[needs](cd)):
                tried += 1
                if tried >= 20:
                    break
                continue
            found = cd.name
            break
        self.memo[key] = found
        return found


def _sacrifice_ability(cd: D.CardDef):
    """The card's activated ability, without targets, whose cost sacrifices it, if any."""
    return next((a for a in cd.abilities if isinstance(a, (D.ActivatedAbility, D.ManaAbility))
                 and a.cost.sacrifice_self and not getattr(a, "targets", ())), None)


def _face_down_label(cd: D.CardDef) -> str | None:
    """The label of the card's way to be cast face down ("morph", "disguise"), if any."""
    return next((eff.label for a in cd.abilities if isinstance(a, D.StaticAbility)
                 for eff in a.effects if isinstance(eff, D.CastPermission) and eff.face_down is not None),
                None)


# SupportFinder.find(needs=…): the wording a corpus face must have (read before compiling it:
# few cards have one), then the test of its compiled definition
_NEEDS_TEXT = {"sacrifice_self": lambda f: re.search(r"Sacrifice (?:this|%s)\b" % re.escape(f.name), f.text),
               "face_down": lambda f: re.search(r"(?m)^(?:Morph|Megamorph|Disguise)\b", f.text)}
_NEEDS = {"sacrifice_self": _sacrifice_ability, "face_down": _face_down_label}


def _has_targets(cd: D.CardDef) -> bool:
    if "aura" in cd.subtypes:
        return True
    return any(getattr(a, "targets", ()) or getattr(a, "modes", ()) for a in cd.abilities
               if isinstance(a, D.SpellAbility))


# ------------------------------------------------------------------------------ the plan
_DEFAULT_ZONES = {
    ("A", "battlefield"): ["Grizzly Bears", *_BASICS, "Wastes"],
    ("B", "battlefield"): ["Grizzly Bears", "Ornithopter", "Forest"],
    ("A", "graveyard"): ["Grizzly Bears"], ("B", "graveyard"): ["Grizzly Bears"],
    ("A", "hand"): ["Grizzly Bears", "Giant Growth", "Ornithopter", "Divination", "Pacifism"],
}


class _Planner:
    def __init__(self, card: D.CardDef, cards: dict, finder: SupportFinder):
        self.card, self.cards, self.finder = card, cards, finder
        self.p = Plan()

    def _def(self, name: str) -> D.CardDef | None:
        return self.cards.get(name) or self.finder.compile(name)

    def _present(self, player: str, zone: str, flt: D.Filter, count: int) -> bool:
        names = _DEFAULT_ZONES.get((player, zone), []) + [
            e for e in self.p.zones.get((player, zone), []) if isinstance(e, str)]
        n = sum(1 for x in names if (d := self._def(x)) is not None and static_match(d, flt)
                and (not flt.other or x != self.card.name))
        return n >= count

    def support(self, flt: D.Filter | None, player: str, zone: str | None = None, count: int = 1,
                why: str = "", fresh: bool = False) -> str | None:
        """Put ``count`` cards matching ``flt`` in ``player``'s ``zone`` (the filter's own zone by
        default) unless the generic position already has them (``fresh``: cards an earlier need
        may have used up, as a card returned from a graveyard); the name used (or None)."""
        if flt is None:
            return None
        if flt.chosen == "color":
            # "creatures you control of the chosen color" (614.12): one of the color the card
            # chooses as it enters (the default answer: its first option)
            color = self._default_choice("color")
            if color is not None:
                flt = dataclasses.replace(flt, colors=(color,), chosen=None)
        elif flt.chosen == "creature_type":
            # "creatures you control of the chosen type": one of the type chosen (its first option)
            kind = self._default_choice("creature_type")
            if kind is not None:
                flt = dataclasses.replace(flt, subtypes=(kind,), chosen=None)
        zone = zone or flt.zone
        if zone == "any":
            zone = "battlefield"
        if flt.token:
            spec = _token_spec(flt)
            if spec is None:
                self.p.notes.append(f"no token for {why or flt}")
                return None
            if zone == "battlefield":
                self.p.add(player, "battlefield", {"token": spec}, count)
                return None
        if zone in ("stack", "stack_all"):      # a spell to target: the other player casts it
            zone = "hand"
            name = self.finder.find(flt, avoid=self.card.name, castable=True)
            if name is None:
                self.p.notes.append(f"no card for {why or flt}")
                return None
            self.p.cast(player, name)
            self.p.flags.add(f"{player}_casts")
            return name
        if flt.tapped and zone == "battlefield":        # "target tapped creature"
            name = self.finder.find(flt, avoid=self.card.name) if _printed_requirements(flt) \
                else "Grizzly Bears"
            if name is not None:
                self.p.add(player, zone, {"name": name, "tapped": True}, count)
            return name
        if flt.counter is not None and zone == "battlefield":
            # "creatures you control with +1/+1 counters on them": one with such a counter
            name = (self.finder.find(flt, avoid=self.card.name) if _printed_requirements(flt) else None) \
                or "Grizzly Bears"
            kind = "+1/+1" if flt.counter == "any" else flt.counter
            self.p.add(player, zone, {"name": name, "counters": {kind: 1}}, count)
            return name
        if flt.face_down and zone == "battlefield":
            # "face-down creatures you control" (708.2): one cast face down (702.37a, 702.168a)
            return self.face_down_creature(player)
        if (flt.enchanted or flt.equipped) and zone == "battlefield":
            # "enchanted creatures you control" (303.4, 301.5): a creature with an Aura (an
            # Equipment) attached to it
            host = self.finder.find(dataclasses.replace(flt, enchanted=None, equipped=None),
                                    avoid=self.card.name) or "Grizzly Bears"
            self.p.add(player, zone, host, count)
            self.p.add(player, zone, {"name": DRIVERS["aura" if flt.enchanted else "equipment"],
                                      "attached_to": f"{host}@{player}"}, count)
            return host
        if not fresh and self._present(player, zone, flt, count):
            return None
        name = self.finder.find(flt, avoid=self.card.name) if _printed_requirements(flt) or not fresh \
            else "Grizzly Bears"
        if name is None:
            self.p.notes.append(f"no card for {why or flt}")
            return None
        cd = self._def(name)
        if zone == "battlefield" and cd is not None and "aura" in cd.subtypes:
            # an Aura on the battlefield is attached to what it can enchant (704.5m)
            from oraclec.runtime.keywords import enchant_filter
            flt_e = enchant_filter(None, cd)
            host = next((x for x in _DEFAULT_ZONES[(player, "battlefield")]
                         if isinstance(flt_e, D.Filter) and (d := self._def(x)) is not None
                         and static_match(d, flt_e)), None)
            if host is None:
                self.p.notes.append(f"nothing for {name} to enchant")
                return None
            self.p.add(player, zone, {"name": name, "attached_to": f"{host}@{player}"}, count)
        else:
            self.p.add(player, zone, name, count)
        return name

    def face_down_creature(self, player: str, turn: int = 1) -> str | None:
        """A creature card ``player`` casts face down (702.37a, 702.168a); its name, or None."""
        name = self.finder.find(D.Filter(types=("creature",), zone="hand"), avoid=self.card.name,
                                needs="face_down")
        if name is None:
            self.p.notes.append("no card to cast face down")
            return None
        self.p.cast(player, name, "face_down", turn=turn)
        return name

    # -------------------------------------------------------------- needs
    def target(self, t: D.Target, who: str = "A"):
        """A legal choice for a target requirement: on the opponent's side unless the filter
        says whose (an object "you control", a card in "your graveyard")."""
        flt = t.objects
        if flt is None:
            return
        player = _whose(flt, default="B" if flt.zone in ("battlefield", "stack", "stack_all") else "A")
        if who == "B":
            player = {"A": "B", "B": "A"}[player]
        if flt.zone in ("stack", "stack_all"):
            player = "B" if who == "A" else "A"
        n = max(1, t.min_count) + len(t.different_from)
        if flt.dealt_damage == "any" and flt.zone == "battlefield" and "creature" in flt.types:
            # "target creature an opponent controls that was dealt damage this turn" (120.3): one
            # that survives 2 damage, which A's burn spell hits before the card is cast
            flt = dataclasses.replace(flt, dealt_damage=None, toughness=(">=", 3))
            name = self.support(flt, player, count=n, why=t.text, fresh=True)
            if name is not None:
                self.p.cast("A", DRIVERS["damage"], f"support:{name}", turn=0)
            return
        if flt.attacking or flt.attacking_or_blocking:
            self.p.flags.add("card_stays_home")
            if flt.attacking and _whose(flt, "") == "" and who == "A" and _printed_requirements(flt):
                # "Target attacking Assembly-Worker gets +2/+2" (508.1): an attacker of that kind
                # on A's side too, which A attacks with while the card stays home
                self.support(flt, "A", count=n, why=t.text)
        self.support(flt, player, count=n, why=t.text, fresh=flt.zone in ("graveyard", "hand", "library"))

    def condition(self, cond: D.Condition | None, turn: int = 3):
        """What makes ``cond`` hold; an event it counts ("if a creature died this turn") is made
        on ``turn`` (0: before the card is cast, for its enters trigger)."""
        if cond is not None and cond.negate and cond.kind == "at_least" and cond.count == 1 and cond.values \
                and isinstance(cond.values[0], D.Count) and cond.values[0].filter == D.Filter(types=("creature",)):
            # "if no creatures are on the battlefield": a game with none (on either side)
            self.p.flags.add("no_creatures")
        if cond is not None and cond.negate and cond.kind == "at_least" and cond.count <= 1 and cond.values \
                and isinstance(cond.values[0], D.HandSizeOf) and cond.values[0].ref == "you":
            # "You have no cards in hand": the cards A draws are ones it casts for {0} (it casts
            # the rest of its hand)
            self.p.add("A", "library", "Ornithopter", 6)
        if cond is None or cond.negate:
            return
        k = cond.kind
        if k == "control" and cond.filter is not None:
            self.support(cond.filter, "A", "battlefield", max(1, cond.count) + (1 if cond.filter.other else 0))
        elif k == "opponent_controls" and cond.filter is not None:
            self.support(cond.filter, "B", "battlefield", max(1, cond.count))
        elif k == "graveyard_size":
            flt = cond.filter or D.Filter(zone="graveyard")
            name = self.finder.find(flt) if _printed_requirements(flt) else "Grizzly Bears"
            if name:
                self.p.add("A", "graveyard", name, max(0, cond.count - 1))
        elif k == "at_least" and cond.values and isinstance(cond.values[0], D.Count) and \
                cond.values[0].filter.zone in ("graveyard", "hand", "battlefield"):
            # "if there are three or more creature cards in your graveyard": that many
            flt = cond.values[0].filter
            self.support(flt, _whose(flt, "A"), flt.zone, max(1, cond.count) + (1 if flt.other else 0),
                         why="a counted condition", fresh=flt.zone != "battlefield")
        elif k == "at_least" and cond.values and isinstance(cond.values[0], D.CardTypesAmong) and \
                (cond.values[0].filter.zone == "graveyard"):
            # delirium (207.2c): "four or more card types among cards in your graveyard" — a
            # card of each of that many types (a creature is there already)
            for name in _CARD_TYPE_CARDS[:max(0, cond.count - 1)]:
                self.p.add(_whose(cond.values[0].filter, "A"), "graveyard", name)
        elif k == "mana_spent" and cond.ref in _BASIC_OF:
            # "if {R} was spent to cast it" (601.2h): A's basics of that color come first, so the
            # automatic payment spends them (on the generic part too)
            self.p.flags.add("A_lands_first:" + _BASIC_OF[cond.ref])
        elif k == "greater" and len(cond.values) == 2 and isinstance(cond.values[0], D.LifeOf) and \
                _starting_life_in(cond.values[1]):
            # "your life total is greater than your starting life total", "… at least 10 life
            # more …", "… less than or equal to half …" (103.4): A's life well above or below it
            self.p.life["A"] = 5 if cond.negate else 40
        elif k == "life_at_most":
            self.p.life["A"] = max(1, cond.count)
        elif k == "life_at_least":
            self.p.life["A"] = max(20, cond.count)
        elif k == "max_speed":                 # 702.178b: A starts with speed 4
            self.p.speed["A"] = 4
        elif k == "top_of_library" and cond.filter is not None:
            self.support(cond.filter, "A", "library")
        elif k == "at_least" and cond.values and isinstance(cond.values[0], D.Count) and \
                cond.values[0].filter is not None and not cond.values[0].filter.is_self:
            # "if there are thirteen or more creatures on the battlefield": that many of A's
            flt = cond.values[0].filter
            self.support(flt, _whose(flt, "A"), None if flt.zone not in (None, "battlefield", "any") else "battlefield",
                         max(1, cond.count))
        elif k == "this_turn":
            ev = cond.event or ""
            if ev in ("gain_life", "gain_or_lose_life"):
                self.p.cast("A", DRIVERS["gain_life"], turn=turn)
            elif ev == "lose_life" and cond.player == "you":
                # "As long as you've lost life this turn", "if you gained and lost life this turn":
                # A casts a spell that makes it lose life (119.3)
                self.p.cast("A", DRIVERS["lose_life"], turn=turn)
            elif ev == "dies":
                whose = "A" if cond.player == "you" else \
                    _whose(cond.filter, "B") if cond.filter is not None else "B"
                self.p.cast("A", DRIVERS["kill_creature"], "own" if whose == "A" else "opponent", turn=turn)
            elif ev == "leaves_to_hand" and cond.filter is not None and cond.filter.owner == "you":
                # "if a permanent was put into your hand from the battlefield this turn" (603.6c):
                # A returns a creature of its own to its hand that turn
                name = self.support(D.Filter(types=("creature",)), "A", "battlefield",
                                    why="a permanent of A's returned to its hand", fresh=True)
                self.p.cast("A", DRIVERS["bounce"], f"support:{name}" if name else "own", turn=turn)
            elif ev == "draw" and cond.player in ("you", None):
                # "as long as you've drawn two or more cards this turn": Divination draws two
                self.p.cast("A", "Divination", turn=turn, copies=max(1, (cond.count + 1) // 2))
            elif ev == "enters" and cond.filter is not None and cond.filter.face_down:
                # "if a face-down creature entered the battlefield under your control this turn"
                self.face_down_creature("A", turn=turn)
            elif ev == "enters" and cond.filter is not None and cond.player in ("you", None):
                # "if a Bird, Frog, Otter, or Rat entered the battlefield under your control this
                # turn": A casts one that turn
                self.spell_to_cast(cond.filter, "A", "a permanent entered this turn", turn=turn)
            elif ev == "sacrificed" and cond.player in ("you", None):
                # "Activate only if you've sacrificed an artifact this turn" (701.17a)
                # (on the turn the card can attack: "can't be blocked as long as you've sacrificed
                # an artifact this turn")
                self.sacrifice_one("A", cond.filter, "a permanent sacrificed this turn", turn=turn)
            elif ev == "cast":             # "if you've cast a noncreature spell this turn"
                self.spell_to_cast(cond.filter or D.Filter(), "A", "a spell cast this turn", turn=turn,
                                   copies=cond.count)
        elif k == "matches" and cond.ref == "enchanted" and cond.filter is not None:
            # "When this Aura enters, if enchanted creature has flying" (603.4): the Aura goes on
            # an opponent's creature that matches (what the Aura does to it hurts A's least)
            from oraclec.runtime.keywords import enchant_filter
            host = enchant_filter(None, self.card)
            flt = D.Filter(**{**_fdict(cond.filter), "zone": "battlefield", "controller": None})
            if not flt.types and isinstance(host, D.Filter):
                flt = dataclasses.replace(flt, types=host.types)
            name = self.support(flt, "B", "battlefield", why="the enchanted permanent a condition names",
                                fresh=True)
            if name is not None:
                self.p.card_target = "support:" + name
        elif k == "matches" and cond.ref == "equipped" and cond.filter is not None:
            # "As long as equipped creature is legendary, it has trample and haste" (301.5): A
            # has a creature that matches, and equips the card to it
            flt = D.Filter(**{**_fdict(cond.filter), "zone": "battlefield", "controller": None})
            if not flt.types:
                flt = dataclasses.replace(flt, types=("creature",))
            name = self.support(flt, "A", "battlefield", why="the equipped creature a condition names",
                                fresh=True)
            if name is not None:
                self.p.flags.add(f"attach_to:{name}")
        elif k == "last_turn" and cond.event == "lose_life" and cond.player == "you":
            # "if you lost life last turn": B attacks A on its turns (A's next upkeep sees it)
            self.b_attacks()
        elif k == "last_turn" and cond.event == "lose_life" and cond.player == "opponent":
            self.p.flags.add("B_never_blocks")      # A's creatures deal B combat damage
        elif k == "combat_damage_by":
            # prowl 702.76a, freerunning 702.173a: a creature of A's of one of the card's creature
            # types (or a creature of the subtypes named) deals B combat damage before A casts the
            # card (after A's first combat)
            flt = cond.filter
            if flt is None:
                from oraclec.runtime.subtype_kinds import NONCREATURE_SUBTYPES
                kinds = [s for s in self.card.subtypes if s not in NONCREATURE_SUBTYPES]
                flt = D.Filter(types=("creature",), subtypes=tuple(kinds[:1])) if kinds else None
            if flt is not None:
                self.support(flt, "A", "battlefield", why="combat damage by a creature of a type", fresh=True)
                self.p.flags |= {"B_never_blocks", "cast_after_combat"}
        elif k == "all":
            for c in cond.all_of:
                self.condition(c, turn)
        elif k == "at_least" and cond.values and isinstance(cond.values[0], D.CountersOn) and \
                cond.values[0].ref == "self" and cond.values[0].counter:
            # "there are four or more page counters on ~": a copy of the card with that many
            self.p.add("A", "battlefield", {"name": self.card.name,
                                            "counters": {_counter_to_put(cond.values[0].counter): max(1, cond.count)}})
        elif k == "tapped" and (cond.ref or "self") == "self" and not cond.negate:
            # "if this artifact is tapped": a tapped copy of the card on A's battlefield, which
            # A doesn't pay to untap
            self.p.add("A", "battlefield", {"name": self.card.name, "tapped": True})
            self.p.flags.add("A_keeps_tapped")
        elif k == "counters_on" and (cond.ref or "self") == "self" and cond.counter:
            # a copy of the card with them ("LEVEL 4+", 711.2b)
            self.p.add("A", "battlefield", {"name": self.card.name, "counters": {cond.counter: cond.count}})

    def sacrifice_one(self, who: str, subj: D.Filter | None, why: str, turn: int = 1):
        """The player has a permanent of that kind with an ability that sacrifices it (701.17a),
        and activates it once the card is on the battlefield (not before ``turn``)."""
        flt = D.Filter(**{**_fdict(subj), "zone": "battlefield", "controller": None, "other": False}) \
            if subj is not None else D.Filter(types=("permanent",))
        name = self.finder.find(flt, avoid=self.card.name, needs="sacrifice_self")
        if name is None:
            self.p.notes.append(f"no permanent that sacrifices itself for {why!r}")
        else:
            self.p.add(who, "battlefield", name)
            self.p.flags.add(f"{who}_sacrifices:{name}")
            if turn > 1:
                self.p.flags.add(f"{who}_sacrifices_from:{turn}")

    def cost(self, cost: D.Cost):
        for part, what in ((cost.sacrifice, "a sacrifice cost"), (cost.return_to_hand, "a return cost")):
            if part is not None:
                flt, n = part
                self.support(flt, "A", "battlefield", n + (1 if flt.other else 0), what)
        for part, what in ((cost.discard, "a discard cost"), (cost.exile_from_hand, "an exile-from-hand cost")):
            if part is None:
                continue
            flt, n = part
            flt = D.Filter(**{**_fdict(flt), "zone": "hand"})
            name = self.finder.find(flt, avoid=self.card.name) if _printed_requirements(flt) \
                else "Island"
            if name is None:
                self.p.notes.append(f"no card for {what}")
            else:
                self.p.add("A", "hand", name, n)     # kept in the hand to be discarded or exiled
                self.p.keep.add(name)
        if cost.tap_untapped is not None:
            # "Tap two untapped Soldiers you control" (not {T}: summoning sickness does not
            # matter, 302.6): that many others besides the card
            flt, n = cost.tap_untapped
            if flt.shares_color_with == "self" and self.card.colors:
                # conspire 702.78a: "… that each share a color with this spell" — of the card's colors
                flt = dataclasses.replace(flt, shares_color_with=None, colors=tuple(self.card.colors))
            self.support(D.Filter(**{**_fdict(flt), "tapped": None}), "A", "battlefield",
                         n + (1 if flt.other else 0), "a tap cost")
        if cost.tap_power is not None:
            # crew 702.122a, saddle 702.171a: other untapped creatures with total power N
            flt, n = cost.tap_power
            self.support(D.Filter(**{**_fdict(flt), "tapped": None, "other": False}), "A", "battlefield",
                         max(1, (n + 1) // 2), "a total power cost")
        if cost.collect_evidence:
            # collect evidence N (701.57a): a card of mana value N or greater in the graveyard
            self.support(D.Filter(zone="graveyard", mana_value=(">=", cost.collect_evidence)), "A",
                         "graveyard", why="collect evidence", fresh=True)
        if cost.exile_from_graveyard is not None:
            flt, n = cost.exile_from_graveyard
            self.support(D.Filter(**{**_fdict(flt), "zone": "graveyard"}), "A", "graveyard", n,
                         "an exile cost")

    def activated(self, ab):
        if isinstance(ab, D.ActivatedAbility):
            if ab.zone == "graveyard":
                self.p.add("A", "graveyard", self.card.name)
            elif ab.zone == "hand":
                self.p.add("A", "hand", self.card.name)
            elif ab.zone == "battlefield":
                self._battlefield_copy(ab.cost)
            for t in ab.targets:
                self.target(t)
            self.condition(ab.condition)
            if ab.cost.tap:
                self.p.flags.add("card_stays_home")
        else:
            self._battlefield_copy(ab.cost)
            self.condition(ab.condition)
            if ab.spend is not None and ab.spend.spells is not None:
                # "Spend this mana only to cast an instant or sorcery spell" (106.6): made only
                # while such a spell's cost is paid — A casts one once the card can tap (one
                # with generic mana in its cost, which any mana pays: Divination's {2}{U},
                # Grizzly Bears' {1}{G} for "only to cast a creature spell"; a found spell may
                # cost {0} and need no mana at all)
                generic = next((n for n in _GENERIC_SPELLS if (cd := self.finder.compile(n)) is not None
                                and static_match(cd, ab.spend.spells)), None)
                if generic is not None:
                    self.p.cast("A", generic, turn=3)
                else:
                    self.spell_to_cast(ab.spend.spells, "A", ab.text, turn=3)
        self.cost(ab.cost)

    def _battlefield_copy(self, cost: D.Cost):
        """Loyalty or counters the card would take turns to get: a copy on the battlefield with
        them (rule 606.6: a loyalty cost can't remove more counters than there are)."""
        counters = {}
        if cost.loyalty is not None and cost.loyalty < 0 and -cost.loyalty > (self.card.loyalty or 0):
            counters["loyalty"] = -cost.loyalty - (self.card.loyalty or 0)
        if cost.remove_counters is not None:
            kind, n = cost.remove_counters
            counters["+1/+1" if kind == "any" else kind] = n      # "Remove a counter from ~"
        if counters:
            self.p.add("A", "battlefield", {"name": self.card.name, "counters": counters})

    def _default_choice(self, kind: str):
        """The default answer (the first option) of the card's "As ~ enters, choose …" (614.12)."""
        for ab in self.card.abilities:
            for eff in getattr(ab, "effects", ()) if isinstance(ab, D.StaticAbility) else ():
                if isinstance(eff, D.EntersChoice) and eff.choice == kind and eff.options:
                    return eff.options[0]
        return None

    def static(self, ab: D.StaticAbility):
        """What lets each effect of a static ability show on the game (issue 5: the engine must
        see it apply): an object it affects, the decision a rule governs, the event a
        replacement replaces, the spell whose cost a modifier changes."""
        # "As long as you control an artifact", a level band; "~ enters with a +1/+1 counter on it
        # if a creature died this turn" (614.1c): its event before the card is cast
        enters = bool(ab.effects) and all(isinstance(e, D.EntersWithCounters) for e in ab.effects)
        self.condition(ab.condition, turn=0 if enters else 3)
        bans = {e.what for e in ab.effects if isinstance(e, D.Restriction) and e.affected == "enchanted"}
        if "doesnt_untap" in bans and bans & set(_ACTIVATION_BANS) and self.p.card_target is None:
            # "Enchanted permanent doesn't untap during its controller's untap step and its
            # activated abilities can't be activated": on A's own mana creature, which attacks
            # (tapped at A's next untap step, 502.3) and whose mana A's payments would use (602.5)
            driver = _ACTIVATION_BANS["activated_abilities_cant_be_activated"]
            self.p.add("A", "battlefield", driver)
            self.p.card_target = "own:" + driver
        for eff in ab.effects:
            affected = getattr(eff, "affected", None)
            per = getattr(eff, "per", None)
            if isinstance(eff, D.EntersWithCounters) and isinstance(eff.amount, D.Count):
                # "~ enters with a fellowship counter on it for each creature you control of the
                # chosen type" (614.1c): what it counts is there before the card enters
                per = eff.amount
            if isinstance(per, D.Count) and per.filter is not None:
                # "+1/+1 for each other creature named ~": what it counts
                flt = per.filter
                if flt.same_name_as == "self":
                    self.p.add("A", flt.zone if flt.zone in ("graveyard", "hand") else "battlefield",
                               self.card.name)
                else:
                    self.support(flt, _whose(flt, "A"), None if flt.zone else "battlefield",
                                 1 + (1 if flt.other else 0), why=ab.text)
            if isinstance(eff, D.Restriction):
                self._restriction(eff)
            elif isinstance(eff, D.PermanentsEnter):
                # "Creatures your opponents control enter tapped", "Each other creature you
                # control enters with an additional +1/+1 counter on it" (614.12): such a
                # permanent enters during the game, cast by the player who will control it
                caster = _whose(eff.affected, "A")
                self.spell_to_cast(dataclasses.replace(eff.affected, controller=None, other=False),
                                   caster, ab.text, turn=3)
            elif isinstance(affected, D.Filter):
                # "Other Elf creatures you control get +1/+1": another Elf where it says
                self.support(affected, _whose(affected, "A"), "battlefield",
                             1 + (1 if affected.other else 0), why=ab.text)
            elif isinstance(eff, D.CostModifier) and eff.spells is not None:
                # "Spells your opponents cast cost {1} more": the caster holds such a spell
                caster = "A" if eff.who == "you" else "B" if eff.who == "opponent" else \
                    _whose(eff.spells, "A")
                if eff.targeting is not None and eff.targeting.is_self:
                    # "Spells your opponents cast that target ~ cost {3} more": one at the card
                    if caster == "B":
                        self.p.flags.add("B_targets_card")
                    self.p.cast(caster, _targeter(D.Filter(types=self.card.types)), "card")
                else:
                    self.spell_to_cast(eff.spells, caster, ab.text, turn=3)
            elif isinstance(eff, D.ActivationCostModifier):
                # "Activated abilities of lands you control cost {1} less to activate" (602.2b):
                # A has one with generic mana in its cost, and activates it
                driver = next((n for n in _GENERIC_ACTIVATED
                               if (d := self._def(n)) is not None and static_match(d, eff.of)), None)
                if driver is None:
                    self.p.notes.append(f"no permanent with a generic activation cost for {ab.text}")
                else:
                    self.p.add(_whose(eff.of, "A"), "battlefield", driver)
                    self.p.flags.add("A_activates:" + driver)
            elif isinstance(eff, D.CrewPower):
                # "crews Vehicles as though its power were 2 greater" (702.122b): A crews one
                self.p.add("A", "battlefield", _KEYWORD_ABILITY_CARDS["crew"])
                self.p.flags.add("activate_kw:crew")
            elif isinstance(eff, D.PlayFrom) and eff.zone in ("graveyard", "hand"):
                # "You may play lands and cast creature spells from your graveyard" (601.3): A has
                # such a card there, and plays or casts it after the card; "You may cast Dragon
                # spells without paying their mana costs." (118.9): such a spell in A's hand, cast
                # that way after the card (smoke.py prefers that way)
                if eff.lands is not None:
                    self.support(eff.lands, "A", "graveyard", why=ab.text, fresh=True)
                elif eff.spells is not None:
                    name = self.finder.find(D.Filter(**{**_fdict(eff.spells), "zone": "hand"}),
                                            avoid=self.card.name, castable=True)
                    if name is None:
                        self.p.notes.append(f"no spell for {ab.text!r}")
                    else:
                        self.p.add("A", eff.zone, name)
                if eff.zone == "graveyard":
                    self.p.flags.add("A_plays_from")
            elif isinstance(eff, D.SpellsOptionalCost):
                # "As an additional cost to cast black permanent spells, you may pay 2 life."
                # (118.8, 601.2b): A casts such a spell after the card, paying it
                self.spell_to_cast(eff.spells, "A", ab.text, turn=3)
                self.p.flags.add("A_pays_granted")
            elif isinstance(eff, D.OptionalCost):
                self.p.flags.add("pay_optional")         # kicker, bargain: A pays it (601.2b)
                self.cost(eff.cost)                      # what it sacrifices or discards
            elif isinstance(eff, D.CastPermission) and eff.zone in ("hand", "graveyard"):
                # evoke, morph, flashback: A casts it that way (601.2b), from where it allows
                self.p.flags.add("cast_alt:" + eff.label)
                self.condition(eff.condition, turn=0)    # "if there are thirteen or more creatures"
                if eff.zone == "graveyard":
                    self.p.add("A", "graveyard", self.card.name)
            elif isinstance(eff, D.PayInstead):
                self.p.flags.add("pay_instead")          # convoke, delve: A uses it (601.2h)
                if eff.cost.tap_untapped is not None:
                    # convoke (702.51a): a creature of A's that stays untapped (defender: it
                    # never attacks) to tap for it, of the card's colour (it pays {1} or a mana
                    # of that colour: a spell costing only {R} needs a red one)
                    flt = {**_fdict(eff.cost.tap_untapped[0]), "with_keywords": ("defender",)}
                    if self.card.colors:
                        flt["colors"] = self.card.colors[:1]
                    self.support(D.Filter(**flt), "A", "battlefield", why=ab.text, fresh=True)
            elif isinstance(eff, D.ZoneReplacement) and eff.discard:
                # madness 702.35a: A holds the card, and B makes A discard it on turn 2
                self.p.cast("B", DRIVERS["discard"], "opponent", turn=2)
                self.p.flags |= {"B_casts", "discard_card"}
            elif isinstance(eff, D.CountersInstead) and eff.counter in (None, "+1/+1"):
                # "If one or more +1/+1 counters would be put on a creature you control, …
                # instead" (614.1a, 122.6): A puts one on such a creature by an effect
                if eff.on == "self":
                    self.p.cast("A", DRIVERS["plus_counter"], "card", turn=3)
                elif isinstance(eff.on, D.Filter):
                    name = self.support(eff.on, _whose(eff.on, "A"), "battlefield", why=ab.text) or "Grizzly Bears"
                    self.p.cast("A", DRIVERS["plus_counter"], f"support:{name}", turn=3)
            elif isinstance(eff, D.LifeGainInstead):
                # "If you would gain life, you gain that much life plus 1 instead" (614.1a, 119.3):
                # a player it applies to gains life
                caster = "B" if eff.who == "opponent" else "A"
                self.p.cast(caster, DRIVERS["gain_life"], turn=3)
                self.p.flags.add(f"{caster}_casts")
            elif isinstance(eff, D.TokensInstead):
                # "If an effect would create one or more tokens under your control, …" (614.1a, 111.1)
                self.p.cast("B" if eff.controller == "opponent" else "A", DRIVERS["tokens"], turn=3)
            elif isinstance(eff, D.BeginOnBattlefield):
                self.p.flags.add("opening_hands")        # A's hand is its opening hand (103.6a)
            elif isinstance(eff, D.RevealAsDrawn):
                # miracle 702.94a: a copy of the card on top of A's library, A's first draw of
                # turn 3 (revealed, its linked ability casting it for its miracle cost)
                self.p.add("A", "library", self.card.name)
            elif isinstance(eff, D.PlayerRule):
                if eff.rule == "no_max_hand_size":      # a hand of more than seven (402.2)
                    self.p.add("A", "hand", "Island", 5)
                    self.p.keep.add("Island")
                elif eff.rule == "extra_land":          # additional land plays (305.2): A plays lands
                    self.p.add("A", "hand", "Forest", 1 + (eff.amount or 1))
                    self.p.flags.add("A_plays_lands")
                elif eff.rule == "cant_gain_life":
                    # "Your opponents can't gain life." (119.7): a player it applies to tries
                    caster = "B" if eff.who == "opponent" else "A"
                    self.p.cast(caster, DRIVERS["gain_life"], turn=3)
                    self.p.flags.add(f"{caster}_casts")
                elif eff.rule == "spend_as_any_color":
                    # "You may spend mana as though it were mana of any color.": A has no Plains,
                    # and pays its white spell (Pacifism, in its hand) with other mana
                    self.p.flags.add("A_lacks:Plains")
                elif eff.rule == "cant_lose" and eff.who == "you":
                    # "You can't lose the game" (104.3, 704.5a): A at 2 life loses 2 after the
                    # card (Night's Whisper), the state-based action consults it
                    self.p.life["A"] = 2
                    self.p.cast("A", DRIVERS["lose_life"], turn=3)
                    self.p.flags.add("A_casts")
                elif eff.rule == "cant_win" and eff.who == "opponent":
                    # "Your opponents can't win the game" (104.2b, 104.3): B, at 50 life, has a
                    # permanent that makes it win at its upkeep
                    self.p.add("B", "battlefield", _WINS_AT_UPKEEP)
                elif eff.rule in ("hexproof", "shroud") and eff.who == "you":
                    # "You have hexproof." (702.11c): B's spell that could target A
                    self.p.cast("B", DRIVERS["damage"], "opponent_player", turn=3)
                    self.p.flags.add("B_casts")
            elif isinstance(eff, (D.PreventDamageStatic, D.DamageReplacement)):
                to = eff.to
                if isinstance(to, (D.PlayerFilter, D.EachPlayer)) or to in ("you", "any", "each"):
                    self.b_attacks()                     # combat damage to A
                elif isinstance(to, D.Filter) and getattr(eff, "combat", None) is False:
                    # "Prevent all noncombat damage that would be dealt to other creatures you
                    # control": the other player's burn spell at one of them
                    name = self.support(to, _whose(to, "A"), "battlefield", why=ab.text)
                    caster = "B" if _whose(to, "A") == "A" else "A"
                    self.p.cast(caster, DRIVERS["damage"], f"support:{name}" if name else "opponent", turn=3)
                    self.p.flags.add(f"{caster}_casts")
                elif isinstance(to, D.Filter):
                    self.support(to, _whose(to, "A"), "battlefield", why=ab.text)
                    if _whose(to, "A") == "A":
                        self.p.flags.add("B_blocks_card")
                    else:
                        self.b_attacks()
                elif to == "self" and getattr(eff, "counter", None) is not None and eff.combat is not True:
                    # "If damage would be dealt to ~, prevent that damage. …" (615.5): B's burn
                    # spell at the card
                    self.p.cast("B", DRIVERS["damage"], "card", turn=3)
                    self.p.flags |= {"B_casts", "B_targets_card"}
                elif to in ("self", "enchanted", "equipped") and eff.combat is False:
                    # "Prevent all noncombat damage that would be dealt to equipped creature":
                    # B's burn spell at it (the card, or the creature it is attached to)
                    self.p.cast("B", DRIVERS["damage"], "card" if to == "self" else "attached", turn=3)
                    self.p.flags.add("B_casts")
                elif to in ("self", "enchanted", "equipped"):
                    self.p.flags.add("B_blocks_card")    # combat damage to the card
            elif isinstance(eff, D.DamageRedirect) and eff.source is None and eff.combat is not True:
                # "All damage that would be dealt to you is dealt to ~ instead" (614.9): B's burn
                # spell at A
                self.p.cast("B", DRIVERS["damage"], "opponent_player", turn=3)
                self.p.flags.add("B_casts")
            elif isinstance(eff, D.ZoneReplacement) and eff.affected != "self" and \
                    isinstance(eff.affected, D.Filter) and eff.to_zone == "graveyard":
                # "If a creature an opponent controls would die, exile it instead"
                player = _whose(eff.affected, "B")
                name = self.support(eff.affected, player, "battlefield", why=ab.text)
                target = f"support:{name}" if name else ("own" if player == "A" else "opponent")
                self.p.cast("A", _killer(eff.affected), target, turn=3)
            elif isinstance(eff, D.RemoveKeywords) and eff.affected in ("equipped", "enchanted"):
                # "Equipped creature … loses flying" (613.1f): attached to a creature of A's with it
                name = self.support(D.Filter(types=("creature",), with_keywords=eff.keywords), "A",
                                    "battlefield", why=ab.text, fresh=True)
                if name is not None:
                    self.p.flags.add(f"attach_to:{name}")
            elif isinstance(eff, D.RemoveAllAbilities) and eff.affected == "enchanted" and \
                    "aura" in self.card.subtypes and self.p.card_target is None:
                # "Enchanted creature … loses all abilities" (613.1f): the Aura goes on an
                # opponent's creature that has one (flying)
                name = self.support(D.Filter(types=("creature",), with_keywords=("flying",)), "B",
                                    "battlefield", why=ab.text, fresh=True)
                if name is not None:
                    self.p.card_target = "support:" + name
            elif isinstance(eff, D.AddTypes) and eff.affected == "enchanted" and "creature" in eff.types and \
                    "aura" in self.card.subtypes and self.p.card_target is None:
                # "Enchanted artifact is a creature with base power and toughness 5/5 in addition
                # to its other types" (205.1b): the Aura goes on a permanent of A's it can enchant
                # that isn't a creature yet
                from oraclec.runtime.keywords import enchant_filter
                host = enchant_filter(None, self.card)
                if isinstance(host, D.Filter):
                    name = self.support(dataclasses.replace(host, not_types=host.not_types + ("creature",)), "A",
                                        "battlefield", why=ab.text, fresh=True)
                    if name is not None:
                        self.p.card_target = "support:" + name
            elif isinstance(eff, D.EntersAsCopy) and eff.optional:
                # "You may have ~ enter as a copy of an artifact or creature you control" (707.9)
                self.p.flags.add("A_copies")
                self.support(eff.filter, _whose(eff.filter, "A"), "battlefield", why=ab.text)
            elif isinstance(eff, D.CountersInstead) and eff.counter in ("+1/+1", None):
                # "If one or more +1/+1 counters would be put on a creature you control, that many
                # plus one … instead" (614.1a, 122.6): A puts one on its own creature (the card)
                on = eff.on
                if on == "self" or isinstance(on, D.Filter) and "creature" in self.card.types and \
                        static_match(self.card, dataclasses.replace(on, controller=None)):
                    self.p.cast("A", DRIVERS["plus_counter"], "card", turn=3)
                elif isinstance(on, D.Filter) and _whose(on, "A") == "A":
                    name = self.support(on, "A", "battlefield", why=ab.text)
                    self.p.cast("A", DRIVERS["plus_counter"], f"support:{name}" if name else "own", turn=3)
            elif isinstance(eff, D.ZoneReplacement) and eff.affected == "self" and \
                    eff.to_zone == "graveyard" and eff.from_zone is None and any(
                        isinstance(a, D.KeywordAbility) and a.name == "indestructible" for a in self.card.abilities):
                # "If ~ would be put into a graveyard from anywhere, … instead" on an
                # indestructible card (702.12b: destroying it does nothing): A holds it in the hand,
                # and B makes A discard it on turn 2 (701.9a)
                self.p.cast("B", DRIVERS["discard"], "opponent", turn=2)
                self.p.flags |= {"B_casts", "discard_card"}
            elif isinstance(eff, D.ZoneReplacement) and eff.affected == "self" and \
                    eff.to_zone == "graveyard" and "creature" in self.card.types:
                # "If ~ would be put into a graveyard from anywhere, … instead": destroyed with
                # the other creatures (no target: protection from everything doesn't stop it)
                self.p.cast("A", DRIVERS["kill_all_creatures"], turn=5)

    def b_attacks(self):
        """B attacks from turn 3, with creatures of its own (A's spells may have met B's)."""
        if "B_attacks" not in self.p.flags:
            self.p.flags.add("B_attacks")
            self.p.add("B", "battlefield", "Grizzly Bears", 2)

    def _restriction(self, eff: D.Restriction):
        """The decision a rules restriction governs."""
        what, aff = eff.what, eff.affected
        mine = aff in ("self",) or isinstance(aff, D.Filter) and _whose(aff, "") == "A"
        if isinstance(aff, D.Filter) and _whose(aff, "") == "":
            mine = False                          # "Creatures can't block": B's blockers
        if what in ("cant_block", "cant_attack_or_block", "cant_attack_or_block_alone", "cant_block_unless",
                    "must_block_source", "can_block_any_number", "can_block_only", "cant_block_matching") and mine:
            self.b_attacks()                               # a block A could declare
            self.p.flags.add("A_blocks")
        elif what == "can_block_additional" and mine:
            self.b_attacks()                               # two attackers for it to block
            self.p.flags |= {"A_blocks", "A_blocks_two"}
        elif what in ("cant_attack", "cant_attack_or_block", "attacks_each_combat") and not mine:
            self.b_attacks()                               # an attack B could declare
        elif what == "cant_be_targeted_by":
            self.p.flags.add("B_targets_card")             # B's spell that could target it
            self.p.cast("B", _targeter(D.Filter(types=self.card.types)), "card")
        elif what == "cant_be_countered":
            self.p.flags.add("B_counters_card")
            self.p.cast("B", DRIVERS["counter"], "card")
        elif what == "cant_be_blocked_by_more_than_one" and aff in ("self", "equipped", "enchanted"):
            # "can't be blocked by more than one creature" (509.1b): B tries to block the card
            # with two creatures (the engine refuses it, and B blocks with one)
            self.p.flags.discard("B_never_blocks")
            self.p.flags.add("B_blocks_card_twice")
            self.p.add("B", "battlefield", "Grizzly Bears", 2)
            if aff == "equipped" and not any(f.startswith("attach_to:") for f in self.p.flags):
                # (an Equipment: A equips a creature of its own, which attacks)
                name = self.support(D.Filter(types=("creature",)), "A", "battlefield", why="a creature to equip",
                                    fresh=True)
                if name is not None:
                    self.p.flags.add(f"attach_to:{name}")
        elif what in ("cant_be_blocked", "cant_be_blocked_except_by", "must_be_blocked_by_all"):
            self.p.flags.discard("B_never_blocks")         # a block B could declare
            if aff in ("enchanted", "equipped"):
                self.p.card_target = "own"                 # on a creature A attacks with
        if what in _ACTIVATION_BANS and aff == "enchanted" and self.p.card_target is None:
            # an Aura on B's creature with an activated ability it forbids: B's payments (a mana
            # ability) or B's priority (another) consult it (602.5)
            driver = _ACTIVATION_BANS[what]
            self.p.add("B", "battlefield", driver)
            self.p.card_target = "support:" + driver
        elif what in _ACTIVATION_BANS and isinstance(aff, D.Filter) and aff.chosen == "card_name" and not aff.types:
            # "Activated abilities of sources with the chosen name can't be activated" (602.5,
            # 201.4): B's permanent with an ability it forbids, whose name A chooses
            self.p.add("B", "battlefield", _ACTIVATION_BANS[what])
            self.p.flags.add("name:" + _ACTIVATION_BANS[what])
            return
        elif what in _ACTIVATION_BANS and isinstance(aff, D.Filter) and aff.types in (("creature",), ("artifact",)):
            # "Activated abilities of artifacts / creatures … can't be activated": one of them
            # with an ability it forbids, where the filter says (602.5)
            driver = _ACTIVATION_BANS[what] if aff.types == ("creature",) else _ARTIFACT_ACTIVATED
            card = self._def(driver)
            if card is not None and static_match(card, aff):
                self.p.add(_whose(aff, "B"), "battlefield", driver)
        if what == "doesnt_untap":
            # A attacks with every creature: tapped at A's next untap step (502.3)
            mine = True
            if aff == "self":
                # "~ doesn't untap during your untap step" on a creature: it attacks alone and
                # unblocked, so that no creature dies in that combat and nothing else of the card
                # ("Morbid — At the beginning of each end step, if a creature died this turn,
                # untap ~") untaps it before A's next untap step (502.3)
                self.p.flags |= {"attack_alone", "B_never_blocks"}
        if isinstance(aff, D.Filter) and what not in ("cant_be_targeted_by", "cant_be_countered"):
            self.support(aff, _whose(aff, "B" if not mine else "A"), "battlefield")

    def spell_to_cast(self, flt: D.Filter, player: str, why: str, turn: int = 1, copies: int = 1):
        """A spell matching ``flt`` that ``player`` casts ("another Elf enters", "whenever you
        cast a spell with mana value 5 or greater")."""
        name = self.finder.find(D.Filter(**{**_fdict(flt), "zone": "hand"}), avoid=self.card.name,
                                castable=True)
        if name is None:
            self.p.notes.append(f"no spell for {why!r}")
        else:
            self.p.cast(player, name, turn=turn, copies=copies)
            self.p.flags.add(f"{player}_casts")

    def triggered(self, ab: D.TriggeredAbility):
        first = len(self.p.casts)
        self._triggered(ab)
        if _needs_solved(ab.condition):
            # a solved Case's ability (719.3c): its events after the end step of turn 3, where
            # the Case becomes solved (719.3a)
            self.p.casts[first:] = [(w, n, pref, max(t, 5)) for w, n, pref, t in self.p.casts[first:]]

    def _triggered(self, ab: D.TriggeredAbility):
        trig = ab.trigger
        if ab.zone == "exile":
            # an ability that triggers while its card is in exile (suspend 702.62a): a copy there
            # with the counter it counts down — suspended (702.62b) with one time counter, its last
            # removed in A's next upkeep
            cond = ab.condition
            counter = trig.counter or (cond.counter if cond is not None and cond.kind == "counters_on" else None)
            self.p.add("A", "exile", {"name": self.card.name, "counters": {counter: 1}} if counter
                       else self.card.name)
            return
        if ab.zone == "graveyard":
            # an ability that triggers while its card is in the graveyard (113.6m): a copy there
            self.p.add("A", "graveyard", self.card.name)
        subj = trig.subject
        self_subject = subj is not None and subj.is_self
        e = trig.event
        if subj is not None and subj.same_name_as in ("enchanted", "equipped") and e in (
                "attacks", "blocks", "blocks_or_blocked", "becomes_blocked", "deals_combat_damage_to_player",
                "deals_damage_to_player", "deals_damage", "deals_combat_damage"):
            self.p.card_target = "own"         # "When enchanted creature attacks or blocks"
        if ab.zone == "graveyard":
            # a card's ability that triggers in its owner's graveyard ("When you sacrifice a
            # Clue, return this card from your graveyard", 113.6k): a copy waits there
            self.p.add("A", "graveyard", self.card.name)
        for t in ab.targets:
            self.target(t)
        for m in ab.modes:
            for t in m.targets:
                self.target(t)
        # the card's own enters trigger: the event its condition counts comes first
        self.condition(ab.condition, turn=0 if e == "enters" and self_subject else 3)
        self.condition(trig.while_condition, turn=0)    # "attacks while you control …" (603.2)
        if ab.condition is not None and ab.condition.kind == "greater" and e == "enters":
            self.p.cast("A", "Craw Wurm")       # evolve 702.100a: a greater creature enters
        if e == "enters" and not self_subject and subj is not None:
            player = _whose(subj, default="A")
            if subj.token:
                self.p.cast(player, DRIVERS["tokens"])
            elif _is_land_filter(subj, self):          # landfall, "a Swamp you control enters"
                name = self.support(D.Filter(**{**_fdict(subj), "zone": "hand"}), player, "hand",
                                    why="a land to play", fresh=True)
                if name is None:
                    self.p.add(player, "hand", _land_for(subj))
                self.p.flags.add(f"{player}_plays_lands")
            else:
                self.spell_to_cast(subj, player, ab.text)
        elif e in ("leaves_without_dying", "exiled_from_battlefield"):
            # 700.4: A returns it (or a support permanent the trigger watches) to its owner's hand;
            # "is put into exile from the battlefield" (406.1): A exiles it; the card itself on A's
            # last turn, as a finisher (in hand from the start)
            driver = DRIVERS["bounce" if e == "leaves_without_dying" else "exile"]
            if self_subject:
                self.p.add("A", "hand", driver)
            elif subj is not None:
                player = _whose(subj, default="A")
                name = self.support(subj, player, "battlefield", why=ab.text, fresh=True)
                self.p.cast("A", driver, f"support:{name}" if name else
                            ("own" if player == "A" else "opponent"))
        elif e in ("dies", "put_into_graveyard", "leaves") and self_subject:
            # the finisher that destroys the card on A's last turn, in hand from the start (a
            # shuffle would lose the one A draws)
            self.p.add("A", "hand", _killer(D.Filter(types=self.card.types)))
        elif e in ("dies", "put_into_graveyard", "leaves") and subj is not None and \
                subj.same_name_as in ("equipped", "enchanted"):
            self.p.cast("A", DRIVERS["kill_creature"], "attached")    # "equipped creature dies"
        elif e == "dies" and subj is not None and subj.dealt_damage == "self" and "creature" in self.card.types:
            # "Whenever a creature dealt damage by this creature this turn dies" (120.3): B blocks
            # the card with a creature it kills (one with flying, which can block a flier)
            self.p.flags.discard("B_never_blocks")
            self.p.flags.add("B_blocks_card")
            self.p.add("B", "battlefield", "Ornithopter")
            self.p.block = None
        elif e in ("dies", "put_into_graveyard", "leaves") and not self_subject and subj is not None:
            player = _whose(subj, default="A")
            if any(t.objects is not None and t.objects.mana_value is not None and t.objects.mana_value[0] == "<"
                   and isinstance(t.objects.mana_value[1], D.ManaValueOf) for t in getattr(ab, "targets", ())):
                # "return another target creature card with lesser mana value": the creature that
                # dies costs more than the Grizzly Bears (2) in A's graveyard
                subj = dataclasses.replace(subj, mana_value=(">=", 3))
            name = self.support(subj, player, "battlefield", why=ab.text)
            target = f"support:{name}" if name else ("own" if player == "A" else "opponent")
            self.p.cast("A", _killer(subj), target)
        elif e == "cast" and trig.player == "you" and trig.while_condition is not None and \
                trig.while_condition.kind == "your_turn" and trig.while_condition.negate:
            # "Whenever you cast a spell during an opponent's turn": an instant on B's turn 2
            self.p.cast("A", DRIVERS["target_creature"], "own", turn=2)
        elif e == "cast" and trig.player in ("any", "opponent", "not_you") and ab.condition is not None \
                and ab.condition.kind == "your_turn" and ab.condition.ref and ab.condition.negate:
            # "Whenever a player casts a spell, if it's not their turn" (500.1): B's instant on A's
            # turn 3, at A
            self.p.cast("B", DRIVERS["damage"], "opponent", turn=3)
            self.p.flags.add("B_casts_on_A_turn")
        elif e == "cast" and trig.cast_from in ("graveyard", "not_hand"):
            # "Whenever an opponent casts a spell from anywhere other than their hand", "… from
            # your graveyard" (601.2a): the caster casts Think Twice by flashback (702.34a)
            player = "B" if trig.player in ("opponent", "not_you") else "A"
            flt = trig.spell or D.Filter()
            if flt.types not in ((), ("instant",)) or flt.subtypes or flt.colors not in ((), ("blue",)) or \
                    flt.mana_value is not None:
                self.p.notes.append(f"no flashback spell for {ab.text!r}")
            else:
                self.p.add(player, "graveyard", _FLASHBACK_SPELL)
                self.p.cast(player, _FLASHBACK_SPELL, "alt:flashback", turn=3)
                self.p.flags.add(f"{player}_casts")
        elif e in ("cast", "cast_or_copy"):
            player = "B" if trig.player in ("opponent", "not_you") else "A"
            self.spell_to_cast(trig.spell or D.Filter(), player, ab.text)
        elif e in ("crews", "saddles") and self_subject:
            # "Whenever this creature crews a Vehicle / saddles a Mount" (702.122d, 702.171d): A
            # activates a support Vehicle's crew (Mount's saddle) ability, tapping the card for it
            kw = "crew" if e == "crews" else "saddle"
            self.p.add("A", "battlefield", _KEYWORD_ABILITY_CARDS[kw])
            self.p.flags.add(f"activate_kw:{kw}")
        elif e == "attacks" and self_subject and subj.designation == "saddled":
            self.p.flags.add("saddle_first")     # 702.171b: saddled in the main phase it attacks
        elif e == "attacks" and self_subject and "creature" not in self.card.types:
            # "Whenever this land attacks": it attacks only as a creature, so the ability that
            # makes it one is activated in the first main phase of each turn (506.1, 302.6)
            self.p.flags.add("animate_first")
        elif e == "turned_face_up" and self_subject:
            # "Whenever this creature is turned face up": cast face down (702.37a, 702.168a),
            # then turned face up (116.2b)
            label = _face_down_label(self.card)
            if label is None:
                self.p.notes.append("no way to cast it face down")
            else:
                self.p.flags.add("cast_alt:" + label)
        elif e == "turned_face_up" and subj is not None:
            # "Whenever a Detective you control is turned face up": A casts one face down, then
            # turns it face up (116.2b)
            name = self.finder.find(D.Filter(**{**_fdict(subj), "zone": "hand", "controller": None}),
                                    avoid=self.card.name, needs="face_down")
            if name is None:
                self.p.notes.append(f"no card to cast face down for {ab.text!r}")
            else:
                self.p.cast("A", name, "face_down")
                self.p.flags.add("A_turns_up:" + name)
        elif e == "sacrificed":
            # "Whenever you sacrifice an artifact", "Whenever an opponent sacrifices …" (701.17a):
            # the player has a permanent of that kind with an ability that sacrifices it, and
            # activates it once the card is on the battlefield
            self.sacrifice_one("B" if trig.player in ("opponent", "not_you") else "A", subj, ab.text)
        elif e == "dealt_damage":
            # "Whenever this creature is dealt damage" (120.3): A's spell deals it damage
            if self_subject or subj is None:
                self.p.cast("A", DRIVERS["damage"], "card")
            elif subj.same_name_as in ("enchanted", "equipped"):
                # "Whenever equipped creature is dealt damage": the creature the card is on
                self.p.card_target = "own"
                self.p.cast("A", DRIVERS["damage"], "attached")
            else:
                player = _whose(subj, "A")
                name = self.support(subj, player, "battlefield", why=ab.text)
                side = "own" if player == "A" else "opponent"
                self.p.cast("A", DRIVERS["damage"], f"{side}:{name}" if name else side)
        elif e == "leaves_graveyard":
            # "Whenever one or more creature cards leave your graveyard" (400.7): A exiles one
            # from that graveyard
            owner = "B" if trig.player in ("opponent", "not_you") else "A"
            flt = D.Filter(**{**_fdict(subj), "zone": "graveyard"}) if subj is not None \
                else D.Filter(zone="graveyard")
            name = self.support(flt, owner, "graveyard", why=ab.text, fresh=True)
            side = "own" if owner == "A" else "opponent"
            self.p.cast("A", DRIVERS["exile_from_graveyard"], f"{side}:{name}" if name else side)
        elif e in ("attacks", "attacks_alone", "attacks_with") and not self_subject and subj is not None:
            self.support(subj, "A", "battlefield", why=ab.text)
            if e == "attacks_alone":
                self.p.flags.add("attack_alone")
        elif e == "attacks_alone":
            self.p.flags.add("attack_alone")
        elif e == "enlisted":
            # enlist 702.154a: another creature of A's, not summoning sick, that stays home
            self.support(D.Filter(types=("creature",)), "A", "battlefield", why=ab.text)
            self.p.flags.add("attack_alone")
        elif e == "you_attack":
            self.support(subj or D.Filter(types=("creature",)), "A", "battlefield", trig.count,
                         why=ab.text)
        elif e == "blocks":
            self.p.flags |= {"B_attacks", "A_blocks"}
            self.p.add("B", "battlefield", "Grizzly Bears", 2)      # B's attackers
            if trig.other is not None:
                # "Whenever this creature blocks a creature with flying" (509.1a): B attacks with
                # one, and A blocks it
                flt = D.Filter(**{**_fdict(trig.other), "zone": "battlefield", "controller": None})
                name = self.support(flt, "B", "battlefield", why=ab.text, fresh=True)
                if name is not None:
                    self.p.flags.add("A_blocks_attacker:" + name)
        elif e in ("becomes_blocked", "blocks_or_blocked", "blocked_by", "deals_combat_damage_to_creature",
                   "deals_damage_to_creature"):
            self.p.flags.add("B_blocks_card")
            if subj is not None and not self_subject:       # "Whenever a Rat you control …"
                name = self.support(subj, "A", "battlefield", why=ab.text)
                if name is not None:
                    self.p.block = name
        elif e == "deals_damage_to_player" and trig.player == "you" and not self_subject \
                and subj is not None and not subj.same_name_as and subj.controller in (None, "opponent", "not_you") \
                and set(subj.types) & {"creature", "permanent"}:
            # "Whenever a creature deals damage to you, destroy it.", "Whenever a permanent deals damage
            # to you" (120.3): B's creatures attack A
            self.b_attacks()
        elif e in ("deals_damage_to_player", "deals_noncombat_damage_to_player", "deals_damage") \
                and subj is not None and not self_subject and not (subj.subtypes or subj.same_name_as) \
                and set(subj.types) <= {"instant", "sorcery"}:
            # "Whenever a source you control deals noncombat damage to an opponent" (609.7), "…
            # a noncreature source you control deals damage", "… an instant or sorcery spell you
            # control deals damage": a burn spell at the player ("a source an opponent controls
            # … to you": B's at A)
            caster = "B" if subj.controller in ("opponent", "not_you") or \
                subj.controller is None and trig.player == "you" else "A"     # "… deals damage to you"
            self.p.cast(caster, DRIVERS["damage"], "opponent_player")
            if caster == "B":
                self.p.flags.add("B_casts")
        elif e in ("deals_combat_damage_to_planeswalker", "deals_damage_to_planeswalker"):
            # "Whenever a creature you control with deathtouch deals damage to a planeswalker": B
            # has one, A attacks it with the card (or a creature the trigger names)
            self.p.add("B", "battlefield", "Ajani Goldmane")
            self.p.flags |= {"A_attacks_planeswalker", "B_never_blocks"}
            if subj is not None and not self_subject and not isinstance(subj, str):
                self.support(subj, "A", "battlefield", why=ab.text)
        elif e in ("deals_combat_damage_to_player", "deals_damage_to_player", "deals_damage", "deals_combat_damage",
                   "deals_combat_damage_to_player_or_planeswalker", "deals_damage_to_player_or_planeswalker"):
            self.p.flags.add("B_never_blocks")
            if subj is not None and not self_subject and not isinstance(subj, str):
                self.support(subj, "A", "battlefield", why=ab.text)
        elif e == "counter_added" and trig.counter == "+1/+1" and subj is not None:
            # "Whenever one or more +1/+1 counters are put on another creature you control" (122.6):
            # A puts one on such a creature (or on the card itself)
            if self_subject:
                self.p.cast("A", DRIVERS["plus_counter"], "card")
            else:
                name = self.support(subj, _whose(subj, "A"), "battlefield", why=ab.text) or "Grizzly Bears"
                self.p.cast(_whose(subj, "A"), DRIVERS["plus_counter"], f"support:{name}")
        elif e == "chapter" and trig.count > 3:
            # chapter IV and later (714.2b): a copy whose next lore counter, on A's first main
            # phase (714.3b), reaches it (one more comes as it is put onto the battlefield, 714.3a)
            self.p.add("A", "battlefield", {"name": self.card.name, "counters": {"lore": trig.count - 2}})
        elif e == "activated" and trig.keyword:
            # "Whenever you activate an exhaust ability": A has one on a support permanent too
            self.p.add("A", "battlefield", _KEYWORD_ABILITY_CARDS[trig.keyword])
            self.p.flags.add("activate_kw:" + trig.keyword)
        elif e == "action" and trig.keyword in _ACTION_SPELLS:
            # "Whenever you scry": the player casts a spell that scries (the opponent: B does)
            self.p.cast("B" if trig.player == "opponent" else "A", _ACTION_SPELLS[trig.keyword], turn=2)
        elif e == "collected_evidence" and trig.player in ("you", None):
            # "Whenever you collect evidence" (701.57): cards of total mana value 10 (the most any
            # collect evidence asks) in A's graveyard, for the card's own "you may collect
            # evidence N" or another's
            self.support(D.Filter(zone="graveyard", mana_value=(">=", 5)), "A", "graveyard", 2,
                         why=ab.text, fresh=True)
        elif e == "cycled":             # "Whenever you cycle another card": A cycles a land
            self.p.add("A", "hand", _KEYWORD_ABILITY_CARDS["cycling"])
            self.p.keep.add(_KEYWORD_ABILITY_CARDS["cycling"])
            self.p.flags.add("activate_kw:cycling")
        elif e == "gift_given":         # A casts a permanent spell with its gift promised (702.174c)
            self.p.cast("A", _GIFT_PERMANENT, "paid:gift", turn=2)
        elif e == "expend":             # a spell costing N or more, cast by A
            self.spell_to_cast(D.Filter(mana_value=(">=", trig.count)), "A", ab.text)
        elif e in ("gain_life", "gain_or_lose_life"):
            self.p.cast("B" if trig.player == "opponent" else "A", DRIVERS["gain_life"])
        elif e == "lose_life" and trig.player == "you":
            self.p.flags.add("B_attacks")
        elif e == "player_dealt_damage" and trig.player == "you":
            self.b_attacks()                     # "Whenever you're dealt damage": B's attackers
            if "aura" in self.card.subtypes and self.p.card_target is None:
                # (an Aura on A's own permanent stays with A: one it may enchant from the start)
                from oraclec.runtime.keywords import enchant_filter
                host = enchant_filter(None, self.card)
                name = self.support(D.Filter(**{**_fdict(host), "controller": None}), "A", "battlefield",
                                    why=ab.text, fresh=True) if isinstance(host, D.Filter) else None
                self.p.card_target = f"own:{name}" if name else "own"
        elif e == "discard":
            victim = "A" if trig.player == "you" else "B"
            self.p.cast("A" if victim == "B" else "B", DRIVERS["discard"], "opponent")
            if subj is not None and _printed_requirements(subj):
                name = self.support(D.Filter(**{**_fdict(subj), "zone": "hand"}), victim, "hand", 2,
                                    why=ab.text, fresh=victim == "A")
                if victim == "A" and name is not None:
                    self.p.keep.add(name)      # first in A's hand: what it discards

        elif e == "becomes_tapped" and subj is not None and (
                subj.controller in ("opponent", "not_you") or subj.same_name_as == "enchanted"):
            # "Whenever a Forest an opponent controls becomes tapped", "Whenever enchanted land
            # becomes tapped" (the Aura on an opponent's land): B taps lands to cast a spell
            if subj.same_name_as == "enchanted":
                self.p.card_target = "opponent"
            self.p.cast("B", "Grizzly Bears", turn=2)
        elif e == "state" and trig.state is not None and trig.state.kind == "at_least":
            self.condition(trig.state)      # "When there are four or more page counters on ~" (603.8)
        elif e == "state" and trig.state is not None and trig.state.kind == "not_control" and \
                trig.state.filter is not None and not trig.state.negate:
            # "When you control no Islands, sacrifice this creature" (603.8): A's basic lands of
            # that type are left out; a nonbasic land makes their color instead
            basics = [b for b in _BASICS if b.lower() in trig.state.filter.subtypes]
            for b in basics:
                land = self.finder.land_making(_COLOR_OF_BASIC[b], avoid=trig.state.filter)
                if land is None:
                    self.p.notes.append(f"no land of another type for {b}'s mana")
                    continue
                self.p.flags.add("A_lacks:" + b)
                self.p.add("A", "battlefield", land, 4)
        elif e == "tap_for_mana":
            # "Whenever enchanted land is tapped for mana", "Whenever a Mountain is tapped for
            # mana" (605.1b): A taps such a land of its own for mana by hand in its main phases
            # (automatic payment may pick others); the Aura goes on A's own land
            if subj is not None and subj.same_name_as == "enchanted":
                self.p.card_target = "own"
            elif subj is not None and _is_land_filter(subj, self):
                self.support(D.Filter(**{**_fdict(subj), "controller": None}), "A", "battlefield",
                             why=ab.text)
            self.p.flags.add("A_taps_for_mana")
        elif e == "becomes_target":
            who = "B" if trig.player in ("opponent", "not_you") else "A"
            if who == "B":
                self.p.flags.add("B_targets_card")
            if subj is not None and not self_subject:
                name = self.support(subj, "A", "battlefield", why=ab.text)
                self.p.cast(who, _targeter(subj), f"support:{name}" if name else
                            "own" if who == "A" else "opponent")
            else:
                self.p.cast(who, _targeter(D.Filter(types=self.card.types)), "card")


def _counter_to_put(kind: str) -> str:
    """A counter of that kind; for counters of any kind ("for each counter on it", 122.1) +1/+1."""
    return "+1/+1" if kind == "any" else kind


def _needs_solved(cond: D.Condition | None) -> bool:
    if cond is None:
        return False
    if cond.kind == "all":
        return any(_needs_solved(c) for c in cond.all_of)
    return cond.kind == "designation" and cond.counter == "solved" and not cond.negate


def _is_land_filter(flt: D.Filter, planner: "_Planner") -> bool:
    """Is what enters a land ("a land you control", "a Swamp you control")?  By its type, or by
    the simplest card that matches it."""
    if flt.types:
        return set(flt.types) <= {"land"}
    name = planner.finder.find(D.Filter(**{**_fdict(flt), "zone": "hand"}))
    cd = planner._def(name) if name else None
    return cd is not None and "land" in cd.types


def _fdict(flt: D.Filter) -> dict:
    return {f.name: getattr(flt, f.name) for f in fields(flt)}


def _whose(flt: D.Filter, default: str) -> str:
    for word in (flt.controller, flt.owner):
        if word == "you":
            return "A"
        if word in ("opponent", "not_you", "an_opponent"):  # "an opponent has …"
            return "B"
    return default


def _killer(flt: D.Filter) -> str:
    types = set(flt.types) | set(flt.all_types)
    if types and types <= {"creature"}:
        return DRIVERS["kill_creature"]
    if types and types <= {"artifact", "enchantment"}:
        return DRIVERS["kill_artifact"]
    if types and types <= {"land"}:
        return DRIVERS["kill_land"]
    return DRIVERS["kill_any"]


def _targeter(flt: D.Filter) -> str:
    """A spell that can target a permanent of these types (to make "becomes the target")."""
    types = set(flt.types) | set(flt.all_types)
    if not types or "creature" in types:
        return DRIVERS["target_creature"]
    return _killer(flt)


def _land_for(flt: D.Filter) -> str:
    for b in _BASICS:
        if b.lower() in flt.subtypes:
            return b
    return "Forest"


def _token_spec(flt: D.Filter) -> str | None:
    """A token for the scenario's setup (the wording cards use after "create")."""
    types = set(flt.types) | set(flt.all_types)
    if types - {"creature", "artifact", "enchantment"}:
        return None
    color = flt.colors[0] if flt.colors else ("white" if "creature" in types or not types else "colorless")
    sub = (flt.subtypes[0].capitalize() + " ") if flt.subtypes else ("Soldier " if "creature" in types or not types else "")
    if "creature" in types or not types:
        kind = "artifact creature" if "artifact" in types else "creature"
        return f"1/1 {color} {sub}{kind}".replace("colorless ", "")
    return f"{sub}{' '.join(sorted(types))}".strip()


def plan(card: D.CardDef, cards: dict, missing: dict, finder: SupportFinder | None = None) -> Plan:
    """The targeted game for what the generic game missed.  ``missing``: ``cast`` (True when the
    card was never cast or never resolved), ``activated`` / ``triggered`` (the ability records
    not exercised), ``statics`` (the static abilities never seen applying)."""
    from oraclec.runtime.casting import additional_costs, spell_targets_spec
    planner = _Planner(card, cards, finder or SupportFinder.get())
    p = planner.p
    for face in missing.get("faces", ()):       # a face of a card of several (709.3, 715.3)
        if face is not None:
            for t in spell_targets_spec(face)[0]:
                planner.target(t)
    if missing.get("cast") or missing.get("statics"):
        specs, spell = spell_targets_spec(card)
        for t in specs:
            planner.target(t)
        if spell is not None:
            for m in spell.modes[:1]:
                for t in m.targets:
                    planner.target(t)
        for cost in additional_costs(card):
            planner.cost(cost)
    if "aura" in card.subtypes:
        p.add("B", "battlefield", "Craw Wurm")         # a creature that survives -N/-N
    for ab in missing.get("statics", ()):
        planner.static(ab)
    if missing.get("statics") and not missing.get("activated") and not missing.get("triggered"):
        # the abilities an earlier game activated wait (an Aura's "exile enchanted creature"
        # would end what its static ability needs)
        p.flags.add("statics_first")
    for ab in missing.get("activated", ()):
        planner.activated(ab)
    for ab in missing.get("triggered", ()):
        planner.triggered(ab)
    return p
