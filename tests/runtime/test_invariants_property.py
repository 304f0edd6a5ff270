"""Engine invariants over many seeded random games (issue 9): every card in exactly one zone,
cards conserved per owner, life and poison integers, and every game ends or hits the turn cap.

The decks are the shipped decklists plus one two-colour deck per shipped set, built from the
set's compiled cards, so every shipped set's cards are played.  A failing game writes its
decks and a replayable game log (``cli/gamelog.py``) to ``$ORACLEC_FAILURE_DIR`` (default
``build/failures``) and the failure message gives the seed and the replay command::

    ORACLEC_DEBUG=1 oraclec replay build/failures/invariants-seed<N>/game.jsonl

Long run (documented in the README): ``ORACLEC_INVARIANT_GAMES=5000 python -m pytest
tests/runtime/test_invariants_property.py -q``."""
import os
import random
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from oraclec.cli.gamelog import Recording, game_header, make_players, write_log
from oraclec.compiler.api import compile_cards
from oraclec.corpus import load_cards, load_set, name_index, name_key
from oraclec.corpus.sets import set_codes
from oraclec.runtime import invariants
from oraclec.runtime.decklist import build_deck, parse_decklist
from oraclec.runtime.game import Game

GAMES = int(os.environ.get("ORACLEC_INVARIANT_GAMES", "300"))
MAX_TURNS = 60
FILES = ["corpus/decks/m10-red.txt", "corpus/decks/m10-green.txt", "corpus/decks/m10-white.txt",
         "corpus/decks/m10-black.txt", "corpus/decks/bench-red.txt", "corpus/decks/bench-green.txt"]
BASICS = {"white": "Plains", "blue": "Island", "black": "Swamp", "red": "Mountain", "green": "Forest"}


def _mana_value(cost: str | None) -> int:
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        total += int(sym) if sym.isdigit() else (0 if sym in ("X", "Y") else 1)
    return total


def set_decklist(code: str, cards: dict) -> str:
    """A 40-card decklist of the set's compiled cards in its two most common colours: the twelve
    cheapest cards of those colours (colourless ones too), two copies each, and 16 basic lands."""
    pool = [cards[n] for n in sorted({c for c in load_set(code).card_names if c in cards})]
    pool = [c for c in pool if c.support != "unsupported" and "land" not in c.types]
    colours = Counter(col for c in pool if len(c.colors) == 1 for col in c.colors)
    two = sorted(colours, key=lambda k: (-colours[k], k))[:2]
    spells = sorted((c for c in pool if set(c.colors) <= set(two) and c.deck_limit is None or
                     (set(c.colors) <= set(two) and (c.deck_limit or 0) >= 2)),
                    key=lambda c: (_mana_value(c.mana_cost), c.name))[:12]
    lines = [f"2 {c.name}" for c in spells]
    lines += [f"{16 // len(two) + (i < 16 % len(two))} {BASICS[col]}" for i, col in enumerate(two)]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    """``[(decklist path, [CardDef])]``: the shipped decklists and one per shipped set."""
    known = {k: f.oracle_name for k, f in name_index(load_cards()).items()}
    names = {n for d in FILES for _, n, _ in parse_decklist(d)} | set(BASICS.values())
    for code in set_codes():
        names |= {known[name_key(n)] for n in load_set(code).card_names if name_key(n) in known}
    cards = compile_cards(sorted(names))
    folder = tmp_path_factory.mktemp("set-decks")
    paths = list(FILES)
    for code in set_codes():
        path = folder / f"{code}.txt"
        path.write_text(set_decklist(code, cards), encoding="utf-8")
        paths.append(str(path))
    return [(p, build_deck(cards, p)) for p in paths]


def test_every_shipped_set_has_a_deck(decks):
    by_name = {Path(p).stem: deck for p, deck in decks}
    for code in set_codes():
        assert len(by_name[code]) == 40, code
        assert sum(1 for c in by_name[code] if "land" in c.types) == 16, code


