"""X in an activated ability's cost other than its mana (107.3a, 602.2b): "Remove X +1/+1
counters from this creature", "Sacrifice X lands", "Tap X untapped artifacts you control" — a
count of -1, the value announced as the ability is activated; the effects' X is that value."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_remove_x_counters():
    (act,) = abilities("{2}{B}, {T}, Remove X +1/+1 counters from this creature: It deals X damage to target "
                       "creature.")
    assert act.cost.remove_counters == ("+1/+1", -1) and act.cost.mana == "{2}{B}"
    (dmg,) = act.effects
    assert dmg.amount == ir.XValue()


def test_sacrifice_and_tap_x():
    (act,) = abilities("{T}, Sacrifice X lands: Put X +1/+1 counters on this creature.")
    assert act.cost.sacrifice[1] == -1
    (act,) = abilities("{2}, {T}, Tap X untapped artifacts you control: Target creature gets +X/+0 until end "
                       "of turn.")
    assert act.cost.tap_untapped[1] == -1


def test_a_mana_ability_with_x_in_its_cost_is_a_gap():
    (g,) = gaps("{T}, Remove X storage counters from this land: Add X mana in any combination of colors.",
                types=("Land",))
    assert g.blocker == "x_in_fixed_place"


def test_x_in_a_spells_additional_cost_is_the_spells_x():
    # 601.2b, 107.3a: X announced as the spell is cast; the effects' X is that value
    (cost, spell) = abilities("As an additional cost to cast this spell, pay X life.\nDraw X cards.",
                              types=("Sorcery",))
    assert cost.effects == [ir.AdditionalCost(cost=ir.Cost(pay_life=-1))]
    assert spell.effects[0].amount == ir.XValue()
    (cost, _spell) = abilities("As an additional cost to cast this spell, exile X cards from your graveyard.\n"
                               "~ deals X damage to target creature.", types=("Instant",))
    assert cost.effects[0].cost.exile_from_graveyard[1] == -1


def test_x_in_an_additional_costs_object_description_is_a_gap():
    # 601.2b: X would be announced for it; only an X count is ("pay X life", "discard X cards")
    (g,) = gaps("As an additional cost to cast this spell, sacrifice an artifact or creature with mana value X.\n"
                "~ deals X damage divided as you choose among any number of target creatures.", types=("Instant",))
    assert g.blocker == "x_in_fixed_place"
