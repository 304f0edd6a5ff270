"""Replacement and prevention effects (rules 614-616) and regeneration (rule 701.15)."""
from __future__ import annotations

from . import defs as D
from .errors import NotImplementedInEngine
from .game import Obj, PlayerState


class PreventionShield:
    """A prevention effect from a resolved spell or ability (rule 615): prevents all damage
    (``amount`` None) or the next ``amount`` damage to the objects/players in ``ids`` (None:
    to anything) until end of turn.  With ``from_obj`` (a source chosen as the shield was
    created, 609.7a) it prevents only damage that source deals, and only its next instance
    (615.8), if the source still matches ``from_filter`` then (615.9; else it is not used up).
    ``by_ids`` / ``by_filter``: only damage dealt by those objects, or by sources matching the
    filter as the damage would be dealt ("… dealt by target creature", "… by creatures with
    flying", 615.1a); ``from_ctl`` is the effect's controller ("creatures you control")."""
    __slots__ = ("ids", "amount", "combat_only", "duration", "source_id", "from_obj", "from_filter",
                 "from_ctl", "from_spell", "spent", "by_ids", "by_filter")

    def __init__(self, ids, amount, combat_only, duration, source_id, from_obj=None, from_filter=None,
                 from_ctl=None, by_ids=None, by_filter=None):
        self.ids, self.amount, self.combat_only = ids, amount, combat_only
        self.duration, self.source_id = duration, source_id
        self.from_obj, self.from_filter, self.from_ctl = from_obj, from_filter, from_ctl
        self.from_spell = from_obj is not None and from_obj.zone == "stack"
        self.spent = False
        self.by_ids, self.by_filter = by_ids, by_filter

    def by_source(self, g, source) -> bool:
        """Whether the shield covers damage ``source`` deals (615.1a)."""
        if self.by_ids is not None:
            return source is not None and source.id in self.by_ids
        if self.by_filter is not None:
            return source is not None and g.matches(source, self.by_filter, None, self.from_ctl,
                                                    ignore_zone=True)
        return True

    def from_source(self, g, source) -> bool:
        """Whether ``source`` is the chosen source: the object itself, or — if a permanent
        spell was chosen — the permanent it became (609.7a); with the properties rechecked."""
        chosen = self.from_obj
        if chosen is not source and not (self.from_spell and chosen.successor is source
                                         and source.zone == "battlefield"):
            return False
        return g.matches(source, self.from_filter, None, self.from_ctl, ignore_zone=True)


def drop_spent_shields(g) -> None:
    """After a damage event: the "next time" shields that prevented an instance of damage in it
    are used up (615.8) — all damage the source dealt at once is the one instance."""
    if any(sh.spent for sh in g.prevention):
        g.prevention = [sh for sh in g.prevention if not sh.spent]


def _after_prevention(g, src, eff: D.PreventDamageStatic, prevented: int) -> None:
    """Rule 615.5: the rest of a prevention effect, right after the damage is prevented: counters
    put on or removed from its source, one or one for each 1 damage prevented."""
    n = abs(eff.counters) * (prevented if eff.per_prevented else 1)
    if n <= 0:
        return
    if eff.counters > 0:
        g.add_counters(src, eff.counter, n)
    else:
        g.remove_counters(src, eff.counter, n)


def _statics(g):
    from .layers import static_abilities
    for o in g.battlefield:
        for ab in static_abilities(g, o, g.chars(o)):
            ctl = g.controller_of(o)
            if ab.condition is not None and not g.check_condition(ab.condition, o, ctl):
                continue
            for eff in ab.effects:
                yield o, ctl, eff


def zone_change_destination(g, obj: Obj, frm: str, to: str, cause=None) -> tuple[str, bool, Obj | None]:
    """Rule 614.1a: ZoneReplacement effects ("... shuffle it into its owner's library
    instead").  Returns the destination, whether to shuffle the library after, and the permanent
    whose static ability replaced the event (a card it exiles is "exiled with" it, 607.2b).  An object's
    own replacement applies under its ability's condition ("If the flashback cost was paid,
    exile this card instead of putting it anywhere else any time it would leave the stack.",
    702.34a); ``cause`` "resolve" is a spell put away as it resolves (608.2n: buyback 702.27a)."""
    from .layers import affected_by_static, printed
    # a permanent's own abilities as the layers made them: one it gained ("It gains 'If this
    # creature would die, exile it instead.'", 613.1f) applies, one it lost doesn't
    own = g.chars(obj).abilities if obj.zone == "battlefield" else printed(obj).abilities
    for ab in own:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.ZoneReplacement) and eff.affected == "self" \
                        and _applies(eff, frm, to, cause) and (ab.condition is None or g.check_condition(
                            ab.condition, obj, obj.controller)):
                    g.saw_static(eff)           # it replaced an event (614.1a; issue 5)
                    return (*_instead(eff, to), None)
    # from resolved effects: "If that creature would die this turn, …" (this turn), "If it would
    # leave the battlefield, exile it instead of putting it anywhere else" (unearth 702.84a:
    # while it is that object, 400.7 — a new object has a new id)
    for ids, eff, _this_turn in g.zone_replacements:
        if obj.id in ids and _applies(eff, frm, to, cause):
            return (*_instead(eff, to), None)
    for src, ctl, eff in list(_statics(g)):
        if isinstance(eff, D.ZoneReplacement) and eff.affected != "self":
            if _applies(eff, frm, to, cause) and \
                    any(x is obj for x in affected_by_static(g, eff.affected, src, ctl)):
                g.saw_static(eff)
                return (*_instead(eff, to), src)
    return to, False, None