def _failure(seed: int, paths: list[str], kinds: list[str], sink: list, why: str) -> str:
    """Keep the failing game's decks and its log for ``oraclec replay``; the message to print."""
    folder = Path(os.environ.get("ORACLEC_FAILURE_DIR", "build/failures")) / f"invariants-seed{seed}"
    folder.mkdir(parents=True, exist_ok=True)
    copies = []
    for i, p in enumerate(paths):
        copies.append(str(folder / f"deck{i + 1}-{Path(p).name}"))
        shutil.copyfile(p, copies[-1])
    log = write_log(folder / "game.jsonl", [game_header(1, seed, copies, kinds, MAX_TURNS)] + sink)
    return (f"seed {seed} ({Path(paths[0]).stem} vs {Path(paths[1]).stem}): {why}\n"
            f"replay it: ORACLEC_DEBUG=1 oraclec replay {log}")


def test_invariants_hold_after_every_action(decks):
    rnd = random.Random(7)
    kinds = ["random", "random"]
    for seed in range(GAMES):
        (pa, a), (pb, b) = rnd.sample(decks, 2)
        sink: list = []
        players = [Recording(p, sink) for p in make_players(kinds, seed)]
        g = Game.new([list(a), list(b)], players, seed=seed, max_turns=MAX_TURNS)
        # debug mode: push checks the invariants after every action, and the turn loop checks
        # the stack and the mana pools at every step boundary (500.2, 500.4)
        g.debug = True
        g.debug_counts = invariants.snapshot_cards(g)
        steps = 0
        try:
            while g.outcome is None and not g.stopped:
                g.push(g.decider.agent.act(g, g.legal_actions))
                steps += 1
                if steps >= 100_000:
                    raise invariants.InvariantError("the game does not end")
        except Exception as exc:
            pytest.fail(_failure(seed, [pa, pb], kinds, sink, f"{type(exc).__name__}: {exc}"))
        assert g.outcome is not None, _failure(seed, [pa, pb], kinds, sink, "no outcome")


def test_invariant_check_catches_a_lost_card(decks):
    g = Game.new([list(decks[0][1]), list(decks[1][1])], make_players(["random", "random"], 1), seed=1)
    start = invariants.snapshot_cards(g)
    g.players[0].library.pop()
    with pytest.raises(invariants.InvariantError):
        invariants.check(g, start)


def test_a_failing_game_leaves_a_replay_that_reproduces_it(decks, tmp_path, monkeypatch, capsys):
    """The failure path: the log written for a failing game replays, under ORACLEC_DEBUG=1, to
    the same broken invariant (here a card removed from a library mid-game)."""
    from oraclec.cli.main import main
    monkeypatch.setenv("ORACLEC_FAILURE_DIR", str(tmp_path))
    (pa, a), (pb, b) = decks[0], decks[1]
    kinds, seed, sink = ["random", "random"], 3, []
    g = Game.new([list(a), list(b)], [Recording(p, sink) for p in make_players(kinds, seed)],
                 seed=seed, max_turns=MAX_TURNS)
    for _ in range(5):
        g.push(g.decider.agent.act(g, g.legal_actions))
    message = _failure(seed, [pa, pb], kinds, sink, "a test failure")
    log = tmp_path / f"invariants-seed{seed}" / "game.jsonl"
    assert f"seed {seed}" in message and str(log) in message and log.is_file()
    monkeypatch.setenv("ORACLEC_DEBUG", "1")
    real = Game.push
    calls = {"n": 0}

    def push_and_lose_a_card(self, action):       # the engine bug this test plants
        calls["n"] += 1
        if calls["n"] == 3:
            self.players[0].library.pop()
        return real(self, action)
    monkeypatch.setattr(Game, "push", push_and_lose_a_card)
    assert main(["replay", str(log)]) == 1
    assert "an invariant broke after decision" in capsys.readouterr().out
