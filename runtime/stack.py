"""The stack and resolution (rules 405, 608).

Spells are card objects in the ``stack`` zone; abilities on the stack are :class:`StackAbility`
entries (rule 113.7).  The top of the stack is the last element."""
from __future__ import annotations

from . import defs as D
from .errors import EngineError, NotImplementedInEngine
from .faces import exile_adventure, shown
from .game import Event, Obj, PlayerState

__all__ = ["AbilityContext", "StackAbility", "resolve_top"]


class AbilityContext:
    """The context of a resolving spell or ability, handed to generated ``resolve(g, ctx)``."""
    __slots__ = ("source", "controller", "ability", "targets", "x", "modes", "it", "results",
                 "trigger_event", "chosen", "divided", "mode_targets", "last_may", "did_flag",
                 "target_specs", "paid", "cast_from", "spent", "cost_choices", "each", "granter",
                 "cast_in_main", "qualities", "affected", "target_each", "each_obj", "phyrexian_life")

    def __init__(self, g, source, controller, ability, targets=None, x=None, modes=(),
                 trigger_event=None):
        self.source = source
        self.controller = controller
        self.ability = ability
        self.targets = targets if targets is not None else []
        self.x = x
        self.modes = list(modes)
        self.it: list = []
        self.results: dict = {}
        self.trigger_event = trigger_event
        if trigger_event is not None and "amount" in trigger_event.data:
            # "that much" / "that many" in a triggered ability with no earlier effect refers to
            # the amount of the trigger event (603.2, 608.2c: "Whenever you gain life, ...
            # loses that much life").
            self.results["amount"] = trigger_event.data["amount"]
        self.chosen: list = []
        self.qualities: dict = {}        # "Choose a color." as it resolves (608.2d): kind -> value
        self.divided: list = []          # per target slot: amounts per chosen target (601.2d)
        self.mode_targets: list = []     # per chosen mode: its target lists
        self.last_may = None
        self.did_flag = False
        self.target_specs: tuple = ()
        self.paid: dict = {}             # optional and alternative costs paid: label -> times (601.2b)
        self.cast_from: str | None = None    # the zone a spell was cast from (601.2a)
        self.cast_in_main = False        # cast in its controller's main phase (505.1, addendum)
        self.affected = None             # the object a static effect is being applied to (layers)
        self.spent: dict = {}            # mana of each color spent to cast it (sunburst 702.44a, 601.2h)
        self.phyrexian_life = 0          # Phyrexian mana symbols of its cost paid with life (107.4f)
        self.cost_choices: dict = {}     # optional cost label -> the player chosen (gift 702.174a)
        self.each = None                 # the player of a ForEachPlayer's current turn ("they")
        self.each_obj = None             # the object of a ForEachObject's current turn ("that creature")
        # 601.2c: (target, player) for the targets chosen for each player ("For each opponent,
        # destroy up to one target creature that player controls": ``Target.each_player``)
        self.target_each: list = []
        # the object whose static ability gave this ability, as it was when the ability was
        # activated or triggered (201.5a: "Sacrifice <its name>", then "<its name> deals …")
        gid = getattr(ability, "granter", None)
        self.granter = g.find(gid) if gid is not None else None

    def __repr__(self):
        return f"<ctx {self.source!r} targets={self.targets}>"


class StackAbility:
    """An activated or triggered ability on the stack (rule 113.7a)."""
    __slots__ = ("id", "source", "ability", "ctx", "kind")

    def __init__(self, oid, source, ability, ctx, kind):
        self.id, self.source, self.ability, self.ctx, self.kind = oid, source, ability, ctx, kind

    @property
    def name(self):
        return f"ability of {self.source.name}"

    @property
    def controller(self):
        return self.ctx.controller

    def __repr__(self):
        return f"<{self.kind} ability of {self.source.name}#{self.id}>"


