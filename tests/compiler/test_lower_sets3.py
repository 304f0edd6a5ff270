"""Lowering of the MKM/WOE/DMU/BRO constructs of the fifth session (issue 6), rule numbers cited."""
from test_lower_breadth import abilities, gaps     # tests/compiler is on the path (pytest rootdir mode)

from oraclec.compiler import ir


# ---- "face-down" / "face-up" as a status of objects (708.2) ---------------------------------
def test_face_down_creatures_you_control():
    (static,) = abilities("Face-down creatures you control get +0/+1.", types=("Enchantment",))
    (pt,) = static.effects
    assert pt.affected == ir.Filter(types=("creature",), controller="you", face_down=True)


def test_target_face_down_creature():
    (act,) = abilities("{T}, Sacrifice this creature: Destroy target face-down creature.")
    (t,) = act.targets
    assert t.objects == ir.Filter(types=("creature",), face_down=True)


def test_face_down_spells_cost_less():
    # 708.4: a face-down spell is what the cost modifier sees (601.2f)
    (static,) = abilities("Face-down creature spells you cast cost {1} less to cast.", types=("Artifact",))
    (mod,) = static.effects
    assert mod.amount == -1 and mod.spells.face_down is True and mod.who == "you"


def test_face_down_creature_entered_this_turn():
    (trig, _) = abilities("At the beginning of your end step, if a face-down creature entered the battlefield "
                          "under your control this turn, put a +1/+1 counter on this creature.\n{T}: Add {G}.")
    assert trig.condition.condition == "this_turn" and trig.condition.filter.face_down is True


def test_face_up_status():
    (act,) = abilities("{T}: Destroy target face-up creature.")
    assert act.targets[0].objects.face_down is False


def test_card_a_face_down_permanent_was_is_a_gap():
    # 708.9: the card is revealed as it leaves; its last known characteristics are the face-down
    # ones (708.2a), so "if it's an instant or sorcery card" can't be read from them
    (g,) = gaps("Whenever a face-down creature you control dies, exile it if it's an instant or sorcery card.",
                types=("Enchantment",))
    assert g.blocker == "face_down_left"


# ---- reflexive triggered abilities after an action that is not a choice (603.12) -------------
def test_when_you_do_after_a_sacrifice():
    (trig,) = abilities("When this land enters, sacrifice it. When you do, search your library for a basic "
                        "Plains card, put it onto the battlefield tapped, then shuffle.", types=("Land",))
    (acted,) = trig.effects
    assert isinstance(acted, ir.IfActed)
    assert acted.action == [ir.Sacrifice(what="self")]
    (reflexive,) = acted.effects
    assert isinstance(reflexive, ir.ReflexiveTrigger)


def test_when_you_do_keeps_its_own_targets():
    (spell,) = abilities("Create two 1/1 blue Faerie creature tokens with flying. When you do, tap target "
                         "creature an opponent controls.", types=("Instant",))
    (acted,) = spell.effects
    assert spell.targets == [] and isinstance(acted.action[0], ir.CreateTokens)
    (reflexive,) = acted.effects
    assert reflexive.targets[0].objects == ir.Filter(types=("creature",), controller="opponent")


def test_when_you_do_after_an_action_that_records_nothing_is_a_gap():
    # surveil: "when you do" would ask whether it happened, which the engine does not record
    (g,) = gaps("When this creature enters, surveil 4. When you do, you may return target nonland permanent "
                "an opponent controls to its owner's hand.")
    assert g.blocker == "reflexive"


def test_trailing_condition_is_the_last_sentences_only():
    # "… Then sacrifice it if …": the counter is put on it whatever the count
    (trig,) = abilities("Whenever one or more creatures die, put a bloodstain counter on this enchantment. Then "
                        "sacrifice it if it has five or more bloodstain counters on it.", types=("Enchantment",))
    add, branch = trig.effects
    assert add == ir.AddCounters(what="self", counter="bloodstain", amount=ir.Fixed(value=1))
    assert isinstance(branch, ir.IfCondition) and branch.effects == [ir.Sacrifice(what="self")]


# ---- "enchanted" / "equipped" as a status of objects (303.4, 301.5) --------------------------
def test_enchanted_creatures_you_control():
    (static,) = abilities("Enchanted creatures you control get +2/+2.", types=("Enchantment",))
    assert static.effects[0].affected == ir.Filter(types=("creature",), controller="you", enchanted=True)


def test_target_equipped_creature_and_the_auras_own_creature():
    (spell,) = abilities("Destroy target equipped creature.", types=("Instant",))
    assert spell.targets[0].objects == ir.Filter(types=("creature",), equipped=True)
    # "Enchanted creature gets …" alone is the creature the Aura itself enchants
    (_, static) = abilities("Enchant creature\nEnchanted creature gets +1/+2.", types=("Enchantment",),
                            subtypes=("Aura",))
    assert static.effects[0].affected == "enchanted"


# ---- delayed triggered abilities waiting for one object (603.7) ------------------------------
def test_when_that_creature_dies_this_turn():
    (spell,) = abilities("Target creature you control gets +2/+0 until end of turn. When that creature dies this "
                         "turn, create a 1/1 white Spirit creature token.", types=("Instant",))
    _, delayed = spell.effects
    assert isinstance(delayed, ir.DelayedTrigger)
    assert (delayed.trigger.event, delayed.watch, delayed.this_turn) == ("dies", "target:0", True)
    assert isinstance(delayed.effects[0], ir.CreateTokens)


def test_when_that_creature_leaves_and_it_refers_to_that_object():
    (act,) = abilities("{2}, {T}: Choose target creature. When that creature leaves the battlefield this turn, "
                       "return it to its owner's hand.", types=("Artifact",))
    (delayed,) = act.effects
    assert delayed.trigger.event == "leaves" and delayed.effects == [ir.ReturnToHand(what="trigger:object")]


def test_delayed_ability_with_a_target_of_its_own_is_a_gap():
    (g,) = gaps("Choose target creature. When that creature dies this turn, destroy target artifact.",
                types=("Sorcery",))
    assert g.blocker == "delayed_object"


# ---- "target cards from a single graveyard" (601.2c) -----------------------------------------
def test_targets_from_a_single_graveyard():
    (spell,) = abilities("Exile up to three target cards from a single graveyard.", types=("Instant",))
    (t,) = spell.targets
    assert (t.min_count, t.max_count, t.same_owner) == (0, 3, True)
    assert t.objects == ir.Filter(zone="graveyard")


def test_a_single_graveyard_other_than_a_targets_is_a_gap():
    (g,) = gaps("Exile all cards from a single graveyard.", types=("Sorcery",))
    assert g.blocker == "single_zone"     # nothing would keep the objects in one graveyard
