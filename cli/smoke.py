"""Smoke games: the evidence behind the ``executed`` coverage level (issue 5).

For one compiled card, the smoke game gives player A plenty of mana (four basics of each color and
four Wastes, untapped), a few other real cards to cast after it (so "whenever you cast …" and
"whenever a creature enters" abilities can trigger), and gives both players creatures to target.
A casts or plays the card, then activates each of its activated abilities once, attacks with it
when it is a creature, and lets the turns run (upkeeps, draws, end steps) until turn 6.  The game
invariants (``runtime/invariants.py``) are checked after every action.

A card is ``executed`` when: it was cast or played and resolved; every activated ability was
activated; every triggered ability triggered at least once; it was on the battlefield (a
permanent) while the engine applied its static abilities; and nothing raised an engine error or
broke an invariant.  When an ability could not be exercised by this generic game, the card stays
``compiled`` and the reason says which — never faked.
"""
from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["SmokeResult", "smoke_card", "SUPPORT_CARDS"]

# Real cards the smoke game uses around the card under test (all compile).
SUPPORT_CARDS = ("Grizzly Bears", "Giant Growth", "Ornithopter", "Divination", "Pacifism", "Murder", "Naturalize",
                 "Plains", "Island",
                 "Swamp", "Mountain", "Forest", "Wastes")
_BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_LAST_TURN = 6
# cast by A only on its last turn, after combat, at the card itself (its dies / leaves triggers)
_FINISHERS = ("Murder", "Naturalize")


@dataclass
class SmokeResult:
    name: str
    executed: bool
    reasons: list[str] = field(default_factory=list)
    actions: int = 0


def _scenario(name: str, spells_for_b: bool = False) -> dict:
    """``spells_for_b``: B also holds a colorless creature spell and an instant to cast for a card
    that targets spells (701.5a: "counter target colorless / noncreature spell")."""
    lands = [f"{b} x4" for b in _BASICS] + ["Wastes x4"]
    b_hand = ["Ornithopter", "Giant Growth", "Grizzly Bears x2"] if spells_for_b else ["Grizzly Bears x2"]
    return {
        "name": f"smoke: {name}",
        "players": {
            "A": {"battlefield": lands + ["Grizzly Bears"], "hand": [name, "Grizzly Bears", "Giant Growth",
                                                                      "Ornithopter", "Divination", "Pacifism"],
                  "graveyard": ["Grizzly Bears"],
                  # drawn on turns 3 and 5 (A's hand stays within its maximum size)
                  "library": ["Murder", "Naturalize", "Forest x10", "Grizzly Bears x5", "Island x10"]},
            "B": {"battlefield": ["Grizzly Bears", "Ornithopter", "Forest x2"], "hand": b_hand,
                  "graveyard": ["Grizzly Bears"], "library": ["Forest x20"]},
        },
        "stop": {"turn": _LAST_TURN, "step": "cleanup"},
    }


