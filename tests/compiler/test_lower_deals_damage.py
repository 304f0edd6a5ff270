""""Whenever ~ deals damage, …" with no recipient named (rules 120.2, 603.2c): the trigger event
``deals_damage``, "that much" the damage its source dealt at once; "Whenever you're dealt damage"
(120.3a): ``player_dealt_damage``."""
import pytest
from pydantic import ValidationError

from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face

from face_helpers import face


def triggered(text, **kw):
    card, gaps, _ = lower_face(face(text, **kw))
    assert not gaps, gaps
    return card.abilities[-1]


def test_self_deals_damage_gains_that_much_life():
    ab = triggered("Whenever ~ deals damage, you gain that much life.")
    assert ab.trigger == ir.Trigger(event="deals_damage", subject=ir.Filter(is_self=True))
    assert ab.effects == [ir.GainLife(who="you", amount=ir.Prev())]


def test_enchanted_creature_deals_damage():
    ab = triggered("Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
                   types=("Enchantment",))
    assert ab.trigger.event == "deals_damage" and ab.trigger.subject.same_name_as == "enchanted"


def test_a_source_you_control_deals_damage():
    ab = triggered("Whenever a noncreature source you control deals damage, you gain that much life.",
                   types=("Enchantment",))
    assert ab.trigger == ir.Trigger(event="deals_damage",
                                    subject=ir.Filter(not_types=("creature",), controller="you"))


def test_its_controller_is_the_controller_of_the_source():
    ab = triggered("Whenever a Sliver deals damage, its controller gains that much life.")
    assert ab.effects[0].who == "trigger:object:controller"


def test_that_player_has_no_antecedent():
    # no player was dealt damage by name: "that player" stays a gap, never a guess
    _card, gaps, _ = lower_face(face("Whenever ~ deals damage, that player loses 1 life."))
    assert gaps


def test_deals_damage_names_no_recipient():
    with pytest.raises(ValidationError, match="Trigger.player/other/batch"):
        ir.Trigger(event="deals_damage", player="opponent")


def test_you_are_dealt_damage():
    # 120.3a: all the damage dealt to you at once; "that many" its total
    ab = triggered("Whenever you're dealt damage, put that many charge counters on ~.", types=("Artifact",))
    assert ab.trigger == ir.Trigger(event="player_dealt_damage", player="you")
    assert ab.effects == [ir.AddCounters(what="self", counter="charge", amount=ir.Prev())]


def test_you_are_dealt_damage_names_no_object():
    _card, gaps, _ = lower_face(face("Whenever you're dealt damage, destroy that creature."))
    assert gaps
