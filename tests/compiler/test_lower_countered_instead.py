""""If that spell is countered this way, exile it instead …" (701.5a: where a countered spell goes)."""
import pytest

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Instant", text=text, types=("Instant",)))
    return card.abilities, gaps


@pytest.mark.parametrize("dest, to", [
    ("exile it instead of putting it into its owner's graveyard", "exile"),
    ("put it on top of its owner's library instead of into that player's graveyard", "top"),
    ("put it on the bottom of its owner's library instead of into that player's graveyard", "bottom"),
    ("put it into its owner's hand instead of into that player's graveyard", "hand"),
])
def test_countered_spell_goes_elsewhere(dest, to):
    (spell,), gaps = lowered(f"Counter target spell. If that spell is countered this way, {dest}.")
    assert not gaps
    assert spell.effects == [ir.CounterSpell(what="target:0", to=to)]


def test_counter_unless_pays_then_exiled():
    # 118.12a: the counter happens only if the controller doesn't pay; "this way" is that counter
    (spell,), gaps = lowered("Counter target spell unless its controller pays {X}. If that spell is countered "
                             "this way, exile it instead of putting it into its owner's graveyard.")
    assert not gaps
    assert spell.effects[1] == ir.IfResult(did=False, effects=[ir.CounterSpell(what="target:0", to="exile")])


def test_countered_this_way_with_no_counter_before_is_a_gap():
    _, gaps = lowered("Draw a card. If that spell is countered this way, exile it instead of putting it into its "
                      "owner's graveyard.")
    assert [g.blocker for g in gaps] == ["countered_instead"]

