""""~ becomes a copy of …" (707.2, 613.2a): a layer-1 copy effect (``BecomeCopy``) for a duration or
for good, with the exceptions of 707.9b, "except it has this ability" among them."""
from oraclec.compiler import ir
from oraclec.compiler.api import find_face
from oraclec.compiler.build import compile_face

from face_helpers import face


def _effect(name):
    c = compile_face(find_face(name))
    assert c.level == "compiled", c.gaps
    return [e for a in c.ir.abilities for e in getattr(a, "effects", ()) if isinstance(e, ir.BecomeCopy)]


def test_until_end_of_turn_copies_the_target():
    (e,) = _effect("Mirage Mirror")
    assert (e.what, e.of, e.duration, e.this_ability) == ("self", "target:0", "end_of_turn", False)


def test_with_no_duration_it_lasts_and_keeps_this_ability():
    (e,) = _effect("Thespian's Stage")
    assert e.duration is None and e.this_ability


def test_until_your_next_turn():
    (e,) = _effect("Shapesharer")
    assert e.duration == "your_next_turn" and e.what == "target:0" and e.of == "target:1"


def test_keyword_exception_is_part_of_the_copy():
    c = compile_face(face("{1}: This creature becomes a copy of target creature until end of turn, "
                          "except it has flying.", types=("Creature",)))
    (e,) = [e for e in c.ir.abilities[0].effects if isinstance(e, ir.BecomeCopy)]
    assert e.keywords == ("flying",)


def test_a_token_copy_with_this_ability_stays_a_gap():
    c = compile_face(face("{2}: Create a token that's a copy of target creature, except it has this ability.",
                          types=("Artifact",)))
    assert c.level != "compiled"
    assert any(g.blocker == "copy_except" for g in c.gaps)
