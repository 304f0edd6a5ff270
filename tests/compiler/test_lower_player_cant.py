"""A static "can't cast … spells" of a description (101.2): a restriction on players, with the spells
it covers as a filter the engine checks on the card being cast."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_you_cant_cast_creature_spells():
    (static,) = abilities("You can't cast creature spells.", types=("Artifact", "Creature"))
    (r,) = static.effects
    assert r.what == "cant_cast_spells" and r.affected == ir.PlayerFilter(who="you")
    assert r.by == ir.Filter(types=("creature",), zone="any")


def test_opponents_cant_cast_blue_creature_spells():
    (static,) = abilities("Your opponents can't cast blue creature spells.")
    (r,) = static.effects
    assert r.affected == ir.PlayerFilter(who="opponent")
    assert r.by.colors == ("blue",) and r.by.types == ("creature",)


def test_spells_of_the_chosen_color_are_compared_with_the_sources_choice():
    # the description depends on a choice made as the permanent entered: the engine compares the
    # spell with the choice of the restriction's own source (614.12; scenarios/chosen_name.yaml)
    _choose, ban = abilities("As this creature enters, choose a color.\nYour opponents can't cast spells of the "
                             "chosen color.")
    assert ban.effects[0].by.chosen == "color"
