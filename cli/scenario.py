"""Scenario runner: implements ../shared/spec/scenario-format.md (version 1).

``run_paths(paths, json=False) -> exit code`` runs every scenario in the files / folders
(recursively), prints one line per failing scenario (its first failed expectation) and closes
with ``N passed, N failed`` (``, N skipped`` when some were skipped)."""
from __future__ import annotations

import json as _json
import re
import sys
from pathlib import Path

from oraclec.compiler.api import UnknownCard
from oraclec.runtime import defs as D
from oraclec.runtime.actions import Activate, Cast, DeclareAttackers, DeclareBlockers, Pass, \
    PlayLand
from oraclec.runtime.casting import activatable_list
from oraclec.runtime.errors import EngineError, IllegalAction
from oraclec.runtime.faces import face_def, printed_faces
from oraclec.runtime.game import STEP_INDEX, Game, Obj, PlayerState
from oraclec.runtime.players import ScriptedPlayer
from oraclec.runtime.zones import enter_battlefield

__all__ = ["run_paths", "run_scenario", "load_scenarios", "ScenarioFailure"]

PLAYER_KEYS = ("A", "B", "C", "D")


class ScenarioFailure(Exception):
    pass


class _AbilityGone(Exception):
    """A rejected activation of a printed ability the permanent no longer has (613.1f)."""


class ScenarioInputError(ScenarioFailure):
    """The scenario itself is broken (malformed YAML, an unknown card, step, player, action or
    expectation): reported as an error with the file and line, exit status 2 — not as a rules
    failure of the engine."""


def _key(name) -> str:
    return " ".join(str(name).replace("\u2019", "'").split()).lower()


def _shown_name(g, o) -> str:
    """The name a script calls an object by: a permanent's name after the layers; a face-down
    permanent has none (708.2a), and its controller may look at it (708.5): its card's name."""
    if o.zone != "battlefield" or o.face_down is not None:
        return o.name
    return g.chars(o).name


def _norm_text(t: str) -> str:
    return re.sub(r"\s+", "", str(t).replace("\u2212", "-").lower())


# ------------------------------------------------------------------------------ loading
def load_scenarios(path: Path) -> list[dict]:
    import yaml
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if isinstance(data, dict) and "scenarios" in data:
        items = data["scenarios"]
    else:
        items = [data]
    if not isinstance(items, list) or not all(isinstance(s, dict) for s in items):
        raise ScenarioInputError(f"{path}: not a scenario file")
    # ``cards: PATH`` (this project's extension of the format, at the top of the file or in one
    # scenario): a card file (MTGJSON AtomicCards.json or Scryfall JSON, relative to the scenario
    # file) whose cards the scenario uses with every face; the other names come from the corpus
    shared = data.get("cards") if isinstance(data, dict) else None
    for sc in items:
        cards = sc.get("cards", shared)
        if cards is not None:
            sc["cards"] = str((Path(path).parent / str(cards)).resolve())
    return items


def _iter_files(paths):
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(x for x in p.rglob("*.yaml"))
            yield from sorted(x for x in p.rglob("*.yml"))
        else:
            yield p


def _entry_name(entry) -> tuple[str, int, dict]:
    if isinstance(entry, dict):
        if "token" in entry:
            return ("token:" + entry["token"], 1, entry)
        return (entry["name"], int(entry.get("count", 1)), entry)
    s = str(entry)
    m = re.match(r"^(.*?)\s+x(\d+)$", s)
    if m:
        return (m.group(1), int(m.group(2)), {})
    return (s, 1, {})


def card_names(sc: dict) -> set[str]:
    names = set()
    players = sc.get("players") or {}
    for key, pos in players.items():
        pos = pos or {}
        for zone in ("battlefield", "hand", "graveyard", "exile", "library", "sideboard"):
            for e in pos.get(zone, []) or []:
                n, _, _ = _entry_name(e)
                if not n.startswith("token:"):
                    names.add(n)
        if "library" not in pos:
            names.add("Wastes")
    # A player the scenario does not list (or lists without a library) gets 30 Wastes.
    if len(players) < 2 or any(not isinstance(p, dict) or "library" not in p
                                for p in players.values()):
        names.add("Wastes")
    for a in sc.get("actions") or []:
        for k in ("cast", "play", "activate"):
            if k in a:
                name = str(a[k]).split("@")[0]
                # a token made during the game (rule 111.4: "Food Token") is no corpus card
                if not (k == "activate" and name.lower().endswith(" token")):
                    names.add(name)
    return names


# ------------------------------------------------------------------------------ tokens
_TOKEN = re.compile(r"^(?:(\d+)/(\d+)\s+)?(.*?)\s*(artifact\s+creature|creature|artifact|"
                    r"enchantment)(?:\s+token)?(?:\s+with\s+(.*))?$", re.I)
_COLORS = ("white", "blue", "black", "red", "green", "colorless")