_DRAW_INSTEAD: dict = {}     # id(card) -> (card, the mill of its DrawInstead or 0, the effect)


def draws_instead(g, p, turn_draw: bool) -> int:
    """Rules 614.11, 616.1: how many cards one draw of ``p`` becomes — each "If you would draw a
    card, draw two cards instead" of a permanent ``p`` controls applies once to the draw and to the
    draws that replace it (614.5), so two of them make four."""
    n = 1
    for src, ctl, eff in _statics(g):
        if isinstance(eff, D.DrawReplacement) and ctl is p and not (eff.except_first_in_draw_step and turn_draw):
            g.saw_static(eff)               # it replaced a draw (614.11; issue 5)
            n *= eff.draws
    return n


def draw_instead(g, p) -> bool:
    """Dredge 702.52a (614.11): before drawing, the player may replace the draw with milling N
    cards and returning a card with dredge N from their graveyard to their hand (N no more than
    the cards in their library, 702.52b).  True if the draw was replaced."""
    opts = []
    for o in p.graveyard:
        known = _DRAW_INSTEAD.get(id(o.card))
        if known is None or known[0] is not o.card:
            eff = next((e for ab in o.card.abilities if isinstance(ab, D.StaticAbility)
                        for e in ab.effects if isinstance(e, D.DrawInstead)), None)
            known = _DRAW_INSTEAD[id(o.card)] = (o.card, eff.mill if eff is not None else 0, eff)
        if known[1] and len(p.library) >= known[1]:
            opts.append(o)
    if not opts:
        return False
    pick = g.ask(p, "dredge", opts, min=0, max=1, prompt="dredge instead of drawing (702.52a)")
    if not pick:
        return False
    o = pick[0]
    _card, n, eff = _DRAW_INSTEAD[id(o.card)]
    g.saw_static(eff)                   # it replaced a draw (614.11; issue 5)
    for c in list(p.library[:n]):
        g.move(c, "graveyard")
    g.note(f"{p.name} dredges {o.name}")
    g.move(o, "hand")
    return True


def _applies(eff: D.ZoneReplacement, frm: str, to: str, cause) -> bool:
    if eff.from_zone not in (None, frm) or (eff.resolving and cause != "resolve") or \
            (eff.discard and cause != "discard"):
        return False
    if eff.to_zone is None:             # "anywhere else": not where it would go instead
        return to != eff.instead
    return eff.to_zone == to


def _instead(eff, to):
    if eff.instead == "shuffle_into_library":
        return "library", True
    if eff.instead == "exile":
        return "exile", False
    if eff.instead in ("hand", "graveyard", "library"):
        return eff.instead, False
    if eff.instead == "library_bottom":
        return "library_bottom", False
    raise NotImplementedInEngine(f"zone replacement instead={eff.instead!r}")


def destroy(g, obj: Obj, can_regenerate=True) -> bool:
    """Rule 701.7: destroy a permanent.  Indestructible (702.12b) and regeneration
    (701.15a: tap it, remove all damage from it, remove it from combat) replace it."""
    if obj.zone != "battlefield":
        return False
    if g.has_keyword(obj, "indestructible"):
        return False
    from .keywords import umbra_armor
    if umbra_armor(g, obj):                 # 702.89a (applied before a regeneration shield)
        return False
    if can_regenerate and obj.shields > 0 and not g.restrictions(obj, "cant_be_regenerated"):
        obj.shields -= 1
        g.tap(obj)                          # 701.15a: it becomes tapped
        obj.damage = 0
        obj.deathtouched = False
        from .combat import remove_from_combat
        remove_from_combat(g, obj)
        g.touch()
        g.note(f"{obj!r} regenerates")
        return False
    return g.move(obj, "graveyard") is not None


def _protected_from(g, obj_or_player, source) -> bool:
    from .keywords import protection_applies
    if isinstance(obj_or_player, Obj):
        return protection_applies(g, obj_or_player, source)
    return False


