"""A card face made from Oracle text for lowering tests."""
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",)):
    return CardFace(name="Test Card", type_line=" ".join(types), text=text, types=tuple(types))