def token_def(text: str) -> D.TokenDef:
    m = _TOKEN.match(text.strip())
    if not m:
        raise ScenarioInputError(f"can't read the token {text!r}")
    p, t, words, types, kws = m.groups()
    words = words.replace(" and ", " ").split()
    colors = tuple(w.lower() for w in words if w.lower() in _COLORS and w.lower() != "colorless")
    subtypes = tuple(w.lower() for w in words if w.lower() not in _COLORS)
    keywords = tuple(k.strip().lower() for k in re.split(r",|\band\b", kws or "") if k.strip())
    return D.TokenDef(name="", types=tuple(types.lower().split()), subtypes=subtypes,
                      colors=colors, power=int(p) if p else None,
                      toughness=int(t) if t else None, keywords=keywords)


# ------------------------------------------------------------------------------ running
class Runner:
    def __init__(self, sc: dict, cards: dict):
        self.sc = sc
        self.cards = {_key(n): c for n, c in cards.items()}
        self.keys = list((sc.get("players") or {"A": {}, "B": {}}).keys())
        if len(self.keys) < 2:
            self.keys = ["A", "B"][:max(2, len(self.keys))]
        self.agents = [ScriptedPlayer(name=k) for k in self.keys]
        self.g = Game(self.agents, seed=int(sc.get("seed", 0)))
        self.g.skip_first_draw = True

    def card(self, name) -> D.CardDef:
        c = self.cards.get(_key(name))
        if c is None:
            raise ScenarioInputError(f"unknown card {name!r}")
        if c.support == "unsupported":
            raise ScenarioFailure(f"card {c.name!r} is not supported by the compiler")
        return c

    def player(self, key) -> PlayerState:
        if key not in self.keys:
            raise ScenarioInputError(f"unknown player {key!r}")
        return self.g.players[self.keys.index(key)]

    # -------------------------------------------------------------- setup
    def setup(self):
        g = self.g
        players = self.sc.get("players") or {}
        attach_later = []
        for key in self.keys:
            ps = self.player(key)
            pos = players.get(key) or {}
            ps.life = int(pos.get("life", 20))
            ps.poison = int(pos.get("poison", 0))
            ps.speed = int(pos.get("speed", 0))        # 702.179: 0 is no speed
            lib = pos.get("library")
            entries = lib if lib is not None else ["Wastes x30"]
            for e in entries:
                n, k, _ = _entry_name(e)
                for _ in range(k):
                    ps.library.append(g.new_obj(self.card(n), ps, "library"))
            for zone in ("hand", "graveyard"):
                for e in pos.get(zone, []) or []:
                    n, k, _ = _entry_name(e)
                    for _ in range(k):
                        getattr(ps, zone).append(g.new_obj(self.card(n), ps, zone))
            # cards the player owns outside the game (400.11a: a sideboard), for learn (701.45a)
            for e in pos.get("sideboard", []) or []:
                n, k, _ = _entry_name(e)
                for _ in range(k):
                    ps.outside.append(g.new_obj(self.card(n), ps, "outside"))
            for e in pos.get("exile", []) or []:
                n, k, det = _entry_name(e)
                for _ in range(k):
                    o = g.new_obj(self.card(n), ps, "exile")
                    # extension: counters on an exiled card (a suspended card's time counters, 702.62b)
                    for ck, cv in (det.get("counters") or {}).items():
                        o.counters[str(ck)] = o.counters.get(str(ck), 0) + int(cv)
                    g.exile.append(o)
            for e in pos.get("battlefield", []) or []:
                n, k, det = _entry_name(e)
                for _ in range(k):
                    if n.startswith("token:"):
                        from oraclec.runtime.effects.tokens import token_card
                        o = g.new_obj(token_card(token_def(n[6:])), ps, "battlefield", token=True)
                    else:
                        o = g.new_obj(self.card(n), ps, "battlefield")
                    o.controller = ps
                    enter_battlefield(g, o, tapped=bool(det.get("tapped", False)))
                    if "tapped" in det:
                        o.tapped = bool(det["tapped"])
                    o.since_turn = int((self.sc.get("start") or {}).get("turn", 1)) if det.get("sick") else -1
                    for ck, cv in (det.get("counters") or {}).items():
                        o.counters[str(ck)] = o.counters.get(str(ck), 0) + int(cv)
                    if det.get("attached_to"):
                        attach_later.append((o, det["attached_to"]))
        for o, target in attach_later:
            o.attached_to = self.find_object(target, prefer_controller=None).id
        g.touch()

    # -------------------------------------------------------------- lookups
    def find_object(self, text, prefer_controller=None):
        g = self.g
        text = str(text)
        whose = None
        if "@" in text:
            text, whose = text.rsplit("@", 1)
            whose = self.player(whose.strip())
        k = _key(text)
        zones = [list(g.battlefield), [e for e in g.stack if isinstance(e, Obj)]]
        zones.append([o for p in g.players for o in p.graveyard])
        zones.append(list(g.exile))
        for i, objs in enumerate(zones):
            for o in objs:
                if _key(_shown_name(g, o)) != k:
                    continue
                if whose is not None:
                    owner = g.controller_of(o) if i == 0 else o.owner
                    if owner is not whose:
                        continue
                return o
        raise ScenarioFailure(f"no object named {text!r}" + (f" of {whose.name}" if whose else ""))

    def target(self, t):
        if isinstance(t, str) and t in self.keys:
            return self.player(t)
        if isinstance(t, str) and t.lower().startswith("ability of "):
            # extension: an activated or triggered ability on the stack (113.7a), the newest one
            # whose source has that name
            from oraclec.runtime.stack import StackAbility
            k = _key(t[len("ability of "):])
            for e in reversed(self.g.stack):
                if isinstance(e, StackAbility) and _key(_shown_name(self.g, e.source)) == k:
                    return e
            raise ScenarioFailure(f"no ability of {t[len('ability of '):]!r} on the stack")
        return self.find_object(t)

    # -------------------------------------------------------------- choices
    def _queue_answers(self, a):
        """A "choose" action: its answers wait for the player's next choices, in order."""
        other = [k for k in ("cast", "activate", "play", "attack", "block") if k in a]
        if other:
            # a "choose" action is one of its own: the other action would be silently skipped
            raise ScenarioInputError(f"action {a!r}: 'choose' can't be given with {other[0]!r} "
                                     "(write it as an action of its own before it)")
        p = self.player(a.get("player", "A"))
        vals = a["choose"] if isinstance(a["choose"], list) and not (
            a["choose"] and isinstance(a["choose"][0], list)) else [a["choose"]]
        if isinstance(a["choose"], list) and a["choose"] and isinstance(a["choose"][0], list):
            vals = a["choose"]
        for v in vals:
            self.agents[p.index].answers.append(self.answer(v))

    def answer(self, value):
        runner = self

        def fn(g, choice):
            opts = choice.options
            if choice.kind == "may":
                v = value
                if isinstance(v, str):
                    if v.lower() not in ("yes", "no", "true", "false"):
                        raise ScenarioFailure(f"answer {value!r} does not fit {choice.prompt!r} (yes/no)")
                    v = v.lower() in ("yes", "true")
                return [bool(v)]
            if choice.kind in ("order", "reorder"):
                names = value if isinstance(value, list) else [value]
                out, rest = [], list(opts)
                for n in names:
                    m = next((o for o in rest if _key(getattr(o, "source", o).name) == _key(n)), None)
                    if m is None:
                        raise ScenarioFailure(f"answer {n!r} does not fit {choice.prompt!r}")
                    out.append(m)
                    rest.remove(m)
                return out + rest
            vals = value if isinstance(value, list) else [value]
            out = []
            for v in vals:
                m = None
                for o in opts:
                    if isinstance(o, PlayerState) and str(v) in runner.keys and \
                            runner.player(str(v)) is o:
                        m = o
                    elif isinstance(o, Obj):
                        name, whose = (str(v).rsplit("@", 1) + [None])[:2] if "@" in str(v) \
                            else (str(v), None)
                        if _key(_shown_name(g, o)) == _key(name) \
                                and (whose is None or o.owner is runner.player(whose)
                                     or g.controller_of(o) is runner.player(whose)):
                            m = o
                    elif o == v or (isinstance(o, str) and _key(o) == _key(v)):
                        m = o
                    if m is not None and not any(m is x for x in out):
                        break
                    m = None
                if m is None:
                    raise ScenarioFailure(f"answer {v!r} does not fit the question "
                                          f"{choice.prompt or choice.kind!r} (options {opts!r})")
                out.append(m)
            return out
        return fn

    # -------------------------------------------------------------- actions
    def _pos(self, a):
        return (int(a["turn"]), STEP_INDEX[a["step"]])

    def build_action(self, a, p: PlayerState):
        g = self.g
        if "play" in a:
            zone = a.get("from", "hand")        # "from: exile": a land an effect lets them play (701.14)
            objs = getattr(p, zone) if zone in ("hand", "graveyard", "library") else g.exile
            o = next((c for c in objs if _key(c.name) == _key(a["play"])), None)
            if o is None:
                raise ScenarioFailure(f"{a['play']!r} is not in {p.name}'s {zone}")
            return PlayLand(o.id, int(a["face"]) if "face" in a else None)     # 712.12
        if "cast" in a:
            zone = a.get("from", "hand")
            objs = getattr(p, zone) if zone in ("hand", "graveyard", "library") else g.exile
            o = next((c for c in objs if _key(c.name) == _key(a["cast"])), None)
            if o is None:
                raise ScenarioFailure(f"{a['cast']!r} is not in {p.name}'s {zone}")
            face = int(a["face"]) if "face" in a else None      # 709.3, 715.3: as printed
            # (a face the card lacks is the engine's to refuse, 712.8c)
            shown = (face_def(o.card, face) if o.card.faces and (face or 1) <= len(printed_faces(o.card))
                     else None) or o.card
            if face not in (None, 1) and not o.card.faces:
                raise ScenarioFailure(f"{a['cast']!r} has no face {face}")
            modes = tuple(int(m) - 1 for m in a.get("modes", []))
            paid = self.optional_costs(a, p)
            alt = self.cast_way(a, p, o)
            if alt and alt.lower() == "bestow":
                from oraclec.runtime.casting import bestowed
                shown = bestowed(shown)         # 702.103b: cast bestowed, its target is an Aura's
            # the alternative cost is announced with the optional ones (601.2b): a target chosen
            # only if it was (not) paid (overload 702.96b, cleave 702.148a) is slotted accordingly
            targets = self.target_slots(shown, a.get("targets", []), modes, paid + (((alt, 1),) if alt else ()))
            return Cast(o.id, targets, a.get("x"), modes, alt=alt, paid=paid, face=face)
        if "activate" in a:
            try:
                o = self.find_object(a["activate"])
            except ScenarioFailure:      # a card in the player's hand ("Cycling", 702.29a)
                o = next((c for c in p.hand if _key(c.name) == _key(str(a["activate"]))), None)
                if o is None:
                    raise
            abilities = activatable_list(g, o)
            want = a.get("ability", 1)
            idx = None
            if isinstance(want, int):
                idx = want - 1
            else:
                for i, ab in enumerate(abilities):
                    if _norm_text(ab.text).startswith(_norm_text(want)):
                        idx = i
                        break
            if idx is None or not (0 <= idx < len(abilities)):
                printed = [ab for ab in o.card.abilities if isinstance(ab, (D.ActivatedAbility, D.ManaAbility))]
                if a.get("rejected") and isinstance(want, int) and 0 <= want - 1 < len(printed):
                    # its printed ability is gone (613.1f: "loses all abilities"): no player can
                    # activate it — the rejection the scenario asserts
                    raise _AbilityGone(f"{o.name} has no ability {want!r} now")
                raise ScenarioFailure(f"{o.name} has no ability {want!r}")
            ab = abilities[idx]
            specs = getattr(ab, "targets", ())
            ts = a.get("targets", [])
            if getattr(ab, "modes", ()):
                # a modal activated ability (700.2b): ``modes: [1, 2]``, the targets of each in turn
                modes = tuple(int(m) - 1 for m in a.get("modes", []))
                return Activate(o.id, idx, self._mode_slots(ab.modes, modes, ts), a.get("x"), modes)
            return Activate(o.id, idx, self._slots(specs, ts), a.get("x"),
                            mana=isinstance(ab, D.ManaAbility))
        raise ScenarioInputError(f"unknown action {a!r}")

    def cast_way(self, a, p, o):
        """``alternative: "Flashback"`` names the way to cast (601.2b); a card cast ``from`` a
        zone other than the hand with no alternative named uses the first way that zone allows."""
        if "alternative" in a:
            # ``alternative: true``: the card's own alternative cost, which has no keyword name
            # ("You may pay 1 life and exile a blue card from your hand rather than pay …", 118.9)
            return "" if a["alternative"] is True else _key(a["alternative"])
        if o.zone == "hand":
            return None
        from oraclec.runtime.casting import cast_ways
        ways = [w for w in cast_ways(self.g, p, o) if w is not None]
        return ways[0].label if ways else _key(o.zone)

    def optional_costs(self, a, p: PlayerState) -> tuple:
        """``kicked: true`` (or a number of times: multikicker, 702.33c) and ``additional:
        [Buyback, …]`` announce optional costs (601.2b); ``additional: [NAME]`` naming a permanent
        ``p`` controls announces the optional cost it gives the spell (118.8: the Defilers')."""
        from oraclec.runtime.casting import GRANTED_COST
        out = []
        k = a.get("kicked")
        if k:
            out.append(("kicker", 1 if k is True else int(k)))
        for item in a.get("additional", []) or []:
            if isinstance(item, dict):
                out += [(_key(n), int(t)) for n, t in item.items()]
                continue
            giver = next((o for o in self.g.permanents(p) if _key(o.name) == _key(item)), None)
            out.append((f"{GRANTED_COST}{giver.id}" if giver is not None else _key(item), 1))
        return tuple(out)

    def _slots(self, specs, ts, paid=()):
        objs = [self.target(t) for t in ts]
        # a target chosen only if an optional cost was (not) paid (702.174m, 601.2c) takes none of
        # the listed targets when the announced costs leave it out — unless more are listed than
        # the others take (the engine then refuses them: a ``rejected`` scenario)
        labels = {label for label, _ in paid}
        out = [spec.if_paid is not None and spec.if_paid not in labels
               or spec.unless_paid is not None and spec.unless_paid in labels for spec in specs]
        for skip in ([out, [False] * len(specs)] if any(out) else [out]):
            slots, i = [], 0
            for spec, none in zip(specs, skip):
                # "X target creatures" (counts -1): as many as the targets listed
                hi = 0 if none else spec.max_count if spec.max_count >= 0 else len(objs)
                if getattr(spec, "each_player", None) is not None:
                    hi *= len(self.g.players)       # one set for each player (601.2c)
                lo = 0 if none else spec.min_count if spec.min_count >= 0 else 0
                n = min(hi, max(lo, len(objs) - i - (len(specs) - len(slots) - 1)))
                slots.append(tuple(x.id for x in objs[i:i + n]))
                i += n
            if i >= len(objs):
                return tuple(slots)
        raise ScenarioFailure(f"too many targets {ts!r}")

    def target_slots(self, card, ts, modes, paid=()):
        from oraclec.runtime.casting import spell_targets_spec
        specs, spell = spell_targets_spec(card)
        if spell is not None and spell.modes:
            return self._mode_slots(spell.modes, modes, ts)
        return self._slots(specs, ts, paid)

    def _mode_slots(self, all_modes, modes, ts):
        """The targets listed, split among the chosen modes in turn (601.2c)."""
        out, rest = [], list(ts)
        for m in modes:
            mspecs = all_modes[m].targets
            k = sum(s.max_count for s in mspecs)
            out.append(self._slots(mspecs, rest[:k]))
            rest = rest[k:]
        return tuple(out)

    def run(self):
        g = self.g
        start = self.sc.get("start") or {}
        stop = self.sc.get("stop")
        if not stop:
            raise ScenarioInputError("no stop")
        g.stop_at = (int(stop["turn"]), stop["step"])
        g.max_turns = int(stop["turn"]) + 2
        self.setup()
        self.validate_expect()
        actions = list(self.sc.get("actions") or [])
        for a in actions:
            if a.get("step") not in STEP_INDEX:
                raise ScenarioInputError(f"unknown step {a.get('step')!r} in action {a!r}")
        i = 0
        active = self.keys.index(start.get("active", "A"))
        if start.get("opening_hands"):
            # extension: the hands listed are opening hands; the actions their cards allow are
            # taken before the first turn (rule 103.6), answered by the "choose" actions of the
            # first turn's untap step
            first = (int(start.get("turn", 1)), STEP_INDEX["untap"])
            while i < len(actions) and "choose" in actions[i] and self._pos(actions[i]) <= first:
                self._queue_answers(actions[i])
                i += 1
            from oraclec.runtime.opening_hand import opening_hand_actions
            opening_hand_actions(g, active)
        g.start(int(start.get("turn", 1)), active)
        guard = 0
        while g.outcome is None and not g.stopped:
            guard += 1
            if guard > 20000:
                raise ScenarioFailure("the game does not progress")
            now = (g.turn, STEP_INDEX[g.step])
            # Queue answers ("choose") as soon as their time comes.
            while i < len(actions) and "choose" in actions[i] and self._pos(actions[i]) <= now:
                self._queue_answers(actions[i])
                i += 1
            if i < len(actions) and self._pos(actions[i]) < now:
                raise ScenarioFailure(f"action {actions[i]!r} was never taken")
            a = actions[i] if i < len(actions) else None
            due = a is not None and self._pos(a) == now
            decider = g.decider
            if g.pending == "attackers":
                if due and "attack" in a and self.player(a["player"]) is decider:
                    d = self.target(a["defender"]) if "defender" in a else g.opponents(decider)[0]
                    # extension "band": the attackers declared as one band (702.22c); a list
                    # of lists for several bands
                    bands = a.get("band") or []
                    if bands and not isinstance(bands[0], list):
                        bands = [bands]
                    act = DeclareAttackers(tuple((self.find_object(n).id, d.id)
                                                 for n in a["attack"]),
                                           tuple(tuple(self.find_object(n).id for n in band)
                                                 for band in bands))
                    i += 1
                    self._take(act, a)
                else:
                    # Default declaration: the first legal one, which holds exactly the
                    # creatures that must attack (508.1d) — usually none.
                    dflt = next((x for x in g.legal_actions if isinstance(x, DeclareAttackers)),
                                DeclareAttackers(()))
                    self._take(dflt, None)
                continue
            if g.pending == "blockers":
                if due and "block" in a and self.player(a["player"]) is decider:
                    # A blocker mapped to a list blocks each of them (509.1a: "can block
                    # any number of creatures").
                    act = DeclareBlockers(tuple(
                        (self.find_object(b).id, self.find_object(x).id)
                        for b, xs in a["block"].items()
                        for x in (xs if isinstance(xs, list) else [xs])))
                    i += 1
                    self._take(act, a)
                else:
                    self._take(DeclareBlockers(()), None)
                continue
            if due and a.get("resolve") == "stack":
                if g.stack:
                    self._take(Pass(), None)
                else:
                    i += 1
                continue
            if due and any(k in a for k in ("cast", "activate", "play")) and \
                    self.player(a["player"]) is decider:
                i += 1
                try:
                    act = self.build_action(a, decider)
                except _AbilityGone:
                    continue
                self._take(act, a)
                continue
            if due and any(k in a for k in ("attack", "block")) and g.pending == "priority":
                # No declaration happened (no creature could attack / block): a rejected
                # declaration was refused; any other fails.
                if a.get("rejected"):
                    i += 1
                    continue
                raise ScenarioFailure(f"action {a!r}: no declaration was possible")
            self._take(Pass(), None)
        if i < len(actions) and g.outcome is None:
            raise ScenarioFailure(f"action {actions[i]!r} was never taken")

    def _take(self, act, a):
        g = self.g
        if a is not None and a.get("rejected"):
            try:
                g.push(act)
            except IllegalAction:
                return
            raise ScenarioFailure(f"the engine took the rejected action {a!r}")
        try:
            g.push(act)
        except IllegalAction as e:
            if a is None:
                raise ScenarioFailure(f"engine refused {act!r}: {e}") from None
            raise ScenarioFailure(f"action {a!r} could not be taken: {e}") from None

    # -------------------------------------------------------------- expectations
    def validate_expect(self):
        """The shapes of ``expect`` (the scenario format's "Expectations" table), checked before
        the game is played, so a malformed expectation is an input error naming its key."""
        exp = self.sc.get("expect") or {}
        if not isinstance(exp, dict):
            raise ScenarioInputError(f"expect must be a map, not {exp!r}")
        for key, want in exp.items():
            if key == "permanents":
                if not isinstance(want, list) or not all(isinstance(c, dict) for c in want):
                    raise ScenarioInputError(f"expect.permanents must be a list of maps, not {want!r}")
                for chk in want:
                    if "name" not in chk:
                        raise ScenarioInputError(f"expect.permanents: a check without a name: {chk!r}")
                    unknown = sorted(set(chk) - _PERMANENT_CHECKS)
                    if unknown:         # a check nobody reads would pass whatever happened
                        raise ScenarioInputError(f"expect.permanents ({chk['name']}): unknown check "
                                                 f"{unknown[0]!r} (known: {', '.join(sorted(_PERMANENT_CHECKS))})")
                continue
            if key == "stack":
                if not isinstance(want, list):
                    raise ScenarioInputError(f"expect.stack must be a list of names, not {want!r}")
                continue
            self.player(key)
            if not isinstance(want, dict):
                raise ScenarioInputError(f"expect.{key} must be a map of expectations, not {want!r}")
            for k, v in want.items():
                if k in ("hand", "library", "battlefield", "graveyard", "exile"):
                    ok = (isinstance(v, int) and not isinstance(v, bool)) or (
                        isinstance(v, dict) and all(isinstance(c, int) and not isinstance(c, bool)
                                                    for c in v.values()))
                    shape = "a count or a map {NAME: count}"
                elif k in ("tapped", "untapped"):
                    # an empty list would check nothing
                    ok, shape = isinstance(v, list) and bool(v), "a non-empty list of permanent names"
                elif k in ("life", "poison", "speed"):
                    ok, shape = isinstance(v, int) and not isinstance(v, bool), "a number"
                elif k in ("lost", "won"):
                    ok, shape = isinstance(v, bool), "true or false"
                else:
                    raise ScenarioInputError(f"unknown expectation {k!r} of {key}")
                if not ok:
                    raise ScenarioInputError(f"expect.{key}.{k} must be {shape}, not {v!r}")

    def check(self):
        g = self.g
        exp = self.sc.get("expect") or {}
        for key, want in exp.items():
            if key == "permanents":
                for chk in want:
                    self.check_permanent(chk)
                continue
            if key == "stack":
                names = [e.name if isinstance(e, Obj) else e.source.name for e in reversed(g.stack)]
                if [_key(n) for n in names] != [_key(n) for n in want]:
                    raise ScenarioFailure(f"stack: expected {want}, found {names}")
                continue
            p = self.player(key)
            for k, v in (want or {}).items():
                self.check_player(key, p, k, v)

    def check_player(self, key, p, k, v):
        g = self.g
        if k in ("life", "poison", "speed"):
            found = getattr(p, k)
            if found != v:
                raise ScenarioFailure(f"{key} {k}: expected {v}, found {found}")
        elif k in ("hand", "library", "battlefield", "graveyard", "exile"):
            if k == "battlefield":
                objs = [_shown_name(g, o) for o in g.battlefield if g.controller_of(o) is p]
            elif k == "exile":
                objs = [o.name for o in g.exile if o.owner is p]
            else:
                objs = [o.name for o in getattr(p, k)]
            if isinstance(v, int):
                if len(objs) != v:
                    raise ScenarioFailure(f"{key} {k}: expected {v} cards, found {len(objs)} {objs}")
            else:
                for n, c in v.items():
                    found = sum(1 for x in objs if _key(x) == _key(n))
                    if found != c:
                        raise ScenarioFailure(f"{key} {k} {n}: expected {c}, found {found}")
        elif k in ("tapped", "untapped"):
            for n in v:
                objs = [o for o in g.battlefield if g.controller_of(o) is p
                        and _key(_shown_name(g, o)) == _key(n)]
                if not objs:
                    raise ScenarioFailure(f"{key} {k}: no permanent {n!r}")
                if any(o.tapped != (k == "tapped") for o in objs):
                    raise ScenarioFailure(f"{key} {k}: {n} is {'un' if k == 'tapped' else ''}tapped")
        elif k in ("lost", "won"):
            found = p.lost if k == "lost" else (g.outcome is not None and g.outcome.winner == p.index)
            if bool(found) != bool(v):
                raise ScenarioFailure(f"{key} {k}: expected {v}, found {found}")
        else:
            raise ScenarioInputError(f"unknown expectation {k!r}")

    def check_permanent(self, chk):
        g = self.g
        objs = [o for o in g.battlefield if _key(_shown_name(g, o)) == _key(chk["name"])]
        if "controller" in chk:
            objs = [o for o in objs if g.controller_of(o) is self.player(chk["controller"])]
        if not objs:
            raise ScenarioFailure(f"permanent {chk['name']!r}: not on the battlefield")
        errors = []
        for o in objs:
            err = self._perm_error(o, chk)
            if err is None and chk.get("any"):
                return
            if err:
                errors.append(err)
        if errors and (chk.get("any") or len(errors) > 0):
            raise ScenarioFailure(f"permanent {chk['name']}: {errors[0]}")

    def _perm_error(self, o, chk):
        g = self.g
        c = g.chars(o)
        for k, v in chk.items():
            if k in ("name", "controller", "any"):
                continue
            if k == "power" and c.power != v:
                return f"power: expected {v}, found {c.power}"
            if k == "toughness" and c.toughness != v:
                return f"toughness: expected {v}, found {c.toughness}"
            if k == "damage" and o.damage != v:         # damage marked on it (120.3e)
                return f"damage: expected {v}, found {o.damage}"
            if k == "tapped" and o.tapped != bool(v):
                return f"tapped: expected {v}, found {o.tapped}"
            if k == "counters":
                for ck, cv in v.items():
                    if o.counters.get(str(ck), 0) != cv:
                        return f"counters {ck}: expected {cv}, found {o.counters.get(str(ck), 0)}"
            if k == "keywords":
                for kw in v:
                    if kw.lower() not in c.keywords:
                        return f"keywords: expected {kw}, found {sorted(c.keywords)}"
            if k == "not_keywords":
                for kw in v:
                    if kw.lower() in c.keywords:
                        return f"not_keywords: {kw} found"
            if k == "attached_to":
                t = g.find(o.attached_to) if o.attached_to is not None else None
                tn = _shown_name(g, t) if isinstance(t, Obj) else None
                if v is None:               # "attached_to: null": attached to nothing
                    if o.attached_to is not None:
                        return f"attached_to: expected nothing, found {tn}"
                elif tn is None or _key(tn) != _key(v):
                    return f"attached_to: expected {v}, found {tn}"
            if k == "types":
                want = sorted(x.lower() for x in v)
                if sorted(c.types) != want:
                    return f"types: expected {v}, found {c.types}"
            if k == "subtypes":          # all of them, in any order (205.3)
                want = sorted(x.lower() for x in v)
                if sorted(c.subtypes) != want:
                    return f"subtypes: expected {v}, found {c.subtypes}"
            if k == "colors":            # all of them; [] is colorless (105.2c)
                want = sorted(x.lower() for x in v)
                if sorted(c.colors) != want:
                    return f"colors: expected {v}, found {c.colors}"
        return None


