"""Lowering of the keyword helper's constructs of the eighth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "that entered this turn": this turn's entering events of the object (603.6a, 400.7) -----
def test_target_creature_that_entered_this_turn():
    (spell,) = abilities("Destroy target nonblack creature that entered this turn.", types=("Instant",))
    (t,) = spell.targets
    assert t.objects == ir.Filter(types=("creature",), not_colors=("black",), entered_this_turn=True)


def test_each_creature_you_control_that_entered_the_battlefield_this_turn():
    (act,) = abilities("{G}, {T}: Put a +1/+1 counter on each Frog, Rabbit, Raccoon, or Squirrel you "
                       "control that entered the battlefield this turn.", types=("Land",))
    (put,) = act.effects
    assert put.what == ir.All(filter=ir.Filter(subtypes=("frog", "rabbit", "raccoon", "squirrel"),
                                               controller="you", entered_this_turn=True))


def test_trigger_subject_that_entered_this_turn():
    (trig,) = abilities("Whenever a creature you control that entered this turn attacks, you gain 1 life.")
    assert trig.trigger.event == "attacks"
    assert trig.trigger.subject == ir.Filter(types=("creature",), controller="you", entered_this_turn=True)


# ---- coven: "three or more creatures with different powers" (208.1) ---------------------------
def test_coven_intervening_if():
    (trig,) = abilities("At the beginning of combat on your turn, if you control three or more creatures "
                        "with different powers, this creature gains flying until end of turn.")
    assert trig.condition == ir.Condition(condition="control_different", ref="power", count=3,
                                          filter=ir.Filter(types=("creature",), controller="you"))


def test_coven_activation_restriction():
    (act,) = abilities("{5}{G}: Target creature you control gets +3/+3 and gains trample until end of turn. "
                       "Activate only if you control three or more creatures with different powers.")
    assert act.condition == ir.Condition(condition="control_different", ref="power", count=3,
                                         filter=ir.Filter(types=("creature",), controller="you"))


# ---- "Whenever you [keyword action]" (701), cycling (702.29c, 702.29e), turning face up (708.8) --
def test_whenever_you_scry():
    (trig,) = abilities("Whenever you scry, this creature gets +2/+0 and gains first strike until end of turn.")
    assert trig.trigger == ir.Trigger(event="action", player="you", keyword="scry")


def test_whenever_you_scry_or_surveil_is_two_events():
    # 603.2: one ability with two trigger events, each an ability of its own in the IR
    scry, surveil = abilities("Whenever you scry or surveil, draw a card.")
    assert (scry.trigger.keyword, surveil.trigger.keyword) == ("scry", "surveil")


def test_whenever_you_surveil_for_the_first_time_each_turn():
    (trig,) = abilities("Whenever you surveil for the first time each turn, this creature deals 1 damage to "
                        "each opponent and you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="action", player="you", keyword="surveil", nth=1)


def test_whenever_you_manifest_dread_and_forage():
    (a,) = abilities("Whenever you manifest dread, you gain 1 life.")
    (b,) = abilities("Whenever you forage, put a +1/+1 counter on this creature.")
    assert (a.trigger.keyword, b.trigger.keyword) == ("manifest dread", "forage")


def test_action_trigger_keyword_is_validated():
    import pydantic
    import pytest
    with pytest.raises(pydantic.ValidationError, match="Trigger.keyword"):
        ir.Trigger(event="action", player="you", keyword="explore")


def test_whenever_you_cycle_another_card():
    (trig,) = abilities("Whenever you cycle another card, you gain 1 life.")
    assert trig.trigger == ir.Trigger(event="cycled", player="you", subject=ir.Filter(zone="any", other=True))


def test_whenever_you_cycle_or_discard_a_card_is_a_discard_trigger():
    # 702.29e: cycling discards the card; the ability triggers once for it
    (trig,) = abilities("Whenever you cycle or discard a card, this creature gets +1/+0 until end of turn.")
    assert trig.trigger == ir.Trigger(event="discard", player="you", subject=ir.Filter(zone="any"))


def test_whenever_you_turn_a_permanent_face_up():
    (trig,) = abilities("Whenever you turn a permanent face up, put a +1/+1 counter on it.")
    assert trig.trigger == ir.Trigger(event="turned_face_up", player="you", subject=ir.Filter())
    (put,) = trig.effects
    assert put.what == "trigger:object"


# ---- ninjutsu 702.49a: its rule's wording ----------------------------------------------------
def test_ninjutsu_rule_wording():
    (act,) = abilities("{1}{U}, Reveal this card from your hand, Return an unblocked attacking creature you "
                       "control to its owner's hand: Put this card onto the battlefield from your hand tapped "
                       "and attacking.")
    assert act.zone == "hand"                     # activated from the hand, where it is revealed
    flt, n = act.cost.return_to_hand
    assert n == 1 and flt == ir.Filter(types=("creature",), controller="you", attacking=True, unblocked=True)
    (put,) = act.effects
    assert put == ir.PutOntoBattlefield(what="self", tapped=True, attacking=True, from_zone="hand")


def test_ninjutsu_is_compiled_from_its_rule():
    from oraclec.compiler.keywords import expand, find_rule
    (line,) = expand(find_rule("ninjutsu"), "{1}{U}")
    (act,) = abilities(line)
    assert act.cost.mana == "{1}{U}" and act.zone == "hand"


# ---- "unless [condition]" (508.1c, 509.1b, 608.2c) -------------------------------------------
def test_cant_attack_or_block_unless_condition():
    (st,) = abilities("This creature can't attack or block unless you control seven or more lands.")
    cond = ir.Condition(condition="control", count=7, filter=ir.Filter(types=("land",), controller="you"))
    assert [(e.what, e.condition) for e in st.effects] == [("cant_attack_unless", cond), ("cant_block_unless", cond)]


def test_discard_unless_condition_is_the_last_sentence_only():
    (trig,) = abilities("When this creature enters, draw a card. Then discard a card unless you control "
                        "another creature with power 2 or less.")
    draw, branch = trig.effects
    assert isinstance(draw, ir.Draw)
    assert isinstance(branch, ir.IfCondition) and branch.effects == []
    assert [type(e) for e in branch.otherwise] == [ir.Discard]
    assert branch.condition.condition == "control" and branch.condition.filter.other


def test_if_you_dont_control_a_is_control_none():
    (trig,) = abilities("At the beginning of your upkeep, discard a card if you don't control an Ogre.")
    (branch,) = trig.effects
    assert branch.condition == ir.Condition(condition="not_control", filter=ir.Filter(subtypes=("ogre",)))


def test_whenever_you_sacrifice_one_or_more_foods_is_a_batch():
    (trig,) = abilities("Whenever you sacrifice one or more Foods, create a 1/1 green Squirrel creature token.")
    assert trig.trigger == ir.Trigger(event="sacrificed", player="you", subject=ir.Filter(subtypes=("food",)),
                                      batch=True)


def test_as_long_as_self_entered_this_turn():
    (st,) = abilities("As long as this creature entered this turn, creatures you control have haste.")
    assert st.condition == ir.Condition(condition="matches", ref="self",
                                        filter=ir.Filter(zone="any", entered_this_turn=True))


def test_with_power_or_toughness_n_or_greater():
    (spell,) = abilities("Destroy target creature with power or toughness 4 or greater.", types=("Instant",))
    (t,) = spell.targets
    assert t.objects == ir.Filter(types=("creature",), any_of=(ir.Filter(zone="any", power=(">=", 4)),
                                                               ir.Filter(zone="any", toughness=(">=", 4))))


def test_this_ability_triggers_only_once():
    # once for as long as it is this object (400.7); "… only once each turn" is the other limit
    (trig,) = abilities("At the beginning of your second main phase, if this creature is tapped, put a flying "
                        "counter on it. This ability triggers only once.")
    assert trig.once and not trig.once_each_turn
    (trig,) = abilities("Whenever you scry, put a +1/+1 counter on this creature. This ability triggers only "
                        "once each turn.")
    assert trig.once_each_turn and not trig.once


def test_if_an_opponent_has_more_cards_in_hand_than_you():
    (spell,) = abilities("If an opponent has more cards in hand than you, draw two cards.", types=("Sorcery",))
    (branch,) = spell.effects
    assert branch.condition == ir.Condition(condition="more_cards_in_hand", player="opponent")


def test_enters_tapped_if_its_not_your_turn():
    # 614.1c: tapped unless it is its controller's turn (500.1)
    (st,) = abilities("This creature enters tapped if it's not your turn.")
    (e,) = st.effects
    assert e == ir.EntersTapped(unless=ir.Condition(condition="your_turn"))


def test_leave_the_battlefield_without_dying():
    # 700.4: to a zone other than a graveyard; "one or more" once for those leaving at once (603.2c)
    (trig,) = abilities("Whenever one or more other creatures you control leave the battlefield without dying, "
                        "draw a card.")
    assert trig.trigger == ir.Trigger(event="leaves_without_dying", batch=True,
                                      subject=ir.Filter(types=("creature",), controller="you", other=True))
    self_, other = abilities("Whenever this creature or another creature you control leaves the battlefield "
                             "without dying, put a +1/+1 counter on target creature you control.")
    assert self_.trigger.event == other.trigger.event == "leaves_without_dying"
