"""Game logs: JSON lines of every decision the players take, replayable by ``oraclec replay``.

A log holds, per game, a header (game number, seed, decklist paths, player kinds, turn cap,
compiled module), then one line per decision (turn, step, player, kind, a readable value), then
an end line (winner, reason, turn).  The same seed, decks and player kinds take the same
decisions, so a replay reaches the same end — and, with ``ORACLEC_DEBUG=1``, stops at the same
broken invariant as the game that wrote it."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

__all__ = ["PLAYER_KINDS", "Recording", "describe_value", "game_header", "make_players", "write_log"]

PLAYER_KINDS = ("random", "default", "heuristic")


def make_players(kinds: list[str], seed: int) -> list:
    """The players of ``oraclec play --players KIND,KIND`` for game seed ``seed``."""
    from oraclec.runtime.players import DefaultPlayer, RandomPlayer
    out = []
    for i, kind in enumerate(kinds):
        name = "AB"[i]
        if kind == "random":
            out.append(RandomPlayer(seed * 2 + 1 + i, name))
        elif kind == "default":
            out.append(DefaultPlayer(name))
        elif kind == "heuristic":
            from oraclec.runtime.heuristic import HeuristicPlayer
            out.append(HeuristicPlayer(seed * 2 + 1 + i, name))
        else:
            raise ValueError(f"unknown player {kind!r}; players: {', '.join(PLAYER_KINDS)}")
    return out


class Recording:
    """Wraps a player: every decision it takes is recorded for the game log."""

    def __init__(self, inner, sink: list):
        self.inner, self.sink, self.name = inner, sink, inner.name

    def act(self, game, actions):
        a = self.inner.act(game, actions)
        self.sink.append({"turn": game.turn, "step": game.step, "player": self.name,
                          "decision": "act", "value": a.describe(game) if hasattr(a, "describe") else repr(a)})
        return a

    def choose(self, game, choice):
        v = self.inner.choose(game, choice)
        self.sink.append({"turn": game.turn, "step": game.step, "player": self.name, "decision": choice.kind,
                          "value": [describe_value(x) for x in v]})
        return v


def describe_value(x):
    """A stable, readable description of a choice's answer (no memory addresses)."""
    if isinstance(x, (bool, int, str)) or x is None:
        return x
    if hasattr(x, "name") and isinstance(x.name, str):
        return x.name
    if hasattr(x, "source") and hasattr(x, "ability"):          # a pending triggered ability
        return f"{describe_value(x.source)}: {getattr(x.ability, 'text', '')}"
    if isinstance(x, (list, tuple)):
        return [describe_value(y) for y in x]
    return type(x).__name__


def game_header(game_no: int, seed: int, decks, kinds, max_turns: int, set_module=None) -> dict:
    return {"game": game_no, "seed": seed, "decks": [str(d) for d in decks], "players": list(kinds),
            "set_module": set_module, "max_turns": max_turns}


def write_log(path, lines: list[dict]) -> Path:
    """Write the log atomically (a temporary file renamed over ``path``)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.writelines(json.dumps(x) + "\n" for x in lines)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
    return path