def smoke_card(name: str, cards: dict) -> SmokeResult:
    """Play the smoke game for ``name``; ``cards`` holds CardDefs for it and SUPPORT_CARDS."""
    from oraclec.cli.scenario import Runner, ScenarioFailure
    from oraclec.runtime import defs as D
    from oraclec.runtime import invariants
    from oraclec.runtime.actions import Activate, Cast, DeclareAttackers, DeclareBlockers, Pass, PlayLand
    from oraclec.runtime.casting import activatable_list
    from oraclec.runtime.errors import EngineError, IllegalAction
    from oraclec.runtime.game import STEP_INDEX

    result = SmokeResult(name, False)
    card = cards.get(name)
    if card is None or card.support == "unsupported":
        result.reasons.append("not compiled")
        return result
    activated = [a for a in card.abilities if isinstance(a, (D.ActivatedAbility, D.ManaAbility))]
    triggered = [a for a in card.abilities if isinstance(a, D.TriggeredAbility)]
    # a static ability that only changes or adds to the card's own cost (rule 601.2f) applies as
    # it is cast
    statics = [a for a in card.abilities if isinstance(a, D.StaticAbility) and not all(
        isinstance(e, D.AdditionalCost) or (isinstance(e, D.CostModifier) and e.spells is None)
        for e in a.effects)]
    is_permanent = not ({"instant", "sorcery"} & set(card.types))
    # a card that targets a spell (a counterspell, 701.5a) needs one on the stack: B casts its
    # spells in its first main phase (a colorless creature, an instant, a green creature), and A
    # can respond to them
    targets_spell = any(t.objects is not None and t.objects.zone == "stack"
                        for a in card.abilities for t in getattr(a, "targets", ()))
    used: set[int] = set()
    state = {"played": False, "resolved": False, "subject": None}

    try:
        r = Runner(_scenario(name, spells_for_b=targets_spell), cards)
    except ScenarioFailure as exc:
        result.reasons.append(f"setup: {exc}")
        return result
    g = r.g
    g.stop_at = (_LAST_TURN, "cleanup")
    g.max_turns = _LAST_TURN + 2
    a_state = r.player("A")

    def mine(o) -> bool:
        return o.name == name and o.owner is a_state

    def policy_a(game, actions):
        if game.pending == "attackers":
            # attack with the card and with as many other creatures as can (so "if you attacked
            # this turn", "an opponent lost life this turn" and combat deaths happen)
            opts = [a for a in actions if isinstance(a, DeclareAttackers)]
            with_mine = [a for a in opts if any(mine(game.find(x)) for x, _ in a.attacks)]
            return max(with_mine or opts, key=lambda a: len(a.attacks), default=DeclareAttackers(()))
        if game.pending == "blockers":
            return DeclareBlockers(())
        # the card itself once A's first combat is over (its "if you attacked this turn" holds)
        after_first_combat = game.turn > 1 or STEP_INDEX[game.step] > STEP_INDEX["end_combat"]
        for act in actions:
            if isinstance(act, (PlayLand, Cast)) and mine(game.find(act.card)) and not state["played"] \
                    and after_first_combat:
                state["played"] = True
                return act
        # then each of its abilities, once; those that sacrifice or exile it last
        candidates = []
        for act in actions:
            if isinstance(act, Activate):
                o = game.find(act.obj)
                if o is not None and mine(o):
                    ab = activatable_list(game, o)[act.index]
                    if id(ab) not in used and any(ab is x for x in activated):
                        candidates.append((ab.cost.sacrifice_self or ab.cost.exile_self, act, ab))
        if candidates:
            _, act, ab = min(candidates, key=lambda c: c[0])
            used.add(id(ab))
            return act
        def targets_card(a):
            return any(mine(game.find(t)) for slot in a.targets
                       for t in (slot if isinstance(slot, tuple) else (slot,))
                       if isinstance(t, int) and game.find(t) is not None)

        if state["played"] and (state["resolved"] or not is_permanent):
            # then other spells, to cause events; first an instant that targets the card
            # ("whenever ~ becomes the target of a spell")
            others = [a for a in actions if isinstance(a, Cast) and not mine(game.find(a.card))
                      and game.find(a.card).name not in _FINISHERS]
            targeting = [a for a in others if "instant" in game.find(a.card).card.types and targets_card(a)]
            if targeting or others:
                return (targeting or others)[0]
            # A's last turn, after combat: destroy the card ("when ~ dies", "leaves the battlefield")
            if game.turn == _LAST_TURN - 1 and game.step == "main2":
                for act in actions:
                    if isinstance(act, Cast) and game.find(act.card).name in _FINISHERS and targets_card(act):
                        return act
        return next(a for a in actions if isinstance(a, Pass))

    def policy_b(game, actions):
        if game.pending == "blockers":
            # from turn 3 (the card and its first spells have met their targets), chump-block
            # another attacker than the card with one creature that dies and kills nothing
            # ("a creature died this turn")
            def chump(act):
                if not isinstance(act, DeclareBlockers) or len(act.blocks) != 1:
                    return False
                (b, x), = act.blocks
                bc, xc = game.chars(game.find(b)), game.chars(game.find(x))
                return not mine(game.find(x)) and (bc.power or 0) < (xc.toughness or 0) \
                    and (bc.toughness or 0) <= (xc.power or 0)
            ones = [a for a in actions if chump(a)] if game.turn >= 3 else []
            return ones[0] if ones else actions[0]
        if game.pending == "attackers":
            return actions[0]        # the minimal legal declaration (requirements included)
        if targets_spell and game.step == "main1" and game.active == 1 and not game.stack:
            # on B's turn: a colorless spell first, then an instant, then a colored creature spell
            casts = sorted((a for a in actions if isinstance(a, Cast)), key=lambda a: (
                0 if not game.find(a.card).card.colors else
                1 if {"instant", "sorcery"} & set(game.find(a.card).card.types) else 2))
            if casts:
                return casts[0]
        return next(a for a in actions if isinstance(a, Pass))

    r.agents[0].act = policy_a
    r.agents[1].act = policy_b
    try:
        r.setup()
        start = invariants.snapshot_cards(g)
        g.start(1, 0)
        guard = 0
        while g.outcome is None and not g.stopped:
            guard += 1
            if guard > 5000:
                raise EngineError("the smoke game does not progress")
            p = g.decider
            act = p.agent.act(g, g.legal_actions)
            g.push(act)
            result.actions += 1
            invariants.check(g, start)
            if is_permanent and any(mine(o) for o in g.battlefield):
                state["resolved"] = True
            if not is_permanent and any(mine(o) for o in a_state.graveyard) and state["played"]:
                state["resolved"] = True
    except (EngineError, IllegalAction, ScenarioFailure) as exc:
        result.reasons.append(f"engine error: {type(exc).__name__}: {exc}")
        return result
    except Exception as exc:  # a crash in generated or engine code is a finding, not a pass
        result.reasons.append(f"crash: {type(exc).__name__}: {exc}")
        return result

    if not state["played"]:
        result.reasons.append("could not be cast or played in the smoke game")
    elif not state["resolved"]:
        result.reasons.append("was cast but did not resolve")
    for ab in activated:
        if id(ab) not in used:
            result.reasons.append(f"ability not activated: {ab.text!r}")
    fired = "\n".join(line for line in g.log if f"trigger: {name}:" in line)
    for ab in triggered:
        if f": {ab.text}" not in fired and f"{name}: {ab.text}" not in fired:
            result.reasons.append(f"did not trigger: {ab.text!r}")
    if statics and not (is_permanent and state["resolved"]):
        result.reasons.append("static abilities never applied")
    result.executed = not result.reasons
    return result


