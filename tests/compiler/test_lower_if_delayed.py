""""If <condition>, <effects> at the beginning of the next end step." (603.7, 608.2c): the
condition is checked as the ability resolves, the delayed ability created only if it holds;
"this ability has been activated N or more times this turn" (602.1)."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face

from face_helpers import face


def test_activated_four_times_then_delayed_sacrifice():
    card, gaps, _ = lower_face(face("{R}: ~ gets +1/+0 until end of turn. If this ability has been activated "
                                    "four or more times this turn, sacrifice ~ at the beginning of the next end step."))
    assert not gaps, gaps
    branch = card.abilities[-1].effects[-1]
    assert branch == ir.IfCondition(
        condition=ir.Condition(condition="activated_times", count=4),
        effects=[ir.DelayedTrigger(trigger=ir.Trigger(event="beginning_of_step", step="end", whose="next"),
                                   effects=[ir.Sacrifice(what="self")])])


def test_this_ability_in_a_triggered_ability_is_a_gap():
    _card, gaps, _ = lower_face(face("At the beginning of your upkeep, you gain 1 life. If this ability has been "
                                     "activated four or more times this turn, sacrifice ~ at the beginning of the "
                                     "next end step."))
    assert any(g.blocker == "activated_times" for g in gaps), gaps


def test_if_you_do_after_you_may_have_it_get():
    card, gaps, _ = lower_face(face("Whenever ~ attacks, you may have it get +4/+0 until end of turn. If you do, "
                                    "sacrifice it at the beginning of the next end step."))
    assert not gaps, gaps
    may, branch = card.abilities[-1].effects
    assert isinstance(may, ir.May)
    assert branch == ir.IfResult(did=True, effects=[ir.DelayedTrigger(
        trigger=ir.Trigger(event="beginning_of_step", step="end", whose="next"), effects=[ir.Sacrifice(what="self")])])


def test_it_after_the_delayed_ability_has_no_antecedent():
    # "It gains haste." may name the object the delayed ability returns (400.7): never guessed
    _card, gaps, _ = lower_face(face("At the beginning of your end step, you may exile ~. If you do, return it to the "
                                     "battlefield under its owner's control at the beginning of your next upkeep. "
                                     "It gains haste."))
    assert any(g.blocker == "antecedent" for g in gaps), gaps



def test_if_the_player_does_reads_that_players_optional_action():
    card, gaps, _ = lower_face(face("Whenever a player casts a spell, that player may pay {2}. If the player does, "
                                    "they draw a card.", types=("Enchantment",)))
    assert not gaps, gaps
    pay, branch = card.abilities[-1].effects
    assert isinstance(pay, ir.Pay) and pay.who == "trigger:player"
    assert branch == ir.IfResult(did=True, effects=[ir.Draw(who="trigger:player", amount=ir.Fixed(value=1))])
