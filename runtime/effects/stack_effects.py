"""Countering spells and abilities (rule 701.5), copying spells (rule 707.10)."""
from __future__ import annotations

from .. import defs as D
from ..errors import NotImplementedInEngine
from ..game import Event, Obj
from ..layers import battlefield_statics
from ..stack import StackAbility
from .common import record


def _cant_be_countered(g, spell: Obj) -> bool:
    """"This spell can't be countered" (its own), or a permanent's "Creature spells you control
    can't be countered." matching the spell (101.2: a "can't" wins over an effect that would)."""
    for ab in spell.card.abilities:
        if isinstance(ab, D.StaticAbility):
            for eff in ab.effects:
                if isinstance(eff, D.Restriction) and eff.what == "cant_be_countered" and \
                        eff.affected == "self":
                    g.saw_static(eff)           # a counter it governs (issue 5)
                    return True
    for src, chars, ab, eff in battlefield_statics(g, D.Restriction):
        if eff.what == "cant_be_countered" and isinstance(eff.affected, D.Filter) \
                and g.check_condition(ab.condition, src, chars.controller) \
                and g.matches(spell, eff.affected, src, chars.controller):
            g.saw_static(eff)
            return True
    return False


# where a countered spell goes ("If that spell is countered this way, exile it instead …")
_COUNTERED_TO = {"graveyard": ("graveyard", "top"), "exile": ("exile", "top"), "top": ("library", "top"),
                 "bottom": ("library", "bottom"), "hand": ("hand", "top")}


def counter_spell(g, ctx, what, to="graveyard"):
    """Rule 701.5a: the spells and abilities ``what`` leave the stack; a countered spell goes to
    its owner's graveyard, or where ``to`` says (614.1a: a replacement of that zone change)."""
    zone, position = _COUNTERED_TO[to]
    done = []
    for x in g.refs(what, ctx):
        if isinstance(x, Obj) and x.zone == "stack" and g.alive(x):
            if _cant_be_countered(g, x):
                continue
            g.note(f"{x.name} is countered")
            g.move(x, zone, position=position)       # rule 701.5a
            done.append(x)
        elif isinstance(x, StackAbility) and any(x is e for e in g.stack):
            g.stack.remove(x)
            done.append(x)
    return record(ctx, done, len(done))


def copy_spell(g, ctx, what, times=None, new_targets=False, controller="you"):
    """Rule 707.10: put copies of the spells ``what`` onto the stack under the controller's
    control, copying the choices made for them (modes, targets, X, costs paid); a spell that
    left the stack is copied as it last existed there.  ``new_targets``: the controller may
    choose new targets for each copy, leaving any unchanged (707.10c)."""
    from ..stack import AbilityContext
    from .common import players
    n = g.value(times, ctx) if times is not None else 1
    made = []
    who = players(g, ctx, controller)
    if not who:
        return record(ctx, made, 0)
    ctl = who[0]
    for spell in g.refs(what, ctx):
        if not isinstance(spell, Obj) or spell.ctx is None or spell.zone not in ("stack", "gone"):
            continue
        src = spell.ctx
        for _ in range(n):
            # a copy is no card: made like a token, it becomes a token permanent as it
            # resolves (608.3f) and ceases to exist anywhere else (704.5e)
            c = g.new_obj(spell.card, ctl, "stack", token=True)
            c.controller = ctl
            c.copy_of = spell.copy_of
            cctx = AbilityContext(g, c, ctl, src.ability)
            cctx.x, cctx.paid, cctx.target_specs = src.x, dict(src.paid), src.target_specs
            cctx.cost_choices = dict(src.cost_choices)       # 707.10: the copy's gift chosen as the original's
            cctx.targets = [list(t) for t in src.targets]
            cctx.modes = list(src.modes)
            cctx.mode_targets = [[list(t) for t in mt] for mt in src.mode_targets]
            cctx.divided = list(src.divided)
            c.ctx = cctx
            if new_targets:
                _choose_new_targets(g, cctx, c)
            g.stack.append(c)
            g.touch()
            g.note(f"{ctl.name} copies {spell.name}")
            g.emit(Event("copy", c, ctl))      # "Whenever you cast or copy …" (707.10)
            for slot in cctx.targets + [t for mt in cctx.mode_targets for t in mt]:
                for t in slot:
                    if isinstance(t, Obj):
                        g.emit(Event("becomes_target", t, ctl, by=c))
            made.append(c)
    return record(ctx, made, len(made))


def _choose_new_targets(g, ctx, copy):
    """707.10c: for each target, the copy's controller keeps it or picks a legal new one (the
    current targets are offered first)."""
    from ..casting import fit_total, spell_targets_spec, target_candidates, target_counts
    specs, spell = spell_targets_spec(copy.card)

    def rechoose(specs, slots):
        out = []
        for i, spec in enumerate(specs):
            if spec.each_player is not None:
                raise NotImplementedInEngine("new targets for a copy of a spell with targets chosen for each "
                                             "player (601.2c, 707.10c)")
            cur = list(slots[i]) if i < len(slots) else []
            # a target chosen only if a cost was (not) paid stays unchosen (the copy's costs are the
            # original's, 707.10; 601.2c)
            lo, hi = target_counts(spec, ctx)
            cands = cur + [x for x in target_candidates(g, ctx, spec) if not any(x is y for y in cur)]
            hi = min(hi, len(cands))
            lo = min(max(lo, len(cur)), hi)
            out.append(fit_total(g, spec, g.ask(ctx.controller, "new_target", cands, min=lo, max=hi,
                                                prompt=f"targets of the copy: {spec.text or 'target'}",
                                                source=copy)))
        return out

    if ctx.modes and spell is not None and spell.modes:
        ctx.mode_targets = [rechoose(spell.modes[m].targets, tl) for m, tl in zip(ctx.modes, ctx.mode_targets)]
    elif ctx.targets:
        ctx.targets = rechoose(specs, ctx.targets)
