"""Myriad (702.116a) in the engine: nothing to do with one opponent; with another opponent than
the defending player, the token copies it would make are not implemented and the engine says so."""
import pytest

from oraclec.compiler.api import compile_cards
from oraclec.runtime.actions import DeclareAttackers, Pass
from oraclec.runtime.errors import NotImplementedInEngine
from oraclec.runtime.game import Game
from oraclec.runtime.players import ScriptedPlayer
from oraclec.runtime.zones import enter_battlefield


def _game(players: int):
    card = compile_cards(["Genasi Enforcers", "Plains"])
    g = Game([ScriptedPlayer(name=n) for n in "ABC"[:players]], seed=0)
    for ps in g.players:
        for _ in range(20):
            ps.library.append(g.new_obj(card["Plains"], ps, "library"))
    o = g.new_obj(card["Genasi Enforcers"], g.players[0], "battlefield")
    o.controller = g.players[0]
    enter_battlefield(g, o)
    o.since_turn = -1
    g.start()
    while g.pending != "attackers":       # A's first combat: the declaration (508.1)
        g.push(Pass())
    return g, o


def test_myriad_with_one_opponent_does_nothing():
    g, o = _game(2)
    g.push(DeclareAttackers(((o.id, g.players[1].id),)))
    assert sum(1 for x in g.battlefield if x.name == "Genasi Enforcers") == 1


def test_myriad_with_another_opponent_is_not_implemented():
    g, o = _game(3)
    with pytest.raises(NotImplementedInEngine, match="702.116a"):
        g.push(DeclareAttackers(((o.id, g.players[1].id),)))
