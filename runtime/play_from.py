"""Permissions to play cards from zones other than the hand (rules 601.3, 305.1): a static
ability's "You may play lands from your graveyard.", "You may cast creature spells from the top of
your library.", "Once during each of your turns, you may cast a Dragon creature spell from your
graveyard." (``PlayFrom``).  The usual timing, costs and land plays (305.2) still apply; the
permission only says where the card may be played from."""
from __future__ import annotations

from . import defs as D
from .game import Obj, PlayerState

# the label of the way to cast a card such a permission gives (601.3; a CastPermission's)
LABEL = "permission of a permanent"
# "… without paying their mana costs" (118.9): the alternative cost of nothing such a permission gives
FREE_LABEL = "without paying its mana cost"


def permissions(g, player: PlayerState) -> list:
    """The ``PlayFrom`` effects that let ``player`` play cards now, as (source, effect): the
    permanents they control whose ability applies (its condition holds; "Once during each of your
    turns": their own turn, the source's one card not yet played this turn)."""
    from .layers import battlefield_statics
    out = []
    for src, chars, ab, eff in battlefield_statics(g, D.PlayFrom):
        if chars.controller is not player or not g.check_condition(ab.condition, src, player):
            continue
        if eff.once_each_turn and (g.players[g.active] is not player or g.play_from_used.get(src.id) == g.turn):
            continue
        out.append((src, eff))
    return out


def zone_of(player: PlayerState, obj: Obj) -> str | None:
    """Where ``obj`` is for a permission: "graveyard", "hand", "library_top" (the top card of its
    owner's library, 401.1), or None."""
    if obj.owner is not player:
        return None
    if obj.zone in ("graveyard", "hand"):
        return obj.zone
    if obj.zone == "library" and player.library and player.library[0] is obj:
        return "library_top"
    return None


def allowing(g, player: PlayerState, obj: Obj, land: bool, perms=None, free: bool | None = None) -> list:
    """The permissions (source, effect) that let ``player`` play ``obj`` as a land (``land``) or
    cast it as a spell from where it is now (its characteristics as a card, 601.3); ``free``: only
    those that let it be cast without paying its mana cost (True) or for its costs (False)."""
    zone = zone_of(player, obj)
    if zone is None:
        return []
    out = []
    for src, eff in permissions(g, player) if perms is None else perms:
        flt = eff.lands if land else eff.spells
        if eff.zone == zone and flt is not None and free in (None, eff.free) and \
                g.matches(obj, flt, src, player, ignore_zone=True):
            out.append((src, eff))
    return out


def use(g, player: PlayerState, obj: Obj, land: bool, free: bool = False) -> None:
    """``obj`` is being played or cast by a permission (before it moves; ``free``: without paying
    its mana cost): the permission used is one without a once-a-turn limit if there is one (no
    choice of the player's loses anything by it), else the first; a once-a-turn one is spent for
    this turn."""
    found = allowing(g, player, obj, land, free=None if land else free)
    if not found:
        return
    src, eff = min(found, key=lambda p: p[1].once_each_turn)
    if eff.once_each_turn:
        g.play_from_used[src.id] = g.turn
    g.saw_static(eff)                       # it let a card be played (issue 5)


def cast_permission(obj: Obj, free: bool = False) -> D.CastPermission:
    """The way to cast ``obj`` a permission gives: from its zone, for its costs (601.3), or
    (``free``) without paying its mana cost (an alternative cost of nothing, 118.9)."""
    if free:
        return D.CastPermission(label=FREE_LABEL, zone=obj.zone, cost=D.Cost())
    return D.CastPermission(label=LABEL, zone=obj.zone)
