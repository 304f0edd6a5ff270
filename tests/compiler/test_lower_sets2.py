"""Lowering of the WOE/MKM/BRO/DMU constructs (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir
from oraclec.compiler.lower import role_token


# ---- Role tokens (rules 111.10j-r, 303.7, 303.4i, 704.5y) -------------------------------------
def test_role_token_is_read_from_the_rules():
    # 111.10q: a Wicked Role is an Aura Role enchantment named Wicked with enchant creature, "gets
    # +1/+1" and "When this Aura is put into a graveyard from the battlefield, …"
    token, why = role_token("wicked")
    assert token is not None, why
    assert (token.name, token.types, token.subtypes) == ("Wicked", ("enchantment",), ("aura", "role"))
    enchant, static, trig = token.abilities
    assert enchant == ir.KeywordAbility(name="enchant", param=ir.Filter(types=("creature",)), rule="702.5",
                                        text="Enchant creature")
    assert isinstance(static, ir.StaticAbility) and isinstance(trig, ir.TriggeredAbility)


def test_every_role_of_the_rules_compiles():
    for name in ("cursed", "monster", "royal", "sorcerer", "virtuous", "wicked", "young hero"):
        token, why = role_token(name)
        assert token is not None, (name, why)


def test_create_role_attached_to_target():
    (spell,) = abilities("Create a Monster Role token attached to up to one target creature you control.",
                         types=("Sorcery",))
    (t,) = spell.targets
    assert (t.min_count, t.max_count) == (0, 1)
    (eff,) = spell.effects
    assert isinstance(eff, ir.CreateTokens)
    assert eff.attached_to == "target:0" and eff.token.name == "Monster"
    assert eff.amount == ir.Fixed(value=1)


def test_create_role_attached_to_it():
    # "it": the trigger's own object, or the target of the sentence before
    (trig,) = abilities("When this creature enters, create a Cursed Role token attached to it.")
    (eff,) = trig.effects
    assert eff.attached_to == "self" and eff.token.name == "Cursed"
    (spell,) = abilities("Target creature gets +2/+0 until end of turn. Create a Monster Role token "
                         "attached to it.", types=("Instant",))
    assert spell.effects[1].attached_to == "target:0"


def test_role_the_rules_do_not_define_is_a_gap():
    (g,) = gaps("When this creature enters, create a Chef Role token attached to target creature you control.")
    assert g.blocker == "role:chef"


# ---- base power and toughness of a static ability (rule 613.4b) ------------------------------
def test_static_base_pt():
    (_, static) = abilities("Enchant creature\nEnchanted creature has base power and toughness 0/2.",
                            types=("Enchantment",), subtypes=("Aura",))
    (pt,) = static.effects
    assert pt == ir.PTSet(affected="enchanted", power=ir.Fixed(value=0), toughness=ir.Fixed(value=2), cda=False)


def test_static_base_pt_with_more():
    (_, static) = abilities("Enchant creature\nEnchanted creature has base power and toughness 1/1, has "
                            "deathtouch, and is an Assassin in addition to its other types.",
                            types=("Enchantment",), subtypes=("Aura",))
    kinds = [type(e).__name__ for e in static.effects]
    assert kinds[0] == "PTSet" and "GrantKeywords" in kinds and len(kinds) == 3


# ---- a keyword with a cost, given (ward 702.21a) ---------------------------------------------
def test_granted_ward_is_its_triggered_ability():
    (_, static) = abilities("Equip {2}\nEquipped creature gets +1/+1 and has ward {1}.",
                            types=("Artifact",), subtypes=("Equipment",))
    pt, kw, trig = static.effects
    assert isinstance(pt, ir.PTModify)
    assert kw.ability == ir.KeywordAbility(name="ward", param="{1}", rule="702.21", text="ward {1}")
    assert isinstance(trig.ability, ir.TriggeredAbility)
    assert "{1}" in str(trig.ability.effects)


def test_granted_cost_keyword_of_another_zone_is_a_gap():
    # cycling works from the hand (702.29a): not an ability a permanent's static gives
    (g,) = gaps("Creatures you control have cycling {2}.")
    assert g.blocker == "keyword:cycling"


# ---- enlist (702.154a): an optional cost to attack and its linked trigger --------------------
def test_enlist_is_a_trigger_of_the_enlisting():
    (kw, trig) = abilities("Enlist")
    assert kw.name == "enlist" and kw.rule == "702.154"
    assert trig.trigger == ir.Trigger(event="enlisted", subject=ir.Filter(is_self=True))
    (pt,) = trig.effects
    # "the tapped creature's power": the creature tapped for the cost (the event's other object)
    assert pt == ir.ModifyPT(what="self", power=ir.PowerOf(ref="trigger:other"), toughness=ir.Fixed(value=0))


def test_the_tapped_creature_outside_enlist_is_a_gap():
    (g,) = gaps("Whenever this creature attacks, it gets +X/+0 until end of turn, where X is the tapped "
                "creature's power.")
    assert g.blocker == "antecedent"


# ---- prototype (702.160a, 718) ----------------------------------------------------------------
def test_prototype_is_a_way_to_cast_it():
    kw, static, vig = abilities("Prototype {1}{W} \u2014 2/2\nVigilance", types=("Artifact", "Creature"),
                                mana_cost="{5}", power="4", toughness="5")
    assert (kw.name, kw.rule) == ("prototype", "702.160")
    (way,) = static.effects
    assert way == ir.CastPermission(label="prototype", cost=ir.Cost(mana="{1}{W}"),
                                    prototype=ir.Prototype(power=2, toughness=2))
    assert vig.name == "vigilance"


# ---- "entered the battlefield under your control this turn" (celebration; 603.6a) -------------
def test_two_or_more_nonland_permanents_entered():
    (static,) = abilities("Celebration \u2014 This creature gets +0/+2 as long as two or more nonland "
                          "permanents entered the battlefield under your control this turn.")
    cond = static.condition
    assert (cond.condition, cond.event, cond.player, cond.count) == ("this_turn", "enters", "you", 2)
    assert cond.filter.not_types == ("land",) and cond.filter.zone == "any"


def test_an_artifact_entered_under_your_control():
    (trig,) = abilities("At the beginning of your end step, if an artifact entered the battlefield under "
                        "your control this turn, draw a card.")
    assert trig.condition.count == 1 and trig.condition.filter.types == ("artifact",)


# ---- "Whenever one or more creature cards leave your graveyard" (400.7, 603.2c) ---------------
def test_cards_leave_your_graveyard_is_one_batch():
    (trig,) = abilities("Whenever one or more creature cards leave your graveyard, draw a card.")
    t = trig.trigger
    assert (t.event, t.player, t.batch) == ("leaves_graveyard", "you", True)
    assert t.subject.types == ("creature",)


def test_a_card_leaves_your_graveyard():
    (trig,) = abilities("Whenever an instant or sorcery card leaves your graveyard, put a +1/+1 counter "
                        "on this creature.")
    assert trig.trigger.event == "leaves_graveyard" and not trig.trigger.batch


# ---- collect evidence as an effect, and its trigger (701.57a) --------------------------------
def test_you_may_collect_evidence_is_a_payment():
    (trig,) = abilities("Whenever this creature attacks, you may collect evidence 3. When you do, put a "
                        "+1/+1 counter on target creature you control.")
    pay = trig.effects[0]
    assert pay == ir.Pay(who="you", evidence=3)


def test_whenever_you_collect_evidence():
    (trig,) = abilities("Whenever you collect evidence, investigate.")
    assert trig.trigger == ir.Trigger(event="collected_evidence", player="you")


def test_collect_evidence_joined_under_one_may_is_a_gap():
    (g,) = gaps("When this creature dies, you may exile it and collect evidence 4. If you do, return this "
                "card to the battlefield tapped.")
    assert g.blocker == "pay_joined"


# ---- "from among the cards milled this way" (701.13) -----------------------------------------
def test_put_from_among_the_cards_milled():
    (trig,) = abilities("When this creature enters, mill three cards. You may put a land card from among "
                        "the cards milled this way into your hand. If you don't, put a +1/+1 counter on "
                        "this creature.")
    mill, may, otherwise = trig.effects
    assert may.effects == [ir.PutFromAmong(who="you", filter=ir.Filter(types=("land",), zone="any"))]
    assert otherwise.did is False


def test_greatest_among_cards_discarded_this_way_is_a_gap():
    # the quantity's filter can't name "the cards discarded this way": never all cards anywhere
    (g,) = gaps("Draw two cards. Then you may discard two cards. When you do, this spell deals X damage "
                "to each creature, where X is the greatest mana value among cards discarded this way.",
                types=("Sorcery",))
    assert g.blocker == "among_this_way"


# ---- "investigate twice / three times / X times" (701.36a) -----------------------------------
def test_investigate_twice_makes_two_clues():
    (trig,) = abilities("When this creature enters, investigate twice.")
    assert trig.effects[0].amount == ir.Fixed(value=2) and trig.effects[0].token.name == "Clue Token"
    (spell,) = abilities("Investigate three times.", types=("Instant",))
    assert spell.effects[0].amount == ir.Fixed(value=3)


# ---- "if it's your turn" / "as long as it isn't your turn" (500.1) ---------------------------
def test_if_its_your_turn():
    (spell,) = abilities("Destroy target creature. If it's your turn, draw a card.", types=("Instant",))
    assert spell.effects[1].condition == ir.Condition(condition="your_turn")
    (static,) = abilities("As long as it isn't your turn, this creature gets +0/+2.")
    assert static.condition == ir.Condition(condition="your_turn", negate=True)


def test_isnt_a_token_keeps_the_word_token():
    # 111.1 / 603.4: "if it isn't a token" — the noun "token" alone is the description (a
    # filter that dropped it matched every object, so the intervening "if" never held)
    (trig,) = abilities("When this creature enters, if it isn't a token, create two tokens that are copies of it.")
    assert trig.condition.condition == "matches" and trig.condition.negate
    assert trig.condition.filter.token is True


# ---- Domain as a cost reduction (601.2f, 602.2b; 305.6 basic land types) ----------------------
def test_domain_reduces_the_spells_cost():
    (_, static) = abilities("Flash\nDomain — This spell costs {1} less to cast for each basic land type "
                            "among lands you control.", types=("Enchantment",))
    (mod,) = static.effects
    assert mod == ir.CostModifier(amount=-1, times=ir.BasicLandTypes(ref="you"))


def test_domain_reduces_an_activation_cost():
    (ab,) = abilities("Domain — {5}, {T}: Draw a card. This ability costs {1} less to activate for each "
                      "basic land type among lands you control.", types=("Artifact",))
    assert ab.cost_change == ir.CostModifier(amount=-1, times=ir.BasicLandTypes(ref="you"))


def test_domain_multiplier_of_an_effect_still_counts_types():
    (spell,) = abilities("You gain 1 life for each basic land type among lands you control.", types=("Sorcery",))
    assert spell.effects[0].amount == ir.BasicLandTypes(ref="you")


# ---- events of this turn: sacrifices (701.17a) ------------------------------------------------
def test_youve_sacrificed_an_artifact_this_turn():
    (ab,) = abilities("{T}: Draw a card. Activate only if you've sacrificed an artifact this turn.",
                      types=("Artifact",))
    cond = ab.condition
    assert (cond.condition, cond.event, cond.player, cond.count) == ("this_turn", "sacrificed", "you", 1)
    assert cond.filter.types == ("artifact",)


# ---- "your choice of" keywords (608.2d) -------------------------------------------------------
def test_gains_your_choice_of_keywords():
    (trig,) = abilities("At the beginning of combat on your turn, target creature you control gains your "
                        "choice of flying, vigilance, or lifelink until end of turn.")
    (eff,) = trig.effects
    assert eff == ir.GrantKeywordChoiceUntil(what="target:0", keywords=("flying", "vigilance", "lifelink"),
                                             duration="end_of_turn")


def test_a_choice_of_one_keyword_is_refused_by_the_ir():
    import pytest
    with pytest.raises(ValueError, match="GrantKeywordChoiceUntil.keywords"):
        ir.GrantKeywordChoiceUntil(what="self", keywords=("flying",))


# ---- supertypes and designations as qualities (205.4, 701.58b) --------------------------------
def test_as_long_as_equipped_creature_is_legendary():
    (_, static, _) = abilities("Equipped creature gets +2/+1.\nAs long as equipped creature is legendary, it "
                               "has trample and haste.\nEquip {2}", types=("Artifact",), subtypes=("Equipment",))
    cond = static.condition
    assert (cond.condition, cond.ref, cond.negate) == ("matches", "equipped", False)
    assert cond.filter.supertypes == ("legendary",)


def test_suspected_is_a_designation():
    (ab,) = abilities("{2}{B}: If this creature is suspected, put a +1/+1 counter on it.")
    cond = ab.effects[0].condition if hasattr(ab.effects[0], "condition") else None
    assert cond is not None and (cond.condition, cond.counter) == ("designation", "suspected")


def test_a_suspected_creature_is_a_filter_on_the_designation():
    (ab,) = abilities("{3}{B}{R}, Sacrifice a suspected creature: Target creature gets -5/-5 until end of turn.")
    flt, n = ab.cost.sacrifice
    assert (flt.designation, flt.types, n) == ("suspected", ("creature",), 1)


# ---- "you and target opponent each" ------------------------------------------------------------
def test_you_and_target_opponent_each_draw():
    (spell,) = abilities("You and target opponent each draw three cards.", types=("Sorcery",))
    (t,) = spell.targets
    assert t.players == ir.PlayerFilter(who="opponent")
    (eff,) = spell.effects
    assert eff == ir.Draw(who=("you", "target:0"), amount=ir.Fixed(value=3))


def test_you_and_that_player_each_sacrifice_is_a_gap():
    (g,) = gaps("Whenever a player casts a spell, you and that player each sacrifice a creature.")
    assert g.blocker == "you_and_player"