# the checks of one permanent under expect.permanents (the scenario format's list)
_PERMANENT_CHECKS = frozenset({"name", "controller", "any", "power", "toughness", "damage", "tapped", "counters",
                               "keywords", "not_keywords", "attached_to", "types", "subtypes", "colors"})


def run_scenario(sc: dict, compile_cards=None) -> tuple[str, str]:
    """Run one scenario: returns ("passed" | "failed" | "skipped", message)."""
    if sc.get("skip"):
        return "skipped", str(sc["skip"])
    try:
        names = card_names(sc)
        if compile_cards is None:
            from oraclec.compiler.api import compile_cards as cc
            cards = _compile_with_file(cc, names, sc.get("cards"))
        else:
            cards = compile_cards(sorted(names))
        r = Runner(sc, cards)
        r.run()
        r.check()
    except ScenarioInputError as e:
        return "error", str(e)
    except UnknownCard as e:
        return "error", str(e)
    except ScenarioFailure as e:
        return "failed", str(e)
    except EngineError as e:
        return "failed", f"engine error: {e}"
    except (KeyError, ValueError, TypeError) as e:
        return "failed", f"scenario error: {type(e).__name__}: {e}"
    except Exception as e:  # an engine crash fails this scenario, not the whole run
        return "failed", f"engine crash: {type(e).__name__}: {e}"
    return "passed", ""


