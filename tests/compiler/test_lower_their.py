""""their" names the player named before (608.2c), and "each player … a card from their graveyard"
is each player's choice of their own card (101.4)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import EACH_PLAYER, lower_face
from oraclec.corpus.cards import CardFace


def effects(text, types=("Sorcery",)):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))
    assert not gaps, gaps
    return card.abilities[-1].effects


def test_each_player_chooses_from_their_own_graveyard():
    (loop,) = effects("Each player puts a creature card from their graveyard onto the battlefield.")
    assert isinstance(loop, ir.ForEachPlayer)
    (put,) = loop.effects
    assert put.what == ir.Choose(filter=ir.Filter(types=("creature",), zone="graveyard", owner=EACH_PLAYER),
                                 who=EACH_PLAYER)


def test_each_player_counts_their_own_graveyard():
    (loop,) = effects("Each player draws a card for each creature card in their graveyard.")
    (draw,) = loop.effects
    assert draw.amount == ir.Count(filter=ir.Filter(types=("creature",), zone="graveyard", owner=EACH_PLAYER))


def test_target_player_exiles_from_their_graveyard():
    (exile,) = effects("{T}: Target player exiles a card from their graveyard.", types=("Artifact",))
    assert exile.what.filter.owner == "target:0" and exile.what.who == "target:0"

