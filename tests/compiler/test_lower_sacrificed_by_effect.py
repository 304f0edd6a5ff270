"""Lowering of "the sacrificed creature" after an effect that sacrificed one object (608.2h) and of
"If you can't sacrifice a creature, …" (609.3), rule numbers cited."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",)):
    return CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types))


def lowered(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    return card, gaps


XATHRID = ("At the beginning of your upkeep, sacrifice a creature other than Test Card, then each opponent loses "
           "life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap Test Card and "
           "you lose 7 life.")


def test_if_you_cant_sacrifice_restates_the_sacrifice_before():
    card, gaps = lowered(XATHRID)
    assert not gaps, gaps
    (acted,) = card.abilities[0].effects
    assert isinstance(acted, ir.IfActed)
    (sac,) = acted.action
    assert isinstance(sac, ir.SacrificeChoice) and sac.filter.other
    # the effect that acts on the sacrificed creature happens only if it was sacrificed
    (lose,) = acted.effects
    assert lose.amount == ir.PowerOf(ref="effect:sacrificed")
    assert [type(e) for e in acted.otherwise] == [ir.Tap, ir.LoseLife]


def test_if_you_cant_sacrifice_another_kind_stays_a_gap():
    _card, gaps = lowered(XATHRID.replace("If you can't sacrifice a creature", "If you can't sacrifice an artifact"))
    assert [g.blocker for g in gaps] == ["you_cant"]


def test_effects_between_that_ignore_the_sacrificed_object_stay_a_gap():
    _card, gaps = lowered("At the beginning of your upkeep, sacrifice a creature, then draw a card. If you can't "
                          "sacrifice a creature, you lose 7 life.")
    assert [g.blocker for g in gaps] == ["you_cant"]


def test_the_sacrificed_creature_in_the_reflexive_ability_of_an_effect():
    card, gaps = lowered("Sacrifice a creature. When you do, all creatures get -X/-X until end of turn, where X is "
                         "the sacrificed creature's toughness.", types=("Instant",))
    assert not gaps, gaps
    assert "effect:sacrificed" in card.model_dump_json()


def test_a_cost_and_an_effect_that_both_sacrifice_leave_the_antecedent_a_gap():
    _card, gaps = lowered("Sacrifice a creature: Sacrifice a creature. You gain life equal to the sacrificed "
                          "creature's power.")
    assert [g.blocker for g in gaps] == ["antecedent"]
