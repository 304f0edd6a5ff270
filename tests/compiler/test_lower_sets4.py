"""Lowering of the MKM/WOE/DMU/BRO constructs of the sixth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "cards exiled with ~" (linked abilities, 607.1, 607.2a) ----------------------------------
def test_each_creature_card_exiled_with_self_returns():
    (_, act) = abilities("{3}: Exile target creature you control.\nSacrifice this artifact: Return each "
                         "creature card exiled with this artifact to the battlefield under your control.",
                         types=("Artifact",))
    (put,) = act.effects
    assert put.what == ir.All(filter=ir.Filter(types=("creature",), zone="exile", exiled_with="self"))
    assert put.controller == "you"


def test_a_card_exiled_with_self_is_chosen_from_those_cards():
    (_, trig) = abilities("When this Vehicle enters, exile target player's graveyard.\nWhenever this Vehicle "
                          "deals combat damage to a player, you may put a creature card exiled with this "
                          "Vehicle onto the battlefield under your control.", types=("Artifact",),
                          subtypes=("Vehicle",))
    (may,) = trig.effects
    (put,) = may.effects
    assert put.what == ir.Choose(filter=ir.Filter(types=("creature",), zone="exile", exiled_with="self"))


def test_the_number_of_cards_exiled_with_self():
    # 607.2a: counted among the cards in exile only
    (_, act) = abilities("{1}: Exile target card from a graveyard.\n{T}: You gain 1 life for each card exiled "
                         "with this artifact.", types=("Artifact",))
    (gain,) = act.effects
    assert gain.amount.filter == ir.Filter(zone="exile", exiled_with="self")


def test_exiled_with_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="exiled_with"):
        ir.Filter(zone="exile", exiled_with="target:0")


# ---- this turn's damage as a status of objects (120.3) ----------------------------------------
def test_target_creature_that_was_dealt_damage_this_turn():
    (spell,) = abilities("Destroy target creature an opponent controls that was dealt damage this turn.",
                         types=("Instant",))
    (t,) = spell.targets
    assert t.objects == ir.Filter(types=("creature",), controller="opponent", dealt_damage="any")


def test_a_creature_dealt_damage_by_self_this_turn_dies():
    (trig,) = abilities("Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 "
                        "counter on this creature.")
    assert trig.trigger.event == "dies"
    assert trig.trigger.subject == ir.Filter(types=("creature",), dealt_damage="self")


# ---- revolt: "if a permanent left the battlefield under your control this turn" (603.6c) ------
def test_revolt_condition():
    (trig,) = abilities("At the beginning of your end step, if a permanent left the battlefield under your "
                        "control this turn, create a 1/1 colorless Servo artifact creature token.",
                        types=("Enchantment",))
    assert trig.condition == ir.Condition(condition="this_turn", event="leaves", player="you",
                                          filter=ir.Filter(zone="any"))


# ---- "Players can't gain life." (119.7) -------------------------------------------------------
def test_players_cant_gain_life():
    (static,) = abilities("Players can't gain life.", types=("Enchantment",))
    (rule,) = static.effects
    assert rule == ir.PlayerRule(who="any", rule="cant_gain_life")


def test_your_opponents_cant_gain_life():
    (static,) = abilities("Your opponents can't gain life.", types=("Enchantment",))
    (rule,) = static.effects
    assert rule == ir.PlayerRule(who="opponent", rule="cant_gain_life")


def test_each_other_player_cant_gain_life_is_a_gap():
    from test_lower_breadth import gaps
    (g,) = gaps("Each other player can't gain life.", types=("Enchantment",))
    assert g.blocker == "player_cant_gain_life"


# ---- "Whenever you tap an untapped creature an opponent controls" (701.21a) --------------------
def test_you_tap_an_untapped_creature_an_opponent_controls():
    (trig,) = abilities("Whenever you tap an untapped creature an opponent controls, this creature gets "
                        "+2/+1 until end of turn.")
    # "untapped" is its state before it is tapped: the tapped creature is described without it
    assert trig.trigger == ir.Trigger(event="player_taps", player="you",
                                      subject=ir.Filter(types=("creature",), controller="opponent"))


def test_you_tap_one_or_more_untapped_creatures_is_one_batch():
    (trig,) = abilities("Whenever you tap one or more untapped creatures your opponents control, draw a card. "
                        "This ability triggers only once each turn.")
    assert trig.trigger.event == "player_taps" and trig.trigger.batch


# ---- "each of them": the objects named before (608.2c) -----------------------------------------
def test_put_a_stun_counter_on_each_of_them():
    (spell,) = abilities("Tap one or two target creatures an opponent controls. Put a stun counter on each "
                         "of them.", types=("Instant",))
    tap, counters = spell.effects
    assert tap.what == "target:0" and counters.what == "target:0" and counters.counter == "stun"


# ---- two kicker costs (702.33b, 702.33d, 702.33f) ---------------------------------------------
_TWO_KICKERS = ("Kicker {B} and/or {R} (You may pay an additional {B} and/or {R} as you cast this spell.)\n"
                "When this creature enters, if it was kicked, it deals 2 damage to any target.\n"
                "When this creature enters, if it was kicked twice, it deals 2 damage to any target.")


def test_two_kicker_costs_are_two_optional_costs_of_the_keyword():
    # 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]"
    abs_ = abilities(_TWO_KICKERS)
    kws = [a for a in abs_ if isinstance(a, ir.KeywordAbility)]
    assert [(k.name, k.param) for k in kws] == [("kicker", "{B}"), ("kicker", "{R}")]
    costs = [e for a in abs_ if isinstance(a, ir.StaticAbility) for e in a.effects]
    assert [(c.label, c.cost.mana, c.group) for c in costs] == [("kicker {b}", "{B}", "kicker"),
                                                                ("kicker {r}", "{R}", "kicker")]


def test_kicked_and_kicked_twice():
    # 702.33d: kicked once for each kicker cost paid
    once, twice = [a for a in abilities(_TWO_KICKERS) if isinstance(a, ir.TriggeredAbility)]
    assert (once.condition.condition, once.condition.ref, once.condition.count) == ("cost_paid", "kicker", 1)
    assert (twice.condition.ref, twice.condition.count) == ("kicker", 2)


def test_kicked_with_its_kicker_names_that_cost():
    # 702.33f: linked to the kicker cost it names (607)
    abs_ = abilities("Kicker {1}{G} and/or {2}{U}\nWhen this creature enters, if it was kicked with its "
                     "{1}{G} kicker, destroy target creature with flying.\nWhen this creature enters, if "
                     "it was kicked with its {2}{U} kicker, draw two cards.")
    first, second = [a for a in abs_ if isinstance(a, ir.TriggeredAbility)]
    assert first.condition.ref == "kicker {1}{g}" and second.condition.ref == "kicker {2}{u}"


def test_kicked_with_a_kicker_the_card_lacks_is_a_gap():
    # the ability would be linked to no kicker ability (607): never true, so not claimed
    assert gaps("Kicker {1}{G} and/or {2}{U}\nWhen this creature enters, if it was kicked with its {W} "
                "kicker, you gain 3 life.")
    assert gaps("Kicker {2}\nWhen this creature enters, if it was kicked twice, you gain 3 life.")


def test_and_or_costs_of_a_keyword_the_rules_do_not_pair_are_a_gap():
    # only kicker's rule gives "[cost 1] and/or [cost 2]" a meaning (702.33b)
    assert gaps("Cycling {1} and/or {2}")


# ---- counters on players: energy and poison (122.1e, 122.1f) ----------------------------------
def test_that_player_gets_two_poison_counters():
    (trig,) = abilities("Whenever this creature deals damage to a player, that player gets two poison counters.")
    (get,) = trig.effects
    assert get == ir.GetPlayerCounters(who="trigger:player", counter="poison", amount=ir.Fixed(value=2))


def test_its_controller_gets_a_poison_counter():
    (spell,) = abilities("Destroy target creature with flying. Its controller gets a poison counter.",
                         types=("Instant",))
    _, get = spell.effects
    assert (get.counter, get.amount) == ("poison", ir.Fixed(value=1))


def test_energy_is_a_player_counter_too():
    (trig,) = abilities("When this creature enters, you get {E}{E}.")
    assert trig.effects == [ir.GetPlayerCounters(who="you", amount=ir.Fixed(value=2))]


# ---- "if its mana value was N or less" (608.2h: as it last existed) ---------------------------
def test_its_mana_value_was_three_or_less():
    (spell,) = abilities("Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 life.",
                         types=("Instant",))
    _, branch = spell.effects
    assert branch.condition.condition == "matches"
    assert branch.condition.ref == "target:0"
    assert branch.condition.filter.mana_value == ("<=", 3)
