"""Lowering of "If you do, …" / "If you don't, …" / "Otherwise, …" after an instruction that is not
a choice (issue 6): "you do" asks whether the instruction just before was performed — it may be
impossible (609.3: nothing to sacrifice, no counter to remove, no card to exile), the same test as
"When you do" (603.12)."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


def test_if_you_do_after_a_sacrifice_choice():
    (trig,) = abilities("At the beginning of your end step, sacrifice a non-Demon creature. If you do, "
                        "draw a card.")
    (acted,) = trig.effects
    assert isinstance(acted, ir.IfActed)
    assert isinstance(acted.action[0], ir.SacrificeChoice)
    assert isinstance(acted.effects[0], ir.Draw) and acted.otherwise == []


def test_if_you_do_after_removing_a_counter():
    # "attacks or blocks": one triggered ability per event
    trig = abilities("Whenever this creature attacks or blocks, remove a +1/+1 counter from it. If you do, "
                     "it deals 1 damage to any target.")[0]
    (acted,) = trig.effects
    assert isinstance(acted.action[0], ir.RemoveCounters)
    assert isinstance(acted.effects[0], ir.Damage)
    assert len(trig.targets) == 1          # the target is the ability's, chosen as it is put on the stack


def test_if_you_do_otherwise():
    (trig, _) = abilities("At the beginning of your upkeep, exile a creature card from your graveyard. If you do, "
                          "put a +1/+1 counter on this creature. Otherwise, sacrifice it.\nTrample")
    (acted,) = trig.effects
    assert isinstance(acted.action[0], ir.Exile)
    assert isinstance(acted.effects[0], ir.AddCounters)
    assert acted.otherwise == [ir.Sacrifice(what="self")]


def test_if_you_dont_after_an_action():
    (trig,) = abilities("At the beginning of your upkeep, sacrifice a creature. If you don't, you lose 3 life.")
    (acted,) = trig.effects
    assert acted.effects == [] and isinstance(acted.otherwise[0], ir.LoseLife)


def test_if_you_do_after_a_conditional_sacrifice():
    # "Then if there are three or more … counters on it, sacrifice it. If you do, …": nothing was
    # sacrificed when the condition is false
    (_, trig) = abilities("Noncreature spells cost {1} more to cast.\nWhenever a player casts a noncreature "
                          "spell, put a collection counter on this enchantment. Then if there are three or more "
                          "collection counters on it, sacrifice it. If you do, draw a card.",
                          types=("Enchantment",))
    add, acted = trig.effects
    assert isinstance(add, ir.AddCounters)
    assert isinstance(acted.action[0], ir.IfCondition) and isinstance(acted.effects[0], ir.Draw)


def test_if_you_do_after_a_may_is_still_the_choice():
    (trig,) = abilities("When this creature enters, you may discard a card. If you do, draw two cards.")
    may, res = trig.effects
    assert isinstance(may, ir.May) and isinstance(res, ir.IfResult) and res.did


def test_if_you_do_after_an_action_that_records_nothing_is_a_gap():
    # scry records nothing the test could read: it stays a gap
    (g,) = gaps("When this creature enters, scry 2. If you do, draw a card.")
    assert g.blocker == "if_you_do"


# ---- "that creature" after the object itself names another object (608.2c) -------------------
def test_that_creature_after_blocked_by_is_the_blocker():
    (trig,) = abilities("Whenever this creature becomes blocked by a creature, destroy that creature.")
    (destroy,) = trig.effects
    assert destroy.what == "trigger:object"


def test_that_creature_after_attach_is_the_creature_attached_to():
    (_, trig) = abilities("Flash\nWhen this Equipment enters, attach it to target creature you control. That "
                          "creature gains first strike until end of turn.", types=("Artifact",))
    attach, grant = trig.effects
    assert attach.to == "target:0" and grant.what == "target:0"


def test_that_creature_after_sacrificing_itself_is_the_trigger_object():
    (trig,) = abilities("When another creature enters, sacrifice this creature. If you do, this creature deals "
                        "4 damage to that creature.")
    (acted,) = trig.effects
    assert acted.effects[0].to == "trigger:object"


def test_that_creature_of_an_aura_with_no_other_object_is_a_gap():
    # "this Aura deals 2 damage to that creature": the Aura is no creature, and no other object was
    # named as the antecedent (the condition's subject is not one): a gap, never the Aura itself
    (g,) = gaps("When this Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that "
                "creature.", types=("Enchantment",))
    assert g.blocker == "antecedent"


def test_the_exiled_card_after_a_cost_is_the_card_exiled_for_it():
    # "Exile a creature card from your graveyard: Put X +0/+1 counters on this creature, where X is
    # the exiled card's mana value." — the card exiled to pay the cost (601.2h), never the object
    # itself
    (ab,) = abilities("Exile a creature card from your graveyard: Put X +0/+1 counters on this creature, "
                      "where X is the exiled card's mana value.")
    assert ab.cost.exile_from_graveyard is not None
    assert "'ref': 'cost:exiled'" in repr(ab.effects[0].model_dump())


def test_the_exiled_card_after_a_cost_and_an_effect_that_exile_is_a_gap():
    # a cost and an effect each exile a card before "the exiled card": which one is a guess
    (g,) = gaps("Exile a creature card from your graveyard: Exile target artifact. You gain life equal to "
                "the exiled card's mana value.")
    assert g.blocker == "antecedent"


def test_the_exiled_card_after_a_triggered_ability_with_no_exile_is_a_gap():
    (g,) = gaps("When this creature enters, put X +1/+1 counters on it, where X is the exiled card's mana value.")
    assert g.blocker == "antecedent"


def test_that_token_in_a_granted_ability_is_not_the_creature_itself():
    # "{T}: Create a token that's a copy of this creature, except it has haste. Exile that token at
    # the beginning of the next end step." — the token, not the creature that has the ability
    # (111.9, 608.2c: the token the copy effect made — "it" of the effect, never the object copied)
    _, static = abilities("Enchant creature\nEnchanted creature has \"{T}: Create a token that's a copy of this "
                          "creature, except it has haste. Exile that token at the beginning of the next end step.\"",
                          types=("Enchantment",), subtypes=("Aura",))
    granted = static.effects[0].ability
    create, delayed = granted.effects
    assert isinstance(create, ir.CreateTokenCopy) and create.what == "self"
    assert isinstance(delayed, ir.DelayedTrigger) and delayed.effects[0].what == "it"


def test_that_equipment_in_its_own_trigger_is_itself():
    (trig,) = abilities("Whenever this Equipment enters, you may attach that Equipment to target creature you "
                        "control.", types=("Artifact",), subtypes=("Equipment",))
    (may,) = trig.effects
    assert may.effects[0].what == "self"