def _compile_with_file(cc, names: set[str], path: str | None) -> dict:
    """The scenario's cards: those the card file ``path`` holds from it (every face), the
    others from the shipped corpus."""
    if path is None:
        return cc(sorted(names))
    from oraclec.compiler.api import has_card
    mine = {n for n in names if has_card(n, path)}
    cards = cc(sorted(names - mine)) if names - mine else {}
    if mine:
        cards.update(cc(sorted(mine), path))
    return cards


def verified_cards(paths) -> set[str]:
    """Names of the cards used by the scenarios under ``paths`` that pass (the ``verified``
    coverage level, issue 5)."""
    names: set[str] = set()
    for path in _iter_files(paths):
        for sc in load_scenarios(path):
            status, _ = run_scenario(sc)
            if status == "passed":
                names |= card_names(sc)
    return names


def run_paths(paths, json=False, json_output=None, compile_cards=None, out=None) -> int:
    out = out or sys.stdout
    if json_output is not None:
        json = json_output
    results = []
    for f in _iter_files(paths):
        try:
            scs = load_scenarios(f)
            lines = scenario_lines(f)
        except (OSError, UnicodeDecodeError, yaml_error(), ScenarioFailure) as e:
            results.append({"file": str(f), "name": None, "status": "error", "line": _error_line(e),
                            "message": _read_error(e)})
            continue
        for k, sc in enumerate(scs):
            status, msg = run_scenario(sc, compile_cards)
            line = lines[k] if k < len(lines) else None
            if status == "error":
                line = _line_of(f, msg, line, lines[k + 1] if k + 1 < len(lines) else None)
            results.append({"file": str(f), "name": sc.get("name"), "status": status, "line": line,
                            "message": msg})
    counts = {s: sum(1 for r in results if r["status"] == s)
              for s in ("passed", "failed", "skipped", "error")}
    if json:
        print(_json.dumps({"results": results, **counts}, indent=2), file=out)
    else:
        for r in results:
            where = f"{r['file']}:{r['line']}" if r.get("line") else r["file"]
            if r["status"] == "failed":
                print(f"FAIL {where}: {r['name']}: {r['message']}", file=out)
            elif r["status"] == "error":
                what = f"{r['name']}: " if r["name"] else ""
                print(f"ERROR {where}: {what}{r['message']}", file=out)
        line = f"{counts['passed']} passed, {counts['failed']} failed"
        if counts["skipped"]:
            line += f", {counts['skipped']} skipped"
        if counts["error"]:
            line += f", {counts['error']} broken (bad scenario input)"
        print(line, file=out)
    return 2 if counts["error"] else (1 if counts["failed"] else 0)


