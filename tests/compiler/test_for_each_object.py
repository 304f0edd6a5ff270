""""For each <objects>, <effects naming each of them>" (608.2c): a loop over the objects
(``ForEachObject``, the reference "each:object"), and the pronouns it must not take."""
from oraclec.compiler import ir
from oraclec.compiler.api import find_face
from oraclec.compiler.build import compile_face


def _spell(name):
    c = compile_face(find_face(name))
    return c, c.ir.abilities[0]


def test_its_controller_names_each_object_exiled_this_way():
    c, a = _spell("Curse of the Swine")
    assert c.level == "compiled"
    loop = a.effects[-1]
    assert isinstance(loop, ir.ForEachObject) and loop.this_way
    assert loop.filter.types == ("creature",)
    assert loop.effects[0].who == "each:object:controller"


def test_that_creature_names_each_creature_of_the_target_player():
    c, a = _spell("Clone Legion")
    loop = a.effects[-1]
    assert c.level == "compiled" and isinstance(loop, ir.ForEachObject) and not loop.this_way
    assert loop.filter.controller == "target:0"
    assert loop.effects[0].what == "each:object"


def test_that_creature_of_another_kind_than_the_loop_is_a_gap():
    c = compile_face(find_face("Devouring Rage"))
    gaps = [g for g in c.gaps if g.blocker == "antecedent"]
    assert gaps and gaps[0].wording == "that creature"


def test_no_pronoun_keeps_the_amount_times_the_count():
    # "For each creature card exiled this way, create a 2/2 …": no loop, an amount
    c, a = _spell("Midnight Ritual")
    assert c.level == "compiled"
    assert not any(isinstance(e, ir.ForEachObject) for e in a.effects)
    assert isinstance(a.effects[-1].amount, ir.CountIt)
