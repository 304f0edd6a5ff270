"""Lowering of the Duskmourn / Bloomburrow / Aetherdrift mechanics and corpus keywords (issue 6,
issue 4's keyword machinery), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- eerie: one ability, two trigger events (603.2) ----------------------------------------------
def test_eerie_is_one_trigger_per_event():
    enters, unlock = abilities("Eerie \u2014 Whenever an enchantment you control enters and whenever you "
                               "fully unlock a Room, each opponent loses 1 life.")
    assert enters.trigger == ir.Trigger(event="enters", subject=ir.Filter(types=("enchantment",), controller="you"))
    assert unlock.trigger == ir.Trigger(event="room_fully_unlocked", player="you")
    assert enters.effects == unlock.effects and enters.text == unlock.text


def test_enters_and_when_you_sacrifice_it_is_one_trigger_per_event():
    # 603.2: two events, one ability; "it" is ~ (701.17a, looked back at as it leaves, 603.10a)
    enters, sac, _ = abilities("When Test Card enters and when you sacrifice it, create a 1/1 white Rabbit "
                               "creature token.\n{2}, {T}, Sacrifice Test Card: You gain 3 life.",
                               types=("Artifact",))
    assert enters.trigger == ir.Trigger(event="enters", subject=ir.Filter(is_self=True))
    assert sac.trigger == ir.Trigger(event="sacrificed", player="you", subject=ir.Filter(is_self=True))
    assert enters.effects == sac.effects


def test_and_when_you_sacrifice_it_after_another_object_is_a_gap():
    # "it" would be the creature that entered, not ~: not read
    assert gaps("When a creature enters and when you sacrifice it, you gain 1 life.", types=("Artifact",))


def test_when_you_unlock_this_door_is_not_read():
    # a Room's own door trigger (Rooms are not implemented): unknown wording, not an eerie event
    assert gaps("When you unlock this door, draw a card.")


# ---- "if it's not their turn" (500.1, 603.4) -------------------------------------------------------
def test_if_its_not_their_turn_names_the_caster():
    (ab,) = abilities("Whenever a player casts a spell, if it's not their turn, Test Card deals 4 damage to them.")
    assert ab.condition == ir.Condition(condition="your_turn", ref="trigger:player", negate=True)
    # 120.1: a spell is dealt no damage — "them" is the player who cast it
    assert ab.effects == [ir.Damage(amount=ir.Fixed(value=4), to="trigger:player", source="self")]


def test_their_turn_with_no_player_named_is_a_gap():
    assert gaps("As long as it's their turn, Test Card gets +1/+1.")


# ---- "This land enters tapped. As it enters, choose a color [other than green]." (614.1c, 614.12) --
def test_enters_tapped_and_choice_on_one_line():
    st, mana = abilities("This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.",
                         types=("Land",))
    assert st.effects == [ir.EntersTapped(), ir.EntersChoice(choice="color",
                                                             options=("white", "blue", "black", "red", "green"))]
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("chosen",)


def test_choose_a_color_other_than_one():
    (st,) = abilities("This land enters tapped. As it enters, choose a color other than green.", types=("Land",))
    assert st.effects[1].options == ("white", "blue", "black", "red")


def test_other_than_a_color_after_another_choice_is_a_gap():
    assert gaps("As Test Card enters, choose a creature type other than green.")


# ---- "Distribute N counters among one or two target creatures" (601.2d) ----------------------------
def test_distribute_counters_among_targets():
    (sp,) = abilities("Distribute three +1/+1 counters among one, two, or three target creatures you control.",
                      types=("Sorcery",))
    (t,) = sp.targets
    assert (t.min_count, t.max_count, t.divided) == (1, 3, True)
    assert sp.effects == [ir.CountersDivided(amount=ir.Fixed(value=3), counter="+1/+1", target=0)]


def test_distribute_among_any_number_is_bounded_by_the_counters():
    # 601.2d: each target gets at least one — no more targets than counters
    (sp,) = abilities("Distribute four +1/+1 counters among any number of target creatures you control.",
                      types=("Sorcery",))
    assert (sp.targets[0].min_count, sp.targets[0].max_count) == (0, 4)


def test_distribute_then_they_names_the_targets():
    (sp,) = abilities("Distribute two +1/+1 counters among up to two target creatures. They gain trample until "
                      "end of turn.", types=("Sorcery",))
    assert sp.effects[1].what == "target:0"


def test_distribute_x_counters_is_a_gap():
    (g,) = gaps("Distribute X +1/+1 counters among any number of target creatures.", types=("Sorcery",))
    assert g.blocker == "distribute_counters"


# ---- "Whenever ~ crews a Vehicle / saddles a Mount" (702.122d, 702.171d) --------------------------
def test_crews_a_vehicle_names_the_vehicle():
    (ab,) = abilities("Whenever Test Card crews a Vehicle, that Vehicle gets +1/+1 until end of turn.")
    assert ab.trigger == ir.Trigger(event="crews", subject=ir.Filter(is_self=True))
    assert ab.effects[0].what == "trigger:other"


def test_saddles_or_crews_during_your_main_phase():
    saddle, crew = abilities("Whenever Test Card saddles a Mount or crews a Vehicle during your main phase, that "
                             "Mount or Vehicle gains flying until end of turn.")
    main = ir.Condition(condition="timing", event="main", player="you")
    assert (saddle.trigger.event, crew.trigger.event) == ("saddles", "crews")
    assert saddle.trigger.while_condition == crew.trigger.while_condition == main
    assert saddle.effects == crew.effects and crew.effects[0].what == "trigger:other"


def test_another_creature_crewing_is_a_gap():
    assert gaps("Whenever a creature you control crews a Vehicle, that Vehicle gains haste until end of turn.")


# ---- a token made "with crew 1" (702.122a, 111.3) --------------------------------------------------
def test_token_with_crew_n_has_its_activated_ability():
    (ab,) = abilities("When Test Card enters, create a 3/2 colorless Vehicle artifact token with crew 1.")
    (make,) = ab.effects
    kw, crew = make.token.abilities
    assert (kw.name, kw.param) == ("crew", "1")
    assert isinstance(crew, ir.ActivatedAbility) and crew.cost.tap_power[1] == 1


def test_keyword_with_a_number_the_rules_dont_define_is_a_gap():
    # tribute 702.104a: a replacement as it enters, not given by "with"
    (g,) = gaps("When Test Card enters, create a 1/1 red Goblin creature token with tribute 1.")
    assert g.blocker == "keyword:tribute"


# ---- "with no abilities" (113.1) -------------------------------------------------------------------
def test_with_no_abilities_filter():
    (st,) = abilities("Creatures with no abilities get +2/+2.", types=("Enchantment",))
    (pt,) = st.effects
    assert pt.affected == ir.Filter(types=("creature",), no_abilities=True)


# ---- statuses joined by "or" (110.5, 506.4) ---------------------------------------------------------
def test_attacking_blocking_or_tapped_target():
    (sp,) = abilities("Test Card deals 4 damage to target attacking, blocking, or tapped creature.", types=("Instant",))
    assert sp.targets[0].objects == ir.Filter(types=("creature",), status_any=("attacking", "blocking", "tapped"))


# ---- "It also gets +1/+0 …" (608.2c) ---------------------------------------------------------------
def test_also_adds_an_effect_on_the_same_object():
    (sp,) = abilities("Target creature gains trample until end of turn. It also gets +1/+0 until end of turn if you "
                      "control a Mouse.", types=("Instant",))
    grant, cond = sp.effects
    assert grant.what == "target:0" and cond.effects[0].what == "target:0"


def test_also_on_a_group():
    (sp,) = abilities("Creatures you control get +1/+1 until end of turn. Kithkin creatures you control also gain "
                      "first strike until end of turn.", types=("Instant",))
    assert sp.effects[1].what.filter.subtypes == ("kithkin",)


# ---- opening hand actions (103.6, 103.6a) ---------------------------------------------------------
def test_begin_the_game_on_the_battlefield():
    (st,) = abilities("If this card is in your opening hand, you may begin the game with it on the battlefield.",
                      types=("Enchantment",))
    assert st == ir.StaticAbility(effects=[ir.BeginOnBattlefield()], line=1, text=st.text)


def test_begin_the_game_with_him():
    (st,) = abilities("If Test Card is in your opening hand, you may begin the game with him on the battlefield.")
    assert st.effects == [ir.BeginOnBattlefield()]


def test_begin_the_game_in_the_graveyard_is_not_read():
    # another zone, another action (a gap, not the battlefield)
    assert gaps("You may begin the game with Test Card in your graveyard. If you do, you lose 1 life.")


# ---- "costs {N} less to cast if it targets …" (601.2c, 601.2f) -----------------------------------
def test_cost_reduction_if_it_targets():
    st, spell = abilities("This spell costs {3} less to cast if it targets a tapped permanent.\n"
                          "Exile target creature or Vehicle.", types=("Instant",))
    assert st.effects == [ir.CostModifier(amount=-3, targeting=ir.Filter(tapped=True))]


def test_cost_reduction_if_it_targets_a_spell():
    st, _spell = abilities("This spell costs {2} less to cast if it targets a blue spell.\nCounter target spell.",
                           types=("Instant",))
    (mod,) = st.effects
    assert mod.amount == -2 and mod.targeting.zone == "stack" and mod.targeting.colors == ("blue",)


def test_cost_reduction_of_colored_mana():
    # 118.7b-c: the {U} comes off the blue part of the cost (a reduction, not a gap any more)
    st, _ = abilities("This spell costs {1}{U} less to cast if it targets an instant or sorcery spell.\n"
                      "Counter target spell.", types=("Instant",))
    (mod,) = st.effects
    assert (mod.amount, mod.colored_less) == (-1, ("U",)) and mod.targeting is not None


# ---- madness (702.35a, compiled from its rule) ----------------------------------------------------
def test_madness_is_a_discard_replacement_and_a_trigger():
    kw, st, trig = abilities("Madness {R}", types=("Instant",))
    assert (kw.name, kw.param, kw.rule) == ("madness", "{R}", "702.35")
    assert st.effects == [ir.ZoneReplacement(affected="self", from_zone="hand", to_zone="graveyard",
                                             instead="exile", discard=True)]
    assert trig.trigger == ir.Trigger(event="exiled_this_way")
    may, otherwise = trig.effects
    assert may == ir.May(who="trigger:object:owner",
                         effects=[ir.CastPaying(what="trigger:object", cost="{R}", who="trigger:object:owner")])
    assert otherwise == ir.IfResult(did=False, effects=[ir.PutIntoGraveyard(what="self")])


def test_madness_with_x_is_a_gap():
    (g,) = gaps("Madness {X}{R}", types=("Instant",))
    assert g.blocker == "keyword:madness" and "X paid during a resolution" in g.reason


# ---- "with lesser mana value" (than the trigger event's object; 202.3, 608.2h) ----------------------
def test_lesser_mana_value_than_the_creature_that_died():
    own, other = abilities("Whenever Test Card or another creature you control with flying dies, return "
                           "another target creature card with lesser mana value from your graveyard to the battlefield.")
    assert own.targets[0].objects.mana_value == ("<", ir.ManaValueOf(ref="self"))
    assert other.targets[0].objects.mana_value == ("<", ir.ManaValueOf(ref="trigger:object"))


def test_lesser_mana_value_without_a_trigger_is_a_gap():
    (g,) = gaps("{T}: Return target creature card with lesser mana value from your graveyard to your hand.")
    assert g.blocker == "lesser_stat"


# ---- typecycling (702.29e, 702.29f) ----------------------------------------------------------------
def test_typecycling_is_compiled_from_its_rule():
    # "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type]
    # card, reveal it, and put it into your hand. Then shuffle your library."
    kw, act = abilities("Swampcycling {2}")
    assert (kw.name, kw.param, kw.rule) == ("cycling", "swamp—{2}", "702.29")      # 702.29f
    assert act.zone == "hand" and act.cost.discard_self and act.cost.mana == "{2}"
    (search,) = act.effects
    assert isinstance(search, ir.SearchLibrary) and search.to == "hand" and search.reveal and search.shuffle
    assert search.filter.subtypes == ("swamp",) and search.filter.zone == "library"


def test_typecycling_with_a_type_of_two_words():
    _, act = abilities("Basic landcycling {1}{G}")
    (search,) = act.effects
    assert search.filter.types == ("land",) and search.filter.supertypes == ("basic",)
    _, act = abilities("Artifact landcycling {2}")
    assert act.effects[0].filter.all_types == ("artifact", "land")


def test_two_typecycling_abilities_in_one_line():
    a, b, c, d = abilities("Plainscycling {2}, islandcycling {2}")
    assert (a.param, c.param) == ("plains—{2}", "island—{2}")
    assert b.effects[0].filter.subtypes == ("plains",) and d.effects[0].filter.subtypes == ("island",)


def test_typecycling_with_a_word_that_is_no_type_is_a_gap():
    # an Un-set "Affinitycycling": "a affinity card" is no card the grammar knows
    (g,) = gaps("Affinitycycling {2}")
    assert "702.29" in g.reason


# ---- "It's an enchantment." of the permanent put onto the battlefield (205.1a-b, 611.2a) ----------
def test_returned_as_an_enchantment_replaces_its_card_types():
    # "When ~ dies, if it was a creature, return it to the battlefield under its owner's control.
    # It's an enchantment." — the new permanent (400.7), from then on (611.2a: no duration)
    (trig,) = abilities("When Test Card dies, if it was a creature, return it to the battlefield under its "
                        "owner's control. It's an enchantment.", types=("Enchantment", "Creature"))
    put, types = trig.effects
    assert isinstance(put, ir.PutOntoBattlefield)
    assert types == ir.AddTypesUntil(what="it", types=("enchantment",), replace_types=True)


def test_in_addition_to_its_other_types_keeps_them():
    (sp,) = abilities("Return target creature card from your graveyard to the battlefield. It's a Demon "
                      "in addition to its other types.", types=("Sorcery",))
    assert sp.effects[1] == ir.AddTypesUntil(what="it", subtypes=("demon",))
    (sp,) = abilities("Put target creature card from a graveyard onto the battlefield under your control. That "
                      "creature is a black Zombie in addition to its other colors and types.", types=("Sorcery",))
    assert sp.effects[1] == ir.AddTypesUntil(what="it", subtypes=("zombie",), colors=("black",))


def test_its_types_after_no_permanent_put_onto_the_battlefield_is_a_gap():
    (g,) = gaps("Target creature gets +1/+1 until end of turn. It's an artifact.", types=("Sorcery",))
    assert g.blocker == "put_object_is"


def test_replace_types_needs_types():
    import pytest
    with pytest.raises(ValueError, match="AddTypesUntil.replace_types"):
        ir.AddTypesUntil(what="it", replace_types=True)


# ---- predefined tokens whose subtype no card has (111.10) ------------------------------------------
def test_blood_token_is_read_from_its_rule():
    # 111.10g: "A Blood token is a colorless Blood artifact token with "{1}, {T}, Discard a card,
    # Sacrifice this artifact: Draw a card."" — the word Blood is known from the rule, not a card
    (trig,) = abilities("When Test Card enters, create a Blood token.")
    (make,) = trig.effects
    assert make.token.subtypes == ("blood",) and make.token.types == ("artifact",)
    (act,) = make.token.abilities
    assert act.cost.mana == "{1}" and act.cost.tap and act.cost.sacrifice_self and act.cost.discard


def test_predefined_token_subtypes_come_from_rule_111_10():
    from oraclec.compiler.subtypes import predefined_token_subtypes
    assert {"Blood", "Map", "Junk", "Gold", "Shard", "Food"} <= set(predefined_token_subtypes())
    assert "Incubator" not in predefined_token_subtypes()     # a double-faced token (111.10i)


# ---- gift: a target chosen only if the gift was promised (702.174m) -------------------------------
def test_gift_target_is_chosen_only_if_the_gift_was_promised():
    *_, spell = abilities("Gift a tapped Fish\nTarget player draws three cards. If the gift was promised, "
                            "tap target creature an opponent controls and put a stun counter on it.",
                            types=("Sorcery",))
    player, creature = spell.targets
    assert player.if_paid is None and creature.if_paid == "gift"
    draw, cond = spell.effects
    assert cond.condition == ir.Condition(condition="cost_paid", ref="gift")
    assert [e.what for e in cond.effects] == ["target:1", "target:1"]


def test_gift_wasnt_promised_with_a_target_stays_a_gap():
    # a target chosen only if the gift was NOT promised: 702.174m says nothing of it
    assert gaps("Gift a card\nIf the gift wasn't promised, target creature gets +2/+2 until end of turn.",
                types=("Instant",))


# ---- "If the gift was promised / this spell was kicked, instead …" with targets (601.2c) -----------
def test_gift_instead_chooses_the_targets_of_the_wording_that_happens():
    # 601.2b-c, 702.174m: the cost is announced first; each wording's targets only if it will happen
    *_, spell = abilities("Gift a tapped Fish\nReturn target creature an opponent controls to its owner's hand. "
                            "If the gift was promised, instead return target nonland permanent an opponent "
                            "controls to its owner's hand.", types=("Instant",))
    creature, permanent = spell.targets
    assert (creature.unless_paid, creature.if_paid) == ("gift", None)
    assert (permanent.if_paid, permanent.unless_paid) == ("gift", None)
    (cond,) = spell.effects
    assert cond.condition == ir.Condition(condition="cost_paid", ref="gift")
    assert [e.what for e in cond.effects] == ["target:1"] and [e.what for e in cond.otherwise] == ["target:0"]


def test_kicked_trailing_instead_chooses_targets_by_the_kicker():
    *_, spell = abilities("Kicker {1}{B}\nExile target artifact or enchantment. If this spell was kicked, exile "
                            "target nonland permanent instead.", types=("Instant",))
    assert [(t.if_paid, t.unless_paid) for t in spell.targets] == [(None, "kicker"), ("kicker", None)]


def test_instead_targets_under_another_condition_stay_a_gap():
    # a condition not announced before targets are chosen (601.2c): which targets is unknown then
    (g,) = gaps("Destroy target creature with mana value 2 or less. If you control a Swamp, instead destroy "
                "target creature.", types=("Instant",))
    assert g.blocker == "instead"


def test_instead_targets_when_kicked_twice_stay_a_gap():
    # 702.33d: "kicked twice" — Target.if_paid only says "paid at least once"
    (g,) = gaps("Kicker {1}{G} and/or {1}{R}\nDestroy target artifact. If this spell was kicked twice, instead "
                "destroy target permanent.", types=("Instant",))
    assert g.blocker == "instead"


def test_target_paid_and_unpaid_is_invalid():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Target.unless_paid"):
        ir.Target(objects=ir.Filter(types=("creature",)), if_paid="gift", unless_paid="gift")


# ---- "Spend this mana only to activate abilities." (106.6) ------------------------------------------
def test_mana_only_to_activate_abilities():
    (mana,) = abilities("{T}: Add {C}{U}. Spend this mana only to activate abilities.")
    assert mana.spend == ir.ManaSpend(abilities=ir.Filter(zone="any"))       # no spell


def test_restricted_mana_of_a_triggered_ability_is_a_gap():
    # not a mana ability (605.1): the engine keeps no restriction in the mana pool
    (g,) = gaps("When Test Card enters, add four mana of any one color. Spend this mana only to activate "
                "abilities.", types=("Artifact",))
    assert g.blocker == "mana_restriction"


# ---- impending (702.176a, compiled from its rule) ---------------------------------------------------
def test_impending_is_compiled_from_its_rule():
    kw, alt, counters, not_creature, remove = abilities("Impending 4\u2014{2}{W}{W}", types=("Enchantment", "Creature"))
    assert (kw.name, kw.rule) == ("impending", "702.176")
    assert alt.effects == [ir.CastPermission(label="impending", cost=ir.Cost(mana="{2}{W}{W}"))]
    paid = ir.Condition(condition="cost_paid", ref="impending")
    assert counters.condition == paid and counters.effects == [ir.EntersWithCounters(counter="time", amount=ir.Fixed(value=4))]
    has_time = ir.Condition(condition="counters_on", ref="self", counter="time")
    assert not_creature.condition == ir.Condition(condition="all", all_of=(paid, has_time))
    assert not_creature.effects == [ir.AddTypes(affected="self", remove_types=("creature",))]
    assert remove.trigger.event == "beginning_of_step" and remove.condition == not_creature.condition
    assert remove.effects == [ir.RemoveCounters(what="self", counter="time", amount=ir.Fixed(value=1))]


def test_its_not_a_creature_without_an_antecedent_is_a_gap():
    assert gaps("As long as you control an artifact, it's not a creature.", types=("Enchantment", "Creature"))


def test_add_types_cant_add_and_remove_a_type():
    import pytest
    with pytest.raises(ValueError, match="AddTypes.remove_types"):
        ir.AddTypes(affected="self", types=("creature",), remove_types=("creature",))


# ---- modes chosen more than once (700.2d) and pawprint modes (700.2i) ----------------------------
def test_choose_three_the_same_mode_more_than_once():
    (spell,) = abilities("Choose three. You may choose the same mode more than once.\n"
                         "\u2022 Test Card deals 1 damage to each creature.\n"
                         "\u2022 Test Card deals 2 damage to each opponent.\n"
                         "\u2022 Destroy target artifact.", types=("Instant",))
    assert spell.choose == (3, 3) and spell.repeat and spell.worth == 0
    assert [len(m.targets) for m in spell.modes] == [0, 0, 1]


def test_choose_up_to_five_pawprints_worth():
    (spell,) = abilities("Choose up to five {P} worth of modes. You may choose the same mode more than once.\n"
                         "{P} \u2014 Create a 1/1 white Rabbit creature token.\n"
                         "{P}{P} \u2014 Exile target nonland permanent. Its controller draws a card.\n"
                         "{P}{P}{P} \u2014 Draw a card.", types=("Sorcery",))
    assert spell.worth == 5 and spell.repeat and spell.choose == (1, 5)
    assert [m.pawprints for m in spell.modes] == [1, 2, 3]
    assert [type(e) for e in spell.modes[1].effects] == [ir.Exile, ir.Draw]


def test_choose_three_without_repeating_keeps_different_modes():
    (spell,) = abilities("Choose one \u2014\n\u2022 Draw a card.\n\u2022 You gain 3 life.", types=("Instant",))
    assert not spell.repeat and spell.choose == (1, 1)


def test_pawprint_modes_need_the_same_mode_sentence():
    # 700.2i's worth without "You may choose the same mode more than once" is another wording
    assert gaps("Choose up to five {P} worth of modes.\n{P} \u2014 Draw a card.\n{P}{P} \u2014 You gain 3 life.",
                types=("Sorcery",))


def test_pawprints_without_a_worth_are_refused_by_the_ir():
    import pytest
    with pytest.raises(ValueError, match="Mode.pawprints"):
        ir.SpellAbility(modes=[ir.Mode(effects=[], pawprints=2)])


# ---- partner (702.124h): Commander deck construction, nothing in a game (702.124a) -----------------
def test_partner_is_an_engine_keyword():
    (kw,) = abilities("Partner")
    assert kw == ir.KeywordAbility(name="partner", rule="702.124h", text="Partner", line=1)


def test_partner_with_a_name_is_not_plain_partner():
    # "Partner with [name]" (702.124i) also has a triggered ability: not read as "Partner"
    assert gaps("Partner with Test Other")


# ---- suspend (702.62a): the special action from the hand and two abilities in exile ---------------
def test_suspend_is_three_abilities_and_the_keyword():
    kw, action, upkeep, last, haste = abilities("Suspend 4\u2014{1}{R}", types=("Creature",))
    assert kw.name == "suspend" and kw.param == 4 and kw.rule == "702.62a"
    # 116.2f: a special action from the hand, when the card could be cast (702.62c)
    assert action.zone == "hand" and action.special
    assert action.cost == ir.Cost(mana="{1}{R}", exile_self=True)
    assert action.condition == ir.Condition(condition="could_cast")
    assert action.effects == [ir.AddCounters(what="self", counter="time", amount=ir.Fixed(value=4), zone="exile")]
    # "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
    assert upkeep.zone == "exile" and upkeep.trigger.event == "beginning_of_step"
    assert (upkeep.trigger.step, upkeep.trigger.whose) == ("upkeep", "you")
    assert upkeep.condition == ir.Condition(condition="counters_on", ref="self", counter="time", count=1)
    # "When the last time counter is removed from this card, … you may play it without paying its mana cost"
    assert last.zone == "exile" and last.trigger.event == "last_counter_removed" and last.trigger.counter == "time"
    assert last.effects == [ir.May(effects=[ir.CastFree(what="self", label="suspend")])]
    # "If you cast a creature spell this way, it gains haste until you lose control of …" (608.3)
    assert isinstance(haste, ir.AsResolves)
    assert haste.effects == [ir.GrantKeywordsUntil(what="self", keywords=("haste",), duration="while_controlled")]


def test_suspend_on_a_sorcery_has_no_haste_part():
    # 608.3: only a permanent spell becomes a permanent (an instant or sorcery never gains haste)
    assert not any(isinstance(a, ir.AsResolves) for a in abilities("Suspend 1\u2014{R}", types=("Sorcery",)))


def test_suspend_with_x_is_a_gap():
    # "Suspend X—{X}{3}{U}. X can't be 0.": X is not a number to bind
    assert gaps("Suspend X\u2014{X}{3}{U}. X can't be 0.")


# ---- myriad (702.116a): nothing with one opponent; the engine raises with another ---------------
def test_myriad_is_an_engine_keyword():
    (kw,) = abilities("Myriad")
    assert (kw.name, kw.rule) == ("myriad", "702.116a")


# ---- "Whenever you gain or lose life" (119.3, 119.9): one ability, either event -----------------
def test_gain_or_lose_life_is_one_trigger():
    (trig,) = abilities("Whenever you gain or lose life during your turn, this creature gets +1/+0 until end of turn.")
    assert trig.trigger.event == "gain_or_lose_life" and trig.trigger.player == "you"
    assert trig.trigger.while_condition == ir.Condition(condition="your_turn")


def test_other_partner_abilities_are_partner():
    # 702.124j, k, m: partner abilities too (Commander deck construction, 702.124a)
    (bg,) = abilities("Choose a Background")
    assert (bg.name, bg.param, bg.rule) == ("partner", "choose a background", "702.124k")
    (ff,) = abilities("Partner\u2014Friends forever")
    assert (ff.name, ff.rule) == ("partner", "702.124j")
