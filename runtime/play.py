"""Playing a game between two decklists."""
from __future__ import annotations

from .decklist import build_deck
from .errors import DeckError
from .game import Game, Outcome
from .players import RandomPlayer

__all__ = ["play_game"]


class _Cards(dict):
    """CARDS with the manifest's unsupported reasons (for error messages)."""
    reasons: dict


def play_game(card_defs_by_name: dict, deck_a_path, deck_b_path, seed: int = 0,
              max_turns: int = 100, manifest: dict | None = None, players=None,
              log: list | None = None) -> Outcome:
    """Play a seeded game between two random players (or ``players``); returns the Outcome.
    The game log lines are appended to ``log`` if given."""
    cards = _Cards(card_defs_by_name)
    cards.reasons = {n: e.get("reasons", []) for n, e in (manifest or {}).get("cards", {}).items()}
    deck_a = build_deck(cards, deck_a_path)
    deck_b = build_deck(cards, deck_b_path)
    if players is None:
        players = [RandomPlayer(seed * 2 + 1, "A"), RandomPlayer(seed * 2 + 2, "B")]
    g = Game.new([deck_a, deck_b], players, seed=seed, max_turns=max_turns)
    outcome = g.run()
    if log is not None:
        log.extend(g.log)
    return outcome
