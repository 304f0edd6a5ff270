""""gets an additional +N/+N" (613.4c): one more P/T change, in spells and static abilities."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Instant", text=text, types=("Instant",)))
    return card.abilities, gaps


def test_it_gets_an_additional_change_for_each():
    (spell,), gaps = lowered("Target creature gets -1/-1 until end of turn. It gets an additional -1/-1 until end "
                             "of turn for each card named ~ in your graveyard.")
    assert not gaps
    first, more = spell.effects
    assert first.what == more.what == "target:0" and more.duration == "end_of_turn"
    assert isinstance(more.power, ir.Times) and more.power.factor == -1


def test_static_gets_an_additional_change_as_long_as():
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Artifact — Equipment", types=("Artifact",),
                                        subtypes=("Equipment",), text="Equipped creature gets +1/+1.\nAs long as "
                                        "equipped creature is a Human, it gets an additional +1/+1.\nEquip {2}"))
    assert not gaps
    extra = card.abilities[1]
    assert extra.effects == [ir.PTModify(affected="equipped", power=1, toughness=1)]
    assert extra.condition.ref == "equipped"