def redirect_damage(g, source: Obj | None, recipient, combat: bool):
    """Rule 614.9: redirection effects of static abilities ("All damage that would be dealt to you
    is dealt to enchanted creature instead"): the recipient the damage is dealt to.  Each applies
    once to the event (614.5); one whose new recipient is no longer a creature or planeswalker on
    the battlefield does nothing (614.9).  With several, they apply in the order of their sources
    (616.1 lets the affected player choose: a documented simplification)."""
    from .layers import affected_by_static
    applied: list = []
    while True:
        for src, ctl, eff in _statics(g):
            if not isinstance(eff, D.DamageRedirect) or any(eff is a for a in applied):
                continue
            if eff.combat is not None and eff.combat != combat:
                continue
            if not any((t == "you" and recipient is ctl) or (
                    isinstance(t, D.Filter) and isinstance(recipient, Obj) and g.matches(recipient, t, src, ctl))
                    for t in eff.to):
                continue
            if eff.source is not None and (source is None or not g.matches(source, eff.source, src, ctl,
                                                                             ignore_zone=True)):
                continue
            applied.append(eff)
            new = [o for o in affected_by_static(g, eff.instead, src, ctl)
                   if o.zone == "battlefield" and ({"creature", "planeswalker"} & set(g.chars(o).types))]
            if not new or new[0] is recipient:
                continue                        # 614.9: the effect does nothing
            g.saw_static(eff)                   # it replaced a damage event (614.1a; issue 5)
            recipient = new[0]
            break
        else:
            return recipient


def damage_instead(g, source: Obj | None, recipient, amount: int) -> int:
    """Rules 614.1a, 614.5: static replacement effects that change how much damage ``source``
    deals to ``recipient`` ("it deals double that damage instead", "… that much damage plus 2
    instead"); each applies once to the event.  The recipient would order them (616.1): the
    engine orders them for it as gives it the least damage — the reductions first, then the
    multiplications, then the additions (a documented simplification)."""
    if amount <= 0 or source is None:
        return amount
    found = []
    for src, ctl, eff in _statics(g):
        if isinstance(eff, D.DamageInstead) and _damage_instead_applies(g, eff, src, ctl, source, recipient):
            found.append(eff)
    if not found:
        return amount
    found.sort(key=lambda e: 0 if e.plus < 0 else (1 if e.factor != 1 else 2))
    for eff in found:
        g.saw_static(eff)                       # it replaced a damage event (614.1a; issue 5)
        amount = max(0, amount * eff.factor + eff.plus)
    return amount


def _damage_instead_applies(g, eff, src, ctl, source, recipient) -> bool:
    if eff.source == "self":
        if source is not src and source.id != src.id:
            return False
    elif not g.matches(source, eff.source, src, ctl, ignore_zone=eff.source.zone != "stack"):
        return False
    if not eff.to:
        return True
    for to in eff.to:
        if to == "player" and isinstance(recipient, PlayerState):
            return True
        if to == "you" and recipient is ctl:
            return True
        if to == "opponent" and isinstance(recipient, PlayerState) and recipient is not ctl:
            return True
        if to == "self" and recipient is src:
            return True
        if isinstance(to, D.Filter) and isinstance(recipient, Obj) and g.matches(recipient, to, src, ctl):
            return True
    return False


def counters_instead(g, obj: Obj, kind: str, n: int, by_effect: bool = True) -> int:
    """Rules 614.1a, 122.6: static replacement effects that change how many counters are put on a
    permanent ("that many plus one +1/+1 counters are put on it instead", "twice that many");
    ``by_effect`` False: counters put to pay a cost or by a turn-based action, which "If an effect
    would put …" does not see.  With several, the permanent's controller orders them (616.1)."""
    if n <= 0:
        return n
    found = []
    for src, ctl, eff in _statics(g):
        if isinstance(eff, D.CountersInstead) and eff.counter in (None, kind) and (by_effect or not eff.effect_only):
            if eff.on == "self" and obj.id != src.id:
                continue
            if eff.on != "self" and not g.matches(obj, eff.on, src, ctl):
                continue
            found.append((src, eff))
    if not found:
        return n
    found = _ordered(g, g.controller_of(obj), found)
    for _src, eff in found:
        g.saw_static(eff)                       # it replaced the event (614.1a; issue 5)
        n = max(0, n * eff.factor + eff.plus)
    return n


def tokens_instead(g, player: PlayerState, card, n: int) -> int:
    """Rules 614.1a, 111.1: static replacement effects that multiply the tokens of ``card`` a
    player would create ("twice that many of those tokens are created instead"); several multiply
    in any order to the same number."""
    if n <= 0:
        return n
    for src, ctl, eff in list(_statics(g)):
        if isinstance(eff, D.TokensInstead) and (eff.controller is None or ctl is player) and (
                eff.filter is None or any(t in card.types for t in eff.filter.types)):
            g.saw_static(eff)
            n *= eff.factor
    return n


