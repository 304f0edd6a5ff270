"""Lowering of "that shares at least one creature type with it" (205.3m): "it" the object named
before; "other" then means other than that object."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Artifact",)):
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))
    assert not gaps, gaps
    return card.abilities


def test_anthem_counts_for_each_affected_creature():
    (ab,) = lowered("Each creature gets +1/+1 for each other creature on the battlefield that shares at least one "
                    "creature type with it.")
    (pt,) = ab.effects
    assert pt.per == ir.Count(filter=ir.Filter(types=("creature",), other_than="affected",
                                               shares_type_with="affected"))


def test_equipped_creature_is_it():
    (ab,) = lowered("Equipped creature gets +1/+1 for each other creature you control that shares a creature type "
                    "with it.")
    assert ab.effects[0].per.filter.shares_type_with == "equipped"
    assert ab.effects[0].per.filter.other_than == "equipped"


def test_with_self_other_is_other_than_the_source():
    (ab,) = lowered("When Test Card enters, draw a card for each other creature you control that shares a creature "
                    "type with Test Card.", types=("Creature",))
    flt = ab.effects[0].amount.filter
    assert flt.shares_type_with == "self" and flt.other
