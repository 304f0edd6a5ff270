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


# ---- permissions to play cards from another zone (rules 601.3, 305.1) -------------------------
def test_play_lands_from_the_graveyard():
    (st,) = abilities("You may play lands from your graveyard.")
    assert st.effects == [ir.PlayFrom(zone="graveyard", lands=ir.Filter(types=("land",), zone="any"))]
    # "play Forests": a land type is a land's (205.3i)
    (st,) = abilities("You may play Forests from your graveyard.")
    assert st.effects[0].lands == ir.Filter(types=("land",), subtypes=("forest",), zone="any")


def test_play_lands_and_cast_spells_from_the_top_of_the_library():
    (st,) = abilities("You may play lands and cast Insect spells from the top of your library.")
    assert st.effects == [ir.PlayFrom(zone="library_top", lands=ir.Filter(types=("land",), zone="any"),
                                      spells=ir.Filter(subtypes=("insect",), zone="any"))]


def test_once_during_each_of_your_turns():
    (st,) = abilities("Once during each of your turns, you may cast a permanent spell with mana value 2 or less "
                      "from your graveyard.")
    (eff,) = st.effects
    assert eff.once_each_turn and eff.zone == "graveyard" and eff.lands is None
    assert eff.spells.types == _PERMANENT and eff.spells.mana_value == ("<=", 2)


def test_playing_what_is_not_a_land_is_a_gap():
    # only lands are played (305.1); "play creature cards" is not this permission
    assert "play_from_zone" in {g.blocker for g in gaps("You may play creature cards from your graveyard.")}


def test_a_continuous_effect_on_the_spell_cast_is_a_gap():
    # 400.7a: the spell on the stack would carry it to the permanent; the engine applies such
    # effects to permanents only (an over-claim before: the effect did nothing)
    assert "spell_on_stack" in {g.blocker for g in gaps(
        "Whenever you cast a Dragon creature spell from your graveyard, it gains \"When this creature dies, "
        "exile it.\"")}


# ---- targets with a total (rule 601.2c) -----------------------------------------------------
def test_targets_with_total_mana_value():
    (sp,) = abilities("Return up to three target creature cards with total mana value 3 or less from your "
                      "graveyard to the battlefield.", types=("Sorcery",))
    (t,) = sp.targets
    assert (t.min_count, t.max_count, t.total) == (0, 3, ("mana_value", 3))
    assert t.objects.types == ("creature",) and t.objects.zone == "graveyard" and t.objects.mana_value is None


def test_a_total_of_one_target_or_of_no_targets_is_a_gap():
    assert "total_of_chosen" in {g.blocker for g in gaps(
        "Return target creature card with total mana value 3 or less from your graveyard to the battlefield.",
        types=("Sorcery",))}
    # chosen as the effect happens, not targeted: not read yet
    assert "total_of_chosen" in {g.blocker for g in gaps(
        "Return up to two creature cards with total mana value 4 or less from your graveyard to the battlefield.",
        types=("Sorcery",))}


# ---- "If you control creatures named A and B" (rule 201.2) -----------------------------------
def test_control_permanents_of_two_names():
    (ab,) = abilities("{T}: You gain 1 life. If you control creatures named Power Plant Worker and Tower Worker, "
                      "you gain 3 life instead.")
    cond = ab.effects[0].condition
    assert cond.condition == "all"
    assert [c.filter.named for c in cond.all_of] == ["Power Plant Worker", "Tower Worker"]
    assert all(c.condition == "control" and c.filter.controller == "you" and c.filter.types == ("creature",)
               for c in cond.all_of)


# ---- "Choose one of them." among the cards just exiled (rule 608.2d) --------------------------
def test_choose_one_of_the_cards_exiled():
    (sp,) = abilities("Exile the top two cards of your library. Choose one of them. Until the end of your next "
                      "turn, you may play that card.", types=("Sorcery",))
    assert [type(e).__name__ for e in sp.effects] == ["ExileTop", "ChooseOneOf", "GrantPlay"]
    assert sp.effects[2].what == "it"


def test_choose_one_of_them_with_nothing_before_is_a_gap():
    assert "antecedent" in {g.blocker for g in gaps("Choose one of them. You gain 3 life.", types=("Sorcery",))}


# ---- the top card of the library seen (rules 401.3, 401.5) -------------------------------------
def test_look_at_and_reveal_the_top_card_are_player_rules():
    # no engine decision consults them (the players' agents see every card), like hand_revealed
    (st,) = abilities("You may look at the top card of your library any time.")
    assert st.effects == [ir.PlayerRule(who="you", rule="look_at_top")]
    (st,) = abilities("Play with the top card of your library revealed.")
    assert st.effects == [ir.PlayerRule(who="you", rule="top_revealed")]