def _recheck(g, ctx, specs, target_lists) -> tuple[list, bool]:
    """Rule 608.2b: drop illegal targets; report whether every target became illegal."""
    from .casting import target_legal
    had, kept_any, out = False, False, []
    # 601.2d: an announced division goes with its targets — an illegal target's share is dropped
    # with it (608.2b: it isn't affected)
    divided = ctx.divided if target_lists is ctx.targets else None
    for i, chosen in enumerate(target_lists):
        spec = specs[i] if i < len(specs) else None
        keep, shares = [], []
        share = divided[i] if divided is not None and i < len(divided) else None
        for j, t in enumerate(chosen):
            had = True
            if spec is not None and target_legal(g, ctx, spec, t, recheck=True):
                keep.append(t)
                kept_any = True
                if share and j < len(share):
                    shares.append(share[j])
        if share:
            divided[i] = shares
        out.append(keep)
    return out, (had and not kept_any)


def run_resolve(g, fn, ctx):
    if fn is None:
        return
    prev = g.resolving
    g.resolving = ctx
    try:
        fn(g, ctx)
    finally:
        g.resolving = prev
        g.touch()


def resolve_top(g):
    """Rule 608.2: resolve the top object of the stack."""
    from . import triggers
    entry = g.stack[-1]
    if isinstance(entry, StackAbility):
        g.stack.pop()
        g.touch_status()
        ctx = entry.ctx
        ab = entry.ability
        g.note(f"resolve {entry!r}")
        if isinstance(ab, D.TriggeredAbility) and ab.condition is not None:
            # Rule 603.4: an intervening "if" is checked again on resolution.
            if not triggers.condition_holds(g, ab, ctx):
                return
        if isinstance(ab, (D.TriggeredAbility, D.ActivatedAbility)) and ab.modes:
            if not _run_modes(g, ab.modes, ctx):
                g.note(f"{entry!r} doesn't resolve: all its targets are illegal (608.2b)")
            return
        specs = ctx.target_specs
        # 608.2b is about the ability's own targets: a delayed ability naming the objects its
        # creator targeted ("destroy that creature at the beginning of the next end step",
        # 603.7c) has none to recheck
        if specs and any(ctx.targets):
            ctx.targets, all_illegal = _recheck(g, ctx, specs, ctx.targets)
            if all_illegal:
                g.note(f"{entry!r} doesn't resolve: all its targets are illegal (608.2b)")
                return
        run_resolve(g, ab.resolve, ctx)
        if isinstance(ab, D.TriggeredAbility) and ab.text.lower().startswith("gift"):
            # 702.174c: the gift triggered ability of a permanent resolved — its controller gave a gift
            g.emit(Event("gift_given", entry.source, ctx.controller))
        return
    obj: Obj = entry
    ctx = obj.ctx
    card = shown(obj)       # a face-down spell (708.3), one face of its card (709.3b, 715.3b)
    g.note(f"resolve {obj!r}")
    spell = next((a for a in card.abilities if isinstance(a, D.SpellAbility)), None)
    if "instant" in card.types or "sorcery" in card.types:
        if any(isinstance(a, D.KeywordAbility) and a.name == "ascend" for a in card.abilities):
            from .keywords import ascend
            ascend(g, ctx.controller)     # 702.131a: a spell ability, printed before the others
        if spell is None:
            raise EngineError(f"{card.name} has no spell ability")
        if spell.modes:
            if not _run_modes(g, spell.modes, ctx):
                g.note(f"{obj!r} doesn't resolve: all its targets are illegal (608.2b)")
                g.move(obj, "graveyard")
                return
        paragraphs = [a for a in card.abilities if isinstance(a, D.SpellAbility)]
        if not spell.modes:
            # Rule 601.2c: the targets of every paragraph were chosen on casting, the later
            # paragraphs' after the first's; 608.2b: the spell doesn't resolve only if every
            # target is illegal, and an illegal target is not affected
            if any(ctx.targets):
                from .casting import spell_targets_spec
                ctx.targets, bad = _recheck(g, ctx, spell_targets_spec(card)[0], ctx.targets)
                if bad:
                    g.note(f"{obj!r} doesn't resolve: all its targets are illegal (608.2b)")
                    g.move(obj, "graveyard")
                    return
            chosen, first = list(ctx.targets), 0
            for para in paragraphs:
                # Rule 608.2c: the paragraphs ("Proliferate. / Draw a card.") in printed order,
                # each reading its own targets
                n = len(para.targets)
                ctx.targets, ctx.target_specs = chosen[first:first + n], para.targets
                first += n
                run_resolve(g, para.resolve, ctx)
        else:
            for extra in paragraphs[1:]:
                if extra.targets or extra.modes:
                    raise NotImplementedInEngine(
                        f"{card.name}: targets or modes in a paragraph after a modal one")
                run_resolve(g, extra.resolve, ctx)
        if ctx.paid.get("gift", 0):
            # 702.174c: an instant or sorcery spell whose gift cost was paid resolved
            g.emit(Event("gift_given", obj, ctx.controller))
        # Rule 608.2n: an instant or sorcery is put into its owner's graveyard — unless its own
        # ability as it resolves puts it elsewhere (rebound 702.88a).
        if obj.zone == "stack" and obj.successor is None:
            as_resolves(g, obj, obj)
        if obj.zone == "stack" and obj.successor is None and not exile_adventure(g, obj):
            g.move(obj, "graveyard", cause="resolve")
        return
    # Rule 608.3: a permanent spell becomes a permanent.
    if "aura" in card.subtypes:
        # Rule 303.4f/608.3c: an Aura spell enters attached to its (legal) target.
        if ctx.targets and ctx.targets[0]:
            ctx.targets, bad = _recheck(g, ctx, ctx.target_specs, ctx.targets)
            if bad and obj.bestowed is not None:
                # 702.103e: a bestowed Aura spell whose target is illegal ceases to be bestowed
                # and goes on resolving as a creature spell (608.3b)
                obj.bestowed, obj.bchars = None, None
                g.note(f"{obj!r} ceases to be bestowed: its target is illegal (702.103e)")
                new = g.move(obj, "battlefield", controller=ctx.controller)
                if new is not None:
                    as_resolves(g, obj, new)
                return
            if bad:
                g.note(f"{obj!r} doesn't resolve: its target is illegal (608.3b)")
                g.move(obj, "graveyard")
                return
            tgt = ctx.targets[0][0]
            new = g.move(obj, "battlefield", controller=ctx.controller, attached_to=tgt.id)
            if new is not None:
                as_resolves(g, obj, new)
            return
    new = g.move(obj, "battlefield", controller=ctx.controller)
    if new is not None:
        as_resolves(g, obj, new)