def yaml_error():
    import yaml
    return yaml.YAMLError


def _error_line(e) -> int | None:
    mark = getattr(e, "problem_mark", None) or getattr(e, "context_mark", None)
    return mark.line + 1 if mark is not None else None


def _read_error(e) -> str:
    mark = getattr(e, "problem_mark", None)
    if mark is not None:
        what = " ".join(x for x in (getattr(e, "context", None), getattr(e, "problem", None)) if x)
        return f"malformed YAML at column {mark.column + 1}: {what}"
    if isinstance(e, UnicodeDecodeError):
        return f"not UTF-8 text (byte {e.start})"
    if isinstance(e, OSError):
        return f"can't read the file: {e.strerror}"
    return str(e)


def scenario_lines(path: Path) -> list[int]:
    """The line where each scenario of the file starts (1-based), from the YAML node marks."""
    import yaml
    root = yaml.compose(Path(path).read_text(encoding="utf-8"))
    if isinstance(root, yaml.MappingNode):
        for key, value in root.value:
            if key.value == "scenarios" and isinstance(value, yaml.SequenceNode):
                return [item.start_mark.line + 1 for item in value.value]
        return [root.start_mark.line + 1]
    return []


def _line_of(path: Path, message: str, start: int | None, end: int | None) -> int | None:
    """The line, within the scenario starting at ``start``, of the first quoted name the
    error message gives (an unknown card or step), else the scenario's first line."""
    quoted = re.findall(r"'([^']+)'", message)
    if start is None or not quoted:
        return start
    text = Path(path).read_text(encoding="utf-8").splitlines()
    for i in range(start - 1, min(len(text), (end or len(text) + 1) - 1)):
        if quoted[0] in text[i]:
            return i + 1
    return start
