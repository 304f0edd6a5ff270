"""Lowering of several targets chosen alone (115.1) and "one of them at random" (608.2d)."""
import pytest

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Sorcery",)):
    return lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))


def test_choose_targets_and_destroy_one_of_them_at_random():
    card, gaps, _ = lowered("At the beginning of your upkeep, choose target nonland permanent you control and up "
                            "to two target nonland permanents you don't control. Destroy one of them at random.",
                            types=("Creature",))
    assert not gaps, gaps
    ab = card.abilities[0]
    assert [(t.min_count, t.max_count) for t in ab.targets] == [(1, 1), (0, 2)]
    (destroy,) = ab.effects
    assert destroy.what == ir.Choose(filter=ir.Filter(zone="any"), among=("target:0", "target:1"), random=True)


def test_three_targets_of_one_description():
    card, gaps, _ = lowered("Choose three target nonenchantment permanents. Destroy one of them at random.")
    assert not gaps, gaps
    assert card.abilities[0].effects[0].what.among == ("target:0",)


def test_that_creature_after_several_targets_has_no_antecedent():
    # two candidates: which one "that creature" means is not told
    _card, gaps, _ = lowered("Choose two target creatures. Tap that creature.")
    assert gaps and gaps[0].blocker == "antecedent"


def test_one_of_them_with_no_targets_before_stays_a_gap():
    _card, gaps, _ = lowered("Destroy one of them at random.")
    assert [g.blocker for g in gaps] == ["antecedent"]


def test_choose_among_validation_names_node_and_field():
    with pytest.raises(ValueError, match="Choose.among"):
        ir.Choose(filter=ir.Filter(), among=("it",), random=True)
