""""Each player shuffles their hand and graveyard into their library" (701.20a, 400.3)."""
import pytest
from pydantic import ValidationError

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face

from face_helpers import face


def test_each_player_shuffles_hand_and_graveyard():
    card, gaps, _ = lower_face(face("Each player shuffles their hand and graveyard into their library, then draws "
                                    "seven cards.", types=("Sorcery",)))
    assert not gaps, gaps
    shuffle, draw = card.abilities[-1].effects
    assert shuffle == ir.ShuffleZones(who=ir.EachPlayer(), zones=("hand", "graveyard"))
    assert isinstance(draw, ir.Draw)


def test_target_player_shuffles_their_graveyard():
    card, gaps, _ = lower_face(face("Target player shuffles their graveyard into their library.", types=("Sorcery",)))
    assert not gaps, gaps
    assert card.abilities[-1].effects == [ir.ShuffleZones(who="target:0", zones=("graveyard",))]


def test_into_another_players_library_is_a_gap():
    _card, gaps, _ = lower_face(face("Target player shuffles their graveyard into your library.", types=("Sorcery",)))
    assert any(g.blocker == "shuffle_into" for g in gaps), gaps


def test_zones_are_named_once():
    with pytest.raises(ValidationError, match="ShuffleZones.zones"):
        ir.ShuffleZones(who="you", zones=("hand", "hand"))
