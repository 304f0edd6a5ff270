"""Native keyword abilities (rule 702).

Keywords live in ``Chars.keywords`` (name -> list of parameters).  Most are checked where they
matter: evasion in :func:`can_block`, targeting in :func:`can_be_targeted_by`, combat damage in
``combat.py``, destruction in ``replacement.py``, casting timing (flash) in ``casting.py``,
summoning sickness (haste) in :func:`summoning_sick`.  Equip (702.6) is an activated ability
synthesised by :func:`keyword_activated_abilities`; enchant (702.5) restricts an Aura's target."""
from __future__ import annotations

from . import defs as D
from .game import Obj, PlayerState

# Keywords the engine implements.  Anything else raises NotImplementedInEngine when a card
# with it is loaded into a game (see ``check_supported``).
SUPPORTED = {
    "flying", "reach", "first strike", "double strike", "deathtouch", "defender", "haste",
    "vigilance", "trample", "lifelink", "flash", "hexproof", "hexproof from", "shroud", "indestructible",
    "protection", "intimidate", "fear", "forestwalk", "islandwalk", "swampwalk",
    "mountainwalk", "plainswalk", "enchant", "equip", "menace",
    "shadow", "horsemanship", "skulk", "wither", "infect", "toxic", "split second", "umbra armor",
    "foretell",
    "read ahead", "ascend", "forecast", "start your engines!", "prototype",
    "bestow",           # casting.py bestowed (702.103a-b), stack.py (702.103e), sba.py (702.103f)
    "banding",          # combat.py: bands (702.22c-h), damage divided by the other player (702.22j-k)
    # 702.124a: partner abilities modify Commander deck construction and function before the game
    # begins; "Partner" (702.124h) has nothing to do during a game (the engine plays no Commander
    # games: decks are given, 903 is not modelled); "Choose a Background", "Doctor's companion",
    # "Friends forever" (702.124j-m) are partner abilities with their wording as the parameter
    "partner",
    # 702.62a: suspend's abilities are compiled (compiler/lower.py _suspend); the keyword marks the
    # card as having suspend (702.62b "suspended", time travel 701.54a)
    "suspend",
    # 702.116a: "Whenever this creature attacks, for each opponent other than defending player,
    # you may create a token …": with one opponent there is none, and the ability does nothing;
    # with another opponent combat.declare_attackers raises NotImplementedInEngine
    "myriad",
    # 702.132a: the player the caster chooses pays any amount of the generic mana of the total
    # cost before the caster pays the rest (casting._assist)
    "assist",
    # 702.150a: two fewer loyalty counters for each Phyrexian symbol paid with life (zones.py)
    "compleated",
}

LANDWALK = {"forestwalk": "forest", "islandwalk": "island", "swampwalk": "swamp",
            "mountainwalk": "mountain", "plainswalk": "plains"}
COLORS = ("white", "blue", "black", "red", "green")
_PLURAL_TYPES = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
                 "instants": "instant", "sorceries": "sorcery", "planeswalkers": "planeswalker",
                 "lands": "land"}


def check_supported(card: D.CardDef):
    from .errors import NotImplementedInEngine
    for ab in card.abilities:
        if isinstance(ab, D.KeywordAbility) and ab.name not in SUPPORTED:
            raise NotImplementedInEngine(f"keyword {ab.name!r} (on {card.name})")


def _quality_matches(g, quality: str, source) -> bool:
    q = quality.strip().lower()
    if source is None:
        return False
    c = g.chars(source)
    if q in ("everything", "all"):
        return True
    if q in COLORS:
        return q in c.colors
    if q == "multicolored":
        return len(c.colors) > 1
    if q == "monocolored":
        return len(c.colors) == 1
    if q in _PLURAL_TYPES:
        return _PLURAL_TYPES[q] in c.types
    if q in c.types:
        return True
    singular = q[:-1] if q.endswith("s") else q
    return q in c.subtypes or singular in c.subtypes


def protection_qualities(g, obj, source=None) -> list[str]:
    """The qualities ``obj`` has protection from — against ``source``: an instance that
    "doesn't remove" the Aura giving it does not count against that Aura (702.16n)."""
    out = []
    for p in g.keyword_params(obj, "protection"):
        if isinstance(p, D.ParamExcept):
            if source is not None and getattr(source, "id", None) == p.except_id:
                continue
            p = p.param
        if p is None:
            continue
        if isinstance(p, D.Filter):
            out.append(p)
            continue
        out.extend(x for x in str(p).split(",") if x.strip())
    return out


