"""Lowering of the DMU/BRO/MKM/WOE constructs of the eighth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir

_CREATURES_YOU_CONTROL = ir.Count(filter=ir.Filter(types=("creature",), controller="you"))


# ---- ", where X is …" at the end of any sentence's clauses (107.3a-b) -----------------------------
def test_where_x_after_a_fronted_duration():
    # 611.2a: the fronted duration covers both effects; 107.3b: X is what the last words define
    (spell,) = abilities("Until end of turn, target creature gains trample and gets +X/+X, where X is the "
                         "number of creatures you control.", types=("Instant",))
    grant, pt = spell.effects
    assert isinstance(grant, ir.GrantKeywordsUntil) and grant.duration == "end_of_turn"
    assert (pt.power, pt.toughness, pt.duration) == (_CREATURES_YOU_CONTROL, _CREATURES_YOU_CONTROL, "end_of_turn")


def test_where_x_after_if_you_do():
    # "If you do" (608.2c) reads the choice before; X is defined inside the branch
    (trig,) = abilities("At the beginning of your end step, you may sacrifice a creature. If you do, look at "
                        "the top X cards of your library, where X is that creature's mana value. You may put "
                        "a creature card from among them onto the battlefield. Put the rest on the bottom of "
                        "your library in a random order.", types=("Enchantment",))
    assert "XValue" not in trig.model_dump_json()


def test_where_x_in_a_plain_chain_still_reads():
    (spell,) = abilities("Test Card deals X damage to target creature and you gain X life, where X is the "
                         "number of creatures you control.", types=("Sorcery",))
    dmg, gain = spell.effects
    assert dmg.amount == gain.amount == _CREATURES_YOU_CONTROL


def test_where_x_with_an_unknown_amount_stays_a_gap():
    # "its toughness minus 1" is no amount the grammar knows: the line is not read at all
    assert gaps("Target creature gets +4/-X until end of turn, where X is its toughness minus 1.",
                types=("Instant",))


# ---- "Activated abilities of … cost {1} less to activate" (602.2b, 601.2f) --------------------
def test_activated_abilities_of_lands_cost_less():
    (st,) = abilities("Activated abilities of lands you control cost {1} less to activate.", types=("Creature",))
    assert st.effects == [ir.ActivationCostModifier(of=ir.Filter(types=("land",), controller="you"), amount=-1)]


def test_activation_reduction_with_a_floor_of_one_mana():
    (st,) = abilities("Activated abilities of creatures you control cost {2} less to activate. This effect "
                      "can't reduce the mana in that cost to less than one mana.", types=("Enchantment",))
    assert st.effects == [ir.ActivationCostModifier(of=ir.Filter(types=("creature",), controller="you"),
                                                    amount=-2, floor=1)]


def test_activation_reduction_of_x_where_x_is_before_the_floor():
    (st,) = abilities("Activated abilities of creatures you control cost {X} less to activate, where X is Test "
                      "Card's power. This effect can't reduce the mana in that cost to less than one mana.",
                      types=("Creature",))
    assert st.effects == [ir.ActivationCostModifier(of=ir.Filter(types=("creature",), controller="you"),
                                                    amount=-1, times=ir.PowerOf(ref="self"), floor=1)]


def test_activation_reduction_of_colored_mana_stays_a_gap():
    (gap,) = gaps("Activated abilities of creatures you control cost {G} less to activate.", types=("Creature",))
    assert gap.blocker == "cost_change"


def test_activation_cost_modifier_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="ActivationCostModifier.amount"):
        ir.ActivationCostModifier(of=ir.Filter(types=("land",)), amount=1)
    with pytest.raises(pydantic.ValidationError, match="ActivationCostModifier.floor"):
        ir.ActivationCostModifier(of=ir.Filter(types=("land",)), amount=-1, floor=2)


# ---- "sacrifice an artifact or discard a card" (118.3, 118.12) ---------------------------------
def test_you_may_sacrifice_or_discard_is_a_payment_if_you_do_reads():
    (trig,) = abilities("Whenever this creature attacks, you may sacrifice an artifact or discard a card. If you "
                        "do, draw a card.", types=("Creature",))
    pay, then = trig.effects
    assert pay == ir.Pay(who="you", either=True, sacrifice=ir.Filter(types=("artifact",)), sacrifice_count=1,
                         discard=1, discard_filter=pay.discard_filter)
    assert isinstance(then, ir.IfResult) and then.did


def test_additional_cost_sacrifice_or_discard():
    (cost, _spell) = abilities("As an additional cost to cast this spell, sacrifice a creature or discard a card.\n"
                               "Destroy target creature or planeswalker.", types=("Sorcery",))
    c = cost.effects[0].cost
    assert c.either and c.sacrifice[0].types == ("creature",) and c.discard[1] == 1


def test_either_cost_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Cost.either"):
        ir.Cost(either=True, sacrifice=(ir.Filter(types=("creature",)), 1))


# ---- "If you didn't put a card into your hand this way, …" (608.2c) -----------------------------
def test_if_you_didnt_put_a_card_into_your_hand_this_way():
    (spell,) = abilities("Look at the top five cards of your library. You may reveal a creature card from among "
                         "them and put it into your hand. Put the rest on the bottom of your library in a random "
                         "order. If you didn't put a card into your hand this way, draw a card.", types=("Sorcery",))
    (acted,) = spell.effects
    assert isinstance(acted, ir.IfActed) and acted.effects == []
    (dig,) = acted.action
    assert isinstance(dig, ir.Dig) and dig.up_to and dig.to == "hand"
    assert acted.otherwise == [ir.Draw(who="you", amount=ir.Fixed(value=1))]


def test_if_you_didnt_put_a_card_after_no_dig_stays_a_gap():
    (gap,) = gaps("Draw a card. If you didn't put a card into your hand this way, you gain 2 life.",
                  types=("Sorcery",))
    assert gap.blocker == "took_none"


# ---- "<Spells> you cast this turn cost {N} less to cast" (601.2f, 611.2a) ---------------------------
def test_artifact_spells_you_cast_this_turn_cost_less():
    (spell,) = abilities("Artifact spells you cast this turn cost {1} less to cast.", types=("Sorcery",))
    assert spell.effects == [ir.ReduceSpellCosts(spells=ir.Filter(types=("artifact",), zone="any"), amount=-1)]


def test_spells_of_colors_cost_x_less_where_x_is():
    (act,) = abilities("{T}: Spells you cast this turn that are black and/or red cost {X} less to cast, where X "
                       "is the amount of life you lost this turn. Activate only as a sorcery.", types=("Creature",))
    (red,) = act.effects
    assert red.spells == ir.Filter(colors=("black", "red"), zone="any") and red.amount == -1
    assert red.times == ir.EventsThisTurn(event="lose_life", player="you")


def test_reduce_spell_costs_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="ReduceSpellCosts.amount"):
        ir.ReduceSpellCosts(spells=ir.Filter(zone="any"), amount=2)


# ---- "becomes an X/X … creature …, where X is …" (608.2h, 613.4b) --------------------------------
def test_becomes_an_x_x_creature_where_x_is():
    (act,) = abilities("{T}: Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its "
                       "other types, where X is the number of Elves you control.", types=("Creature",))
    (becomes,) = act.effects
    elves = ir.Count(filter=ir.Filter(subtypes=("elf",), controller="you"))
    assert (becomes.power, becomes.toughness, becomes.types) == (elves, elves, ("creature",))


def test_becomes_a_size_with_x_of_another_kind_stays_a_gap():
    (gap,) = gaps("{1}: Test Card becomes a 2/X Wall creature until end of turn.", types=("Artifact",))
    assert gap.blocker == "becomes_pt"
