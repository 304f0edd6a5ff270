"""Lowering of the constructs added for grammar breadth (issue 6), rule numbers cited."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face
from oraclec.compiler.normalize import normalize
from oraclec.corpus.cards import CardFace


def face(text, types=("Creature",), name="Test Card", **kw):
    return CardFace(name=name, type_line=" ".join(types), text=text, types=tuple(types), **kw)


def abilities(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    assert not gaps, gaps
    return card.abilities


def gaps(text, **kw):
    return lower_face(face(text, **kw))[1]


# ---- ability words (rule 207.2c) -------------------------------------------------------------
def test_ability_word_is_set_aside():
    # rule 207.2c: ability words have no rules meaning
    (ln,) = normalize(face("Landfall \u2014 Whenever a land you control enters, you gain 1 life.")).lines
    assert ln.text == "Whenever a land you control enters, you gain 1 life."
    assert ln.reminders == ["Landfall"]
    assert ln.oracle[ln.oracle_column(0):].startswith("Whenever")


def test_modal_dash_is_no_ability_word():
    (ln,) = normalize(face("Choose one \u2014\n\u2022 Draw a card.\n\u2022 Gain 3 life.", types=("Instant",))).lines
    assert ln.text.startswith("Choose one")


def test_landfall_trigger_lowers():
    (trig,) = abilities("Landfall \u2014 Whenever a land you control enters, you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="enters", subject=ir.Filter(types=("land",), controller="you"))


# ---- one ability, several events (rule 603.2) ------------------------------------------------
def test_enters_or_attacks_is_one_trigger_per_event():
    a, b = abilities("Whenever Test Card enters or attacks, create two 2/2 black Zombie creature tokens.")
    assert (a.trigger.event, b.trigger.event) == ("enters", "attacks")
    assert a.trigger.subject == b.trigger.subject == ir.Filter(is_self=True)
    assert a.effects == b.effects and a.text == b.text


def test_each_event_has_its_own_targets():
    a, b = abilities("Whenever Test Card enters or attacks, tap target permanent.")
    assert len(a.targets) == len(b.targets) == 1
    assert a.effects == b.effects == [ir.Tap(what="target:0")]


def test_self_or_another_creature_dies():
    a, b = abilities("Whenever Test Card or another creature you control dies, you gain 1 life.")
    assert a.trigger.subject == ir.Filter(is_self=True)
    assert b.trigger.subject == ir.Filter(types=("creature",), controller="you", other=True)
    assert a.trigger.event == b.trigger.event == "dies"


def test_cast_or_enters():
    a, b = abilities("Whenever you cast a green spell or a Forest you control enters, you gain 1 life.",
                     types=("Artifact",))
    assert a.trigger.event == "cast" and a.trigger.spell.colors == ("green",)
    assert b.trigger.event == "enters" and b.trigger.subject.subtypes == ("forest",)


def test_attacks_or_blocks_of_enchanted_creature():
    a, b = abilities("When enchanted creature attacks or blocks, sacrifice Test Card.", types=("Enchantment",))
    assert (a.trigger.event, b.trigger.event) == ("attacks", "blocks")
    assert a.effects == b.effects == [ir.Sacrifice(what="self")]


# ---- conditional static abilities (rule 611.3a) ----------------------------------------------
def test_as_long_as_you_control():
    (st,) = abilities("As long as you control an artifact, Test Card gets +2/+0 and has trample.")
    assert st.condition == ir.Condition(condition="control", filter=ir.Filter(types=("artifact",), controller="you"))
    assert st.effects == [ir.PTModify(affected="self", power=2), ir.GrantKeywords(affected="self", keywords=("trample",))]


def test_trailing_as_long_as():
    (st,) = abilities("Test Card gets +1/+1 as long as you control a Swamp.")
    assert st.condition.condition == "control" and st.condition.filter.subtypes == ("swamp",)
    assert st.effects == [ir.PTModify(affected="self", power=1, toughness=1)]


def test_as_long_as_life():
    (st,) = abilities("As long as you have 30 or more life, Test Card gets +5/+5 and has flying.")
    assert st.condition == ir.Condition(condition="life_at_least", count=30)


def test_as_long_as_top_card_is_a_color():
    (st,) = abilities("As long as the top card of your library is black, Test Card has flying.")
    assert st.condition == ir.Condition(condition="top_of_library",
                                        filter=ir.Filter(colors=("black",), zone="library"))


def test_during_your_turn():
    (st,) = abilities("During your turn, Test Card has first strike.")
    assert st.condition == ir.Condition(condition="your_turn")


def test_threshold_condition():
    (st,) = abilities("Test Card gets +2/+1 as long as there are seven or more cards in your graveyard.")
    assert st.condition == ir.Condition(condition="graveyard_size", count=7)


# ---- conditions on this turn's events (rule 603.4) -------------------------------------------
def test_if_a_creature_died_this_turn():
    (trig,) = abilities("At the beginning of your end step, if a creature died this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="dies",
                                          filter=ir.Filter(types=("creature",), zone="any"))


def test_five_or_more_nonzombie_creatures_died_under_your_control():
    (trig,) = abilities("When Test Card enters, if five or more non-Zombie creatures died under your "
                        "control this turn, draw a card.")
    assert trig.condition == ir.Condition(
        condition="this_turn", event="dies", count=5, player="you",
        filter=ir.Filter(types=("creature",), not_subtypes=("zombie",), zone="any"))


def test_if_you_attacked_this_turn():
    (trig,) = abilities("When Test Card enters, if you attacked this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="attacks", player="you")


def test_life_this_turn():
    (trig,) = abilities("At the beginning of your end step, if an opponent lost life this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="lose_life", player="opponent")
    (trig,) = abilities("At the beginning of your end step, if you gained 3 or more life this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="gain_life", player="you", count=3)
    (trig,) = abilities("At the beginning of your end step, if you gained or lost life this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="gain_or_lose_life", player="you")


def test_intervening_if_you_control():
    # rule 603.4: the condition is checked on triggering and on resolution
    (trig,) = abilities("When Test Card enters, if you control a creature with power 4 or greater, draw a card.")
    assert trig.condition == ir.Condition(condition="control", filter=ir.Filter(
        types=("creature",), power=(">=", 4), controller="you"))


def test_intervening_if_untapped_still_lowers():
    (trig,) = abilities("At the beginning of your upkeep, if Test Card is untapped, you gain 1 life.",
                        types=("Artifact",))
    assert trig.condition == ir.Condition(condition="untapped")


# ---- landwalk granted (rule 702.14) ------------------------------------------------------------
def test_landwalk_granted_by_a_lord():
    (st,) = abilities("Other Goblins get +1/+1 and have mountainwalk.")
    assert st.effects[1] == ir.GrantKeywords(affected=ir.Filter(subtypes=("goblin",), other=True),
                                             keywords=("mountainwalk",))


def test_landwalk_keyword_line_still_lowers():
    (kw,) = abilities("Swampwalk")
    assert kw == ir.KeywordAbility(name="swampwalk", rule="702.14", text="Swampwalk", line=1)


def test_landwalk_the_engine_lacks_is_a_gap():
    (g,) = gaps("Desertwalk")
    assert g.blocker == "keyword:desertwalk"


# ---- a duration stated first (rule 611.2a) -------------------------------------------------------
def test_until_end_of_turn_first_covers_the_sentence():
    (spell,) = abilities("Until end of turn, creatures you control get +1/+1 and gain haste.", types=("Instant",))
    pump, grant = spell.effects
    assert pump.duration == grant.duration == "end_of_turn"
    assert isinstance(pump, ir.ModifyPT) and isinstance(grant, ir.GrantKeywordsUntil)


def test_until_end_of_turn_first_with_two_targets():
    (spell,) = abilities("Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.",
                         types=("Instant",))
    assert [e.what for e in spell.effects] == ["target:0", "target:1"]
    assert all(e.duration == "end_of_turn" for e in spell.effects)


def test_until_end_of_turn_on_an_effect_without_duration_is_a_gap():
    (g,) = gaps("Until end of turn, draw a card.", types=("Instant",))
    assert g.blocker == "fronted_duration"


# ---- "and" in a list of kinds ------------------------------------------------------------------------
def test_and_list_of_types_is_one_group():
    (spell,) = abilities("Destroy all artifacts, creatures, and enchantments.", types=("Sorcery",))
    assert spell.effects == [ir.Destroy(what=ir.All(filter=ir.Filter(types=("artifact", "creature", "enchantment"))))]


# ---- paying costs on resolution (rule 118.12) ---------------------------------------------------
def test_you_may_pay_if_you_do():
    (trig,) = abilities("Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
                        types=("Artifact",))
    assert trig.effects == [ir.Pay(who="you", mana="{1}"),
                            ir.IfResult(did=True, effects=[ir.GainLife(who="you", amount=ir.Fixed(value=1))])]


def test_counter_unless_its_controller_pays():
    # rule 118.12a: "[Do something] unless [a player does something else]"
    (spell,) = abilities("Counter target spell unless its controller pays {3}.", types=("Instant",))
    assert spell.effects == [ir.Pay(who="target:0:controller", mana="{3}"),
                             ir.IfResult(did=False, effects=[ir.CounterSpell(what="target:0")])]


def test_sacrifice_unless_you_pay():
    (trig,) = abilities("At the beginning of your upkeep, sacrifice Test Card unless you pay {U}.")
    assert trig.effects == [ir.Pay(who="you", mana="{U}"), ir.IfResult(did=False, effects=[ir.Sacrifice(what="self")])]


def test_pay_life():
    (trig,) = abilities("When Test Card enters, you may pay 2 life. If you do, draw a card.")
    assert trig.effects[0] == ir.Pay(who="you", life=2)


def test_pay_waits_for_the_runtime_verb():
    # a node without a runtime verb keeps the card below compiled, named (NEW_VERBS.md)
    from oraclec.compiler.build import compile_face
    from oraclec.compiler.cache import runtime_names
    c = compile_face(face("Counter target spell unless its controller pays {3}.", types=("Instant",)))
    if "pay" not in runtime_names():
        assert c.level == "parsed" and c.gaps[-1].blocker == "codegen"
    else:
        assert c.level == "compiled"


# ---- keyword actions: fight (701.12), surveil (701.42) ----------------------------------------------
def test_fights():
    (trig,) = abilities("When Test Card enters, it fights target creature you don't control.")
    assert trig.effects == [ir.Fight(what="self", other="target:0")]
    assert trig.targets[0].objects.controller == "not_you"


def test_target_fights_target():
    (spell,) = abilities("Target creature you control fights target creature you don't control.",
                         types=("Sorcery",))
    assert spell.effects == [ir.Fight(what="target:0", other="target:1")]


def test_that_creature_fights():
    (spell,) = abilities("Put a +1/+1 counter on target creature you control. Then that creature fights "
                         "target creature you don't control.", types=("Sorcery",))
    assert spell.effects[1] == ir.Fight(what="target:0", other="target:1")


def test_surveil():
    (trig,) = abilities("When Test Card enters, surveil 2.")
    assert trig.effects == [ir.Surveil(who="you", amount=ir.Fixed(value=2))]


# ---- targets: "each of up to two other target creatures" (rule 115.1, 109.5) ------------------------
def test_each_of_up_to_two_other_targets():
    (trig,) = abilities("When Test Card enters, put a +1/+1 counter on each of up to two other target "
                        "creatures you control.")
    (t,) = trig.targets
    assert (t.min_count, t.max_count) == (0, 2)
    assert t.objects == ir.Filter(types=("creature",), controller="you", other=True)
    assert trig.effects == [ir.AddCounters(what="target:0", counter="+1/+1", amount=ir.Fixed(value=1))]


def test_up_to_one_other_target():
    (trig,) = abilities("When Test Card enters, return up to one other target permanent you control to its "
                        "owner's hand.")
    assert trig.targets[0].objects.other and trig.targets[0].max_count == 1


def test_for_each_after_the_duration():
    (trig,) = abilities("Whenever Test Card attacks, it gets +1/+0 until end of turn for each other attacking Goblin.")
    (e,) = trig.effects
    assert e.power == ir.Count(filter=ir.Filter(subtypes=("goblin",), other=True, attacking=True))
    assert e.toughness == ir.Fixed(value=0) and e.duration == "end_of_turn"


def test_a_group_attacks_each_combat():
    # rule 508.1d
    (st,) = abilities("Other Goblin creatures you control attack each combat if able.")
    assert st.effects == [ir.Restriction(affected=ir.Filter(types=("creature",), subtypes=("goblin",),
                                                            controller="you", other=True),
                                         what="attacks_each_combat")]


# ---- cost increase (rule 601.2f) -------------------------------------------------------------------
def test_costs_more_for_each_target_beyond_the_first():
    (st,) = abilities("Test Card costs {1} more to cast for each target beyond the first.", types=("Sorcery",))
    assert st.effects == [ir.CostModifier(amount=1, per="extra_target")]


# ---- predefined tokens (rule 111.10) ---------------------------------------------------------------
def test_treasure_token_has_its_mana_ability():
    (trig,) = abilities("When Test Card dies, create a Treasure token.")
    (e,) = trig.effects
    assert e.token.types == ("artifact",) and e.token.subtypes == ("treasure",) and e.token.colors == ()
    (mana,) = e.token.abilities
    assert mana.cost == ir.Cost(tap=True, sacrifice_self=True) and mana.produces == ("any",)


# ---- costs and destinations from the graveyard ----------------------------------------------------
def test_exile_self_from_graveyard_cost_activates_there():
    (act,) = abilities("{3}{G}{G}, Exile Test Card from your graveyard: Create a 3/3 green Beast creature token.")
    assert act.cost == ir.Cost(mana="{3}{G}{G}", exile_self=True) and act.zone == "graveyard"


def test_return_to_the_battlefield_tapped():
    (act,) = abilities("{1}{B}: Return Test Card from your graveyard to the battlefield tapped.")
    assert act.effects == [ir.PutOntoBattlefield(what="self", tapped=True)] and act.zone == "graveyard"


# ---- "this way" reads the previous effect's result -------------------------------------------------
def test_life_lost_this_way():
    (spell,) = abilities("Each opponent loses 3 life. You gain life equal to the life lost this way.",
                         types=("Sorcery",))
    assert spell.effects[1] == ir.GainLife(who="you", amount=ir.Prev(key="amount"))


# ---- characteristic-defining power, added types (rules 604.3, 205.1b) -------------------------------
def test_power_only_cda():
    (st,) = abilities("Test Card's power is equal to the number of land cards in your graveyard.",
                      power="*", toughness="5")
    (e,) = st.effects
    assert e.affected == "self" and e.toughness is None
    assert e.power == ir.Count(filter=ir.Filter(types=("land",), zone="graveyard", owner="you"))


def test_gets_has_and_is_a_type():
    (st,) = abilities("Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its "
                      "other types.", types=("Enchantment",))
    assert st.effects == [ir.PTModify(affected="enchanted", power=2, toughness=2),
                          ir.GrantKeywords(affected="enchanted", keywords=("first strike",)),
                          ir.AddTypes(affected="enchanted", subtypes=("knight",))]


def test_basic_land_type_added_gives_its_mana_ability_in_the_engine():
    # rule 305.7: "in addition to its other land types": the land keeps its types and text and gains
    # the new type (and, in the engine, its mana ability: layers.add_intrinsic_mana)
    (st,) = abilities("Each land is a Swamp in addition to its other land types.", types=("Land",))
    assert st.effects == [ir.AddTypes(affected=ir.Filter(types=("land",)), subtypes=("swamp",))]


def test_basic_land_types_set_in_place_of_the_others():
    # rule 305.7: "Enchanted land is a Swamp." / "Nonbasic lands are Mountains." replace the land types
    (_, st) = abilities("Enchant land\nEnchanted land is a Swamp.", types=("Enchantment",), subtypes=("Aura",))
    assert st.effects == [ir.AddTypes(affected="enchanted", subtypes=("swamp",), replace_land_types=True)]
    (st,) = abilities("Nonbasic lands are Mountains.", types=("Enchantment",))
    assert st.effects[0].replace_land_types and st.effects[0].subtypes == ("mountain",)
    assert st.effects[0].affected.not_supertypes == ("basic",)
    (st,) = abilities("All Mountains are Plains.", types=("Enchantment",))
    assert st.effects == [ir.AddTypes(affected=ir.Filter(subtypes=("mountain",)), subtypes=("plains",),
                                      replace_land_types=True)]


def test_land_type_set_on_what_is_not_a_land_or_not_a_basic_type_is_a_gap():
    # the Aura must enchant a land; a creature type set with no "in addition" is not 305.7
    assert {g.blocker for g in gaps("Enchant creature\nEnchanted creature is a Swamp.", types=("Enchantment",),
                                    subtypes=("Aura",))} == {"becomes_replace"}
    assert {g.blocker for g in gaps("Enchant land\nEnchanted land is a Desert.", types=("Enchantment",),
                                    subtypes=("Aura",))} == {"becomes_replace"}


def test_the_chosen_basic_land_type_and_becomes_an_island():
    (_, _, st) = abilities("Enchant land\nAs this Aura enters, choose a basic land type.\n"
                           "Enchanted land is the chosen type.", types=("Enchantment",), subtypes=("Aura",))
    assert st.effects == [ir.AddTypes(affected="enchanted", chosen=True, replace_land_types=True)]
    (ab,) = abilities("{T}: Target land becomes an Island until end of turn.", types=("Creature",))
    (eff,) = ab.effects
    assert (eff.subtypes, eff.replace_land_types, eff.duration) == (("island",), True, "end_of_turn")


def test_replace_land_types_validation_names_node_and_field():
    import pytest
    with pytest.raises(ValueError, match="AddTypes.replace_land_types"):
        ir.AddTypes(affected="enchanted", subtypes=("zombie",), replace_land_types=True)


def test_lands_that_are_still_lands():
    # rule 205.1b: "All Swamps are 1/1 black creatures that are still lands." (layers 4, 5, 7b)
    (st,) = abilities("All Swamps are 1/1 black creatures that are still lands.", types=("Artifact",))
    swamps = ir.Filter(subtypes=("swamp",))
    assert st.effects == [ir.AddTypes(affected=swamps, types=("creature",), colors=("black",), replace_colors=True),
                          ir.PTSet(affected=swamps, power=ir.Fixed(value=1), toughness=ir.Fixed(value=1), cda=False)]


# ---- untap step, searches for "up to", draws equal to ------------------------------------------------
def test_doesnt_untap_during_your_untap_step():
    # rule 109.5: "your" in a permanent's static ability is its controller
    (st,) = abilities("Test Card doesn't untap during your untap step.", types=("Artifact",))
    assert st.effects == [ir.Restriction(affected="self", what="doesnt_untap")]


def test_group_doesnt_untap():
    (st,) = abilities("Creatures with power 3 or greater don't untap during their controllers' untap steps.",
                      types=("Artifact",))
    assert st.effects == [ir.Restriction(affected=ir.Filter(types=("creature",), power=(">=", 3)),
                                         what="doesnt_untap")]


def test_search_for_up_to_two():
    (trig,) = abilities("When Test Card enters, search your library for up to two land cards, put them onto "
                        "the battlefield tapped, then shuffle.")
    (e,) = trig.effects
    assert e == ir.SearchLibrary(who="you", filter=ir.Filter(types=("land",), zone="library"),
                                 amount=ir.Fixed(value=2), to="battlefield", tapped=True, shuffle=True)


def test_draw_cards_equal_to():
    (spell,) = abilities("Draw cards equal to the number of cards named Test Card in your graveyard.",
                         types=("Instant",))
    assert spell.effects == [ir.Draw(who="you", amount=ir.Count(filter=ir.Filter(
        zone="graveyard", owner="you", same_name_as="self")))]


def test_gets_and_cant_block():
    (_, st) = abilities("Enchant creature\nEnchanted creature gets -1/-1 and can't block.", types=("Enchantment",))
    assert st.effects == [ir.PTModify(affected="enchanted", power=-1, toughness=-1),
                          ir.Restriction(affected="enchanted", what="cant_block")]


def test_gets_and_attacks_each_combat():
    (_, st) = abilities("Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able.",
                        types=("Enchantment",))
    assert st.effects[1] == ir.Restriction(affected="enchanted", what="attacks_each_combat")


def test_that_player_is_the_controller_of_the_opponents_creature():
    (_, trig) = abilities("When Test Card enters, creatures your opponents control get -2/-2 until end of turn.\n"
                          "Whenever a creature an opponent controls dies, that player loses 2 life.")
    assert trig.effects == [ir.LoseLife(who="trigger:object:controller", amount=ir.Fixed(value=2))]


# ---- counters as quantities (rule 122), listed negations, a graveyard exiled --------------------------
def test_number_of_counters_on_self():
    (act,) = abilities("{T}: Target player mills X cards, where X is the number of charge counters on Test Card.",
                       types=("Artifact",))
    assert act.effects == [ir.Mill(who="target:0", amount=ir.CountersOn(ref="self", counter="charge"))]


def test_for_each_counter_on_self():
    (st,) = abilities("Equipped creature gets +1/+1 for each soul counter on Test Card.", types=("Artifact",))
    assert st.effects == [ir.PTModify(affected="equipped", power=1, toughness=1,
                                      per=ir.CountersOn(ref="self", counter="soul"))]


def test_negations_listed_with_commas():
    (spell,) = abilities("Destroy target nonartifact, nonblack creature. It can't be regenerated.", types=("Instant",))
    assert spell.targets[0].objects == ir.Filter(types=("creature",), not_types=("artifact",), not_colors=("black",))


def test_exile_target_players_graveyard():
    (act,) = abilities("{T}, Sacrifice Test Card: Exile target player's graveyard.", types=("Artifact",))
    assert act.effects == [ir.Exile(what=ir.All(filter=ir.Filter(zone="graveyard", owner="target:0")))]


def test_whenever_an_opponent_loses_life():
    (trig,) = abilities("Whenever an opponent loses life, you gain that much life.")
    assert trig.trigger == ir.Trigger(event="lose_life", player="opponent")
    assert trig.effects == [ir.GainLife(who="you", amount=ir.Prev())]


# ---- looking at the top cards and taking some: one Dig (NEW_VERBS.md) -------------------------------
def test_dig_put_one_and_the_rest_on_the_bottom():
    (spell,) = abilities("Look at the top four cards of your library. Put one of them into your hand and the "
                         "rest on the bottom of your library in any order.", types=("Instant",))
    assert spell.effects == [ir.Dig(who="you", amount=ir.Fixed(value=4), take=1, rest="bottom_any")]


def test_dig_may_reveal_a_card_from_among_them():
    (act,) = abilities("{2}{W}: Look at the top four cards of your library. You may reveal a creature card with "
                       "power 2 or less from among them and put it into your hand. Put the rest on the bottom of "
                       "your library in a random order.")
    (e,) = act.effects
    assert e == ir.Dig(who="you", amount=ir.Fixed(value=4), take=1, up_to=True, reveal_taken=True,
                       filter=ir.Filter(types=("creature",), power=("<=", 2), zone="library"),
                       rest="bottom_random")


def test_dig_revealed_rest_to_graveyard():
    (trig,) = abilities("When Test Card enters, reveal the top four cards of your library. You may put a land "
                        "card from among them into your hand. Put the rest into your graveyard.")
    (e,) = trig.effects
    assert e.revealed and e.up_to and e.rest == "graveyard" and e.filter.types == ("land",)


def test_dig_the_other_into_the_graveyard():
    (trig,) = abilities("When Test Card dies, look at the top two cards of your library. Put one of them into "
                        "your hand and the other into your graveyard.")
    assert trig.effects == [ir.Dig(who="you", amount=ir.Fixed(value=2), rest="graveyard")]


def test_a_look_with_nothing_taken_is_a_gap():
    (g,) = gaps("When Test Card enters, look at the top two cards of your library.")
    assert g.blocker == "look_at_top"


# ---- "A and B" as one operand (each of them) ---------------------------------------------------------
def test_destroy_two_groups():
    (spell,) = abilities("Destroy all creatures you don't control and all planeswalkers you don't control.",
                         types=("Sorcery",))
    assert spell.effects == [ir.Destroy(what=(ir.All(filter=ir.Filter(types=("creature",), controller="not_you")),
                                              ir.All(filter=ir.Filter(types=("planeswalker",), controller="not_you"))))]


def test_return_two_targets():
    (spell,) = abilities("Return target creature you control and target creature you don't control to their "
                         "owners' hands.", types=("Instant",))
    assert spell.effects == [ir.ReturnToHand(what=("target:0", "target:1"))]


def test_with_mana_value_exactly():
    (trig,) = abilities("When Test Card enters, you may search your library for an instant or sorcery card with "
                        "mana value 1, reveal it, put it into your hand, then shuffle.")
    assert trig.effects[0].effects[0].filter.mana_value == ("==", 1)


def test_put_that_many_counters():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, put that many incubation counters on it.")
    assert trig.effects == [ir.AddCounters(what="self", counter="incubation", amount=ir.Prev())]


def test_create_that_many_tokens():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player, create that many 1/1 green Elf "
                        "Warrior creature tokens.")
    assert trig.effects[0].amount == ir.Prev()


def test_doesnt_untap_and_no_activated_abilities():
    (_, st) = abilities("Enchant artifact or creature\nEnchanted permanent doesn't untap during its controller's "
                        "untap step and its activated abilities can't be activated.", types=("Enchantment",))
    assert [e.what for e in st.effects] == ["doesnt_untap", "activated_abilities_cant_be_activated"]


def test_enters_with_a_number_of_counters_equal_to():
    (st,) = abilities("Test Card enters with a number of +1/+1 counters on it equal to the number of creature "
                      "cards in all graveyards.")
    assert st.effects == [ir.EntersWithCounters(counter="+1/+1", amount=ir.Count(
        filter=ir.Filter(types=("creature",), zone="graveyard")))]


def test_create_a_number_of_tokens_equal_to():
    (trig,) = abilities("When Test Card enters, create a number of 1/1 white Rabbit creature tokens equal to the "
                        "number of other creatures you control named Test Card.")
    assert trig.effects[0].amount == ir.Count(filter=ir.Filter(types=("creature",), controller="you", other=True,
                                                                same_name_as="self"))


def test_discards_a_kind_of_card():
    (trig,) = abilities("Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token.",
                        types=("Enchantment",))
    assert trig.trigger == ir.Trigger(event="discard", player="opponent",
                                      subject=ir.Filter(types=("creature",), zone="any"))


def test_if_defending_player_controls_no():
    (trig,) = abilities("Whenever Test Card attacks, if defending player controls no Walls, it deals 2 damage to "
                        "each creature without flying that player controls.")
    assert trig.condition == ir.Condition(condition="opponent_controls", filter=ir.Filter(subtypes=("wall",)),
                                          ref="defending", negate=True)


def test_if_you_control_no():
    (trig,) = abilities("At the beginning of your upkeep, if you control no Islands, sacrifice Test Card.")
    assert trig.condition == ir.Condition(condition="not_control", filter=ir.Filter(subtypes=("island",)))


def test_mana_of_any_one_color_is_five_options():
    # rule 106.1b/605.1a: one color chosen, all the mana of it
    (mana,) = abilities("{T}, Sacrifice Test Card: Add three mana of any one color.", types=("Artifact",))
    assert isinstance(mana, ir.ManaAbility)
    assert mana.produces == ("{W}{W}{W}", "{U}{U}{U}", "{B}{B}{B}", "{R}{R}{R}", "{G}{G}{G}")


# ---- "can't be blocked by …" is "can't be blocked except by" the complement (rule 509.1b) --------------
def test_cant_be_blocked_by_walls():
    (st,) = abilities("Test Card can't be blocked by Walls.")
    assert st.effects == [ir.Restriction(affected="self", what="cant_be_blocked_except_by",
                                         by=ir.Filter(not_subtypes=("wall",)))]


def test_cant_be_blocked_by_small_creatures():
    (st,) = abilities("Test Card can't be blocked by creatures with power 2 or less.")
    assert st.effects[0].by == ir.Filter(power=(">", 2))


def test_lure():
    # rule 509.1c
    (_, st) = abilities("Enchant creature\nAll creatures able to block enchanted creature do so.",
                        types=("Enchantment",))
    assert st.effects == [ir.Restriction(affected="enchanted", what="must_be_blocked_by_all")]


# ---- Domain quantities (NEW_VERBS.md: BasicLandTypes) --------------------------------------------------
def test_domain_one_plus_the_number_of_basic_land_types():
    (spell,) = abilities("Test Card deals X damage to target tapped creature, where X is 1 plus the number of "
                         "basic land types among lands you control.", types=("Instant",))
    assert spell.effects[0].amount == ir.Sum(parts=(ir.Fixed(value=1), ir.BasicLandTypes(ref="you")))


def test_domain_for_each_basic_land_type():
    (spell,) = abilities("Target creature gets +1/+1 until end of turn for each basic land type among lands you "
                         "control.", types=("Instant",))
    assert spell.effects[0].power == ir.BasicLandTypes(ref="you")


def test_twice_the_number():
    (st,) = abilities("Test Card's power and toughness are each equal to twice the number of basic land types "
                      "among lands you control.", power="*", toughness="*")
    assert st.effects[0].power == ir.Times(factor=2, of=ir.BasicLandTypes(ref="you"))


def test_minus_x():
    (spell,) = abilities("Target creature gets -X/-X until end of turn.", types=("Instant",))
    assert spell.effects[0].power == spell.effects[0].toughness == ir.Times(factor=-1, of=ir.XValue())


# ---- activation limits (rule 602.5b) ---------------------------------------------------------
def test_mana_ability_activated_only_if_you_control_either_land():
    _, mana = abilities("{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp.",
                        types=("Land",))
    assert isinstance(mana, ir.ManaAbility)
    assert mana.condition == ir.Condition(condition="control", filter=ir.Filter(
        subtypes=("island", "swamp"), controller="you"))


def test_sorcery_and_once_each_turn():
    (ab,) = abilities("Discard a card: Draw a card. Activate only as a sorcery and only once each turn.")
    assert ab.timing == "sorcery" and ab.once_per_turn and ab.condition is None


def test_only_once_and_only_if_a_creature_died():
    (ab,) = abilities("{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this turn.")
    assert ab.condition == ir.Condition(condition="this_turn", event="dies",
                                        filter=ir.Filter(types=("creature",), zone="any"))
    (ab,) = abilities("{7}: Put seven +1/+1 counters on Test Card. Activate only once.", types=("Artifact",))
    assert ab.only_once and not ab.once_per_turn


def test_only_during_your_turn():
    (ab,) = abilities("{1}: Test Card gets +1/+1 until end of turn. Activate only during your turn.")
    assert ab.condition == ir.Condition(condition="your_turn")


def test_either_of_two_different_descriptions_is_a_gap():
    (g,) = gaps("{T}: Draw a card. Activate only if you control a Swamp or an artifact creature.")
    assert g.blocker == "condition_either"


# ---- modal triggered abilities (rule 700.2) ----------------------------------------------------
def test_modal_trigger_modes_have_their_own_targets():
    (trig,) = abilities("When Test Card enters, choose one \u2014\n\u2022 Return another target nonland "
                        "permanent to its owner's hand.\n\u2022 Draw a card.")
    assert trig.trigger == ir.Trigger(event="enters", subject=ir.Filter(is_self=True))
    assert trig.choose == (1, 1) and not trig.effects and not trig.targets
    bounce, draw = trig.modes
    assert len(bounce.targets) == 1 and not draw.targets
    assert isinstance(draw.effects[0], ir.Draw)


def test_modal_trigger_up_to_one_with_a_condition():
    (trig,) = abilities("At the beginning of your end step, if a creature died this turn, choose up to one "
                        "\u2014\n\u2022 You gain 2 life.\n\u2022 Draw a card.")
    assert trig.choose == (0, 1) and trig.condition.event == "dies"


# ---- predefined tokens (rule 111.10) and investigate (701.36a) -------------------------------
def test_food_token_ability_comes_from_rule_111_10b():
    (spell,) = abilities("Create a Food token.", types=("Sorcery",))
    (create,) = spell.effects
    assert create.token.name == "Food Token" and create.token.types == ("artifact",)
    (food,) = create.token.abilities
    assert food.cost == ir.Cost(mana="{2}", tap=True, sacrifice_self=True)
    assert food.effects == [ir.GainLife(who="you", amount=ir.Fixed(value=3))]


def test_investigate_creates_a_clue():
    (spell,) = abilities("Draw a card. Investigate.", types=("Instant",))
    draw, create = spell.effects
    assert create.token.name == "Clue Token"
    (clue,) = create.token.abilities
    assert clue.cost == ir.Cost(mana="{2}", sacrifice_self=True)
    assert isinstance(clue.effects[0], ir.Draw)


def test_powerstone_token_mana_restriction():
    # rule 111.10h: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (106.6)
    (spell,) = abilities("Create a Powerstone token.", types=("Sorcery",))
    (mana,) = spell.effects[0].token.abilities
    assert mana.spend.spells == ir.Filter(types=("artifact",), zone="any")


# ---- cost changes (rule 601.2f) ----------------------------------------------------------------
def test_spells_you_cast_cost_less():
    (st,) = abilities("Instant and sorcery spells you cast cost {1} less to cast.")
    (mod,) = st.effects
    assert mod == ir.CostModifier(amount=-1, who="you", spells=ir.Filter(types=("instant", "sorcery"), zone="any"))


def test_noncreature_spells_cost_more_for_everyone():
    (st,) = abilities("Noncreature spells cost {1} more to cast.")
    assert st.effects == [ir.CostModifier(amount=1, who="any", spells=ir.Filter(not_types=("creature",), zone="any"))]


def test_self_cost_reduction_for_each_and_if():
    (st,) = abilities("This spell costs {1} less to cast for each creature card in your graveyard.\n"
                      "Exile target creature.", types=("Instant",))[:1]
    (mod,) = st.effects
    assert mod.amount == -1 and mod.times.filter.zone == "graveyard" and mod.spells is None
    (st,) = abilities("This spell costs {1} less to cast if you control a Wizard.\nDraw a card.",
                      types=("Sorcery",))[:1]
    assert st.effects[0].condition == ir.Condition(condition="control", filter=ir.Filter(
        subtypes=("wizard",), controller="you"))


# ---- additional costs (rules 601.2f, 118.8) ---------------------------------------------------
def test_additional_cost_sacrifice_a_creature_or_enchantment():
    st, spell = abilities("As an additional cost to cast this spell, sacrifice a creature or enchantment.\n"
                          "Draw two cards.", types=("Sorcery",))
    (add,) = st.effects
    assert add == ir.AdditionalCost(cost=ir.Cost(sacrifice=(ir.Filter(types=("creature", "enchantment")), 1)))


def test_additional_mana_cost_is_a_gap():
    (g,) = gaps("As an additional cost to cast this spell, {2}, pay 2 life.\nDraw two cards.", types=("Sorcery",))
    assert g.blocker == "additional_cost"


def test_enters_tapped_unless_a_player_has_13_or_less_life():
    st, _ = abilities("Test Card enters tapped unless a player has 13 or less life.\n{T}: Add {G}.", types=("Land",))
    assert st.effects == [ir.EntersTapped(unless=ir.Condition(condition="life_at_most", count=13, player="any"))]


# ---- "Whenever you attack" (rule 508.1) --------------------------------------------------------
def test_whenever_you_attack():
    (trig,) = abilities("Whenever you attack, create a 1/1 red Gremlin creature token.")
    assert trig.trigger == ir.Trigger(event="you_attack", player="you")
    (trig,) = abilities("Whenever you attack with two or more creatures, draw a card.")
    assert trig.trigger == ir.Trigger(event="you_attack", player="you", count=2,
                                      subject=ir.Filter(types=("creature",)))


def test_creature_or_vehicle_is_either_description():
    (spell,) = abilities("Destroy target creature or Vehicle.", types=("Instant",))
    assert spell.targets[0].objects.any_of == (ir.Filter(types=("creature",)), ir.Filter(subtypes=("vehicle",)))


def test_power_qualifies_the_creature_of_a_list_only():
    # only creatures have power (208.3): "artifact, enchantment, or creature with power 4 or greater"
    (spell,) = abilities("Destroy target artifact, enchantment, or creature with power 4 or greater.",
                         types=("Instant",))
    objects = spell.targets[0].objects
    assert objects.types == () and objects.power is None
    assert objects.any_of == (ir.Filter(types=("artifact", "enchantment")),
                              ir.Filter(types=("creature",), power=(">=", 4)))
    # a quality every kind has still qualifies them all
    (spell,) = abilities("Destroy target artifact or creature with mana value 3 or less.", types=("Instant",))
    assert spell.targets[0].objects.types == ("artifact", "creature") and spell.targets[0].objects.mana_value


def test_mana_ability_that_also_deals_damage():
    _, pain = abilities("{T}: Add {C}.\n{T}: Add {R} or {G}. Test Card deals 1 damage to you.", types=("Land",))
    assert isinstance(pain, ir.ManaAbility) and pain.produces == ("{R}", "{G}")
    assert pain.effects == [ir.Damage(amount=ir.Fixed(value=1), to="you")]


# ---- the nth event of a turn ------------------------------------------------------------------
def test_second_card_each_turn_and_first_time_each_turn():
    (trig,) = abilities("Whenever you draw your second card each turn, draw a card.")
    assert trig.trigger == ir.Trigger(event="draw", player="you", nth=2)
    (trig,) = abilities("Whenever Test Card becomes the target of a spell or ability you control for the "
                        "first time each turn, put a +1/+1 counter on it.")
    assert trig.trigger == ir.Trigger(event="becomes_target", subject=ir.Filter(is_self=True), player="you", nth=1)
    (trig,) = abilities("Whenever you gain life for the first time each turn, draw a card.")
    assert trig.trigger == ir.Trigger(event="gain_life", player="you", nth=1)


# ---- choosing a card from a revealed hand (rule 701.16a) -------------------------------------
def test_reveal_choose_discard_is_one_choice():
    (spell,) = abilities("Target opponent reveals their hand. You choose a nonland card from it. "
                         "That player discards that card.", types=("Sorcery",))
    assert spell.effects == [ir.ChooseCard(who="target:0", filter=ir.Filter(not_types=("land",), zone="hand"),
                                           then="discard")]


def test_reveal_choose_exile_that_card():
    (spell,) = abilities("Target opponent reveals their hand. You choose an artifact or creature card from it. "
                         "Exile that card.", types=("Instant",))
    choose, exile = spell.effects
    assert choose.then is None and exile == ir.Exile(what="chosen")


def test_exile_until_this_leaves_the_battlefield():
    (trig,) = abilities("When Test Card enters, exile target nonland permanent an opponent controls until "
                        "Test Card leaves the battlefield.", types=("Enchantment",))
    assert trig.effects == [ir.ExileUntilLeaves(what="target:0")]


def test_youve_drawn_or_cast_this_turn_and_first_main_phase():
    (st,) = abilities("As long as you've drawn two or more cards this turn, Test Card gets +0/+2.")
    assert st.condition == ir.Condition(condition="this_turn", event="draw", player="you", count=2)
    (trig,) = abilities("At the beginning of your end step, if you've cast a noncreature spell this turn, draw a card.")
    assert trig.condition == ir.Condition(condition="this_turn", event="cast", player="you",
                                          filter=ir.Filter(not_types=("creature",), zone="any"))
    (trig,) = abilities("At the beginning of your second main phase, draw a card.")
    assert trig.trigger == ir.Trigger(event="beginning_of_step", step="main2", whose="you")


def test_owner_puts_it_on_top_or_bottom_of_their_choice():
    (spell,) = abilities("Target creature's owner puts it on their choice of the top or bottom of their library.",
                         types=("Instant",))
    assert spell.effects == [ir.PutOnLibraryChoice(what="target:0")]


def test_if_a_static_condition_then_effects():
    (spell,) = abilities("Draw a card. If you control a blue creature, draw a card.", types=("Instant",))
    draw, cond = spell.effects
    assert cond.condition == ir.Condition(condition="control", filter=ir.Filter(
        types=("creature",), colors=("blue",), controller="you"))
    assert isinstance(cond.effects[0], ir.Draw)


# ---- quoted abilities (rule 113.2c): granted, gained until end of turn, of tokens -------------
_PING = ir.ActivatedAbility(cost=ir.Cost(tap=True), targets=[ir.Target(
    objects=ir.Filter(types=("creature", "planeswalker", "battle")), players=ir.PlayerFilter(who="any"),
    text="any target")], effects=[ir.Damage(amount=ir.Fixed(value=1), to="target:0")],
    text="{T}: This creature deals 1 damage to any target.")


def test_a_quoted_ability_is_granted_by_a_static_ability():
    # the period ending the quotation ends the sentence too; "this creature" inside is the object
    # that has the ability
    _, st = abilities('Enchant creature\nEnchanted creature gets +2/+2 and has "{T}: This creature deals '
                      '1 damage to any target."', types=("Enchantment",))
    assert st.effects == [ir.PTModify(affected="enchanted", power=2, toughness=2),
                          ir.GrantAbility(affected="enchanted", ability=_PING)]


def test_a_quoted_ability_is_gained_until_end_of_turn():
    (trig,) = abilities('When Test Card enters, other creatures you control gain "{T}: This creature deals '
                        '1 damage to any target" until end of turn.')
    (grant,) = trig.effects
    assert grant.what == ir.All(filter=ir.Filter(types=("creature",), controller="you", other=True))
    assert grant.duration == "end_of_turn"
    assert grant.ability.text == "{T}: This creature deals 1 damage to any target"
    assert grant.ability.effects == _PING.effects


def test_tokens_with_keywords_and_quoted_abilities():
    (spell,) = abilities('Create a 1/1 black Rat creature token with deathtouch and "When this token dies, '
                         'you gain 1 life."', types=("Sorcery",))
    tok = spell.effects[0].token
    assert tok.keywords == ("deathtouch",)
    (dies,) = tok.abilities
    assert dies.trigger == ir.Trigger(event="dies", subject=ir.Filter(is_self=True))


def test_it_has_defines_the_token_just_created():
    # rule 111.3: "Create a … token. It has "…"" — the second sentence is part of the token
    (trig,) = abilities('When Test Card dies, create a 1/1 colorless Eldrazi Scion creature token. '
                        'It has "Sacrifice this token: Add {C}."')
    (create,) = trig.effects
    (mana,) = create.token.abilities
    assert mana == ir.ManaAbility(cost=ir.Cost(sacrifice_self=True), produces=("{C}",),
                                  text="Sacrifice this token: Add {C}.")


def test_the_cards_name_inside_a_quotation_names_the_giver():
    # "Spare Dagger" inside the quotation names the Equipment, not the creature given the ability
    # (201.5a): the reference "granter", bound by the engine (tests/compiler/test_lower_granter.py)
    (st,) = abilities('Equipped creature has "Whenever this creature attacks, you may sacrifice Test Card."',
                      types=("Artifact",))
    (grant,) = st.effects
    assert grant.granter
    (may,) = grant.ability.effects
    assert may.effects == [ir.Sacrifice(what="granter")]


def test_unknown_wording_inside_a_quotation_leaves_the_card_unparsed():
    (gap,) = gaps('Enchanted creature has "{T}: Frobnicate target creature."', types=("Enchantment",))
    assert gap.blocker.startswith("parse:")


def test_emblems_lower_to_an_emblem_with_its_abilities():
    # rules 114.1-114.4 (tests/compiler/test_lower_engine.py has the others)
    (ab,) = abilities('[-7]: You get an emblem with "Creatures you control get +1/+1."', types=("Planeswalker",))
    (emblem,) = ab.effects
    assert isinstance(emblem, ir.GetEmblem) and isinstance(emblem.abilities[0], ir.StaticAbility)


# ---- "one or more" (rules 603.2c, 603.6a, 508.3d) ---------------------------------------------
def test_one_or_more_creatures_you_control_attack():
    (trig,) = abilities("Whenever one or more creatures you control attack, you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="you_attack", player="you", subject=ir.Filter(types=("creature",)))


def test_one_or_more_deal_combat_damage_to_a_player_is_one_batch():
    (trig,) = abilities("Whenever one or more creatures you control deal combat damage to a player, "
                        "that player loses 1 life.")
    assert trig.trigger == ir.Trigger(event="deals_combat_damage_to_player", batch=True,
                                      subject=ir.Filter(types=("creature",), controller="you"))
    assert trig.effects == [ir.LoseLife(who="trigger:player", amount=ir.Fixed(value=1))]


def test_one_or_more_die_has_no_single_antecedent():
    (trig,) = abilities("Whenever one or more other creatures die, draw a card. "
                        "This ability triggers only once each turn.")
    assert trig.trigger == ir.Trigger(event="dies", batch=True, subject=ir.Filter(types=("creature",), other=True))
    assert trig.once_each_turn
    (gap,) = gaps("Whenever one or more creatures you control die, return it to its owner's hand.")
    assert gap.blocker == "antecedent"


def test_one_or_more_counters_put_on_self():
    (trig,) = abilities("Whenever one or more +1/+1 counters are put on Test Card, draw a card.")
    assert trig.trigger == ir.Trigger(event="counter_added", counter="+1/+1", subject=ir.Filter(is_self=True))


# ---- reflexive triggered abilities (rule 603.12) --------------------------------------------
def test_when_you_do_after_a_payment():
    (trig,) = abilities("Whenever Test Card attacks, you may pay {2}. When you do, Test Card deals 2 damage "
                        "to target creature.")
    assert trig.targets == []            # the reflexive ability has its own target
    pay, then = trig.effects
    assert pay == ir.Pay(who="you", mana="{2}")
    (reflex,) = then.effects
    assert then.did and isinstance(reflex, ir.ReflexiveTrigger)
    assert reflex.targets[0].objects == ir.Filter(types=("creature",))
    assert reflex.effects == [ir.Damage(amount=ir.Fixed(value=2), to="target:0")]


def test_when_you_do_needs_a_choice_or_a_recorded_action_before_it():
    # 603.12: after an action that is not a choice, only one whose performing the engine records
    # (tests/compiler/test_lower_sets3.py: "Sacrifice it. When you do, …")
    (gap,) = gaps("When Test Card enters, surveil 2. When you do, you gain 1 life.")
    assert gap.blocker == "reflexive"


# ---- counted conditions: "N or more", "N or fewer", card types (rule 205.2a) ----------------
def test_control_n_or_more_and_n_or_fewer():
    (st,) = abilities("As long as you control three or more artifacts, Test Card gets +1/+1.")
    assert st.condition == ir.Condition(condition="control", count=3,
                                        filter=ir.Filter(types=("artifact",), controller="you"))
    (st,) = abilities("Test Card enters tapped unless you control two or fewer other lands.", types=("Land",))
    assert st.effects[0].unless == ir.Condition(condition="control", count=3, negate=True,
                                                filter=ir.Filter(types=("land",), controller="you", other=True))


def test_delirium_card_types_among_cards_in_your_graveyard():
    (st,) = abilities("Test Card gets +2/+2 as long as there are four or more card types among cards in your "
                      "graveyard.")
    assert st.condition == ir.Condition(condition="at_least", count=4, values=(
        ir.CardTypesAmong(filter=ir.Filter(zone="graveyard", owner="you")),))


def test_hellbent_and_threshold():
    (st,) = abilities("Test Card gets +2/+2 as long as you have no cards in hand.")
    assert st.condition == ir.Condition(condition="at_least", count=1, negate=True,
                                        values=(ir.HandSizeOf(ref="you"),))
    (st,) = abilities("As long as there are seven or more cards in your graveyard, Test Card gets +1/+1.")
    assert st.condition == ir.Condition(condition="graveyard_size", count=7)


# ---- trigger events: dealt damage, becomes tapped, unblocked, cast, sacrifice ----------------
def test_is_dealt_damage_and_that_much():
    (trig,) = abilities("Whenever Test Card is dealt damage, put a +1/+1 counter on it.")
    assert trig.trigger == ir.Trigger(event="dealt_damage", subject=ir.Filter(is_self=True))
    assert trig.effects == [ir.AddCounters(what="self", counter="+1/+1", amount=ir.Fixed(value=1))]
    (trig,) = abilities("Whenever a creature you control is dealt damage, you gain that much life.")
    assert trig.effects == [ir.GainLife(who="you", amount=ir.Prev())]


def test_becomes_tapped_603_2f():
    (trig,) = abilities("Whenever a Forest an opponent controls becomes tapped, you gain 1 life.",
                        types=("Enchantment",))
    assert trig.trigger == ir.Trigger(event="becomes_tapped", subject=ir.Filter(subtypes=("forest",),
                                                                             controller="opponent"))


def test_attacks_and_isnt_blocked_until_end_of_combat():
    (trig,) = abilities("Whenever Test Card attacks and isn't blocked, it gets +2/+0 until end of combat.")
    assert trig.trigger == ir.Trigger(event="unblocked", subject=ir.Filter(is_self=True))
    assert trig.effects == [ir.ModifyPT(what="self", power=ir.Fixed(value=2), toughness=ir.Fixed(value=0),
                                        duration="end_of_combat")]


def test_when_you_cast_this_spell():
    (trig,) = abilities("When you cast this spell, draw a card.")
    # a triggered ability of the spell, working on the stack (storm 702.40a)
    assert trig.trigger == ir.Trigger(event="cast", player="you", spell=ir.Filter(is_self=True, zone="stack"))


def test_whenever_you_sacrifice():
    (trig,) = abilities("Whenever you sacrifice a Clue, you gain 1 life.", types=("Enchantment",))
    assert trig.trigger == ir.Trigger(event="sacrificed", player="you", subject=ir.Filter(subtypes=("clue",)))


# ---- "for each" on more verbs; "with a counter on it"; entering as a copy (rule 707.9) --------
def test_draw_a_card_for_each_and_those_creatures():
    (spell,) = abilities("Draw a card for each creature you control with a +1/+1 counter on it. Those creatures "
                         "gain indestructible until end of turn.", types=("Instant",))
    flt = ir.Filter(types=("creature",), controller="you", counter="+1/+1")
    assert spell.effects == [ir.Draw(who="you", amount=ir.Count(filter=flt)),
                             ir.GrantKeywordsUntil(what=ir.All(filter=flt), keywords=("indestructible",))]


def test_enters_with_a_counter_for_each():
    (st,) = abilities("Test Card enters with a +1/+1 counter on it for each other Elf you control.")
    assert st.effects == [ir.EntersWithCounters(counter="+1/+1", amount=ir.Count(
        filter=ir.Filter(subtypes=("elf",), controller="you", other=True)))]


def test_with_a_counter_of_any_kind():
    (st,) = abilities("Each creature you control with a counter on it has trample.", types=("Enchantment",))
    assert st.effects[0].affected == ir.Filter(types=("creature",), controller="you", counter="any")


def test_clone_enters_as_a_copy():
    (st,) = abilities("You may have Test Card enter as a copy of any creature on the battlefield.")
    assert st.effects == [ir.EntersAsCopy(filter=ir.Filter(types=("creature",)))]


# ---- "As ~ enters, choose …" (rule 614.12) and "the chosen type" --------------------------------
def test_enters_choice_and_the_chosen_type():
    choose, is_type, lord = abilities("As Test Card enters, choose a creature type.\n"
                                      "Test Card is the chosen type in addition to its other types.\n"
                                      "Other creatures you control of the chosen type get +1/+1.")
    (eff,) = choose.effects
    assert eff.choice == "creature_type" and "elf" in eff.options and "time lord" in eff.options
    assert is_type.effects == [ir.AddTypes(affected="self", chosen=True)]
    assert lord.effects == [ir.PTModify(affected=ir.Filter(types=("creature",), controller="you", other=True,
                                                            chosen="creature_type"), power=1, toughness=1)]
    (st,) = abilities("As Test Card enters, choose a color.", types=("Enchantment",))
    assert st.effects == [ir.EntersChoice(choice="color", options=("white", "blue", "black", "red", "green"))]


def test_enters_the_battlefield_is_read_as_enters():
    # the older Oracle wording (rule 603.6a writes "When [this object] enters")
    (trig,) = abilities("When Test Card enters the battlefield, draw a card.")
    assert trig.trigger == ir.Trigger(event="enters", subject=ir.Filter(is_self=True))


# ---- token copies (rules 111.9, 707.2, 707.9b) and tapped tokens ------------------------------
def test_token_copy_with_exceptions():
    (spell,) = abilities("Create a token that's a copy of target creature, except it has haste.", types=("Sorcery",))
    assert spell.effects == [ir.CreateTokenCopy(who="you", what="target:0", amount=ir.Fixed(value=1),
                                                keywords=("haste",))]
    (act,) = abilities("{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy "
                       "of it, except it's a 4/4 black Zombie.")
    copy = act.effects[1]
    assert (copy.what, copy.power, copy.toughness, copy.colors, copy.subtypes) == \
        ("target:0", 4, 4, ("black",), ("zombie",))
    (trig,) = abilities("When Test Card dies, create a token that's a copy of it, except it's a Spirit in "
                        "addition to its other types.")
    assert trig.effects[0].add_subtypes == ("spirit",)


def test_create_a_tapped_token():
    (spell,) = abilities("Create two tapped 1/1 white Soldier creature tokens.", types=("Sorcery",))
    assert spell.effects[0].tapped and spell.effects[0].amount == ir.Fixed(value=2)


# ---- costs and mana: tapping other permanents, any combination of colors, restrictions --------
def test_tap_an_untapped_creature_you_control_as_a_cost():
    (act,) = abilities("Tap an untapped creature you control: Tap target creature.", types=("Enchantment",))
    assert act.cost == ir.Cost(tap_untapped=(ir.Filter(types=("creature",), controller="you", tapped=False), 1))
    (act,) = abilities("Tap another untapped creature you control: Tap target creature.", types=("Creature",))
    assert act.cost == ir.Cost(tap_untapped=(ir.Filter(types=("creature",), controller="you", tapped=False,
                                                       other=True), 1))


def test_mana_in_any_combination_of_colors():
    (mana,) = abilities("{1}, {T}: Add two mana in any combination of colors.", types=("Artifact",))
    assert len(mana.produces) == 15 and "{W}{U}" in mana.produces and "{G}{G}" in mana.produces


def test_spend_this_mana_only():
    # rule 106.6
    (mana,) = abilities("{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of "
                        "artifacts.", types=("Artifact",))
    assert mana.spend == ir.ManaSpend(spells=ir.Filter(types=("artifact",), zone="any"),
                                      abilities=ir.Filter(types=("artifact",), zone="any"))
    (mana,) = abilities("{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", types=("Artifact",))
    assert mana.spend == ir.ManaSpend(spells=ir.Filter(types=("artifact",), zone="any"), abilities=ir.Filter(zone="any"))


def test_later_ability_words_and_is_tapped():
    (trig,) = abilities("Survival \u2014 At the beginning of your second main phase, if Test Card is tapped, "
                        "you gain 2 life.")
    assert trig.condition == ir.Condition(condition="tapped")


# ---- objects chosen as the effect happens (rule 608.2d) ----------------------------------------
def test_return_a_creature_card_from_your_graveyard_is_a_choice():
    (spell,) = abilities("Return a creature card from your graveyard to your hand.", types=("Sorcery",))
    assert spell.targets == []
    assert spell.effects == [ir.ReturnToHand(what=ir.Choose(filter=ir.Filter(
        types=("creature",), zone="graveyard", owner="you")))]


def test_the_subject_chooses():
    (spell,) = abilities("Target opponent exiles a creature they control.", types=("Sorcery",))
    assert spell.effects[0].what == ir.Choose(filter=ir.Filter(types=("creature",), controller="target:0"),
                                              who="target:0")


def test_delayed_triggers_and_next_turn_durations():
    (spell,) = abilities("Draw a card at the beginning of the next turn's upkeep.", types=("Instant",))
    assert spell.effects[0].trigger == ir.Trigger(event="beginning_of_step", step="upkeep", whose="next")
    (spell,) = abilities("Target creature gets -2/-2 until your next turn.", types=("Instant",))
    assert spell.effects[0].duration == "your_next_turn"
    (spell,) = abilities("Until the end of your next turn, target creature gets +1/+1.", types=("Instant",))
    assert spell.effects[0].duration == "end_of_your_next_turn"


# ---- blocking limits (509.1b), the greatest stat among, prevent the next N (615.7) -------------
def test_block_limits():
    (st,) = abilities("Test Card can block only creatures with flying.")
    assert st.effects == [ir.Restriction(affected="self", what="can_block_only",
                                         by=ir.Filter(types=("creature",), with_keywords=("flying",)))]
    _, st = abilities("Equip {1}\nEquipped creature gets +1/+2, has reach, and can't be blocked by more than "
                      "one creature.", types=("Artifact",))
    assert st.effects == [ir.PTModify(affected="equipped", power=1, toughness=2),
                          ir.GrantKeywords(affected="equipped", keywords=("reach",)),
                          ir.Restriction(affected="equipped", what="cant_be_blocked_by_more_than_one")]


def test_greatest_power_among():
    (spell,) = abilities("You gain X life, where X is the greatest power among creatures you control.",
                         types=("Instant",))
    assert spell.effects[0].amount == ir.GreatestAmong(stat="power", filter=ir.Filter(types=("creature",),
                                                                                         controller="you"))


def test_prevent_the_next_n_damage():
    (act,) = abilities("{T}: Prevent the next 1 damage that would be dealt to any target this turn.")
    assert act.effects == [ir.PreventDamage(to="target:0", amount=ir.Fixed(value=1))]


def test_the_next_time_a_source_of_your_choice_would_deal_damage():
    # rules 609.7a, 615.8, 615.9: a source chosen as the shield is created, with its properties
    (act,) = abilities("{1}: The next time a red source of your choice would deal damage to you this turn, "
                       "prevent that damage.", types=("Enchantment",))
    assert act.effects == [ir.PreventDamage(to="you", from_chosen=ir.Filter(colors=("red",)))]
    (act,) = abilities("{2}: The next time an artifact source of your choice would deal damage to you this turn, "
                       "prevent that damage.", types=("Enchantment",))
    assert act.effects == [ir.PreventDamage(to="you", from_chosen=ir.Filter(types=("artifact",)))]
    (act,) = abilities("{W}{W}: The next time a black or red source of your choice would deal damage this turn, "
                       "prevent that damage.", types=("Enchantment",))
    assert act.effects == [ir.PreventDamage(from_chosen=ir.Filter(colors=("black", "red")))]
    (act,) = abilities("Sacrifice a creature: The next time a source of your choice would deal damage to any "
                       "target this turn, prevent that damage.", types=("Enchantment",))
    assert act.effects == [ir.PreventDamage(to="target:0", from_chosen=ir.Filter())]
    # the text after it is not read into the shield: it stays a gap of its own
    assert gaps("The next time a source of your choice would deal damage to you this turn, prevent that "
                "damage. You gain life equal to the damage prevented this way.", types=("Instant",))


def test_target_spell_or_permanent_becomes_a_color():
    # rules 105.3 (only that color), 613.1e (layer 5), 611.2a (no duration: it lasts)
    (spell,) = abilities("Target spell or permanent becomes red.", types=("Instant",))
    assert spell.targets[0].objects == ir.Filter(zone="stack_or_battlefield")
    assert spell.effects == [ir.AddTypesUntil(what="target:0", colors=("red",), replace_colors=True, duration=None)]
    # "target spell or creature": any spell, or a creature permanent — each alternative in its zone
    (spell,) = abilities("Target spell or creature becomes red.", types=("Instant",))
    assert spell.targets[0].objects == ir.Filter(zone="stack_or_battlefield", any_of=(
        ir.Filter(zone="stack"), ir.Filter(types=("creature",))))


def test_this_effect_doesnt_remove_the_aura():
    # rule 702.16n: the protection the Aura grants doesn't apply to the Aura itself
    _, st = abilities("Enchant creature\nEnchanted creature has protection from white. This effect doesn't "
                      "remove Test Card.", types=("Enchantment",), subtypes=("Aura",))
    (grant,) = st.effects
    assert grant.keeps_source and grant.ability.name == "protection" and grant.ability.param == "white"
    # on a creature with no protection it grants, the sentence is not read as anything
    assert gaps("Enchant creature\nEnchanted creature has flying. This effect doesn't remove Test Card.",
                types=("Enchantment",), subtypes=("Aura",))


def test_reveal_cards_until_you_reveal():
    # rule 701.16a: the reveal, where the found card goes and where the others go: one effect
    (act,) = abilities("{T}: Reveal cards from the top of your library until you reveal a nonlegendary creature "
                       "card. Put that card onto the battlefield and the rest on the bottom of your library in a "
                       "random order.")
    assert act.effects == [ir.RevealUntil(who="you", filter=ir.Filter(types=("creature",), not_supertypes=("legendary",),
                                                                      zone="library"),
                                          to="battlefield", rest="bottom_random")]
    (spell,) = abilities("Target player reveals cards from the top of their library until they reveal two land "
                         "cards, then puts those cards into their graveyard.", types=("Sorcery",))
    (e,) = spell.effects
    assert (e.who, e.count, e.to, e.rest) == ("target:0", 2, "graveyard", "graveyard")
    (spell,) = abilities("Destroy target creature. Its controller reveals cards from the top of their library until "
                         "they reveal a creature card. The player puts that card onto the battlefield, then shuffles "
                         "all other cards revealed this way into their library.", types=("Sorcery",))
    assert spell.effects[1] == ir.RevealUntil(who="target:0:controller", filter=ir.Filter(types=("creature",),
                                                                                          zone="library"),
                                              to="battlefield", rest="shuffle")
    # with no place said for the found card, it is a gap
    assert gaps("Reveal cards from the top of your library until you reveal a creature card.", types=("Sorcery",))


def test_blocks_or_becomes_blocked_by_a_kind_of_creature():
    # 509.1a, 509.3: once for each matching creature on the other side of a block; "that
    # creature" is that one; destroyed at end of combat (a delayed trigger, 603.7)
    (trig,) = abilities("Whenever Test Card blocks or becomes blocked by a non-Wall creature, destroy that "
                        "creature at end of combat.")
    assert trig.trigger == ir.Trigger(event="blocks_or_blocked", subject=ir.Filter(is_self=True),
                                      other=ir.Filter(types=("creature",), not_subtypes=("wall",)))
    (delayed,) = trig.effects
    assert delayed.effects == [ir.Destroy(what="trigger:facing")]
    # "by a creature" stays what it was: any creature, "that creature" the other one
    (trig,) = abilities("Whenever Test Card blocks or becomes blocked by a creature, Test Card deals 1 damage "
                        "to that creature.")
    assert trig.trigger == ir.Trigger(event="blocks_or_blocked", subject=ir.Filter(is_self=True))
    assert trig.effects[0].to == "trigger:other"


# ---- when to activate or cast (602.5b, 307.5); trailing and object conditions ----------------
def test_activate_only_during_your_upkeep_and_cast_only_during_combat():
    (act,) = abilities("{R}{R}{R}: Put a +1/+1 counter on Test Card. Activate only during your upkeep.")
    assert act.condition == ir.Condition(condition="timing", event="upkeep", player="you")
    st, _ = abilities("Cast this spell only during combat before blockers are declared.\nDraw a card.",
                      types=("Instant",))
    assert st.effects == [ir.CastRestriction(condition=ir.Condition(condition="timing",
                                                                    event="combat_before_blockers"))]


def test_condition_after_the_effect_and_qualities_of_objects():
    (trig,) = abilities("When Test Card enters, draw a card if you control a creature with a +1/+1 counter on it.")
    (cond,) = trig.effects
    assert cond.condition.condition == "control" and cond.effects == [ir.Draw(who="you", amount=ir.Fixed(value=1))]
    (spell,) = abilities("Destroy target creature if it has mana value 2 or less.", types=("Instant",))
    assert spell.effects[0].condition == ir.Condition(condition="matches", ref="target:0",
                                                      filter=ir.Filter(zone="any", mana_value=("<=", 2)))
    (trig,) = abilities("Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or "
                        "more +1/+1 counters on it, sacrifice Test Card.", types=("Enchantment",))
    assert trig.effects[1].condition == ir.Condition(condition="counters_on", ref="trigger:object", counter="+1/+1",
                                                     count=3)


# ---- replacement effects on zone changes (rule 614.1a) ------------------------------------------
def test_static_zone_replacement():
    (st,) = abilities("If Test Card would be put into a graveyard from anywhere, reveal Test Card and shuffle it "
                      "into its owner's library instead.")
    assert st.effects == [ir.ZoneReplacement(affected="self", to_zone="graveyard", instead="shuffle_into_library")]
    (st,) = abilities("If a creature an opponent controls would die, exile it instead.")
    assert st.effects == [ir.ZoneReplacement(affected=ir.Filter(types=("creature",), controller="opponent"),
                                             from_zone="battlefield", to_zone="graveyard", instead="exile")]


def test_zone_replacement_of_a_resolving_spell():
    (spell,) = abilities("Test Card deals 4 damage to target creature. If that creature would die this turn, "
                         "exile it instead.", types=("Sorcery",))
    assert spell.effects[1] == ir.ReplaceZoneChange(what="target:0", from_zone="battlefield", to_zone="graveyard",
                                                    instead="exile")
    (spell,) = abilities("Test Card deals 3 damage to each creature. If a creature dealt damage this way would die "
                         "this turn, exile it instead.", types=("Sorcery",))
    assert spell.effects[1].what == "it"


# ---- energy (rules 107.14, 122.1) ----------------------------------------------------------------
def test_energy_get_and_pay():
    trig, act = abilities("When Test Card enters, you get {E}{E}.\nPay {E}{E}{E}: Draw a card.")
    assert trig.effects == [ir.GetPlayerCounters(who="you", amount=ir.Fixed(value=2))]
    assert act.cost == ir.Cost(energy=3)
    (trig,) = abilities("Whenever Test Card attacks, you may pay {E}. If you do, draw a card.")
    assert trig.effects[0] == ir.Pay(who="you", energy=1)
    (trig,) = abilities("When Test Card enters, you get six {E}.")
    assert trig.effects[0].amount == ir.Fixed(value=6)


# ---- heroic targets and protection grants (rule 702.16) -------------------------------------------
def test_spell_that_targets_this():
    (trig,) = abilities("Whenever you cast a spell that targets Test Card, put a +1/+1 counter on Test Card.")
    assert trig.trigger.spell == ir.Filter(zone="stack", targets="self")


def test_gains_protection_from_the_color_of_your_choice():
    (spell,) = abilities("Target creature you control gains protection from the color of your choice until end "
                         "of turn.", types=("Instant",))
    (grant,) = spell.effects
    assert grant.ability == ir.KeywordAbility(name="protection", param="color_of_choice", rule="702.16",
                                              text="protection from the color of your choice")
    _, st = abilities("Equip {2}\nEquipped creature has protection from green and from blue.", types=("Artifact",))
    assert st.effects[0].ability.param == "green,blue"


# ---- becomes (layers 4-7b), losing all abilities (613.1f), base P/T (613.4b) ----------------------
def test_land_becomes_a_creature_with_flying_until_end_of_turn():
    _, act = abilities("{T}: Add {U}.\n{1}{U}: Test Card becomes a 2/1 blue Faerie creature with flying until end "
                       "of turn. It's still a land.", types=("Land",))
    assert act.effects == [
        # its colors and creature types are set (105.3, 205.1a: a land has none to lose); "It's
        # still a land" keeps its card types (205.1b)
        ir.AddTypesUntil(what="self", types=("creature",), subtypes=("faerie",), colors=("blue",), power=2,
                         toughness=1, duration="end_of_turn", replace_colors=True, replace_creature_types=True),
        ir.GrantKeywordsUntil(what="self", keywords=("flying",))]


def test_becomes_a_color_replaces_its_colors():
    (spell,) = abilities("Target creature becomes red until end of turn.", types=("Instant",))
    assert spell.effects == [ir.AddTypesUntil(what="target:0", colors=("red",), replace_colors=True,
                                              duration="end_of_turn")]


def test_loses_all_abilities_and_base_power_and_toughness():
    _, st = abilities("Enchant creature\nEnchanted creature loses all abilities and has base power and toughness "
                      "1/1.", types=("Enchantment",))
    assert st.effects == [ir.RemoveAllAbilities(affected="enchanted"),
                          ir.PTSet(affected="enchanted", power=ir.Fixed(value=1), toughness=ir.Fixed(value=1),
                                   cda=False)]
    (act,) = abilities("{T}: Target creature other than Test Card has base power and toughness 0/2 until end of turn.")
    assert act.effects == [ir.AddTypesUntil(what="target:0", power=0, toughness=2, duration="end_of_turn")]


# ---- smaller forms: extra land, nth spell, that much damage, tap or untap, cast it, attacked ----
def test_assorted_small_forms():
    (st,) = abilities("You may play an additional land on each of your turns.", types=("Enchantment",))
    assert st.effects == [ir.PlayerRule(who="you", rule="extra_land", amount=1)]
    (trig,) = abilities("Whenever you cast your second spell each turn, draw a card.")
    assert trig.trigger.nth == 2 and trig.trigger.event == "cast"
    (trig,) = abilities("Whenever Test Card is dealt damage, it deals that much damage to you.")
    assert trig.effects == [ir.Damage(amount=ir.Prev(), to="you")]
    (act,) = abilities("{U}, {T}: You may tap or untap target creature.")
    assert act.effects == [ir.May(effects=[ir.TapOrUntap(what="target:0")])]
    (trig,) = abilities("When Test Card enters, if you cast it, draw a card.")
    assert trig.condition == ir.Condition(condition="was_cast")
    (spell,) = abilities("Target creature gains trample and gets +X/+0 until end of turn, where X is its power. "
                         "At the beginning of the next end step, destroy that creature if it attacked this turn.",
                         types=("Instant",))
    assert spell.effects[1].toughness == ir.Fixed(value=0) and spell.effects[1].power == ir.PowerOf(ref="target:0")
    assert spell.effects[2].effects[0].condition == ir.Condition(condition="object_did", ref="target:0",
                                                                 event="attacks")


# ---- "for as long as …" durations (611.2b), "you may choose not to untap" (502.3) ---------------
def test_for_as_long_as_durations():
    (trig,) = abilities("When Test Card enters, gain control of target creature for as long as you control "
                        "Test Card.")
    assert trig.effects == [ir.GainControl(what="target:0", duration="while_controlled")]
    untap, act = abilities("You may choose not to untap Test Card during your untap step.\n{2}, {T}: Target "
                           "creature you control gets +2/-2 for as long as Test Card remains tapped.",
                           types=("Artifact",))
    assert untap.effects == [ir.Restriction(affected="self", what="may_not_untap")]
    assert act.effects[0].duration == "while_tapped"


# ---- quantities in comparisons, mana value, shuffle into, discard hand, an opponent, X/X tokens --
def test_comparisons_with_x_and_quantities():
    (spell,) = abilities("Counter target spell with mana value X.", types=("Instant",), mana_cost="{X}{U}")
    assert spell.targets[0].objects.mana_value == ("==", ir.XValue())
    (st,) = abilities("Creatures with power greater than the number of cards in your hand can't attack.",
                      types=("Artifact",))
    assert st.effects[0].affected.power == (">", ir.Count(filter=ir.Filter(zone="hand", owner="you")))
    (spell,) = abilities("Destroy target artifact. You gain life equal to its mana value.", types=("Instant",))
    assert spell.effects[1].amount == ir.ManaValueOf(ref="target:0")


def test_shuffle_into_discard_hand_and_an_opponent():
    (spell,) = abilities("Target player gains 10 life. Shuffle Test Card into its owner's library.",
                         types=("Instant",))
    assert spell.effects[1] == ir.ShuffleInto(what="self")
    (spell,) = abilities("Each player discards their hand, then draws seven cards.", types=("Sorcery",))
    assert spell.effects[0] == ir.Discard(who=ir.EachPlayer(), hand=True)
    (spell,) = abilities("An opponent loses 2 life.", types=("Sorcery",))
    assert spell.effects == [ir.LoseLife(who="an_opponent", amount=ir.Fixed(value=2))]


def test_x_x_tokens_static_where_x_and_their_subject():
    (spell,) = abilities("Create X X/X green Ooze creature tokens.", types=("Sorcery",), mana_cost="{X}{G}")
    tok = spell.effects[0].token
    assert (tok.power, tok.toughness) == (ir.XValue(), ir.XValue())
    (st,) = abilities("Test Card gets -X/-X, where X is your life total.")
    assert st.effects == [ir.PTModify(affected="self", power=-1, toughness=-1, per=ir.LifeOf(ref="you"))]
    (spell,) = abilities("Exile target creature. Its controller may search their library for a basic land card, "
                         "put it onto the battlefield tapped, then shuffle.", types=("Instant",))
    assert spell.effects[1].who == "target:0:controller"


def test_x_targets_and_x_mana_of_one_color():
    (spell,) = abilities("Tap X target creatures.", types=("Sorcery",), mana_cost="{X}{B}{B}")
    assert (spell.targets[0].min_count, spell.targets[0].max_count) == (-1, -1)
    (mana,) = abilities("{T}: Add X mana of any one color, where X is the number of creatures you control.",
                        types=("Artifact",))
    assert mana.produces == ("{W}", "{U}", "{B}", "{R}", "{G}")
    assert mana.amount == ir.Count(filter=ir.Filter(types=("creature",), controller="you"))


def test_when_you_cycle_this_and_static_prevention_of_a_group():
    *_, trig = abilities("Cycling {2}\nWhen you cycle Test Card, draw a card.")
    assert trig.trigger == ir.Trigger(event="cycled_self", player="you")
    (st,) = abilities("Prevent all damage that would be dealt to other attacking Soldiers you control.")
    assert st.effects == [ir.PreventDamageStatic(to=ir.Filter(subtypes=("soldier",), controller="you", other=True,
                                                               attacking=True))]


# ---- "any number of" and "… this way" ----------------------------------------------------------
def test_any_number_of_and_this_way():
    (spell,) = abilities("Return any number of target creatures to their owners' hands.", types=("Sorcery",))
    assert (spell.targets[0].min_count, spell.targets[0].max_count) == (0, 99)
    (spell,) = abilities("Test Card deals 4 damage divided as you choose among any number of target creatures.",
                         types=("Sorcery",))
    assert spell.targets[0].min_count == 1 and spell.targets[0].divided
    (trig,) = abilities("When Test Card enters, search your library for any number of Goblin cards, reveal them, "
                        "then shuffle and put them on top in any order.")
    (spell,) = abilities("Destroy all creatures. Draw a card for each creature destroyed this way.",
                         types=("Sorcery",))
    assert spell.effects[1].amount == ir.CountIt(filter=ir.Filter(types=("creature",), zone="any"))
    (spell,) = abilities("Exile all creatures. For each creature card exiled this way, create a 2/2 black Zombie "
                         "creature token.", types=("Sorcery",))
    assert spell.effects[1].amount == ir.CountIt(filter=ir.Filter(types=("creature",), zone="any"))


def test_discard_any_number_of_creature_cards():
    (trig,) = abilities("When Test Card enters, discard any number of creature cards. For each card discarded this "
                        "way, put two +1/+1 counters on Test Card.")
    discard, counters = trig.effects
    assert discard == ir.DiscardCards(what=ir.Choose(filter=ir.Filter(types=("creature",), zone="hand", owner="you"),
                                                     count=99, up_to=True))
    assert counters.amount == ir.Times(factor=2, of=ir.CountIt(filter=ir.Filter(zone="any")))


def test_an_opponent_has_cards_is_a_condition_over_each_opponent():
    (st,) = abilities("As long as an opponent has eight or more cards in their graveyard, Test Card gets +2/+1.")
    assert st.condition == ir.Condition(condition="at_least", count=8, player="an_opponent",
                                        values=(ir.Count(filter=ir.Filter(owner="an_opponent", zone="graveyard")),))


def test_turned_face_up():
    # rule 708.8: the face-up permanent's ability triggers as it is turned face up
    (trig,) = abilities("When Test Card is turned face up, you gain 3 life.")
    assert trig.trigger == ir.Trigger(event="turned_face_up", subject=ir.Filter(is_self=True))
    enters, face_up = abilities("Whenever a Detective you control enters or is turned face up, draw a card.")
    assert (enters.trigger.event, face_up.trigger.event) == ("enters", "turned_face_up")
    assert face_up.trigger.subject == ir.Filter(subtypes=("detective",), controller="you")


def test_add_mana_choice_in_a_spell_or_triggered_ability():
    # rule 106.4: the choice is made as the spell or ability resolves
    (spell,) = abilities("Add two mana of any one color.", types=("Instant",))
    (add,) = spell.effects
    assert add.options == ("{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")
    (trig,) = abilities("At the beginning of your precombat main phase, add X mana of any one color, "
                        "where X is the number of Shrines you control.", types=("Enchantment",))
    (add,) = trig.effects
    assert add.options == ("{W}", "{U}", "{B}", "{R}", "{G}") and add.per is not None


def test_otherwise_after_a_condition():
    # the other branch of the same check; 'that much' there would name the other branch's amount
    (act,) = abilities("{R}: Exile the top card of your library. If that card is a land card, Test Card gets -4/-0 "
                       "until end of turn. Otherwise, Test Card gets +2/+0 until end of turn.")
    exile, branch = act.effects
    assert isinstance(branch, ir.IfCondition) and branch.effects[0].power == ir.Fixed(value=-4)
    assert branch.otherwise[0].power == ir.Fixed(value=2)


def test_damage_divided_evenly_rounded_down():
    (spell,) = abilities("Test Card deals X damage divided evenly, rounded down, among any number of targets.",
                         types=("Sorcery",))
    assert spell.effects == [ir.DamageDivided(amount=ir.XValue(), target=0, evenly=True)]
    assert not spell.targets[0].divided        # nothing is announced (601.2d is "as you choose")


def test_discard_one_or_more():
    # rule 603.2c: one trigger for the cards discarded at once
    (trig,) = abilities("Whenever you discard one or more artifact cards, you gain 1 life.")
    assert trig.trigger.event == "discard" and trig.trigger.batch
    assert trig.trigger.subject.types == ("artifact",)


# ---- speed (702.179), max speed (702.178), exhaust (702.177) ---------------------------------
def test_start_your_engines_is_an_engine_keyword():
    # 702.179: the engine gives speed 1 (a state-based action) and raises it (runtime/speed.py)
    (kw,) = abilities("Start your engines!")
    assert (kw.name, kw.rule) == ("start your engines!", "702.179")


def test_max_speed_gates_each_kind_of_ability():
    # 702.178a: "Max speed — [ability]" means "As long as you have max speed, this object has [ability]"
    max_speed = ir.Condition(condition="max_speed")
    (static,) = abilities("Max speed — Test Card gets +1/+0.")
    assert static.condition == max_speed and static.effects[0].power == 1
    (act,) = abilities("Max speed — {T}, Sacrifice Test Card: Draw two cards, then discard a card.",
                       types=("Artifact",))
    assert act.condition == max_speed
    (trig,) = abilities("Max speed — Whenever you draw a card, each opponent mills two cards.",
                        types=("Artifact",))
    assert trig.condition == max_speed and trig.trigger.event == "draw"
    (grant,) = abilities("Max speed — Test Card has lifelink.")
    assert grant.condition == max_speed and grant.effects == [ir.GrantKeywords(affected="self", keywords=("lifelink",))]


def test_exhaust_is_an_ability_activated_only_once():
    # 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
    marker, act = abilities("Exhaust — {3}{R}: Put two +1/+1 counters on Test Card.")
    assert (marker.name, marker.rule) == ("exhaust", "702.177")
    assert act.only_once and not act.once_per_turn and act.cost.mana == "{3}{R}"


def test_manifest_dread_once_twice_and_x_times():
    # 701.62a: look at the top two cards, manifest one, the other into the graveyard
    (spell,) = abilities("Manifest dread.", types=("Sorcery",))
    (m,) = spell.effects
    assert isinstance(m, ir.Manifest) and m.dread and not m.cloak and m.amount == ir.Fixed(value=1)
    (trig,) = abilities("When Test Card enters, manifest dread twice.", types=("Enchantment",))
    assert trig.effects[0].dread and trig.effects[0].amount == ir.Fixed(value=2)
    (spell,) = abilities("Manifest dread X times, then put X +1/+1 counters on each of those creatures.",
                         types=("Sorcery",))
    assert spell.effects[0].amount == ir.XValue() and spell.effects[1].what == "it"


def test_gift_compiles_from_its_rule_on_a_spell_and_a_permanent():
    # 702.174a-b, d-e: an optional cost that is choosing an opponent; then the gift's effect for
    # "the chosen player" — first on an instant (702.174j), as an enters trigger on a permanent
    marker, cost, gift, spell = abilities("Gift a Food\nDestroy target creature. If the gift wasn't promised, "
                                          "you lose 2 life.", types=("Instant",))
    assert (marker.name, marker.rule, marker.param) == ("gift", "702.174", "a food")
    (oc,) = cost.effects
    assert (oc.label, oc.choose, oc.cost) == ("gift", "opponent", ir.Cost())
    (cond,) = gift.effects
    assert cond.condition == ir.Condition(condition="cost_paid", ref="gift")
    assert cond.effects[0].who == "cost_choice:gift"
    assert spell.effects[1].condition == ir.Condition(condition="cost_paid", ref="gift", negate=True)
    _, _, trig = abilities("Gift a card")
    assert trig.trigger.event == "enters" and trig.condition == ir.Condition(condition="cost_paid", ref="gift")


def test_gift_target_chosen_only_if_promised():
    # 702.174m: such a target is chosen only if the gift was promised (Target.if_paid)
    *_, spell = abilities("Gift a card\nTarget player draws three cards. If the gift was promised, tap target "
                          "creature an opponent controls.", types=("Sorcery",))
    assert [t.if_paid for t in spell.targets] == [None, "gift"]


def test_expend_speed_and_exhaust_activation_triggers():
    (trig,) = abilities("Whenever you expend 4, you gain 3 life.")
    assert trig.trigger == ir.Trigger(event="expend", player="you", count=4)
    (trig,) = abilities("Whenever you activate an exhaust ability, draw a card.", types=("Artifact",))
    assert trig.trigger == ir.Trigger(event="activated", player="you", keyword="exhaust")
    (trig,) = abilities("At the beginning of your end step, you draw X cards and lose X life, where X is "
                        "your speed.")
    assert trig.effects[0].amount == ir.SpeedOf(ref="you")


def test_saddle_compiles_from_its_rule_and_attacks_while_saddled():
    # 702.171a (with "total power", as published): a sorcery-speed ability that makes it saddled
    marker, act = abilities("Saddle 2")
    assert (marker.name, marker.param) == ("saddle", 2)
    assert act.cost.tap_power[1] == 2 and act.timing == "sorcery"
    assert act.effects == [ir.Designate(what="self", designation="saddled")]
    # 702.171b: "attacks while saddled" — the attacker has the designation as it attacks
    (trig,) = abilities("Whenever Test Card attacks while saddled, it gets +2/+2 until end of turn.")
    assert trig.trigger.event == "attacks" and trig.trigger.subject.designation == "saddled"
    assert trig.condition is None


def test_crews_and_saddles_as_though_its_power_were_greater():
    # 702.122b, 702.171c: the power it counts with for those costs
    (st,) = abilities("Test Card saddles Mounts and crews Vehicles as though its power were 2 greater.")
    assert st.effects == [ir.CrewPower(bonus=2, saddle=True)]
    (st,) = abilities("Test Card crews Vehicles as though its power were 2 greater.")
    assert st.effects == [ir.CrewPower(bonus=2, saddle=False)]


# ---- "If …, … instead." (608.2c) ------------------------------------------------------------
def test_instead_replaces_the_sentence_before_under_a_condition():
    (spell,) = abilities("You gain 4 life. If a creature died this turn, you gain 8 life instead.",
                         types=("Instant",))
    (branch,) = spell.effects
    assert isinstance(branch, ir.IfCondition)
    assert branch.effects[0].amount == ir.Fixed(value=8) and branch.otherwise[0].amount == ir.Fixed(value=4)


def test_instead_restating_the_amount_keeps_the_recipients():
    # kicker 702.33d: "it deals 4 damage instead" — the same target, another amount
    (spell,) = abilities("Test Card deals 2 damage to any target. If this spell was kicked, it deals 4 damage "
                         "instead.", types=("Instant",))
    (branch,) = spell.effects
    assert branch.condition.condition == "cost_paid"
    assert branch.effects == [ir.Damage(amount=ir.Fixed(value=4), to="target:0")]
    assert branch.otherwise == [ir.Damage(amount=ir.Fixed(value=2), to="target:0")]
    assert len(spell.targets) == 1


def test_instead_after_an_optional_action_is_a_gap():
    # "If you do, …. If it's a …, … instead": which of them it replaces would be a guess
    assert gaps("You may draw a card. If you control an artifact, draw two cards instead.", types=("Sorcery",))


# ---- an activated ability's own cost reduced (602.2b, 601.2f) -------------------------------
def test_ability_costs_less_to_activate_for_each():
    (act,) = abilities("{5}{W}: Tap target creature. This ability costs {1} less to activate for each Shrine "
                       "you control.", types=("Enchantment",))
    assert act.cost.mana == "{5}{W}" and act.effects == [ir.Tap(what="target:0")]
    assert act.cost_change.amount == -1
    assert act.cost_change.times == ir.Count(filter=ir.Filter(subtypes=("shrine",), controller="you"))
    (act,) = abilities("{3}: Draw a card. This ability costs {2} less to activate if you control an artifact.",
                       types=("Enchantment",))
    assert act.cost_change.amount == -2 and act.cost_change.condition is not None


def test_costs_x_less_where_x_is_a_total():
    # 601.2f: {1} less for each point of the total power (107.1: 0 when there are none)
    (static,) = abilities("This spell costs {X} less to cast, where X is the total power of creatures you control.")
    (mod,) = static.effects
    assert mod.amount == -1
    assert mod.times == ir.TotalOf(stat="power", filter=ir.Filter(types=("creature",), controller="you"))


def test_spells_your_opponents_cast_that_target_it_cost_more():
    # 601.2c, 601.2f: the targets are chosen before the total cost is determined
    (static,) = abilities("Spells your opponents cast that target Test Card cost {3} more to cast.")
    (mod,) = static.effects
    assert (mod.amount, mod.who, mod.targeting) == (3, "opponent", ir.Filter(is_self=True))
    (static,) = abilities("Spells your opponents cast that target a Merfolk you control cost {1} more to cast.")
    assert static.effects[0].targeting == ir.Filter(subtypes=("merfolk",), controller="you")


# ---- damage amount replacements (rules 614.1a, 614.5) -----------------------------------------
def test_damage_instead_sources_recipients_and_amounts():
    (st,) = abilities("If another red source you control would deal damage to a permanent or player, "
                      "it deals that much damage plus 1 to that permanent or player instead.")
    assert st.effects == [ir.DamageInstead(source=ir.Filter(colors=("red",), other=True, controller="you"),
                                           to=(ir.Filter(), "player"), plus=1)]
    (st,) = abilities("If an instant or sorcery spell you control would deal damage, it deals double that damage instead.",
                      types=("Enchantment",))
    assert st.effects == [ir.DamageInstead(source=ir.Filter(types=("instant", "sorcery"), controller="you",
                                                            zone="stack"), factor=2)]
    (st,) = abilities("If a source would deal damage to a creature you control, it deals that much damage "
                      "minus 1 to that creature instead.", types=("Enchantment",))
    assert st.effects == [ir.DamageInstead(source=ir.Filter(), to=(ir.Filter(types=("creature",), controller="you"),),
                                           plus=-1)]
    (st,) = abilities("If a source would deal damage to Test Card, it deals double that damage to Test Card instead.")
    assert st.effects == [ir.DamageInstead(source=ir.Filter(), to=("self",), factor=2)]


def test_damage_instead_to_another_recipient_is_a_gap():
    # "… would deal damage to a creature, it deals double that damage to that player instead":
    # the damage would go elsewhere — not the amount replacement (614.1a), so it stays a gap
    (g,) = gaps("If a source you control would deal damage to a creature, it deals double that damage "
                "to that player instead.", types=("Enchantment",))
    assert g.blocker == "damage_instead"


# ---- this turn's events as numbers (rules 700.4, 119.9) ----------------------------------------
def test_died_this_turn_and_life_this_turn_quantities():
    (trig,) = abilities("When Test Card dies, you gain 1 life for each creature that died this turn.")
    assert trig.effects[0].amount == ir.EventsThisTurn(event="dies", filter=ir.Filter(types=("creature",), zone="any"))
    (trig,) = abilities("When Test Card enters, draw X cards, where X is the number of nontoken creatures that "
                        "died under your control this turn.")
    assert trig.effects[0].amount == ir.EventsThisTurn(
        event="dies", filter=ir.Filter(types=("creature",), token=False, zone="any"), player="you")
    (act,) = abilities("{1}: Target opponent loses X life, where X is the amount of life you've gained this turn.",
                       types=("Enchantment",))
    assert act.effects[0].amount == ir.EventsThisTurn(event="gain_life", player="you")
    (act,) = abilities("{1}: You draw X cards, where X is the total amount of life your opponents lost this turn.",
                       types=("Enchantment",))
    assert act.effects[0].amount == ir.EventsThisTurn(event="lose_life", player="opponent")


def test_a_noncreature_that_died_is_a_gap():
    (g,) = gaps("When Test Card enters, draw a card for each artifact that died this turn.")
    assert g.blocker == "died_this_turn"


# ---- how many counters and tokens (rules 614.1a, 122.6, 111.1) ---------------------------------
def test_counter_and_token_count_replacements():
    (st,) = abilities("If one or more +1/+1 counters would be put on another creature you control, that many plus "
                      "one +1/+1 counters are put on it instead.")
    assert st.effects == [ir.CountersInstead(on=ir.Filter(types=("creature",), controller="you", other=True),
                                             counter="+1/+1", plus=1)]
    (st,) = abilities("If an effect would put one or more counters on a permanent you control, it puts twice that "
                      "many of those counters on that permanent instead.", types=("Enchantment",))
    assert st.effects == [ir.CountersInstead(on=ir.Filter(controller="you"), factor=2, effect_only=True)]
    (st,) = abilities("If one or more creature tokens would be created under your control, three times that many "
                      "of those tokens are created instead.", types=("Enchantment",))
    assert st.effects == [ir.TokensInstead(controller="you", filter=ir.Filter(types=("creature",)), factor=3)]


def test_counters_of_another_kind_instead_is_a_gap():
    # "If one or more counters would be put on …, that many plus one +1/+1 counters …": other
    # counters than those put — not understood, a gap
    (g,) = gaps("If one or more counters would be put on a creature you control, that many plus one +1/+1 "
                "counters are put on it instead.", types=("Enchantment",))
    assert g.blocker == "counters_instead"


# ---- "must be blocked if able" (rule 509.1c) ---------------------------------------------------
def test_must_be_blocked_static_and_for_a_duration():
    (st,) = abilities("Each creature you control must be blocked if able.", types=("Enchantment",))
    assert st.effects == [ir.Restriction(affected=ir.Filter(types=("creature",), controller="you"),
                                         what="must_be_blocked")]
    (spell,) = abilities("Target creature gets +3/+3 until end of turn and must be blocked this turn if able.",
                         types=("Instant",))
    assert spell.effects[-1] == ir.Restrict(what="target:0", restriction="must_be_blocked",
                                            duration="end_of_turn")


# ---- devotion (rule 700.5) ---------------------------------------------------------------------
def test_devotion_quantity():
    (trig,) = abilities("When Test Card enters, you gain life equal to your devotion to green.")
    assert trig.effects[0].amount == ir.Devotion(ref="you", colors=("green",))
    (trig,) = abilities("When Test Card enters, each opponent loses X life, where X is your devotion to white and black.")
    assert trig.effects[0].amount == ir.Devotion(ref="you", colors=("white", "black"))


# ---- "becomes untapped" (rules 603.2f, 701.26b) ------------------------------------------------
def test_becomes_untapped_trigger():
    (trig,) = abilities("Whenever Test Card becomes untapped, you gain 2 life.")
    assert trig.trigger == ir.Trigger(event="becomes_untapped", subject=ir.Filter(is_self=True))


# ---- "enter as a copy of …, except …" (rules 707.9, 707.9b) ------------------------------------
def test_enters_as_copy_with_exceptions():
    (st,) = abilities("You may have Test Card enter as a copy of a creature you control, except it's a "
                      "Shapeshifter Rogue in addition to its other types.")
    assert st.effects == [ir.EntersAsCopy(filter=ir.Filter(types=("creature",), controller="you"),
                                          add_subtypes=("shapeshifter", "rogue"))]
    (st,) = abilities("You may have Test Card enter as a copy of any creature on the battlefield, except it has "
                      "haste and it isn't legendary.")
    assert st.effects == [ir.EntersAsCopy(filter=ir.Filter(types=("creature",)), keywords=("haste",),
                                          not_legendary=True)]
    # an ability in quotes given to the copy is not among the exceptions the engine applies here
    (g,) = gaps('You may have Test Card enter as a copy of any creature on the battlefield, except it has '
                '"{T}: Draw a card."')
    assert g.blocker == "enters_as_copy"


# ---- a player with hexproof or shroud (rules 702.11c, 702.18c) ---------------------------------
def test_you_have_hexproof_or_shroud():
    (st,) = abilities("You have hexproof.", types=("Enchantment",))
    assert st.effects == [ir.PlayerRule(who="you", rule="hexproof")]
    (st,) = abilities("You have shroud.", types=("Enchantment",))
    assert st.effects == [ir.PlayerRule(who="you", rule="shroud")]


# ---- ending the turn (rule 721.1) --------------------------------------------------------------
def test_end_the_turn():
    (spell,) = abilities("End the turn.", types=("Instant",))
    assert spell.effects == [ir.EndTurn()]


# ---- "up to N <objects>" chosen as the effect happens (rule 608.2d) ----------------------------
def test_up_to_n_objects_without_target():
    (spell,) = abilities("Counter target spell. Untap up to four lands.", types=("Instant",))
    assert spell.effects[-1].what == ir.Choose(filter=ir.Filter(types=("land",)), count=4, up_to=True)


# ---- tokens put onto the battlefield attacking (rule 508.4) ------------------------------------
def test_tokens_tapped_and_attacking():
    (trig,) = abilities("Whenever Test Card attacks, create a tapped and attacking 1/1 red Warrior creature token.")
    assert trig.effects[0].tapped and trig.effects[0].attacking
    (trig,) = abilities("Whenever Test Card attacks, create two 1/1 white Soldier creature tokens that are "
                        "tapped and attacking.")
    assert trig.effects[0].tapped and trig.effects[0].attacking


# ---- "blocks a creature with flying"; "that's <colors>" ----------------------------------------
def test_blocks_a_creature_with_and_thats_colors():
    (trig,) = abilities("Whenever Test Card blocks a creature with flying, Test Card gets +2/+0 until end of turn.")
    assert trig.trigger.event == "blocks" and trig.trigger.other == ir.Filter(types=("creature",),
                                                                               with_keywords=("flying",))
    (trig,) = abilities("Whenever Test Card blocks a creature, Test Card gets +2/+0 until end of turn.")
    assert trig.trigger.other is None
    (spell,) = abilities("Destroy target creature or planeswalker that's green or white.", types=("Instant",))
    assert spell.targets[0].objects.colors == ("green", "white")


# ---- losing keywords for a duration (rule 613.1f) ----------------------------------------------
def test_loses_keywords_until_end_of_turn():
    (spell,) = abilities("Target creature loses flying until end of turn.", types=("Instant",))
    assert spell.effects == [ir.RemoveKeywordsUntil(what="target:0", keywords=("flying",))]
    (g,) = gaps("Target creature loses prowess until end of turn.", types=("Instant",))
    assert g.blocker == "loses_keyword"


# ---- "a card named …" (201.2) and a search of a library and/or a graveyard (701.19a, 701.20a) --
def test_another_cards_name_is_marked_by_the_normaliser():
    # only the card's capitalisation tells where a name ends: "…, reveal it" is no part of it
    (ln,) = normalize(face("When this creature enters, search your library for a card named Ajani, "
                           "Valiant Protector, reveal it, put it into your hand, then shuffle.")).lines
    assert "named \u2039Ajani, Valiant Protector\u203a, reveal it" in ln.text
    (ln,) = normalize(face("Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.")).lines
    assert "named \u2039Kobolds of Kher Keep\u203a." in ln.text
    # the card's own name is itself (201.5), not another card's
    (ln,) = normalize(face("Search your library for a card named Test Card, reveal it, put it into your hand, "
                           "then shuffle.")).lines
    assert "named ~," in ln.text


def test_search_library_and_or_graveyard_shuffles_if_the_library_was_searched():
    (spell,) = abilities("Destroy target creature. You may search your library and/or graveyard for a card "
                         "named Liliana, Death Mage, reveal it, and put it into your hand. If you search your "
                         "library this way, shuffle.", types=("Sorcery",))
    destroy, may = spell.effects
    (search,) = may.effects
    assert search.zones == ("library", "graveyard") and search.shuffle and search.reveal
    assert search.filter.named == "Liliana, Death Mage" and search.to == "hand"
    # not "you may": the search itself, its destination the battlefield
    (spell,) = abilities("Search your library and/or graveyard for a creature card with mana value X or less "
                         "and put it onto the battlefield. If you searched your library this way, shuffle.",
                         types=("Sorcery",))
    (search,) = spell.effects
    assert search.zones == ("library", "graveyard") and search.shuffle and search.to == "battlefield"


def test_search_library_and_or_graveyard_without_the_shuffle_sentence_does_not_shuffle():
    (spell,) = abilities("Search your library and/or graveyard for a creature card and put it into your hand.",
                         types=("Sorcery",))
    assert spell.effects[0].shuffle is False


def test_if_you_search_your_library_this_way_after_no_such_search_is_a_gap():
    assert gaps("Draw a card. If you search your library this way, shuffle.", types=("Sorcery",))
    assert gaps("Search your library for a creature card, reveal it, put it into your hand. If you search "
                "your library this way, shuffle.", types=("Sorcery",))


def test_search_zones_are_validated():
    import pytest
    with pytest.raises(ValueError, match="SearchLibrary.zones"):
        ir.SearchLibrary(who="you", filter=ir.Filter(), amount=ir.Fixed(value=1), zones=("graveyard",))
    with pytest.raises(ValueError, match="SearchLibrary.to"):
        ir.SearchLibrary(who="you", filter=ir.Filter(), amount=ir.Fixed(value=1), to="top",
                         zones=("library", "graveyard"))


def test_all_other_objects_with_the_same_name_as_the_target():
    # 201.2: the name compared is the target's; "other": other than that object, not the source
    (spell,) = abilities("Destroy target nonland permanent and all other permanents with the same name as that "
                         "permanent.", types=("Sorcery",))
    (destroy,) = spell.effects
    target, group = destroy.what
    assert target == "target:0"
    assert group.filter.same_name_as == "target:0" and group.filter.other_than == "target:0"
    assert not group.filter.other
    (spell,) = abilities("Exile target creature and all other creatures with the same name as that creature.",
                         types=("Sorcery",))
    assert spell.effects[0].what[1].filter.other_than == "target:0"


# ---- cards put onto the battlefield from among the top cards (701.16a, 401.4, 110.2a) ---------
def test_dig_onto_the_battlefield_tapped():
    (spell,) = abilities("Look at the top five cards of your library. You may put a land card from among them onto "
                         "the battlefield tapped. Put the rest on the bottom of your library in a random order.",
                         types=("Sorcery",))
    (dig,) = spell.effects
    assert (dig.to, dig.tapped, dig.up_to, dig.take, dig.rest) == ("battlefield", True, True, 1, "bottom_random")
    assert dig.filter.types == ("land",)


def test_dig_up_to_n_with_a_quality_onto_the_battlefield():
    (spell,) = abilities("Look at the top six cards of your library. Put up to two creature cards with mana value 3 "
                         "or less from among them onto the battlefield. Put the rest on the bottom of your library "
                         "in any order.", types=("Instant",))
    (dig,) = spell.effects
    assert (dig.to, dig.tapped, dig.up_to, dig.take) == ("battlefield", False, True, 2)
    assert dig.filter.mana_value == ("<=", 3)


def test_dig_all_matching_cards():
    # "Put all land cards from among them …": every matching card, no choice to take fewer
    (spell,) = abilities("Reveal the top X cards of your library. Put all land cards from among them onto the "
                         "battlefield tapped and the rest on the bottom of your library in a random order.",
                         types=("Sorcery",))
    (dig,) = spell.effects
    assert dig.to == "battlefield" and dig.tapped and not dig.up_to and dig.take >= 99 and dig.revealed


def test_dig_destination_is_validated():
    import pytest
    with pytest.raises(ValueError, match="Dig.tapped"):
        ir.Dig(who="you", amount=ir.Fixed(value=3), tapped=True)
    with pytest.raises(ValueError, match="Dig.to"):
        ir.Dig(who="you", amount=ir.Fixed(value=3), to="exile")


def test_same_name_as_an_object_not_followed_stays_a_gap():
    # "the exiled card" in a static ability: which card is linked to which ability is not read here
    assert gaps("Equipped creature gets +1/+1 for each land on the battlefield with the same name as the "
                "exiled card.", types=("Artifact",))
    # "exile ~ and four cards named ~": a number the player must have for "If you do"
    assert gaps("You may exile Test Card and four cards named Test Card from your graveyard. If you do, draw a "
                "card.", types=("Sorcery",))


# ---- "one or two target …" (115.1, 601.2c) and "<objects> each get …" (611.2a) ---------------
def test_one_or_two_targets():
    (spell,) = abilities("Return one or two target creatures to their owners' hands.", types=("Instant",))
    (t,) = spell.targets
    assert (t.min_count, t.max_count) == (1, 2)
    (spell,) = abilities("Test Card deals 2 damage divided as you choose among one or two targets.",
                         types=("Instant",))
    (t,) = spell.targets
    assert (t.min_count, t.max_count, t.divided) == (1, 2, True)


def test_objects_each_get_the_same_change():
    (spell,) = abilities("One or two target creatures each get +2/+1 until end of turn.", types=("Instant",))
    (pt,) = spell.effects
    assert isinstance(pt, ir.ModifyPT) and pt.what == "target:0" and pt.power == ir.Fixed(value=2)
    (spell,) = abilities("Untap up to two target creatures. They each get +2/+2 until end of turn.",
                         types=("Instant",))
    assert spell.effects[1].what == "target:0"


def test_objects_each_dealing_their_own_damage_is_a_gap():
    assert gaps("Up to two target creatures you control each get +1/+0 until end of turn. They each deal damage "
                "equal to their power to target creature an opponent controls.", types=("Instant",))


def test_dig_all_cards_revealed_this_way():
    (spell,) = abilities("Reveal the top three cards of your library. Put all artifact cards revealed this way into "
                         "your hand and the rest into your graveyard.", types=("Sorcery",))
    (dig,) = spell.effects
    assert dig.revealed and dig.take >= 99 and not dig.up_to and dig.rest == "graveyard"
    assert dig.filter.types == ("artifact",)


# ---- "with the greatest power among …" ---------------------------------------------------------
def test_with_the_greatest_power_among_a_group():
    (spell,) = abilities("Each opponent sacrifices a creature with the greatest power among creatures that player "
                         "controls.", types=("Sorcery",))
    (loop,) = spell.effects
    (sac,) = loop.effects
    stat, group = sac.filter.greatest
    assert stat == "power" and group.controller == "each:player" and group.types == ("creature",)


def test_with_the_greatest_power_of_the_objects_described():
    (ab,) = abilities("{T}: Target creature you control with the greatest power gains flying until end of turn.",
                      types=("Artifact",))
    assert ab.targets[0].objects.greatest == ("power", None)
    import pytest
    with pytest.raises(ValueError, match="Filter.greatest"):
        ir.Filter(greatest=("color", None))


# ---- "That creature is a black Zombie in addition to its other colors and types." (611.2a) ----
def test_returned_creature_is_also_a_type_indefinitely():
    (spell,) = abilities("Put target creature card from a graveyard onto the battlefield under your control. That "
                         "creature is a black Zombie in addition to its other colors and types.", types=("Sorcery",))
    put, also = spell.effects
    assert isinstance(also, ir.AddTypesUntil) and also.what == "it" and also.duration is None
    assert also.subtypes == ("zombie",) and also.colors == ("black",) and not also.replace_colors


# ---- antecedents: the target's controller, the players among damage recipients ----------------
def test_that_player_after_a_target_an_opponent_controls_is_its_controller():
    (spell,) = abilities("Destroy target creature an opponent controls. Each other creature that player controls gets "
                         "-2/-0 until end of turn.", types=("Instant",))
    destroy, pt = spell.effects
    assert pt.what.filter.controller == "target:0:controller"
    # a target with no player named ("target creature", not "… an opponent controls") gives
    # "that player" no antecedent ("its owner's hand" does: test_antecedents)
    assert gaps("Destroy target creature. Then that player discards a card.", types=("Instant",))


def test_they_after_each_opponent_among_damage_recipients():
    (ab,) = abilities("When Test Card enters, it deals 1 damage to each opponent and each creature and "
                      "planeswalker they control.")
    (dmg,) = ab.effects
    players, objects = dmg.to
    assert players == ir.EachPlayer(who="opponent")
    assert objects.filter.controller == "opponent" and objects.filter.types == ("creature", "planeswalker")

def test_spell_from_your_hand_is_a_card_in_the_hand_and_a_cast_trigger_from_a_zone_is_read():
    from oraclec.compiler.api import find_face
    from oraclec.compiler.lower import lower_face
    card, gaps, _ = lower_face(find_face("Maelstrom Archangel"))
    assert not gaps
    flt = card.abilities[1].effects[0].effects[0].what.filter
    assert (flt.zone, flt.owner, flt.not_types) == ("hand", "you", ("land",))
    # "Whenever you cast an instant or sorcery spell from your hand" (601.2a) is read now; the
    # card's other gap (a face-down card that left the battlefield) remains
    _card, gaps, _ = lower_face(find_face("Cryptic Pursuit"))
    assert {g.blocker for g in gaps} == {"face_down_left"}


# ---- "no creatures are on the battlefield", regeneration banned for the turn ----------------------
def test_if_no_creatures_are_on_the_battlefield():
    (tr,) = abilities("At the beginning of the end step, if no creatures are on the battlefield, sacrifice "
                      "this enchantment.", types=("Enchantment",))
    assert tr.condition == ir.Condition(condition="at_least", values=(ir.Count(filter=ir.Filter(types=("creature",))),),
                                        count=1, negate=True)


def test_cant_be_regenerated_this_turn_is_a_restriction_for_the_turn():
    # rule 701.19c: with "this turn" it is not the destroy's "can't be regenerated"
    (ab,) = abilities("{R}: Target creature can't be regenerated this turn.")
    assert ab.effects == [ir.Restrict(what="target:0", restriction="cant_be_regenerated", duration="end_of_turn")]


def test_look_at_target_players_hand_alone_and_choosing_from_it():
    (sp,) = abilities("Look at target player's hand.", types=("Sorcery",))
    assert sp.effects == [ir.LookAtHand(who="target:0")]
    (ab,) = abilities("{1}{B}, Sacrifice this creature: Look at target player's hand and choose a card from it. "
                      "That player discards that card. Activate only as a sorcery.")
    assert ab.effects == [ir.ChooseCard(who="target:0", filter=ir.Filter(zone="hand"), then="discard")]


def test_choose_x_or_up_to_two_cards_from_a_hand_looked_at():
    (sp,) = abilities("Look at target player's hand and choose X cards from it. That player discards those cards.",
                      types=("Sorcery",))
    assert sp.effects == [ir.ChooseCard(who="target:0", filter=ir.Filter(zone="hand"), then="discard",
                                        amount=ir.XValue())]
    (sp,) = abilities("Look at target player's hand and choose up to two cards from it. That player discards those "
                      "cards.", types=("Sorcery",))
    assert (sp.effects[0].amount, sp.effects[0].up_to) == (ir.Fixed(value=2), True)
    # "in any order": the controller orders the cards put on top (401.4)
    (sp,) = abilities("Look at target player's hand and choose two cards from it. Put them on top of that player's "
                      "library in any order.", types=("Sorcery",))
    assert sp.effects[1] == ir.PutOnLibrary(what="chosen", any_order=True)


def test_choose_a_color_or_creature_type_as_the_spell_resolves():
    # rule 608.2d: the choice made as it resolves; "the chosen color", "that type" name it
    (sp,) = abilities("Choose a color. Test Card deals X damage to each creature of the chosen color.",
                      types=("Sorcery",))
    assert sp.effects[0] == ir.ChooseQuality(quality="color", options=("white", "blue", "black", "red", "green"))
    assert sp.effects[1].to.filter.chosen == "color"
    (sp,) = abilities("Choose a creature type. Draw a card for each permanent you control of that type.",
                      types=("Sorcery",))
    assert sp.effects[0].quality == "creature_type" and sp.effects[1].amount.filter.chosen == "creature_type"
    # "that type" with no creature type chosen on the card is not read
    assert "chosen_quality" in {g.blocker for g in gaps(
        "Draw a card for each permanent you control of that type.", types=("Sorcery",))}


def test_the_chosen_color_inside_a_delayed_trigger_is_a_gap():
    # the choice is known to the resolution only: a delayed trigger resolves with its own context
    assert "chosen_quality" in {g.blocker for g in gaps(
        "{1}{B}: Choose a color. Whenever this creature becomes blocked by a creature of that color this turn, "
        "destroy that creature. Activate only as a sorcery.")}


def test_protection_from_the_chosen_color_of_the_resolution():
    (sp,) = abilities("Choose a color. White creatures you control gain protection from the chosen color until "
                      "end of turn.", types=("Instant",))
    assert sp.effects[1].ability.param == "chosen_color"
    # a static ability's chosen color is not this
    assert "protection_choice" in {g.blocker for g in gaps(
        "As this creature enters, choose a color.\nThis creature has protection from the chosen color.")}


def test_a_creature_dealt_damage_this_way_is_only_the_creatures_damaged():
    # "If a creature dealt damage this way would die this turn": a planeswalker dealt damage is not one
    (sp,) = abilities("Test Card deals 3 damage to any target. If a creature dealt damage this way would die "
                      "this turn, exile it instead.", types=("Instant",))
    assert sp.effects[1] == ir.ReplaceZoneChange(what="it", from_zone="battlefield", to_zone="graveyard",
                                                 instead="exile", this_turn=True, types=("creature",))


def test_counter_target_ability():
    # rules 701.5a, 113.7a, 115.1: an ability on the stack as the target of a counter
    (sp,) = abilities("Counter target activated or triggered ability.", types=("Instant",))
    assert sp.targets[0].objects == ir.Filter(zone="stack_all", ability_kinds=("activated", "triggered"))
    assert sp.effects == [ir.CounterSpell(what="target:0")]
    (sp,) = abilities("Counter target spell, activated ability, or triggered ability.", types=("Instant",))
    assert sp.targets[0].objects == ir.Filter(zone="stack_all", any_of=(
        ir.Filter(zone="stack"), ir.Filter(zone="stack_all", ability_kinds=("activated", "triggered"))))
    (sp,) = abilities("Counter target triggered ability you don't control.", types=("Instant",))
    assert sp.targets[0].objects == ir.Filter(zone="stack_all", ability_kinds=("triggered",), controller="not_you")
    # an ability has no color, type or size: a filter giving one both is refused (IR validation)
    import pytest
    with pytest.raises(ValueError, match="ability_kinds"):
        ir.Filter(zone="stack_all", ability_kinds=("activated",), types=("creature",))


def test_each_player_unless_they_pay_with_they_control():
    # 118.12a, 101.4: each player may pay; for each one who doesn't, the effect — "a permanent
    # they control" is that player's: one run of each player, not a run inside a run
    (ab,) = abilities("{3}: Each player returns a permanent they control to its owner's hand unless they pay "
                      "2 life.", types=("Artifact",))
    (run,) = ab.effects
    assert isinstance(run, ir.ForEachPlayer) and run.who == ir.EachPlayer(who="any")
    pay, branch = run.effects
    assert pay.who == "each:player" and pay.life == 2
    assert not any(isinstance(e, ir.ForEachPlayer) for e in branch.effects)
    assert branch.effects[0].what.filter.controller == "each:player"
