"""The antecedent resolver (rule 608.2c: the text refers back to what the earlier text named):
"it", "they", "that creature" after a condition's subject, an acting player's possessor, a static
ability's single affected object, a sacrifice, and an effect on several objects.  A pronoun two
objects could mean stays a gap."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- the subject of a condition (611.3a, 603.4) ----------------------------------------------
def test_it_after_as_long_as_enchanted_permanent_is():
    _, st = abilities("Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +2/+1.",
                      types=("Enchantment",), subtypes=("Aura",))
    assert st.condition == ir.Condition(condition="matches", ref="enchanted",
                                        filter=ir.Filter(types=("creature",), zone="any"))
    assert st.effects == [ir.PTModify(affected="enchanted", power=2, toughness=1)]


def test_it_after_as_long_as_equipped_creature_is():
    st, _ = abilities("As long as equipped creature is a Human, it has menace.\nEquip {2}",
                      types=("Artifact",), subtypes=("Equipment",))
    assert st.effects == [ir.GrantKeywords(affected="equipped", keywords=("menace",))]


def test_it_after_an_intervening_if_about_the_source():
    # 603.4: "if ~ didn't attack this turn" names the source; "it" is the source
    (trig,) = abilities("At the beginning of your end step, if Test Card didn't attack this turn, "
                        "put a +1/+1 counter on it.")
    assert trig.effects == [ir.AddCounters(what="self", counter="+1/+1", amount=ir.Fixed(value=1))]


def test_it_after_if_it_was_kicked_in_a_spell():
    # 702.33d: "if it was kicked" with nothing named before is the spell itself
    sp = abilities("Kicker {R}\nTest Card deals 1 damage to each creature. If it was kicked, it deals "
                   "2 damage to each creature instead.", types=("Sorcery",))[-1]
    assert "cost_paid" in repr(sp.effects) and "'self'" in repr(sp.effects)


def test_an_earlier_object_keeps_it():
    # "it" after a target and a condition about the source: the target named first keeps "it"
    # (the condition does not take it over)
    sp = abilities("Kicker {R}\nTap target creature. If Test Card was kicked, put a +1/+1 counter on it.",
                   types=("Sorcery",))[-1]
    assert sp.effects[-1].effects == [ir.AddCounters(what="target:0", counter="+1/+1", amount=ir.Fixed(value=1))]


def test_that_creature_after_an_auras_intervening_if_is_the_enchanted_creature():
    # 303.4f, 603.4, 608.2c: ~ is an Aura (never a creature); the one creature named before
    # "that creature" is the enchanted one
    _, trig = abilities("Enchant creature\nWhen Test Card enters, if enchanted creature has flying, "
                        "Test Card deals 2 damage to that creature.",
                        types=("Enchantment",), subtypes=("Aura",))
    assert trig.effects == [ir.Damage(amount=ir.Fixed(value=2), to="enchanted")]


def test_that_creature_after_an_equipment_attaches_to_a_target_is_the_target():
    # 301.5, 608.2c: ~ (an Equipment) is no creature; the one creature named is the target, and
    # the later "it" is that creature too
    _, trig = abilities("Equip {2}\nWhen Test Card enters, attach it to target creature you control. "
                        "If that creature is an Assassin, it gains deathtouch until end of turn.",
                        types=("Artifact",), subtypes=("Equipment",))
    assert "target:0" in repr(trig.effects[-1]) and "'self'" not in repr(trig.effects[-1])


def test_that_creature_when_an_aura_named_no_creature_is_a_gap():
    # "that creature" can't be ~ (an Aura): with no creature named, which one is a guess
    got = gaps("Enchant creature\nWhen Test Card enters, Test Card deals 2 damage to that creature.",
               types=("Enchantment",), subtypes=("Aura",))
    assert [g.blocker for g in got] == ["antecedent"]


# ---- a possessor that acts, a static ability's object ----------------------------------------
def test_it_after_owner_as_subject():
    (trig,) = abilities("At the beginning of the end step, Test Card's owner shuffles it into their library.")
    assert trig.effects == [ir.ShuffleInto(what="self")]       # into its owner's library (401.1)


def test_it_in_a_static_about_the_source():
    (st,) = abilities("Test Card gets +1/+1 for each oil counter on it.")
    assert st.effects == [ir.PTModify(affected="self", power=1, toughness=1,
                                      per=ir.CountersOn(ref="self", counter="oil"))]


def test_it_in_a_static_about_a_group_is_each_affected_object():
    # each Fungus creature is counted on its own: "it" is the creature the effect applies to
    # (the layers evaluate the count once for each, 613.4c)
    (st,) = abilities("Each Fungus creature gets +1/+1 for each spore counter on it.")
    assert st.effects[0].per == ir.CountersOn(ref="affected", counter="spore")


def test_that_creature_of_the_enchanted_creatures_controllers_upkeep():
    _, trig = abilities("Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
                        "put a -1/-1 counter on that creature.", types=("Enchantment",), subtypes=("Aura",))
    assert trig.effects == [ir.AddCounters(what="enchanted", counter="-1/-1", amount=ir.Fixed(value=1))]


# ---- a sacrificed object (701.17a, 608.2h) ---------------------------------------------------
def test_that_creature_after_target_player_sacrifices():
    (sp,) = abilities("Target player sacrifices a creature of their choice. You gain life equal to that "
                      "creature's toughness.", types=("Sorcery",))
    assert sp.effects[-1] == ir.GainLife(who="you", amount=ir.ToughnessOf(ref="it"))


def test_that_creature_after_each_player_sacrifices_stays_a_gap():
    g = gaps("Each player sacrifices a creature of their choice. You gain life equal to that "
             "creature's toughness.", types=("Sorcery",))
    assert g and g[0].blocker == "antecedent"


# ---- "they": several objects an effect acted on ----------------------------------------------
def test_they_after_untap_all():
    (sp,) = abilities("Untap all creatures you control. They gain flying until end of turn.", types=("Instant",))
    group = ir.All(filter=ir.Filter(types=("creature",), controller="you"))
    assert sp.effects[1] == ir.GrantKeywordsUntil(what=group, keywords=("flying",))


def test_they_after_creating_two_tokens():
    (sp,) = abilities("Create two 1/1 red Goblin creature tokens. They gain haste until end of turn.",
                      types=("Sorcery",))
    assert sp.effects[1] == ir.GrantKeywordsUntil(what="it", keywords=("haste",))


def test_they_after_one_object_stays_a_gap():
    # one token is "it", never "they"
    g = gaps("Create a 1/1 red Goblin creature token. They gain haste until end of turn.", types=("Sorcery",))
    assert g and g[0].blocker == "antecedent"


def test_they_is_the_player_when_a_player_was_named():
    (sp,) = abilities("Target player draws two cards. They lose 2 life.", types=("Sorcery",))
    assert sp.effects[1] == ir.LoseLife(who="target:0", amount=ir.Fixed(value=2))


# ---- the top card of a library (701.16a): what the text after refers to ----------------------
def test_reveal_the_top_card_then_if_its_a_creature_card():
    (trig,) = abilities("Whenever an opponent casts a spell, reveal the top card of your library. If it's a "
                        "creature card, put it onto the battlefield. Otherwise, you may put that card on the "
                        "bottom of your library.", types=("Enchantment",))
    look, cond = trig.effects
    assert look == ir.LookAtTop(who="you", revealed=True)
    assert cond.condition == ir.Condition(condition="matches", ref="it",
                                          filter=ir.Filter(types=("creature",), zone="any"))
    assert cond.effects == [ir.PutOntoBattlefield(what="it")]
    assert cond.otherwise == [ir.May(who="you", effects=[ir.PutOnLibrary(what="it", position="bottom")])]


def test_reveal_the_top_card_and_put_that_card_into_your_hand():
    (trig,) = abilities("At the beginning of your upkeep, reveal the top card of your library and put that "
                        "card into your hand. You lose life equal to its mana value.", types=("Enchantment",))
    assert trig.effects == [ir.LookAtTop(who="you", revealed=True), ir.ReturnToHand(what="it"),
                            ir.LoseLife(who="you", amount=ir.ManaValueOf(ref="it"))]


def test_looking_at_two_cards_without_taking_stays_a_gap():
    g = gaps("When Test Card enters, look at the top two cards of your library.")
    assert g and g[0].blocker == "look_at_top"


def test_a_permanent_card_is_one_of_the_permanent_types():
    # 110.4a: artifact, battle, creature, enchantment, land or planeswalker card
    (trig,) = abilities("When Test Card dies, reveal the top card of your library. You may put that card onto "
                        "the battlefield if it's a permanent card with mana value 3 or less. Otherwise, put "
                        "that card into your hand.")
    flt = trig.effects[1].condition.filter
    assert flt.types == ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
    assert flt.mana_value == ("<=", 3)


# ---- "Choose target …" (115.1): the target alone, referred to after -------------------------
def test_choose_target_then_its_owner_shuffles_it():
    (sp,) = abilities("Choose target artifact or enchantment. Its owner shuffles it into their library.",
                      types=("Instant",))
    assert [t.objects.types for t in sp.targets] == [("artifact", "enchantment")]
    assert sp.effects == [ir.ShuffleInto(what="target:0")]


def test_choose_target_then_that_creature():
    (sp,) = abilities("Choose target attacking or blocking creature. Scry 3, then reveal the top card of your "
                      "library. Test Card deals damage equal to that card's mana value to that creature.",
                      types=("Instant",))
    assert sp.effects[-1] == ir.Damage(source="self", amount=ir.ManaValueOf(ref="it"), to="target:0")


def test_choosing_several_targets_names_them_together_only():
    # "one of them at random" is one of those targets (608.2d, test_lower_one_of_them); "that
    # creature" after several targets has two candidates: a gap
    (sp,) = abilities("Choose up to two target creatures. Destroy one of them at random.", types=("Sorcery",))
    assert sp.effects[0].what == ir.Choose(filter=ir.Filter(zone="any"), among=("target:0",), random=True)
    assert gaps("Choose up to two target creatures. Destroy that creature.", types=("Sorcery",))


# ---- "under their owners' control" (110.2a) ---------------------------------------------------
def test_return_all_under_their_owners_control():
    (sp,) = abilities("Return all artifact and enchantment cards from all graveyards to the battlefield under "
                      "their owners' control.", types=("Sorcery",))
    (put,) = sp.effects
    assert put.controller == "owner" and isinstance(put.what, ir.All)


# ---- "the sacrificed creature": the one sacrificed to pay the cost (601.2h, 602.2b, 608.2h) ---
def test_the_sacrificed_creature_of_an_activated_ability_is_not_the_source():
    (ab,) = abilities("Sacrifice a creature: Draw cards equal to the sacrificed creature's power.",
                      types=("Enchantment",))
    assert ab.effects == [ir.Draw(who="you", amount=ir.PowerOf(ref="cost:sacrificed"))]


def test_the_sacrificed_creature_of_a_spells_additional_cost():
    _, sp = abilities("As an additional cost to cast this spell, sacrifice a creature.\nDraw cards equal to the "
                      "sacrificed creature's power.", types=("Instant",))
    assert sp.effects == [ir.Draw(who="you", amount=ir.PowerOf(ref="cost:sacrificed"))]


def test_the_sacrificed_creature_with_no_sacrifice_cost_stays_a_gap():
    g = gaps("{T}: You gain life equal to the sacrificed creature's toughness.", types=("Artifact",))
    assert g and g[0].blocker == "antecedent"


# ---- "the chosen player" of "As ~ enters, choose an opponent" (614.12) -------------------------
def test_the_chosen_player_is_the_one_chosen_as_it_entered():
    _, st = abilities("As Test Card enters, choose an opponent.\nTest Card gets -1/-1 for each card in "
                      "the chosen player's hand.")
    assert st.effects[0].per == ir.Count(filter=ir.Filter(owner="chosen_player", zone="hand"))


def test_the_chosen_player_without_an_entering_choice_is_a_gap():
    got = gaps("Whenever Test Card is dealt damage, it deals that much damage to the chosen player.")
    assert [g.blocker for g in got] == ["antecedent"]


def test_that_player_after_its_owners_hand_is_the_owner():
    # 608.2c: the owner of the returned permanent is the one player named
    (sp,) = abilities("Return target permanent to its owner's hand. Then that player discards a card.",
                      types=("Instant",))
    assert sp.effects == [ir.ReturnToHand(what="target:0"),
                          ir.Discard(who="target:0:owner", amount=ir.Fixed(value=1))]