def protection_applies(g, obj: Obj, source) -> bool:
    """Rule 702.16: does ``obj`` have protection from ``source``?"""
    if source is None or not isinstance(obj, Obj):
        return False
    for q in protection_qualities(g, obj, source):
        if isinstance(q, D.Filter):
            if g.matches(source, q, obj, g.controller_of(obj), ignore_zone=True):
                return True
        elif _quality_matches(g, q, source):
            return True
    return False


def can_be_targeted_by(g, obj, source, controller: PlayerState) -> bool:
    """Rules 702.11b (hexproof), 702.18b (shroud), 702.16c (protection): each is about "a
    permanent or player"; a spell on the stack or a card in another zone with these keywords
    can be targeted (a counterspell targets a spell with protection from blue)."""
    if isinstance(obj, PlayerState):
        # 702.11c, 702.18c: "You have hexproof." / "You have shroud."
        if g.player_rules(obj, "shroud"):
            return False
        return controller is obj or not g.player_rules(obj, "hexproof")
    if obj.zone != "battlefield":
        return True
    if g.has_keyword(obj, "shroud"):
        return False
    if controller is not g.controller_of(obj):
        if g.has_keyword(obj, "hexproof"):
            return False
        # 702.11d: "hexproof from [quality]": not by spells or abilities an opponent controls
        # from sources of that quality (the spell, or the ability's source)
        if source is not None and any(_quality_matches(g, q, source) for p in g.keyword_params(obj, "hexproof from")
                                      for q in str(p).split(",") if q.strip()):
            return False
    if protection_applies(g, obj, source):
        return False
    for what, by, _c, _s, _ctl, eff in g.restrictions(obj, "cant_be_targeted_by", record=False):
        if by is None or (source is not None and g.matches(source, by, obj, g.controller_of(obj),
                                                           ignore_zone=True)):
            g.saw_static(eff)
            return False
    return True


def summoning_sick(g, obj: Obj) -> bool:
    """Rule 302.6: a creature can't attack or use {T}/{Q} abilities unless its controller has
    controlled it continuously since their most recent turn began; haste (702.10b) overrides."""
    if obj.since_turn < g.turn:
        return False
    return not g.has_keyword(obj, "haste")


def can_block(g, blocker: Obj, attacker: Obj) -> bool:
    """Evasion and blocking restrictions (rules 509.1b, 702.9b, 702.13b, 702.14c, 702.16f,
    702.17b, 702.28b shadow, 702.31b horsemanship, 702.36b, 702.118b skulk)."""
    bc, ac = g.chars(blocker), g.chars(attacker)
    if "creature" not in bc.types or blocker.tapped:
        return False
    if g.restrictions(blocker, "cant_block") or g.restrictions(blocker, "cant_attack_or_block"):
        return False
    from .combat import unless_conditions_hold
    if not unless_conditions_hold(g, blocker, "cant_block_unless"):     # 509.1b: "can't block unless …"
        return False
    if g.restrictions(attacker, "cant_be_blocked"):
        return False
    for _w, by, _c, src, ctl, _e in g.restrictions(blocker, "can_block_only"):      # 509.1b
        if by is not None and not g.matches(attacker, by, src, ctl):
            return False
    for _w, by, _c, src, ctl, _e in g.restrictions(blocker, "cant_block_matching"):  # 509.1b
        if by is not None and g.matches(attacker, by, src, ctl):
            return False
    for _w, by, _c, src, ctl, _e in g.restrictions(attacker, "cant_be_blocked_except_by"):
        if by is not None and not g.matches(blocker, by, src, ctl):
            return False
    if "flying" in ac.keywords and not ("flying" in bc.keywords or "reach" in bc.keywords):
        return False
    if "fear" in ac.keywords and not ("artifact" in bc.types or "black" in bc.colors):
        return False
    if "intimidate" in ac.keywords and not ("artifact" in bc.types or
                                             any(c in ac.colors for c in bc.colors)):
        return False
    if ("shadow" in ac.keywords) != ("shadow" in bc.keywords):          # 702.28b
        return False
    if "horsemanship" in ac.keywords and "horsemanship" not in bc.keywords:   # 702.31b
        return False
    if ("skulk" in ac.keywords or g.restrictions(attacker, "cant_be_blocked_by_greater_power")) \
            and (bc.power or 0) > (ac.power or 0):     # 702.118b; the Ring's Ring-bearer (701.52c)
        return False
    defender = g.controller_of(blocker)
    for kw, land in LANDWALK.items():
        if kw in ac.keywords and any(land in g.chars(o).subtypes and "land" in g.chars(o).types
                                     for o in g.permanents(defender)):
            return False
    if protection_applies(g, attacker, blocker):
        return False
    return True


