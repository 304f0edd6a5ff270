""""Creature spells you control can't be countered." (101.2, 701.5a): a "can't" on the spells described."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Enchantment", text=text, types=("Enchantment",)))
    return card.abilities, gaps


def test_creature_spells_you_control():
    (st,), gaps = lowered("Creature spells you control can't be countered.")
    assert not gaps
    assert st.effects == [ir.Restriction(affected=ir.Filter(types=("creature",), controller="you", zone="stack"),
                                         what="cant_be_countered")]


def test_every_spell():
    (st,), gaps = lowered("Spells can't be countered.")
    assert not gaps and st.effects[0].affected == ir.Filter(zone="stack")


def test_this_spell_stays_its_own():
    (st,), gaps = lowered("This spell can't be countered.")
    assert not gaps and st.effects == [ir.Restriction(affected="self", what="cant_be_countered")]


def test_a_permanent_description_is_a_gap():
    _, gaps = lowered("Creatures you control can't be countered.")
    assert [g.blocker for g in gaps] == ["cant_be_countered"]
