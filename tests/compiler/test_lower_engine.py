"""Lowering of the constructs of the M21/FDN breadth work (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "a source you control deals (noncombat) damage to …" (rules 120.2b, 609.7) --------------
def test_source_you_control_deals_noncombat_damage_to_an_opponent():
    (trig,) = abilities("Whenever a source you control deals noncombat damage to an opponent, "
                        "you draw that many cards.")
    assert trig.trigger == ir.Trigger(event="deals_noncombat_damage_to_player",
                                      subject=ir.Filter(controller="you"), player="opponent")
    # "that many": the amount of damage of the trigger event (608.2c)
    (draw,) = trig.effects
    assert isinstance(draw, ir.Draw) and draw.who == "you"


def test_source_an_opponent_controls_deals_damage_to_you():
    (trig,) = abilities("Whenever a source an opponent controls deals damage to you, you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="deals_damage_to_player",
                                      subject=ir.Filter(controller="opponent"), player="you")


def test_red_source_you_control():
    (trig,) = abilities("Whenever a red source you control deals damage to a player, you gain 1 life.")
    assert trig.trigger.subject == ir.Filter(colors=("red",), controller="you")
    assert trig.trigger.player is None


# ---- "Whenever ~ attacks while you control …" (603.2) -----------------------------------------
def test_attacks_while_you_control():
    (trig,) = abilities("Whenever Test Card attacks while you control a creature with power 4 or "
                        "greater, Test Card gets +1/+0 until end of turn.")
    assert trig.trigger.event == "attacks"
    assert trig.trigger.subject == ir.Filter(is_self=True)
    state = trig.trigger.while_condition
    assert state is not None and state.condition == "control"
    assert state.filter == ir.Filter(types=("creature",), controller="you", power=(">=", 4))
    # not an intervening "if" (603.4): nothing is checked again on resolution
    assert trig.condition is None


def test_attacks_while_saddled_is_still_the_saddled_subject():
    (trig,) = abilities("Whenever Test Card attacks while saddled, draw a card.")
    assert trig.trigger.while_condition is None
    assert trig.trigger.subject.designation == "saddled"


# ---- "becomes a Werewolf": creature types set in place of the others (rules 205.1a-b) ----------
def test_becomes_a_creature_type_replaces_creature_types():
    (ab,) = abilities("{3}{G}: Test Card becomes a Werewolf.")
    (eff,) = ab.effects
    assert isinstance(eff, ir.AddTypesUntil)
    assert eff.subtypes == ("werewolf",) and eff.replace_creature_types and eff.duration is None


def test_becomes_a_colored_creature_type_sets_its_colors_too():
    # 105.3: "becomes a black Shade": black is its only color
    (ab,) = abilities("Until end of turn, each creature you control becomes a black Shade.",
                      types=("Instant",))
    (eff,) = ab.effects
    assert eff.replace_creature_types and eff.replace_colors and eff.colors == ("black",)


def test_becomes_an_artifact_creature_keeps_its_types():
    # 205.1b: "becomes an artifact creature" retains the prior card types and subtypes
    (ab,) = abilities("{1}{W}: Another target Vehicle you control becomes an artifact creature until end of turn.",
                      types=("Artifact",))
    (eff,) = ab.effects
    assert set(eff.types) == {"artifact", "creature"} and not eff.replace_creature_types


def test_in_addition_keeps_creature_types():
    (ab,) = abilities("{1}: Test Card becomes a Zombie in addition to its other types until end of turn.")
    assert not ab.effects[0].replace_creature_types


def test_becomes_a_land_type_other_than_basic_stays_a_gap():
    # 305.7 covers basic land types set in place of the others ("becomes an Island": read); a land
    # type that is not basic set that way is not read
    (g,) = gaps("{T}: Target land becomes a Desert until end of turn.")
    assert g.blocker == "becomes_replace"


def test_noncreature_subtypes_are_read_from_the_rules():
    from oraclec.compiler.subtypes import noncreature_subtypes
    kinds = set(noncreature_subtypes())
    assert {"equipment", "vehicle", "aura", "saga", "forest", "urza's", "siege", "adventure"} <= kinds
    assert not kinds & {"human", "werewolf", "elf"}


# ---- emblems (rules 114.1-114.4) --------------------------------------------------------------
def test_emblem_with_a_static_ability():
    (ab,) = abilities('[\u22128]: You get an emblem with "Creatures you control get +2/+2 and have '
                      'vigilance, trample, and indestructible."', types=("Planeswalker",), loyalty="5")
    (eff,) = ab.effects
    assert isinstance(eff, ir.GetEmblem) and eff.who == "you"
    (static,) = eff.abilities
    assert isinstance(static, ir.StaticAbility)
    assert {type(e).__name__ for e in static.effects} == {"PTModify", "GrantKeywords"}


def test_emblem_with_a_triggered_ability():
    (ab,) = abilities('[\u22129]: You get an emblem with "Whenever a player casts a spell, you create a '
                      '2/1 blue Ninja creature token."', types=("Planeswalker",), loyalty="3")
    (trig,) = ab.effects[0].abilities
    assert isinstance(trig, ir.TriggeredAbility) and trig.trigger.event == "cast"


def test_emblem_with_an_activated_ability_stays_a_gap():
    # 114.4: it would be activated from the command zone, which the engine does not offer
    (g,) = gaps('[\u22128]: You get an emblem with "{1}{B}, Sacrifice a creature: You gain 1 life."',
                types=("Planeswalker",), loyalty="3")
    assert g.blocker == "emblem"


def test_emblem_needs_an_ability():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="abilities"):
        ir.GetEmblem(abilities=[])


# ---- "Add one mana of the chosen color" (rules 106.1, 614.12) ---------------------------------
def test_mana_of_the_chosen_color():
    static, mana = abilities("As Test Card enters, choose a color.\n{T}: Add one mana of the chosen color.",
                             types=("Artifact",))
    assert isinstance(mana, ir.ManaAbility) and mana.produces == ("chosen",)


def test_mana_of_a_color_not_chosen_as_it_entered_stays_a_gap():
    (g,) = gaps("{T}: Add one mana of the chosen color.", types=("Artifact",))
    assert g.blocker == "chosen_color"


# ---- "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (rule 614.12) -----------
def test_pay_life_or_enter_tapped():
    (ab, _mana) = abilities("As Test Card enters, you may pay 2 life. If you don't, it enters tapped.\n"
                            "{T}: Add {B} or {R}.", types=("Land",))
    assert ab.effects == [ir.EntersTapped(unless_life=2)]


def test_reveal_or_enter_tapped():
    (ab, _mana) = abilities("As Test Card enters, you may reveal an Island or Swamp card from your hand. "
                            "If you don't, Test Card enters tapped.\n{T}: Add {U} or {B}.", types=("Land",))
    (eff,) = ab.effects
    assert eff.unless_reveal == ir.Filter(subtypes=("island", "swamp"), zone="hand", owner="you")


# ---- "~ costs {3} less to cast if it targets a tapped creature" (rules 601.2c, 601.2f) ---------
def test_costs_less_if_it_targets():
    static, _spell = abilities("This spell costs {3} less to cast if it targets a tapped creature.\n"
                               "Destroy target creature.", types=("Instant",))
    (mod,) = static.effects
    assert mod == ir.CostModifier(amount=-3, targeting=ir.Filter(types=("creature",), tapped=True))


def test_costs_more_if_it_targets():
    static, _spell = abilities("This spell costs {2} more to cast if it targets a Dragon.\n"
                               "Destroy target creature.", types=("Instant",))
    assert static.effects[0] == ir.CostModifier(amount=2, targeting=ir.Filter(subtypes=("dragon",)))


# ---- "If it was a creature card" (608.2c); "with +1/+1 counters on them" ------------------------
def test_if_it_was_a_creature_card():
    (ab,) = abilities("{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 "
                      "counter on Test Card and you gain 1 life.")
    cond = ab.effects[-1].condition
    assert cond.condition == "matches" and cond.filter.types == ("creature",)


def test_with_counters_on_them_without_article():
    (ab,) = abilities("Creatures you control with +1/+1 counters on them can't be blocked.")
    (eff,) = ab.effects
    assert eff.affected.counter == "+1/+1" and eff.affected.controller == "you"


def test_cast_during_an_opponents_turn():
    (trig,) = abilities("Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on Test Card.")
    assert trig.trigger.event == "cast"
    assert trig.trigger.while_condition == ir.Condition(condition="your_turn", negate=True)


def test_first_spell_during_each_opponents_turn():
    (trig,) = abilities("Whenever you cast your first spell during each opponent's turn, draw a card.")
    assert trig.trigger.nth == 1
    assert trig.trigger.while_condition == ir.Condition(condition="your_turn", negate=True)


# ---- "attached to" (rules 301.5, 303.4) -----------------------------------------------------------
def test_all_equipment_attached_to_that_creature():
    (ab,) = abilities("Test Card deals 5 damage to target creature. Destroy all Equipment attached to "
                      "that creature.", types=("Instant",))
    destroy = ab.effects[-1]
    assert destroy.what.filter == ir.Filter(subtypes=("equipment",), attached_to="target:0")


def test_target_aura_attached_to_a_creature():
    (ab,) = abilities("Destroy target Aura attached to a creature.", types=("Instant",))
    (t,) = ab.targets
    assert t.objects.attached_to == ir.Filter(types=("creature",))


def test_that_creature_after_an_equipment_target_is_the_creature_target():
    # 608.2c: "that creature" is the one creature target, not the Equipment targeted last
    (a,) = abilities("Test Card deals 5 damage to target creature. Exile up to one target Equipment attached "
                     "to that creature. If that creature would die this turn, exile it instead.", types=("Instant",))
    damage, exile, instead = a.effects
    assert damage.to == "target:0" and exile.what == "target:1"
    assert a.targets[1].objects.attached_to == "target:0" and instead.what == "target:0"


# ---- activation bans: "… activated abilities can't be activated" (602.5, 605.1a) --------------
def _restrictions(text, **kw):
    (ab,) = [a for a in abilities(text, **kw) if isinstance(a, ir.StaticAbility)]
    return [(e.affected, e.what) for e in ab.effects]


def test_its_activated_abilities_unless_mana_abilities():
    # 605.1a: its mana abilities stay; every other activated ability is forbidden
    assert _restrictions("Enchant permanent\nEnchanted permanent can't attack or block, and its activated "
                         "abilities can't be activated unless they're mana abilities.",
                         types=("Enchantment",), subtypes=("Aura",)) == [
        ("enchanted", "cant_attack_or_block"), ("enchanted", "nonmana_activated_abilities_cant_be_activated")]


def test_activated_abilities_with_tap_in_their_costs():
    assert _restrictions("Enchant creature\nEnchanted creature can't attack or block, and its activated "
                         "abilities with {T} in their costs can't be activated.",
                         types=("Enchantment",), subtypes=("Aura",))[1] == \
        ("enchanted", "tap_activated_abilities_cant_be_activated")


def test_activated_abilities_of_a_group():
    assert _restrictions("Activated abilities of creatures your opponents control can't be activated.") == [
        (ir.Filter(types=("creature",), controller="opponent"), "activated_abilities_cant_be_activated")]


def test_enchanted_creatures_activated_abilities_and_pt_with_a_ban():
    assert _restrictions("Enchant creature\nEnchanted creature's activated abilities can't be activated.",
                         types=("Enchantment",), subtypes=("Aura",)) == [
        ("enchanted", "activated_abilities_cant_be_activated")]
    # "gets -1/-1, and its activated abilities …": the P/T change and the ban
    (ab,) = [a for a in abilities("Enchant creature\nEnchanted creature gets -1/-1, and its activated "
                                  "abilities can't be activated.", types=("Enchantment",),
                                  subtypes=("Aura",)) if isinstance(a, ir.StaticAbility)]
    assert [type(e).__name__ for e in ab.effects] == ["PTModify", "Restriction"]


def test_activation_ban_kinds_are_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Restriction.what"):
        ir.Restriction(affected="enchanted", what="loyalty_activated_abilities_cant_be_activated")


# ---- prevention by source: "… damage that would be dealt by X", "… X would deal" (615.1a) -------
def _prevents(text, **kw):
    (ab,) = abilities(text, **kw)
    return [e for e in ab.effects if isinstance(e, ir.PreventDamage)]


def test_prevent_damage_dealt_by_target_creature():
    (p,) = _prevents("Prevent all combat damage that would be dealt by target creature this turn.",
                     types=("Instant",))
    assert p.by == "target:0" and p.to is None and p.combat_only and p.duration == "end_of_turn"


def test_prevent_damage_dealt_this_turn_by_a_group():
    (p,) = _prevents("Prevent all combat damage that would be dealt this turn by attacking creatures.",
                     types=("Instant",))
    assert isinstance(p.by, ir.All) and p.by.filter.types == ("creature",)
    (p,) = _prevents("Prevent all damage that would be dealt to you this turn by creatures with flying.",
                     types=("Instant",))
    assert p.to == "you" and isinstance(p.by, ir.All)


def test_prevent_damage_dealt_to_and_dealt_by():
    # two shields: to it, and by it (615)
    to, by = _prevents("{T}: Untap target attacking creature. Prevent all combat damage that would be "
                       "dealt to and dealt by that creature this turn.", types=("Land",))
    assert to.to == "target:0" and to.by is None and by.by == "target:0" and by.to is None


def test_prevent_damage_a_creature_would_deal():
    (p,) = _prevents("Prevent all damage target creature would deal this turn.", types=("Instant",))
    assert p.by == "target:0" and not p.combat_only


def test_prevent_damage_dealt_this_turn_to_a_group():
    (trig,) = abilities("Whenever Test Card attacks, prevent all combat damage that would be dealt "
                        "this turn to Dogs you control.")
    (p,) = trig.effects
    assert isinstance(p.to, ir.All) and p.to.filter.subtypes == ("dog",) and p.by is None


def test_static_prevention_by_sources():
    (st,) = abilities("Prevent all damage that would be dealt to Test Card by creatures.")
    assert list(st.effects) == [ir.PreventDamageStatic(to="self", source=ir.Filter(types=("creature",)))]
    (_, st) = abilities("Enchant creature\nPrevent all damage that would be dealt by enchanted creature.",
                        types=("Enchantment",), subtypes=("Aura",))
    assert list(st.effects) == [ir.PreventDamageStatic(to=None, source="enchanted")]
    (st,) = abilities("Prevent all combat damage that would be dealt to and dealt by Test Card.")
    assert list(st.effects) == [ir.PreventDamageStatic(to="self", combat=True),
                                ir.PreventDamageStatic(to=None, source="self", combat=True)]


def test_prevention_by_source_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="PreventDamage.by"):
        ir.PreventDamage(by="target:0", amount=ir.Fixed(value=3))
    with pytest.raises(pydantic.ValidationError, match="PreventDamageStatic.to"):
        ir.PreventDamageStatic(to=None)


# ---- "Whenever ~ and at least two other creatures attack" (battalion; training 702.149a) --------
def test_attacks_with_at_least_two_others():
    (trig,) = abilities("Whenever Test Card and at least two other creatures attack, Test Card gets "
                        "+2/+2 until end of turn.")
    assert trig.trigger.event == "attacks_with" and trig.trigger.count == 2
    assert trig.trigger.other == ir.Filter(types=("creature",))


def test_attacks_with_at_least_two_of_a_kind():
    (trig,) = abilities("Whenever Test Card and at least two Zombies attack, Test Card gains "
                        "indestructible until end of turn.")
    assert trig.trigger.count == 2 and trig.trigger.other.subtypes == ("zombie",)


def test_training_is_one_other_attacker():
    (trig,) = abilities("Whenever Test Card and at least one other creature with power greater than "
                        "Test Card's power attack, put a +1/+1 counter on Test Card.")
    assert trig.trigger.event == "attacks_with" and trig.trigger.count == 1


# ---- cost changes with colored mana (601.2f, 118.7b-c) ----------------------------------------
def _cost_mods(text, **kw):
    return [e for a in abilities(text, **kw) if isinstance(a, ir.StaticAbility) for e in a.effects
            if isinstance(e, ir.CostModifier)]


def test_strive_adds_colored_mana_per_extra_target():
    (m,) = _cost_mods("This spell costs {2}{G} more to cast for each target beyond the first.\n"
                      "Destroy any number of target artifacts and/or enchantments.", types=("Instant",))
    assert (m.amount, m.colored, m.per) == (2, ("G",), "extra_target")


def test_reduction_with_colored_mana_if_a_condition():
    (m,) = _cost_mods("This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell "
                      "this turn.\nFlying", types=("Creature",))
    assert (m.amount, m.colored_less) == (-2, ("U",)) and m.condition is not None


def test_reduction_during_your_turn_is_the_abilitys_condition():
    (st, _) = abilities("During your turn, this spell costs {2}{U}{U} less to cast.\nEnd the turn.",
                        types=("Instant",))
    assert st.condition == ir.Condition(condition="your_turn")
    assert st.effects == [ir.CostModifier(amount=-2, colored_less=("U", "U"))]


def test_colored_cost_change_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="CostModifier.colored"):
        ir.CostModifier(amount=-2, colored=("U",))
    with pytest.raises(pydantic.ValidationError, match="CostModifier.colored_less"):
        ir.CostModifier(amount=-2, colored_less=("U/P",))


# ---- "can attack as though it didn't have defender" (702.3b) ----------------------------------
def test_static_can_attack_despite_defender_under_a_condition():
    (_, st) = abilities("Defender\nAs long as you control a creature with power 4 or greater, Test Card "
                        "can attack as though it didn't have defender.")
    assert st.condition is not None and st.condition.condition == "control"
    assert list(st.effects) == [ir.Restriction(affected="self", what="can_attack_despite_defender")]


def test_effect_can_attack_this_turn_despite_defender():
    (_, act) = abilities("Defender\n{1}{U}: Test Card can attack this turn as though it didn't have defender.")
    assert act.effects == [ir.Restrict(what="self", restriction="can_attack_despite_defender",
                                       duration="end_of_turn")]


def test_gets_and_can_attack_despite_defender():
    (_, st) = abilities("Defender\nAs long as you control three or more artifacts, Test Card gets +2/+2 and "
                        "can attack as though it didn't have defender.")
    assert [type(e).__name__ for e in st.effects] == ["PTModify", "Restriction"]
    assert st.effects[1].what == "can_attack_despite_defender"


# ---- "~ can't attack unless <condition>" (508.1c) ---------------------------------------------
def test_cant_attack_unless_you_control_four_artifacts():
    (st,) = abilities("Test Card can't attack unless you control four or more artifacts.")
    (r,) = st.effects
    assert r.what == "cant_attack_unless" and r.affected == "self"
    assert r.condition == ir.Condition(condition="control", count=4,
                                       filter=ir.Filter(types=("artifact",), controller="you"))


def test_cant_attack_unless_cards_in_your_graveyard():
    (st,) = abilities("Test Card can't attack unless there are five or more cards in your graveyard.")
    assert st.effects[0].condition.count == 5


# ---- "If <condition>, instead <effects>." (608.2c) ---------------------------------------------
def test_fronted_instead_replaces_the_sentence_before():
    (_, _, sp) = abilities("Kicker {2}\nSearch your library for a basic land card, put it onto the "
                           "battlefield, then shuffle. If this spell was kicked, instead search your library "
                           "for two basic land cards, put them onto the battlefield, then shuffle.",
                           types=("Sorcery",))
    (branch,) = sp.effects
    assert isinstance(branch, ir.IfCondition) and branch.condition.condition == "cost_paid"
    assert branch.effects[0].amount == ir.Fixed(value=2) and branch.otherwise[0].amount == ir.Fixed(value=1)


def test_fronted_instead_with_targets_of_its_own_chooses_them_by_the_kicker():
    # which targets are chosen depends on the kicker, announced before them (601.2b-c)
    *_, sp = abilities("Kicker {1}{W}\nTarget creature you control gains indestructible until end of turn. If "
                       "this spell was kicked, instead any number of target creatures you control gain "
                       "indestructible until end of turn.", types=("Instant",))
    one, many = sp.targets
    assert (one.unless_paid, many.if_paid, many.min_count) == ("kicker", "kicker", 0)


# ---- "Add an amount of {G} equal to …" (106.1) ------------------------------------------------
def test_add_an_amount_of_mana_equal_to_a_quantity():
    (ab,) = abilities("{T}: Add an amount of {G} equal to Test Card's power.")
    assert isinstance(ab, ir.ManaAbility) and ab.produces == ("{G}",)
    assert ab.amount == ir.PowerOf(ref="self")


# ---- "deals (combat) damage to a player or planeswalker" / "… to a planeswalker" (120.3) --------
def test_deals_combat_damage_to_a_player_or_planeswalker():
    (trig,) = abilities("Whenever Test Card deals combat damage to a player or planeswalker, draw a card.")
    assert trig.trigger.event == "deals_combat_damage_to_player_or_planeswalker"


def test_deals_damage_to_a_planeswalker_that_planeswalker():
    (trig,) = abilities("Whenever a creature you control with deathtouch deals damage to a planeswalker, "
                        "destroy that planeswalker.")
    assert trig.trigger.event == "deals_damage_to_planeswalker"
    assert trig.effects[0].what == "trigger:other"


def test_that_player_after_player_or_planeswalker_stays_a_gap():
    # the one dealt damage may be a planeswalker: "that player" names no one for sure
    assert gaps("Whenever Test Card deals combat damage to a player or planeswalker, that player "
                "discards a card.")


# ---- "You may cast … spells as though they had flash" (601.3b) --------------------------------
def test_you_may_cast_creature_spells_as_though_they_had_flash():
    (st,) = abilities("You may cast green creature spells as though they had flash.")
    assert st.effects == [ir.PlayerRule(who="you", rule="flash",
                                        spells=ir.Filter(types=("creature",), colors=("green",), zone="any"))]


def test_any_player_may_cast_spells_as_though_they_had_flash():
    (st,) = abilities("Any player may cast enchantment spells as though they had flash.",
                      types=("Enchantment",))
    assert st.effects == [ir.PlayerRule(who="any", rule="flash",
                                        spells=ir.Filter(types=("enchantment",), zone="any"))]


def test_flash_permission_with_a_condition():
    # 611.3a: "As long as ~ is tapped, you may cast spells as though they had flash."
    (st,) = abilities("As long as Test Card is tapped, you may cast spells as though they had flash.")
    assert st.effects == [ir.PlayerRule(who="you", rule="flash", spells=ir.Filter(zone="any"))]
    assert st.condition is not None


def test_flash_permission_of_spells_described_by_other_objects_is_a_gap():
    # the engine checks the card's own characteristics only (601.3b): a choice is not among them
    (gap,) = gaps("As this creature enters, choose a color.\n"
                  "You may cast spells of the chosen color as though they had flash.")
    assert gap.blocker == "flash_permission" and "chosen color" in gap.reason


def test_player_rule_spells_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="PlayerRule.spells"):
        ir.PlayerRule(who="you", rule="flash")
    with pytest.raises(pydantic.ValidationError, match="PlayerRule.spells"):
        ir.PlayerRule(who="you", rule="extra_land", spells=ir.Filter())


# ---- how other permanents enter: tapped, with an additional counter (614.1c, 614.12) ---------
def test_creatures_your_opponents_control_enter_tapped():
    (st,) = abilities("Creatures your opponents control enter tapped.", types=("Enchantment",))
    assert st.effects == [ir.PermanentsEnter(affected=ir.Filter(types=("creature",), controller="opponent"),
                                             tapped=True)]


def test_nonbasic_lands_enter_tapped():
    (st,) = abilities("Nonbasic lands enter tapped.")
    assert st.effects == [ir.PermanentsEnter(affected=ir.Filter(types=("land",), not_supertypes=("basic",)),
                                             tapped=True)]


def test_each_other_creature_you_control_enters_with_an_additional_counter():
    (st,) = abilities("Each other non-Human creature you control enters with an additional +1/+1 counter on it.")
    (eff,) = st.effects
    assert eff.counter == "+1/+1" and eff.counters == 1 and not eff.tapped
    assert eff.affected == ir.Filter(types=("creature",), not_subtypes=("human",), controller="you", other=True)


def test_other_creatures_enter_with_an_additional_counter_for_each_is_not_read():
    # "… for each opponent who lost life this turn": an amount this construct doesn't read
    assert gaps("Other creatures you control enter with an additional +1/+1 counter on them for each "
                "opponent who lost life this turn.")


def test_permanents_enter_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="PermanentsEnter.counter"):
        ir.PermanentsEnter(affected=ir.Filter(), tapped=True, counter="+1/+1", counters=1)
    with pytest.raises(pydantic.ValidationError, match="PermanentsEnter.counters"):
        ir.PermanentsEnter(affected=ir.Filter(), counter="+1/+1")


# ---- "if {W} was spent to cast this spell", adamant (601.2h) ----------------------------------
def test_if_a_color_was_spent_to_cast_this_spell():
    (spell,) = abilities("Draw a card. If {U} was spent to cast this spell, draw a card.", types=("Instant",))
    (_, cond) = spell.effects
    assert cond.condition == ir.Condition(condition="mana_spent", ref="U")


def test_enters_trigger_if_two_of_a_color_were_spent_to_cast_it():
    # 603.4: an intervening "if" on the ability; "it" is the permanent, the spell that became it
    (trig,) = abilities("When this creature enters, if {W}{W} was spent to cast it, you gain 2 life.")
    assert trig.condition == ir.Condition(condition="mana_spent", ref="W", count=2)


def test_adamant_three_mana_of_a_color_and_of_the_same_color():
    (st,) = abilities("Adamant \u2014 If at least three red mana was spent to cast this spell, this creature "
                      "enters with a +1/+1 counter on it.")
    assert st.condition == ir.Condition(condition="mana_spent", ref="R", count=3)
    (trig,) = abilities("Adamant \u2014 When this creature enters, if at least three mana of the same color "
                        "was spent to cast it, draw a card.", types=("Artifact", "Creature"))
    assert trig.condition == ir.Condition(condition="mana_spent", ref="same", count=3)


def test_mana_spent_to_cast_another_object_or_colorless_is_a_gap():
    (gap,) = gaps("Whenever another creature you control enters, if {G} was spent to cast it, draw a card.")
    assert gap.blocker == "mana_spent"
    (gap,) = gaps("Draw a card. If {C} was spent to cast this spell, draw a card.", types=("Instant",))
    assert gap.blocker == "mana_spent"


def test_mana_spent_condition_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Condition.ref"):
        ir.Condition(condition="mana_spent", ref="C")


# ---- where a spell was cast from (601.2a) -----------------------------------------------------
def test_whenever_an_opponent_casts_a_spell_from_anywhere_other_than_their_hand():
    (trig,) = abilities("Whenever an opponent casts a spell from anywhere other than their hand, draw a card.")
    assert trig.trigger.event == "cast" and trig.trigger.player == "opponent"
    assert trig.trigger.cast_from == "not_hand"


def test_whenever_you_cast_a_spell_from_your_graveyard():
    (trig,) = abilities("Whenever you cast a spell from your graveyard, draw a card.", types=("Enchantment",))
    assert trig.trigger.cast_from == "graveyard"
    assert trig.trigger.spell.owner == "you" and trig.trigger.spell.zone == "stack"


def test_whenever_you_cast_an_instant_from_your_hand():
    (trig,) = abilities("Whenever you cast an instant spell from your hand, you gain 1 life.")
    assert trig.trigger.cast_from == "hand"
    assert trig.trigger.spell == ir.Filter(types=("instant",), zone="stack")


def test_if_you_cast_it_from_your_hand():
    (st,) = abilities("This creature enters with an indestructible counter on it if you cast it from your hand.")
    assert st.condition == ir.Condition(condition="cast_from", ref="hand")
    (trig,) = abilities("When this creature enters, if you cast it from anywhere other than your hand, "
                        "draw a card.")
    assert trig.condition == ir.Condition(condition="cast_from", ref="not_hand")


def test_if_this_spell_was_cast_from_anywhere_other_than_your_hand():
    (spell,) = abilities("Draw a card. If this spell was cast from anywhere other than your hand, draw a card.",
                         types=("Instant",))
    assert spell.effects[1].condition == ir.Condition(condition="cast_from", ref="not_hand")


def test_if_this_spell_was_cast_from_a_graveyard():
    # any player's graveyard (601.2a; flashback 702.34a casts it from its owner's)
    (spell,) = abilities("Target opponent exiles a card from their hand. If this spell was cast from a graveyard, "
                         "draw a card.", types=("Sorcery",))
    assert spell.effects[1].condition == ir.Condition(condition="cast_from", ref="graveyard")


def test_cast_from_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Trigger.cast_from"):
        ir.Trigger(event="enters", cast_from="hand")
    with pytest.raises(pydantic.ValidationError, match="Condition.ref"):
        ir.Condition(condition="cast_from", ref="battlefield")


# ---- "hexproof from [quality]" (702.11d), "protection from multicolored / planeswalkers" -------
def test_hexproof_from_a_color():
    (_, hx) = abilities("Reach, hexproof from blue")
    assert hx == ir.KeywordAbility(name="hexproof from", param="blue", rule="702.11d",
                                   text="Reach, hexproof from blue", line=1)


def test_hexproof_from_two_qualities():
    (hx,) = abilities("Hexproof from artifacts and enchantments")
    assert hx.name == "hexproof from" and hx.param == "artifact,enchantment"
    (hx,) = abilities("Hexproof from white and from black")
    assert hx.param == "white,black"


def test_protection_from_multicolored_and_planeswalkers():
    (pr,) = abilities("Protection from planeswalkers")
    assert pr.name == "protection" and pr.param == "planeswalker"
    (pr,) = abilities("Protection from multicolored")
    assert pr.param == "multicolored"


def test_hexproof_from_a_chosen_color_is_a_gap():
    assert gaps("As this creature enters, choose a color.\nThis creature has hexproof from the color of your choice.")


# ---- a prevention with counters after it (615.5); "When there are N or more … counters on ~"
# (603.8); "Put a page counter on ~:" as a cost (118.3) -------------------------------------------
def test_prevent_that_damage_then_remove_a_counter():
    (st,) = abilities("If damage would be dealt to this creature, prevent that damage. Remove a +1/+1 "
                      "counter from this creature.")
    assert st.effects == [ir.PreventDamageStatic(to="self", counter="+1/+1", counters=-1)]


def test_prevent_while_it_has_a_counter_then_remove_that_many():
    (st,) = abilities("If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent "
                      "that damage and remove that many +1/+1 counters from it.")
    (eff,) = st.effects
    assert (eff.counters, eff.per_prevented) == (-1, True)
    assert eff.while_condition == ir.Condition(condition="counters_on", ref="self", counter="+1/+1")


def test_damage_to_you_prevented_then_a_counter_on_self():
    (st,) = abilities("If a source would deal damage to you, prevent that damage and put an incarnation "
                      "counter on this enchantment.", types=("Enchantment",))
    assert st.effects == [ir.PreventDamageStatic(to="you", counter="incarnation", counters=1)]


def test_prevention_of_damage_to_other_creatures_with_counters_is_a_gap():
    assert gaps("If damage would be dealt to another creature you control, prevent that damage. Put a +1/+1 "
                "counter on that creature for each 1 damage prevented this way.")


def test_state_trigger_on_counters_and_counter_cost():
    tap, _, state = abilities("{T}, Put a page counter on this artifact: Scry 1.\n{2}, {T}, Put a page counter "
                              "on this artifact: Draw a card.\nWhen there are four or more page counters on this "
                              "artifact, exile it. If you do, you gain 4 life.", types=("Artifact",))
    assert tap.cost.put_counters == ("page", 1) and tap.cost.tap
    assert state.trigger.event == "state"
    assert state.trigger.state == ir.Condition(condition="at_least", count=4,
                                               values=(ir.CountersOn(ref="self", counter="page"),))


# ---- the starting life total (103.4); two static abilities in one paragraph (113.2a) ---------
def test_life_total_greater_than_the_starting_life_total():
    (st,) = abilities("As long as your life total is greater than your starting life total, this creature "
                      "gets +1/+1.")
    assert st.condition == ir.Condition(condition="greater", values=(ir.LifeOf(ref="you"), ir.StartingLife(ref="you")))


def test_at_least_seven_life_more_than_the_starting_life_total():
    (act,) = abilities("{T}: You gain 1 life. Activate only if you have at least 7 life more than your "
                       "starting life total.")
    bound = ir.Sum(parts=(ir.StartingLife(ref="you"), ir.Fixed(value=6)))
    # "Activate only if …" (602.5b): life > starting life + 6
    assert act.condition == ir.Condition(condition="greater", values=(ir.LifeOf(ref="you"), bound))


def test_less_than_or_equal_to_half_the_starting_life_total():
    (st,) = abilities("As long as your life total is less than or equal to half your starting life total, "
                      "this creature has indestructible.")
    assert st.condition == ir.Condition(condition="greater", negate=True, values=(
        ir.LifeOf(ref="you"), ir.HalfOf(of=ir.StartingLife(ref="you"))))


def test_two_static_abilities_in_one_paragraph():
    a, b = abilities("This creature gets +1/+1. Creatures you control have haste.")
    assert a.effects == [ir.PTModify(affected="self", power=1, toughness=1)]
    assert b.effects == [ir.GrantKeywords(affected=ir.Filter(types=("creature",), controller="you"),
                                          keywords=("haste",))]


def test_gain_life_for_the_first_time_during_each_of_your_turns():
    (trig,) = abilities("Whenever you gain life for the first time during each of your turns, draw a card.")
    assert trig.trigger == ir.Trigger(event="gain_life", player="you", nth=1,
                                      while_condition=ir.Condition(condition="your_turn"))


# ---- "if an opponent controls more lands than you", "… has more life than you" ---------------
def test_an_opponent_controls_more_lands_than_you():
    (spell,) = abilities("If an opponent controls more lands than you, draw a card.", types=("Sorcery",))
    assert spell.effects[0].condition == ir.Condition(condition="controls_more", player="opponent",
                                                      filter=ir.Filter(types=("land",)))


def test_you_control_fewer_creatures_than_an_opponent_and_less_life():
    (spell,) = abilities("If you have less life than an opponent, you gain 6 life. If you control fewer "
                         "creatures than an opponent, draw a card.", types=("Sorcery",))
    assert spell.effects[0].condition == ir.Condition(condition="more_life", player="opponent")
    assert spell.effects[1].condition == ir.Condition(condition="controls_more", player="opponent",
                                                      filter=ir.Filter(types=("creature",)))


def test_fewer_creatures_than_each_opponent_is_a_gap():
    (gap,) = gaps("When this creature enters, if you control fewer creatures than each opponent, draw a card.")
    assert gap.blocker == "controls_more"


def test_has_flying_and_is_a_knight_in_addition_to_its_other_types():
    (st,) = abilities("As long as this creature has three or more +1/+1 counters on it, it has flying and is a "
                      "Knight in addition to its other types.")
    assert st.effects == [ir.GrantKeywords(affected="self", keywords=("flying",)),
                          ir.AddTypes(affected="self", subtypes=("knight",))]


# ---- "Any player may activate this ability." (602.2) ------------------------------------------
def test_any_player_may_activate_this_ability():
    (act,) = abilities("{4}: Return this creature to its owner's hand. Any player may activate this ability.")
    assert act.any_player and act.cost == ir.Cost(mana="{4}")
    (act,) = abilities("{4}: Return this creature to its owner's hand.")
    assert not act.any_player


def test_whenever_you_cast_or_copy_an_instant_or_sorcery_spell():
    # 707.10: a copy put on the stack is not cast; "cast or copy" is either event
    (trig,) = abilities("Whenever you cast or copy an instant or sorcery spell, draw a card.")
    assert trig.trigger == ir.Trigger(event="cast_or_copy", player="you",
                                      spell=ir.Filter(types=("instant", "sorcery"), zone="stack"))


def test_becomes_the_target_of_a_spell_only():
    # 115.1: "of a spell" — not an ability; "of a spell or ability": either
    (trig,) = abilities("When this creature becomes the target of a spell, sacrifice it.")
    assert trig.trigger == ir.Trigger(event="becomes_target", subject=ir.Filter(is_self=True),
                                      spell=ir.Filter(zone="stack"))
    (trig,) = abilities("Whenever a creature you control becomes the target of a spell or ability an opponent "
                        "controls, draw a card.")
    assert trig.trigger.spell is None and trig.trigger.player == "opponent"
    assert trig.trigger.subject == ir.Filter(types=("creature",), controller="you")


def test_draw_two_cards_instead():
    # 614.11: "except the first one you draw in each of your draw steps" (504.1's draw)
    (st,) = abilities("If you would draw a card except the first one you draw in each of your draw steps, "
                      "draw two cards instead.", types=("Enchantment",))
    assert st.effects == [ir.DrawReplacement(draws=2, except_first_in_draw_step=True)]
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="DrawReplacement.draws"):
        ir.DrawReplacement(draws=1)


def test_discard_your_hand_as_a_cost():
    # 701.9a: "Discard your hand" discards every card in it (an empty hand pays it too)
    (ab,) = abilities("{2}, {T}, Discard your hand: Counter target noncreature spell.")
    assert ab.cost == ir.Cost(mana="{2}", tap=True, discard_hand=True)


# ---- redirection effects of static abilities (rule 614.9) -----------------------------------
def test_all_damage_to_you_is_dealt_to_enchanted_creature_instead():
    (_enchant, static) = abilities("Enchant creature\nAll damage that would be dealt to you is dealt to enchanted "
                                   "creature instead.", types=("Enchantment", "Aura"))
    assert static.effects == [ir.DamageRedirect(to=("you",), instead="enchanted")]


def test_you_and_other_permanents_you_control_by_artifacts():
    (static,) = abilities("All damage that would be dealt to you and other permanents you control is dealt to "
                          "~ instead.")
    assert static.effects == [ir.DamageRedirect(to=("you", ir.Filter(controller="you", other=True)),
                                                instead="self")]
    (static,) = abilities("As long as ~ is untapped, all damage that would be dealt to you by artifacts is dealt "
                          "to ~ instead.")
    assert static.effects == [ir.DamageRedirect(to=("you",), instead="self",
                                                source=ir.Filter(types=("artifact",)))]
    assert static.condition == ir.Condition(condition="untapped")


def test_damage_redirect_validation_names_node_and_field():
    import pytest
    with pytest.raises(ValueError, match="DamageRedirect.instead"):
        ir.DamageRedirect(to=("you",), instead="target:0")


# ---- "Each opponent who can't …" (rule 609.3) -------------------------------------------------
def test_each_opponent_who_cant_after_each_player_discards():
    (act,) = abilities("{T}: Each player discards a card. Each opponent who can't loses 3 life.", types=("Artifact",))
    discard, lose = act.effects
    assert discard.who == ir.EachPlayer(who="any")
    assert lose == ir.LoseLife(who=ir.EachPlayer(who="couldnt:opponent"), amount=ir.Fixed(value=3))


def test_who_cant_after_no_action_each_player_does_is_a_gap():
    (g,) = gaps("{T}: You draw a card. Each opponent who can't loses 3 life.", types=("Artifact",))
    assert g.blocker == "who_cant"


# ---- "… unless its controller pays {4} instead" (rules 608.2c, 118.12a) ------------------------
def test_unless_restated_under_a_condition():
    (spell,) = abilities("Counter target spell unless its controller pays {1}. If you control a creature with "
                         "flying, counter that spell unless its controller pays {4} instead.", types=("Instant",))
    (branch,) = spell.effects
    assert isinstance(branch, ir.IfCondition) and branch.condition.condition == "control"
    new_pay, new_then = branch.effects
    old_pay, old_then = branch.otherwise
    assert (new_pay.mana, old_pay.mana) == ("{4}", "{1}")
    assert new_then == old_then == ir.IfResult(did=False, effects=[ir.CounterSpell(what="target:0")])


def test_unless_restated_after_no_unless_sentence_is_a_gap():
    (g,) = gaps("Counter target spell. If you control a creature with flying, counter that spell unless its "
                "controller pays {4} instead.", types=("Instant",))
    assert g.blocker == "instead"
