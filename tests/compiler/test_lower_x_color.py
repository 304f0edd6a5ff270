""""Spend only black mana on X." (rule 107.3): the spell's X paid with mana of that color."""
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def test_spend_only_black_mana_on_x_is_the_spells():
    card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Sorcery", types=("Sorcery",), mana_cost="{X}{1}{B}",
                                        text="~ deals X damage to any target and you gain X life.\n"
                                             "Spend only black mana on X."))
    assert not gaps, gaps
    assert card.x_color == "black"


def test_a_spell_without_x_is_a_gap():
    _card, gaps, _ = lower_face(CardFace(name="Test Card", type_line="Sorcery", types=("Sorcery",), mana_cost="{1}{B}",
                                         text="You gain 2 life.\nSpend only black mana on X."))
    assert any(g.blocker == "x_color" for g in gaps), gaps
