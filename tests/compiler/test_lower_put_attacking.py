""""put … onto the battlefield tapped and attacking" (rule 508.4); "can't block creatures with power N or
greater" (509.1b): combat wording."""
import pytest
from pydantic import ValidationError

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face

from face_helpers import face


def test_put_onto_the_battlefield_tapped_and_attacking():
    # 508.4: never declared as an attacker
    card, gaps, _ = lower_face(face("Whenever ~ attacks, you may put a Soldier creature card from your hand onto the "
                                    "battlefield tapped and attacking."))
    assert not gaps, gaps
    put = card.abilities[-1].effects[0].effects[0]
    assert isinstance(put, ir.PutOntoBattlefield) and put.tapped and put.attacking


def test_attacking_needs_tapped():
    with pytest.raises(ValidationError, match="PutOntoBattlefield.attacking"):
        ir.PutOntoBattlefield(what="self", attacking=True)


def test_cant_block_creatures_with_power_or_greater():
    # 509.1b: the attackers it can't block (the others it can)
    card, gaps, _ = lower_face(face("~ can't block creatures with power 2 or greater."))
    assert not gaps, gaps
    assert card.abilities[-1].effects == [ir.Restriction(
        affected="self", what="cant_block_matching", by=ir.Filter(types=("creature",), power=(">=", 2)))]
