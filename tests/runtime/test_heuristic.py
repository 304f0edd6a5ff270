"""The heuristic player (issue 8): legal, deterministic, and better than random."""
from oraclec.compiler.api import compile_cards
from oraclec.runtime.decklist import build_deck, parse_decklist
from oraclec.runtime.game import Game
from oraclec.runtime.heuristic import HeuristicPlayer
from oraclec.runtime.players import RandomPlayer

DECKS = ["corpus/decks/bench-red.txt", "corpus/decks/bench-green.txt"]


def _decks():
    cards = compile_cards(sorted({n for d in DECKS for _, n, _ in parse_decklist(d)}))
    return [build_deck(cards, d) for d in DECKS]


def _play(decks, players, seed):
    g = Game.new([list(decks[0]), list(decks[1])], players, seed=seed, max_turns=100)
    return g.run(), g


def test_heuristic_games_end_and_repeat():
    decks = _decks()
    a, ga = _play(decks, [HeuristicPlayer(1, "A"), HeuristicPlayer(2, "B")], 3)
    b, gb = _play(decks, [HeuristicPlayer(1, "A"), HeuristicPlayer(2, "B")], 3)
    assert a.winner is not None and (a, ga.turn, ga.log) == (b, gb.turn, gb.log)


def test_heuristic_beats_random_more_often_than_random_does():
    decks = _decks()
    seeds = range(12)
    random_wins = sum(_play(decks, [RandomPlayer(s, "A"), RandomPlayer(s + 50, "B")], s)[0].winner == 1 for s in seeds)
    heuristic_wins = sum(_play(decks, [RandomPlayer(s, "A"), HeuristicPlayer(s + 50, "B")], s)[0].winner == 1
                         for s in seeds)
    assert heuristic_wins >= random_wins
