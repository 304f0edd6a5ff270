"""Lowering of a token's name given by the effect that creates it (rule 111.4)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.corpus.cards import CardFace


def lowered(text, types=("Artifact",)):
    return lower_face(CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types)))


def test_token_named_after_its_abilities():
    card, gaps, _ = lowered("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.")
    assert not gaps, gaps
    (create,) = card.abilities[0].effects
    assert create.token == ir.TokenDef(name="Wasp", types=("artifact", "creature"), subtypes=("insect",),
                                       power=1, toughness=1, keywords=("flying",))


def test_token_named_before_its_quoted_ability():
    card, gaps, _ = lowered('{1}: Create a colorless artifact token named Etherium Cell with "{T}, Sacrifice this '
                            'token: Add one mana of any color."')
    assert not gaps, gaps
    assert card.abilities[0].effects[0].token.name == "Etherium Cell"


def test_token_without_a_name_is_named_by_its_subtypes():
    card, gaps, _ = lowered("{1}: Create a 1/1 white Soldier creature token.")
    assert card.abilities[0].effects[0].token.name == "Soldier Token"
