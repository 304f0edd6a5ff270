"""Engine invariants over many seeded random games (issue 9): every card in exactly one zone,
cards conserved per owner, life and poison integers, and every game ends or hits the turn cap."""
import os
import random

import pytest

from oraclec.compiler.api import compile_cards
from oraclec.runtime import invariants
from oraclec.runtime.decklist import build_deck, parse_decklist
from oraclec.runtime.game import Game
from oraclec.runtime.players import RandomPlayer

GAMES = int(os.environ.get("ORACLEC_INVARIANT_GAMES", "40"))
DECKS = ["corpus/decks/m10-red.txt", "corpus/decks/m10-green.txt", "corpus/decks/m10-white.txt",
         "corpus/decks/m10-black.txt", "corpus/decks/bench-red.txt", "corpus/decks/bench-green.txt"]


@pytest.fixture(scope="module")
def decks():
    names = sorted({n for d in DECKS for _, n, _ in parse_decklist(d)})
    cards = compile_cards(names)
    return [build_deck(cards, d) for d in DECKS]


def test_invariants_hold_after_every_action(decks):
    rnd = random.Random(7)
    for seed in range(GAMES):
        a, b = rnd.sample(range(len(decks)), 2)
        g = Game.new([list(decks[a]), list(decks[b])], [RandomPlayer(seed, "A"), RandomPlayer(seed + 999, "B")],
                     seed=seed, max_turns=60)
        start = invariants.snapshot_cards(g)
        steps = 0
        while g.outcome is None and not g.stopped:
            g.push(g.decider.agent.act(g, g.legal_actions))
            invariants.check(g, start)
            steps += 1
            assert steps < 100_000, f"seed {seed}: the game does not end"
        assert g.outcome is not None, f"seed {seed}: no outcome"


def test_invariant_check_catches_a_lost_card(decks):
    g = Game.new([list(decks[0]), list(decks[1])], [RandomPlayer(1, "A"), RandomPlayer(2, "B")], seed=1)
    start = invariants.snapshot_cards(g)
    g.players[0].library.pop()
    with pytest.raises(invariants.InvariantError):
        invariants.check(g, start)
