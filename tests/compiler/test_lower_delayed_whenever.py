""""Until end of turn, whenever …" and "Whenever … this turn, …" (603.7b): a delayed triggered
ability with a stated duration, which triggers each time its event occurs that turn."""
from oraclec.compiler import ir
from oraclec.compiler.lower import lower_face

from face_helpers import face


def _delayed(text, types=("Creature",)):
    card, gaps, _ = lower_face(face(text, types))
    assert not gaps, gaps
    delayed = [e for e in card.abilities[-1].effects if isinstance(e, ir.DelayedTrigger)]
    assert len(delayed) == 1
    return delayed[0]


def test_until_end_of_turn_whenever_in_an_activated_ability():
    d = _delayed("{1}{R}{R}: Until end of turn, whenever you cast a black spell, put a +1/+1 counter on ~.")
    assert d.this_turn and d.each_time and d.watch is None
    assert d.trigger.event == "cast" and d.trigger.player == "you"
    assert d.effects == [ir.AddCounters(what="self", counter="+1/+1", amount=ir.Fixed(value=1))]


def test_whenever_this_turn_in_a_spell():
    d = _delayed("Whenever you cast a creature spell this turn, draw a card.", types=("Sorcery",))
    assert d.this_turn and d.each_time
    assert d.trigger.event == "cast" and d.effects == [ir.Draw(who="you", amount=ir.Fixed(value=1))]


def test_the_event_object_is_its_it():
    # "it" is the attacking creature of the delayed ability's own event (603.7c, 608.2c)
    d = _delayed("Whenever a creature attacks this turn, it gains lifelink until end of turn.",
                 types=("Instant",))
    assert d.effects == [ir.GrantKeywordsUntil(what="trigger:object", keywords=["lifelink"])]


def test_when_this_turn_is_not_read_as_each_time():
    # 603.7b: with "when" it would trigger once: not this construct
    _card, gaps, _ = lower_face(face("When you cast a creature spell this turn, draw a card.", ("Sorcery",)))
    assert any(g.blocker == "delayed_whenever" for g in gaps), gaps


def test_a_sentence_after_it_is_a_gap():
    # whose is "Return the exiled card …"? never guessed
    _card, gaps, _ = lower_face(face("Until end of turn, whenever a creature you control dies, exile the top card of "
                                     "your library. You may play it this turn.", ("Instant",)))
    assert any(g.blocker == "delayed_whenever" for g in gaps), gaps


def test_new_targets_for_its_copy_is_the_delayed_abilitys():
    # 707.10c: "You may choose new targets for the copy." after the delayed ability's copy
    d = _delayed("Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new "
                 "targets for the copy.", types=("Instant",))
    assert d.effects == [ir.CopySpell(what="trigger:object", new_targets=True)]


def test_when_you_next_cast_triggers_once():
    # 603.7b: no stated duration for its triggering: once, the next time ("this turn": only this turn)
    d = _delayed("When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new "
                 "targets for the copy.", types=("Sorcery",))
    assert d.this_turn and not d.each_time
    assert d.trigger == ir.Trigger(event="cast", player="you",
                                   spell=ir.Filter(types=("instant", "sorcery"), zone="stack"))
    assert d.effects == [ir.CopySpell(what="trigger:object", new_targets=True)]


def test_each_time_needs_a_stated_duration():
    import pytest
    with pytest.raises(ValueError, match="DelayedTrigger.each_time"):
        ir.DelayedTrigger(trigger=ir.Trigger(event="cast"), effects=[], each_time=True)


def test_a_delayed_triggered_mana_ability_is_a_gap():
    # 605.1b, 605.4a: it would resolve at once, without the stack
    _card, gaps, _ = lower_face(face("Until end of turn, whenever a player taps an Island for mana, that player adds "
                                     "an additional {U}.", ("Instant",)))
    assert any(g.blocker == "delayed_whenever" for g in gaps), gaps