def as_resolves(g, spell: Obj, new: Obj):
    """Rule 608.3: the spell's static abilities that act as it becomes a permanent ("If this
    spell's dash cost was paid, …", 702.109a), their conditions read from the spell."""
    for ab in shown(spell).abilities:
        if isinstance(ab, D.AsResolves) and g.check_condition(ab.condition, spell, spell.controller):
            run_resolve(g, ab.resolve, AbilityContext(g, new, spell.controller, ab))


def _run_modes(g, modes, ctx) -> bool:
    """Resolve the chosen modes (rule 700.2) in printed order, each with its own targets; False
    (nothing done) when there were targets and all of them became illegal (608.2b)."""
    all_illegal_modes, any_targets = True, False
    new_mode_targets = []
    for mi, tl in zip(ctx.modes, ctx.mode_targets):
        mode = modes[mi]
        if any(tl):
            any_targets = True
            tl2, bad = _recheck(g, ctx, mode.targets, tl)
            if not bad:
                all_illegal_modes = False
            new_mode_targets.append(tl2)
        else:
            all_illegal_modes = False
            new_mode_targets.append(tl)
    if any_targets and all_illegal_modes:
        return False
    for mi, tl in zip(ctx.modes, new_mode_targets):
        ctx.targets = tl
        ctx.target_specs = modes[mi].targets
        run_resolve(g, modes[mi].resolve, ctx)
    return True
