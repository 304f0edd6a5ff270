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
