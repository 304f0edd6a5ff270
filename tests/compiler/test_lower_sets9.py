"""Lowering of the DMU/BRO constructs of the ninth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir

_PERMANENT = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


# ---- the Defilers' optional cost of other spells (rules 118.8, 601.2b, 601.2f) ----------------
def test_optional_cost_of_other_spells_with_its_reduction():
    (st,) = abilities("As an additional cost to cast black permanent spells, you may pay 2 life. Those spells cost "
                      "{B} less to cast if you paid life this way. This effect reduces only the amount of black "
                      "mana you pay.")
    (eff,) = st.effects
    assert eff == ir.SpellsOptionalCost(spells=ir.Filter(types=_PERMANENT, colors=("black",), zone="any"),
                                        cost=ir.Cost(pay_life=2), colored_less=("B",))


def test_optional_cost_reduction_of_another_color_is_a_gap():
    # the reduction and "reduces only the amount of … mana" must name one color
    assert "spells_optional_cost" in {g.blocker for g in gaps(
        "As an additional cost to cast black permanent spells, you may pay 2 life. Those spells cost {W} less to "
        "cast if you paid life this way. This effect reduces only the amount of black mana you pay.")}
    # "if you paid life this way" after a cost that is not life
    assert "spells_optional_cost" in {g.blocker for g in gaps(
        "As an additional cost to cast black permanent spells, you may sacrifice a creature. Those spells cost {B} "
        "less to cast if you paid life this way. This effect reduces only the amount of black mana you pay.")}