def umbra_armor(g, obj: Obj) -> bool:
    """Rule 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked
    on it and destroy this Aura."  True if an Aura with umbra armor attached to ``obj`` replaced
    its destruction (the first of them, in timestamp order)."""
    for aura in g.battlefield:
        if aura.attached_to == obj.id and "umbra armor" in g.chars(aura).keywords:
            obj.damage = 0
            obj.deathtouched = False
            g.touch()
            g.note(f"{aura!r} is destroyed instead of {obj!r} (umbra armor)")
            from .replacement import destroy
            destroy(g, aura)
            return True
    return False


def split_second_on_stack(g) -> bool:
    """Rule 702.61a: while a spell with split second is on the stack, players can't cast other
    spells or activate abilities that aren't mana abilities (special actions and triggers go on)."""
    return any(isinstance(o, Obj) and "split second" in g.chars(o).keywords for o in g.stack)


CITY_BLESSING = "city's blessing"


def ascend(g, player: PlayerState) -> bool:
    """Rule 702.131a-b: if ``player`` controls ten or more permanents and doesn't have the city's
    blessing (a designation of the player, 702.131c), they get it for the rest of the game."""
    if CITY_BLESSING in player.designations or len(g.permanents(player)) < 10:
        return False
    player.designations.add(CITY_BLESSING)
    g.touch()           # 702.131d: continuous effects are applied again
    g.note(f"{player.name} gets the city's blessing (702.131)")
    return True


def ascend_permanents(g) -> bool:
    """Rule 702.131b: ascend on a permanent is a static ability that works any time — checked
    here whenever the game is settled before a player receives priority (117.5)."""
    done = False
    for p in g.players:
        if CITY_BLESSING not in p.designations and not p.lost and \
                any("ascend" in g.chars(o).keywords for o in g.permanents(p)):
            done = ascend(g, p) or done
    return done


def toxic_value(g, obj) -> int:
    """Rule 702.164b: a creature's total toxic value, the sum of the N of its toxic abilities."""
    return sum(int(p) for p in g.keyword_params(obj, "toxic") if p is not None)


def keyword_activated_abilities(g, obj: Obj) -> list:
    """Activated abilities defined by keywords: Equip [cost] (702.6a: "[Cost]: Attach this
    permanent to target creature you control. Activate only as a sorcery."); turning a face-down
    permanent face up (a special action, 116.2b: runtime/facedown.py)."""
    out = []
    if obj.face_down is not None:
        from .facedown import turn_face_up_abilities
        out += turn_face_up_abilities(g, obj)
    for param in g.keyword_params(obj, "equip"):
        cost = param if isinstance(param, D.Cost) else D.Cost(mana=str(param or ""))
        out.append(EQUIP_ABILITIES.setdefault(cost, D.ActivatedAbility(
            cost=cost, resolve=_equip_resolve, timing="sorcery",
            targets=(D.Target(objects=D.Filter(types=("creature",), controller="you"),
                              text="target creature you control"),),
            text="Equip")))
    return out


EQUIP_ABILITIES: dict = {}


def hand_keyword_abilities(card: D.CardDef) -> list:
    """Special actions keywords give a card in the hand: foretell 702.143a-b ("Any time a player
    has priority during their turn, that player may pay {2} and exile a card with foretell from
    their hand face down", 116.2h)."""
    out = _HAND_ABILITIES.get(id(card))
    if out is None or out[0] is not card:
        found = []
        if any(isinstance(ab, D.KeywordAbility) and ab.name == "foretell" for ab in card.abilities):
            found.append(_FORETELL)
        out = _HAND_ABILITIES[id(card)] = (card, found)
    return out[1]


def _foretell_resolve(g, ctx):
    from .effects.counters import designate
    designate(g, ctx, what="self", designation="foretold")


_HAND_ABILITIES: dict = {}
_FORETELL = D.ActivatedAbility(cost=D.Cost(mana="{2}", exile_self=True), resolve=_foretell_resolve, zone="hand",
                               condition=D.Condition(kind="your_turn"), special=True, text="Foretell")


def foretell_cost(card: D.CardDef):
    """The foretell cost a foretold card is cast for (702.143a)."""
    for ab in card.abilities:
        if isinstance(ab, D.KeywordAbility) and ab.name == "foretell":
            return ab.param if isinstance(ab.param, D.Cost) else D.Cost(mana=str(ab.param or ""))
    return None


def _equip_resolve(g, ctx):
    from .effects.permanents import attach
    attach(g, ctx, what="self", to="target:0")


def enchant_filter(g, card: D.CardDef):
    for ab in card.abilities:
        if isinstance(ab, D.KeywordAbility) and ab.name == "enchant":
            return ab.param
    return None