def runtime_fingerprint() -> str:
    """A hash of the engine and of this smoke game: a smoke result holds while neither changes."""
    import hashlib
    from importlib import resources
    h = hashlib.sha256()
    for package in ("oraclec.runtime", "oraclec.runtime.effects"):
        for entry in sorted(resources.files(package).iterdir(), key=lambda p: p.name):
            if entry.name.endswith(".py"):
                h.update(entry.name.encode())
                h.update(entry.read_bytes())
    for module in ("smoke.py", "scenario.py"):
        h.update(resources.files("oraclec.cli").joinpath(module).read_bytes())
    return h.hexdigest()[:20]


def smoke_cards(names: list[str], progress=None) -> dict[str, SmokeResult]:
    """Smoke games for every compiled card of ``names`` (results cached per card text, compiler
    and engine)."""
    import json

    from oraclec.compiler.api import compile_cards, find_face
    from oraclec.compiler.cache import open_cache

    cache = open_cache()
    fp = runtime_fingerprint()
    keys = {n: find_face(n).text_hash() + fp for n in names}
    found = {}
    if cache is not None:
        cache.db.execute("CREATE TABLE IF NOT EXISTS smoke (fp TEXT, key TEXT, value TEXT, PRIMARY KEY (fp, key))")
        for n, k in keys.items():
            row = cache.db.execute("SELECT value FROM smoke WHERE fp = ? AND key = ?", (cache.fp, k)).fetchone()
            if row is not None:
                found[n] = SmokeResult(**json.loads(row[0]))
    todo = [n for n in names if n not in found]
    if todo:
        cards = compile_cards(todo + list(SUPPORT_CARDS))
        fresh = {}
        for n in todo:
            fresh[n] = smoke_card(n, cards)
            if progress is not None:
                progress(n)
        found.update(fresh)
        if cache is not None:
            with cache.db:
                cache.db.executemany("INSERT OR REPLACE INTO smoke VALUES (?, ?, ?)",
                                     [(cache.fp, keys[n], json.dumps(r.__dict__)) for n, r in fresh.items()])
    if cache is not None:
        cache.close()
    return found