def life_gain_instead(g, player: PlayerState, n: int) -> tuple[int, bool]:
    """Rules 614.1a, 119.3: static replacement effects of the life ``player`` would gain ("you gain
    that much life plus 1 instead", "twice that much", "that player gains no life", "that player
    loses that much life instead"): the life gained, and whether it is lost instead.  With
    several, the player orders them (616.1); once one made it a loss of life, the others (of
    gaining) no longer apply to the event (614.5)."""
    found = []
    for src, ctl, eff in _statics(g):
        if isinstance(eff, D.LifeGainInstead) and (
                eff.who == "any" or (eff.who == "you") == (ctl is player)):
            found.append((src, eff))
    if not found:
        return n, False
    for _src, eff in _ordered(g, player, found):
        g.saw_static(eff)                       # it replaced the event (614.1a; issue 5)
        if eff.lose:
            return n, True
        n = max(0, n * eff.factor + eff.plus)
    return n, False


def _ordered(g, player, found: list) -> list:
    """616.1: the affected object's controller (or the affected player) chooses the order in
    which several replacement effects apply — asked by their sources."""
    srcs = []
    for src, _eff in found:
        if all(s is not src for s in srcs):
            srcs.append(src)
    if len(srcs) < 2:
        return found
    order = g.ask(player, "order", srcs, min=len(srcs), max=len(srcs),
                  prompt="the order of replacement effects (616.1)")
    rank = {id(s): i for i, s in enumerate(order)}
    return sorted(found, key=lambda f: rank[id(f[0])])


def prevent(g, source: Obj, recipient, amount: int, combat: bool) -> int:
    """Apply prevention effects to damage about to be dealt; returns what remains (615)."""
    if amount <= 0:
        return 0
    # Rule 702.16e: damage from sources with the stated quality is prevented.
    if _protected_from(g, recipient, source):
        return 0
    from .layers import affected_by_static
    from .stack import AbilityContext
    for src, ctl, eff in list(_statics(g)):
        if isinstance(eff, D.PreventDamageStatic):
            if eff.combat is not None and eff.combat != combat:
                continue
            aff = eff.to
            if aff is None:
                hit = True                      # "… dealt by enchanted creature": to anything
            elif isinstance(aff, D.PlayerFilter):
                hit = isinstance(recipient, PlayerState) and any(
                    p is recipient for p in affected_by_static(g, aff, src, ctl))
            elif isinstance(aff, str) and aff in ("you", "opponent", "any", "each"):
                from .references import players_of
                hit = isinstance(recipient, PlayerState) and any(
                    p is recipient for p in players_of(g, aff, AbilityContext(g, src, ctl, None)))
            else:
                hit = isinstance(recipient, Obj) and any(
                    x is recipient for x in affected_by_static(g, aff, src, ctl))
            if not hit:
                continue
            if isinstance(eff.source, str):
                # "… dealt by enchanted creature", "… dealt to and dealt by ~" (615.1a)
                if source is None or not any(x is source for x in affected_by_static(g, eff.source, src, ctl)):
                    continue
            elif eff.source is not None and (source is None or not g.matches(
                    source, eff.source, src, ctl, ignore_zone=True)):
                continue
            if eff.while_condition is not None and not g.check_condition(eff.while_condition, src, ctl):
                continue                        # "… while it has a +1/+1 counter on it"
            g.saw_static(eff)                   # it prevented damage (615; issue 5)
            if eff.counter is not None:
                _after_prevention(g, src, eff, amount if eff.amount is None else min(amount, eff.amount))
            if eff.amount is None:
                return 0
            amount = max(0, amount - eff.amount)
            if amount == 0:
                return 0
        elif isinstance(eff, D.DamageReplacement):
            if isinstance(recipient, Obj) and any(
                    x is recipient for x in affected_by_static(g, eff.to, src, ctl)):
                g.saw_static(eff)
                if eff.remove_counters:
                    g.remove_counters(recipient, eff.remove_counters, amount)
                if eff.prevent:
                    return 0
    for sh in list(g.prevention):
        if sh.combat_only and not combat:
            continue
        if sh.ids is not None and getattr(recipient, "id", None) not in sh.ids:
            continue
        if not sh.by_source(g, source):
            continue
        if sh.from_obj is not None:
            if source is None or not sh.from_source(g, source):
                continue
            sh.spent = True                     # 615.8: this instance, however much it is
            return 0
        if sh.amount is None:
            return 0
        used = min(sh.amount, amount)
        sh.amount -= used
        amount -= used
        if sh.amount <= 0:
            g.prevention.remove(sh)
        if amount == 0:
            return 0
    return amount
