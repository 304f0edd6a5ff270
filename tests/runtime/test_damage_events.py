"""The damage events triggers read (rules 120.2, 120.3a, 510.2, 603.2c): each source's total at
once ("Whenever ~ deals damage") and each player's total at once ("Whenever you're dealt damage")."""
from oraclec.runtime.effects.damage import deal_damage_batch

from cards import BEARS, GIANT
from helpers import perm, setup


def _events(g, kind):
    return [e for e in g.turn_log if e.kind == kind]


def test_one_source_dealing_damage_to_a_creature_and_a_player_is_one_event():
    g = setup(a_bf=[GIANT], b_bf=[BEARS])
    giant, bears, b = perm(g, "Craw Wurm", 0), perm(g, "Grizzly Bears", 1), g.players[1]
    deal_damage_batch(g, [(giant, bears, 2), (giant, b, 1)], combat=True)
    by_source = _events(g, "damage_by_source")
    assert [(e.obj, e.data["amount"]) for e in by_source] == [(giant, 3)]


def test_two_sources_dealing_damage_to_a_player_at_once_is_one_event_for_that_player():
    g = setup(a_bf=[GIANT, BEARS])
    giant, bears, b = perm(g, "Craw Wurm", 0), perm(g, "Grizzly Bears", 0), g.players[1]
    deal_damage_batch(g, [(giant, b, 3), (bears, b, 2)], combat=True)
    dealt = _events(g, "player_dealt_damage")
    assert [(e.player, e.data["amount"]) for e in dealt] == [(b, 5)]
    assert sorted(e.data["amount"] for e in _events(g, "damage_by_source")) == [2, 3]


def test_no_damage_dealt_no_event():
    g = setup(a_bf=[GIANT])
    giant, b = perm(g, "Craw Wurm", 0), g.players[1]
    deal_damage_batch(g, [(giant, b, 0)])
    assert not _events(g, "player_dealt_damage") and not _events(g, "damage_by_source")
